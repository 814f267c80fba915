// REQUIRES: mlir-opt
// A wrong plan on a numba-cuda-mlir kernel as written (test/corpus/numba/softmax_rows.mlir): the
// planned output of smem-coalesce, edited by hand so that the running maxima (smax) and the sums
// (ssum) share bytes. They must not: every thread reads smax[0] and then writes ssum[t] with no
// barrier between, so thread 0's store lands in the bytes other threads are still reading. The
// check runs the kernel's branches and loops as numba wrote them (cf.br / cf.cond_br between
// blocks), and its error-flag global in device memory, and flags the read at its line, against
// the kernel as written and against the plan with its arena split alike.
// RUN: not smem-opt %s --check-against %S/../corpus/numba/softmax_rows.mlir --check --threads 128 -o /dev/null 2>&1 | filecheck %s --check-prefixes=CHECK,AGAINST-INPUT
// RUN: not smem-opt %s --check --threads 128 -o /dev/null 2>&1 | filecheck %s
builtin.module {
  gpu.module @numba_cuda_mlir_gpu_module [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx90">] attributes {numba_cuda_mlir.link_target} {
    llvm.mlir.global common @__numba_cuda_mlir_error_code(0 : i32) {addr_space = 0 : i32} : i32
    gpu.func @_Z12softmax_rows5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: memref<?x?xf32, strided<[?, ?], offset: ?>>) workgroup(%smem_arena : memref<1024xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}) kernel attributes {llvm.emit_c_interface, numba_cuda_mlir.arg_attrs = [{}, {}], numba_cuda_mlir.orig_arg_types = [memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>], smem.arena_alignment = 16 : i64, smem.arena_bytes = 1024 : i64, smem.lower_bound = 1024 : i64, smem.optimal, smem.peak_buffers = {static_shared_memory_0 = 512 : i64, static_shared_memory_1 = 512 : i64}, smem.unshared_bytes = 1024 : i64} {
      %static_shared_memory_0_offset = arith.constant 0 : index
      %static_shared_memory = memref.view %smem_arena[%static_shared_memory_0_offset][] : memref<1024xi8, #gpu.address_space<workgroup>> to memref<128xf32, #gpu.address_space<workgroup>>
      %static_shared_memory_1_offset = arith.constant 0 : index
      %static_shared_memory_0 = memref.view %smem_arena[%static_shared_memory_1_offset][] : memref<1024xi8, #gpu.address_space<workgroup>> to memref<128xf32, #gpu.address_space<workgroup>>
      %alloca = memref.alloca() : memref<1xf64>
      %alloca_0 = memref.alloca() : memref<1xi64>
      %alloca_1 = memref.alloca() : memref<1xf32>
      %alloca_2 = memref.alloca() : memref<1xi64>
      %c128_i64 = arith.constant 128 : i64
      %cst = arith.constant 0.000000e+00 : f32
      %c128_i64_3 = arith.constant 128 : i64
      %cst_4 = arith.constant 0.000000e+00 : f32
      %block_id_x = gpu.block_id x
      %0 = arith.index_cast %block_id_x : index to i32
      %thread_id_x = gpu.thread_id x
      %1 = arith.index_cast %thread_id_x : index to i32
      %c0 = arith.constant 0 : index
      %dim = memref.dim %arg0, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1 = arith.constant 1 : index
      %dim_5 = memref.dim %arg0, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_i64 = arith.constant 1 : i64
      %cst_6 = arith.constant 0x7ff0000000000000 : f64
      %2 = arith.negf %cst_6 : f64
      %c0_7 = arith.constant 0 : index
      memref.store %2, %alloca[%c0_7] : memref<1xf64>
      %c128_i64_8 = arith.constant 128 : i64
      %3 = arith.index_cast %dim_5 : index to i64
      %alloca_9 = memref.alloca() : memref<5xi64>
      %4 = arith.extsi %1 : i32 to i64
      %c0_i64 = arith.constant 0 : i64
      %c1_i64_10 = arith.constant 1 : i64
      %c0_11 = arith.constant 0 : index
      memref.store %4, %alloca_9[%c0_11] : memref<5xi64>
      %c1_12 = arith.constant 1 : index
      memref.store %3, %alloca_9[%c1_12] : memref<5xi64>
      %c2 = arith.constant 2 : index
      memref.store %c128_i64_8, %alloca_9[%c2] : memref<5xi64>
      %5 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %6 = arith.cmpi eq, %c128_i64_8, %c0_i64 : i64
      scf.if %6 {
        %7 = llvm.mlir.constant(0 : i32) : i32
        %8 = llvm.mlir.constant(5 : i32) : i32
        %9 = llvm.cmpxchg %5, %7, %8 monotonic monotonic : !llvm.ptr, i32
      }
      %c0_i64_13 = arith.constant 0 : i64
      %c1_i64_14 = arith.constant 1 : i64
      %10 = arith.subi %3, %4 : i64
      %11 = arith.subi %c0_i64_13, %10 : i64
      %12 = arith.subi %c0_i64_13, %c128_i64_8 : i64
      %13 = arith.cmpi sgt, %c128_i64_8, %c0_i64_13 : i64
      %14 = arith.subi %c128_i64_8, %c1_i64_14 : i64
      %15 = arith.addi %10, %14 : i64
      %16 = arith.divui %15, %c128_i64_8 : i64
      %17 = arith.cmpi sgt, %10, %c0_i64_13 : i64
      %18 = arith.select %17, %16, %c0_i64_13 : i64
      %19 = arith.subi %12, %c1_i64_14 : i64
      %20 = arith.addi %11, %19 : i64
      %21 = arith.divui %20, %12 : i64
      %22 = arith.cmpi sgt, %11, %c0_i64_13 : i64
      %23 = arith.select %22, %21, %c0_i64_13 : i64
      %24 = arith.select %13, %18, %23 : i64
      %c3 = arith.constant 3 : index
      memref.store %24, %alloca_9[%c3] : memref<5xi64>
      %c4 = arith.constant 4 : index
      memref.store %4, %alloca_9[%c4] : memref<5xi64>
      %alloca_15 = memref.alloca() : memref<5xi64>
      %alloca_16 = memref.alloca() : memref<5xi64>
      cf.br ^bb1
    ^bb1:
      %c0_i64_17 = arith.constant 0 : i64
      %c1_i64_18 = arith.constant 1 : i64
      %c3_19 = arith.constant 3 : index
      %25 = memref.load %alloca_9[%c3_19] : memref<5xi64>
      %26 = arith.cmpi sgt, %25, %c0_i64_17 : i64
      %c4_20 = arith.constant 4 : index
      %27 = memref.load %alloca_9[%c4_20] : memref<5xi64>
      %28 = arith.subi %25, %c1_i64_18 : i64
      %c2_21 = arith.constant 2 : index
      %29 = memref.load %alloca_9[%c2_21] : memref<5xi64>
      %30 = arith.addi %27, %29 : i64
      %31 = arith.select %26, %28, %25 : i64
      %32 = arith.select %26, %30, %27 : i64
      %c3_22 = arith.constant 3 : index
      memref.store %31, %alloca_9[%c3_22] : memref<5xi64>
      %c4_23 = arith.constant 4 : index
      memref.store %32, %alloca_9[%c4_23] : memref<5xi64>
      %alloca_24 = memref.alloca() : memref<2xi64>
      %c0_25 = arith.constant 0 : index
      memref.store %27, %alloca_24[%c0_25] : memref<2xi64>
      %33 = arith.extui %26 : i1 to i64
      %c1_26 = arith.constant 1 : index
      memref.store %33, %alloca_24[%c1_26] : memref<2xi64>
      %c0_27 = arith.constant 0 : index
      %34 = memref.load %alloca_24[%c0_27] : memref<2xi64>
      %c1_28 = arith.constant 1 : index
      %35 = memref.load %alloca_24[%c1_28] : memref<2xi64>
      %c0_i64_29 = arith.constant 0 : i64
      %36 = arith.cmpi ne, %35, %c0_i64_29 : i64
      cf.cond_br %36, ^bb2, ^bb3
    ^bb2:
      %37 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_30 = arith.constant 0 : index
      %c0_31 = arith.constant 0 : index
      %dim_32 = memref.dim %arg0, %c0_31 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_33 = arith.constant 1 : index
      %dim_34 = memref.dim %arg0, %c1_33 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %38 = arith.index_cast %0 : i32 to index
      %c0_35 = arith.constant 0 : index
      %39 = arith.cmpi slt, %38, %c0_35 : index
      %c0_36 = arith.constant 0 : index
      %dim_37 = memref.dim %arg0, %c0_36 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %40 = arith.addi %38, %dim_37 : index
      %41 = arith.select %39, %40, %38 : index
      %42 = arith.index_cast %34 : i64 to index
      %c0_38 = arith.constant 0 : index
      %43 = arith.cmpi slt, %42, %c0_38 : index
      %c1_39 = arith.constant 1 : index
      %dim_40 = memref.dim %arg0, %c1_39 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %44 = arith.addi %42, %dim_40 : index
      %45 = arith.select %43, %44, %42 : index
      %c0_41 = arith.constant 0 : index
      %c1_42 = arith.constant 1 : index
      %46 = memref.load %arg0[%41, %45] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c0_43 = arith.constant 0 : index
      %47 = memref.load %alloca[%c0_43] : memref<1xf64>
      %48 = arith.extf %46 : f32 to f64
      %49 = arith.maxnumf %47, %48 : f64
      %c0_44 = arith.constant 0 : index
      memref.store %49, %alloca[%c0_44] : memref<1xf64>
      cf.br ^bb1
    ^bb3:
      %50 = arith.index_cast %1 : i32 to index
      %c0_45 = arith.constant 0 : index
      %51 = arith.cmpi slt, %50, %c0_45 : index
      %c0_46 = arith.constant 0 : index
      %dim_47 = memref.dim %static_shared_memory, %c0_46 : memref<128xf32, #gpu.address_space<workgroup>>
      %52 = arith.addi %50, %dim_47 : index
      %53 = arith.select %51, %52, %50 : index
      %c0_48 = arith.constant 0 : index
      %54 = memref.load %alloca[%c0_48] : memref<1xf64>
      %55 = arith.truncf %54 : f64 to f32
      memref.store %55, %static_shared_memory[%53] : memref<128xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %c128_i64_49 = arith.constant 128 : i64
      %c2_i64 = arith.constant 2 : i64
      %56 = arith.floordivsi %c128_i64_49, %c2_i64 : i64
      %c0_50 = arith.constant 0 : index
      memref.store %56, %alloca_0[%c0_50] : memref<1xi64>
      %c0_i64_51 = arith.constant 0 : i64
      %57 = arith.cmpi sgt, %56, %c0_i64_51 : i64
      cf.cond_br %57, ^bb4, ^bb7
    ^bb4:
      %c0_52 = arith.constant 0 : index
      %58 = memref.load %alloca_0[%c0_52] : memref<1xi64>
      %59 = arith.extsi %1 : i32 to i64
      %60 = arith.cmpi slt, %59, %58 : i64
      cf.cond_br %60, ^bb5, ^bb6
    ^bb5:
      %61 = arith.index_cast %1 : i32 to index
      %c0_53 = arith.constant 0 : index
      %62 = arith.cmpi slt, %61, %c0_53 : index
      %c0_54 = arith.constant 0 : index
      %dim_55 = memref.dim %static_shared_memory, %c0_54 : memref<128xf32, #gpu.address_space<workgroup>>
      %63 = arith.addi %61, %dim_55 : index
      %64 = arith.select %62, %63, %61 : index
      %65 = memref.load %static_shared_memory[%64] : memref<128xf32, #gpu.address_space<workgroup>>
      %c0_56 = arith.constant 0 : index
      %66 = memref.load %alloca_0[%c0_56] : memref<1xi64>
      %67 = arith.extsi %1 : i32 to i64
      %68 = arith.addi %67, %66 overflow<nsw> : i64
      %69 = arith.index_cast %68 : i64 to index
      %c0_57 = arith.constant 0 : index
      %70 = arith.cmpi slt, %69, %c0_57 : index
      %c0_58 = arith.constant 0 : index
      %dim_59 = memref.dim %static_shared_memory, %c0_58 : memref<128xf32, #gpu.address_space<workgroup>>
      %71 = arith.addi %69, %dim_59 : index
      %72 = arith.select %70, %71, %69 : index
      %73 = memref.load %static_shared_memory[%72] : memref<128xf32, #gpu.address_space<workgroup>>
      %74 = arith.maxnumf %65, %73 : f32
      %75 = arith.index_cast %1 : i32 to index
      %c0_60 = arith.constant 0 : index
      %76 = arith.cmpi slt, %75, %c0_60 : index
      %c0_61 = arith.constant 0 : index
      %dim_62 = memref.dim %static_shared_memory, %c0_61 : memref<128xf32, #gpu.address_space<workgroup>>
      %77 = arith.addi %75, %dim_62 : index
      %78 = arith.select %76, %77, %75 : index
      memref.store %74, %static_shared_memory[%78] : memref<128xf32, #gpu.address_space<workgroup>>
      cf.br ^bb6
    ^bb6:
      gpu.barrier
      %c2_i64_63 = arith.constant 2 : i64
      %c0_64 = arith.constant 0 : index
      %79 = memref.load %alloca_0[%c0_64] : memref<1xi64>
      %80 = arith.floordivsi %79, %c2_i64_63 : i64
      %c0_65 = arith.constant 0 : index
      memref.store %80, %alloca_0[%c0_65] : memref<1xi64>
      %c0_i64_66 = arith.constant 0 : i64
      %81 = arith.cmpi sgt, %80, %c0_i64_66 : i64
      cf.cond_br %81, ^bb4, ^bb7
    ^bb7:
      %c0_i64_67 = arith.constant 0 : i64
      %82 = arith.index_cast %c0_i64_67 : i64 to index
      %c0_68 = arith.constant 0 : index
      %83 = arith.cmpi slt, %82, %c0_68 : index
      %c0_69 = arith.constant 0 : index
      %dim_70 = memref.dim %static_shared_memory, %c0_69 : memref<128xf32, #gpu.address_space<workgroup>>
      %84 = arith.addi %82, %dim_70 : index
      %85 = arith.select %83, %84, %82 : index
      // CHECK: wrong-plan-numba.mlir:[[# @LINE + 2]]:13: error: check: race in shared memory: thread {{[0-9]+}} reads bytes that thread {{[0-9]+}} wrote at line [[# @LINE + 121]]:7, with no barrier between
      // AGAINST-INPUT: wrong-plan-numba.mlir:[[# @LINE + 1]]:13: error: check: thread {{[0-9]+}} reads shared bytes that thread {{[0-9]+}} overwrote at line [[# @LINE + 120]]:7; in the reference they hold what thread {{[0-9]+}} wrote at {{.*}}softmax_rows.mlir:197:7
      %86 = memref.load %static_shared_memory[%85] : memref<128xf32, #gpu.address_space<workgroup>>
      %cst_71 = arith.constant 0.000000e+00 : f32
      %c0_i64_72 = arith.constant 0 : i64
      %cst_73 = arith.constant 0.000000e+00 : f32
      %c0_74 = arith.constant 0 : index
      memref.store %cst_73, %alloca_1[%c0_74] : memref<1xf32>
      %c128_i64_75 = arith.constant 128 : i64
      %87 = arith.index_cast %dim_5 : index to i64
      %88 = arith.extsi %1 : i32 to i64
      %c0_i64_76 = arith.constant 0 : i64
      %c1_i64_77 = arith.constant 1 : i64
      %c0_78 = arith.constant 0 : index
      memref.store %88, %alloca_15[%c0_78] : memref<5xi64>
      %c1_79 = arith.constant 1 : index
      memref.store %87, %alloca_15[%c1_79] : memref<5xi64>
      %c2_80 = arith.constant 2 : index
      memref.store %c128_i64_75, %alloca_15[%c2_80] : memref<5xi64>
      %89 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %90 = arith.cmpi eq, %c128_i64_75, %c0_i64_76 : i64
      scf.if %90 {
        %91 = llvm.mlir.constant(0 : i32) : i32
        %92 = llvm.mlir.constant(5 : i32) : i32
        %93 = llvm.cmpxchg %89, %91, %92 monotonic monotonic : !llvm.ptr, i32
      }
      %c0_i64_81 = arith.constant 0 : i64
      %c1_i64_82 = arith.constant 1 : i64
      %94 = arith.subi %87, %88 : i64
      %95 = arith.subi %c0_i64_81, %94 : i64
      %96 = arith.subi %c0_i64_81, %c128_i64_75 : i64
      %97 = arith.cmpi sgt, %c128_i64_75, %c0_i64_81 : i64
      %98 = arith.subi %c128_i64_75, %c1_i64_82 : i64
      %99 = arith.addi %94, %98 : i64
      %100 = arith.divui %99, %c128_i64_75 : i64
      %101 = arith.cmpi sgt, %94, %c0_i64_81 : i64
      %102 = arith.select %101, %100, %c0_i64_81 : i64
      %103 = arith.subi %96, %c1_i64_82 : i64
      %104 = arith.addi %95, %103 : i64
      %105 = arith.divui %104, %96 : i64
      %106 = arith.cmpi sgt, %95, %c0_i64_81 : i64
      %107 = arith.select %106, %105, %c0_i64_81 : i64
      %108 = arith.select %97, %102, %107 : i64
      %c3_83 = arith.constant 3 : index
      memref.store %108, %alloca_15[%c3_83] : memref<5xi64>
      %c4_84 = arith.constant 4 : index
      memref.store %88, %alloca_15[%c4_84] : memref<5xi64>
      cf.br ^bb8
    ^bb8:
      %c0_i64_85 = arith.constant 0 : i64
      %c1_i64_86 = arith.constant 1 : i64
      %c3_87 = arith.constant 3 : index
      %109 = memref.load %alloca_15[%c3_87] : memref<5xi64>
      %110 = arith.cmpi sgt, %109, %c0_i64_85 : i64
      %c4_88 = arith.constant 4 : index
      %111 = memref.load %alloca_15[%c4_88] : memref<5xi64>
      %112 = arith.subi %109, %c1_i64_86 : i64
      %c2_89 = arith.constant 2 : index
      %113 = memref.load %alloca_15[%c2_89] : memref<5xi64>
      %114 = arith.addi %111, %113 : i64
      %115 = arith.select %110, %112, %109 : i64
      %116 = arith.select %110, %114, %111 : i64
      %c3_90 = arith.constant 3 : index
      memref.store %115, %alloca_15[%c3_90] : memref<5xi64>
      %c4_91 = arith.constant 4 : index
      memref.store %116, %alloca_15[%c4_91] : memref<5xi64>
      %alloca_92 = memref.alloca() : memref<2xi64>
      %c0_93 = arith.constant 0 : index
      memref.store %111, %alloca_92[%c0_93] : memref<2xi64>
      %117 = arith.extui %110 : i1 to i64
      %c1_94 = arith.constant 1 : index
      memref.store %117, %alloca_92[%c1_94] : memref<2xi64>
      %c0_95 = arith.constant 0 : index
      %118 = memref.load %alloca_92[%c0_95] : memref<2xi64>
      %c1_96 = arith.constant 1 : index
      %119 = memref.load %alloca_92[%c1_96] : memref<2xi64>
      %c0_i64_97 = arith.constant 0 : i64
      %120 = arith.cmpi ne, %119, %c0_i64_97 : i64
      cf.cond_br %120, ^bb9, ^bb10
    ^bb9:
      %121 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_98 = arith.constant 0 : index
      %c0_99 = arith.constant 0 : index
      %dim_100 = memref.dim %arg0, %c0_99 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_101 = arith.constant 1 : index
      %dim_102 = memref.dim %arg0, %c1_101 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %122 = arith.index_cast %0 : i32 to index
      %c0_103 = arith.constant 0 : index
      %123 = arith.cmpi slt, %122, %c0_103 : index
      %c0_104 = arith.constant 0 : index
      %dim_105 = memref.dim %arg0, %c0_104 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %124 = arith.addi %122, %dim_105 : index
      %125 = arith.select %123, %124, %122 : index
      %126 = arith.index_cast %118 : i64 to index
      %c0_106 = arith.constant 0 : index
      %127 = arith.cmpi slt, %126, %c0_106 : index
      %c1_107 = arith.constant 1 : index
      %dim_108 = memref.dim %arg0, %c1_107 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %128 = arith.addi %126, %dim_108 : index
      %129 = arith.select %127, %128, %126 : index
      %c0_109 = arith.constant 0 : index
      %c1_110 = arith.constant 1 : index
      %130 = memref.load %arg0[%125, %129] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %131 = arith.subf %130, %86 : f32
      %132 = math.exp %131 : f32
      %c0_111 = arith.constant 0 : index
      %133 = memref.load %alloca_1[%c0_111] : memref<1xf32>
      %134 = arith.addf %133, %132 : f32
      %c0_112 = arith.constant 0 : index
      memref.store %134, %alloca_1[%c0_112] : memref<1xf32>
      cf.br ^bb8
    ^bb10:
      %135 = arith.index_cast %1 : i32 to index
      %c0_113 = arith.constant 0 : index
      %136 = arith.cmpi slt, %135, %c0_113 : index
      %c0_114 = arith.constant 0 : index
      %dim_115 = memref.dim %static_shared_memory_0, %c0_114 : memref<128xf32, #gpu.address_space<workgroup>>
      %137 = arith.addi %135, %dim_115 : index
      %138 = arith.select %136, %137, %135 : index
      %c0_116 = arith.constant 0 : index
      %139 = memref.load %alloca_1[%c0_116] : memref<1xf32>
      memref.store %139, %static_shared_memory_0[%138] : memref<128xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %c128_i64_117 = arith.constant 128 : i64
      %c2_i64_118 = arith.constant 2 : i64
      %140 = arith.floordivsi %c128_i64_117, %c2_i64_118 : i64
      %c0_119 = arith.constant 0 : index
      memref.store %140, %alloca_2[%c0_119] : memref<1xi64>
      %c0_i64_120 = arith.constant 0 : i64
      %141 = arith.cmpi sgt, %140, %c0_i64_120 : i64
      cf.cond_br %141, ^bb11, ^bb14
    ^bb11:
      %c0_121 = arith.constant 0 : index
      %142 = memref.load %alloca_2[%c0_121] : memref<1xi64>
      %143 = arith.extsi %1 : i32 to i64
      %144 = arith.cmpi slt, %143, %142 : i64
      cf.cond_br %144, ^bb12, ^bb13
    ^bb12:
      %145 = arith.index_cast %1 : i32 to index
      %c0_122 = arith.constant 0 : index
      %146 = arith.cmpi slt, %145, %c0_122 : index
      %c0_123 = arith.constant 0 : index
      %dim_124 = memref.dim %static_shared_memory_0, %c0_123 : memref<128xf32, #gpu.address_space<workgroup>>
      %147 = arith.addi %145, %dim_124 : index
      %148 = arith.select %146, %147, %145 : index
      %149 = memref.load %static_shared_memory_0[%148] : memref<128xf32, #gpu.address_space<workgroup>>
      %c0_125 = arith.constant 0 : index
      %150 = memref.load %alloca_2[%c0_125] : memref<1xi64>
      %151 = arith.extsi %1 : i32 to i64
      %152 = arith.addi %151, %150 overflow<nsw> : i64
      %153 = arith.index_cast %152 : i64 to index
      %c0_126 = arith.constant 0 : index
      %154 = arith.cmpi slt, %153, %c0_126 : index
      %c0_127 = arith.constant 0 : index
      %dim_128 = memref.dim %static_shared_memory_0, %c0_127 : memref<128xf32, #gpu.address_space<workgroup>>
      %155 = arith.addi %153, %dim_128 : index
      %156 = arith.select %154, %155, %153 : index
      %157 = memref.load %static_shared_memory_0[%156] : memref<128xf32, #gpu.address_space<workgroup>>
      %158 = arith.addf %149, %157 : f32
      %159 = arith.index_cast %1 : i32 to index
      %c0_129 = arith.constant 0 : index
      %160 = arith.cmpi slt, %159, %c0_129 : index
      %c0_130 = arith.constant 0 : index
      %dim_131 = memref.dim %static_shared_memory_0, %c0_130 : memref<128xf32, #gpu.address_space<workgroup>>
      %161 = arith.addi %159, %dim_131 : index
      %162 = arith.select %160, %161, %159 : index
      memref.store %158, %static_shared_memory_0[%162] : memref<128xf32, #gpu.address_space<workgroup>>
      cf.br ^bb13
    ^bb13:
      gpu.barrier
      %c2_i64_132 = arith.constant 2 : i64
      %c0_133 = arith.constant 0 : index
      %163 = memref.load %alloca_2[%c0_133] : memref<1xi64>
      %164 = arith.floordivsi %163, %c2_i64_132 : i64
      %c0_134 = arith.constant 0 : index
      memref.store %164, %alloca_2[%c0_134] : memref<1xi64>
      %c0_i64_135 = arith.constant 0 : i64
      %165 = arith.cmpi sgt, %164, %c0_i64_135 : i64
      cf.cond_br %165, ^bb11, ^bb14
    ^bb14:
      %c0_i64_136 = arith.constant 0 : i64
      %166 = arith.index_cast %c0_i64_136 : i64 to index
      %c0_137 = arith.constant 0 : index
      %167 = arith.cmpi slt, %166, %c0_137 : index
      %c0_138 = arith.constant 0 : index
      %dim_139 = memref.dim %static_shared_memory_0, %c0_138 : memref<128xf32, #gpu.address_space<workgroup>>
      %168 = arith.addi %166, %dim_139 : index
      %169 = arith.select %167, %168, %166 : index
      %170 = memref.load %static_shared_memory_0[%169] : memref<128xf32, #gpu.address_space<workgroup>>
      %c128_i64_140 = arith.constant 128 : i64
      %171 = arith.index_cast %dim_5 : index to i64
      %172 = arith.extsi %1 : i32 to i64
      %c0_i64_141 = arith.constant 0 : i64
      %c1_i64_142 = arith.constant 1 : i64
      %c0_143 = arith.constant 0 : index
      memref.store %172, %alloca_16[%c0_143] : memref<5xi64>
      %c1_144 = arith.constant 1 : index
      memref.store %171, %alloca_16[%c1_144] : memref<5xi64>
      %c2_145 = arith.constant 2 : index
      memref.store %c128_i64_140, %alloca_16[%c2_145] : memref<5xi64>
      %173 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %174 = arith.cmpi eq, %c128_i64_140, %c0_i64_141 : i64
      scf.if %174 {
        %175 = llvm.mlir.constant(0 : i32) : i32
        %176 = llvm.mlir.constant(5 : i32) : i32
        %177 = llvm.cmpxchg %173, %175, %176 monotonic monotonic : !llvm.ptr, i32
      }
      %c0_i64_146 = arith.constant 0 : i64
      %c1_i64_147 = arith.constant 1 : i64
      %178 = arith.subi %171, %172 : i64
      %179 = arith.subi %c0_i64_146, %178 : i64
      %180 = arith.subi %c0_i64_146, %c128_i64_140 : i64
      %181 = arith.cmpi sgt, %c128_i64_140, %c0_i64_146 : i64
      %182 = arith.subi %c128_i64_140, %c1_i64_147 : i64
      %183 = arith.addi %178, %182 : i64
      %184 = arith.divui %183, %c128_i64_140 : i64
      %185 = arith.cmpi sgt, %178, %c0_i64_146 : i64
      %186 = arith.select %185, %184, %c0_i64_146 : i64
      %187 = arith.subi %180, %c1_i64_147 : i64
      %188 = arith.addi %179, %187 : i64
      %189 = arith.divui %188, %180 : i64
      %190 = arith.cmpi sgt, %179, %c0_i64_146 : i64
      %191 = arith.select %190, %189, %c0_i64_146 : i64
      %192 = arith.select %181, %186, %191 : i64
      %c3_148 = arith.constant 3 : index
      memref.store %192, %alloca_16[%c3_148] : memref<5xi64>
      %c4_149 = arith.constant 4 : index
      memref.store %172, %alloca_16[%c4_149] : memref<5xi64>
      cf.br ^bb15
    ^bb15:
      %c0_i64_150 = arith.constant 0 : i64
      %c1_i64_151 = arith.constant 1 : i64
      %c3_152 = arith.constant 3 : index
      %193 = memref.load %alloca_16[%c3_152] : memref<5xi64>
      %194 = arith.cmpi sgt, %193, %c0_i64_150 : i64
      %c4_153 = arith.constant 4 : index
      %195 = memref.load %alloca_16[%c4_153] : memref<5xi64>
      %196 = arith.subi %193, %c1_i64_151 : i64
      %c2_154 = arith.constant 2 : index
      %197 = memref.load %alloca_16[%c2_154] : memref<5xi64>
      %198 = arith.addi %195, %197 : i64
      %199 = arith.select %194, %196, %193 : i64
      %200 = arith.select %194, %198, %195 : i64
      %c3_155 = arith.constant 3 : index
      memref.store %199, %alloca_16[%c3_155] : memref<5xi64>
      %c4_156 = arith.constant 4 : index
      memref.store %200, %alloca_16[%c4_156] : memref<5xi64>
      %alloca_157 = memref.alloca() : memref<2xi64>
      %c0_158 = arith.constant 0 : index
      memref.store %195, %alloca_157[%c0_158] : memref<2xi64>
      %201 = arith.extui %194 : i1 to i64
      %c1_159 = arith.constant 1 : index
      memref.store %201, %alloca_157[%c1_159] : memref<2xi64>
      %c0_160 = arith.constant 0 : index
      %202 = memref.load %alloca_157[%c0_160] : memref<2xi64>
      %c1_161 = arith.constant 1 : index
      %203 = memref.load %alloca_157[%c1_161] : memref<2xi64>
      %c0_i64_162 = arith.constant 0 : i64
      %204 = arith.cmpi ne, %203, %c0_i64_162 : i64
      cf.cond_br %204, ^bb16, ^bb17
    ^bb16:
      %205 = llvm.mlir.addressof @__numba_cuda_mlir_error_code : !llvm.ptr
      %c0_163 = arith.constant 0 : index
      %c0_164 = arith.constant 0 : index
      %dim_165 = memref.dim %arg0, %c0_164 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_166 = arith.constant 1 : index
      %dim_167 = memref.dim %arg0, %c1_166 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %206 = arith.index_cast %0 : i32 to index
      %c0_168 = arith.constant 0 : index
      %207 = arith.cmpi slt, %206, %c0_168 : index
      %c0_169 = arith.constant 0 : index
      %dim_170 = memref.dim %arg0, %c0_169 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %208 = arith.addi %206, %dim_170 : index
      %209 = arith.select %207, %208, %206 : index
      %210 = arith.index_cast %202 : i64 to index
      %c0_171 = arith.constant 0 : index
      %211 = arith.cmpi slt, %210, %c0_171 : index
      %c1_172 = arith.constant 1 : index
      %dim_173 = memref.dim %arg0, %c1_172 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %212 = arith.addi %210, %dim_173 : index
      %213 = arith.select %211, %212, %210 : index
      %c0_174 = arith.constant 0 : index
      %c1_175 = arith.constant 1 : index
      %214 = memref.load %arg0[%209, %213] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %215 = arith.subf %214, %86 : f32
      %216 = math.exp %215 : f32
      %217 = arith.divf %216, %170 : f32
      %218 = arith.index_cast %0 : i32 to index
      %c0_176 = arith.constant 0 : index
      %219 = arith.cmpi slt, %218, %c0_176 : index
      %c0_177 = arith.constant 0 : index
      %dim_178 = memref.dim %arg1, %c0_177 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %220 = arith.addi %218, %dim_178 : index
      %221 = arith.select %219, %220, %218 : index
      %222 = arith.index_cast %202 : i64 to index
      %c0_179 = arith.constant 0 : index
      %223 = arith.cmpi slt, %222, %c0_179 : index
      %c1_180 = arith.constant 1 : index
      %dim_181 = memref.dim %arg1, %c1_180 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %224 = arith.addi %222, %dim_181 : index
      %225 = arith.select %223, %224, %222 : index
      memref.store %217, %arg1[%221, %225] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      cf.br ^bb15
    ^bb17:
      gpu.return
    }
  }
}
