// Design §3 rule 1 (loops) and the wrap-around path of per-iteration buffers.
// RUN: smem-opt %s --split-input-file -p smem-coalesce,smem-verify-plan | filecheck %s

// A lives at kernel level and is read in iteration i+1 after being written in
// iteration i (loop-carried): its span covers the whole loop, so B (per-iteration,
// even though separated by barriers inside the body) cannot reuse it.
// This is TileLang's NaN case and IREE's "loop-carried memory shared with a later buffer".
// CHECK-LABEL: smem.kernel @loop_carried_vs_later_buffer
// CHECK-SAME: smem.arena_bytes = 2048 : i64
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @loop_carried_vs_later_buffer(%in: memref<256xf32>, %out: memref<256xf32>) block_size = [256] {
  %tx = gpu.thread_id x
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %acc = smem.alloc : !wg
  memref.store %zero, %acc[%tx] : !wg
  scf.for %i = %c0 to %c4 step %c1 {
    %old = memref.load %acc[%tx] : !wg
    %x = memref.load %in[%tx] : memref<256xf32>
    %new = arith.addf %old, %x : f32
    memref.store %new, %acc[%tx] : !wg
    gpu.barrier
    %tmp = smem.alloc : !wg
    memref.store %x, %tmp[%tx] : !wg
    %t = memref.load %tmp[%tx] : !wg
    memref.store %t, %out[%tx] : memref<256xf32>
    gpu.barrier
  }
  smem.return
}

// -----

// Both buffers are per-iteration (allocated in the body), with a barrier between
// them and one closing the body: they share, iteration after iteration.
// CHECK-LABEL: smem.kernel @per_iteration_with_wraparound_barrier
// CHECK-SAME: smem.arena_bytes = 1024 : i64
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @per_iteration_with_wraparound_barrier(%in: memref<256xf32>, %out: memref<256xf32>) block_size = [256] {
  %tx = gpu.thread_id x
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %A = smem.alloc : !wg
    %x = memref.load %in[%tx] : memref<256xf32>
    memref.store %x, %A[%tx] : !wg
    %a = memref.load %A[%tx] : !wg
    gpu.barrier
    %B = smem.alloc : !wg
    memref.store %a, %B[%tx] : !wg
    %b = memref.load %B[%tx] : !wg
    memref.store %b, %out[%tx] : memref<256xf32>
    gpu.barrier
  }
  smem.return
}

// -----

// Without the closing barrier, a slow thread still reading B in iteration i races
// with a fast thread writing A in iteration i+1: no sharing.
// CHECK-LABEL: smem.kernel @per_iteration_without_wraparound_barrier
// CHECK-SAME: smem.arena_bytes = 2048 : i64
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @per_iteration_without_wraparound_barrier(%in: memref<256xf32>, %out: memref<256xf32>) block_size = [256] {
  %tx = gpu.thread_id x
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %A = smem.alloc : !wg
    %x = memref.load %in[%tx] : memref<256xf32>
    memref.store %x, %A[%tx] : !wg
    %a = memref.load %A[%tx] : !wg
    gpu.barrier
    %B = smem.alloc : !wg
    memref.store %a, %B[%tx] : !wg
    %b = memref.load %B[%tx] : !wg
    memref.store %b, %out[%tx] : memref<256xf32>
  }
  smem.return
}

// -----

// A loop whose body ends with a barrier: a buffer used after the loop reuses the
// bytes of buffers used only inside it.
// CHECK-LABEL: smem.kernel @after_loop
// CHECK-SAME: smem.arena_bytes = 1024 : i64
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @after_loop(%in: memref<256xf32>, %out: memref<256xf32>) block_size = [256] {
  %tx = gpu.thread_id x
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %A = smem.alloc : !wg
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (f32) {
    %x = memref.load %in[%tx] : memref<256xf32>
    memref.store %x, %A[%tx] : !wg
    gpu.barrier
    %a = memref.load %A[%tx] : !wg
    %acc2 = arith.addf %acc, %a : f32
    gpu.barrier
    scf.yield %acc2 : f32
  }
  %C = smem.alloc : !wg
  memref.store %s, %C[%tx] : !wg
  %c = memref.load %C[%tx] : !wg
  memref.store %c, %out[%tx] : memref<256xf32>
  smem.return
}

// -----

// The same loop without the trailing barrier: C's first write can race with the
// last iteration's read of A.
// CHECK-LABEL: smem.kernel @after_loop_no_trailing_barrier
// CHECK-SAME: smem.arena_bytes = 2048 : i64
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @after_loop_no_trailing_barrier(%in: memref<256xf32>, %out: memref<256xf32>) block_size = [256] {
  %tx = gpu.thread_id x
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %A = smem.alloc : !wg
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (f32) {
    %x = memref.load %in[%tx] : memref<256xf32>
    memref.store %x, %A[%tx] : !wg
    gpu.barrier
    %a = memref.load %A[%tx] : !wg
    %acc2 = arith.addf %acc, %a : f32
    scf.yield %acc2 : f32
  }
  %C = smem.alloc : !wg
  memref.store %s, %C[%tx] : !wg
  %c = memref.load %C[%tx] : !wg
  memref.store %c, %out[%tx] : memref<256xf32>
  smem.return
}

// -----

// A divergent loop bound: the loop is divergent, its barrier separates nothing.
// CHECK-LABEL: smem.kernel @divergent_loop_bound
// CHECK-SAME: smem.arena_bytes = 2048 : i64
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @divergent_loop_bound(%in: memref<256xf32>, %out: memref<256xf32>) block_size = [256] {
  %tx = gpu.thread_id x
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = memref.load %in[%tx] : memref<256xf32>
  %A = smem.alloc : !wg
  memref.store %x, %A[%tx] : !wg
  %a = memref.load %A[%tx] : !wg
  %n = arith.addi %tx, %c1 : index
  scf.for %i = %c0 to %n step %c1 {
    gpu.barrier
  }
  %B = smem.alloc : !wg
  memref.store %a, %B[%tx] : !wg
  %b = memref.load %B[%tx] : !wg
  memref.store %b, %out[%tx] : memref<256xf32>
  smem.return
}
