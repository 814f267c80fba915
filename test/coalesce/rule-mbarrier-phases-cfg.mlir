// Design §3, Open world (TMA and unstructured control flow): the parity of a TMA load's phase is
// followed along branches. A loop of branches carries it in a block argument of its header (the
// back edge passes the next parity, the exit edge leaves it there), so the epilogue's wait for
// the header's parity retires the last load, and the prologue's load on the path that skips the
// loop. C after the epilogue's wait and barrier takes A's bytes only when that wait retires every
// load on every path. A load before any wait in its block completes the phase current on entry to
// the block: a block argument every edge into it passes the parity current at the edge's start.
// RUN: smem-opt %s --split-input-file -p smem-coalesce,smem-verify-plan | filecheck %s

// Four trips (constant bounds): the epilogue waits for the parity the header holds.
// CHECK-LABEL: gpu.func @cfg_pipeline_parity
// CHECK-SAME: smem.arena_bytes = 1024 : i64
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @cfg_pipeline_parity(%d: !desc, %out: memref<64xf16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
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
    cf.br ^head(%c0, %false : index, i1)
  ^head(%i: index, %ph: i1):
    %more = arith.cmpi slt, %i, %c4 : index
    cf.cond_br %more, ^body, ^exit
  ^body:
    nvgpu.mbarrier.try_wait.parity %bar[%c0], %ph, %ticks : !barrierType
    %a = memref.load %A[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    memref.store %a, %out[%tx] : memref<64xf16>
    gpu.barrier
    nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
    %next = arith.xori %ph, %true : i1
    %i1 = arith.addi %i, %c1 : index
    cf.br ^head(%i1, %next : index, i1)
  ^exit:
    nvgpu.mbarrier.try_wait.parity %bar[%c0], %ph, %ticks : !barrierType
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

// A trip count from an argument (maybe zero): on the path that skips the loop the header's
// parity is still the prologue's (false), so the same wait retires the prologue's load.
// CHECK-LABEL: gpu.func @cfg_pipeline_may_skip
// CHECK-SAME: smem.arena_bytes = 1024 : i64
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @cfg_pipeline_may_skip(%d: !desc, %out: memref<64xf16>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
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
    cf.br ^head(%c0, %false : index, i1)
  ^head(%i: index, %ph: i1):
    %more = arith.cmpi slt, %i, %n : index
    cf.cond_br %more, ^body, ^exit
  ^body:
    nvgpu.mbarrier.try_wait.parity %bar[%c0], %ph, %ticks : !barrierType
    %a = memref.load %A[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    memref.store %a, %out[%tx] : memref<64xf16>
    gpu.barrier
    nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
    %next = arith.xori %ph, %true : i1
    %i1 = arith.addi %i, %c1 : index
    cf.br ^head(%i1, %next : index, i1)
  ^exit:
    nvgpu.mbarrier.try_wait.parity %bar[%c0], %ph, %ticks : !barrierType
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

// The epilogue waits for the other parity: the last load may still be in flight at C.
// CHECK-LABEL: gpu.func @cfg_pipeline_epilogue_wrong_phase
// CHECK-SAME: smem.arena_bytes = 2048 : i64
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @cfg_pipeline_epilogue_wrong_phase(%d: !desc, %out: memref<64xf16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
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
    cf.br ^head(%c0, %false : index, i1)
  ^head(%i: index, %ph: i1):
    %more = arith.cmpi slt, %i, %c4 : index
    cf.cond_br %more, ^body, ^exit
  ^body:
    nvgpu.mbarrier.try_wait.parity %bar[%c0], %ph, %ticks : !barrierType
    %a = memref.load %A[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    memref.store %a, %out[%tx] : memref<64xf16>
    gpu.barrier
    nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
    %next = arith.xori %ph, %true : i1
    %i1 = arith.addi %i, %c1 : index
    cf.br ^head(%i1, %next : index, i1)
  ^exit:
    %notph = arith.xori %ph, %true : i1
    nvgpu.mbarrier.try_wait.parity %bar[%c0], %notph, %ticks : !barrierType
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

// The epilogue waits for parity false, the prologue's: right only when the loop runs an even
// number of times, which the analysis does not count. A and C stay apart.
// CHECK-LABEL: gpu.func @cfg_pipeline_epilogue_constant_phase
// CHECK-SAME: smem.arena_bytes = 2048 : i64
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @cfg_pipeline_epilogue_constant_phase(%d: !desc, %out: memref<64xf16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
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
    cf.br ^head(%c0, %false : index, i1)
  ^head(%i: index, %ph: i1):
    %more = arith.cmpi slt, %i, %c4 : index
    cf.cond_br %more, ^body, ^exit
  ^body:
    nvgpu.mbarrier.try_wait.parity %bar[%c0], %ph, %ticks : !barrierType
    %a = memref.load %A[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    memref.store %a, %out[%tx] : memref<64xf16>
    gpu.barrier
    nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
    %next = arith.xori %ph, %true : i1
    %i1 = arith.addi %i, %c1 : index
    cf.br ^head(%i1, %next : index, i1)
  ^exit:
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

// A loop of one block whose load comes before any wait in its iteration: the phase at the top of
// the block is its argument %ph by induction over the edges into it (the entry passes false, the
// phase after init; the back edge passes the negation of the parity its wait waited for). The wait
// for %ph retires each iteration's load within it, and A, D and C share.
// CHECK-LABEL: gpu.func @cfg_load_at_iteration_top
// CHECK-SAME: smem.arena_bytes = 1024 : i64
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @cfg_load_at_iteration_top(%d: !desc, %out: memref<64xf16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %tx = gpu.thread_id x
    %false = arith.constant false
    %true = arith.constant true
    %ticks = arith.constant 10000000 : index
    %bar = nvgpu.mbarrier.create -> !barrierType
    nvgpu.mbarrier.init %bar[%c0], %c0 : !barrierType
    cf.br ^loop(%c0, %false : index, i1)
  ^loop(%i: index, %ph: i1):
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
    %i1 = arith.addi %i, %c1 : index
    %more = arith.cmpi slt, %i1, %c4 : index
    cf.cond_br %more, ^loop(%i1, %next : index, i1), ^exit
  ^exit:
    %C = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
    %h = arith.constant 1.0 : f16
    memref.store %h, %C[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    %c = memref.load %C[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    memref.store %c, %out[%tx] : memref<64xf16>
    gpu.return
  }
}

// -----

// The back edge passes %ph unchanged: from the second iteration on the wait is for a phase that
// already completed, and the load may land while D and C are in use.
// CHECK-LABEL: gpu.func @cfg_back_edge_keeps_the_parity
// CHECK-SAME: smem.arena_bytes = 2048 : i64
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @cfg_back_edge_keeps_the_parity(%d: !desc, %out: memref<64xf16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %tx = gpu.thread_id x
    %false = arith.constant false
    %true = arith.constant true
    %ticks = arith.constant 10000000 : index
    %bar = nvgpu.mbarrier.create -> !barrierType
    nvgpu.mbarrier.init %bar[%c0], %c0 : !barrierType
    cf.br ^loop(%c0, %false : index, i1)
  ^loop(%i: index, %ph: i1):
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
    %i1 = arith.addi %i, %c1 : index
    %more = arith.cmpi slt, %i1, %c4 : index
    cf.cond_br %more, ^loop(%i1, %ph : index, i1), ^exit
  ^exit:
    %C = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
    %h = arith.constant 1.0 : f16
    memref.store %h, %C[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    %c = memref.load %C[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    memref.store %c, %out[%tx] : memref<64xf16>
    gpu.return
  }
}
