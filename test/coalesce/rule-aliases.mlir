// Design §3 terms: an access through any alias is an access of the buffer.
// In each kernel A is written, then B lives between two barriers, then A is read
// again through an alias. If the alias were not followed, A's span would end
// before B and they would wrongly share (the IREE anchor in design §7: aliases
// other than subview, yields through scf.if and iter_args not followed).
// Every kernel must therefore keep A and B apart: 2048 bytes.
// RUN: smem-opt %s --split-input-file --allow-unregistered-dialect -p smem-coalesce,smem-verify-plan | filecheck %s

// CHECK-LABEL: smem.kernel @through_subview
// CHECK-SAME: smem.arena_bytes = 2048 : i64
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @through_subview(%out: memref<256xf32>) block_size = [64] {
  %tx = gpu.thread_id x
  %one = arith.constant 1.0 : f32
  %A = smem.alloc : !wg
  %V = memref.subview %A[0] [128] [1] : !wg to memref<128xf32, strided<[1]>, #gpu.address_space<workgroup>>
  memref.store %one, %A[%tx] : !wg
  gpu.barrier
  %B = smem.alloc : !wg
  memref.store %one, %B[%tx] : !wg
  gpu.barrier
  %v = memref.load %V[%tx] : memref<128xf32, strided<[1]>, #gpu.address_space<workgroup>>
  memref.store %v, %out[%tx] : memref<256xf32>
  smem.return
}

// -----

// CHECK-LABEL: smem.kernel @through_expand_shape
// CHECK-SAME: smem.arena_bytes = 2048 : i64
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @through_expand_shape(%out: memref<256xf32>) block_size = [64] {
  %tx = gpu.thread_id x
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %A = smem.alloc : !wg
  %E = memref.expand_shape %A [[0, 1]] output_shape [16, 16] : !wg into memref<16x16xf32, #gpu.address_space<workgroup>>
  memref.store %one, %A[%tx] : !wg
  gpu.barrier
  %B = smem.alloc : !wg
  memref.store %one, %B[%tx] : !wg
  gpu.barrier
  %v = memref.load %E[%c0, %tx] : memref<16x16xf32, #gpu.address_space<workgroup>>
  memref.store %v, %out[%tx] : memref<256xf32>
  smem.return
}

// -----

// CHECK-LABEL: smem.kernel @through_collapse_shape
// CHECK-SAME: smem.arena_bytes = 2048 : i64
!wg2 = memref<16x16xf32, #gpu.address_space<workgroup>>
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @through_collapse_shape(%out: memref<256xf32>) block_size = [64] {
  %tx = gpu.thread_id x
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %A = smem.alloc : !wg2
  %F = memref.collapse_shape %A [[0, 1]] : !wg2 into !wg
  memref.store %one, %A[%c0, %tx] : !wg2
  gpu.barrier
  %B = smem.alloc : !wg
  memref.store %one, %B[%tx] : !wg
  gpu.barrier
  %v = memref.load %F[%tx] : !wg
  memref.store %v, %out[%tx] : memref<256xf32>
  smem.return
}

// -----

// CHECK-LABEL: smem.kernel @through_cast
// CHECK-SAME: smem.arena_bytes = 2048 : i64
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @through_cast(%out: memref<256xf32>) block_size = [64] {
  %tx = gpu.thread_id x
  %one = arith.constant 1.0 : f32
  %A = smem.alloc : !wg
  %D = "memref.cast"(%A) : (!wg) -> memref<?xf32, #gpu.address_space<workgroup>>
  memref.store %one, %A[%tx] : !wg
  gpu.barrier
  %B = smem.alloc : !wg
  memref.store %one, %B[%tx] : !wg
  gpu.barrier
  %v = memref.load %D[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
  memref.store %v, %out[%tx] : memref<256xf32>
  smem.return
}

// -----

// CHECK-LABEL: smem.kernel @through_reinterpret_cast
// CHECK-SAME: smem.arena_bytes = 2048 : i64
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @through_reinterpret_cast(%out: memref<256xf32>) block_size = [64] {
  %tx = gpu.thread_id x
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %A = smem.alloc : !wg
  %R = memref.reinterpret_cast %A to offset: [0], sizes: [8, 32], strides: [32, 1] : !wg to memref<8x32xf32, strided<[32, 1]>, #gpu.address_space<workgroup>>
  memref.store %one, %A[%tx] : !wg
  gpu.barrier
  %B = smem.alloc : !wg
  memref.store %one, %B[%tx] : !wg
  gpu.barrier
  %v = memref.load %R[%c0, %tx] : memref<8x32xf32, strided<[32, 1]>, #gpu.address_space<workgroup>>
  memref.store %v, %out[%tx] : memref<256xf32>
  smem.return
}

// -----

// CHECK-LABEL: smem.kernel @through_select
// CHECK-SAME: smem.arena_bytes = 3072 : i64
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @through_select(%out: memref<256xf32>, %flag: i1) block_size = [64] {
  %tx = gpu.thread_id x
  %one = arith.constant 1.0 : f32
  %A = smem.alloc : !wg
  %Z = smem.alloc : !wg
  %S = arith.select %flag, %A, %Z : !wg
  memref.store %one, %A[%tx] : !wg
  memref.store %one, %Z[%tx] : !wg
  gpu.barrier
  %B = smem.alloc : !wg
  memref.store %one, %B[%tx] : !wg
  gpu.barrier
  %v = memref.load %S[%tx] : !wg
  memref.store %v, %out[%tx] : memref<256xf32>
  smem.return
}

// -----

// CHECK-LABEL: smem.kernel @through_if_yield
// CHECK-SAME: smem.arena_bytes = 2048 : i64
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @through_if_yield(%out: memref<256xf32>, %flag: i1) block_size = [64] {
  %tx = gpu.thread_id x
  %one = arith.constant 1.0 : f32
  %A = smem.alloc : !wg
  memref.store %one, %A[%tx] : !wg
  %Y = scf.if %flag -> (!wg) {
    scf.yield %A : !wg
  } else {
    scf.yield %A : !wg
  }
  gpu.barrier
  %B = smem.alloc : !wg
  memref.store %one, %B[%tx] : !wg
  gpu.barrier
  %v = memref.load %Y[%tx] : !wg
  memref.store %v, %out[%tx] : memref<256xf32>
  smem.return
}

// -----

// CHECK-LABEL: smem.kernel @through_iter_args
// CHECK-SAME: smem.arena_bytes = 2048 : i64
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @through_iter_args(%out: memref<256xf32>) block_size = [64] {
  %tx = gpu.thread_id x
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.0 : f32
  %A = smem.alloc : !wg
  memref.store %one, %A[%tx] : !wg
  %L = scf.for %i = %c0 to %c2 step %c1 iter_args(%m = %A) -> (!wg) {
    scf.yield %m : !wg
  }
  gpu.barrier
  %B = smem.alloc : !wg
  memref.store %one, %B[%tx] : !wg
  gpu.barrier
  %v = memref.load %L[%tx] : !wg
  memref.store %v, %out[%tx] : memref<256xf32>
  smem.return
}

// -----

// An op we do not know, with a region, may capture A: A lives for the whole
// kernel and conflicts with B even though barriers separate their accesses.
// CHECK-LABEL: smem.kernel @captured_by_unknown_op
// CHECK-SAME: smem.arena_bytes = 2048 : i64
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @captured_by_unknown_op(%out: memref<256xf32>) block_size = [64] {
  %tx = gpu.thread_id x
  %one = arith.constant 1.0 : f32
  %A = smem.alloc : !wg
  "mystery.keep"(%A) ({
    "mystery.yield"() : () -> ()
  }) : (!wg) -> ()
  gpu.barrier
  %B = smem.alloc : !wg
  memref.store %one, %B[%tx] : !wg
  %b = memref.load %B[%tx] : !wg
  memref.store %b, %out[%tx] : memref<256xf32>
  smem.return
}

// -----

// A call may keep a pointer to A: the same.
// CHECK-LABEL: smem.kernel @captured_by_call
// CHECK-SAME: smem.arena_bytes = 2048 : i64
!wg = memref<256xf32, #gpu.address_space<workgroup>>
func.func private @consume(!wg)
smem.kernel @captured_by_call(%out: memref<256xf32>) block_size = [64] {
  %tx = gpu.thread_id x
  %one = arith.constant 1.0 : f32
  %A = smem.alloc : !wg
  func.call @consume(%A) : (!wg) -> ()
  gpu.barrier
  %B = smem.alloc : !wg
  memref.store %one, %B[%tx] : !wg
  %b = memref.load %B[%tx] : !wg
  memref.store %b, %out[%tx] : memref<256xf32>
  smem.return
}

// -----

// An unknown op is MLIR's "all effects": even without regions or results it may keep the
// buffer's address (and use it later), so A lives for the whole kernel and B cannot reuse it,
// barrier or not.
// CHECK-LABEL: smem.kernel @unknown_op_access_only
// CHECK-SAME: smem.arena_bytes = 2048 : i64
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @unknown_op_access_only(%out: memref<256xf32>) block_size = [64] {
  %tx = gpu.thread_id x
  %one = arith.constant 1.0 : f32
  %A = smem.alloc : !wg
  "mystery.touch"(%A) : (!wg) -> ()
  gpu.barrier
  %B = smem.alloc : !wg
  memref.store %one, %B[%tx] : !wg
  %b = memref.load %B[%tx] : !wg
  memref.store %b, %out[%tx] : memref<256xf32>
  smem.return
}
