// numba-cuda kernel `smooth_rounds` (bench/numba/kernels.py), compiled by numba-cuda-mlir 0.6.0
// for void(float32[::1], float32[::1], float32[:, ::1]):
//   numba_cuda_mlir.compiler.compile_mlir(smooth_rounds, sig, chip="sm_90")
// = numba-cuda-mlir's MLIR before its own lowering pipeline, printed as it is, without a GPU
// (numba_cuda_mlir.tools._cached_cc = (9, 0); tools.get_cuda_runtime_version = lambda: (13, 0)).
// Command: python -m bench.numba.generate --print smooth_rounds   (every kernel, with this header:
// python -m bench.numba.generate; --check compares). Unedited: stock mlir-opt 22 reads it as it is.
// Source code of this project (MIT); numba-cuda-mlir is Apache-2.0.
module {
  gpu.module @numba_cuda_mlir_gpu_module [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx90">] attributes {numba_cuda_mlir.link_target} {
    llvm.mlir.global common @__numba_cuda_mlir_error_code(0 : i32) {addr_space = 0 : i32} : i32
    gpu.func @_Z13smooth_rounds5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: memref<?xf32, strided<[?], offset: ?>>, %arg2: memref<?x?xf32, strided<[?, ?], offset: ?>>) kernel attributes {llvm.emit_c_interface, numba_cuda_mlir.arg_attrs = [{}, {}, {}], numba_cuda_mlir.orig_arg_types = [memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>]} {
      %alloca = memref.alloca() : memref<1xf32>
      %alloca_0 = memref.alloca() : memref<1xf32>
      %alloca_1 = memref.alloca() : memref<1xf32>
      %c2_i64 = arith.constant 2 : i64
      %c128_i64 = arith.constant 128 : i64
      %cst = arith.constant 0.000000e+00 : f32
      %0 = memref.get_global @static_shared_memory_0 : memref<2x128xf32, #gpu.address_space<workgroup>>
      %c128_i64_2 = arith.constant 128 : i64
      %cst_3 = arith.constant 0.000000e+00 : f32
      %1 = memref.get_global @static_shared_memory_1 : memref<128xf32, #gpu.address_space<workgroup>>
      %c2_i64_4 = arith.constant 2 : i64
      %c128_i64_5 = arith.constant 128 : i64
      %cst_6 = arith.constant 0.000000e+00 : f32
      %2 = memref.get_global @static_shared_memory_2 : memref<2x128xf32, #gpu.address_space<workgroup>>
      %thread_id_x = gpu.thread_id x
      %3 = arith.index_cast %thread_id_x : index to i32
      %c1_i64 = arith.constant 1 : i64
      %thread_id_x_7 = gpu.thread_id x
      %block_dim_x = gpu.block_dim x
      %block_id_x = gpu.block_id x
      %4 = arith.muli %block_id_x, %block_dim_x : index
      %5 = arith.addi %4, %thread_id_x_7 : index
      %6 = arith.index_cast %5 : index to i32
      %c0 = arith.constant 0 : index
      %dim = memref.dim %arg0, %c0 : memref<?xf32, strided<[?], offset: ?>>
      %c0_i64 = arith.constant 0 : i64
      %7 = arith.extsi %6 : i32 to i64
      %8 = arith.index_cast %dim : index to i64
      %9 = arith.cmpi slt, %7, %8 : i64
      %alloca_8 = memref.alloca() : memref<5xi64>
      cf.cond_br %9, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %10 = arith.index_cast %6 : i32 to index
      %c0_9 = arith.constant 0 : index
      %11 = arith.cmpi slt, %10, %c0_9 : index
      %c0_10 = arith.constant 0 : index
      %dim_11 = memref.dim %arg0, %c0_10 : memref<?xf32, strided<[?], offset: ?>>
      %12 = arith.addi %10, %dim_11 : index
      %13 = arith.select %11, %12, %10 : index
      %14 = memref.load %arg0[%13] : memref<?xf32, strided<[?], offset: ?>>
      %c0_12 = arith.constant 0 : index
      memref.store %14, %alloca[%c0_12] : memref<1xf32>
      cf.br ^bb3
    ^bb2:  // pred: ^bb0
      %cst_13 = arith.constant 0.000000e+00 : f32
      %c0_i64_14 = arith.constant 0 : i64
      %cst_15 = arith.constant 0.000000e+00 : f32
      %c0_16 = arith.constant 0 : index
      memref.store %cst_15, %alloca[%c0_16] : memref<1xf32>
      cf.br ^bb3
    ^bb3:  // 2 preds: ^bb1, ^bb2
      %c0_i64_17 = arith.constant 0 : i64
      %15 = arith.index_cast %c0_i64_17 : i64 to index
      %c0_18 = arith.constant 0 : index
      %16 = arith.cmpi slt, %15, %c0_18 : index
      %c0_19 = arith.constant 0 : index
      %dim_20 = memref.dim %0, %c0_19 : memref<2x128xf32, #gpu.address_space<workgroup>>
      %17 = arith.addi %15, %dim_20 : index
      %18 = arith.select %16, %17, %15 : index
      %19 = arith.index_cast %3 : i32 to index
      %c0_21 = arith.constant 0 : index
      %20 = arith.cmpi slt, %19, %c0_21 : index
      %c1 = arith.constant 1 : index
      %dim_22 = memref.dim %0, %c1 : memref<2x128xf32, #gpu.address_space<workgroup>>
      %21 = arith.addi %19, %dim_22 : index
      %22 = arith.select %20, %21, %19 : index
      %c0_23 = arith.constant 0 : index
      %23 = memref.load %alloca[%c0_23] : memref<1xf32>
      memref.store %23, %0[%18, %22] : memref<2x128xf32, #gpu.address_space<workgroup>>
      %24 = arith.extsi %6 : i32 to i64
      %25 = arith.index_cast %dim : index to i64
      %26 = arith.cmpi slt, %24, %25 : i64
      cf.cond_br %26, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %27 = arith.index_cast %6 : i32 to index
      %c0_24 = arith.constant 0 : index
      %28 = arith.cmpi slt, %27, %c0_24 : index
      %c0_25 = arith.constant 0 : index
      %dim_26 = memref.dim %arg1, %c0_25 : memref<?xf32, strided<[?], offset: ?>>
      %29 = arith.addi %27, %dim_26 : index
      %30 = arith.select %28, %29, %27 : index
      %31 = memref.load %arg1[%30] : memref<?xf32, strided<[?], offset: ?>>
      %c0_27 = arith.constant 0 : index
      memref.store %31, %alloca_0[%c0_27] : memref<1xf32>
      cf.br ^bb6
    ^bb5:  // pred: ^bb3
      %cst_28 = arith.constant 0.000000e+00 : f32
      %c0_i64_29 = arith.constant 0 : i64
      %cst_30 = arith.constant 0.000000e+00 : f32
      %c0_31 = arith.constant 0 : index
      memref.store %cst_30, %alloca_0[%c0_31] : memref<1xf32>
      cf.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %c1_i64_32 = arith.constant 1 : i64
      %32 = arith.index_cast %c1_i64_32 : i64 to index
      %c0_33 = arith.constant 0 : index
      %33 = arith.cmpi slt, %32, %c0_33 : index
      %c0_34 = arith.constant 0 : index
      %dim_35 = memref.dim %0, %c0_34 : memref<2x128xf32, #gpu.address_space<workgroup>>
      %34 = arith.addi %32, %dim_35 : index
      %35 = arith.select %33, %34, %32 : index
      %36 = arith.index_cast %3 : i32 to index
      %c0_36 = arith.constant 0 : index
      %37 = arith.cmpi slt, %36, %c0_36 : index
      %c1_37 = arith.constant 1 : index
      %dim_38 = memref.dim %0, %c1_37 : memref<2x128xf32, #gpu.address_space<workgroup>>
      %38 = arith.addi %36, %dim_38 : index
      %39 = arith.select %37, %38, %36 : index
      %c0_39 = arith.constant 0 : index
      %40 = memref.load %alloca_0[%c0_39] : memref<1xf32>
      memref.store %40, %0[%35, %39] : memref<2x128xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %c0_i64_40 = arith.constant 0 : i64
      %41 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_41 = arith.constant 0 : index
      %c0_42 = arith.constant 0 : index
      %dim_43 = memref.dim %0, %c0_42 : memref<2x128xf32, #gpu.address_space<workgroup>>
      %c1_44 = arith.constant 1 : index
      %dim_45 = memref.dim %0, %c1_44 : memref<2x128xf32, #gpu.address_space<workgroup>>
      %42 = arith.index_cast %c0_i64_40 : i64 to index
      %c0_46 = arith.constant 0 : index
      %43 = arith.cmpi slt, %42, %c0_46 : index
      %c0_47 = arith.constant 0 : index
      %dim_48 = memref.dim %0, %c0_47 : memref<2x128xf32, #gpu.address_space<workgroup>>
      %44 = arith.addi %42, %dim_48 : index
      %45 = arith.select %43, %44, %42 : index
      %46 = arith.index_cast %3 : i32 to index
      %c0_49 = arith.constant 0 : index
      %47 = arith.cmpi slt, %46, %c0_49 : index
      %c1_50 = arith.constant 1 : index
      %dim_51 = memref.dim %0, %c1_50 : memref<2x128xf32, #gpu.address_space<workgroup>>
      %48 = arith.addi %46, %dim_51 : index
      %49 = arith.select %47, %48, %46 : index
      %c0_52 = arith.constant 0 : index
      %c1_53 = arith.constant 1 : index
      %50 = memref.load %0[%45, %49] : memref<2x128xf32, #gpu.address_space<workgroup>>
      %c1_i64_54 = arith.constant 1 : i64
      %c1_i64_55 = arith.constant 1 : i64
      %51 = arith.extsi %3 : i32 to i64
      %52 = arith.addi %51, %c1_i64_55 overflow<nsw> : i64
      %c128_i64_56 = arith.constant 128 : i64
      %53 = arith.remsi %52, %c128_i64_56 : i64
      %c0_i64_57 = arith.constant 0 : i64
      %54 = arith.xori %53, %c128_i64_56 : i64
      %55 = arith.cmpi slt, %54, %c0_i64_57 : i64
      %56 = arith.cmpi ne, %53, %c0_i64_57 : i64
      %57 = arith.andi %55, %56 : i1
      %58 = arith.select %57, %c128_i64_56, %c0_i64_57 : i64
      %59 = arith.addi %53, %58 : i64
      %60 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_58 = arith.constant 0 : index
      %c0_59 = arith.constant 0 : index
      %dim_60 = memref.dim %0, %c0_59 : memref<2x128xf32, #gpu.address_space<workgroup>>
      %c1_61 = arith.constant 1 : index
      %dim_62 = memref.dim %0, %c1_61 : memref<2x128xf32, #gpu.address_space<workgroup>>
      %61 = arith.index_cast %c1_i64_54 : i64 to index
      %c0_63 = arith.constant 0 : index
      %62 = arith.cmpi slt, %61, %c0_63 : index
      %c0_64 = arith.constant 0 : index
      %dim_65 = memref.dim %0, %c0_64 : memref<2x128xf32, #gpu.address_space<workgroup>>
      %63 = arith.addi %61, %dim_65 : index
      %64 = arith.select %62, %63, %61 : index
      %65 = arith.index_cast %59 : i64 to index
      %c0_66 = arith.constant 0 : index
      %66 = arith.cmpi slt, %65, %c0_66 : index
      %c1_67 = arith.constant 1 : index
      %dim_68 = memref.dim %0, %c1_67 : memref<2x128xf32, #gpu.address_space<workgroup>>
      %67 = arith.addi %65, %dim_68 : index
      %68 = arith.select %66, %67, %65 : index
      %c0_69 = arith.constant 0 : index
      %c1_70 = arith.constant 1 : index
      %69 = memref.load %0[%64, %68] : memref<2x128xf32, #gpu.address_space<workgroup>>
      %70 = arith.mulf %50, %69 : f32
      %c0_71 = arith.constant 0 : index
      memref.store %70, %alloca_1[%c0_71] : memref<1xf32>
      %c4_i64 = arith.constant 4 : i64
      %c0_i64_72 = arith.constant 0 : i64
      %c1_i64_73 = arith.constant 1 : i64
      %c0_i64_74 = arith.constant 0 : i64
      %c1_i64_75 = arith.constant 1 : i64
      %c0_76 = arith.constant 0 : index
      memref.store %c0_i64_72, %alloca_8[%c0_76] : memref<5xi64>
      %c1_77 = arith.constant 1 : index
      memref.store %c4_i64, %alloca_8[%c1_77] : memref<5xi64>
      %c2 = arith.constant 2 : index
      memref.store %c1_i64_73, %alloca_8[%c2] : memref<5xi64>
      %71 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %72 = arith.cmpi eq, %c1_i64_73, %c0_i64_74 : i64
      scf.if %72 {
        %207 = llvm.mlir.constant(0 : i32) : i32
        %208 = llvm.mlir.constant(5 : i32) : i32
        %209 = llvm.cmpxchg %71, %207, %208 monotonic monotonic : !llvm.ptr, i32
      }
      %c0_i64_78 = arith.constant 0 : i64
      %c1_i64_79 = arith.constant 1 : i64
      %73 = arith.subi %c4_i64, %c0_i64_72 : i64
      %74 = arith.subi %c0_i64_78, %73 : i64
      %75 = arith.subi %c0_i64_78, %c1_i64_73 : i64
      %76 = arith.cmpi sgt, %c1_i64_73, %c0_i64_78 : i64
      %77 = arith.subi %c1_i64_73, %c1_i64_79 : i64
      %78 = arith.addi %73, %77 : i64
      %79 = arith.divui %78, %c1_i64_73 : i64
      %80 = arith.cmpi sgt, %73, %c0_i64_78 : i64
      %81 = arith.select %80, %79, %c0_i64_78 : i64
      %82 = arith.subi %75, %c1_i64_79 : i64
      %83 = arith.addi %74, %82 : i64
      %84 = arith.divui %83, %75 : i64
      %85 = arith.cmpi sgt, %74, %c0_i64_78 : i64
      %86 = arith.select %85, %84, %c0_i64_78 : i64
      %87 = arith.select %76, %81, %86 : i64
      %c3 = arith.constant 3 : index
      memref.store %87, %alloca_8[%c3] : memref<5xi64>
      %c4 = arith.constant 4 : index
      memref.store %c0_i64_72, %alloca_8[%c4] : memref<5xi64>
      cf.br ^bb7
    ^bb7:  // 2 preds: ^bb6, ^bb8
      %c0_i64_80 = arith.constant 0 : i64
      %c1_i64_81 = arith.constant 1 : i64
      %c3_82 = arith.constant 3 : index
      %88 = memref.load %alloca_8[%c3_82] : memref<5xi64>
      %89 = arith.cmpi sgt, %88, %c0_i64_80 : i64
      %c4_83 = arith.constant 4 : index
      %90 = memref.load %alloca_8[%c4_83] : memref<5xi64>
      %91 = arith.subi %88, %c1_i64_81 : i64
      %c2_84 = arith.constant 2 : index
      %92 = memref.load %alloca_8[%c2_84] : memref<5xi64>
      %93 = arith.addi %90, %92 : i64
      %94 = arith.select %89, %91, %88 : i64
      %95 = arith.select %89, %93, %90 : i64
      %c3_85 = arith.constant 3 : index
      memref.store %94, %alloca_8[%c3_85] : memref<5xi64>
      %c4_86 = arith.constant 4 : index
      memref.store %95, %alloca_8[%c4_86] : memref<5xi64>
      %alloca_87 = memref.alloca() : memref<2xi64>
      %c0_88 = arith.constant 0 : index
      memref.store %90, %alloca_87[%c0_88] : memref<2xi64>
      %96 = arith.extui %89 : i1 to i64
      %c1_89 = arith.constant 1 : index
      memref.store %96, %alloca_87[%c1_89] : memref<2xi64>
      %c0_90 = arith.constant 0 : index
      %97 = memref.load %alloca_87[%c0_90] : memref<2xi64>
      %c1_91 = arith.constant 1 : index
      %98 = memref.load %alloca_87[%c1_91] : memref<2xi64>
      %c0_i64_92 = arith.constant 0 : i64
      %99 = arith.cmpi ne, %98, %c0_i64_92 : i64
      cf.cond_br %99, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %100 = arith.index_cast %3 : i32 to index
      %c0_93 = arith.constant 0 : index
      %101 = arith.cmpi slt, %100, %c0_93 : index
      %c0_94 = arith.constant 0 : index
      %dim_95 = memref.dim %1, %c0_94 : memref<128xf32, #gpu.address_space<workgroup>>
      %102 = arith.addi %100, %dim_95 : index
      %103 = arith.select %101, %102, %100 : index
      %c0_96 = arith.constant 0 : index
      %104 = memref.load %alloca_1[%c0_96] : memref<1xf32>
      memref.store %104, %1[%103] : memref<128xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %c128_i64_97 = arith.constant 128 : i64
      %105 = arith.extsi %3 : i32 to i64
      %106 = arith.addi %105, %c128_i64_97 overflow<nsw> : i64
      %c1_i64_98 = arith.constant 1 : i64
      %107 = arith.subi %106, %c1_i64_98 overflow<nsw> : i64
      %c128_i64_99 = arith.constant 128 : i64
      %108 = arith.remsi %107, %c128_i64_99 : i64
      %c0_i64_100 = arith.constant 0 : i64
      %109 = arith.xori %108, %c128_i64_99 : i64
      %110 = arith.cmpi slt, %109, %c0_i64_100 : i64
      %111 = arith.cmpi ne, %108, %c0_i64_100 : i64
      %112 = arith.andi %110, %111 : i1
      %113 = arith.select %112, %c128_i64_99, %c0_i64_100 : i64
      %114 = arith.addi %108, %113 : i64
      %115 = arith.index_cast %114 : i64 to index
      %c0_101 = arith.constant 0 : index
      %116 = arith.cmpi slt, %115, %c0_101 : index
      %c0_102 = arith.constant 0 : index
      %dim_103 = memref.dim %1, %c0_102 : memref<128xf32, #gpu.address_space<workgroup>>
      %117 = arith.addi %115, %dim_103 : index
      %118 = arith.select %116, %117, %115 : index
      %119 = memref.load %1[%118] : memref<128xf32, #gpu.address_space<workgroup>>
      %120 = arith.index_cast %3 : i32 to index
      %c0_104 = arith.constant 0 : index
      %121 = arith.cmpi slt, %120, %c0_104 : index
      %c0_105 = arith.constant 0 : index
      %dim_106 = memref.dim %1, %c0_105 : memref<128xf32, #gpu.address_space<workgroup>>
      %122 = arith.addi %120, %dim_106 : index
      %123 = arith.select %121, %122, %120 : index
      %124 = memref.load %1[%123] : memref<128xf32, #gpu.address_space<workgroup>>
      %125 = arith.addf %119, %124 : f32
      %c1_i64_107 = arith.constant 1 : i64
      %126 = arith.extsi %3 : i32 to i64
      %127 = arith.addi %126, %c1_i64_107 overflow<nsw> : i64
      %c128_i64_108 = arith.constant 128 : i64
      %128 = arith.remsi %127, %c128_i64_108 : i64
      %c0_i64_109 = arith.constant 0 : i64
      %129 = arith.xori %128, %c128_i64_108 : i64
      %130 = arith.cmpi slt, %129, %c0_i64_109 : i64
      %131 = arith.cmpi ne, %128, %c0_i64_109 : i64
      %132 = arith.andi %130, %131 : i1
      %133 = arith.select %132, %c128_i64_108, %c0_i64_109 : i64
      %134 = arith.addi %128, %133 : i64
      %135 = arith.index_cast %134 : i64 to index
      %c0_110 = arith.constant 0 : index
      %136 = arith.cmpi slt, %135, %c0_110 : index
      %c0_111 = arith.constant 0 : index
      %dim_112 = memref.dim %1, %c0_111 : memref<128xf32, #gpu.address_space<workgroup>>
      %137 = arith.addi %135, %dim_112 : index
      %138 = arith.select %136, %137, %135 : index
      %139 = memref.load %1[%138] : memref<128xf32, #gpu.address_space<workgroup>>
      %140 = arith.addf %125, %139 : f32
      %cst_113 = arith.constant 0.000000e+00 : f32
      %c3_i64 = arith.constant 3 : i64
      %cst_114 = arith.constant 3.000000e+00 : f32
      %141 = arith.divf %140, %cst_114 : f32
      %c0_115 = arith.constant 0 : index
      memref.store %141, %alloca_1[%c0_115] : memref<1xf32>
      gpu.barrier
      cf.br ^bb7
    ^bb9:  // pred: ^bb7
      %c0_i64_116 = arith.constant 0 : i64
      %c128_i64_117 = arith.constant 128 : i64
      %c1_i64_118 = arith.constant 1 : i64
      %142 = arith.subi %c128_i64_117, %c1_i64_118 overflow<nsw> : i64
      %143 = arith.extsi %3 : i32 to i64
      %144 = arith.subi %142, %143 overflow<nsw> : i64
      %145 = arith.index_cast %c0_i64_116 : i64 to index
      %c0_119 = arith.constant 0 : index
      %146 = arith.cmpi slt, %145, %c0_119 : index
      %c0_120 = arith.constant 0 : index
      %dim_121 = memref.dim %2, %c0_120 : memref<2x128xf32, #gpu.address_space<workgroup>>
      %147 = arith.addi %145, %dim_121 : index
      %148 = arith.select %146, %147, %145 : index
      %149 = arith.index_cast %144 : i64 to index
      %c0_122 = arith.constant 0 : index
      %150 = arith.cmpi slt, %149, %c0_122 : index
      %c1_123 = arith.constant 1 : index
      %dim_124 = memref.dim %2, %c1_123 : memref<2x128xf32, #gpu.address_space<workgroup>>
      %151 = arith.addi %149, %dim_124 : index
      %152 = arith.select %150, %151, %149 : index
      %c0_125 = arith.constant 0 : index
      %153 = memref.load %alloca_1[%c0_125] : memref<1xf32>
      memref.store %153, %2[%148, %152] : memref<2x128xf32, #gpu.address_space<workgroup>>
      %c0_126 = arith.constant 0 : index
      %154 = memref.load %alloca_1[%c0_126] : memref<1xf32>
      %c0_127 = arith.constant 0 : index
      %155 = memref.load %alloca_1[%c0_127] : memref<1xf32>
      %156 = arith.mulf %154, %155 : f32
      %c1_i64_128 = arith.constant 1 : i64
      %c128_i64_129 = arith.constant 128 : i64
      %c1_i64_130 = arith.constant 1 : i64
      %157 = arith.subi %c128_i64_129, %c1_i64_130 overflow<nsw> : i64
      %158 = arith.extsi %3 : i32 to i64
      %159 = arith.subi %157, %158 overflow<nsw> : i64
      %160 = arith.index_cast %c1_i64_128 : i64 to index
      %c0_131 = arith.constant 0 : index
      %161 = arith.cmpi slt, %160, %c0_131 : index
      %c0_132 = arith.constant 0 : index
      %dim_133 = memref.dim %2, %c0_132 : memref<2x128xf32, #gpu.address_space<workgroup>>
      %162 = arith.addi %160, %dim_133 : index
      %163 = arith.select %161, %162, %160 : index
      %164 = arith.index_cast %159 : i64 to index
      %c0_134 = arith.constant 0 : index
      %165 = arith.cmpi slt, %164, %c0_134 : index
      %c1_135 = arith.constant 1 : index
      %dim_136 = memref.dim %2, %c1_135 : memref<2x128xf32, #gpu.address_space<workgroup>>
      %166 = arith.addi %164, %dim_136 : index
      %167 = arith.select %165, %166, %164 : index
      memref.store %156, %2[%163, %167] : memref<2x128xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %168 = arith.extsi %6 : i32 to i64
      %169 = arith.index_cast %dim : index to i64
      %170 = arith.cmpi slt, %168, %169 : i64
      cf.cond_br %170, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      %c0_i64_137 = arith.constant 0 : i64
      %171 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_138 = arith.constant 0 : index
      %c0_139 = arith.constant 0 : index
      %dim_140 = memref.dim %2, %c0_139 : memref<2x128xf32, #gpu.address_space<workgroup>>
      %c1_141 = arith.constant 1 : index
      %dim_142 = memref.dim %2, %c1_141 : memref<2x128xf32, #gpu.address_space<workgroup>>
      %172 = arith.index_cast %c0_i64_137 : i64 to index
      %c0_143 = arith.constant 0 : index
      %173 = arith.cmpi slt, %172, %c0_143 : index
      %c0_144 = arith.constant 0 : index
      %dim_145 = memref.dim %2, %c0_144 : memref<2x128xf32, #gpu.address_space<workgroup>>
      %174 = arith.addi %172, %dim_145 : index
      %175 = arith.select %173, %174, %172 : index
      %176 = arith.index_cast %3 : i32 to index
      %c0_146 = arith.constant 0 : index
      %177 = arith.cmpi slt, %176, %c0_146 : index
      %c1_147 = arith.constant 1 : index
      %dim_148 = memref.dim %2, %c1_147 : memref<2x128xf32, #gpu.address_space<workgroup>>
      %178 = arith.addi %176, %dim_148 : index
      %179 = arith.select %177, %178, %176 : index
      %c0_149 = arith.constant 0 : index
      %c1_150 = arith.constant 1 : index
      %180 = memref.load %2[%175, %179] : memref<2x128xf32, #gpu.address_space<workgroup>>
      %c0_i64_151 = arith.constant 0 : i64
      %181 = arith.index_cast %c0_i64_151 : i64 to index
      %c0_152 = arith.constant 0 : index
      %182 = arith.cmpi slt, %181, %c0_152 : index
      %c0_153 = arith.constant 0 : index
      %dim_154 = memref.dim %arg2, %c0_153 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %183 = arith.addi %181, %dim_154 : index
      %184 = arith.select %182, %183, %181 : index
      %185 = arith.index_cast %6 : i32 to index
      %c0_155 = arith.constant 0 : index
      %186 = arith.cmpi slt, %185, %c0_155 : index
      %c1_156 = arith.constant 1 : index
      %dim_157 = memref.dim %arg2, %c1_156 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %187 = arith.addi %185, %dim_157 : index
      %188 = arith.select %186, %187, %185 : index
      memref.store %180, %arg2[%184, %188] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_i64_158 = arith.constant 1 : i64
      %189 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_159 = arith.constant 0 : index
      %c0_160 = arith.constant 0 : index
      %dim_161 = memref.dim %2, %c0_160 : memref<2x128xf32, #gpu.address_space<workgroup>>
      %c1_162 = arith.constant 1 : index
      %dim_163 = memref.dim %2, %c1_162 : memref<2x128xf32, #gpu.address_space<workgroup>>
      %190 = arith.index_cast %c1_i64_158 : i64 to index
      %c0_164 = arith.constant 0 : index
      %191 = arith.cmpi slt, %190, %c0_164 : index
      %c0_165 = arith.constant 0 : index
      %dim_166 = memref.dim %2, %c0_165 : memref<2x128xf32, #gpu.address_space<workgroup>>
      %192 = arith.addi %190, %dim_166 : index
      %193 = arith.select %191, %192, %190 : index
      %194 = arith.index_cast %3 : i32 to index
      %c0_167 = arith.constant 0 : index
      %195 = arith.cmpi slt, %194, %c0_167 : index
      %c1_168 = arith.constant 1 : index
      %dim_169 = memref.dim %2, %c1_168 : memref<2x128xf32, #gpu.address_space<workgroup>>
      %196 = arith.addi %194, %dim_169 : index
      %197 = arith.select %195, %196, %194 : index
      %c0_170 = arith.constant 0 : index
      %c1_171 = arith.constant 1 : index
      %198 = memref.load %2[%193, %197] : memref<2x128xf32, #gpu.address_space<workgroup>>
      %c1_i64_172 = arith.constant 1 : i64
      %199 = arith.index_cast %c1_i64_172 : i64 to index
      %c0_173 = arith.constant 0 : index
      %200 = arith.cmpi slt, %199, %c0_173 : index
      %c0_174 = arith.constant 0 : index
      %dim_175 = memref.dim %arg2, %c0_174 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %201 = arith.addi %199, %dim_175 : index
      %202 = arith.select %200, %201, %199 : index
      %203 = arith.index_cast %6 : i32 to index
      %c0_176 = arith.constant 0 : index
      %204 = arith.cmpi slt, %203, %c0_176 : index
      %c1_177 = arith.constant 1 : index
      %dim_178 = memref.dim %arg2, %c1_177 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %205 = arith.addi %203, %dim_178 : index
      %206 = arith.select %204, %205, %203 : index
      memref.store %198, %arg2[%202, %206] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      gpu.return
    ^bb11:  // pred: ^bb9
      gpu.return
    }
    memref.global "private" @static_shared_memory_0 : memref<2x128xf32, #gpu.address_space<workgroup>> {alignment = 8 : i64}
    memref.global "private" @static_shared_memory_1 : memref<128xf32, #gpu.address_space<workgroup>> {alignment = 8 : i64}
    memref.global "private" @static_shared_memory_2 : memref<2x128xf32, #gpu.address_space<workgroup>> {alignment = 8 : i64}
  }
}
