// REAL KERNEL: iree_bmm_f16_vd
// SOURCE: IREE, PyPI iree-base-compiler==3.13.0 (IREE compiler version 3.13.0rc20261016 @ 89ece87b89852100c0a4ac3d515e14842d090967)
// INPUT PROGRAM: corpus/iree/inputs/bmm_f16.mlir
// COMMAND: iree-compile --iree-hal-target-device=cuda --iree-cuda-target=sm_80 inputs/bmm_f16.mlir -o out.vmfb --mlir-disable-threading --mlir-print-ir-before=iree-codegen-gpu-reuse-shared-memory-allocs --iree-codegen-llvmgpu-use-tile-and-fuse-matmul=false --iree-codegen-llvmgpu-use-vector-distribution --iree-llvmgpu-enable-shared-memory-reuse 2> dump.mlir
// EXTRACTED: the func.func printed at "IR Dump Before GPUReuseSharedMemoryAllocsPass" (IREE LLVMGPU pipeline VectorDistribute)
// CONVERTED: python -m bench.iree_real --regenerate (bench/iree_convert.py, convert_function(func_form=True))
// WORKGROUP BUFFERS (2, 26112 B): %alloc memref<1x128x36xf16> (9216 B), %alloc_3 memref<1x64x132xf16> (16896 B)
// MECHANICAL CHANGES (bench/iree_convert.py):
//   C1f func.func @K() {...} kept as a func.func (IREE's form before outlining) taking the bindings as arguments; its workgroup size (from translation_info) kept as `gpu.known_block_size = array<i32: X, Y, Z>`
//   C2 each `%N = hal.interface.binding.subspan ... binding(B) ... : memref<T, #hal.descriptor_type<storage_buffer>>` removed; %N becomes kernel argument %bindingB : memref<T>
//   C3 memory space `#hal.descriptor_type<storage_buffer>` dropped from every type (-> default/global memory space)
//   C4f func attributes dropped (translation_info and IREE's own); the workgroup size kept as `gpu.known_block_size`
//   C6 `gpu.barrier memfence [#gpu.address_space<workgroup>]` -> `gpu.barrier`
//   C7 the workgroup-distribution `scf.forall ... {mapping = [#iree_codegen.workgroup_mapping<..>]}` replaced by its body with each induction variable = lb + gpu.block_id <dim> * step
//   C8 inherent attributes printed bare get their braces back (`offsets = [..], strides = [..]`, `sizes = [..]`, `mmaShape = [..]`)
func.func @bmm_f16_dispatch_0_batch_matmul_16x512x512x512_f16xf16xf32(%binding0: memref<16x512x512xf16>, %binding1: memref<16x512x512xf16>, %binding2: memref<16x512x512xf32>) attributes {gpu.known_block_size = array<i32: 128, 1, 1>} {
  %cst = arith.constant dense<0.000000e+00> : vector<2x2xf32>
  %cst_0 = arith.constant dense<0.000000e+00> : vector<1x2x2x2x2xf32>
  %cst_1 = arith.constant dense<0.000000e+00> : vector<1x8x2x1x2x1x1x2x1xf16>
  %cst_2 = arith.constant dense<0.000000e+00> : vector<1x2x8x1x2x2x1x1x2xf16>
  %c7 = arith.constant 7 : index
  %c6 = arith.constant 6 : index
  %c5 = arith.constant 5 : index
  %c4 = arith.constant 4 : index
  %c3 = arith.constant 3 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %0 = ub.poison : f16
  %c128 = arith.constant 128 : index
  %c512 = arith.constant 512 : index
  %c0 = arith.constant 0 : index
  %thread_id_y = gpu.thread_id y
  %thread_id_x = gpu.thread_id x
  %alloc = memref.alloc() : memref<1x128x36xf16, #gpu.address_space<workgroup>>
  %subview = memref.subview %alloc[0, 0, 0] [1, 128, 32] [1, 1, 1] : memref<1x128x36xf16, #gpu.address_space<workgroup>> to memref<1x128x32xf16, strided<[4608, 36, 1]>, #gpu.address_space<workgroup>>
  %alloc_3 = memref.alloc() : memref<1x64x132xf16, #gpu.address_space<workgroup>>
  %subview_4 = memref.subview %alloc_3[0, 0, 0] [1, 64, 128] [1, 1, 1] : memref<1x64x132xf16, #gpu.address_space<workgroup>> to memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>
  %assume_align = memref.assume_alignment %binding0, 64 : memref<16x512x512xf16>
  %assume_align_5 = memref.assume_alignment %binding1, 64 : memref<16x512x512xf16>
  %assume_align_6 = memref.assume_alignment %binding2, 64 : memref<16x512x512xf32>
  %arg0 = gpu.block_id z
  %wg_id_y = gpu.block_id y
  %wg_step_y = arith.constant 64 : index
  %arg1 = arith.muli %wg_id_y, %wg_step_y : index
  %wg_id_x = gpu.block_id x
  %wg_step_x = arith.constant 32 : index
  %arg2 = arith.muli %wg_id_x, %wg_step_x : index
    %subview_7 = memref.subview %assume_align_6[%arg0, %arg1, %arg2] [1, 64, 32] [1, 1, 1] : memref<16x512x512xf32> to memref<1x64x32xf32, strided<[262144, 512, 1], offset: ?>>
    %4:4 = scf.for %arg3 = %c0 to %c512 step %c128 iter_args(%arg4 = %cst, %arg5 = %cst, %arg6 = %cst, %arg7 = %cst) -> (vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>) {
      gpu.barrier
      %20:2 = affine.delinearize_index %thread_id_x into (8, 16) : index, index
      %21 = affine.linearize_index [%20#0, %arg1] by (8, 1) : index
      %22 = affine.linearize_index [%20#1, %arg3] by (16, 8) : index
      %23 = vector.transfer_read %assume_align[%arg0, %21, %22], %0 {in_bounds = [true, true, true]} : memref<16x512x512xf16>, vector<1x1x8xf16>
      %24 = affine.linearize_index [%c1, %20#0, %arg1] by (8, 8, 1) : index
      %25 = vector.transfer_read %assume_align[%arg0, %24, %22], %0 {in_bounds = [true, true, true]} : memref<16x512x512xf16>, vector<1x1x8xf16>
      %26 = affine.linearize_index [%c2, %20#0, %arg1] by (8, 8, 1) : index
      %27 = vector.transfer_read %assume_align[%arg0, %26, %22], %0 {in_bounds = [true, true, true]} : memref<16x512x512xf16>, vector<1x1x8xf16>
      %28 = affine.linearize_index [%c3, %20#0, %arg1] by (8, 8, 1) : index
      %29 = vector.transfer_read %assume_align[%arg0, %28, %22], %0 {in_bounds = [true, true, true]} : memref<16x512x512xf16>, vector<1x1x8xf16>
      %30 = affine.linearize_index [%c4, %20#0, %arg1] by (8, 8, 1) : index
      %31 = vector.transfer_read %assume_align[%arg0, %30, %22], %0 {in_bounds = [true, true, true]} : memref<16x512x512xf16>, vector<1x1x8xf16>
      %32 = affine.linearize_index [%c5, %20#0, %arg1] by (8, 8, 1) : index
      %33 = vector.transfer_read %assume_align[%arg0, %32, %22], %0 {in_bounds = [true, true, true]} : memref<16x512x512xf16>, vector<1x1x8xf16>
      %34 = affine.linearize_index [%c6, %20#0, %arg1] by (8, 8, 1) : index
      %35 = vector.transfer_read %assume_align[%arg0, %34, %22], %0 {in_bounds = [true, true, true]} : memref<16x512x512xf16>, vector<1x1x8xf16>
      %36 = affine.linearize_index [%c7, %20#0, %arg1] by (8, 8, 1) : index
      %37 = vector.transfer_read %assume_align[%arg0, %36, %22], %0 {in_bounds = [true, true, true]} : memref<16x512x512xf16>, vector<1x1x8xf16>
      %38 = arith.cmpi eq, %thread_id_y, %c0 : index
      scf.if %38 {
        %402 = affine.linearize_index disjoint [%20#1, %c0] by (16, 8) : index
        vector.transfer_write %23, %subview_4[%c0, %20#0, %402] {in_bounds = [true, true, true]} : vector<1x1x8xf16>, memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>
        %403 = affine.linearize_index disjoint [%c1, %20#0] by (8, 8) : index
        vector.transfer_write %25, %subview_4[%c0, %403, %402] {in_bounds = [true, true, true]} : vector<1x1x8xf16>, memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>
        %404 = affine.linearize_index disjoint [%c2, %20#0] by (8, 8) : index
        vector.transfer_write %27, %subview_4[%c0, %404, %402] {in_bounds = [true, true, true]} : vector<1x1x8xf16>, memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>
        %405 = affine.linearize_index disjoint [%c3, %20#0] by (8, 8) : index
        vector.transfer_write %29, %subview_4[%c0, %405, %402] {in_bounds = [true, true, true]} : vector<1x1x8xf16>, memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>
        %406 = affine.linearize_index disjoint [%c4, %20#0] by (8, 8) : index
        vector.transfer_write %31, %subview_4[%c0, %406, %402] {in_bounds = [true, true, true]} : vector<1x1x8xf16>, memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>
        %407 = affine.linearize_index disjoint [%c5, %20#0] by (8, 8) : index
        vector.transfer_write %33, %subview_4[%c0, %407, %402] {in_bounds = [true, true, true]} : vector<1x1x8xf16>, memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>
        %408 = affine.linearize_index disjoint [%c6, %20#0] by (8, 8) : index
        vector.transfer_write %35, %subview_4[%c0, %408, %402] {in_bounds = [true, true, true]} : vector<1x1x8xf16>, memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>
        %409 = affine.linearize_index disjoint [%c7, %20#0] by (8, 8) : index
        vector.transfer_write %37, %subview_4[%c0, %409, %402] {in_bounds = [true, true, true]} : vector<1x1x8xf16>, memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>
      }
      %39:2 = affine.delinearize_index %thread_id_x into (32, 4) : index, index
      %40 = affine.linearize_index [%39#0, %arg3] by (32, 1) : index
      %41 = affine.linearize_index [%39#1, %arg2] by (4, 8) : index
      %42 = vector.transfer_read %assume_align_5[%arg0, %40, %41], %0 {in_bounds = [true, true, true]} : memref<16x512x512xf16>, vector<1x1x8xf16>
      %43 = affine.linearize_index [%c1, %39#0, %arg3] by (4, 32, 1) : index
      %44 = vector.transfer_read %assume_align_5[%arg0, %43, %41], %0 {in_bounds = [true, true, true]} : memref<16x512x512xf16>, vector<1x1x8xf16>
      %45 = affine.linearize_index [%c2, %39#0, %arg3] by (4, 32, 1) : index
      %46 = vector.transfer_read %assume_align_5[%arg0, %45, %41], %0 {in_bounds = [true, true, true]} : memref<16x512x512xf16>, vector<1x1x8xf16>
      %47 = affine.linearize_index [%c3, %39#0, %arg3] by (4, 32, 1) : index
      %48 = vector.transfer_read %assume_align_5[%arg0, %47, %41], %0 {in_bounds = [true, true, true]} : memref<16x512x512xf16>, vector<1x1x8xf16>
      scf.if %38 {
        %402 = affine.linearize_index disjoint [%39#1, %c0] by (4, 8) : index
        vector.transfer_write %42, %subview[%c0, %39#0, %402] {in_bounds = [true, true, true]} : vector<1x1x8xf16>, memref<1x128x32xf16, strided<[4608, 36, 1]>, #gpu.address_space<workgroup>>
        %403 = affine.linearize_index disjoint [%c1, %39#0] by (4, 32) : index
        vector.transfer_write %44, %subview[%c0, %403, %402] {in_bounds = [true, true, true]} : vector<1x1x8xf16>, memref<1x128x32xf16, strided<[4608, 36, 1]>, #gpu.address_space<workgroup>>
        %404 = affine.linearize_index disjoint [%c2, %39#0] by (4, 32) : index
        vector.transfer_write %46, %subview[%c0, %404, %402] {in_bounds = [true, true, true]} : vector<1x1x8xf16>, memref<1x128x32xf16, strided<[4608, 36, 1]>, #gpu.address_space<workgroup>>
        %405 = affine.linearize_index disjoint [%c3, %39#0] by (4, 32) : index
        vector.transfer_write %48, %subview[%c0, %405, %402] {in_bounds = [true, true, true]} : vector<1x1x8xf16>, memref<1x128x32xf16, strided<[4608, 36, 1]>, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %49:3 = affine.delinearize_index %thread_id_x into (2, 2, 32) : index, index, index
      %50:3 = affine.delinearize_index %thread_id_x into (8, 4) : index, index, index
      %51 = affine.linearize_index disjoint [%49#0, %c0, %c0, %50#1] by (2, 2, 2, 8) : index
      %52 = affine.linearize_index disjoint [%50#2, %c0] by (4, 2) : index
      %53 = vector.transfer_read %subview_4[%c0, %51, %52], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %54 = vector.insert_strided_slice %53, %cst_2 {offsets = [0, 0, 0, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %55 = affine.linearize_index disjoint [%c1, %50#2, %c0] by (2, 4, 2) : index
      %56 = vector.transfer_read %subview_4[%c0, %51, %55], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %57 = vector.insert_strided_slice %56, %54 {offsets = [0, 0, 0, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %58 = affine.linearize_index disjoint [%49#0, %c0, %c1, %50#1] by (2, 2, 2, 8) : index
      %59 = vector.transfer_read %subview_4[%c0, %58, %52], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %60 = vector.insert_strided_slice %59, %57 {offsets = [0, 0, 0, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %61 = vector.transfer_read %subview_4[%c0, %58, %55], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %62 = vector.insert_strided_slice %61, %60 {offsets = [0, 0, 0, 0, 1, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %63 = affine.linearize_index disjoint [%c1, %c0, %50#2, %c0] by (8, 2, 4, 2) : index
      %64 = vector.transfer_read %subview_4[%c0, %51, %63], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %65 = vector.insert_strided_slice %64, %62 {offsets = [0, 0, 1, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %66 = affine.linearize_index disjoint [%c1, %c1, %50#2, %c0] by (8, 2, 4, 2) : index
      %67 = vector.transfer_read %subview_4[%c0, %51, %66], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %68 = vector.insert_strided_slice %67, %65 {offsets = [0, 0, 1, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %69 = vector.transfer_read %subview_4[%c0, %58, %63], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %70 = vector.insert_strided_slice %69, %68 {offsets = [0, 0, 1, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %71 = vector.transfer_read %subview_4[%c0, %58, %66], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %72 = vector.insert_strided_slice %71, %70 {offsets = [0, 0, 1, 0, 1, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %73 = affine.linearize_index disjoint [%c2, %c0, %50#2, %c0] by (8, 2, 4, 2) : index
      %74 = vector.transfer_read %subview_4[%c0, %51, %73], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %75 = vector.insert_strided_slice %74, %72 {offsets = [0, 0, 2, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %76 = affine.linearize_index disjoint [%c2, %c1, %50#2, %c0] by (8, 2, 4, 2) : index
      %77 = vector.transfer_read %subview_4[%c0, %51, %76], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %78 = vector.insert_strided_slice %77, %75 {offsets = [0, 0, 2, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %79 = vector.transfer_read %subview_4[%c0, %58, %73], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %80 = vector.insert_strided_slice %79, %78 {offsets = [0, 0, 2, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %81 = vector.transfer_read %subview_4[%c0, %58, %76], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %82 = vector.insert_strided_slice %81, %80 {offsets = [0, 0, 2, 0, 1, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %83 = affine.linearize_index disjoint [%c3, %c0, %50#2, %c0] by (8, 2, 4, 2) : index
      %84 = vector.transfer_read %subview_4[%c0, %51, %83], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %85 = vector.insert_strided_slice %84, %82 {offsets = [0, 0, 3, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %86 = affine.linearize_index disjoint [%c3, %c1, %50#2, %c0] by (8, 2, 4, 2) : index
      %87 = vector.transfer_read %subview_4[%c0, %51, %86], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %88 = vector.insert_strided_slice %87, %85 {offsets = [0, 0, 3, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %89 = vector.transfer_read %subview_4[%c0, %58, %83], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %90 = vector.insert_strided_slice %89, %88 {offsets = [0, 0, 3, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %91 = vector.transfer_read %subview_4[%c0, %58, %86], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %92 = vector.insert_strided_slice %91, %90 {offsets = [0, 0, 3, 0, 1, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %93 = affine.linearize_index disjoint [%c4, %c0, %50#2, %c0] by (8, 2, 4, 2) : index
      %94 = vector.transfer_read %subview_4[%c0, %51, %93], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %95 = vector.insert_strided_slice %94, %92 {offsets = [0, 0, 4, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %96 = affine.linearize_index disjoint [%c4, %c1, %50#2, %c0] by (8, 2, 4, 2) : index
      %97 = vector.transfer_read %subview_4[%c0, %51, %96], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %98 = vector.insert_strided_slice %97, %95 {offsets = [0, 0, 4, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %99 = vector.transfer_read %subview_4[%c0, %58, %93], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %100 = vector.insert_strided_slice %99, %98 {offsets = [0, 0, 4, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %101 = vector.transfer_read %subview_4[%c0, %58, %96], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %102 = vector.insert_strided_slice %101, %100 {offsets = [0, 0, 4, 0, 1, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %103 = affine.linearize_index disjoint [%c5, %c0, %50#2, %c0] by (8, 2, 4, 2) : index
      %104 = vector.transfer_read %subview_4[%c0, %51, %103], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %105 = vector.insert_strided_slice %104, %102 {offsets = [0, 0, 5, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %106 = affine.linearize_index disjoint [%c5, %c1, %50#2, %c0] by (8, 2, 4, 2) : index
      %107 = vector.transfer_read %subview_4[%c0, %51, %106], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %108 = vector.insert_strided_slice %107, %105 {offsets = [0, 0, 5, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %109 = vector.transfer_read %subview_4[%c0, %58, %103], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %110 = vector.insert_strided_slice %109, %108 {offsets = [0, 0, 5, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %111 = vector.transfer_read %subview_4[%c0, %58, %106], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %112 = vector.insert_strided_slice %111, %110 {offsets = [0, 0, 5, 0, 1, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %113 = affine.linearize_index disjoint [%c6, %c0, %50#2, %c0] by (8, 2, 4, 2) : index
      %114 = vector.transfer_read %subview_4[%c0, %51, %113], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %115 = vector.insert_strided_slice %114, %112 {offsets = [0, 0, 6, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %116 = affine.linearize_index disjoint [%c6, %c1, %50#2, %c0] by (8, 2, 4, 2) : index
      %117 = vector.transfer_read %subview_4[%c0, %51, %116], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %118 = vector.insert_strided_slice %117, %115 {offsets = [0, 0, 6, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %119 = vector.transfer_read %subview_4[%c0, %58, %113], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %120 = vector.insert_strided_slice %119, %118 {offsets = [0, 0, 6, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %121 = vector.transfer_read %subview_4[%c0, %58, %116], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %122 = vector.insert_strided_slice %121, %120 {offsets = [0, 0, 6, 0, 1, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %123 = affine.linearize_index disjoint [%c7, %c0, %50#2, %c0] by (8, 2, 4, 2) : index
      %124 = vector.transfer_read %subview_4[%c0, %51, %123], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %125 = vector.insert_strided_slice %124, %122 {offsets = [0, 0, 7, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %126 = affine.linearize_index disjoint [%c7, %c1, %50#2, %c0] by (8, 2, 4, 2) : index
      %127 = vector.transfer_read %subview_4[%c0, %51, %126], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %128 = vector.insert_strided_slice %127, %125 {offsets = [0, 0, 7, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %129 = vector.transfer_read %subview_4[%c0, %58, %123], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %130 = vector.insert_strided_slice %129, %128 {offsets = [0, 0, 7, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %131 = vector.transfer_read %subview_4[%c0, %58, %126], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %132 = vector.insert_strided_slice %131, %130 {offsets = [0, 0, 7, 0, 1, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %133 = affine.linearize_index disjoint [%49#0, %c1, %c0, %50#1] by (2, 2, 2, 8) : index
      %134 = vector.transfer_read %subview_4[%c0, %133, %52], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %135 = vector.insert_strided_slice %134, %132 {offsets = [0, 1, 0, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %136 = vector.transfer_read %subview_4[%c0, %133, %55], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %137 = vector.insert_strided_slice %136, %135 {offsets = [0, 1, 0, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %138 = affine.linearize_index disjoint [%49#0, %c1, %c1, %50#1] by (2, 2, 2, 8) : index
      %139 = vector.transfer_read %subview_4[%c0, %138, %52], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %140 = vector.insert_strided_slice %139, %137 {offsets = [0, 1, 0, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %141 = vector.transfer_read %subview_4[%c0, %138, %55], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %142 = vector.insert_strided_slice %141, %140 {offsets = [0, 1, 0, 0, 1, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %143 = vector.transfer_read %subview_4[%c0, %133, %63], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %144 = vector.insert_strided_slice %143, %142 {offsets = [0, 1, 1, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %145 = vector.transfer_read %subview_4[%c0, %133, %66], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %146 = vector.insert_strided_slice %145, %144 {offsets = [0, 1, 1, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %147 = vector.transfer_read %subview_4[%c0, %138, %63], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %148 = vector.insert_strided_slice %147, %146 {offsets = [0, 1, 1, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %149 = vector.transfer_read %subview_4[%c0, %138, %66], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %150 = vector.insert_strided_slice %149, %148 {offsets = [0, 1, 1, 0, 1, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %151 = vector.transfer_read %subview_4[%c0, %133, %73], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %152 = vector.insert_strided_slice %151, %150 {offsets = [0, 1, 2, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %153 = vector.transfer_read %subview_4[%c0, %133, %76], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %154 = vector.insert_strided_slice %153, %152 {offsets = [0, 1, 2, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %155 = vector.transfer_read %subview_4[%c0, %138, %73], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %156 = vector.insert_strided_slice %155, %154 {offsets = [0, 1, 2, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %157 = vector.transfer_read %subview_4[%c0, %138, %76], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %158 = vector.insert_strided_slice %157, %156 {offsets = [0, 1, 2, 0, 1, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %159 = vector.transfer_read %subview_4[%c0, %133, %83], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %160 = vector.insert_strided_slice %159, %158 {offsets = [0, 1, 3, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %161 = vector.transfer_read %subview_4[%c0, %133, %86], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %162 = vector.insert_strided_slice %161, %160 {offsets = [0, 1, 3, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %163 = vector.transfer_read %subview_4[%c0, %138, %83], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %164 = vector.insert_strided_slice %163, %162 {offsets = [0, 1, 3, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %165 = vector.transfer_read %subview_4[%c0, %138, %86], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %166 = vector.insert_strided_slice %165, %164 {offsets = [0, 1, 3, 0, 1, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %167 = vector.transfer_read %subview_4[%c0, %133, %93], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %168 = vector.insert_strided_slice %167, %166 {offsets = [0, 1, 4, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %169 = vector.transfer_read %subview_4[%c0, %133, %96], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %170 = vector.insert_strided_slice %169, %168 {offsets = [0, 1, 4, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %171 = vector.transfer_read %subview_4[%c0, %138, %93], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %172 = vector.insert_strided_slice %171, %170 {offsets = [0, 1, 4, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %173 = vector.transfer_read %subview_4[%c0, %138, %96], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %174 = vector.insert_strided_slice %173, %172 {offsets = [0, 1, 4, 0, 1, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %175 = vector.transfer_read %subview_4[%c0, %133, %103], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %176 = vector.insert_strided_slice %175, %174 {offsets = [0, 1, 5, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %177 = vector.transfer_read %subview_4[%c0, %133, %106], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %178 = vector.insert_strided_slice %177, %176 {offsets = [0, 1, 5, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %179 = vector.transfer_read %subview_4[%c0, %138, %103], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %180 = vector.insert_strided_slice %179, %178 {offsets = [0, 1, 5, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %181 = vector.transfer_read %subview_4[%c0, %138, %106], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %182 = vector.insert_strided_slice %181, %180 {offsets = [0, 1, 5, 0, 1, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %183 = vector.transfer_read %subview_4[%c0, %133, %113], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %184 = vector.insert_strided_slice %183, %182 {offsets = [0, 1, 6, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %185 = vector.transfer_read %subview_4[%c0, %133, %116], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %186 = vector.insert_strided_slice %185, %184 {offsets = [0, 1, 6, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %187 = vector.transfer_read %subview_4[%c0, %138, %113], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %188 = vector.insert_strided_slice %187, %186 {offsets = [0, 1, 6, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %189 = vector.transfer_read %subview_4[%c0, %138, %116], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %190 = vector.insert_strided_slice %189, %188 {offsets = [0, 1, 6, 0, 1, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %191 = vector.transfer_read %subview_4[%c0, %133, %123], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %192 = vector.insert_strided_slice %191, %190 {offsets = [0, 1, 7, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %193 = vector.transfer_read %subview_4[%c0, %133, %126], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %194 = vector.insert_strided_slice %193, %192 {offsets = [0, 1, 7, 0, 0, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %195 = vector.transfer_read %subview_4[%c0, %138, %123], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %196 = vector.insert_strided_slice %195, %194 {offsets = [0, 1, 7, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %197 = vector.transfer_read %subview_4[%c0, %138, %126], %0 {in_bounds = [true, true, true]} : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>, vector<1x1x2xf16>
      %198 = vector.insert_strided_slice %197, %196 {offsets = [0, 1, 7, 0, 1, 1, 0, 0, 0], strides = [1, 1, 1]} : vector<1x1x2xf16> into vector<1x2x8x1x2x2x1x1x2xf16>
      %199:3 = affine.delinearize_index %thread_id_x into (2, 32) : index, index, index
      %200 = affine.linearize_index disjoint [%199#1, %c0, %50#1] by (2, 2, 8) : index
      %201 = vector.transfer_read %subview[%c0, %52, %200], %0 {in_bounds = [true, true, true]} : memref<1x128x32xf16, strided<[4608, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %202 = vector.insert_strided_slice %201, %cst_1 {offsets = [0, 0, 0, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x8x2x1x2x1x1x2x1xf16>
      %203 = vector.transfer_read %subview[%c0, %55, %200], %0 {in_bounds = [true, true, true]} : memref<1x128x32xf16, strided<[4608, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %204 = vector.insert_strided_slice %203, %202 {offsets = [0, 0, 0, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x8x2x1x2x1x1x2x1xf16>
      %205 = affine.linearize_index disjoint [%199#1, %c1, %50#1] by (2, 2, 8) : index
      %206 = vector.transfer_read %subview[%c0, %52, %205], %0 {in_bounds = [true, true, true]} : memref<1x128x32xf16, strided<[4608, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %207 = vector.insert_strided_slice %206, %204 {offsets = [0, 0, 1, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x8x2x1x2x1x1x2x1xf16>
      %208 = vector.transfer_read %subview[%c0, %55, %205], %0 {in_bounds = [true, true, true]} : memref<1x128x32xf16, strided<[4608, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %209 = vector.insert_strided_slice %208, %207 {offsets = [0, 0, 1, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x8x2x1x2x1x1x2x1xf16>
      %210 = vector.transfer_read %subview[%c0, %63, %200], %0 {in_bounds = [true, true, true]} : memref<1x128x32xf16, strided<[4608, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %211 = vector.insert_strided_slice %210, %209 {offsets = [0, 1, 0, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x8x2x1x2x1x1x2x1xf16>
      %212 = vector.transfer_read %subview[%c0, %66, %200], %0 {in_bounds = [true, true, true]} : memref<1x128x32xf16, strided<[4608, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %213 = vector.insert_strided_slice %212, %211 {offsets = [0, 1, 0, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x8x2x1x2x1x1x2x1xf16>
      %214 = vector.transfer_read %subview[%c0, %63, %205], %0 {in_bounds = [true, true, true]} : memref<1x128x32xf16, strided<[4608, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %215 = vector.insert_strided_slice %214, %213 {offsets = [0, 1, 1, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x8x2x1x2x1x1x2x1xf16>
      %216 = vector.transfer_read %subview[%c0, %66, %205], %0 {in_bounds = [true, true, true]} : memref<1x128x32xf16, strided<[4608, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %217 = vector.insert_strided_slice %216, %215 {offsets = [0, 1, 1, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x8x2x1x2x1x1x2x1xf16>
      %218 = vector.transfer_read %subview[%c0, %73, %200], %0 {in_bounds = [true, true, true]} : memref<1x128x32xf16, strided<[4608, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %219 = vector.insert_strided_slice %218, %217 {offsets = [0, 2, 0, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x8x2x1x2x1x1x2x1xf16>
      %220 = vector.transfer_read %subview[%c0, %76, %200], %0 {in_bounds = [true, true, true]} : memref<1x128x32xf16, strided<[4608, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %221 = vector.insert_strided_slice %220, %219 {offsets = [0, 2, 0, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x8x2x1x2x1x1x2x1xf16>
      %222 = vector.transfer_read %subview[%c0, %73, %205], %0 {in_bounds = [true, true, true]} : memref<1x128x32xf16, strided<[4608, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %223 = vector.insert_strided_slice %222, %221 {offsets = [0, 2, 1, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x8x2x1x2x1x1x2x1xf16>
      %224 = vector.transfer_read %subview[%c0, %76, %205], %0 {in_bounds = [true, true, true]} : memref<1x128x32xf16, strided<[4608, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %225 = vector.insert_strided_slice %224, %223 {offsets = [0, 2, 1, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x8x2x1x2x1x1x2x1xf16>
      %226 = vector.transfer_read %subview[%c0, %83, %200], %0 {in_bounds = [true, true, true]} : memref<1x128x32xf16, strided<[4608, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %227 = vector.insert_strided_slice %226, %225 {offsets = [0, 3, 0, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x8x2x1x2x1x1x2x1xf16>
      %228 = vector.transfer_read %subview[%c0, %86, %200], %0 {in_bounds = [true, true, true]} : memref<1x128x32xf16, strided<[4608, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %229 = vector.insert_strided_slice %228, %227 {offsets = [0, 3, 0, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x8x2x1x2x1x1x2x1xf16>
      %230 = vector.transfer_read %subview[%c0, %83, %205], %0 {in_bounds = [true, true, true]} : memref<1x128x32xf16, strided<[4608, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %231 = vector.insert_strided_slice %230, %229 {offsets = [0, 3, 1, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x8x2x1x2x1x1x2x1xf16>
      %232 = vector.transfer_read %subview[%c0, %86, %205], %0 {in_bounds = [true, true, true]} : memref<1x128x32xf16, strided<[4608, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %233 = vector.insert_strided_slice %232, %231 {offsets = [0, 3, 1, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x8x2x1x2x1x1x2x1xf16>
      %234 = vector.transfer_read %subview[%c0, %93, %200], %0 {in_bounds = [true, true, true]} : memref<1x128x32xf16, strided<[4608, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %235 = vector.insert_strided_slice %234, %233 {offsets = [0, 4, 0, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x8x2x1x2x1x1x2x1xf16>
      %236 = vector.transfer_read %subview[%c0, %96, %200], %0 {in_bounds = [true, true, true]} : memref<1x128x32xf16, strided<[4608, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %237 = vector.insert_strided_slice %236, %235 {offsets = [0, 4, 0, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x8x2x1x2x1x1x2x1xf16>
      %238 = vector.transfer_read %subview[%c0, %93, %205], %0 {in_bounds = [true, true, true]} : memref<1x128x32xf16, strided<[4608, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %239 = vector.insert_strided_slice %238, %237 {offsets = [0, 4, 1, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x8x2x1x2x1x1x2x1xf16>
      %240 = vector.transfer_read %subview[%c0, %96, %205], %0 {in_bounds = [true, true, true]} : memref<1x128x32xf16, strided<[4608, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %241 = vector.insert_strided_slice %240, %239 {offsets = [0, 4, 1, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x8x2x1x2x1x1x2x1xf16>
      %242 = vector.transfer_read %subview[%c0, %103, %200], %0 {in_bounds = [true, true, true]} : memref<1x128x32xf16, strided<[4608, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %243 = vector.insert_strided_slice %242, %241 {offsets = [0, 5, 0, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x8x2x1x2x1x1x2x1xf16>
      %244 = vector.transfer_read %subview[%c0, %106, %200], %0 {in_bounds = [true, true, true]} : memref<1x128x32xf16, strided<[4608, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %245 = vector.insert_strided_slice %244, %243 {offsets = [0, 5, 0, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x8x2x1x2x1x1x2x1xf16>
      %246 = vector.transfer_read %subview[%c0, %103, %205], %0 {in_bounds = [true, true, true]} : memref<1x128x32xf16, strided<[4608, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %247 = vector.insert_strided_slice %246, %245 {offsets = [0, 5, 1, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x8x2x1x2x1x1x2x1xf16>
      %248 = vector.transfer_read %subview[%c0, %106, %205], %0 {in_bounds = [true, true, true]} : memref<1x128x32xf16, strided<[4608, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %249 = vector.insert_strided_slice %248, %247 {offsets = [0, 5, 1, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x8x2x1x2x1x1x2x1xf16>
      %250 = vector.transfer_read %subview[%c0, %113, %200], %0 {in_bounds = [true, true, true]} : memref<1x128x32xf16, strided<[4608, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %251 = vector.insert_strided_slice %250, %249 {offsets = [0, 6, 0, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x8x2x1x2x1x1x2x1xf16>
      %252 = vector.transfer_read %subview[%c0, %116, %200], %0 {in_bounds = [true, true, true]} : memref<1x128x32xf16, strided<[4608, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %253 = vector.insert_strided_slice %252, %251 {offsets = [0, 6, 0, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x8x2x1x2x1x1x2x1xf16>
      %254 = vector.transfer_read %subview[%c0, %113, %205], %0 {in_bounds = [true, true, true]} : memref<1x128x32xf16, strided<[4608, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %255 = vector.insert_strided_slice %254, %253 {offsets = [0, 6, 1, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x8x2x1x2x1x1x2x1xf16>
      %256 = vector.transfer_read %subview[%c0, %116, %205], %0 {in_bounds = [true, true, true]} : memref<1x128x32xf16, strided<[4608, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %257 = vector.insert_strided_slice %256, %255 {offsets = [0, 6, 1, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x8x2x1x2x1x1x2x1xf16>
      %258 = vector.transfer_read %subview[%c0, %123, %200], %0 {in_bounds = [true, true, true]} : memref<1x128x32xf16, strided<[4608, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %259 = vector.insert_strided_slice %258, %257 {offsets = [0, 7, 0, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x8x2x1x2x1x1x2x1xf16>
      %260 = vector.transfer_read %subview[%c0, %126, %200], %0 {in_bounds = [true, true, true]} : memref<1x128x32xf16, strided<[4608, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %261 = vector.insert_strided_slice %260, %259 {offsets = [0, 7, 0, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x8x2x1x2x1x1x2x1xf16>
      %262 = vector.transfer_read %subview[%c0, %123, %205], %0 {in_bounds = [true, true, true]} : memref<1x128x32xf16, strided<[4608, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %263 = vector.insert_strided_slice %262, %261 {offsets = [0, 7, 1, 0, 0, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x8x2x1x2x1x1x2x1xf16>
      %264 = vector.transfer_read %subview[%c0, %126, %205], %0 {in_bounds = [true, true, true]} : memref<1x128x32xf16, strided<[4608, 36, 1]>, #gpu.address_space<workgroup>>, vector<1x2x1xf16>
      %265 = vector.insert_strided_slice %264, %263 {offsets = [0, 7, 1, 0, 1, 0, 0, 0, 0], strides = [1, 1, 1]} : vector<1x2x1xf16> into vector<1x8x2x1x2x1x1x2x1xf16>
      %266 = vector.transpose %198, [0, 3, 6, 1, 4, 7, 2, 5, 8] : vector<1x2x8x1x2x2x1x1x2xf16> to vector<1x1x1x2x2x1x8x2x2xf16>
      %267 = vector.shape_cast %266 : vector<1x1x1x2x2x1x8x2x2xf16> to vector<1x1x1x2x1x1x1x2x1x8x1x1x1x2x2xf16>
      %268 = vector.transpose %267, [0, 3, 6, 9, 12, 1, 4, 7, 10, 13, 2, 5, 8, 11, 14] : vector<1x1x1x2x1x1x1x2x1x8x1x1x1x2x2xf16> to vector<1x2x1x8x1x1x1x2x1x2x1x1x1x1x2xf16>
      %269 = vector.transpose %265, [0, 3, 6, 1, 4, 7, 2, 5, 8] : vector<1x8x2x1x2x1x1x2x1xf16> to vector<1x1x1x8x2x2x2x1x1xf16>
      %270 = vector.shape_cast %269 : vector<1x1x1x8x2x2x2x1x1xf16> to vector<1x1x1x8x1x1x1x2x2x2x1x1x1x1x1xf16>
      %271 = vector.transpose %270, [0, 3, 6, 9, 12, 1, 4, 7, 10, 13, 2, 5, 8, 11, 14] : vector<1x1x1x8x1x1x1x2x2x2x1x1x1x1x1xf16> to vector<1x8x1x2x1x1x1x2x1x1x1x1x2x1x1xf16>
      %272 = vector.shape_cast %268 : vector<1x2x1x8x1x1x1x2x1x2x1x1x1x1x2xf16> to vector<1x2x8x2x4xf16>
      %273 = vector.shape_cast %271 : vector<1x8x1x2x1x1x1x2x1x1x1x1x2x1x1xf16> to vector<1x8x2x1x4xf16>
      %274 = vector.extract %272[0, 0, 0] : vector<2x4xf16> from vector<1x2x8x2x4xf16>
      %275 = vector.extract %273[0, 0, 0] : vector<1x4xf16> from vector<1x8x2x1x4xf16>
      %276 = vector.shape_cast %275 : vector<1x4xf16> to vector<2x2xf16>
      %277 = vector.shape_cast %274 : vector<2x4xf16> to vector<2x2x2xf16>
      %278 = vector.transpose %277, [1, 0, 2] : vector<2x2x2xf16> to vector<2x2x2xf16>
      %279 = vector.shape_cast %278 : vector<2x2x2xf16> to vector<4x2xf16>
      %280 = nvgpu.mma.sync(%279, %276, %arg7) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %281 = vector.extract %273[0, 0, 1] : vector<1x4xf16> from vector<1x8x2x1x4xf16>
      %282 = vector.shape_cast %281 : vector<1x4xf16> to vector<2x2xf16>
      %283 = nvgpu.mma.sync(%279, %282, %arg6) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %284 = vector.extract %272[0, 1, 0] : vector<2x4xf16> from vector<1x2x8x2x4xf16>
      %285 = vector.shape_cast %284 : vector<2x4xf16> to vector<2x2x2xf16>
      %286 = vector.transpose %285, [1, 0, 2] : vector<2x2x2xf16> to vector<2x2x2xf16>
      %287 = vector.shape_cast %286 : vector<2x2x2xf16> to vector<4x2xf16>
      %288 = nvgpu.mma.sync(%287, %276, %arg5) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %289 = nvgpu.mma.sync(%287, %282, %arg4) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %290 = vector.extract %272[0, 0, 1] : vector<2x4xf16> from vector<1x2x8x2x4xf16>
      %291 = vector.extract %273[0, 1, 0] : vector<1x4xf16> from vector<1x8x2x1x4xf16>
      %292 = vector.shape_cast %291 : vector<1x4xf16> to vector<2x2xf16>
      %293 = vector.shape_cast %290 : vector<2x4xf16> to vector<2x2x2xf16>
      %294 = vector.transpose %293, [1, 0, 2] : vector<2x2x2xf16> to vector<2x2x2xf16>
      %295 = vector.shape_cast %294 : vector<2x2x2xf16> to vector<4x2xf16>
      %296 = nvgpu.mma.sync(%295, %292, %280) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %297 = vector.extract %273[0, 1, 1] : vector<1x4xf16> from vector<1x8x2x1x4xf16>
      %298 = vector.shape_cast %297 : vector<1x4xf16> to vector<2x2xf16>
      %299 = nvgpu.mma.sync(%295, %298, %283) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %300 = vector.extract %272[0, 1, 1] : vector<2x4xf16> from vector<1x2x8x2x4xf16>
      %301 = vector.shape_cast %300 : vector<2x4xf16> to vector<2x2x2xf16>
      %302 = vector.transpose %301, [1, 0, 2] : vector<2x2x2xf16> to vector<2x2x2xf16>
      %303 = vector.shape_cast %302 : vector<2x2x2xf16> to vector<4x2xf16>
      %304 = nvgpu.mma.sync(%303, %292, %288) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %305 = nvgpu.mma.sync(%303, %298, %289) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %306 = vector.extract %272[0, 0, 2] : vector<2x4xf16> from vector<1x2x8x2x4xf16>
      %307 = vector.extract %273[0, 2, 0] : vector<1x4xf16> from vector<1x8x2x1x4xf16>
      %308 = vector.shape_cast %307 : vector<1x4xf16> to vector<2x2xf16>
      %309 = vector.shape_cast %306 : vector<2x4xf16> to vector<2x2x2xf16>
      %310 = vector.transpose %309, [1, 0, 2] : vector<2x2x2xf16> to vector<2x2x2xf16>
      %311 = vector.shape_cast %310 : vector<2x2x2xf16> to vector<4x2xf16>
      %312 = nvgpu.mma.sync(%311, %308, %296) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %313 = vector.extract %273[0, 2, 1] : vector<1x4xf16> from vector<1x8x2x1x4xf16>
      %314 = vector.shape_cast %313 : vector<1x4xf16> to vector<2x2xf16>
      %315 = nvgpu.mma.sync(%311, %314, %299) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %316 = vector.extract %272[0, 1, 2] : vector<2x4xf16> from vector<1x2x8x2x4xf16>
      %317 = vector.shape_cast %316 : vector<2x4xf16> to vector<2x2x2xf16>
      %318 = vector.transpose %317, [1, 0, 2] : vector<2x2x2xf16> to vector<2x2x2xf16>
      %319 = vector.shape_cast %318 : vector<2x2x2xf16> to vector<4x2xf16>
      %320 = nvgpu.mma.sync(%319, %308, %304) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %321 = nvgpu.mma.sync(%319, %314, %305) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %322 = vector.extract %272[0, 0, 3] : vector<2x4xf16> from vector<1x2x8x2x4xf16>
      %323 = vector.extract %273[0, 3, 0] : vector<1x4xf16> from vector<1x8x2x1x4xf16>
      %324 = vector.shape_cast %323 : vector<1x4xf16> to vector<2x2xf16>
      %325 = vector.shape_cast %322 : vector<2x4xf16> to vector<2x2x2xf16>
      %326 = vector.transpose %325, [1, 0, 2] : vector<2x2x2xf16> to vector<2x2x2xf16>
      %327 = vector.shape_cast %326 : vector<2x2x2xf16> to vector<4x2xf16>
      %328 = nvgpu.mma.sync(%327, %324, %312) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %329 = vector.extract %273[0, 3, 1] : vector<1x4xf16> from vector<1x8x2x1x4xf16>
      %330 = vector.shape_cast %329 : vector<1x4xf16> to vector<2x2xf16>
      %331 = nvgpu.mma.sync(%327, %330, %315) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %332 = vector.extract %272[0, 1, 3] : vector<2x4xf16> from vector<1x2x8x2x4xf16>
      %333 = vector.shape_cast %332 : vector<2x4xf16> to vector<2x2x2xf16>
      %334 = vector.transpose %333, [1, 0, 2] : vector<2x2x2xf16> to vector<2x2x2xf16>
      %335 = vector.shape_cast %334 : vector<2x2x2xf16> to vector<4x2xf16>
      %336 = nvgpu.mma.sync(%335, %324, %320) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %337 = nvgpu.mma.sync(%335, %330, %321) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %338 = vector.extract %272[0, 0, 4] : vector<2x4xf16> from vector<1x2x8x2x4xf16>
      %339 = vector.extract %273[0, 4, 0] : vector<1x4xf16> from vector<1x8x2x1x4xf16>
      %340 = vector.shape_cast %339 : vector<1x4xf16> to vector<2x2xf16>
      %341 = vector.shape_cast %338 : vector<2x4xf16> to vector<2x2x2xf16>
      %342 = vector.transpose %341, [1, 0, 2] : vector<2x2x2xf16> to vector<2x2x2xf16>
      %343 = vector.shape_cast %342 : vector<2x2x2xf16> to vector<4x2xf16>
      %344 = nvgpu.mma.sync(%343, %340, %328) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %345 = vector.extract %273[0, 4, 1] : vector<1x4xf16> from vector<1x8x2x1x4xf16>
      %346 = vector.shape_cast %345 : vector<1x4xf16> to vector<2x2xf16>
      %347 = nvgpu.mma.sync(%343, %346, %331) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %348 = vector.extract %272[0, 1, 4] : vector<2x4xf16> from vector<1x2x8x2x4xf16>
      %349 = vector.shape_cast %348 : vector<2x4xf16> to vector<2x2x2xf16>
      %350 = vector.transpose %349, [1, 0, 2] : vector<2x2x2xf16> to vector<2x2x2xf16>
      %351 = vector.shape_cast %350 : vector<2x2x2xf16> to vector<4x2xf16>
      %352 = nvgpu.mma.sync(%351, %340, %336) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %353 = nvgpu.mma.sync(%351, %346, %337) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %354 = vector.extract %272[0, 0, 5] : vector<2x4xf16> from vector<1x2x8x2x4xf16>
      %355 = vector.extract %273[0, 5, 0] : vector<1x4xf16> from vector<1x8x2x1x4xf16>
      %356 = vector.shape_cast %355 : vector<1x4xf16> to vector<2x2xf16>
      %357 = vector.shape_cast %354 : vector<2x4xf16> to vector<2x2x2xf16>
      %358 = vector.transpose %357, [1, 0, 2] : vector<2x2x2xf16> to vector<2x2x2xf16>
      %359 = vector.shape_cast %358 : vector<2x2x2xf16> to vector<4x2xf16>
      %360 = nvgpu.mma.sync(%359, %356, %344) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %361 = vector.extract %273[0, 5, 1] : vector<1x4xf16> from vector<1x8x2x1x4xf16>
      %362 = vector.shape_cast %361 : vector<1x4xf16> to vector<2x2xf16>
      %363 = nvgpu.mma.sync(%359, %362, %347) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %364 = vector.extract %272[0, 1, 5] : vector<2x4xf16> from vector<1x2x8x2x4xf16>
      %365 = vector.shape_cast %364 : vector<2x4xf16> to vector<2x2x2xf16>
      %366 = vector.transpose %365, [1, 0, 2] : vector<2x2x2xf16> to vector<2x2x2xf16>
      %367 = vector.shape_cast %366 : vector<2x2x2xf16> to vector<4x2xf16>
      %368 = nvgpu.mma.sync(%367, %356, %352) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %369 = nvgpu.mma.sync(%367, %362, %353) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %370 = vector.extract %272[0, 0, 6] : vector<2x4xf16> from vector<1x2x8x2x4xf16>
      %371 = vector.extract %273[0, 6, 0] : vector<1x4xf16> from vector<1x8x2x1x4xf16>
      %372 = vector.shape_cast %371 : vector<1x4xf16> to vector<2x2xf16>
      %373 = vector.shape_cast %370 : vector<2x4xf16> to vector<2x2x2xf16>
      %374 = vector.transpose %373, [1, 0, 2] : vector<2x2x2xf16> to vector<2x2x2xf16>
      %375 = vector.shape_cast %374 : vector<2x2x2xf16> to vector<4x2xf16>
      %376 = nvgpu.mma.sync(%375, %372, %360) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %377 = vector.extract %273[0, 6, 1] : vector<1x4xf16> from vector<1x8x2x1x4xf16>
      %378 = vector.shape_cast %377 : vector<1x4xf16> to vector<2x2xf16>
      %379 = nvgpu.mma.sync(%375, %378, %363) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %380 = vector.extract %272[0, 1, 6] : vector<2x4xf16> from vector<1x2x8x2x4xf16>
      %381 = vector.shape_cast %380 : vector<2x4xf16> to vector<2x2x2xf16>
      %382 = vector.transpose %381, [1, 0, 2] : vector<2x2x2xf16> to vector<2x2x2xf16>
      %383 = vector.shape_cast %382 : vector<2x2x2xf16> to vector<4x2xf16>
      %384 = nvgpu.mma.sync(%383, %372, %368) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %385 = nvgpu.mma.sync(%383, %378, %369) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %386 = vector.extract %272[0, 0, 7] : vector<2x4xf16> from vector<1x2x8x2x4xf16>
      %387 = vector.extract %273[0, 7, 0] : vector<1x4xf16> from vector<1x8x2x1x4xf16>
      %388 = vector.shape_cast %387 : vector<1x4xf16> to vector<2x2xf16>
      %389 = vector.shape_cast %386 : vector<2x4xf16> to vector<2x2x2xf16>
      %390 = vector.transpose %389, [1, 0, 2] : vector<2x2x2xf16> to vector<2x2x2xf16>
      %391 = vector.shape_cast %390 : vector<2x2x2xf16> to vector<4x2xf16>
      %392 = nvgpu.mma.sync(%391, %388, %376) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %393 = vector.extract %273[0, 7, 1] : vector<1x4xf16> from vector<1x8x2x1x4xf16>
      %394 = vector.shape_cast %393 : vector<1x4xf16> to vector<2x2xf16>
      %395 = nvgpu.mma.sync(%391, %394, %379) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %396 = vector.extract %272[0, 1, 7] : vector<2x4xf16> from vector<1x2x8x2x4xf16>
      %397 = vector.shape_cast %396 : vector<2x4xf16> to vector<2x2x2xf16>
      %398 = vector.transpose %397, [1, 0, 2] : vector<2x2x2xf16> to vector<2x2x2xf16>
      %399 = vector.shape_cast %398 : vector<2x2x2xf16> to vector<4x2xf16>
      %400 = nvgpu.mma.sync(%399, %388, %384) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %401 = nvgpu.mma.sync(%399, %394, %385) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      scf.yield %401, %400, %395, %392 : vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>
    }
    %5 = vector.shape_cast %4#3 : vector<2x2xf32> to vector<1x1x1x2x2xf32>
    %6 = vector.shape_cast %4#2 : vector<2x2xf32> to vector<1x1x1x2x2xf32>
    %7 = vector.shape_cast %4#1 : vector<2x2xf32> to vector<1x1x1x2x2xf32>
    %8 = vector.shape_cast %4#0 : vector<2x2xf32> to vector<1x1x1x2x2xf32>
    %9 = vector.insert_strided_slice %5, %cst_0 {offsets = [0, 0, 0, 0, 0], strides = [1, 1, 1, 1, 1]} : vector<1x1x1x2x2xf32> into vector<1x2x2x2x2xf32>
    %10 = vector.insert_strided_slice %6, %9 {offsets = [0, 0, 1, 0, 0], strides = [1, 1, 1, 1, 1]} : vector<1x1x1x2x2xf32> into vector<1x2x2x2x2xf32>
    %11 = vector.insert_strided_slice %7, %10 {offsets = [0, 1, 0, 0, 0], strides = [1, 1, 1, 1, 1]} : vector<1x1x1x2x2xf32> into vector<1x2x2x2x2xf32>
    %12 = vector.insert_strided_slice %8, %11 {offsets = [0, 1, 1, 0, 0], strides = [1, 1, 1, 1, 1]} : vector<1x1x1x2x2xf32> into vector<1x2x2x2x2xf32>
    %13 = vector.shape_cast %12 : vector<1x2x2x2x2xf32> to vector<1x2x1x2x1x1x1x2x1x1x1x1x1x1x2xf32>
    %14 = vector.transpose %13, [0, 5, 10, 1, 6, 11, 2, 7, 12, 3, 8, 13, 4, 9, 14] : vector<1x2x1x2x1x1x1x2x1x1x1x1x1x1x2xf32> to vector<1x1x1x2x1x1x1x2x1x2x1x1x1x1x2xf32>
    %15 = vector.shape_cast %14 : vector<1x1x1x2x1x1x1x2x1x2x1x1x1x1x2xf32> to vector<1x1x1x2x2x1x2x1x2xf32>
    %16 = vector.transpose %15, [0, 3, 6, 1, 4, 7, 2, 5, 8] : vector<1x1x1x2x2x1x2x1x2xf32> to vector<1x2x2x1x2x1x1x1x2xf32>
    %17:3 = affine.delinearize_index %thread_id_x into (2, 2, 32) : index, index, index
    %18:3 = affine.delinearize_index %thread_id_x into (8, 4) : index, index, index
    %19 = arith.cmpi eq, %thread_id_y, %c0 : index
    scf.if %19 {
      %20 = affine.linearize_index disjoint [%17#0, %c0, %c0, %18#1] by (2, 2, 2, 8) : index
      %21 = affine.linearize_index disjoint [%17#1, %c0, %18#2, %c0] by (2, 2, 4, 2) : index
      %22 = vector.extract %16[0, 0, 0, 0, 0, 0] : vector<1x1x2xf32> from vector<1x2x2x1x2x1x1x1x2xf32>
      vector.transfer_write %22, %subview_7[%c0, %20, %21] {in_bounds = [true, true, true]} : vector<1x1x2xf32>, memref<1x64x32xf32, strided<[262144, 512, 1], offset: ?>>
      %23 = affine.linearize_index disjoint [%17#0, %c0, %c1, %18#1] by (2, 2, 2, 8) : index
      %24 = vector.extract %16[0, 0, 0, 0, 1, 0] : vector<1x1x2xf32> from vector<1x2x2x1x2x1x1x1x2xf32>
      vector.transfer_write %24, %subview_7[%c0, %23, %21] {in_bounds = [true, true, true]} : vector<1x1x2xf32>, memref<1x64x32xf32, strided<[262144, 512, 1], offset: ?>>
      %25 = affine.linearize_index disjoint [%17#1, %c1, %18#2, %c0] by (2, 2, 4, 2) : index
      %26 = vector.extract %16[0, 0, 1, 0, 0, 0] : vector<1x1x2xf32> from vector<1x2x2x1x2x1x1x1x2xf32>
      vector.transfer_write %26, %subview_7[%c0, %20, %25] {in_bounds = [true, true, true]} : vector<1x1x2xf32>, memref<1x64x32xf32, strided<[262144, 512, 1], offset: ?>>
      %27 = vector.extract %16[0, 0, 1, 0, 1, 0] : vector<1x1x2xf32> from vector<1x2x2x1x2x1x1x1x2xf32>
      vector.transfer_write %27, %subview_7[%c0, %23, %25] {in_bounds = [true, true, true]} : vector<1x1x2xf32>, memref<1x64x32xf32, strided<[262144, 512, 1], offset: ?>>
      %28 = affine.linearize_index disjoint [%17#0, %c1, %c0, %18#1] by (2, 2, 2, 8) : index
      %29 = vector.extract %16[0, 1, 0, 0, 0, 0] : vector<1x1x2xf32> from vector<1x2x2x1x2x1x1x1x2xf32>
      vector.transfer_write %29, %subview_7[%c0, %28, %21] {in_bounds = [true, true, true]} : vector<1x1x2xf32>, memref<1x64x32xf32, strided<[262144, 512, 1], offset: ?>>
      %30 = affine.linearize_index disjoint [%17#0, %c1, %c1, %18#1] by (2, 2, 2, 8) : index
      %31 = vector.extract %16[0, 1, 0, 0, 1, 0] : vector<1x1x2xf32> from vector<1x2x2x1x2x1x1x1x2xf32>
      vector.transfer_write %31, %subview_7[%c0, %30, %21] {in_bounds = [true, true, true]} : vector<1x1x2xf32>, memref<1x64x32xf32, strided<[262144, 512, 1], offset: ?>>
      %32 = vector.extract %16[0, 1, 1, 0, 0, 0] : vector<1x1x2xf32> from vector<1x2x2x1x2x1x1x1x2xf32>
      vector.transfer_write %32, %subview_7[%c0, %28, %25] {in_bounds = [true, true, true]} : vector<1x1x2xf32>, memref<1x64x32xf32, strided<[262144, 512, 1], offset: ?>>
      %33 = vector.extract %16[0, 1, 1, 0, 1, 0] : vector<1x1x2xf32> from vector<1x2x2x1x2x1x1x1x2xf32>
      vector.transfer_write %33, %subview_7[%c0, %30, %25] {in_bounds = [true, true, true]} : vector<1x1x2xf32>, memref<1x64x32xf32, strided<[262144, 512, 1], offset: ?>>
    }
  memref.dealloc %subview_4 : memref<1x64x128xf16, strided<[8448, 132, 1]>, #gpu.address_space<workgroup>>
  memref.dealloc %subview : memref<1x128x32xf16, strided<[4608, 36, 1]>, #gpu.address_space<workgroup>>
  return
}
