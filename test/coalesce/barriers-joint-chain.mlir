// Design §3, insert-barriers: barriers are chosen jointly. A chain of four buffers, each written
// once and read by the next, shares all four bytes ranges only with a barrier between every two
// stages: three barriers give 1024 bytes, where any single barrier (or two) gives 2048. Each
// barrier goes right after the last access of its stage. Under insert-barriers the lower bound is
// what any placement allows (the buffers' own live ranges: 1024), and the report gives the
// trade-off.
// RUN: smem-opt %s -p 'smem-coalesce{insert-barriers=true},smem-verify-plan' | filecheck %s
// RUN: smem-opt %s -p 'smem-coalesce{insert-barriers=true}' --smem-report -o /dev/null 2>&1 | filecheck %s --check-prefix=REPORT
// RUN: smem-opt %s -p 'smem-coalesce{insert-barriers=true}' --smem-report --smem-report-format json -o /dev/null 2>&1 | filecheck %s --check-prefix=JSON
// RUN: smem-opt %s -p smem-coalesce | filecheck %s --check-prefix=NONE

// CHECK-LABEL: smem.kernel @chain4
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// CHECK-SAME: smem.unshared_bytes = 4096 : i64
// CHECK-SAME: smem.lower_bound = 1024 : i64
// CHECK-SAME: smem.optimal
// CHECK-SAME: smem.inserted_barriers = 3 : i64
// CHECK: %A_offset = arith.constant 0 : index
// CHECK: %B_offset = arith.constant 0 : index
// CHECK: %C_offset = arith.constant 0 : index
// CHECK: %D_offset = arith.constant 0 : index
// CHECK: %a = memref.load %A[%tx]
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: memref.store %a, %B[%tx]
// CHECK-NEXT: %b = memref.load %B[%tx]
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: memref.store %b, %C[%tx]
// CHECK-NEXT: %c = memref.load %C[%tx]
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: memref.store %c, %D[%tx]
// CHECK-NOT: gpu.barrier
// CHECK: smem.return

// REPORT: totals: 4096 bytes without reuse -> arena 1024 bytes (saved 3072, 75.0%); lower bound 1024 bytes; proven optimal
// REPORT: barriers (insert-barriers, objective bytes): inserted 3 (64:3, 66:3, 68:3); arena bytes with 0/1/2/3 barriers: 4096 / 2048 / 2048 / 1024; least with any allowed placement 1024 bytes; live-range bound 1024 bytes
// REPORT-NOT: above the bound

// JSON: "barriers": {
// JSON-NEXT: "objective": "bytes",
// JSON: "tradeoff": [
// JSON-NEXT: {
// JSON-NEXT: "barriers": 0,
// JSON-NEXT: "arena_bytes": 4096,
// JSON-NEXT: "exhaustive": true
// JSON: "barriers": 3,
// JSON-NEXT: "arena_bytes": 1024,
// JSON: "minimum_proven": true,
// JSON-NEXT: "live_lower_bound": 1024,

// Without insert-barriers nothing is inserted, and the bound is the one of the barriers the
// kernel has: every pair conflicts, 4096 bytes, optimal for those barriers.
// NONE: smem.arena_bytes = 4096 : i64, smem.unshared_bytes = 4096 : i64, smem.lower_bound = 4096 : i64
// NONE-NOT: gpu.barrier
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @chain4(%in: memref<256xf32>, %out: memref<256xf32>) block_size = [256] {
  %tx = gpu.thread_id x
  %x = memref.load %in[%tx] : memref<256xf32>
  %A = smem.alloc : !wg
  %B = smem.alloc : !wg
  %C = smem.alloc : !wg
  %D = smem.alloc : !wg
  memref.store %x, %A[%tx] : !wg
  %a = memref.load %A[%tx] : !wg
  memref.store %a, %B[%tx] : !wg
  %b = memref.load %B[%tx] : !wg
  memref.store %b, %C[%tx] : !wg
  %c = memref.load %C[%tx] : !wg
  memref.store %c, %D[%tx] : !wg
  %d = memref.load %D[%tx] : !wg
  memref.store %d, %out[%tx] : memref<256xf32>
  smem.return
}
