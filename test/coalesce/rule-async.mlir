// Design §3 rule 2: an async copy into X accesses X until the wait that retires
// its group (the next `pending = 0` wait at the same or an outer level; none:
// end of kernel). A barrier between the copy and the wait separates nothing.
// RUN: smem-opt %s --split-input-file -p smem-coalesce,smem-verify-plan | filecheck %s

// Copy retired by a full wait, then a barrier: B may reuse A's bytes.
// CHECK-LABEL: smem.kernel @retired_then_barrier
// CHECK-SAME: smem.arena_bytes = 1024 : i64
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @retired_then_barrier(%in: memref<1024xf32>, %out: memref<256xf32>) block_size = [64] {
  %tx = gpu.thread_id x
  %c4 = arith.constant 4 : index
  %i = arith.muli %tx, %c4 : index
  %A = smem.alloc : !wg
  %t = smem.async_copy %in[%i], %A[%i], 4 : memref<1024xf32> to !wg
  %g = smem.async_commit %t
  smem.async_wait %g {pending = 0}
  gpu.barrier
  %a = memref.load %A[%tx] : !wg
  gpu.barrier
  %B = smem.alloc : !wg
  memref.store %a, %B[%tx] : !wg
  %b = memref.load %B[%tx] : !wg
  memref.store %b, %out[%tx] : memref<256xf32>
  smem.return
}

// -----

// Never waited for: the copy may land at any time until the end of the kernel.
// CHECK-LABEL: smem.kernel @never_retired
// CHECK-SAME: smem.arena_bytes = 2048 : i64
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @never_retired(%in: memref<1024xf32>, %out: memref<256xf32>) block_size = [64] {
  %tx = gpu.thread_id x
  %c4 = arith.constant 4 : index
  %i = arith.muli %tx, %c4 : index
  %A = smem.alloc : !wg
  %t = smem.async_copy %in[%i], %A[%i], 4 : memref<1024xf32> to !wg
  %g = smem.async_commit %t
  gpu.barrier
  %B = smem.alloc : !wg
  %x = memref.load %out[%tx] : memref<256xf32>
  memref.store %x, %B[%tx] : !wg
  %b = memref.load %B[%tx] : !wg
  memref.store %b, %out[%tx] : memref<256xf32>
  smem.return
}

// -----

// Only a partial wait (pending = 1): conservatively still in flight.
// CHECK-LABEL: smem.kernel @partial_wait_only
// CHECK-SAME: smem.arena_bytes = 2048 : i64
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @partial_wait_only(%in: memref<1024xf32>, %out: memref<256xf32>) block_size = [64] {
  %tx = gpu.thread_id x
  %c4 = arith.constant 4 : index
  %i = arith.muli %tx, %c4 : index
  %A = smem.alloc : !wg
  %t = smem.async_copy %in[%i], %A[%i], 4 : memref<1024xf32> to !wg
  %g = smem.async_commit %t
  smem.async_wait %g {pending = 1}
  gpu.barrier
  %B = smem.alloc : !wg
  %x = memref.load %out[%tx] : memref<256xf32>
  memref.store %x, %B[%tx] : !wg
  %b = memref.load %B[%tx] : !wg
  memref.store %b, %out[%tx] : memref<256xf32>
  smem.return
}

// -----

// The barrier sits between the copy and its wait: it cannot separate the copy's
// late write from B.
// CHECK-LABEL: smem.kernel @barrier_before_wait
// CHECK-SAME: smem.arena_bytes = 2048 : i64
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @barrier_before_wait(%in: memref<1024xf32>, %out: memref<256xf32>) block_size = [64] {
  %tx = gpu.thread_id x
  %c4 = arith.constant 4 : index
  %i = arith.muli %tx, %c4 : index
  %A = smem.alloc : !wg
  %t = smem.async_copy %in[%i], %A[%i], 4 : memref<1024xf32> to !wg
  %g = smem.async_commit %t
  gpu.barrier
  %B = smem.alloc : !wg
  %x = memref.load %out[%tx] : memref<256xf32>
  memref.store %x, %B[%tx] : !wg
  %b = memref.load %B[%tx] : !wg
  memref.store %b, %out[%tx] : memref<256xf32>
  smem.async_wait %g {pending = 0}
  smem.return
}
