// Design §3, insert-barriers: two per-iteration buffers of a loop body (allocated in it) share
// only with a barrier between them in the iteration AND one on the way into the next iteration
// (wrap-around): either barrier alone buys nothing, so a search that tries one barrier at a time
// stops at 2048 bytes. The joint search inserts both: one after A's last access, and one on the
// way into the next iteration (at the top of the body, which is as good as after B's last
// access). None goes outside the loop, where it would separate nothing inside it.
// RUN: smem-opt %s -p 'smem-coalesce{insert-barriers=true},smem-verify-plan' | filecheck %s
// RUN: smem-opt %s -p 'smem-coalesce{insert-barriers=true}' --smem-report -o /dev/null 2>&1 | filecheck %s --check-prefix=REPORT

// CHECK-LABEL: smem.kernel @two_per_iteration
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// CHECK-SAME: smem.lower_bound = 1024 : i64
// CHECK-SAME: smem.optimal
// CHECK-SAME: smem.inserted_barriers = 2 : i64
// CHECK: scf.for
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: %x = memref.load %in[%tx]
// CHECK: %A_offset = arith.constant 0 : index
// CHECK: memref.store %x, %A[%tx]
// CHECK-NEXT: %a = memref.load %A[%tx]
// CHECK-NEXT: gpu.barrier
// CHECK: %B_offset = arith.constant 0 : index
// CHECK: memref.store %a, %B[%tx]
// CHECK-NEXT: %b = memref.load %B[%tx]
// CHECK-NEXT: memref.store %b, %out[%i]
// CHECK-NEXT: }
// CHECK-NEXT: smem.return

// REPORT: arena bytes with 0/1/2 barriers: 2048 / 2048 / 1024
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @two_per_iteration(%in: memref<256xf32>, %out: memref<256xf32>) block_size = [256] {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %tx = gpu.thread_id x
  scf.for %i = %c0 to %c4 step %c1 {
    %x = memref.load %in[%tx] : memref<256xf32>
    %A = smem.alloc : !wg
    memref.store %x, %A[%tx] : !wg
    %a = memref.load %A[%tx] : !wg
    %B = smem.alloc : !wg
    memref.store %a, %B[%tx] : !wg
    %b = memref.load %B[%tx] : !wg
    memref.store %b, %out[%i] : memref<256xf32>
  }
  smem.return
}
