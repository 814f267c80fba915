// REAL KERNEL (upstream MLIR's GPU pipeline): two_matmuls_128_map, loops stage
// MADE BY: python -m bench.upstream_pipeline --corpus (stock mlir-opt 22.1.8 -transform-interpreter -canonicalize -convert-linalg-to-loops
//   on the payload and transform script below); hand-derived optimum 32768 bytes
// | func.func @two_matmuls(%A: memref<128x128xf32>, %B: memref<128x128xf32>, %C: memref<128x128xf32>,
// |                        %D: memref<128x128xf32>, %E: memref<128x128xf32>, %F: memref<128x128xf32>) {
// |   linalg.matmul ins(%A, %B : memref<128x128xf32>, memref<128x128xf32>) outs(%C : memref<128x128xf32>)
// |   linalg.matmul ins(%D, %E : memref<128x128xf32>, memref<128x128xf32>) outs(%F : memref<128x128xf32>)
// |   return
// | }
// | module attributes {transform.with_named_sequence} {
// |   transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
// |     %mms = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
// |     %mm1, %mm2 = transform.split_handle %mms : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
// |     %t1, %f1 = transform.structured.tile_using_forall %mm1 tile_sizes [32, 32] (mapping = [#gpu.block<y>, #gpu.block<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
// |     %t2, %f2 = transform.structured.tile_using_forall %mm2 tile_sizes [32, 32] (mapping = [#gpu.block<y>, #gpu.block<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
// |     %fused = transform.loop.fuse_sibling %f2 into %f1 : (!transform.any_op, !transform.any_op) -> !transform.any_op
// |     %mms2 = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
// |     %k1, %k2 = transform.split_handle %mms2 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
// |     %p1 = transform.structured.promote %k1 { operands_to_promote = [0, 1], mapping = [#gpu.memory_space<workgroup>] } : (!transform.any_op) -> !transform.any_op
// |     %p2 = transform.structured.promote %k2 { operands_to_promote = [0, 1], mapping = [#gpu.memory_space<workgroup>] } : (!transform.any_op) -> !transform.any_op
// |     %func = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
// |     %launch = transform.gpu.map_forall_to_blocks %func generate_gpu_launch grid_dims = [4, 4, 1] : (!transform.any_op) -> !transform.any_op
// |     transform.yield
// |   }
// | }
#map = affine_map<()[s0] -> (s0 * 32)>
module {
  func.func @two_matmuls(%arg0: memref<128x128xf32>, %arg1: memref<128x128xf32>, %arg2: memref<128x128xf32>, %arg3: memref<128x128xf32>, %arg4: memref<128x128xf32>, %arg5: memref<128x128xf32>) {
    %c128 = arith.constant 128 : index
    %c32 = arith.constant 32 : index
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %alloc = memref.alloc() : memref<128x32xf32, #gpu.address_space<workgroup>>
    %alloc_0 = memref.alloc() : memref<32x128xf32, #gpu.address_space<workgroup>>
    %alloc_1 = memref.alloc() : memref<128x32xf32, #gpu.address_space<workgroup>>
    %alloc_2 = memref.alloc() : memref<32x128xf32, #gpu.address_space<workgroup>>
    gpu.launch blocks(%arg6, %arg7, %arg8) in (%arg12 = %c4, %arg13 = %c4, %arg14 = %c1) threads(%arg9, %arg10, %arg11) in (%arg15 = %c1, %arg16 = %c1, %arg17 = %c1) {
      %block_id_x = gpu.block_id  x
      %block_id_y = gpu.block_id  y
      %0 = affine.apply #map()[%block_id_y]
      %1 = affine.apply #map()[%block_id_x]
      %subview = memref.subview %arg3[%0, 0] [32, 128] [1, 1] : memref<128x128xf32> to memref<32x128xf32, strided<[128, 1], offset: ?>>
      %subview_3 = memref.subview %arg4[0, %1] [128, 32] [1, 1] : memref<128x128xf32> to memref<128x32xf32, strided<[128, 1], offset: ?>>
      %subview_4 = memref.subview %arg5[%0, %1] [32, 32] [1, 1] : memref<128x128xf32> to memref<32x32xf32, strided<[128, 1], offset: ?>>
      gpu.barrier
      memref.copy %subview, %alloc_2 : memref<32x128xf32, strided<[128, 1], offset: ?>> to memref<32x128xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      memref.copy %subview_3, %alloc_1 : memref<128x32xf32, strided<[128, 1], offset: ?>> to memref<128x32xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      scf.for %arg18 = %c0 to %c32 step %c1 {
        scf.for %arg19 = %c0 to %c32 step %c1 {
          scf.for %arg20 = %c0 to %c128 step %c1 {
            %4 = memref.load %alloc_2[%arg18, %arg20] : memref<32x128xf32, #gpu.address_space<workgroup>>
            %5 = memref.load %alloc_1[%arg20, %arg19] : memref<128x32xf32, #gpu.address_space<workgroup>>
            %6 = memref.load %subview_4[%arg18, %arg19] : memref<32x32xf32, strided<[128, 1], offset: ?>>
            %7 = arith.mulf %4, %5 : f32
            %8 = arith.addf %6, %7 : f32
            memref.store %8, %subview_4[%arg18, %arg19] : memref<32x32xf32, strided<[128, 1], offset: ?>>
          }
        }
      }
      %2 = affine.apply #map()[%block_id_y]
      %3 = affine.apply #map()[%block_id_x]
      %subview_5 = memref.subview %arg0[%2, 0] [32, 128] [1, 1] : memref<128x128xf32> to memref<32x128xf32, strided<[128, 1], offset: ?>>
      %subview_6 = memref.subview %arg1[0, %3] [128, 32] [1, 1] : memref<128x128xf32> to memref<128x32xf32, strided<[128, 1], offset: ?>>
      %subview_7 = memref.subview %arg2[%2, %3] [32, 32] [1, 1] : memref<128x128xf32> to memref<32x32xf32, strided<[128, 1], offset: ?>>
      gpu.barrier
      memref.copy %subview_5, %alloc_0 : memref<32x128xf32, strided<[128, 1], offset: ?>> to memref<32x128xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      memref.copy %subview_6, %alloc : memref<128x32xf32, strided<[128, 1], offset: ?>> to memref<128x32xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      scf.for %arg18 = %c0 to %c32 step %c1 {
        scf.for %arg19 = %c0 to %c32 step %c1 {
          scf.for %arg20 = %c0 to %c128 step %c1 {
            %4 = memref.load %alloc_0[%arg18, %arg20] : memref<32x128xf32, #gpu.address_space<workgroup>>
            %5 = memref.load %alloc[%arg20, %arg19] : memref<128x32xf32, #gpu.address_space<workgroup>>
            %6 = memref.load %subview_7[%arg18, %arg19] : memref<32x32xf32, strided<[128, 1], offset: ?>>
            %7 = arith.mulf %4, %5 : f32
            %8 = arith.addf %6, %7 : f32
            memref.store %8, %subview_7[%arg18, %arg19] : memref<32x32xf32, strided<[128, 1], offset: ?>>
          }
        }
      }
      gpu.terminator
    }
    return
  }
}
