// numba-cuda kernel `matmul_double_buffered` (bench/numba/kernels.py), compiled by numba-cuda-mlir 0.6.0
// for void(float32[:, ::1], float32[:, ::1], float32[:, ::1]):
//   numba_cuda_mlir.compiler.compile_mlir(matmul_double_buffered, sig, chip="sm_90")
// = numba-cuda-mlir's MLIR before its own lowering pipeline, printed as it is, without a GPU
// (numba_cuda_mlir.tools._cached_cc = (9, 0); tools.get_cuda_runtime_version = lambda: (13, 0)).
// Command: python -m bench.numba.generate --print matmul_double_buffered   (every kernel, with this header:
// python -m bench.numba.generate; --check compares). Unedited: stock mlir-opt 22 reads it as it is.
// Source code of this project (MIT); numba-cuda-mlir is Apache-2.0.
module {
  gpu.module @numba_cuda_mlir_gpu_module [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx90">] attributes {numba_cuda_mlir.link_target} {
    llvm.mlir.global common @__numba_cuda_mlir_error_code(0 : i32) {addr_space = 0 : i32} : i32
    gpu.func @_Z22matmul_double_buffered5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg2: memref<?x?xf32, strided<[?, ?], offset: ?>>) kernel attributes {llvm.emit_c_interface, numba_cuda_mlir.arg_attrs = [{}, {}, {}], numba_cuda_mlir.orig_arg_types = [memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>]} {
      %alloca = memref.alloca() : memref<1xf32>
      %alloca_0 = memref.alloca() : memref<1xf32>
      %alloca_1 = memref.alloca() : memref<1xf32>
      %alloca_2 = memref.alloca() : memref<1xf32>
      %alloca_3 = memref.alloca() : memref<1xf32>
      %alloca_4 = memref.alloca() : memref<1xf32>
      %c2_i64 = arith.constant 2 : i64
      %c16_i64 = arith.constant 16 : i64
      %c16_i64_5 = arith.constant 16 : i64
      %cst = arith.constant 0.000000e+00 : f32
      %0 = memref.get_global @static_shared_memory_0 : memref<2x16x16xf32, #gpu.address_space<workgroup>>
      %c2_i64_6 = arith.constant 2 : i64
      %c16_i64_7 = arith.constant 16 : i64
      %c16_i64_8 = arith.constant 16 : i64
      %cst_9 = arith.constant 0.000000e+00 : f32
      %1 = memref.get_global @static_shared_memory_1 : memref<2x16x16xf32, #gpu.address_space<workgroup>>
      %thread_id_x = gpu.thread_id x
      %2 = arith.index_cast %thread_id_x : index to i32
      %thread_id_y = gpu.thread_id y
      %3 = arith.index_cast %thread_id_y : index to i32
      %block_id_y = gpu.block_id y
      %4 = arith.index_cast %block_id_y : index to i32
      %c16_i64_10 = arith.constant 16 : i64
      %5 = arith.extsi %4 : i32 to i64
      %6 = arith.muli %5, %c16_i64_10 overflow<nsw> : i64
      %7 = arith.extsi %3 : i32 to i64
      %8 = arith.addi %6, %7 overflow<nsw> : i64
      %block_id_x = gpu.block_id x
      %9 = arith.index_cast %block_id_x : index to i32
      %c16_i64_11 = arith.constant 16 : i64
      %10 = arith.extsi %9 : i32 to i64
      %11 = arith.muli %10, %c16_i64_11 overflow<nsw> : i64
      %12 = arith.extsi %2 : i32 to i64
      %13 = arith.addi %11, %12 overflow<nsw> : i64
      %c0 = arith.constant 0 : index
      %dim = memref.dim %arg0, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1 = arith.constant 1 : index
      %dim_12 = memref.dim %arg0, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_i64 = arith.constant 1 : i64
      %c16_i64_13 = arith.constant 16 : i64
      %14 = arith.index_cast %dim_12 : index to i64
      %15 = arith.addi %14, %c16_i64_13 overflow<nsw> : i64
      %c1_i64_14 = arith.constant 1 : i64
      %16 = arith.subi %15, %c1_i64_14 overflow<nsw> : i64
      %c16_i64_15 = arith.constant 16 : i64
      %17 = arith.floordivsi %16, %c16_i64_15 : i64
      %c0_16 = arith.constant 0 : index
      %dim_17 = memref.dim %arg0, %c0_16 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_18 = arith.constant 1 : index
      %dim_19 = memref.dim %arg0, %c1_18 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c0_i64 = arith.constant 0 : i64
      %18 = arith.index_cast %dim_17 : index to i64
      %19 = arith.cmpi slt, %8, %18 : i64
      %alloca_20 = memref.alloca() : memref<5xi64>
      %alloca_21 = memref.alloca() : memref<5xi64>
      cf.cond_br %19, ^bb1, ^bb3
    ^bb1:  // pred: ^bb0
      %20 = arith.extsi %2 : i32 to i64
      %21 = arith.index_cast %dim_12 : index to i64
      %22 = arith.cmpi slt, %20, %21 : i64
      cf.cond_br %22, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %23 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_22 = arith.constant 0 : index
      %c0_23 = arith.constant 0 : index
      %dim_24 = memref.dim %arg0, %c0_23 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_25 = arith.constant 1 : index
      %dim_26 = memref.dim %arg0, %c1_25 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %24 = arith.index_cast %8 : i64 to index
      %c0_27 = arith.constant 0 : index
      %25 = arith.cmpi slt, %24, %c0_27 : index
      %c0_28 = arith.constant 0 : index
      %dim_29 = memref.dim %arg0, %c0_28 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %26 = arith.addi %24, %dim_29 : index
      %27 = arith.select %25, %26, %24 : index
      %28 = arith.index_cast %2 : i32 to index
      %c0_30 = arith.constant 0 : index
      %29 = arith.cmpi slt, %28, %c0_30 : index
      %c1_31 = arith.constant 1 : index
      %dim_32 = memref.dim %arg0, %c1_31 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %30 = arith.addi %28, %dim_32 : index
      %31 = arith.select %29, %30, %28 : index
      %c0_33 = arith.constant 0 : index
      %c1_34 = arith.constant 1 : index
      %32 = memref.load %arg0[%27, %31] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c0_35 = arith.constant 0 : index
      memref.store %32, %alloca[%c0_35] : memref<1xf32>
      cf.br ^bb4
    ^bb3:  // 2 preds: ^bb0, ^bb1
      %cst_36 = arith.constant 0.000000e+00 : f32
      %c0_i64_37 = arith.constant 0 : i64
      %cst_38 = arith.constant 0.000000e+00 : f32
      %c0_39 = arith.constant 0 : index
      memref.store %cst_38, %alloca[%c0_39] : memref<1xf32>
      cf.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %c0_i64_40 = arith.constant 0 : i64
      %33 = arith.index_cast %c0_i64_40 : i64 to index
      %c0_41 = arith.constant 0 : index
      %34 = arith.cmpi slt, %33, %c0_41 : index
      %c0_42 = arith.constant 0 : index
      %dim_43 = memref.dim %0, %c0_42 : memref<2x16x16xf32, #gpu.address_space<workgroup>>
      %35 = arith.addi %33, %dim_43 : index
      %36 = arith.select %34, %35, %33 : index
      %37 = arith.index_cast %3 : i32 to index
      %c0_44 = arith.constant 0 : index
      %38 = arith.cmpi slt, %37, %c0_44 : index
      %c1_45 = arith.constant 1 : index
      %dim_46 = memref.dim %0, %c1_45 : memref<2x16x16xf32, #gpu.address_space<workgroup>>
      %39 = arith.addi %37, %dim_46 : index
      %40 = arith.select %38, %39, %37 : index
      %41 = arith.index_cast %2 : i32 to index
      %c0_47 = arith.constant 0 : index
      %42 = arith.cmpi slt, %41, %c0_47 : index
      %c2 = arith.constant 2 : index
      %dim_48 = memref.dim %0, %c2 : memref<2x16x16xf32, #gpu.address_space<workgroup>>
      %43 = arith.addi %41, %dim_48 : index
      %44 = arith.select %42, %43, %41 : index
      %c0_49 = arith.constant 0 : index
      %45 = memref.load %alloca[%c0_49] : memref<1xf32>
      memref.store %45, %0[%36, %40, %44] : memref<2x16x16xf32, #gpu.address_space<workgroup>>
      %46 = arith.extsi %3 : i32 to i64
      %47 = arith.index_cast %dim_12 : index to i64
      %48 = arith.cmpi slt, %46, %47 : i64
      cf.cond_br %48, ^bb5, ^bb7
    ^bb5:  // pred: ^bb4
      %c0_50 = arith.constant 0 : index
      %dim_51 = memref.dim %arg1, %c0_50 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_52 = arith.constant 1 : index
      %dim_53 = memref.dim %arg1, %c1_52 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_i64_54 = arith.constant 1 : i64
      %49 = arith.index_cast %dim_53 : index to i64
      %50 = arith.cmpi slt, %13, %49 : i64
      cf.cond_br %50, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %51 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_55 = arith.constant 0 : index
      %c0_56 = arith.constant 0 : index
      %dim_57 = memref.dim %arg1, %c0_56 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_58 = arith.constant 1 : index
      %dim_59 = memref.dim %arg1, %c1_58 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %52 = arith.index_cast %3 : i32 to index
      %c0_60 = arith.constant 0 : index
      %53 = arith.cmpi slt, %52, %c0_60 : index
      %c0_61 = arith.constant 0 : index
      %dim_62 = memref.dim %arg1, %c0_61 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %54 = arith.addi %52, %dim_62 : index
      %55 = arith.select %53, %54, %52 : index
      %56 = arith.index_cast %13 : i64 to index
      %c0_63 = arith.constant 0 : index
      %57 = arith.cmpi slt, %56, %c0_63 : index
      %c1_64 = arith.constant 1 : index
      %dim_65 = memref.dim %arg1, %c1_64 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %58 = arith.addi %56, %dim_65 : index
      %59 = arith.select %57, %58, %56 : index
      %c0_66 = arith.constant 0 : index
      %c1_67 = arith.constant 1 : index
      %60 = memref.load %arg1[%55, %59] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c0_68 = arith.constant 0 : index
      memref.store %60, %alloca_0[%c0_68] : memref<1xf32>
      cf.br ^bb8
    ^bb7:  // 2 preds: ^bb4, ^bb5
      %cst_69 = arith.constant 0.000000e+00 : f32
      %c0_i64_70 = arith.constant 0 : i64
      %cst_71 = arith.constant 0.000000e+00 : f32
      %c0_72 = arith.constant 0 : index
      memref.store %cst_71, %alloca_0[%c0_72] : memref<1xf32>
      cf.br ^bb8
    ^bb8:  // 2 preds: ^bb6, ^bb7
      %c0_i64_73 = arith.constant 0 : i64
      %61 = arith.index_cast %c0_i64_73 : i64 to index
      %c0_74 = arith.constant 0 : index
      %62 = arith.cmpi slt, %61, %c0_74 : index
      %c0_75 = arith.constant 0 : index
      %dim_76 = memref.dim %1, %c0_75 : memref<2x16x16xf32, #gpu.address_space<workgroup>>
      %63 = arith.addi %61, %dim_76 : index
      %64 = arith.select %62, %63, %61 : index
      %65 = arith.index_cast %3 : i32 to index
      %c0_77 = arith.constant 0 : index
      %66 = arith.cmpi slt, %65, %c0_77 : index
      %c1_78 = arith.constant 1 : index
      %dim_79 = memref.dim %1, %c1_78 : memref<2x16x16xf32, #gpu.address_space<workgroup>>
      %67 = arith.addi %65, %dim_79 : index
      %68 = arith.select %66, %67, %65 : index
      %69 = arith.index_cast %2 : i32 to index
      %c0_80 = arith.constant 0 : index
      %70 = arith.cmpi slt, %69, %c0_80 : index
      %c2_81 = arith.constant 2 : index
      %dim_82 = memref.dim %1, %c2_81 : memref<2x16x16xf32, #gpu.address_space<workgroup>>
      %71 = arith.addi %69, %dim_82 : index
      %72 = arith.select %70, %71, %69 : index
      %c0_83 = arith.constant 0 : index
      %73 = memref.load %alloca_0[%c0_83] : memref<1xf32>
      memref.store %73, %1[%64, %68, %72] : memref<2x16x16xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %cst_84 = arith.constant 0.000000e+00 : f32
      %c0_i64_85 = arith.constant 0 : i64
      %cst_86 = arith.constant 0.000000e+00 : f32
      %c0_87 = arith.constant 0 : index
      memref.store %cst_86, %alloca_1[%c0_87] : memref<1xf32>
      %c0_i64_88 = arith.constant 0 : i64
      %c1_i64_89 = arith.constant 1 : i64
      %c0_i64_90 = arith.constant 0 : i64
      %c1_i64_91 = arith.constant 1 : i64
      %c0_92 = arith.constant 0 : index
      memref.store %c0_i64_88, %alloca_20[%c0_92] : memref<5xi64>
      %c1_93 = arith.constant 1 : index
      memref.store %17, %alloca_20[%c1_93] : memref<5xi64>
      %c2_94 = arith.constant 2 : index
      memref.store %c1_i64_89, %alloca_20[%c2_94] : memref<5xi64>
      %74 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %75 = arith.cmpi eq, %c1_i64_89, %c0_i64_90 : i64
      scf.if %75 {
        %252 = llvm.mlir.constant(0 : i32) : i32
        %253 = llvm.mlir.constant(5 : i32) : i32
        %254 = llvm.cmpxchg %74, %252, %253 monotonic monotonic : !llvm.ptr, i32
      }
      %c0_i64_95 = arith.constant 0 : i64
      %c1_i64_96 = arith.constant 1 : i64
      %76 = arith.subi %17, %c0_i64_88 : i64
      %77 = arith.subi %c0_i64_95, %76 : i64
      %78 = arith.subi %c0_i64_95, %c1_i64_89 : i64
      %79 = arith.cmpi sgt, %c1_i64_89, %c0_i64_95 : i64
      %80 = arith.subi %c1_i64_89, %c1_i64_96 : i64
      %81 = arith.addi %76, %80 : i64
      %82 = arith.divui %81, %c1_i64_89 : i64
      %83 = arith.cmpi sgt, %76, %c0_i64_95 : i64
      %84 = arith.select %83, %82, %c0_i64_95 : i64
      %85 = arith.subi %78, %c1_i64_96 : i64
      %86 = arith.addi %77, %85 : i64
      %87 = arith.divui %86, %78 : i64
      %88 = arith.cmpi sgt, %77, %c0_i64_95 : i64
      %89 = arith.select %88, %87, %c0_i64_95 : i64
      %90 = arith.select %79, %84, %89 : i64
      %c3 = arith.constant 3 : index
      memref.store %90, %alloca_20[%c3] : memref<5xi64>
      %c4 = arith.constant 4 : index
      memref.store %c0_i64_88, %alloca_20[%c4] : memref<5xi64>
      cf.br ^bb9
    ^bb9:  // 2 preds: ^bb8, ^bb23
      %c0_i64_97 = arith.constant 0 : i64
      %c1_i64_98 = arith.constant 1 : i64
      %c3_99 = arith.constant 3 : index
      %91 = memref.load %alloca_20[%c3_99] : memref<5xi64>
      %92 = arith.cmpi sgt, %91, %c0_i64_97 : i64
      %c4_100 = arith.constant 4 : index
      %93 = memref.load %alloca_20[%c4_100] : memref<5xi64>
      %94 = arith.subi %91, %c1_i64_98 : i64
      %c2_101 = arith.constant 2 : index
      %95 = memref.load %alloca_20[%c2_101] : memref<5xi64>
      %96 = arith.addi %93, %95 : i64
      %97 = arith.select %92, %94, %91 : i64
      %98 = arith.select %92, %96, %93 : i64
      %c3_102 = arith.constant 3 : index
      memref.store %97, %alloca_20[%c3_102] : memref<5xi64>
      %c4_103 = arith.constant 4 : index
      memref.store %98, %alloca_20[%c4_103] : memref<5xi64>
      %alloca_104 = memref.alloca() : memref<2xi64>
      %c0_105 = arith.constant 0 : index
      memref.store %93, %alloca_104[%c0_105] : memref<2xi64>
      %99 = arith.extui %92 : i1 to i64
      %c1_106 = arith.constant 1 : index
      memref.store %99, %alloca_104[%c1_106] : memref<2xi64>
      %c0_107 = arith.constant 0 : index
      %100 = memref.load %alloca_104[%c0_107] : memref<2xi64>
      %c1_108 = arith.constant 1 : index
      %101 = memref.load %alloca_104[%c1_108] : memref<2xi64>
      %c0_i64_109 = arith.constant 0 : i64
      %102 = arith.cmpi ne, %101, %c0_i64_109 : i64
      cf.cond_br %102, ^bb10, ^bb24
    ^bb10:  // pred: ^bb9
      %c2_i64_110 = arith.constant 2 : i64
      %103 = arith.remsi %100, %c2_i64_110 : i64
      %c0_i64_111 = arith.constant 0 : i64
      %104 = arith.xori %103, %c2_i64_110 : i64
      %105 = arith.cmpi slt, %104, %c0_i64_111 : i64
      %106 = arith.cmpi ne, %103, %c0_i64_111 : i64
      %107 = arith.andi %105, %106 : i1
      %108 = arith.select %107, %c2_i64_110, %c0_i64_111 : i64
      %109 = arith.addi %103, %108 : i64
      %c1_i64_112 = arith.constant 1 : i64
      %110 = arith.subi %c1_i64_112, %109 overflow<nsw> : i64
      %c1_i64_113 = arith.constant 1 : i64
      %111 = arith.addi %100, %c1_i64_113 overflow<nsw> : i64
      %112 = arith.cmpi slt, %111, %17 : i64
      cf.cond_br %112, ^bb11, ^bb20
    ^bb11:  // pred: ^bb10
      %c1_i64_114 = arith.constant 1 : i64
      %113 = arith.addi %100, %c1_i64_114 overflow<nsw> : i64
      %c16_i64_115 = arith.constant 16 : i64
      %114 = arith.muli %113, %c16_i64_115 overflow<nsw> : i64
      %c0_116 = arith.constant 0 : index
      %dim_117 = memref.dim %arg0, %c0_116 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_118 = arith.constant 1 : index
      %dim_119 = memref.dim %arg0, %c1_118 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c0_i64_120 = arith.constant 0 : i64
      %115 = arith.index_cast %dim_117 : index to i64
      %116 = arith.cmpi slt, %8, %115 : i64
      cf.cond_br %116, ^bb12, ^bb14
    ^bb12:  // pred: ^bb11
      %117 = arith.extsi %2 : i32 to i64
      %118 = arith.addi %114, %117 overflow<nsw> : i64
      %119 = arith.index_cast %dim_12 : index to i64
      %120 = arith.cmpi slt, %118, %119 : i64
      cf.cond_br %120, ^bb13, ^bb14
    ^bb13:  // pred: ^bb12
      %121 = arith.extsi %2 : i32 to i64
      %122 = arith.addi %114, %121 overflow<nsw> : i64
      %123 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_121 = arith.constant 0 : index
      %c0_122 = arith.constant 0 : index
      %dim_123 = memref.dim %arg0, %c0_122 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_124 = arith.constant 1 : index
      %dim_125 = memref.dim %arg0, %c1_124 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %124 = arith.index_cast %8 : i64 to index
      %c0_126 = arith.constant 0 : index
      %125 = arith.cmpi slt, %124, %c0_126 : index
      %c0_127 = arith.constant 0 : index
      %dim_128 = memref.dim %arg0, %c0_127 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %126 = arith.addi %124, %dim_128 : index
      %127 = arith.select %125, %126, %124 : index
      %128 = arith.index_cast %122 : i64 to index
      %c0_129 = arith.constant 0 : index
      %129 = arith.cmpi slt, %128, %c0_129 : index
      %c1_130 = arith.constant 1 : index
      %dim_131 = memref.dim %arg0, %c1_130 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %130 = arith.addi %128, %dim_131 : index
      %131 = arith.select %129, %130, %128 : index
      %c0_132 = arith.constant 0 : index
      %c1_133 = arith.constant 1 : index
      %132 = memref.load %arg0[%127, %131] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c0_134 = arith.constant 0 : index
      memref.store %132, %alloca_2[%c0_134] : memref<1xf32>
      cf.br ^bb15
    ^bb14:  // 2 preds: ^bb11, ^bb12
      %cst_135 = arith.constant 0.000000e+00 : f32
      %c0_i64_136 = arith.constant 0 : i64
      %cst_137 = arith.constant 0.000000e+00 : f32
      %c0_138 = arith.constant 0 : index
      memref.store %cst_137, %alloca_2[%c0_138] : memref<1xf32>
      cf.br ^bb15
    ^bb15:  // 2 preds: ^bb13, ^bb14
      %133 = arith.index_cast %110 : i64 to index
      %c0_139 = arith.constant 0 : index
      %134 = arith.cmpi slt, %133, %c0_139 : index
      %c0_140 = arith.constant 0 : index
      %dim_141 = memref.dim %0, %c0_140 : memref<2x16x16xf32, #gpu.address_space<workgroup>>
      %135 = arith.addi %133, %dim_141 : index
      %136 = arith.select %134, %135, %133 : index
      %137 = arith.index_cast %3 : i32 to index
      %c0_142 = arith.constant 0 : index
      %138 = arith.cmpi slt, %137, %c0_142 : index
      %c1_143 = arith.constant 1 : index
      %dim_144 = memref.dim %0, %c1_143 : memref<2x16x16xf32, #gpu.address_space<workgroup>>
      %139 = arith.addi %137, %dim_144 : index
      %140 = arith.select %138, %139, %137 : index
      %141 = arith.index_cast %2 : i32 to index
      %c0_145 = arith.constant 0 : index
      %142 = arith.cmpi slt, %141, %c0_145 : index
      %c2_146 = arith.constant 2 : index
      %dim_147 = memref.dim %0, %c2_146 : memref<2x16x16xf32, #gpu.address_space<workgroup>>
      %143 = arith.addi %141, %dim_147 : index
      %144 = arith.select %142, %143, %141 : index
      %c0_148 = arith.constant 0 : index
      %145 = memref.load %alloca_2[%c0_148] : memref<1xf32>
      memref.store %145, %0[%136, %140, %144] : memref<2x16x16xf32, #gpu.address_space<workgroup>>
      %146 = arith.extsi %3 : i32 to i64
      %147 = arith.addi %114, %146 overflow<nsw> : i64
      %148 = arith.index_cast %dim_12 : index to i64
      %149 = arith.cmpi slt, %147, %148 : i64
      cf.cond_br %149, ^bb16, ^bb18
    ^bb16:  // pred: ^bb15
      %c0_149 = arith.constant 0 : index
      %dim_150 = memref.dim %arg1, %c0_149 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_151 = arith.constant 1 : index
      %dim_152 = memref.dim %arg1, %c1_151 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_i64_153 = arith.constant 1 : i64
      %150 = arith.index_cast %dim_152 : index to i64
      %151 = arith.cmpi slt, %13, %150 : i64
      cf.cond_br %151, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      %152 = arith.extsi %3 : i32 to i64
      %153 = arith.addi %114, %152 overflow<nsw> : i64
      %154 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_154 = arith.constant 0 : index
      %c0_155 = arith.constant 0 : index
      %dim_156 = memref.dim %arg1, %c0_155 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_157 = arith.constant 1 : index
      %dim_158 = memref.dim %arg1, %c1_157 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %155 = arith.index_cast %153 : i64 to index
      %c0_159 = arith.constant 0 : index
      %156 = arith.cmpi slt, %155, %c0_159 : index
      %c0_160 = arith.constant 0 : index
      %dim_161 = memref.dim %arg1, %c0_160 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %157 = arith.addi %155, %dim_161 : index
      %158 = arith.select %156, %157, %155 : index
      %159 = arith.index_cast %13 : i64 to index
      %c0_162 = arith.constant 0 : index
      %160 = arith.cmpi slt, %159, %c0_162 : index
      %c1_163 = arith.constant 1 : index
      %dim_164 = memref.dim %arg1, %c1_163 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %161 = arith.addi %159, %dim_164 : index
      %162 = arith.select %160, %161, %159 : index
      %c0_165 = arith.constant 0 : index
      %c1_166 = arith.constant 1 : index
      %163 = memref.load %arg1[%158, %162] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c0_167 = arith.constant 0 : index
      memref.store %163, %alloca_3[%c0_167] : memref<1xf32>
      cf.br ^bb19
    ^bb18:  // 2 preds: ^bb15, ^bb16
      %cst_168 = arith.constant 0.000000e+00 : f32
      %c0_i64_169 = arith.constant 0 : i64
      %cst_170 = arith.constant 0.000000e+00 : f32
      %c0_171 = arith.constant 0 : index
      memref.store %cst_170, %alloca_3[%c0_171] : memref<1xf32>
      cf.br ^bb19
    ^bb19:  // 2 preds: ^bb17, ^bb18
      %164 = arith.index_cast %110 : i64 to index
      %c0_172 = arith.constant 0 : index
      %165 = arith.cmpi slt, %164, %c0_172 : index
      %c0_173 = arith.constant 0 : index
      %dim_174 = memref.dim %1, %c0_173 : memref<2x16x16xf32, #gpu.address_space<workgroup>>
      %166 = arith.addi %164, %dim_174 : index
      %167 = arith.select %165, %166, %164 : index
      %168 = arith.index_cast %3 : i32 to index
      %c0_175 = arith.constant 0 : index
      %169 = arith.cmpi slt, %168, %c0_175 : index
      %c1_176 = arith.constant 1 : index
      %dim_177 = memref.dim %1, %c1_176 : memref<2x16x16xf32, #gpu.address_space<workgroup>>
      %170 = arith.addi %168, %dim_177 : index
      %171 = arith.select %169, %170, %168 : index
      %172 = arith.index_cast %2 : i32 to index
      %c0_178 = arith.constant 0 : index
      %173 = arith.cmpi slt, %172, %c0_178 : index
      %c2_179 = arith.constant 2 : index
      %dim_180 = memref.dim %1, %c2_179 : memref<2x16x16xf32, #gpu.address_space<workgroup>>
      %174 = arith.addi %172, %dim_180 : index
      %175 = arith.select %173, %174, %172 : index
      %c0_181 = arith.constant 0 : index
      %176 = memref.load %alloca_3[%c0_181] : memref<1xf32>
      memref.store %176, %1[%167, %171, %175] : memref<2x16x16xf32, #gpu.address_space<workgroup>>
      cf.br ^bb20
    ^bb20:  // 2 preds: ^bb10, ^bb19
      %c0_182 = arith.constant 0 : index
      %177 = memref.load %alloca_1[%c0_182] : memref<1xf32>
      %c0_183 = arith.constant 0 : index
      memref.store %177, %alloca_4[%c0_183] : memref<1xf32>
      %c16_i64_184 = arith.constant 16 : i64
      %c0_i64_185 = arith.constant 0 : i64
      %c1_i64_186 = arith.constant 1 : i64
      %c0_i64_187 = arith.constant 0 : i64
      %c1_i64_188 = arith.constant 1 : i64
      %c0_189 = arith.constant 0 : index
      memref.store %c0_i64_185, %alloca_21[%c0_189] : memref<5xi64>
      %c1_190 = arith.constant 1 : index
      memref.store %c16_i64_184, %alloca_21[%c1_190] : memref<5xi64>
      %c2_191 = arith.constant 2 : index
      memref.store %c1_i64_186, %alloca_21[%c2_191] : memref<5xi64>
      %178 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %179 = arith.cmpi eq, %c1_i64_186, %c0_i64_187 : i64
      scf.if %179 {
        %252 = llvm.mlir.constant(0 : i32) : i32
        %253 = llvm.mlir.constant(5 : i32) : i32
        %254 = llvm.cmpxchg %178, %252, %253 monotonic monotonic : !llvm.ptr, i32
      }
      %c0_i64_192 = arith.constant 0 : i64
      %c1_i64_193 = arith.constant 1 : i64
      %180 = arith.subi %c16_i64_184, %c0_i64_185 : i64
      %181 = arith.subi %c0_i64_192, %180 : i64
      %182 = arith.subi %c0_i64_192, %c1_i64_186 : i64
      %183 = arith.cmpi sgt, %c1_i64_186, %c0_i64_192 : i64
      %184 = arith.subi %c1_i64_186, %c1_i64_193 : i64
      %185 = arith.addi %180, %184 : i64
      %186 = arith.divui %185, %c1_i64_186 : i64
      %187 = arith.cmpi sgt, %180, %c0_i64_192 : i64
      %188 = arith.select %187, %186, %c0_i64_192 : i64
      %189 = arith.subi %182, %c1_i64_193 : i64
      %190 = arith.addi %181, %189 : i64
      %191 = arith.divui %190, %182 : i64
      %192 = arith.cmpi sgt, %181, %c0_i64_192 : i64
      %193 = arith.select %192, %191, %c0_i64_192 : i64
      %194 = arith.select %183, %188, %193 : i64
      %c3_194 = arith.constant 3 : index
      memref.store %194, %alloca_21[%c3_194] : memref<5xi64>
      %c4_195 = arith.constant 4 : index
      memref.store %c0_i64_185, %alloca_21[%c4_195] : memref<5xi64>
      cf.br ^bb21
    ^bb21:  // 2 preds: ^bb20, ^bb22
      %c0_i64_196 = arith.constant 0 : i64
      %c1_i64_197 = arith.constant 1 : i64
      %c3_198 = arith.constant 3 : index
      %195 = memref.load %alloca_21[%c3_198] : memref<5xi64>
      %196 = arith.cmpi sgt, %195, %c0_i64_196 : i64
      %c4_199 = arith.constant 4 : index
      %197 = memref.load %alloca_21[%c4_199] : memref<5xi64>
      %198 = arith.subi %195, %c1_i64_197 : i64
      %c2_200 = arith.constant 2 : index
      %199 = memref.load %alloca_21[%c2_200] : memref<5xi64>
      %200 = arith.addi %197, %199 : i64
      %201 = arith.select %196, %198, %195 : i64
      %202 = arith.select %196, %200, %197 : i64
      %c3_201 = arith.constant 3 : index
      memref.store %201, %alloca_21[%c3_201] : memref<5xi64>
      %c4_202 = arith.constant 4 : index
      memref.store %202, %alloca_21[%c4_202] : memref<5xi64>
      %alloca_203 = memref.alloca() : memref<2xi64>
      %c0_204 = arith.constant 0 : index
      memref.store %197, %alloca_203[%c0_204] : memref<2xi64>
      %203 = arith.extui %196 : i1 to i64
      %c1_205 = arith.constant 1 : index
      memref.store %203, %alloca_203[%c1_205] : memref<2xi64>
      %c0_206 = arith.constant 0 : index
      %204 = memref.load %alloca_203[%c0_206] : memref<2xi64>
      %c1_207 = arith.constant 1 : index
      %205 = memref.load %alloca_203[%c1_207] : memref<2xi64>
      %c0_i64_208 = arith.constant 0 : i64
      %206 = arith.cmpi ne, %205, %c0_i64_208 : i64
      cf.cond_br %206, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      %207 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_209 = arith.constant 0 : index
      %c0_210 = arith.constant 0 : index
      %dim_211 = memref.dim %0, %c0_210 : memref<2x16x16xf32, #gpu.address_space<workgroup>>
      %c1_212 = arith.constant 1 : index
      %dim_213 = memref.dim %0, %c1_212 : memref<2x16x16xf32, #gpu.address_space<workgroup>>
      %c2_214 = arith.constant 2 : index
      %dim_215 = memref.dim %0, %c2_214 : memref<2x16x16xf32, #gpu.address_space<workgroup>>
      %208 = arith.index_cast %109 : i64 to index
      %c0_216 = arith.constant 0 : index
      %209 = arith.cmpi slt, %208, %c0_216 : index
      %c0_217 = arith.constant 0 : index
      %dim_218 = memref.dim %0, %c0_217 : memref<2x16x16xf32, #gpu.address_space<workgroup>>
      %210 = arith.addi %208, %dim_218 : index
      %211 = arith.select %209, %210, %208 : index
      %212 = arith.index_cast %3 : i32 to index
      %c0_219 = arith.constant 0 : index
      %213 = arith.cmpi slt, %212, %c0_219 : index
      %c1_220 = arith.constant 1 : index
      %dim_221 = memref.dim %0, %c1_220 : memref<2x16x16xf32, #gpu.address_space<workgroup>>
      %214 = arith.addi %212, %dim_221 : index
      %215 = arith.select %213, %214, %212 : index
      %216 = arith.index_cast %204 : i64 to index
      %c0_222 = arith.constant 0 : index
      %217 = arith.cmpi slt, %216, %c0_222 : index
      %c2_223 = arith.constant 2 : index
      %dim_224 = memref.dim %0, %c2_223 : memref<2x16x16xf32, #gpu.address_space<workgroup>>
      %218 = arith.addi %216, %dim_224 : index
      %219 = arith.select %217, %218, %216 : index
      %c0_225 = arith.constant 0 : index
      %c1_226 = arith.constant 1 : index
      %220 = memref.load %0[%211, %215, %219] : memref<2x16x16xf32, #gpu.address_space<workgroup>>
      %221 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_227 = arith.constant 0 : index
      %c0_228 = arith.constant 0 : index
      %dim_229 = memref.dim %1, %c0_228 : memref<2x16x16xf32, #gpu.address_space<workgroup>>
      %c1_230 = arith.constant 1 : index
      %dim_231 = memref.dim %1, %c1_230 : memref<2x16x16xf32, #gpu.address_space<workgroup>>
      %c2_232 = arith.constant 2 : index
      %dim_233 = memref.dim %1, %c2_232 : memref<2x16x16xf32, #gpu.address_space<workgroup>>
      %222 = arith.index_cast %109 : i64 to index
      %c0_234 = arith.constant 0 : index
      %223 = arith.cmpi slt, %222, %c0_234 : index
      %c0_235 = arith.constant 0 : index
      %dim_236 = memref.dim %1, %c0_235 : memref<2x16x16xf32, #gpu.address_space<workgroup>>
      %224 = arith.addi %222, %dim_236 : index
      %225 = arith.select %223, %224, %222 : index
      %226 = arith.index_cast %204 : i64 to index
      %c0_237 = arith.constant 0 : index
      %227 = arith.cmpi slt, %226, %c0_237 : index
      %c1_238 = arith.constant 1 : index
      %dim_239 = memref.dim %1, %c1_238 : memref<2x16x16xf32, #gpu.address_space<workgroup>>
      %228 = arith.addi %226, %dim_239 : index
      %229 = arith.select %227, %228, %226 : index
      %230 = arith.index_cast %2 : i32 to index
      %c0_240 = arith.constant 0 : index
      %231 = arith.cmpi slt, %230, %c0_240 : index
      %c2_241 = arith.constant 2 : index
      %dim_242 = memref.dim %1, %c2_241 : memref<2x16x16xf32, #gpu.address_space<workgroup>>
      %232 = arith.addi %230, %dim_242 : index
      %233 = arith.select %231, %232, %230 : index
      %c0_243 = arith.constant 0 : index
      %c1_244 = arith.constant 1 : index
      %234 = memref.load %1[%225, %229, %233] : memref<2x16x16xf32, #gpu.address_space<workgroup>>
      %235 = arith.mulf %220, %234 : f32
      %c0_245 = arith.constant 0 : index
      %236 = memref.load %alloca_4[%c0_245] : memref<1xf32>
      %237 = arith.addf %236, %235 : f32
      %c0_246 = arith.constant 0 : index
      memref.store %237, %alloca_4[%c0_246] : memref<1xf32>
      cf.br ^bb21
    ^bb23:  // pred: ^bb21
      %c0_247 = arith.constant 0 : index
      %238 = memref.load %alloca_4[%c0_247] : memref<1xf32>
      %c0_248 = arith.constant 0 : index
      memref.store %238, %alloca_1[%c0_248] : memref<1xf32>
      gpu.barrier
      cf.br ^bb9
    ^bb24:  // pred: ^bb9
      %c0_249 = arith.constant 0 : index
      %dim_250 = memref.dim %arg2, %c0_249 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_251 = arith.constant 1 : index
      %dim_252 = memref.dim %arg2, %c1_251 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c0_i64_253 = arith.constant 0 : i64
      %239 = arith.index_cast %dim_250 : index to i64
      %240 = arith.cmpi slt, %8, %239 : i64
      cf.cond_br %240, ^bb25, ^bb27
    ^bb25:  // pred: ^bb24
      %c0_254 = arith.constant 0 : index
      %dim_255 = memref.dim %arg2, %c0_254 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_256 = arith.constant 1 : index
      %dim_257 = memref.dim %arg2, %c1_256 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_i64_258 = arith.constant 1 : i64
      %241 = arith.index_cast %dim_257 : index to i64
      %242 = arith.cmpi slt, %13, %241 : i64
      cf.cond_br %242, ^bb26, ^bb28
    ^bb26:  // pred: ^bb25
      %243 = arith.index_cast %8 : i64 to index
      %c0_259 = arith.constant 0 : index
      %244 = arith.cmpi slt, %243, %c0_259 : index
      %c0_260 = arith.constant 0 : index
      %dim_261 = memref.dim %arg2, %c0_260 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %245 = arith.addi %243, %dim_261 : index
      %246 = arith.select %244, %245, %243 : index
      %247 = arith.index_cast %13 : i64 to index
      %c0_262 = arith.constant 0 : index
      %248 = arith.cmpi slt, %247, %c0_262 : index
      %c1_263 = arith.constant 1 : index
      %dim_264 = memref.dim %arg2, %c1_263 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %249 = arith.addi %247, %dim_264 : index
      %250 = arith.select %248, %249, %247 : index
      %c0_265 = arith.constant 0 : index
      %251 = memref.load %alloca_1[%c0_265] : memref<1xf32>
      memref.store %251, %arg2[%246, %250] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      gpu.return
    ^bb27:  // pred: ^bb24
      gpu.return
    ^bb28:  // pred: ^bb25
      gpu.return
    }
    memref.global "private" @static_shared_memory_0 : memref<2x16x16xf32, #gpu.address_space<workgroup>> {alignment = 8 : i64}
    memref.global "private" @static_shared_memory_1 : memref<2x16x16xf32, #gpu.address_space<workgroup>> {alignment = 8 : i64}
  }
}
