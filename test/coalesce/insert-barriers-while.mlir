// Design §3, insert-barriers, across the two regions of an scf.while: a buffer used in the
// condition region and one used in the body can share once a barrier lies on every path from
// one to the other: within an iteration (the rest of the condition region, or the start of the
// body) and round the back edge (the rest of the body, or the start of the condition region
// in the next iteration). A while on a thread-dependent bound takes no barrier and keeps them
// apart. Each thread reads its neighbour's element, so a plan missing either barrier races.
// smem-verify-plan accepts each plan and --check runs each kernel against its input.
// RUN: smem-opt %s --split-input-file -p 'smem-coalesce{insert-barriers=true},smem-verify-plan' | filecheck %s
// RUN: smem-opt %s --split-input-file -p 'smem-coalesce,smem-verify-plan' | filecheck %s --check-prefix=NONE
// RUN: smem-opt %s --split-input-file -p 'smem-coalesce{insert-barriers=true}' --check -o %t.out 2>&1 | filecheck %s --check-prefix=RAN
// RAN-COUNT-2: check: 1 kernel(s), {{.*}} against the reference: no difference

// NONE-LABEL: gpu.func @while_regions
// NONE-SAME: smem.arena_bytes = 512 : i64
// CHECK-LABEL: gpu.func @while_regions
// CHECK-SAME: smem.arena_bytes = 256 : i64
// CHECK-SAME: smem.inserted_barriers = 2 : i64
// CHECK: scf.while
// CHECK-NEXT: gpu.barrier
// CHECK: %a = memref.load %A
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: %go = arith.cmpi
// CHECK: } do {
// CHECK-NOT: gpu.barrier
// CHECK: memref.store %v, %B
gpu.module @m {
  gpu.func @while_regions(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %one = arith.constant 1.0 : f32
    %c64 = arith.constant 64 : index
    %tx1 = arith.addi %tx, %c1 : index
    %nb = arith.remui %tx1, %c64 : index
    %r:2 = scf.while (%i = %c0) : (index) -> (index, f32) {
      %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %a = memref.load %A[%nb] : memref<64xf32, #gpu.address_space<workgroup>>
      %go = arith.cmpi slt, %i, %c4 : index
      scf.condition(%go) %i, %a : index, f32
    } do {
    ^bb0(%j: index, %v: f32):
      %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %v, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %b = memref.load %B[%nb] : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %b, %out[%tx] : memref<64xf32>
      %k = arith.addi %j, %c1 : index
      scf.yield %k : index
    }
    gpu.return
  }
}

// -----

// The same on a bound that differs between threads: the while is divergent, no barrier goes in
// it, and the two buffers stay apart.
// NONE-LABEL: gpu.func @while_on_thread_id
// NONE-SAME: smem.arena_bytes = 512 : i64
// CHECK-LABEL: gpu.func @while_on_thread_id
// CHECK-SAME: smem.arena_bytes = 512 : i64
// CHECK-NOT: smem.inserted_barriers
gpu.module @m {
  gpu.func @while_on_thread_id(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %one = arith.constant 1.0 : f32
    %c64 = arith.constant 64 : index
    %tx1 = arith.addi %tx, %c1 : index
    %nb = arith.remui %tx1, %c64 : index
    %r:2 = scf.while (%i = %c0) : (index) -> (index, f32) {
      %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %a = memref.load %A[%nb] : memref<64xf32, #gpu.address_space<workgroup>>
      %lim = arith.addi %tx, %c1 : index
      %go = arith.cmpi slt, %i, %lim : index
      scf.condition(%go) %i, %a : index, f32
    } do {
    ^bb0(%j: index, %v: f32):
      %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %v, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %b = memref.load %B[%nb] : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %b, %out[%tx] : memref<64xf32>
      %k = arith.addi %j, %c1 : index
      scf.yield %k : index
    }
    gpu.return
  }
}
