// numba-cuda kernel `matmul_tiled` (bench/numba/kernels.py), compiled by numba-cuda-mlir 0.6.0
// for void(float32[:, ::1], float32[:, ::1], float32[:, ::1]):
//   numba_cuda_mlir.compiler.compile_mlir(matmul_tiled, sig, chip="sm_90")
// = numba-cuda-mlir's MLIR before its own lowering pipeline, printed as it is, without a GPU
// (numba_cuda_mlir.tools._cached_cc = (9, 0); tools.get_cuda_runtime_version = lambda: (13, 0)).
// Command: python -m bench.numba.generate --print matmul_tiled   (every kernel, with this header:
// python -m bench.numba.generate; --check compares). Unedited: stock mlir-opt 22 reads it as it is.
// Source code of this project (MIT); numba-cuda-mlir is Apache-2.0.
module {
  gpu.module @numba_cuda_mlir_gpu_module [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx90">] attributes {numba_cuda_mlir.link_target} {
    llvm.mlir.global common @__numba_cuda_mlir_error_code(0 : i32) {addr_space = 0 : i32} : i32
    gpu.func @_Z12matmul_tiled5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg2: memref<?x?xf32, strided<[?, ?], offset: ?>>) kernel attributes {llvm.emit_c_interface, numba_cuda_mlir.arg_attrs = [{}, {}, {}], numba_cuda_mlir.orig_arg_types = [memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>]} {
      %alloca = memref.alloca() : memref<1xf32>
      %alloca_0 = memref.alloca() : memref<1xf32>
      %c16_i64 = arith.constant 16 : i64
      %c16_i64_1 = arith.constant 16 : i64
      %cst = arith.constant 0.000000e+00 : f32
      %0 = memref.get_global @static_shared_memory_0 : memref<16x16xf32, #gpu.address_space<workgroup>>
      %c16_i64_2 = arith.constant 16 : i64
      %c16_i64_3 = arith.constant 16 : i64
      %cst_4 = arith.constant 0.000000e+00 : f32
      %1 = memref.get_global @static_shared_memory_1 : memref<16x16xf32, #gpu.address_space<workgroup>>
      %c2_i64 = arith.constant 2 : i64
      %thread_id_x = gpu.thread_id x
      %block_dim_x = gpu.block_dim x
      %block_id_x = gpu.block_id x
      %2 = arith.muli %block_id_x, %block_dim_x : index
      %3 = arith.addi %2, %thread_id_x : index
      %4 = arith.index_cast %3 : index to i32
      %thread_id_y = gpu.thread_id y
      %block_dim_y = gpu.block_dim y
      %block_id_y = gpu.block_id y
      %5 = arith.muli %block_id_y, %block_dim_y : index
      %6 = arith.addi %5, %thread_id_y : index
      %7 = arith.index_cast %6 : index to i32
      %thread_id_x_5 = gpu.thread_id x
      %8 = arith.index_cast %thread_id_x_5 : index to i32
      %thread_id_y_6 = gpu.thread_id y
      %9 = arith.index_cast %thread_id_y_6 : index to i32
      %grid_dim_x = gpu.grid_dim x
      %10 = arith.index_cast %grid_dim_x : index to i32
      %cst_7 = arith.constant 0.000000e+00 : f32
      %cst_8 = arith.constant 0.000000e+00 : f64
      %cst_9 = arith.constant 0.000000e+00 : f32
      %c0 = arith.constant 0 : index
      memref.store %cst_9, %alloca[%c0] : memref<1xf32>
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %alloca_10 = memref.alloca() : memref<5xi32>
      %c0_i32_11 = arith.constant 0 : i32
      %c1_i32_12 = arith.constant 1 : i32
      %c0_13 = arith.constant 0 : index
      memref.store %c0_i32, %alloca_10[%c0_13] : memref<5xi32>
      %c1 = arith.constant 1 : index
      memref.store %10, %alloca_10[%c1] : memref<5xi32>
      %c2 = arith.constant 2 : index
      memref.store %c1_i32, %alloca_10[%c2] : memref<5xi32>
      %11 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %12 = arith.cmpi eq, %c1_i32, %c0_i32_11 : i32
      scf.if %12 {
        %193 = llvm.mlir.constant(0 : i32) : i32
        %194 = llvm.mlir.constant(5 : i32) : i32
        %195 = llvm.cmpxchg %11, %193, %194 monotonic monotonic : !llvm.ptr, i32
      }
      %13 = arith.extsi %c0_i32 : i32 to i64
      %14 = arith.extsi %10 : i32 to i64
      %15 = arith.extsi %c1_i32 : i32 to i64
      %c0_i64 = arith.constant 0 : i64
      %c1_i64 = arith.constant 1 : i64
      %16 = arith.subi %14, %13 : i64
      %17 = arith.subi %c0_i64, %16 : i64
      %18 = arith.subi %c0_i64, %15 : i64
      %19 = arith.cmpi sgt, %15, %c0_i64 : i64
      %20 = arith.subi %15, %c1_i64 : i64
      %21 = arith.addi %16, %20 : i64
      %22 = arith.divui %21, %15 : i64
      %23 = arith.cmpi sgt, %16, %c0_i64 : i64
      %24 = arith.select %23, %22, %c0_i64 : i64
      %25 = arith.subi %18, %c1_i64 : i64
      %26 = arith.addi %17, %25 : i64
      %27 = arith.divui %26, %18 : i64
      %28 = arith.cmpi sgt, %17, %c0_i64 : i64
      %29 = arith.select %28, %27, %c0_i64 : i64
      %30 = arith.select %19, %24, %29 : i64
      %31 = arith.trunci %30 : i64 to i32
      %c3 = arith.constant 3 : index
      memref.store %31, %alloca_10[%c3] : memref<5xi32>
      %c4 = arith.constant 4 : index
      memref.store %c0_i32, %alloca_10[%c4] : memref<5xi32>
      %alloca_14 = memref.alloca() : memref<5xi64>
      cf.br ^bb1
    ^bb1:  // 2 preds: ^bb0, ^bb11
      %c0_i32_15 = arith.constant 0 : i32
      %c1_i32_16 = arith.constant 1 : i32
      %c3_17 = arith.constant 3 : index
      %32 = memref.load %alloca_10[%c3_17] : memref<5xi32>
      %33 = arith.cmpi sgt, %32, %c0_i32_15 : i32
      %c4_18 = arith.constant 4 : index
      %34 = memref.load %alloca_10[%c4_18] : memref<5xi32>
      %35 = arith.subi %32, %c1_i32_16 : i32
      %c2_19 = arith.constant 2 : index
      %36 = memref.load %alloca_10[%c2_19] : memref<5xi32>
      %37 = arith.addi %34, %36 : i32
      %38 = arith.select %33, %35, %32 : i32
      %39 = arith.select %33, %37, %34 : i32
      %c3_20 = arith.constant 3 : index
      memref.store %38, %alloca_10[%c3_20] : memref<5xi32>
      %c4_21 = arith.constant 4 : index
      memref.store %39, %alloca_10[%c4_21] : memref<5xi32>
      %alloca_22 = memref.alloca() : memref<2xi32>
      %c0_23 = arith.constant 0 : index
      memref.store %34, %alloca_22[%c0_23] : memref<2xi32>
      %40 = arith.extui %33 : i1 to i32
      %c1_24 = arith.constant 1 : index
      memref.store %40, %alloca_22[%c1_24] : memref<2xi32>
      %c0_25 = arith.constant 0 : index
      %41 = memref.load %alloca_22[%c0_25] : memref<2xi32>
      %c1_26 = arith.constant 1 : index
      %42 = memref.load %alloca_22[%c1_26] : memref<2xi32>
      %c0_i32_27 = arith.constant 0 : i32
      %43 = arith.cmpi ne, %42, %c0_i32_27 : i32
      cf.cond_br %43, ^bb2, ^bb12
    ^bb2:  // pred: ^bb1
      %c0_i64_28 = arith.constant 0 : i64
      %44 = arith.index_cast %9 : i32 to index
      %c0_29 = arith.constant 0 : index
      %45 = arith.cmpi slt, %44, %c0_29 : index
      %c0_30 = arith.constant 0 : index
      %dim = memref.dim %0, %c0_30 : memref<16x16xf32, #gpu.address_space<workgroup>>
      %46 = arith.addi %44, %dim : index
      %47 = arith.select %45, %46, %44 : index
      %48 = arith.index_cast %8 : i32 to index
      %c0_31 = arith.constant 0 : index
      %49 = arith.cmpi slt, %48, %c0_31 : index
      %c1_32 = arith.constant 1 : index
      %dim_33 = memref.dim %0, %c1_32 : memref<16x16xf32, #gpu.address_space<workgroup>>
      %50 = arith.addi %48, %dim_33 : index
      %51 = arith.select %49, %50, %48 : index
      %52 = arith.sitofp %c0_i64_28 : i64 to f32
      memref.store %52, %0[%47, %51] : memref<16x16xf32, #gpu.address_space<workgroup>>
      %c0_i64_34 = arith.constant 0 : i64
      %53 = arith.index_cast %9 : i32 to index
      %c0_35 = arith.constant 0 : index
      %54 = arith.cmpi slt, %53, %c0_35 : index
      %c0_36 = arith.constant 0 : index
      %dim_37 = memref.dim %1, %c0_36 : memref<16x16xf32, #gpu.address_space<workgroup>>
      %55 = arith.addi %53, %dim_37 : index
      %56 = arith.select %54, %55, %53 : index
      %57 = arith.index_cast %8 : i32 to index
      %c0_38 = arith.constant 0 : index
      %58 = arith.cmpi slt, %57, %c0_38 : index
      %c1_39 = arith.constant 1 : index
      %dim_40 = memref.dim %1, %c1_39 : memref<16x16xf32, #gpu.address_space<workgroup>>
      %59 = arith.addi %57, %dim_40 : index
      %60 = arith.select %58, %59, %57 : index
      %61 = arith.sitofp %c0_i64_34 : i64 to f32
      memref.store %61, %1[%56, %60] : memref<16x16xf32, #gpu.address_space<workgroup>>
      %c0_41 = arith.constant 0 : index
      %dim_42 = memref.dim %arg0, %c0_41 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_43 = arith.constant 1 : index
      %dim_44 = memref.dim %arg0, %c1_43 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c0_i64_45 = arith.constant 0 : i64
      %62 = arith.extsi %7 : i32 to i64
      %63 = arith.index_cast %dim_42 : index to i64
      %64 = arith.cmpi slt, %62, %63 : i64
      cf.cond_br %64, ^bb3, ^bb5
    ^bb3:  // pred: ^bb2
      %c16_i64_46 = arith.constant 16 : i64
      %65 = arith.extsi %41 : i32 to i64
      %66 = arith.muli %65, %c16_i64_46 overflow<nsw> : i64
      %67 = arith.extsi %8 : i32 to i64
      %68 = arith.addi %67, %66 overflow<nsw> : i64
      %c0_47 = arith.constant 0 : index
      %dim_48 = memref.dim %arg0, %c0_47 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_49 = arith.constant 1 : index
      %dim_50 = memref.dim %arg0, %c1_49 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_i64_51 = arith.constant 1 : i64
      %69 = arith.index_cast %dim_50 : index to i64
      %70 = arith.cmpi slt, %68, %69 : i64
      cf.cond_br %70, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %c16_i64_52 = arith.constant 16 : i64
      %71 = arith.extsi %41 : i32 to i64
      %72 = arith.muli %71, %c16_i64_52 overflow<nsw> : i64
      %73 = arith.extsi %8 : i32 to i64
      %74 = arith.addi %73, %72 overflow<nsw> : i64
      %75 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_53 = arith.constant 0 : index
      %c0_54 = arith.constant 0 : index
      %dim_55 = memref.dim %arg0, %c0_54 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_56 = arith.constant 1 : index
      %dim_57 = memref.dim %arg0, %c1_56 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %76 = arith.index_cast %7 : i32 to index
      %c0_58 = arith.constant 0 : index
      %77 = arith.cmpi slt, %76, %c0_58 : index
      %c0_59 = arith.constant 0 : index
      %dim_60 = memref.dim %arg0, %c0_59 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %78 = arith.addi %76, %dim_60 : index
      %79 = arith.select %77, %78, %76 : index
      %80 = arith.index_cast %74 : i64 to index
      %c0_61 = arith.constant 0 : index
      %81 = arith.cmpi slt, %80, %c0_61 : index
      %c1_62 = arith.constant 1 : index
      %dim_63 = memref.dim %arg0, %c1_62 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %82 = arith.addi %80, %dim_63 : index
      %83 = arith.select %81, %82, %80 : index
      %c0_64 = arith.constant 0 : index
      %c1_65 = arith.constant 1 : index
      %84 = memref.load %arg0[%79, %83] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %85 = arith.index_cast %9 : i32 to index
      %c0_66 = arith.constant 0 : index
      %86 = arith.cmpi slt, %85, %c0_66 : index
      %c0_67 = arith.constant 0 : index
      %dim_68 = memref.dim %0, %c0_67 : memref<16x16xf32, #gpu.address_space<workgroup>>
      %87 = arith.addi %85, %dim_68 : index
      %88 = arith.select %86, %87, %85 : index
      %89 = arith.index_cast %8 : i32 to index
      %c0_69 = arith.constant 0 : index
      %90 = arith.cmpi slt, %89, %c0_69 : index
      %c1_70 = arith.constant 1 : index
      %dim_71 = memref.dim %0, %c1_70 : memref<16x16xf32, #gpu.address_space<workgroup>>
      %91 = arith.addi %89, %dim_71 : index
      %92 = arith.select %90, %91, %89 : index
      memref.store %84, %0[%88, %92] : memref<16x16xf32, #gpu.address_space<workgroup>>
      cf.br ^bb5
    ^bb5:  // 3 preds: ^bb2, ^bb3, ^bb4
      %c0_72 = arith.constant 0 : index
      %dim_73 = memref.dim %arg1, %c0_72 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_74 = arith.constant 1 : index
      %dim_75 = memref.dim %arg1, %c1_74 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_i64_76 = arith.constant 1 : i64
      %93 = arith.extsi %4 : i32 to i64
      %94 = arith.index_cast %dim_75 : index to i64
      %95 = arith.cmpi slt, %93, %94 : i64
      cf.cond_br %95, ^bb6, ^bb8
    ^bb6:  // pred: ^bb5
      %c16_i64_77 = arith.constant 16 : i64
      %96 = arith.extsi %41 : i32 to i64
      %97 = arith.muli %96, %c16_i64_77 overflow<nsw> : i64
      %98 = arith.extsi %9 : i32 to i64
      %99 = arith.addi %98, %97 overflow<nsw> : i64
      %c0_78 = arith.constant 0 : index
      %dim_79 = memref.dim %arg1, %c0_78 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_80 = arith.constant 1 : index
      %dim_81 = memref.dim %arg1, %c1_80 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c0_i64_82 = arith.constant 0 : i64
      %100 = arith.index_cast %dim_79 : index to i64
      %101 = arith.cmpi slt, %99, %100 : i64
      cf.cond_br %101, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %c16_i64_83 = arith.constant 16 : i64
      %102 = arith.extsi %41 : i32 to i64
      %103 = arith.muli %102, %c16_i64_83 overflow<nsw> : i64
      %104 = arith.extsi %9 : i32 to i64
      %105 = arith.addi %104, %103 overflow<nsw> : i64
      %106 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_84 = arith.constant 0 : index
      %c0_85 = arith.constant 0 : index
      %dim_86 = memref.dim %arg1, %c0_85 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_87 = arith.constant 1 : index
      %dim_88 = memref.dim %arg1, %c1_87 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %107 = arith.index_cast %105 : i64 to index
      %c0_89 = arith.constant 0 : index
      %108 = arith.cmpi slt, %107, %c0_89 : index
      %c0_90 = arith.constant 0 : index
      %dim_91 = memref.dim %arg1, %c0_90 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %109 = arith.addi %107, %dim_91 : index
      %110 = arith.select %108, %109, %107 : index
      %111 = arith.index_cast %4 : i32 to index
      %c0_92 = arith.constant 0 : index
      %112 = arith.cmpi slt, %111, %c0_92 : index
      %c1_93 = arith.constant 1 : index
      %dim_94 = memref.dim %arg1, %c1_93 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %113 = arith.addi %111, %dim_94 : index
      %114 = arith.select %112, %113, %111 : index
      %c0_95 = arith.constant 0 : index
      %c1_96 = arith.constant 1 : index
      %115 = memref.load %arg1[%110, %114] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %116 = arith.index_cast %9 : i32 to index
      %c0_97 = arith.constant 0 : index
      %117 = arith.cmpi slt, %116, %c0_97 : index
      %c0_98 = arith.constant 0 : index
      %dim_99 = memref.dim %1, %c0_98 : memref<16x16xf32, #gpu.address_space<workgroup>>
      %118 = arith.addi %116, %dim_99 : index
      %119 = arith.select %117, %118, %116 : index
      %120 = arith.index_cast %8 : i32 to index
      %c0_100 = arith.constant 0 : index
      %121 = arith.cmpi slt, %120, %c0_100 : index
      %c1_101 = arith.constant 1 : index
      %dim_102 = memref.dim %1, %c1_101 : memref<16x16xf32, #gpu.address_space<workgroup>>
      %122 = arith.addi %120, %dim_102 : index
      %123 = arith.select %121, %122, %120 : index
      memref.store %115, %1[%119, %123] : memref<16x16xf32, #gpu.address_space<workgroup>>
      cf.br ^bb8
    ^bb8:  // 3 preds: ^bb5, ^bb6, ^bb7
      %c0_103 = arith.constant 0 : index
      %124 = memref.load %alloca[%c0_103] : memref<1xf32>
      %c0_104 = arith.constant 0 : index
      memref.store %124, %alloca_0[%c0_104] : memref<1xf32>
      gpu.barrier
      %c16_i64_105 = arith.constant 16 : i64
      %c0_i64_106 = arith.constant 0 : i64
      %c1_i64_107 = arith.constant 1 : i64
      %c0_i64_108 = arith.constant 0 : i64
      %c1_i64_109 = arith.constant 1 : i64
      %c0_110 = arith.constant 0 : index
      memref.store %c0_i64_106, %alloca_14[%c0_110] : memref<5xi64>
      %c1_111 = arith.constant 1 : index
      memref.store %c16_i64_105, %alloca_14[%c1_111] : memref<5xi64>
      %c2_112 = arith.constant 2 : index
      memref.store %c1_i64_107, %alloca_14[%c2_112] : memref<5xi64>
      %125 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %126 = arith.cmpi eq, %c1_i64_107, %c0_i64_108 : i64
      scf.if %126 {
        %193 = llvm.mlir.constant(0 : i32) : i32
        %194 = llvm.mlir.constant(5 : i32) : i32
        %195 = llvm.cmpxchg %125, %193, %194 monotonic monotonic : !llvm.ptr, i32
      }
      %c0_i64_113 = arith.constant 0 : i64
      %c1_i64_114 = arith.constant 1 : i64
      %127 = arith.subi %c16_i64_105, %c0_i64_106 : i64
      %128 = arith.subi %c0_i64_113, %127 : i64
      %129 = arith.subi %c0_i64_113, %c1_i64_107 : i64
      %130 = arith.cmpi sgt, %c1_i64_107, %c0_i64_113 : i64
      %131 = arith.subi %c1_i64_107, %c1_i64_114 : i64
      %132 = arith.addi %127, %131 : i64
      %133 = arith.divui %132, %c1_i64_107 : i64
      %134 = arith.cmpi sgt, %127, %c0_i64_113 : i64
      %135 = arith.select %134, %133, %c0_i64_113 : i64
      %136 = arith.subi %129, %c1_i64_114 : i64
      %137 = arith.addi %128, %136 : i64
      %138 = arith.divui %137, %129 : i64
      %139 = arith.cmpi sgt, %128, %c0_i64_113 : i64
      %140 = arith.select %139, %138, %c0_i64_113 : i64
      %141 = arith.select %130, %135, %140 : i64
      %c3_115 = arith.constant 3 : index
      memref.store %141, %alloca_14[%c3_115] : memref<5xi64>
      %c4_116 = arith.constant 4 : index
      memref.store %c0_i64_106, %alloca_14[%c4_116] : memref<5xi64>
      cf.br ^bb9
    ^bb9:  // 2 preds: ^bb8, ^bb10
      %c0_i64_117 = arith.constant 0 : i64
      %c1_i64_118 = arith.constant 1 : i64
      %c3_119 = arith.constant 3 : index
      %142 = memref.load %alloca_14[%c3_119] : memref<5xi64>
      %143 = arith.cmpi sgt, %142, %c0_i64_117 : i64
      %c4_120 = arith.constant 4 : index
      %144 = memref.load %alloca_14[%c4_120] : memref<5xi64>
      %145 = arith.subi %142, %c1_i64_118 : i64
      %c2_121 = arith.constant 2 : index
      %146 = memref.load %alloca_14[%c2_121] : memref<5xi64>
      %147 = arith.addi %144, %146 : i64
      %148 = arith.select %143, %145, %142 : i64
      %149 = arith.select %143, %147, %144 : i64
      %c3_122 = arith.constant 3 : index
      memref.store %148, %alloca_14[%c3_122] : memref<5xi64>
      %c4_123 = arith.constant 4 : index
      memref.store %149, %alloca_14[%c4_123] : memref<5xi64>
      %alloca_124 = memref.alloca() : memref<2xi64>
      %c0_125 = arith.constant 0 : index
      memref.store %144, %alloca_124[%c0_125] : memref<2xi64>
      %150 = arith.extui %143 : i1 to i64
      %c1_126 = arith.constant 1 : index
      memref.store %150, %alloca_124[%c1_126] : memref<2xi64>
      %c0_127 = arith.constant 0 : index
      %151 = memref.load %alloca_124[%c0_127] : memref<2xi64>
      %c1_128 = arith.constant 1 : index
      %152 = memref.load %alloca_124[%c1_128] : memref<2xi64>
      %c0_i64_129 = arith.constant 0 : i64
      %153 = arith.cmpi ne, %152, %c0_i64_129 : i64
      cf.cond_br %153, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      %154 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_130 = arith.constant 0 : index
      %c0_131 = arith.constant 0 : index
      %dim_132 = memref.dim %0, %c0_131 : memref<16x16xf32, #gpu.address_space<workgroup>>
      %c1_133 = arith.constant 1 : index
      %dim_134 = memref.dim %0, %c1_133 : memref<16x16xf32, #gpu.address_space<workgroup>>
      %155 = arith.index_cast %9 : i32 to index
      %c0_135 = arith.constant 0 : index
      %156 = arith.cmpi slt, %155, %c0_135 : index
      %c0_136 = arith.constant 0 : index
      %dim_137 = memref.dim %0, %c0_136 : memref<16x16xf32, #gpu.address_space<workgroup>>
      %157 = arith.addi %155, %dim_137 : index
      %158 = arith.select %156, %157, %155 : index
      %159 = arith.index_cast %151 : i64 to index
      %c0_138 = arith.constant 0 : index
      %160 = arith.cmpi slt, %159, %c0_138 : index
      %c1_139 = arith.constant 1 : index
      %dim_140 = memref.dim %0, %c1_139 : memref<16x16xf32, #gpu.address_space<workgroup>>
      %161 = arith.addi %159, %dim_140 : index
      %162 = arith.select %160, %161, %159 : index
      %c0_141 = arith.constant 0 : index
      %c1_142 = arith.constant 1 : index
      %163 = memref.load %0[%158, %162] : memref<16x16xf32, #gpu.address_space<workgroup>>
      %164 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_143 = arith.constant 0 : index
      %c0_144 = arith.constant 0 : index
      %dim_145 = memref.dim %1, %c0_144 : memref<16x16xf32, #gpu.address_space<workgroup>>
      %c1_146 = arith.constant 1 : index
      %dim_147 = memref.dim %1, %c1_146 : memref<16x16xf32, #gpu.address_space<workgroup>>
      %165 = arith.index_cast %151 : i64 to index
      %c0_148 = arith.constant 0 : index
      %166 = arith.cmpi slt, %165, %c0_148 : index
      %c0_149 = arith.constant 0 : index
      %dim_150 = memref.dim %1, %c0_149 : memref<16x16xf32, #gpu.address_space<workgroup>>
      %167 = arith.addi %165, %dim_150 : index
      %168 = arith.select %166, %167, %165 : index
      %169 = arith.index_cast %8 : i32 to index
      %c0_151 = arith.constant 0 : index
      %170 = arith.cmpi slt, %169, %c0_151 : index
      %c1_152 = arith.constant 1 : index
      %dim_153 = memref.dim %1, %c1_152 : memref<16x16xf32, #gpu.address_space<workgroup>>
      %171 = arith.addi %169, %dim_153 : index
      %172 = arith.select %170, %171, %169 : index
      %c0_154 = arith.constant 0 : index
      %c1_155 = arith.constant 1 : index
      %173 = memref.load %1[%168, %172] : memref<16x16xf32, #gpu.address_space<workgroup>>
      %174 = arith.mulf %163, %173 : f32
      %c0_156 = arith.constant 0 : index
      %175 = memref.load %alloca_0[%c0_156] : memref<1xf32>
      %176 = arith.addf %175, %174 : f32
      %c0_157 = arith.constant 0 : index
      memref.store %176, %alloca_0[%c0_157] : memref<1xf32>
      cf.br ^bb9
    ^bb11:  // pred: ^bb9
      %c0_158 = arith.constant 0 : index
      %177 = memref.load %alloca_0[%c0_158] : memref<1xf32>
      %c0_159 = arith.constant 0 : index
      memref.store %177, %alloca[%c0_159] : memref<1xf32>
      gpu.barrier
      cf.br ^bb1
    ^bb12:  // pred: ^bb1
      %c0_160 = arith.constant 0 : index
      %dim_161 = memref.dim %arg2, %c0_160 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_162 = arith.constant 1 : index
      %dim_163 = memref.dim %arg2, %c1_162 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c0_i64_164 = arith.constant 0 : i64
      %178 = arith.extsi %7 : i32 to i64
      %179 = arith.index_cast %dim_161 : index to i64
      %180 = arith.cmpi slt, %178, %179 : i64
      cf.cond_br %180, ^bb13, ^bb15
    ^bb13:  // pred: ^bb12
      %c0_165 = arith.constant 0 : index
      %dim_166 = memref.dim %arg2, %c0_165 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_167 = arith.constant 1 : index
      %dim_168 = memref.dim %arg2, %c1_167 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_i64_169 = arith.constant 1 : i64
      %181 = arith.extsi %4 : i32 to i64
      %182 = arith.index_cast %dim_168 : index to i64
      %183 = arith.cmpi slt, %181, %182 : i64
      cf.cond_br %183, ^bb14, ^bb16
    ^bb14:  // pred: ^bb13
      %184 = arith.index_cast %7 : i32 to index
      %c0_170 = arith.constant 0 : index
      %185 = arith.cmpi slt, %184, %c0_170 : index
      %c0_171 = arith.constant 0 : index
      %dim_172 = memref.dim %arg2, %c0_171 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %186 = arith.addi %184, %dim_172 : index
      %187 = arith.select %185, %186, %184 : index
      %188 = arith.index_cast %4 : i32 to index
      %c0_173 = arith.constant 0 : index
      %189 = arith.cmpi slt, %188, %c0_173 : index
      %c1_174 = arith.constant 1 : index
      %dim_175 = memref.dim %arg2, %c1_174 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %190 = arith.addi %188, %dim_175 : index
      %191 = arith.select %189, %190, %188 : index
      %c0_176 = arith.constant 0 : index
      %192 = memref.load %alloca[%c0_176] : memref<1xf32>
      memref.store %192, %arg2[%187, %191] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      gpu.return
    ^bb15:  // pred: ^bb12
      gpu.return
    ^bb16:  // pred: ^bb13
      gpu.return
    }
    memref.global "private" @static_shared_memory_0 : memref<16x16xf32, #gpu.address_space<workgroup>> {alignment = 8 : i64}
    memref.global "private" @static_shared_memory_1 : memref<16x16xf32, #gpu.address_space<workgroup>> {alignment = 8 : i64}
  }
}
