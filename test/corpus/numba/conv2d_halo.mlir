// numba-cuda kernel `conv2d_halo` (bench/numba/kernels.py), compiled by numba-cuda-mlir 0.6.0
// for void(float32[:, ::1], float32[:, ::1], float32[:, ::1]):
//   numba_cuda_mlir.compiler.compile_mlir(conv2d_halo, sig, chip="sm_90")
// = numba-cuda-mlir's MLIR before its own lowering pipeline, printed as it is, without a GPU
// (numba_cuda_mlir.tools._cached_cc = (9, 0); tools.get_cuda_runtime_version = lambda: (13, 0)).
// Command: python -m bench.numba.generate --print conv2d_halo   (every kernel, with this header:
// python -m bench.numba.generate; --check compares). Unedited: stock mlir-opt 22 reads it as it is.
// Source code of this project (MIT); numba-cuda-mlir is Apache-2.0.
module {
  gpu.module @numba_cuda_mlir_gpu_module [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx90">] attributes {numba_cuda_mlir.link_target} {
    llvm.mlir.global common @__numba_cuda_mlir_error_code(0 : i32) {addr_space = 0 : i32} : i32
    gpu.func @_Z11conv2d_halo5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg2: memref<?x?xf32, strided<[?, ?], offset: ?>>) kernel attributes {llvm.emit_c_interface, numba_cuda_mlir.arg_attrs = [{}, {}, {}], numba_cuda_mlir.orig_arg_types = [memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>]} {
      %alloca = memref.alloca() : memref<1xindex>
      %c0 = arith.constant 0 : index
      %c0_0 = arith.constant 0 : index
      memref.store %c0, %alloca[%c0_0] : memref<1xindex>
      %0 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %alloca_1 = memref.alloca() : memref<1xf32>
      %alloca_2 = memref.alloca() : memref<1xf32>
      %alloca_3 = memref.alloca() : memref<1xf32>
      %c2_i64 = arith.constant 2 : i64
      %c1_i64 = arith.constant 1 : i64
      %1 = arith.muli %c2_i64, %c1_i64 overflow<nsw> : i64
      %c1_i64_4 = arith.constant 1 : i64
      %2 = arith.addi %1, %c1_i64_4 overflow<nsw> : i64
      %c2_i64_5 = arith.constant 2 : i64
      %c1_i64_6 = arith.constant 1 : i64
      %3 = arith.muli %c2_i64_5, %c1_i64_6 overflow<nsw> : i64
      %c1_i64_7 = arith.constant 1 : i64
      %4 = arith.addi %3, %c1_i64_7 overflow<nsw> : i64
      %cst = arith.constant 0.000000e+00 : f32
      %5 = arith.index_cast %2 : i64 to index
      %6 = arith.index_cast %4 : i64 to index
      %c4 = arith.constant 4 : index
      %7 = arith.muli %c4, %5 : index
      %8 = arith.muli %7, %6 : index
      %c0_8 = arith.constant 0 : index
      %9 = memref.load %alloca[%c0_8] : memref<1xindex>
      %view = memref.view %0[%9][%5, %6] : memref<?xi8, #gpu.address_space<workgroup>> to memref<?x?xf32, #gpu.address_space<workgroup>>
      %10 = arith.addi %9, %8 : index
      %c0_9 = arith.constant 0 : index
      %11 = memref.load %alloca[%c0_9] : memref<1xindex>
      %c0_10 = arith.constant 0 : index
      memref.store %10, %alloca[%c0_10] : memref<1xindex>
      %c16_i64 = arith.constant 16 : i64
      %c2_i64_11 = arith.constant 2 : i64
      %c1_i64_12 = arith.constant 1 : i64
      %12 = arith.muli %c2_i64_11, %c1_i64_12 overflow<nsw> : i64
      %13 = arith.addi %c16_i64, %12 overflow<nsw> : i64
      %c16_i64_13 = arith.constant 16 : i64
      %c2_i64_14 = arith.constant 2 : i64
      %c1_i64_15 = arith.constant 1 : i64
      %14 = arith.muli %c2_i64_14, %c1_i64_15 overflow<nsw> : i64
      %15 = arith.addi %c16_i64_13, %14 overflow<nsw> : i64
      %cst_16 = arith.constant 0.000000e+00 : f32
      %16 = arith.index_cast %13 : i64 to index
      %17 = arith.index_cast %15 : i64 to index
      %c4_17 = arith.constant 4 : index
      %18 = arith.muli %c4_17, %16 : index
      %19 = arith.muli %18, %17 : index
      %c0_18 = arith.constant 0 : index
      %20 = memref.load %alloca[%c0_18] : memref<1xindex>
      %view_19 = memref.view %0[%20][%16, %17] : memref<?xi8, #gpu.address_space<workgroup>> to memref<?x?xf32, #gpu.address_space<workgroup>>
      %21 = arith.addi %20, %19 : index
      %c0_20 = arith.constant 0 : index
      %22 = memref.load %alloca[%c0_20] : memref<1xindex>
      %c0_21 = arith.constant 0 : index
      memref.store %21, %alloca[%c0_21] : memref<1xindex>
      %thread_id_x = gpu.thread_id x
      %23 = arith.index_cast %thread_id_x : index to i32
      %thread_id_y = gpu.thread_id y
      %24 = arith.index_cast %thread_id_y : index to i32
      %c2_i64_22 = arith.constant 2 : i64
      %c1_i64_23 = arith.constant 1 : i64
      %25 = arith.muli %c2_i64_22, %c1_i64_23 overflow<nsw> : i64
      %c1_i64_24 = arith.constant 1 : i64
      %26 = arith.addi %25, %c1_i64_24 overflow<nsw> : i64
      %27 = arith.extsi %24 : i32 to i64
      %28 = arith.cmpi slt, %27, %26 : i64
      %alloca_25 = memref.alloca() : memref<5xi64>
      %alloca_26 = memref.alloca() : memref<5xi64>
      %alloca_27 = memref.alloca() : memref<5xi64>
      %alloca_28 = memref.alloca() : memref<5xi64>
      cf.cond_br %28, ^bb1, ^bb3
    ^bb1:  // pred: ^bb0
      %c2_i64_29 = arith.constant 2 : i64
      %c1_i64_30 = arith.constant 1 : i64
      %29 = arith.muli %c2_i64_29, %c1_i64_30 overflow<nsw> : i64
      %c1_i64_31 = arith.constant 1 : i64
      %30 = arith.addi %29, %c1_i64_31 overflow<nsw> : i64
      %31 = arith.extsi %23 : i32 to i64
      %32 = arith.cmpi slt, %31, %30 : i64
      cf.cond_br %32, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %33 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_32 = arith.constant 0 : index
      %c0_33 = arith.constant 0 : index
      %dim = memref.dim %arg1, %c0_33 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1 = arith.constant 1 : index
      %dim_34 = memref.dim %arg1, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %34 = arith.index_cast %24 : i32 to index
      %c0_35 = arith.constant 0 : index
      %35 = arith.cmpi slt, %34, %c0_35 : index
      %c0_36 = arith.constant 0 : index
      %dim_37 = memref.dim %arg1, %c0_36 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %36 = arith.addi %34, %dim_37 : index
      %37 = arith.select %35, %36, %34 : index
      %38 = arith.index_cast %23 : i32 to index
      %c0_38 = arith.constant 0 : index
      %39 = arith.cmpi slt, %38, %c0_38 : index
      %c1_39 = arith.constant 1 : index
      %dim_40 = memref.dim %arg1, %c1_39 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %40 = arith.addi %38, %dim_40 : index
      %41 = arith.select %39, %40, %38 : index
      %c0_41 = arith.constant 0 : index
      %c1_42 = arith.constant 1 : index
      %42 = memref.load %arg1[%37, %41] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %43 = arith.index_cast %24 : i32 to index
      %c0_43 = arith.constant 0 : index
      %44 = arith.cmpi slt, %43, %c0_43 : index
      %c0_44 = arith.constant 0 : index
      %dim_45 = memref.dim %view, %c0_44 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %45 = arith.addi %43, %dim_45 : index
      %46 = arith.select %44, %45, %43 : index
      %47 = arith.index_cast %23 : i32 to index
      %c0_46 = arith.constant 0 : index
      %48 = arith.cmpi slt, %47, %c0_46 : index
      %c1_47 = arith.constant 1 : index
      %dim_48 = memref.dim %view, %c1_47 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %49 = arith.addi %47, %dim_48 : index
      %50 = arith.select %48, %49, %47 : index
      memref.store %42, %view[%46, %50] : memref<?x?xf32, #gpu.address_space<workgroup>>
      cf.br ^bb3
    ^bb3:  // 3 preds: ^bb0, ^bb1, ^bb2
      %c0_49 = arith.constant 0 : index
      %dim_50 = memref.dim %arg0, %c0_49 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_51 = arith.constant 1 : index
      %dim_52 = memref.dim %arg0, %c1_51 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %51 = arith.index_cast %dim_50 : index to i64
      %52 = arith.index_cast %dim_52 : index to i64
      %block_id_x = gpu.block_id x
      %53 = arith.index_cast %block_id_x : index to i32
      %c16_i64_53 = arith.constant 16 : i64
      %54 = arith.extsi %53 : i32 to i64
      %55 = arith.muli %54, %c16_i64_53 overflow<nsw> : i64
      %c1_i64_54 = arith.constant 1 : i64
      %56 = arith.subi %55, %c1_i64_54 overflow<nsw> : i64
      %block_id_y = gpu.block_id y
      %57 = arith.index_cast %block_id_y : index to i32
      %c16_i64_55 = arith.constant 16 : i64
      %58 = arith.extsi %57 : i32 to i64
      %59 = arith.muli %58, %c16_i64_55 overflow<nsw> : i64
      %c1_i64_56 = arith.constant 1 : i64
      %60 = arith.subi %59, %c1_i64_56 overflow<nsw> : i64
      %c16_i64_57 = arith.constant 16 : i64
      %c2_i64_58 = arith.constant 2 : i64
      %c1_i64_59 = arith.constant 1 : i64
      %61 = arith.muli %c2_i64_58, %c1_i64_59 overflow<nsw> : i64
      %62 = arith.addi %c16_i64_57, %61 overflow<nsw> : i64
      %c16_i64_60 = arith.constant 16 : i64
      %63 = arith.extsi %24 : i32 to i64
      %c0_i64 = arith.constant 0 : i64
      %c1_i64_61 = arith.constant 1 : i64
      %c0_62 = arith.constant 0 : index
      memref.store %63, %alloca_25[%c0_62] : memref<5xi64>
      %c1_63 = arith.constant 1 : index
      memref.store %62, %alloca_25[%c1_63] : memref<5xi64>
      %c2 = arith.constant 2 : index
      memref.store %c16_i64_60, %alloca_25[%c2] : memref<5xi64>
      %64 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %65 = arith.cmpi eq, %c16_i64_60, %c0_i64 : i64
      scf.if %65 {
        %262 = llvm.mlir.constant(0 : i32) : i32
        %263 = llvm.mlir.constant(5 : i32) : i32
        %264 = llvm.cmpxchg %64, %262, %263 monotonic monotonic : !llvm.ptr, i32
      }
      %c0_i64_64 = arith.constant 0 : i64
      %c1_i64_65 = arith.constant 1 : i64
      %66 = arith.subi %62, %63 : i64
      %67 = arith.subi %c0_i64_64, %66 : i64
      %68 = arith.subi %c0_i64_64, %c16_i64_60 : i64
      %69 = arith.cmpi sgt, %c16_i64_60, %c0_i64_64 : i64
      %70 = arith.subi %c16_i64_60, %c1_i64_65 : i64
      %71 = arith.addi %66, %70 : i64
      %72 = arith.divui %71, %c16_i64_60 : i64
      %73 = arith.cmpi sgt, %66, %c0_i64_64 : i64
      %74 = arith.select %73, %72, %c0_i64_64 : i64
      %75 = arith.subi %68, %c1_i64_65 : i64
      %76 = arith.addi %67, %75 : i64
      %77 = arith.divui %76, %68 : i64
      %78 = arith.cmpi sgt, %67, %c0_i64_64 : i64
      %79 = arith.select %78, %77, %c0_i64_64 : i64
      %80 = arith.select %69, %74, %79 : i64
      %c3 = arith.constant 3 : index
      memref.store %80, %alloca_25[%c3] : memref<5xi64>
      %c4_66 = arith.constant 4 : index
      memref.store %63, %alloca_25[%c4_66] : memref<5xi64>
      cf.br ^bb4
    ^bb4:  // 2 preds: ^bb3, ^bb18
      %c0_i64_67 = arith.constant 0 : i64
      %c1_i64_68 = arith.constant 1 : i64
      %c3_69 = arith.constant 3 : index
      %81 = memref.load %alloca_25[%c3_69] : memref<5xi64>
      %82 = arith.cmpi sgt, %81, %c0_i64_67 : i64
      %c4_70 = arith.constant 4 : index
      %83 = memref.load %alloca_25[%c4_70] : memref<5xi64>
      %84 = arith.subi %81, %c1_i64_68 : i64
      %c2_71 = arith.constant 2 : index
      %85 = memref.load %alloca_25[%c2_71] : memref<5xi64>
      %86 = arith.addi %83, %85 : i64
      %87 = arith.select %82, %84, %81 : i64
      %88 = arith.select %82, %86, %83 : i64
      %c3_72 = arith.constant 3 : index
      memref.store %87, %alloca_25[%c3_72] : memref<5xi64>
      %c4_73 = arith.constant 4 : index
      memref.store %88, %alloca_25[%c4_73] : memref<5xi64>
      %alloca_74 = memref.alloca() : memref<2xi64>
      %c0_75 = arith.constant 0 : index
      memref.store %83, %alloca_74[%c0_75] : memref<2xi64>
      %89 = arith.extui %82 : i1 to i64
      %c1_76 = arith.constant 1 : index
      memref.store %89, %alloca_74[%c1_76] : memref<2xi64>
      %c0_77 = arith.constant 0 : index
      %90 = memref.load %alloca_74[%c0_77] : memref<2xi64>
      %c1_78 = arith.constant 1 : index
      %91 = memref.load %alloca_74[%c1_78] : memref<2xi64>
      %c0_i64_79 = arith.constant 0 : i64
      %92 = arith.cmpi ne, %91, %c0_i64_79 : i64
      cf.cond_br %92, ^bb5, ^bb19
    ^bb5:  // pred: ^bb4
      %c16_i64_80 = arith.constant 16 : i64
      %c2_i64_81 = arith.constant 2 : i64
      %c1_i64_82 = arith.constant 1 : i64
      %93 = arith.muli %c2_i64_81, %c1_i64_82 overflow<nsw> : i64
      %94 = arith.addi %c16_i64_80, %93 overflow<nsw> : i64
      %c16_i64_83 = arith.constant 16 : i64
      %95 = arith.extsi %23 : i32 to i64
      %c0_i64_84 = arith.constant 0 : i64
      %c1_i64_85 = arith.constant 1 : i64
      %c0_86 = arith.constant 0 : index
      memref.store %95, %alloca_26[%c0_86] : memref<5xi64>
      %c1_87 = arith.constant 1 : index
      memref.store %94, %alloca_26[%c1_87] : memref<5xi64>
      %c2_88 = arith.constant 2 : index
      memref.store %c16_i64_83, %alloca_26[%c2_88] : memref<5xi64>
      %96 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %97 = arith.cmpi eq, %c16_i64_83, %c0_i64_84 : i64
      scf.if %97 {
        %262 = llvm.mlir.constant(0 : i32) : i32
        %263 = llvm.mlir.constant(5 : i32) : i32
        %264 = llvm.cmpxchg %96, %262, %263 monotonic monotonic : !llvm.ptr, i32
      }
      %c0_i64_89 = arith.constant 0 : i64
      %c1_i64_90 = arith.constant 1 : i64
      %98 = arith.subi %94, %95 : i64
      %99 = arith.subi %c0_i64_89, %98 : i64
      %100 = arith.subi %c0_i64_89, %c16_i64_83 : i64
      %101 = arith.cmpi sgt, %c16_i64_83, %c0_i64_89 : i64
      %102 = arith.subi %c16_i64_83, %c1_i64_90 : i64
      %103 = arith.addi %98, %102 : i64
      %104 = arith.divui %103, %c16_i64_83 : i64
      %105 = arith.cmpi sgt, %98, %c0_i64_89 : i64
      %106 = arith.select %105, %104, %c0_i64_89 : i64
      %107 = arith.subi %100, %c1_i64_90 : i64
      %108 = arith.addi %99, %107 : i64
      %109 = arith.divui %108, %100 : i64
      %110 = arith.cmpi sgt, %99, %c0_i64_89 : i64
      %111 = arith.select %110, %109, %c0_i64_89 : i64
      %112 = arith.select %101, %106, %111 : i64
      %c3_91 = arith.constant 3 : index
      memref.store %112, %alloca_26[%c3_91] : memref<5xi64>
      %c4_92 = arith.constant 4 : index
      memref.store %95, %alloca_26[%c4_92] : memref<5xi64>
      cf.br ^bb6
    ^bb6:  // 2 preds: ^bb5, ^bb17
      %c0_i64_93 = arith.constant 0 : i64
      %c1_i64_94 = arith.constant 1 : i64
      %c3_95 = arith.constant 3 : index
      %113 = memref.load %alloca_26[%c3_95] : memref<5xi64>
      %114 = arith.cmpi sgt, %113, %c0_i64_93 : i64
      %c4_96 = arith.constant 4 : index
      %115 = memref.load %alloca_26[%c4_96] : memref<5xi64>
      %116 = arith.subi %113, %c1_i64_94 : i64
      %c2_97 = arith.constant 2 : index
      %117 = memref.load %alloca_26[%c2_97] : memref<5xi64>
      %118 = arith.addi %115, %117 : i64
      %119 = arith.select %114, %116, %113 : i64
      %120 = arith.select %114, %118, %115 : i64
      %c3_98 = arith.constant 3 : index
      memref.store %119, %alloca_26[%c3_98] : memref<5xi64>
      %c4_99 = arith.constant 4 : index
      memref.store %120, %alloca_26[%c4_99] : memref<5xi64>
      %alloca_100 = memref.alloca() : memref<2xi64>
      %c0_101 = arith.constant 0 : index
      memref.store %115, %alloca_100[%c0_101] : memref<2xi64>
      %121 = arith.extui %114 : i1 to i64
      %c1_102 = arith.constant 1 : index
      memref.store %121, %alloca_100[%c1_102] : memref<2xi64>
      %c0_103 = arith.constant 0 : index
      %122 = memref.load %alloca_100[%c0_103] : memref<2xi64>
      %c1_104 = arith.constant 1 : index
      %123 = memref.load %alloca_100[%c1_104] : memref<2xi64>
      %c0_i64_105 = arith.constant 0 : i64
      %124 = arith.cmpi ne, %123, %c0_i64_105 : i64
      cf.cond_br %124, ^bb7, ^bb18
    ^bb7:  // pred: ^bb6
      %125 = arith.addi %60, %90 overflow<nsw> : i64
      %126 = arith.addi %56, %122 overflow<nsw> : i64
      %c0_i64_106 = arith.constant 0 : i64
      %127 = arith.cmpi sle, %c0_i64_106, %125 : i64
      cf.cond_br %127, ^bb8, ^bb10
    ^bb8:  // pred: ^bb7
      %128 = arith.cmpi slt, %125, %51 : i64
      cf.cond_br %128, ^bb9, ^bb16
    ^bb9:  // pred: ^bb8
      cf.br ^bb11
    ^bb10:  // pred: ^bb7
      cf.br ^bb16
    ^bb11:  // pred: ^bb9
      %c0_i64_107 = arith.constant 0 : i64
      %129 = arith.cmpi sle, %c0_i64_107, %126 : i64
      cf.cond_br %129, ^bb12, ^bb14
    ^bb12:  // pred: ^bb11
      %130 = arith.cmpi slt, %126, %52 : i64
      cf.cond_br %130, ^bb13, ^bb16
    ^bb13:  // pred: ^bb12
      cf.br ^bb15
    ^bb14:  // pred: ^bb11
      cf.br ^bb16
    ^bb15:  // pred: ^bb13
      %131 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_108 = arith.constant 0 : index
      %c0_109 = arith.constant 0 : index
      %dim_110 = memref.dim %arg0, %c0_109 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_111 = arith.constant 1 : index
      %dim_112 = memref.dim %arg0, %c1_111 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %132 = arith.index_cast %125 : i64 to index
      %c0_113 = arith.constant 0 : index
      %133 = arith.cmpi slt, %132, %c0_113 : index
      %c0_114 = arith.constant 0 : index
      %dim_115 = memref.dim %arg0, %c0_114 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %134 = arith.addi %132, %dim_115 : index
      %135 = arith.select %133, %134, %132 : index
      %136 = arith.index_cast %126 : i64 to index
      %c0_116 = arith.constant 0 : index
      %137 = arith.cmpi slt, %136, %c0_116 : index
      %c1_117 = arith.constant 1 : index
      %dim_118 = memref.dim %arg0, %c1_117 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %138 = arith.addi %136, %dim_118 : index
      %139 = arith.select %137, %138, %136 : index
      %c0_119 = arith.constant 0 : index
      %c1_120 = arith.constant 1 : index
      %140 = memref.load %arg0[%135, %139] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c0_121 = arith.constant 0 : index
      memref.store %140, %alloca_1[%c0_121] : memref<1xf32>
      cf.br ^bb17
    ^bb16:  // 4 preds: ^bb8, ^bb10, ^bb12, ^bb14
      %cst_122 = arith.constant 0.000000e+00 : f32
      %c0_i64_123 = arith.constant 0 : i64
      %cst_124 = arith.constant 0.000000e+00 : f32
      %c0_125 = arith.constant 0 : index
      memref.store %cst_124, %alloca_1[%c0_125] : memref<1xf32>
      cf.br ^bb17
    ^bb17:  // 2 preds: ^bb15, ^bb16
      %141 = arith.index_cast %90 : i64 to index
      %c0_126 = arith.constant 0 : index
      %142 = arith.cmpi slt, %141, %c0_126 : index
      %c0_127 = arith.constant 0 : index
      %dim_128 = memref.dim %view_19, %c0_127 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %143 = arith.addi %141, %dim_128 : index
      %144 = arith.select %142, %143, %141 : index
      %145 = arith.index_cast %122 : i64 to index
      %c0_129 = arith.constant 0 : index
      %146 = arith.cmpi slt, %145, %c0_129 : index
      %c1_130 = arith.constant 1 : index
      %dim_131 = memref.dim %view_19, %c1_130 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %147 = arith.addi %145, %dim_131 : index
      %148 = arith.select %146, %147, %145 : index
      %c0_132 = arith.constant 0 : index
      %149 = memref.load %alloca_1[%c0_132] : memref<1xf32>
      memref.store %149, %view_19[%144, %148] : memref<?x?xf32, #gpu.address_space<workgroup>>
      cf.br ^bb6
    ^bb18:  // pred: ^bb6
      cf.br ^bb4
    ^bb19:  // pred: ^bb4
      gpu.barrier
      %block_id_y_133 = gpu.block_id y
      %150 = arith.index_cast %block_id_y_133 : index to i32
      %c16_i64_134 = arith.constant 16 : i64
      %151 = arith.extsi %150 : i32 to i64
      %152 = arith.muli %151, %c16_i64_134 overflow<nsw> : i64
      %153 = arith.extsi %24 : i32 to i64
      %154 = arith.addi %152, %153 overflow<nsw> : i64
      %block_id_x_135 = gpu.block_id x
      %155 = arith.index_cast %block_id_x_135 : index to i32
      %c16_i64_136 = arith.constant 16 : i64
      %156 = arith.extsi %155 : i32 to i64
      %157 = arith.muli %156, %c16_i64_136 overflow<nsw> : i64
      %158 = arith.extsi %23 : i32 to i64
      %159 = arith.addi %157, %158 overflow<nsw> : i64
      %160 = arith.cmpi slt, %154, %51 : i64
      cf.cond_br %160, ^bb20, ^bb28
    ^bb20:  // pred: ^bb19
      %161 = arith.cmpi slt, %159, %52 : i64
      cf.cond_br %161, ^bb21, ^bb29
    ^bb21:  // pred: ^bb20
      %cst_137 = arith.constant 0.000000e+00 : f32
      %c0_i64_138 = arith.constant 0 : i64
      %cst_139 = arith.constant 0.000000e+00 : f32
      %c0_140 = arith.constant 0 : index
      memref.store %cst_139, %alloca_2[%c0_140] : memref<1xf32>
      %c2_i64_141 = arith.constant 2 : i64
      %c1_i64_142 = arith.constant 1 : i64
      %162 = arith.muli %c2_i64_141, %c1_i64_142 overflow<nsw> : i64
      %c1_i64_143 = arith.constant 1 : i64
      %163 = arith.addi %162, %c1_i64_143 overflow<nsw> : i64
      %c0_i64_144 = arith.constant 0 : i64
      %c1_i64_145 = arith.constant 1 : i64
      %c0_i64_146 = arith.constant 0 : i64
      %c1_i64_147 = arith.constant 1 : i64
      %c0_148 = arith.constant 0 : index
      memref.store %c0_i64_144, %alloca_27[%c0_148] : memref<5xi64>
      %c1_149 = arith.constant 1 : index
      memref.store %163, %alloca_27[%c1_149] : memref<5xi64>
      %c2_150 = arith.constant 2 : index
      memref.store %c1_i64_145, %alloca_27[%c2_150] : memref<5xi64>
      %164 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %165 = arith.cmpi eq, %c1_i64_145, %c0_i64_146 : i64
      scf.if %165 {
        %262 = llvm.mlir.constant(0 : i32) : i32
        %263 = llvm.mlir.constant(5 : i32) : i32
        %264 = llvm.cmpxchg %164, %262, %263 monotonic monotonic : !llvm.ptr, i32
      }
      %c0_i64_151 = arith.constant 0 : i64
      %c1_i64_152 = arith.constant 1 : i64
      %166 = arith.subi %163, %c0_i64_144 : i64
      %167 = arith.subi %c0_i64_151, %166 : i64
      %168 = arith.subi %c0_i64_151, %c1_i64_145 : i64
      %169 = arith.cmpi sgt, %c1_i64_145, %c0_i64_151 : i64
      %170 = arith.subi %c1_i64_145, %c1_i64_152 : i64
      %171 = arith.addi %166, %170 : i64
      %172 = arith.divui %171, %c1_i64_145 : i64
      %173 = arith.cmpi sgt, %166, %c0_i64_151 : i64
      %174 = arith.select %173, %172, %c0_i64_151 : i64
      %175 = arith.subi %168, %c1_i64_152 : i64
      %176 = arith.addi %167, %175 : i64
      %177 = arith.divui %176, %168 : i64
      %178 = arith.cmpi sgt, %167, %c0_i64_151 : i64
      %179 = arith.select %178, %177, %c0_i64_151 : i64
      %180 = arith.select %169, %174, %179 : i64
      %c3_153 = arith.constant 3 : index
      memref.store %180, %alloca_27[%c3_153] : memref<5xi64>
      %c4_154 = arith.constant 4 : index
      memref.store %c0_i64_144, %alloca_27[%c4_154] : memref<5xi64>
      cf.br ^bb22
    ^bb22:  // 2 preds: ^bb21, ^bb26
      %c0_i64_155 = arith.constant 0 : i64
      %c1_i64_156 = arith.constant 1 : i64
      %c3_157 = arith.constant 3 : index
      %181 = memref.load %alloca_27[%c3_157] : memref<5xi64>
      %182 = arith.cmpi sgt, %181, %c0_i64_155 : i64
      %c4_158 = arith.constant 4 : index
      %183 = memref.load %alloca_27[%c4_158] : memref<5xi64>
      %184 = arith.subi %181, %c1_i64_156 : i64
      %c2_159 = arith.constant 2 : index
      %185 = memref.load %alloca_27[%c2_159] : memref<5xi64>
      %186 = arith.addi %183, %185 : i64
      %187 = arith.select %182, %184, %181 : i64
      %188 = arith.select %182, %186, %183 : i64
      %c3_160 = arith.constant 3 : index
      memref.store %187, %alloca_27[%c3_160] : memref<5xi64>
      %c4_161 = arith.constant 4 : index
      memref.store %188, %alloca_27[%c4_161] : memref<5xi64>
      %alloca_162 = memref.alloca() : memref<2xi64>
      %c0_163 = arith.constant 0 : index
      memref.store %183, %alloca_162[%c0_163] : memref<2xi64>
      %189 = arith.extui %182 : i1 to i64
      %c1_164 = arith.constant 1 : index
      memref.store %189, %alloca_162[%c1_164] : memref<2xi64>
      %c0_165 = arith.constant 0 : index
      %190 = memref.load %alloca_162[%c0_165] : memref<2xi64>
      %c1_166 = arith.constant 1 : index
      %191 = memref.load %alloca_162[%c1_166] : memref<2xi64>
      %c0_i64_167 = arith.constant 0 : i64
      %192 = arith.cmpi ne, %191, %c0_i64_167 : i64
      cf.cond_br %192, ^bb23, ^bb27
    ^bb23:  // pred: ^bb22
      %c0_168 = arith.constant 0 : index
      %193 = memref.load %alloca_2[%c0_168] : memref<1xf32>
      %c0_169 = arith.constant 0 : index
      memref.store %193, %alloca_3[%c0_169] : memref<1xf32>
      %c2_i64_170 = arith.constant 2 : i64
      %c1_i64_171 = arith.constant 1 : i64
      %194 = arith.muli %c2_i64_170, %c1_i64_171 overflow<nsw> : i64
      %c1_i64_172 = arith.constant 1 : i64
      %195 = arith.addi %194, %c1_i64_172 overflow<nsw> : i64
      %c0_i64_173 = arith.constant 0 : i64
      %c1_i64_174 = arith.constant 1 : i64
      %c0_i64_175 = arith.constant 0 : i64
      %c1_i64_176 = arith.constant 1 : i64
      %c0_177 = arith.constant 0 : index
      memref.store %c0_i64_173, %alloca_28[%c0_177] : memref<5xi64>
      %c1_178 = arith.constant 1 : index
      memref.store %195, %alloca_28[%c1_178] : memref<5xi64>
      %c2_179 = arith.constant 2 : index
      memref.store %c1_i64_174, %alloca_28[%c2_179] : memref<5xi64>
      %196 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %197 = arith.cmpi eq, %c1_i64_174, %c0_i64_175 : i64
      scf.if %197 {
        %262 = llvm.mlir.constant(0 : i32) : i32
        %263 = llvm.mlir.constant(5 : i32) : i32
        %264 = llvm.cmpxchg %196, %262, %263 monotonic monotonic : !llvm.ptr, i32
      }
      %c0_i64_180 = arith.constant 0 : i64
      %c1_i64_181 = arith.constant 1 : i64
      %198 = arith.subi %195, %c0_i64_173 : i64
      %199 = arith.subi %c0_i64_180, %198 : i64
      %200 = arith.subi %c0_i64_180, %c1_i64_174 : i64
      %201 = arith.cmpi sgt, %c1_i64_174, %c0_i64_180 : i64
      %202 = arith.subi %c1_i64_174, %c1_i64_181 : i64
      %203 = arith.addi %198, %202 : i64
      %204 = arith.divui %203, %c1_i64_174 : i64
      %205 = arith.cmpi sgt, %198, %c0_i64_180 : i64
      %206 = arith.select %205, %204, %c0_i64_180 : i64
      %207 = arith.subi %200, %c1_i64_181 : i64
      %208 = arith.addi %199, %207 : i64
      %209 = arith.divui %208, %200 : i64
      %210 = arith.cmpi sgt, %199, %c0_i64_180 : i64
      %211 = arith.select %210, %209, %c0_i64_180 : i64
      %212 = arith.select %201, %206, %211 : i64
      %c3_182 = arith.constant 3 : index
      memref.store %212, %alloca_28[%c3_182] : memref<5xi64>
      %c4_183 = arith.constant 4 : index
      memref.store %c0_i64_173, %alloca_28[%c4_183] : memref<5xi64>
      cf.br ^bb24
    ^bb24:  // 2 preds: ^bb23, ^bb25
      %c0_i64_184 = arith.constant 0 : i64
      %c1_i64_185 = arith.constant 1 : i64
      %c3_186 = arith.constant 3 : index
      %213 = memref.load %alloca_28[%c3_186] : memref<5xi64>
      %214 = arith.cmpi sgt, %213, %c0_i64_184 : i64
      %c4_187 = arith.constant 4 : index
      %215 = memref.load %alloca_28[%c4_187] : memref<5xi64>
      %216 = arith.subi %213, %c1_i64_185 : i64
      %c2_188 = arith.constant 2 : index
      %217 = memref.load %alloca_28[%c2_188] : memref<5xi64>
      %218 = arith.addi %215, %217 : i64
      %219 = arith.select %214, %216, %213 : i64
      %220 = arith.select %214, %218, %215 : i64
      %c3_189 = arith.constant 3 : index
      memref.store %219, %alloca_28[%c3_189] : memref<5xi64>
      %c4_190 = arith.constant 4 : index
      memref.store %220, %alloca_28[%c4_190] : memref<5xi64>
      %alloca_191 = memref.alloca() : memref<2xi64>
      %c0_192 = arith.constant 0 : index
      memref.store %215, %alloca_191[%c0_192] : memref<2xi64>
      %221 = arith.extui %214 : i1 to i64
      %c1_193 = arith.constant 1 : index
      memref.store %221, %alloca_191[%c1_193] : memref<2xi64>
      %c0_194 = arith.constant 0 : index
      %222 = memref.load %alloca_191[%c0_194] : memref<2xi64>
      %c1_195 = arith.constant 1 : index
      %223 = memref.load %alloca_191[%c1_195] : memref<2xi64>
      %c0_i64_196 = arith.constant 0 : i64
      %224 = arith.cmpi ne, %223, %c0_i64_196 : i64
      cf.cond_br %224, ^bb25, ^bb26
    ^bb25:  // pred: ^bb24
      %225 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_197 = arith.constant 0 : index
      %c0_198 = arith.constant 0 : index
      %dim_199 = memref.dim %view, %c0_198 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %c1_200 = arith.constant 1 : index
      %dim_201 = memref.dim %view, %c1_200 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %226 = arith.index_cast %190 : i64 to index
      %c0_202 = arith.constant 0 : index
      %227 = arith.cmpi slt, %226, %c0_202 : index
      %c0_203 = arith.constant 0 : index
      %dim_204 = memref.dim %view, %c0_203 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %228 = arith.addi %226, %dim_204 : index
      %229 = arith.select %227, %228, %226 : index
      %230 = arith.index_cast %222 : i64 to index
      %c0_205 = arith.constant 0 : index
      %231 = arith.cmpi slt, %230, %c0_205 : index
      %c1_206 = arith.constant 1 : index
      %dim_207 = memref.dim %view, %c1_206 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %232 = arith.addi %230, %dim_207 : index
      %233 = arith.select %231, %232, %230 : index
      %c0_208 = arith.constant 0 : index
      %c1_209 = arith.constant 1 : index
      %234 = memref.load %view[%229, %233] : memref<?x?xf32, #gpu.address_space<workgroup>>
      %235 = arith.extsi %24 : i32 to i64
      %236 = arith.addi %235, %190 overflow<nsw> : i64
      %237 = arith.extsi %23 : i32 to i64
      %238 = arith.addi %237, %222 overflow<nsw> : i64
      %239 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_210 = arith.constant 0 : index
      %c0_211 = arith.constant 0 : index
      %dim_212 = memref.dim %view_19, %c0_211 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %c1_213 = arith.constant 1 : index
      %dim_214 = memref.dim %view_19, %c1_213 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %240 = arith.index_cast %236 : i64 to index
      %c0_215 = arith.constant 0 : index
      %241 = arith.cmpi slt, %240, %c0_215 : index
      %c0_216 = arith.constant 0 : index
      %dim_217 = memref.dim %view_19, %c0_216 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %242 = arith.addi %240, %dim_217 : index
      %243 = arith.select %241, %242, %240 : index
      %244 = arith.index_cast %238 : i64 to index
      %c0_218 = arith.constant 0 : index
      %245 = arith.cmpi slt, %244, %c0_218 : index
      %c1_219 = arith.constant 1 : index
      %dim_220 = memref.dim %view_19, %c1_219 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %246 = arith.addi %244, %dim_220 : index
      %247 = arith.select %245, %246, %244 : index
      %c0_221 = arith.constant 0 : index
      %c1_222 = arith.constant 1 : index
      %248 = memref.load %view_19[%243, %247] : memref<?x?xf32, #gpu.address_space<workgroup>>
      %249 = arith.mulf %234, %248 : f32
      %c0_223 = arith.constant 0 : index
      %250 = memref.load %alloca_3[%c0_223] : memref<1xf32>
      %251 = arith.addf %250, %249 : f32
      %c0_224 = arith.constant 0 : index
      memref.store %251, %alloca_3[%c0_224] : memref<1xf32>
      cf.br ^bb24
    ^bb26:  // pred: ^bb24
      %c0_225 = arith.constant 0 : index
      %252 = memref.load %alloca_3[%c0_225] : memref<1xf32>
      %c0_226 = arith.constant 0 : index
      memref.store %252, %alloca_2[%c0_226] : memref<1xf32>
      cf.br ^bb22
    ^bb27:  // pred: ^bb22
      %253 = arith.index_cast %154 : i64 to index
      %c0_227 = arith.constant 0 : index
      %254 = arith.cmpi slt, %253, %c0_227 : index
      %c0_228 = arith.constant 0 : index
      %dim_229 = memref.dim %arg2, %c0_228 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %255 = arith.addi %253, %dim_229 : index
      %256 = arith.select %254, %255, %253 : index
      %257 = arith.index_cast %159 : i64 to index
      %c0_230 = arith.constant 0 : index
      %258 = arith.cmpi slt, %257, %c0_230 : index
      %c1_231 = arith.constant 1 : index
      %dim_232 = memref.dim %arg2, %c1_231 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %259 = arith.addi %257, %dim_232 : index
      %260 = arith.select %258, %259, %257 : index
      %c0_233 = arith.constant 0 : index
      %261 = memref.load %alloca_2[%c0_233] : memref<1xf32>
      memref.store %261, %arg2[%256, %260] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      gpu.return
    ^bb28:  // pred: ^bb19
      gpu.return
    ^bb29:  // pred: ^bb20
      gpu.return
    }
  }
}
