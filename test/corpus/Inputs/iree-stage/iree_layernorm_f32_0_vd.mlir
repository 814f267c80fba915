// REAL KERNEL: iree_layernorm_f32_0_vd
// SOURCE: IREE, PyPI iree-base-compiler==3.13.0 (IREE compiler version 3.13.0rc20261016 @ 89ece87b89852100c0a4ac3d515e14842d090967)
// INPUT PROGRAM: corpus/iree/inputs/layernorm_f32.mlir
// COMMAND: iree-compile --iree-hal-target-device=cuda --iree-cuda-target=sm_80 inputs/layernorm_f32.mlir -o out.vmfb --mlir-disable-threading --mlir-print-ir-before=iree-codegen-gpu-reuse-shared-memory-allocs --iree-codegen-llvmgpu-use-vector-distribution --iree-llvmgpu-enable-shared-memory-reuse 2> dump.mlir
// EXTRACTED: the func.func printed at "IR Dump Before GPUReuseSharedMemoryAllocsPass" (IREE LLVMGPU pipeline VectorDistribute)
// CONVERTED: python -m bench.iree_real --regenerate (bench/iree_convert.py, convert_function(func_form=True))
// WORKGROUP BUFFERS (1, 40 B): %alloc memref<1x10xf32> (40 B)
// MECHANICAL CHANGES (bench/iree_convert.py):
//   C1f func.func @K() {...} kept as a func.func (IREE's form before outlining) taking the bindings as arguments; its workgroup size (from translation_info) kept as `gpu.known_block_size = array<i32: X, Y, Z>`
//   C2 each `%N = hal.interface.binding.subspan ... binding(B) ... : memref<T, #hal.descriptor_type<storage_buffer>>` removed; %N becomes kernel argument %bindingB : memref<T>
//   C3 memory space `#hal.descriptor_type<storage_buffer>` dropped from every type (-> default/global memory space)
//   C4f func attributes dropped (translation_info and IREE's own); the workgroup size kept as `gpu.known_block_size`
//   C6 `gpu.barrier memfence [#gpu.address_space<workgroup>]` -> `gpu.barrier`
//   C7 the workgroup-distribution `scf.forall ... {mapping = [#iree_codegen.workgroup_mapping<..>]}` replaced by its body with each induction variable = lb + gpu.block_id <dim> * step
//   C8 inherent attributes printed bare get their braces back (`offsets = [..], strides = [..]`, `sizes = [..]`, `mmaShape = [..]`)
func.func @layernorm_f32_dispatch_0_reduction_256x1024_f32(%binding0: memref<256x1024xf32>, %binding1: memref<256x1024xf32>) attributes {gpu.known_block_size = array<i32: 256, 1, 1>} {
  %alloc = memref.alloc() : memref<1x10xf32, #gpu.address_space<workgroup>>
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant dense<0.000000e+00> : vector<1x1x1x1x1x4xf32>
  %c0 = arith.constant 0 : index
  %0 = ub.poison : f32
  %cst_1 = arith.constant dense<0.000000e+00> : vector<1x1x1xf32>
  %cst_2 = arith.constant dense<0.000000e+00> : vector<1x1x1x1x1x1xf32>
  %cst_3 = arith.constant dense<1.024000e+03> : vector<1x1x1xf32>
  %thread_id_y = gpu.thread_id y
  %thread_id_x = gpu.thread_id x
  %assume_align = memref.assume_alignment %binding0, 64 : memref<256x1024xf32>
  %assume_align_4 = memref.assume_alignment %binding1, 64 : memref<256x1024xf32>
  %arg0 = gpu.block_id x
    %subview = memref.subview %assume_align_4[%arg0, 0] [1, 1024] [1, 1] : memref<256x1024xf32> to memref<1x1024xf32, strided<[1024, 1], offset: ?>>
    %3:2 = affine.delinearize_index %thread_id_x into (8, 32) : index, index
    %4:2 = affine.delinearize_index %thread_id_x into (32) : index, index
    %5 = affine.linearize_index disjoint [%3#0, %4#1, %c0] by (8, 32, 4) : index
    %6 = vector.transfer_read %assume_align[%arg0, %5], %0 {in_bounds = [true, true]} : memref<256x1024xf32>, vector<1x4xf32>
    %7 = vector.insert_strided_slice %6, %cst_0 {offsets = [0, 0, 0, 0, 0, 0], strides = [1, 1]} : vector<1x4xf32> into vector<1x1x1x1x1x4xf32>
    %8 = vector.shape_cast %7 : vector<1x1x1x1x1x4xf32> to vector<1x1x1x1x1x1x1x1x4xf32>
    %9 = vector.multi_reduction <add>, %8, %cst_2 [2, 5, 8] : vector<1x1x1x1x1x1x1x1x4xf32> to vector<1x1x1x1x1x1xf32>
    %10 = arith.addf %9, %cst_2 : vector<1x1x1x1x1x1xf32>
    %11 = vector.shape_cast %10 : vector<1x1x1x1x1x1xf32> to vector<1x1x1xf32>
    %12 = arith.addf %11, %cst_1 : vector<1x1x1xf32>
    %13 = vector.extract %12[0, 0, 0] : f32 from vector<1x1x1xf32>
    %14 = gpu.subgroup_reduce add %13 cluster(size = 32) : (f32) -> f32
    %subview_5 = memref.subview %alloc[0, 0] [1, 8] [1, 1] : memref<1x10xf32, #gpu.address_space<workgroup>> to memref<1x8xf32, strided<[10, 1]>, #gpu.address_space<workgroup>>
    gpu.barrier
    %15 = arith.cmpi eq, %thread_id_y, %c0 : index
    %16 = arith.cmpi eq, %3#1, %c0 : index
    %17 = arith.andi %15, %16 : i1
    scf.if %17 {
      %30 = vector.broadcast %14 : f32 to vector<1x1xf32>
      vector.transfer_write %30, %subview_5[%c0, %3#0] {in_bounds = [true, true]} : vector<1x1xf32>, memref<1x8xf32, strided<[10, 1]>, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %18:2 = affine.delinearize_index %thread_id_x into (8) : index, index
    %19 = vector.transfer_read %subview_5[%c0, %18#1], %cst {in_bounds = [true, true]} : memref<1x8xf32, strided<[10, 1]>, #gpu.address_space<workgroup>>, vector<1x1xf32>
    %20 = vector.insert_strided_slice %19, %cst_2 {offsets = [0, 0, 0, 0, 0, 0], strides = [1, 1]} : vector<1x1xf32> into vector<1x1x1x1x1x1xf32>
    %21 = vector.shape_cast %20 : vector<1x1x1x1x1x1xf32> to vector<1x1x1xf32>
    %22 = arith.addf %21, %cst_1 : vector<1x1x1xf32>
    %23 = vector.extract %22[0, 0, 0] : f32 from vector<1x1x1xf32>
    %24 = gpu.subgroup_reduce add %23 cluster(size = 8) : (f32) -> f32
    %25 = vector.broadcast %24 : f32 to vector<1x1x1xf32>
    %26 = arith.addf %25, %cst_1 : vector<1x1x1xf32>
    %27 = arith.divf %26, %cst_3 : vector<1x1x1xf32>
    %28 = vector.broadcast %27 : vector<1x1x1xf32> to vector<1x1x1x1x1x4xf32>
    %29 = arith.subf %7, %28 : vector<1x1x1x1x1x4xf32>
    scf.if %15 {
      %30 = vector.shape_cast %29 : vector<1x1x1x1x1x4xf32> to vector<1x4xf32>
      vector.transfer_write %30, %subview[%c0, %5] {in_bounds = [true, true]} : vector<1x4xf32>, memref<1x1024xf32, strided<[1024, 1], offset: ?>>
    }
  memref.dealloc %alloc : memref<1x10xf32, #gpu.address_space<workgroup>>
  return
}
