module {
  gpu.module @numba_cuda_mlir_gpu_module [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx90">] attributes {numba_cuda_mlir.link_target} {
    llvm.mlir.global common @__numba_cuda_mlir_error_code(0 : i32) {addr_space = 0 : i32} : i32
    gpu.func @_Z22matmul_staged_epilogue5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg2: memref<?x?xf32, strided<[?, ?], offset: ?>>) kernel attributes {llvm.emit_c_interface, numba_cuda_mlir.arg_attrs = [{}, {}, {}], numba_cuda_mlir.orig_arg_types = [memref<?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>]} {
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
      %thread_id_x = gpu.thread_id x
      %2 = arith.index_cast %thread_id_x : index to i32
      %thread_id_y = gpu.thread_id y
      %3 = arith.index_cast %thread_id_y : index to i32
      %block_id_y = gpu.block_id y
      %4 = arith.index_cast %block_id_y : index to i32
      %c16_i64_5 = arith.constant 16 : i64
      %5 = arith.extsi %4 : i32 to i64
      %6 = arith.muli %5, %c16_i64_5 overflow<nsw> : i64
      %7 = arith.extsi %3 : i32 to i64
      %8 = arith.addi %6, %7 overflow<nsw> : i64
      %block_id_x = gpu.block_id x
      %9 = arith.index_cast %block_id_x : index to i32
      %c16_i64_6 = arith.constant 16 : i64
      %10 = arith.extsi %9 : i32 to i64
      %11 = arith.muli %10, %c16_i64_6 overflow<nsw> : i64
      %12 = arith.extsi %2 : i32 to i64
      %13 = arith.addi %11, %12 overflow<nsw> : i64
      %cst_7 = arith.constant 0.000000e+00 : f32
      %c0_i64 = arith.constant 0 : i64
      %cst_8 = arith.constant 0.000000e+00 : f32
      %c0 = arith.constant 0 : index
      memref.store %cst_8, %alloca[%c0] : memref<1xf32>
      %c0_i64_9 = arith.constant 0 : i64
      %c0_10 = arith.constant 0 : index
      %dim = memref.dim %arg0, %c0_10 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1 = arith.constant 1 : index
      %dim_11 = memref.dim %arg0, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_i64 = arith.constant 1 : i64
      %c16_i64_12 = arith.constant 16 : i64
      %14 = arith.index_cast %dim_11 : index to i64
      %alloca_13 = memref.alloca() : memref<5xi64>
      %c0_i64_14 = arith.constant 0 : i64
      %c1_i64_15 = arith.constant 1 : i64
      %c0_16 = arith.constant 0 : index
      memref.store %c0_i64_9, %alloca_13[%c0_16] : memref<5xi64>
      %c1_17 = arith.constant 1 : index
      memref.store %14, %alloca_13[%c1_17] : memref<5xi64>
      %c2 = arith.constant 2 : index
      memref.store %c16_i64_12, %alloca_13[%c2] : memref<5xi64>
      %15 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %16 = arith.cmpi eq, %c16_i64_12, %c0_i64_14 : i64
      scf.if %16 {
        %176 = llvm.mlir.constant(0 : i32) : i32
        %177 = llvm.mlir.constant(5 : i32) : i32
        %178 = llvm.cmpxchg %15, %176, %177 monotonic monotonic : !llvm.ptr, i32
      }
      %c0_i64_18 = arith.constant 0 : i64
      %c1_i64_19 = arith.constant 1 : i64
      %17 = arith.subi %14, %c0_i64_9 : i64
      %18 = arith.subi %c0_i64_18, %17 : i64
      %19 = arith.subi %c0_i64_18, %c16_i64_12 : i64
      %20 = arith.cmpi sgt, %c16_i64_12, %c0_i64_18 : i64
      %21 = arith.subi %c16_i64_12, %c1_i64_19 : i64
      %22 = arith.addi %17, %21 : i64
      %23 = arith.divui %22, %c16_i64_12 : i64
      %24 = arith.cmpi sgt, %17, %c0_i64_18 : i64
      %25 = arith.select %24, %23, %c0_i64_18 : i64
      %26 = arith.subi %19, %c1_i64_19 : i64
      %27 = arith.addi %18, %26 : i64
      %28 = arith.divui %27, %19 : i64
      %29 = arith.cmpi sgt, %18, %c0_i64_18 : i64
      %30 = arith.select %29, %28, %c0_i64_18 : i64
      %31 = arith.select %20, %25, %30 : i64
      %c3 = arith.constant 3 : index
      memref.store %31, %alloca_13[%c3] : memref<5xi64>
      %c4 = arith.constant 4 : index
      memref.store %c0_i64_9, %alloca_13[%c4] : memref<5xi64>
      %alloca_20 = memref.alloca() : memref<5xi64>
      cf.br ^bb1
    ^bb1:  // 2 preds: ^bb0, ^bb5
      %c0_i64_21 = arith.constant 0 : i64
      %c1_i64_22 = arith.constant 1 : i64
      %c3_23 = arith.constant 3 : index
      %32 = memref.load %alloca_13[%c3_23] : memref<5xi64>
      %33 = arith.cmpi sgt, %32, %c0_i64_21 : i64
      %c4_24 = arith.constant 4 : index
      %34 = memref.load %alloca_13[%c4_24] : memref<5xi64>
      %35 = arith.subi %32, %c1_i64_22 : i64
      %c2_25 = arith.constant 2 : index
      %36 = memref.load %alloca_13[%c2_25] : memref<5xi64>
      %37 = arith.addi %34, %36 : i64
      %38 = arith.select %33, %35, %32 : i64
      %39 = arith.select %33, %37, %34 : i64
      %c3_26 = arith.constant 3 : index
      memref.store %38, %alloca_13[%c3_26] : memref<5xi64>
      %c4_27 = arith.constant 4 : index
      memref.store %39, %alloca_13[%c4_27] : memref<5xi64>
      %alloca_28 = memref.alloca() : memref<2xi64>
      %c0_29 = arith.constant 0 : index
      memref.store %34, %alloca_28[%c0_29] : memref<2xi64>
      %40 = arith.extui %33 : i1 to i64
      %c1_30 = arith.constant 1 : index
      memref.store %40, %alloca_28[%c1_30] : memref<2xi64>
      %c0_31 = arith.constant 0 : index
      %41 = memref.load %alloca_28[%c0_31] : memref<2xi64>
      %c1_32 = arith.constant 1 : index
      %42 = memref.load %alloca_28[%c1_32] : memref<2xi64>
      %c0_i64_33 = arith.constant 0 : i64
      %43 = arith.cmpi ne, %42, %c0_i64_33 : i64
      cf.cond_br %43, ^bb2, ^bb6
    ^bb2:  // pred: ^bb1
      %c0_34 = arith.constant 0 : index
      %44 = memref.load %alloca[%c0_34] : memref<1xf32>
      %c0_35 = arith.constant 0 : index
      memref.store %44, %alloca_0[%c0_35] : memref<1xf32>
      %45 = arith.extsi %2 : i32 to i64
      %46 = arith.addi %41, %45 overflow<nsw> : i64
      %47 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_36 = arith.constant 0 : index
      %c0_37 = arith.constant 0 : index
      %dim_38 = memref.dim %arg0, %c0_37 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_39 = arith.constant 1 : index
      %dim_40 = memref.dim %arg0, %c1_39 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %48 = arith.index_cast %8 : i64 to index
      %c0_41 = arith.constant 0 : index
      %49 = arith.cmpi slt, %48, %c0_41 : index
      %c0_42 = arith.constant 0 : index
      %dim_43 = memref.dim %arg0, %c0_42 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %50 = arith.addi %48, %dim_43 : index
      %51 = arith.select %49, %50, %48 : index
      %52 = arith.index_cast %46 : i64 to index
      %c0_44 = arith.constant 0 : index
      %53 = arith.cmpi slt, %52, %c0_44 : index
      %c1_45 = arith.constant 1 : index
      %dim_46 = memref.dim %arg0, %c1_45 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %54 = arith.addi %52, %dim_46 : index
      %55 = arith.select %53, %54, %52 : index
      %c0_47 = arith.constant 0 : index
      %c1_48 = arith.constant 1 : index
      %56 = memref.load %arg0[%51, %55] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %57 = arith.index_cast %3 : i32 to index
      %c0_49 = arith.constant 0 : index
      %58 = arith.cmpi slt, %57, %c0_49 : index
      %c0_50 = arith.constant 0 : index
      %dim_51 = memref.dim %0, %c0_50 : memref<16x16xf32, #gpu.address_space<workgroup>>
      %59 = arith.addi %57, %dim_51 : index
      %60 = arith.select %58, %59, %57 : index
      %61 = arith.index_cast %2 : i32 to index
      %c0_52 = arith.constant 0 : index
      %62 = arith.cmpi slt, %61, %c0_52 : index
      %c1_53 = arith.constant 1 : index
      %dim_54 = memref.dim %0, %c1_53 : memref<16x16xf32, #gpu.address_space<workgroup>>
      %63 = arith.addi %61, %dim_54 : index
      %64 = arith.select %62, %63, %61 : index
      memref.store %56, %0[%60, %64] : memref<16x16xf32, #gpu.address_space<workgroup>>
      %65 = arith.extsi %3 : i32 to i64
      %66 = arith.addi %41, %65 overflow<nsw> : i64
      %67 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_55 = arith.constant 0 : index
      %c0_56 = arith.constant 0 : index
      %dim_57 = memref.dim %arg1, %c0_56 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_58 = arith.constant 1 : index
      %dim_59 = memref.dim %arg1, %c1_58 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %68 = arith.index_cast %66 : i64 to index
      %c0_60 = arith.constant 0 : index
      %69 = arith.cmpi slt, %68, %c0_60 : index
      %c0_61 = arith.constant 0 : index
      %dim_62 = memref.dim %arg1, %c0_61 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %70 = arith.addi %68, %dim_62 : index
      %71 = arith.select %69, %70, %68 : index
      %72 = arith.index_cast %13 : i64 to index
      %c0_63 = arith.constant 0 : index
      %73 = arith.cmpi slt, %72, %c0_63 : index
      %c1_64 = arith.constant 1 : index
      %dim_65 = memref.dim %arg1, %c1_64 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %74 = arith.addi %72, %dim_65 : index
      %75 = arith.select %73, %74, %72 : index
      %c0_66 = arith.constant 0 : index
      %c1_67 = arith.constant 1 : index
      %76 = memref.load %arg1[%71, %75] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %77 = arith.index_cast %3 : i32 to index
      %c0_68 = arith.constant 0 : index
      %78 = arith.cmpi slt, %77, %c0_68 : index
      %c0_69 = arith.constant 0 : index
      %dim_70 = memref.dim %1, %c0_69 : memref<16x16xf32, #gpu.address_space<workgroup>>
      %79 = arith.addi %77, %dim_70 : index
      %80 = arith.select %78, %79, %77 : index
      %81 = arith.index_cast %2 : i32 to index
      %c0_71 = arith.constant 0 : index
      %82 = arith.cmpi slt, %81, %c0_71 : index
      %c1_72 = arith.constant 1 : index
      %dim_73 = memref.dim %1, %c1_72 : memref<16x16xf32, #gpu.address_space<workgroup>>
      %83 = arith.addi %81, %dim_73 : index
      %84 = arith.select %82, %83, %81 : index
      memref.store %76, %1[%80, %84] : memref<16x16xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %c16_i64_74 = arith.constant 16 : i64
      %c0_i64_75 = arith.constant 0 : i64
      %c1_i64_76 = arith.constant 1 : i64
      %c0_i64_77 = arith.constant 0 : i64
      %c1_i64_78 = arith.constant 1 : i64
      %c0_79 = arith.constant 0 : index
      memref.store %c0_i64_75, %alloca_20[%c0_79] : memref<5xi64>
      %c1_80 = arith.constant 1 : index
      memref.store %c16_i64_74, %alloca_20[%c1_80] : memref<5xi64>
      %c2_81 = arith.constant 2 : index
      memref.store %c1_i64_76, %alloca_20[%c2_81] : memref<5xi64>
      %85 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %86 = arith.cmpi eq, %c1_i64_76, %c0_i64_77 : i64
      scf.if %86 {
        %176 = llvm.mlir.constant(0 : i32) : i32
        %177 = llvm.mlir.constant(5 : i32) : i32
        %178 = llvm.cmpxchg %85, %176, %177 monotonic monotonic : !llvm.ptr, i32
      }
      %c0_i64_82 = arith.constant 0 : i64
      %c1_i64_83 = arith.constant 1 : i64
      %87 = arith.subi %c16_i64_74, %c0_i64_75 : i64
      %88 = arith.subi %c0_i64_82, %87 : i64
      %89 = arith.subi %c0_i64_82, %c1_i64_76 : i64
      %90 = arith.cmpi sgt, %c1_i64_76, %c0_i64_82 : i64
      %91 = arith.subi %c1_i64_76, %c1_i64_83 : i64
      %92 = arith.addi %87, %91 : i64
      %93 = arith.divui %92, %c1_i64_76 : i64
      %94 = arith.cmpi sgt, %87, %c0_i64_82 : i64
      %95 = arith.select %94, %93, %c0_i64_82 : i64
      %96 = arith.subi %89, %c1_i64_83 : i64
      %97 = arith.addi %88, %96 : i64
      %98 = arith.divui %97, %89 : i64
      %99 = arith.cmpi sgt, %88, %c0_i64_82 : i64
      %100 = arith.select %99, %98, %c0_i64_82 : i64
      %101 = arith.select %90, %95, %100 : i64
      %c3_84 = arith.constant 3 : index
      memref.store %101, %alloca_20[%c3_84] : memref<5xi64>
      %c4_85 = arith.constant 4 : index
      memref.store %c0_i64_75, %alloca_20[%c4_85] : memref<5xi64>
      cf.br ^bb3
    ^bb3:  // 2 preds: ^bb2, ^bb4
      %c0_i64_86 = arith.constant 0 : i64
      %c1_i64_87 = arith.constant 1 : i64
      %c3_88 = arith.constant 3 : index
      %102 = memref.load %alloca_20[%c3_88] : memref<5xi64>
      %103 = arith.cmpi sgt, %102, %c0_i64_86 : i64
      %c4_89 = arith.constant 4 : index
      %104 = memref.load %alloca_20[%c4_89] : memref<5xi64>
      %105 = arith.subi %102, %c1_i64_87 : i64
      %c2_90 = arith.constant 2 : index
      %106 = memref.load %alloca_20[%c2_90] : memref<5xi64>
      %107 = arith.addi %104, %106 : i64
      %108 = arith.select %103, %105, %102 : i64
      %109 = arith.select %103, %107, %104 : i64
      %c3_91 = arith.constant 3 : index
      memref.store %108, %alloca_20[%c3_91] : memref<5xi64>
      %c4_92 = arith.constant 4 : index
      memref.store %109, %alloca_20[%c4_92] : memref<5xi64>
      %alloca_93 = memref.alloca() : memref<2xi64>
      %c0_94 = arith.constant 0 : index
      memref.store %104, %alloca_93[%c0_94] : memref<2xi64>
      %110 = arith.extui %103 : i1 to i64
      %c1_95 = arith.constant 1 : index
      memref.store %110, %alloca_93[%c1_95] : memref<2xi64>
      %c0_96 = arith.constant 0 : index
      %111 = memref.load %alloca_93[%c0_96] : memref<2xi64>
      %c1_97 = arith.constant 1 : index
      %112 = memref.load %alloca_93[%c1_97] : memref<2xi64>
      %c0_i64_98 = arith.constant 0 : i64
      %113 = arith.cmpi ne, %112, %c0_i64_98 : i64
      cf.cond_br %113, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %114 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_99 = arith.constant 0 : index
      %c0_100 = arith.constant 0 : index
      %dim_101 = memref.dim %0, %c0_100 : memref<16x16xf32, #gpu.address_space<workgroup>>
      %c1_102 = arith.constant 1 : index
      %dim_103 = memref.dim %0, %c1_102 : memref<16x16xf32, #gpu.address_space<workgroup>>
      %115 = arith.index_cast %3 : i32 to index
      %c0_104 = arith.constant 0 : index
      %116 = arith.cmpi slt, %115, %c0_104 : index
      %c0_105 = arith.constant 0 : index
      %dim_106 = memref.dim %0, %c0_105 : memref<16x16xf32, #gpu.address_space<workgroup>>
      %117 = arith.addi %115, %dim_106 : index
      %118 = arith.select %116, %117, %115 : index
      %119 = arith.index_cast %111 : i64 to index
      %c0_107 = arith.constant 0 : index
      %120 = arith.cmpi slt, %119, %c0_107 : index
      %c1_108 = arith.constant 1 : index
      %dim_109 = memref.dim %0, %c1_108 : memref<16x16xf32, #gpu.address_space<workgroup>>
      %121 = arith.addi %119, %dim_109 : index
      %122 = arith.select %120, %121, %119 : index
      %c0_110 = arith.constant 0 : index
      %c1_111 = arith.constant 1 : index
      %123 = memref.load %0[%118, %122] : memref<16x16xf32, #gpu.address_space<workgroup>>
      %124 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_112 = arith.constant 0 : index
      %c0_113 = arith.constant 0 : index
      %dim_114 = memref.dim %1, %c0_113 : memref<16x16xf32, #gpu.address_space<workgroup>>
      %c1_115 = arith.constant 1 : index
      %dim_116 = memref.dim %1, %c1_115 : memref<16x16xf32, #gpu.address_space<workgroup>>
      %125 = arith.index_cast %111 : i64 to index
      %c0_117 = arith.constant 0 : index
      %126 = arith.cmpi slt, %125, %c0_117 : index
      %c0_118 = arith.constant 0 : index
      %dim_119 = memref.dim %1, %c0_118 : memref<16x16xf32, #gpu.address_space<workgroup>>
      %127 = arith.addi %125, %dim_119 : index
      %128 = arith.select %126, %127, %125 : index
      %129 = arith.index_cast %2 : i32 to index
      %c0_120 = arith.constant 0 : index
      %130 = arith.cmpi slt, %129, %c0_120 : index
      %c1_121 = arith.constant 1 : index
      %dim_122 = memref.dim %1, %c1_121 : memref<16x16xf32, #gpu.address_space<workgroup>>
      %131 = arith.addi %129, %dim_122 : index
      %132 = arith.select %130, %131, %129 : index
      %c0_123 = arith.constant 0 : index
      %c1_124 = arith.constant 1 : index
      %133 = memref.load %1[%128, %132] : memref<16x16xf32, #gpu.address_space<workgroup>>
      %134 = arith.mulf %123, %133 : f32
      %c0_125 = arith.constant 0 : index
      %135 = memref.load %alloca_0[%c0_125] : memref<1xf32>
      %136 = arith.addf %135, %134 : f32
      %c0_126 = arith.constant 0 : index
      memref.store %136, %alloca_0[%c0_126] : memref<1xf32>
      cf.br ^bb3
    ^bb5:  // pred: ^bb3
      %c0_127 = arith.constant 0 : index
      %137 = memref.load %alloca_0[%c0_127] : memref<1xf32>
      %c0_128 = arith.constant 0 : index
      memref.store %137, %alloca[%c0_128] : memref<1xf32>
      gpu.barrier
      cf.br ^bb1
    ^bb6:  // pred: ^bb1
      %c16_i64_129 = arith.constant 16 : i64
      %c16_i64_130 = arith.constant 16 : i64
      %cst_131 = arith.constant 0.000000e+00 : f32
      %138 = memref.get_global @static_shared_memory_2 : memref<16x16xf32, #gpu.address_space<workgroup>>
      %139 = arith.index_cast %3 : i32 to index
      %c0_132 = arith.constant 0 : index
      %140 = arith.cmpi slt, %139, %c0_132 : index
      %c0_133 = arith.constant 0 : index
      %dim_134 = memref.dim %138, %c0_133 : memref<16x16xf32, #gpu.address_space<workgroup>>
      %141 = arith.addi %139, %dim_134 : index
      %142 = arith.select %140, %141, %139 : index
      %143 = arith.index_cast %2 : i32 to index
      %c0_135 = arith.constant 0 : index
      %144 = arith.cmpi slt, %143, %c0_135 : index
      %c1_136 = arith.constant 1 : index
      %dim_137 = memref.dim %138, %c1_136 : memref<16x16xf32, #gpu.address_space<workgroup>>
      %145 = arith.addi %143, %dim_137 : index
      %146 = arith.select %144, %145, %143 : index
      %c0_138 = arith.constant 0 : index
      %147 = memref.load %alloca[%c0_138] : memref<1xf32>
      memref.store %147, %138[%142, %146] : memref<16x16xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %148 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_139 = arith.constant 0 : index
      %c0_140 = arith.constant 0 : index
      %dim_141 = memref.dim %138, %c0_140 : memref<16x16xf32, #gpu.address_space<workgroup>>
      %c1_142 = arith.constant 1 : index
      %dim_143 = memref.dim %138, %c1_142 : memref<16x16xf32, #gpu.address_space<workgroup>>
      %149 = arith.index_cast %2 : i32 to index
      %c0_144 = arith.constant 0 : index
      %150 = arith.cmpi slt, %149, %c0_144 : index
      %c0_145 = arith.constant 0 : index
      %dim_146 = memref.dim %138, %c0_145 : memref<16x16xf32, #gpu.address_space<workgroup>>
      %151 = arith.addi %149, %dim_146 : index
      %152 = arith.select %150, %151, %149 : index
      %153 = arith.index_cast %3 : i32 to index
      %c0_147 = arith.constant 0 : index
      %154 = arith.cmpi slt, %153, %c0_147 : index
      %c1_148 = arith.constant 1 : index
      %dim_149 = memref.dim %138, %c1_148 : memref<16x16xf32, #gpu.address_space<workgroup>>
      %155 = arith.addi %153, %dim_149 : index
      %156 = arith.select %154, %155, %153 : index
      %c0_150 = arith.constant 0 : index
      %c1_151 = arith.constant 1 : index
      %157 = memref.load %138[%152, %156] : memref<16x16xf32, #gpu.address_space<workgroup>>
      %block_id_y_152 = gpu.block_id y
      %158 = arith.index_cast %block_id_y_152 : index to i32
      %c16_i64_153 = arith.constant 16 : i64
      %159 = arith.extsi %158 : i32 to i64
      %160 = arith.muli %159, %c16_i64_153 overflow<nsw> : i64
      %161 = arith.extsi %2 : i32 to i64
      %162 = arith.addi %160, %161 overflow<nsw> : i64
      %block_id_x_154 = gpu.block_id x
      %163 = arith.index_cast %block_id_x_154 : index to i32
      %c16_i64_155 = arith.constant 16 : i64
      %164 = arith.extsi %163 : i32 to i64
      %165 = arith.muli %164, %c16_i64_155 overflow<nsw> : i64
      %166 = arith.extsi %3 : i32 to i64
      %167 = arith.addi %165, %166 overflow<nsw> : i64
      %168 = arith.index_cast %162 : i64 to index
      %c0_156 = arith.constant 0 : index
      %169 = arith.cmpi slt, %168, %c0_156 : index
      %c0_157 = arith.constant 0 : index
      %dim_158 = memref.dim %arg2, %c0_157 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %170 = arith.addi %168, %dim_158 : index
      %171 = arith.select %169, %170, %168 : index
      %172 = arith.index_cast %167 : i64 to index
      %c0_159 = arith.constant 0 : index
      %173 = arith.cmpi slt, %172, %c0_159 : index
      %c1_160 = arith.constant 1 : index
      %dim_161 = memref.dim %arg2, %c1_160 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %174 = arith.addi %172, %dim_161 : index
      %175 = arith.select %173, %174, %172 : index
      memref.store %157, %arg2[%171, %175] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      gpu.return
    }
    memref.global "private" @static_shared_memory_0 : memref<16x16xf32, #gpu.address_space<workgroup>> {alignment = 8 : i64}
    memref.global "private" @static_shared_memory_1 : memref<16x16xf32, #gpu.address_space<workgroup>> {alignment = 8 : i64}
    memref.global "private" @static_shared_memory_2 : memref<16x16xf32, #gpu.address_space<workgroup>> {alignment = 8 : i64}
  }
}
