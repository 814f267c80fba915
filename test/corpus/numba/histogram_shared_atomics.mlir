// numba-cuda kernel `histogram_shared_atomics` (bench/numba/kernels.py), compiled by numba-cuda-mlir 0.6.0
// for void(uint8[::1], int32[::1]):
//   numba_cuda_mlir.compiler.compile_mlir(histogram_shared_atomics, sig, chip="sm_90")
// = numba-cuda-mlir's MLIR before its own lowering pipeline, printed as it is, without a GPU
// (numba_cuda_mlir.tools._cached_cc = (9, 0); tools.get_cuda_runtime_version = lambda: (13, 0)).
// Command: python -m bench.numba.generate --print histogram_shared_atomics   (every kernel, with this header:
// python -m bench.numba.generate; --check compares). Unedited: stock mlir-opt 22 reads it as it is.
// Source code of this project (MIT); numba-cuda-mlir is Apache-2.0.
module {
  gpu.module @numba_cuda_mlir_gpu_module [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx90">] attributes {numba_cuda_mlir.link_target} {
    llvm.mlir.global common @__numba_cuda_mlir_error_code(0 : i32) {addr_space = 0 : i32} : i32
    gpu.func @_Z24histogram_shared_atomics5ArrayIhLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE(%arg0: memref<?xi8, strided<[?], offset: ?>>, %arg1: memref<?xi32, strided<[?], offset: ?>>) kernel attributes {llvm.emit_c_interface, numba_cuda_mlir.arg_attrs = [{}, {}], numba_cuda_mlir.orig_arg_types = [memref<?xi8, strided<[?], offset: ?>>, memref<?xi32, strided<[?], offset: ?>>]} {
      %alloca = memref.alloca() : memref<1xi64>
      %c256_i64 = arith.constant 256 : i64
      %c0_i32 = arith.constant 0 : i32
      %0 = memref.get_global @static_shared_memory_0 : memref<256xi32, #gpu.address_space<workgroup>>
      %thread_id_x = gpu.thread_id x
      %1 = arith.index_cast %thread_id_x : index to i32
      %c256_i64_0 = arith.constant 256 : i64
      %block_dim_x = gpu.block_dim x
      %2 = arith.index_cast %block_dim_x : index to i32
      %alloca_1 = memref.alloca() : memref<5xi64>
      %3 = arith.extsi %1 : i32 to i64
      %4 = arith.extsi %2 : i32 to i64
      %c0_i64 = arith.constant 0 : i64
      %c1_i64 = arith.constant 1 : i64
      %c0 = arith.constant 0 : index
      memref.store %3, %alloca_1[%c0] : memref<5xi64>
      %c1 = arith.constant 1 : index
      memref.store %c256_i64_0, %alloca_1[%c1] : memref<5xi64>
      %c2 = arith.constant 2 : index
      memref.store %4, %alloca_1[%c2] : memref<5xi64>
      %5 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %6 = arith.cmpi eq, %4, %c0_i64 : i64
      scf.if %6 {
        %123 = llvm.mlir.constant(0 : i32) : i32
        %124 = llvm.mlir.constant(5 : i32) : i32
        %125 = llvm.cmpxchg %5, %123, %124 monotonic monotonic : !llvm.ptr, i32
      }
      %c0_i64_2 = arith.constant 0 : i64
      %c1_i64_3 = arith.constant 1 : i64
      %7 = arith.subi %c256_i64_0, %3 : i64
      %8 = arith.subi %c0_i64_2, %7 : i64
      %9 = arith.subi %c0_i64_2, %4 : i64
      %10 = arith.cmpi sgt, %4, %c0_i64_2 : i64
      %11 = arith.subi %4, %c1_i64_3 : i64
      %12 = arith.addi %7, %11 : i64
      %13 = arith.divui %12, %4 : i64
      %14 = arith.cmpi sgt, %7, %c0_i64_2 : i64
      %15 = arith.select %14, %13, %c0_i64_2 : i64
      %16 = arith.subi %9, %c1_i64_3 : i64
      %17 = arith.addi %8, %16 : i64
      %18 = arith.divui %17, %9 : i64
      %19 = arith.cmpi sgt, %8, %c0_i64_2 : i64
      %20 = arith.select %19, %18, %c0_i64_2 : i64
      %21 = arith.select %10, %15, %20 : i64
      %c3 = arith.constant 3 : index
      memref.store %21, %alloca_1[%c3] : memref<5xi64>
      %c4 = arith.constant 4 : index
      memref.store %3, %alloca_1[%c4] : memref<5xi64>
      %alloca_4 = memref.alloca() : memref<5xi64>
      cf.br ^bb1
    ^bb1:  // 2 preds: ^bb0, ^bb2
      %c0_i64_5 = arith.constant 0 : i64
      %c1_i64_6 = arith.constant 1 : i64
      %c3_7 = arith.constant 3 : index
      %22 = memref.load %alloca_1[%c3_7] : memref<5xi64>
      %23 = arith.cmpi sgt, %22, %c0_i64_5 : i64
      %c4_8 = arith.constant 4 : index
      %24 = memref.load %alloca_1[%c4_8] : memref<5xi64>
      %25 = arith.subi %22, %c1_i64_6 : i64
      %c2_9 = arith.constant 2 : index
      %26 = memref.load %alloca_1[%c2_9] : memref<5xi64>
      %27 = arith.addi %24, %26 : i64
      %28 = arith.select %23, %25, %22 : i64
      %29 = arith.select %23, %27, %24 : i64
      %c3_10 = arith.constant 3 : index
      memref.store %28, %alloca_1[%c3_10] : memref<5xi64>
      %c4_11 = arith.constant 4 : index
      memref.store %29, %alloca_1[%c4_11] : memref<5xi64>
      %alloca_12 = memref.alloca() : memref<2xi64>
      %c0_13 = arith.constant 0 : index
      memref.store %24, %alloca_12[%c0_13] : memref<2xi64>
      %30 = arith.extui %23 : i1 to i64
      %c1_14 = arith.constant 1 : index
      memref.store %30, %alloca_12[%c1_14] : memref<2xi64>
      %c0_15 = arith.constant 0 : index
      %31 = memref.load %alloca_12[%c0_15] : memref<2xi64>
      %c1_16 = arith.constant 1 : index
      %32 = memref.load %alloca_12[%c1_16] : memref<2xi64>
      %c0_i64_17 = arith.constant 0 : i64
      %33 = arith.cmpi ne, %32, %c0_i64_17 : i64
      cf.cond_br %33, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %c0_i64_18 = arith.constant 0 : i64
      %34 = arith.index_cast %31 : i64 to index
      %c0_19 = arith.constant 0 : index
      %35 = arith.cmpi slt, %34, %c0_19 : index
      %c0_20 = arith.constant 0 : index
      %dim = memref.dim %0, %c0_20 : memref<256xi32, #gpu.address_space<workgroup>>
      %36 = arith.addi %34, %dim : index
      %37 = arith.select %35, %36, %34 : index
      %38 = arith.trunci %c0_i64_18 : i64 to i32
      memref.store %38, %0[%37] : memref<256xi32, #gpu.address_space<workgroup>>
      cf.br ^bb1
    ^bb3:  // pred: ^bb1
      gpu.barrier
      %c1_i64_21 = arith.constant 1 : i64
      %thread_id_x_22 = gpu.thread_id x
      %block_dim_x_23 = gpu.block_dim x
      %block_id_x = gpu.block_id x
      %39 = arith.muli %block_id_x, %block_dim_x_23 : index
      %40 = arith.addi %39, %thread_id_x_22 : index
      %41 = arith.index_cast %40 : index to i32
      %42 = arith.extsi %41 : i32 to i64
      %c0_24 = arith.constant 0 : index
      memref.store %42, %alloca[%c0_24] : memref<1xi64>
      %c1_i64_25 = arith.constant 1 : i64
      %grid_dim_x = gpu.grid_dim x
      %block_dim_x_26 = gpu.block_dim x
      %43 = arith.muli %grid_dim_x, %block_dim_x_26 : index
      %44 = arith.index_cast %43 : index to i32
      %c0_27 = arith.constant 0 : index
      %dim_28 = memref.dim %arg0, %c0_27 : memref<?xi8, strided<[?], offset: ?>>
      %c0_i64_29 = arith.constant 0 : i64
      %45 = arith.extsi %41 : i32 to i64
      %46 = arith.index_cast %dim_28 : index to i64
      %47 = arith.cmpi slt, %45, %46 : i64
      cf.cond_br %47, ^bb4, ^bb5
    ^bb4:  // 2 preds: ^bb3, ^bb4
      %c0_30 = arith.constant 0 : index
      %48 = memref.load %alloca[%c0_30] : memref<1xi64>
      %49 = arith.index_cast %48 : i64 to index
      %c0_31 = arith.constant 0 : index
      %50 = arith.cmpi slt, %49, %c0_31 : index
      %c0_32 = arith.constant 0 : index
      %dim_33 = memref.dim %arg0, %c0_32 : memref<?xi8, strided<[?], offset: ?>>
      %51 = arith.addi %49, %dim_33 : index
      %52 = arith.select %50, %51, %49 : index
      %53 = memref.load %arg0[%52] : memref<?xi8, strided<[?], offset: ?>>
      %c1_i64_34 = arith.constant 1 : i64
      %54 = arith.trunci %c1_i64_34 : i64 to i32
      %55 = arith.index_cast %53 : i8 to index
      %memspacecast = memref.memory_space_cast %0 : memref<256xi32, #gpu.address_space<workgroup>> to memref<256xi32>
      %56 = builtin.unrealized_conversion_cast %memspacecast : memref<256xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
      %57 = llvm.extractvalue %56[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %58 = llvm.extractvalue %56[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %c4_i64 = arith.constant 4 : i64
      %59 = arith.muli %58, %c4_i64 : i64
      %60 = llvm.getelementptr %57[%59] : (!llvm.ptr, i64) -> !llvm.ptr, i8
      %61 = llvm.addrspacecast %60 : !llvm.ptr to !llvm.ptr<3>
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0 : memref<256xi32, #gpu.address_space<workgroup>> -> memref<i32, #gpu.address_space<workgroup>>, index, index, index
      %c0_i64_35 = arith.constant 0 : i64
      %62 = arith.index_cast %55 : index to i64
      %63 = arith.index_cast %strides : index to i64
      %64 = arith.muli %62, %63 : i64
      %65 = arith.addi %c0_i64_35, %64 : i64
      %66 = llvm.getelementptr %61[%65] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      %67 = llvm.atomicrmw add %66, %54 monotonic : !llvm.ptr<3>, i32
      %c0_36 = arith.constant 0 : index
      %68 = memref.load %alloca[%c0_36] : memref<1xi64>
      %69 = arith.extsi %44 : i32 to i64
      %70 = arith.addi %68, %69 overflow<nsw> : i64
      %c0_37 = arith.constant 0 : index
      memref.store %70, %alloca[%c0_37] : memref<1xi64>
      %c0_38 = arith.constant 0 : index
      %dim_39 = memref.dim %arg0, %c0_38 : memref<?xi8, strided<[?], offset: ?>>
      %c0_i64_40 = arith.constant 0 : i64
      %71 = arith.index_cast %dim_39 : index to i64
      %72 = arith.cmpi slt, %70, %71 : i64
      cf.cond_br %72, ^bb4, ^bb5
    ^bb5:  // 2 preds: ^bb3, ^bb4
      gpu.barrier
      %c256_i64_41 = arith.constant 256 : i64
      %block_dim_x_42 = gpu.block_dim x
      %73 = arith.index_cast %block_dim_x_42 : index to i32
      %74 = arith.extsi %1 : i32 to i64
      %75 = arith.extsi %73 : i32 to i64
      %c0_i64_43 = arith.constant 0 : i64
      %c1_i64_44 = arith.constant 1 : i64
      %c0_45 = arith.constant 0 : index
      memref.store %74, %alloca_4[%c0_45] : memref<5xi64>
      %c1_46 = arith.constant 1 : index
      memref.store %c256_i64_41, %alloca_4[%c1_46] : memref<5xi64>
      %c2_47 = arith.constant 2 : index
      memref.store %75, %alloca_4[%c2_47] : memref<5xi64>
      %76 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %77 = arith.cmpi eq, %75, %c0_i64_43 : i64
      scf.if %77 {
        %123 = llvm.mlir.constant(0 : i32) : i32
        %124 = llvm.mlir.constant(5 : i32) : i32
        %125 = llvm.cmpxchg %76, %123, %124 monotonic monotonic : !llvm.ptr, i32
      }
      %c0_i64_48 = arith.constant 0 : i64
      %c1_i64_49 = arith.constant 1 : i64
      %78 = arith.subi %c256_i64_41, %74 : i64
      %79 = arith.subi %c0_i64_48, %78 : i64
      %80 = arith.subi %c0_i64_48, %75 : i64
      %81 = arith.cmpi sgt, %75, %c0_i64_48 : i64
      %82 = arith.subi %75, %c1_i64_49 : i64
      %83 = arith.addi %78, %82 : i64
      %84 = arith.divui %83, %75 : i64
      %85 = arith.cmpi sgt, %78, %c0_i64_48 : i64
      %86 = arith.select %85, %84, %c0_i64_48 : i64
      %87 = arith.subi %80, %c1_i64_49 : i64
      %88 = arith.addi %79, %87 : i64
      %89 = arith.divui %88, %80 : i64
      %90 = arith.cmpi sgt, %79, %c0_i64_48 : i64
      %91 = arith.select %90, %89, %c0_i64_48 : i64
      %92 = arith.select %81, %86, %91 : i64
      %c3_50 = arith.constant 3 : index
      memref.store %92, %alloca_4[%c3_50] : memref<5xi64>
      %c4_51 = arith.constant 4 : index
      memref.store %74, %alloca_4[%c4_51] : memref<5xi64>
      cf.br ^bb6
    ^bb6:  // 2 preds: ^bb5, ^bb7
      %c0_i64_52 = arith.constant 0 : i64
      %c1_i64_53 = arith.constant 1 : i64
      %c3_54 = arith.constant 3 : index
      %93 = memref.load %alloca_4[%c3_54] : memref<5xi64>
      %94 = arith.cmpi sgt, %93, %c0_i64_52 : i64
      %c4_55 = arith.constant 4 : index
      %95 = memref.load %alloca_4[%c4_55] : memref<5xi64>
      %96 = arith.subi %93, %c1_i64_53 : i64
      %c2_56 = arith.constant 2 : index
      %97 = memref.load %alloca_4[%c2_56] : memref<5xi64>
      %98 = arith.addi %95, %97 : i64
      %99 = arith.select %94, %96, %93 : i64
      %100 = arith.select %94, %98, %95 : i64
      %c3_57 = arith.constant 3 : index
      memref.store %99, %alloca_4[%c3_57] : memref<5xi64>
      %c4_58 = arith.constant 4 : index
      memref.store %100, %alloca_4[%c4_58] : memref<5xi64>
      %alloca_59 = memref.alloca() : memref<2xi64>
      %c0_60 = arith.constant 0 : index
      memref.store %95, %alloca_59[%c0_60] : memref<2xi64>
      %101 = arith.extui %94 : i1 to i64
      %c1_61 = arith.constant 1 : index
      memref.store %101, %alloca_59[%c1_61] : memref<2xi64>
      %c0_62 = arith.constant 0 : index
      %102 = memref.load %alloca_59[%c0_62] : memref<2xi64>
      %c1_63 = arith.constant 1 : index
      %103 = memref.load %alloca_59[%c1_63] : memref<2xi64>
      %c0_i64_64 = arith.constant 0 : i64
      %104 = arith.cmpi ne, %103, %c0_i64_64 : i64
      cf.cond_br %104, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %105 = arith.index_cast %102 : i64 to index
      %c0_65 = arith.constant 0 : index
      %106 = arith.cmpi slt, %105, %c0_65 : index
      %c0_66 = arith.constant 0 : index
      %dim_67 = memref.dim %0, %c0_66 : memref<256xi32, #gpu.address_space<workgroup>>
      %107 = arith.addi %105, %dim_67 : index
      %108 = arith.select %106, %107, %105 : index
      %109 = memref.load %0[%108] : memref<256xi32, #gpu.address_space<workgroup>>
      %110 = arith.index_cast %102 : i64 to index
      %111 = builtin.unrealized_conversion_cast %arg1 : memref<?xi32, strided<[?], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
      %112 = llvm.extractvalue %111[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %113 = llvm.extractvalue %111[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %c4_i64_68 = arith.constant 4 : i64
      %114 = arith.muli %113, %c4_i64_68 : i64
      %115 = llvm.getelementptr %112[%114] : (!llvm.ptr, i64) -> !llvm.ptr, i8
      %116 = llvm.addrspacecast %115 : !llvm.ptr to !llvm.ptr<1>
      %base_buffer_69, %offset_70, %sizes_71, %strides_72 = memref.extract_strided_metadata %arg1 : memref<?xi32, strided<[?], offset: ?>> -> memref<i32>, index, index, index
      %c0_i64_73 = arith.constant 0 : i64
      %117 = arith.index_cast %110 : index to i64
      %118 = arith.index_cast %strides_72 : index to i64
      %119 = arith.muli %117, %118 : i64
      %120 = arith.addi %c0_i64_73, %119 : i64
      %121 = llvm.getelementptr %116[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %122 = llvm.atomicrmw add %121, %109 monotonic : !llvm.ptr<1>, i32
      cf.br ^bb6
    ^bb8:  // pred: ^bb6
      gpu.return
    }
    memref.global "private" @static_shared_memory_0 : memref<256xi32, #gpu.address_space<workgroup>> {alignment = 8 : i64}
  }
}
