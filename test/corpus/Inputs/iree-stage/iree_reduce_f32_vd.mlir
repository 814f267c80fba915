// REAL KERNEL: iree_reduce_f32_vd
// SOURCE: IREE, PyPI iree-base-compiler==3.13.0 (IREE compiler version 3.13.0rc20261016 @ 89ece87b89852100c0a4ac3d515e14842d090967)
// INPUT PROGRAM: corpus/iree/inputs/reduce_f32.mlir
// COMMAND: iree-compile --iree-hal-target-device=cuda --iree-cuda-target=sm_80 inputs/reduce_f32.mlir -o out.vmfb --mlir-disable-threading --mlir-print-ir-before=iree-codegen-gpu-reuse-shared-memory-allocs --iree-codegen-llvmgpu-use-vector-distribution --iree-llvmgpu-enable-shared-memory-reuse 2> dump.mlir
// EXTRACTED: the func.func printed at "IR Dump Before GPUReuseSharedMemoryAllocsPass" (IREE LLVMGPU pipeline VectorDistribute)
// CONVERTED: python -m bench.iree_real --regenerate (bench/iree_convert.py, convert_function(func_form=True))
// WORKGROUP BUFFERS (1, 72 B): %alloc memref<1x18xf32> (72 B)
// MECHANICAL CHANGES (bench/iree_convert.py):
//   C1f func.func @K() {...} kept as a func.func (IREE's form before outlining) taking the bindings as arguments; its workgroup size (from translation_info) kept as `gpu.known_block_size = array<i32: X, Y, Z>`
//   C2 each `%N = hal.interface.binding.subspan ... binding(B) ... : memref<T, #hal.descriptor_type<storage_buffer>>` removed; %N becomes kernel argument %bindingB : memref<T>
//   C3 memory space `#hal.descriptor_type<storage_buffer>` dropped from every type (-> default/global memory space)
//   C4f func attributes dropped (translation_info and IREE's own); the workgroup size kept as `gpu.known_block_size`
//   C6 `gpu.barrier memfence [#gpu.address_space<workgroup>]` -> `gpu.barrier`
//   C7 the workgroup-distribution `scf.forall ... {mapping = [#iree_codegen.workgroup_mapping<..>]}` replaced by its body with each induction variable = lb + gpu.block_id <dim> * step
//   C8 inherent attributes printed bare get their braces back (`offsets = [..], strides = [..]`, `sizes = [..]`, `mmaShape = [..]`)
func.func @reduce_f32_dispatch_0_reduction_512x8192_f32(%binding0: memref<512x8192xf32>, %binding1: memref<512xf32>) attributes {gpu.known_block_size = array<i32: 512, 1, 1>} {
  %alloc = memref.alloc() : memref<1x18xf32, #gpu.address_space<workgroup>>
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant dense<0.000000e+00> : vector<1x1x1x1x1x4xf32>
  %c0 = arith.constant 0 : index
  %c2048 = arith.constant 2048 : index
  %c512 = arith.constant 512 : index
  %0 = ub.poison : f32
  %cst_1 = arith.constant dense<0.000000e+00> : vector<1x1x1xf32>
  %cst_2 = arith.constant dense<0.000000e+00> : vector<1x1x1x1x1x1xf32>
  %thread_id_y = gpu.thread_id y
  %thread_id_x = gpu.thread_id x
  %assume_align = memref.assume_alignment %binding0, 64 : memref<512x8192xf32>
  %assume_align_3 = memref.assume_alignment %binding1, 64 : memref<512xf32>
  %arg0 = gpu.block_id x
    %subview = memref.subview %assume_align_3[%arg0] [1] [1] : memref<512xf32> to memref<1xf32, strided<[1], offset: ?>>
    %3 = scf.for %arg1 = %c0 to %c2048 step %c512 iter_args(%arg2 = %cst_2) -> (vector<1x1x1x1x1x1xf32>) {
      %22 = affine.apply affine_map<(d0) -> (d0 * 4)>(%arg1)
      %23:2 = affine.delinearize_index %thread_id_x into (16, 32) : index, index
      %24:2 = affine.delinearize_index %thread_id_x into (32) : index, index
      %25 = affine.linearize_index [%23#0, %24#1, %22] by (16, 32, 4) : index
      %26 = vector.transfer_read %assume_align[%arg0, %25], %0 {in_bounds = [true, true]} : memref<512x8192xf32>, vector<1x4xf32>
      %27 = vector.insert_strided_slice %26, %cst_0 {offsets = [0, 0, 0, 0, 0, 0], strides = [1, 1]} : vector<1x4xf32> into vector<1x1x1x1x1x4xf32>
      %28 = vector.shape_cast %27 : vector<1x1x1x1x1x4xf32> to vector<1x1x1x1x1x1x1x1x4xf32>
      %29 = vector.multi_reduction <add>, %28, %cst_2 [2, 5, 8] : vector<1x1x1x1x1x1x1x1x4xf32> to vector<1x1x1x1x1x1xf32>
      %30 = arith.addf %29, %arg2 : vector<1x1x1x1x1x1xf32>
      scf.yield %30 : vector<1x1x1x1x1x1xf32>
    }
    %4 = vector.shape_cast %3 : vector<1x1x1x1x1x1xf32> to vector<1x1x1xf32>
    %5 = arith.addf %4, %cst_1 : vector<1x1x1xf32>
    %6 = vector.extract %5[0, 0, 0] : f32 from vector<1x1x1xf32>
    %7 = gpu.subgroup_reduce add %6 cluster(size = 32) : (f32) -> f32
    %subview_4 = memref.subview %alloc[0, 0] [1, 16] [1, 1] : memref<1x18xf32, #gpu.address_space<workgroup>> to memref<1x16xf32, strided<[18, 1]>, #gpu.address_space<workgroup>>
    gpu.barrier
    %8:2 = affine.delinearize_index %thread_id_x into (16, 32) : index, index
    %9 = arith.cmpi eq, %thread_id_y, %c0 : index
    %10 = arith.cmpi eq, %8#1, %c0 : index
    %11 = arith.andi %9, %10 : i1
    scf.if %11 {
      %22 = vector.broadcast %7 : f32 to vector<1x1xf32>
      vector.transfer_write %22, %subview_4[%c0, %8#0] {in_bounds = [true, true]} : vector<1x1xf32>, memref<1x16xf32, strided<[18, 1]>, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %12:2 = affine.delinearize_index %thread_id_x into (16) : index, index
    %13 = vector.transfer_read %subview_4[%c0, %12#1], %cst {in_bounds = [true, true]} : memref<1x16xf32, strided<[18, 1]>, #gpu.address_space<workgroup>>, vector<1x1xf32>
    %14 = vector.insert_strided_slice %13, %cst_2 {offsets = [0, 0, 0, 0, 0, 0], strides = [1, 1]} : vector<1x1xf32> into vector<1x1x1x1x1x1xf32>
    %15 = vector.shape_cast %14 : vector<1x1x1x1x1x1xf32> to vector<1x1x1xf32>
    %16 = arith.addf %15, %cst_1 : vector<1x1x1xf32>
    %17 = vector.extract %16[0, 0, 0] : f32 from vector<1x1x1xf32>
    %18 = gpu.subgroup_reduce add %17 cluster(size = 16) : (f32) -> f32
    %19 = vector.broadcast %18 : f32 to vector<1x1x1xf32>
    %20 = arith.addf %19, %cst_1 : vector<1x1x1xf32>
    %21 = arith.cmpi eq, %thread_id_x, %c0 : index
    scf.if %21 {
      %22 = vector.shape_cast %20 : vector<1x1x1xf32> to vector<1xf32>
      vector.transfer_write %22, %subview[%c0] {in_bounds = [true]} : vector<1xf32>, memref<1xf32, strided<[1], offset: ?>>
    }
  memref.dealloc %alloc : memref<1x18xf32, #gpu.address_space<workgroup>>
  return
}
