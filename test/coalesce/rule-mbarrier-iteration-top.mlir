// Design §3, Open world (async copies and TMA): a TMA load at the top of a loop body, before any
// wait in its iteration, completes the phase current when the iteration starts. That phase's
// parity is known by induction over the iterations when an iteration argument starts as the
// parity current before the loop and the body yields the parity current at its end (its last
// wait or init on the barrier at the body's top level, nothing after it that may touch the
// barrier): the argument names the phase at the top of every iteration, and a wait for it retires
// the load within the iteration. A and D, allocated in the body, then share; so does C after the
// loop. Where the induction fails the load's phase is not known, and it stays in flight to the
// end of the kernel.
// RUN: smem-opt %s --split-input-file -p smem-coalesce,smem-verify-plan | filecheck %s

// The barrier is in phase 0 before the loop and %ph starts false; each iteration waits for %ph
// and yields its negation, the parity current after that wait. So %ph names the phase at the top
// of every iteration, the wait for it retires that iteration's load, and every buffer shares.
// CHECK-LABEL: gpu.func @load_at_iteration_top
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %D_offset = arith.constant 0 : index
// CHECK-DAG: %C_offset = arith.constant 0 : index
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @load_at_iteration_top(%d: !desc, %out: memref<64xf16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %tx = gpu.thread_id x
    %h = arith.constant 1.0 : f16
    %false = arith.constant false
    %true = arith.constant true
    %ticks = arith.constant 10000000 : index
    %bar = nvgpu.mbarrier.create -> !barrierType
    nvgpu.mbarrier.init %bar[%c0], %c0 : !barrierType
    %last = scf.for %i = %c0 to %c4 step %c1 iter_args(%ph = %false) -> (i1) {
      %A = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
      %D = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
      nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %ph, %ticks : !barrierType
      %a = memref.load %A[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
      gpu.barrier
      memref.store %a, %D[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
      %x = memref.load %D[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
      memref.store %x, %out[%tx] : memref<64xf16>
      gpu.barrier
      %next = arith.xori %ph, %true : i1
      scf.yield %next : i1
    }
    %C = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
    memref.store %h, %C[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    %c = memref.load %C[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    memref.store %c, %out[%tx] : memref<64xf16>
    gpu.return
  }
}

// -----

// The body yields %ph unchanged although its wait moved the barrier to the other phase: from the
// second iteration on, the wait for %ph is for a phase that already completed and returns at
// once, so the load may land while D and C are in use.
// CHECK-LABEL: gpu.func @yields_the_same_parity
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %D_offset = arith.constant 1024 : index
// CHECK-DAG: %C_offset = arith.constant 1024 : index
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @yields_the_same_parity(%d: !desc, %out: memref<64xf16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %tx = gpu.thread_id x
    %h = arith.constant 1.0 : f16
    %false = arith.constant false
    %true = arith.constant true
    %ticks = arith.constant 10000000 : index
    %bar = nvgpu.mbarrier.create -> !barrierType
    nvgpu.mbarrier.init %bar[%c0], %c0 : !barrierType
    %last = scf.for %i = %c0 to %c4 step %c1 iter_args(%ph = %false) -> (i1) {
      %A = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
      %D = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
      nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %ph, %ticks : !barrierType
      %a = memref.load %A[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
      gpu.barrier
      memref.store %a, %D[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
      %x = memref.load %D[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
      memref.store %x, %out[%tx] : memref<64xf16>
      gpu.barrier
      %next = arith.xori %ph, %true : i1
      scf.yield %ph : i1
    }
    %C = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
    memref.store %h, %C[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    %c = memref.load %C[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    memref.store %c, %out[%tx] : memref<64xf16>
    gpu.return
  }
}

// -----

// %ph starts true while the barrier is in phase 0: the first wait returns at once and the first
// load may land while D is in use.
// CHECK-LABEL: gpu.func @starts_in_the_other_phase
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %D_offset = arith.constant 1024 : index
// CHECK-DAG: %C_offset = arith.constant 1024 : index
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @starts_in_the_other_phase(%d: !desc, %out: memref<64xf16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %tx = gpu.thread_id x
    %h = arith.constant 1.0 : f16
    %false = arith.constant false
    %true = arith.constant true
    %ticks = arith.constant 10000000 : index
    %bar = nvgpu.mbarrier.create -> !barrierType
    nvgpu.mbarrier.init %bar[%c0], %c0 : !barrierType
    %last = scf.for %i = %c0 to %c4 step %c1 iter_args(%ph = %true) -> (i1) {
      %A = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
      %D = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
      nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %ph, %ticks : !barrierType
      %a = memref.load %A[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
      gpu.barrier
      memref.store %a, %D[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
      %x = memref.load %D[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
      memref.store %x, %out[%tx] : memref<64xf16>
      gpu.barrier
      %next = arith.xori %ph, %true : i1
      scf.yield %next : i1
    }
    %C = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
    memref.store %h, %C[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    %c = memref.load %C[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    memref.store %c, %out[%tx] : memref<64xf16>
    gpu.return
  }
}

// -----

// A wait under a branch ends the body: the phase at its end is not known, nor therefore the one
// at the top of the next iteration.
// CHECK-LABEL: gpu.func @wait_under_a_branch
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %D_offset = arith.constant 1024 : index
// CHECK-DAG: %C_offset = arith.constant 1024 : index
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @wait_under_a_branch(%d: !desc, %out: memref<64xf16>, %p: i1) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %tx = gpu.thread_id x
    %h = arith.constant 1.0 : f16
    %false = arith.constant false
    %true = arith.constant true
    %ticks = arith.constant 10000000 : index
    %bar = nvgpu.mbarrier.create -> !barrierType
    nvgpu.mbarrier.init %bar[%c0], %c0 : !barrierType
    %last = scf.for %i = %c0 to %c4 step %c1 iter_args(%ph = %false) -> (i1) {
      %A = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
      %D = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
      nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %ph, %ticks : !barrierType
      %a = memref.load %A[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
      gpu.barrier
      memref.store %a, %D[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
      %x = memref.load %D[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
      memref.store %x, %out[%tx] : memref<64xf16>
      gpu.barrier
      scf.if %p {
        nvgpu.mbarrier.try_wait.parity %bar[%c0], %true, %ticks : !barrierType
      }
      %next = arith.xori %ph, %true : i1
      scf.yield %next : i1
    }
    %C = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
    memref.store %h, %C[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    %c = memref.load %C[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    memref.store %c, %out[%tx] : memref<64xf16>
    gpu.return
  }
}

// -----

// The body first waits for the other parity, a phase that already completed: that wait returns at
// once and retires nothing, so A's load is still in flight while D is in use and the two stay
// apart. The later wait for %ph retires it within the iteration, so C1 and C2 after the loop take
// the bytes of A and D: 2048 bytes where a load never retired would need 3072.
// CHECK-LABEL: gpu.func @other_phase_first_then_its_own
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %D_offset = arith.constant 1024 : index
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @other_phase_first_then_its_own(%d: !desc, %out: memref<64xf16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %tx = gpu.thread_id x
    %h = arith.constant 1.0 : f16
    %false = arith.constant false
    %true = arith.constant true
    %ticks = arith.constant 10000000 : index
    %bar = nvgpu.mbarrier.create -> !barrierType
    nvgpu.mbarrier.init %bar[%c0], %c0 : !barrierType
    %last = scf.for %i = %c0 to %c4 step %c1 iter_args(%ph = %false) -> (i1) {
      %A = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
      %D = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
      nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
      %next = arith.xori %ph, %true : i1
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %next, %ticks : !barrierType
      memref.store %h, %D[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
      %x = memref.load %D[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
      memref.store %x, %out[%tx] : memref<64xf16>
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %ph, %ticks : !barrierType
      %a = memref.load %A[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
      memref.store %a, %out[%tx] : memref<64xf16>
      gpu.barrier
      scf.yield %next : i1
    }
    %C1 = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
    %C2 = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
    memref.store %h, %C1[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    memref.store %h, %C2[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    %c = memref.load %C1[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    %e = memref.load %C2[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    %s = arith.addf %c, %e : f16
    memref.store %s, %out[%tx] : memref<64xf16>
    gpu.return
  }
}

// -----

// The body ends with a wait for the constant parity true and yields the constant true; %ph starts
// true, the parity of the phase before phase 0. So the phase at the top of every iteration is
// `not %ph`, the parity the wait for %nph waits for, and A and D share. smem-verify-plan reads
// that on its own: the constant the back edge passes names the iteration argument there (it
// rejected this right plan before).
// CHECK-LABEL: gpu.func @constant_round_the_back_edge
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %D_offset = arith.constant 0 : index
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @constant_round_the_back_edge(%d: !desc, %out: memref<64xf16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %tx = gpu.thread_id x
    %h = arith.constant 1.0 : f16
    %true = arith.constant true
    %ticks = arith.constant 10000000 : index
    %bar = nvgpu.mbarrier.create -> !barrierType
    nvgpu.mbarrier.init %bar[%c0], %c0 : !barrierType
    %last = scf.for %i = %c0 to %c4 step %c1 iter_args(%ph = %true) -> (i1) {
      %nph = arith.xori %ph, %true : i1
      %A = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
      %D = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
      nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %nph, %ticks : !barrierType
      %a = memref.load %A[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
      memref.store %a, %out[%tx] : memref<64xf16>
      gpu.barrier
      memref.store %h, %D[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
      %x = memref.load %D[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
      memref.store %x, %out[%tx] : memref<64xf16>
      gpu.barrier
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %true, %ticks : !barrierType
      scf.yield %true : i1
    }
    gpu.return
  }
}
