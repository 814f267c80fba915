// numba-cuda kernel `stencil_2d_jacobi` (bench/numba/kernels.py), compiled by numba-cuda-mlir 0.6.0
// for void(float32[:, ::1], float32[:, ::1]):
//   numba_cuda_mlir.compiler.compile_mlir(stencil_2d_jacobi, sig, chip="sm_90")
// = numba-cuda-mlir's MLIR before its own lowering pipeline, printed as it is, without a GPU
// (numba_cuda_mlir.tools._cached_cc = (9, 0); tools.get_cuda_runtime_version = lambda: (13, 0)).
// Command: python -m bench.numba.generate --print stencil_2d_jacobi   (every kernel, with this header:
// python -m bench.numba.generate; --check compares). Unedited: stock mlir-opt 22 reads it as it is.
// Source code of this project (MIT); numba-cuda-mlir is Apache-2.0.
module {
  gpu.module @numba_cuda_mlir_gpu_module [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx90">] attributes {numba_cuda_mlir.link_target} {
    llvm.mlir.global common @__numba_cuda_mlir_error_code(0 : i32) {addr_space = 0 : i32} : i32
    gpu.func @_Z17stencil_2d_jacobi5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: memref<?x?xf32, strided<[?, ?], offset: ?>>) kernel attributes {llvm.emit_c_interface, numba_cuda_mlir.arg_attrs = [{}, {}], numba_cuda_mlir.orig_arg_types = [memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>]} {
      %alloca = memref.alloca() : memref<1xindex>
      %c0 = arith.constant 0 : index
      %c0_0 = arith.constant 0 : index
      memref.store %c0, %alloca[%c0_0] : memref<1xindex>
      %0 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %c16_i64 = arith.constant 16 : i64
      %c2_i64 = arith.constant 2 : i64
      %1 = arith.addi %c16_i64, %c2_i64 overflow<nsw> : i64
      %c16_i64_1 = arith.constant 16 : i64
      %c2_i64_2 = arith.constant 2 : i64
      %2 = arith.addi %c16_i64_1, %c2_i64_2 overflow<nsw> : i64
      %cst = arith.constant 0.000000e+00 : f32
      %3 = arith.index_cast %1 : i64 to index
      %4 = arith.index_cast %2 : i64 to index
      %c4 = arith.constant 4 : index
      %5 = arith.muli %c4, %3 : index
      %6 = arith.muli %5, %4 : index
      %c0_3 = arith.constant 0 : index
      %7 = memref.load %alloca[%c0_3] : memref<1xindex>
      %view = memref.view %0[%7][%3, %4] : memref<?xi8, #gpu.address_space<workgroup>> to memref<?x?xf32, #gpu.address_space<workgroup>>
      %8 = arith.addi %7, %6 : index
      %c0_4 = arith.constant 0 : index
      %9 = memref.load %alloca[%c0_4] : memref<1xindex>
      %c0_5 = arith.constant 0 : index
      memref.store %8, %alloca[%c0_5] : memref<1xindex>
      %thread_id_x = gpu.thread_id x
      %10 = arith.index_cast %thread_id_x : index to i32
      %thread_id_y = gpu.thread_id y
      %11 = arith.index_cast %thread_id_y : index to i32
      %c2_i64_6 = arith.constant 2 : i64
      %thread_id_x_7 = gpu.thread_id x
      %block_dim_x = gpu.block_dim x
      %block_id_x = gpu.block_id x
      %12 = arith.muli %block_id_x, %block_dim_x : index
      %13 = arith.addi %12, %thread_id_x_7 : index
      %14 = arith.index_cast %13 : index to i32
      %thread_id_y_8 = gpu.thread_id y
      %block_dim_y = gpu.block_dim y
      %block_id_y = gpu.block_id y
      %15 = arith.muli %block_id_y, %block_dim_y : index
      %16 = arith.addi %15, %thread_id_y_8 : index
      %17 = arith.index_cast %16 : index to i32
      %c0_9 = arith.constant 0 : index
      %dim = memref.dim %arg0, %c0_9 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1 = arith.constant 1 : index
      %dim_10 = memref.dim %arg0, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %18 = arith.index_cast %dim : index to i64
      %19 = arith.index_cast %dim_10 : index to i64
      %20 = arith.extsi %17 : i32 to i64
      %21 = arith.cmpi slt, %20, %18 : i64
      cf.cond_br %21, ^bb1, ^bb14
    ^bb1:  // pred: ^bb0
      %22 = arith.extsi %14 : i32 to i64
      %23 = arith.cmpi slt, %22, %19 : i64
      cf.cond_br %23, ^bb2, ^bb14
    ^bb2:  // pred: ^bb1
      %24 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_11 = arith.constant 0 : index
      %c0_12 = arith.constant 0 : index
      %dim_13 = memref.dim %arg0, %c0_12 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_14 = arith.constant 1 : index
      %dim_15 = memref.dim %arg0, %c1_14 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %25 = arith.index_cast %17 : i32 to index
      %c0_16 = arith.constant 0 : index
      %26 = arith.cmpi slt, %25, %c0_16 : index
      %c0_17 = arith.constant 0 : index
      %dim_18 = memref.dim %arg0, %c0_17 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %27 = arith.addi %25, %dim_18 : index
      %28 = arith.select %26, %27, %25 : index
      %29 = arith.index_cast %14 : i32 to index
      %c0_19 = arith.constant 0 : index
      %30 = arith.cmpi slt, %29, %c0_19 : index
      %c1_20 = arith.constant 1 : index
      %dim_21 = memref.dim %arg0, %c1_20 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %31 = arith.addi %29, %dim_21 : index
      %32 = arith.select %30, %31, %29 : index
      %c0_22 = arith.constant 0 : index
      %c1_23 = arith.constant 1 : index
      %33 = memref.load %arg0[%28, %32] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_i64 = arith.constant 1 : i64
      %34 = arith.extsi %11 : i32 to i64
      %35 = arith.addi %34, %c1_i64 overflow<nsw> : i64
      %c1_i64_24 = arith.constant 1 : i64
      %36 = arith.extsi %10 : i32 to i64
      %37 = arith.addi %36, %c1_i64_24 overflow<nsw> : i64
      %38 = arith.index_cast %35 : i64 to index
      %c0_25 = arith.constant 0 : index
      %39 = arith.cmpi slt, %38, %c0_25 : index
      %c0_26 = arith.constant 0 : index
      %dim_27 = memref.dim %view, %c0_26 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %40 = arith.addi %38, %dim_27 : index
      %41 = arith.select %39, %40, %38 : index
      %42 = arith.index_cast %37 : i64 to index
      %c0_28 = arith.constant 0 : index
      %43 = arith.cmpi slt, %42, %c0_28 : index
      %c1_29 = arith.constant 1 : index
      %dim_30 = memref.dim %view, %c1_29 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %44 = arith.addi %42, %dim_30 : index
      %45 = arith.select %43, %44, %42 : index
      memref.store %33, %view[%41, %45] : memref<?x?xf32, #gpu.address_space<workgroup>>
      %c0_i64 = arith.constant 0 : i64
      %46 = arith.extsi %10 : i32 to i64
      %47 = arith.cmpi eq, %46, %c0_i64 : i64
      cf.cond_br %47, ^bb3, ^bb5
    ^bb3:  // pred: ^bb2
      %c0_i64_31 = arith.constant 0 : i64
      %48 = arith.extsi %14 : i32 to i64
      %49 = arith.cmpi sgt, %48, %c0_i64_31 : i64
      cf.cond_br %49, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %c1_i64_32 = arith.constant 1 : i64
      %50 = arith.extsi %14 : i32 to i64
      %51 = arith.subi %50, %c1_i64_32 overflow<nsw> : i64
      %52 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_33 = arith.constant 0 : index
      %c0_34 = arith.constant 0 : index
      %dim_35 = memref.dim %arg0, %c0_34 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_36 = arith.constant 1 : index
      %dim_37 = memref.dim %arg0, %c1_36 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %53 = arith.index_cast %17 : i32 to index
      %c0_38 = arith.constant 0 : index
      %54 = arith.cmpi slt, %53, %c0_38 : index
      %c0_39 = arith.constant 0 : index
      %dim_40 = memref.dim %arg0, %c0_39 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %55 = arith.addi %53, %dim_40 : index
      %56 = arith.select %54, %55, %53 : index
      %57 = arith.index_cast %51 : i64 to index
      %c0_41 = arith.constant 0 : index
      %58 = arith.cmpi slt, %57, %c0_41 : index
      %c1_42 = arith.constant 1 : index
      %dim_43 = memref.dim %arg0, %c1_42 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %59 = arith.addi %57, %dim_43 : index
      %60 = arith.select %58, %59, %57 : index
      %c0_44 = arith.constant 0 : index
      %c1_45 = arith.constant 1 : index
      %61 = memref.load %arg0[%56, %60] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_i64_46 = arith.constant 1 : i64
      %62 = arith.extsi %11 : i32 to i64
      %63 = arith.addi %62, %c1_i64_46 overflow<nsw> : i64
      %c0_i64_47 = arith.constant 0 : i64
      %64 = arith.index_cast %63 : i64 to index
      %c0_48 = arith.constant 0 : index
      %65 = arith.cmpi slt, %64, %c0_48 : index
      %c0_49 = arith.constant 0 : index
      %dim_50 = memref.dim %view, %c0_49 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %66 = arith.addi %64, %dim_50 : index
      %67 = arith.select %65, %66, %64 : index
      %68 = arith.index_cast %c0_i64_47 : i64 to index
      %c0_51 = arith.constant 0 : index
      %69 = arith.cmpi slt, %68, %c0_51 : index
      %c1_52 = arith.constant 1 : index
      %dim_53 = memref.dim %view, %c1_52 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %70 = arith.addi %68, %dim_53 : index
      %71 = arith.select %69, %70, %68 : index
      memref.store %61, %view[%67, %71] : memref<?x?xf32, #gpu.address_space<workgroup>>
      cf.br ^bb5
    ^bb5:  // 3 preds: ^bb2, ^bb3, ^bb4
      %c16_i64_54 = arith.constant 16 : i64
      %c1_i64_55 = arith.constant 1 : i64
      %72 = arith.subi %c16_i64_54, %c1_i64_55 overflow<nsw> : i64
      %73 = arith.extsi %10 : i32 to i64
      %74 = arith.cmpi eq, %73, %72 : i64
      cf.cond_br %74, ^bb6, ^bb8
    ^bb6:  // pred: ^bb5
      %c1_i64_56 = arith.constant 1 : i64
      %75 = arith.extsi %14 : i32 to i64
      %76 = arith.addi %75, %c1_i64_56 overflow<nsw> : i64
      %77 = arith.cmpi slt, %76, %19 : i64
      cf.cond_br %77, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %c1_i64_57 = arith.constant 1 : i64
      %78 = arith.extsi %14 : i32 to i64
      %79 = arith.addi %78, %c1_i64_57 overflow<nsw> : i64
      %80 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_58 = arith.constant 0 : index
      %c0_59 = arith.constant 0 : index
      %dim_60 = memref.dim %arg0, %c0_59 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_61 = arith.constant 1 : index
      %dim_62 = memref.dim %arg0, %c1_61 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %81 = arith.index_cast %17 : i32 to index
      %c0_63 = arith.constant 0 : index
      %82 = arith.cmpi slt, %81, %c0_63 : index
      %c0_64 = arith.constant 0 : index
      %dim_65 = memref.dim %arg0, %c0_64 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %83 = arith.addi %81, %dim_65 : index
      %84 = arith.select %82, %83, %81 : index
      %85 = arith.index_cast %79 : i64 to index
      %c0_66 = arith.constant 0 : index
      %86 = arith.cmpi slt, %85, %c0_66 : index
      %c1_67 = arith.constant 1 : index
      %dim_68 = memref.dim %arg0, %c1_67 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %87 = arith.addi %85, %dim_68 : index
      %88 = arith.select %86, %87, %85 : index
      %c0_69 = arith.constant 0 : index
      %c1_70 = arith.constant 1 : index
      %89 = memref.load %arg0[%84, %88] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_i64_71 = arith.constant 1 : i64
      %90 = arith.extsi %11 : i32 to i64
      %91 = arith.addi %90, %c1_i64_71 overflow<nsw> : i64
      %c16_i64_72 = arith.constant 16 : i64
      %c1_i64_73 = arith.constant 1 : i64
      %92 = arith.addi %c16_i64_72, %c1_i64_73 overflow<nsw> : i64
      %93 = arith.index_cast %91 : i64 to index
      %c0_74 = arith.constant 0 : index
      %94 = arith.cmpi slt, %93, %c0_74 : index
      %c0_75 = arith.constant 0 : index
      %dim_76 = memref.dim %view, %c0_75 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %95 = arith.addi %93, %dim_76 : index
      %96 = arith.select %94, %95, %93 : index
      %97 = arith.index_cast %92 : i64 to index
      %c0_77 = arith.constant 0 : index
      %98 = arith.cmpi slt, %97, %c0_77 : index
      %c1_78 = arith.constant 1 : index
      %dim_79 = memref.dim %view, %c1_78 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %99 = arith.addi %97, %dim_79 : index
      %100 = arith.select %98, %99, %97 : index
      memref.store %89, %view[%96, %100] : memref<?x?xf32, #gpu.address_space<workgroup>>
      cf.br ^bb8
    ^bb8:  // 3 preds: ^bb5, ^bb6, ^bb7
      %c0_i64_80 = arith.constant 0 : i64
      %101 = arith.extsi %11 : i32 to i64
      %102 = arith.cmpi eq, %101, %c0_i64_80 : i64
      cf.cond_br %102, ^bb9, ^bb11
    ^bb9:  // pred: ^bb8
      %c0_i64_81 = arith.constant 0 : i64
      %103 = arith.extsi %17 : i32 to i64
      %104 = arith.cmpi sgt, %103, %c0_i64_81 : i64
      cf.cond_br %104, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      %c1_i64_82 = arith.constant 1 : i64
      %105 = arith.extsi %17 : i32 to i64
      %106 = arith.subi %105, %c1_i64_82 overflow<nsw> : i64
      %107 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_83 = arith.constant 0 : index
      %c0_84 = arith.constant 0 : index
      %dim_85 = memref.dim %arg0, %c0_84 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_86 = arith.constant 1 : index
      %dim_87 = memref.dim %arg0, %c1_86 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %108 = arith.index_cast %106 : i64 to index
      %c0_88 = arith.constant 0 : index
      %109 = arith.cmpi slt, %108, %c0_88 : index
      %c0_89 = arith.constant 0 : index
      %dim_90 = memref.dim %arg0, %c0_89 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %110 = arith.addi %108, %dim_90 : index
      %111 = arith.select %109, %110, %108 : index
      %112 = arith.index_cast %14 : i32 to index
      %c0_91 = arith.constant 0 : index
      %113 = arith.cmpi slt, %112, %c0_91 : index
      %c1_92 = arith.constant 1 : index
      %dim_93 = memref.dim %arg0, %c1_92 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %114 = arith.addi %112, %dim_93 : index
      %115 = arith.select %113, %114, %112 : index
      %c0_94 = arith.constant 0 : index
      %c1_95 = arith.constant 1 : index
      %116 = memref.load %arg0[%111, %115] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c0_i64_96 = arith.constant 0 : i64
      %c1_i64_97 = arith.constant 1 : i64
      %117 = arith.extsi %10 : i32 to i64
      %118 = arith.addi %117, %c1_i64_97 overflow<nsw> : i64
      %119 = arith.index_cast %c0_i64_96 : i64 to index
      %c0_98 = arith.constant 0 : index
      %120 = arith.cmpi slt, %119, %c0_98 : index
      %c0_99 = arith.constant 0 : index
      %dim_100 = memref.dim %view, %c0_99 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %121 = arith.addi %119, %dim_100 : index
      %122 = arith.select %120, %121, %119 : index
      %123 = arith.index_cast %118 : i64 to index
      %c0_101 = arith.constant 0 : index
      %124 = arith.cmpi slt, %123, %c0_101 : index
      %c1_102 = arith.constant 1 : index
      %dim_103 = memref.dim %view, %c1_102 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %125 = arith.addi %123, %dim_103 : index
      %126 = arith.select %124, %125, %123 : index
      memref.store %116, %view[%122, %126] : memref<?x?xf32, #gpu.address_space<workgroup>>
      cf.br ^bb11
    ^bb11:  // 3 preds: ^bb8, ^bb9, ^bb10
      %c16_i64_104 = arith.constant 16 : i64
      %c1_i64_105 = arith.constant 1 : i64
      %127 = arith.subi %c16_i64_104, %c1_i64_105 overflow<nsw> : i64
      %128 = arith.extsi %11 : i32 to i64
      %129 = arith.cmpi eq, %128, %127 : i64
      cf.cond_br %129, ^bb12, ^bb14
    ^bb12:  // pred: ^bb11
      %c1_i64_106 = arith.constant 1 : i64
      %130 = arith.extsi %17 : i32 to i64
      %131 = arith.addi %130, %c1_i64_106 overflow<nsw> : i64
      %132 = arith.cmpi slt, %131, %18 : i64
      cf.cond_br %132, ^bb13, ^bb14
    ^bb13:  // pred: ^bb12
      %c1_i64_107 = arith.constant 1 : i64
      %133 = arith.extsi %17 : i32 to i64
      %134 = arith.addi %133, %c1_i64_107 overflow<nsw> : i64
      %135 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_108 = arith.constant 0 : index
      %c0_109 = arith.constant 0 : index
      %dim_110 = memref.dim %arg0, %c0_109 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_111 = arith.constant 1 : index
      %dim_112 = memref.dim %arg0, %c1_111 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %136 = arith.index_cast %134 : i64 to index
      %c0_113 = arith.constant 0 : index
      %137 = arith.cmpi slt, %136, %c0_113 : index
      %c0_114 = arith.constant 0 : index
      %dim_115 = memref.dim %arg0, %c0_114 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %138 = arith.addi %136, %dim_115 : index
      %139 = arith.select %137, %138, %136 : index
      %140 = arith.index_cast %14 : i32 to index
      %c0_116 = arith.constant 0 : index
      %141 = arith.cmpi slt, %140, %c0_116 : index
      %c1_117 = arith.constant 1 : index
      %dim_118 = memref.dim %arg0, %c1_117 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %142 = arith.addi %140, %dim_118 : index
      %143 = arith.select %141, %142, %140 : index
      %c0_119 = arith.constant 0 : index
      %c1_120 = arith.constant 1 : index
      %144 = memref.load %arg0[%139, %143] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c16_i64_121 = arith.constant 16 : i64
      %c1_i64_122 = arith.constant 1 : i64
      %145 = arith.addi %c16_i64_121, %c1_i64_122 overflow<nsw> : i64
      %c1_i64_123 = arith.constant 1 : i64
      %146 = arith.extsi %10 : i32 to i64
      %147 = arith.addi %146, %c1_i64_123 overflow<nsw> : i64
      %148 = arith.index_cast %145 : i64 to index
      %c0_124 = arith.constant 0 : index
      %149 = arith.cmpi slt, %148, %c0_124 : index
      %c0_125 = arith.constant 0 : index
      %dim_126 = memref.dim %view, %c0_125 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %150 = arith.addi %148, %dim_126 : index
      %151 = arith.select %149, %150, %148 : index
      %152 = arith.index_cast %147 : i64 to index
      %c0_127 = arith.constant 0 : index
      %153 = arith.cmpi slt, %152, %c0_127 : index
      %c1_128 = arith.constant 1 : index
      %dim_129 = memref.dim %view, %c1_128 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %154 = arith.addi %152, %dim_129 : index
      %155 = arith.select %153, %154, %152 : index
      memref.store %144, %view[%151, %155] : memref<?x?xf32, #gpu.address_space<workgroup>>
      cf.br ^bb14
    ^bb14:  // 5 preds: ^bb0, ^bb1, ^bb11, ^bb12, ^bb13
      gpu.barrier
      %c0_i64_130 = arith.constant 0 : i64
      %156 = arith.extsi %17 : i32 to i64
      %157 = arith.cmpi slt, %c0_i64_130, %156 : i64
      cf.cond_br %157, ^bb15, ^bb17
    ^bb15:  // pred: ^bb14
      %c1_i64_131 = arith.constant 1 : i64
      %158 = arith.subi %18, %c1_i64_131 overflow<nsw> : i64
      %159 = arith.extsi %17 : i32 to i64
      %160 = arith.cmpi slt, %159, %158 : i64
      cf.cond_br %160, ^bb16, ^bb23
    ^bb16:  // pred: ^bb15
      cf.br ^bb18
    ^bb17:  // pred: ^bb14
      gpu.return
    ^bb18:  // pred: ^bb16
      %c0_i64_132 = arith.constant 0 : i64
      %161 = arith.extsi %14 : i32 to i64
      %162 = arith.cmpi slt, %c0_i64_132, %161 : i64
      cf.cond_br %162, ^bb19, ^bb21
    ^bb19:  // pred: ^bb18
      %c1_i64_133 = arith.constant 1 : i64
      %163 = arith.subi %19, %c1_i64_133 overflow<nsw> : i64
      %164 = arith.extsi %14 : i32 to i64
      %165 = arith.cmpi slt, %164, %163 : i64
      cf.cond_br %165, ^bb20, ^bb24
    ^bb20:  // pred: ^bb19
      cf.br ^bb22
    ^bb21:  // pred: ^bb18
      gpu.return
    ^bb22:  // pred: ^bb20
      %cst_134 = arith.constant 2.500000e-01 : f64
      %c1_i64_135 = arith.constant 1 : i64
      %166 = arith.extsi %10 : i32 to i64
      %167 = arith.addi %166, %c1_i64_135 overflow<nsw> : i64
      %168 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_136 = arith.constant 0 : index
      %c0_137 = arith.constant 0 : index
      %dim_138 = memref.dim %view, %c0_137 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %c1_139 = arith.constant 1 : index
      %dim_140 = memref.dim %view, %c1_139 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %169 = arith.index_cast %11 : i32 to index
      %c0_141 = arith.constant 0 : index
      %170 = arith.cmpi slt, %169, %c0_141 : index
      %c0_142 = arith.constant 0 : index
      %dim_143 = memref.dim %view, %c0_142 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %171 = arith.addi %169, %dim_143 : index
      %172 = arith.select %170, %171, %169 : index
      %173 = arith.index_cast %167 : i64 to index
      %c0_144 = arith.constant 0 : index
      %174 = arith.cmpi slt, %173, %c0_144 : index
      %c1_145 = arith.constant 1 : index
      %dim_146 = memref.dim %view, %c1_145 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %175 = arith.addi %173, %dim_146 : index
      %176 = arith.select %174, %175, %173 : index
      %c0_147 = arith.constant 0 : index
      %c1_148 = arith.constant 1 : index
      %177 = memref.load %view[%172, %176] : memref<?x?xf32, #gpu.address_space<workgroup>>
      %c2_i64_149 = arith.constant 2 : i64
      %178 = arith.extsi %11 : i32 to i64
      %179 = arith.addi %178, %c2_i64_149 overflow<nsw> : i64
      %c1_i64_150 = arith.constant 1 : i64
      %180 = arith.extsi %10 : i32 to i64
      %181 = arith.addi %180, %c1_i64_150 overflow<nsw> : i64
      %182 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_151 = arith.constant 0 : index
      %c0_152 = arith.constant 0 : index
      %dim_153 = memref.dim %view, %c0_152 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %c1_154 = arith.constant 1 : index
      %dim_155 = memref.dim %view, %c1_154 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %183 = arith.index_cast %179 : i64 to index
      %c0_156 = arith.constant 0 : index
      %184 = arith.cmpi slt, %183, %c0_156 : index
      %c0_157 = arith.constant 0 : index
      %dim_158 = memref.dim %view, %c0_157 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %185 = arith.addi %183, %dim_158 : index
      %186 = arith.select %184, %185, %183 : index
      %187 = arith.index_cast %181 : i64 to index
      %c0_159 = arith.constant 0 : index
      %188 = arith.cmpi slt, %187, %c0_159 : index
      %c1_160 = arith.constant 1 : index
      %dim_161 = memref.dim %view, %c1_160 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %189 = arith.addi %187, %dim_161 : index
      %190 = arith.select %188, %189, %187 : index
      %c0_162 = arith.constant 0 : index
      %c1_163 = arith.constant 1 : index
      %191 = memref.load %view[%186, %190] : memref<?x?xf32, #gpu.address_space<workgroup>>
      %192 = arith.addf %177, %191 : f32
      %c1_i64_164 = arith.constant 1 : i64
      %193 = arith.extsi %11 : i32 to i64
      %194 = arith.addi %193, %c1_i64_164 overflow<nsw> : i64
      %195 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_165 = arith.constant 0 : index
      %c0_166 = arith.constant 0 : index
      %dim_167 = memref.dim %view, %c0_166 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %c1_168 = arith.constant 1 : index
      %dim_169 = memref.dim %view, %c1_168 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %196 = arith.index_cast %194 : i64 to index
      %c0_170 = arith.constant 0 : index
      %197 = arith.cmpi slt, %196, %c0_170 : index
      %c0_171 = arith.constant 0 : index
      %dim_172 = memref.dim %view, %c0_171 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %198 = arith.addi %196, %dim_172 : index
      %199 = arith.select %197, %198, %196 : index
      %200 = arith.index_cast %10 : i32 to index
      %c0_173 = arith.constant 0 : index
      %201 = arith.cmpi slt, %200, %c0_173 : index
      %c1_174 = arith.constant 1 : index
      %dim_175 = memref.dim %view, %c1_174 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %202 = arith.addi %200, %dim_175 : index
      %203 = arith.select %201, %202, %200 : index
      %c0_176 = arith.constant 0 : index
      %c1_177 = arith.constant 1 : index
      %204 = memref.load %view[%199, %203] : memref<?x?xf32, #gpu.address_space<workgroup>>
      %205 = arith.addf %192, %204 : f32
      %c1_i64_178 = arith.constant 1 : i64
      %206 = arith.extsi %11 : i32 to i64
      %207 = arith.addi %206, %c1_i64_178 overflow<nsw> : i64
      %c2_i64_179 = arith.constant 2 : i64
      %208 = arith.extsi %10 : i32 to i64
      %209 = arith.addi %208, %c2_i64_179 overflow<nsw> : i64
      %210 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_180 = arith.constant 0 : index
      %c0_181 = arith.constant 0 : index
      %dim_182 = memref.dim %view, %c0_181 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %c1_183 = arith.constant 1 : index
      %dim_184 = memref.dim %view, %c1_183 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %211 = arith.index_cast %207 : i64 to index
      %c0_185 = arith.constant 0 : index
      %212 = arith.cmpi slt, %211, %c0_185 : index
      %c0_186 = arith.constant 0 : index
      %dim_187 = memref.dim %view, %c0_186 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %213 = arith.addi %211, %dim_187 : index
      %214 = arith.select %212, %213, %211 : index
      %215 = arith.index_cast %209 : i64 to index
      %c0_188 = arith.constant 0 : index
      %216 = arith.cmpi slt, %215, %c0_188 : index
      %c1_189 = arith.constant 1 : index
      %dim_190 = memref.dim %view, %c1_189 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %217 = arith.addi %215, %dim_190 : index
      %218 = arith.select %216, %217, %215 : index
      %c0_191 = arith.constant 0 : index
      %c1_192 = arith.constant 1 : index
      %219 = memref.load %view[%214, %218] : memref<?x?xf32, #gpu.address_space<workgroup>>
      %220 = arith.addf %205, %219 : f32
      %221 = arith.extf %220 : f32 to f64
      %222 = arith.mulf %cst_134, %221 : f64
      %223 = arith.index_cast %17 : i32 to index
      %c0_193 = arith.constant 0 : index
      %224 = arith.cmpi slt, %223, %c0_193 : index
      %c0_194 = arith.constant 0 : index
      %dim_195 = memref.dim %arg1, %c0_194 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %225 = arith.addi %223, %dim_195 : index
      %226 = arith.select %224, %225, %223 : index
      %227 = arith.index_cast %14 : i32 to index
      %c0_196 = arith.constant 0 : index
      %228 = arith.cmpi slt, %227, %c0_196 : index
      %c1_197 = arith.constant 1 : index
      %dim_198 = memref.dim %arg1, %c1_197 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %229 = arith.addi %227, %dim_198 : index
      %230 = arith.select %228, %229, %227 : index
      %231 = arith.truncf %222 : f64 to f32
      memref.store %231, %arg1[%226, %230] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      gpu.return
    ^bb23:  // pred: ^bb15
      gpu.return
    ^bb24:  // pred: ^bb19
      gpu.return
    }
  }
}
