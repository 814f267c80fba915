// REAL KERNEL (upstream MLIR's GPU pipeline): matmul_128_ms, loops stage
// MADE BY: python -m bench.upstream_pipeline --corpus (stock mlir-opt 22.1.8 -transform-interpreter -canonicalize -convert-linalg-to-loops
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
// |     %func = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
// |     %launch = transform.gpu.map_forall_to_blocks %func generate_gpu_launch grid_dims = [4, 4, 1] : (!transform.any_op) -> !transform.any_op
// |     transform.yield
// |   }
// | }
#map = affine_map<()[s0] -> (s0 * 32)>
module {
  func.func @matmul(%arg0: memref<128x128xf32>, %arg1: memref<128x128xf32>, %arg2: memref<128x128xf32>) {
    %c32 = arith.constant 32 : index
    %c128 = arith.constant 128 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    gpu.launch blocks(%arg3, %arg4, %arg5) in (%arg9 = %c4, %arg10 = %c4, %arg11 = %c1) threads(%arg6, %arg7, %arg8) in (%arg12 = %c1, %arg13 = %c1, %arg14 = %c1) {
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
        scf.for %arg16 = %c0 to %c32 step %c1 {
          scf.for %arg17 = %c0 to %c32 step %c1 {
            %2 = memref.load %subview_2[%arg16, %arg17] : memref<32x32xf32, strided<[128, 1], offset: ?>>
            memref.store %2, %view[%arg16, %arg17] : memref<32x32xf32, #gpu.address_space<workgroup>>
          }
        }
        scf.for %arg16 = %c0 to %c32 step %c1 {
          scf.for %arg17 = %c0 to %c32 step %c1 {
            %2 = memref.load %subview_3[%arg16, %arg17] : memref<32x32xf32, strided<[128, 1], offset: ?>>
            memref.store %2, %view_5[%arg16, %arg17] : memref<32x32xf32, #gpu.address_space<workgroup>>
          }
        }
        scf.for %arg16 = %c0 to %c32 step %c1 {
          scf.for %arg17 = %c0 to %c32 step %c1 {
            scf.for %arg18 = %c0 to %c32 step %c1 {
              %2 = memref.load %view[%arg16, %arg18] : memref<32x32xf32, #gpu.address_space<workgroup>>
              %3 = memref.load %view_5[%arg18, %arg17] : memref<32x32xf32, #gpu.address_space<workgroup>>
              %4 = memref.load %subview_1[%arg16, %arg17] : memref<32x32xf32, strided<[128, 1], offset: ?>>
              %5 = arith.mulf %2, %3 : f32
              %6 = arith.addf %4, %5 : f32
              memref.store %6, %subview_1[%arg16, %arg17] : memref<32x32xf32, strided<[128, 1], offset: ?>>
            }
          }
        }
        memref.dealloc %alloc : memref<4096xi8, #gpu.address_space<workgroup>>
        memref.dealloc %alloc_4 : memref<4096xi8, #gpu.address_space<workgroup>>
      }
      gpu.terminator
    }
    return
  }
}
