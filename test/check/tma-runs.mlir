// REQUIRES: mlir-opt
// TMA loads as upstream writes them run under --check (tools/check/tensor_maps.py,
// bulk_copies.py): a tensor map the check makes over a tensor of its own, tile-mode loads
// completing transaction bytes on an mbarrier, a loop whose parity travels through iter_args,
// a prefetch of the next tile, a predicated load (upstream lowers it to inline assembly), a
// swizzled box with NaN fill at the tensor's edge. Each plan smem-coalesce makes runs clean.
// RUN: smem-opt %s --split-input-file -p smem-coalesce --check -o /dev/null 2>&1 | filecheck %s

!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @tma_loop(%d: !desc, %out: memref<64xf16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %c63 = arith.constant 63 : index
    %tx = gpu.thread_id x
    %false = arith.constant false
    %true = arith.constant true
    %zero = arith.constant 0.0 : f16
    %ticks = arith.constant 10000000 : index
    %bytes = arith.constant 1024 : index
    %bar = nvgpu.mbarrier.create -> !barrierType
    %is0 = arith.cmpi eq, %tx, %c0 : index
    scf.if %is0 {
      nvgpu.mbarrier.init %bar[%c0], %c1 : !barrierType
    }
    gpu.barrier
    %A = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
    %r:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%p = %false, %acc = %zero) -> (i1, f16) {
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
    %B = memref.alloc() : memref<64xf16, #gpu.address_space<workgroup>>
    memref.store %r#1, %B[%tx] : memref<64xf16, #gpu.address_space<workgroup>>
    gpu.barrier
    %t = arith.subi %c63, %tx : index
    %w = memref.load %B[%t] : memref<64xf16, #gpu.address_space<workgroup>>
    memref.store %w, %out[%tx] : memref<64xf16>
    gpu.return
  }
}
// CHECK: check: 1 kernel(s), 3 schedule(s), 64 thread(s), {{[0-9]+}} ops run against the reference: no difference
// CHECK-NEXT: ran @m::@tma_loop: 1 of 1 block(s) of grid 1x1x1, 64 thread(s), 3 schedule(s), 1 input draw(s), [[N:[0-9]+]] of [[N]] op(s) on shared memory ran{{.*}}; assumed: tensor maps the check makes (each over a tensor of twice its box, tile mode)

// -----

!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @tma_prefetch_left(%d: !desc, %out: memref<64xf16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %c63 = arith.constant 63 : index
    %tx = gpu.thread_id x
    %false = arith.constant false
    %true = arith.constant true
    %zero = arith.constant 0.0 : f16
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
    %r:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%p = %false, %acc = %zero) -> (i1, f16) {
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
    %B = memref.alloc() : memref<64xf16, #gpu.address_space<workgroup>>
    memref.store %r#1, %B[%tx] : memref<64xf16, #gpu.address_space<workgroup>>
    gpu.barrier
    %t = arith.subi %c63, %tx : index
    %w = memref.load %B[%t] : memref<64xf16, #gpu.address_space<workgroup>>
    memref.store %w, %out[%tx] : memref<64xf16>
    gpu.return
  }
}
// CHECK: check: 1 kernel(s), 3 schedule(s), 64 thread(s), {{[0-9]+}} ops run against the reference: no difference
// CHECK-NEXT: ran @m::@tma_prefetch_left: 1 of 1 block(s) of grid 1x1x1, 64 thread(s), 3 schedule(s), 1 input draw(s), [[N:[0-9]+]] of [[N]] op(s) on shared memory ran

// -----

!desc = !nvgpu.tensormap.descriptor<tensor = memref<8x64xf16, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = none, oob = nan, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @tma_swizzled_edge(%d: !desc, %out: memref<64xf16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c7 = arith.constant 7 : index
    %c12 = arith.constant 12 : index
    %c100 = arith.constant 100 : index
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
    %A = memref.alloc() {alignment = 1024 : i64} : memref<8x64xf16, #gpu.address_space<workgroup>>
    scf.if %is0 {
      nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : !barrierType
      nvgpu.tma.async.load %d[%c100, %c12], %bar[%c0] to %A, predicate = %is0 : !desc, !barrierType -> memref<8x64xf16, #gpu.address_space<workgroup>>
    }
    nvgpu.mbarrier.try_wait.parity %bar[%c0], %false, %ticks : !barrierType
    %row = arith.remui %tx, %c7 : index
    %v = memref.load %A[%row, %tx] : memref<8x64xf16, #gpu.address_space<workgroup>>
    gpu.barrier
    %B = memref.alloc() : memref<64xf16, #gpu.address_space<workgroup>>
    memref.store %v, %B[%tx] : memref<64xf16, #gpu.address_space<workgroup>>
    gpu.barrier
    %w = memref.load %B[%row] : memref<64xf16, #gpu.address_space<workgroup>>
    memref.store %w, %out[%tx] : memref<64xf16>
    gpu.return
  }
}
// CHECK: check: 1 kernel(s), 3 schedule(s), 64 thread(s), {{[0-9]+}} ops run against the reference: no difference
// CHECK-NEXT: ran @m::@tma_swizzled_edge: 1 of 1 block(s) of grid 1x1x1, 64 thread(s), 3 schedule(s), 1 input draw(s), [[N:[0-9]+]] of [[N]] op(s) on shared memory ran
