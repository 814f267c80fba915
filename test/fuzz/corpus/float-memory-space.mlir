module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<64xf32>, %n: index) workgroup(%arena : memref<8192xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}, %w2 : memref<8xf32, 0.0>) private(%p : memref<4xf32, #gpu.address_space<private>>) kernel attributes {known_block_size = array<i32: 32, 4, 1>} {
      %tx = gpu.thread_id x
      %by = gpu.block_id y upper_bound 64
      %bz = gpu.block_dim z
      %l = gpu.lane_id upper_bound 32
      %c0 = arith.constant 0 : index
      %v = memref.view %arena[%c0][] : memref<8192xi8, #gpu.address_space<workgroup>> to memref<32x32xf32, #gpu.address_space<workgroup>>
      %t = nvgpu.device_async_copy %a[%tx], %v[%tx, %tx], 4 : memref<64xf32> to memref<32x32xf32, #gpu.address_space<workgroup>>
      %t1 = nvgpu.device_async_copy %a[%tx], %v[%tx, %tx], 4, %n {bypassL1} : memref<64xf32> to memref<32x32xf32, #gpu.address_space<workgroup>>
      %g = nvgpu.device_async_create_group %t, %t1
      nvgpu.device_async_wait %g {numGroups = 0 : i32}
      gpu.barrier
      gpu.return
    }
    gpu.func @dyn(%a: memref<64xf32>) kernel attributes {gpu.dynamic_shared_memory_bytes = 65536 : i64} {
      %d = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      gpu.return
    }
    gpu.func @f(%x: f32) -> f32 {
      gpu.return %x : f32
    }
  }
  func.func @host(%a: memref<64xf32>, %n: index, %s: i32) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%a : memref<64xf32>, %n : index)
    gpu.launch_func @kernels::@dyn blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) dynamic_shared_memory_size %s args(%a : memref<64xf32>)
    return
  }
}
