func.func @matmul_dispatch_0_matmul_1024x1024x1024_f16xf16xf32(%binding0: memref<1024x1024xf16>, %binding1: memref<1024x1024xf16>, %binding2: memref<1024x1024xf32>) attributes {gpu.known_block_size = array<i32: 128, 1, 1>} {
  %cst = arith.constant dense<0.000000e+00> : vector<2x2xf32>
  %cst_0 = arith.constant dense<0.000000e+00> : vector<2x4x2x2xf32>
  %cst_1 = arith.constant dense<0.000000e+00> : vector<4x4x2x1x2x1xf16>
  %cst_2 = arith.constant dense<0.000000e+00> : vector<2x4x2x2x1x2xf16>
  %c3 = arith.constant 3 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %0 = ub.poison : f16
  %c64 = arith.constant 64 : index
  %c1024 = arith.constant 1024 : index
  %c0 = arith.constant 0 : index
  %thread_id_y = gpu.thread_id y
  %thread_id_x = gpu.thread_id x
  %alloc = memref.alloc() : memref<64x68xf16, #gpu.address_space<workgroup>>
  %subview = memref.subview %alloc[0, 0] [64, 64] [1, 1] : memref<64x68xf16, #gpu.address_space<workgroup>> to memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>
  %alloc_3 = memref.alloc() : memref<64x68xf16, #gpu.address_space<workgroup>>
  %subview_4 = memref.subview %alloc_3[0, 0] [64, 64] [1, 1] : memref<64x68xf16, #gpu.address_space<workgroup>> to memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>
  %assume_align = memref.assume_alignment %binding0, 64 : memref<1024x1024xf16>
  %assume_align_5 = memref.assume_alignment %binding1, 64 : memref<1024x1024xf16>
  %assume_align_6 = memref.assume_alignment %binding2, 64 : memref<1024x1024xf32>
  %wg_id_y = gpu.block_id y
  %wg_step_y = arith.constant 64 : index
  %arg0 = arith.muli %wg_id_y, %wg_step_y : index
  %wg_id_x = gpu.block_id x
  %wg_step_x = arith.constant 64 : index
  %arg1 = arith.muli %wg_id_x, %wg_step_x : index
    %subview_7 = memref.subview %assume_align_6[%arg0, %arg1] [64, 64] [1, 1] : memref<1024x1024xf32> to memref<64x64xf32, strided<[1024, 1], offset: ?>>
    %4:8 = scf.for %arg2 = %c0 to %c1024 step %c64 iter_args(%arg3 = %cst, %arg4 = %cst, %arg5 = %cst, %arg6 = %cst, %arg7 = %cst, %arg8 = %cst, %arg9 = %cst, %arg10 = %cst) -> (vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>) {
      gpu.barrier
      %28:2 = affine.delinearize_index %thread_id_x into (16, 8) : index, index
      %29 = affine.linearize_index [%28#0, %arg0] by (16, 1) : index
      %30 = affine.linearize_index [%28#1, %arg2] by (8, 8) : index
      %31 = vector.transfer_read %assume_align[%29, %30], %0 {in_bounds = [true, true]} : memref<1024x1024xf16>, vector<1x8xf16>
      %32 = affine.linearize_index [%c1, %28#0, %arg0] by (4, 16, 1) : index
      %33 = vector.transfer_read %assume_align[%32, %30], %0 {in_bounds = [true, true]} : memref<1024x1024xf16>, vector<1x8xf16>
      %34 = affine.linearize_index [%c2, %28#0, %arg0] by (4, 16, 1) : index
      %35 = vector.transfer_read %assume_align[%34, %30], %0 {in_bounds = [true, true]} : memref<1024x1024xf16>, vector<1x8xf16>
      %36 = affine.linearize_index [%c3, %28#0, %arg0] by (4, 16, 1) : index
      %37 = vector.transfer_read %assume_align[%36, %30], %0 {in_bounds = [true, true]} : memref<1024x1024xf16>, vector<1x8xf16>
      %38 = arith.cmpi eq, %thread_id_y, %c0 : index
      scf.if %38 {
        %299 = affine.linearize_index disjoint [%28#1, %c0] by (8, 8) : index
        vector.transfer_write %31, %subview_4[%28#0, %299] {in_bounds = [true, true]} : vector<1x8xf16>, memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>
        %300 = affine.linearize_index disjoint [%c1, %28#0] by (4, 16) : index
        vector.transfer_write %33, %subview_4[%300, %299] {in_bounds = [true, true]} : vector<1x8xf16>, memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>
        %301 = affine.linearize_index disjoint [%c2, %28#0] by (4, 16) : index
        vector.transfer_write %35, %subview_4[%301, %299] {in_bounds = [true, true]} : vector<1x8xf16>, memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>
        %302 = affine.linearize_index disjoint [%c3, %28#0] by (4, 16) : index
        vector.transfer_write %37, %subview_4[%302, %299] {in_bounds = [true, true]} : vector<1x8xf16>, memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>
      }
      %39 = affine.linearize_index [%28#0, %arg2] by (16, 1) : index
      %40 = affine.linearize_index [%28#1, %arg1] by (8, 8) : index
      %41 = vector.transfer_read %assume_align_5[%39, %40], %0 {in_bounds = [true, true]} : memref<1024x1024xf16>, vector<1x8xf16>
      %42 = affine.linearize_index [%c1, %28#0, %arg2] by (4, 16, 1) : index
      %43 = vector.transfer_read %assume_align_5[%42, %40], %0 {in_bounds = [true, true]} : memref<1024x1024xf16>, vector<1x8xf16>
      %44 = affine.linearize_index [%c2, %28#0, %arg2] by (4, 16, 1) : index
      %45 = vector.transfer_read %assume_align_5[%44, %40], %0 {in_bounds = [true, true]} : memref<1024x1024xf16>, vector<1x8xf16>
      %46 = affine.linearize_index [%c3, %28#0, %arg2] by (4, 16, 1) : index
      %47 = vector.transfer_read %assume_align_5[%46, %40], %0 {in_bounds = [true, true]} : memref<1024x1024xf16>, vector<1x8xf16>
      scf.if %38 {
        %299 = affine.linearize_index disjoint [%28#1, %c0] by (8, 8) : index
        vector.transfer_write %41, %subview[%28#0, %299] {in_bounds = [true, true]} : vector<1x8xf16>, memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>
        %300 = affine.linearize_index disjoint [%c1, %28#0] by (4, 16) : index
        vector.transfer_write %43, %subview[%300, %299] {in_bounds = [true, true]} : vector<1x8xf16>, memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>
        %301 = affine.linearize_index disjoint [%c2, %28#0] by (4, 16) : index
        vector.transfer_write %45, %subview[%301, %299] {in_bounds = [true, true]} : vector<1x8xf16>, memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>
        %302 = affine.linearize_index disjoint [%c3, %28#0] by (4, 16) : index
        vector.transfer_write %47, %subview[%302, %299] {in_bounds = [true, true]} : vector<1x8xf16>, memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %48:3 = affine.delinearize_index %thread_id_x into (2, 2, 32) : index, index, index
      %49:3 = affine.delinearize_index %thread_id_x into (8, 4) : index, index, index
      %50 = affine.linearize_index disjoint [%48#0, %c0, %c0, %49#1] by (2, 2, 2, 8) : index
      %51 = affine.linearize_index disjoint [%49#2, %c0] by (4, 2) : index
      %52 = vector.transfer_read %subview_4[%50, %51], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<1x2xf16>
      %53 = vector.insert_strided_slice %52, %cst_2 {offsets = [0, 0, 0, 0, 0, 0], strides = [1, 1]} : vector<1x2xf16> into vector<2x4x2x2x1x2xf16>
      %54 = affine.linearize_index disjoint [%c1, %49#2, %c0] by (2, 4, 2) : index
      %55 = vector.transfer_read %subview_4[%50, %54], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<1x2xf16>
      %56 = vector.insert_strided_slice %55, %53 {offsets = [0, 0, 0, 1, 0, 0], strides = [1, 1]} : vector<1x2xf16> into vector<2x4x2x2x1x2xf16>
      %57 = affine.linearize_index disjoint [%48#0, %c0, %c1, %49#1] by (2, 2, 2, 8) : index
      %58 = vector.transfer_read %subview_4[%57, %51], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<1x2xf16>
      %59 = vector.insert_strided_slice %58, %56 {offsets = [0, 0, 1, 0, 0, 0], strides = [1, 1]} : vector<1x2xf16> into vector<2x4x2x2x1x2xf16>
      %60 = vector.transfer_read %subview_4[%57, %54], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<1x2xf16>
      %61 = vector.insert_strided_slice %60, %59 {offsets = [0, 0, 1, 1, 0, 0], strides = [1, 1]} : vector<1x2xf16> into vector<2x4x2x2x1x2xf16>
      %62 = affine.linearize_index disjoint [%c1, %c0, %49#2, %c0] by (4, 2, 4, 2) : index
      %63 = vector.transfer_read %subview_4[%50, %62], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<1x2xf16>
      %64 = vector.insert_strided_slice %63, %61 {offsets = [0, 1, 0, 0, 0, 0], strides = [1, 1]} : vector<1x2xf16> into vector<2x4x2x2x1x2xf16>
      %65 = affine.linearize_index disjoint [%c1, %c1, %49#2, %c0] by (4, 2, 4, 2) : index
      %66 = vector.transfer_read %subview_4[%50, %65], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<1x2xf16>
      %67 = vector.insert_strided_slice %66, %64 {offsets = [0, 1, 0, 1, 0, 0], strides = [1, 1]} : vector<1x2xf16> into vector<2x4x2x2x1x2xf16>
      %68 = vector.transfer_read %subview_4[%57, %62], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<1x2xf16>
      %69 = vector.insert_strided_slice %68, %67 {offsets = [0, 1, 1, 0, 0, 0], strides = [1, 1]} : vector<1x2xf16> into vector<2x4x2x2x1x2xf16>
      %70 = vector.transfer_read %subview_4[%57, %65], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<1x2xf16>
      %71 = vector.insert_strided_slice %70, %69 {offsets = [0, 1, 1, 1, 0, 0], strides = [1, 1]} : vector<1x2xf16> into vector<2x4x2x2x1x2xf16>
      %72 = affine.linearize_index disjoint [%c2, %c0, %49#2, %c0] by (4, 2, 4, 2) : index
      %73 = vector.transfer_read %subview_4[%50, %72], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<1x2xf16>
      %74 = vector.insert_strided_slice %73, %71 {offsets = [0, 2, 0, 0, 0, 0], strides = [1, 1]} : vector<1x2xf16> into vector<2x4x2x2x1x2xf16>
      %75 = affine.linearize_index disjoint [%c2, %c1, %49#2, %c0] by (4, 2, 4, 2) : index
      %76 = vector.transfer_read %subview_4[%50, %75], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<1x2xf16>
      %77 = vector.insert_strided_slice %76, %74 {offsets = [0, 2, 0, 1, 0, 0], strides = [1, 1]} : vector<1x2xf16> into vector<2x4x2x2x1x2xf16>
      %78 = vector.transfer_read %subview_4[%57, %72], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<1x2xf16>
      %79 = vector.insert_strided_slice %78, %77 {offsets = [0, 2, 1, 0, 0, 0], strides = [1, 1]} : vector<1x2xf16> into vector<2x4x2x2x1x2xf16>
      %80 = vector.transfer_read %subview_4[%57, %75], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<1x2xf16>
      %81 = vector.insert_strided_slice %80, %79 {offsets = [0, 2, 1, 1, 0, 0], strides = [1, 1]} : vector<1x2xf16> into vector<2x4x2x2x1x2xf16>
      %82 = affine.linearize_index disjoint [%c3, %c0, %49#2, %c0] by (4, 2, 4, 2) : index
      %83 = vector.transfer_read %subview_4[%50, %82], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<1x2xf16>
      %84 = vector.insert_strided_slice %83, %81 {offsets = [0, 3, 0, 0, 0, 0], strides = [1, 1]} : vector<1x2xf16> into vector<2x4x2x2x1x2xf16>
      %85 = affine.linearize_index disjoint [%c3, %c1, %49#2, %c0] by (4, 2, 4, 2) : index
      %86 = vector.transfer_read %subview_4[%50, %85], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<1x2xf16>
      %87 = vector.insert_strided_slice %86, %84 {offsets = [0, 3, 0, 1, 0, 0], strides = [1, 1]} : vector<1x2xf16> into vector<2x4x2x2x1x2xf16>
      %88 = vector.transfer_read %subview_4[%57, %82], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<1x2xf16>
      %89 = vector.insert_strided_slice %88, %87 {offsets = [0, 3, 1, 0, 0, 0], strides = [1, 1]} : vector<1x2xf16> into vector<2x4x2x2x1x2xf16>
      %90 = vector.transfer_read %subview_4[%57, %85], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<1x2xf16>
      %91 = vector.insert_strided_slice %90, %89 {offsets = [0, 3, 1, 1, 0, 0], strides = [1, 1]} : vector<1x2xf16> into vector<2x4x2x2x1x2xf16>
      %92 = affine.linearize_index disjoint [%48#0, %c1, %c0, %49#1] by (2, 2, 2, 8) : index
      %93 = vector.transfer_read %subview_4[%92, %51], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<1x2xf16>
      %94 = vector.insert_strided_slice %93, %91 {offsets = [1, 0, 0, 0, 0, 0], strides = [1, 1]} : vector<1x2xf16> into vector<2x4x2x2x1x2xf16>
      %95 = vector.transfer_read %subview_4[%92, %54], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<1x2xf16>
      %96 = vector.insert_strided_slice %95, %94 {offsets = [1, 0, 0, 1, 0, 0], strides = [1, 1]} : vector<1x2xf16> into vector<2x4x2x2x1x2xf16>
      %97 = affine.linearize_index disjoint [%48#0, %c1, %c1, %49#1] by (2, 2, 2, 8) : index
      %98 = vector.transfer_read %subview_4[%97, %51], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<1x2xf16>
      %99 = vector.insert_strided_slice %98, %96 {offsets = [1, 0, 1, 0, 0, 0], strides = [1, 1]} : vector<1x2xf16> into vector<2x4x2x2x1x2xf16>
      %100 = vector.transfer_read %subview_4[%97, %54], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<1x2xf16>
      %101 = vector.insert_strided_slice %100, %99 {offsets = [1, 0, 1, 1, 0, 0], strides = [1, 1]} : vector<1x2xf16> into vector<2x4x2x2x1x2xf16>
      %102 = vector.transfer_read %subview_4[%92, %62], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<1x2xf16>
      %103 = vector.insert_strided_slice %102, %101 {offsets = [1, 1, 0, 0, 0, 0], strides = [1, 1]} : vector<1x2xf16> into vector<2x4x2x2x1x2xf16>
      %104 = vector.transfer_read %subview_4[%92, %65], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<1x2xf16>
      %105 = vector.insert_strided_slice %104, %103 {offsets = [1, 1, 0, 1, 0, 0], strides = [1, 1]} : vector<1x2xf16> into vector<2x4x2x2x1x2xf16>
      %106 = vector.transfer_read %subview_4[%97, %62], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<1x2xf16>
      %107 = vector.insert_strided_slice %106, %105 {offsets = [1, 1, 1, 0, 0, 0], strides = [1, 1]} : vector<1x2xf16> into vector<2x4x2x2x1x2xf16>
      %108 = vector.transfer_read %subview_4[%97, %65], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<1x2xf16>
      %109 = vector.insert_strided_slice %108, %107 {offsets = [1, 1, 1, 1, 0, 0], strides = [1, 1]} : vector<1x2xf16> into vector<2x4x2x2x1x2xf16>
      %110 = vector.transfer_read %subview_4[%92, %72], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<1x2xf16>
      %111 = vector.insert_strided_slice %110, %109 {offsets = [1, 2, 0, 0, 0, 0], strides = [1, 1]} : vector<1x2xf16> into vector<2x4x2x2x1x2xf16>
      %112 = vector.transfer_read %subview_4[%92, %75], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<1x2xf16>
      %113 = vector.insert_strided_slice %112, %111 {offsets = [1, 2, 0, 1, 0, 0], strides = [1, 1]} : vector<1x2xf16> into vector<2x4x2x2x1x2xf16>
      %114 = vector.transfer_read %subview_4[%97, %72], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<1x2xf16>
      %115 = vector.insert_strided_slice %114, %113 {offsets = [1, 2, 1, 0, 0, 0], strides = [1, 1]} : vector<1x2xf16> into vector<2x4x2x2x1x2xf16>
      %116 = vector.transfer_read %subview_4[%97, %75], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<1x2xf16>
      %117 = vector.insert_strided_slice %116, %115 {offsets = [1, 2, 1, 1, 0, 0], strides = [1, 1]} : vector<1x2xf16> into vector<2x4x2x2x1x2xf16>
      %118 = vector.transfer_read %subview_4[%92, %82], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<1x2xf16>
      %119 = vector.insert_strided_slice %118, %117 {offsets = [1, 3, 0, 0, 0, 0], strides = [1, 1]} : vector<1x2xf16> into vector<2x4x2x2x1x2xf16>
      %120 = vector.transfer_read %subview_4[%92, %85], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<1x2xf16>
      %121 = vector.insert_strided_slice %120, %119 {offsets = [1, 3, 0, 1, 0, 0], strides = [1, 1]} : vector<1x2xf16> into vector<2x4x2x2x1x2xf16>
      %122 = vector.transfer_read %subview_4[%97, %82], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<1x2xf16>
      %123 = vector.insert_strided_slice %122, %121 {offsets = [1, 3, 1, 0, 0, 0], strides = [1, 1]} : vector<1x2xf16> into vector<2x4x2x2x1x2xf16>
      %124 = vector.transfer_read %subview_4[%97, %85], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<1x2xf16>
      %125 = vector.insert_strided_slice %124, %123 {offsets = [1, 3, 1, 1, 0, 0], strides = [1, 1]} : vector<1x2xf16> into vector<2x4x2x2x1x2xf16>
      %126:3 = affine.delinearize_index %thread_id_x into (2, 32) : index, index, index
      %127 = affine.linearize_index disjoint [%126#1, %c0, %49#1] by (2, 4, 8) : index
      %128 = vector.transfer_read %subview[%51, %127], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<2x1xf16>
      %129 = vector.insert_strided_slice %128, %cst_1 {offsets = [0, 0, 0, 0, 0, 0], strides = [1, 1]} : vector<2x1xf16> into vector<4x4x2x1x2x1xf16>
      %130 = vector.transfer_read %subview[%54, %127], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<2x1xf16>
      %131 = vector.insert_strided_slice %130, %129 {offsets = [0, 0, 1, 0, 0, 0], strides = [1, 1]} : vector<2x1xf16> into vector<4x4x2x1x2x1xf16>
      %132 = affine.linearize_index disjoint [%126#1, %c1, %49#1] by (2, 4, 8) : index
      %133 = vector.transfer_read %subview[%51, %132], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<2x1xf16>
      %134 = vector.insert_strided_slice %133, %131 {offsets = [0, 1, 0, 0, 0, 0], strides = [1, 1]} : vector<2x1xf16> into vector<4x4x2x1x2x1xf16>
      %135 = vector.transfer_read %subview[%54, %132], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<2x1xf16>
      %136 = vector.insert_strided_slice %135, %134 {offsets = [0, 1, 1, 0, 0, 0], strides = [1, 1]} : vector<2x1xf16> into vector<4x4x2x1x2x1xf16>
      %137 = affine.linearize_index disjoint [%126#1, %c2, %49#1] by (2, 4, 8) : index
      %138 = vector.transfer_read %subview[%51, %137], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<2x1xf16>
      %139 = vector.insert_strided_slice %138, %136 {offsets = [0, 2, 0, 0, 0, 0], strides = [1, 1]} : vector<2x1xf16> into vector<4x4x2x1x2x1xf16>
      %140 = vector.transfer_read %subview[%54, %137], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<2x1xf16>
      %141 = vector.insert_strided_slice %140, %139 {offsets = [0, 2, 1, 0, 0, 0], strides = [1, 1]} : vector<2x1xf16> into vector<4x4x2x1x2x1xf16>
      %142 = affine.linearize_index disjoint [%126#1, %c3, %49#1] by (2, 4, 8) : index
      %143 = vector.transfer_read %subview[%51, %142], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<2x1xf16>
      %144 = vector.insert_strided_slice %143, %141 {offsets = [0, 3, 0, 0, 0, 0], strides = [1, 1]} : vector<2x1xf16> into vector<4x4x2x1x2x1xf16>
      %145 = vector.transfer_read %subview[%54, %142], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<2x1xf16>
      %146 = vector.insert_strided_slice %145, %144 {offsets = [0, 3, 1, 1, 0, 0, 0], strides = [1, 1]} : vector<2x1xf16> into vector<4x4x2x1x2x1xf16>
      %147 = vector.transfer_read %subview[%62, %127], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<2x1xf16>
      %148 = vector.insert_strided_slice %147, %146 {offsets = [1, 0, 0, 0, 0, 0], strides = [1, 1]} : vector<2x1xf16> into vector<4x4x2x1x2x1xf16>
      %149 = vector.transfer_read %subview[%65, %127], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<2x1xf16>
      %150 = vector.insert_strided_slice %149, %148 {offsets = [1, 0, 1, 0, 0, 0], strides = [1, 1]} : vector<2x1xf16> into vector<4x4x2x1x2x1xf16>
      %151 = vector.transfer_read %subview[%62, %132], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<2x1xf16>
      %152 = vector.insert_strided_slice %151, %150 {offsets = [1, 1, 0, 0, 0, 0], strides = [1, 1]} : vector<2x1xf16> into vector<4x4x2x1x2x1xf16>
      %153 = vector.transfer_read %subview[%65, %132], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<2x1xf16>
      %154 = vector.insert_strided_slice %153, %152 {offsets = [1, 1, 1, 0, 0, 0], strides = [1, 1]} : vector<2x1xf16> into vector<4x4x2x1x2x1xf16>
      %155 = vector.transfer_read %subview[%62, %137], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<2x1xf16>
      %156 = vector.insert_strided_slice %155, %154 {offsets = [1, 2, 0, 0, 0, 0], strides = [1, 1]} : vector<2x1xf16> into vector<4x4x2x1x2x1xf16>
      %157 = vector.transfer_read %subview[%65, %137], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<2x1xf16>
      %158 = vector.insert_strided_slice %157, %156 {offsets = [1, 2, 1, 0, 0, 0], strides = [1, 1]} : vector<2x1xf16> into vector<4x4x2x1x2x1xf16>
      %159 = vector.transfer_read %subview[%62, %142], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<2x1xf16>
      %160 = vector.insert_strided_slice %159, %158 {offsets = [1, 3, 0, 0, 0, 0], strides = [1, 1]} : vector<2x1xf16> into vector<4x4x2x1x2x1xf16>
      %161 = vector.transfer_read %subview[%65, %142], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<2x1xf16>
      %162 = vector.insert_strided_slice %161, %160 {offsets = [1, 3, 1, 0, 0, 0], strides = [1, 1]} : vector<2x1xf16> into vector<4x4x2x1x2x1xf16>
      %163 = vector.transfer_read %subview[%72, %127], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<2x1xf16>
      %164 = vector.insert_strided_slice %163, %162 {offsets = [2, 0, 0, 0, 0, 0], strides = [1, 1]} : vector<2x1xf16> into vector<4x4x2x1x2x1xf16>
      %165 = vector.transfer_read %subview[%75, %127], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<2x1xf16>
      %166 = vector.insert_strided_slice %165, %164 {offsets = [2, 0, 1, 0, 0, 0], strides = [1, 1]} : vector<2x1xf16> into vector<4x4x2x1x2x1xf16>
      %167 = vector.transfer_read %subview[%72, %132], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<2x1xf16>
      %168 = vector.insert_strided_slice %167, %166 {offsets = [2, 1, 0, 0, 0, 0], strides = [1, 1]} : vector<2x1xf16> into vector<4x4x2x1x2x1xf16>
      %169 = vector.transfer_read %subview[%75, %132], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<2x1xf16>
      %170 = vector.insert_strided_slice %169, %168 {offsets = [2, 1, 1, 0, 0, 0], strides = [1, 1]} : vector<2x1xf16> into vector<4x4x2x1x2x1xf16>
      %171 = vector.transfer_read %subview[%72, %137], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<2x1xf16>
      %172 = vector.insert_strided_slice %171, %170 {offsets = [2, 2, 0, 0, 0, 0], strides = [1, 1]} : vector<2x1xf16> into vector<4x4x2x1x2x1xf16>
      %173 = vector.transfer_read %subview[%75, %137], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<2x1xf16>
      %174 = vector.insert_strided_slice %173, %172 {offsets = [2, 2, 1, 0, 0, 0], strides = [1, 1]} : vector<2x1xf16> into vector<4x4x2x1x2x1xf16>
      %175 = vector.transfer_read %subview[%72, %142], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<2x1xf16>
      %176 = vector.insert_strided_slice %175, %174 {offsets = [2, 3, 0, 0, 0, 0], strides = [1, 1]} : vector<2x1xf16> into vector<4x4x2x1x2x1xf16>
      %177 = vector.transfer_read %subview[%75, %142], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<2x1xf16>
      %178 = vector.insert_strided_slice %177, %176 {offsets = [2, 3, 1, 0, 0, 0], strides = [1, 1]} : vector<2x1xf16> into vector<4x4x2x1x2x1xf16>
      %179 = vector.transfer_read %subview[%82, %127], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<2x1xf16>
      %180 = vector.insert_strided_slice %179, %178 {offsets = [3, 0, 0, 0, 0, 0], strides = [1, 1]} : vector<2x1xf16> into vector<4x4x2x1x2x1xf16>
      %181 = vector.transfer_read %subview[%85, %127], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<2x1xf16>
      %182 = vector.insert_strided_slice %181, %180 {offsets = [3, 0, 1, 0, 0, 0], strides = [1, 1]} : vector<2x1xf16> into vector<4x4x2x1x2x1xf16>
      %183 = vector.transfer_read %subview[%82, %132], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<2x1xf16>
      %184 = vector.insert_strided_slice %183, %182 {offsets = [3, 1, 0, 0, 0, 0], strides = [1, 1]} : vector<2x1xf16> into vector<4x4x2x1x2x1xf16>
      %185 = vector.transfer_read %subview[%85, %132], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<2x1xf16>
      %186 = vector.insert_strided_slice %185, %184 {offsets = [3, 1, 1, 0, 0, 0], strides = [1, 1]} : vector<2x1xf16> into vector<4x4x2x1x2x1xf16>
      %187 = vector.transfer_read %subview[%82, %137], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<2x1xf16>
      %188 = vector.insert_strided_slice %187, %186 {offsets = [3, 2, 0, 0, 0, 0], strides = [1, 1]} : vector<2x1xf16> into vector<4x4x2x1x2x1xf16>
      %189 = vector.transfer_read %subview[%85, %137], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<2x1xf16>
      %190 = vector.insert_strided_slice %189, %188 {offsets = [3, 2, 1, 0, 0, 0], strides = [1, 1]} : vector<2x1xf16> into vector<4x4x2x1x2x1xf16>
      %191 = vector.transfer_read %subview[%82, %142], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<2x1xf16>
      %192 = vector.insert_strided_slice %191, %190 {offsets = [3, 3, 0, 0, 0, 0], strides = [1, 1]} : vector<2x1xf16> into vector<4x4x2x1x2x1xf16>
      %193 = vector.transfer_read %subview[%85, %142], %0 {in_bounds = [true, true]} : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>, vector<2x1xf16>
      %194 = vector.insert_strided_slice %193, %192 {offsets = [3, 3, 1, 0, 0, 0], strides = [1, 1]} : vector<2x1xf16> into vector<4x4x2x1x2x1xf16>
      %195 = vector.transpose %125, [0, 2, 4, 1, 3, 5] : vector<2x4x2x2x1x2xf16> to vector<2x2x1x4x2x2xf16>
      %196 = vector.shape_cast %195 : vector<2x2x1x4x2x2xf16> to vector<2x1x1x1x2x1x4x1x1x1x2x2xf16>
      %197 = vector.transpose %196, [0, 3, 6, 9, 1, 4, 7, 10, 2, 5, 8, 11] : vector<2x1x1x1x2x1x4x1x1x1x2x2xf16> to vector<2x1x4x1x1x2x1x2x1x1x1x2xf16>
      %198 = vector.transpose %194, [0, 2, 4, 1, 3, 5] : vector<4x4x2x1x2x1xf16> to vector<4x2x2x4x1x1xf16>
      %199 = vector.shape_cast %198 : vector<4x2x2x4x1x1xf16> to vector<4x1x1x1x2x2x4x1x1x1x1x1xf16>
      %200 = vector.transpose %199, [0, 3, 6, 9, 1, 4, 7, 10, 2, 5, 8, 11] : vector<4x1x1x1x2x2x4x1x1x1x1x1xf16> to vector<4x1x4x1x1x2x1x1x1x2x1x1xf16>
      %201 = vector.shape_cast %197 : vector<2x1x4x1x1x2x1x2x1x1x1x2xf16> to vector<2x4x2x4xf16>
      %202 = vector.shape_cast %200 : vector<4x1x4x1x1x2x1x1x1x2x1x1xf16> to vector<4x4x1x4xf16>
      %203 = vector.extract %201[0, 0] : vector<2x4xf16> from vector<2x4x2x4xf16>
      %204 = vector.extract %202[0, 0] : vector<1x4xf16> from vector<4x4x1x4xf16>
      %205 = vector.shape_cast %204 : vector<1x4xf16> to vector<2x2xf16>
      %206 = vector.shape_cast %203 : vector<2x4xf16> to vector<2x2x2xf16>
      %207 = vector.transpose %206, [1, 0, 2] : vector<2x2x2xf16> to vector<2x2x2xf16>
      %208 = vector.shape_cast %207 : vector<2x2x2xf16> to vector<4x2xf16>
      %209 = nvgpu.mma.sync(%208, %205, %arg10) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %210 = vector.extract %202[0, 1] : vector<1x4xf16> from vector<4x4x1x4xf16>
      %211 = vector.shape_cast %210 : vector<1x4xf16> to vector<2x2xf16>
      %212 = nvgpu.mma.sync(%208, %211, %arg9) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %213 = vector.extract %202[0, 2] : vector<1x4xf16> from vector<4x4x1x4xf16>
      %214 = vector.shape_cast %213 : vector<1x4xf16> to vector<2x2xf16>
      %215 = nvgpu.mma.sync(%208, %214, %arg8) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %216 = vector.extract %202[0, 3] : vector<1x4xf16> from vector<4x4x1x4xf16>
      %217 = vector.shape_cast %216 : vector<1x4xf16> to vector<2x2xf16>
      %218 = nvgpu.mma.sync(%208, %217, %arg7) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %219 = vector.extract %201[1, 0] : vector<2x4xf16> from vector<2x4x2x4xf16>
      %220 = vector.shape_cast %219 : vector<2x4xf16> to vector<2x2x2xf16>
      %221 = vector.transpose %220, [1, 0, 2] : vector<2x2x2xf16> to vector<2x2x2xf16>
      %222 = vector.shape_cast %221 : vector<2x2x2xf16> to vector<4x2xf16>
      %223 = nvgpu.mma.sync(%222, %205, %arg6) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %224 = nvgpu.mma.sync(%222, %211, %arg5) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %225 = nvgpu.mma.sync(%222, %214, %arg4) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %226 = nvgpu.mma.sync(%222, %217, %arg3) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %227 = vector.extract %201[0, 1] : vector<2x4xf16> from vector<2x4x2x4xf16>
      %228 = vector.extract %202[1, 0] : vector<1x4xf16> from vector<4x4x1x4xf16>
      %229 = vector.shape_cast %228 : vector<1x4xf16> to vector<2x2xf16>
      %230 = vector.shape_cast %227 : vector<2x4xf16> to vector<2x2x2xf16>
      %231 = vector.transpose %230, [1, 0, 2] : vector<2x2x2xf16> to vector<2x2x2xf16>
      %232 = vector.shape_cast %231 : vector<2x2x2xf16> to vector<4x2xf16>
      %233 = nvgpu.mma.sync(%232, %229, %209) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %234 = vector.extract %202[1, 1] : vector<1x4xf16> from vector<4x4x1x4xf16>
      %235 = vector.shape_cast %234 : vector<1x4xf16> to vector<2x2xf16>
      %236 = nvgpu.mma.sync(%232, %235, %212) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %237 = vector.extract %202[1, 2] : vector<1x4xf16> from vector<4x4x1x4xf16>
      %238 = vector.shape_cast %237 : vector<1x4xf16> to vector<2x2xf16>
      %239 = nvgpu.mma.sync(%232, %238, %215) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %240 = vector.extract %202[1, 3] : vector<1x4xf16> from vector<4x4x1x4xf16>
      %241 = vector.shape_cast %240 : vector<1x4xf16> to vector<2x2xf16>
      %242 = nvgpu.mma.sync(%232, %241, %218) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %243 = vector.extract %201[1, 1] : vector<2x4xf16> from vector<2x4x2x4xf16>
      %244 = vector.shape_cast %243 : vector<2x4xf16> to vector<2x2x2xf16>
      %245 = vector.transpose %244, [1, 0, 2] : vector<2x2x2xf16> to vector<2x2x2xf16>
      %246 = vector.shape_cast %245 : vector<2x2x2xf16> to vector<4x2xf16>
      %247 = nvgpu.mma.sync(%246, %229, %223) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %248 = nvgpu.mma.sync(%246, %235, %224) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %249 = nvgpu.mma.sync(%246, %238, %225) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %250 = nvgpu.mma.sync(%246, %241, %226) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %251 = vector.extract %201[0, 2] : vector<2x4xf16> from vector<2x4x2x4xf16>
      %252 = vector.extract %202[2, 0] : vector<1x4xf16> from vector<4x4x1x4xf16>
      %253 = vector.shape_cast %252 : vector<1x4xf16> to vector<2x2xf16>
      %254 = vector.shape_cast %251 : vector<2x4xf16> to vector<2x2x2xf16>
      %255 = vector.transpose %254, [1, 0, 2] : vector<2x2x2xf16> to vector<2x2x2xf16>
      %256 = vector.shape_cast %255 : vector<2x2x2xf16> to vector<4x2xf16>
      %257 = nvgpu.mma.sync(%256, %253, %233) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %258 = vector.extract %202[2, 1] : vector<1x4xf16> from vector<4x4x1x4xf16>
      %259 = vector.shape_cast %258 : vector<1x4xf16> to vector<2x2xf16>
      %260 = nvgpu.mma.sync(%256, %259, %236) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %261 = vector.extract %202[2, 2] : vector<1x4xf16> from vector<4x4x1x4xf16>
      %262 = vector.shape_cast %261 : vector<1x4xf16> to vector<2x2xf16>
      %263 = nvgpu.mma.sync(%256, %262, %239) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %264 = vector.extract %202[2, 3] : vector<1x4xf16> from vector<4x4x1x4xf16>
      %265 = vector.shape_cast %264 : vector<1x4xf16> to vector<2x2xf16>
      %266 = nvgpu.mma.sync(%256, %265, %242) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %267 = vector.extract %201[1, 2] : vector<2x4xf16> from vector<2x4x2x4xf16>
      %268 = vector.shape_cast %267 : vector<2x4xf16> to vector<2x2x2xf16>
      %269 = vector.transpose %268, [1, 0, 2] : vector<2x2x2xf16> to vector<2x2x2xf16>
      %270 = vector.shape_cast %269 : vector<2x2x2xf16> to vector<4x2xf16>
      %271 = nvgpu.mma.sync(%270, %253, %247) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %272 = nvgpu.mma.sync(%270, %259, %248) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %273 = nvgpu.mma.sync(%270, %262, %249) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %274 = nvgpu.mma.sync(%270, %265, %250) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %275 = vector.extract %201[0, 3] : vector<2x4xf16> from vector<2x4x2x4xf16>
      %276 = vector.extract %202[3, 0] : vector<1x4xf16> from vector<4x4x1x4xf16>
      %277 = vector.shape_cast %276 : vector<1x4xf16> to vector<2x2xf16>
      %278 = vector.shape_cast %275 : vector<2x4xf16> to vector<2x2x2xf16>
      %279 = vector.transpose %278, [1, 0, 2] : vector<2x2x2xf16> to vector<2x2x2xf16>
      %280 = vector.shape_cast %279 : vector<2x2x2xf16> to vector<4x2xf16>
      %281 = nvgpu.mma.sync(%280, %277, %257) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %282 = vector.extract %202[3, 1] : vector<1x4xf16> from vector<4x4x1x4xf16>
      %283 = vector.shape_cast %282 : vector<1x4xf16> to vector<2x2xf16>
      %284 = nvgpu.mma.sync(%280, %283, %260) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %285 = vector.extract %202[3, 2] : vector<1x4xf16> from vector<4x4x1x4xf16>
      %286 = vector.shape_cast %285 : vector<1x4xf16> to vector<2x2xf16>
      %287 = nvgpu.mma.sync(%280, %286, %263) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %288 = vector.extract %202[3, 3] : vector<1x4xf16> from vector<4x4x1x4xf16>
      %289 = vector.shape_cast %288 : vector<1x4xf16> to vector<2x2xf16>
      %290 = nvgpu.mma.sync(%280, %289, %266) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %291 = vector.extract %201[1, 3] : vector<2x4xf16> from vector<2x4x2x4xf16>
      %292 = vector.shape_cast %291 : vector<2x4xf16> to vector<2x2x2xf16>
      %293 = vector.transpose %292, [1, 0, 2] : vector<2x2x2xf16> to vector<2x2x2xf16>
      %294 = vector.shape_cast %293 : vector<2x2x2xf16> to vector<4x2xf16>
      %295 = nvgpu.mma.sync(%294, %277, %271) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %296 = nvgpu.mma.sync(%294, %283, %272) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %297 = nvgpu.mma.sync(%294, %286, %273) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %298 = nvgpu.mma.sync(%294, %289, %274) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      scf.yield %298, %297, %296, %295, %290, %287, %284, %281 : vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>
    }
    %5 = vector.shape_cast %4#7 : vector<2x2xf32> to vector<1x1x2x2xf32>
    %6 = vector.shape_cast %4#6 : vector<2x2xf32> to vector<1x1x2x2xf32>
    %7 = vector.shape_cast %4#5 : vector<2x2xf32> to vector<1x1x2x2xf32>
    %8 = vector.shape_cast %4#4 : vector<2x2xf32> to vector<1x1x2x2xf32>
    %9 = vector.shape_cast %4#3 : vector<2x2xf32> to vector<1x1x2x2xf32>
    %10 = vector.shape_cast %4#2 : vector<2x2xf32> to vector<1x1x2x2xf32>
    %11 = vector.shape_cast %4#1 : vector<2x2xf32> to vector<1x1x2x2xf32>
    %12 = vector.shape_cast %4#0 : vector<2x2xf32> to vector<1x1x2x2xf32>
    %13 = vector.insert_strided_slice %5, %cst_0 {offsets = [0, 0, 0, 0], strides = [1, 1, 1, 1]} : vector<1x1x2x2xf32> into vector<2x4x2x2xf32>
    %14 = vector.insert_strided_slice %6, %13 {offsets = [0, 1, 0, 0], strides = [1, 1, 1, 1]} : vector<1x1x2x2xf32> into vector<2x4x2x2xf32>
    %15 = vector.insert_strided_slice %7, %14 {offsets = [0, 2, 0, 0], strides = [1, 1, 1, 1]} : vector<1x1x2x2xf32> into vector<2x4x2x2xf32>
    %16 = vector.insert_strided_slice %8, %15 {offsets = [0, 3, 0, 0], strides = [1, 1, 1, 1]} : vector<1x1x2x2xf32> into vector<2x4x2x2xf32>
    %17 = vector.insert_strided_slice %9, %16 {offsets = [1, 0, 0, 0], strides = [1, 1, 1, 1]} : vector<1x1x2x2xf32> into vector<2x4x2x2xf32>
    %18 = vector.insert_strided_slice %10, %17 {offsets = [1, 1, 0, 0], strides = [1, 1, 1, 1]} : vector<1x1x2x2xf32> into vector<2x4x2x2xf32>
    %19 = vector.insert_strided_slice %11, %18 {offsets = [1, 2, 0, 0], strides = [1, 1, 1, 1]} : vector<1x1x2x2xf32> into vector<2x4x2x2xf32>
    %20 = vector.insert_strided_slice %12, %19 {offsets = [1, 3, 0, 0], strides = [1, 1, 1, 1]} : vector<1x1x2x2xf32> into vector<2x4x2x2xf32>
    %21 = vector.shape_cast %20 : vector<2x4x2x2xf32> to vector<2x1x4x1x1x2x1x1x1x1x1x2xf32>
    %22 = vector.transpose %21, [0, 4, 8, 1, 5, 9, 2, 6, 10, 3, 7, 11] : vector<2x1x4x1x1x2x1x1x1x1x1x2xf32> to vector<2x1x1x1x2x1x4x1x1x1x1x2xf32>
    %23 = vector.shape_cast %22 : vector<2x1x1x1x2x1x4x1x1x1x1x2xf32> to vector<2x2x1x4x1x2xf32>
    %24 = vector.transpose %23, [0, 3, 1, 4, 2, 5] : vector<2x2x1x4x1x2xf32> to vector<2x4x2x1x1x2xf32>
    %25:3 = affine.delinearize_index %thread_id_x into (2, 2, 32) : index, index, index
    %26:3 = affine.delinearize_index %thread_id_x into (8, 4) : index, index, index
    %27 = arith.cmpi eq, %thread_id_y, %c0 : index
    scf.if %27 {
      %28 = affine.linearize_index disjoint [%25#0, %c0, %c0, %26#1] by (2, 2, 2, 8) : index
      %29 = affine.linearize_index disjoint [%25#1, %c0, %26#2, %c0] by (2, 4, 4, 2) : index
      %30 = vector.extract %24[0, 0, 0, 0] : vector<1x2xf32> from vector<2x4x2x1x1x2xf32>
      vector.transfer_write %30, %subview_7[%28, %29] {in_bounds = [true, true]} : vector<1x2xf32>, memref<64x64xf32, strided<[1024, 1], offset: ?>>
      %31 = affine.linearize_index disjoint [%25#0, %c0, %c1, %26#1] by (2, 2, 2, 8) : index
      %32 = vector.extract %24[0, 0, 1, 0] : vector<1x2xf32> from vector<2x4x2x1x1x2xf32>
      vector.transfer_write %32, %subview_7[%31, %29] {in_bounds = [true, true]} : vector<1x2xf32>, memref<64x64xf32, strided<[1024, 1], offset: ?>>
      %33 = affine.linearize_index disjoint [%25#1, %c1, %26#2, %c0] by (2, 4, 4, 2) : index
      %34 = vector.extract %24[0, 1, 0, 0] : vector<1x2xf32> from vector<2x4x2x1x1x2xf32>
      vector.transfer_write %34, %subview_7[%28, %33] {in_bounds = [true, true]} : vector<1x2xf32>, memref<64x64xf32, strided<[1024, 1], offset: ?>>
      %35 = vector.extract %24[0, 1, 1, 0] : vector<1x2xf32> from vector<2x4x2x1x1x2xf32>
      vector.transfer_write %35, %subview_7[%31, %33] {in_bounds = [true, true]} : vector<1x2xf32>, memref<64x64xf32, strided<[1024, 1], offset: ?>>
      %36 = affine.linearize_index disjoint [%25#1, %c2, %26#2, %c0] by (2, 4, 4, 2) : index
      %37 = vector.extract %24[0, 2, 0, 0] : vector<1x2xf32> from vector<2x4x2x1x1x2xf32>
      vector.transfer_write %37, %subview_7[%28, %36] {in_bounds = [true, true]} : vector<1x2xf32>, memref<64x64xf32, strided<[1024, 1], offset: ?>>
      %38 = vector.extract %24[0, 2, 1, 0] : vector<1x2xf32> from vector<2x4x2x1x1x2xf32>
      vector.transfer_write %38, %subview_7[%31, %36] {in_bounds = [true, true]} : vector<1x2xf32>, memref<64x64xf32, strided<[1024, 1], offset: ?>>
      %39 = affine.linearize_index disjoint [%25#1, %c3, %26#2, %c0] by (2, 4, 4, 2) : index
      %40 = vector.extract %24[0, 3, 0, 0] : vector<1x2xf32> from vector<2x4x2x1x1x2xf32>
      vector.transfer_write %40, %subview_7[%28, %39] {in_bounds = [true, true]} : vector<1x2xf32>, memref<64x64xf32, strided<[1024, 1], offset: ?>>
      %41 = vector.extract %24[0, 3, 1, 0] : vector<1x2xf32> from vector<2x4x2x1x1x2xf32>
      vector.transfer_write %41, %subview_7[%31, %39] {in_bounds = [true, true]} : vector<1x2xf32>, memref<64x64xf32, strided<[1024, 1], offset: ?>>
      %42 = affine.linearize_index disjoint [%25#0, %c1, %c0, %26#1] by (2, 2, 2, 8) : index
      %43 = vector.extract %24[1, 0, 0, 0] : vector<1x2xf32> from vector<2x4x2x1x1x2xf32>
      vector.transfer_write %43, %subview_7[%42, %29] {in_bounds = [true, true]} : vector<1x2xf32>, memref<64x64xf32, strided<[1024, 1], offset: ?>>
      %44 = affine.linearize_index disjoint [%25#0, %c1, %c1, %26#1] by (2, 2, 2, 8) : index
      %45 = vector.extract %24[1, 0, 1, 0] : vector<1x2xf32> from vector<2x4x2x1x1x2xf32>
      vector.transfer_write %45, %subview_7[%44, %29] {in_bounds = [true, true]} : vector<1x2xf32>, memref<64x64xf32, strided<[1024, 1], offset: ?>>
      %46 = vector.extract %24[1, 1, 0, 0] : vector<1x2xf32> from vector<2x4x2x1x1x2xf32>
      vector.transfer_write %46, %subview_7[%42, %33] {in_bounds = [true, true]} : vector<1x2xf32>, memref<64x64xf32, strided<[1024, 1], offset: ?>>
      %47 = vector.extract %24[1, 1, 1, 0] : vector<1x2xf32> from vector<2x4x2x1x1x2xf32>
      vector.transfer_write %47, %subview_7[%44, %33] {in_bounds = [true, true]} : vector<1x2xf32>, memref<64x64xf32, strided<[1024, 1], offset: ?>>
      %48 = vector.extract %24[1, 2, 0, 0] : vector<1x2xf32> from vector<2x4x2x1x1x2xf32>
      vector.transfer_write %48, %subview_7[%42, %36] {in_bounds = [true, true]} : vector<1x2xf32>, memref<64x64xf32, strided<[1024, 1], offset: ?>>
      %49 = vector.extract %24[1, 2, 1, 0] : vector<1x2xf32> from vector<2x4x2x1x1x2xf32>
      vector.transfer_write %49, %subview_7[%44, %36] {in_bounds = [true, true]} : vector<1x2xf32>, memref<64x64xf32, strided<[1024, 1], offset: ?>>
      %50 = vector.extract %24[1, 3, 0, 0] : vector<1x2xf32> from vector<2x4x2x1x1x2xf32>
      vector.transfer_write %50, %subview_7[%42, %39] {in_bounds = [true, true]} : vector<1x2xf32>, memref<64x64xf32, strided<[1024, 1], offset: ?>>
      %51 = vector.extract %24[1, 3, 1, 0] : vector<1x2xf32> from vector<2x4x2x1x1x2xf32>
      vector.transfer_write %51, %subview_7[%44, %39] {in_bounds = [true, true]} : vector<1x2xf32>, memref<64x64xf32, strided<[1024, 1], offset: ?>>
    }
  memref.dealloc %subview_4 : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>
  memref.dealloc %subview : memref<64x64xf16, strided<[68, 1]>, #gpu.address_space<workgroup>>
  return
}
