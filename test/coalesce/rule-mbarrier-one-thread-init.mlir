// Design §3, Open world (async copies): one thread initialises the mbarrier (under scf.if, or a
// block of its own under cf.cond_br) and a barrier publishes it, as every TMA kernel does; the
// load after it completes phase 0, so the wait for parity false retires it and B, after a
// barrier, takes A's bytes. Neighbours kept apart: a guarded re-init of a barrier already in
// phase 1 (when the init does not run the load completes phase 1 and the wait for false returns
// at once), and a guarded init inside a loop (from the second iteration on the barrier is not
// untouched). The plans run under --check on the hardware's protocol (arrivals, transaction bytes).
// RUN: smem-opt %s --split-input-file -p smem-coalesce,smem-verify-plan | filecheck %s
// RUN: smem-opt %s --split-input-file -p smem-coalesce --check -o /dev/null 2>&1 | filecheck %s --check-prefix=RAN

// CHECK-LABEL: gpu.func @one_thread_init
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// CHECK-SAME: smem.optimal
// RAN: check: 1 kernel(s), 3 schedule(s), 64 thread(s), {{[0-9]+}} ops run against the reference: no difference
// RAN-NEXT: ran @m::@one_thread_init: {{.*}} 6 of 6 op(s) on shared memory ran
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @one_thread_init(%d: !desc, %out: memref<64xf16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c63 = arith.constant 63 : index
    %tx = gpu.thread_id x
    %false = arith.constant false
    %ticks = arith.constant 10000000 : index
    %bytes = arith.constant 1024 : index
    %bar = nvgpu.mbarrier.create -> !barrierType
    %is0 = arith.cmpi eq, %tx, %c0 : index
    scf.if %is0 {
      nvgpu.mbarrier.init %bar[%c0], %c1 : !barrierType
    }
    gpu.barrier
    %A = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
    scf.if %is0 {
      nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : !barrierType
      nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
    }
    nvgpu.mbarrier.try_wait.parity %bar[%c0], %false, %ticks : !barrierType
    %v = memref.load %A[%tx, %c1] : memref<64x8xf16, #gpu.address_space<workgroup>>
    gpu.barrier
    %B = memref.alloc() : memref<64xf16, #gpu.address_space<workgroup>>
    memref.store %v, %B[%tx] : memref<64xf16, #gpu.address_space<workgroup>>
    gpu.barrier
    %t = arith.subi %c63, %tx : index
    %w = memref.load %B[%t] : memref<64xf16, #gpu.address_space<workgroup>>
    memref.store %w, %out[%tx] : memref<64xf16>
    gpu.return
  }
}

// -----

// CHECK-LABEL: gpu.func @one_thread_init_cfg
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// RAN: check: 1 kernel(s), 3 schedule(s), 64 thread(s), {{[0-9]+}} ops run against the reference: no difference
// RAN-NEXT: ran @m::@one_thread_init_cfg: {{.*}} 6 of 6 op(s) on shared memory ran
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @one_thread_init_cfg(%d: !desc, %out: memref<64xf16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c63 = arith.constant 63 : index
    %tx = gpu.thread_id x
    %false = arith.constant false
    %ticks = arith.constant 10000000 : index
    %bytes = arith.constant 1024 : index
    %bar = nvgpu.mbarrier.create -> !barrierType
    %is0 = arith.cmpi eq, %tx, %c0 : index
    cf.cond_br %is0, ^init, ^go
  ^init:
    nvgpu.mbarrier.init %bar[%c0], %c1 : !barrierType
    cf.br ^go
  ^go:
    gpu.barrier
    %A = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
    scf.if %is0 {
      nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : !barrierType
      nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
    }
    nvgpu.mbarrier.try_wait.parity %bar[%c0], %false, %ticks : !barrierType
    %v = memref.load %A[%tx, %c1] : memref<64x8xf16, #gpu.address_space<workgroup>>
    gpu.barrier
    %B = memref.alloc() : memref<64xf16, #gpu.address_space<workgroup>>
    memref.store %v, %B[%tx] : memref<64xf16, #gpu.address_space<workgroup>>
    gpu.barrier
    %t = arith.subi %c63, %tx : index
    %w = memref.load %B[%t] : memref<64xf16, #gpu.address_space<workgroup>>
    memref.store %w, %out[%tx] : memref<64xf16>
    gpu.return
  }
}

// -----

// The barrier went through phase 0 already: after the guarded re-init the phase is 0 or 1.
// CHECK-LABEL: gpu.func @guarded_reinit_after_a_phase
// CHECK-SAME: smem.arena_bytes = 1152 : i64
// RAN: check: 1 kernel(s), 3 schedule(s), 64 thread(s), {{[0-9]+}} ops run against the reference: no difference
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @guarded_reinit_after_a_phase(%d: !desc, %out: memref<64xf16>, %again: i1) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c63 = arith.constant 63 : index
    %tx = gpu.thread_id x
    %false = arith.constant false
    %ticks = arith.constant 10000000 : index
    %bytes = arith.constant 1024 : index
    %bar = nvgpu.mbarrier.create -> !barrierType
    %is0 = arith.cmpi eq, %tx, %c0 : index
    scf.if %is0 {
      nvgpu.mbarrier.init %bar[%c0], %c1 : !barrierType
    }
    gpu.barrier
    scf.if %is0 {
      nvgpu.mbarrier.arrive %bar[%c0] : !barrierType -> !nvgpu.mbarrier.token
    }
    nvgpu.mbarrier.try_wait.parity %bar[%c0], %false, %ticks : !barrierType
    gpu.barrier
    %reinit = arith.andi %is0, %again : i1
    scf.if %reinit {
      nvgpu.mbarrier.init %bar[%c0], %c1 : !barrierType
    }
    gpu.barrier
    %A = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
    scf.if %is0 {
      nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : !barrierType
      nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
    }
    nvgpu.mbarrier.try_wait.parity %bar[%c0], %false, %ticks : !barrierType
    %v = memref.load %A[%tx, %c1] : memref<64x8xf16, #gpu.address_space<workgroup>>
    gpu.barrier
    %B = memref.alloc() : memref<64xf16, #gpu.address_space<workgroup>>
    memref.store %v, %B[%tx] : memref<64xf16, #gpu.address_space<workgroup>>
    gpu.barrier
    %t = arith.subi %c63, %tx : index
    %w = memref.load %B[%t] : memref<64xf16, #gpu.address_space<workgroup>>
    memref.store %w, %out[%tx] : memref<64xf16>
    gpu.return
  }
}

// -----

// A guarded init in a loop body: from the second iteration on the barrier is not untouched (it
// is in phase 1 there, the wait for false returns at once and B would meet the load in flight).
// CHECK-LABEL: gpu.func @guarded_init_in_a_loop
// CHECK-SAME: smem.arena_bytes = 1152 : i64
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @guarded_init_in_a_loop(%d: !desc, %out: memref<64xf16>, %flag: i1) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c63 = arith.constant 63 : index
    %tx = gpu.thread_id x
    %false = arith.constant false
    %ticks = arith.constant 10000000 : index
    %bytes = arith.constant 1024 : index
    %bar = nvgpu.mbarrier.create -> !barrierType
    %is0 = arith.cmpi eq, %tx, %c0 : index
    scf.for %i = %c0 to %c2 step %c1 {
      %first = arith.cmpi eq, %i, %c0 : index
      %init = arith.andi %is0, %first : i1
      scf.if %init {
        nvgpu.mbarrier.init %bar[%c0], %c1 : !barrierType
      }
      gpu.barrier
      %A = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
      scf.if %is0 {
        nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : !barrierType
        nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
      }
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %false, %ticks : !barrierType
      %v = memref.load %A[%tx, %c1] : memref<64x8xf16, #gpu.address_space<workgroup>>
      gpu.barrier
      %B = memref.alloc() : memref<64xf16, #gpu.address_space<workgroup>>
      memref.store %v, %B[%tx] : memref<64xf16, #gpu.address_space<workgroup>>
      gpu.barrier
      %t = arith.subi %c63, %tx : index
      %w = memref.load %B[%t] : memref<64xf16, #gpu.address_space<workgroup>>
      memref.store %w, %out[%tx] : memref<64xf16>
      gpu.barrier
    }
    gpu.return
  }
}
