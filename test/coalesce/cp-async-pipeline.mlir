// A 3-stage cp.async pipeline (one alloc per stage, selected by k mod 3) with a
// shared-memory epilogue tile. The stages are all live across the main loop
// (each is filled asynchronously while another is read) so they never share;
// after the loop a full wait and a barrier retire every copy and the epilogue
// tile reuses stage bytes: 3 x 4096 + 4096 = 16384 bytes without reuse, 12288
// with. An epilogue placed before the final wait could not reuse them.
// RUN: smem-opt %s --split-input-file -p smem-coalesce,smem-verify-plan | filecheck %s

// CHECK-LABEL: smem.kernel @pipelined_matmul
// CHECK-SAME: smem.arena_bytes = 12288 : i64, smem.unshared_bytes = 16384 : i64, smem.lower_bound = 12288 : i64
!stage = memref<32x32xf32, #gpu.address_space<workgroup>>
smem.kernel @pipelined_matmul(%A: memref<32x256xf32>, %C: memref<32x32xf32>) block_size = [32, 8, 1] {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %zero = arith.constant 0.0 : f32
  %tx = gpu.thread_id x
  %ty = gpu.thread_id y
  %col = arith.muli %ty, %c4 : index
  %S0 = smem.alloc : !stage
  %S1 = smem.alloc : !stage
  %S2 = smem.alloc : !stage
  // prologue: stages 0 and 1 in flight
  %t0 = smem.async_copy %A[%tx, %col], %S0[%tx, %col], 4 : memref<32x256xf32> to !stage
  %g0 = smem.async_commit %t0
  %col1 = arith.addi %col, %c32 : index
  %t1 = smem.async_copy %A[%tx, %col1], %S1[%tx, %col], 4 : memref<32x256xf32> to !stage
  %g1 = smem.async_commit %t1
  %acc = scf.for %k = %c0 to %c8 step %c1 iter_args(%sum = %zero) -> (f32) {
    smem.async_wait %g1 {pending = 1}
    gpu.barrier
    %s = arith.remui %k, %c3 : index
    %is0 = arith.cmpi eq, %s, %c0 : index
    %is1 = arith.cmpi eq, %s, %c1 : index
    %cur01 = arith.select %is1, %S1, %S2 : !stage
    %cur = arith.select %is0, %S0, %cur01 : !stage
    %x = memref.load %cur[%tx, %ty] : !stage
    %sum2 = arith.addf %sum, %x : f32
    // issue stage k+2 into buffer (k+2) mod 3
    %k2 = arith.addi %k, %c2 : index
    %n = arith.remui %k2, %c3 : index
    %n0 = arith.cmpi eq, %n, %c0 : index
    %n1 = arith.cmpi eq, %n, %c1 : index
    %nxt01 = arith.select %n1, %S1, %S2 : !stage
    %nxt = arith.select %n0, %S0, %nxt01 : !stage
    %kc = arith.muli %k2, %c32 : index
    %gc = arith.addi %kc, %col : index
    %gcm = arith.remui %gc, %c32 : index
    %t = smem.async_copy %A[%tx, %gcm], %nxt[%tx, %col], 4 : memref<32x256xf32> to !stage
    %g = smem.async_commit %t
    scf.yield %sum2 : f32
  }
  smem.async_wait %g1 {pending = 0}
  gpu.barrier
  %E = smem.alloc : !stage
  memref.store %acc, %E[%ty, %tx] : !stage
  gpu.barrier
  %e = memref.load %E[%tx, %ty] : !stage
  memref.store %e, %C[%tx, %ty] : memref<32x32xf32>
  smem.return
}

// -----

// The same epilogue before the final wait: copies may still land in the stages.
// CHECK-LABEL: smem.kernel @epilogue_before_wait
// CHECK-SAME: smem.arena_bytes = 16384 : i64
!stage = memref<32x32xf32, #gpu.address_space<workgroup>>
smem.kernel @epilogue_before_wait(%A: memref<32x256xf32>, %C: memref<32x32xf32>) block_size = [32, 8, 1] {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %zero = arith.constant 0.0 : f32
  %tx = gpu.thread_id x
  %ty = gpu.thread_id y
  %col = arith.muli %ty, %c4 : index
  %S0 = smem.alloc : !stage
  %S1 = smem.alloc : !stage
  %S2 = smem.alloc : !stage
  %t0 = smem.async_copy %A[%tx, %col], %S0[%tx, %col], 4 : memref<32x256xf32> to !stage
  %g0 = smem.async_commit %t0
  %col1 = arith.addi %col, %c32 : index
  %t1 = smem.async_copy %A[%tx, %col1], %S1[%tx, %col], 4 : memref<32x256xf32> to !stage
  %g1 = smem.async_commit %t1
  %acc = scf.for %k = %c0 to %c8 step %c1 iter_args(%sum = %zero) -> (f32) {
    smem.async_wait %g1 {pending = 1}
    gpu.barrier
    %s = arith.remui %k, %c3 : index
    %is0 = arith.cmpi eq, %s, %c0 : index
    %is1 = arith.cmpi eq, %s, %c1 : index
    %cur01 = arith.select %is1, %S1, %S2 : !stage
    %cur = arith.select %is0, %S0, %cur01 : !stage
    %x = memref.load %cur[%tx, %ty] : !stage
    %sum2 = arith.addf %sum, %x : f32
    %k2 = arith.addi %k, %c2 : index
    %n = arith.remui %k2, %c3 : index
    %n0 = arith.cmpi eq, %n, %c0 : index
    %n1 = arith.cmpi eq, %n, %c1 : index
    %nxt01 = arith.select %n1, %S1, %S2 : !stage
    %nxt = arith.select %n0, %S0, %nxt01 : !stage
    %kc = arith.muli %k2, %c32 : index
    %gc = arith.addi %kc, %col : index
    %gcm = arith.remui %gc, %c32 : index
    %t = smem.async_copy %A[%tx, %gcm], %nxt[%tx, %col], 4 : memref<32x256xf32> to !stage
    %g = smem.async_commit %t
    scf.yield %sum2 : f32
  }
  gpu.barrier
  %E = smem.alloc : !stage
  memref.store %acc, %E[%ty, %tx] : !stage
  gpu.barrier
  %e = memref.load %E[%tx, %ty] : !stage
  memref.store %e, %C[%tx, %ty] : memref<32x32xf32>
  smem.async_wait %g1 {pending = 0}
  smem.return
}
