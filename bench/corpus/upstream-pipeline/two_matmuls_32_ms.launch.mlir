// REAL KERNEL (upstream MLIR's GPU pipeline): two_matmuls_32_ms, launch stage
// MADE BY: python -m bench.upstream_pipeline --corpus (stock mlir-opt 22.1.8 -transform-interpreter -canonicalize
//   on the payload and transform script below); hand-derived optimum 4096 bytes
// | func.func @two_matmuls(%A: memref<32x32xf32>, %B: memref<32x32xf32>, %C: memref<32x32xf32>,
// |                        %D: memref<32x32xf32>, %E: memref<32x32xf32>, %F: memref<32x32xf32>) {
// |   linalg.matmul ins(%A, %B : memref<32x32xf32>, memref<32x32xf32>) outs(%C : memref<32x32xf32>)
// |   linalg.matmul ins(%D, %E : memref<32x32xf32>, memref<32x32xf32>) outs(%F : memref<32x32xf32>)
// |   return
// | }
// | module attributes {transform.with_named_sequence} {
// |   transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
// |     %mms = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
// |     %mm1, %mm2 = transform.split_handle %mms : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
// |     %t1, %f1 = transform.structured.tile_using_forall %mm1 tile_sizes [16, 16] (mapping = [#gpu.block<y>, #gpu.block<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
// |     %t2, %f2 = transform.structured.tile_using_forall %mm2 tile_sizes [16, 16] (mapping = [#gpu.block<y>, #gpu.block<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
// |     %fused = transform.loop.fuse_sibling %f2 into %f1 : (!transform.any_op, !transform.any_op) -> !transform.any_op
// |     %mms2 = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
// |     %k1, %k2 = transform.split_handle %mms2 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
// |     %p1 = transform.structured.promote %k1 { operands_to_promote = [0, 1], memory_space = #gpu.address_space<workgroup> } : (!transform.any_op) -> !transform.any_op
// |     %p2 = transform.structured.promote %k2 { operands_to_promote = [0, 1], memory_space = #gpu.address_space<workgroup> } : (!transform.any_op) -> !transform.any_op
// |     %func = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
// |     %launch = transform.gpu.map_forall_to_blocks %func generate_gpu_launch grid_dims = [2, 2, 1] : (!transform.any_op) -> !transform.any_op
// |     transform.yield
// |   }
// | }
#map = affine_map<()[s0] -> (s0 * 16)>
module {
  func.func @two_matmuls(%arg0: memref<32x32xf32>, %arg1: memref<32x32xf32>, %arg2: memref<32x32xf32>, %arg3: memref<32x32xf32>, %arg4: memref<32x32xf32>, %arg5: memref<32x32xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    gpu.launch blocks(%arg6, %arg7, %arg8) in (%arg12 = %c2, %arg13 = %c2, %arg14 = %c1) threads(%arg9, %arg10, %arg11) in (%arg15 = %c1, %arg16 = %c1, %arg17 = %c1) {
      %block_id_x = gpu.block_id  x
      %block_id_y = gpu.block_id  y
      %0 = affine.apply #map()[%block_id_y]
      %1 = affine.apply #map()[%block_id_x]
      %subview = memref.subview %arg3[%0, 0] [16, 32] [1, 1] : memref<32x32xf32> to memref<16x32xf32, strided<[32, 1], offset: ?>>
      %subview_0 = memref.subview %arg4[0, %1] [32, 16] [1, 1] : memref<32x32xf32> to memref<32x16xf32, strided<[32, 1], offset: ?>>
      %subview_1 = memref.subview %arg5[%0, %1] [16, 16] [1, 1] : memref<32x32xf32> to memref<16x16xf32, strided<[32, 1], offset: ?>>
      %alloc = memref.alloc() : memref<2048xi8, #gpu.address_space<workgroup>>
      %view = memref.view %alloc[%c0][] : memref<2048xi8, #gpu.address_space<workgroup>> to memref<16x32xf32, #gpu.address_space<workgroup>>
      %alloc_2 = memref.alloc() : memref<2048xi8, #gpu.address_space<workgroup>>
      %view_3 = memref.view %alloc_2[%c0][] : memref<2048xi8, #gpu.address_space<workgroup>> to memref<32x16xf32, #gpu.address_space<workgroup>>
      linalg.copy ins(%subview : memref<16x32xf32, strided<[32, 1], offset: ?>>) outs(%view : memref<16x32xf32, #gpu.address_space<workgroup>>)
      linalg.copy ins(%subview_0 : memref<32x16xf32, strided<[32, 1], offset: ?>>) outs(%view_3 : memref<32x16xf32, #gpu.address_space<workgroup>>)
      linalg.matmul ins(%view, %view_3 : memref<16x32xf32, #gpu.address_space<workgroup>>, memref<32x16xf32, #gpu.address_space<workgroup>>) outs(%subview_1 : memref<16x16xf32, strided<[32, 1], offset: ?>>)
      memref.dealloc %alloc : memref<2048xi8, #gpu.address_space<workgroup>>
      memref.dealloc %alloc_2 : memref<2048xi8, #gpu.address_space<workgroup>>
      %2 = affine.apply #map()[%block_id_y]
      %3 = affine.apply #map()[%block_id_x]
      %subview_4 = memref.subview %arg0[%2, 0] [16, 32] [1, 1] : memref<32x32xf32> to memref<16x32xf32, strided<[32, 1], offset: ?>>
      %subview_5 = memref.subview %arg1[0, %3] [32, 16] [1, 1] : memref<32x32xf32> to memref<32x16xf32, strided<[32, 1], offset: ?>>
      %subview_6 = memref.subview %arg2[%2, %3] [16, 16] [1, 1] : memref<32x32xf32> to memref<16x16xf32, strided<[32, 1], offset: ?>>
      %alloc_7 = memref.alloc() : memref<2048xi8, #gpu.address_space<workgroup>>
      %view_8 = memref.view %alloc_7[%c0][] : memref<2048xi8, #gpu.address_space<workgroup>> to memref<16x32xf32, #gpu.address_space<workgroup>>
      %alloc_9 = memref.alloc() : memref<2048xi8, #gpu.address_space<workgroup>>
      %view_10 = memref.view %alloc_9[%c0][] : memref<2048xi8, #gpu.address_space<workgroup>> to memref<32x16xf32, #gpu.address_space<workgroup>>
      linalg.copy ins(%subview_4 : memref<16x32xf32, strided<[32, 1], offset: ?>>) outs(%view_8 : memref<16x32xf32, #gpu.address_space<workgroup>>)
      linalg.copy ins(%subview_5 : memref<32x16xf32, strided<[32, 1], offset: ?>>) outs(%view_10 : memref<32x16xf32, #gpu.address_space<workgroup>>)
      linalg.matmul ins(%view_8, %view_10 : memref<16x32xf32, #gpu.address_space<workgroup>>, memref<32x16xf32, #gpu.address_space<workgroup>>) outs(%subview_6 : memref<16x16xf32, strided<[32, 1], offset: ?>>)
      memref.dealloc %alloc_7 : memref<2048xi8, #gpu.address_space<workgroup>>
      memref.dealloc %alloc_9 : memref<2048xi8, #gpu.address_space<workgroup>>
      gpu.terminator
    }
    return
  }
}
