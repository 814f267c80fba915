// numba-cuda kernel `reduce_tree` (bench/numba/kernels.py), compiled by numba-cuda-mlir 0.6.0
// for void(float32[::1], float32[::1]):
//   numba_cuda_mlir.compiler.compile_mlir(reduce_tree, sig, chip="sm_90")
// = numba-cuda-mlir's MLIR before its own lowering pipeline, printed as it is, without a GPU
// (numba_cuda_mlir.tools._cached_cc = (9, 0); tools.get_cuda_runtime_version = lambda: (13, 0)).
// Command: python -m bench.numba.generate --print reduce_tree   (every kernel, with this header:
// python -m bench.numba.generate; --check compares). Unedited: stock mlir-opt 22 reads it as it is.
// Source code of this project (MIT); numba-cuda-mlir is Apache-2.0.
module {
  gpu.module @numba_cuda_mlir_gpu_module [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx90">] attributes {numba_cuda_mlir.link_target} {
    llvm.mlir.global common @__numba_cuda_mlir_error_code(0 : i32) {addr_space = 0 : i32} : i32
    gpu.func @_Z11reduce_tree5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: memref<?xf32, strided<[?], offset: ?>>) kernel attributes {llvm.emit_c_interface, numba_cuda_mlir.arg_attrs = [{}, {}], numba_cuda_mlir.orig_arg_types = [memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>]} {
      %alloca = memref.alloca() : memref<1xf32>
      %alloca_0 = memref.alloca() : memref<1xi64>
      %c128_i64 = arith.constant 128 : i64
      %cst = arith.constant 0.000000e+00 : f32
      %0 = memref.get_global @static_shared_memory_0 : memref<128xf32, #gpu.address_space<workgroup>>
      %thread_id_x = gpu.thread_id x
      %1 = arith.index_cast %thread_id_x : index to i32
      %c1_i64 = arith.constant 1 : i64
      %thread_id_x_1 = gpu.thread_id x
      %block_dim_x = gpu.block_dim x
      %block_id_x = gpu.block_id x
      %2 = arith.muli %block_id_x, %block_dim_x : index
      %3 = arith.addi %2, %thread_id_x_1 : index
      %4 = arith.index_cast %3 : index to i32
      %c0 = arith.constant 0 : index
      %dim = memref.dim %arg0, %c0 : memref<?xf32, strided<[?], offset: ?>>
      %c0_i64 = arith.constant 0 : i64
      %5 = arith.extsi %4 : i32 to i64
      %6 = arith.index_cast %dim : index to i64
      %7 = arith.cmpi slt, %5, %6 : i64
      cf.cond_br %7, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %8 = arith.index_cast %4 : i32 to index
      %c0_2 = arith.constant 0 : index
      %9 = arith.cmpi slt, %8, %c0_2 : index
      %c0_3 = arith.constant 0 : index
      %dim_4 = memref.dim %arg0, %c0_3 : memref<?xf32, strided<[?], offset: ?>>
      %10 = arith.addi %8, %dim_4 : index
      %11 = arith.select %9, %10, %8 : index
      %12 = memref.load %arg0[%11] : memref<?xf32, strided<[?], offset: ?>>
      %c0_5 = arith.constant 0 : index
      memref.store %12, %alloca[%c0_5] : memref<1xf32>
      cf.br ^bb3
    ^bb2:  // pred: ^bb0
      %cst_6 = arith.constant 0.000000e+00 : f32
      %c0_i64_7 = arith.constant 0 : i64
      %cst_8 = arith.constant 0.000000e+00 : f32
      %c0_9 = arith.constant 0 : index
      memref.store %cst_8, %alloca[%c0_9] : memref<1xf32>
      cf.br ^bb3
    ^bb3:  // 2 preds: ^bb1, ^bb2
      %13 = arith.index_cast %1 : i32 to index
      %c0_10 = arith.constant 0 : index
      %14 = arith.cmpi slt, %13, %c0_10 : index
      %c0_11 = arith.constant 0 : index
      %dim_12 = memref.dim %0, %c0_11 : memref<128xf32, #gpu.address_space<workgroup>>
      %15 = arith.addi %13, %dim_12 : index
      %16 = arith.select %14, %15, %13 : index
      %c0_13 = arith.constant 0 : index
      %17 = memref.load %alloca[%c0_13] : memref<1xf32>
      memref.store %17, %0[%16] : memref<128xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %c128_i64_14 = arith.constant 128 : i64
      %c2_i64 = arith.constant 2 : i64
      %18 = arith.floordivsi %c128_i64_14, %c2_i64 : i64
      %c0_15 = arith.constant 0 : index
      memref.store %18, %alloca_0[%c0_15] : memref<1xi64>
      %c0_i64_16 = arith.constant 0 : i64
      %19 = arith.cmpi sgt, %18, %c0_i64_16 : i64
      cf.cond_br %19, ^bb4, ^bb7
    ^bb4:  // 2 preds: ^bb3, ^bb6
      %c0_17 = arith.constant 0 : index
      %20 = memref.load %alloca_0[%c0_17] : memref<1xi64>
      %21 = arith.extsi %1 : i32 to i64
      %22 = arith.cmpi slt, %21, %20 : i64
      cf.cond_br %22, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %23 = arith.index_cast %1 : i32 to index
      %c0_18 = arith.constant 0 : index
      %24 = arith.cmpi slt, %23, %c0_18 : index
      %c0_19 = arith.constant 0 : index
      %dim_20 = memref.dim %0, %c0_19 : memref<128xf32, #gpu.address_space<workgroup>>
      %25 = arith.addi %23, %dim_20 : index
      %26 = arith.select %24, %25, %23 : index
      %27 = memref.load %0[%26] : memref<128xf32, #gpu.address_space<workgroup>>
      %c0_21 = arith.constant 0 : index
      %28 = memref.load %alloca_0[%c0_21] : memref<1xi64>
      %29 = arith.extsi %1 : i32 to i64
      %30 = arith.addi %29, %28 overflow<nsw> : i64
      %31 = arith.index_cast %30 : i64 to index
      %c0_22 = arith.constant 0 : index
      %32 = arith.cmpi slt, %31, %c0_22 : index
      %c0_23 = arith.constant 0 : index
      %dim_24 = memref.dim %0, %c0_23 : memref<128xf32, #gpu.address_space<workgroup>>
      %33 = arith.addi %31, %dim_24 : index
      %34 = arith.select %32, %33, %31 : index
      %35 = memref.load %0[%34] : memref<128xf32, #gpu.address_space<workgroup>>
      %36 = arith.addf %27, %35 : f32
      %37 = arith.index_cast %1 : i32 to index
      %c0_25 = arith.constant 0 : index
      %38 = arith.cmpi slt, %37, %c0_25 : index
      %c0_26 = arith.constant 0 : index
      %dim_27 = memref.dim %0, %c0_26 : memref<128xf32, #gpu.address_space<workgroup>>
      %39 = arith.addi %37, %dim_27 : index
      %40 = arith.select %38, %39, %37 : index
      memref.store %36, %0[%40] : memref<128xf32, #gpu.address_space<workgroup>>
      cf.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      gpu.barrier
      %c2_i64_28 = arith.constant 2 : i64
      %c0_29 = arith.constant 0 : index
      %41 = memref.load %alloca_0[%c0_29] : memref<1xi64>
      %42 = arith.floordivsi %41, %c2_i64_28 : i64
      %c0_30 = arith.constant 0 : index
      memref.store %42, %alloca_0[%c0_30] : memref<1xi64>
      %c0_i64_31 = arith.constant 0 : i64
      %43 = arith.cmpi sgt, %42, %c0_i64_31 : i64
      cf.cond_br %43, ^bb4, ^bb7
    ^bb7:  // 2 preds: ^bb3, ^bb6
      %c0_i64_32 = arith.constant 0 : i64
      %44 = arith.extsi %1 : i32 to i64
      %45 = arith.cmpi eq, %44, %c0_i64_32 : i64
      cf.cond_br %45, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %c0_i64_33 = arith.constant 0 : i64
      %46 = arith.index_cast %c0_i64_33 : i64 to index
      %c0_34 = arith.constant 0 : index
      %47 = arith.cmpi slt, %46, %c0_34 : index
      %c0_35 = arith.constant 0 : index
      %dim_36 = memref.dim %0, %c0_35 : memref<128xf32, #gpu.address_space<workgroup>>
      %48 = arith.addi %46, %dim_36 : index
      %49 = arith.select %47, %48, %46 : index
      %50 = memref.load %0[%49] : memref<128xf32, #gpu.address_space<workgroup>>
      %block_id_x_37 = gpu.block_id x
      %51 = arith.index_cast %block_id_x_37 : index to i32
      %52 = arith.index_cast %51 : i32 to index
      %c0_38 = arith.constant 0 : index
      %53 = arith.cmpi slt, %52, %c0_38 : index
      %c0_39 = arith.constant 0 : index
      %dim_40 = memref.dim %arg1, %c0_39 : memref<?xf32, strided<[?], offset: ?>>
      %54 = arith.addi %52, %dim_40 : index
      %55 = arith.select %53, %54, %52 : index
      memref.store %50, %arg1[%55] : memref<?xf32, strided<[?], offset: ?>>
      gpu.return
    ^bb9:  // pred: ^bb7
      gpu.return
    }
    memref.global "private" @static_shared_memory_0 : memref<128xf32, #gpu.address_space<workgroup>> {alignment = 8 : i64}
  }
}
