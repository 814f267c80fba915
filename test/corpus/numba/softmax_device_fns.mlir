// numba-cuda kernel `softmax_device_fns` (bench/numba/kernels.py), compiled by numba-cuda-mlir 0.6.0
// for void(float32[:, ::1], float32[:, ::1]):
//   numba_cuda_mlir.compiler.compile_mlir(softmax_device_fns, sig, chip="sm_90")
// = numba-cuda-mlir's MLIR before its own lowering pipeline, printed as it is, without a GPU
// (numba_cuda_mlir.tools._cached_cc = (9, 0); tools.get_cuda_runtime_version = lambda: (13, 0)).
// Command: python -m bench.numba.generate --print softmax_device_fns   (every kernel, with this header:
// python -m bench.numba.generate; --check compares). Unedited: stock mlir-opt 22 reads it as it is.
// Source code of this project (MIT); numba-cuda-mlir is Apache-2.0.
module {
  gpu.module @numba_cuda_mlir_gpu_module [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx90">] attributes {numba_cuda_mlir.link_target} {
    llvm.mlir.global common @__numba_cuda_mlir_error_code(0 : i32) {addr_space = 0 : i32} : i32
    gpu.func @_Z18softmax_device_fns5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: memref<?x?xf32, strided<[?, ?], offset: ?>>) kernel attributes {llvm.emit_c_interface, numba_cuda_mlir.arg_attrs = [{}, {}], numba_cuda_mlir.orig_arg_types = [memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>]} {
      %alloca = memref.alloca() : memref<1xf64>
      %alloca_0 = memref.alloca() : memref<1xi64>
      %alloca_1 = memref.alloca() : memref<1xf32>
      %alloca_2 = memref.alloca() : memref<1xi64>
      %block_id_x = gpu.block_id x
      %0 = arith.index_cast %block_id_x : index to i32
      %thread_id_x = gpu.thread_id x
      %1 = arith.index_cast %thread_id_x : index to i32
      %c0 = arith.constant 0 : index
      %dim = memref.dim %arg0, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1 = arith.constant 1 : index
      %dim_3 = memref.dim %arg0, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_i64 = arith.constant 1 : i64
      %cst = arith.constant 0x7FF0000000000000 : f64
      %2 = arith.negf %cst : f64
      %c0_4 = arith.constant 0 : index
      memref.store %2, %alloca[%c0_4] : memref<1xf64>
      %c128_i64 = arith.constant 128 : i64
      %3 = arith.index_cast %dim_3 : index to i64
      %alloca_5 = memref.alloca() : memref<5xi64>
      %4 = arith.extsi %1 : i32 to i64
      %c0_i64 = arith.constant 0 : i64
      %c1_i64_6 = arith.constant 1 : i64
      %c0_7 = arith.constant 0 : index
      memref.store %4, %alloca_5[%c0_7] : memref<5xi64>
      %c1_8 = arith.constant 1 : index
      memref.store %3, %alloca_5[%c1_8] : memref<5xi64>
      %c2 = arith.constant 2 : index
      memref.store %c128_i64, %alloca_5[%c2] : memref<5xi64>
      %5 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %6 = arith.cmpi eq, %c128_i64, %c0_i64 : i64
      scf.if %6 {
        %221 = llvm.mlir.constant(0 : i32) : i32
        %222 = llvm.mlir.constant(5 : i32) : i32
        %223 = llvm.cmpxchg %5, %221, %222 monotonic monotonic : !llvm.ptr, i32
      }
      %c0_i64_9 = arith.constant 0 : i64
      %c1_i64_10 = arith.constant 1 : i64
      %7 = arith.subi %3, %4 : i64
      %8 = arith.subi %c0_i64_9, %7 : i64
      %9 = arith.subi %c0_i64_9, %c128_i64 : i64
      %10 = arith.cmpi sgt, %c128_i64, %c0_i64_9 : i64
      %11 = arith.subi %c128_i64, %c1_i64_10 : i64
      %12 = arith.addi %7, %11 : i64
      %13 = arith.divui %12, %c128_i64 : i64
      %14 = arith.cmpi sgt, %7, %c0_i64_9 : i64
      %15 = arith.select %14, %13, %c0_i64_9 : i64
      %16 = arith.subi %9, %c1_i64_10 : i64
      %17 = arith.addi %8, %16 : i64
      %18 = arith.divui %17, %9 : i64
      %19 = arith.cmpi sgt, %8, %c0_i64_9 : i64
      %20 = arith.select %19, %18, %c0_i64_9 : i64
      %21 = arith.select %10, %15, %20 : i64
      %c3 = arith.constant 3 : index
      memref.store %21, %alloca_5[%c3] : memref<5xi64>
      %c4 = arith.constant 4 : index
      memref.store %4, %alloca_5[%c4] : memref<5xi64>
      %alloca_11 = memref.alloca() : memref<5xi64>
      %alloca_12 = memref.alloca() : memref<5xi64>
      cf.br ^bb1
    ^bb1:  // 2 preds: ^bb0, ^bb2
      %c0_i64_13 = arith.constant 0 : i64
      %c1_i64_14 = arith.constant 1 : i64
      %c3_15 = arith.constant 3 : index
      %22 = memref.load %alloca_5[%c3_15] : memref<5xi64>
      %23 = arith.cmpi sgt, %22, %c0_i64_13 : i64
      %c4_16 = arith.constant 4 : index
      %24 = memref.load %alloca_5[%c4_16] : memref<5xi64>
      %25 = arith.subi %22, %c1_i64_14 : i64
      %c2_17 = arith.constant 2 : index
      %26 = memref.load %alloca_5[%c2_17] : memref<5xi64>
      %27 = arith.addi %24, %26 : i64
      %28 = arith.select %23, %25, %22 : i64
      %29 = arith.select %23, %27, %24 : i64
      %c3_18 = arith.constant 3 : index
      memref.store %28, %alloca_5[%c3_18] : memref<5xi64>
      %c4_19 = arith.constant 4 : index
      memref.store %29, %alloca_5[%c4_19] : memref<5xi64>
      %alloca_20 = memref.alloca() : memref<2xi64>
      %c0_21 = arith.constant 0 : index
      memref.store %24, %alloca_20[%c0_21] : memref<2xi64>
      %30 = arith.extui %23 : i1 to i64
      %c1_22 = arith.constant 1 : index
      memref.store %30, %alloca_20[%c1_22] : memref<2xi64>
      %c0_23 = arith.constant 0 : index
      %31 = memref.load %alloca_20[%c0_23] : memref<2xi64>
      %c1_24 = arith.constant 1 : index
      %32 = memref.load %alloca_20[%c1_24] : memref<2xi64>
      %c0_i64_25 = arith.constant 0 : i64
      %33 = arith.cmpi ne, %32, %c0_i64_25 : i64
      cf.cond_br %33, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %34 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_26 = arith.constant 0 : index
      %c0_27 = arith.constant 0 : index
      %dim_28 = memref.dim %arg0, %c0_27 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_29 = arith.constant 1 : index
      %dim_30 = memref.dim %arg0, %c1_29 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %35 = arith.index_cast %0 : i32 to index
      %c0_31 = arith.constant 0 : index
      %36 = arith.cmpi slt, %35, %c0_31 : index
      %c0_32 = arith.constant 0 : index
      %dim_33 = memref.dim %arg0, %c0_32 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %37 = arith.addi %35, %dim_33 : index
      %38 = arith.select %36, %37, %35 : index
      %39 = arith.index_cast %31 : i64 to index
      %c0_34 = arith.constant 0 : index
      %40 = arith.cmpi slt, %39, %c0_34 : index
      %c1_35 = arith.constant 1 : index
      %dim_36 = memref.dim %arg0, %c1_35 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %41 = arith.addi %39, %dim_36 : index
      %42 = arith.select %40, %41, %39 : index
      %c0_37 = arith.constant 0 : index
      %c1_38 = arith.constant 1 : index
      %43 = memref.load %arg0[%38, %42] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c0_39 = arith.constant 0 : index
      %44 = memref.load %alloca[%c0_39] : memref<1xf64>
      %45 = arith.extf %43 : f32 to f64
      %46 = arith.maxnumf %44, %45 : f64
      %c0_40 = arith.constant 0 : index
      memref.store %46, %alloca[%c0_40] : memref<1xf64>
      cf.br ^bb1
    ^bb3:  // pred: ^bb1
      %c0_41 = arith.constant 0 : index
      %47 = memref.load %alloca[%c0_41] : memref<1xf64>
      %c128_i64_42 = arith.constant 128 : i64
      %cst_43 = arith.constant 0.000000e+00 : f32
      %48 = memref.get_global @static_shared_memory_0 : memref<128xf32, #gpu.address_space<workgroup>>
      %thread_id_x_44 = gpu.thread_id x
      %49 = arith.index_cast %thread_id_x_44 : index to i32
      %50 = arith.index_cast %49 : i32 to index
      %c0_45 = arith.constant 0 : index
      %51 = arith.cmpi slt, %50, %c0_45 : index
      %c0_46 = arith.constant 0 : index
      %dim_47 = memref.dim %48, %c0_46 : memref<128xf32, #gpu.address_space<workgroup>>
      %52 = arith.addi %50, %dim_47 : index
      %53 = arith.select %51, %52, %50 : index
      %54 = arith.truncf %47 : f64 to f32
      memref.store %54, %48[%53] : memref<128xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %c128_i64_48 = arith.constant 128 : i64
      %c2_i64 = arith.constant 2 : i64
      %55 = arith.floordivsi %c128_i64_48, %c2_i64 : i64
      %c0_49 = arith.constant 0 : index
      memref.store %55, %alloca_0[%c0_49] : memref<1xi64>
      %c0_i64_50 = arith.constant 0 : i64
      %56 = arith.cmpi sgt, %55, %c0_i64_50 : i64
      cf.cond_br %56, ^bb4, ^bb7
    ^bb4:  // 2 preds: ^bb3, ^bb6
      %c0_51 = arith.constant 0 : index
      %57 = memref.load %alloca_0[%c0_51] : memref<1xi64>
      %58 = arith.extsi %49 : i32 to i64
      %59 = arith.cmpi slt, %58, %57 : i64
      cf.cond_br %59, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %60 = arith.index_cast %49 : i32 to index
      %c0_52 = arith.constant 0 : index
      %61 = arith.cmpi slt, %60, %c0_52 : index
      %c0_53 = arith.constant 0 : index
      %dim_54 = memref.dim %48, %c0_53 : memref<128xf32, #gpu.address_space<workgroup>>
      %62 = arith.addi %60, %dim_54 : index
      %63 = arith.select %61, %62, %60 : index
      %64 = memref.load %48[%63] : memref<128xf32, #gpu.address_space<workgroup>>
      %c0_55 = arith.constant 0 : index
      %65 = memref.load %alloca_0[%c0_55] : memref<1xi64>
      %66 = arith.extsi %49 : i32 to i64
      %67 = arith.addi %66, %65 overflow<nsw> : i64
      %68 = arith.index_cast %67 : i64 to index
      %c0_56 = arith.constant 0 : index
      %69 = arith.cmpi slt, %68, %c0_56 : index
      %c0_57 = arith.constant 0 : index
      %dim_58 = memref.dim %48, %c0_57 : memref<128xf32, #gpu.address_space<workgroup>>
      %70 = arith.addi %68, %dim_58 : index
      %71 = arith.select %69, %70, %68 : index
      %72 = memref.load %48[%71] : memref<128xf32, #gpu.address_space<workgroup>>
      %73 = arith.maxnumf %64, %72 : f32
      %74 = arith.index_cast %49 : i32 to index
      %c0_59 = arith.constant 0 : index
      %75 = arith.cmpi slt, %74, %c0_59 : index
      %c0_60 = arith.constant 0 : index
      %dim_61 = memref.dim %48, %c0_60 : memref<128xf32, #gpu.address_space<workgroup>>
      %76 = arith.addi %74, %dim_61 : index
      %77 = arith.select %75, %76, %74 : index
      memref.store %73, %48[%77] : memref<128xf32, #gpu.address_space<workgroup>>
      cf.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      gpu.barrier
      %c2_i64_62 = arith.constant 2 : i64
      %c0_63 = arith.constant 0 : index
      %78 = memref.load %alloca_0[%c0_63] : memref<1xi64>
      %79 = arith.floordivsi %78, %c2_i64_62 : i64
      %c0_64 = arith.constant 0 : index
      memref.store %79, %alloca_0[%c0_64] : memref<1xi64>
      %c0_i64_65 = arith.constant 0 : i64
      %80 = arith.cmpi sgt, %79, %c0_i64_65 : i64
      cf.cond_br %80, ^bb4, ^bb7
    ^bb7:  // 2 preds: ^bb3, ^bb6
      %c0_i64_66 = arith.constant 0 : i64
      %81 = arith.index_cast %c0_i64_66 : i64 to index
      %c0_67 = arith.constant 0 : index
      %82 = arith.cmpi slt, %81, %c0_67 : index
      %c0_68 = arith.constant 0 : index
      %dim_69 = memref.dim %48, %c0_68 : memref<128xf32, #gpu.address_space<workgroup>>
      %83 = arith.addi %81, %dim_69 : index
      %84 = arith.select %82, %83, %81 : index
      %85 = memref.load %48[%84] : memref<128xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %cst_70 = arith.constant 0.000000e+00 : f32
      %c0_i64_71 = arith.constant 0 : i64
      %cst_72 = arith.constant 0.000000e+00 : f32
      %c0_73 = arith.constant 0 : index
      memref.store %cst_72, %alloca_1[%c0_73] : memref<1xf32>
      %c128_i64_74 = arith.constant 128 : i64
      %86 = arith.index_cast %dim_3 : index to i64
      %87 = arith.extsi %1 : i32 to i64
      %c0_i64_75 = arith.constant 0 : i64
      %c1_i64_76 = arith.constant 1 : i64
      %c0_77 = arith.constant 0 : index
      memref.store %87, %alloca_11[%c0_77] : memref<5xi64>
      %c1_78 = arith.constant 1 : index
      memref.store %86, %alloca_11[%c1_78] : memref<5xi64>
      %c2_79 = arith.constant 2 : index
      memref.store %c128_i64_74, %alloca_11[%c2_79] : memref<5xi64>
      %88 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %89 = arith.cmpi eq, %c128_i64_74, %c0_i64_75 : i64
      scf.if %89 {
        %221 = llvm.mlir.constant(0 : i32) : i32
        %222 = llvm.mlir.constant(5 : i32) : i32
        %223 = llvm.cmpxchg %88, %221, %222 monotonic monotonic : !llvm.ptr, i32
      }
      %c0_i64_80 = arith.constant 0 : i64
      %c1_i64_81 = arith.constant 1 : i64
      %90 = arith.subi %86, %87 : i64
      %91 = arith.subi %c0_i64_80, %90 : i64
      %92 = arith.subi %c0_i64_80, %c128_i64_74 : i64
      %93 = arith.cmpi sgt, %c128_i64_74, %c0_i64_80 : i64
      %94 = arith.subi %c128_i64_74, %c1_i64_81 : i64
      %95 = arith.addi %90, %94 : i64
      %96 = arith.divui %95, %c128_i64_74 : i64
      %97 = arith.cmpi sgt, %90, %c0_i64_80 : i64
      %98 = arith.select %97, %96, %c0_i64_80 : i64
      %99 = arith.subi %92, %c1_i64_81 : i64
      %100 = arith.addi %91, %99 : i64
      %101 = arith.divui %100, %92 : i64
      %102 = arith.cmpi sgt, %91, %c0_i64_80 : i64
      %103 = arith.select %102, %101, %c0_i64_80 : i64
      %104 = arith.select %93, %98, %103 : i64
      %c3_82 = arith.constant 3 : index
      memref.store %104, %alloca_11[%c3_82] : memref<5xi64>
      %c4_83 = arith.constant 4 : index
      memref.store %87, %alloca_11[%c4_83] : memref<5xi64>
      cf.br ^bb8
    ^bb8:  // 2 preds: ^bb7, ^bb9
      %c0_i64_84 = arith.constant 0 : i64
      %c1_i64_85 = arith.constant 1 : i64
      %c3_86 = arith.constant 3 : index
      %105 = memref.load %alloca_11[%c3_86] : memref<5xi64>
      %106 = arith.cmpi sgt, %105, %c0_i64_84 : i64
      %c4_87 = arith.constant 4 : index
      %107 = memref.load %alloca_11[%c4_87] : memref<5xi64>
      %108 = arith.subi %105, %c1_i64_85 : i64
      %c2_88 = arith.constant 2 : index
      %109 = memref.load %alloca_11[%c2_88] : memref<5xi64>
      %110 = arith.addi %107, %109 : i64
      %111 = arith.select %106, %108, %105 : i64
      %112 = arith.select %106, %110, %107 : i64
      %c3_89 = arith.constant 3 : index
      memref.store %111, %alloca_11[%c3_89] : memref<5xi64>
      %c4_90 = arith.constant 4 : index
      memref.store %112, %alloca_11[%c4_90] : memref<5xi64>
      %alloca_91 = memref.alloca() : memref<2xi64>
      %c0_92 = arith.constant 0 : index
      memref.store %107, %alloca_91[%c0_92] : memref<2xi64>
      %113 = arith.extui %106 : i1 to i64
      %c1_93 = arith.constant 1 : index
      memref.store %113, %alloca_91[%c1_93] : memref<2xi64>
      %c0_94 = arith.constant 0 : index
      %114 = memref.load %alloca_91[%c0_94] : memref<2xi64>
      %c1_95 = arith.constant 1 : index
      %115 = memref.load %alloca_91[%c1_95] : memref<2xi64>
      %c0_i64_96 = arith.constant 0 : i64
      %116 = arith.cmpi ne, %115, %c0_i64_96 : i64
      cf.cond_br %116, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %117 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_97 = arith.constant 0 : index
      %c0_98 = arith.constant 0 : index
      %dim_99 = memref.dim %arg0, %c0_98 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_100 = arith.constant 1 : index
      %dim_101 = memref.dim %arg0, %c1_100 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %118 = arith.index_cast %0 : i32 to index
      %c0_102 = arith.constant 0 : index
      %119 = arith.cmpi slt, %118, %c0_102 : index
      %c0_103 = arith.constant 0 : index
      %dim_104 = memref.dim %arg0, %c0_103 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %120 = arith.addi %118, %dim_104 : index
      %121 = arith.select %119, %120, %118 : index
      %122 = arith.index_cast %114 : i64 to index
      %c0_105 = arith.constant 0 : index
      %123 = arith.cmpi slt, %122, %c0_105 : index
      %c1_106 = arith.constant 1 : index
      %dim_107 = memref.dim %arg0, %c1_106 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %124 = arith.addi %122, %dim_107 : index
      %125 = arith.select %123, %124, %122 : index
      %c0_108 = arith.constant 0 : index
      %c1_109 = arith.constant 1 : index
      %126 = memref.load %arg0[%121, %125] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %127 = arith.subf %126, %85 : f32
      %128 = math.exp %127 : f32
      %c0_110 = arith.constant 0 : index
      %129 = memref.load %alloca_1[%c0_110] : memref<1xf32>
      %130 = arith.addf %129, %128 : f32
      %c0_111 = arith.constant 0 : index
      memref.store %130, %alloca_1[%c0_111] : memref<1xf32>
      cf.br ^bb8
    ^bb10:  // pred: ^bb8
      %c0_112 = arith.constant 0 : index
      %131 = memref.load %alloca_1[%c0_112] : memref<1xf32>
      %c128_i64_113 = arith.constant 128 : i64
      %cst_114 = arith.constant 0.000000e+00 : f32
      %132 = memref.get_global @static_shared_memory_1 : memref<128xf32, #gpu.address_space<workgroup>>
      %thread_id_x_115 = gpu.thread_id x
      %133 = arith.index_cast %thread_id_x_115 : index to i32
      %134 = arith.index_cast %133 : i32 to index
      %c0_116 = arith.constant 0 : index
      %135 = arith.cmpi slt, %134, %c0_116 : index
      %c0_117 = arith.constant 0 : index
      %dim_118 = memref.dim %132, %c0_117 : memref<128xf32, #gpu.address_space<workgroup>>
      %136 = arith.addi %134, %dim_118 : index
      %137 = arith.select %135, %136, %134 : index
      memref.store %131, %132[%137] : memref<128xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %c128_i64_119 = arith.constant 128 : i64
      %c2_i64_120 = arith.constant 2 : i64
      %138 = arith.floordivsi %c128_i64_119, %c2_i64_120 : i64
      %c0_121 = arith.constant 0 : index
      memref.store %138, %alloca_2[%c0_121] : memref<1xi64>
      %c0_i64_122 = arith.constant 0 : i64
      %139 = arith.cmpi sgt, %138, %c0_i64_122 : i64
      cf.cond_br %139, ^bb11, ^bb14
    ^bb11:  // 2 preds: ^bb10, ^bb13
      %c0_123 = arith.constant 0 : index
      %140 = memref.load %alloca_2[%c0_123] : memref<1xi64>
      %141 = arith.extsi %133 : i32 to i64
      %142 = arith.cmpi slt, %141, %140 : i64
      cf.cond_br %142, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      %143 = arith.index_cast %133 : i32 to index
      %c0_124 = arith.constant 0 : index
      %144 = arith.cmpi slt, %143, %c0_124 : index
      %c0_125 = arith.constant 0 : index
      %dim_126 = memref.dim %132, %c0_125 : memref<128xf32, #gpu.address_space<workgroup>>
      %145 = arith.addi %143, %dim_126 : index
      %146 = arith.select %144, %145, %143 : index
      %147 = memref.load %132[%146] : memref<128xf32, #gpu.address_space<workgroup>>
      %c0_127 = arith.constant 0 : index
      %148 = memref.load %alloca_2[%c0_127] : memref<1xi64>
      %149 = arith.extsi %133 : i32 to i64
      %150 = arith.addi %149, %148 overflow<nsw> : i64
      %151 = arith.index_cast %150 : i64 to index
      %c0_128 = arith.constant 0 : index
      %152 = arith.cmpi slt, %151, %c0_128 : index
      %c0_129 = arith.constant 0 : index
      %dim_130 = memref.dim %132, %c0_129 : memref<128xf32, #gpu.address_space<workgroup>>
      %153 = arith.addi %151, %dim_130 : index
      %154 = arith.select %152, %153, %151 : index
      %155 = memref.load %132[%154] : memref<128xf32, #gpu.address_space<workgroup>>
      %156 = arith.addf %147, %155 : f32
      %157 = arith.index_cast %133 : i32 to index
      %c0_131 = arith.constant 0 : index
      %158 = arith.cmpi slt, %157, %c0_131 : index
      %c0_132 = arith.constant 0 : index
      %dim_133 = memref.dim %132, %c0_132 : memref<128xf32, #gpu.address_space<workgroup>>
      %159 = arith.addi %157, %dim_133 : index
      %160 = arith.select %158, %159, %157 : index
      memref.store %156, %132[%160] : memref<128xf32, #gpu.address_space<workgroup>>
      cf.br ^bb13
    ^bb13:  // 2 preds: ^bb11, ^bb12
      gpu.barrier
      %c2_i64_134 = arith.constant 2 : i64
      %c0_135 = arith.constant 0 : index
      %161 = memref.load %alloca_2[%c0_135] : memref<1xi64>
      %162 = arith.floordivsi %161, %c2_i64_134 : i64
      %c0_136 = arith.constant 0 : index
      memref.store %162, %alloca_2[%c0_136] : memref<1xi64>
      %c0_i64_137 = arith.constant 0 : i64
      %163 = arith.cmpi sgt, %162, %c0_i64_137 : i64
      cf.cond_br %163, ^bb11, ^bb14
    ^bb14:  // 2 preds: ^bb10, ^bb13
      %c0_i64_138 = arith.constant 0 : i64
      %164 = arith.index_cast %c0_i64_138 : i64 to index
      %c0_139 = arith.constant 0 : index
      %165 = arith.cmpi slt, %164, %c0_139 : index
      %c0_140 = arith.constant 0 : index
      %dim_141 = memref.dim %132, %c0_140 : memref<128xf32, #gpu.address_space<workgroup>>
      %166 = arith.addi %164, %dim_141 : index
      %167 = arith.select %165, %166, %164 : index
      %168 = memref.load %132[%167] : memref<128xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %c128_i64_142 = arith.constant 128 : i64
      %169 = arith.index_cast %dim_3 : index to i64
      %170 = arith.extsi %1 : i32 to i64
      %c0_i64_143 = arith.constant 0 : i64
      %c1_i64_144 = arith.constant 1 : i64
      %c0_145 = arith.constant 0 : index
      memref.store %170, %alloca_12[%c0_145] : memref<5xi64>
      %c1_146 = arith.constant 1 : index
      memref.store %169, %alloca_12[%c1_146] : memref<5xi64>
      %c2_147 = arith.constant 2 : index
      memref.store %c128_i64_142, %alloca_12[%c2_147] : memref<5xi64>
      %171 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %172 = arith.cmpi eq, %c128_i64_142, %c0_i64_143 : i64
      scf.if %172 {
        %221 = llvm.mlir.constant(0 : i32) : i32
        %222 = llvm.mlir.constant(5 : i32) : i32
        %223 = llvm.cmpxchg %171, %221, %222 monotonic monotonic : !llvm.ptr, i32
      }
      %c0_i64_148 = arith.constant 0 : i64
      %c1_i64_149 = arith.constant 1 : i64
      %173 = arith.subi %169, %170 : i64
      %174 = arith.subi %c0_i64_148, %173 : i64
      %175 = arith.subi %c0_i64_148, %c128_i64_142 : i64
      %176 = arith.cmpi sgt, %c128_i64_142, %c0_i64_148 : i64
      %177 = arith.subi %c128_i64_142, %c1_i64_149 : i64
      %178 = arith.addi %173, %177 : i64
      %179 = arith.divui %178, %c128_i64_142 : i64
      %180 = arith.cmpi sgt, %173, %c0_i64_148 : i64
      %181 = arith.select %180, %179, %c0_i64_148 : i64
      %182 = arith.subi %175, %c1_i64_149 : i64
      %183 = arith.addi %174, %182 : i64
      %184 = arith.divui %183, %175 : i64
      %185 = arith.cmpi sgt, %174, %c0_i64_148 : i64
      %186 = arith.select %185, %184, %c0_i64_148 : i64
      %187 = arith.select %176, %181, %186 : i64
      %c3_150 = arith.constant 3 : index
      memref.store %187, %alloca_12[%c3_150] : memref<5xi64>
      %c4_151 = arith.constant 4 : index
      memref.store %170, %alloca_12[%c4_151] : memref<5xi64>
      cf.br ^bb15
    ^bb15:  // 2 preds: ^bb14, ^bb16
      %c0_i64_152 = arith.constant 0 : i64
      %c1_i64_153 = arith.constant 1 : i64
      %c3_154 = arith.constant 3 : index
      %188 = memref.load %alloca_12[%c3_154] : memref<5xi64>
      %189 = arith.cmpi sgt, %188, %c0_i64_152 : i64
      %c4_155 = arith.constant 4 : index
      %190 = memref.load %alloca_12[%c4_155] : memref<5xi64>
      %191 = arith.subi %188, %c1_i64_153 : i64
      %c2_156 = arith.constant 2 : index
      %192 = memref.load %alloca_12[%c2_156] : memref<5xi64>
      %193 = arith.addi %190, %192 : i64
      %194 = arith.select %189, %191, %188 : i64
      %195 = arith.select %189, %193, %190 : i64
      %c3_157 = arith.constant 3 : index
      memref.store %194, %alloca_12[%c3_157] : memref<5xi64>
      %c4_158 = arith.constant 4 : index
      memref.store %195, %alloca_12[%c4_158] : memref<5xi64>
      %alloca_159 = memref.alloca() : memref<2xi64>
      %c0_160 = arith.constant 0 : index
      memref.store %190, %alloca_159[%c0_160] : memref<2xi64>
      %196 = arith.extui %189 : i1 to i64
      %c1_161 = arith.constant 1 : index
      memref.store %196, %alloca_159[%c1_161] : memref<2xi64>
      %c0_162 = arith.constant 0 : index
      %197 = memref.load %alloca_159[%c0_162] : memref<2xi64>
      %c1_163 = arith.constant 1 : index
      %198 = memref.load %alloca_159[%c1_163] : memref<2xi64>
      %c0_i64_164 = arith.constant 0 : i64
      %199 = arith.cmpi ne, %198, %c0_i64_164 : i64
      cf.cond_br %199, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      %200 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_165 = arith.constant 0 : index
      %c0_166 = arith.constant 0 : index
      %dim_167 = memref.dim %arg0, %c0_166 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_168 = arith.constant 1 : index
      %dim_169 = memref.dim %arg0, %c1_168 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %201 = arith.index_cast %0 : i32 to index
      %c0_170 = arith.constant 0 : index
      %202 = arith.cmpi slt, %201, %c0_170 : index
      %c0_171 = arith.constant 0 : index
      %dim_172 = memref.dim %arg0, %c0_171 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %203 = arith.addi %201, %dim_172 : index
      %204 = arith.select %202, %203, %201 : index
      %205 = arith.index_cast %197 : i64 to index
      %c0_173 = arith.constant 0 : index
      %206 = arith.cmpi slt, %205, %c0_173 : index
      %c1_174 = arith.constant 1 : index
      %dim_175 = memref.dim %arg0, %c1_174 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %207 = arith.addi %205, %dim_175 : index
      %208 = arith.select %206, %207, %205 : index
      %c0_176 = arith.constant 0 : index
      %c1_177 = arith.constant 1 : index
      %209 = memref.load %arg0[%204, %208] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %210 = arith.subf %209, %85 : f32
      %211 = math.exp %210 : f32
      %212 = arith.divf %211, %168 : f32
      %213 = arith.index_cast %0 : i32 to index
      %c0_178 = arith.constant 0 : index
      %214 = arith.cmpi slt, %213, %c0_178 : index
      %c0_179 = arith.constant 0 : index
      %dim_180 = memref.dim %arg1, %c0_179 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %215 = arith.addi %213, %dim_180 : index
      %216 = arith.select %214, %215, %213 : index
      %217 = arith.index_cast %197 : i64 to index
      %c0_181 = arith.constant 0 : index
      %218 = arith.cmpi slt, %217, %c0_181 : index
      %c1_182 = arith.constant 1 : index
      %dim_183 = memref.dim %arg1, %c1_182 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %219 = arith.addi %217, %dim_183 : index
      %220 = arith.select %218, %219, %217 : index
      memref.store %212, %arg1[%216, %220] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      cf.br ^bb15
    ^bb17:  // pred: ^bb15
      gpu.return
    }
    memref.global "private" @static_shared_memory_0 : memref<128xf32, #gpu.address_space<workgroup>> {alignment = 8 : i64}
    memref.global "private" @static_shared_memory_1 : memref<128xf32, #gpu.address_space<workgroup>> {alignment = 8 : i64}
  }
}
