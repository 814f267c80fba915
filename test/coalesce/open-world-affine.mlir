// Design §3, Open world: affine.for is a loop (rule 1 and the wrap-around path), affine.if is a
// branch with the divergence rule of scf.if. Each overlapping pair below must be disjoint.
// RUN: smem-opt %s --split-input-file -p smem-coalesce,smem-verify-plan | filecheck %s

// A is carried across iterations of the affine.for; B is written in the body after A's read.
// B must not take A's bytes.
// CHECK-LABEL: gpu.func @affine_carried
// CHECK-SAME: smem.arena_bytes = 512 : i64
// CHECK-DAG: %A_offset = arith.constant {{0|256}} : index
// CHECK-DAG: %B_offset = arith.constant {{256|0}} : index
gpu.module @m {
  gpu.func @affine_carried(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    affine.for %i = 0 to 4 {
      gpu.barrier
      %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %c = arith.addf %b, %one : f32
      gpu.barrier
      memref.store %c, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %r = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %r, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// Two per-iteration buffers of an affine.for body: X then (barrier) Y, and no barrier at the end
// of the body: Y in iteration i and X in iteration i+1 race on the wrap-around path.
// CHECK-LABEL: gpu.func @affine_wrap_around
// CHECK-SAME: smem.arena_bytes = 512 : i64
gpu.module @m {
  gpu.func @affine_wrap_around(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    affine.for %i = 0 to 4 {
      %X = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %one, %X[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %x = memref.load %X[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %Y = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %x, %Y[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %y = memref.load %Y[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %y, %out[%tx] : memref<64xf32>
    }
    gpu.return
  }
}

// -----

// The same with a barrier closing the body: every path between them now has one.
// CHECK-LABEL: gpu.func @affine_wrap_around_closed
// CHECK-SAME: smem.arena_bytes = 256 : i64
gpu.module @m {
  gpu.func @affine_wrap_around_closed(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    affine.for %i = 0 to 4 {
      %X = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %one, %X[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %x = memref.load %X[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %Y = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %x, %Y[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %y = memref.load %Y[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %y, %out[%tx] : memref<64xf32>
      gpu.barrier
    }
    gpu.return
  }
}

// -----

// A barrier inside an affine.for that may run zero times separates nothing.
// CHECK-LABEL: gpu.func @affine_zero_trip_barrier
// CHECK-SAME: smem.arena_bytes = 512 : i64
gpu.module @m {
  gpu.func @affine_zero_trip_barrier(%out: memref<64xf32>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    affine.for %i = 0 to %n {
      gpu.barrier
    }
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// A uniform affine.if: its two arms never run together, so their buffers share.
// CHECK-LABEL: gpu.func @affine_if_uniform
// CHECK-SAME: smem.arena_bytes = 256 : i64
gpu.module @m {
  gpu.func @affine_if_uniform(%out: memref<64xf32>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    "affine.if"(%n) <{condition = affine_set<(d0) : (d0 - 8 >= 0)>}> ({
      %T = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %one, %T[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %t = memref.load %T[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %t, %out[%tx] : memref<64xf32>
      "affine.yield"() : () -> ()
    }, {
      %E = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %one, %E[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %e = memref.load %E[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %e, %out[%tx] : memref<64xf32>
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    gpu.return
  }
}

// -----

// A thread-dependent affine.if: both arms run at once in different threads; no sharing.
// CHECK-LABEL: gpu.func @affine_if_divergent
// CHECK-SAME: smem.arena_bytes = 512 : i64
gpu.module @m {
  gpu.func @affine_if_divergent(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    "affine.if"(%tx) <{condition = affine_set<(d0) : (d0 - 32 >= 0)>}> ({
      %T = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %one, %T[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %t = memref.load %T[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %t, %out[%tx] : memref<64xf32>
      "affine.yield"() : () -> ()
    }, {
      %E = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %one, %E[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %e = memref.load %E[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %e, %out[%tx] : memref<64xf32>
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    gpu.return
  }
}
