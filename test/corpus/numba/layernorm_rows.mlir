// numba-cuda kernel `layernorm_rows` (bench/numba/kernels.py), compiled by numba-cuda-mlir 0.6.0
// for void(float32[:, ::1], float32[::1], float32[::1], float32[:, ::1]):
//   numba_cuda_mlir.compiler.compile_mlir(layernorm_rows, sig, chip="sm_90")
// = numba-cuda-mlir's MLIR before its own lowering pipeline, printed as it is, without a GPU
// (numba_cuda_mlir.tools._cached_cc = (9, 0); tools.get_cuda_runtime_version = lambda: (13, 0)).
// Command: python -m bench.numba.generate --print layernorm_rows   (every kernel, with this header:
// python -m bench.numba.generate; --check compares). Unedited: stock mlir-opt 22 reads it as it is.
// Source code of this project (MIT); numba-cuda-mlir is Apache-2.0.
module {
  gpu.module @numba_cuda_mlir_gpu_module [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx90">] attributes {numba_cuda_mlir.link_target} {
    llvm.mlir.global common @__numba_cuda_mlir_error_code(0 : i32) {addr_space = 0 : i32} : i32
    gpu.func @_Z14layernorm_rows5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: memref<?xf32, strided<[?], offset: ?>>, %arg2: memref<?xf32, strided<[?], offset: ?>>, %arg3: memref<?x?xf32, strided<[?, ?], offset: ?>>) kernel attributes {llvm.emit_c_interface, numba_cuda_mlir.arg_attrs = [{}, {}, {}, {}], numba_cuda_mlir.orig_arg_types = [memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>]} {
      %alloca = memref.alloca() : memref<1xf32>
      %alloca_0 = memref.alloca() : memref<1xi64>
      %alloca_1 = memref.alloca() : memref<1xf64>
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
      %cst_6 = arith.constant 0.000000e+00 : f32
      %c0_i64 = arith.constant 0 : i64
      %cst_7 = arith.constant 0.000000e+00 : f32
      %c0_8 = arith.constant 0 : index
      memref.store %cst_7, %alloca[%c0_8] : memref<1xf32>
      %c128_i64_9 = arith.constant 128 : i64
      %4 = arith.index_cast %dim_5 : index to i64
      %alloca_10 = memref.alloca() : memref<5xi64>
      %5 = arith.extsi %3 : i32 to i64
      %c0_i64_11 = arith.constant 0 : i64
      %c1_i64_12 = arith.constant 1 : i64
      %c0_13 = arith.constant 0 : index
      memref.store %5, %alloca_10[%c0_13] : memref<5xi64>
      %c1_14 = arith.constant 1 : index
      memref.store %4, %alloca_10[%c1_14] : memref<5xi64>
      %c2 = arith.constant 2 : index
      memref.store %c128_i64_9, %alloca_10[%c2] : memref<5xi64>
      %6 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %7 = arith.cmpi eq, %c128_i64_9, %c0_i64_11 : i64
      scf.if %7 {
        %245 = llvm.mlir.constant(0 : i32) : i32
        %246 = llvm.mlir.constant(5 : i32) : i32
        %247 = llvm.cmpxchg %6, %245, %246 monotonic monotonic : !llvm.ptr, i32
      }
      %c0_i64_15 = arith.constant 0 : i64
      %c1_i64_16 = arith.constant 1 : i64
      %8 = arith.subi %4, %5 : i64
      %9 = arith.subi %c0_i64_15, %8 : i64
      %10 = arith.subi %c0_i64_15, %c128_i64_9 : i64
      %11 = arith.cmpi sgt, %c128_i64_9, %c0_i64_15 : i64
      %12 = arith.subi %c128_i64_9, %c1_i64_16 : i64
      %13 = arith.addi %8, %12 : i64
      %14 = arith.divui %13, %c128_i64_9 : i64
      %15 = arith.cmpi sgt, %8, %c0_i64_15 : i64
      %16 = arith.select %15, %14, %c0_i64_15 : i64
      %17 = arith.subi %10, %c1_i64_16 : i64
      %18 = arith.addi %9, %17 : i64
      %19 = arith.divui %18, %10 : i64
      %20 = arith.cmpi sgt, %9, %c0_i64_15 : i64
      %21 = arith.select %20, %19, %c0_i64_15 : i64
      %22 = arith.select %11, %16, %21 : i64
      %c3 = arith.constant 3 : index
      memref.store %22, %alloca_10[%c3] : memref<5xi64>
      %c4 = arith.constant 4 : index
      memref.store %5, %alloca_10[%c4] : memref<5xi64>
      %alloca_17 = memref.alloca() : memref<5xi64>
      %alloca_18 = memref.alloca() : memref<5xi64>
      cf.br ^bb1
    ^bb1:  // 2 preds: ^bb0, ^bb2
      %c0_i64_19 = arith.constant 0 : i64
      %c1_i64_20 = arith.constant 1 : i64
      %c3_21 = arith.constant 3 : index
      %23 = memref.load %alloca_10[%c3_21] : memref<5xi64>
      %24 = arith.cmpi sgt, %23, %c0_i64_19 : i64
      %c4_22 = arith.constant 4 : index
      %25 = memref.load %alloca_10[%c4_22] : memref<5xi64>
      %26 = arith.subi %23, %c1_i64_20 : i64
      %c2_23 = arith.constant 2 : index
      %27 = memref.load %alloca_10[%c2_23] : memref<5xi64>
      %28 = arith.addi %25, %27 : i64
      %29 = arith.select %24, %26, %23 : i64
      %30 = arith.select %24, %28, %25 : i64
      %c3_24 = arith.constant 3 : index
      memref.store %29, %alloca_10[%c3_24] : memref<5xi64>
      %c4_25 = arith.constant 4 : index
      memref.store %30, %alloca_10[%c4_25] : memref<5xi64>
      %alloca_26 = memref.alloca() : memref<2xi64>
      %c0_27 = arith.constant 0 : index
      memref.store %25, %alloca_26[%c0_27] : memref<2xi64>
      %31 = arith.extui %24 : i1 to i64
      %c1_28 = arith.constant 1 : index
      memref.store %31, %alloca_26[%c1_28] : memref<2xi64>
      %c0_29 = arith.constant 0 : index
      %32 = memref.load %alloca_26[%c0_29] : memref<2xi64>
      %c1_30 = arith.constant 1 : index
      %33 = memref.load %alloca_26[%c1_30] : memref<2xi64>
      %c0_i64_31 = arith.constant 0 : i64
      %34 = arith.cmpi ne, %33, %c0_i64_31 : i64
      cf.cond_br %34, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %35 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_32 = arith.constant 0 : index
      %c0_33 = arith.constant 0 : index
      %dim_34 = memref.dim %arg0, %c0_33 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_35 = arith.constant 1 : index
      %dim_36 = memref.dim %arg0, %c1_35 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %36 = arith.index_cast %2 : i32 to index
      %c0_37 = arith.constant 0 : index
      %37 = arith.cmpi slt, %36, %c0_37 : index
      %c0_38 = arith.constant 0 : index
      %dim_39 = memref.dim %arg0, %c0_38 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %38 = arith.addi %36, %dim_39 : index
      %39 = arith.select %37, %38, %36 : index
      %40 = arith.index_cast %32 : i64 to index
      %c0_40 = arith.constant 0 : index
      %41 = arith.cmpi slt, %40, %c0_40 : index
      %c1_41 = arith.constant 1 : index
      %dim_42 = memref.dim %arg0, %c1_41 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %42 = arith.addi %40, %dim_42 : index
      %43 = arith.select %41, %42, %40 : index
      %c0_43 = arith.constant 0 : index
      %c1_44 = arith.constant 1 : index
      %44 = memref.load %arg0[%39, %43] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c0_45 = arith.constant 0 : index
      %45 = memref.load %alloca[%c0_45] : memref<1xf32>
      %46 = arith.addf %45, %44 : f32
      %c0_46 = arith.constant 0 : index
      memref.store %46, %alloca[%c0_46] : memref<1xf32>
      cf.br ^bb1
    ^bb3:  // pred: ^bb1
      %47 = arith.index_cast %3 : i32 to index
      %c0_47 = arith.constant 0 : index
      %48 = arith.cmpi slt, %47, %c0_47 : index
      %c0_48 = arith.constant 0 : index
      %dim_49 = memref.dim %0, %c0_48 : memref<128xf32, #gpu.address_space<workgroup>>
      %49 = arith.addi %47, %dim_49 : index
      %50 = arith.select %48, %49, %47 : index
      %c0_50 = arith.constant 0 : index
      %51 = memref.load %alloca[%c0_50] : memref<1xf32>
      memref.store %51, %0[%50] : memref<128xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %c128_i64_51 = arith.constant 128 : i64
      %c2_i64 = arith.constant 2 : i64
      %52 = arith.floordivsi %c128_i64_51, %c2_i64 : i64
      %c0_52 = arith.constant 0 : index
      memref.store %52, %alloca_0[%c0_52] : memref<1xi64>
      %c0_i64_53 = arith.constant 0 : i64
      %53 = arith.cmpi sgt, %52, %c0_i64_53 : i64
      cf.cond_br %53, ^bb4, ^bb7
    ^bb4:  // 2 preds: ^bb3, ^bb6
      %c0_54 = arith.constant 0 : index
      %54 = memref.load %alloca_0[%c0_54] : memref<1xi64>
      %55 = arith.extsi %3 : i32 to i64
      %56 = arith.cmpi slt, %55, %54 : i64
      cf.cond_br %56, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %57 = arith.index_cast %3 : i32 to index
      %c0_55 = arith.constant 0 : index
      %58 = arith.cmpi slt, %57, %c0_55 : index
      %c0_56 = arith.constant 0 : index
      %dim_57 = memref.dim %0, %c0_56 : memref<128xf32, #gpu.address_space<workgroup>>
      %59 = arith.addi %57, %dim_57 : index
      %60 = arith.select %58, %59, %57 : index
      %61 = memref.load %0[%60] : memref<128xf32, #gpu.address_space<workgroup>>
      %c0_58 = arith.constant 0 : index
      %62 = memref.load %alloca_0[%c0_58] : memref<1xi64>
      %63 = arith.extsi %3 : i32 to i64
      %64 = arith.addi %63, %62 overflow<nsw> : i64
      %65 = arith.index_cast %64 : i64 to index
      %c0_59 = arith.constant 0 : index
      %66 = arith.cmpi slt, %65, %c0_59 : index
      %c0_60 = arith.constant 0 : index
      %dim_61 = memref.dim %0, %c0_60 : memref<128xf32, #gpu.address_space<workgroup>>
      %67 = arith.addi %65, %dim_61 : index
      %68 = arith.select %66, %67, %65 : index
      %69 = memref.load %0[%68] : memref<128xf32, #gpu.address_space<workgroup>>
      %70 = arith.addf %61, %69 : f32
      %71 = arith.index_cast %3 : i32 to index
      %c0_62 = arith.constant 0 : index
      %72 = arith.cmpi slt, %71, %c0_62 : index
      %c0_63 = arith.constant 0 : index
      %dim_64 = memref.dim %0, %c0_63 : memref<128xf32, #gpu.address_space<workgroup>>
      %73 = arith.addi %71, %dim_64 : index
      %74 = arith.select %72, %73, %71 : index
      memref.store %70, %0[%74] : memref<128xf32, #gpu.address_space<workgroup>>
      cf.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      gpu.barrier
      %c2_i64_65 = arith.constant 2 : i64
      %c0_66 = arith.constant 0 : index
      %75 = memref.load %alloca_0[%c0_66] : memref<1xi64>
      %76 = arith.floordivsi %75, %c2_i64_65 : i64
      %c0_67 = arith.constant 0 : index
      memref.store %76, %alloca_0[%c0_67] : memref<1xi64>
      %c0_i64_68 = arith.constant 0 : i64
      %77 = arith.cmpi sgt, %76, %c0_i64_68 : i64
      cf.cond_br %77, ^bb4, ^bb7
    ^bb7:  // 2 preds: ^bb3, ^bb6
      %c0_i64_69 = arith.constant 0 : i64
      %78 = arith.index_cast %c0_i64_69 : i64 to index
      %c0_70 = arith.constant 0 : index
      %79 = arith.cmpi slt, %78, %c0_70 : index
      %c0_71 = arith.constant 0 : index
      %dim_72 = memref.dim %0, %c0_71 : memref<128xf32, #gpu.address_space<workgroup>>
      %80 = arith.addi %78, %dim_72 : index
      %81 = arith.select %79, %80, %78 : index
      %82 = memref.load %0[%81] : memref<128xf32, #gpu.address_space<workgroup>>
      %83 = arith.extf %82 : f32 to f64
      %84 = arith.index_cast %dim_5 : index to i64
      %85 = arith.sitofp %84 : i64 to f64
      %86 = arith.divf %83, %85 : f64
      %cst_73 = arith.constant 0.000000e+00 : f32
      %c0_i64_74 = arith.constant 0 : i64
      %cst_75 = arith.constant 0.000000e+00 : f32
      %87 = arith.extf %cst_75 : f32 to f64
      %c0_76 = arith.constant 0 : index
      memref.store %87, %alloca_1[%c0_76] : memref<1xf64>
      %c128_i64_77 = arith.constant 128 : i64
      %88 = arith.index_cast %dim_5 : index to i64
      %89 = arith.extsi %3 : i32 to i64
      %c0_i64_78 = arith.constant 0 : i64
      %c1_i64_79 = arith.constant 1 : i64
      %c0_80 = arith.constant 0 : index
      memref.store %89, %alloca_17[%c0_80] : memref<5xi64>
      %c1_81 = arith.constant 1 : index
      memref.store %88, %alloca_17[%c1_81] : memref<5xi64>
      %c2_82 = arith.constant 2 : index
      memref.store %c128_i64_77, %alloca_17[%c2_82] : memref<5xi64>
      %90 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %91 = arith.cmpi eq, %c128_i64_77, %c0_i64_78 : i64
      scf.if %91 {
        %245 = llvm.mlir.constant(0 : i32) : i32
        %246 = llvm.mlir.constant(5 : i32) : i32
        %247 = llvm.cmpxchg %90, %245, %246 monotonic monotonic : !llvm.ptr, i32
      }
      %c0_i64_83 = arith.constant 0 : i64
      %c1_i64_84 = arith.constant 1 : i64
      %92 = arith.subi %88, %89 : i64
      %93 = arith.subi %c0_i64_83, %92 : i64
      %94 = arith.subi %c0_i64_83, %c128_i64_77 : i64
      %95 = arith.cmpi sgt, %c128_i64_77, %c0_i64_83 : i64
      %96 = arith.subi %c128_i64_77, %c1_i64_84 : i64
      %97 = arith.addi %92, %96 : i64
      %98 = arith.divui %97, %c128_i64_77 : i64
      %99 = arith.cmpi sgt, %92, %c0_i64_83 : i64
      %100 = arith.select %99, %98, %c0_i64_83 : i64
      %101 = arith.subi %94, %c1_i64_84 : i64
      %102 = arith.addi %93, %101 : i64
      %103 = arith.divui %102, %94 : i64
      %104 = arith.cmpi sgt, %93, %c0_i64_83 : i64
      %105 = arith.select %104, %103, %c0_i64_83 : i64
      %106 = arith.select %95, %100, %105 : i64
      %c3_85 = arith.constant 3 : index
      memref.store %106, %alloca_17[%c3_85] : memref<5xi64>
      %c4_86 = arith.constant 4 : index
      memref.store %89, %alloca_17[%c4_86] : memref<5xi64>
      cf.br ^bb8
    ^bb8:  // 2 preds: ^bb7, ^bb9
      %c0_i64_87 = arith.constant 0 : i64
      %c1_i64_88 = arith.constant 1 : i64
      %c3_89 = arith.constant 3 : index
      %107 = memref.load %alloca_17[%c3_89] : memref<5xi64>
      %108 = arith.cmpi sgt, %107, %c0_i64_87 : i64
      %c4_90 = arith.constant 4 : index
      %109 = memref.load %alloca_17[%c4_90] : memref<5xi64>
      %110 = arith.subi %107, %c1_i64_88 : i64
      %c2_91 = arith.constant 2 : index
      %111 = memref.load %alloca_17[%c2_91] : memref<5xi64>
      %112 = arith.addi %109, %111 : i64
      %113 = arith.select %108, %110, %107 : i64
      %114 = arith.select %108, %112, %109 : i64
      %c3_92 = arith.constant 3 : index
      memref.store %113, %alloca_17[%c3_92] : memref<5xi64>
      %c4_93 = arith.constant 4 : index
      memref.store %114, %alloca_17[%c4_93] : memref<5xi64>
      %alloca_94 = memref.alloca() : memref<2xi64>
      %c0_95 = arith.constant 0 : index
      memref.store %109, %alloca_94[%c0_95] : memref<2xi64>
      %115 = arith.extui %108 : i1 to i64
      %c1_96 = arith.constant 1 : index
      memref.store %115, %alloca_94[%c1_96] : memref<2xi64>
      %c0_97 = arith.constant 0 : index
      %116 = memref.load %alloca_94[%c0_97] : memref<2xi64>
      %c1_98 = arith.constant 1 : index
      %117 = memref.load %alloca_94[%c1_98] : memref<2xi64>
      %c0_i64_99 = arith.constant 0 : i64
      %118 = arith.cmpi ne, %117, %c0_i64_99 : i64
      cf.cond_br %118, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %119 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_100 = arith.constant 0 : index
      %c0_101 = arith.constant 0 : index
      %dim_102 = memref.dim %arg0, %c0_101 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_103 = arith.constant 1 : index
      %dim_104 = memref.dim %arg0, %c1_103 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %120 = arith.index_cast %2 : i32 to index
      %c0_105 = arith.constant 0 : index
      %121 = arith.cmpi slt, %120, %c0_105 : index
      %c0_106 = arith.constant 0 : index
      %dim_107 = memref.dim %arg0, %c0_106 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %122 = arith.addi %120, %dim_107 : index
      %123 = arith.select %121, %122, %120 : index
      %124 = arith.index_cast %116 : i64 to index
      %c0_108 = arith.constant 0 : index
      %125 = arith.cmpi slt, %124, %c0_108 : index
      %c1_109 = arith.constant 1 : index
      %dim_110 = memref.dim %arg0, %c1_109 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %126 = arith.addi %124, %dim_110 : index
      %127 = arith.select %125, %126, %124 : index
      %c0_111 = arith.constant 0 : index
      %c1_112 = arith.constant 1 : index
      %128 = memref.load %arg0[%123, %127] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %129 = arith.extf %128 : f32 to f64
      %130 = arith.subf %129, %86 : f64
      %131 = arith.mulf %130, %130 : f64
      %c0_113 = arith.constant 0 : index
      %132 = memref.load %alloca_1[%c0_113] : memref<1xf64>
      %133 = arith.addf %132, %131 : f64
      %c0_114 = arith.constant 0 : index
      memref.store %133, %alloca_1[%c0_114] : memref<1xf64>
      cf.br ^bb8
    ^bb10:  // pred: ^bb8
      %134 = arith.index_cast %3 : i32 to index
      %c0_115 = arith.constant 0 : index
      %135 = arith.cmpi slt, %134, %c0_115 : index
      %c0_116 = arith.constant 0 : index
      %dim_117 = memref.dim %1, %c0_116 : memref<128xf32, #gpu.address_space<workgroup>>
      %136 = arith.addi %134, %dim_117 : index
      %137 = arith.select %135, %136, %134 : index
      %c0_118 = arith.constant 0 : index
      %138 = memref.load %alloca_1[%c0_118] : memref<1xf64>
      %139 = arith.truncf %138 : f64 to f32
      memref.store %139, %1[%137] : memref<128xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %c128_i64_119 = arith.constant 128 : i64
      %c2_i64_120 = arith.constant 2 : i64
      %140 = arith.floordivsi %c128_i64_119, %c2_i64_120 : i64
      %c0_121 = arith.constant 0 : index
      memref.store %140, %alloca_2[%c0_121] : memref<1xi64>
      %c0_i64_122 = arith.constant 0 : i64
      %141 = arith.cmpi sgt, %140, %c0_i64_122 : i64
      cf.cond_br %141, ^bb11, ^bb14
    ^bb11:  // 2 preds: ^bb10, ^bb13
      %c0_123 = arith.constant 0 : index
      %142 = memref.load %alloca_2[%c0_123] : memref<1xi64>
      %143 = arith.extsi %3 : i32 to i64
      %144 = arith.cmpi slt, %143, %142 : i64
      cf.cond_br %144, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      %145 = arith.index_cast %3 : i32 to index
      %c0_124 = arith.constant 0 : index
      %146 = arith.cmpi slt, %145, %c0_124 : index
      %c0_125 = arith.constant 0 : index
      %dim_126 = memref.dim %1, %c0_125 : memref<128xf32, #gpu.address_space<workgroup>>
      %147 = arith.addi %145, %dim_126 : index
      %148 = arith.select %146, %147, %145 : index
      %149 = memref.load %1[%148] : memref<128xf32, #gpu.address_space<workgroup>>
      %c0_127 = arith.constant 0 : index
      %150 = memref.load %alloca_2[%c0_127] : memref<1xi64>
      %151 = arith.extsi %3 : i32 to i64
      %152 = arith.addi %151, %150 overflow<nsw> : i64
      %153 = arith.index_cast %152 : i64 to index
      %c0_128 = arith.constant 0 : index
      %154 = arith.cmpi slt, %153, %c0_128 : index
      %c0_129 = arith.constant 0 : index
      %dim_130 = memref.dim %1, %c0_129 : memref<128xf32, #gpu.address_space<workgroup>>
      %155 = arith.addi %153, %dim_130 : index
      %156 = arith.select %154, %155, %153 : index
      %157 = memref.load %1[%156] : memref<128xf32, #gpu.address_space<workgroup>>
      %158 = arith.addf %149, %157 : f32
      %159 = arith.index_cast %3 : i32 to index
      %c0_131 = arith.constant 0 : index
      %160 = arith.cmpi slt, %159, %c0_131 : index
      %c0_132 = arith.constant 0 : index
      %dim_133 = memref.dim %1, %c0_132 : memref<128xf32, #gpu.address_space<workgroup>>
      %161 = arith.addi %159, %dim_133 : index
      %162 = arith.select %160, %161, %159 : index
      memref.store %158, %1[%162] : memref<128xf32, #gpu.address_space<workgroup>>
      cf.br ^bb13
    ^bb13:  // 2 preds: ^bb11, ^bb12
      gpu.barrier
      %c2_i64_134 = arith.constant 2 : i64
      %c0_135 = arith.constant 0 : index
      %163 = memref.load %alloca_2[%c0_135] : memref<1xi64>
      %164 = arith.floordivsi %163, %c2_i64_134 : i64
      %c0_136 = arith.constant 0 : index
      memref.store %164, %alloca_2[%c0_136] : memref<1xi64>
      %c0_i64_137 = arith.constant 0 : i64
      %165 = arith.cmpi sgt, %164, %c0_i64_137 : i64
      cf.cond_br %165, ^bb11, ^bb14
    ^bb14:  // 2 preds: ^bb10, ^bb13
      %cst_138 = arith.constant 1.000000e+00 : f64
      %c0_i64_139 = arith.constant 0 : i64
      %166 = arith.index_cast %c0_i64_139 : i64 to index
      %c0_140 = arith.constant 0 : index
      %167 = arith.cmpi slt, %166, %c0_140 : index
      %c0_141 = arith.constant 0 : index
      %dim_142 = memref.dim %1, %c0_141 : memref<128xf32, #gpu.address_space<workgroup>>
      %168 = arith.addi %166, %dim_142 : index
      %169 = arith.select %167, %168, %166 : index
      %170 = memref.load %1[%169] : memref<128xf32, #gpu.address_space<workgroup>>
      %171 = arith.extf %170 : f32 to f64
      %172 = arith.index_cast %dim_5 : index to i64
      %173 = arith.sitofp %172 : i64 to f64
      %174 = arith.divf %171, %173 : f64
      %cst_143 = arith.constant 1.000000e-05 : f64
      %175 = arith.addf %174, %cst_143 : f64
      %176 = math.sqrt %175 : f64
      %177 = arith.divf %cst_138, %176 : f64
      %c128_i64_144 = arith.constant 128 : i64
      %178 = arith.index_cast %dim_5 : index to i64
      %179 = arith.extsi %3 : i32 to i64
      %c0_i64_145 = arith.constant 0 : i64
      %c1_i64_146 = arith.constant 1 : i64
      %c0_147 = arith.constant 0 : index
      memref.store %179, %alloca_18[%c0_147] : memref<5xi64>
      %c1_148 = arith.constant 1 : index
      memref.store %178, %alloca_18[%c1_148] : memref<5xi64>
      %c2_149 = arith.constant 2 : index
      memref.store %c128_i64_144, %alloca_18[%c2_149] : memref<5xi64>
      %180 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %181 = arith.cmpi eq, %c128_i64_144, %c0_i64_145 : i64
      scf.if %181 {
        %245 = llvm.mlir.constant(0 : i32) : i32
        %246 = llvm.mlir.constant(5 : i32) : i32
        %247 = llvm.cmpxchg %180, %245, %246 monotonic monotonic : !llvm.ptr, i32
      }
      %c0_i64_150 = arith.constant 0 : i64
      %c1_i64_151 = arith.constant 1 : i64
      %182 = arith.subi %178, %179 : i64
      %183 = arith.subi %c0_i64_150, %182 : i64
      %184 = arith.subi %c0_i64_150, %c128_i64_144 : i64
      %185 = arith.cmpi sgt, %c128_i64_144, %c0_i64_150 : i64
      %186 = arith.subi %c128_i64_144, %c1_i64_151 : i64
      %187 = arith.addi %182, %186 : i64
      %188 = arith.divui %187, %c128_i64_144 : i64
      %189 = arith.cmpi sgt, %182, %c0_i64_150 : i64
      %190 = arith.select %189, %188, %c0_i64_150 : i64
      %191 = arith.subi %184, %c1_i64_151 : i64
      %192 = arith.addi %183, %191 : i64
      %193 = arith.divui %192, %184 : i64
      %194 = arith.cmpi sgt, %183, %c0_i64_150 : i64
      %195 = arith.select %194, %193, %c0_i64_150 : i64
      %196 = arith.select %185, %190, %195 : i64
      %c3_152 = arith.constant 3 : index
      memref.store %196, %alloca_18[%c3_152] : memref<5xi64>
      %c4_153 = arith.constant 4 : index
      memref.store %179, %alloca_18[%c4_153] : memref<5xi64>
      cf.br ^bb15
    ^bb15:  // 2 preds: ^bb14, ^bb16
      %c0_i64_154 = arith.constant 0 : i64
      %c1_i64_155 = arith.constant 1 : i64
      %c3_156 = arith.constant 3 : index
      %197 = memref.load %alloca_18[%c3_156] : memref<5xi64>
      %198 = arith.cmpi sgt, %197, %c0_i64_154 : i64
      %c4_157 = arith.constant 4 : index
      %199 = memref.load %alloca_18[%c4_157] : memref<5xi64>
      %200 = arith.subi %197, %c1_i64_155 : i64
      %c2_158 = arith.constant 2 : index
      %201 = memref.load %alloca_18[%c2_158] : memref<5xi64>
      %202 = arith.addi %199, %201 : i64
      %203 = arith.select %198, %200, %197 : i64
      %204 = arith.select %198, %202, %199 : i64
      %c3_159 = arith.constant 3 : index
      memref.store %203, %alloca_18[%c3_159] : memref<5xi64>
      %c4_160 = arith.constant 4 : index
      memref.store %204, %alloca_18[%c4_160] : memref<5xi64>
      %alloca_161 = memref.alloca() : memref<2xi64>
      %c0_162 = arith.constant 0 : index
      memref.store %199, %alloca_161[%c0_162] : memref<2xi64>
      %205 = arith.extui %198 : i1 to i64
      %c1_163 = arith.constant 1 : index
      memref.store %205, %alloca_161[%c1_163] : memref<2xi64>
      %c0_164 = arith.constant 0 : index
      %206 = memref.load %alloca_161[%c0_164] : memref<2xi64>
      %c1_165 = arith.constant 1 : index
      %207 = memref.load %alloca_161[%c1_165] : memref<2xi64>
      %c0_i64_166 = arith.constant 0 : i64
      %208 = arith.cmpi ne, %207, %c0_i64_166 : i64
      cf.cond_br %208, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      %209 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_167 = arith.constant 0 : index
      %c0_168 = arith.constant 0 : index
      %dim_169 = memref.dim %arg0, %c0_168 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_170 = arith.constant 1 : index
      %dim_171 = memref.dim %arg0, %c1_170 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %210 = arith.index_cast %2 : i32 to index
      %c0_172 = arith.constant 0 : index
      %211 = arith.cmpi slt, %210, %c0_172 : index
      %c0_173 = arith.constant 0 : index
      %dim_174 = memref.dim %arg0, %c0_173 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %212 = arith.addi %210, %dim_174 : index
      %213 = arith.select %211, %212, %210 : index
      %214 = arith.index_cast %206 : i64 to index
      %c0_175 = arith.constant 0 : index
      %215 = arith.cmpi slt, %214, %c0_175 : index
      %c1_176 = arith.constant 1 : index
      %dim_177 = memref.dim %arg0, %c1_176 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %216 = arith.addi %214, %dim_177 : index
      %217 = arith.select %215, %216, %214 : index
      %c0_178 = arith.constant 0 : index
      %c1_179 = arith.constant 1 : index
      %218 = memref.load %arg0[%213, %217] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %219 = arith.extf %218 : f32 to f64
      %220 = arith.subf %219, %86 : f64
      %221 = arith.mulf %220, %177 : f64
      %222 = arith.index_cast %206 : i64 to index
      %c0_180 = arith.constant 0 : index
      %223 = arith.cmpi slt, %222, %c0_180 : index
      %c0_181 = arith.constant 0 : index
      %dim_182 = memref.dim %arg1, %c0_181 : memref<?xf32, strided<[?], offset: ?>>
      %224 = arith.addi %222, %dim_182 : index
      %225 = arith.select %223, %224, %222 : index
      %226 = memref.load %arg1[%225] : memref<?xf32, strided<[?], offset: ?>>
      %227 = arith.extf %226 : f32 to f64
      %228 = arith.mulf %221, %227 : f64
      %229 = arith.index_cast %206 : i64 to index
      %c0_183 = arith.constant 0 : index
      %230 = arith.cmpi slt, %229, %c0_183 : index
      %c0_184 = arith.constant 0 : index
      %dim_185 = memref.dim %arg2, %c0_184 : memref<?xf32, strided<[?], offset: ?>>
      %231 = arith.addi %229, %dim_185 : index
      %232 = arith.select %230, %231, %229 : index
      %233 = memref.load %arg2[%232] : memref<?xf32, strided<[?], offset: ?>>
      %234 = arith.extf %233 : f32 to f64
      %235 = arith.addf %228, %234 : f64
      %236 = arith.index_cast %2 : i32 to index
      %c0_186 = arith.constant 0 : index
      %237 = arith.cmpi slt, %236, %c0_186 : index
      %c0_187 = arith.constant 0 : index
      %dim_188 = memref.dim %arg3, %c0_187 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %238 = arith.addi %236, %dim_188 : index
      %239 = arith.select %237, %238, %236 : index
      %240 = arith.index_cast %206 : i64 to index
      %c0_189 = arith.constant 0 : index
      %241 = arith.cmpi slt, %240, %c0_189 : index
      %c1_190 = arith.constant 1 : index
      %dim_191 = memref.dim %arg3, %c1_190 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %242 = arith.addi %240, %dim_191 : index
      %243 = arith.select %241, %242, %240 : index
      %244 = arith.truncf %235 : f64 to f32
      memref.store %244, %arg3[%239, %243] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      cf.br ^bb15
    ^bb17:  // pred: ^bb15
      gpu.return
    }
    memref.global "private" @static_shared_memory_0 : memref<128xf32, #gpu.address_space<workgroup>> {alignment = 8 : i64}
    memref.global "private" @static_shared_memory_1 : memref<128xf32, #gpu.address_space<workgroup>> {alignment = 8 : i64}
  }
}
