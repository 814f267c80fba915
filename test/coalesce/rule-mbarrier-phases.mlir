// Design §3, Open world: a TMA load writes its destination until a wait on the same mbarrier for
// the phase its transaction completes (the parity operand of nvgpu.mbarrier.try_wait.parity). A
// wait for the other parity returns at once and retires nothing; so does a wait on another
// barrier. In a pipeline the parity travels through the loop's iter_args: the prologue's load is
// retired by the first iteration's wait, each iteration's load by the next one's, and the last by
// the epilogue's wait for the parity the loop yields.
// RUN: smem-opt %s --split-input-file -p smem-coalesce,smem-verify-plan | filecheck %s

// After init the barrier is in phase 0: the load is retired by the wait for parity false, and B,
// after a barrier, takes A's bytes.
// CHECK-LABEL: gpu.func @wait_for_its_phase
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %B_offset = arith.constant 0 : index
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @wait_for_its_phase(%d: !desc, %out: memref<64xf16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %tx = gpu.thread_id x
    %false = arith.constant false
    %ticks = arith.constant 10000000 : index
    %bar = nvgpu.mbarrier.create -> !barrierType
    nvgpu.mbarrier.init %bar[%c0], %c0 : !barrierType
    %A = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
    nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
    nvgpu.mbarrier.try_wait.parity %bar[%c0], %false, %ticks : !barrierType
    %a = memref.load %A[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    gpu.barrier
    %B = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
    memref.store %a, %B[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf16>
    gpu.return
  }
}

// -----

// The wait is for parity true, the phase before phase 0: it returns at once, the load may land any
// time, and B may not take A's bytes.
// CHECK-LABEL: gpu.func @wait_for_the_other_phase
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %B_offset = arith.constant 1024 : index
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @wait_for_the_other_phase(%d: !desc, %out: memref<64xf16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %tx = gpu.thread_id x
    %true = arith.constant true
    %ticks = arith.constant 10000000 : index
    %bar = nvgpu.mbarrier.create -> !barrierType
    nvgpu.mbarrier.init %bar[%c0], %c0 : !barrierType
    %A = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
    nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
    nvgpu.mbarrier.try_wait.parity %bar[%c0], %true, %ticks : !barrierType
    %a = memref.load %A[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    gpu.barrier
    %B = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
    memref.store %a, %B[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf16>
    gpu.return
  }
}

// -----

// A pipeline over one barrier: the prologue's load is phase 0, waited for by the first iteration
// (iter_arg %ph = false); each iteration's load is waited for at the top of the next one (parity
// not %ph, yielded); the epilogue waits for the parity the loop yields. Every load is retired
// before the barrier that precedes C, so C takes A's bytes.
// CHECK-LABEL: gpu.func @pipeline_parity_through_iter_args
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %C_offset = arith.constant 0 : index
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @pipeline_parity_through_iter_args(%d: !desc, %out: memref<64xf16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
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
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %ph, %ticks : !barrierType
      %a = memref.load %A[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
      memref.store %a, %out[%tx] : memref<64xf16>
      gpu.barrier
      nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
      %next = arith.xori %ph, %true : i1
      scf.yield %next : i1
    }
    nvgpu.mbarrier.try_wait.parity %bar[%c0], %last, %ticks : !barrierType
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

// The same pipeline whose epilogue waits for the parity the loop started with: the last load's
// phase is never waited for, so it may land while C is in use.
// CHECK-LABEL: gpu.func @pipeline_epilogue_wrong_phase
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %C_offset = arith.constant 1024 : index
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @pipeline_epilogue_wrong_phase(%d: !desc, %out: memref<64xf16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
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
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %ph, %ticks : !barrierType
      %a = memref.load %A[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
      memref.store %a, %out[%tx] : memref<64xf16>
      gpu.barrier
      nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
      %next = arith.xori %ph, %true : i1
      scf.yield %next : i1
    }
    nvgpu.mbarrier.try_wait.parity %bar[%c0], %false, %ticks : !barrierType
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

// The same pipeline whose iterations first wait for the other parity (%nph), the phase before the
// one current: that wait returns at once and retires nothing; the wait for %ph that follows
// retires the prologue's load in the first iteration, and each iteration's load in the next. So
// C still takes A's bytes (a wait for another phase used to end the search: 2048 bytes).
// CHECK-LABEL: gpu.func @pipeline_waits_for_the_phase_before_first
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %C_offset = arith.constant 0 : index
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @pipeline_waits_for_the_phase_before_first(%d: !desc, %out: memref<64xf16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
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
      nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
      scf.yield %nph : i1
    }
    nvgpu.mbarrier.try_wait.parity %bar[%c0], %last, %ticks : !barrierType
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

// Its neighbour waits for %nph twice: neither wait is for a load's phase, every load may still
// be landing while C is in use, and C keeps its own bytes.
// CHECK-LABEL: gpu.func @pipeline_waits_only_for_the_phase_before
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %C_offset = arith.constant 1024 : index
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @pipeline_waits_only_for_the_phase_before(%d: !desc, %out: memref<64xf16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
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
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %nph, %ticks : !barrierType
      %a = memref.load %A[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
      memref.store %a, %out[%tx] : memref<64xf16>
      gpu.barrier
      nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
      scf.yield %nph : i1
    }
    nvgpu.mbarrier.try_wait.parity %bar[%c0], %last, %ticks : !barrierType
    gpu.barrier
    %C = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
    %h = arith.constant 1.0 : f16
    memref.store %h, %C[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    %c = memref.load %C[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    memref.store %c, %out[%tx] : memref<64xf16>
    gpu.return
  }
}
