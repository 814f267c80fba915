// REQUIRES: mlir-opt, ptxas
// Upstream lowers a workgroup memref.alloc inside gpu.func to a per-thread malloc (silently
// wrong); after smem-coalesce the buffers live in one workgroup attribution and the NVVM
// output has no malloc. Plain mlir-opt on the same input does produce malloc.
// RUN: mlir-opt %s --pass-pipeline='builtin.module(gpu.module(convert-gpu-to-nvvm))' | filecheck %s --check-prefix=UPSTREAM
// RUN: smem-opt %s -p smem-coalesce --emit nvvm | filecheck %s --check-prefix=NVVM
// RUN: smem-opt %s -p smem-to-nvvm-ready --emit nvvm | filecheck %s --check-prefix=NVVM
// Even without coalescing, convert-smem-to-gpu turns each alloc into an attribution.
// RUN: smem-opt %s -p convert-smem-to-gpu --emit nvvm | filecheck %s --check-prefix=UNPACKED
// RUN: smem-opt %s -p smem-to-nvvm-ready --emit resource-usage | filecheck %s --check-prefix=USAGE

// UPSTREAM: llvm.call @malloc

// NVVM-NOT: malloc
// NVVM:     llvm.mlir.global internal @__wg_upstream_0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<1024 x i8>
// NVVM-NOT: malloc

// UNPACKED-NOT: malloc
// UNPACKED:     llvm.mlir.global internal @__wg_upstream_0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<256 x f32>
// UNPACKED:     llvm.mlir.global internal @__wg_upstream_1() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<256 x f32>
// UNPACKED-NOT: malloc

// USAGE: upstream  {{ *[0-9]+}}          1024             0     1024    yes
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @upstream(%A: memref<256xf32>, %B: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %tx = gpu.thread_id x
      %P = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
      %a = memref.load %A[%tx] : memref<256xf32>
      memref.store %a, %P[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %p = memref.load %P[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %Q = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %p, %Q[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %q = memref.load %Q[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %q, %B[%tx] : memref<256xf32>
      gpu.return
    }
  }
}
