// numba-cuda kernel `transpose_padded_constant` (bench/numba/kernels.py), compiled by numba-cuda-mlir 0.6.0
// for void(float32[:, ::1], float32[:, ::1]):
//   numba_cuda_mlir.compiler.compile_mlir(transpose_padded_constant, sig, chip="sm_90")
// = numba-cuda-mlir's MLIR before its own lowering pipeline, printed as it is, without a GPU
// (numba_cuda_mlir.tools._cached_cc = (9, 0); tools.get_cuda_runtime_version = lambda: (13, 0)).
// Command: python -m bench.numba.generate --print transpose_padded_constant   (every kernel, with this header:
// python -m bench.numba.generate; --check compares). Unedited: stock mlir-opt 22 reads it as it is.
// Source code of this project (MIT); numba-cuda-mlir is Apache-2.0.
module {
  gpu.module @numba_cuda_mlir_gpu_module [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx90">] attributes {numba_cuda_mlir.link_target} {
    llvm.mlir.global common @__numba_cuda_mlir_error_code(0 : i32) {addr_space = 0 : i32} : i32
    gpu.func @_Z25transpose_padded_constant5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: memref<?x?xf32, strided<[?, ?], offset: ?>>) kernel attributes {llvm.emit_c_interface, numba_cuda_mlir.arg_attrs = [{}, {}], numba_cuda_mlir.orig_arg_types = [memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>]} {
      %c16_i64 = arith.constant 16 : i64
      %c17_i64 = arith.constant 17 : i64
      %cst = arith.constant 0.000000e+00 : f32
      %0 = memref.get_global @static_shared_memory_0 : memref<16x17xf32, #gpu.address_space<workgroup>>
      %thread_id_x = gpu.thread_id x
      %1 = arith.index_cast %thread_id_x : index to i32
      %thread_id_y = gpu.thread_id y
      %2 = arith.index_cast %thread_id_y : index to i32
      %block_id_x = gpu.block_id x
      %3 = arith.index_cast %block_id_x : index to i32
      %c16_i64_0 = arith.constant 16 : i64
      %4 = arith.extsi %3 : i32 to i64
      %5 = arith.muli %4, %c16_i64_0 overflow<nsw> : i64
      %6 = arith.extsi %1 : i32 to i64
      %7 = arith.addi %5, %6 overflow<nsw> : i64
      %block_id_y = gpu.block_id y
      %8 = arith.index_cast %block_id_y : index to i32
      %c16_i64_1 = arith.constant 16 : i64
      %9 = arith.extsi %8 : i32 to i64
      %10 = arith.muli %9, %c16_i64_1 overflow<nsw> : i64
      %11 = arith.extsi %2 : i32 to i64
      %12 = arith.addi %10, %11 overflow<nsw> : i64
      %c0 = arith.constant 0 : index
      %dim = memref.dim %arg0, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1 = arith.constant 1 : index
      %dim_2 = memref.dim %arg0, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c0_i64 = arith.constant 0 : i64
      %13 = arith.index_cast %dim : index to i64
      %14 = arith.cmpi slt, %12, %13 : i64
      cf.cond_br %14, ^bb1, ^bb3
    ^bb1:  // pred: ^bb0
      %c0_3 = arith.constant 0 : index
      %dim_4 = memref.dim %arg0, %c0_3 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_5 = arith.constant 1 : index
      %dim_6 = memref.dim %arg0, %c1_5 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_i64 = arith.constant 1 : i64
      %15 = arith.index_cast %dim_6 : index to i64
      %16 = arith.cmpi slt, %7, %15 : i64
      cf.cond_br %16, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %17 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %dim_9 = memref.dim %arg0, %c0_8 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_10 = arith.constant 1 : index
      %dim_11 = memref.dim %arg0, %c1_10 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %18 = arith.index_cast %12 : i64 to index
      %c0_12 = arith.constant 0 : index
      %19 = arith.cmpi slt, %18, %c0_12 : index
      %c0_13 = arith.constant 0 : index
      %dim_14 = memref.dim %arg0, %c0_13 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %20 = arith.addi %18, %dim_14 : index
      %21 = arith.select %19, %20, %18 : index
      %22 = arith.index_cast %7 : i64 to index
      %c0_15 = arith.constant 0 : index
      %23 = arith.cmpi slt, %22, %c0_15 : index
      %c1_16 = arith.constant 1 : index
      %dim_17 = memref.dim %arg0, %c1_16 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %24 = arith.addi %22, %dim_17 : index
      %25 = arith.select %23, %24, %22 : index
      %c0_18 = arith.constant 0 : index
      %c1_19 = arith.constant 1 : index
      %26 = memref.load %arg0[%21, %25] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %27 = arith.index_cast %2 : i32 to index
      %c0_20 = arith.constant 0 : index
      %28 = arith.cmpi slt, %27, %c0_20 : index
      %c0_21 = arith.constant 0 : index
      %dim_22 = memref.dim %0, %c0_21 : memref<16x17xf32, #gpu.address_space<workgroup>>
      %29 = arith.addi %27, %dim_22 : index
      %30 = arith.select %28, %29, %27 : index
      %31 = arith.index_cast %1 : i32 to index
      %c0_23 = arith.constant 0 : index
      %32 = arith.cmpi slt, %31, %c0_23 : index
      %c1_24 = arith.constant 1 : index
      %dim_25 = memref.dim %0, %c1_24 : memref<16x17xf32, #gpu.address_space<workgroup>>
      %33 = arith.addi %31, %dim_25 : index
      %34 = arith.select %32, %33, %31 : index
      memref.store %26, %0[%30, %34] : memref<16x17xf32, #gpu.address_space<workgroup>>
      cf.br ^bb3
    ^bb3:  // 3 preds: ^bb0, ^bb1, ^bb2
      gpu.barrier
      %block_id_y_26 = gpu.block_id y
      %35 = arith.index_cast %block_id_y_26 : index to i32
      %c16_i64_27 = arith.constant 16 : i64
      %36 = arith.extsi %35 : i32 to i64
      %37 = arith.muli %36, %c16_i64_27 overflow<nsw> : i64
      %38 = arith.extsi %1 : i32 to i64
      %39 = arith.addi %37, %38 overflow<nsw> : i64
      %block_id_x_28 = gpu.block_id x
      %40 = arith.index_cast %block_id_x_28 : index to i32
      %c16_i64_29 = arith.constant 16 : i64
      %41 = arith.extsi %40 : i32 to i64
      %42 = arith.muli %41, %c16_i64_29 overflow<nsw> : i64
      %43 = arith.extsi %2 : i32 to i64
      %44 = arith.addi %42, %43 overflow<nsw> : i64
      %c0_30 = arith.constant 0 : index
      %dim_31 = memref.dim %arg1, %c0_30 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_32 = arith.constant 1 : index
      %dim_33 = memref.dim %arg1, %c1_32 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c0_i64_34 = arith.constant 0 : i64
      %45 = arith.index_cast %dim_31 : index to i64
      %46 = arith.cmpi slt, %44, %45 : i64
      cf.cond_br %46, ^bb4, ^bb6
    ^bb4:  // pred: ^bb3
      %c0_35 = arith.constant 0 : index
      %dim_36 = memref.dim %arg1, %c0_35 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_37 = arith.constant 1 : index
      %dim_38 = memref.dim %arg1, %c1_37 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_i64_39 = arith.constant 1 : i64
      %47 = arith.index_cast %dim_38 : index to i64
      %48 = arith.cmpi slt, %39, %47 : i64
      cf.cond_br %48, ^bb5, ^bb7
    ^bb5:  // pred: ^bb4
      %49 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_40 = arith.constant 0 : index
      %c0_41 = arith.constant 0 : index
      %dim_42 = memref.dim %0, %c0_41 : memref<16x17xf32, #gpu.address_space<workgroup>>
      %c1_43 = arith.constant 1 : index
      %dim_44 = memref.dim %0, %c1_43 : memref<16x17xf32, #gpu.address_space<workgroup>>
      %50 = arith.index_cast %1 : i32 to index
      %c0_45 = arith.constant 0 : index
      %51 = arith.cmpi slt, %50, %c0_45 : index
      %c0_46 = arith.constant 0 : index
      %dim_47 = memref.dim %0, %c0_46 : memref<16x17xf32, #gpu.address_space<workgroup>>
      %52 = arith.addi %50, %dim_47 : index
      %53 = arith.select %51, %52, %50 : index
      %54 = arith.index_cast %2 : i32 to index
      %c0_48 = arith.constant 0 : index
      %55 = arith.cmpi slt, %54, %c0_48 : index
      %c1_49 = arith.constant 1 : index
      %dim_50 = memref.dim %0, %c1_49 : memref<16x17xf32, #gpu.address_space<workgroup>>
      %56 = arith.addi %54, %dim_50 : index
      %57 = arith.select %55, %56, %54 : index
      %c0_51 = arith.constant 0 : index
      %c1_52 = arith.constant 1 : index
      %58 = memref.load %0[%53, %57] : memref<16x17xf32, #gpu.address_space<workgroup>>
      %59 = arith.index_cast %44 : i64 to index
      %c0_53 = arith.constant 0 : index
      %60 = arith.cmpi slt, %59, %c0_53 : index
      %c0_54 = arith.constant 0 : index
      %dim_55 = memref.dim %arg1, %c0_54 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %61 = arith.addi %59, %dim_55 : index
      %62 = arith.select %60, %61, %59 : index
      %63 = arith.index_cast %39 : i64 to index
      %c0_56 = arith.constant 0 : index
      %64 = arith.cmpi slt, %63, %c0_56 : index
      %c1_57 = arith.constant 1 : index
      %dim_58 = memref.dim %arg1, %c1_57 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %65 = arith.addi %63, %dim_58 : index
      %66 = arith.select %64, %65, %63 : index
      memref.store %58, %arg1[%62, %66] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      gpu.return
    ^bb6:  // pred: ^bb3
      gpu.return
    ^bb7:  // pred: ^bb4
      gpu.return
    }
    memref.global "private" @static_shared_memory_0 : memref<16x17xf32, #gpu.address_space<workgroup>> {alignment = 8 : i64}
  }
}
