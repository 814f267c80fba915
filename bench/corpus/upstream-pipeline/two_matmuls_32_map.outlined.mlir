// REAL KERNEL (upstream MLIR's GPU pipeline): two_matmuls_32_map, outlined stage
// MADE BY: python -m bench.upstream_pipeline --corpus (stock mlir-opt 22.1.8 -transform-interpreter -canonicalize -convert-linalg-to-loops -gpu-kernel-outlining
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
// |     %p1 = transform.structured.promote %k1 { operands_to_promote = [0, 1], mapping = [#gpu.memory_space<workgroup>] } : (!transform.any_op) -> !transform.any_op
// |     %p2 = transform.structured.promote %k2 { operands_to_promote = [0, 1], mapping = [#gpu.memory_space<workgroup>] } : (!transform.any_op) -> !transform.any_op
// |     %func = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
// |     %launch = transform.gpu.map_forall_to_blocks %func generate_gpu_launch grid_dims = [2, 2, 1] : (!transform.any_op) -> !transform.any_op
// |     transform.yield
// |   }
// | }
#map = affine_map<()[s0] -> (s0 * 16)>
module attributes {gpu.container_module} {
  func.func @two_matmuls(%arg0: memref<32x32xf32>, %arg1: memref<32x32xf32>, %arg2: memref<32x32xf32>, %arg3: memref<32x32xf32>, %arg4: memref<32x32xf32>, %arg5: memref<32x32xf32>) {
    %c32 = arith.constant 32 : index
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %alloc = memref.alloc() : memref<32x16xf32, #gpu.address_space<workgroup>>
    %alloc_0 = memref.alloc() : memref<16x32xf32, #gpu.address_space<workgroup>>
    %alloc_1 = memref.alloc() : memref<32x16xf32, #gpu.address_space<workgroup>>
    %alloc_2 = memref.alloc() : memref<16x32xf32, #gpu.address_space<workgroup>>
    gpu.launch_func  @two_matmuls_kernel::@two_matmuls_kernel blocks in (%c2, %c2, %c1) threads in (%c1, %c1, %c1)  args(%arg3 : memref<32x32xf32>, %arg4 : memref<32x32xf32>, %arg5 : memref<32x32xf32>, %alloc_2 : memref<16x32xf32, #gpu.address_space<workgroup>>, %alloc_1 : memref<32x16xf32, #gpu.address_space<workgroup>>, %c0 : index, %c32 : index, %c1 : index, %c16 : index, %arg0 : memref<32x32xf32>, %arg1 : memref<32x32xf32>, %arg2 : memref<32x32xf32>, %alloc_0 : memref<16x32xf32, #gpu.address_space<workgroup>>, %alloc : memref<32x16xf32, #gpu.address_space<workgroup>>)
    return
  }
  gpu.module @two_matmuls_kernel {
    gpu.func @two_matmuls_kernel(%arg0: memref<32x32xf32>, %arg1: memref<32x32xf32>, %arg2: memref<32x32xf32>, %arg3: memref<16x32xf32, #gpu.address_space<workgroup>>, %arg4: memref<32x16xf32, #gpu.address_space<workgroup>>, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: memref<32x32xf32>, %arg10: memref<32x32xf32>, %arg11: memref<32x32xf32>, %arg12: memref<16x32xf32, #gpu.address_space<workgroup>>, %arg13: memref<32x16xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 1, 1, 1>, known_grid_size = array<i32: 2, 2, 1>} {
      %block_id_x = gpu.block_id  x
      %block_id_y = gpu.block_id  y
      %block_id_z = gpu.block_id  z
      %thread_id_x = gpu.thread_id  x
      %thread_id_y = gpu.thread_id  y
      %thread_id_z = gpu.thread_id  z
      %grid_dim_x = gpu.grid_dim  x
      %grid_dim_y = gpu.grid_dim  y
      %grid_dim_z = gpu.grid_dim  z
      %block_dim_x = gpu.block_dim  x
      %block_dim_y = gpu.block_dim  y
      %block_dim_z = gpu.block_dim  z
      %block_id_x_0 = gpu.block_id  x
      %block_id_y_1 = gpu.block_id  y
      %0 = affine.apply #map()[%block_id_y_1]
      %1 = affine.apply #map()[%block_id_x_0]
      %subview = memref.subview %arg0[%0, 0] [16, 32] [1, 1] : memref<32x32xf32> to memref<16x32xf32, strided<[32, 1], offset: ?>>
      %subview_2 = memref.subview %arg1[0, %1] [32, 16] [1, 1] : memref<32x32xf32> to memref<32x16xf32, strided<[32, 1], offset: ?>>
      %subview_3 = memref.subview %arg2[%0, %1] [16, 16] [1, 1] : memref<32x32xf32> to memref<16x16xf32, strided<[32, 1], offset: ?>>
      gpu.barrier
      memref.copy %subview, %arg3 : memref<16x32xf32, strided<[32, 1], offset: ?>> to memref<16x32xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      memref.copy %subview_2, %arg4 : memref<32x16xf32, strided<[32, 1], offset: ?>> to memref<32x16xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      scf.for %arg14 = %arg5 to %arg8 step %arg7 {
        scf.for %arg15 = %arg5 to %arg8 step %arg7 {
          scf.for %arg16 = %arg5 to %arg6 step %arg7 {
            %4 = memref.load %arg3[%arg14, %arg16] : memref<16x32xf32, #gpu.address_space<workgroup>>
            %5 = memref.load %arg4[%arg16, %arg15] : memref<32x16xf32, #gpu.address_space<workgroup>>
            %6 = memref.load %subview_3[%arg14, %arg15] : memref<16x16xf32, strided<[32, 1], offset: ?>>
            %7 = arith.mulf %4, %5 : f32
            %8 = arith.addf %6, %7 : f32
            memref.store %8, %subview_3[%arg14, %arg15] : memref<16x16xf32, strided<[32, 1], offset: ?>>
          }
        }
      }
      %2 = affine.apply #map()[%block_id_y_1]
      %3 = affine.apply #map()[%block_id_x_0]
      %subview_4 = memref.subview %arg9[%2, 0] [16, 32] [1, 1] : memref<32x32xf32> to memref<16x32xf32, strided<[32, 1], offset: ?>>
      %subview_5 = memref.subview %arg10[0, %3] [32, 16] [1, 1] : memref<32x32xf32> to memref<32x16xf32, strided<[32, 1], offset: ?>>
      %subview_6 = memref.subview %arg11[%2, %3] [16, 16] [1, 1] : memref<32x32xf32> to memref<16x16xf32, strided<[32, 1], offset: ?>>
      gpu.barrier
      memref.copy %subview_4, %arg12 : memref<16x32xf32, strided<[32, 1], offset: ?>> to memref<16x32xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      memref.copy %subview_5, %arg13 : memref<32x16xf32, strided<[32, 1], offset: ?>> to memref<32x16xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      scf.for %arg14 = %arg5 to %arg8 step %arg7 {
        scf.for %arg15 = %arg5 to %arg8 step %arg7 {
          scf.for %arg16 = %arg5 to %arg6 step %arg7 {
            %4 = memref.load %arg12[%arg14, %arg16] : memref<16x32xf32, #gpu.address_space<workgroup>>
            %5 = memref.load %arg13[%arg16, %arg15] : memref<32x16xf32, #gpu.address_space<workgroup>>
            %6 = memref.load %subview_6[%arg14, %arg15] : memref<16x16xf32, strided<[32, 1], offset: ?>>
            %7 = arith.mulf %4, %5 : f32
            %8 = arith.addf %6, %7 : f32
            memref.store %8, %subview_6[%arg14, %arg15] : memref<16x16xf32, strided<[32, 1], offset: ?>>
          }
        }
      }
      gpu.return
    }
  }
}
