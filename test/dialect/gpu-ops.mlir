// RUN: smem-opt %s | smem-opt | filecheck %s
// RUN: smem-opt %s --print-op-generic | smem-opt | filecheck %s
// RUN: smem-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC

// CHECK-LABEL: module attributes {gpu.container_module} {
module attributes {gpu.container_module} {
  // CHECK-NEXT: gpu.module @kernels attributes {foo} {
  // GENERIC: "gpu.module"() <{sym_name = "kernels"}> ({
  gpu.module @kernels attributes {foo} {
    // CHECK-NEXT: gpu.func @k(%a: memref<64xf32> {llvm.noalias}, %n: index) workgroup(%w : memref<32xf32, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}, %w2 : memref<8xf32, 3 : i64>) private(%p : memref<4xf32, #gpu.address_space<private>>) kernel attributes {known_block_size = array<i32: 32, 32, 1>} {
    // GENERIC: "gpu.func"() <{function_type = (memref<64xf32>, index) -> (), arg_attrs = [{llvm.noalias}, {}], workgroup_attrib_attrs = [{llvm.align = 16 : i64}, {}], known_block_size = array<i32: 32, 32, 1>}> ({
    // GENERIC-NEXT: ^bb0(%a: memref<64xf32>, %n: index, %w: memref<32xf32, #gpu.address_space<workgroup>>, %w2: memref<8xf32, 3 : i64>, %p: memref<4xf32, #gpu.address_space<private>>):
    gpu.func @k(%a: memref<64xf32> {llvm.noalias}, %n: index) workgroup(%w : memref<32xf32, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}, %w2 : memref<8xf32, 3>) private(%p : memref<4xf32, #gpu.address_space<private>>) kernel attributes {known_block_size = array<i32: 32, 32, 1>} {
      // CHECK-NEXT: %tx = gpu.thread_id x
      // GENERIC: %tx = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %tx = gpu.thread_id x
      // CHECK-NEXT: %by = gpu.block_id y upper_bound 64
      // GENERIC: %by = "gpu.block_id"() <{dimension = #gpu<dim y>, upper_bound = 64 : index}> : () -> index
      %by = gpu.block_id y upper_bound 64
      // CHECK-NEXT: %bz = gpu.block_dim z
      %bz = gpu.block_dim z
      // CHECK-NEXT: %gx = gpu.grid_dim x
      %gx = gpu.grid_dim x
      // CHECK-NEXT: %gi = gpu.global_id x upper_bound 10
      %gi = gpu.global_id x upper_bound 10
      // CHECK-NEXT: %l = gpu.lane_id
      %l = gpu.lane_id
      // CHECK-NEXT: %l2 = gpu.lane_id upper_bound 32
      // GENERIC: %l2 = "gpu.lane_id"() <{upper_bound = 32 : index}> : () -> index
      %l2 = gpu.lane_id upper_bound 32
      // CHECK-NEXT: gpu.barrier
      // GENERIC: "gpu.barrier"() : () -> ()
      gpu.barrier
      // CHECK-NEXT: gpu.barrier {foo}
      gpu.barrier {foo}
      // CHECK-NEXT: %d = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      // GENERIC: %d = "gpu.dynamic_shared_memory"() : () -> memref<?xi8, #gpu.address_space<workgroup>>
      %d = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %v = memref.load %w[%tx] : memref<32xf32, #gpu.address_space<workgroup>>
      memref.store %v, %p[%tx] : memref<4xf32, #gpu.address_space<private>>
      // CHECK: gpu.return
      // CHECK-NEXT: }
      // GENERIC: "gpu.return"() : () -> ()
      // GENERIC-NEXT: }) {sym_name = "k", workgroup_attributions = 2 : i64, gpu.kernel} : () -> ()
      gpu.return
    }
    // CHECK-NEXT: gpu.func @e() kernel {
    // CHECK-NEXT: gpu.return
    // GENERIC: }) {sym_name = "e", workgroup_attributions = 0 : i64, gpu.kernel} : () -> ()
    gpu.func @e() kernel {
      gpu.return
    }
    // CHECK: gpu.func @f(%x: f32) -> (f32 {llvm.noundef}) attributes {bar} {
    // CHECK-NEXT: gpu.return %x : f32
    // GENERIC: "gpu.func"() <{function_type = (f32) -> f32, res_attrs = [{llvm.noundef}]}> ({
    // GENERIC: "gpu.return"(%x) : (f32) -> ()
    gpu.func @f(%x: f32) -> (f32 {llvm.noundef}) attributes {bar} {
      gpu.return %x : f32
    }
  }
  // CHECK: gpu.module @empty {
  // CHECK-NEXT: }
  gpu.module @empty {
  }
  // CHECK-LABEL: func.func @host
  func.func @host(%a: memref<64xf32>, %n: index, %s: i32, %t: !gpu.async.token, %m: i32) {
    %c1 = arith.constant 1 : index
    // CHECK: gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) dynamic_shared_memory_size %s args(%a : memref<64xf32>, %n : index)
    // GENERIC: "gpu.launch_func"(%c1, %c1, %c1, %n, %c1, %c1, %s, %a, %n) <{kernel = @kernels::@k, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1, 2, 0>}> : (index, index, index, index, index, index, i32, memref<64xf32>, index) -> ()
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) dynamic_shared_memory_size %s args(%a : memref<64xf32>, %n : index)
    // CHECK-NEXT: gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%a : memref<64xf32>, %n : index)
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%a : memref<64xf32>, %n : index)
    // CHECK-NEXT: %t2 = gpu.launch_func async [%t] @kernels::@e clusters in (%c1, %c1, %c1) blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1)
    %t2 = gpu.launch_func async [%t] @kernels::@e clusters in (%c1, %c1, %c1) blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1)
    // CHECK-NEXT: gpu.launch_func [%t, %t2] @kernels::@e blocks in (%m, %m, %m) threads in (%m, %m, %m) : i32 {foo}
    gpu.launch_func [%t, %t2] @kernels::@e blocks in (%m, %m, %m) threads in (%m, %m, %m) : i32 {foo}
    func.return
  }
}
