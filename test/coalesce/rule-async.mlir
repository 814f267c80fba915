// Design §3 rule 2: an async copy into X accesses X until the wait that retires
// its group (the next wait at the same or an outer level that leaves fewer groups
// pending than were committed after the copy's on every path: `pending = N` retires
// all but the newest N; none: end of kernel). A barrier between the copy and the
// wait separates nothing.
// RUN: smem-opt %s --split-input-file -p smem-coalesce,smem-verify-plan | filecheck %s
// RUN: smem-opt %s --split-input-file -p smem-coalesce --check -o /dev/null 2>&1 | filecheck %s --check-prefix=RAN

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

// Only a partial wait (pending = 1) with no newer group: the copy's group is the newest, which
// the wait leaves in flight.
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

// -----

// Two groups in flight, then `pending = 1`: the older group (x's copy) has landed, the newer one
// (y's) may not have. After a barrier z may take x's bytes, not y's, which stays in flight until
// `pending = 0`: 2048 bytes, not 3072.
// CHECK-LABEL: smem.kernel @newest_group_left
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-SAME: smem.lower_bound = 2048
// RAN: ran @kernels::@newest_group_left: {{.*}} 6 of 6 op(s) on shared memory ran
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @newest_group_left(%in: memref<1024xf32>, %out: memref<256xf32>) block_size = [64] {
  %tx = gpu.thread_id x
  %c4 = arith.constant 4 : index
  %i = arith.muli %tx, %c4 : index
  %X = smem.alloc : !wg
  %Y = smem.alloc : !wg
  %tx1 = smem.async_copy %in[%i], %X[%i], 4 : memref<1024xf32> to !wg
  %gx = smem.async_commit %tx1
  %ty1 = smem.async_copy %in[%i], %Y[%i], 4 : memref<1024xf32> to !wg
  %gy = smem.async_commit %ty1
  smem.async_wait %gy {pending = 1}
  gpu.barrier
  %x = memref.load %X[%tx] : !wg
  gpu.barrier
  %Z = smem.alloc : !wg
  memref.store %x, %Z[%tx] : !wg
  %z = memref.load %Z[%tx] : !wg
  smem.async_wait %gy {pending = 0}
  gpu.barrier
  %y = memref.load %Y[%tx] : !wg
  %s = arith.addf %y, %z : f32
  memref.store %s, %out[%tx] : memref<256xf32>
  smem.return
}

// -----

// The newer group is committed in one arm of an `scf.if` only: on the other path x's group is the
// newest, which `pending = 1` leaves in flight, so z keeps its own bytes.
// CHECK-LABEL: smem.kernel @newer_group_in_one_arm
// CHECK-SAME: smem.arena_bytes = 3072 : i64
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @newer_group_in_one_arm(%in: memref<1024xf32>, %out: memref<256xf32>, %flag: i1) block_size = [64] {
  %tx = gpu.thread_id x
  %c4 = arith.constant 4 : index
  %i = arith.muli %tx, %c4 : index
  %X = smem.alloc : !wg
  %Y = smem.alloc : !wg
  %tx1 = smem.async_copy %in[%i], %X[%i], 4 : memref<1024xf32> to !wg
  %gx = smem.async_commit %tx1
  scf.if %flag {
    %ty1 = smem.async_copy %in[%i], %Y[%i], 4 : memref<1024xf32> to !wg
    %gy = smem.async_commit %ty1
  }
  smem.async_wait %gx {pending = 1}
  gpu.barrier
  %x = memref.load %X[%tx] : !wg
  gpu.barrier
  %Z = smem.alloc : !wg
  memref.store %x, %Z[%tx] : !wg
  %z = memref.load %Z[%tx] : !wg
  smem.async_wait %gx {pending = 0}
  gpu.barrier
  %y = memref.load %Y[%tx] : !wg
  %s = arith.addf %y, %z : f32
  memref.store %s, %out[%tx] : memref<256xf32>
  smem.return
}

// -----

// The same with a newer group in both arms: every path commits one, so `pending = 1` retires x's.
// CHECK-LABEL: smem.kernel @newer_group_in_both_arms
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// RAN: ran @kernels::@newer_group_in_both_arms: {{.*}} op(s) on shared memory ran
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @newer_group_in_both_arms(%in: memref<1024xf32>, %out: memref<256xf32>, %flag: i1) block_size = [64] {
  %tx = gpu.thread_id x
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %i = arith.muli %tx, %c4 : index
  %X = smem.alloc : !wg
  %Y = smem.alloc : !wg
  %tx1 = smem.async_copy %in[%i], %X[%i], 4 : memref<1024xf32> to !wg
  %gx = smem.async_commit %tx1
  scf.if %flag {
    %ty1 = smem.async_copy %in[%i], %Y[%i], 4 : memref<1024xf32> to !wg
    %gy = smem.async_commit %ty1
  } else {
    %j = arith.addi %i, %c8 : index
    %ty2 = smem.async_copy %in[%j], %Y[%i], 4 : memref<1024xf32> to !wg
    %gy2 = smem.async_commit %ty2
  }
  smem.async_wait %gx {pending = 1}
  gpu.barrier
  %x = memref.load %X[%tx] : !wg
  gpu.barrier
  %Z = smem.alloc : !wg
  memref.store %x, %Z[%tx] : !wg
  %z = memref.load %Z[%tx] : !wg
  smem.async_wait %gx {pending = 0}
  gpu.barrier
  %y = memref.load %Y[%tx] : !wg
  %s = arith.addf %y, %z : f32
  memref.store %s, %out[%tx] : memref<256xf32>
  smem.return
}
