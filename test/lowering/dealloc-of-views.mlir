// REQUIRES: mlir-opt
// IREE ends every workgroup buffer with a memref.dealloc, sometimes of a subview or cast of
// it. Shared memory is never freed: with or without smem-coalesce, no dealloc of workgroup
// memory survives the lowering (upstream would call free on a shared pointer), and the
// kernel reaches NVVM without a call to free.
// RUN: smem-opt %s -p convert-smem-to-gpu | filecheck %s --check-prefix=GPU
// RUN: smem-opt %s -p smem-to-nvvm-ready | filecheck %s --check-prefix=GPU
// RUN: smem-opt %s -p convert-smem-to-gpu --emit nvvm | filecheck %s --check-prefix=NVVM
// RUN: smem-opt %s -p smem-to-nvvm-ready --emit nvvm | filecheck %s --check-prefix=NVVM
// GPU-NOT: memref.dealloc
// GPU: gpu.func @k
// GPU-NOT: memref.dealloc
// NVVM-NOT: @free
// NVVM: llvm.func @k
// NVVM-NOT: @free
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %tx = gpu.thread_id x
      %one = arith.constant 1.0 : f32
      %A = memref.alloc() : memref<128xf32, #gpu.address_space<workgroup>>
      %Asub = memref.subview %A[64] [64] [1] : memref<128xf32, #gpu.address_space<workgroup>> to memref<64xf32, strided<[1], offset: 64>, #gpu.address_space<workgroup>>
      memref.store %one, %Asub[%tx] : memref<64xf32, strided<[1], offset: 64>, #gpu.address_space<workgroup>>
      gpu.barrier
      %a = memref.load %Asub[%tx] : memref<64xf32, strided<[1], offset: 64>, #gpu.address_space<workgroup>>
      memref.store %a, %out[%tx] : memref<64xf32>
      %B = memref.alloc() : memref<64xf32, 3>
      %Bc = memref.cast %B : memref<64xf32, 3> to memref<?xf32, 3>
      memref.store %a, %B[%tx] : memref<64xf32, 3>
      memref.dealloc %Asub : memref<64xf32, strided<[1], offset: 64>, #gpu.address_space<workgroup>>
      memref.dealloc %Bc : memref<?xf32, 3>
      gpu.return
    }
  }
}
