// Design §3: uniform scf.if branches are exclusive within one execution, so a
// buffer used only in `then` and one used only in `else` may share; under a
// divergent condition both branches run at once and they may not. Inside a
// loop the wrap-around path (then in iteration i, else in i+1) needs a barrier.
// Also design §7, Triton: exclusive branches counted as live together.
// RUN: smem-opt %s --split-input-file -p smem-coalesce,smem-verify-plan | filecheck %s

// CHECK-LABEL: smem.kernel @uniform_if_branches_share
// CHECK-SAME: smem.arena_bytes = 1024 : i64
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @uniform_if_branches_share(%in: memref<256xf32>, %out: memref<256xf32>, %mode: index) block_size = [256] {
  %tx = gpu.thread_id x
  %c1 = arith.constant 1 : index
  %bid = gpu.block_id x
  %sel = arith.addi %bid, %mode : index
  %cond = arith.cmpi eq, %sel, %c1 : index
  %x = memref.load %in[%tx] : memref<256xf32>
  scf.if %cond {
    %A = smem.alloc : !wg
    memref.store %x, %A[%tx] : !wg
    %a = memref.load %A[%tx] : !wg
    memref.store %a, %out[%tx] : memref<256xf32>
  } else {
    %B = smem.alloc : !wg
    memref.store %x, %B[%tx] : !wg
    %b = memref.load %B[%tx] : !wg
    memref.store %b, %out[%tx] : memref<256xf32>
  }
  smem.return
}

// -----

// The condition depends on the thread id: both branches are live at once.
// CHECK-LABEL: smem.kernel @divergent_if_branches_conflict
// CHECK-SAME: smem.arena_bytes = 2048 : i64
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @divergent_if_branches_conflict(%in: memref<256xf32>, %out: memref<256xf32>) block_size = [256] {
  %tx = gpu.thread_id x
  %c128 = arith.constant 128 : index
  %cond = arith.cmpi ult, %tx, %c128 : index
  %x = memref.load %in[%tx] : memref<256xf32>
  scf.if %cond {
    %A = smem.alloc : !wg
    memref.store %x, %A[%tx] : !wg
    %a = memref.load %A[%tx] : !wg
    memref.store %a, %out[%tx] : memref<256xf32>
  } else {
    %B = smem.alloc : !wg
    memref.store %x, %B[%tx] : !wg
    %b = memref.load %B[%tx] : !wg
    memref.store %b, %out[%tx] : memref<256xf32>
  }
  smem.return
}

// -----

// A condition from a loaded value is divergent too.
// CHECK-LABEL: smem.kernel @loaded_condition_is_divergent
// CHECK-SAME: smem.arena_bytes = 2048 : i64
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @loaded_condition_is_divergent(%in: memref<256xf32>, %flags: memref<256xi1>, %out: memref<256xf32>) block_size = [256] {
  %tx = gpu.thread_id x
  %c0 = arith.constant 0 : index
  %cond = memref.load %flags[%c0] : memref<256xi1>
  %x = memref.load %in[%tx] : memref<256xf32>
  scf.if %cond {
    %A = smem.alloc : !wg
    memref.store %x, %A[%tx] : !wg
    %a = memref.load %A[%tx] : !wg
    memref.store %a, %out[%tx] : memref<256xf32>
  } else {
    %B = smem.alloc : !wg
    memref.store %x, %B[%tx] : !wg
    %b = memref.load %B[%tx] : !wg
    memref.store %b, %out[%tx] : memref<256xf32>
  }
  smem.return
}

// -----

// Exclusive uniform branches inside a loop, with no barrier in the loop: a
// thread in `else` of iteration i+1 may write B while another reads A in
// iteration i. No sharing.
// CHECK-LABEL: smem.kernel @uniform_if_in_loop_without_barrier
// CHECK-SAME: smem.arena_bytes = 2048 : i64
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @uniform_if_in_loop_without_barrier(%in: memref<256xf32>, %out: memref<256xf32>) block_size = [256] {
  %tx = gpu.thread_id x
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %x = memref.load %in[%tx] : memref<256xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %r = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %r, %c0 : index
    scf.if %even {
      %A = smem.alloc : !wg
      memref.store %x, %A[%tx] : !wg
      %a = memref.load %A[%tx] : !wg
      memref.store %a, %out[%tx] : memref<256xf32>
    } else {
      %B = smem.alloc : !wg
      memref.store %x, %B[%tx] : !wg
      %b = memref.load %B[%tx] : !wg
      memref.store %b, %out[%tx] : memref<256xf32>
    }
  }
  smem.return
}

// -----

// The same with a barrier closing the loop body: they share again.
// CHECK-LABEL: smem.kernel @uniform_if_in_loop_with_barrier
// CHECK-SAME: smem.arena_bytes = 1024 : i64
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @uniform_if_in_loop_with_barrier(%in: memref<256xf32>, %out: memref<256xf32>) block_size = [256] {
  %tx = gpu.thread_id x
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %x = memref.load %in[%tx] : memref<256xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %r = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %r, %c0 : index
    scf.if %even {
      %A = smem.alloc : !wg
      memref.store %x, %A[%tx] : !wg
      %a = memref.load %A[%tx] : !wg
      memref.store %a, %out[%tx] : memref<256xf32>
    } else {
      %B = smem.alloc : !wg
      memref.store %x, %B[%tx] : !wg
      %b = memref.load %B[%tx] : !wg
      memref.store %b, %out[%tx] : memref<256xf32>
    }
    gpu.barrier
  }
  smem.return
}
