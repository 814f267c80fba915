// numba-cuda kernel `scan_double_buffered` (bench/numba/kernels.py), compiled by numba-cuda-mlir 0.6.0
// for void(float32[::1], float32[::1]):
//   numba_cuda_mlir.compiler.compile_mlir(scan_double_buffered, sig, chip="sm_90")
// = numba-cuda-mlir's MLIR before its own lowering pipeline, printed as it is, without a GPU
// (numba_cuda_mlir.tools._cached_cc = (9, 0); tools.get_cuda_runtime_version = lambda: (13, 0)).
// Command: python -m bench.numba.generate --print scan_double_buffered   (every kernel, with this header:
// python -m bench.numba.generate; --check compares). Unedited: stock mlir-opt 22 reads it as it is.
// Source code of this project (MIT); numba-cuda-mlir is Apache-2.0.
module {
  gpu.module @numba_cuda_mlir_gpu_module [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx90">] attributes {numba_cuda_mlir.link_target} {
    llvm.mlir.global common @__numba_cuda_mlir_error_code(0 : i32) {addr_space = 0 : i32} : i32
    gpu.func @_Z20scan_double_buffered5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: memref<?xf32, strided<[?], offset: ?>>) kernel attributes {llvm.emit_c_interface, numba_cuda_mlir.arg_attrs = [{}, {}], numba_cuda_mlir.orig_arg_types = [memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>]} {
      %alloca = memref.alloca() : memref<1xf32>
      %alloca_0 = memref.alloca() : memref<1xi64>
      %alloca_1 = memref.alloca() : memref<1xi64>
      %alloca_2 = memref.alloca() : memref<1xf32>
      %alloca_3 = memref.alloca() : memref<1xf32>
      %alloca_4 = memref.alloca() : memref<1xf32>
      %c128_i64 = arith.constant 128 : i64
      %cst = arith.constant 0.000000e+00 : f32
      %0 = memref.get_global @static_shared_memory_0 : memref<128xf32, #gpu.address_space<workgroup>>
      %c128_i64_5 = arith.constant 128 : i64
      %cst_6 = arith.constant 0.000000e+00 : f32
      %1 = memref.get_global @static_shared_memory_1 : memref<128xf32, #gpu.address_space<workgroup>>
      %thread_id_x = gpu.thread_id x
      %2 = arith.index_cast %thread_id_x : index to i32
      %c1_i64 = arith.constant 1 : i64
      %thread_id_x_7 = gpu.thread_id x
      %block_dim_x = gpu.block_dim x
      %block_id_x = gpu.block_id x
      %3 = arith.muli %block_id_x, %block_dim_x : index
      %4 = arith.addi %3, %thread_id_x_7 : index
      %5 = arith.index_cast %4 : index to i32
      %c0 = arith.constant 0 : index
      %dim = memref.dim %arg0, %c0 : memref<?xf32, strided<[?], offset: ?>>
      %c0_i64 = arith.constant 0 : i64
      %6 = arith.extsi %5 : i32 to i64
      %7 = arith.index_cast %dim : index to i64
      %8 = arith.cmpi slt, %6, %7 : i64
      cf.cond_br %8, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %9 = arith.index_cast %5 : i32 to index
      %c0_8 = arith.constant 0 : index
      %10 = arith.cmpi slt, %9, %c0_8 : index
      %c0_9 = arith.constant 0 : index
      %dim_10 = memref.dim %arg0, %c0_9 : memref<?xf32, strided<[?], offset: ?>>
      %11 = arith.addi %9, %dim_10 : index
      %12 = arith.select %10, %11, %9 : index
      %13 = memref.load %arg0[%12] : memref<?xf32, strided<[?], offset: ?>>
      %c0_11 = arith.constant 0 : index
      memref.store %13, %alloca[%c0_11] : memref<1xf32>
      cf.br ^bb3
    ^bb2:  // pred: ^bb0
      %cst_12 = arith.constant 0.000000e+00 : f32
      %c0_i64_13 = arith.constant 0 : i64
      %cst_14 = arith.constant 0.000000e+00 : f32
      %c0_15 = arith.constant 0 : index
      memref.store %cst_14, %alloca[%c0_15] : memref<1xf32>
      cf.br ^bb3
    ^bb3:  // 2 preds: ^bb1, ^bb2
      %14 = arith.index_cast %2 : i32 to index
      %c0_16 = arith.constant 0 : index
      %15 = arith.cmpi slt, %14, %c0_16 : index
      %c0_17 = arith.constant 0 : index
      %dim_18 = memref.dim %0, %c0_17 : memref<128xf32, #gpu.address_space<workgroup>>
      %16 = arith.addi %14, %dim_18 : index
      %17 = arith.select %15, %16, %14 : index
      %c0_19 = arith.constant 0 : index
      %18 = memref.load %alloca[%c0_19] : memref<1xf32>
      memref.store %18, %0[%17] : memref<128xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %c1_i64_20 = arith.constant 1 : i64
      %c0_21 = arith.constant 0 : index
      memref.store %c1_i64_20, %alloca_0[%c0_21] : memref<1xi64>
      %c0_i64_22 = arith.constant 0 : i64
      %c0_23 = arith.constant 0 : index
      memref.store %c0_i64_22, %alloca_1[%c0_23] : memref<1xi64>
      %c128_i64_24 = arith.constant 128 : i64
      %true = arith.constant true
      %true_25 = arith.constant true
      cf.br ^bb4
    ^bb4:  // 2 preds: ^bb3, ^bb11
      %c0_i64_26 = arith.constant 0 : i64
      %c0_27 = arith.constant 0 : index
      %19 = memref.load %alloca_1[%c0_27] : memref<1xi64>
      %20 = arith.cmpi eq, %19, %c0_i64_26 : i64
      cf.cond_br %20, ^bb5, ^bb8
    ^bb5:  // pred: ^bb4
      %21 = arith.index_cast %2 : i32 to index
      %c0_28 = arith.constant 0 : index
      %22 = arith.cmpi slt, %21, %c0_28 : index
      %c0_29 = arith.constant 0 : index
      %dim_30 = memref.dim %0, %c0_29 : memref<128xf32, #gpu.address_space<workgroup>>
      %23 = arith.addi %21, %dim_30 : index
      %24 = arith.select %22, %23, %21 : index
      %25 = memref.load %0[%24] : memref<128xf32, #gpu.address_space<workgroup>>
      %c0_31 = arith.constant 0 : index
      memref.store %25, %alloca_2[%c0_31] : memref<1xf32>
      %c0_32 = arith.constant 0 : index
      %26 = memref.load %alloca_0[%c0_32] : memref<1xi64>
      %27 = arith.extsi %2 : i32 to i64
      %28 = arith.cmpi sge, %27, %26 : i64
      cf.cond_br %28, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %c0_33 = arith.constant 0 : index
      %29 = memref.load %alloca_0[%c0_33] : memref<1xi64>
      %30 = arith.extsi %2 : i32 to i64
      %31 = arith.subi %30, %29 overflow<nsw> : i64
      %32 = arith.index_cast %31 : i64 to index
      %c0_34 = arith.constant 0 : index
      %33 = arith.cmpi slt, %32, %c0_34 : index
      %c0_35 = arith.constant 0 : index
      %dim_36 = memref.dim %0, %c0_35 : memref<128xf32, #gpu.address_space<workgroup>>
      %34 = arith.addi %32, %dim_36 : index
      %35 = arith.select %33, %34, %32 : index
      %36 = memref.load %0[%35] : memref<128xf32, #gpu.address_space<workgroup>>
      %37 = arith.addf %25, %36 : f32
      %c0_37 = arith.constant 0 : index
      memref.store %37, %alloca_2[%c0_37] : memref<1xf32>
      cf.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      %38 = arith.index_cast %2 : i32 to index
      %c0_38 = arith.constant 0 : index
      %39 = arith.cmpi slt, %38, %c0_38 : index
      %c0_39 = arith.constant 0 : index
      %dim_40 = memref.dim %1, %c0_39 : memref<128xf32, #gpu.address_space<workgroup>>
      %40 = arith.addi %38, %dim_40 : index
      %41 = arith.select %39, %40, %38 : index
      %c0_41 = arith.constant 0 : index
      %42 = memref.load %alloca_2[%c0_41] : memref<1xf32>
      memref.store %42, %1[%41] : memref<128xf32, #gpu.address_space<workgroup>>
      cf.br ^bb11
    ^bb8:  // pred: ^bb4
      %43 = arith.index_cast %2 : i32 to index
      %c0_42 = arith.constant 0 : index
      %44 = arith.cmpi slt, %43, %c0_42 : index
      %c0_43 = arith.constant 0 : index
      %dim_44 = memref.dim %1, %c0_43 : memref<128xf32, #gpu.address_space<workgroup>>
      %45 = arith.addi %43, %dim_44 : index
      %46 = arith.select %44, %45, %43 : index
      %47 = memref.load %1[%46] : memref<128xf32, #gpu.address_space<workgroup>>
      %c0_45 = arith.constant 0 : index
      memref.store %47, %alloca_3[%c0_45] : memref<1xf32>
      %c0_46 = arith.constant 0 : index
      %48 = memref.load %alloca_0[%c0_46] : memref<1xi64>
      %49 = arith.extsi %2 : i32 to i64
      %50 = arith.cmpi sge, %49, %48 : i64
      cf.cond_br %50, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %c0_47 = arith.constant 0 : index
      %51 = memref.load %alloca_0[%c0_47] : memref<1xi64>
      %52 = arith.extsi %2 : i32 to i64
      %53 = arith.subi %52, %51 overflow<nsw> : i64
      %54 = arith.index_cast %53 : i64 to index
      %c0_48 = arith.constant 0 : index
      %55 = arith.cmpi slt, %54, %c0_48 : index
      %c0_49 = arith.constant 0 : index
      %dim_50 = memref.dim %1, %c0_49 : memref<128xf32, #gpu.address_space<workgroup>>
      %56 = arith.addi %54, %dim_50 : index
      %57 = arith.select %55, %56, %54 : index
      %58 = memref.load %1[%57] : memref<128xf32, #gpu.address_space<workgroup>>
      %59 = arith.addf %47, %58 : f32
      %c0_51 = arith.constant 0 : index
      memref.store %59, %alloca_3[%c0_51] : memref<1xf32>
      cf.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      %60 = arith.index_cast %2 : i32 to index
      %c0_52 = arith.constant 0 : index
      %61 = arith.cmpi slt, %60, %c0_52 : index
      %c0_53 = arith.constant 0 : index
      %dim_54 = memref.dim %0, %c0_53 : memref<128xf32, #gpu.address_space<workgroup>>
      %62 = arith.addi %60, %dim_54 : index
      %63 = arith.select %61, %62, %60 : index
      %c0_55 = arith.constant 0 : index
      %64 = memref.load %alloca_3[%c0_55] : memref<1xf32>
      memref.store %64, %0[%63] : memref<128xf32, #gpu.address_space<workgroup>>
      cf.br ^bb11
    ^bb11:  // 2 preds: ^bb7, ^bb10
      gpu.barrier
      %c1_i64_56 = arith.constant 1 : i64
      %c0_57 = arith.constant 0 : index
      %65 = memref.load %alloca_1[%c0_57] : memref<1xi64>
      %66 = arith.subi %c1_i64_56, %65 overflow<nsw> : i64
      %c0_58 = arith.constant 0 : index
      memref.store %66, %alloca_1[%c0_58] : memref<1xi64>
      %c2_i64 = arith.constant 2 : i64
      %c0_59 = arith.constant 0 : index
      %67 = memref.load %alloca_0[%c0_59] : memref<1xi64>
      %68 = arith.muli %67, %c2_i64 overflow<nsw> : i64
      %c0_60 = arith.constant 0 : index
      memref.store %68, %alloca_0[%c0_60] : memref<1xi64>
      %c128_i64_61 = arith.constant 128 : i64
      %69 = arith.cmpi slt, %68, %c128_i64_61 : i64
      cf.cond_br %69, ^bb4, ^bb12
    ^bb12:  // pred: ^bb11
      %c0_62 = arith.constant 0 : index
      %dim_63 = memref.dim %arg0, %c0_62 : memref<?xf32, strided<[?], offset: ?>>
      %c0_i64_64 = arith.constant 0 : i64
      %70 = arith.extsi %5 : i32 to i64
      %71 = arith.index_cast %dim_63 : index to i64
      %72 = arith.cmpi slt, %70, %71 : i64
      cf.cond_br %72, ^bb13, ^bb17
    ^bb13:  // pred: ^bb12
      %c0_i64_65 = arith.constant 0 : i64
      %73 = arith.cmpi eq, %66, %c0_i64_65 : i64
      cf.cond_br %73, ^bb14, ^bb15
    ^bb14:  // pred: ^bb13
      %74 = arith.index_cast %2 : i32 to index
      %c0_66 = arith.constant 0 : index
      %75 = arith.cmpi slt, %74, %c0_66 : index
      %c0_67 = arith.constant 0 : index
      %dim_68 = memref.dim %0, %c0_67 : memref<128xf32, #gpu.address_space<workgroup>>
      %76 = arith.addi %74, %dim_68 : index
      %77 = arith.select %75, %76, %74 : index
      %78 = memref.load %0[%77] : memref<128xf32, #gpu.address_space<workgroup>>
      %c0_69 = arith.constant 0 : index
      memref.store %78, %alloca_4[%c0_69] : memref<1xf32>
      cf.br ^bb16
    ^bb15:  // pred: ^bb13
      %79 = arith.index_cast %2 : i32 to index
      %c0_70 = arith.constant 0 : index
      %80 = arith.cmpi slt, %79, %c0_70 : index
      %c0_71 = arith.constant 0 : index
      %dim_72 = memref.dim %1, %c0_71 : memref<128xf32, #gpu.address_space<workgroup>>
      %81 = arith.addi %79, %dim_72 : index
      %82 = arith.select %80, %81, %79 : index
      %83 = memref.load %1[%82] : memref<128xf32, #gpu.address_space<workgroup>>
      %c0_73 = arith.constant 0 : index
      memref.store %83, %alloca_4[%c0_73] : memref<1xf32>
      cf.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %84 = arith.index_cast %5 : i32 to index
      %c0_74 = arith.constant 0 : index
      %85 = arith.cmpi slt, %84, %c0_74 : index
      %c0_75 = arith.constant 0 : index
      %dim_76 = memref.dim %arg1, %c0_75 : memref<?xf32, strided<[?], offset: ?>>
      %86 = arith.addi %84, %dim_76 : index
      %87 = arith.select %85, %86, %84 : index
      %c0_77 = arith.constant 0 : index
      %88 = memref.load %alloca_4[%c0_77] : memref<1xf32>
      memref.store %88, %arg1[%87] : memref<?xf32, strided<[?], offset: ?>>
      gpu.return
    ^bb17:  // pred: ^bb12
      gpu.return
    }
    memref.global "private" @static_shared_memory_0 : memref<128xf32, #gpu.address_space<workgroup>> {alignment = 8 : i64}
    memref.global "private" @static_shared_memory_1 : memref<128xf32, #gpu.address_space<workgroup>> {alignment = 8 : i64}
  }
}
