// Design §3, Open world (TMA and unstructured control flow): a software pipeline's guarded
// prefetch as blocks (what convert-scf-to-cf makes of `scf.if %i + 1 < 4` in an scf.for). The load
// in ^prefetch is issued only when another iteration follows: the path from it holds the fact
// `%i + 1 < 4` of the edge into ^prefetch, the back edge passes `%i + 1` as the header's %i, so
// the header's test `%i < 4` cannot fail on that path, and the next iteration's wait for the
// negated parity retires the load. The prologue's load is retired by the first iteration's wait
// (the edge into the header passes 0 < 4). A and C share when every path retires both loads
// before the barrier ahead of C; a guard that does not promise another trip keeps them apart.
// RUN: smem-opt %s --split-input-file -p smem-coalesce,smem-verify-plan | filecheck %s

// CHECK-LABEL: gpu.func @cfg_prefetch_retired_by_next_iteration
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %C_offset = arith.constant 0 : index
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!smem = memref<64x8xf16, #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @cfg_prefetch_retired_by_next_iteration(%d: !desc, %out: memref<64xf16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
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
    %A = memref.alloc() : !smem
    nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> !smem
    cf.br ^header(%c0, %false : index, i1)
  ^header(%i: index, %ph: i1):
    %go = arith.cmpi slt, %i, %c4 : index
    cf.cond_br %go, ^body, ^done
  ^body:
    nvgpu.mbarrier.try_wait.parity %bar[%c0], %ph, %ticks : !barrierType
    %a = memref.load %A[%tx, %c0] : !smem
    memref.store %a, %out[%tx] : memref<64xf16>
    gpu.barrier
    %n = arith.addi %i, %c1 : index
    %more = arith.cmpi slt, %n, %c4 : index
    cf.cond_br %more, ^prefetch, ^latch
  ^prefetch:
    nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> !smem
    cf.br ^latch
  ^latch:
    %nph = arith.xori %ph, %true : i1
    %next = arith.addi %i, %c1 : index
    cf.br ^header(%next, %nph : index, i1)
  ^done:
    gpu.barrier
    %C = memref.alloc() : !smem
    %h = arith.constant 1.0 : f16
    memref.store %h, %C[%tx, %c0] : !smem
    %c = memref.load %C[%tx, %c0] : !smem
    memref.store %c, %out[%tx] : memref<64xf16>
    gpu.return
  }
}

// -----

// `%i + 1 <= 4` holds in the last iteration too: that load is never waited for and may land
// while C is in use.
// CHECK-LABEL: gpu.func @cfg_prefetch_guard_true_in_the_last_iteration
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %C_offset = arith.constant 1024 : index
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!smem = memref<64x8xf16, #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @cfg_prefetch_guard_true_in_the_last_iteration(%d: !desc, %out: memref<64xf16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
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
    %A = memref.alloc() : !smem
    nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> !smem
    cf.br ^header(%c0, %false : index, i1)
  ^header(%i: index, %ph: i1):
    %go = arith.cmpi slt, %i, %c4 : index
    cf.cond_br %go, ^body, ^done
  ^body:
    nvgpu.mbarrier.try_wait.parity %bar[%c0], %ph, %ticks : !barrierType
    %a = memref.load %A[%tx, %c0] : !smem
    memref.store %a, %out[%tx] : memref<64xf16>
    gpu.barrier
    %n = arith.addi %i, %c1 : index
    %more = arith.cmpi sle, %n, %c4 : index
    cf.cond_br %more, ^prefetch, ^latch
  ^prefetch:
    nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> !smem
    cf.br ^latch
  ^latch:
    %nph = arith.xori %ph, %true : i1
    %next = arith.addi %i, %c1 : index
    cf.br ^header(%next, %nph : index, i1)
  ^done:
    gpu.barrier
    %C = memref.alloc() : !smem
    %h = arith.constant 1.0 : f16
    memref.store %h, %C[%tx, %c0] : !smem
    %c = memref.load %C[%tx, %c0] : !smem
    memref.store %c, %out[%tx] : memref<64xf16>
    gpu.return
  }
}

// -----

// The back edge steps by 2 while the guard tests `%i + 1 < 4`: after `%i = 2` the guard holds,
// the header sees 4 and leaves the loop with the load in flight.
// CHECK-LABEL: gpu.func @cfg_prefetch_back_edge_steps_further
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %C_offset = arith.constant 1024 : index
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!smem = memref<64x8xf16, #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @cfg_prefetch_back_edge_steps_further(%d: !desc, %out: memref<64xf16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
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
    %A = memref.alloc() : !smem
    nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> !smem
    cf.br ^header(%c0, %false : index, i1)
  ^header(%i: index, %ph: i1):
    %go = arith.cmpi slt, %i, %c4 : index
    cf.cond_br %go, ^body, ^done
  ^body:
    nvgpu.mbarrier.try_wait.parity %bar[%c0], %ph, %ticks : !barrierType
    %a = memref.load %A[%tx, %c0] : !smem
    memref.store %a, %out[%tx] : memref<64xf16>
    gpu.barrier
    %n = arith.addi %i, %c1 : index
    %more = arith.cmpi slt, %n, %c4 : index
    cf.cond_br %more, ^prefetch, ^latch
  ^prefetch:
    nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> !smem
    cf.br ^latch
  ^latch:
    %nph = arith.xori %ph, %true : i1
    %next = arith.addi %i, %c2 : index
    cf.br ^header(%next, %nph : index, i1)
  ^done:
    gpu.barrier
    %C = memref.alloc() : !smem
    %h = arith.constant 1.0 : f16
    memref.store %h, %C[%tx, %c0] : !smem
    %c = memref.load %C[%tx, %c0] : !smem
    memref.store %c, %out[%tx] : memref<64xf16>
    gpu.return
  }
}

// -----

// The guard compares the thread id, not the counter: it promises no further trip.
// CHECK-LABEL: gpu.func @cfg_prefetch_guard_on_another_value
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %C_offset = arith.constant 1024 : index
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!smem = memref<64x8xf16, #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @cfg_prefetch_guard_on_another_value(%d: !desc, %out: memref<64xf16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
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
    %A = memref.alloc() : !smem
    nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> !smem
    cf.br ^header(%c0, %false : index, i1)
  ^header(%i: index, %ph: i1):
    %go = arith.cmpi slt, %i, %c4 : index
    cf.cond_br %go, ^body, ^done
  ^body:
    nvgpu.mbarrier.try_wait.parity %bar[%c0], %ph, %ticks : !barrierType
    %a = memref.load %A[%tx, %c0] : !smem
    memref.store %a, %out[%tx] : memref<64xf16>
    gpu.barrier
    %n = arith.addi %i, %c1 : index
    %more = arith.cmpi slt, %tx, %c4 : index
    cf.cond_br %more, ^prefetch, ^latch
  ^prefetch:
    nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> !smem
    cf.br ^latch
  ^latch:
    %nph = arith.xori %ph, %true : i1
    %next = arith.addi %i, %c1 : index
    cf.br ^header(%next, %nph : index, i1)
  ^done:
    gpu.barrier
    %C = memref.alloc() : !smem
    %h = arith.constant 1.0 : f16
    memref.store %h, %C[%tx, %c0] : !smem
    %c = memref.load %C[%tx, %c0] : !smem
    memref.store %c, %out[%tx] : memref<64xf16>
    gpu.return
  }
}

// -----

// The latch has two edges into the header, one passing `%i + 2` (47: a fact is renamed through the
// operands of the edge the path takes, never through another edge's). On the `%i + 2` edge the
// header's test may fail right after a prefetch (at %i = 2 the guard `%i + 1 < 4` holds, the next
// %i is 4): the load is in flight at the exit, and C keeps its own bytes.
// CHECK-LABEL: gpu.func @cfg_latch_two_edges_into_the_header
// CHECK-SAME: smem.arena_bytes = 2048 : i64
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!smem = memref<64x8xf16, #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @cfg_latch_two_edges_into_the_header(%d: !desc, %out: memref<64xf16>, %skip: i1) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
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
    %A = memref.alloc() : !smem
    nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> !smem
    cf.br ^header(%c0, %false : index, i1)
  ^header(%i: index, %ph: i1):
    %go = arith.cmpi slt, %i, %c4 : index
    cf.cond_br %go, ^body, ^done
  ^body:
    nvgpu.mbarrier.try_wait.parity %bar[%c0], %ph, %ticks : !barrierType
    %a = memref.load %A[%tx, %c0] : !smem
    memref.store %a, %out[%tx] : memref<64xf16>
    gpu.barrier
    %n = arith.addi %i, %c1 : index
    %more = arith.cmpi slt, %n, %c4 : index
    cf.cond_br %more, ^prefetch, ^latch
  ^prefetch:
    nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> !smem
    cf.br ^latch
  ^latch:
    %nph = arith.xori %ph, %true : i1
    %next = arith.addi %i, %c1 : index
    %next2 = arith.addi %i, %c2 : index
    cf.cond_br %skip, ^header(%next, %nph : index, i1), ^header(%next2, %nph : index, i1)
  ^done:
    gpu.barrier
    %C = memref.alloc() : !smem
    %h = arith.constant 1.0 : f16
    memref.store %h, %C[%tx, %c0] : !smem
    %c = memref.load %C[%tx, %c0] : !smem
    memref.store %c, %out[%tx] : memref<64xf16>
    gpu.return
  }
}

