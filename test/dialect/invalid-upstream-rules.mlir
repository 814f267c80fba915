// Invalid IR that mlir-opt 22 rejects is rejected here too, with the same words: the same file,
// the same expected-error lines, checked by both tools.
// REQUIRES: mlir-opt
// RUN: smem-opt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// scf.yield only ends the regions of scf.execute_region, for, if, index_switch and while.
// expected-error @+1 {{'scf.yield' op expects parent op to be one of}}
scf.yield

// -----

func.func @f() {
  // expected-error @+1 {{'scf.yield' op expects parent op to be one of}}
  scf.yield
}

// -----

// gpu.dynamic_shared_memory takes #gpu.address_space<workgroup>, not the integer space 3.
gpu.module @m {
  gpu.func @k() kernel {
    // expected-error @+1 {{'gpu.dynamic_shared_memory' op address space must be address_space<workgroup>}}
    %d = gpu.dynamic_shared_memory : memref<?xi8, 3 : i64>
    gpu.return
  }
}

// -----

// A TMA descriptor describes a box of shared memory.
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!global = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16>, swizzle = none, l2promo = none, oob = zero, interleave = none>
func.func @load_into_global_box(%d: !global, %bar: !barrierType, %i: index, %s: memref<64x8xf16, #gpu.address_space<workgroup>>) {
  // expected-error @+1 {{the tensor map descriptor has incorrect address space, it must be shared memory address space}}
  nvgpu.tma.async.load %d[%i, %i], %bar[%i] to %s : !global, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
  return
}

// -----

!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
func.func @load_wrong_destination(%d: !desc, %bar: !barrierType, %i: index, %g: memref<64x8xf16>, %t: memref<64x16xf16, 3>, %f: memref<64x8xf32, 3>) {
  // expected-error @+1 {{the destination memref has incorrect address space, it must be shared memory address space}}
  nvgpu.tma.async.load %d[%i, %i], %bar[%i] to %g : !desc, !barrierType -> memref<64x8xf16>
  return
}

// -----

!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
func.func @load_wrong_shape(%d: !desc, %bar: !barrierType, %i: index, %t: memref<64x16xf16, 3>) {
  // expected-error @+1 {{memref and tensor map shapes mismatch}}
  nvgpu.tma.async.load %d[%i, %i], %bar[%i] to %t : !desc, !barrierType -> memref<64x16xf16, 3>
  return
}

// -----

!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
func.func @load_wrong_coordinates(%d: !desc, %bar: !barrierType, %i: index, %s: memref<64x8xf16, 3>) {
  // expected-error @+1 {{number of coordinates do not match with the rank of tensor descriptor map}}
  nvgpu.tma.async.load %d[%i], %bar[%i] to %s : !desc, !barrierType -> memref<64x8xf16, 3>
  return
}

// -----

!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
func.func @swizzle_needs_128_byte_rows(%d: !desc, %bar: !barrierType, %i: index, %s: memref<64x8xf16, 3>) {
  // expected-error @+1 {{the tensormap descriptor must have last dimension of 128 bytes but it is 16 bytes}}
  nvgpu.tma.async.load %d[%i, %i], %bar[%i] to %s : !desc, !barrierType -> memref<64x8xf16, 3>
  return
}

// -----

!global = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16>, swizzle = none, l2promo = none, oob = zero, interleave = none>
func.func @store_from_global_box(%d: !global, %i: index, %s: memref<64x8xf16, #gpu.address_space<workgroup>>) {
  // expected-error @+1 {{the tensor map descriptor has incorrect address space}}
  nvgpu.tma.async.store %s to %d[%i, %i] : memref<64x8xf16, #gpu.address_space<workgroup>> -> !global
  return
}

// -----

!global = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16>, swizzle = none, l2promo = none, oob = zero, interleave = none>
func.func @create_global_box(%u: memref<*xf16>, %i: index) -> !global {
  // expected-error @+1 {{the tensor map descriptor has incorrect address space}}
  %d = nvgpu.tma.create.descriptor %u box[%i, %i] : memref<*xf16> -> !global
  return %d : !global
}

// -----

// A constant step of scf.parallel is positive (scf.for and scf.forall allow any).
func.func @parallel_step_zero() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  // expected-error @+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i) = (%c0) to (%c4) step (%c0) {
    scf.reduce
  }
  return
}

// -----

// memref.get_global names a memref.global of its own type.
module {
  memref.global "private" @g : memref<4xf32>
  func.func @f() {
    // expected-error @+1 {{'memref.get_global' op 'h' does not reference a valid global memref}}
    %a = memref.get_global @h : memref<4xf32>
    return
  }
}

// -----

module {
  memref.global "private" @g : memref<4xf32>
  func.func @f() {
    // expected-error @+1 {{'memref.get_global' op result type 'memref<8xf32>' does not match type 'memref<4xf32>' of the global memref @g}}
    %a = memref.get_global @g : memref<8xf32>
    return
  }
}

// -----

// vector.insert_strided_slice: one offset per destination dimension, one stride per source
// dimension, the slice inside the destination.
func.func @insert_strided_offsets(%a: vector<2xf32>, %b: vector<2x4x2x2x1x2xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected offsets of same size as destination vector rank}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 3, 1, 1, 0, 0, 0], strides = [1]} : vector<2xf32> into vector<2x4x2x2x1x2xf32>
  return
}

// -----

func.func @insert_strided_strides(%a: vector<2xf32>, %b: vector<4x4xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected strides of same size as source vector rank}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 0], strides = [1, 1]} : vector<2xf32> into vector<4x4xf32>
  return
}

// -----

func.func @insert_strided_bounds(%a: vector<2xf32>, %b: vector<4x4xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected sum(offsets, source vector shape) dimension 1 to be confined to [1, 5)}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 3], strides = [1]} : vector<2xf32> into vector<4x4xf32>
  return
}

// -----

// affine.delinearize_index: a basis element written as a constant is positive.
func.func @delinearize_basis(%i: index) {
  // expected-error @+1 {{'affine.delinearize_index' op no basis element may be statically non-positive}}
  %0:2 = affine.delinearize_index %i into (0, 4) : index, index
  return
}

// -----

// A named symbol lives directly in an op with a symbol table.
llvm.func @global_in_function() {
  // expected-error @+1 {{'llvm.mlir.global' op symbol's parent must have the SymbolTable trait}}
  llvm.mlir.global common @flag(0 : i32) {addr_space = 0 : i32} : i32
  llvm.return
}

// -----

func.func @mask_result(%m: vector<4xi1>, %v: vector<4xf32>) -> f64 {
  // expected-error @+1 {{expects result type to match maskable operation result type}}
  %r = vector.mask %m { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f64
  return %r : f64
}

// -----

// affine.yield returns what the op it ends returns.
func.func @affine_yield_count(%i: index) -> index {
  %r = affine.for %k = 0 to 4 iter_args(%a = %i) -> (index) {
    // expected-error @+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield
  }
  return %r : index
}

// -----

// vector.insert_strided_slice: offsets are 64-bit integers.
func.func @insert_strided_float_offset(%a: vector<2xf32>, %b: vector<4x4xf32>) {
  // expected-error @+1 {{attribute 'offsets' failed to satisfy constraint: 64-bit integer array attribute}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 1.0], strides = [1]} : vector<2xf32> into vector<4x4xf32>
  return
}

// -----

// gpu.launch_func launches a kernel: the function its symbol resolves to is marked `kernel`.
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @f() {
      gpu.return
    }
  }
  func.func @host() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{'gpu.launch_func' op kernel function is missing the 'gpu.kernel' attribute}}
    gpu.launch_func @m::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}

// -----

// vector.transpose: the permutation names each dimension once.
func.func @transpose_out_of_range(%v: vector<2x4xf32>) -> vector<4x2xf32> {
  // expected-error @+1 {{'vector.transpose' op transposition index out of range: 2}}
  %t = vector.transpose %v, [2, 0] : vector<2x4xf32> to vector<4x2xf32>
  return %t : vector<4x2xf32>
}

// -----

func.func @transpose_duplicate(%v: vector<4x4xf32>) -> vector<4x4xf32> {
  // expected-error @+1 {{'vector.transpose' op duplicate position index: 0}}
  %t = vector.transpose %v, [0, 0] : vector<4x4xf32> to vector<4x4xf32>
  return %t : vector<4x4xf32>
}

// -----

func.func @transpose_sizes(%v: vector<2x4xf32>) -> vector<2x4xf32> {
  // expected-error @+1 {{'vector.transpose' op dimension size mismatch at: 1}}
  %t = vector.transpose %v, [1, 0] : vector<2x4xf32> to vector<2x4xf32>
  return %t : vector<2x4xf32>
}

// -----

// vector.multi_reduction: the destination is the source without the reduced dimensions.
func.func @multi_reduction_dim_out_of_range(%a: vector<4x2xf16>, %acc: vector<4xf16>) -> vector<4xf16> {
  // expected-error @+1 {{'vector.multi_reduction' op destination type 'vector<4xf16>' is incompatible with source type 'vector<4x2xf16>'}}
  %r = vector.multi_reduction <add>, %a, %acc [7] : vector<4x2xf16> to vector<4xf16>
  return %r : vector<4xf16>
}

// -----

func.func @multi_reduction_wrong_dim(%a: vector<4x2xf16>, %acc: vector<4xf16>) -> vector<4xf16> {
  // expected-error @+1 {{'vector.multi_reduction' op destination type 'vector<4xf16>' is incompatible with source type 'vector<4x2xf16>'}}
  %r = vector.multi_reduction <add>, %a, %acc [0] : vector<4x2xf16> to vector<4xf16>
  return %r : vector<4xf16>
}

// -----

func.func @multi_reduction_to_scalar(%a: vector<4x2xf16>, %acc: vector<1xf16>) -> vector<1xf16> {
  // expected-error @+1 {{'vector.multi_reduction' op destination type 'vector<1xf16>' is incompatible with source type 'vector<4x2xf16>'}}
  %r = vector.multi_reduction <add>, %a, %acc [0, 1] : vector<4x2xf16> to vector<1xf16>
  return %r : vector<1xf16>
}

// -----

func.func @multi_reduction_acc_type(%a: vector<4x2xf16>, %acc: vector<4xf32>) -> vector<4xf16> {
  // expected-error @+1 {{'vector.multi_reduction' op failed to verify that all of {dest, acc} have same type}}
  %r = "vector.multi_reduction"(%a, %acc) <{kind = #vector.kind<add>, reduction_dims = array<i64: 1>}> : (vector<4x2xf16>, vector<4xf32>) -> vector<4xf16>
  return %r : vector<4xf16>
}
