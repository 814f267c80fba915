// numba-cuda kernel `softmax_rows` (bench/numba/kernels.py), compiled by numba-cuda-mlir 0.6.0
// for void(float32[:, ::1], float32[:, ::1]):
//   numba_cuda_mlir.compiler.compile_mlir(softmax_rows, sig, chip="sm_90")
// = numba-cuda-mlir's MLIR before its own lowering pipeline, printed as it is, without a GPU
// (numba_cuda_mlir.tools._cached_cc = (9, 0); tools.get_cuda_runtime_version = lambda: (13, 0)).
// Command: python -m bench.numba.generate --print softmax_rows   (every kernel, with this header:
// python -m bench.numba.generate; --check compares). Unedited: stock mlir-opt 22 reads it as it is.
// Source code of this project (MIT); numba-cuda-mlir is Apache-2.0.
module {
  gpu.module @numba_cuda_mlir_gpu_module [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx90">] attributes {numba_cuda_mlir.link_target} {
    llvm.mlir.global common @__numba_cuda_mlir_error_code(0 : i32) {addr_space = 0 : i32} : i32
    gpu.func @_Z12softmax_rows5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: memref<?x?xf32, strided<[?, ?], offset: ?>>) kernel attributes {llvm.emit_c_interface, numba_cuda_mlir.arg_attrs = [{}, {}], numba_cuda_mlir.orig_arg_types = [memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>]} {
      %alloca = memref.alloca() : memref<1xf64>
      %alloca_0 = memref.alloca() : memref<1xi64>
      %alloca_1 = memref.alloca() : memref<1xf32>
      %alloca_2 = memref.alloca() : memref<1xi64>
      %c128_i64 = arith.constant 128 : i64
      %cst = arith.constant 0.000000e+00 : f32
      %0 = memref.get_global @static_shared_memory_0 : memref<128xf32, #gpu.address_space<workgroup>>
      %c128_i64_3 = arith.constant 128 : i64
      %cst_4 = arith.constant 0.000000e+00 : f32
      %1 = memref.get_global @static_shared_memory_1 : memref<128xf32, #gpu.address_space<workgroup>>
      %block_id_x = gpu.block_id x
      %2 = arith.index_cast %block_id_x : index to i32
      %thread_id_x = gpu.thread_id x
      %3 = arith.index_cast %thread_id_x : index to i32
      %c0 = arith.constant 0 : index
      %dim = memref.dim %arg0, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1 = arith.constant 1 : index
      %dim_5 = memref.dim %arg0, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_i64 = arith.constant 1 : i64
      %cst_6 = arith.constant 0x7FF0000000000000 : f64
      %4 = arith.negf %cst_6 : f64
      %c0_7 = arith.constant 0 : index
      memref.store %4, %alloca[%c0_7] : memref<1xf64>
      %c128_i64_8 = arith.constant 128 : i64
      %5 = arith.index_cast %dim_5 : index to i64
      %alloca_9 = memref.alloca() : memref<5xi64>
      %6 = arith.extsi %3 : i32 to i64
      %c0_i64 = arith.constant 0 : i64
      %c1_i64_10 = arith.constant 1 : i64
      %c0_11 = arith.constant 0 : index
      memref.store %6, %alloca_9[%c0_11] : memref<5xi64>
      %c1_12 = arith.constant 1 : index
      memref.store %5, %alloca_9[%c1_12] : memref<5xi64>
      %c2 = arith.constant 2 : index
      memref.store %c128_i64_8, %alloca_9[%c2] : memref<5xi64>
      %7 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %8 = arith.cmpi eq, %c128_i64_8, %c0_i64 : i64
      scf.if %8 {
        %219 = llvm.mlir.constant(0 : i32) : i32
        %220 = llvm.mlir.constant(5 : i32) : i32
        %221 = llvm.cmpxchg %7, %219, %220 monotonic monotonic : !llvm.ptr, i32
      }
      %c0_i64_13 = arith.constant 0 : i64
      %c1_i64_14 = arith.constant 1 : i64
      %9 = arith.subi %5, %6 : i64
      %10 = arith.subi %c0_i64_13, %9 : i64
      %11 = arith.subi %c0_i64_13, %c128_i64_8 : i64
      %12 = arith.cmpi sgt, %c128_i64_8, %c0_i64_13 : i64
      %13 = arith.subi %c128_i64_8, %c1_i64_14 : i64
      %14 = arith.addi %9, %13 : i64
      %15 = arith.divui %14, %c128_i64_8 : i64
      %16 = arith.cmpi sgt, %9, %c0_i64_13 : i64
      %17 = arith.select %16, %15, %c0_i64_13 : i64
      %18 = arith.subi %11, %c1_i64_14 : i64
      %19 = arith.addi %10, %18 : i64
      %20 = arith.divui %19, %11 : i64
      %21 = arith.cmpi sgt, %10, %c0_i64_13 : i64
      %22 = arith.select %21, %20, %c0_i64_13 : i64
      %23 = arith.select %12, %17, %22 : i64
      %c3 = arith.constant 3 : index
      memref.store %23, %alloca_9[%c3] : memref<5xi64>
      %c4 = arith.constant 4 : index
      memref.store %6, %alloca_9[%c4] : memref<5xi64>
      %alloca_15 = memref.alloca() : memref<5xi64>
      %alloca_16 = memref.alloca() : memref<5xi64>
      cf.br ^bb1
    ^bb1:  // 2 preds: ^bb0, ^bb2
      %c0_i64_17 = arith.constant 0 : i64
      %c1_i64_18 = arith.constant 1 : i64
      %c3_19 = arith.constant 3 : index
      %24 = memref.load %alloca_9[%c3_19] : memref<5xi64>
      %25 = arith.cmpi sgt, %24, %c0_i64_17 : i64
      %c4_20 = arith.constant 4 : index
      %26 = memref.load %alloca_9[%c4_20] : memref<5xi64>
      %27 = arith.subi %24, %c1_i64_18 : i64
      %c2_21 = arith.constant 2 : index
      %28 = memref.load %alloca_9[%c2_21] : memref<5xi64>
      %29 = arith.addi %26, %28 : i64
      %30 = arith.select %25, %27, %24 : i64
      %31 = arith.select %25, %29, %26 : i64
      %c3_22 = arith.constant 3 : index
      memref.store %30, %alloca_9[%c3_22] : memref<5xi64>
      %c4_23 = arith.constant 4 : index
      memref.store %31, %alloca_9[%c4_23] : memref<5xi64>
      %alloca_24 = memref.alloca() : memref<2xi64>
      %c0_25 = arith.constant 0 : index
      memref.store %26, %alloca_24[%c0_25] : memref<2xi64>
      %32 = arith.extui %25 : i1 to i64
      %c1_26 = arith.constant 1 : index
      memref.store %32, %alloca_24[%c1_26] : memref<2xi64>
      %c0_27 = arith.constant 0 : index
      %33 = memref.load %alloca_24[%c0_27] : memref<2xi64>
      %c1_28 = arith.constant 1 : index
      %34 = memref.load %alloca_24[%c1_28] : memref<2xi64>
      %c0_i64_29 = arith.constant 0 : i64
      %35 = arith.cmpi ne, %34, %c0_i64_29 : i64
      cf.cond_br %35, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %36 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_30 = arith.constant 0 : index
      %c0_31 = arith.constant 0 : index
      %dim_32 = memref.dim %arg0, %c0_31 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_33 = arith.constant 1 : index
      %dim_34 = memref.dim %arg0, %c1_33 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %37 = arith.index_cast %2 : i32 to index
      %c0_35 = arith.constant 0 : index
      %38 = arith.cmpi slt, %37, %c0_35 : index
      %c0_36 = arith.constant 0 : index
      %dim_37 = memref.dim %arg0, %c0_36 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %39 = arith.addi %37, %dim_37 : index
      %40 = arith.select %38, %39, %37 : index
      %41 = arith.index_cast %33 : i64 to index
      %c0_38 = arith.constant 0 : index
      %42 = arith.cmpi slt, %41, %c0_38 : index
      %c1_39 = arith.constant 1 : index
      %dim_40 = memref.dim %arg0, %c1_39 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %43 = arith.addi %41, %dim_40 : index
      %44 = arith.select %42, %43, %41 : index
      %c0_41 = arith.constant 0 : index
      %c1_42 = arith.constant 1 : index
      %45 = memref.load %arg0[%40, %44] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c0_43 = arith.constant 0 : index
      %46 = memref.load %alloca[%c0_43] : memref<1xf64>
      %47 = arith.extf %45 : f32 to f64
      %48 = arith.maxnumf %46, %47 : f64
      %c0_44 = arith.constant 0 : index
      memref.store %48, %alloca[%c0_44] : memref<1xf64>
      cf.br ^bb1
    ^bb3:  // pred: ^bb1
      %49 = arith.index_cast %3 : i32 to index
      %c0_45 = arith.constant 0 : index
      %50 = arith.cmpi slt, %49, %c0_45 : index
      %c0_46 = arith.constant 0 : index
      %dim_47 = memref.dim %0, %c0_46 : memref<128xf32, #gpu.address_space<workgroup>>
      %51 = arith.addi %49, %dim_47 : index
      %52 = arith.select %50, %51, %49 : index
      %c0_48 = arith.constant 0 : index
      %53 = memref.load %alloca[%c0_48] : memref<1xf64>
      %54 = arith.truncf %53 : f64 to f32
      memref.store %54, %0[%52] : memref<128xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %c128_i64_49 = arith.constant 128 : i64
      %c2_i64 = arith.constant 2 : i64
      %55 = arith.floordivsi %c128_i64_49, %c2_i64 : i64
      %c0_50 = arith.constant 0 : index
      memref.store %55, %alloca_0[%c0_50] : memref<1xi64>
      %c0_i64_51 = arith.constant 0 : i64
      %56 = arith.cmpi sgt, %55, %c0_i64_51 : i64
      cf.cond_br %56, ^bb4, ^bb7
    ^bb4:  // 2 preds: ^bb3, ^bb6
      %c0_52 = arith.constant 0 : index
      %57 = memref.load %alloca_0[%c0_52] : memref<1xi64>
      %58 = arith.extsi %3 : i32 to i64
      %59 = arith.cmpi slt, %58, %57 : i64
      cf.cond_br %59, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %60 = arith.index_cast %3 : i32 to index
      %c0_53 = arith.constant 0 : index
      %61 = arith.cmpi slt, %60, %c0_53 : index
      %c0_54 = arith.constant 0 : index
      %dim_55 = memref.dim %0, %c0_54 : memref<128xf32, #gpu.address_space<workgroup>>
      %62 = arith.addi %60, %dim_55 : index
      %63 = arith.select %61, %62, %60 : index
      %64 = memref.load %0[%63] : memref<128xf32, #gpu.address_space<workgroup>>
      %c0_56 = arith.constant 0 : index
      %65 = memref.load %alloca_0[%c0_56] : memref<1xi64>
      %66 = arith.extsi %3 : i32 to i64
      %67 = arith.addi %66, %65 overflow<nsw> : i64
      %68 = arith.index_cast %67 : i64 to index
      %c0_57 = arith.constant 0 : index
      %69 = arith.cmpi slt, %68, %c0_57 : index
      %c0_58 = arith.constant 0 : index
      %dim_59 = memref.dim %0, %c0_58 : memref<128xf32, #gpu.address_space<workgroup>>
      %70 = arith.addi %68, %dim_59 : index
      %71 = arith.select %69, %70, %68 : index
      %72 = memref.load %0[%71] : memref<128xf32, #gpu.address_space<workgroup>>
      %73 = arith.maxnumf %64, %72 : f32
      %74 = arith.index_cast %3 : i32 to index
      %c0_60 = arith.constant 0 : index
      %75 = arith.cmpi slt, %74, %c0_60 : index
      %c0_61 = arith.constant 0 : index
      %dim_62 = memref.dim %0, %c0_61 : memref<128xf32, #gpu.address_space<workgroup>>
      %76 = arith.addi %74, %dim_62 : index
      %77 = arith.select %75, %76, %74 : index
      memref.store %73, %0[%77] : memref<128xf32, #gpu.address_space<workgroup>>
      cf.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      gpu.barrier
      %c2_i64_63 = arith.constant 2 : i64
      %c0_64 = arith.constant 0 : index
      %78 = memref.load %alloca_0[%c0_64] : memref<1xi64>
      %79 = arith.floordivsi %78, %c2_i64_63 : i64
      %c0_65 = arith.constant 0 : index
      memref.store %79, %alloca_0[%c0_65] : memref<1xi64>
      %c0_i64_66 = arith.constant 0 : i64
      %80 = arith.cmpi sgt, %79, %c0_i64_66 : i64
      cf.cond_br %80, ^bb4, ^bb7
    ^bb7:  // 2 preds: ^bb3, ^bb6
      %c0_i64_67 = arith.constant 0 : i64
      %81 = arith.index_cast %c0_i64_67 : i64 to index
      %c0_68 = arith.constant 0 : index
      %82 = arith.cmpi slt, %81, %c0_68 : index
      %c0_69 = arith.constant 0 : index
      %dim_70 = memref.dim %0, %c0_69 : memref<128xf32, #gpu.address_space<workgroup>>
      %83 = arith.addi %81, %dim_70 : index
      %84 = arith.select %82, %83, %81 : index
      %85 = memref.load %0[%84] : memref<128xf32, #gpu.address_space<workgroup>>
      %cst_71 = arith.constant 0.000000e+00 : f32
      %c0_i64_72 = arith.constant 0 : i64
      %cst_73 = arith.constant 0.000000e+00 : f32
      %c0_74 = arith.constant 0 : index
      memref.store %cst_73, %alloca_1[%c0_74] : memref<1xf32>
      %c128_i64_75 = arith.constant 128 : i64
      %86 = arith.index_cast %dim_5 : index to i64
      %87 = arith.extsi %3 : i32 to i64
      %c0_i64_76 = arith.constant 0 : i64
      %c1_i64_77 = arith.constant 1 : i64
      %c0_78 = arith.constant 0 : index
      memref.store %87, %alloca_15[%c0_78] : memref<5xi64>
      %c1_79 = arith.constant 1 : index
      memref.store %86, %alloca_15[%c1_79] : memref<5xi64>
      %c2_80 = arith.constant 2 : index
      memref.store %c128_i64_75, %alloca_15[%c2_80] : memref<5xi64>
      %88 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %89 = arith.cmpi eq, %c128_i64_75, %c0_i64_76 : i64
      scf.if %89 {
        %219 = llvm.mlir.constant(0 : i32) : i32
        %220 = llvm.mlir.constant(5 : i32) : i32
        %221 = llvm.cmpxchg %88, %219, %220 monotonic monotonic : !llvm.ptr, i32
      }
      %c0_i64_81 = arith.constant 0 : i64
      %c1_i64_82 = arith.constant 1 : i64
      %90 = arith.subi %86, %87 : i64
      %91 = arith.subi %c0_i64_81, %90 : i64
      %92 = arith.subi %c0_i64_81, %c128_i64_75 : i64
      %93 = arith.cmpi sgt, %c128_i64_75, %c0_i64_81 : i64
      %94 = arith.subi %c128_i64_75, %c1_i64_82 : i64
      %95 = arith.addi %90, %94 : i64
      %96 = arith.divui %95, %c128_i64_75 : i64
      %97 = arith.cmpi sgt, %90, %c0_i64_81 : i64
      %98 = arith.select %97, %96, %c0_i64_81 : i64
      %99 = arith.subi %92, %c1_i64_82 : i64
      %100 = arith.addi %91, %99 : i64
      %101 = arith.divui %100, %92 : i64
      %102 = arith.cmpi sgt, %91, %c0_i64_81 : i64
      %103 = arith.select %102, %101, %c0_i64_81 : i64
      %104 = arith.select %93, %98, %103 : i64
      %c3_83 = arith.constant 3 : index
      memref.store %104, %alloca_15[%c3_83] : memref<5xi64>
      %c4_84 = arith.constant 4 : index
      memref.store %87, %alloca_15[%c4_84] : memref<5xi64>
      cf.br ^bb8
    ^bb8:  // 2 preds: ^bb7, ^bb9
      %c0_i64_85 = arith.constant 0 : i64
      %c1_i64_86 = arith.constant 1 : i64
      %c3_87 = arith.constant 3 : index
      %105 = memref.load %alloca_15[%c3_87] : memref<5xi64>
      %106 = arith.cmpi sgt, %105, %c0_i64_85 : i64
      %c4_88 = arith.constant 4 : index
      %107 = memref.load %alloca_15[%c4_88] : memref<5xi64>
      %108 = arith.subi %105, %c1_i64_86 : i64
      %c2_89 = arith.constant 2 : index
      %109 = memref.load %alloca_15[%c2_89] : memref<5xi64>
      %110 = arith.addi %107, %109 : i64
      %111 = arith.select %106, %108, %105 : i64
      %112 = arith.select %106, %110, %107 : i64
      %c3_90 = arith.constant 3 : index
      memref.store %111, %alloca_15[%c3_90] : memref<5xi64>
      %c4_91 = arith.constant 4 : index
      memref.store %112, %alloca_15[%c4_91] : memref<5xi64>
      %alloca_92 = memref.alloca() : memref<2xi64>
      %c0_93 = arith.constant 0 : index
      memref.store %107, %alloca_92[%c0_93] : memref<2xi64>
      %113 = arith.extui %106 : i1 to i64
      %c1_94 = arith.constant 1 : index
      memref.store %113, %alloca_92[%c1_94] : memref<2xi64>
      %c0_95 = arith.constant 0 : index
      %114 = memref.load %alloca_92[%c0_95] : memref<2xi64>
      %c1_96 = arith.constant 1 : index
      %115 = memref.load %alloca_92[%c1_96] : memref<2xi64>
      %c0_i64_97 = arith.constant 0 : i64
      %116 = arith.cmpi ne, %115, %c0_i64_97 : i64
      cf.cond_br %116, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %117 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_98 = arith.constant 0 : index
      %c0_99 = arith.constant 0 : index
      %dim_100 = memref.dim %arg0, %c0_99 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_101 = arith.constant 1 : index
      %dim_102 = memref.dim %arg0, %c1_101 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %118 = arith.index_cast %2 : i32 to index
      %c0_103 = arith.constant 0 : index
      %119 = arith.cmpi slt, %118, %c0_103 : index
      %c0_104 = arith.constant 0 : index
      %dim_105 = memref.dim %arg0, %c0_104 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %120 = arith.addi %118, %dim_105 : index
      %121 = arith.select %119, %120, %118 : index
      %122 = arith.index_cast %114 : i64 to index
      %c0_106 = arith.constant 0 : index
      %123 = arith.cmpi slt, %122, %c0_106 : index
      %c1_107 = arith.constant 1 : index
      %dim_108 = memref.dim %arg0, %c1_107 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %124 = arith.addi %122, %dim_108 : index
      %125 = arith.select %123, %124, %122 : index
      %c0_109 = arith.constant 0 : index
      %c1_110 = arith.constant 1 : index
      %126 = memref.load %arg0[%121, %125] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %127 = arith.subf %126, %85 : f32
      %128 = math.exp %127 : f32
      %c0_111 = arith.constant 0 : index
      %129 = memref.load %alloca_1[%c0_111] : memref<1xf32>
      %130 = arith.addf %129, %128 : f32
      %c0_112 = arith.constant 0 : index
      memref.store %130, %alloca_1[%c0_112] : memref<1xf32>
      cf.br ^bb8
    ^bb10:  // pred: ^bb8
      %131 = arith.index_cast %3 : i32 to index
      %c0_113 = arith.constant 0 : index
      %132 = arith.cmpi slt, %131, %c0_113 : index
      %c0_114 = arith.constant 0 : index
      %dim_115 = memref.dim %1, %c0_114 : memref<128xf32, #gpu.address_space<workgroup>>
      %133 = arith.addi %131, %dim_115 : index
      %134 = arith.select %132, %133, %131 : index
      %c0_116 = arith.constant 0 : index
      %135 = memref.load %alloca_1[%c0_116] : memref<1xf32>
      memref.store %135, %1[%134] : memref<128xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %c128_i64_117 = arith.constant 128 : i64
      %c2_i64_118 = arith.constant 2 : i64
      %136 = arith.floordivsi %c128_i64_117, %c2_i64_118 : i64
      %c0_119 = arith.constant 0 : index
      memref.store %136, %alloca_2[%c0_119] : memref<1xi64>
      %c0_i64_120 = arith.constant 0 : i64
      %137 = arith.cmpi sgt, %136, %c0_i64_120 : i64
      cf.cond_br %137, ^bb11, ^bb14
    ^bb11:  // 2 preds: ^bb10, ^bb13
      %c0_121 = arith.constant 0 : index
      %138 = memref.load %alloca_2[%c0_121] : memref<1xi64>
      %139 = arith.extsi %3 : i32 to i64
      %140 = arith.cmpi slt, %139, %138 : i64
      cf.cond_br %140, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      %141 = arith.index_cast %3 : i32 to index
      %c0_122 = arith.constant 0 : index
      %142 = arith.cmpi slt, %141, %c0_122 : index
      %c0_123 = arith.constant 0 : index
      %dim_124 = memref.dim %1, %c0_123 : memref<128xf32, #gpu.address_space<workgroup>>
      %143 = arith.addi %141, %dim_124 : index
      %144 = arith.select %142, %143, %141 : index
      %145 = memref.load %1[%144] : memref<128xf32, #gpu.address_space<workgroup>>
      %c0_125 = arith.constant 0 : index
      %146 = memref.load %alloca_2[%c0_125] : memref<1xi64>
      %147 = arith.extsi %3 : i32 to i64
      %148 = arith.addi %147, %146 overflow<nsw> : i64
      %149 = arith.index_cast %148 : i64 to index
      %c0_126 = arith.constant 0 : index
      %150 = arith.cmpi slt, %149, %c0_126 : index
      %c0_127 = arith.constant 0 : index
      %dim_128 = memref.dim %1, %c0_127 : memref<128xf32, #gpu.address_space<workgroup>>
      %151 = arith.addi %149, %dim_128 : index
      %152 = arith.select %150, %151, %149 : index
      %153 = memref.load %1[%152] : memref<128xf32, #gpu.address_space<workgroup>>
      %154 = arith.addf %145, %153 : f32
      %155 = arith.index_cast %3 : i32 to index
      %c0_129 = arith.constant 0 : index
      %156 = arith.cmpi slt, %155, %c0_129 : index
      %c0_130 = arith.constant 0 : index
      %dim_131 = memref.dim %1, %c0_130 : memref<128xf32, #gpu.address_space<workgroup>>
      %157 = arith.addi %155, %dim_131 : index
      %158 = arith.select %156, %157, %155 : index
      memref.store %154, %1[%158] : memref<128xf32, #gpu.address_space<workgroup>>
      cf.br ^bb13
    ^bb13:  // 2 preds: ^bb11, ^bb12
      gpu.barrier
      %c2_i64_132 = arith.constant 2 : i64
      %c0_133 = arith.constant 0 : index
      %159 = memref.load %alloca_2[%c0_133] : memref<1xi64>
      %160 = arith.floordivsi %159, %c2_i64_132 : i64
      %c0_134 = arith.constant 0 : index
      memref.store %160, %alloca_2[%c0_134] : memref<1xi64>
      %c0_i64_135 = arith.constant 0 : i64
      %161 = arith.cmpi sgt, %160, %c0_i64_135 : i64
      cf.cond_br %161, ^bb11, ^bb14
    ^bb14:  // 2 preds: ^bb10, ^bb13
      %c0_i64_136 = arith.constant 0 : i64
      %162 = arith.index_cast %c0_i64_136 : i64 to index
      %c0_137 = arith.constant 0 : index
      %163 = arith.cmpi slt, %162, %c0_137 : index
      %c0_138 = arith.constant 0 : index
      %dim_139 = memref.dim %1, %c0_138 : memref<128xf32, #gpu.address_space<workgroup>>
      %164 = arith.addi %162, %dim_139 : index
      %165 = arith.select %163, %164, %162 : index
      %166 = memref.load %1[%165] : memref<128xf32, #gpu.address_space<workgroup>>
      %c128_i64_140 = arith.constant 128 : i64
      %167 = arith.index_cast %dim_5 : index to i64
      %168 = arith.extsi %3 : i32 to i64
      %c0_i64_141 = arith.constant 0 : i64
      %c1_i64_142 = arith.constant 1 : i64
      %c0_143 = arith.constant 0 : index
      memref.store %168, %alloca_16[%c0_143] : memref<5xi64>
      %c1_144 = arith.constant 1 : index
      memref.store %167, %alloca_16[%c1_144] : memref<5xi64>
      %c2_145 = arith.constant 2 : index
      memref.store %c128_i64_140, %alloca_16[%c2_145] : memref<5xi64>
      %169 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %170 = arith.cmpi eq, %c128_i64_140, %c0_i64_141 : i64
      scf.if %170 {
        %219 = llvm.mlir.constant(0 : i32) : i32
        %220 = llvm.mlir.constant(5 : i32) : i32
        %221 = llvm.cmpxchg %169, %219, %220 monotonic monotonic : !llvm.ptr, i32
      }
      %c0_i64_146 = arith.constant 0 : i64
      %c1_i64_147 = arith.constant 1 : i64
      %171 = arith.subi %167, %168 : i64
      %172 = arith.subi %c0_i64_146, %171 : i64
      %173 = arith.subi %c0_i64_146, %c128_i64_140 : i64
      %174 = arith.cmpi sgt, %c128_i64_140, %c0_i64_146 : i64
      %175 = arith.subi %c128_i64_140, %c1_i64_147 : i64
      %176 = arith.addi %171, %175 : i64
      %177 = arith.divui %176, %c128_i64_140 : i64
      %178 = arith.cmpi sgt, %171, %c0_i64_146 : i64
      %179 = arith.select %178, %177, %c0_i64_146 : i64
      %180 = arith.subi %173, %c1_i64_147 : i64
      %181 = arith.addi %172, %180 : i64
      %182 = arith.divui %181, %173 : i64
      %183 = arith.cmpi sgt, %172, %c0_i64_146 : i64
      %184 = arith.select %183, %182, %c0_i64_146 : i64
      %185 = arith.select %174, %179, %184 : i64
      %c3_148 = arith.constant 3 : index
      memref.store %185, %alloca_16[%c3_148] : memref<5xi64>
      %c4_149 = arith.constant 4 : index
      memref.store %168, %alloca_16[%c4_149] : memref<5xi64>
      cf.br ^bb15
    ^bb15:  // 2 preds: ^bb14, ^bb16
      %c0_i64_150 = arith.constant 0 : i64
      %c1_i64_151 = arith.constant 1 : i64
      %c3_152 = arith.constant 3 : index
      %186 = memref.load %alloca_16[%c3_152] : memref<5xi64>
      %187 = arith.cmpi sgt, %186, %c0_i64_150 : i64
      %c4_153 = arith.constant 4 : index
      %188 = memref.load %alloca_16[%c4_153] : memref<5xi64>
      %189 = arith.subi %186, %c1_i64_151 : i64
      %c2_154 = arith.constant 2 : index
      %190 = memref.load %alloca_16[%c2_154] : memref<5xi64>
      %191 = arith.addi %188, %190 : i64
      %192 = arith.select %187, %189, %186 : i64
      %193 = arith.select %187, %191, %188 : i64
      %c3_155 = arith.constant 3 : index
      memref.store %192, %alloca_16[%c3_155] : memref<5xi64>
      %c4_156 = arith.constant 4 : index
      memref.store %193, %alloca_16[%c4_156] : memref<5xi64>
      %alloca_157 = memref.alloca() : memref<2xi64>
      %c0_158 = arith.constant 0 : index
      memref.store %188, %alloca_157[%c0_158] : memref<2xi64>
      %194 = arith.extui %187 : i1 to i64
      %c1_159 = arith.constant 1 : index
      memref.store %194, %alloca_157[%c1_159] : memref<2xi64>
      %c0_160 = arith.constant 0 : index
      %195 = memref.load %alloca_157[%c0_160] : memref<2xi64>
      %c1_161 = arith.constant 1 : index
      %196 = memref.load %alloca_157[%c1_161] : memref<2xi64>
      %c0_i64_162 = arith.constant 0 : i64
      %197 = arith.cmpi ne, %196, %c0_i64_162 : i64
      cf.cond_br %197, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      %198 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_163 = arith.constant 0 : index
      %c0_164 = arith.constant 0 : index
      %dim_165 = memref.dim %arg0, %c0_164 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_166 = arith.constant 1 : index
      %dim_167 = memref.dim %arg0, %c1_166 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %199 = arith.index_cast %2 : i32 to index
      %c0_168 = arith.constant 0 : index
      %200 = arith.cmpi slt, %199, %c0_168 : index
      %c0_169 = arith.constant 0 : index
      %dim_170 = memref.dim %arg0, %c0_169 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %201 = arith.addi %199, %dim_170 : index
      %202 = arith.select %200, %201, %199 : index
      %203 = arith.index_cast %195 : i64 to index
      %c0_171 = arith.constant 0 : index
      %204 = arith.cmpi slt, %203, %c0_171 : index
      %c1_172 = arith.constant 1 : index
      %dim_173 = memref.dim %arg0, %c1_172 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %205 = arith.addi %203, %dim_173 : index
      %206 = arith.select %204, %205, %203 : index
      %c0_174 = arith.constant 0 : index
      %c1_175 = arith.constant 1 : index
      %207 = memref.load %arg0[%202, %206] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %208 = arith.subf %207, %85 : f32
      %209 = math.exp %208 : f32
      %210 = arith.divf %209, %166 : f32
      %211 = arith.index_cast %2 : i32 to index
      %c0_176 = arith.constant 0 : index
      %212 = arith.cmpi slt, %211, %c0_176 : index
      %c0_177 = arith.constant 0 : index
      %dim_178 = memref.dim %arg1, %c0_177 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %213 = arith.addi %211, %dim_178 : index
      %214 = arith.select %212, %213, %211 : index
      %215 = arith.index_cast %195 : i64 to index
      %c0_179 = arith.constant 0 : index
      %216 = arith.cmpi slt, %215, %c0_179 : index
      %c1_180 = arith.constant 1 : index
      %dim_181 = memref.dim %arg1, %c1_180 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %217 = arith.addi %215, %dim_181 : index
      %218 = arith.select %216, %217, %215 : index
      memref.store %210, %arg1[%214, %218] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      cf.br ^bb15
    ^bb17:  // pred: ^bb15
      gpu.return
    }
    memref.global "private" @static_shared_memory_0 : memref<128xf32, #gpu.address_space<workgroup>> {alignment = 8 : i64}
    memref.global "private" @static_shared_memory_1 : memref<128xf32, #gpu.address_space<workgroup>> {alignment = 8 : i64}
  }
}
