// Parallel loops inside a kernel (scf.parallel, scf.forall, affine.parallel) mapped to no hardware
// ids run their iterations one after another in every thread (upstream lowers them to sequential
// loops): a barrier in their body separates as in an scf.for, a barrier may be inserted in their
// body, and buffers of two such loops with a kernel barrier between share. A forall mapped to
// threads parts them: its inner barrier separates nothing, and nothing is inserted in it.
// RUN: smem-opt %s --split-input-file -p smem-coalesce | filecheck %s --check-prefix=PLAIN
// RUN: smem-opt %s --split-input-file -p 'smem-coalesce{insert-barriers=true}' | filecheck %s --check-prefix=INSERT
// RUN: smem-opt %s --split-input-file -p 'smem-coalesce{insert-barriers=true}' --check -o %t 2>&1 | filecheck %s --check-prefix=RAN

// Three loops, two 1 KiB buffers each, a barrier between them inside and one after each loop:
// 2 KiB as written (the loops' back edges have no barrier, so a and b of one loop stay apart);
// 1 KiB with one barrier inserted at the top of each loop's body.
// PLAIN-LABEL: gpu.func @par
// PLAIN-SAME: smem.arena_bytes = 2048
// INSERT-LABEL: gpu.func @par
// INSERT-SAME: smem.arena_bytes = 1024
// INSERT: scf.parallel
// INSERT-NEXT: gpu.barrier
// INSERT: scf.forall
// INSERT-NEXT: gpu.barrier
// INSERT: "affine.parallel"
// INSERT-NEXT: ^bb0
// INSERT-NEXT: gpu.barrier
// RAN: ran @m::@par: {{.*}} 12 of 12 op(s) on shared memory ran
gpu.module @m {
  gpu.func @par(%in: memref<256xf32>, %out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %x = memref.load %in[%tx] : memref<256xf32>
    %acc = memref.alloca() : memref<1xf32>
    memref.store %x, %acc[%c0] : memref<1xf32>
    scf.parallel (%i) = (%c0) to (%c2) step (%c1) {
      %a = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
      %b = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
      %v = memref.load %acc[%c0] : memref<1xf32>
      memref.store %v, %a[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %w = memref.load %a[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      memref.store %w, %b[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %y = memref.load %b[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %y, %acc[%c0] : memref<1xf32>
      scf.reduce
    }
    gpu.barrier
    scf.forall (%i) in (2) {
      %a = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
      %b = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
      %v = memref.load %acc[%c0] : memref<1xf32>
      memref.store %v, %a[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %w = memref.load %a[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      memref.store %w, %b[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %y = memref.load %b[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %y, %acc[%c0] : memref<1xf32>
      
    }
    gpu.barrier
    affine.parallel (%i) = (0) to (2) {
      %a = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
      %b = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
      %v = memref.load %acc[%c0] : memref<1xf32>
      memref.store %v, %a[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %w = memref.load %a[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      memref.store %w, %b[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %y = memref.load %b[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %y, %acc[%c0] : memref<1xf32>
      
    }
    gpu.barrier
    %r = memref.load %acc[%c0] : memref<1xf32>
    memref.store %r, %out[%tx] : memref<256xf32>
    gpu.return
  }
}

// -----

// Mapped to threads: divergent. a and b stay apart, no barrier is inserted inside.
// PLAIN-LABEL: gpu.func @mapped
// PLAIN-SAME: smem.arena_bytes = 2048
// INSERT-LABEL: gpu.func @mapped
// INSERT-SAME: smem.arena_bytes = 2048
// INSERT-NOT: smem.inserted_barriers
// RAN: ran @m::@mapped
gpu.module @m {
  gpu.func @mapped(%in: memref<256xf32>, %out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %x = memref.load %in[%tx] : memref<256xf32>
    %acc = memref.alloca() : memref<1xf32>
    memref.store %x, %acc[%c0] : memref<1xf32>
    scf.forall (%i) in (2) {
      %a = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
      %b = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
      %v = memref.load %acc[%c0] : memref<1xf32>
      memref.store %v, %a[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %w = memref.load %a[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      memref.store %w, %b[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %y = memref.load %b[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %y, %acc[%c0] : memref<1xf32>
    } {mapping = [#gpu.thread<x>]}
    gpu.barrier
    %r = memref.load %acc[%c0] : memref<1xf32>
    memref.store %r, %out[%tx] : memref<256xf32>
    gpu.return
  }
}
