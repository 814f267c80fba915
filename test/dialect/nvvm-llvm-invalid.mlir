// The atomics and the warp shuffle check what MLIR 22's verifiers check; an invalid one is an
// error at its position (mlir-opt rejects each of these too).
// RUN: smem-opt %s --split-input-file --verify-diagnostics

llvm.func @f(%p: !llvm.ptr<3>, %i: i32) {
  // expected-error @+1 {{expected LLVM IR floating point type}}
  %0 = llvm.atomicrmw fadd %p, %i monotonic : !llvm.ptr<3>, i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %f: f32) {
  // expected-error @+1 {{expected LLVM IR integer type}}
  %0 = llvm.atomicrmw add %p, %f monotonic : !llvm.ptr<3>, f32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %i: i32) {
  // expected-error @+1 {{expected at least 'monotonic' ordering}}
  %0 = llvm.atomicrmw add %p, %i unordered : !llvm.ptr<3>, i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %i: i32) {
  // expected-error @+1 {{failure ordering cannot be 'release' or 'acq_rel'}}
  %0 = llvm.cmpxchg %p, %i, %i acq_rel release : !llvm.ptr<3>, i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %f: f32) {
  // expected-error @+1 {{'val' must be signless integer or LLVM pointer type, but got 'f32'}}
  %0 = llvm.cmpxchg %p, %f, %f monotonic monotonic : !llvm.ptr<3>, f32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %i: i32) {
  // expected-error @+1 {{expected an atomic ordering}}
  %0 = llvm.atomicrmw add %p, %i sometimes : !llvm.ptr<3>, i32
  llvm.return
}

// -----

func.func @f(%i: i32, %f: f32) {
  // expected-error @+1 {{expected return type to be of type 'f32' but got 'i32' instead}}
  %0 = nvvm.shfl.sync idx %i, %f, %i, %i : f32 -> i32
  return
}

// -----

func.func @f(%i: i32, %f: f32) {
  // expected-error @+1 {{"return_value_and_is_valid" attribute must be specified when the return type is a struct type}}
  %0 = nvvm.shfl.sync idx %i, %f, %i, %i : f32 -> !llvm.struct<(f32, i1)>
  return
}

// -----

func.func @f(%i: i32, %f: f32) {
  // expected-error @+1 {{expected first element in the returned struct to be of type 'f32' but got 'i32' instead}}
  %0 = nvvm.shfl.sync up %i, %f, %i, %i {return_value_and_is_valid} : f32 -> !llvm.struct<(i32, i1)>
  return
}

// -----

func.func @f(%i: i32, %v: vector<2xf16>) {
  // expected-error @+1 {{operand #1 must be 32-bit signless integer or 32-bit float, but got 'vector<2xf16>'}}
  %0 = nvvm.shfl.sync idx %i, %v, %i, %i : vector<2xf16> -> vector<2xf16>
  return
}
