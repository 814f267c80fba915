// Design §3, insert-barriers, in a kernel body of several blocks (cf.br / cf.cond_br, as numba
// writes every kernel): a barrier may go in a block of the body that no divergent branch leads to
// before its threads meet again, on every path between the two accesses it separates (the rest
// of the first one's block, or the start of the second one's), or in a region nested in such a
// block that every thread runs alike (a uniform loop's body), never where a thread may wait for
// another (after a loop spinning on memory). smem-verify-plan accepts each plan and --check runs
// each kernel against its input.
// RUN: smem-opt %s --split-input-file -p 'smem-coalesce{insert-barriers=true},smem-verify-plan' | filecheck %s
// RUN: smem-opt %s --split-input-file -p 'smem-coalesce{insert-barriers=true}' --check -o %t.out 2>&1 | filecheck %s --check-prefix=RAN
// RAN-COUNT-8: check: {{(not checked: .*; otherwise )?}}1 kernel(s), {{.*}} against the reference: no difference

// Two blocks in sequence: the barrier goes after A's last access, before the branch.
// CHECK-LABEL: gpu.func @blocks_in_sequence
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// CHECK-SAME: smem.inserted_barriers = 1 : i64
// CHECK: %a = memref.load %A[%tx]
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: cf.br ^{{.*}}(%a : f32)
!wg = memref<256xf32, #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @blocks_in_sequence(%in: memref<256xf32>, %out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %A = memref.alloc() : !wg
    %B = memref.alloc() : !wg
    %x = memref.load %in[%tx] : memref<256xf32>
    memref.store %x, %A[%tx] : !wg
    %a = memref.load %A[%tx] : !wg
    cf.br ^second(%a : f32)
  ^second(%v: f32):
    memref.store %v, %B[%tx] : !wg
    %b = memref.load %B[%tx] : !wg
    memref.store %b, %out[%tx] : memref<256xf32>
    gpu.return
  }
}

// -----

// A cycle of blocks with both buffers allocated in its body: one barrier between A and B, one for
// the next iteration (B's last access against A's first).
// CHECK-LABEL: gpu.func @cycle_of_blocks
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// CHECK-SAME: smem.inserted_barriers = 2 : i64
!wg = memref<256xf32, #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @cycle_of_blocks(%in: memref<256xf32>, %out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    cf.br ^head(%c0 : index)
  ^head(%i: index):
    %more = arith.cmpi ult, %i, %c4 : index
    cf.cond_br %more, ^body, ^done
  ^body:
    %A = memref.alloc() : !wg
    %B = memref.alloc() : !wg
    %x = memref.load %in[%tx] : memref<256xf32>
    memref.store %x, %A[%tx] : !wg
    %a = memref.load %A[%tx] : !wg
    memref.store %a, %B[%tx] : !wg
    %b = memref.load %B[%tx] : !wg
    memref.store %b, %out[%tx] : memref<256xf32>
    %n = arith.addi %i, %c1 : index
    cf.br ^head(%n : index)
  ^done:
    gpu.return
  }
}

// -----

// Both buffers are used only in blocks a divergent branch leads to: no barrier may go there.
// CHECK-LABEL: gpu.func @divergent_blocks
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-NOT: smem.inserted_barriers
!wg = memref<256xf32, #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @divergent_blocks(%in: memref<256xf32>, %out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %c128 = arith.constant 128 : index
    %A = memref.alloc() : !wg
    %B = memref.alloc() : !wg
    %low = arith.cmpi ult, %tx, %c128 : index
    cf.cond_br %low, ^work, ^join
  ^work:
    %x = memref.load %in[%tx] : memref<256xf32>
    memref.store %x, %A[%tx] : !wg
    %a = memref.load %A[%tx] : !wg
    cf.br ^more(%a : f32)
  ^more(%v: f32):
    memref.store %v, %B[%tx] : !wg
    %b = memref.load %B[%tx] : !wg
    memref.store %b, %out[%tx] : memref<256xf32>
    cf.br ^join
  ^join:
    gpu.return
  }
}

// -----

// Every position between A and B comes after a loop spinning on memory another thread writes:
// a barrier there could wait for threads that spin forever.
// CHECK-LABEL: gpu.func @after_a_spin_wait
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-NOT: smem.inserted_barriers
!wg = memref<256xf32, #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @after_a_spin_wait(%in: memref<256xf32>, %out: memref<256xf32>, %flag: memref<1xi32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0 : i32
    %A = memref.alloc() : !wg
    %B = memref.alloc() : !wg
    cf.br ^spin
  ^spin:
    %f = memref.load %flag[%c0] : memref<1xi32>
    %wait = arith.cmpi eq, %f, %zero : i32
    cf.cond_br %wait, ^spin, ^go
  ^go:
    %x = memref.load %in[%tx] : memref<256xf32>
    memref.store %x, %A[%tx] : !wg
    %a = memref.load %A[%tx] : !wg
    cf.br ^second(%a : f32)
  ^second(%v: f32):
    memref.store %v, %B[%tx] : !wg
    %b = memref.load %B[%tx] : !wg
    memref.store %b, %out[%tx] : memref<256xf32>
    gpu.return
  }
}

// -----

// Threads from 128 on return at once: the blocks after the branch run in some threads only, a
// barrier there would wait for threads that left.
// CHECK-LABEL: gpu.func @early_exit
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-NOT: smem.inserted_barriers
!wg = memref<256xf32, #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @early_exit(%in: memref<256xf32>, %out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %c128 = arith.constant 128 : index
    %A = memref.alloc() : !wg
    %B = memref.alloc() : !wg
    %low = arith.cmpi ult, %tx, %c128 : index
    cf.cond_br %low, ^work, ^leave
  ^leave:
    gpu.return
  ^work:
    %x = memref.load %in[%tx] : memref<256xf32>
    memref.store %x, %A[%tx] : !wg
    %a = memref.load %A[%tx] : !wg
    cf.br ^second(%a : f32)
  ^second(%v: f32):
    memref.store %v, %B[%tx] : !wg
    %b = memref.load %B[%tx] : !wg
    memref.store %b, %out[%tx] : memref<256xf32>
    gpu.return
  }
}

// -----

// The spin goes through a private slot: the slot is the thread's own, but what it stores there
// comes from memory another thread writes, so the loop still waits on others and no barrier may
// follow it.
// CHECK-LABEL: gpu.func @spin_through_a_slot
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-NOT: smem.inserted_barriers
!wg = memref<256xf32, #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @spin_through_a_slot(%in: memref<256xf32>, %out: memref<256xf32>, %flag: memref<1xi32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0 : i32
    %A = memref.alloc() : !wg
    %B = memref.alloc() : !wg
    %slot = memref.alloca() : memref<1xi32>
    %f0 = memref.load %flag[%c0] : memref<1xi32>
    memref.store %f0, %slot[%c0] : memref<1xi32>
    cf.br ^spin
  ^spin:
    %f = memref.load %slot[%c0] : memref<1xi32>
    %wait = arith.cmpi eq, %f, %zero : i32
    cf.cond_br %wait, ^again, ^go
  ^again:
    %g = memref.load %flag[%c0] : memref<1xi32>
    memref.store %g, %slot[%c0] : memref<1xi32>
    cf.br ^spin
  ^go:
    %x = memref.load %in[%tx] : memref<256xf32>
    memref.store %x, %A[%tx] : !wg
    %a = memref.load %A[%tx] : !wg
    cf.br ^second(%a : f32)
  ^second(%v: f32):
    memref.store %v, %B[%tx] : !wg
    %b = memref.load %B[%tx] : !wg
    memref.store %b, %out[%tx] : memref<256xf32>
    gpu.return
  }
}

// -----

// A uniform loop in a block of the body: B's read and the next iteration's write of A have no
// barrier between them; one goes in the loop's body (its start, before A's write).
// CHECK-LABEL: gpu.func @loop_in_a_block
// CHECK-SAME: smem.arena_bytes = 256 : i64
// CHECK-SAME: smem.inserted_barriers = 1 : i64
// CHECK: scf.for
// CHECK-NEXT: gpu.barrier
gpu.module @m {
  gpu.func @loop_in_a_block(%out: memref<64xf32>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %one = arith.constant 1.0 : f32
    %u = arith.cmpi ult, %n, %c4 : index
    cf.cond_br %u, ^work, ^done
  ^work:
    scf.for %i = %c0 to %c4 step %c1 {
      %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %b, %out[%tx] : memref<64xf32>
    }
    cf.br ^done
  ^done:
    gpu.return
  }
}

// -----

// The loop runs %tx trips: threads part in it, no barrier may go in its body; A and B stay apart.
// CHECK-LABEL: gpu.func @loop_of_the_thread_in_a_block
// CHECK-SAME: smem.arena_bytes = 512 : i64
// CHECK-NOT: gpu.barrier
// CHECK: gpu.return
gpu.module @m {
  gpu.func @loop_of_the_thread_in_a_block(%out: memref<64xf32>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %one = arith.constant 1.0 : f32
    %u = arith.cmpi ult, %n, %c4 : index
    cf.cond_br %u, ^work, ^done
  ^work:
    scf.for %i = %c0 to %tx step %c1 {
      %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %b, %out[%tx] : memref<64xf32>
    }
    cf.br ^done
  ^done:
    gpu.return
  }
}
