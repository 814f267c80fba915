// A block of one thread (its size known to be 1x1x1: what tile_using_forall and
// map_forall_to_blocks leave when no forall is mapped to threads) has no other thread: program
// order alone orders its accesses, so buffers whose spans do not meet share without a barrier.
// The same kernel with two threads keeps them apart (another thread may still read x). Spans
// still count: an async copy in flight keeps its buffer live until its wait, thread or not.
// RUN: smem-opt %s --split-input-file -p smem-coalesce,smem-verify-plan | filecheck %s
// RUN: smem-opt %s --split-input-file -p smem-coalesce --check -o /dev/null 2>&1 | filecheck %s --check-prefix=RAN

// CHECK-LABEL: gpu.func @one_thread
// CHECK-SAME: smem.arena_bytes = 256
// RAN: ran @m::@one_thread: {{.*}} 1 thread(s), {{.*}} 4 of 4 op(s) on shared memory ran
gpu.module @m {
  gpu.func @one_thread(%in: memref<64xf32>, %out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 1, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %x = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %y = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    scf.for %i = %c0 to %c64 step %c1 {
      %v = memref.load %in[%i] : memref<64xf32>
      memref.store %v, %x[%i] : memref<64xf32, #gpu.address_space<workgroup>>
    }
    scf.for %i = %c0 to %c64 step %c1 {
      %v = memref.load %x[%i] : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %v, %out[%i] : memref<64xf32>
    }
    scf.for %i = %c0 to %c64 step %c1 {
      %j = arith.subi %c64, %i : index
      %k = arith.subi %j, %c1 : index
      %v = memref.load %in[%k] : memref<64xf32>
      memref.store %v, %y[%i] : memref<64xf32, #gpu.address_space<workgroup>>
    }
    scf.for %i = %c0 to %c64 step %c1 {
      %v = memref.load %y[%i] : memref<64xf32, #gpu.address_space<workgroup>>
      %w = memref.load %out[%i] : memref<64xf32>
      %s = arith.addf %v, %w : f32
      memref.store %s, %out[%i] : memref<64xf32>
    }
    gpu.return
  }
}

// -----

// CHECK-LABEL: gpu.func @two_threads
// CHECK-SAME: smem.arena_bytes = 512
gpu.module @m {
  gpu.func @two_threads(%in: memref<64xf32>, %out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 2, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %x = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %y = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    scf.for %i = %c0 to %c64 step %c1 {
      %v = memref.load %in[%i] : memref<64xf32>
      memref.store %v, %x[%i] : memref<64xf32, #gpu.address_space<workgroup>>
    }
    scf.for %i = %c0 to %c64 step %c1 {
      %v = memref.load %x[%i] : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %v, %out[%i] : memref<64xf32>
    }
    scf.for %i = %c0 to %c64 step %c1 {
      %v = memref.load %in[%i] : memref<64xf32>
      memref.store %v, %y[%i] : memref<64xf32, #gpu.address_space<workgroup>>
    }
    gpu.return
  }
}

// -----

// One thread, but x's copy is in flight until the wait: y, written before it, keeps its own bytes.
// CHECK-LABEL: smem.kernel @one_thread_async
// CHECK-SAME: smem.arena_bytes = 512
!wg = memref<64xf32, #gpu.address_space<workgroup>>
smem.kernel @one_thread_async(%in: memref<64xf32>, %out: memref<64xf32>) block_size = [1] {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %X = smem.alloc : !wg
  %t = smem.async_copy %in[%c0], %X[%c0], 4 : memref<64xf32> to !wg
  %g = smem.async_commit %t
  %Y = smem.alloc : !wg
  %v = memref.load %in[%c1] : memref<64xf32>
  memref.store %v, %Y[%c0] : !wg
  %w = memref.load %Y[%c0] : !wg
  smem.async_wait %g {pending = 0}
  %x = memref.load %X[%c0] : !wg
  %s = arith.addf %x, %w : f32
  memref.store %s, %out[%c0] : memref<64xf32>
  smem.return
}
