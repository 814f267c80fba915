gpu.module @m {
  gpu.func @iree_habits(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %Asub = memref.subview %A[0] [32] [1] : memref<64xf32, #gpu.address_space<workgroup>> to memref<32xf32, strided<[1]>, #gpu.address_space<workgroup>>
    %Bsub = memref.subview %B[32] [32] [1] : memref<64xf32, #gpu.address_space<workgroup>> to memref<?x32xf32, strided<[1], offset: 32>, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    memref.dealloc %A : memref<64xf32, #gpu.address_space<workgroup>>
    memref.dealloc %B : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}
