// The seed's 32x32 tiled matmul: Asub and Bsub in the k-loop (body ends in a
// barrier), Csub after it. 12288 bytes without reuse, 8192 with.
// RUN: smem-opt %examples/matmul_tiled.mlir -p smem-coalesce,smem-verify-plan | filecheck %s
// CHECK: smem.kernel @matmul_tiled
// CHECK-SAME: smem.arena_bytes = 8192 : i64, smem.unshared_bytes = 12288 : i64, smem.lower_bound = 8192 : i64
// CHECK-SAME: smem.optimal
// CHECK: %smem_arena = smem.alloc {alignment = 16 : i64} : memref<8192xi8, #gpu.address_space<workgroup>>
// CHECK: %Asub = memref.view %smem_arena[%Asub_offset][] : memref<8192xi8, #gpu.address_space<workgroup>> to memref<32x32xf32, #gpu.address_space<workgroup>>
// CHECK: %Bsub = memref.view %smem_arena[%Bsub_offset][]
// CHECK: scf.for
// CHECK: %Csub = memref.view %smem_arena[%Csub_offset][]
// CHECK-NOT: smem.alloc
