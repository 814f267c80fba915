// Upstream input: gpu.func with workgroup memref.alloc / memref.alloca (memory
// space #gpu.address_space<workgroup> or integer 3) and an existing workgroup
// attribution. After smem-coalesce the kernel has one aligned workgroup
// attribution and views; no memref.alloc is left for convert-gpu-to-nvvm to turn
// into a per-thread malloc.
// RUN: smem-opt %s -p smem-coalesce,smem-verify-plan | filecheck %s
// RUN: smem-opt %s -p smem-coalesce | mlir-opt --pass-pipeline='builtin.module(gpu.module(convert-gpu-to-nvvm))' | filecheck %s --check-prefix=NVVM
// REQUIRES: mlir-opt
// CHECK: gpu.func @stage(%in: memref<256xf32>, %out: memref<256xf32>) workgroup(%smem_arena : memref<2048xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}) kernel
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-SAME: smem.unshared_bytes = 3072 : i64
// CHECK-NOT: memref.alloc
// CHECK: %W = memref.view %smem_arena[%W_offset][]
// CHECK: %A = memref.view %smem_arena[%A_offset][]
// CHECK: %B_view = memref.view %smem_arena[%B_offset][] : memref<2048xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
// CHECK: %B = memref.memory_space_cast %B_view : memref<256xf32, #gpu.address_space<workgroup>> to memref<256xf32, 3 : i64>
// NVVM-NOT: malloc
// NVVM: llvm.mlir.global internal @__wg_stage_0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<2048 x i8>
// NVVM-NOT: malloc
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @stage(%in: memref<256xf32>, %out: memref<256xf32>) workgroup(%W : memref<256xf32, #gpu.address_space<workgroup>>) kernel {
      %tx = gpu.thread_id x
      %x = memref.load %in[%tx] : memref<256xf32>
      %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %x, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %x, %W[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %w = memref.load %W[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %s = arith.addf %a, %w : f32
      gpu.barrier
      %B = memref.alloca() : memref<256xf32, 3>
      memref.store %s, %B[%tx] : memref<256xf32, 3>
      %b = memref.load %B[%tx] : memref<256xf32, 3>
      memref.store %b, %out[%tx] : memref<256xf32>
      gpu.return
    }
  }
}
