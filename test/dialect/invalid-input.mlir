// Every malformed or invalid input is an error at its position: values out of range for
// their type, sizes beyond i64, SSA dominance and scoping, region results, ops outside
// their allowed parents, limits on workgroup buffers.
// Each error is printed as mlir-opt prints it: the location, the message, the source line and a
// caret under the column; the chunks that are valid are still printed, and the exit status is 1.
// RUN: not smem-opt %s --split-input-file 2> %t.err > %t.out
// RUN: filecheck %s < %t.err
// RUN: filecheck %s --check-prefix=OK < %t.out

// CHECK: invalid-input.mlir:[[# @LINE + 4]]:23: error: integer constant 9223372036854775808 is out of range for index (64 bits: [-2^63, 2^63))
// CHECK-NEXT: {{^}}  %c = arith.constant 9223372036854775808 : index{{$}}
// CHECK-NEXT: {{^}}                      ^{{$}}
func.func @f() {
  %c = arith.constant 9223372036854775808 : index
  func.return
}

// -----

// CHECK: invalid-input.mlir:[[# @LINE + 2]]:23: error: Integer value 4294967296 is out of range for type i32 which supports values in the range [-2147483648, 4294967296)
func.func @f() {
  %c = arith.constant 4294967296 : i32
  func.return
}

// -----

// CHECK: invalid-input.mlir:[[# @LINE + 2]]:23: error: floating-point constant '0xFFFFFFFFFF : f32' is out of range for its type
func.func @f() {
  %c = arith.constant 0xFFFFFFFFFF : f32
  func.return
}

// -----

// CHECK: invalid-input.mlir:[[# @LINE + 1]]:25: error: dimension size 18446744073709551616 does not fit in 64 bits (at most 2^63 - 1)
func.func @f(%a: memref<18446744073709551616xf32>) {
  func.return
}

// -----

// CHECK: invalid-input.mlir:[[# @LINE + 1]]:18: error: integer bitwidth is limited to 16777215 bits
func.func @f(%a: i16777216) {
  func.return
}

// -----

// CHECK: invalid-input.mlir:[[# @LINE + 2]]:34: error: dense constant of 2097152 elements is too large (smem-opt reads at most 1048576)
func.func @f(%t: i1) -> tensor<2097152xi32> {
  %c = arith.constant dense<1> : tensor<2097152xi32>
  func.return %c : tensor<2097152xi32>
}

// -----

// CHECK: invalid-input.mlir:[[# @LINE + 2]]:37: error: unknown escape in string literal (expected \\, \", \n, \t or two hex digits)
func.func @f() {
  %s = arith.constant 1 : i32 loc("a\qb")
  func.return
}

// -----

// CHECK: invalid-input.mlir:[[# @LINE + 3]]:3: error: 'memref.store' op operand #0 is used before its definition at {{.*}}invalid-input.mlir:[[# @LINE + 4]]:10
smem.kernel @k(%out: memref<64xf32>) block_size = [64] {
  %tx = gpu.thread_id x
  memref.store %one, %out[%tx] : memref<64xf32>
  %one = arith.constant 1.0 : f32
  smem.return
}

// -----

// CHECK: invalid-input.mlir:[[# @LINE + 7]]:27: error: use of undefined value '%i'
smem.kernel @k(%out: memref<64xf32>) block_size = [64] {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c1 step %c1 {
  }
  memref.store %one, %out[%i] : memref<64xf32>
  smem.return
}

// -----

// CHECK: invalid-input.mlir:[[# @LINE + 6]]:21: error: use of undefined value '%a'
func.func @f(%t: i1) {
  scf.if %t {
    %a = arith.constant 1 : i32
  }
  scf.if %t {
    %b = arith.addi %a, %a : i32
  }
  func.return
}

// -----

// CHECK: invalid-input.mlir:[[# @LINE + 3]]:10: error: 'arith.addi' op operand #0 is used inside the op that defines it
func.func @f() {
  %x = scf.execute_region -> i32 {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  func.return
}

// -----

// CHECK: invalid-input.mlir:[[# @LINE + 9]]:3: error: 'func.return' op operand #0 does not dominate this use (it is defined at {{.*}}invalid-input.mlir:[[# @LINE + 4]]:8, in a block that does not dominate this one)
func.func @f(%t: i1) -> i32 {
  cf.cond_br %t, ^bb1, ^bb2
^bb1:
  %a = arith.constant 1 : i32
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  func.return %a : i32
}

// -----

// CHECK: invalid-input.mlir:[[# @LINE + 2]]:1: error: 'smem.kernel' op Operation using value defined out of its IsolatedFromAbove parent: StoreOp(memref.store %one, %out[%c] : memref<64xf32>)
%c = arith.constant 0 : index
smem.kernel @k(%out: memref<64xf32>) block_size = [64] {
  %one = arith.constant 1.0 : f32
  memref.store %one, %out[%c] : memref<64xf32>
  smem.return
}

// -----

// CHECK: invalid-input.mlir:[[# @LINE + 4]]:5: error: 'scf.yield' op passes 2 values (f32, f32) but 'scf.if' expects 1 value (f32) (its results)
func.func @f(%t: i1) -> f32 {
  %x = scf.if %t -> (f32) {
    %z = arith.constant 1.0 : f32
    scf.yield %z, %z : f32, f32
  } else {
    %z = arith.constant 1.0 : f32
    scf.yield %z : f32
  }
  func.return %x : f32
}

// -----

// CHECK: invalid-input.mlir:[[# @LINE + 4]]:5: error: 'scf.condition' op passes 2 values (index, index) but 'scf.while' expects 1 value (index) (the results of the loop)
func.func @f(%n: index) -> index {
  %x = scf.while (%a = %n) : (index) -> index {
    %t = arith.constant true
    scf.condition(%t) %a, %a : index, index
  } do {
  ^bb0(%b: index):
    scf.yield %b : index
  }
  func.return %x : index
}

// -----

// CHECK: invalid-input.mlir:[[# @LINE + 2]]:3: error: 'func.return' op Expected arguments to have the same types as the function output types: expected [f32], got []
func.func @f(%n: index) -> f32 {
  func.return
}

// -----

// CHECK: invalid-input.mlir:[[# @LINE + 3]]:5: error: 'gpu.return' op operand types (index) do not match the function result types ()
gpu.module @m {
  gpu.func @k(%n: index) kernel {
    gpu.return %n : index
  }
}

// -----

// CHECK: invalid-input.mlir:[[# @LINE + 1]]:6: error: 'smem.alloc' op expects ancestor op to be one of 'smem.kernel', 'gpu.func'
%A = smem.alloc : memref<64xf32, #gpu.address_space<workgroup>>

// -----

// CHECK: invalid-input.mlir:[[# @LINE + 3]]:8: error: 'memref.load' op expected an index for each dimension
smem.kernel @k(%out: memref<64x64xf32>) block_size = [64] {
  %tx = gpu.thread_id x
  %a = memref.load %out[%tx] : memref<64x64xf32>
  smem.return
}

// -----

// CHECK: invalid-input.mlir:[[# @LINE + 5]]:5: error: 'smem.return' op expects parent op 'smem.kernel'
smem.kernel @k(%out: memref<64xf32>) block_size = [64] {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c1 step %c1 {
    smem.return
  }
  smem.return
}

// -----

// CHECK: invalid-input.mlir:[[# @LINE + 2]]:8: error: 'smem.alloc' op workgroup memref memref<9223372036854775807xf32, #gpu.address_space<workgroup>> holds 36893488147419103228 bytes, more than smem-opt accepts (1099511627776 bytes; the largest target has 227 KiB)
smem.kernel @k(%out: memref<64xf32>) block_size = [64] {
  %A = smem.alloc : memref<9223372036854775807xf32, #gpu.address_space<workgroup>>
  smem.return
}

// -----

// CHECK: invalid-input.mlir:[[# @LINE + 2]]:8: error: 'smem.alloc' op alignment 4611686018427387904 is larger than smem-opt accepts (at most 2^30)
smem.kernel @k(%out: memref<64xf32>) block_size = [64] {
  %A = smem.alloc {alignment = 4611686018427387904 : i64} : memref<4xf32, #gpu.address_space<workgroup>>
  smem.return
}

// -----

// CHECK: invalid-input.mlir:[[# @LINE + 1]]:1: error: 'func.func' op symbol declaration cannot have public visibility
func.func @declared(%a: i32)

// -----

// CHECK: invalid-input.mlir:[[# @LINE + 3]]:3: error: 'affine.for' op affine constant 340282366920938463463374607431768211456 does not fit in 64 bits
func.func @f() {
  %c = arith.constant 1 : index
  affine.for %i = 340282366920938463463374607431768211456 to 4 {
  }
  func.return
}

// -----

// CHECK: invalid-input.mlir:[[# @LINE + 2]]:8: error: 'memref.subview' op result type memref<7xf32, strided<[1], offset: 32>> has size 7 of dimension 0 where the operands give 32
func.func @f(%a: memref<64xf32>) {
  %v = memref.subview %a[32] [32] [1] : memref<64xf32> to memref<7xf32, strided<[1], offset: 32>>
  func.return
}

// -----

// CHECK: invalid-input.mlir:[[# @LINE + 2]]:8: error: 'memref.collapse_shape' op result dimension 0 is 7 but its group of source dimensions holds 256
func.func @f(%a: memref<16x16xf32>) {
  %v = memref.collapse_shape %a [[0, 1]] : memref<16x16xf32> into memref<7xf32>
  func.return
}

// -----

// CHECK: invalid-input.mlir:[[# @LINE + 1]]:1: error: 'func.func' op memref<8xf32, 1.500000e+00 : f64>: unsupported memory space 1.500000e+00 : f64
func.func @f(%a: memref<8xf32, 1.5 : f64>) {
  func.return
}

// -----

// CHECK: invalid-input.mlir:[[# @LINE + 1]]:1: error: 'func.func' op memref<8xf32, strided<[1, 1]>>: 2 strides for rank 1
func.func @f(%a: memref<8xf32, strided<[1, 1]>>) {
  func.return
}

// -----

// CHECK: invalid-input.mlir:[[# @LINE + 5]]:10: error: 'nvgpu.device_async_copy' op copies 7 x 32 bits; cp.async copies 4, 8 or 16 bytes
gpu.module @m {
  gpu.func @k(%in: memref<64xf32>) kernel {
    %c0 = arith.constant 0 : index
    %Y = memref.alloc() : memref<8xf32, #gpu.address_space<workgroup>>
    %t = nvgpu.device_async_copy %in[%c0], %Y[%c0], 7 : memref<64xf32> to memref<8xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// Upstream verifier rules of ops smem-opt defines: positions of vector.extract / insert
// within the vector (or poison, -1), and mma.sync fragments that hold the whole matrices.
// CHECK: invalid-input.mlir:[[# @LINE + 2]]:8: error: 'vector.extract' op expected position attribute #2 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)
func.func @f(%v: vector<4x2xf16>) -> f16 {
  %a = vector.extract %v[0, 2147483648] : f16 from vector<4x2xf16>
  func.return %a : f16
}

// -----

// CHECK: invalid-input.mlir:[[# @LINE + 2]]:8: error: 'vector.insert' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)
func.func @f(%s: f16, %v: vector<4x2xf16>) -> vector<4x2xf16> {
  %a = vector.insert %s, %v [4, 0] : f16 into vector<4x2xf16>
  func.return %a : vector<4x2xf16>
}

// -----

// CHECK: invalid-input.mlir:[[# @LINE + 2]]:8: error: 'nvgpu.mma.sync' op expected 17179869184 warp-wide matrix B elements
func.func @f(%a: vector<2x1xf32>, %b: vector<1x1xf32>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 4294967296, 4], tf32Enabled} : (vector<2x1xf32>, vector<1x1xf32>, vector<2x2xf32>) -> vector<2x2xf32>
  func.return %d : vector<2x2xf32>
}

// -----

// Valid: poison and dynamic positions, and a 16x8x16 f16 mma whose fragments hold the matrices.
// (printed on stdout: a chunk with an error prints nothing)
// OK: // -----
// OK: func.func @ok
func.func @ok(%v: vector<4x2xf16>, %i: index, %a: vector<4x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf16>) -> f16 {
  %p = vector.extract %v[-1, 1] : f16 from vector<4x2xf16>
  %q = vector.extract %v[3, %i] : f16 from vector<4x2xf16>
  %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
  func.return %q : f16
}

// -----

// affine.for and scf.for read iter_args alike (one reader): a type count that differs is an error.
// CHECK: invalid-input.mlir:[[# @LINE + 3]]:{{[0-9]+}}: error: expected 1 result types, got 2
func.func @f(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %r = affine.for %i = 0 to 4 iter_args(%a = %x) -> (f32, f32) {
    affine.yield %a : f32
  }
  func.return %r : f32
}
