// REQUIRES: mlir-opt
// smem-opt prints what mlir-opt 22 reads and reads what it prints, in custom and generic
// form: mlir-opt's canonical print of the file is the reference for every path through smem-opt.
// RUN: mlir-opt %s > %t.ref
// RUN: smem-opt %s | mlir-opt | env diff %t.ref -
// RUN: smem-opt %s --print-op-generic | mlir-opt | env diff %t.ref -
// RUN: mlir-opt %s --mlir-print-op-generic | smem-opt | mlir-opt | env diff %t.ref -
// RUN: mlir-opt %s | smem-opt | mlir-opt | env diff %t.ref -
// Read as written (no detour through mlir-opt), and printed in custom form:
// RUN: smem-opt %s 2>&1 | filecheck %s --check-prefix=NATIVE
// NATIVE-NOT: note:
// NATIVE-NOT: "{{[a-z_]+\.[a-z0-9_.]+}}"(

module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_90", features = "+ptx80">] attributes {foo = 1 : i32} {
    gpu.func @f(%a: memref<16x16xf16>, %f: f32, %i: i32, %c: i1, %v: vector<4xf32>) kernel {
      %0, %1 = gpu.shuffle xor %f, %i, %i : f32
      %2, %3 = gpu.shuffle down %f, %i, %i : f32
      %4, %5 = gpu.shuffle idx %f, %i, %i : f32
      %6, %7 = gpu.shuffle up %f, %i, %i : f32
      %rot, %rotv = gpu.rotate %f, 3, 16 : f32
      %8 = gpu.subgroup_reduce add %f : (f32) -> f32
      %9 = gpu.subgroup_reduce maxnumf %f uniform : (f32) -> f32
      %10 = gpu.subgroup_reduce add %v cluster(size = 4) : (vector<4xf32>) -> vector<4xf32>
      %11 = gpu.subgroup_reduce add %f cluster(size = 8, stride = 2) : (f32) -> f32
      %12 = gpu.all_reduce maxnumf %f uniform {
      } : (f32) -> f32
      %13 = gpu.all_reduce add %f {
      } : (f32) -> f32
      %14 = gpu.all_reduce %f {
      ^bb0(%x: f32, %y: f32):
        %s = arith.addf %x, %y : f32
        gpu.yield %s : f32
      } : (f32) -> f32
      %c0 = arith.constant 0 : index
      %15 = gpu.subgroup_mma_load_matrix %a[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
      %16 = gpu.subgroup_mma_load_matrix %a[%c0, %c0] {leadDimension = 16 : index, transpose} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
      %17 = gpu.subgroup_mma_constant_matrix %f : !gpu.mma_matrix<16x16xf32, "COp">
      %18 = gpu.subgroup_mma_compute %15, %16, %17 : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
      %19 = gpu.subgroup_mma_elementwise addf %17, %17 : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
      %h = arith.constant 0.0 : f16
      %hm = gpu.subgroup_mma_constant_matrix %h : !gpu.mma_matrix<16x16xf16, "COp">
      gpu.subgroup_mma_store_matrix %hm, %a[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<16x16xf16>
      %20 = gpu.subgroup_mma_compute %15, %16, %17 {a_transpose} : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
      %21 = gpu.lane_id
      %22 = gpu.subgroup_id : index
      %23 = gpu.subgroup_size : index
      %24 = gpu.num_subgroups : index
      gpu.printf "Hello %d\n", %i : i32
      gpu.printf "x"
      %25 = gpu.cluster_id x
      %26 = gpu.cluster_dim y
      %27 = gpu.cluster_block_id z
      %28 = gpu.cluster_dim_blocks x
      gpu.barrier
      %29 = gpu.thread_id x
      gpu.return
    }
  }
  gpu.module @k2 <#gpu.select_object<1>> [#nvvm.target<O = 3, chip = "sm_80">, #nvvm.target] {
  }
  gpu.module @k3 [#nvvm.target<chip = "sm_90a", flags = {"ptx-version" = "80"}, link = ["a.bc"]>] {
  }
}


gpu.module @reductions {
  gpu.func @f(%f: f32, %i: i32) {
    gpu.barrier
    %0 = gpu.subgroup_reduce minimumf %f : (f32) -> f32
    %1 = gpu.subgroup_reduce maximumf %f : (f32) -> f32
    %2 = gpu.subgroup_reduce minnumf %f : (f32) -> f32
    %3 = gpu.subgroup_reduce mul %i : (i32) -> i32
    %4 = gpu.subgroup_reduce minui %i : (i32) -> i32
    %5 = gpu.subgroup_reduce minsi %i : (i32) -> i32
    %6 = gpu.subgroup_reduce maxui %i : (i32) -> i32
    %7 = gpu.subgroup_reduce maxsi %i : (i32) -> i32
    %8 = gpu.subgroup_reduce and %i : (i32) -> i32
    %9 = gpu.subgroup_reduce or %i : (i32) -> i32
    %10 = gpu.subgroup_reduce xor %i : (i32) -> i32
    %11 = gpu.subgroup_id upper_bound 4 : index
    %12 = gpu.subgroup_size : index
    %13 = gpu.thread_id x upper_bound 128
    %14 = gpu.global_id x
    gpu.return
  }
}


func.func @h(%a: index, %s: i32, %m: memref<16xf32>, %u: memref<*xf32>) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %a, %gy = %a, %gz = %a) threads(%tx, %ty, %tz) in (%sx = %a, %sy = %a, %sz = %a) {
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %a, %gy = %a, %gz = %a) threads(%tx, %ty, %tz) in (%sx = %a, %sy = %a, %sz = %a) dynamic_shared_memory_size %s workgroup(%w : memref<32xf32, #gpu.address_space<workgroup>>) private(%p : memref<4xf32, #gpu.address_space<private>>) {
    gpu.terminator
  } {foo}
  %t = gpu.wait async
  %t2 = gpu.launch async [%t] clusters(%cx, %cy, %cz) in (%ccx = %a, %ccy = %a, %ccz = %a) blocks(%bx, %by, %bz) in (%gx = %a, %gy = %a, %gz = %a) threads(%tx, %ty, %tz) in (%sx = %a, %sy = %a, %sz = %a) {
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %a, %gy = %a, %gz = %a) threads(%tx, %ty, %tz) in (%sx = %a, %sy = %a, %sz = %a) module(@mod) function(@fn) {
    gpu.terminator
  }
  %b = gpu.alloc () : memref<16xf32>
  %b2, %t3 = gpu.alloc async [%t] host_shared () : memref<16xf32>
  gpu.memcpy %b, %m : memref<16xf32>, memref<16xf32>
  %t4 = gpu.memcpy async [%t3] %b, %m : memref<16xf32>, memref<16xf32>
  gpu.dealloc %b : memref<16xf32>
  gpu.wait [%t4]
  %f = arith.constant 0.0 : f32
  gpu.memset %b, %f : memref<16xf32>, f32
  gpu.host_register %u : memref<*xf32>
  return
}
