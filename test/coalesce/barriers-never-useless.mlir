// Design §3, insert-barriers: never a barrier that buys nothing, and the fewest that reach the
// smallest arena. @dominated: a barrier could let S1 and S2 share, but the peak is P1 + P2 in
// the first phase (S1 and S2 already take their bytes after the kernel's own barrier), so the
// arena stays 8192 whatever that barrier: none is inserted.
// @one_suffices: five chained stages of growing size (1 to 16 KiB); one barrier before the last
// stage lets the 16 KiB buffer take everyone's bytes (16384, the live-range bound): the search
// inserts that one, not four.
// RUN: smem-opt %s --split-input-file -p 'smem-coalesce{insert-barriers=true},smem-verify-plan' | filecheck %s

// CHECK-LABEL: smem.kernel @dominated
// CHECK-SAME: smem.arena_bytes = 8192 : i64
// CHECK-NOT: smem.inserted_barriers
// CHECK: %p = arith.addf %p1, %p2
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: memref.store %p, %S1[%tx]
// CHECK-NEXT: %s1 = memref.load %S1[%tx]
// CHECK-NEXT: memref.store %s1, %S2[%tx]
// CHECK: smem.return
!big = memref<1024xf32, #gpu.address_space<workgroup>>
!small = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @dominated(%in: memref<1024xf32>, %out: memref<1024xf32>) block_size = [256] {
  %tx = gpu.thread_id x
  %x = memref.load %in[%tx] : memref<1024xf32>
  %P1 = smem.alloc : !big
  %P2 = smem.alloc : !big
  %S1 = smem.alloc : !small
  %S2 = smem.alloc : !small
  memref.store %x, %P1[%tx] : !big
  memref.store %x, %P2[%tx] : !big
  %p1 = memref.load %P1[%tx] : !big
  %p2 = memref.load %P2[%tx] : !big
  %p = arith.addf %p1, %p2 : f32
  gpu.barrier
  memref.store %p, %S1[%tx] : !small
  %s1 = memref.load %S1[%tx] : !small
  memref.store %s1, %S2[%tx] : !small
  %s2 = memref.load %S2[%tx] : !small
  memref.store %s2, %out[%tx] : memref<1024xf32>
  smem.return
}

// -----

// CHECK-LABEL: smem.kernel @one_suffices
// CHECK-SAME: smem.arena_bytes = 16384 : i64
// CHECK-SAME: smem.lower_bound = 16384 : i64
// CHECK-SAME: smem.optimal
// CHECK-SAME: smem.inserted_barriers = 1 : i64
// CHECK: %rd = memref.load %d[%tx]
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: memref.store %rd, %e[%tx]
// CHECK-NOT: gpu.barrier
// CHECK: smem.return
smem.kernel @one_suffices(%in: memref<4096xf32>, %out: memref<4096xf32>) block_size = [256] {
  %tx = gpu.thread_id x
  %a = smem.alloc : memref<256xf32, #gpu.address_space<workgroup>>
  %b = smem.alloc : memref<512xf32, #gpu.address_space<workgroup>>
  %c = smem.alloc : memref<1024xf32, #gpu.address_space<workgroup>>
  %d = smem.alloc : memref<2048xf32, #gpu.address_space<workgroup>>
  %e = smem.alloc : memref<4096xf32, #gpu.address_space<workgroup>>
  %x = memref.load %in[%tx] : memref<4096xf32>
  memref.store %x, %a[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  %ra = memref.load %a[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  memref.store %ra, %b[%tx] : memref<512xf32, #gpu.address_space<workgroup>>
  %rb = memref.load %b[%tx] : memref<512xf32, #gpu.address_space<workgroup>>
  memref.store %rb, %c[%tx] : memref<1024xf32, #gpu.address_space<workgroup>>
  %rc = memref.load %c[%tx] : memref<1024xf32, #gpu.address_space<workgroup>>
  memref.store %rc, %d[%tx] : memref<2048xf32, #gpu.address_space<workgroup>>
  %rd = memref.load %d[%tx] : memref<2048xf32, #gpu.address_space<workgroup>>
  memref.store %rd, %e[%tx] : memref<4096xf32, #gpu.address_space<workgroup>>
  %re = memref.load %e[%tx] : memref<4096xf32, #gpu.address_space<workgroup>>
  memref.store %re, %out[%tx] : memref<4096xf32>
  smem.return
}
