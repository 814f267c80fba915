// Design §3, insert-barriers: smem.lower_bound is what ANY barrier placement allows (the buffers'
// own live ranges), and smem.optimal is printed only when the arena meets it or the search proved
// that no placement of the barriers allowed does better. @divergent_phases: accesses under a
// divergent scf.if count over the whole branch (design §3, rule 3), so A and B's own live ranges
// meet: the bound is 2048 and nothing is inserted. @handoff: the live ranges allow 1024, but the
// only barrier that would let A and B share may not go where it must; the report says so.
// RUN: smem-opt %s --split-input-file -p 'smem-coalesce{insert-barriers=true},smem-verify-plan' | filecheck %s
// RUN: smem-opt %s --split-input-file -p 'smem-coalesce{insert-barriers=true}' --smem-report -o /dev/null 2>&1 | filecheck %s --check-prefix=REPORT

// CHECK-LABEL: smem.kernel @divergent_phases
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-SAME: smem.lower_bound = 2048 : i64
// CHECK-SAME: smem.optimal
// CHECK-NOT: smem.inserted_barriers
// CHECK-NOT: gpu.barrier
// CHECK: smem.return
// REPORT-LABEL: smem report: kernel @divergent_phases
// REPORT: totals: 2048 bytes without reuse -> arena 2048 bytes (saved 0, 0.0%); lower bound 2048 bytes; proven optimal
// REPORT: barriers (insert-barriers, objective bytes): inserted 0 (none); arena bytes with 0 barriers: 2048; least with any allowed placement 2048 bytes; live-range bound 2048 bytes
// REPORT-NOT: above the bound
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @divergent_phases(%in: memref<256xf32>, %out: memref<256xf32>) block_size = [256] {
  %tx = gpu.thread_id x
  %c128 = arith.constant 128 : index
  %low = arith.cmpi ult, %tx, %c128 : index
  scf.if %low {
    %x = memref.load %in[%tx] : memref<256xf32>
    %A = smem.alloc : !wg
    memref.store %x, %A[%tx] : !wg
    %a = memref.load %A[%tx] : !wg
    %B = smem.alloc : !wg
    memref.store %a, %B[%tx] : !wg
    %b = memref.load %B[%tx] : !wg
    memref.store %b, %out[%tx] : memref<256xf32>
  }
  smem.return
}

// -----

// A warp-specialised hand-off: warp 0 waits on an mbarrier that the other warps arrive at later.
// A block-wide barrier anywhere between the wait and the arrive would deadlock (the waiting warp
// never reaches it, the others never get past it), so the barrier that would let A and B share
// is not offered: nothing is inserted, and the report names the reason.
// CHECK-LABEL: smem.kernel @handoff
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-SAME: smem.lower_bound = 1024 : i64
// CHECK-NOT: smem.inserted_barriers
// CHECK-NOT: gpu.barrier
// CHECK: smem.return
// REPORT-LABEL: smem report: kernel @handoff
// REPORT: totals: 2048 bytes without reuse -> arena 2048 bytes (saved 0, 0.0%); lower bound 1024 bytes; proven optimal
// REPORT: barriers (insert-barriers, objective bytes): inserted 0 (none); arena bytes with 0 barriers: 2048; least with any allowed placement 2048 bytes; live-range bound 1024 bytes
// REPORT-NEXT: above the bound: A and B could share only with a barrier where none may go: every position that would separate them is a warp-specialised hand-off
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
smem.kernel @handoff(%in: memref<256xf32>, %out: memref<256xf32>) block_size = [256] {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %false = arith.constant false
  %ticks = arith.constant 1000 : index
  %tx = gpu.thread_id x
  %bar = nvgpu.mbarrier.create -> !barrierType
  nvgpu.mbarrier.init %bar[%c0], %c32 : !barrierType
  %warp0 = arith.cmpi ult, %tx, %c32 : index
  scf.if %warp0 {
    nvgpu.mbarrier.try_wait.parity %bar[%c0], %false, %ticks : !barrierType
  }
  %x = memref.load %in[%tx] : memref<256xf32>
  %A = smem.alloc : memref<256xf32, #gpu.address_space<workgroup>>
  memref.store %x, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  %B = smem.alloc : memref<256xf32, #gpu.address_space<workgroup>>
  memref.store %a, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  memref.store %b, %out[%tx] : memref<256xf32>
  %rest = arith.cmpi uge, %tx, %c32 : index
  scf.if %rest {
    %t = nvgpu.mbarrier.arrive %bar[%c0] : !barrierType -> !nvgpu.mbarrier.token
  }
  smem.return
}
