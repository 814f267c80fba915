// REAL KERNEL: iree_attention_torch_vd
// SOURCE: IREE, PyPI iree-base-compiler==3.13.0 (IREE compiler version 3.13.0rc20261016 @ 89ece87b89852100c0a4ac3d515e14842d090967)
// INPUT PROGRAM: corpus/iree/inputs/attention_torch.mlir
// COMMAND: iree-compile --iree-hal-target-device=cuda --iree-cuda-target=sm_80 inputs/attention_torch.mlir -o out.vmfb --mlir-disable-threading --mlir-print-ir-before=iree-codegen-gpu-reuse-shared-memory-allocs --iree-codegen-llvmgpu-use-vector-distribution --iree-llvmgpu-enable-shared-memory-reuse 2> dump.mlir
// EXTRACTED: the func.func printed at "IR Dump Before GPUReuseSharedMemoryAllocsPass" (IREE LLVMGPU pipeline VectorDistribute)
// CONVERTED: python -m bench.iree_real --regenerate (bench/iree_convert.py, convert_function(func_form=True))
// WORKGROUP BUFFERS (3, 22016 B): %alloc memref<1x64x36xf16> (4608 B), %alloc_11 memref<1x64x68xf16> (8704 B), %alloc_13 memref<1x64x68xf16> (8704 B)
// MECHANICAL CHANGES (bench/iree_convert.py):
//   C1f func.func @K() {...} kept as a func.func (IREE's form before outlining) taking the bindings as arguments; its workgroup size (from translation_info) kept as `gpu.known_block_size = array<i32: X, Y, Z>`
//   C2 each `%N = hal.interface.binding.subspan ... binding(B) ... : memref<T, #hal.descriptor_type<storage_buffer>>` removed; %N becomes kernel argument %bindingB : memref<T>
//   C3 memory space `#hal.descriptor_type<storage_buffer>` dropped from every type (-> default/global memory space)
//   C4f func attributes dropped (translation_info and IREE's own); the workgroup size kept as `gpu.known_block_size`
//   C6 `gpu.barrier memfence [#gpu.address_space<workgroup>]` -> `gpu.barrier`
//   C7 the workgroup-distribution `scf.forall ... {mapping = [#iree_codegen.workgroup_mapping<..>]}` replaced by its body with each induction variable = lb + gpu.block_id <dim> * step
//   C8 inherent attributes printed bare get their braces back (`offsets = [..], strides = [..]`, `sizes = [..]`, `mmaShape = [..]`)
func.func @attention$async_dispatch_0_attention_16x1024x64x64x1024(%binding0: memref<16x1024x64xf16>, %binding1: memref<16x1024x64xf16>, %binding2: memref<16x1024x64xf16>, %binding3: memref<16x1024x64xf16>) attributes {gpu.known_block_size = array<i32: 128, 1, 1>} {
  %cst = arith.constant dense<0.000000e+00> : vector<2x2xf32>
  %cst_0 = arith.constant dense<0.000000e+00> : vector<1x1x4x2x2xf32>
  %cst_1 = arith.constant dense<0.000000e+00> : vector<1x1x8x2x2xf32>
  %cst_2 = arith.constant dense<0.000000e+00> : vector<1x4x4x1x2x1x1x2x1xf16>
  %cst_3 = arith.constant dense<0xFF800000> : vector<1x1x1x2x1x1xf32>
  %c7 = arith.constant 7 : index
  %c6 = arith.constant 6 : index
  %c5 = arith.constant 5 : index
  %c4 = arith.constant 4 : index
  %cst_4 = arith.constant dense<0.000000e+00> : vector<1x8x4x1x1x2x1x1x2xf16>
  %cst_5 = arith.constant dense<0.000000e+00> : vector<1x1x4x1x2x2x1x1x2xf16>
  %c3 = arith.constant 3 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %cst_6 = arith.constant dense<1.000000e+00> : vector<1x1x1x2x1x1xf32>
  %0 = ub.poison : f16
  %cst_7 = arith.constant dense<0.000000e+00> : vector<1x1x1x2x1x1xf32>
  %cst_8 = arith.constant dense<-3.40282347E+38> : vector<1x1x1x2x1x1xf32>
  %cst_9 = arith.constant dense<0.000000e+00> : vector<1x1x4x1x2x1x1x1x2xf32>
  %cst_10 = arith.constant 0.180336878 : f32
  %c64 = arith.constant 64 : index
  %c1024 = arith.constant 1024 : index
  %c0 = arith.constant 0 : index
  %thread_id_y = gpu.thread_id y
  %thread_id_x = gpu.thread_id x
  %alloc = memref.alloc() : memref<1x64x36xf16, #gpu.address_space<workgroup>>
  %subview = memref.subview %alloc[0, 0, 0] [1, 64, 32] [1, 1, 1] : memref<1x64x36xf16, #gpu.address_space<workgroup>> to memref<1x64x32xf16, strided<[2304, 36, 1]>, #gpu.address_space<workgroup>>
  %alloc_11 = memref.alloc() : memref<1x64x68xf16, #gpu.address_space<workgroup>>
  %subview_12 = memref.subview %alloc_11[0, 0, 0] [1, 64, 64] [1, 1, 1] : memref<1x64x68xf16, #gpu.address_space<workgroup>> to memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>
  %alloc_13 = memref.alloc() : memref<1x64x68xf16, #gpu.address_space<workgroup>>
  %subview_14 = memref.subview %alloc_13[0, 0, 0] [1, 64, 64] [1, 1, 1] : memref<1x64x68xf16, #gpu.address_space<workgroup>> to memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>
  %assume_align = memref.assume_alignment %binding0, 64 : memref<16x1024x64xf16>
  %assume_align_15 = memref.assume_alignment %binding1, 64 : memref<16x1024x64xf16>
  %assume_align_16 = memref.assume_alignment %binding2, 64 : memref<16x1024x64xf16>
  %assume_align_17 = memref.assume_alignment %binding3, 64 : memref<16x1024x64xf16>
  %arg0 = gpu.block_id z
  %wg_id_y = gpu.block_id y
  %wg_step_y = arith.constant 64 : index
  %arg1 = arith.muli %wg_id_y, %wg_step_y : index
  %wg_id_x = gpu.block_id x
  %wg_step_x = arith.constant 32 : index
  %arg2 = arith.muli %wg_id_x, %wg_step_x : index
    gpu.barrier
    %subview_18 = memref.subview %assume_align_17[%arg0, %arg1, %arg2] [1, 64, 32] [1, 1, 1] : memref<16x1024x64xf16> to memref<1x64x32xf16, strided<[65536, 64, 1], offset: ?>>
    %5:2 = affine.delinearize_index %thread_id_x into (16, 8) : index, index
    %6 = affine.linearize_index [%5#0, %arg1] by (16, 1) : index
    %7 = affine.linearize_index disjoint [%5#1, %c0] by (8, 8) : index
    %8 = vector.transfer_read %assume_align[%arg0, %6, %7], %0 {in_bounds = [true, true, true]} : memref<16x1024x64xf16>, vector<1x1x8xf16>
    %9 = affine.linearize_index [%c1, %5#0, %arg1] by (4, 16, 1) : index
    %10 = vector.transfer_read %assume_align[%arg0, %9, %7], %0 {in_bounds = [true, true, true]} : memref<16x1024x64xf16>, vector<1x1x8xf16>
    %11 = affine.linearize_index [%c2, %5#0, %arg1] by (4, 16, 1) : index
    %12 = vector.transfer_read %assume_align[%arg0, %11, %7], %0 {in_bounds = [true, true, true]} : memref<16x1024x64xf16>, vector<1x1x8xf16>
    %13 = affine.linearize_index [%c3, %5#0, %arg1] by (4, 16, 1) : index
    %14 = vector.transfer_read %assume_align[%arg0, %13, %7], %0 {in_bounds = [true, true, true]} : memref<16x1024x64xf16>, vector<1x1x8xf16>
    %15 = arith.cmpi eq, %thread_id_y, %c0 : index
    scf.if %15 {
      vector.transfer_write %8, %subview_14[%c0, %5#0, %7] {in_bounds = [true, true, true]} : vector<1x1x8xf16>, memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>
      %72 = affine.linearize_index disjoint [%c1, %5#0] by (4, 16) : index
      vector.transfer_write %10, %subview_14[%c0, %72, %7] {in_bounds = [true, true, true]} : vector<1x1x8xf16>, memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>
      %73 = affine.linearize_index disjoint [%c2, %5#0] by (4, 16) : index
      vector.transfer_write %12, %subview_14[%c0, %73, %7] {in_bounds = [true, true, true]} : vector<1x1x8xf16>, memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>
      %74 = affine.linearize_index disjoint [%c3, %5#0] by (4, 16) : index
      vector.transfer_write %14, %subview_14[%c0, %74, %7] {in_bounds = [true, true, true]} : vector<1x1x8xf16>, memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %16:2 = affine.delinearize_index %thread_id_x into (4, 32) : index, index
    %17:3 = affine.delinearize_index %thread_id_x into (8, 4) : index, index, index
    %18 = affine.linearize_index disjoint [%16#0, %c0, %17#1] by (4, 2, 8) : index
    %19 = affine.linearize_index disjoint [%17#2, %c0] by (4, 2) : index
    %20 = vector.transfer_read %subview_14[%c0, %18, %19], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
    %21 = vector.insert_strided_slice %20, %cst_5 {offsets = [0, 0, 0, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x1x4x1x2x2x1x1x2xf16>
    %22 = affine.linearize_index disjoint [%c1, %17#2, %c0] by (2, 4, 2) : index
    %23 = vector.transfer_read %subview_14[%c0, %18, %22], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
    %24 = vector.insert_strided_slice %23, %21 {offsets = [0, 0, 0, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x1x4x1x2x2x1x1x2xf16>
    %25 = affine.linearize_index disjoint [%16#0, %c1, %17#1] by (4, 2, 8) : index
    %26 = vector.transfer_read %subview_14[%c0, %25, %19], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
    %27 = vector.insert_strided_slice %26, %24 {offsets = [0, 0, 0, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x1x4x1x2x2x1x1x2xf16>
    %28 = vector.transfer_read %subview_14[%c0, %25, %22], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
    %29 = vector.insert_strided_slice %28, %27 {offsets = [0, 0, 0, 0, 1, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x1x4x1x2x2x1x1x2xf16>
    %30 = affine.linearize_index disjoint [%c1, %c0, %17#2, %c0] by (4, 2, 4, 2) : index
    %31 = vector.transfer_read %subview_14[%c0, %18, %30], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
    %32 = vector.insert_strided_slice %31, %29 {offsets = [0, 0, 1, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x1x4x1x2x2x1x1x2xf16>
    %33 = affine.linearize_index disjoint [%c1, %c1, %17#2, %c0] by (4, 2, 4, 2) : index
    %34 = vector.transfer_read %subview_14[%c0, %18, %33], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
    %35 = vector.insert_strided_slice %34, %32 {offsets = [0, 0, 1, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x1x4x1x2x2x1x1x2xf16>
    %36 = vector.transfer_read %subview_14[%c0, %25, %30], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
    %37 = vector.insert_strided_slice %36, %35 {offsets = [0, 0, 1, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x1x4x1x2x2x1x1x2xf16>
    %38 = vector.transfer_read %subview_14[%c0, %25, %33], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
    %39 = vector.insert_strided_slice %38, %37 {offsets = [0, 0, 1, 0, 1, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x1x4x1x2x2x1x1x2xf16>
    %40 = affine.linearize_index disjoint [%c2, %c0, %17#2, %c0] by (4, 2, 4, 2) : index
    %41 = vector.transfer_read %subview_14[%c0, %18, %40], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
    %42 = vector.insert_strided_slice %41, %39 {offsets = [0, 0, 2, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x1x4x1x2x2x1x1x2xf16>
    %43 = affine.linearize_index disjoint [%c2, %c1, %17#2, %c0] by (4, 2, 4, 2) : index
    %44 = vector.transfer_read %subview_14[%c0, %18, %43], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
    %45 = vector.insert_strided_slice %44, %42 {offsets = [0, 0, 2, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x1x4x1x2x2x1x1x2xf16>
    %46 = vector.transfer_read %subview_14[%c0, %25, %40], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
    %47 = vector.insert_strided_slice %46, %45 {offsets = [0, 0, 2, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x1x4x1x2x2x1x1x2xf16>
    %48 = vector.transfer_read %subview_14[%c0, %25, %43], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
    %49 = vector.insert_strided_slice %48, %47 {offsets = [0, 0, 2, 0, 1, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x1x4x1x2x2x1x1x2xf16>
    %50 = affine.linearize_index disjoint [%c3, %c0, %17#2, %c0] by (4, 2, 4, 2) : index
    %51 = vector.transfer_read %subview_14[%c0, %18, %50], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
    %52 = vector.insert_strided_slice %51, %49 {offsets = [0, 0, 3, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x1x4x1x2x2x1x1x2xf16>
    %53 = affine.linearize_index disjoint [%c3, %c1, %17#2, %c0] by (4, 2, 4, 2) : index
    %54 = vector.transfer_read %subview_14[%c0, %18, %53], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
    %55 = vector.insert_strided_slice %54, %52 {offsets = [0, 0, 3, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x1x4x1x2x2x1x1x2xf16>
    %56 = vector.transfer_read %subview_14[%c0, %25, %50], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
    %57 = vector.insert_strided_slice %56, %55 {offsets = [0, 0, 3, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x1x4x1x2x2x1x1x2xf16>
    %58 = vector.transfer_read %subview_14[%c0, %25, %53], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
    %59 = vector.insert_strided_slice %58, %57 {offsets = [0, 0, 3, 0, 1, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x1x4x1x2x2x1x1x2xf16>
    %60 = arith.truncf %cst_10 : f32 to f16
    %61 = vector.broadcast %60 : f16 to vector<1x1x4x1x2x2x1x1x2xf16>
    %62 = arith.mulf %61, %59 : vector<1x1x4x1x2x2x1x1x2xf16>
    %63 = vector.transpose %62, [0, 3, 6, 1, 4, 7, 2, 5, 8] : vector<1x1x4x1x2x2x1x1x2xf16> to vector<1x1x1x1x2x1x4x2x2xf16>
    %64 = vector.shape_cast %63 : vector<1x1x1x1x2x1x4x2x2xf16> to vector<1x1x1x1x1x1x1x2x1x4x1x1x1x2x2xf16>
    %65 = vector.transpose %64, [0, 3, 6, 9, 12, 1, 4, 7, 10, 13, 2, 5, 8, 11, 14] : vector<1x1x1x1x1x1x1x2x1x4x1x1x1x2x2xf16> to vector<1x1x1x4x1x1x1x2x1x2x1x1x1x1x2xf16>
    %66:3 = scf.for %arg3 = %c0 to %c1024 step %c64 iter_args(%arg4 = %cst_9, %arg5 = %cst_7, %arg6 = %cst_8) -> (vector<1x1x4x1x2x1x1x1x2xf32>, vector<1x1x1x2x1x1xf32>, vector<1x1x1x2x1x1xf32>) {
      gpu.barrier
      %72 = affine.linearize_index [%5#0, %arg3] by (16, 1) : index
      %73 = vector.transfer_read %assume_align_15[%arg0, %72, %7], %0 {in_bounds = [true, true, true]} : memref<16x1024x64xf16>, vector<1x1x8xf16>
      %74 = affine.linearize_index [%c1, %5#0, %arg3] by (4, 16, 1) : index
      %75 = vector.transfer_read %assume_align_15[%arg0, %74, %7], %0 {in_bounds = [true, true, true]} : memref<16x1024x64xf16>, vector<1x1x8xf16>
      %76 = affine.linearize_index [%c2, %5#0, %arg3] by (4, 16, 1) : index
      %77 = vector.transfer_read %assume_align_15[%arg0, %76, %7], %0 {in_bounds = [true, true, true]} : memref<16x1024x64xf16>, vector<1x1x8xf16>
      %78 = affine.linearize_index [%c3, %5#0, %arg3] by (4, 16, 1) : index
      %79 = vector.transfer_read %assume_align_15[%arg0, %78, %7], %0 {in_bounds = [true, true, true]} : memref<16x1024x64xf16>, vector<1x1x8xf16>
      scf.if %15 {
        vector.transfer_write %73, %subview_12[%c0, %5#0, %7] {in_bounds = [true, true, true]} : vector<1x1x8xf16>, memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>
        %539 = affine.linearize_index disjoint [%c1, %5#0] by (4, 16) : index
        vector.transfer_write %75, %subview_12[%c0, %539, %7] {in_bounds = [true, true, true]} : vector<1x1x8xf16>, memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>
        %540 = affine.linearize_index disjoint [%c2, %5#0] by (4, 16) : index
        vector.transfer_write %77, %subview_12[%c0, %540, %7] {in_bounds = [true, true, true]} : vector<1x1x8xf16>, memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>
        %541 = affine.linearize_index disjoint [%c3, %5#0] by (4, 16) : index
        vector.transfer_write %79, %subview_12[%c0, %541, %7] {in_bounds = [true, true, true]} : vector<1x1x8xf16>, memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>
      }
      %80:2 = affine.delinearize_index %thread_id_x into (32, 4) : index, index
      %81 = affine.linearize_index [%80#0, %arg3] by (32, 1) : index
      %82 = affine.linearize_index [%80#1, %arg2] by (4, 8) : index
      %83 = vector.transfer_read %assume_align_16[%arg0, %81, %82], %0 {in_bounds = [true, true, true]} : memref<16x1024x64xf16>, vector<1x1x8xf16>
      %84 = affine.linearize_index [%c1, %80#0, %arg3] by (2, 32, 1) : index
      %85 = vector.transfer_read %assume_align_16[%arg0, %84, %82], %0 {in_bounds = [true, true, true]} : memref<16x1024x64xf16>, vector<1x1x8xf16>
      scf.if %15 {
        %539 = affine.linearize_index disjoint [%80#1, %c0] by (4, 8) : index
        vector.transfer_write %83, %subview[%c0, %80#0, %539] {in_bounds = [true, true, true]} : vector<1x1x8xf16>, memref<1x64x32xf16, strided<[2304, 36, 1]>, #gpu.address_space<workgroup>>
        %540 = affine.linearize_index disjoint [%c1, %80#0] by (2, 32) : index
        vector.transfer_write %85, %subview[%c0, %540, %539] {in_bounds = [true, true, true]} : vector<1x1x8xf16>, memref<1x64x32xf16, strided<[2304, 36, 1]>, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %86 = vector.transfer_read %subview_12[%c0, %17#1, %19], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %87 = vector.insert_strided_slice %86, %cst_4 {offsets = [0, 0, 0, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %88 = vector.transfer_read %subview_12[%c0, %17#1, %22], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %89 = vector.insert_strided_slice %88, %87 {offsets = [0, 0, 0, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %90 = vector.transfer_read %subview_12[%c0, %17#1, %30], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %91 = vector.insert_strided_slice %90, %89 {offsets = [0, 0, 1, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %92 = vector.transfer_read %subview_12[%c0, %17#1, %33], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %93 = vector.insert_strided_slice %92, %91 {offsets = [0, 0, 1, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %94 = vector.transfer_read %subview_12[%c0, %17#1, %40], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %95 = vector.insert_strided_slice %94, %93 {offsets = [0, 0, 2, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %96 = vector.transfer_read %subview_12[%c0, %17#1, %43], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %97 = vector.insert_strided_slice %96, %95 {offsets = [0, 0, 2, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %98 = vector.transfer_read %subview_12[%c0, %17#1, %50], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %99 = vector.insert_strided_slice %98, %97 {offsets = [0, 0, 3, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %100 = vector.transfer_read %subview_12[%c0, %17#1, %53], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %101 = vector.insert_strided_slice %100, %99 {offsets = [0, 0, 3, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %102 = affine.linearize_index disjoint [%c1, %17#1] by (8, 8) : index
      %103 = vector.transfer_read %subview_12[%c0, %102, %19], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %104 = vector.insert_strided_slice %103, %101 {offsets = [0, 1, 0, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %105 = vector.transfer_read %subview_12[%c0, %102, %22], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %106 = vector.insert_strided_slice %105, %104 {offsets = [0, 1, 0, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %107 = vector.transfer_read %subview_12[%c0, %102, %30], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %108 = vector.insert_strided_slice %107, %106 {offsets = [0, 1, 1, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %109 = vector.transfer_read %subview_12[%c0, %102, %33], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %110 = vector.insert_strided_slice %109, %108 {offsets = [0, 1, 1, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %111 = vector.transfer_read %subview_12[%c0, %102, %40], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %112 = vector.insert_strided_slice %111, %110 {offsets = [0, 1, 2, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %113 = vector.transfer_read %subview_12[%c0, %102, %43], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %114 = vector.insert_strided_slice %113, %112 {offsets = [0, 1, 2, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %115 = vector.transfer_read %subview_12[%c0, %102, %50], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %116 = vector.insert_strided_slice %115, %114 {offsets = [0, 1, 3, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %117 = vector.transfer_read %subview_12[%c0, %102, %53], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %118 = vector.insert_strided_slice %117, %116 {offsets = [0, 1, 3, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %119 = affine.linearize_index disjoint [%c2, %17#1] by (8, 8) : index
      %120 = vector.transfer_read %subview_12[%c0, %119, %19], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %121 = vector.insert_strided_slice %120, %118 {offsets = [0, 2, 0, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %122 = vector.transfer_read %subview_12[%c0, %119, %22], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %123 = vector.insert_strided_slice %122, %121 {offsets = [0, 2, 0, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %124 = vector.transfer_read %subview_12[%c0, %119, %30], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %125 = vector.insert_strided_slice %124, %123 {offsets = [0, 2, 1, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %126 = vector.transfer_read %subview_12[%c0, %119, %33], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %127 = vector.insert_strided_slice %126, %125 {offsets = [0, 2, 1, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %128 = vector.transfer_read %subview_12[%c0, %119, %40], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %129 = vector.insert_strided_slice %128, %127 {offsets = [0, 2, 2, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %130 = vector.transfer_read %subview_12[%c0, %119, %43], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %131 = vector.insert_strided_slice %130, %129 {offsets = [0, 2, 2, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %132 = vector.transfer_read %subview_12[%c0, %119, %50], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %133 = vector.insert_strided_slice %132, %131 {offsets = [0, 2, 3, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %134 = vector.transfer_read %subview_12[%c0, %119, %53], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %135 = vector.insert_strided_slice %134, %133 {offsets = [0, 2, 3, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %136 = affine.linearize_index disjoint [%c3, %17#1] by (8, 8) : index
      %137 = vector.transfer_read %subview_12[%c0, %136, %19], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %138 = vector.insert_strided_slice %137, %135 {offsets = [0, 3, 0, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %139 = vector.transfer_read %subview_12[%c0, %136, %22], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %140 = vector.insert_strided_slice %139, %138 {offsets = [0, 3, 0, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %141 = vector.transfer_read %subview_12[%c0, %136, %30], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %142 = vector.insert_strided_slice %141, %140 {offsets = [0, 3, 1, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %143 = vector.transfer_read %subview_12[%c0, %136, %33], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %144 = vector.insert_strided_slice %143, %142 {offsets = [0, 3, 1, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %145 = vector.transfer_read %subview_12[%c0, %136, %40], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %146 = vector.insert_strided_slice %145, %144 {offsets = [0, 3, 2, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %147 = vector.transfer_read %subview_12[%c0, %136, %43], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %148 = vector.insert_strided_slice %147, %146 {offsets = [0, 3, 2, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %149 = vector.transfer_read %subview_12[%c0, %136, %50], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %150 = vector.insert_strided_slice %149, %148 {offsets = [0, 3, 3, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %151 = vector.transfer_read %subview_12[%c0, %136, %53], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %152 = vector.insert_strided_slice %151, %150 {offsets = [0, 3, 3, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %153 = affine.linearize_index disjoint [%c4, %17#1] by (8, 8) : index
      %154 = vector.transfer_read %subview_12[%c0, %153, %19], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %155 = vector.insert_strided_slice %154, %152 {offsets = [0, 4, 0, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %156 = vector.transfer_read %subview_12[%c0, %153, %22], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %157 = vector.insert_strided_slice %156, %155 {offsets = [0, 4, 0, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %158 = vector.transfer_read %subview_12[%c0, %153, %30], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %159 = vector.insert_strided_slice %158, %157 {offsets = [0, 4, 1, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %160 = vector.transfer_read %subview_12[%c0, %153, %33], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %161 = vector.insert_strided_slice %160, %159 {offsets = [0, 4, 1, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %162 = vector.transfer_read %subview_12[%c0, %153, %40], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %163 = vector.insert_strided_slice %162, %161 {offsets = [0, 4, 2, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %164 = vector.transfer_read %subview_12[%c0, %153, %43], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %165 = vector.insert_strided_slice %164, %163 {offsets = [0, 4, 2, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %166 = vector.transfer_read %subview_12[%c0, %153, %50], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %167 = vector.insert_strided_slice %166, %165 {offsets = [0, 4, 3, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %168 = vector.transfer_read %subview_12[%c0, %153, %53], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %169 = vector.insert_strided_slice %168, %167 {offsets = [0, 4, 3, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %170 = affine.linearize_index disjoint [%c5, %17#1] by (8, 8) : index
      %171 = vector.transfer_read %subview_12[%c0, %170, %19], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %172 = vector.insert_strided_slice %171, %169 {offsets = [0, 5, 0, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %173 = vector.transfer_read %subview_12[%c0, %170, %22], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %174 = vector.insert_strided_slice %173, %172 {offsets = [0, 5, 0, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %175 = vector.transfer_read %subview_12[%c0, %170, %30], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %176 = vector.insert_strided_slice %175, %174 {offsets = [0, 5, 1, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %177 = vector.transfer_read %subview_12[%c0, %170, %33], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %178 = vector.insert_strided_slice %177, %176 {offsets = [0, 5, 1, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %179 = vector.transfer_read %subview_12[%c0, %170, %40], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %180 = vector.insert_strided_slice %179, %178 {offsets = [0, 5, 2, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %181 = vector.transfer_read %subview_12[%c0, %170, %43], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %182 = vector.insert_strided_slice %181, %180 {offsets = [0, 5, 2, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %183 = vector.transfer_read %subview_12[%c0, %170, %50], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %184 = vector.insert_strided_slice %183, %182 {offsets = [0, 5, 3, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %185 = vector.transfer_read %subview_12[%c0, %170, %53], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %186 = vector.insert_strided_slice %185, %184 {offsets = [0, 5, 3, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %187 = affine.linearize_index disjoint [%c6, %17#1] by (8, 8) : index
      %188 = vector.transfer_read %subview_12[%c0, %187, %19], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %189 = vector.insert_strided_slice %188, %186 {offsets = [0, 6, 0, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %190 = vector.transfer_read %subview_12[%c0, %187, %22], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %191 = vector.insert_strided_slice %190, %189 {offsets = [0, 6, 0, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %192 = vector.transfer_read %subview_12[%c0, %187, %30], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %193 = vector.insert_strided_slice %192, %191 {offsets = [0, 6, 1, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %194 = vector.transfer_read %subview_12[%c0, %187, %33], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %195 = vector.insert_strided_slice %194, %193 {offsets = [0, 6, 1, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %196 = vector.transfer_read %subview_12[%c0, %187, %40], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %197 = vector.insert_strided_slice %196, %195 {offsets = [0, 6, 2, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %198 = vector.transfer_read %subview_12[%c0, %187, %43], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %199 = vector.insert_strided_slice %198, %197 {offsets = [0, 6, 2, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %200 = vector.transfer_read %subview_12[%c0, %187, %50], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %201 = vector.insert_strided_slice %200, %199 {offsets = [0, 6, 3, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %202 = vector.transfer_read %subview_12[%c0, %187, %53], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %203 = vector.insert_strided_slice %202, %201 {offsets = [0, 6, 3, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %204 = affine.linearize_index disjoint [%c7, %17#1] by (8, 8) : index
      %205 = vector.transfer_read %subview_12[%c0, %204, %19], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %206 = vector.insert_strided_slice %205, %203 {offsets = [0, 7, 0, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %207 = vector.transfer_read %subview_12[%c0, %204, %22], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %208 = vector.insert_strided_slice %207, %206 {offsets = [0, 7, 0, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %209 = vector.transfer_read %subview_12[%c0, %204, %30], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %210 = vector.insert_strided_slice %209, %208 {offsets = [0, 7, 1, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %211 = vector.transfer_read %subview_12[%c0, %204, %33], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %212 = vector.insert_strided_slice %211, %210 {offsets = [0, 7, 1, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %213 = vector.transfer_read %subview_12[%c0, %204, %40], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %214 = vector.insert_strided_slice %213, %212 {offsets = [0, 7, 2, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %215 = vector.transfer_read %subview_12[%c0, %204, %43], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %216 = vector.insert_strided_slice %215, %214 {offsets = [0, 7, 2, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %217 = vector.transfer_read %subview_12[%c0, %204, %50], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %218 = vector.insert_strided_slice %217, %216 {offsets = [0, 7, 3, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %219 = vector.transfer_read %subview_12[%c0, %204, %53], %0 {in_bounds = [true, true, true]} : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %220 = vector.insert_strided_slice %219, %218 {offsets = [0, 7, 3, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x8x4x1x1x2x1x1x2xf16>
      %221 = vector.shape_cast %65 : vector<1x1x1x4x1x1x1x2x1x2x1x1x1x1x2xf16> to vector<1x1x4x2x4xf16>
      %222 = vector.shape_cast %220 : vector<1x8x4x1x1x2x1x1x2xf16> to vector<1x8x4x4x1xf16>
      %223 = vector.extract %221[0, 0, 0] : vector<2x4xf16> from vector<1x1x4x2x4xf16>
      %224 = vector.extract %222[0, 0, 0] : vector<4x1xf16> from vector<1x8x4x4x1xf16>
      %225 = vector.shape_cast %224 : vector<4x1xf16> to vector<2x2xf16>
      %226 = vector.shape_cast %223 : vector<2x4xf16> to vector<2x2x2xf16>
      %227 = vector.transpose %226, [1, 0, 2] : vector<2x2x2xf16> to vector<2x2x2xf16>
      %228 = vector.shape_cast %227 : vector<2x2x2xf16> to vector<4x2xf16>
      %229 = nvgpu.mma.sync(%228, %225, %cst) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %230 = vector.extract %222[0, 1, 0] : vector<4x1xf16> from vector<1x8x4x4x1xf16>
      %231 = vector.shape_cast %230 : vector<4x1xf16> to vector<2x2xf16>
      %232 = nvgpu.mma.sync(%228, %231, %cst) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %233 = vector.extract %222[0, 2, 0] : vector<4x1xf16> from vector<1x8x4x4x1xf16>
      %234 = vector.shape_cast %233 : vector<4x1xf16> to vector<2x2xf16>
      %235 = nvgpu.mma.sync(%228, %234, %cst) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %236 = vector.extract %222[0, 3, 0] : vector<4x1xf16> from vector<1x8x4x4x1xf16>
      %237 = vector.shape_cast %236 : vector<4x1xf16> to vector<2x2xf16>
      %238 = nvgpu.mma.sync(%228, %237, %cst) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %239 = vector.extract %222[0, 4, 0] : vector<4x1xf16> from vector<1x8x4x4x1xf16>
      %240 = vector.shape_cast %239 : vector<4x1xf16> to vector<2x2xf16>
      %241 = nvgpu.mma.sync(%228, %240, %cst) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %242 = vector.extract %222[0, 5, 0] : vector<4x1xf16> from vector<1x8x4x4x1xf16>
      %243 = vector.shape_cast %242 : vector<4x1xf16> to vector<2x2xf16>
      %244 = nvgpu.mma.sync(%228, %243, %cst) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %245 = vector.extract %222[0, 6, 0] : vector<4x1xf16> from vector<1x8x4x4x1xf16>
      %246 = vector.shape_cast %245 : vector<4x1xf16> to vector<2x2xf16>
      %247 = nvgpu.mma.sync(%228, %246, %cst) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %248 = vector.extract %222[0, 7, 0] : vector<4x1xf16> from vector<1x8x4x4x1xf16>
      %249 = vector.shape_cast %248 : vector<4x1xf16> to vector<2x2xf16>
      %250 = nvgpu.mma.sync(%228, %249, %cst) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %251 = vector.extract %221[0, 0, 1] : vector<2x4xf16> from vector<1x1x4x2x4xf16>
      %252 = vector.extract %222[0, 0, 1] : vector<4x1xf16> from vector<1x8x4x4x1xf16>
      %253 = vector.shape_cast %252 : vector<4x1xf16> to vector<2x2xf16>
      %254 = vector.shape_cast %251 : vector<2x4xf16> to vector<2x2x2xf16>
      %255 = vector.transpose %254, [1, 0, 2] : vector<2x2x2xf16> to vector<2x2x2xf16>
      %256 = vector.shape_cast %255 : vector<2x2x2xf16> to vector<4x2xf16>
      %257 = nvgpu.mma.sync(%256, %253, %229) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %258 = vector.extract %222[0, 1, 1] : vector<4x1xf16> from vector<1x8x4x4x1xf16>
      %259 = vector.shape_cast %258 : vector<4x1xf16> to vector<2x2xf16>
      %260 = nvgpu.mma.sync(%256, %259, %232) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %261 = vector.extract %222[0, 2, 1] : vector<4x1xf16> from vector<1x8x4x4x1xf16>
      %262 = vector.shape_cast %261 : vector<4x1xf16> to vector<2x2xf16>
      %263 = nvgpu.mma.sync(%256, %262, %235) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %264 = vector.extract %222[0, 3, 1] : vector<4x1xf16> from vector<1x8x4x4x1xf16>
      %265 = vector.shape_cast %264 : vector<4x1xf16> to vector<2x2xf16>
      %266 = nvgpu.mma.sync(%256, %265, %238) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %267 = vector.extract %222[0, 4, 1] : vector<4x1xf16> from vector<1x8x4x4x1xf16>
      %268 = vector.shape_cast %267 : vector<4x1xf16> to vector<2x2xf16>
      %269 = nvgpu.mma.sync(%256, %268, %241) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %270 = vector.extract %222[0, 5, 1] : vector<4x1xf16> from vector<1x8x4x4x1xf16>
      %271 = vector.shape_cast %270 : vector<4x1xf16> to vector<2x2xf16>
      %272 = nvgpu.mma.sync(%256, %271, %244) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %273 = vector.extract %222[0, 6, 1] : vector<4x1xf16> from vector<1x8x4x4x1xf16>
      %274 = vector.shape_cast %273 : vector<4x1xf16> to vector<2x2xf16>
      %275 = nvgpu.mma.sync(%256, %274, %247) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %276 = vector.extract %222[0, 7, 1] : vector<4x1xf16> from vector<1x8x4x4x1xf16>
      %277 = vector.shape_cast %276 : vector<4x1xf16> to vector<2x2xf16>
      %278 = nvgpu.mma.sync(%256, %277, %250) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %279 = vector.extract %221[0, 0, 2] : vector<2x4xf16> from vector<1x1x4x2x4xf16>
      %280 = vector.extract %222[0, 0, 2] : vector<4x1xf16> from vector<1x8x4x4x1xf16>
      %281 = vector.shape_cast %280 : vector<4x1xf16> to vector<2x2xf16>
      %282 = vector.shape_cast %279 : vector<2x4xf16> to vector<2x2x2xf16>
      %283 = vector.transpose %282, [1, 0, 2] : vector<2x2x2xf16> to vector<2x2x2xf16>
      %284 = vector.shape_cast %283 : vector<2x2x2xf16> to vector<4x2xf16>
      %285 = nvgpu.mma.sync(%284, %281, %257) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %286 = vector.extract %222[0, 1, 2] : vector<4x1xf16> from vector<1x8x4x4x1xf16>
      %287 = vector.shape_cast %286 : vector<4x1xf16> to vector<2x2xf16>
      %288 = nvgpu.mma.sync(%284, %287, %260) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %289 = vector.extract %222[0, 2, 2] : vector<4x1xf16> from vector<1x8x4x4x1xf16>
      %290 = vector.shape_cast %289 : vector<4x1xf16> to vector<2x2xf16>
      %291 = nvgpu.mma.sync(%284, %290, %263) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %292 = vector.extract %222[0, 3, 2] : vector<4x1xf16> from vector<1x8x4x4x1xf16>
      %293 = vector.shape_cast %292 : vector<4x1xf16> to vector<2x2xf16>
      %294 = nvgpu.mma.sync(%284, %293, %266) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %295 = vector.extract %222[0, 4, 2] : vector<4x1xf16> from vector<1x8x4x4x1xf16>
      %296 = vector.shape_cast %295 : vector<4x1xf16> to vector<2x2xf16>
      %297 = nvgpu.mma.sync(%284, %296, %269) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %298 = vector.extract %222[0, 5, 2] : vector<4x1xf16> from vector<1x8x4x4x1xf16>
      %299 = vector.shape_cast %298 : vector<4x1xf16> to vector<2x2xf16>
      %300 = nvgpu.mma.sync(%284, %299, %272) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %301 = vector.extract %222[0, 6, 2] : vector<4x1xf16> from vector<1x8x4x4x1xf16>
      %302 = vector.shape_cast %301 : vector<4x1xf16> to vector<2x2xf16>
      %303 = nvgpu.mma.sync(%284, %302, %275) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %304 = vector.extract %222[0, 7, 2] : vector<4x1xf16> from vector<1x8x4x4x1xf16>
      %305 = vector.shape_cast %304 : vector<4x1xf16> to vector<2x2xf16>
      %306 = nvgpu.mma.sync(%284, %305, %278) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %307 = vector.extract %221[0, 0, 3] : vector<2x4xf16> from vector<1x1x4x2x4xf16>
      %308 = vector.extract %222[0, 0, 3] : vector<4x1xf16> from vector<1x8x4x4x1xf16>
      %309 = vector.shape_cast %308 : vector<4x1xf16> to vector<2x2xf16>
      %310 = vector.shape_cast %307 : vector<2x4xf16> to vector<2x2x2xf16>
      %311 = vector.transpose %310, [1, 0, 2] : vector<2x2x2xf16> to vector<2x2x2xf16>
      %312 = vector.shape_cast %311 : vector<2x2x2xf16> to vector<4x2xf16>
      %313 = nvgpu.mma.sync(%312, %309, %285) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %314 = vector.shape_cast %313 : vector<2x2xf32> to vector<1x1x1x2x2xf32>
      %315 = vector.extract %222[0, 1, 3] : vector<4x1xf16> from vector<1x8x4x4x1xf16>
      %316 = vector.shape_cast %315 : vector<4x1xf16> to vector<2x2xf16>
      %317 = nvgpu.mma.sync(%312, %316, %288) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %318 = vector.shape_cast %317 : vector<2x2xf32> to vector<1x1x1x2x2xf32>
      %319 = vector.extract %222[0, 2, 3] : vector<4x1xf16> from vector<1x8x4x4x1xf16>
      %320 = vector.shape_cast %319 : vector<4x1xf16> to vector<2x2xf16>
      %321 = nvgpu.mma.sync(%312, %320, %291) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %322 = vector.shape_cast %321 : vector<2x2xf32> to vector<1x1x1x2x2xf32>
      %323 = vector.extract %222[0, 3, 3] : vector<4x1xf16> from vector<1x8x4x4x1xf16>
      %324 = vector.shape_cast %323 : vector<4x1xf16> to vector<2x2xf16>
      %325 = nvgpu.mma.sync(%312, %324, %294) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %326 = vector.shape_cast %325 : vector<2x2xf32> to vector<1x1x1x2x2xf32>
      %327 = vector.extract %222[0, 4, 3] : vector<4x1xf16> from vector<1x8x4x4x1xf16>
      %328 = vector.shape_cast %327 : vector<4x1xf16> to vector<2x2xf16>
      %329 = nvgpu.mma.sync(%312, %328, %297) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %330 = vector.shape_cast %329 : vector<2x2xf32> to vector<1x1x1x2x2xf32>
      %331 = vector.extract %222[0, 5, 3] : vector<4x1xf16> from vector<1x8x4x4x1xf16>
      %332 = vector.shape_cast %331 : vector<4x1xf16> to vector<2x2xf16>
      %333 = nvgpu.mma.sync(%312, %332, %300) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %334 = vector.shape_cast %333 : vector<2x2xf32> to vector<1x1x1x2x2xf32>
      %335 = vector.extract %222[0, 6, 3] : vector<4x1xf16> from vector<1x8x4x4x1xf16>
      %336 = vector.shape_cast %335 : vector<4x1xf16> to vector<2x2xf16>
      %337 = nvgpu.mma.sync(%312, %336, %303) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %338 = vector.shape_cast %337 : vector<2x2xf32> to vector<1x1x1x2x2xf32>
      %339 = vector.extract %222[0, 7, 3] : vector<4x1xf16> from vector<1x8x4x4x1xf16>
      %340 = vector.shape_cast %339 : vector<4x1xf16> to vector<2x2xf16>
      %341 = nvgpu.mma.sync(%312, %340, %306) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %342 = vector.shape_cast %341 : vector<2x2xf32> to vector<1x1x1x2x2xf32>
      %343 = vector.insert_strided_slice %314, %cst_1 {offsets = [0, 0, 0, 0, 0], strides = [1, 1, 1, 1, 1]} : vector<1x1x1x2x2xf32> into vector<1x1x8x2x2xf32>
      %344 = vector.insert_strided_slice %318, %343 {offsets = [0, 0, 1, 0, 0], strides = [1, 1, 1, 1, 1]} : vector<1x1x1x2x2xf32> into vector<1x1x8x2x2xf32>
      %345 = vector.insert_strided_slice %322, %344 {offsets = [0, 0, 2, 0, 0], strides = [1, 1, 1, 1, 1]} : vector<1x1x1x2x2xf32> into vector<1x1x8x2x2xf32>
      %346 = vector.insert_strided_slice %326, %345 {offsets = [0, 0, 3, 0, 0], strides = [1, 1, 1, 1, 1]} : vector<1x1x1x2x2xf32> into vector<1x1x8x2x2xf32>
      %347 = vector.insert_strided_slice %330, %346 {offsets = [0, 0, 4, 0, 0], strides = [1, 1, 1, 1, 1]} : vector<1x1x1x2x2xf32> into vector<1x1x8x2x2xf32>
      %348 = vector.insert_strided_slice %334, %347 {offsets = [0, 0, 5, 0, 0], strides = [1, 1, 1, 1, 1]} : vector<1x1x1x2x2xf32> into vector<1x1x8x2x2xf32>
      %349 = vector.insert_strided_slice %338, %348 {offsets = [0, 0, 6, 0, 0], strides = [1, 1, 1, 1, 1]} : vector<1x1x1x2x2xf32> into vector<1x1x8x2x2xf32>
      %350 = vector.insert_strided_slice %342, %349 {offsets = [0, 0, 7, 0, 0], strides = [1, 1, 1, 1, 1]} : vector<1x1x1x2x2xf32> into vector<1x1x8x2x2xf32>
      %351 = vector.shape_cast %350 : vector<1x1x8x2x2xf32> to vector<1x1x1x8x1x1x1x2x1x1x1x1x1x1x2xf32>
      %352 = vector.transpose %351, [0, 5, 10, 1, 6, 11, 2, 7, 12, 3, 8, 13, 4, 9, 14] : vector<1x1x1x8x1x1x1x2x1x1x1x1x1x1x2xf32> to vector<1x1x1x1x1x1x1x2x1x8x1x1x1x1x2xf32>
      %353 = vector.shape_cast %352 : vector<1x1x1x1x1x1x1x2x1x8x1x1x1x1x2xf32> to vector<1x1x1x1x2x1x8x1x2xf32>
      %354 = vector.transpose %353, [0, 3, 6, 1, 4, 7, 2, 5, 8] : vector<1x1x1x1x2x1x8x1x2xf32> to vector<1x1x8x1x2x1x1x1x2xf32>
      %355 = vector.multi_reduction <maximumf>, %354, %cst_3 [2, 5, 8] : vector<1x1x8x1x2x1x1x1x2xf32> to vector<1x1x1x2x1x1xf32>
      %356 = vector.extract %355[0, 0, 0, 0, 0, 0] : f32 from vector<1x1x1x2x1x1xf32>
      %357 = gpu.subgroup_reduce maximumf %356 cluster(size = 4) : (f32) -> f32
      %358 = vector.extract %355[0, 0, 0, 1, 0, 0] : f32 from vector<1x1x1x2x1x1xf32>
      %359 = gpu.subgroup_reduce maximumf %358 cluster(size = 4) : (f32) -> f32
      %360 = vector.from_elements %357, %359 : vector<1x1x1x2x1x1xf32>
      %361 = arith.maximumf %360, %arg6 : vector<1x1x1x2x1x1xf32>
      %362 = arith.subf %arg6, %361 : vector<1x1x1x2x1x1xf32>
      %363 = math.exp2 %362 : vector<1x1x1x2x1x1xf32>
      %364 = arith.mulf %363, %arg5 : vector<1x1x1x2x1x1xf32>
      %365 = vector.broadcast %361 : vector<1x1x1x2x1x1xf32> to vector<8x1x2x1x1x1x2x1x1xf32>
      %366 = vector.transpose %365, [3, 4, 0, 5, 6, 1, 7, 8, 2] : vector<8x1x2x1x1x1x2x1x1xf32> to vector<1x1x8x1x2x1x1x1x2xf32>
      %367 = arith.subf %354, %366 : vector<1x1x8x1x2x1x1x1x2xf32>
      %368 = math.exp2 %367 : vector<1x1x8x1x2x1x1x1x2xf32>
      %369 = vector.multi_reduction <add>, %368, %cst_7 [2, 5, 8] : vector<1x1x8x1x2x1x1x1x2xf32> to vector<1x1x1x2x1x1xf32>
      %370 = vector.extract %369[0, 0, 0, 0, 0, 0] : f32 from vector<1x1x1x2x1x1xf32>
      %371 = gpu.subgroup_reduce add %370 cluster(size = 4) : (f32) -> f32
      %372 = vector.extract %369[0, 0, 0, 1, 0, 0] : f32 from vector<1x1x1x2x1x1xf32>
      %373 = gpu.subgroup_reduce add %372 cluster(size = 4) : (f32) -> f32
      %374 = vector.from_elements %371, %373 : vector<1x1x1x2x1x1xf32>
      %375 = arith.addf %374, %364 : vector<1x1x1x2x1x1xf32>
      %376 = arith.truncf %368 : vector<1x1x8x1x2x1x1x1x2xf32> to vector<1x1x8x1x2x1x1x1x2xf16>
      %377 = vector.broadcast %363 : vector<1x1x1x2x1x1xf32> to vector<4x1x2x1x1x1x2x1x1xf32>
      %378 = vector.transpose %377, [3, 4, 0, 5, 6, 1, 7, 8, 2] : vector<4x1x2x1x1x1x2x1x1xf32> to vector<1x1x4x1x2x1x1x1x2xf32>
      %379 = arith.mulf %378, %arg4 : vector<1x1x4x1x2x1x1x1x2xf32>
      %380 = vector.transpose %376, [0, 3, 1, 4, 2, 5, 6, 7, 8] : vector<1x1x8x1x2x1x1x1x2xf16> to vector<1x1x1x2x8x1x1x1x2xf16>
      %381 = vector.transfer_read %subview[%c0, %19, %17#1], %0 {in_bounds = [true, true, true]} : memref<1x64x32xf16, strided<[2304, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %382 = vector.insert_strided_slice %381, %cst_2 {offsets = [0, 0, 0, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x4x4x1x2x1x1x2x1xf16>
      %383 = vector.transfer_read %subview[%c0, %22, %17#1], %0 {in_bounds = [true, true, true]} : memref<1x64x32xf16, strided<[2304, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %384 = vector.insert_strided_slice %383, %382 {offsets = [0, 0, 0, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x4x4x1x2x1x1x2x1xf16>
      %385 = affine.linearize_index disjoint [%c1, %17#1] by (4, 8) : index
      %386 = vector.transfer_read %subview[%c0, %19, %385], %0 {in_bounds = [true, true, true]} : memref<1x64x32xf16, strided<[2304, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %387 = vector.insert_strided_slice %386, %384 {offsets = [0, 0, 1, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x4x4x1x2x1x1x2x1xf16>
      %388 = vector.transfer_read %subview[%c0, %22, %385], %0 {in_bounds = [true, true, true]} : memref<1x64x32xf16, strided<[2304, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %389 = vector.insert_strided_slice %388, %387 {offsets = [0, 0, 1, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x4x4x1x2x1x1x2x1xf16>
      %390 = affine.linearize_index disjoint [%c2, %17#1] by (4, 8) : index
      %391 = vector.transfer_read %subview[%c0, %19, %390], %0 {in_bounds = [true, true, true]} : memref<1x64x32xf16, strided<[2304, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %392 = vector.insert_strided_slice %391, %389 {offsets = [0, 0, 2, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x4x4x1x2x1x1x2x1xf16>
      %393 = vector.transfer_read %subview[%c0, %22, %390], %0 {in_bounds = [true, true, true]} : memref<1x64x32xf16, strided<[2304, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %394 = vector.insert_strided_slice %393, %392 {offsets = [0, 0, 2, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x4x4x1x2x1x1x2x1xf16>
      %395 = affine.linearize_index disjoint [%c3, %17#1] by (4, 8) : index
      %396 = vector.transfer_read %subview[%c0, %19, %395], %0 {in_bounds = [true, true, true]} : memref<1x64x32xf16, strided<[2304, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %397 = vector.insert_strided_slice %396, %394 {offsets = [0, 0, 3, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x4x4x1x2x1x1x2x1xf16>
      %398 = vector.transfer_read %subview[%c0, %22, %395], %0 {in_bounds = [true, true, true]} : memref<1x64x32xf16, strided<[2304, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %399 = vector.insert_strided_slice %398, %397 {offsets = [0, 0, 3, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x4x4x1x2x1x1x2x1xf16>
      %400 = vector.transfer_read %subview[%c0, %30, %17#1], %0 {in_bounds = [true, true, true]} : memref<1x64x32xf16, strided<[2304, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %401 = vector.insert_strided_slice %400, %399 {offsets = [0, 1, 0, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x4x4x1x2x1x1x2x1xf16>
      %402 = vector.transfer_read %subview[%c0, %33, %17#1], %0 {in_bounds = [true, true, true]} : memref<1x64x32xf16, strided<[2304, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %403 = vector.insert_strided_slice %402, %401 {offsets = [0, 1, 0, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x4x4x1x2x1x1x2x1xf16>
      %404 = vector.transfer_read %subview[%c0, %30, %385], %0 {in_bounds = [true, true, true]} : memref<1x64x32xf16, strided<[2304, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %405 = vector.insert_strided_slice %404, %403 {offsets = [0, 1, 1, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x4x4x1x2x1x1x2x1xf16>
      %406 = vector.transfer_read %subview[%c0, %33, %385], %0 {in_bounds = [true, true, true]} : memref<1x64x32xf16, strided<[2304, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %407 = vector.insert_strided_slice %406, %405 {offsets = [0, 1, 1, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x4x4x1x2x1x1x2x1xf16>
      %408 = vector.transfer_read %subview[%c0, %30, %390], %0 {in_bounds = [true, true, true]} : memref<1x64x32xf16, strided<[2304, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %409 = vector.insert_strided_slice %408, %407 {offsets = [0, 1, 2, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x4x4x1x2x1x1x2x1xf16>
      %410 = vector.transfer_read %subview[%c0, %33, %390], %0 {in_bounds = [true, true, true]} : memref<1x64x32xf16, strided<[2304, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %411 = vector.insert_strided_slice %410, %409 {offsets = [0, 1, 2, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x4x4x1x2x1x1x2x1xf16>
      %412 = vector.transfer_read %subview[%c0, %30, %395], %0 {in_bounds = [true, true, true]} : memref<1x64x32xf16, strided<[2304, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %413 = vector.insert_strided_slice %412, %411 {offsets = [0, 1, 3, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x4x4x1x2x1x1x2x1xf16>
      %414 = vector.transfer_read %subview[%c0, %33, %395], %0 {in_bounds = [true, true, true]} : memref<1x64x32xf16, strided<[2304, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %415 = vector.insert_strided_slice %414, %413 {offsets = [0, 1, 3, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x4x4x1x2x1x1x2x1xf16>
      %416 = vector.transfer_read %subview[%c0, %40, %17#1], %0 {in_bounds = [true, true, true]} : memref<1x64x32xf16, strided<[2304, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %417 = vector.insert_strided_slice %416, %415 {offsets = [0, 2, 0, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x4x4x1x2x1x1x2x1xf16>
      %418 = vector.transfer_read %subview[%c0, %43, %17#1], %0 {in_bounds = [true, true, true]} : memref<1x64x32xf16, strided<[2304, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %419 = vector.insert_strided_slice %418, %417 {offsets = [0, 2, 0, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x4x4x1x2x1x1x2x1xf16>
      %420 = vector.transfer_read %subview[%c0, %40, %385], %0 {in_bounds = [true, true, true]} : memref<1x64x32xf16, strided<[2304, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %421 = vector.insert_strided_slice %420, %419 {offsets = [0, 2, 1, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x4x4x1x2x1x1x2x1xf16>
      %422 = vector.transfer_read %subview[%c0, %43, %385], %0 {in_bounds = [true, true, true]} : memref<1x64x32xf16, strided<[2304, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %423 = vector.insert_strided_slice %422, %421 {offsets = [0, 2, 1, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x4x4x1x2x1x1x2x1xf16>
      %424 = vector.transfer_read %subview[%c0, %40, %390], %0 {in_bounds = [true, true, true]} : memref<1x64x32xf16, strided<[2304, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %425 = vector.insert_strided_slice %424, %423 {offsets = [0, 2, 2, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x4x4x1x2x1x1x2x1xf16>
      %426 = vector.transfer_read %subview[%c0, %43, %390], %0 {in_bounds = [true, true, true]} : memref<1x64x32xf16, strided<[2304, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %427 = vector.insert_strided_slice %426, %425 {offsets = [0, 2, 2, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x4x4x1x2x1x1x2x1xf16>
      %428 = vector.transfer_read %subview[%c0, %40, %395], %0 {in_bounds = [true, true, true]} : memref<1x64x32xf16, strided<[2304, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %429 = vector.insert_strided_slice %428, %427 {offsets = [0, 2, 3, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x4x4x1x2x1x1x2x1xf16>
      %430 = vector.transfer_read %subview[%c0, %43, %395], %0 {in_bounds = [true, true, true]} : memref<1x64x32xf16, strided<[2304, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %431 = vector.insert_strided_slice %430, %429 {offsets = [0, 2, 3, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x4x4x1x2x1x1x2x1xf16>
      %432 = vector.transfer_read %subview[%c0, %50, %17#1], %0 {in_bounds = [true, true, true]} : memref<1x64x32xf16, strided<[2304, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %433 = vector.insert_strided_slice %432, %431 {offsets = [0, 3, 0, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x4x4x1x2x1x1x2x1xf16>
      %434 = vector.transfer_read %subview[%c0, %53, %17#1], %0 {in_bounds = [true, true, true]} : memref<1x64x32xf16, strided<[2304, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %435 = vector.insert_strided_slice %434, %433 {offsets = [0, 3, 0, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x4x4x1x2x1x1x2x1xf16>
      %436 = vector.transfer_read %subview[%c0, %50, %385], %0 {in_bounds = [true, true, true]} : memref<1x64x32xf16, strided<[2304, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %437 = vector.insert_strided_slice %436, %435 {offsets = [0, 3, 1, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x4x4x1x2x1x1x2x1xf16>
      %438 = vector.transfer_read %subview[%c0, %53, %385], %0 {in_bounds = [true, true, true]} : memref<1x64x32xf16, strided<[2304, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %439 = vector.insert_strided_slice %438, %437 {offsets = [0, 3, 1, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x4x4x1x2x1x1x2x1xf16>
      %440 = vector.transfer_read %subview[%c0, %50, %390], %0 {in_bounds = [true, true, true]} : memref<1x64x32xf16, strided<[2304, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %441 = vector.insert_strided_slice %440, %439 {offsets = [0, 3, 2, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x4x4x1x2x1x1x2x1xf16>
      %442 = vector.transfer_read %subview[%c0, %53, %390], %0 {in_bounds = [true, true, true]} : memref<1x64x32xf16, strided<[2304, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %443 = vector.insert_strided_slice %442, %441 {offsets = [0, 3, 2, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x4x4x1x2x1x1x2x1xf16>
      %444 = vector.transfer_read %subview[%c0, %50, %395], %0 {in_bounds = [true, true, true]} : memref<1x64x32xf16, strided<[2304, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %445 = vector.insert_strided_slice %444, %443 {offsets = [0, 3, 3, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x4x4x1x2x1x1x2x1xf16>
      %446 = vector.transfer_read %subview[%c0, %53, %395], %0 {in_bounds = [true, true, true]} : memref<1x64x32xf16, strided<[2304, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %447 = vector.insert_strided_slice %446, %445 {offsets = [0, 3, 3, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x4x4x1x2x1x1x2x1xf16>
      %448 = vector.shape_cast %380 : vector<1x1x1x2x8x1x1x1x2xf16> to vector<1x1x1x1x1x1x1x2x1x4x1x1x1x2x2xf16>
      %449 = vector.transpose %448, [0, 3, 6, 9, 12, 1, 4, 7, 10, 13, 2, 5, 8, 11, 14] : vector<1x1x1x1x1x1x1x2x1x4x1x1x1x2x2xf16> to vector<1x1x1x4x1x1x1x2x1x2x1x1x1x1x2xf16>
      %450 = vector.transpose %447, [0, 3, 6, 1, 4, 7, 2, 5, 8] : vector<1x4x4x1x2x1x1x2x1xf16> to vector<1x1x1x4x2x2x4x1x1xf16>
      %451 = vector.shape_cast %450 : vector<1x1x1x4x2x2x4x1x1xf16> to vector<1x1x1x4x1x1x1x2x2x4x1x1x1x1x1xf16>
      %452 = vector.transpose %451, [0, 3, 6, 9, 12, 1, 4, 7, 10, 13, 2, 5, 8, 11, 14] : vector<1x1x1x4x1x1x1x2x2x4x1x1x1x1x1xf16> to vector<1x4x1x4x1x1x1x2x1x1x1x1x2x1x1xf16>
      %453 = vector.transpose %379, [0, 3, 6, 1, 4, 7, 2, 5, 8] : vector<1x1x4x1x2x1x1x1x2xf32> to vector<1x1x1x1x2x1x4x1x2xf32>
      %454 = vector.shape_cast %453 : vector<1x1x1x1x2x1x4x1x2xf32> to vector<1x1x1x1x1x1x1x2x1x4x1x1x1x1x2xf32>
      %455 = vector.transpose %454, [0, 3, 6, 9, 12, 1, 4, 7, 10, 13, 2, 5, 8, 11, 14] : vector<1x1x1x1x1x1x1x2x1x4x1x1x1x1x2xf32> to vector<1x1x1x4x1x1x1x2x1x1x1x1x1x1x2xf32>
      %456 = vector.shape_cast %449 : vector<1x1x1x4x1x1x1x2x1x2x1x1x1x1x2xf16> to vector<1x1x4x2x4xf16>
      %457 = vector.shape_cast %452 : vector<1x4x1x4x1x1x1x2x1x1x1x1x2x1x1xf16> to vector<1x4x4x1x4xf16>
      %458 = vector.shape_cast %455 : vector<1x1x1x4x1x1x1x2x1x1x1x1x1x1x2xf32> to vector<1x1x4x2x2xf32>
      %459 = vector.extract %456[0, 0, 0] : vector<2x4xf16> from vector<1x1x4x2x4xf16>
      %460 = vector.extract %457[0, 0, 0] : vector<1x4xf16> from vector<1x4x4x1x4xf16>
      %461 = vector.extract %458[0, 0, 0] : vector<2x2xf32> from vector<1x1x4x2x2xf32>
      %462 = vector.shape_cast %460 : vector<1x4xf16> to vector<2x2xf16>
      %463 = vector.shape_cast %459 : vector<2x4xf16> to vector<2x2x2xf16>
      %464 = vector.transpose %463, [1, 0, 2] : vector<2x2x2xf16> to vector<2x2x2xf16>
      %465 = vector.shape_cast %464 : vector<2x2x2xf16> to vector<4x2xf16>
      %466 = nvgpu.mma.sync(%465, %462, %461) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %467 = vector.extract %457[0, 0, 1] : vector<1x4xf16> from vector<1x4x4x1x4xf16>
      %468 = vector.extract %458[0, 0, 1] : vector<2x2xf32> from vector<1x1x4x2x2xf32>
      %469 = vector.shape_cast %467 : vector<1x4xf16> to vector<2x2xf16>
      %470 = nvgpu.mma.sync(%465, %469, %468) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %471 = vector.extract %457[0, 0, 2] : vector<1x4xf16> from vector<1x4x4x1x4xf16>
      %472 = vector.extract %458[0, 0, 2] : vector<2x2xf32> from vector<1x1x4x2x2xf32>
      %473 = vector.shape_cast %471 : vector<1x4xf16> to vector<2x2xf16>
      %474 = nvgpu.mma.sync(%465, %473, %472) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %475 = vector.extract %457[0, 0, 3] : vector<1x4xf16> from vector<1x4x4x1x4xf16>
      %476 = vector.extract %458[0, 0, 3] : vector<2x2xf32> from vector<1x1x4x2x2xf32>
      %477 = vector.shape_cast %475 : vector<1x4xf16> to vector<2x2xf16>
      %478 = nvgpu.mma.sync(%465, %477, %476) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %479 = vector.extract %456[0, 0, 1] : vector<2x4xf16> from vector<1x1x4x2x4xf16>
      %480 = vector.extract %457[0, 1, 0] : vector<1x4xf16> from vector<1x4x4x1x4xf16>
      %481 = vector.shape_cast %480 : vector<1x4xf16> to vector<2x2xf16>
      %482 = vector.shape_cast %479 : vector<2x4xf16> to vector<2x2x2xf16>
      %483 = vector.transpose %482, [1, 0, 2] : vector<2x2x2xf16> to vector<2x2x2xf16>
      %484 = vector.shape_cast %483 : vector<2x2x2xf16> to vector<4x2xf16>
      %485 = nvgpu.mma.sync(%484, %481, %466) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %486 = vector.extract %457[0, 1, 1] : vector<1x4xf16> from vector<1x4x4x1x4xf16>
      %487 = vector.shape_cast %486 : vector<1x4xf16> to vector<2x2xf16>
      %488 = nvgpu.mma.sync(%484, %487, %470) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %489 = vector.extract %457[0, 1, 2] : vector<1x4xf16> from vector<1x4x4x1x4xf16>
      %490 = vector.shape_cast %489 : vector<1x4xf16> to vector<2x2xf16>
      %491 = nvgpu.mma.sync(%484, %490, %474) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %492 = vector.extract %457[0, 1, 3] : vector<1x4xf16> from vector<1x4x4x1x4xf16>
      %493 = vector.shape_cast %492 : vector<1x4xf16> to vector<2x2xf16>
      %494 = nvgpu.mma.sync(%484, %493, %478) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %495 = vector.extract %456[0, 0, 2] : vector<2x4xf16> from vector<1x1x4x2x4xf16>
      %496 = vector.extract %457[0, 2, 0] : vector<1x4xf16> from vector<1x4x4x1x4xf16>
      %497 = vector.shape_cast %496 : vector<1x4xf16> to vector<2x2xf16>
      %498 = vector.shape_cast %495 : vector<2x4xf16> to vector<2x2x2xf16>
      %499 = vector.transpose %498, [1, 0, 2] : vector<2x2x2xf16> to vector<2x2x2xf16>
      %500 = vector.shape_cast %499 : vector<2x2x2xf16> to vector<4x2xf16>
      %501 = nvgpu.mma.sync(%500, %497, %485) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %502 = vector.extract %457[0, 2, 1] : vector<1x4xf16> from vector<1x4x4x1x4xf16>
      %503 = vector.shape_cast %502 : vector<1x4xf16> to vector<2x2xf16>
      %504 = nvgpu.mma.sync(%500, %503, %488) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %505 = vector.extract %457[0, 2, 2] : vector<1x4xf16> from vector<1x4x4x1x4xf16>
      %506 = vector.shape_cast %505 : vector<1x4xf16> to vector<2x2xf16>
      %507 = nvgpu.mma.sync(%500, %506, %491) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %508 = vector.extract %457[0, 2, 3] : vector<1x4xf16> from vector<1x4x4x1x4xf16>
      %509 = vector.shape_cast %508 : vector<1x4xf16> to vector<2x2xf16>
      %510 = nvgpu.mma.sync(%500, %509, %494) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %511 = vector.extract %456[0, 0, 3] : vector<2x4xf16> from vector<1x1x4x2x4xf16>
      %512 = vector.extract %457[0, 3, 0] : vector<1x4xf16> from vector<1x4x4x1x4xf16>
      %513 = vector.shape_cast %512 : vector<1x4xf16> to vector<2x2xf16>
      %514 = vector.shape_cast %511 : vector<2x4xf16> to vector<2x2x2xf16>
      %515 = vector.transpose %514, [1, 0, 2] : vector<2x2x2xf16> to vector<2x2x2xf16>
      %516 = vector.shape_cast %515 : vector<2x2x2xf16> to vector<4x2xf16>
      %517 = nvgpu.mma.sync(%516, %513, %501) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %518 = vector.shape_cast %517 : vector<2x2xf32> to vector<1x1x1x2x2xf32>
      %519 = vector.extract %457[0, 3, 1] : vector<1x4xf16> from vector<1x4x4x1x4xf16>
      %520 = vector.shape_cast %519 : vector<1x4xf16> to vector<2x2xf16>
      %521 = nvgpu.mma.sync(%516, %520, %504) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %522 = vector.shape_cast %521 : vector<2x2xf32> to vector<1x1x1x2x2xf32>
      %523 = vector.extract %457[0, 3, 2] : vector<1x4xf16> from vector<1x4x4x1x4xf16>
      %524 = vector.shape_cast %523 : vector<1x4xf16> to vector<2x2xf16>
      %525 = nvgpu.mma.sync(%516, %524, %507) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %526 = vector.shape_cast %525 : vector<2x2xf32> to vector<1x1x1x2x2xf32>
      %527 = vector.extract %457[0, 3, 3] : vector<1x4xf16> from vector<1x4x4x1x4xf16>
      %528 = vector.shape_cast %527 : vector<1x4xf16> to vector<2x2xf16>
      %529 = nvgpu.mma.sync(%516, %528, %510) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %530 = vector.shape_cast %529 : vector<2x2xf32> to vector<1x1x1x2x2xf32>
      %531 = vector.insert_strided_slice %518, %cst_0 {offsets = [0, 0, 0, 0, 0], strides = [1, 1, 1, 1, 1]} : vector<1x1x1x2x2xf32> into vector<1x1x4x2x2xf32>
      %532 = vector.insert_strided_slice %522, %531 {offsets = [0, 0, 1, 0, 0], strides = [1, 1, 1, 1, 1]} : vector<1x1x1x2x2xf32> into vector<1x1x4x2x2xf32>
      %533 = vector.insert_strided_slice %526, %532 {offsets = [0, 0, 2, 0, 0], strides = [1, 1, 1, 1, 1]} : vector<1x1x1x2x2xf32> into vector<1x1x4x2x2xf32>
      %534 = vector.insert_strided_slice %530, %533 {offsets = [0, 0, 3, 0, 0], strides = [1, 1, 1, 1, 1]} : vector<1x1x1x2x2xf32> into vector<1x1x4x2x2xf32>
      %535 = vector.shape_cast %534 : vector<1x1x4x2x2xf32> to vector<1x1x1x4x1x1x1x2x1x1x1x1x1x1x2xf32>
      %536 = vector.transpose %535, [0, 5, 10, 1, 6, 11, 2, 7, 12, 3, 8, 13, 4, 9, 14] : vector<1x1x1x4x1x1x1x2x1x1x1x1x1x1x2xf32> to vector<1x1x1x1x1x1x1x2x1x4x1x1x1x1x2xf32>
      %537 = vector.shape_cast %536 : vector<1x1x1x1x1x1x1x2x1x4x1x1x1x1x2xf32> to vector<1x1x1x1x2x1x4x1x2xf32>
      %538 = vector.transpose %537, [0, 3, 6, 1, 4, 7, 2, 5, 8] : vector<1x1x1x1x2x1x4x1x2xf32> to vector<1x1x4x1x2x1x1x1x2xf32>
      scf.yield %538, %375, %361 : vector<1x1x4x1x2x1x1x1x2xf32>, vector<1x1x1x2x1x1xf32>, vector<1x1x1x2x1x1xf32>
    }
    %67 = arith.divf %cst_6, %66#1 : vector<1x1x1x2x1x1xf32>
    %68 = vector.broadcast %67 : vector<1x1x1x2x1x1xf32> to vector<4x1x2x1x1x1x2x1x1xf32>
    %69 = vector.transpose %68, [3, 4, 0, 5, 6, 1, 7, 8, 2] : vector<4x1x2x1x1x1x2x1x1xf32> to vector<1x1x4x1x2x1x1x1x2xf32>
    %70 = arith.mulf %69, %66#0 : vector<1x1x4x1x2x1x1x1x2xf32>
    %71 = arith.truncf %70 : vector<1x1x4x1x2x1x1x1x2xf32> to vector<1x1x4x1x2x1x1x1x2xf16>
    scf.if %15 {
      %72 = vector.extract %71[0, 0, 0, 0, 0, 0] : vector<1x1x2xf16> from vector<1x1x4x1x2x1x1x1x2xf16>
      vector.transfer_write %72, %subview_18[%c0, %18, %19] {in_bounds = [true, true, true]} : vector<1x1x2xf16>, memref<1x64x32xf16, strided<[65536, 64, 1], offset: ?>>
      %73 = vector.extract %71[0, 0, 0, 0, 1, 0] : vector<1x1x2xf16> from vector<1x1x4x1x2x1x1x1x2xf16>
      vector.transfer_write %73, %subview_18[%c0, %25, %19] {in_bounds = [true, true, true]} : vector<1x1x2xf16>, memref<1x64x32xf16, strided<[65536, 64, 1], offset: ?>>
      %74 = affine.linearize_index disjoint [%c1, %17#2, %c0] by (4, 4, 2) : index
      %75 = vector.extract %71[0, 0, 1, 0, 0, 0] : vector<1x1x2xf16> from vector<1x1x4x1x2x1x1x1x2xf16>
      vector.transfer_write %75, %subview_18[%c0, %18, %74] {in_bounds = [true, true, true]} : vector<1x1x2xf16>, memref<1x64x32xf16, strided<[65536, 64, 1], offset: ?>>
      %76 = vector.extract %71[0, 0, 1, 0, 1, 0] : vector<1x1x2xf16> from vector<1x1x4x1x2x1x1x1x2xf16>
      vector.transfer_write %76, %subview_18[%c0, %25, %74] {in_bounds = [true, true, true]} : vector<1x1x2xf16>, memref<1x64x32xf16, strided<[65536, 64, 1], offset: ?>>
      %77 = affine.linearize_index disjoint [%c2, %17#2, %c0] by (4, 4, 2) : index
      %78 = vector.extract %71[0, 0, 2, 0, 0, 0] : vector<1x1x2xf16> from vector<1x1x4x1x2x1x1x1x2xf16>
      vector.transfer_write %78, %subview_18[%c0, %18, %77] {in_bounds = [true, true, true]} : vector<1x1x2xf16>, memref<1x64x32xf16, strided<[65536, 64, 1], offset: ?>>
      %79 = vector.extract %71[0, 0, 2, 0, 1, 0] : vector<1x1x2xf16> from vector<1x1x4x1x2x1x1x1x2xf16>
      vector.transfer_write %79, %subview_18[%c0, %25, %77] {in_bounds = [true, true, true]} : vector<1x1x2xf16>, memref<1x64x32xf16, strided<[65536, 64, 1], offset: ?>>
      %80 = affine.linearize_index disjoint [%c3, %17#2, %c0] by (4, 4, 2) : index
      %81 = vector.extract %71[0, 0, 3, 0, 0, 0] : vector<1x1x2xf16> from vector<1x1x4x1x2x1x1x1x2xf16>
      vector.transfer_write %81, %subview_18[%c0, %18, %80] {in_bounds = [true, true, true]} : vector<1x1x2xf16>, memref<1x64x32xf16, strided<[65536, 64, 1], offset: ?>>
      %82 = vector.extract %71[0, 0, 3, 0, 1, 0] : vector<1x1x2xf16> from vector<1x1x4x1x2x1x1x1x2xf16>
      vector.transfer_write %82, %subview_18[%c0, %25, %80] {in_bounds = [true, true, true]} : vector<1x1x2xf16>, memref<1x64x32xf16, strided<[65536, 64, 1], offset: ?>>
    }
  memref.dealloc %subview_14 : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>
  memref.dealloc %subview_12 : memref<1x64x64xf16, strided<[4352, 68, 1]>, #gpu.address_space<workgroup>>
  memref.dealloc %subview : memref<1x64x32xf16, strided<[2304, 36, 1]>, #gpu.address_space<workgroup>>
  return
}
