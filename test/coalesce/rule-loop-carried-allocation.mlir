// Design §3, *Allocations in a loop*: each iteration of a loop allocates a buffer in its body
// anew (upstream's semantics of memref.alloc). One handed on to the next iteration through
// iter_args is live there while that iteration's own allocation is written: two instances of one
// allocation live together, which one static buffer cannot hold. That is a located error, never a
// plan that puts both instances on the same bytes. A buffer allocated before the loop and swapped
// through iter_args (ping-pong) is fine.
// RUN: smem-opt %s --split-input-file --verify-diagnostics -p smem-coalesce | filecheck %s

gpu.module @m {
  gpu.func @carried(%in: memref<64xf32>, %out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c63 = arith.constant 63 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %first = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %x, %first[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %m = arith.subi %c63, %tx : index
    %last = scf.for %i = %c0 to %c4 step %c1 iter_args(%prev = %first) -> (memref<64xf32, #gpu.address_space<workgroup>>) {
      // expected-error @+1 {{workgroup buffer 'cur' is allocated in the body of a loop and handed on to its next iteration ('scf.for' carries it): two allocations of it are live at once}}
      %cur = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %p = memref.load %prev[%m] : memref<64xf32, #gpu.address_space<workgroup>>
      %q = arith.addf %p, %x : f32
      memref.store %q, %cur[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      scf.yield %cur : memref<64xf32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %r = memref.load %last[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %r, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// Ping-pong: both buffers are allocated once, before the loop, and the loop swaps them.
// CHECK-LABEL: gpu.func @ping_pong
// CHECK-SAME: smem.arena_bytes = 512 : i64
gpu.module @m {
  gpu.func @ping_pong(%in: memref<64xf32>, %out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c63 = arith.constant 63 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %P = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %Q = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %x, %P[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %m = arith.subi %c63, %tx : index
    %last:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%src = %P, %dst = %Q) -> (memref<64xf32, #gpu.address_space<workgroup>>, memref<64xf32, #gpu.address_space<workgroup>>) {
      gpu.barrier
      %p = memref.load %src[%m] : memref<64xf32, #gpu.address_space<workgroup>>
      %q = arith.addf %p, %x : f32
      memref.store %q, %dst[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      scf.yield %dst, %src : memref<64xf32, #gpu.address_space<workgroup>>, memref<64xf32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %r = memref.load %last#0[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %r, %out[%tx] : memref<64xf32>
    gpu.return
  }
}
