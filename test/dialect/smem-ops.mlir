// RUN: smem-opt %s | smem-opt | filecheck %s
// RUN: smem-opt %s --print-op-generic | smem-opt | filecheck %s
// RUN: smem-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC

// CHECK-LABEL: smem.kernel @matmul(%A: memref<64x64xf32>, %n: index) block_size = [32, 32, 1] attributes {foo = 1 : i32} {
// GENERIC-LABEL: "smem.kernel"() <{sym_name = "matmul", function_type = (memref<64x64xf32>, index) -> (), block_size = array<i32: 32, 32, 1>}> ({
smem.kernel @matmul(%A: memref<64x64xf32>, %n: index) block_size = [32, 32, 1] attributes {foo = 1 : i32} {
  // CHECK-NEXT: %tx = gpu.thread_id x
  // CHECK-NEXT: %ty = gpu.thread_id y
  %tx = gpu.thread_id x
  %ty = gpu.thread_id y

  // CHECK-NEXT: %A_sh = smem.alloc {alignment = 16 : i64, name = "A_sh"} : memref<32x32xf32, #gpu.address_space<workgroup>>
  // GENERIC: %A_sh = "smem.alloc"() <{alignment = 16 : i64, name = "A_sh"}> : () -> memref<32x32xf32, #gpu.address_space<workgroup>>
  %A_sh = smem.alloc {alignment = 16 : i64, name = "A_sh"} : memref<32x32xf32, #gpu.address_space<workgroup>>

  // CHECK-NEXT: %d = smem.alloc(%n) : memref<?x64xf16, #gpu.address_space<workgroup>>
  // GENERIC: %d = "smem.alloc"(%n) : (index) -> memref<?x64xf16, #gpu.address_space<workgroup>>
  %d = smem.alloc(%n) : memref<?x64xf16, #gpu.address_space<workgroup>>

  // The integer memory space 3 is workgroup memory too.
  // CHECK-NEXT: %i = smem.alloc : memref<16xi8, 3 : i64>
  %i = smem.alloc : memref<16xi8, 3>

  // CHECK-NEXT: %t0 = smem.async_copy %A[%ty, %tx], %A_sh[%ty, %tx], 4 : memref<64x64xf32> to memref<32x32xf32, #gpu.address_space<workgroup>>
  // GENERIC: %t0 = "smem.async_copy"(%A, %ty, %tx, %A_sh, %ty, %tx) <{count = 4 : index, operandSegmentSizes = array<i32: 1, 2, 1, 2>}> : (memref<64x64xf32>, index, index, memref<32x32xf32, #gpu.address_space<workgroup>>, index, index) -> !smem.async_token
  %t0 = smem.async_copy %A[%ty, %tx], %A_sh[%ty, %tx], 4 : memref<64x64xf32> to memref<32x32xf32, #gpu.address_space<workgroup>>
  // CHECK-NEXT: %t1 = smem.async_copy %A[%ty, %tx], %A_sh[%ty, %tx], 2 : memref<64x64xf32> to memref<32x32xf32, #gpu.address_space<workgroup>>
  %t1 = smem.async_copy %A[%ty, %tx], %A_sh[%ty, %tx], 2 : memref<64x64xf32> to memref<32x32xf32, #gpu.address_space<workgroup>>

  // CHECK-NEXT: %g = smem.async_commit %t0, %t1
  // GENERIC: %g = "smem.async_commit"(%t0, %t1) : (!smem.async_token, !smem.async_token) -> !smem.async_token
  %g = smem.async_commit %t0, %t1
  // CHECK-NEXT: %e = smem.async_commit
  %e = smem.async_commit

  // CHECK-NEXT: smem.async_wait %g {pending = 0}
  // GENERIC: "smem.async_wait"(%g) <{pending = 0 : i32}> : (!smem.async_token) -> ()
  smem.async_wait %g {pending = 0}
  // CHECK-NEXT: smem.async_wait {pending = 1}
  // GENERIC: "smem.async_wait"() <{pending = 1 : i32}> : () -> ()
  smem.async_wait {pending = 1}

  // CHECK-NEXT: gpu.barrier
  gpu.barrier
  // CHECK-NEXT: smem.return
  // GENERIC: "smem.return"() : () -> ()
  smem.return
}

// CHECK-LABEL: smem.kernel @one() block_size = [128] {
// CHECK-NEXT: smem.return
smem.kernel @one() block_size = [128] {
  smem.return
}

// Kernel bodies use upstream ops: scf, arith, memref.
// CHECK-LABEL: smem.kernel @loop(%B: memref<128xf32>) block_size = [64, 1] {
smem.kernel @loop(%B: memref<128xf32>) block_size = [64, 1] {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %tx = gpu.thread_id x
  // CHECK: scf.for
  scf.for %k = %c0 to %c4 step %c1 {
    // CHECK: %s = smem.alloc {name = "tile"} : memref<64xf32, #gpu.address_space<workgroup>>
    %s = smem.alloc {name = "tile"} : memref<64xf32, #gpu.address_space<workgroup>>
    %v = memref.load %B[%tx] : memref<128xf32>
    memref.store %v, %s[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
  }
  smem.return
}

// A body of several blocks joined by branches (what convert-scf-to-cf makes of a structured
// one): every block without a successor ends in smem.return.
// CHECK-LABEL: smem.kernel @branches(%n: index) block_size = [64] {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %s = smem.alloc : memref<64xf32, #gpu.address_space<workgroup>>
// CHECK-NEXT: cf.br ^bb1(%c0 : index)
// CHECK-NEXT: ^bb1(%i: index):
// CHECK: cf.cond_br %more, ^bb2, ^bb3
// CHECK: ^bb3:
// CHECK-NEXT: smem.return
smem.kernel @branches(%n: index) block_size = [64] {
  %c0 = arith.constant 0 : index
  %s = smem.alloc : memref<64xf32, #gpu.address_space<workgroup>>
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^bb2, ^bb3
^bb2:
  %tx = gpu.thread_id x
  %f = arith.constant 1.0 : f32
  memref.store %f, %s[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %c1 = arith.constant 1 : index
  %next = arith.addi %i, %c1 : index
  cf.br ^bb1(%next : index)
^bb3:
  smem.return
}
