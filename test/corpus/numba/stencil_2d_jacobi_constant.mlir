// numba-cuda kernel `stencil_2d_jacobi_constant` (bench/numba/kernels.py), compiled by numba-cuda-mlir 0.6.0
// for void(float32[:, ::1], float32[:, ::1]):
//   numba_cuda_mlir.compiler.compile_mlir(stencil_2d_jacobi_constant, sig, chip="sm_90")
// = numba-cuda-mlir's MLIR before its own lowering pipeline, printed as it is, without a GPU
// (numba_cuda_mlir.tools._cached_cc = (9, 0); tools.get_cuda_runtime_version = lambda: (13, 0)).
// Command: python -m bench.numba.generate --print stencil_2d_jacobi_constant   (every kernel, with this header:
// python -m bench.numba.generate; --check compares). Unedited: stock mlir-opt 22 reads it as it is.
// Source code of this project (MIT); numba-cuda-mlir is Apache-2.0.
module {
  gpu.module @numba_cuda_mlir_gpu_module [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx90">] attributes {numba_cuda_mlir.link_target} {
    llvm.mlir.global common @__numba_cuda_mlir_error_code(0 : i32) {addr_space = 0 : i32} : i32
    gpu.func @_Z26stencil_2d_jacobi_constant5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: memref<?x?xf32, strided<[?, ?], offset: ?>>) kernel attributes {llvm.emit_c_interface, numba_cuda_mlir.arg_attrs = [{}, {}], numba_cuda_mlir.orig_arg_types = [memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>]} {
      %c18_i64 = arith.constant 18 : i64
      %c18_i64_0 = arith.constant 18 : i64
      %cst = arith.constant 0.000000e+00 : f32
      %0 = memref.get_global @static_shared_memory_0 : memref<18x18xf32, #gpu.address_space<workgroup>>
      %thread_id_x = gpu.thread_id x
      %1 = arith.index_cast %thread_id_x : index to i32
      %thread_id_y = gpu.thread_id y
      %2 = arith.index_cast %thread_id_y : index to i32
      %c2_i64 = arith.constant 2 : i64
      %thread_id_x_1 = gpu.thread_id x
      %block_dim_x = gpu.block_dim x
      %block_id_x = gpu.block_id x
      %3 = arith.muli %block_id_x, %block_dim_x : index
      %4 = arith.addi %3, %thread_id_x_1 : index
      %5 = arith.index_cast %4 : index to i32
      %thread_id_y_2 = gpu.thread_id y
      %block_dim_y = gpu.block_dim y
      %block_id_y = gpu.block_id y
      %6 = arith.muli %block_id_y, %block_dim_y : index
      %7 = arith.addi %6, %thread_id_y_2 : index
      %8 = arith.index_cast %7 : index to i32
      %c0 = arith.constant 0 : index
      %dim = memref.dim %arg0, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1 = arith.constant 1 : index
      %dim_3 = memref.dim %arg0, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %9 = arith.index_cast %dim : index to i64
      %10 = arith.index_cast %dim_3 : index to i64
      %11 = arith.extsi %8 : i32 to i64
      %12 = arith.cmpi slt, %11, %9 : i64
      cf.cond_br %12, ^bb1, ^bb14
    ^bb1:  // pred: ^bb0
      %13 = arith.extsi %5 : i32 to i64
      %14 = arith.cmpi slt, %13, %10 : i64
      cf.cond_br %14, ^bb2, ^bb14
    ^bb2:  // pred: ^bb1
      %15 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_4 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %dim_6 = memref.dim %arg0, %c0_5 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_7 = arith.constant 1 : index
      %dim_8 = memref.dim %arg0, %c1_7 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %16 = arith.index_cast %8 : i32 to index
      %c0_9 = arith.constant 0 : index
      %17 = arith.cmpi slt, %16, %c0_9 : index
      %c0_10 = arith.constant 0 : index
      %dim_11 = memref.dim %arg0, %c0_10 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %18 = arith.addi %16, %dim_11 : index
      %19 = arith.select %17, %18, %16 : index
      %20 = arith.index_cast %5 : i32 to index
      %c0_12 = arith.constant 0 : index
      %21 = arith.cmpi slt, %20, %c0_12 : index
      %c1_13 = arith.constant 1 : index
      %dim_14 = memref.dim %arg0, %c1_13 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %22 = arith.addi %20, %dim_14 : index
      %23 = arith.select %21, %22, %20 : index
      %c0_15 = arith.constant 0 : index
      %c1_16 = arith.constant 1 : index
      %24 = memref.load %arg0[%19, %23] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_i64 = arith.constant 1 : i64
      %25 = arith.extsi %2 : i32 to i64
      %26 = arith.addi %25, %c1_i64 overflow<nsw> : i64
      %c1_i64_17 = arith.constant 1 : i64
      %27 = arith.extsi %1 : i32 to i64
      %28 = arith.addi %27, %c1_i64_17 overflow<nsw> : i64
      %29 = arith.index_cast %26 : i64 to index
      %c0_18 = arith.constant 0 : index
      %30 = arith.cmpi slt, %29, %c0_18 : index
      %c0_19 = arith.constant 0 : index
      %dim_20 = memref.dim %0, %c0_19 : memref<18x18xf32, #gpu.address_space<workgroup>>
      %31 = arith.addi %29, %dim_20 : index
      %32 = arith.select %30, %31, %29 : index
      %33 = arith.index_cast %28 : i64 to index
      %c0_21 = arith.constant 0 : index
      %34 = arith.cmpi slt, %33, %c0_21 : index
      %c1_22 = arith.constant 1 : index
      %dim_23 = memref.dim %0, %c1_22 : memref<18x18xf32, #gpu.address_space<workgroup>>
      %35 = arith.addi %33, %dim_23 : index
      %36 = arith.select %34, %35, %33 : index
      memref.store %24, %0[%32, %36] : memref<18x18xf32, #gpu.address_space<workgroup>>
      %c0_i64 = arith.constant 0 : i64
      %37 = arith.extsi %1 : i32 to i64
      %38 = arith.cmpi eq, %37, %c0_i64 : i64
      cf.cond_br %38, ^bb3, ^bb5
    ^bb3:  // pred: ^bb2
      %c0_i64_24 = arith.constant 0 : i64
      %39 = arith.extsi %5 : i32 to i64
      %40 = arith.cmpi sgt, %39, %c0_i64_24 : i64
      cf.cond_br %40, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %c1_i64_25 = arith.constant 1 : i64
      %41 = arith.extsi %5 : i32 to i64
      %42 = arith.subi %41, %c1_i64_25 overflow<nsw> : i64
      %43 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_26 = arith.constant 0 : index
      %c0_27 = arith.constant 0 : index
      %dim_28 = memref.dim %arg0, %c0_27 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_29 = arith.constant 1 : index
      %dim_30 = memref.dim %arg0, %c1_29 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %44 = arith.index_cast %8 : i32 to index
      %c0_31 = arith.constant 0 : index
      %45 = arith.cmpi slt, %44, %c0_31 : index
      %c0_32 = arith.constant 0 : index
      %dim_33 = memref.dim %arg0, %c0_32 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %46 = arith.addi %44, %dim_33 : index
      %47 = arith.select %45, %46, %44 : index
      %48 = arith.index_cast %42 : i64 to index
      %c0_34 = arith.constant 0 : index
      %49 = arith.cmpi slt, %48, %c0_34 : index
      %c1_35 = arith.constant 1 : index
      %dim_36 = memref.dim %arg0, %c1_35 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %50 = arith.addi %48, %dim_36 : index
      %51 = arith.select %49, %50, %48 : index
      %c0_37 = arith.constant 0 : index
      %c1_38 = arith.constant 1 : index
      %52 = memref.load %arg0[%47, %51] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_i64_39 = arith.constant 1 : i64
      %53 = arith.extsi %2 : i32 to i64
      %54 = arith.addi %53, %c1_i64_39 overflow<nsw> : i64
      %c0_i64_40 = arith.constant 0 : i64
      %55 = arith.index_cast %54 : i64 to index
      %c0_41 = arith.constant 0 : index
      %56 = arith.cmpi slt, %55, %c0_41 : index
      %c0_42 = arith.constant 0 : index
      %dim_43 = memref.dim %0, %c0_42 : memref<18x18xf32, #gpu.address_space<workgroup>>
      %57 = arith.addi %55, %dim_43 : index
      %58 = arith.select %56, %57, %55 : index
      %59 = arith.index_cast %c0_i64_40 : i64 to index
      %c0_44 = arith.constant 0 : index
      %60 = arith.cmpi slt, %59, %c0_44 : index
      %c1_45 = arith.constant 1 : index
      %dim_46 = memref.dim %0, %c1_45 : memref<18x18xf32, #gpu.address_space<workgroup>>
      %61 = arith.addi %59, %dim_46 : index
      %62 = arith.select %60, %61, %59 : index
      memref.store %52, %0[%58, %62] : memref<18x18xf32, #gpu.address_space<workgroup>>
      cf.br ^bb5
    ^bb5:  // 3 preds: ^bb2, ^bb3, ^bb4
      %c16_i64 = arith.constant 16 : i64
      %c1_i64_47 = arith.constant 1 : i64
      %63 = arith.subi %c16_i64, %c1_i64_47 overflow<nsw> : i64
      %64 = arith.extsi %1 : i32 to i64
      %65 = arith.cmpi eq, %64, %63 : i64
      cf.cond_br %65, ^bb6, ^bb8
    ^bb6:  // pred: ^bb5
      %c1_i64_48 = arith.constant 1 : i64
      %66 = arith.extsi %5 : i32 to i64
      %67 = arith.addi %66, %c1_i64_48 overflow<nsw> : i64
      %68 = arith.cmpi slt, %67, %10 : i64
      cf.cond_br %68, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %c1_i64_49 = arith.constant 1 : i64
      %69 = arith.extsi %5 : i32 to i64
      %70 = arith.addi %69, %c1_i64_49 overflow<nsw> : i64
      %71 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_50 = arith.constant 0 : index
      %c0_51 = arith.constant 0 : index
      %dim_52 = memref.dim %arg0, %c0_51 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_53 = arith.constant 1 : index
      %dim_54 = memref.dim %arg0, %c1_53 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %72 = arith.index_cast %8 : i32 to index
      %c0_55 = arith.constant 0 : index
      %73 = arith.cmpi slt, %72, %c0_55 : index
      %c0_56 = arith.constant 0 : index
      %dim_57 = memref.dim %arg0, %c0_56 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %74 = arith.addi %72, %dim_57 : index
      %75 = arith.select %73, %74, %72 : index
      %76 = arith.index_cast %70 : i64 to index
      %c0_58 = arith.constant 0 : index
      %77 = arith.cmpi slt, %76, %c0_58 : index
      %c1_59 = arith.constant 1 : index
      %dim_60 = memref.dim %arg0, %c1_59 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %78 = arith.addi %76, %dim_60 : index
      %79 = arith.select %77, %78, %76 : index
      %c0_61 = arith.constant 0 : index
      %c1_62 = arith.constant 1 : index
      %80 = memref.load %arg0[%75, %79] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_i64_63 = arith.constant 1 : i64
      %81 = arith.extsi %2 : i32 to i64
      %82 = arith.addi %81, %c1_i64_63 overflow<nsw> : i64
      %c16_i64_64 = arith.constant 16 : i64
      %c1_i64_65 = arith.constant 1 : i64
      %83 = arith.addi %c16_i64_64, %c1_i64_65 overflow<nsw> : i64
      %84 = arith.index_cast %82 : i64 to index
      %c0_66 = arith.constant 0 : index
      %85 = arith.cmpi slt, %84, %c0_66 : index
      %c0_67 = arith.constant 0 : index
      %dim_68 = memref.dim %0, %c0_67 : memref<18x18xf32, #gpu.address_space<workgroup>>
      %86 = arith.addi %84, %dim_68 : index
      %87 = arith.select %85, %86, %84 : index
      %88 = arith.index_cast %83 : i64 to index
      %c0_69 = arith.constant 0 : index
      %89 = arith.cmpi slt, %88, %c0_69 : index
      %c1_70 = arith.constant 1 : index
      %dim_71 = memref.dim %0, %c1_70 : memref<18x18xf32, #gpu.address_space<workgroup>>
      %90 = arith.addi %88, %dim_71 : index
      %91 = arith.select %89, %90, %88 : index
      memref.store %80, %0[%87, %91] : memref<18x18xf32, #gpu.address_space<workgroup>>
      cf.br ^bb8
    ^bb8:  // 3 preds: ^bb5, ^bb6, ^bb7
      %c0_i64_72 = arith.constant 0 : i64
      %92 = arith.extsi %2 : i32 to i64
      %93 = arith.cmpi eq, %92, %c0_i64_72 : i64
      cf.cond_br %93, ^bb9, ^bb11
    ^bb9:  // pred: ^bb8
      %c0_i64_73 = arith.constant 0 : i64
      %94 = arith.extsi %8 : i32 to i64
      %95 = arith.cmpi sgt, %94, %c0_i64_73 : i64
      cf.cond_br %95, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      %c1_i64_74 = arith.constant 1 : i64
      %96 = arith.extsi %8 : i32 to i64
      %97 = arith.subi %96, %c1_i64_74 overflow<nsw> : i64
      %98 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_75 = arith.constant 0 : index
      %c0_76 = arith.constant 0 : index
      %dim_77 = memref.dim %arg0, %c0_76 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_78 = arith.constant 1 : index
      %dim_79 = memref.dim %arg0, %c1_78 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %99 = arith.index_cast %97 : i64 to index
      %c0_80 = arith.constant 0 : index
      %100 = arith.cmpi slt, %99, %c0_80 : index
      %c0_81 = arith.constant 0 : index
      %dim_82 = memref.dim %arg0, %c0_81 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %101 = arith.addi %99, %dim_82 : index
      %102 = arith.select %100, %101, %99 : index
      %103 = arith.index_cast %5 : i32 to index
      %c0_83 = arith.constant 0 : index
      %104 = arith.cmpi slt, %103, %c0_83 : index
      %c1_84 = arith.constant 1 : index
      %dim_85 = memref.dim %arg0, %c1_84 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %105 = arith.addi %103, %dim_85 : index
      %106 = arith.select %104, %105, %103 : index
      %c0_86 = arith.constant 0 : index
      %c1_87 = arith.constant 1 : index
      %107 = memref.load %arg0[%102, %106] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c0_i64_88 = arith.constant 0 : i64
      %c1_i64_89 = arith.constant 1 : i64
      %108 = arith.extsi %1 : i32 to i64
      %109 = arith.addi %108, %c1_i64_89 overflow<nsw> : i64
      %110 = arith.index_cast %c0_i64_88 : i64 to index
      %c0_90 = arith.constant 0 : index
      %111 = arith.cmpi slt, %110, %c0_90 : index
      %c0_91 = arith.constant 0 : index
      %dim_92 = memref.dim %0, %c0_91 : memref<18x18xf32, #gpu.address_space<workgroup>>
      %112 = arith.addi %110, %dim_92 : index
      %113 = arith.select %111, %112, %110 : index
      %114 = arith.index_cast %109 : i64 to index
      %c0_93 = arith.constant 0 : index
      %115 = arith.cmpi slt, %114, %c0_93 : index
      %c1_94 = arith.constant 1 : index
      %dim_95 = memref.dim %0, %c1_94 : memref<18x18xf32, #gpu.address_space<workgroup>>
      %116 = arith.addi %114, %dim_95 : index
      %117 = arith.select %115, %116, %114 : index
      memref.store %107, %0[%113, %117] : memref<18x18xf32, #gpu.address_space<workgroup>>
      cf.br ^bb11
    ^bb11:  // 3 preds: ^bb8, ^bb9, ^bb10
      %c16_i64_96 = arith.constant 16 : i64
      %c1_i64_97 = arith.constant 1 : i64
      %118 = arith.subi %c16_i64_96, %c1_i64_97 overflow<nsw> : i64
      %119 = arith.extsi %2 : i32 to i64
      %120 = arith.cmpi eq, %119, %118 : i64
      cf.cond_br %120, ^bb12, ^bb14
    ^bb12:  // pred: ^bb11
      %c1_i64_98 = arith.constant 1 : i64
      %121 = arith.extsi %8 : i32 to i64
      %122 = arith.addi %121, %c1_i64_98 overflow<nsw> : i64
      %123 = arith.cmpi slt, %122, %9 : i64
      cf.cond_br %123, ^bb13, ^bb14
    ^bb13:  // pred: ^bb12
      %c1_i64_99 = arith.constant 1 : i64
      %124 = arith.extsi %8 : i32 to i64
      %125 = arith.addi %124, %c1_i64_99 overflow<nsw> : i64
      %126 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_100 = arith.constant 0 : index
      %c0_101 = arith.constant 0 : index
      %dim_102 = memref.dim %arg0, %c0_101 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_103 = arith.constant 1 : index
      %dim_104 = memref.dim %arg0, %c1_103 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %127 = arith.index_cast %125 : i64 to index
      %c0_105 = arith.constant 0 : index
      %128 = arith.cmpi slt, %127, %c0_105 : index
      %c0_106 = arith.constant 0 : index
      %dim_107 = memref.dim %arg0, %c0_106 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %129 = arith.addi %127, %dim_107 : index
      %130 = arith.select %128, %129, %127 : index
      %131 = arith.index_cast %5 : i32 to index
      %c0_108 = arith.constant 0 : index
      %132 = arith.cmpi slt, %131, %c0_108 : index
      %c1_109 = arith.constant 1 : index
      %dim_110 = memref.dim %arg0, %c1_109 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %133 = arith.addi %131, %dim_110 : index
      %134 = arith.select %132, %133, %131 : index
      %c0_111 = arith.constant 0 : index
      %c1_112 = arith.constant 1 : index
      %135 = memref.load %arg0[%130, %134] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c16_i64_113 = arith.constant 16 : i64
      %c1_i64_114 = arith.constant 1 : i64
      %136 = arith.addi %c16_i64_113, %c1_i64_114 overflow<nsw> : i64
      %c1_i64_115 = arith.constant 1 : i64
      %137 = arith.extsi %1 : i32 to i64
      %138 = arith.addi %137, %c1_i64_115 overflow<nsw> : i64
      %139 = arith.index_cast %136 : i64 to index
      %c0_116 = arith.constant 0 : index
      %140 = arith.cmpi slt, %139, %c0_116 : index
      %c0_117 = arith.constant 0 : index
      %dim_118 = memref.dim %0, %c0_117 : memref<18x18xf32, #gpu.address_space<workgroup>>
      %141 = arith.addi %139, %dim_118 : index
      %142 = arith.select %140, %141, %139 : index
      %143 = arith.index_cast %138 : i64 to index
      %c0_119 = arith.constant 0 : index
      %144 = arith.cmpi slt, %143, %c0_119 : index
      %c1_120 = arith.constant 1 : index
      %dim_121 = memref.dim %0, %c1_120 : memref<18x18xf32, #gpu.address_space<workgroup>>
      %145 = arith.addi %143, %dim_121 : index
      %146 = arith.select %144, %145, %143 : index
      memref.store %135, %0[%142, %146] : memref<18x18xf32, #gpu.address_space<workgroup>>
      cf.br ^bb14
    ^bb14:  // 5 preds: ^bb0, ^bb1, ^bb11, ^bb12, ^bb13
      gpu.barrier
      %c0_i64_122 = arith.constant 0 : i64
      %147 = arith.extsi %8 : i32 to i64
      %148 = arith.cmpi slt, %c0_i64_122, %147 : i64
      cf.cond_br %148, ^bb15, ^bb17
    ^bb15:  // pred: ^bb14
      %c1_i64_123 = arith.constant 1 : i64
      %149 = arith.subi %9, %c1_i64_123 overflow<nsw> : i64
      %150 = arith.extsi %8 : i32 to i64
      %151 = arith.cmpi slt, %150, %149 : i64
      cf.cond_br %151, ^bb16, ^bb23
    ^bb16:  // pred: ^bb15
      cf.br ^bb18
    ^bb17:  // pred: ^bb14
      gpu.return
    ^bb18:  // pred: ^bb16
      %c0_i64_124 = arith.constant 0 : i64
      %152 = arith.extsi %5 : i32 to i64
      %153 = arith.cmpi slt, %c0_i64_124, %152 : i64
      cf.cond_br %153, ^bb19, ^bb21
    ^bb19:  // pred: ^bb18
      %c1_i64_125 = arith.constant 1 : i64
      %154 = arith.subi %10, %c1_i64_125 overflow<nsw> : i64
      %155 = arith.extsi %5 : i32 to i64
      %156 = arith.cmpi slt, %155, %154 : i64
      cf.cond_br %156, ^bb20, ^bb24
    ^bb20:  // pred: ^bb19
      cf.br ^bb22
    ^bb21:  // pred: ^bb18
      gpu.return
    ^bb22:  // pred: ^bb20
      %cst_126 = arith.constant 2.500000e-01 : f64
      %c1_i64_127 = arith.constant 1 : i64
      %157 = arith.extsi %1 : i32 to i64
      %158 = arith.addi %157, %c1_i64_127 overflow<nsw> : i64
      %159 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_128 = arith.constant 0 : index
      %c0_129 = arith.constant 0 : index
      %dim_130 = memref.dim %0, %c0_129 : memref<18x18xf32, #gpu.address_space<workgroup>>
      %c1_131 = arith.constant 1 : index
      %dim_132 = memref.dim %0, %c1_131 : memref<18x18xf32, #gpu.address_space<workgroup>>
      %160 = arith.index_cast %2 : i32 to index
      %c0_133 = arith.constant 0 : index
      %161 = arith.cmpi slt, %160, %c0_133 : index
      %c0_134 = arith.constant 0 : index
      %dim_135 = memref.dim %0, %c0_134 : memref<18x18xf32, #gpu.address_space<workgroup>>
      %162 = arith.addi %160, %dim_135 : index
      %163 = arith.select %161, %162, %160 : index
      %164 = arith.index_cast %158 : i64 to index
      %c0_136 = arith.constant 0 : index
      %165 = arith.cmpi slt, %164, %c0_136 : index
      %c1_137 = arith.constant 1 : index
      %dim_138 = memref.dim %0, %c1_137 : memref<18x18xf32, #gpu.address_space<workgroup>>
      %166 = arith.addi %164, %dim_138 : index
      %167 = arith.select %165, %166, %164 : index
      %c0_139 = arith.constant 0 : index
      %c1_140 = arith.constant 1 : index
      %168 = memref.load %0[%163, %167] : memref<18x18xf32, #gpu.address_space<workgroup>>
      %c2_i64_141 = arith.constant 2 : i64
      %169 = arith.extsi %2 : i32 to i64
      %170 = arith.addi %169, %c2_i64_141 overflow<nsw> : i64
      %c1_i64_142 = arith.constant 1 : i64
      %171 = arith.extsi %1 : i32 to i64
      %172 = arith.addi %171, %c1_i64_142 overflow<nsw> : i64
      %173 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_143 = arith.constant 0 : index
      %c0_144 = arith.constant 0 : index
      %dim_145 = memref.dim %0, %c0_144 : memref<18x18xf32, #gpu.address_space<workgroup>>
      %c1_146 = arith.constant 1 : index
      %dim_147 = memref.dim %0, %c1_146 : memref<18x18xf32, #gpu.address_space<workgroup>>
      %174 = arith.index_cast %170 : i64 to index
      %c0_148 = arith.constant 0 : index
      %175 = arith.cmpi slt, %174, %c0_148 : index
      %c0_149 = arith.constant 0 : index
      %dim_150 = memref.dim %0, %c0_149 : memref<18x18xf32, #gpu.address_space<workgroup>>
      %176 = arith.addi %174, %dim_150 : index
      %177 = arith.select %175, %176, %174 : index
      %178 = arith.index_cast %172 : i64 to index
      %c0_151 = arith.constant 0 : index
      %179 = arith.cmpi slt, %178, %c0_151 : index
      %c1_152 = arith.constant 1 : index
      %dim_153 = memref.dim %0, %c1_152 : memref<18x18xf32, #gpu.address_space<workgroup>>
      %180 = arith.addi %178, %dim_153 : index
      %181 = arith.select %179, %180, %178 : index
      %c0_154 = arith.constant 0 : index
      %c1_155 = arith.constant 1 : index
      %182 = memref.load %0[%177, %181] : memref<18x18xf32, #gpu.address_space<workgroup>>
      %183 = arith.addf %168, %182 : f32
      %c1_i64_156 = arith.constant 1 : i64
      %184 = arith.extsi %2 : i32 to i64
      %185 = arith.addi %184, %c1_i64_156 overflow<nsw> : i64
      %186 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_157 = arith.constant 0 : index
      %c0_158 = arith.constant 0 : index
      %dim_159 = memref.dim %0, %c0_158 : memref<18x18xf32, #gpu.address_space<workgroup>>
      %c1_160 = arith.constant 1 : index
      %dim_161 = memref.dim %0, %c1_160 : memref<18x18xf32, #gpu.address_space<workgroup>>
      %187 = arith.index_cast %185 : i64 to index
      %c0_162 = arith.constant 0 : index
      %188 = arith.cmpi slt, %187, %c0_162 : index
      %c0_163 = arith.constant 0 : index
      %dim_164 = memref.dim %0, %c0_163 : memref<18x18xf32, #gpu.address_space<workgroup>>
      %189 = arith.addi %187, %dim_164 : index
      %190 = arith.select %188, %189, %187 : index
      %191 = arith.index_cast %1 : i32 to index
      %c0_165 = arith.constant 0 : index
      %192 = arith.cmpi slt, %191, %c0_165 : index
      %c1_166 = arith.constant 1 : index
      %dim_167 = memref.dim %0, %c1_166 : memref<18x18xf32, #gpu.address_space<workgroup>>
      %193 = arith.addi %191, %dim_167 : index
      %194 = arith.select %192, %193, %191 : index
      %c0_168 = arith.constant 0 : index
      %c1_169 = arith.constant 1 : index
      %195 = memref.load %0[%190, %194] : memref<18x18xf32, #gpu.address_space<workgroup>>
      %196 = arith.addf %183, %195 : f32
      %c1_i64_170 = arith.constant 1 : i64
      %197 = arith.extsi %2 : i32 to i64
      %198 = arith.addi %197, %c1_i64_170 overflow<nsw> : i64
      %c2_i64_171 = arith.constant 2 : i64
      %199 = arith.extsi %1 : i32 to i64
      %200 = arith.addi %199, %c2_i64_171 overflow<nsw> : i64
      %201 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_172 = arith.constant 0 : index
      %c0_173 = arith.constant 0 : index
      %dim_174 = memref.dim %0, %c0_173 : memref<18x18xf32, #gpu.address_space<workgroup>>
      %c1_175 = arith.constant 1 : index
      %dim_176 = memref.dim %0, %c1_175 : memref<18x18xf32, #gpu.address_space<workgroup>>
      %202 = arith.index_cast %198 : i64 to index
      %c0_177 = arith.constant 0 : index
      %203 = arith.cmpi slt, %202, %c0_177 : index
      %c0_178 = arith.constant 0 : index
      %dim_179 = memref.dim %0, %c0_178 : memref<18x18xf32, #gpu.address_space<workgroup>>
      %204 = arith.addi %202, %dim_179 : index
      %205 = arith.select %203, %204, %202 : index
      %206 = arith.index_cast %200 : i64 to index
      %c0_180 = arith.constant 0 : index
      %207 = arith.cmpi slt, %206, %c0_180 : index
      %c1_181 = arith.constant 1 : index
      %dim_182 = memref.dim %0, %c1_181 : memref<18x18xf32, #gpu.address_space<workgroup>>
      %208 = arith.addi %206, %dim_182 : index
      %209 = arith.select %207, %208, %206 : index
      %c0_183 = arith.constant 0 : index
      %c1_184 = arith.constant 1 : index
      %210 = memref.load %0[%205, %209] : memref<18x18xf32, #gpu.address_space<workgroup>>
      %211 = arith.addf %196, %210 : f32
      %212 = arith.extf %211 : f32 to f64
      %213 = arith.mulf %cst_126, %212 : f64
      %214 = arith.index_cast %8 : i32 to index
      %c0_185 = arith.constant 0 : index
      %215 = arith.cmpi slt, %214, %c0_185 : index
      %c0_186 = arith.constant 0 : index
      %dim_187 = memref.dim %arg1, %c0_186 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %216 = arith.addi %214, %dim_187 : index
      %217 = arith.select %215, %216, %214 : index
      %218 = arith.index_cast %5 : i32 to index
      %c0_188 = arith.constant 0 : index
      %219 = arith.cmpi slt, %218, %c0_188 : index
      %c1_189 = arith.constant 1 : index
      %dim_190 = memref.dim %arg1, %c1_189 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %220 = arith.addi %218, %dim_190 : index
      %221 = arith.select %219, %220, %218 : index
      %222 = arith.truncf %213 : f64 to f32
      memref.store %222, %arg1[%217, %221] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      gpu.return
    ^bb23:  // pred: ^bb15
      gpu.return
    ^bb24:  // pred: ^bb19
      gpu.return
    }
    memref.global "private" @static_shared_memory_0 : memref<18x18xf32, #gpu.address_space<workgroup>> {alignment = 8 : i64}
  }
}
