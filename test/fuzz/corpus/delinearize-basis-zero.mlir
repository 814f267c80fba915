func.func @layernorm_f32_dispatch_1_reduction_256x1024_f32(%binding0: memref<256x1024xf32>, %binding1: memref<256x1024xf32>) attributes {gpu.known_block_size = array<i32: 256, 1, 1>} {
  %alloc = memref.alloc() : memref<1x10xf32, #gpu.address_space<workgroup>>
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant dense<0.000000e+00> : vector<1x1x1x1x1x4xf32>
  %c0 = arith.constant 0 : index
  %0 = ub.poison : f32
  %cst_1 = arith.constant dense<0.000000e+00> : vector<1x1x1xf32>
  %cst_2 = arith.constant dense<0.000000e+00> : vector<1x1x1x1x1x1xf32>
  %cst_3 = arith.constant dense<1.024000e+03> : vector<1x1x1xf32>
  %cst_4 = arith.constant dense<9.99999974E-6> : vector<1x1x1xf32>
  %thread_id_y = gpu.thread_id y
  %thread_id_x = gpu.thread_id x
  %assume_align = memref.assume_alignment %binding0, 64 : memref<256x1024xf32>
  %assume_align_5 = memref.assume_alignment %binding1, 64 : memref<256x1024xf32>
  %arg0 = gpu.block_id x
    %subview = memref.subview %assume_align_5[%arg0, 0] [1, 1024] [1, 1] : memref<256x1024xf32> to memref<1x1024xf32, strided<[1024, 1], offset: ?>>
    %3:2 = affine.delinearize_index %thread_id_x into (8, 32) : index, index
    %4:2 = affine.delinearize_index %thread_id_x into (32) : index, index
    %5 = affine.linearize_index disjoint [%3#0, %4#1, %c0] by (8, 32, 4) : index
    %6 = vector.transfer_read %assume_align[%arg0, %5], %0 {in_bounds = [true, true]} : memref<256x1024xf32>, vector<1x4xf32>
    %7 = vector.insert_strided_slice %6, %cst_0 {offsets = [0, 0, 0, 0, 0, 0], strides = [1, 1]} : vector<1x4xf32> into vector<1x1x1x1x1x4xf32>
    %8 = vector.shape_cast %7 : vector<1x1x1x1x1x4xf32> to vector<1x1x1x1x1x1x1x1x4xf32>
    %9 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d4, d5, d6, d7, d8)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d4, d5, d6, d7, d8)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d3, d4, d6, d7)>], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel", "reduction", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %8, %8, %cst_2 : vector<1x1x1x1x1x1x1x1x4xf32>, vector<1x1x1x1x1x1x1x1x4xf32> into vector<1x1x1x1x1x1xf32>
    %10 = vector.shape_cast %9 : vector<1x1x1x1x1x1xf32> to vector<1x1x1xf32>
    %11 = arith.addf %10, %cst_1 : vector<1x1x1xf32>
    %12 = vector.extract %11[0, 0, 0] : f32 from vector<1x1x1xf32>
    %13 = gpu.subgroup_reduce add %12 cluster(size = 32) : (f32) -> f32
    %subview_6 = memref.subview %alloc[0, 0] [1, 8] [1, 1] : memref<1x10xf32, #gpu.address_space<workgroup>> to memref<1x8xf32, strided<[10, 1]>, #gpu.address_space<workgroup>>
    gpu.barrier
    %14 = arith.cmpi eq, %thread_id_y, %c0 : index
    %15 = arith.cmpi eq, %3#1, %c0 : index
    %16 = arith.andi %14, %15 : i1
    scf.if %16 {
      %31 = vector.broadcast %13 : f32 to vector<1x1xf32>
      vector.transfer_write %31, %subview_6[%c0, %3#0] {in_bounds = [true, true]} : vector<1x1xf32>, memref<1x8xf32, strided<[10, 1]>, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %17:2 = affine.delinearize_index %thread_id_x into (0) : index, index
    %18 = vector.transfer_read %subview_6[%c0, %17#1], %cst {in_bounds = [true, true]} : memref<1x8xf32, strided<[10, 1]>, #gpu.address_space<workgroup>>, vector<1x1xf32>
    %19 = vector.insert_strided_slice %18, %cst_2 {offsets = [0, 0, 0, 0, 0, 0], strides = [1, 1]} : vector<1x1xf32> into vector<1x1x1x1x1x1xf32>
    %20 = vector.shape_cast %19 : vector<1x1x1x1x1x1xf32> to vector<1x1x1xf32>
    %21 = arith.addf %20, %cst_1 : vector<1x1x1xf32>
    %22 = vector.extract %21[0, 0, 0] : f32 from vector<1x1x1xf32>
    %23 = gpu.subgroup_reduce add %22 cluster(size = 8) : (f32) -> f32
    %24 = vector.broadcast %23 : f32 to vector<1x1x1xf32>
    %25 = arith.addf %24, %cst_1 : vector<1x1x1xf32>
    %26 = arith.divf %25, %cst_3 : vector<1x1x1xf32>
    %27 = arith.addf %26, %cst_4 : vector<1x1x1xf32>
    %28 = math.rsqrt %27 : vector<1x1x1xf32>
    %29 = vector.broadcast %28 : vector<1x1x1xf32> to vector<1x1x1x1x1x4xf32>
    %30 = arith.mulf %7, %29 : vector<1x1x1x1x1x4xf32>
    scf.if %14 {
      %31 = vector.shape_cast %30 : vector<1x1x1x1x1x4xf32> to vector<1x4xf32>
      vector.transfer_write %31, %subview[%c0, %5] {in_bounds = [true, true]} : vector<1x4xf32>, memref<1x1024xf32, strided<[1024, 1], offset: ?>>
    }
  memref.dealloc %alloc : memref<1x10xf32, #gpu.address_space<workgroup>>
  return
}
