// REAL KERNEL (upstream MLIR's GPU pipeline): matmul_128_threads_ms, launch stage
// MADE BY: python -m bench.upstream_pipeline --corpus (stock mlir-opt 22.1.8 -transform-interpreter -canonicalize
//   on the payload and transform script below); hand-derived optimum 8192 bytes
// | func.func @matmul(%A: memref<128x128xf32>, %B: memref<128x128xf32>, %C: memref<128x128xf32>) {
// |   linalg.matmul ins(%A, %B : memref<128x128xf32>, memref<128x128xf32>) outs(%C : memref<128x128xf32>)
// |   return
// | }
// | module attributes {transform.with_named_sequence} {
// |   transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
// |     %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
// |     %tiled, %forall = transform.structured.tile_using_forall %mm tile_sizes [32, 32] (mapping = [#gpu.block<y>, #gpu.block<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
// |     %tk, %loop = transform.structured.tile_using_for %tiled tile_sizes [0, 0, 32] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
// |     %p = transform.structured.promote %tk { operands_to_promote = [0, 1], memory_space = #gpu.address_space<workgroup> } : (!transform.any_op) -> !transform.any_op
// |     %t2, %f2 = transform.structured.tile_using_forall %p num_threads [8, 8] (mapping = [#gpu.thread<y>, #gpu.thread<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
// |     %copies = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
// |     %t3, %f3 = transform.structured.tile_using_forall %copies num_threads [8, 8] (mapping = [#gpu.thread<y>, #gpu.thread<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
// |     %func = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
// |     %launch = transform.gpu.map_forall_to_blocks %func generate_gpu_launch grid_dims = [4, 4, 1] : (!transform.any_op) -> !transform.any_op
// |     transform.gpu.map_nested_forall_to_threads %launch block_dims = [8, 8, 1] : (!transform.any_op) -> !transform.any_op
// |     transform.yield
// |   }
// | }
#map = affine_map<()[s0] -> (s0 * 32)>
#map1 = affine_map<()[s0] -> (s0 * 4)>
module {
  func.func @matmul(%arg0: memref<128x128xf32>, %arg1: memref<128x128xf32>, %arg2: memref<128x128xf32>) {
    %c32 = arith.constant 32 : index
    %c128 = arith.constant 128 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c4 = arith.constant 4 : index
    gpu.launch blocks(%arg3, %arg4, %arg5) in (%arg9 = %c4, %arg10 = %c4, %arg11 = %c1) threads(%arg6, %arg7, %arg8) in (%arg12 = %c8, %arg13 = %c8, %arg14 = %c1) {
      %block_id_x = gpu.block_id  x
      %block_id_y = gpu.block_id  y
      %0 = affine.apply #map()[%block_id_y]
      %1 = affine.apply #map()[%block_id_x]
      %subview = memref.subview %arg0[%0, 0] [32, 128] [1, 1] : memref<128x128xf32> to memref<32x128xf32, strided<[128, 1], offset: ?>>
      %subview_0 = memref.subview %arg1[0, %1] [128, 32] [1, 1] : memref<128x128xf32> to memref<128x32xf32, strided<[128, 1], offset: ?>>
      %subview_1 = memref.subview %arg2[%0, %1] [32, 32] [1, 1] : memref<128x128xf32> to memref<32x32xf32, strided<[128, 1], offset: ?>>
      scf.for %arg15 = %c0 to %c128 step %c32 {
        %subview_2 = memref.subview %subview[0, %arg15] [32, 32] [1, 1] : memref<32x128xf32, strided<[128, 1], offset: ?>> to memref<32x32xf32, strided<[128, 1], offset: ?>>
        %subview_3 = memref.subview %subview_0[%arg15, 0] [32, 32] [1, 1] : memref<128x32xf32, strided<[128, 1], offset: ?>> to memref<32x32xf32, strided<[128, 1], offset: ?>>
        %alloc = memref.alloc() : memref<4096xi8, #gpu.address_space<workgroup>>
        %view = memref.view %alloc[%c0][] : memref<4096xi8, #gpu.address_space<workgroup>> to memref<32x32xf32, #gpu.address_space<workgroup>>
        %alloc_4 = memref.alloc() : memref<4096xi8, #gpu.address_space<workgroup>>
        %view_5 = memref.view %alloc_4[%c0][] : memref<4096xi8, #gpu.address_space<workgroup>> to memref<32x32xf32, #gpu.address_space<workgroup>>
        %thread_id_x = gpu.thread_id  x
        %thread_id_y = gpu.thread_id  y
        %2 = affine.apply #map1()[%thread_id_y]
        %3 = affine.apply #map1()[%thread_id_x]
        %4 = affine.apply #map1()[%thread_id_y]
        %5 = affine.apply #map1()[%thread_id_x]
        %subview_6 = memref.subview %subview_2[%2, %3] [4, 4] [1, 1] : memref<32x32xf32, strided<[128, 1], offset: ?>> to memref<4x4xf32, strided<[128, 1], offset: ?>>
        %subview_7 = memref.subview %view[%4, %5] [4, 4] [1, 1] : memref<32x32xf32, #gpu.address_space<workgroup>> to memref<4x4xf32, strided<[32, 1], offset: ?>, #gpu.address_space<workgroup>>
        linalg.copy ins(%subview_6 : memref<4x4xf32, strided<[128, 1], offset: ?>>) outs(%subview_7 : memref<4x4xf32, strided<[32, 1], offset: ?>, #gpu.address_space<workgroup>>)
        gpu.barrier
        %thread_id_x_8 = gpu.thread_id  x
        %thread_id_y_9 = gpu.thread_id  y
        %6 = affine.apply #map1()[%thread_id_y_9]
        %7 = affine.apply #map1()[%thread_id_x_8]
        %8 = affine.apply #map1()[%thread_id_y_9]
        %9 = affine.apply #map1()[%thread_id_x_8]
        %subview_10 = memref.subview %subview_3[%6, %7] [4, 4] [1, 1] : memref<32x32xf32, strided<[128, 1], offset: ?>> to memref<4x4xf32, strided<[128, 1], offset: ?>>
        %subview_11 = memref.subview %view_5[%8, %9] [4, 4] [1, 1] : memref<32x32xf32, #gpu.address_space<workgroup>> to memref<4x4xf32, strided<[32, 1], offset: ?>, #gpu.address_space<workgroup>>
        linalg.copy ins(%subview_10 : memref<4x4xf32, strided<[128, 1], offset: ?>>) outs(%subview_11 : memref<4x4xf32, strided<[32, 1], offset: ?>, #gpu.address_space<workgroup>>)
        gpu.barrier
        %thread_id_x_12 = gpu.thread_id  x
        %thread_id_y_13 = gpu.thread_id  y
        %10 = affine.apply #map1()[%thread_id_y_13]
        %11 = affine.apply #map1()[%thread_id_x_12]
        %12 = affine.apply #map1()[%thread_id_y_13]
        %13 = affine.apply #map1()[%thread_id_x_12]
        %subview_14 = memref.subview %view[%10, 0] [4, 32] [1, 1] : memref<32x32xf32, #gpu.address_space<workgroup>> to memref<4x32xf32, strided<[32, 1], offset: ?>, #gpu.address_space<workgroup>>
        %subview_15 = memref.subview %view_5[0, %11] [32, 4] [1, 1] : memref<32x32xf32, #gpu.address_space<workgroup>> to memref<32x4xf32, strided<[32, 1], offset: ?>, #gpu.address_space<workgroup>>
        %subview_16 = memref.subview %subview_1[%12, %13] [4, 4] [1, 1] : memref<32x32xf32, strided<[128, 1], offset: ?>> to memref<4x4xf32, strided<[128, 1], offset: ?>>
        linalg.matmul ins(%subview_14, %subview_15 : memref<4x32xf32, strided<[32, 1], offset: ?>, #gpu.address_space<workgroup>>, memref<32x4xf32, strided<[32, 1], offset: ?>, #gpu.address_space<workgroup>>) outs(%subview_16 : memref<4x4xf32, strided<[128, 1], offset: ?>>)
        gpu.barrier
        memref.dealloc %alloc : memref<4096xi8, #gpu.address_space<workgroup>>
        memref.dealloc %alloc_4 : memref<4096xi8, #gpu.address_space<workgroup>>
      }
      gpu.terminator
    }
    return
  }
}
