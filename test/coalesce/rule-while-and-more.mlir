// Design §3, the rest of the terms: values forwarded by scf.condition and
// scf.while arguments are aliases; an unknown op's memref result is an alias;
// gpu.lane_id is divergent; scf.while is a loop (rule 1) whose before-region
// always runs once, so a barrier there always executes.
// RUN: smem-opt %s --split-input-file --allow-unregistered-dialect -p smem-coalesce,smem-verify-plan | filecheck %s

// A is forwarded through the while's arguments and scf.condition and read after
// the loop, while B lives between two barriers in the middle: they must not share.
// CHECK-LABEL: smem.kernel @alias_through_while
// CHECK-SAME: smem.arena_bytes = 2048 : i64
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @alias_through_while(%out: memref<256xf32>) block_size = [64] {
  %tx = gpu.thread_id x
  %one = arith.constant 1.0 : f32
  %false = arith.constant false
  %A = smem.alloc : !wg
  memref.store %one, %A[%tx] : !wg
  %W = scf.while (%m = %A) : (!wg) -> !wg {
    scf.condition(%false) %m : !wg
  } do {
  ^bb0(%n: !wg):
    scf.yield %n : !wg
  }
  gpu.barrier
  %B = smem.alloc : !wg
  memref.store %one, %B[%tx] : !wg
  gpu.barrier
  %v = memref.load %W[%tx] : !wg
  memref.store %v, %out[%tx] : memref<256xf32>
  smem.return
}

// -----

// An unknown op (no regions) that returns a memref returns an alias.
// CHECK-LABEL: smem.kernel @alias_through_unknown_op
// CHECK-SAME: smem.arena_bytes = 2048 : i64
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @alias_through_unknown_op(%out: memref<256xf32>) block_size = [64] {
  %tx = gpu.thread_id x
  %one = arith.constant 1.0 : f32
  %A = smem.alloc : !wg
  %U = "mystery.reshape"(%A) : (!wg) -> !wg
  memref.store %one, %A[%tx] : !wg
  gpu.barrier
  %B = smem.alloc : !wg
  memref.store %one, %B[%tx] : !wg
  gpu.barrier
  %v = memref.load %U[%tx] : !wg
  memref.store %v, %out[%tx] : memref<256xf32>
  smem.return
}

// -----

// A condition on the lane id is divergent: no sharing between the branches.
// CHECK-LABEL: smem.kernel @lane_id_is_divergent
// CHECK-SAME: smem.arena_bytes = 2048 : i64
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @lane_id_is_divergent(%out: memref<256xf32>) block_size = [64] {
  %tx = gpu.thread_id x
  %lane = gpu.lane_id
  %c16 = arith.constant 16 : index
  %one = arith.constant 1.0 : f32
  %cond = arith.cmpi ult, %lane, %c16 : index
  scf.if %cond {
    %A = smem.alloc : !wg
    memref.store %one, %A[%tx] : !wg
    %a = memref.load %A[%tx] : !wg
    memref.store %a, %out[%tx] : memref<256xf32>
  } else {
    %B = smem.alloc : !wg
    memref.store %one, %B[%tx] : !wg
    %b = memref.load %B[%tx] : !wg
    memref.store %b, %out[%tx] : memref<256xf32>
  }
  smem.return
}

// -----

// A kernel-level buffer accumulated across the iterations of a while loop lives
// for the whole loop (rule 1): a per-iteration buffer used in the same loop
// cannot reuse its bytes, although barriers separate their accesses.
// CHECK-LABEL: smem.kernel @while_loop_carried
// CHECK-SAME: smem.arena_bytes = 2048 : i64
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @while_loop_carried(%out: memref<256xf32>, %n: index) block_size = [64] {
  %tx = gpu.thread_id x
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %Acc = smem.alloc : !wg
  memref.store %one, %Acc[%tx] : !wg
  %r = scf.while (%i = %c0) : (index) -> index {
    %go = arith.cmpi ult, %i, %n : index
    scf.condition(%go) %i : index
  } do {
  ^bb0(%j: index):
    %a = memref.load %Acc[%tx] : !wg
    %a2 = arith.addf %a, %one : f32
    memref.store %a2, %Acc[%tx] : !wg
    gpu.barrier
    %T = smem.alloc : !wg
    memref.store %a2, %T[%tx] : !wg
    %t = memref.load %T[%tx] : !wg
    memref.store %t, %out[%tx] : memref<256xf32>
    gpu.barrier
    %j2 = arith.addi %j, %c1 : index
    scf.yield %j2 : index
  }
  smem.return
}

// -----

// The before-region of scf.while always runs once: a barrier there separates A
// (before the loop) from B (after it), even if the loop body never runs.
// CHECK-LABEL: smem.kernel @barrier_in_while_before_region
// CHECK-SAME: smem.arena_bytes = 1024 : i64
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @barrier_in_while_before_region(%out: memref<256xf32>, %n: index) block_size = [64] {
  %tx = gpu.thread_id x
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %A = smem.alloc : !wg
  memref.store %one, %A[%tx] : !wg
  %a = memref.load %A[%tx] : !wg
  %r = scf.while (%i = %c0) : (index) -> index {
    gpu.barrier
    %go = arith.cmpi ult, %i, %n : index
    scf.condition(%go) %i : index
  } do {
  ^bb0(%j: index):
    %j2 = arith.addi %j, %c1 : index
    scf.yield %j2 : index
  }
  %B = smem.alloc : !wg
  memref.store %a, %B[%tx] : !wg
  %b = memref.load %B[%tx] : !wg
  memref.store %b, %out[%tx] : memref<256xf32>
  smem.return
}

// -----

// The same barrier in the do-region may never run: no sharing.
// CHECK-LABEL: smem.kernel @barrier_in_while_do_region
// CHECK-SAME: smem.arena_bytes = 2048 : i64
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @barrier_in_while_do_region(%out: memref<256xf32>, %n: index) block_size = [64] {
  %tx = gpu.thread_id x
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %A = smem.alloc : !wg
  memref.store %one, %A[%tx] : !wg
  %a = memref.load %A[%tx] : !wg
  %r = scf.while (%i = %c0) : (index) -> index {
    %go = arith.cmpi ult, %i, %n : index
    scf.condition(%go) %i : index
  } do {
  ^bb0(%j: index):
    gpu.barrier
    %j2 = arith.addi %j, %c1 : index
    scf.yield %j2 : index
  }
  %B = smem.alloc : !wg
  memref.store %a, %B[%tx] : !wg
  %b = memref.load %B[%tx] : !wg
  memref.store %b, %out[%tx] : memref<256xf32>
  smem.return
}
