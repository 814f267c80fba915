// numba-cuda kernel `stencil_1d_halo` (bench/numba/kernels.py), compiled by numba-cuda-mlir 0.6.0
// for void(float32[::1], float32[::1]):
//   numba_cuda_mlir.compiler.compile_mlir(stencil_1d_halo, sig, chip="sm_90")
// = numba-cuda-mlir's MLIR before its own lowering pipeline, printed as it is, without a GPU
// (numba_cuda_mlir.tools._cached_cc = (9, 0); tools.get_cuda_runtime_version = lambda: (13, 0)).
// Command: python -m bench.numba.generate --print stencil_1d_halo   (every kernel, with this header:
// python -m bench.numba.generate; --check compares). Unedited: stock mlir-opt 22 reads it as it is.
// Source code of this project (MIT); numba-cuda-mlir is Apache-2.0.
module {
  gpu.module @numba_cuda_mlir_gpu_module [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx90">] attributes {numba_cuda_mlir.link_target} {
    llvm.mlir.global common @__numba_cuda_mlir_error_code(0 : i32) {addr_space = 0 : i32} : i32
    gpu.func @_Z15stencil_1d_halo5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: memref<?xf32, strided<[?], offset: ?>>) kernel attributes {llvm.emit_c_interface, numba_cuda_mlir.arg_attrs = [{}, {}], numba_cuda_mlir.orig_arg_types = [memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>]} {
      %alloca = memref.alloca() : memref<1xindex>
      %c0 = arith.constant 0 : index
      %c0_0 = arith.constant 0 : index
      memref.store %c0, %alloca[%c0_0] : memref<1xindex>
      %0 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %alloca_1 = memref.alloca() : memref<1xf32>
      %alloca_2 = memref.alloca() : memref<1xf32>
      %alloca_3 = memref.alloca() : memref<1xf32>
      %alloca_4 = memref.alloca() : memref<1xf32>
      %c128_i64 = arith.constant 128 : i64
      %c2_i64 = arith.constant 2 : i64
      %c3_i64 = arith.constant 3 : i64
      %1 = arith.muli %c2_i64, %c3_i64 overflow<nsw> : i64
      %2 = arith.addi %c128_i64, %1 overflow<nsw> : i64
      %cst = arith.constant 0.000000e+00 : f32
      %3 = arith.index_cast %2 : i64 to index
      %c4 = arith.constant 4 : index
      %4 = arith.muli %c4, %3 : index
      %c0_5 = arith.constant 0 : index
      %5 = memref.load %alloca[%c0_5] : memref<1xindex>
      %view = memref.view %0[%5][%3] : memref<?xi8, #gpu.address_space<workgroup>> to memref<?xf32, #gpu.address_space<workgroup>>
      %6 = arith.addi %5, %4 : index
      %c0_6 = arith.constant 0 : index
      %7 = memref.load %alloca[%c0_6] : memref<1xindex>
      %c0_7 = arith.constant 0 : index
      memref.store %6, %alloca[%c0_7] : memref<1xindex>
      %thread_id_x = gpu.thread_id x
      %8 = arith.index_cast %thread_id_x : index to i32
      %c1_i64 = arith.constant 1 : i64
      %thread_id_x_8 = gpu.thread_id x
      %block_dim_x = gpu.block_dim x
      %block_id_x = gpu.block_id x
      %9 = arith.muli %block_id_x, %block_dim_x : index
      %10 = arith.addi %9, %thread_id_x_8 : index
      %11 = arith.index_cast %10 : index to i32
      %c0_9 = arith.constant 0 : index
      %dim = memref.dim %arg0, %c0_9 : memref<?xf32, strided<[?], offset: ?>>
      %c0_i64 = arith.constant 0 : i64
      %12 = arith.extsi %11 : i32 to i64
      %13 = arith.index_cast %dim : index to i64
      %14 = arith.cmpi slt, %12, %13 : i64
      %alloca_10 = memref.alloca() : memref<5xi64>
      cf.cond_br %14, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %15 = arith.index_cast %11 : i32 to index
      %c0_11 = arith.constant 0 : index
      %16 = arith.cmpi slt, %15, %c0_11 : index
      %c0_12 = arith.constant 0 : index
      %dim_13 = memref.dim %arg0, %c0_12 : memref<?xf32, strided<[?], offset: ?>>
      %17 = arith.addi %15, %dim_13 : index
      %18 = arith.select %16, %17, %15 : index
      %19 = memref.load %arg0[%18] : memref<?xf32, strided<[?], offset: ?>>
      %c0_14 = arith.constant 0 : index
      memref.store %19, %alloca_1[%c0_14] : memref<1xf32>
      cf.br ^bb3
    ^bb2:  // pred: ^bb0
      %cst_15 = arith.constant 0.000000e+00 : f32
      %c0_i64_16 = arith.constant 0 : i64
      %cst_17 = arith.constant 0.000000e+00 : f32
      %c0_18 = arith.constant 0 : index
      memref.store %cst_17, %alloca_1[%c0_18] : memref<1xf32>
      cf.br ^bb3
    ^bb3:  // 2 preds: ^bb1, ^bb2
      %c3_i64_19 = arith.constant 3 : i64
      %20 = arith.extsi %8 : i32 to i64
      %21 = arith.addi %20, %c3_i64_19 overflow<nsw> : i64
      %22 = arith.index_cast %21 : i64 to index
      %c0_20 = arith.constant 0 : index
      %23 = arith.cmpi slt, %22, %c0_20 : index
      %c0_21 = arith.constant 0 : index
      %dim_22 = memref.dim %view, %c0_21 : memref<?xf32, #gpu.address_space<workgroup>>
      %24 = arith.addi %22, %dim_22 : index
      %25 = arith.select %23, %24, %22 : index
      %c0_23 = arith.constant 0 : index
      %26 = memref.load %alloca_1[%c0_23] : memref<1xf32>
      memref.store %26, %view[%25] : memref<?xf32, #gpu.address_space<workgroup>>
      %c3_i64_24 = arith.constant 3 : i64
      %27 = arith.extsi %8 : i32 to i64
      %28 = arith.cmpi slt, %27, %c3_i64_24 : i64
      cf.cond_br %28, ^bb4, ^bb11
    ^bb4:  // pred: ^bb3
      %c3_i64_25 = arith.constant 3 : i64
      %29 = arith.extsi %11 : i32 to i64
      %30 = arith.subi %29, %c3_i64_25 overflow<nsw> : i64
      %c128_i64_26 = arith.constant 128 : i64
      %31 = arith.extsi %11 : i32 to i64
      %32 = arith.addi %31, %c128_i64_26 overflow<nsw> : i64
      %c0_i64_27 = arith.constant 0 : i64
      %33 = arith.cmpi sge, %30, %c0_i64_27 : i64
      cf.cond_br %33, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %34 = arith.index_cast %30 : i64 to index
      %c0_28 = arith.constant 0 : index
      %35 = arith.cmpi slt, %34, %c0_28 : index
      %c0_29 = arith.constant 0 : index
      %dim_30 = memref.dim %arg0, %c0_29 : memref<?xf32, strided<[?], offset: ?>>
      %36 = arith.addi %34, %dim_30 : index
      %37 = arith.select %35, %36, %34 : index
      %38 = memref.load %arg0[%37] : memref<?xf32, strided<[?], offset: ?>>
      %c0_31 = arith.constant 0 : index
      memref.store %38, %alloca_2[%c0_31] : memref<1xf32>
      cf.br ^bb7
    ^bb6:  // pred: ^bb4
      %cst_32 = arith.constant 0.000000e+00 : f32
      %c0_i64_33 = arith.constant 0 : i64
      %cst_34 = arith.constant 0.000000e+00 : f32
      %c0_35 = arith.constant 0 : index
      memref.store %cst_34, %alloca_2[%c0_35] : memref<1xf32>
      cf.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      %39 = arith.index_cast %8 : i32 to index
      %c0_36 = arith.constant 0 : index
      %40 = arith.cmpi slt, %39, %c0_36 : index
      %c0_37 = arith.constant 0 : index
      %dim_38 = memref.dim %view, %c0_37 : memref<?xf32, #gpu.address_space<workgroup>>
      %41 = arith.addi %39, %dim_38 : index
      %42 = arith.select %40, %41, %39 : index
      %c0_39 = arith.constant 0 : index
      %43 = memref.load %alloca_2[%c0_39] : memref<1xf32>
      memref.store %43, %view[%42] : memref<?xf32, #gpu.address_space<workgroup>>
      %44 = arith.index_cast %dim : index to i64
      %45 = arith.cmpi slt, %32, %44 : i64
      cf.cond_br %45, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %46 = arith.index_cast %32 : i64 to index
      %c0_40 = arith.constant 0 : index
      %47 = arith.cmpi slt, %46, %c0_40 : index
      %c0_41 = arith.constant 0 : index
      %dim_42 = memref.dim %arg0, %c0_41 : memref<?xf32, strided<[?], offset: ?>>
      %48 = arith.addi %46, %dim_42 : index
      %49 = arith.select %47, %48, %46 : index
      %50 = memref.load %arg0[%49] : memref<?xf32, strided<[?], offset: ?>>
      %c0_43 = arith.constant 0 : index
      memref.store %50, %alloca_3[%c0_43] : memref<1xf32>
      cf.br ^bb10
    ^bb9:  // pred: ^bb7
      %cst_44 = arith.constant 0.000000e+00 : f32
      %c0_i64_45 = arith.constant 0 : i64
      %cst_46 = arith.constant 0.000000e+00 : f32
      %c0_47 = arith.constant 0 : index
      memref.store %cst_46, %alloca_3[%c0_47] : memref<1xf32>
      cf.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      %c128_i64_48 = arith.constant 128 : i64
      %51 = arith.extsi %8 : i32 to i64
      %52 = arith.addi %51, %c128_i64_48 overflow<nsw> : i64
      %c3_i64_49 = arith.constant 3 : i64
      %53 = arith.addi %52, %c3_i64_49 overflow<nsw> : i64
      %54 = arith.index_cast %53 : i64 to index
      %c0_50 = arith.constant 0 : index
      %55 = arith.cmpi slt, %54, %c0_50 : index
      %c0_51 = arith.constant 0 : index
      %dim_52 = memref.dim %view, %c0_51 : memref<?xf32, #gpu.address_space<workgroup>>
      %56 = arith.addi %54, %dim_52 : index
      %57 = arith.select %55, %56, %54 : index
      %c0_53 = arith.constant 0 : index
      %58 = memref.load %alloca_3[%c0_53] : memref<1xf32>
      memref.store %58, %view[%57] : memref<?xf32, #gpu.address_space<workgroup>>
      cf.br ^bb11
    ^bb11:  // 2 preds: ^bb3, ^bb10
      gpu.barrier
      %59 = arith.extsi %11 : i32 to i64
      %60 = arith.index_cast %dim : index to i64
      %61 = arith.cmpi slt, %59, %60 : i64
      cf.cond_br %61, ^bb12, ^bb16
    ^bb12:  // pred: ^bb11
      %cst_54 = arith.constant 0.000000e+00 : f32
      %c0_i64_55 = arith.constant 0 : i64
      %cst_56 = arith.constant 0.000000e+00 : f32
      %c0_57 = arith.constant 0 : index
      memref.store %cst_56, %alloca_4[%c0_57] : memref<1xf32>
      %c3_i64_58 = arith.constant 3 : i64
      %c0_i64_59 = arith.constant 0 : i64
      %62 = arith.subi %c0_i64_59, %c3_i64_58 : i64
      %c3_i64_60 = arith.constant 3 : i64
      %c1_i64_61 = arith.constant 1 : i64
      %63 = arith.addi %c3_i64_60, %c1_i64_61 overflow<nsw> : i64
      %c1_i64_62 = arith.constant 1 : i64
      %c0_i64_63 = arith.constant 0 : i64
      %c1_i64_64 = arith.constant 1 : i64
      %c0_65 = arith.constant 0 : index
      memref.store %62, %alloca_10[%c0_65] : memref<5xi64>
      %c1 = arith.constant 1 : index
      memref.store %63, %alloca_10[%c1] : memref<5xi64>
      %c2 = arith.constant 2 : index
      memref.store %c1_i64_62, %alloca_10[%c2] : memref<5xi64>
      %64 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %65 = arith.cmpi eq, %c1_i64_62, %c0_i64_63 : i64
      scf.if %65 {
        %108 = llvm.mlir.constant(0 : i32) : i32
        %109 = llvm.mlir.constant(5 : i32) : i32
        %110 = llvm.cmpxchg %64, %108, %109 monotonic monotonic : !llvm.ptr, i32
      }
      %c0_i64_66 = arith.constant 0 : i64
      %c1_i64_67 = arith.constant 1 : i64
      %66 = arith.subi %63, %62 : i64
      %67 = arith.subi %c0_i64_66, %66 : i64
      %68 = arith.subi %c0_i64_66, %c1_i64_62 : i64
      %69 = arith.cmpi sgt, %c1_i64_62, %c0_i64_66 : i64
      %70 = arith.subi %c1_i64_62, %c1_i64_67 : i64
      %71 = arith.addi %66, %70 : i64
      %72 = arith.divui %71, %c1_i64_62 : i64
      %73 = arith.cmpi sgt, %66, %c0_i64_66 : i64
      %74 = arith.select %73, %72, %c0_i64_66 : i64
      %75 = arith.subi %68, %c1_i64_67 : i64
      %76 = arith.addi %67, %75 : i64
      %77 = arith.divui %76, %68 : i64
      %78 = arith.cmpi sgt, %67, %c0_i64_66 : i64
      %79 = arith.select %78, %77, %c0_i64_66 : i64
      %80 = arith.select %69, %74, %79 : i64
      %c3 = arith.constant 3 : index
      memref.store %80, %alloca_10[%c3] : memref<5xi64>
      %c4_68 = arith.constant 4 : index
      memref.store %62, %alloca_10[%c4_68] : memref<5xi64>
      cf.br ^bb13
    ^bb13:  // 2 preds: ^bb12, ^bb14
      %c0_i64_69 = arith.constant 0 : i64
      %c1_i64_70 = arith.constant 1 : i64
      %c3_71 = arith.constant 3 : index
      %81 = memref.load %alloca_10[%c3_71] : memref<5xi64>
      %82 = arith.cmpi sgt, %81, %c0_i64_69 : i64
      %c4_72 = arith.constant 4 : index
      %83 = memref.load %alloca_10[%c4_72] : memref<5xi64>
      %84 = arith.subi %81, %c1_i64_70 : i64
      %c2_73 = arith.constant 2 : index
      %85 = memref.load %alloca_10[%c2_73] : memref<5xi64>
      %86 = arith.addi %83, %85 : i64
      %87 = arith.select %82, %84, %81 : i64
      %88 = arith.select %82, %86, %83 : i64
      %c3_74 = arith.constant 3 : index
      memref.store %87, %alloca_10[%c3_74] : memref<5xi64>
      %c4_75 = arith.constant 4 : index
      memref.store %88, %alloca_10[%c4_75] : memref<5xi64>
      %alloca_76 = memref.alloca() : memref<2xi64>
      %c0_77 = arith.constant 0 : index
      memref.store %83, %alloca_76[%c0_77] : memref<2xi64>
      %89 = arith.extui %82 : i1 to i64
      %c1_78 = arith.constant 1 : index
      memref.store %89, %alloca_76[%c1_78] : memref<2xi64>
      %c0_79 = arith.constant 0 : index
      %90 = memref.load %alloca_76[%c0_79] : memref<2xi64>
      %c1_80 = arith.constant 1 : index
      %91 = memref.load %alloca_76[%c1_80] : memref<2xi64>
      %c0_i64_81 = arith.constant 0 : i64
      %92 = arith.cmpi ne, %91, %c0_i64_81 : i64
      cf.cond_br %92, ^bb14, ^bb15
    ^bb14:  // pred: ^bb13
      %c3_i64_82 = arith.constant 3 : i64
      %93 = arith.extsi %8 : i32 to i64
      %94 = arith.addi %93, %c3_i64_82 overflow<nsw> : i64
      %95 = arith.addi %94, %90 overflow<nsw> : i64
      %96 = arith.index_cast %95 : i64 to index
      %c0_83 = arith.constant 0 : index
      %97 = arith.cmpi slt, %96, %c0_83 : index
      %c0_84 = arith.constant 0 : index
      %dim_85 = memref.dim %view, %c0_84 : memref<?xf32, #gpu.address_space<workgroup>>
      %98 = arith.addi %96, %dim_85 : index
      %99 = arith.select %97, %98, %96 : index
      %100 = memref.load %view[%99] : memref<?xf32, #gpu.address_space<workgroup>>
      %c0_86 = arith.constant 0 : index
      %101 = memref.load %alloca_4[%c0_86] : memref<1xf32>
      %102 = arith.addf %101, %100 : f32
      %c0_87 = arith.constant 0 : index
      memref.store %102, %alloca_4[%c0_87] : memref<1xf32>
      cf.br ^bb13
    ^bb15:  // pred: ^bb13
      %103 = arith.index_cast %11 : i32 to index
      %c0_88 = arith.constant 0 : index
      %104 = arith.cmpi slt, %103, %c0_88 : index
      %c0_89 = arith.constant 0 : index
      %dim_90 = memref.dim %arg1, %c0_89 : memref<?xf32, strided<[?], offset: ?>>
      %105 = arith.addi %103, %dim_90 : index
      %106 = arith.select %104, %105, %103 : index
      %c0_91 = arith.constant 0 : index
      %107 = memref.load %alloca_4[%c0_91] : memref<1xf32>
      memref.store %107, %arg1[%106] : memref<?xf32, strided<[?], offset: ?>>
      gpu.return
    ^bb16:  // pred: ^bb11
      gpu.return
    }
  }
}
