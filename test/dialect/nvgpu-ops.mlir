// RUN: smem-opt %s | smem-opt | filecheck %s
// RUN: smem-opt %s --print-op-generic | smem-opt | filecheck %s
// RUN: smem-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC

gpu.module @m {
  // CHECK-LABEL: gpu.func @copies(%src: memref<64x64xf32>, %i: index, %n: index) kernel {
  gpu.func @copies(%src: memref<64x64xf32>, %i: index, %n: index) kernel {
    %d = memref.alloc() : memref<32x32xf32, #gpu.address_space<workgroup>>
    // CHECK: %t = nvgpu.device_async_copy %src[%i, %i], %d[%i, %i], 4 : memref<64x64xf32> to memref<32x32xf32, #gpu.address_space<workgroup>>
    // GENERIC: %t = "nvgpu.device_async_copy"(%d, %i, %i, %src, %i, %i) <{dstElements = 4 : index, operandSegmentSizes = array<i32: 1, 2, 1, 2, 0>}> : (memref<32x32xf32, #gpu.address_space<workgroup>>, index, index, memref<64x64xf32>, index, index) -> !nvgpu.device.async.token
    %t = nvgpu.device_async_copy %src[%i, %i], %d[%i, %i], 4 : memref<64x64xf32> to memref<32x32xf32, #gpu.address_space<workgroup>>
    // CHECK-NEXT: %t1 = nvgpu.device_async_copy %src[%i, %i], %d[%i, %i], 4, %n {bypassL1} : memref<64x64xf32> to memref<32x32xf32, #gpu.address_space<workgroup>>
    // GENERIC: %t1 = "nvgpu.device_async_copy"(%d, %i, %i, %src, %i, %i, %n) <{dstElements = 4 : index, bypassL1, operandSegmentSizes = array<i32: 1, 2, 1, 2, 1>}>
    %t1 = nvgpu.device_async_copy %src[%i, %i], %d[%i, %i], 4, %n {bypassL1} : memref<64x64xf32> to memref<32x32xf32, #gpu.address_space<workgroup>>
    // CHECK-NEXT: %g = nvgpu.device_async_create_group %t, %t1
    // GENERIC: %g = "nvgpu.device_async_create_group"(%t, %t1) : (!nvgpu.device.async.token, !nvgpu.device.async.token) -> !nvgpu.device.async.token
    %g = nvgpu.device_async_create_group %t, %t1
    // CHECK-NEXT: nvgpu.device_async_wait %g {numGroups = 0 : i32}
    // GENERIC: "nvgpu.device_async_wait"(%g) <{numGroups = 0 : i32}> : (!nvgpu.device.async.token) -> ()
    nvgpu.device_async_wait %g {numGroups = 0 : i32}
    // CHECK-NEXT: nvgpu.device_async_wait %g
    // CHECK-NEXT: gpu.return
    nvgpu.device_async_wait %g
    gpu.return
  }
}
