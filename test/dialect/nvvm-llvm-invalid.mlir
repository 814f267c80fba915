// The atomics and the warp shuffle check what MLIR 22's verifiers check; an invalid one is an
// error at its position (mlir-opt rejects each of these too, and reads the last piece).
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

// -----

// A common global starts at zero.
// expected-error @+1 {{expected zero value for 'common' linkage}}
llvm.mlir.global common @count(3 : i32) {addr_space = 0 : i32} : i32

// -----

// expected-error @+1 {{expected zero value for 'common' linkage}}
llvm.mlir.global common @table(dense<[0, 1]> : tensor<2xi32>) {addr_space = 0 : i32} : !llvm.array<2 x i32>

// -----

// expected-error @+1 {{expected array type for 'appending' linkage}}
llvm.mlir.global appending @list(0 : i32) {addr_space = 0 : i32} : i32

// -----

llvm.mlir.global common @zeros(dense<0> : tensor<2xi32>) {addr_space = 0 : i32} : !llvm.array<2 x i32>
llvm.mlir.global common @fzero(0.0 : f32) {addr_space = 0 : i32} : f32
