// REAL KERNEL (upstream MLIR's GPU pipeline): matmul_128_threads_ms, outlined stage
// MADE BY: python -m bench.upstream_pipeline --corpus (stock mlir-opt 22.1.8 -transform-interpreter -canonicalize -convert-linalg-to-loops -gpu-kernel-outlining
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
module attributes {gpu.container_module} {
  func.func @matmul(%arg0: memref<128x128xf32>, %arg1: memref<128x128xf32>, %arg2: memref<128x128xf32>) {
    %c32 = arith.constant 32 : index
    %c128 = arith.constant 128 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c4 = arith.constant 4 : index
    gpu.launch_func  @matmul_kernel::@matmul_kernel blocks in (%c4, %c4, %c1) threads in (%c8, %c8, %c1)  args(%arg0 : memref<128x128xf32>, %arg1 : memref<128x128xf32>, %arg2 : memref<128x128xf32>, %c0 : index, %c4 : index, %c1 : index, %c32 : index, %c128 : index)
    return
  }
  gpu.module @matmul_kernel {
    gpu.func @matmul_kernel(%arg0: memref<128x128xf32>, %arg1: memref<128x128xf32>, %arg2: memref<128x128xf32>, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index) kernel attributes {known_block_size = array<i32: 8, 8, 1>, known_grid_size = array<i32: 4, 4, 1>} {
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
      %subview = memref.subview %arg0[%0, 0] [32, 128] [1, 1] : memref<128x128xf32> to memref<32x128xf32, strided<[128, 1], offset: ?>>
      %subview_2 = memref.subview %arg1[0, %1] [128, 32] [1, 1] : memref<128x128xf32> to memref<128x32xf32, strided<[128, 1], offset: ?>>
      %subview_3 = memref.subview %arg2[%0, %1] [32, 32] [1, 1] : memref<128x128xf32> to memref<32x32xf32, strided<[128, 1], offset: ?>>
      scf.for %arg8 = %arg3 to %arg7 step %arg6 {
        %subview_4 = memref.subview %subview[0, %arg8] [32, 32] [1, 1] : memref<32x128xf32, strided<[128, 1], offset: ?>> to memref<32x32xf32, strided<[128, 1], offset: ?>>
        %subview_5 = memref.subview %subview_2[%arg8, 0] [32, 32] [1, 1] : memref<128x32xf32, strided<[128, 1], offset: ?>> to memref<32x32xf32, strided<[128, 1], offset: ?>>
        %alloc = memref.alloc() : memref<4096xi8, #gpu.address_space<workgroup>>
        %view = memref.view %alloc[%arg3][] : memref<4096xi8, #gpu.address_space<workgroup>> to memref<32x32xf32, #gpu.address_space<workgroup>>
        %alloc_6 = memref.alloc() : memref<4096xi8, #gpu.address_space<workgroup>>
        %view_7 = memref.view %alloc_6[%arg3][] : memref<4096xi8, #gpu.address_space<workgroup>> to memref<32x32xf32, #gpu.address_space<workgroup>>
        %thread_id_x_8 = gpu.thread_id  x
        %thread_id_y_9 = gpu.thread_id  y
        %2 = affine.apply #map1()[%thread_id_y_9]
        %3 = affine.apply #map1()[%thread_id_x_8]
        %4 = affine.apply #map1()[%thread_id_y_9]
        %5 = affine.apply #map1()[%thread_id_x_8]
        %subview_10 = memref.subview %subview_4[%2, %3] [4, 4] [1, 1] : memref<32x32xf32, strided<[128, 1], offset: ?>> to memref<4x4xf32, strided<[128, 1], offset: ?>>
        %subview_11 = memref.subview %view[%4, %5] [4, 4] [1, 1] : memref<32x32xf32, #gpu.address_space<workgroup>> to memref<4x4xf32, strided<[32, 1], offset: ?>, #gpu.address_space<workgroup>>
        scf.for %arg9 = %arg3 to %arg4 step %arg5 {
          scf.for %arg10 = %arg3 to %arg4 step %arg5 {
            %14 = memref.load %subview_10[%arg9, %arg10] : memref<4x4xf32, strided<[128, 1], offset: ?>>
            memref.store %14, %subview_11[%arg9, %arg10] : memref<4x4xf32, strided<[32, 1], offset: ?>, #gpu.address_space<workgroup>>
          }
        }
        gpu.barrier
        %thread_id_x_12 = gpu.thread_id  x
        %thread_id_y_13 = gpu.thread_id  y
        %6 = affine.apply #map1()[%thread_id_y_13]
        %7 = affine.apply #map1()[%thread_id_x_12]
        %8 = affine.apply #map1()[%thread_id_y_13]
        %9 = affine.apply #map1()[%thread_id_x_12]
        %subview_14 = memref.subview %subview_5[%6, %7] [4, 4] [1, 1] : memref<32x32xf32, strided<[128, 1], offset: ?>> to memref<4x4xf32, strided<[128, 1], offset: ?>>
        %subview_15 = memref.subview %view_7[%8, %9] [4, 4] [1, 1] : memref<32x32xf32, #gpu.address_space<workgroup>> to memref<4x4xf32, strided<[32, 1], offset: ?>, #gpu.address_space<workgroup>>
        scf.for %arg9 = %arg3 to %arg4 step %arg5 {
          scf.for %arg10 = %arg3 to %arg4 step %arg5 {
            %14 = memref.load %subview_14[%arg9, %arg10] : memref<4x4xf32, strided<[128, 1], offset: ?>>
            memref.store %14, %subview_15[%arg9, %arg10] : memref<4x4xf32, strided<[32, 1], offset: ?>, #gpu.address_space<workgroup>>
          }
        }
        gpu.barrier
        %thread_id_x_16 = gpu.thread_id  x
        %thread_id_y_17 = gpu.thread_id  y
        %10 = affine.apply #map1()[%thread_id_y_17]
        %11 = affine.apply #map1()[%thread_id_x_16]
        %12 = affine.apply #map1()[%thread_id_y_17]
        %13 = affine.apply #map1()[%thread_id_x_16]
        %subview_18 = memref.subview %view[%10, 0] [4, 32] [1, 1] : memref<32x32xf32, #gpu.address_space<workgroup>> to memref<4x32xf32, strided<[32, 1], offset: ?>, #gpu.address_space<workgroup>>
        %subview_19 = memref.subview %view_7[0, %11] [32, 4] [1, 1] : memref<32x32xf32, #gpu.address_space<workgroup>> to memref<32x4xf32, strided<[32, 1], offset: ?>, #gpu.address_space<workgroup>>
        %subview_20 = memref.subview %subview_3[%12, %13] [4, 4] [1, 1] : memref<32x32xf32, strided<[128, 1], offset: ?>> to memref<4x4xf32, strided<[128, 1], offset: ?>>
        scf.for %arg9 = %arg3 to %arg4 step %arg5 {
          scf.for %arg10 = %arg3 to %arg4 step %arg5 {
            scf.for %arg11 = %arg3 to %arg6 step %arg5 {
              %14 = memref.load %subview_18[%arg9, %arg11] : memref<4x32xf32, strided<[32, 1], offset: ?>, #gpu.address_space<workgroup>>
              %15 = memref.load %subview_19[%arg11, %arg10] : memref<32x4xf32, strided<[32, 1], offset: ?>, #gpu.address_space<workgroup>>
              %16 = memref.load %subview_20[%arg9, %arg10] : memref<4x4xf32, strided<[128, 1], offset: ?>>
              %17 = arith.mulf %14, %15 : f32
              %18 = arith.addf %16, %17 : f32
              memref.store %18, %subview_20[%arg9, %arg10] : memref<4x4xf32, strided<[128, 1], offset: ?>>
            }
          }
        }
        gpu.barrier
        memref.dealloc %alloc : memref<4096xi8, #gpu.address_space<workgroup>>
        memref.dealloc %alloc_6 : memref<4096xi8, #gpu.address_space<workgroup>>
      }
      gpu.return
    }
  }
}
