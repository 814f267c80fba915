// REQUIRES: mlir-opt
// Our gpu and nvgpu ops must print what upstream MLIR 22 parses, and parse what it prints,
// in custom and in generic form.
// RUN: smem-opt %s | mlir-opt | filecheck %s
// RUN: smem-opt %s --print-op-generic | mlir-opt | filecheck %s
// RUN: mlir-opt %s | smem-opt | filecheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | smem-opt | filecheck %s
// RUN: mlir-opt %s | smem-opt --print-op-generic | mlir-opt | filecheck %s

// CHECK: module attributes {gpu.container_module} {
module attributes {gpu.container_module} {
  // CHECK-NEXT: gpu.module @kernels {
  gpu.module @kernels {
    // CHECK-NEXT: gpu.func @k(%[[A:.+]]: memref<64xf32>, %[[N:.+]]: index) workgroup(%[[W:.+]] : memref<8192xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}, %[[W2:.+]] : memref<8xf32, 3{{( : i64)?}}>) private(%[[P:.+]] : memref<4xf32, #gpu.address_space<private>>) kernel attributes {known_block_size = array<i32: 32, 4, 1>} {
    gpu.func @k(%a: memref<64xf32>, %n: index) workgroup(%arena : memref<8192xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}, %w2 : memref<8xf32, 3>) private(%p : memref<4xf32, #gpu.address_space<private>>) kernel attributes {known_block_size = array<i32: 32, 4, 1>} {
      // CHECK-NEXT: %[[TX:.+]] = gpu.thread_id x
      %tx = gpu.thread_id x
      // CHECK-NEXT: gpu.block_id y upper_bound 64
      %by = gpu.block_id y upper_bound 64
      // CHECK-NEXT: gpu.block_dim z
      %bz = gpu.block_dim z
      // CHECK-NEXT: gpu.lane_id upper_bound 32
      %l = gpu.lane_id upper_bound 32
      // CHECK-NEXT: %[[C0:.+]] = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      // CHECK-NEXT: %[[V:.+]] = memref.view %[[W]][%[[C0]]][] : memref<8192xi8, #gpu.address_space<workgroup>> to memref<32x32xf32, #gpu.address_space<workgroup>>
      %v = memref.view %arena[%c0][] : memref<8192xi8, #gpu.address_space<workgroup>> to memref<32x32xf32, #gpu.address_space<workgroup>>
      // CHECK-NEXT: %[[T:.+]] = nvgpu.device_async_copy %[[A]][%[[TX]]], %[[V]][%[[TX]], %[[TX]]], 4 : memref<64xf32> to memref<32x32xf32, #gpu.address_space<workgroup>>
      %t = nvgpu.device_async_copy %a[%tx], %v[%tx, %tx], 4 : memref<64xf32> to memref<32x32xf32, #gpu.address_space<workgroup>>
      // CHECK-NEXT: %[[T1:.+]] = nvgpu.device_async_copy %[[A]][%[[TX]]], %[[V]][%[[TX]], %[[TX]]], 4, %[[N]] {bypassL1} : memref<64xf32> to memref<32x32xf32, #gpu.address_space<workgroup>>
      %t1 = nvgpu.device_async_copy %a[%tx], %v[%tx, %tx], 4, %n {bypassL1} : memref<64xf32> to memref<32x32xf32, #gpu.address_space<workgroup>>
      // CHECK-NEXT: %[[G:.+]] = nvgpu.device_async_create_group %[[T]], %[[T1]]
      %g = nvgpu.device_async_create_group %t, %t1
      // CHECK-NEXT: nvgpu.device_async_wait %[[G]] {numGroups = 0 : i32}
      nvgpu.device_async_wait %g {numGroups = 0 : i32}
      // CHECK-NEXT: gpu.barrier
      gpu.barrier
      // CHECK-NEXT: gpu.return
      gpu.return
    }
    // CHECK: gpu.func @dyn(%{{.+}}: memref<64xf32>) kernel attributes {gpu.dynamic_shared_memory_bytes = 65536 : i64} {
    gpu.func @dyn(%a: memref<64xf32>) kernel attributes {gpu.dynamic_shared_memory_bytes = 65536 : i64} {
      // CHECK-NEXT: gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %d = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      gpu.return
    }
    // CHECK: gpu.func @f(%[[X:.+]]: f32) -> f32 {
    // CHECK-NEXT: gpu.return %[[X]] : f32
    gpu.func @f(%x: f32) -> f32 {
      gpu.return %x : f32
    }
  }
  // CHECK: func.func @host(%[[HA:.+]]: memref<64xf32>, %[[HN:.+]]: index, %[[HS:.+]]: i32)
  func.func @host(%a: memref<64xf32>, %n: index, %s: i32) {
    // CHECK-NEXT: %[[C1:.+]] = arith.constant 1 : index
    %c1 = arith.constant 1 : index
    // CHECK-NEXT: gpu.launch_func @kernels::@k blocks in (%[[C1]], %[[C1]], %[[C1]]) threads in (%[[HN]], %[[C1]], %[[C1]]) args(%[[HA]] : memref<64xf32>, %[[HN]] : index)
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%a : memref<64xf32>, %n : index)
    // CHECK-NEXT: gpu.launch_func @kernels::@dyn blocks in (%[[C1]], %[[C1]], %[[C1]]) threads in (%[[HN]], %[[C1]], %[[C1]]) dynamic_shared_memory_size %[[HS]] args(%[[HA]] : memref<64xf32>)
    gpu.launch_func @kernels::@dyn blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) dynamic_shared_memory_size %s args(%a : memref<64xf32>)
    return
  }
}
