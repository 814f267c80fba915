gpu.module @m {
  gpu.func @copies(%src: memref<64x64xf32>, %i: index, %n: index) kernel {
    %d = memref.alloc() : memref<32x32xf32, #gpu.address_space<workgroup>>
    %t = nvgpu.device_async_copy %src[%i, %i], %d[%i, %i], 9223372036854775807 : memref<64x64xf32> to memref<32x32xf32, #gpu.address_space<workgroup>>
    %t1 = nvgpu.device_async_copy %src[%i, %i], %d[%i, %i], 4, %n {bypassL1} : memref<64x64xf32> to memref<32x32xf32, #gpu.address_space<workgroup>>
    %g = nvgpu.device_async_create_group %t, %t1
    nvgpu.device_async_wait %g {numGroups = 0 : i32}
    nvgpu.device_async_wait %g
    gpu.return
  }
}
