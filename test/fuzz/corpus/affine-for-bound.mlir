gpu.module @m {
  gpu.func @affine_wrap_around_closed(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    affine.for %i = 340282366920938463463374607431768211456 to 4 {
      %X = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %one, %X[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %x = memref.load %X[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %Y = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %x, %Y[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %y = memref.load %Y[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %y, %out[%tx] : memref<64xf32>
      gpu.barrier
    }
    gpu.return
  }
}
