// numba-cuda kernel `moments_device_fn` (bench/numba/kernels.py), compiled by numba-cuda-mlir 0.6.0
// for void(float32[::1], float32[:, ::1]):
//   numba_cuda_mlir.compiler.compile_mlir(moments_device_fn, sig, chip="sm_90")
// = numba-cuda-mlir's MLIR before its own lowering pipeline, printed as it is, without a GPU
// (numba_cuda_mlir.tools._cached_cc = (9, 0); tools.get_cuda_runtime_version = lambda: (13, 0)).
// Command: python -m bench.numba.generate --print moments_device_fn   (every kernel, with this header:
// python -m bench.numba.generate; --check compares). Unedited: stock mlir-opt 22 reads it as it is.
// Source code of this project (MIT); numba-cuda-mlir is Apache-2.0.
module {
  gpu.module @numba_cuda_mlir_gpu_module [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx90">] attributes {numba_cuda_mlir.link_target} {
    llvm.mlir.global common @__numba_cuda_mlir_error_code(0 : i32) {addr_space = 0 : i32} : i32
    gpu.func @_Z17moments_device_fn5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: memref<?x?xf32, strided<[?, ?], offset: ?>>) kernel attributes {llvm.emit_c_interface, numba_cuda_mlir.arg_attrs = [{}, {}], numba_cuda_mlir.orig_arg_types = [memref<?xf32, strided<[?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>]} {
      %alloca = memref.alloca() : memref<1xf32>
      %alloca_0 = memref.alloca() : memref<1xi64>
      %alloca_1 = memref.alloca() : memref<1xi64>
      %c1_i64 = arith.constant 1 : i64
      %thread_id_x = gpu.thread_id x
      %block_dim_x = gpu.block_dim x
      %block_id_x = gpu.block_id x
      %0 = arith.muli %block_id_x, %block_dim_x : index
      %1 = arith.addi %0, %thread_id_x : index
      %2 = arith.index_cast %1 : index to i32
      %c0 = arith.constant 0 : index
      %dim = memref.dim %arg0, %c0 : memref<?xf32, strided<[?], offset: ?>>
      %c0_i64 = arith.constant 0 : i64
      %3 = arith.extsi %2 : i32 to i64
      %4 = arith.index_cast %dim : index to i64
      %5 = arith.cmpi slt, %3, %4 : i64
      cf.cond_br %5, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %6 = arith.index_cast %2 : i32 to index
      %c0_2 = arith.constant 0 : index
      %7 = arith.cmpi slt, %6, %c0_2 : index
      %c0_3 = arith.constant 0 : index
      %dim_4 = memref.dim %arg0, %c0_3 : memref<?xf32, strided<[?], offset: ?>>
      %8 = arith.addi %6, %dim_4 : index
      %9 = arith.select %7, %8, %6 : index
      %10 = memref.load %arg0[%9] : memref<?xf32, strided<[?], offset: ?>>
      %c0_5 = arith.constant 0 : index
      memref.store %10, %alloca[%c0_5] : memref<1xf32>
      cf.br ^bb3
    ^bb2:  // pred: ^bb0
      %cst = arith.constant 0.000000e+00 : f32
      %c0_i64_6 = arith.constant 0 : i64
      %cst_7 = arith.constant 0.000000e+00 : f32
      %c0_8 = arith.constant 0 : index
      memref.store %cst_7, %alloca[%c0_8] : memref<1xf32>
      cf.br ^bb3
    ^bb3:  // 2 preds: ^bb1, ^bb2
      %c0_9 = arith.constant 0 : index
      %11 = memref.load %alloca[%c0_9] : memref<1xf32>
      %c128_i64 = arith.constant 128 : i64
      %cst_10 = arith.constant 0.000000e+00 : f32
      %12 = memref.get_global @static_shared_memory_0 : memref<128xf32, #gpu.address_space<workgroup>>
      %thread_id_x_11 = gpu.thread_id x
      %13 = arith.index_cast %thread_id_x_11 : index to i32
      %14 = arith.index_cast %13 : i32 to index
      %c0_12 = arith.constant 0 : index
      %15 = arith.cmpi slt, %14, %c0_12 : index
      %c0_13 = arith.constant 0 : index
      %dim_14 = memref.dim %12, %c0_13 : memref<128xf32, #gpu.address_space<workgroup>>
      %16 = arith.addi %14, %dim_14 : index
      %17 = arith.select %15, %16, %14 : index
      memref.store %11, %12[%17] : memref<128xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %c128_i64_15 = arith.constant 128 : i64
      %c2_i64 = arith.constant 2 : i64
      %18 = arith.floordivsi %c128_i64_15, %c2_i64 : i64
      %c0_16 = arith.constant 0 : index
      memref.store %18, %alloca_0[%c0_16] : memref<1xi64>
      %c0_i64_17 = arith.constant 0 : i64
      %19 = arith.cmpi sgt, %18, %c0_i64_17 : i64
      cf.cond_br %19, ^bb4, ^bb7
    ^bb4:  // 2 preds: ^bb3, ^bb6
      %c0_18 = arith.constant 0 : index
      %20 = memref.load %alloca_0[%c0_18] : memref<1xi64>
      %21 = arith.extsi %13 : i32 to i64
      %22 = arith.cmpi slt, %21, %20 : i64
      cf.cond_br %22, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %23 = arith.index_cast %13 : i32 to index
      %c0_19 = arith.constant 0 : index
      %24 = arith.cmpi slt, %23, %c0_19 : index
      %c0_20 = arith.constant 0 : index
      %dim_21 = memref.dim %12, %c0_20 : memref<128xf32, #gpu.address_space<workgroup>>
      %25 = arith.addi %23, %dim_21 : index
      %26 = arith.select %24, %25, %23 : index
      %27 = memref.load %12[%26] : memref<128xf32, #gpu.address_space<workgroup>>
      %c0_22 = arith.constant 0 : index
      %28 = memref.load %alloca_0[%c0_22] : memref<1xi64>
      %29 = arith.extsi %13 : i32 to i64
      %30 = arith.addi %29, %28 overflow<nsw> : i64
      %31 = arith.index_cast %30 : i64 to index
      %c0_23 = arith.constant 0 : index
      %32 = arith.cmpi slt, %31, %c0_23 : index
      %c0_24 = arith.constant 0 : index
      %dim_25 = memref.dim %12, %c0_24 : memref<128xf32, #gpu.address_space<workgroup>>
      %33 = arith.addi %31, %dim_25 : index
      %34 = arith.select %32, %33, %31 : index
      %35 = memref.load %12[%34] : memref<128xf32, #gpu.address_space<workgroup>>
      %36 = arith.addf %27, %35 : f32
      %37 = arith.index_cast %13 : i32 to index
      %c0_26 = arith.constant 0 : index
      %38 = arith.cmpi slt, %37, %c0_26 : index
      %c0_27 = arith.constant 0 : index
      %dim_28 = memref.dim %12, %c0_27 : memref<128xf32, #gpu.address_space<workgroup>>
      %39 = arith.addi %37, %dim_28 : index
      %40 = arith.select %38, %39, %37 : index
      memref.store %36, %12[%40] : memref<128xf32, #gpu.address_space<workgroup>>
      cf.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      gpu.barrier
      %c2_i64_29 = arith.constant 2 : i64
      %c0_30 = arith.constant 0 : index
      %41 = memref.load %alloca_0[%c0_30] : memref<1xi64>
      %42 = arith.floordivsi %41, %c2_i64_29 : i64
      %c0_31 = arith.constant 0 : index
      memref.store %42, %alloca_0[%c0_31] : memref<1xi64>
      %c0_i64_32 = arith.constant 0 : i64
      %43 = arith.cmpi sgt, %42, %c0_i64_32 : i64
      cf.cond_br %43, ^bb4, ^bb7
    ^bb7:  // 2 preds: ^bb3, ^bb6
      %c0_i64_33 = arith.constant 0 : i64
      %44 = arith.index_cast %c0_i64_33 : i64 to index
      %c0_34 = arith.constant 0 : index
      %45 = arith.cmpi slt, %44, %c0_34 : index
      %c0_35 = arith.constant 0 : index
      %dim_36 = memref.dim %12, %c0_35 : memref<128xf32, #gpu.address_space<workgroup>>
      %46 = arith.addi %44, %dim_36 : index
      %47 = arith.select %45, %46, %44 : index
      %48 = memref.load %12[%47] : memref<128xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %49 = arith.mulf %11, %11 : f32
      %c128_i64_37 = arith.constant 128 : i64
      %cst_38 = arith.constant 0.000000e+00 : f32
      %50 = memref.get_global @static_shared_memory_1 : memref<128xf32, #gpu.address_space<workgroup>>
      %thread_id_x_39 = gpu.thread_id x
      %51 = arith.index_cast %thread_id_x_39 : index to i32
      %52 = arith.index_cast %51 : i32 to index
      %c0_40 = arith.constant 0 : index
      %53 = arith.cmpi slt, %52, %c0_40 : index
      %c0_41 = arith.constant 0 : index
      %dim_42 = memref.dim %50, %c0_41 : memref<128xf32, #gpu.address_space<workgroup>>
      %54 = arith.addi %52, %dim_42 : index
      %55 = arith.select %53, %54, %52 : index
      memref.store %49, %50[%55] : memref<128xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %c128_i64_43 = arith.constant 128 : i64
      %c2_i64_44 = arith.constant 2 : i64
      %56 = arith.floordivsi %c128_i64_43, %c2_i64_44 : i64
      %c0_45 = arith.constant 0 : index
      memref.store %56, %alloca_1[%c0_45] : memref<1xi64>
      %c0_i64_46 = arith.constant 0 : i64
      %57 = arith.cmpi sgt, %56, %c0_i64_46 : i64
      cf.cond_br %57, ^bb8, ^bb11
    ^bb8:  // 2 preds: ^bb7, ^bb10
      %c0_47 = arith.constant 0 : index
      %58 = memref.load %alloca_1[%c0_47] : memref<1xi64>
      %59 = arith.extsi %51 : i32 to i64
      %60 = arith.cmpi slt, %59, %58 : i64
      cf.cond_br %60, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %61 = arith.index_cast %51 : i32 to index
      %c0_48 = arith.constant 0 : index
      %62 = arith.cmpi slt, %61, %c0_48 : index
      %c0_49 = arith.constant 0 : index
      %dim_50 = memref.dim %50, %c0_49 : memref<128xf32, #gpu.address_space<workgroup>>
      %63 = arith.addi %61, %dim_50 : index
      %64 = arith.select %62, %63, %61 : index
      %65 = memref.load %50[%64] : memref<128xf32, #gpu.address_space<workgroup>>
      %c0_51 = arith.constant 0 : index
      %66 = memref.load %alloca_1[%c0_51] : memref<1xi64>
      %67 = arith.extsi %51 : i32 to i64
      %68 = arith.addi %67, %66 overflow<nsw> : i64
      %69 = arith.index_cast %68 : i64 to index
      %c0_52 = arith.constant 0 : index
      %70 = arith.cmpi slt, %69, %c0_52 : index
      %c0_53 = arith.constant 0 : index
      %dim_54 = memref.dim %50, %c0_53 : memref<128xf32, #gpu.address_space<workgroup>>
      %71 = arith.addi %69, %dim_54 : index
      %72 = arith.select %70, %71, %69 : index
      %73 = memref.load %50[%72] : memref<128xf32, #gpu.address_space<workgroup>>
      %74 = arith.addf %65, %73 : f32
      %75 = arith.index_cast %51 : i32 to index
      %c0_55 = arith.constant 0 : index
      %76 = arith.cmpi slt, %75, %c0_55 : index
      %c0_56 = arith.constant 0 : index
      %dim_57 = memref.dim %50, %c0_56 : memref<128xf32, #gpu.address_space<workgroup>>
      %77 = arith.addi %75, %dim_57 : index
      %78 = arith.select %76, %77, %75 : index
      memref.store %74, %50[%78] : memref<128xf32, #gpu.address_space<workgroup>>
      cf.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      gpu.barrier
      %c2_i64_58 = arith.constant 2 : i64
      %c0_59 = arith.constant 0 : index
      %79 = memref.load %alloca_1[%c0_59] : memref<1xi64>
      %80 = arith.floordivsi %79, %c2_i64_58 : i64
      %c0_60 = arith.constant 0 : index
      memref.store %80, %alloca_1[%c0_60] : memref<1xi64>
      %c0_i64_61 = arith.constant 0 : i64
      %81 = arith.cmpi sgt, %80, %c0_i64_61 : i64
      cf.cond_br %81, ^bb8, ^bb11
    ^bb11:  // 2 preds: ^bb7, ^bb10
      %c0_i64_62 = arith.constant 0 : i64
      %82 = arith.index_cast %c0_i64_62 : i64 to index
      %c0_63 = arith.constant 0 : index
      %83 = arith.cmpi slt, %82, %c0_63 : index
      %c0_64 = arith.constant 0 : index
      %dim_65 = memref.dim %50, %c0_64 : memref<128xf32, #gpu.address_space<workgroup>>
      %84 = arith.addi %82, %dim_65 : index
      %85 = arith.select %83, %84, %82 : index
      %86 = memref.load %50[%85] : memref<128xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %thread_id_x_66 = gpu.thread_id x
      %87 = arith.index_cast %thread_id_x_66 : index to i32
      %c0_i64_67 = arith.constant 0 : i64
      %88 = arith.extsi %87 : i32 to i64
      %89 = arith.cmpi eq, %88, %c0_i64_67 : i64
      cf.cond_br %89, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      %block_id_x_68 = gpu.block_id x
      %90 = arith.index_cast %block_id_x_68 : index to i32
      %c0_i64_69 = arith.constant 0 : i64
      %91 = arith.index_cast %90 : i32 to index
      %c0_70 = arith.constant 0 : index
      %92 = arith.cmpi slt, %91, %c0_70 : index
      %c0_71 = arith.constant 0 : index
      %dim_72 = memref.dim %arg1, %c0_71 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %93 = arith.addi %91, %dim_72 : index
      %94 = arith.select %92, %93, %91 : index
      %95 = arith.index_cast %c0_i64_69 : i64 to index
      %c0_73 = arith.constant 0 : index
      %96 = arith.cmpi slt, %95, %c0_73 : index
      %c1 = arith.constant 1 : index
      %dim_74 = memref.dim %arg1, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %97 = arith.addi %95, %dim_74 : index
      %98 = arith.select %96, %97, %95 : index
      memref.store %48, %arg1[%94, %98] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %block_id_x_75 = gpu.block_id x
      %99 = arith.index_cast %block_id_x_75 : index to i32
      %c1_i64_76 = arith.constant 1 : i64
      %100 = arith.index_cast %99 : i32 to index
      %c0_77 = arith.constant 0 : index
      %101 = arith.cmpi slt, %100, %c0_77 : index
      %c0_78 = arith.constant 0 : index
      %dim_79 = memref.dim %arg1, %c0_78 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %102 = arith.addi %100, %dim_79 : index
      %103 = arith.select %101, %102, %100 : index
      %104 = arith.index_cast %c1_i64_76 : i64 to index
      %c0_80 = arith.constant 0 : index
      %105 = arith.cmpi slt, %104, %c0_80 : index
      %c1_81 = arith.constant 1 : index
      %dim_82 = memref.dim %arg1, %c1_81 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %106 = arith.addi %104, %dim_82 : index
      %107 = arith.select %105, %106, %104 : index
      memref.store %86, %arg1[%103, %107] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      gpu.return
    ^bb13:  // pred: ^bb11
      gpu.return
    }
    memref.global "private" @static_shared_memory_0 : memref<128xf32, #gpu.address_space<workgroup>> {alignment = 8 : i64}
    memref.global "private" @static_shared_memory_1 : memref<128xf32, #gpu.address_space<workgroup>> {alignment = 8 : i64}
  }
}
