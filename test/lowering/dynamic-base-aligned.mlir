// REQUIRES: mlir-opt
// Buffers moved into dynamic shared memory after bytes the kernel addresses there itself start at
// the buffers' alignment (design §4): here after a 100-byte view of its own, the 16-byte cp.async
// destination goes to byte 112, not 100 (a misaligned cp.async, which --check flags and the H100
// faults on).
// RUN: smem-opt %s -p convert-smem-to-gpu | filecheck %s
// RUN: smem-opt %s -p convert-smem-to-gpu --check -o /dev/null 2>&1 | filecheck %s --check-prefix=RAN
// CHECK: smem.dynamic_shared_memory_bytes = 65648
// CHECK: %a_offset = arith.constant 112 : index
// RAN: ran @m::@k:
gpu.module @m {
  gpu.func @k(%in: memref<16384xf32>, %out: memref<16384xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %own = memref.view %dyn[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<25xf32, #gpu.address_space<workgroup>>
    %one = arith.constant 1.0 : f32
    memref.store %one, %own[%c0] : memref<25xf32, #gpu.address_space<workgroup>>
    %a = memref.alloc() : memref<16384xf32, #gpu.address_space<workgroup>>
    %i = arith.muli %tx, %c4 : index
    %t = nvgpu.device_async_copy %in[%i], %a[%i], 4 : memref<16384xf32> to memref<16384xf32, #gpu.address_space<workgroup>>
    %g = nvgpu.device_async_create_group %t
    nvgpu.device_async_wait %g {numGroups = 0 : i32}
    gpu.barrier
    %v = memref.load %a[%i] : memref<16384xf32, #gpu.address_space<workgroup>>
    %w = memref.load %own[%c0] : memref<25xf32, #gpu.address_space<workgroup>>
    %s = arith.addf %v, %w : f32
    memref.store %s, %out[%i] : memref<16384xf32>
    gpu.return
  }
}
