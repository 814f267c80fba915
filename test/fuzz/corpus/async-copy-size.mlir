gpu.module @m {
  gpu.func @cp_async_alignment(%in: memref<64xf32>, %out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 1, 1, 1>} {
    %c0 = arith.constant 0 : index
    %one = arith.constant 1.0 : f32
    %X = memref.alloc() : memref<3xf32, #gpu.address_space<workgroup>>
    memref.store %one, %X[%c0] : memref<3xf32, #gpu.address_space<workgroup>>
    %Y = memref.alloc() : memref<4xf32, #gpu.address_space<workgroup>>
    %t = nvgpu.device_async_copy %in[%c0], %Y[%c0], 7 : memref<64xf32> to memref<4xf32, #gpu.address_space<workgroup>>
    %g = nvgpu.device_async_create_group %t
    nvgpu.device_async_wait %g {numGroups = 0 : i32}
    %x = memref.load %X[%c0] : memref<3xf32, #gpu.address_space<workgroup>>
    %y = memref.load %Y[%c0] : memref<4xf32, #gpu.address_space<workgroup>>
    %s = arith.addf %x, %y : f32
    memref.store %s, %out[%c0] : memref<64xf32>
    gpu.return
  }
}
