// REAL KERNEL (upstream MLIR's GPU pipeline): matmul_32_threads_map, launch stage
// MADE BY: python -m bench.upstream_pipeline --corpus (stock mlir-opt 22.1.8 -transform-interpreter -canonicalize
//   on the payload and transform script below); hand-derived optimum 2048 bytes
// | func.func @matmul(%A: memref<32x32xf32>, %B: memref<32x32xf32>, %C: memref<32x32xf32>) {
// |   linalg.matmul ins(%A, %B : memref<32x32xf32>, memref<32x32xf32>) outs(%C : memref<32x32xf32>)
// |   return
// | }
// | module attributes {transform.with_named_sequence} {
// |   transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
// |     %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
// |     %tiled, %forall = transform.structured.tile_using_forall %mm tile_sizes [16, 16] (mapping = [#gpu.block<y>, #gpu.block<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
// |     %tk, %loop = transform.structured.tile_using_for %tiled tile_sizes [0, 0, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
// |     %p = transform.structured.promote %tk { operands_to_promote = [0, 1], mapping = [#gpu.memory_space<workgroup>] } : (!transform.any_op) -> !transform.any_op
// |     %t2, %f2 = transform.structured.tile_using_forall %p num_threads [4, 4] (mapping = [#gpu.thread<y>, #gpu.thread<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
// |     %func = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
// |     %launch = transform.gpu.map_forall_to_blocks %func generate_gpu_launch grid_dims = [2, 2, 1] : (!transform.any_op) -> !transform.any_op
// |     transform.gpu.map_nested_forall_to_threads %launch block_dims = [4, 4, 1] : (!transform.any_op) -> !transform.any_op
// |     transform.yield
// |   }
// | }
#map = affine_map<()[s0] -> (s0 * 16)>
#map1 = affine_map<()[s0] -> (s0 * 4)>
module {
  func.func @matmul(%arg0: memref<32x32xf32>, %arg1: memref<32x32xf32>, %arg2: memref<32x32xf32>) {
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %alloc = memref.alloc() : memref<16x16xf32, #gpu.address_space<workgroup>>
    %alloc_0 = memref.alloc() : memref<16x16xf32, #gpu.address_space<workgroup>>
    gpu.launch blocks(%arg3, %arg4, %arg5) in (%arg9 = %c2, %arg10 = %c2, %arg11 = %c1) threads(%arg6, %arg7, %arg8) in (%arg12 = %c4, %arg13 = %c4, %arg14 = %c1) {
      %block_id_x = gpu.block_id  x
      %block_id_y = gpu.block_id  y
      %0 = affine.apply #map()[%block_id_y]
      %1 = affine.apply #map()[%block_id_x]
      %subview = memref.subview %arg0[%0, 0] [16, 32] [1, 1] : memref<32x32xf32> to memref<16x32xf32, strided<[32, 1], offset: ?>>
      %subview_1 = memref.subview %arg1[0, %1] [32, 16] [1, 1] : memref<32x32xf32> to memref<32x16xf32, strided<[32, 1], offset: ?>>
      %subview_2 = memref.subview %arg2[%0, %1] [16, 16] [1, 1] : memref<32x32xf32> to memref<16x16xf32, strided<[32, 1], offset: ?>>
      scf.for %arg15 = %c0 to %c32 step %c16 {
        %subview_3 = memref.subview %subview[0, %arg15] [16, 16] [1, 1] : memref<16x32xf32, strided<[32, 1], offset: ?>> to memref<16x16xf32, strided<[32, 1], offset: ?>>
        %subview_4 = memref.subview %subview_1[%arg15, 0] [16, 16] [1, 1] : memref<32x16xf32, strided<[32, 1], offset: ?>> to memref<16x16xf32, strided<[32, 1], offset: ?>>
        gpu.barrier
        memref.copy %subview_3, %alloc_0 : memref<16x16xf32, strided<[32, 1], offset: ?>> to memref<16x16xf32, #gpu.address_space<workgroup>>
        gpu.barrier
        memref.copy %subview_4, %alloc : memref<16x16xf32, strided<[32, 1], offset: ?>> to memref<16x16xf32, #gpu.address_space<workgroup>>
        gpu.barrier
        %thread_id_x = gpu.thread_id  x
        %thread_id_y = gpu.thread_id  y
        %2 = affine.apply #map1()[%thread_id_y]
        %3 = affine.apply #map1()[%thread_id_x]
        %4 = affine.apply #map1()[%thread_id_y]
        %5 = affine.apply #map1()[%thread_id_x]
        %subview_5 = memref.subview %alloc_0[%2, 0] [4, 16] [1, 1] : memref<16x16xf32, #gpu.address_space<workgroup>> to memref<4x16xf32, strided<[16, 1], offset: ?>, #gpu.address_space<workgroup>>
        %subview_6 = memref.subview %alloc[0, %3] [16, 4] [1, 1] : memref<16x16xf32, #gpu.address_space<workgroup>> to memref<16x4xf32, strided<[16, 1], offset: ?>, #gpu.address_space<workgroup>>
        %subview_7 = memref.subview %subview_2[%4, %5] [4, 4] [1, 1] : memref<16x16xf32, strided<[32, 1], offset: ?>> to memref<4x4xf32, strided<[32, 1], offset: ?>>
        linalg.matmul ins(%subview_5, %subview_6 : memref<4x16xf32, strided<[16, 1], offset: ?>, #gpu.address_space<workgroup>>, memref<16x4xf32, strided<[16, 1], offset: ?>, #gpu.address_space<workgroup>>) outs(%subview_7 : memref<4x4xf32, strided<[32, 1], offset: ?>>)
        gpu.barrier
      }
      gpu.terminator
    }
    return
  }
}
