// The atomics and the warp shuffle check what MLIR 22's verifiers check; an invalid one is an
// error at its position (mlir-opt rejects each of these too).
// RUN: smem-opt %s --split-input-file --verify-diagnostics 2>&1 | filecheck %s

// CHECK: nvvm-llvm-invalid.mlir:[[# @LINE + 2]]:3: error: {{.*}}expected LLVM IR floating point type
llvm.func @f(%p: !llvm.ptr<3>, %i: i32) {
  %0 = llvm.atomicrmw fadd %p, %i monotonic : !llvm.ptr<3>, i32
  llvm.return
}

// -----

// CHECK: nvvm-llvm-invalid.mlir:[[# @LINE + 2]]:3: error: {{.*}}expected LLVM IR integer type
llvm.func @f(%p: !llvm.ptr<3>, %f: f32) {
  %0 = llvm.atomicrmw add %p, %f monotonic : !llvm.ptr<3>, f32
  llvm.return
}

// -----

// CHECK: nvvm-llvm-invalid.mlir:[[# @LINE + 2]]:3: error: {{.*}}expected at least 'monotonic' ordering
llvm.func @f(%p: !llvm.ptr<3>, %i: i32) {
  %0 = llvm.atomicrmw add %p, %i unordered : !llvm.ptr<3>, i32
  llvm.return
}

// -----

// CHECK: nvvm-llvm-invalid.mlir:[[# @LINE + 2]]:3: error: {{.*}}failure ordering cannot be 'release' or 'acq_rel'
llvm.func @f(%p: !llvm.ptr<3>, %i: i32) {
  %0 = llvm.cmpxchg %p, %i, %i acq_rel release : !llvm.ptr<3>, i32
  llvm.return
}

// -----

// CHECK: nvvm-llvm-invalid.mlir:[[# @LINE + 2]]:{{[0-9]+}}: error: {{.*}}'val' must be signless integer or LLVM pointer type, but got 'f32'
llvm.func @f(%p: !llvm.ptr<3>, %f: f32) {
  %0 = llvm.cmpxchg %p, %f, %f monotonic monotonic : !llvm.ptr<3>, f32
  llvm.return
}

// -----

// CHECK: nvvm-llvm-invalid.mlir:[[# @LINE + 2]]:{{[0-9]+}}: error: {{.*}}expected an atomic ordering
llvm.func @f(%p: !llvm.ptr<3>, %i: i32) {
  %0 = llvm.atomicrmw add %p, %i sometimes : !llvm.ptr<3>, i32
  llvm.return
}

// -----

// CHECK: nvvm-llvm-invalid.mlir:[[# @LINE + 2]]:3: error: {{.*}}expected return type to be of type 'f32' but got 'i32' instead
func.func @f(%i: i32, %f: f32) {
  %0 = nvvm.shfl.sync idx %i, %f, %i, %i : f32 -> i32
  return
}

// -----

// CHECK: nvvm-llvm-invalid.mlir:[[# @LINE + 2]]:3: error: {{.*}}"return_value_and_is_valid" attribute must be specified when the return type is a struct type
func.func @f(%i: i32, %f: f32) {
  %0 = nvvm.shfl.sync idx %i, %f, %i, %i : f32 -> !llvm.struct<(f32, i1)>
  return
}

// -----

// CHECK: nvvm-llvm-invalid.mlir:[[# @LINE + 2]]:3: error: {{.*}}expected first element in the returned struct to be of type 'f32' but got 'i32' instead
func.func @f(%i: i32, %f: f32) {
  %0 = nvvm.shfl.sync up %i, %f, %i, %i {return_value_and_is_valid} : f32 -> !llvm.struct<(i32, i1)>
  return
}

// -----

// CHECK: nvvm-llvm-invalid.mlir:[[# @LINE + 2]]:3: error: {{.*}}operand #1 must be 32-bit signless integer or 32-bit float, but got 'vector<2xf16>'
func.func @f(%i: i32, %v: vector<2xf16>) {
  %0 = nvvm.shfl.sync idx %i, %v, %i, %i : vector<2xf16> -> vector<2xf16>
  return
}
