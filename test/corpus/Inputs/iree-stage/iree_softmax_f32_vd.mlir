// REAL KERNEL: iree_softmax_f32_vd
// SOURCE: IREE, PyPI iree-base-compiler==3.13.0 (IREE compiler version 3.13.0rc20261016 @ 89ece87b89852100c0a4ac3d515e14842d090967)
// INPUT PROGRAM: corpus/iree/inputs/softmax_f32.mlir
// COMMAND: iree-compile --iree-hal-target-device=cuda --iree-cuda-target=sm_80 inputs/softmax_f32.mlir -o out.vmfb --mlir-disable-threading --mlir-print-ir-before=iree-codegen-gpu-reuse-shared-memory-allocs --iree-codegen-llvmgpu-use-vector-distribution --iree-llvmgpu-enable-shared-memory-reuse 2> dump.mlir
// EXTRACTED: the func.func printed at "IR Dump Before GPUReuseSharedMemoryAllocsPass" (IREE LLVMGPU pipeline VectorDistribute)
// CONVERTED: python -m bench.iree_real --regenerate (bench/iree_convert.py, convert_function(func_form=True))
// WORKGROUP BUFFERS (2, 272 B): %alloc memref<1x34xf32> (136 B), %alloc_0 memref<1x34xf32> (136 B)
// MECHANICAL CHANGES (bench/iree_convert.py):
//   C1f func.func @K() {...} kept as a func.func (IREE's form before outlining) taking the bindings as arguments; its workgroup size (from translation_info) kept as `gpu.known_block_size = array<i32: X, Y, Z>`
//   C2 each `%N = hal.interface.binding.subspan ... binding(B) ... : memref<T, #hal.descriptor_type<storage_buffer>>` removed; %N becomes kernel argument %bindingB : memref<T>
//   C3 memory space `#hal.descriptor_type<storage_buffer>` dropped from every type (-> default/global memory space)
//   C4f func attributes dropped (translation_info and IREE's own); the workgroup size kept as `gpu.known_block_size`
//   C6 `gpu.barrier memfence [#gpu.address_space<workgroup>]` -> `gpu.barrier`
//   C7 the workgroup-distribution `scf.forall ... {mapping = [#iree_codegen.workgroup_mapping<..>]}` replaced by its body with each induction variable = lb + gpu.block_id <dim> * step
//   C8 inherent attributes printed bare get their braces back (`offsets = [..], strides = [..]`, `sizes = [..]`, `mmaShape = [..]`)
func.func @softmax_f32_dispatch_0_softmax_128x4096xf32_dispatch_tensor_store(%binding0: memref<128x4096xf32>, %binding1: memref<128x4096xf32>) attributes {gpu.known_block_size = array<i32: 1024, 1, 1>} {
  %alloc = memref.alloc() : memref<1x34xf32, #gpu.address_space<workgroup>>
  %alloc_0 = memref.alloc() : memref<1x34xf32, #gpu.address_space<workgroup>>
  %cst = arith.constant 0.000000e+00 : f32
  %cst_1 = arith.constant 0xFF800000 : f32
  %cst_2 = arith.constant dense<0xFF800000> : vector<1x1x1xf32>
  %cst_3 = arith.constant dense<0xFF800000> : vector<1x1x1x1x1x1xf32>
  %cst_4 = arith.constant dense<0.000000e+00> : vector<1x1x1x1x1x4xf32>
  %c0 = arith.constant 0 : index
  %0 = ub.poison : f32
  %cst_5 = arith.constant dense<0.000000e+00> : vector<1x1x1xf32>
  %cst_6 = arith.constant dense<0.000000e+00> : vector<1x1x1x1x1x1xf32>
  %thread_id_y = gpu.thread_id y
  %thread_id_x = gpu.thread_id x
  %assume_align = memref.assume_alignment %binding0, 64 : memref<128x4096xf32>
  %assume_align_7 = memref.assume_alignment %binding1, 64 : memref<128x4096xf32>
  %arg0 = gpu.block_id x
    %subview = memref.subview %assume_align_7[%arg0, 0] [1, 4096] [1, 1] : memref<128x4096xf32> to memref<1x4096xf32, strided<[4096, 1], offset: ?>>
    %3:2 = affine.delinearize_index %thread_id_x into (32, 32) : index, index
    %4:2 = affine.delinearize_index %thread_id_x into (32) : index, index
    %5 = affine.linearize_index disjoint [%3#0, %4#1, %c0] by (32, 32, 4) : index
    %6 = vector.transfer_read %assume_align[%arg0, %5], %0 {in_bounds = [true, true]} : memref<128x4096xf32>, vector<1x4xf32>
    %7 = vector.insert_strided_slice %6, %cst_4 {offsets = [0, 0, 0, 0, 0, 0], strides = [1, 1]} : vector<1x4xf32> into vector<1x1x1x1x1x4xf32>
    %8 = vector.shape_cast %7 : vector<1x1x1x1x1x4xf32> to vector<1x1x1x1x1x1x1x1x4xf32>
    %9 = vector.multi_reduction <maxnumf>, %8, %cst_3 [2, 5, 8] : vector<1x1x1x1x1x1x1x1x4xf32> to vector<1x1x1x1x1x1xf32>
    %10 = vector.shape_cast %9 : vector<1x1x1x1x1x1xf32> to vector<1x1x1xf32>
    %11 = arith.maxnumf %10, %cst_2 : vector<1x1x1xf32>
    %12 = vector.extract %11[0, 0, 0] : f32 from vector<1x1x1xf32>
    %13 = gpu.subgroup_reduce maxnumf %12 cluster(size = 32) : (f32) -> f32
    %subview_8 = memref.subview %alloc_0[0, 0] [1, 32] [1, 1] : memref<1x34xf32, #gpu.address_space<workgroup>> to memref<1x32xf32, strided<[34, 1]>, #gpu.address_space<workgroup>>
    gpu.barrier
    %14 = arith.cmpi eq, %thread_id_y, %c0 : index
    %15 = arith.cmpi eq, %3#1, %c0 : index
    %16 = arith.andi %14, %15 : i1
    scf.if %16 {
      %45 = vector.broadcast %13 : f32 to vector<1x1xf32>
      vector.transfer_write %45, %subview_8[%c0, %3#0] {in_bounds = [true, true]} : vector<1x1xf32>, memref<1x32xf32, strided<[34, 1]>, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %17 = vector.transfer_read %subview_8[%c0, %4#1], %cst_1 {in_bounds = [true, true]} : memref<1x32xf32, strided<[34, 1]>, #gpu.address_space<workgroup>>, vector<1x1xf32>
    %18 = vector.insert_strided_slice %17, %cst_6 {offsets = [0, 0, 0, 0, 0, 0], strides = [1, 1]} : vector<1x1xf32> into vector<1x1x1x1x1x1xf32>
    %19 = vector.shape_cast %18 : vector<1x1x1x1x1x1xf32> to vector<1x1x1xf32>
    %20 = arith.maxnumf %19, %cst_2 : vector<1x1x1xf32>
    %21 = vector.extract %20[0, 0, 0] : f32 from vector<1x1x1xf32>
    %22 = gpu.subgroup_reduce maxnumf %21 cluster(size = 32) : (f32) -> f32
    %23 = vector.broadcast %22 : f32 to vector<1x1x1x1x1x1x1x1x4xf32>
    %24 = arith.subf %8, %23 : vector<1x1x1x1x1x1x1x1x4xf32>
    %25 = math.exp %24 : vector<1x1x1x1x1x1x1x1x4xf32>
    %26 = vector.multi_reduction <add>, %25, %cst_6 [2, 5, 8] : vector<1x1x1x1x1x1x1x1x4xf32> to vector<1x1x1x1x1x1xf32>
    %27 = arith.addf %26, %cst_6 : vector<1x1x1x1x1x1xf32>
    %28 = vector.shape_cast %27 : vector<1x1x1x1x1x1xf32> to vector<1x1x1xf32>
    %29 = arith.addf %28, %cst_5 : vector<1x1x1xf32>
    %30 = vector.extract %29[0, 0, 0] : f32 from vector<1x1x1xf32>
    %31 = gpu.subgroup_reduce add %30 cluster(size = 32) : (f32) -> f32
    %subview_9 = memref.subview %alloc[0, 0] [1, 32] [1, 1] : memref<1x34xf32, #gpu.address_space<workgroup>> to memref<1x32xf32, strided<[34, 1]>, #gpu.address_space<workgroup>>
    gpu.barrier
    scf.if %16 {
      %45 = vector.broadcast %31 : f32 to vector<1x1xf32>
      vector.transfer_write %45, %subview_9[%c0, %3#0] {in_bounds = [true, true]} : vector<1x1xf32>, memref<1x32xf32, strided<[34, 1]>, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %32 = vector.transfer_read %subview_9[%c0, %4#1], %cst {in_bounds = [true, true]} : memref<1x32xf32, strided<[34, 1]>, #gpu.address_space<workgroup>>, vector<1x1xf32>
    %33 = vector.insert_strided_slice %32, %cst_6 {offsets = [0, 0, 0, 0, 0, 0], strides = [1, 1]} : vector<1x1xf32> into vector<1x1x1x1x1x1xf32>
    %34 = vector.shape_cast %33 : vector<1x1x1x1x1x1xf32> to vector<1x1x1xf32>
    %35 = arith.addf %34, %cst_5 : vector<1x1x1xf32>
    %36 = vector.extract %35[0, 0, 0] : f32 from vector<1x1x1xf32>
    %37 = gpu.subgroup_reduce add %36 cluster(size = 32) : (f32) -> f32
    %38 = vector.broadcast %37 : f32 to vector<1x1x1xf32>
    %39 = arith.addf %38, %cst_5 : vector<1x1x1xf32>
    %40 = vector.broadcast %22 : f32 to vector<1x1x1x1x1x4xf32>
    %41 = vector.broadcast %39 : vector<1x1x1xf32> to vector<1x1x1x1x1x4xf32>
    %42 = arith.subf %7, %40 : vector<1x1x1x1x1x4xf32>
    %43 = math.exp %42 : vector<1x1x1x1x1x4xf32>
    %44 = arith.divf %43, %41 : vector<1x1x1x1x1x4xf32>
    scf.if %14 {
      %45 = vector.shape_cast %44 : vector<1x1x1x1x1x4xf32> to vector<1x4xf32>
      vector.transfer_write %45, %subview[%c0, %5] {in_bounds = [true, true]} : vector<1x4xf32>, memref<1x4096xf32, strided<[4096, 1], offset: ?>>
    }
  memref.dealloc %alloc_0 : memref<1x34xf32, #gpu.address_space<workgroup>>
  memref.dealloc %alloc : memref<1x34xf32, #gpu.address_space<workgroup>>
  return
}
