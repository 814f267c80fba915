// The smem dialect's verifiers, one invalid op per chunk, each error pinned to its line.
// RUN: smem-opt %s --split-input-file --verify-diagnostics

smem.kernel @k() block_size = [1] {
  // expected-error @+1 {{'smem.alloc' op result must be in workgroup memory (#gpu.address_space<workgroup>), got memref<4xf32>}}
  %a = smem.alloc : memref<4xf32>
  smem.return
}

// -----

smem.kernel @k() block_size = [1] {
  // expected-error @+1 {{'smem.alloc' op result must be in workgroup memory (#gpu.address_space<workgroup>), got memref<4xf32, #gpu.address_space<private>>}}
  %a = smem.alloc : memref<4xf32, #gpu.address_space<private>>
  smem.return
}

// -----

smem.kernel @k() block_size = [1] {
  // expected-error @+1 {{'smem.alloc' op has 0 dynamic size operands but its type memref<?x4xf32, #gpu.address_space<workgroup>> has 1 dynamic dimensions}}
  %a = smem.alloc : memref<?x4xf32, #gpu.address_space<workgroup>>
  smem.return
}

// -----

smem.kernel @k() block_size = [1] {
  // expected-error @+1 {{'smem.alloc' op alignment must be a positive power of two, got 12}}
  %a = smem.alloc {alignment = 12 : i64} : memref<4xf32, #gpu.address_space<workgroup>>
  smem.return
}

// -----

smem.kernel @k(%A: memref<64xf32>, %i: index) block_size = [1] {
  %s = smem.alloc : memref<32xf32, #gpu.address_space<workgroup>>
  // expected-error @+1 {{'smem.async_copy' op copies 96 bits (3 x f32); cp.async copies 4, 8 or 16 bytes (32, 64 or 128 bits)}}
  %t = smem.async_copy %A[%i], %s[%i], 3 : memref<64xf32> to memref<32xf32, #gpu.address_space<workgroup>>
  smem.return
}

// -----

smem.kernel @k(%A: memref<64xf16>, %i: index) block_size = [1] {
  %s = smem.alloc : memref<8x4xf16, #gpu.address_space<workgroup>>
  // expected-error @+1 {{'smem.async_copy' op element count 8 does not fit the innermost dimension 4 of the destination}}
  %t = smem.async_copy %A[%i], %s[%i, %i], 8 : memref<64xf16> to memref<8x4xf16, #gpu.address_space<workgroup>>
  smem.return
}

// -----

smem.kernel @k(%A: memref<64xf32>, %B: memref<64xf32>, %i: index) block_size = [1] {
  // expected-error @+1 {{'smem.async_copy' op destination must be in workgroup memory (#gpu.address_space<workgroup>), got memref<64xf32>}}
  %t = smem.async_copy %A[%i], %B[%i], 4 : memref<64xf32> to memref<64xf32>
  smem.return
}

// -----

smem.kernel @k(%A: memref<64x64xf32>, %i: index) block_size = [1] {
  %s = smem.alloc : memref<32xf32, #gpu.address_space<workgroup>>
  // expected-error @+1 {{'smem.async_copy' op expected 2 source indices, got 1}}
  %t = smem.async_copy %A[%i], %s[%i], 4 : memref<64x64xf32> to memref<32xf32, #gpu.address_space<workgroup>>
  smem.return
}

// -----

// expected-error @+1 {{'smem.kernel' op block_size entries must be positive, got [32, 0, 1]}}
smem.kernel @k() block_size = [32, 0, 1] {
  smem.return
}

// -----

// expected-error @+1 {{'smem.kernel' op block_size must have 1 to 3 entries, got 4}}
smem.kernel @k() block_size = [1, 1, 1, 1] {
  smem.return
}

// -----

// expected-error @+1 {{'smem.kernel' op kernel returns values (f32); a kernel must return nothing}}
smem.kernel @k() -> f32 block_size = [1] {
  smem.return
}

// -----

smem.kernel @k(%a: f32) block_size = [1] {
  // expected-error @+1 {{'smem.return' op takes no operands, got 1}}
  smem.return %a : f32
}

// -----

smem.kernel @k() block_size = [1] {
  // expected-error @+1 {{'smem.async_wait' op pending must be non-negative, got -1}}
  smem.async_wait {pending = -1}
  smem.return
}

// -----

// expected-error @+1 {{'smem.kernel' op every block of the body must end with 'smem.return' or a branch}}
smem.kernel @k(%c: i1) block_size = [1] {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  smem.return
^bb2:
  llvm.unreachable
}
