// Design §3, sharing rule: spans that do not overlap are not enough; every
// access of one buffer must be separated from every access of the other by a
// uniform barrier that executes on every path between them.
// RUN: smem-opt %s --split-input-file -p smem-coalesce,smem-verify-plan 2>/dev/null | filecheck %s
// RUN: smem-opt %s --split-input-file -p smem-coalesce 2>&1 >/dev/null | filecheck %s --check-prefix=WARN

!wg = memref<256xf32, #gpu.address_space<workgroup>>

// A barrier between the last use of A and the first use of B: they share.
// CHECK-LABEL: smem.kernel @separated
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// CHECK: %A = memref.view %smem_arena[%A_offset][]
// CHECK: %B = memref.view %smem_arena[%B_offset][]
smem.kernel @separated(%in: memref<256xf32>, %out: memref<256xf32>) block_size = [256] {
  %tx = gpu.thread_id x
  %x = memref.load %in[%tx] : memref<256xf32>
  %A = smem.alloc : !wg
  memref.store %x, %A[%tx] : !wg
  %a = memref.load %A[%tx] : !wg
  gpu.barrier
  %B = smem.alloc : !wg
  memref.store %a, %B[%tx] : !wg
  %b = memref.load %B[%tx] : !wg
  memref.store %b, %out[%tx] : memref<256xf32>
  smem.return
}

// -----

// No barrier: one thread may still read A while another writes B.
// CHECK-LABEL: smem.kernel @no_barrier
// CHECK-SAME: smem.arena_bytes = 2048 : i64
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @no_barrier(%in: memref<256xf32>, %out: memref<256xf32>) block_size = [256] {
  %tx = gpu.thread_id x
  %x = memref.load %in[%tx] : memref<256xf32>
  %A = smem.alloc : !wg
  memref.store %x, %A[%tx] : !wg
  %a = memref.load %A[%tx] : !wg
  %B = smem.alloc : !wg
  memref.store %a, %B[%tx] : !wg
  %b = memref.load %B[%tx] : !wg
  memref.store %b, %out[%tx] : memref<256xf32>
  smem.return
}

// -----

// A barrier in only one arm of a uniform if may not execute: no sharing.
// CHECK-LABEL: smem.kernel @barrier_in_one_arm
// CHECK-SAME: smem.arena_bytes = 2048 : i64
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @barrier_in_one_arm(%in: memref<256xf32>, %out: memref<256xf32>, %flag: i1) block_size = [256] {
  %tx = gpu.thread_id x
  %x = memref.load %in[%tx] : memref<256xf32>
  %A = smem.alloc : !wg
  memref.store %x, %A[%tx] : !wg
  %a = memref.load %A[%tx] : !wg
  scf.if %flag {
    gpu.barrier
  }
  %B = smem.alloc : !wg
  memref.store %a, %B[%tx] : !wg
  %b = memref.load %B[%tx] : !wg
  memref.store %b, %out[%tx] : memref<256xf32>
  smem.return
}

// -----

// A barrier in both arms of a uniform if always executes: they share.
// CHECK-LABEL: smem.kernel @barrier_in_both_arms
// CHECK-SAME: smem.arena_bytes = 1024 : i64
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @barrier_in_both_arms(%in: memref<256xf32>, %out: memref<256xf32>, %flag: i1) block_size = [256] {
  %tx = gpu.thread_id x
  %x = memref.load %in[%tx] : memref<256xf32>
  %A = smem.alloc : !wg
  memref.store %x, %A[%tx] : !wg
  %a = memref.load %A[%tx] : !wg
  scf.if %flag {
    gpu.barrier
  } else {
    gpu.barrier
  }
  %B = smem.alloc : !wg
  memref.store %a, %B[%tx] : !wg
  %b = memref.load %B[%tx] : !wg
  memref.store %b, %out[%tx] : memref<256xf32>
  smem.return
}

// -----

// A barrier under divergent control flow separates nothing (and is worth a warning).
// CHECK-LABEL: smem.kernel @barrier_in_divergent_if
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// WARN: rule-barrier.mlir:[[# @LINE + 11]]:5: warning: barrier inside divergent control flow separates nothing
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @barrier_in_divergent_if(%in: memref<256xf32>, %out: memref<256xf32>) block_size = [256] {
  %tx = gpu.thread_id x
  %c128 = arith.constant 128 : index
  %x = memref.load %in[%tx] : memref<256xf32>
  %A = smem.alloc : !wg
  memref.store %x, %A[%tx] : !wg
  %a = memref.load %A[%tx] : !wg
  %low = arith.cmpi ult, %tx, %c128 : index
  scf.if %low {
    gpu.barrier
  } else {
    gpu.barrier
  }
  %B = smem.alloc : !wg
  memref.store %a, %B[%tx] : !wg
  %b = memref.load %B[%tx] : !wg
  memref.store %b, %out[%tx] : memref<256xf32>
  smem.return
}

// -----

// A barrier inside a loop that may run zero times separates nothing...
// CHECK-LABEL: smem.kernel @barrier_in_maybe_empty_loop
// CHECK-SAME: smem.arena_bytes = 2048 : i64
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @barrier_in_maybe_empty_loop(%in: memref<256xf32>, %out: memref<256xf32>, %n: index) block_size = [256] {
  %tx = gpu.thread_id x
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = memref.load %in[%tx] : memref<256xf32>
  %A = smem.alloc : !wg
  memref.store %x, %A[%tx] : !wg
  %a = memref.load %A[%tx] : !wg
  scf.for %i = %c0 to %n step %c1 {
    gpu.barrier
  }
  %B = smem.alloc : !wg
  memref.store %a, %B[%tx] : !wg
  %b = memref.load %B[%tx] : !wg
  memref.store %b, %out[%tx] : memref<256xf32>
  smem.return
}

// -----

// ...but one that provably runs at least once does.
// CHECK-LABEL: smem.kernel @barrier_in_nonempty_loop
// CHECK-SAME: smem.arena_bytes = 1024 : i64
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @barrier_in_nonempty_loop(%in: memref<256xf32>, %out: memref<256xf32>) block_size = [256] {
  %tx = gpu.thread_id x
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = memref.load %in[%tx] : memref<256xf32>
  %A = smem.alloc : !wg
  memref.store %x, %A[%tx] : !wg
  %a = memref.load %A[%tx] : !wg
  scf.for %i = %c0 to %c1 step %c1 {
    gpu.barrier
  }
  %B = smem.alloc : !wg
  memref.store %a, %B[%tx] : !wg
  %b = memref.load %B[%tx] : !wg
  memref.store %b, %out[%tx] : memref<256xf32>
  smem.return
}
