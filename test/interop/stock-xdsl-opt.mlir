// The smem dialect and the passes are also in stock xdsl-opt (xdsl.universe
// entry point), with xDSL's own gpu dialect: integer memory space 3.
// RUN: xdsl-opt %s -p smem-coalesce,smem-verify-plan | xdsl-opt -p smem-coalesce | filecheck %s
// CHECK: smem.kernel @k
// CHECK-SAME: smem.arena_bytes = 256 : i64, smem.unshared_bytes = 512 : i64
// CHECK: %smem_arena = smem.alloc {alignment = 16 : i64} : memref<256xi8, 3 : i64>
// CHECK: %A = memref.view %smem_arena[%A_offset][] : memref<256xi8, 3 : i64> to memref<64xf32, 3 : i64>
// CHECK-NOT: memory_space_cast
smem.kernel @k(%out: memref<64xf32>) block_size = [64] {
  %tx = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
  %one = arith.constant 1.0 : f32
  %A = smem.alloc : memref<64xf32, 3>
  memref.store %one, %A[%tx] : memref<64xf32, 3>
  "gpu.barrier"() : () -> ()
  %a = memref.load %A[%tx] : memref<64xf32, 3>
  "gpu.barrier"() : () -> ()
  %B = smem.alloc : memref<64xf32, 3>
  memref.store %a, %B[%tx] : memref<64xf32, 3>
  %b = memref.load %B[%tx] : memref<64xf32, 3>
  memref.store %b, %out[%tx] : memref<64xf32>
  smem.return
}
