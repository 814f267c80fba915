// numba-cuda kernel `reduce_warp_shuffle` (bench/numba/kernels.py), compiled by numba-cuda-mlir 0.6.0
// for void(float32[::1], float32[::1]):
//   numba_cuda_mlir.compiler.compile_mlir(reduce_warp_shuffle, sig, chip="sm_90")
// = numba-cuda-mlir's MLIR before its own lowering pipeline, printed as it is, without a GPU
// (numba_cuda_mlir.tools._cached_cc = (9, 0); tools.get_cuda_runtime_version = lambda: (13, 0)).
// Command: python -m bench.numba.generate --print reduce_warp_shuffle   (every kernel, with this header:
// python -m bench.numba.generate; --check compares). Unedited: stock mlir-opt 22 reads it as it is.
// Source code of this project (MIT); numba-cuda-mlir is Apache-2.0.
module {
  gpu.module @numba_cuda_mlir_gpu_module [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx90">] attributes {numba_cuda_mlir.link_target} {
    llvm.mlir.global common @__numba_cuda_mlir_error_code(0 : i32) {addr_space = 0 : i32} : i32
    gpu.func @_Z19reduce_warp_shuffle5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: memref<?xf32, strided<[?], offset: ?>>) kernel attributes {llvm.emit_c_interface, numba_cuda_mlir.arg_attrs = [{}, {}], numba_cuda_mlir.orig_arg_types = [memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>]} {
      %alloca = memref.alloca() : memref<1xf32>
      %alloca_0 = memref.alloca() : memref<1xf32>
      %alloca_1 = memref.alloca() : memref<1xf32>
      %alloca_2 = memref.alloca() : memref<1xi64>
      %alloca_3 = memref.alloca() : memref<1xf32>
      %alloca_4 = memref.alloca() : memref<1xf32>
      %alloca_5 = memref.alloca() : memref<1xf32>
      %alloca_6 = memref.alloca() : memref<1xi64>
      %c32_i64 = arith.constant 32 : i64
      %cst = arith.constant 0.000000e+00 : f32
      %0 = memref.get_global @static_shared_memory_0 : memref<32xf32, #gpu.address_space<workgroup>>
      %thread_id_x = gpu.thread_id x
      %1 = arith.index_cast %thread_id_x : index to i32
      %c32_i64_7 = arith.constant 32 : i64
      %2 = arith.extsi %1 : i32 to i64
      %3 = arith.remsi %2, %c32_i64_7 : i64
      %c0_i64 = arith.constant 0 : i64
      %4 = arith.xori %3, %c32_i64_7 : i64
      %5 = arith.cmpi slt, %4, %c0_i64 : i64
      %6 = arith.cmpi ne, %3, %c0_i64 : i64
      %7 = arith.andi %5, %6 : i1
      %8 = arith.select %7, %c32_i64_7, %c0_i64 : i64
      %9 = arith.addi %3, %8 : i64
      %c32_i64_8 = arith.constant 32 : i64
      %10 = arith.extsi %1 : i32 to i64
      %11 = arith.floordivsi %10, %c32_i64_8 : i64
      %c1_i64 = arith.constant 1 : i64
      %thread_id_x_9 = gpu.thread_id x
      %block_dim_x = gpu.block_dim x
      %block_id_x = gpu.block_id x
      %12 = arith.muli %block_id_x, %block_dim_x : index
      %13 = arith.addi %12, %thread_id_x_9 : index
      %14 = arith.index_cast %13 : index to i32
      %c0 = arith.constant 0 : index
      %dim = memref.dim %arg0, %c0 : memref<?xf32, strided<[?], offset: ?>>
      %c0_i64_10 = arith.constant 0 : i64
      %15 = arith.extsi %14 : i32 to i64
      %16 = arith.index_cast %dim : index to i64
      %17 = arith.cmpi slt, %15, %16 : i64
      cf.cond_br %17, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %18 = arith.index_cast %14 : i32 to index
      %c0_11 = arith.constant 0 : index
      %19 = arith.cmpi slt, %18, %c0_11 : index
      %c0_12 = arith.constant 0 : index
      %dim_13 = memref.dim %arg0, %c0_12 : memref<?xf32, strided<[?], offset: ?>>
      %20 = arith.addi %18, %dim_13 : index
      %21 = arith.select %19, %20, %18 : index
      %22 = memref.load %arg0[%21] : memref<?xf32, strided<[?], offset: ?>>
      %c0_14 = arith.constant 0 : index
      memref.store %22, %alloca[%c0_14] : memref<1xf32>
      cf.br ^bb3
    ^bb2:  // pred: ^bb0
      %cst_15 = arith.constant 0.000000e+00 : f32
      %c0_i64_16 = arith.constant 0 : i64
      %cst_17 = arith.constant 0.000000e+00 : f32
      %c0_18 = arith.constant 0 : index
      memref.store %cst_17, %alloca[%c0_18] : memref<1xf32>
      cf.br ^bb3
    ^bb3:  // 2 preds: ^bb1, ^bb2
      %c0_19 = arith.constant 0 : index
      %23 = memref.load %alloca[%c0_19] : memref<1xf32>
      %c0_20 = arith.constant 0 : index
      memref.store %23, %alloca_0[%c0_20] : memref<1xf32>
      %c0_21 = arith.constant 0 : index
      memref.store %23, %alloca_1[%c0_21] : memref<1xf32>
      %c32_i64_22 = arith.constant 32 : i64
      %c2_i64 = arith.constant 2 : i64
      %24 = arith.floordivsi %c32_i64_22, %c2_i64 : i64
      %c0_23 = arith.constant 0 : index
      memref.store %24, %alloca_2[%c0_23] : memref<1xi64>
      %c0_i64_24 = arith.constant 0 : i64
      %25 = arith.cmpi sgt, %24, %c0_i64_24 : i64
      cf.cond_br %25, ^bb4, ^bb5
    ^bb4:  // 2 preds: ^bb3, ^bb4
      %c4294967295_i64 = arith.constant 4294967295 : i64
      %c0_25 = arith.constant 0 : index
      %26 = memref.load %alloca_1[%c0_25] : memref<1xf32>
      %c0_26 = arith.constant 0 : index
      %27 = memref.load %alloca_2[%c0_26] : memref<1xi64>
      %28 = arith.trunci %c4294967295_i64 : i64 to i32
      %29 = arith.trunci %27 : i64 to i32
      %c31_i32 = arith.constant 31 : i32
      %30 = nvvm.shfl.sync down %28, %26, %29, %c31_i32 : f32 -> f32
      %c0_27 = arith.constant 0 : index
      %31 = memref.load %alloca_1[%c0_27] : memref<1xf32>
      %32 = arith.addf %31, %30 : f32
      %c0_28 = arith.constant 0 : index
      memref.store %32, %alloca_0[%c0_28] : memref<1xf32>
      %c0_29 = arith.constant 0 : index
      memref.store %32, %alloca_1[%c0_29] : memref<1xf32>
      %c2_i64_30 = arith.constant 2 : i64
      %c0_31 = arith.constant 0 : index
      %33 = memref.load %alloca_2[%c0_31] : memref<1xi64>
      %34 = arith.floordivsi %33, %c2_i64_30 : i64
      %c0_32 = arith.constant 0 : index
      memref.store %34, %alloca_2[%c0_32] : memref<1xi64>
      %c0_i64_33 = arith.constant 0 : i64
      %35 = arith.cmpi sgt, %34, %c0_i64_33 : i64
      cf.cond_br %35, ^bb4, ^bb5
    ^bb5:  // 2 preds: ^bb3, ^bb4
      %c0_i64_34 = arith.constant 0 : i64
      %36 = arith.cmpi eq, %9, %c0_i64_34 : i64
      cf.cond_br %36, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %37 = arith.index_cast %11 : i64 to index
      %c0_35 = arith.constant 0 : index
      %38 = arith.cmpi slt, %37, %c0_35 : index
      %c0_36 = arith.constant 0 : index
      %dim_37 = memref.dim %0, %c0_36 : memref<32xf32, #gpu.address_space<workgroup>>
      %39 = arith.addi %37, %dim_37 : index
      %40 = arith.select %38, %39, %37 : index
      %c0_38 = arith.constant 0 : index
      %41 = memref.load %alloca_0[%c0_38] : memref<1xf32>
      memref.store %41, %0[%40] : memref<32xf32, #gpu.address_space<workgroup>>
      cf.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      gpu.barrier
      %c0_i64_39 = arith.constant 0 : i64
      %42 = arith.cmpi eq, %11, %c0_i64_39 : i64
      cf.cond_br %42, ^bb8, ^bb15
    ^bb8:  // pred: ^bb7
      %block_dim_x_40 = gpu.block_dim x
      %43 = arith.index_cast %block_dim_x_40 : index to i32
      %c32_i64_41 = arith.constant 32 : i64
      %44 = arith.extsi %43 : i32 to i64
      %45 = arith.floordivsi %44, %c32_i64_41 : i64
      %46 = arith.cmpi slt, %9, %45 : i64
      cf.cond_br %46, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %47 = arith.index_cast %9 : i64 to index
      %c0_42 = arith.constant 0 : index
      %48 = arith.cmpi slt, %47, %c0_42 : index
      %c0_43 = arith.constant 0 : index
      %dim_44 = memref.dim %0, %c0_43 : memref<32xf32, #gpu.address_space<workgroup>>
      %49 = arith.addi %47, %dim_44 : index
      %50 = arith.select %48, %49, %47 : index
      %51 = memref.load %0[%50] : memref<32xf32, #gpu.address_space<workgroup>>
      %c0_45 = arith.constant 0 : index
      memref.store %51, %alloca_3[%c0_45] : memref<1xf32>
      cf.br ^bb11
    ^bb10:  // pred: ^bb8
      %cst_46 = arith.constant 0.000000e+00 : f32
      %c0_i64_47 = arith.constant 0 : i64
      %cst_48 = arith.constant 0.000000e+00 : f32
      %c0_49 = arith.constant 0 : index
      memref.store %cst_48, %alloca_3[%c0_49] : memref<1xf32>
      cf.br ^bb11
    ^bb11:  // 2 preds: ^bb9, ^bb10
      %c0_50 = arith.constant 0 : index
      %52 = memref.load %alloca_3[%c0_50] : memref<1xf32>
      %c0_51 = arith.constant 0 : index
      memref.store %52, %alloca_4[%c0_51] : memref<1xf32>
      %c0_52 = arith.constant 0 : index
      memref.store %52, %alloca_5[%c0_52] : memref<1xf32>
      %c32_i64_53 = arith.constant 32 : i64
      %c2_i64_54 = arith.constant 2 : i64
      %53 = arith.floordivsi %c32_i64_53, %c2_i64_54 : i64
      %c0_55 = arith.constant 0 : index
      memref.store %53, %alloca_6[%c0_55] : memref<1xi64>
      %c0_i64_56 = arith.constant 0 : i64
      %54 = arith.cmpi sgt, %53, %c0_i64_56 : i64
      cf.cond_br %54, ^bb12, ^bb13
    ^bb12:  // 2 preds: ^bb11, ^bb12
      %c4294967295_i64_57 = arith.constant 4294967295 : i64
      %c0_58 = arith.constant 0 : index
      %55 = memref.load %alloca_5[%c0_58] : memref<1xf32>
      %c0_59 = arith.constant 0 : index
      %56 = memref.load %alloca_6[%c0_59] : memref<1xi64>
      %57 = arith.trunci %c4294967295_i64_57 : i64 to i32
      %58 = arith.trunci %56 : i64 to i32
      %c31_i32_60 = arith.constant 31 : i32
      %59 = nvvm.shfl.sync down %57, %55, %58, %c31_i32_60 : f32 -> f32
      %c0_61 = arith.constant 0 : index
      %60 = memref.load %alloca_5[%c0_61] : memref<1xf32>
      %61 = arith.addf %60, %59 : f32
      %c0_62 = arith.constant 0 : index
      memref.store %61, %alloca_4[%c0_62] : memref<1xf32>
      %c0_63 = arith.constant 0 : index
      memref.store %61, %alloca_5[%c0_63] : memref<1xf32>
      %c2_i64_64 = arith.constant 2 : i64
      %c0_65 = arith.constant 0 : index
      %62 = memref.load %alloca_6[%c0_65] : memref<1xi64>
      %63 = arith.floordivsi %62, %c2_i64_64 : i64
      %c0_66 = arith.constant 0 : index
      memref.store %63, %alloca_6[%c0_66] : memref<1xi64>
      %c0_i64_67 = arith.constant 0 : i64
      %64 = arith.cmpi sgt, %63, %c0_i64_67 : i64
      cf.cond_br %64, ^bb12, ^bb13
    ^bb13:  // 2 preds: ^bb11, ^bb12
      %c0_i64_68 = arith.constant 0 : i64
      %65 = arith.cmpi eq, %9, %c0_i64_68 : i64
      cf.cond_br %65, ^bb14, ^bb16
    ^bb14:  // pred: ^bb13
      %block_id_x_69 = gpu.block_id x
      %66 = arith.index_cast %block_id_x_69 : index to i32
      %67 = arith.index_cast %66 : i32 to index
      %c0_70 = arith.constant 0 : index
      %68 = arith.cmpi slt, %67, %c0_70 : index
      %c0_71 = arith.constant 0 : index
      %dim_72 = memref.dim %arg1, %c0_71 : memref<?xf32, strided<[?], offset: ?>>
      %69 = arith.addi %67, %dim_72 : index
      %70 = arith.select %68, %69, %67 : index
      %c0_73 = arith.constant 0 : index
      %71 = memref.load %alloca_4[%c0_73] : memref<1xf32>
      memref.store %71, %arg1[%70] : memref<?xf32, strided<[?], offset: ?>>
      gpu.return
    ^bb15:  // pred: ^bb7
      gpu.return
    ^bb16:  // pred: ^bb13
      gpu.return
    }
    memref.global "private" @static_shared_memory_0 : memref<32xf32, #gpu.address_space<workgroup>> {alignment = 8 : i64}
  }
}
