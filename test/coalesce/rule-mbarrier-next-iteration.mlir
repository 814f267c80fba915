// Design §3, Open world (async copies): a TMA load that runs only in iterations that have a next
// one (under `scf.if` on `iv + step < upper`, the loop's own step, bound and comparison) is retired
// by the wait at the top of that next iteration when the wait is for the load's phase (the parity
// the loop carries); nothing may touch the barrier in between. smem-verify-plan reads the guard on
// its own paths: out of the loop is no path from such a load.
// RUN: smem-opt %s --split-input-file --allow-unregistered-dialect -p smem-coalesce,smem-verify-plan | filecheck %s

// The load runs only when `i + 1 < 4`, that is when another iteration follows; that iteration's
// first op waits for the load's phase (the parity the loop yields), so no load is in flight after
// the loop and C, after a barrier, takes A's bytes.
// CHECK-LABEL: gpu.func @prefetch_retired_by_next_iteration
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %C_offset = arith.constant 0 : index
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @prefetch_retired_by_next_iteration(%d: !desc, %out: memref<64xf16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %tx = gpu.thread_id x
    %false = arith.constant false
    %true = arith.constant true
    %ticks = arith.constant 10000000 : index
    %bar = nvgpu.mbarrier.create -> !barrierType
    nvgpu.mbarrier.init %bar[%c0], %c0 : !barrierType
    %A = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
    nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
    %last = scf.for %i = %c0 to %c4 step %c1 iter_args(%ph = %false) -> (i1) {
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %ph, %ticks : !barrierType
      %a = memref.load %A[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
      memref.store %a, %out[%tx] : memref<64xf16>
      gpu.barrier
      %n = arith.addi %i, %c1 : index
      %more = arith.cmpi slt, %n, %c4 : index
      scf.if %more {
        nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
      } else {
      }
      %next = arith.xori %ph, %true : i1
      scf.yield %next : i1
    }
    gpu.barrier
    %C = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
    %h = arith.constant 1.0 : f16
    memref.store %h, %C[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    %c = memref.load %C[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    memref.store %c, %out[%tx] : memref<64xf16>
    gpu.return
  }
}

// -----

// `i + 1 <= 4` holds in the last iteration too: its load is never waited for and may land while C
// is in use.
// CHECK-LABEL: gpu.func @guard_also_true_in_the_last_iteration
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %C_offset = arith.constant 1024 : index
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @guard_also_true_in_the_last_iteration(%d: !desc, %out: memref<64xf16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %tx = gpu.thread_id x
    %false = arith.constant false
    %true = arith.constant true
    %ticks = arith.constant 10000000 : index
    %bar = nvgpu.mbarrier.create -> !barrierType
    nvgpu.mbarrier.init %bar[%c0], %c0 : !barrierType
    %A = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
    nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
    %last = scf.for %i = %c0 to %c4 step %c1 iter_args(%ph = %false) -> (i1) {
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %ph, %ticks : !barrierType
      %a = memref.load %A[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
      memref.store %a, %out[%tx] : memref<64xf16>
      gpu.barrier
      %n = arith.addi %i, %c1 : index
      %more = arith.cmpi sle, %n, %c4 : index
      scf.if %more {
        nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
      } else {
      }
      %next = arith.xori %ph, %true : i1
      scf.yield %next : i1
    }
    gpu.barrier
    %C = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
    %h = arith.constant 1.0 : f16
    memref.store %h, %C[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    %c = memref.load %C[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    memref.store %c, %out[%tx] : memref<64xf16>
    gpu.return
  }
}

// -----

// The loop steps by 2 but the test adds 1: `i + 1 < 4` holds at i = 2, the last iteration.
// CHECK-LABEL: gpu.func @guard_with_another_step
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %C_offset = arith.constant 1024 : index
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @guard_with_another_step(%d: !desc, %out: memref<64xf16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %tx = gpu.thread_id x
    %false = arith.constant false
    %true = arith.constant true
    %ticks = arith.constant 10000000 : index
    %bar = nvgpu.mbarrier.create -> !barrierType
    nvgpu.mbarrier.init %bar[%c0], %c0 : !barrierType
    %A = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
    nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
    %last = scf.for %i = %c0 to %c4 step %c2 iter_args(%ph = %false) -> (i1) {
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %ph, %ticks : !barrierType
      %a = memref.load %A[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
      memref.store %a, %out[%tx] : memref<64xf16>
      gpu.barrier
      %n = arith.addi %i, %c1 : index
      %more = arith.cmpi slt, %n, %c4 : index
      scf.if %more {
        nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
      } else {
      }
      %next = arith.xori %ph, %true : i1
      scf.yield %next : i1
    }
    gpu.barrier
    %C = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
    %h = arith.constant 1.0 : f16
    memref.store %h, %C[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    %c = memref.load %C[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    memref.store %c, %out[%tx] : memref<64xf16>
    gpu.return
  }
}

// -----

// The loop yields the parity unchanged: the next iteration waits for the phase before the load's,
// which returns at once and retires nothing.
// CHECK-LABEL: gpu.func @next_wait_for_the_other_phase
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %C_offset = arith.constant 1024 : index
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @next_wait_for_the_other_phase(%d: !desc, %out: memref<64xf16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %tx = gpu.thread_id x
    %false = arith.constant false
    %true = arith.constant true
    %ticks = arith.constant 10000000 : index
    %bar = nvgpu.mbarrier.create -> !barrierType
    nvgpu.mbarrier.init %bar[%c0], %c0 : !barrierType
    %A = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
    nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
    %last = scf.for %i = %c0 to %c4 step %c1 iter_args(%ph = %false) -> (i1) {
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %ph, %ticks : !barrierType
      %a = memref.load %A[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
      memref.store %a, %out[%tx] : memref<64xf16>
      gpu.barrier
      %n = arith.addi %i, %c1 : index
      %more = arith.cmpi slt, %n, %c4 : index
      scf.if %more {
        nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
      } else {
      }
      %next = arith.xori %ph, %true : i1
      scf.yield %ph : i1
    }
    gpu.barrier
    %C = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
    %h = arith.constant 1.0 : f16
    memref.store %h, %C[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    %c = memref.load %C[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    memref.store %c, %out[%tx] : memref<64xf16>
    gpu.return
  }
}

// -----

// The load sits in the else arm: it runs exactly when no iteration follows.
// CHECK-LABEL: gpu.func @load_in_the_else_arm
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %C_offset = arith.constant 1024 : index
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @load_in_the_else_arm(%d: !desc, %out: memref<64xf16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %tx = gpu.thread_id x
    %false = arith.constant false
    %true = arith.constant true
    %ticks = arith.constant 10000000 : index
    %bar = nvgpu.mbarrier.create -> !barrierType
    nvgpu.mbarrier.init %bar[%c0], %c0 : !barrierType
    %A = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
    nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
    %last = scf.for %i = %c0 to %c4 step %c1 iter_args(%ph = %false) -> (i1) {
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %ph, %ticks : !barrierType
      %a = memref.load %A[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
      memref.store %a, %out[%tx] : memref<64xf16>
      gpu.barrier
      %n = arith.addi %i, %c1 : index
      %more = arith.cmpi slt, %n, %c4 : index
      scf.if %more {
      } else {
        nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
      }
      %next = arith.xori %ph, %true : i1
      scf.yield %next : i1
    }
    gpu.barrier
    %C = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
    %h = arith.constant 1.0 : f16
    memref.store %h, %C[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    %c = memref.load %C[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    memref.store %c, %out[%tx] : memref<64xf16>
    gpu.return
  }
}

// -----

// An op nobody described follows the load in its iteration: it may wait on the barrier or move
// its phase, so the next iteration's wait is not known to be the load's.
// CHECK-LABEL: gpu.func @unknown_op_after_the_load
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %C_offset = arith.constant 1024 : index
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @unknown_op_after_the_load(%d: !desc, %out: memref<64xf16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %tx = gpu.thread_id x
    %false = arith.constant false
    %true = arith.constant true
    %ticks = arith.constant 10000000 : index
    %bar = nvgpu.mbarrier.create -> !barrierType
    nvgpu.mbarrier.init %bar[%c0], %c0 : !barrierType
    %A = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
    nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
    %last = scf.for %i = %c0 to %c4 step %c1 iter_args(%ph = %false) -> (i1) {
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %ph, %ticks : !barrierType
      %a = memref.load %A[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
      memref.store %a, %out[%tx] : memref<64xf16>
      gpu.barrier
      %n = arith.addi %i, %c1 : index
      %more = arith.cmpi slt, %n, %c4 : index
      scf.if %more {
        nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
      } else {
      }
      "test.unknown"() : () -> ()
      %next = arith.xori %ph, %true : i1
      scf.yield %next : i1
    }
    gpu.barrier
    %C = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
    %h = arith.constant 1.0 : f16
    memref.store %h, %C[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    %c = memref.load %C[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    memref.store %c, %out[%tx] : memref<64xf16>
    gpu.return
  }
}

// -----

// The prefetched buffer A is allocated in the loop body, and D is used after the prefetch, a
// barrier between them. The load is in flight from the end of one iteration to the top of the
// next, so it still writes A's bytes while D is in use: the loop widens A even though each
// iteration allocates it, and D keeps its own bytes (they shared, a wrong plan, when only a wait
// outside the loop counted as one the next iteration reaches).
// CHECK-LABEL: gpu.func @prefetch_into_a_buffer_of_the_body
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %D_offset = arith.constant 1024 : index
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @prefetch_into_a_buffer_of_the_body(%d: !desc, %out: memref<64xf16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
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
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %ph, %ticks : !barrierType
      %a = memref.load %A[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
      memref.store %a, %out[%tx] : memref<64xf16>
      gpu.barrier
      %n = arith.addi %i, %c1 : index
      %more = arith.cmpi slt, %n, %c4 : index
      scf.if %more {
        nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      memref.store %h, %D[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
      %x = memref.load %D[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
      memref.store %x, %out[%tx] : memref<64xf16>
      gpu.barrier
      %next = arith.xori %ph, %true : i1
      scf.yield %next : i1
    }
    gpu.return
  }
}

// -----

// Each iteration first waits for the other parity (%nph, the phase before the current one: it
// returns at once) and then for %ph. The search for the wait that retires the prefetch, in the
// next iteration, and for the one that retires the prologue's load, in the first, passes over
// the first wait; so no load is in flight after the loop and C takes A's bytes.
// CHECK-LABEL: gpu.func @prefetch_past_a_wait_for_the_phase_before
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %C_offset = arith.constant 0 : index
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @prefetch_past_a_wait_for_the_phase_before(%d: !desc, %out: memref<64xf16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %tx = gpu.thread_id x
    %false = arith.constant false
    %true = arith.constant true
    %ticks = arith.constant 10000000 : index
    %bar = nvgpu.mbarrier.create -> !barrierType
    nvgpu.mbarrier.init %bar[%c0], %c0 : !barrierType
    %A = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
    nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
    %last = scf.for %i = %c0 to %c4 step %c1 iter_args(%ph = %false) -> (i1) {
      %nph = arith.xori %ph, %true : i1
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %nph, %ticks : !barrierType
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %ph, %ticks : !barrierType
      %a = memref.load %A[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
      memref.store %a, %out[%tx] : memref<64xf16>
      gpu.barrier
      %n = arith.addi %i, %c1 : index
      %more = arith.cmpi slt, %n, %c4 : index
      scf.if %more {
        nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
      }
      scf.yield %nph : i1
    }
    gpu.barrier
    %C = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
    %h = arith.constant 1.0 : f16
    memref.store %h, %C[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    %c = memref.load %C[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    memref.store %c, %out[%tx] : memref<64xf16>
    gpu.return
  }
}
