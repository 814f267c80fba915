// Design §3, Open world: a Hopper TMA load writes its shared destination until a blocking wait on
// its mbarrier slot (nvgpu.mbarrier.try_wait.parity) at the same or an outer level; without one,
// until the end of the kernel. Its destination also needs 128-byte alignment (design §4).
// RUN: smem-opt %s --split-input-file -p smem-coalesce,smem-verify-plan | filecheck %s

// The load into A is waited for, then a barrier: B may take A's bytes.
// CHECK-LABEL: gpu.func @tma_waited
// CHECK-SAME: smem.arena_alignment = 128 : i64
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %B_offset = arith.constant 0 : index
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @tma_waited(%d: !desc, %out: memref<64xf16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
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

// No wait on the load's mbarrier: it may land any time, so B must not take A's bytes.
// CHECK-LABEL: gpu.func @tma_never_waited
// CHECK-SAME: smem.arena_bytes = 2048 : i64
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @tma_never_waited(%d: !desc, %out: memref<64xf16>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %tx = gpu.thread_id x
    %bar = nvgpu.mbarrier.create -> !barrierType
    nvgpu.mbarrier.init %bar[%c0], %c0 : !barrierType
    %A = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
    nvgpu.tma.async.load %d[%c0, %c0], %bar[%c0] to %A : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
    gpu.barrier
    %B = memref.alloc() : memref<64x8xf16, #gpu.address_space<workgroup>>
    %h = arith.constant 1.0 : f16
    memref.store %h, %B[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx, %c0] : memref<64x8xf16, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf16>
    gpu.return
  }
}
