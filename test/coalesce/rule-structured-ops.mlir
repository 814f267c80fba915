// linalg's structured ops on memrefs (linalg.copy, linalg.fill, linalg.generic, linalg.matmul:
// what transform.structured.promote leaves) read their inputs and write their outputs: each memref
// operand is an access of its buffer at the op, not a capture. A barrier between two such ops
// separates them as it separates loads and stores, whoever runs the op: every thread the whole op
// (a block of one thread, as tile_using_forall without a thread mapping leaves it), or each thread
// its slice (a forall mapped to threads around the op). Their payloads run per element: an access
// of shared memory inside one counts over the whole op.
// RUN: smem-opt %s --split-input-file -p smem-coalesce | filecheck %s
// RUN: smem-opt %s --split-input-file -p smem-coalesce,smem-verify-plan -o /dev/null
// RUN: smem-opt %s --split-input-file -p smem-coalesce --check -o /dev/null 2>&1 | filecheck %s --check-prefix=RAN

// One thread runs each op whole; a barrier after every op: the two tiles share.
// CHECK-LABEL: gpu.func @whole_ops
// CHECK-SAME: smem.arena_bytes = 4096
// CHECK-SAME: smem.lower_bound = 4096
// CHECK-SAME: smem.optimal
// RAN: ran @m::@whole_ops: {{.*}} 4 of 4 op(s) on shared memory ran
gpu.module @m {
  gpu.func @whole_ops(%in: memref<32x32xf32>, %out: memref<32x32xf32>) kernel attributes {known_block_size = array<i32: 1, 1, 1>} {
    %zero = arith.constant 0.0 : f32
    %x = memref.alloc() : memref<32x32xf32, #gpu.address_space<workgroup>>
    %y = memref.alloc() : memref<32x32xf32, #gpu.address_space<workgroup>>
    linalg.copy ins(%in : memref<32x32xf32>) outs(%x : memref<32x32xf32, #gpu.address_space<workgroup>>)
    gpu.barrier
    linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x : memref<32x32xf32, #gpu.address_space<workgroup>>) outs(%out : memref<32x32xf32>) {
    ^bb0(%a: f32, %b: f32):
      linalg.yield %a : f32
    }
    gpu.barrier
    linalg.fill ins(%zero : f32) outs(%y : memref<32x32xf32, #gpu.address_space<workgroup>>)
    gpu.barrier
    linalg.copy ins(%y : memref<32x32xf32, #gpu.address_space<workgroup>>) outs(%out : memref<32x32xf32>)
    gpu.return
  }
}

// -----

// No barrier between the generic that reads x and the fill of y, and 32 threads run each op:
// another thread may still read x while this one fills y, so they stay apart (a fact of the
// kernel: the bound is 8192). With one thread, program order would separate them.
// CHECK-LABEL: gpu.func @no_barrier
// CHECK-SAME: smem.arena_bytes = 8192
// CHECK-SAME: smem.lower_bound = 8192
gpu.module @m {
  gpu.func @no_barrier(%in: memref<32x32xf32>, %out: memref<32x32xf32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %zero = arith.constant 0.0 : f32
    %x = memref.alloc() : memref<32x32xf32, #gpu.address_space<workgroup>>
    %y = memref.alloc() : memref<32x32xf32, #gpu.address_space<workgroup>>
    linalg.copy ins(%in : memref<32x32xf32>) outs(%x : memref<32x32xf32, #gpu.address_space<workgroup>>)
    gpu.barrier
    linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x : memref<32x32xf32, #gpu.address_space<workgroup>>) outs(%out : memref<32x32xf32>) {
    ^bb0(%a: f32, %b: f32):
      linalg.yield %a : f32
    }
    linalg.fill ins(%zero : f32) outs(%y : memref<32x32xf32, #gpu.address_space<workgroup>>)
    gpu.barrier
    linalg.copy ins(%y : memref<32x32xf32, #gpu.address_space<workgroup>>) outs(%out : memref<32x32xf32>)
    gpu.return
  }
}

// -----

// A payload that loads from a shared tile it was not given as an operand (z, read from above):
// that load is an access of z over the whole generic; after the barrier, y may take z's bytes.
// CHECK-LABEL: gpu.func @payload_reads
// CHECK-SAME: smem.arena_bytes = 128
// RAN: ran @m::@payload_reads: {{.*}} 4 of 4 op(s) on shared memory ran
gpu.module @m {
  gpu.func @payload_reads(%in: memref<32xf32>, %out: memref<32xf32>) kernel attributes {known_block_size = array<i32: 1, 1, 1>} {
    %c3 = arith.constant 3 : index
    %z = memref.alloc() : memref<32xf32, #gpu.address_space<workgroup>>
    %y = memref.alloc() : memref<32xf32, #gpu.address_space<workgroup>>
    memref.copy %in, %z : memref<32xf32> to memref<32xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]} outs(%out : memref<32xf32>) {
    ^bb0(%b: f32):
      %v = memref.load %z[%c3] : memref<32xf32, #gpu.address_space<workgroup>>
      %s = arith.addf %v, %b : f32
      linalg.yield %s : f32
    }
    gpu.barrier
    memref.copy %in, %y : memref<32xf32> to memref<32xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    linalg.copy ins(%y : memref<32xf32, #gpu.address_space<workgroup>>) outs(%out : memref<32xf32>)
    gpu.return
  }
}

// -----

// Each of 32 threads copies its own row in and a column out (a forall mapped to threads around
// each op, as map_nested_forall_to_threads leaves it), a barrier after each forall: the tiles share.
// CHECK-LABEL: gpu.func @thread_slices
// CHECK-SAME: smem.arena_bytes = 4096
// CHECK-SAME: smem.optimal
// RAN: ran @m::@thread_slices: {{.*}} 4 of 4 op(s) on shared memory ran
gpu.module @m {
  gpu.func @thread_slices(%in: memref<32x32xf32>, %out: memref<32x32xf32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %x = memref.alloc() : memref<32x32xf32, #gpu.address_space<workgroup>>
    %y = memref.alloc() : memref<32x32xf32, #gpu.address_space<workgroup>>
    scf.forall (%t) in (32) {
      %src = memref.subview %in[%t, 0] [1, 32] [1, 1] : memref<32x32xf32> to memref<32xf32, strided<[1], offset: ?>>
      %dst = memref.subview %x[%t, 0] [1, 32] [1, 1] : memref<32x32xf32, #gpu.address_space<workgroup>> to memref<32xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>
      linalg.copy ins(%src : memref<32xf32, strided<[1], offset: ?>>) outs(%dst : memref<32xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>)
    } {mapping = [#gpu.thread<x>]}
    gpu.barrier
    scf.forall (%t) in (32) {
      %src = memref.subview %x[0, %t] [32, 1] [1, 1] : memref<32x32xf32, #gpu.address_space<workgroup>> to memref<32xf32, strided<[32], offset: ?>, #gpu.address_space<workgroup>>
      %dst = memref.subview %out[%t, 0] [1, 32] [1, 1] : memref<32x32xf32> to memref<32xf32, strided<[1], offset: ?>>
      linalg.copy ins(%src : memref<32xf32, strided<[32], offset: ?>, #gpu.address_space<workgroup>>) outs(%dst : memref<32xf32, strided<[1], offset: ?>>)
    } {mapping = [#gpu.thread<x>]}
    gpu.barrier
    scf.forall (%t) in (32) {
      %src = memref.subview %out[%t, 0] [1, 32] [1, 1] : memref<32x32xf32> to memref<32xf32, strided<[1], offset: ?>>
      %dst = memref.subview %y[%t, 0] [1, 32] [1, 1] : memref<32x32xf32, #gpu.address_space<workgroup>> to memref<32xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>
      linalg.copy ins(%src : memref<32xf32, strided<[1], offset: ?>>) outs(%dst : memref<32xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>)
    } {mapping = [#gpu.thread<x>]}
    gpu.barrier
    scf.forall (%t) in (32) {
      %src = memref.subview %y[0, %t] [32, 1] [1, 1] : memref<32x32xf32, #gpu.address_space<workgroup>> to memref<32xf32, strided<[32], offset: ?>, #gpu.address_space<workgroup>>
      %dst = memref.subview %out[%t, 0] [1, 32] [1, 1] : memref<32x32xf32> to memref<32xf32, strided<[1], offset: ?>>
      linalg.copy ins(%src : memref<32xf32, strided<[32], offset: ?>, #gpu.address_space<workgroup>>) outs(%dst : memref<32xf32, strided<[1], offset: ?>>)
    } {mapping = [#gpu.thread<x>]}
    gpu.return
  }
}
