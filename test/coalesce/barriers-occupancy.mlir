// Design §3, insert-barriers with barrier-objective=occupancy: a barrier costs time and buys
// nothing unless blocks per SM on the target rise or the kernel comes under the target's
// per-block limit. Each kernel is a chain of three buffers (each written once and read by the
// next); the bytes objective inserts both barriers (one buffer's bytes), the occupancy objective
// only those that change blocks per SM (registers unknown: the bound from warps, resident blocks
// and shared memory; 1 KiB reserved per block).
// RUN: smem-opt %s --split-input-file --target sm_80 -p 'smem-coalesce{insert-barriers=true barrier-objective=occupancy},smem-verify-plan' | filecheck %s --check-prefix=OCC80
// RUN: smem-opt %s --split-input-file --target sm_80 -p 'smem-coalesce{insert-barriers=true},smem-verify-plan' | filecheck %s --check-prefix=BYTES80
// RUN: smem-opt %s --split-input-file --target sm_120 -p 'smem-coalesce{insert-barriers=true barrier-objective=occupancy},smem-verify-plan' | filecheck %s --check-prefix=OCC120
// RUN: smem-opt %s --split-input-file --target sm_120 -p 'smem-coalesce{insert-barriers=true barrier-objective=occupancy}' --smem-report -o /dev/null 2>&1 | filecheck %s --check-prefix=REPORT

// @fits_more, 128 threads (warps allow 16 blocks) and 3 x 16 KiB: no reuse 3 blocks per SM on
// sm_80 (164 KiB), one barrier 4, two barriers 9: both objectives insert two.
// OCC80-LABEL: smem.kernel @fits_more
// OCC80-SAME: smem.arena_bytes = 16384 : i64
// OCC80-SAME: smem.inserted_barriers = 2 : i64
// BYTES80-LABEL: smem.kernel @fits_more
// BYTES80-SAME: smem.arena_bytes = 16384 : i64
// BYTES80-SAME: smem.inserted_barriers = 2 : i64
// On sm_120 (100 KiB per SM, 99 KiB per block): 2 blocks without reuse, 3 with one barrier, 5
// with two.
// OCC120-LABEL: smem.kernel @fits_more
// OCC120-SAME: smem.arena_bytes = 16384 : i64
// OCC120-SAME: smem.inserted_barriers = 2 : i64
smem.kernel @fits_more(%in: memref<4096xf32>, %out: memref<4096xf32>) block_size = [128] {
  %tx = gpu.thread_id x
  %x = memref.load %in[%tx] : memref<4096xf32>
  %A = smem.alloc : memref<4096xf32, #gpu.address_space<workgroup>>
  %B = smem.alloc : memref<4096xf32, #gpu.address_space<workgroup>>
  %C = smem.alloc : memref<4096xf32, #gpu.address_space<workgroup>>
  memref.store %x, %A[%tx] : memref<4096xf32, #gpu.address_space<workgroup>>
  %a = memref.load %A[%tx] : memref<4096xf32, #gpu.address_space<workgroup>>
  memref.store %a, %B[%tx] : memref<4096xf32, #gpu.address_space<workgroup>>
  %b = memref.load %B[%tx] : memref<4096xf32, #gpu.address_space<workgroup>>
  memref.store %b, %C[%tx] : memref<4096xf32, #gpu.address_space<workgroup>>
  %c = memref.load %C[%tx] : memref<4096xf32, #gpu.address_space<workgroup>>
  memref.store %c, %out[%tx] : memref<4096xf32>
  smem.return
}

// -----

// @warps_bound, 1024 threads (32 warps: 2 blocks per SM on sm_80 whatever the bytes) and
// 3 x 8 KiB: reuse changes nothing there, so the occupancy objective inserts no barrier; the
// bytes objective still inserts two (8 KiB). On sm_120 (48 warps) one block runs whatever the
// bytes: again none.
// OCC80-LABEL: smem.kernel @warps_bound
// OCC80-SAME: smem.arena_bytes = 24576 : i64
// OCC80-NOT: smem.inserted_barriers
// OCC80-NOT: gpu.barrier
// BYTES80-LABEL: smem.kernel @warps_bound
// BYTES80-SAME: smem.arena_bytes = 8192 : i64
// BYTES80-SAME: smem.inserted_barriers = 2 : i64
// OCC120-LABEL: smem.kernel @warps_bound
// OCC120-SAME: smem.arena_bytes = 24576 : i64
// OCC120-NOT: smem.inserted_barriers
smem.kernel @warps_bound(%in: memref<2048xf32>, %out: memref<2048xf32>) block_size = [1024] {
  %tx = gpu.thread_id x
  %x = memref.load %in[%tx] : memref<2048xf32>
  %A = smem.alloc : memref<2048xf32, #gpu.address_space<workgroup>>
  %B = smem.alloc : memref<2048xf32, #gpu.address_space<workgroup>>
  %C = smem.alloc : memref<2048xf32, #gpu.address_space<workgroup>>
  memref.store %x, %A[%tx] : memref<2048xf32, #gpu.address_space<workgroup>>
  %a = memref.load %A[%tx] : memref<2048xf32, #gpu.address_space<workgroup>>
  memref.store %a, %B[%tx] : memref<2048xf32, #gpu.address_space<workgroup>>
  %b = memref.load %B[%tx] : memref<2048xf32, #gpu.address_space<workgroup>>
  memref.store %b, %C[%tx] : memref<2048xf32, #gpu.address_space<workgroup>>
  %c = memref.load %C[%tx] : memref<2048xf32, #gpu.address_space<workgroup>>
  memref.store %c, %out[%tx] : memref<2048xf32>
  smem.return
}

// -----

// @too_big, 1024 threads and 3 x 48 KiB = 144 KiB: over sm_120's 99 KiB per block. One barrier
// (96 KiB) brings it under the limit; the second changes nothing (one block either way), so the
// occupancy objective inserts exactly one. On sm_80 (163 KiB per block, 2 blocks by warps):
// 144 KiB gives 1 block, 96 KiB 1, 48 KiB 2: two barriers.
// OCC120-LABEL: smem.kernel @too_big
// OCC120-SAME: smem.arena_bytes = 98304 : i64
// OCC120-SAME: smem.inserted_barriers = 1 : i64
// OCC80-LABEL: smem.kernel @too_big
// OCC80-SAME: smem.arena_bytes = 49152 : i64
// OCC80-SAME: smem.inserted_barriers = 2 : i64
// REPORT-LABEL: smem report: kernel @too_big
// REPORT: barriers (insert-barriers, objective occupancy): inserted 1 ({{[0-9]+}}:3); arena bytes with 0/1/2 barriers: 147456 / 98304 / 49152; least with any allowed placement 49152 bytes; live-range bound 49152 bytes
// REPORT-NEXT: above the bound: the objective (occupancy) stops at 1 barrier: 49152 bytes would take more barriers without changing it
smem.kernel @too_big(%in: memref<12288xf32>, %out: memref<12288xf32>) block_size = [1024] {
  %tx = gpu.thread_id x
  %x = memref.load %in[%tx] : memref<12288xf32>
  %A = smem.alloc : memref<12288xf32, #gpu.address_space<workgroup>>
  %B = smem.alloc : memref<12288xf32, #gpu.address_space<workgroup>>
  %C = smem.alloc : memref<12288xf32, #gpu.address_space<workgroup>>
  memref.store %x, %A[%tx] : memref<12288xf32, #gpu.address_space<workgroup>>
  %a = memref.load %A[%tx] : memref<12288xf32, #gpu.address_space<workgroup>>
  memref.store %a, %B[%tx] : memref<12288xf32, #gpu.address_space<workgroup>>
  %b = memref.load %B[%tx] : memref<12288xf32, #gpu.address_space<workgroup>>
  memref.store %b, %C[%tx] : memref<12288xf32, #gpu.address_space<workgroup>>
  %c = memref.load %C[%tx] : memref<12288xf32, #gpu.address_space<workgroup>>
  memref.store %c, %out[%tx] : memref<12288xf32>
  smem.return
}
