// numba-cuda kernel `transpose_padded` (bench/numba/kernels.py), compiled by numba-cuda-mlir 0.6.0
// for void(float32[:, ::1], float32[:, ::1]):
//   numba_cuda_mlir.compiler.compile_mlir(transpose_padded, sig, chip="sm_90")
// = numba-cuda-mlir's MLIR before its own lowering pipeline, printed as it is, without a GPU
// (numba_cuda_mlir.tools._cached_cc = (9, 0); tools.get_cuda_runtime_version = lambda: (13, 0)).
// Command: python -m bench.numba.generate --print transpose_padded   (every kernel, with this header:
// python -m bench.numba.generate; --check compares). Unedited: stock mlir-opt 22 reads it as it is.
// Source code of this project (MIT); numba-cuda-mlir is Apache-2.0.
module {
  gpu.module @numba_cuda_mlir_gpu_module [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx90">] attributes {numba_cuda_mlir.link_target} {
    llvm.mlir.global common @__numba_cuda_mlir_error_code(0 : i32) {addr_space = 0 : i32} : i32
    gpu.func @_Z16transpose_padded5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: memref<?x?xf32, strided<[?, ?], offset: ?>>) kernel attributes {llvm.emit_c_interface, numba_cuda_mlir.arg_attrs = [{}, {}], numba_cuda_mlir.orig_arg_types = [memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>]} {
      %alloca = memref.alloca() : memref<1xindex>
      %c0 = arith.constant 0 : index
      %c0_0 = arith.constant 0 : index
      memref.store %c0, %alloca[%c0_0] : memref<1xindex>
      %0 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %c16_i64 = arith.constant 16 : i64
      %c16_i64_1 = arith.constant 16 : i64
      %c1_i64 = arith.constant 1 : i64
      %1 = arith.addi %c16_i64_1, %c1_i64 overflow<nsw> : i64
      %cst = arith.constant 0.000000e+00 : f32
      %2 = arith.index_cast %c16_i64 : i64 to index
      %3 = arith.index_cast %1 : i64 to index
      %c4 = arith.constant 4 : index
      %4 = arith.muli %c4, %2 : index
      %5 = arith.muli %4, %3 : index
      %c0_2 = arith.constant 0 : index
      %6 = memref.load %alloca[%c0_2] : memref<1xindex>
      %view = memref.view %0[%6][%2, %3] : memref<?xi8, #gpu.address_space<workgroup>> to memref<?x?xf32, #gpu.address_space<workgroup>>
      %7 = arith.addi %6, %5 : index
      %c0_3 = arith.constant 0 : index
      %8 = memref.load %alloca[%c0_3] : memref<1xindex>
      %c0_4 = arith.constant 0 : index
      memref.store %7, %alloca[%c0_4] : memref<1xindex>
      %thread_id_x = gpu.thread_id x
      %9 = arith.index_cast %thread_id_x : index to i32
      %thread_id_y = gpu.thread_id y
      %10 = arith.index_cast %thread_id_y : index to i32
      %block_id_x = gpu.block_id x
      %11 = arith.index_cast %block_id_x : index to i32
      %c16_i64_5 = arith.constant 16 : i64
      %12 = arith.extsi %11 : i32 to i64
      %13 = arith.muli %12, %c16_i64_5 overflow<nsw> : i64
      %14 = arith.extsi %9 : i32 to i64
      %15 = arith.addi %13, %14 overflow<nsw> : i64
      %block_id_y = gpu.block_id y
      %16 = arith.index_cast %block_id_y : index to i32
      %c16_i64_6 = arith.constant 16 : i64
      %17 = arith.extsi %16 : i32 to i64
      %18 = arith.muli %17, %c16_i64_6 overflow<nsw> : i64
      %19 = arith.extsi %10 : i32 to i64
      %20 = arith.addi %18, %19 overflow<nsw> : i64
      %c0_7 = arith.constant 0 : index
      %dim = memref.dim %arg0, %c0_7 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1 = arith.constant 1 : index
      %dim_8 = memref.dim %arg0, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c0_i64 = arith.constant 0 : i64
      %21 = arith.index_cast %dim : index to i64
      %22 = arith.cmpi slt, %20, %21 : i64
      cf.cond_br %22, ^bb1, ^bb3
    ^bb1:  // pred: ^bb0
      %c0_9 = arith.constant 0 : index
      %dim_10 = memref.dim %arg0, %c0_9 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_11 = arith.constant 1 : index
      %dim_12 = memref.dim %arg0, %c1_11 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_i64_13 = arith.constant 1 : i64
      %23 = arith.index_cast %dim_12 : index to i64
      %24 = arith.cmpi slt, %15, %23 : i64
      cf.cond_br %24, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %25 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_14 = arith.constant 0 : index
      %c0_15 = arith.constant 0 : index
      %dim_16 = memref.dim %arg0, %c0_15 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_17 = arith.constant 1 : index
      %dim_18 = memref.dim %arg0, %c1_17 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %26 = arith.index_cast %20 : i64 to index
      %c0_19 = arith.constant 0 : index
      %27 = arith.cmpi slt, %26, %c0_19 : index
      %c0_20 = arith.constant 0 : index
      %dim_21 = memref.dim %arg0, %c0_20 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %28 = arith.addi %26, %dim_21 : index
      %29 = arith.select %27, %28, %26 : index
      %30 = arith.index_cast %15 : i64 to index
      %c0_22 = arith.constant 0 : index
      %31 = arith.cmpi slt, %30, %c0_22 : index
      %c1_23 = arith.constant 1 : index
      %dim_24 = memref.dim %arg0, %c1_23 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %32 = arith.addi %30, %dim_24 : index
      %33 = arith.select %31, %32, %30 : index
      %c0_25 = arith.constant 0 : index
      %c1_26 = arith.constant 1 : index
      %34 = memref.load %arg0[%29, %33] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %35 = arith.index_cast %10 : i32 to index
      %c0_27 = arith.constant 0 : index
      %36 = arith.cmpi slt, %35, %c0_27 : index
      %c0_28 = arith.constant 0 : index
      %dim_29 = memref.dim %view, %c0_28 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %37 = arith.addi %35, %dim_29 : index
      %38 = arith.select %36, %37, %35 : index
      %39 = arith.index_cast %9 : i32 to index
      %c0_30 = arith.constant 0 : index
      %40 = arith.cmpi slt, %39, %c0_30 : index
      %c1_31 = arith.constant 1 : index
      %dim_32 = memref.dim %view, %c1_31 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %41 = arith.addi %39, %dim_32 : index
      %42 = arith.select %40, %41, %39 : index
      memref.store %34, %view[%38, %42] : memref<?x?xf32, #gpu.address_space<workgroup>>
      cf.br ^bb3
    ^bb3:  // 3 preds: ^bb0, ^bb1, ^bb2
      gpu.barrier
      %block_id_y_33 = gpu.block_id y
      %43 = arith.index_cast %block_id_y_33 : index to i32
      %c16_i64_34 = arith.constant 16 : i64
      %44 = arith.extsi %43 : i32 to i64
      %45 = arith.muli %44, %c16_i64_34 overflow<nsw> : i64
      %46 = arith.extsi %9 : i32 to i64
      %47 = arith.addi %45, %46 overflow<nsw> : i64
      %block_id_x_35 = gpu.block_id x
      %48 = arith.index_cast %block_id_x_35 : index to i32
      %c16_i64_36 = arith.constant 16 : i64
      %49 = arith.extsi %48 : i32 to i64
      %50 = arith.muli %49, %c16_i64_36 overflow<nsw> : i64
      %51 = arith.extsi %10 : i32 to i64
      %52 = arith.addi %50, %51 overflow<nsw> : i64
      %c0_37 = arith.constant 0 : index
      %dim_38 = memref.dim %arg1, %c0_37 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_39 = arith.constant 1 : index
      %dim_40 = memref.dim %arg1, %c1_39 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c0_i64_41 = arith.constant 0 : i64
      %53 = arith.index_cast %dim_38 : index to i64
      %54 = arith.cmpi slt, %52, %53 : i64
      cf.cond_br %54, ^bb4, ^bb6
    ^bb4:  // pred: ^bb3
      %c0_42 = arith.constant 0 : index
      %dim_43 = memref.dim %arg1, %c0_42 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_44 = arith.constant 1 : index
      %dim_45 = memref.dim %arg1, %c1_44 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_i64_46 = arith.constant 1 : i64
      %55 = arith.index_cast %dim_45 : index to i64
      %56 = arith.cmpi slt, %47, %55 : i64
      cf.cond_br %56, ^bb5, ^bb7
    ^bb5:  // pred: ^bb4
      %57 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_47 = arith.constant 0 : index
      %c0_48 = arith.constant 0 : index
      %dim_49 = memref.dim %view, %c0_48 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %c1_50 = arith.constant 1 : index
      %dim_51 = memref.dim %view, %c1_50 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %58 = arith.index_cast %9 : i32 to index
      %c0_52 = arith.constant 0 : index
      %59 = arith.cmpi slt, %58, %c0_52 : index
      %c0_53 = arith.constant 0 : index
      %dim_54 = memref.dim %view, %c0_53 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %60 = arith.addi %58, %dim_54 : index
      %61 = arith.select %59, %60, %58 : index
      %62 = arith.index_cast %10 : i32 to index
      %c0_55 = arith.constant 0 : index
      %63 = arith.cmpi slt, %62, %c0_55 : index
      %c1_56 = arith.constant 1 : index
      %dim_57 = memref.dim %view, %c1_56 : memref<?x?xf32, #gpu.address_space<workgroup>>
      %64 = arith.addi %62, %dim_57 : index
      %65 = arith.select %63, %64, %62 : index
      %c0_58 = arith.constant 0 : index
      %c1_59 = arith.constant 1 : index
      %66 = memref.load %view[%61, %65] : memref<?x?xf32, #gpu.address_space<workgroup>>
      %67 = arith.index_cast %52 : i64 to index
      %c0_60 = arith.constant 0 : index
      %68 = arith.cmpi slt, %67, %c0_60 : index
      %c0_61 = arith.constant 0 : index
      %dim_62 = memref.dim %arg1, %c0_61 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %69 = arith.addi %67, %dim_62 : index
      %70 = arith.select %68, %69, %67 : index
      %71 = arith.index_cast %47 : i64 to index
      %c0_63 = arith.constant 0 : index
      %72 = arith.cmpi slt, %71, %c0_63 : index
      %c1_64 = arith.constant 1 : index
      %dim_65 = memref.dim %arg1, %c1_64 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %73 = arith.addi %71, %dim_65 : index
      %74 = arith.select %72, %73, %71 : index
      memref.store %66, %arg1[%70, %74] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      gpu.return
    ^bb6:  // pred: ^bb3
      gpu.return
    ^bb7:  // pred: ^bb4
      gpu.return
    }
  }
}
