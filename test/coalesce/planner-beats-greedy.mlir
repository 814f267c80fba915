// Packing (design §4): a kernel where largest-first best-fit is above the
// optimum. P, Q are 2 KiB, R, S 1 KiB; phases separated by barriers make the
// conflicts P-R, R-S, S-Q. Largest-first places P and Q at 0, R at 2 KiB, then S
// (live with R and Q) at 3 KiB: 4096 bytes. The optimum puts R at 0, P at 1 KiB,
// Q at 0 and S at 2 KiB: 3072 = LB (the heaviest live set, P + R or Q + S).
// Also design §7, Triton: heuristic packing above the optimum.
// RUN: smem-opt %s -p smem-coalesce,smem-verify-plan | filecheck %s
// CHECK: smem.kernel @beats_greedy
// CHECK-SAME: smem.arena_bytes = 3072 : i64, smem.unshared_bytes = 6144 : i64, smem.lower_bound = 3072 : i64
// CHECK-SAME: smem.optimal
!big = memref<512xf32, #gpu.address_space<workgroup>>
!small = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @beats_greedy(%out: memref<512xf32>) block_size = [256] {
  %tx = gpu.thread_id x
  %one = arith.constant 1.0 : f32
  %P = smem.alloc : !big
  %Q = smem.alloc : !big
  %R = smem.alloc : !small
  %S = smem.alloc : !small
  // phase 1: P, R
  memref.store %one, %P[%tx] : !big
  memref.store %one, %R[%tx] : !small
  %p = memref.load %P[%tx] : !big
  gpu.barrier
  // phase 2: R
  %r1 = memref.load %R[%tx] : !small
  %r2 = arith.addf %r1, %p : f32
  memref.store %r2, %R[%tx] : !small
  gpu.barrier
  // phase 3: R, S
  %r3 = memref.load %R[%tx] : !small
  memref.store %r3, %S[%tx] : !small
  gpu.barrier
  // phase 4: Q, S
  %s = memref.load %S[%tx] : !small
  memref.store %s, %Q[%tx] : !big
  %q = memref.load %Q[%tx] : !big
  memref.store %q, %out[%tx] : memref<512xf32>
  smem.return
}
