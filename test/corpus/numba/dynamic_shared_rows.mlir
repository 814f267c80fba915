// numba-cuda kernel `dynamic_shared_rows` (bench/numba/kernels.py), compiled by numba-cuda-mlir 0.6.0
// for void(float32[:, ::1], float32[::1]):
//   numba_cuda_mlir.compiler.compile_mlir(dynamic_shared_rows, sig, chip="sm_90")
// = numba-cuda-mlir's MLIR before its own lowering pipeline, printed as it is, without a GPU
// (numba_cuda_mlir.tools._cached_cc = (9, 0); tools.get_cuda_runtime_version = lambda: (13, 0)).
// Command: python -m bench.numba.generate --print dynamic_shared_rows   (every kernel, with this header:
// python -m bench.numba.generate; --check compares). Unedited: stock mlir-opt 22 reads it as it is.
// Source code of this project (MIT); numba-cuda-mlir is Apache-2.0.
module {
  gpu.module @numba_cuda_mlir_gpu_module [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx90">] attributes {numba_cuda_mlir.link_target} {
    llvm.mlir.global common @__numba_cuda_mlir_error_code(0 : i32) {addr_space = 0 : i32} : i32
    gpu.func @_Z19dynamic_shared_rows5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: memref<?xf32, strided<[?], offset: ?>>) kernel attributes {llvm.emit_c_interface, numba_cuda_mlir.arg_attrs = [{}, {}], numba_cuda_mlir.orig_arg_types = [memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>]} {
      %alloca = memref.alloca() : memref<1xindex>
      %c0 = arith.constant 0 : index
      %c0_0 = arith.constant 0 : index
      memref.store %c0, %alloca[%c0_0] : memref<1xindex>
      %0 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %alloca_1 = memref.alloca() : memref<1xf32>
      %alloca_2 = memref.alloca() : memref<1xf32>
      %c0_i64 = arith.constant 0 : i64
      %cst = arith.constant 0.000000e+00 : f32
      %1 = arith.index_cast %c0_i64 : i64 to index
      %c4 = arith.constant 4 : index
      %c0_3 = arith.constant 0 : index
      %2 = memref.load %alloca[%c0_3] : memref<1xindex>
      %c0_4 = arith.constant 0 : index
      %dim = memref.dim %0, %c0_4 : memref<?xi8, #gpu.address_space<workgroup>>
      %3 = arith.subi %dim, %2 : index
      %4 = arith.divui %3, %c4 : index
      %view = memref.view %0[%2][%4] : memref<?xi8, #gpu.address_space<workgroup>> to memref<?xf32, #gpu.address_space<workgroup>>
      %c0_5 = arith.constant 0 : index
      %5 = memref.load %alloca[%c0_5] : memref<1xindex>
      %c0_6 = arith.constant 0 : index
      memref.store %dim, %alloca[%c0_6] : memref<1xindex>
      %block_id_x = gpu.block_id x
      %6 = arith.index_cast %block_id_x : index to i32
      %thread_id_x = gpu.thread_id x
      %7 = arith.index_cast %thread_id_x : index to i32
      %cst_7 = arith.constant 0.000000e+00 : f32
      %c0_i64_8 = arith.constant 0 : i64
      %cst_9 = arith.constant 0.000000e+00 : f32
      %c0_10 = arith.constant 0 : index
      memref.store %cst_9, %alloca_1[%c0_10] : memref<1xf32>
      %c0_11 = arith.constant 0 : index
      %dim_12 = memref.dim %arg0, %c0_11 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1 = arith.constant 1 : index
      %dim_13 = memref.dim %arg0, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_i64 = arith.constant 1 : i64
      %block_dim_x = gpu.block_dim x
      %8 = arith.index_cast %block_dim_x : index to i32
      %9 = arith.index_cast %dim_13 : index to i64
      %alloca_14 = memref.alloca() : memref<5xi64>
      %10 = arith.extsi %7 : i32 to i64
      %11 = arith.extsi %8 : i32 to i64
      %c0_i64_15 = arith.constant 0 : i64
      %c1_i64_16 = arith.constant 1 : i64
      %c0_17 = arith.constant 0 : index
      memref.store %10, %alloca_14[%c0_17] : memref<5xi64>
      %c1_18 = arith.constant 1 : index
      memref.store %9, %alloca_14[%c1_18] : memref<5xi64>
      %c2 = arith.constant 2 : index
      memref.store %11, %alloca_14[%c2] : memref<5xi64>
      %12 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %13 = arith.cmpi eq, %11, %c0_i64_15 : i64
      scf.if %13 {
        %128 = llvm.mlir.constant(0 : i32) : i32
        %129 = llvm.mlir.constant(5 : i32) : i32
        %130 = llvm.cmpxchg %12, %128, %129 monotonic monotonic : !llvm.ptr, i32
      }
      %c0_i64_19 = arith.constant 0 : i64
      %c1_i64_20 = arith.constant 1 : i64
      %14 = arith.subi %9, %10 : i64
      %15 = arith.subi %c0_i64_19, %14 : i64
      %16 = arith.subi %c0_i64_19, %11 : i64
      %17 = arith.cmpi sgt, %11, %c0_i64_19 : i64
      %18 = arith.subi %11, %c1_i64_20 : i64
      %19 = arith.addi %14, %18 : i64
      %20 = arith.divui %19, %11 : i64
      %21 = arith.cmpi sgt, %14, %c0_i64_19 : i64
      %22 = arith.select %21, %20, %c0_i64_19 : i64
      %23 = arith.subi %16, %c1_i64_20 : i64
      %24 = arith.addi %15, %23 : i64
      %25 = arith.divui %24, %16 : i64
      %26 = arith.cmpi sgt, %15, %c0_i64_19 : i64
      %27 = arith.select %26, %25, %c0_i64_19 : i64
      %28 = arith.select %17, %22, %27 : i64
      %c3 = arith.constant 3 : index
      memref.store %28, %alloca_14[%c3] : memref<5xi64>
      %c4_21 = arith.constant 4 : index
      memref.store %10, %alloca_14[%c4_21] : memref<5xi64>
      %alloca_22 = memref.alloca() : memref<5xi32>
      cf.br ^bb1
    ^bb1:  // 2 preds: ^bb0, ^bb2
      %c0_i64_23 = arith.constant 0 : i64
      %c1_i64_24 = arith.constant 1 : i64
      %c3_25 = arith.constant 3 : index
      %29 = memref.load %alloca_14[%c3_25] : memref<5xi64>
      %30 = arith.cmpi sgt, %29, %c0_i64_23 : i64
      %c4_26 = arith.constant 4 : index
      %31 = memref.load %alloca_14[%c4_26] : memref<5xi64>
      %32 = arith.subi %29, %c1_i64_24 : i64
      %c2_27 = arith.constant 2 : index
      %33 = memref.load %alloca_14[%c2_27] : memref<5xi64>
      %34 = arith.addi %31, %33 : i64
      %35 = arith.select %30, %32, %29 : i64
      %36 = arith.select %30, %34, %31 : i64
      %c3_28 = arith.constant 3 : index
      memref.store %35, %alloca_14[%c3_28] : memref<5xi64>
      %c4_29 = arith.constant 4 : index
      memref.store %36, %alloca_14[%c4_29] : memref<5xi64>
      %alloca_30 = memref.alloca() : memref<2xi64>
      %c0_31 = arith.constant 0 : index
      memref.store %31, %alloca_30[%c0_31] : memref<2xi64>
      %37 = arith.extui %30 : i1 to i64
      %c1_32 = arith.constant 1 : index
      memref.store %37, %alloca_30[%c1_32] : memref<2xi64>
      %c0_33 = arith.constant 0 : index
      %38 = memref.load %alloca_30[%c0_33] : memref<2xi64>
      %c1_34 = arith.constant 1 : index
      %39 = memref.load %alloca_30[%c1_34] : memref<2xi64>
      %c0_i64_35 = arith.constant 0 : i64
      %40 = arith.cmpi ne, %39, %c0_i64_35 : i64
      cf.cond_br %40, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %41 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_36 = arith.constant 0 : index
      %c0_37 = arith.constant 0 : index
      %dim_38 = memref.dim %arg0, %c0_37 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_39 = arith.constant 1 : index
      %dim_40 = memref.dim %arg0, %c1_39 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %42 = arith.index_cast %6 : i32 to index
      %c0_41 = arith.constant 0 : index
      %43 = arith.cmpi slt, %42, %c0_41 : index
      %c0_42 = arith.constant 0 : index
      %dim_43 = memref.dim %arg0, %c0_42 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %44 = arith.addi %42, %dim_43 : index
      %45 = arith.select %43, %44, %42 : index
      %46 = arith.index_cast %38 : i64 to index
      %c0_44 = arith.constant 0 : index
      %47 = arith.cmpi slt, %46, %c0_44 : index
      %c1_45 = arith.constant 1 : index
      %dim_46 = memref.dim %arg0, %c1_45 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %48 = arith.addi %46, %dim_46 : index
      %49 = arith.select %47, %48, %46 : index
      %c0_47 = arith.constant 0 : index
      %c1_48 = arith.constant 1 : index
      %50 = memref.load %arg0[%45, %49] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c0_49 = arith.constant 0 : index
      %51 = memref.load %alloca_1[%c0_49] : memref<1xf32>
      %52 = arith.addf %51, %50 : f32
      %c0_50 = arith.constant 0 : index
      memref.store %52, %alloca_1[%c0_50] : memref<1xf32>
      cf.br ^bb1
    ^bb3:  // pred: ^bb1
      %53 = arith.index_cast %7 : i32 to index
      %c0_51 = arith.constant 0 : index
      %54 = arith.cmpi slt, %53, %c0_51 : index
      %c0_52 = arith.constant 0 : index
      %dim_53 = memref.dim %view, %c0_52 : memref<?xf32, #gpu.address_space<workgroup>>
      %55 = arith.addi %53, %dim_53 : index
      %56 = arith.select %54, %55, %53 : index
      %c0_54 = arith.constant 0 : index
      %57 = memref.load %alloca_1[%c0_54] : memref<1xf32>
      %memspacecast = memref.memory_space_cast %view : memref<?xf32, #gpu.address_space<workgroup>> to memref<?xf32>
      %58 = builtin.unrealized_conversion_cast %memspacecast : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
      %59 = llvm.extractvalue %58[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %60 = llvm.extractvalue %58[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %c4_i64 = arith.constant 4 : i64
      %61 = arith.muli %60, %c4_i64 : i64
      %62 = llvm.getelementptr %59[%61] : (!llvm.ptr, i64) -> !llvm.ptr, i8
      %63 = llvm.addrspacecast %62 : !llvm.ptr to !llvm.ptr<3>
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %view : memref<?xf32, #gpu.address_space<workgroup>> -> memref<f32, #gpu.address_space<workgroup>>, index, index, index
      %c0_i64_55 = arith.constant 0 : i64
      %64 = arith.index_cast %56 : index to i64
      %65 = arith.index_cast %strides : index to i64
      %66 = arith.muli %64, %65 : i64
      %67 = arith.addi %c0_i64_55, %66 : i64
      %68 = llvm.getelementptr %63[%67] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %57, %68 : f32, !llvm.ptr<3>
      gpu.barrier
      %c0_i64_56 = arith.constant 0 : i64
      %69 = arith.extsi %7 : i32 to i64
      %70 = arith.cmpi eq, %69, %c0_i64_56 : i64
      cf.cond_br %70, ^bb4, ^bb8
    ^bb4:  // pred: ^bb3
      %cst_57 = arith.constant 0.000000e+00 : f32
      %c0_i64_58 = arith.constant 0 : i64
      %cst_59 = arith.constant 0.000000e+00 : f32
      %c0_60 = arith.constant 0 : index
      memref.store %cst_59, %alloca_2[%c0_60] : memref<1xf32>
      %block_dim_x_61 = gpu.block_dim x
      %71 = arith.index_cast %block_dim_x_61 : index to i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32_62 = arith.constant 0 : i32
      %c1_i32_63 = arith.constant 1 : i32
      %c0_64 = arith.constant 0 : index
      memref.store %c0_i32, %alloca_22[%c0_64] : memref<5xi32>
      %c1_65 = arith.constant 1 : index
      memref.store %71, %alloca_22[%c1_65] : memref<5xi32>
      %c2_66 = arith.constant 2 : index
      memref.store %c1_i32, %alloca_22[%c2_66] : memref<5xi32>
      %72 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %73 = arith.cmpi eq, %c1_i32, %c0_i32_62 : i32
      scf.if %73 {
        %128 = llvm.mlir.constant(0 : i32) : i32
        %129 = llvm.mlir.constant(5 : i32) : i32
        %130 = llvm.cmpxchg %72, %128, %129 monotonic monotonic : !llvm.ptr, i32
      }
      %74 = arith.extsi %c0_i32 : i32 to i64
      %75 = arith.extsi %71 : i32 to i64
      %76 = arith.extsi %c1_i32 : i32 to i64
      %c0_i64_67 = arith.constant 0 : i64
      %c1_i64_68 = arith.constant 1 : i64
      %77 = arith.subi %75, %74 : i64
      %78 = arith.subi %c0_i64_67, %77 : i64
      %79 = arith.subi %c0_i64_67, %76 : i64
      %80 = arith.cmpi sgt, %76, %c0_i64_67 : i64
      %81 = arith.subi %76, %c1_i64_68 : i64
      %82 = arith.addi %77, %81 : i64
      %83 = arith.divui %82, %76 : i64
      %84 = arith.cmpi sgt, %77, %c0_i64_67 : i64
      %85 = arith.select %84, %83, %c0_i64_67 : i64
      %86 = arith.subi %79, %c1_i64_68 : i64
      %87 = arith.addi %78, %86 : i64
      %88 = arith.divui %87, %79 : i64
      %89 = arith.cmpi sgt, %78, %c0_i64_67 : i64
      %90 = arith.select %89, %88, %c0_i64_67 : i64
      %91 = arith.select %80, %85, %90 : i64
      %92 = arith.trunci %91 : i64 to i32
      %c3_69 = arith.constant 3 : index
      memref.store %92, %alloca_22[%c3_69] : memref<5xi32>
      %c4_70 = arith.constant 4 : index
      memref.store %c0_i32, %alloca_22[%c4_70] : memref<5xi32>
      cf.br ^bb5
    ^bb5:  // 2 preds: ^bb4, ^bb6
      %c0_i32_71 = arith.constant 0 : i32
      %c1_i32_72 = arith.constant 1 : i32
      %c3_73 = arith.constant 3 : index
      %93 = memref.load %alloca_22[%c3_73] : memref<5xi32>
      %94 = arith.cmpi sgt, %93, %c0_i32_71 : i32
      %c4_74 = arith.constant 4 : index
      %95 = memref.load %alloca_22[%c4_74] : memref<5xi32>
      %96 = arith.subi %93, %c1_i32_72 : i32
      %c2_75 = arith.constant 2 : index
      %97 = memref.load %alloca_22[%c2_75] : memref<5xi32>
      %98 = arith.addi %95, %97 : i32
      %99 = arith.select %94, %96, %93 : i32
      %100 = arith.select %94, %98, %95 : i32
      %c3_76 = arith.constant 3 : index
      memref.store %99, %alloca_22[%c3_76] : memref<5xi32>
      %c4_77 = arith.constant 4 : index
      memref.store %100, %alloca_22[%c4_77] : memref<5xi32>
      %alloca_78 = memref.alloca() : memref<2xi32>
      %c0_79 = arith.constant 0 : index
      memref.store %95, %alloca_78[%c0_79] : memref<2xi32>
      %101 = arith.extui %94 : i1 to i32
      %c1_80 = arith.constant 1 : index
      memref.store %101, %alloca_78[%c1_80] : memref<2xi32>
      %c0_81 = arith.constant 0 : index
      %102 = memref.load %alloca_78[%c0_81] : memref<2xi32>
      %c1_82 = arith.constant 1 : index
      %103 = memref.load %alloca_78[%c1_82] : memref<2xi32>
      %c0_i32_83 = arith.constant 0 : i32
      %104 = arith.cmpi ne, %103, %c0_i32_83 : i32
      cf.cond_br %104, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %105 = arith.index_cast %102 : i32 to index
      %c0_84 = arith.constant 0 : index
      %106 = arith.cmpi slt, %105, %c0_84 : index
      %c0_85 = arith.constant 0 : index
      %dim_86 = memref.dim %view, %c0_85 : memref<?xf32, #gpu.address_space<workgroup>>
      %107 = arith.addi %105, %dim_86 : index
      %108 = arith.select %106, %107, %105 : index
      %memspacecast_87 = memref.memory_space_cast %view : memref<?xf32, #gpu.address_space<workgroup>> to memref<?xf32>
      %109 = builtin.unrealized_conversion_cast %memspacecast_87 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
      %110 = llvm.extractvalue %109[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %111 = llvm.extractvalue %109[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %c4_i64_88 = arith.constant 4 : i64
      %112 = arith.muli %111, %c4_i64_88 : i64
      %113 = llvm.getelementptr %110[%112] : (!llvm.ptr, i64) -> !llvm.ptr, i8
      %114 = llvm.addrspacecast %113 : !llvm.ptr to !llvm.ptr<3>
      %base_buffer_89, %offset_90, %sizes_91, %strides_92 = memref.extract_strided_metadata %view : memref<?xf32, #gpu.address_space<workgroup>> -> memref<f32, #gpu.address_space<workgroup>>, index, index, index
      %c0_i64_93 = arith.constant 0 : i64
      %115 = arith.index_cast %108 : index to i64
      %116 = arith.index_cast %strides_92 : index to i64
      %117 = arith.muli %115, %116 : i64
      %118 = arith.addi %c0_i64_93, %117 : i64
      %119 = llvm.getelementptr %114[%118] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %120 = llvm.load %119 : !llvm.ptr<3> -> f32
      %c0_94 = arith.constant 0 : index
      %121 = memref.load %alloca_2[%c0_94] : memref<1xf32>
      %122 = arith.addf %121, %120 : f32
      %c0_95 = arith.constant 0 : index
      memref.store %122, %alloca_2[%c0_95] : memref<1xf32>
      cf.br ^bb5
    ^bb7:  // pred: ^bb5
      %123 = arith.index_cast %6 : i32 to index
      %c0_96 = arith.constant 0 : index
      %124 = arith.cmpi slt, %123, %c0_96 : index
      %c0_97 = arith.constant 0 : index
      %dim_98 = memref.dim %arg1, %c0_97 : memref<?xf32, strided<[?], offset: ?>>
      %125 = arith.addi %123, %dim_98 : index
      %126 = arith.select %124, %125, %123 : index
      %c0_99 = arith.constant 0 : index
      %127 = memref.load %alloca_2[%c0_99] : memref<1xf32>
      memref.store %127, %arg1[%126] : memref<?xf32, strided<[?], offset: ?>>
      gpu.return
    ^bb8:  // pred: ^bb3
      gpu.return
    }
  }
}
