// REQUIRES: mlir-opt
// TMA loads run (design §6): the check makes each kernel's tensor map over a tensor of its own,
// and a copy's bytes are in flight from its issue until they land, at the latest when no thread
// can go on without them (or at issue, or half and half, by schedule), completing their bytes on
// the mbarrier. Plans written by hand: a buffer after a loop whose every load was waited for
// shares the tile (clean); a loop that prefetches the next tile in its last iteration too leaves
// a load in flight after the loop, so a buffer placed over the tile is written while the copy
// lands (flagged at the store); the same kernel with the buffers apart is clean.
// RUN: not smem-opt %s --split-input-file --check 2>&1 | filecheck %s
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @waited_then_shared(%d: !desc, %out: memref<64xf16>) workgroup(%smem_arena : memref<1152xi8, #gpu.address_space<workgroup>> {llvm.align = 128 : i64}) kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 1152 : i64} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %c63 = arith.constant 63 : index
    %tx = gpu.thread_id x
    %false = arith.constant false
    %true = arith.constant true
    %zero = arith.constant 0.000000e+00 : f16
    %ticks = arith.constant 10000000 : index
    %bytes = arith.constant 1024 : index
    %bar = nvgpu.mbarrier.create -> !barrierType
    %is0 = arith.cmpi eq, %tx, %c0 : index
    scf.if %is0 {
      nvgpu.mbarrier.init %bar[%c0], %c1 : !barrierType
    }
    gpu.barrier
    %A_offset = arith.constant 0 : index
    %A = memref.view %smem_arena[%A_offset][] : memref<1152xi8, #gpu.address_space<workgroup>> to memref<64x8xf16, #gpu.address_space<workgroup>>
    %r, %r_0 = scf.for %i = %c0 to %c4 step %c1 iter_args(%p = %false, %acc = %zero) -> (i1, f16) {
      %row = arith.muli %i, %c32 : index
      scf.if %is0 {
        nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : !barrierType
        nvgpu.tma.async.load %d[%c0, %row], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
      }
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %p, %ticks : !barrierType
      %v = memref.load %A[%tx, %c1] : memref<64x8xf16, #gpu.address_space<workgroup>>
      %s = arith.addf %acc, %v : f16
      gpu.barrier
      %np = arith.xori %p, %true : i1
      scf.yield %np, %s : i1, f16
    }
    %B_offset = arith.constant 0 : index
    %B = memref.view %smem_arena[%B_offset][] : memref<1152xi8, #gpu.address_space<workgroup>> to memref<64xf16, #gpu.address_space<workgroup>>
    memref.store %r_0, %B[%tx] : memref<64xf16, #gpu.address_space<workgroup>>
    gpu.barrier
    %t = arith.subi %c63, %tx : index
    %w = memref.load %B[%t] : memref<64xf16, #gpu.address_space<workgroup>>
    memref.store %w, %out[%tx] : memref<64xf16>
    gpu.return
  }
}
// CHECK-LABEL: check: 1 kernel(s), 3 schedule(s), 64 thread(s), {{[0-9]+}} ops run against the reference: no difference

// -----

!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @prefetch_left_in_flight(%d: !desc, %out: memref<64xf16>) workgroup(%smem_arena : memref<1152xi8, #gpu.address_space<workgroup>> {llvm.align = 128 : i64}) kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 1152 : i64} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %c63 = arith.constant 63 : index
    %tx = gpu.thread_id x
    %false = arith.constant false
    %true = arith.constant true
    %zero = arith.constant 0.000000e+00 : f16
    %ticks = arith.constant 10000000 : index
    %bytes = arith.constant 1024 : index
    %bar = nvgpu.mbarrier.create -> !barrierType
    %is0 = arith.cmpi eq, %tx, %c0 : index
    scf.if %is0 {
      nvgpu.mbarrier.init %bar[%c0], %c1 : !barrierType
    }
    gpu.barrier
    %A_offset = arith.constant 0 : index
    %A = memref.view %smem_arena[%A_offset][] : memref<1152xi8, #gpu.address_space<workgroup>> to memref<64x8xf16, #gpu.address_space<workgroup>>
    scf.if %is0 {
      nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : !barrierType
      nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
    }
    %r, %r_0 = scf.for %i = %c0 to %c4 step %c1 iter_args(%p = %false, %acc = %zero) -> (i1, f16) {
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %p, %ticks : !barrierType
      %v = memref.load %A[%tx, %c1] : memref<64x8xf16, #gpu.address_space<workgroup>>
      %s = arith.addf %acc, %v : f16
      gpu.barrier
      %next = arith.addi %i, %c1 : index
      %row = arith.muli %next, %c32 : index
      scf.if %is0 {
        nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : !barrierType
        nvgpu.tma.async.load %d[%c0, %row], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
      }
      %np = arith.xori %p, %true : i1
      scf.yield %np, %s : i1, f16
    }
    %B_offset = arith.constant 0 : index
    %B = memref.view %smem_arena[%B_offset][] : memref<1152xi8, #gpu.address_space<workgroup>> to memref<64xf16, #gpu.address_space<workgroup>>
    // CHECK: wrong-plan-tma.mlir:[[# @LINE + 1]]:5: error: check: race in shared memory: thread {{[0-9]+}} writes bytes that an async copy issued at line [[# @LINE - 7]]:9 (thread 0) still has in flight
    memref.store %r_0, %B[%tx] : memref<64xf16, #gpu.address_space<workgroup>>
    gpu.barrier
    %t = arith.subi %c63, %tx : index
    %w = memref.load %B[%t] : memref<64xf16, #gpu.address_space<workgroup>>
    memref.store %w, %out[%tx] : memref<64xf16>
    gpu.return
  }
}

// -----

!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @prefetch_left_apart(%d: !desc, %out: memref<64xf16>) workgroup(%smem_arena : memref<1152xi8, #gpu.address_space<workgroup>> {llvm.align = 128 : i64}) kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 1152 : i64} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %c63 = arith.constant 63 : index
    %tx = gpu.thread_id x
    %false = arith.constant false
    %true = arith.constant true
    %zero = arith.constant 0.000000e+00 : f16
    %ticks = arith.constant 10000000 : index
    %bytes = arith.constant 1024 : index
    %bar = nvgpu.mbarrier.create -> !barrierType
    %is0 = arith.cmpi eq, %tx, %c0 : index
    scf.if %is0 {
      nvgpu.mbarrier.init %bar[%c0], %c1 : !barrierType
    }
    gpu.barrier
    %A_offset = arith.constant 0 : index
    %A = memref.view %smem_arena[%A_offset][] : memref<1152xi8, #gpu.address_space<workgroup>> to memref<64x8xf16, #gpu.address_space<workgroup>>
    scf.if %is0 {
      nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : !barrierType
      nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
    }
    %r, %r_0 = scf.for %i = %c0 to %c4 step %c1 iter_args(%p = %false, %acc = %zero) -> (i1, f16) {
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %p, %ticks : !barrierType
      %v = memref.load %A[%tx, %c1] : memref<64x8xf16, #gpu.address_space<workgroup>>
      %s = arith.addf %acc, %v : f16
      gpu.barrier
      %next = arith.addi %i, %c1 : index
      %row = arith.muli %next, %c32 : index
      scf.if %is0 {
        nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : !barrierType
        nvgpu.tma.async.load %d[%c0, %row], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
      }
      %np = arith.xori %p, %true : i1
      scf.yield %np, %s : i1, f16
    }
    %B_offset = arith.constant 1024 : index
    %B = memref.view %smem_arena[%B_offset][] : memref<1152xi8, #gpu.address_space<workgroup>> to memref<64xf16, #gpu.address_space<workgroup>>
    memref.store %r_0, %B[%tx] : memref<64xf16, #gpu.address_space<workgroup>>
    gpu.barrier
    %t = arith.subi %c63, %tx : index
    %w = memref.load %B[%t] : memref<64xf16, #gpu.address_space<workgroup>>
    memref.store %w, %out[%tx] : memref<64xf16>
    gpu.return
  }
}
// CHECK: check: 1 kernel(s), 3 schedule(s), 64 thread(s), {{[0-9]+}} ops run against the reference: no difference
