// Design §3, optional: with insert-barriers=true the pass adds one uniform
// barrier where that lets buffers share and lowers the peak; by default it adds
// none. Never under divergent control flow.
// RUN: smem-opt %s --split-input-file -p smem-coalesce,smem-verify-plan | filecheck %s --check-prefix=DEFAULT
// RUN: smem-opt %s --split-input-file -p 'smem-coalesce{insert-barriers=true},smem-verify-plan' | filecheck %s --check-prefix=INSERT

// DEFAULT-LABEL: smem.kernel @two_phases
// DEFAULT-SAME: smem.arena_bytes = 2048 : i64
// DEFAULT-NOT: gpu.barrier
// INSERT-LABEL: smem.kernel @two_phases
// INSERT-SAME: smem.arena_bytes = 1024 : i64
// INSERT-SAME: smem.inserted_barriers = 1 : i64
// INSERT: %a = memref.load %A[%tx]
// INSERT-NEXT: gpu.barrier
// INSERT-NEXT: %B_offset
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @two_phases(%in: memref<256xf32>, %out: memref<256xf32>) block_size = [256] {
  %tx = gpu.thread_id x
  %x = memref.load %in[%tx] : memref<256xf32>
  %A = smem.alloc : !wg
  memref.store %x, %A[%tx] : !wg
  %a = memref.load %A[%tx] : !wg
  %B = smem.alloc : !wg
  memref.store %a, %B[%tx] : !wg
  %b = memref.load %B[%tx] : !wg
  memref.store %b, %out[%tx] : memref<256xf32>
  smem.return
}

// -----

// Under a divergent branch no barrier may be added: nothing changes.
// INSERT-LABEL: smem.kernel @divergent_phases
// INSERT-SAME: smem.arena_bytes = 2048 : i64
// INSERT-NOT: smem.inserted_barriers
// INSERT-NOT: gpu.barrier
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
