// Design §3, Open world: every op that may run a region more than once is a loop, and an op with
// regions the pass does not know may run them any number of times, in any order, perhaps in some
// threads only: a barrier inside it separates nothing, and a buffer allocated outside it and used
// inside is live over all of it.
// RUN: smem-opt %s --split-input-file --allow-unregistered-dialect -p smem-coalesce,smem-verify-plan | filecheck %s

// A is allocated outside an unknown region op and used inside it before a barrier; B after.
// The op may run its region again: A and B must not share.
// CHECK-LABEL: gpu.func @unknown_region_op
// CHECK-SAME: smem.arena_bytes = 512 : i64
gpu.module @m {
  gpu.func @unknown_region_op(%out: memref<64xf32>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    "x.repeat"(%n) ({
      %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      memref.store %b, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      "x.yield"() : () -> ()
    }) : (index) -> ()
    gpu.barrier
    %r = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %r, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// Buffers allocated inside the unknown op's region: its barrier does not count either (some
// threads may not run it), so X and Y do not share.
// CHECK-LABEL: gpu.func @unknown_region_inner_buffers
// CHECK-SAME: smem.arena_bytes = 512 : i64
gpu.module @m {
  gpu.func @unknown_region_inner_buffers(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    "x.once"() ({
      %X = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %one, %X[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %x = memref.load %X[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %Y = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %x, %Y[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %y = memref.load %Y[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %y, %out[%tx] : memref<64xf32>
      "x.yield"() : () -> ()
    }) : () -> ()
    gpu.return
  }
}

// -----

// Buffers outside the unknown op still share around it, separated by barriers.
// CHECK-LABEL: gpu.func @unknown_region_outside
// CHECK-SAME: smem.arena_bytes = 256 : i64
gpu.module @m {
  gpu.func @unknown_region_outside(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    "x.once"() ({
      %s = arith.addf %a, %one : f32
      "x.yield"() : () -> ()
    }) : () -> ()
    gpu.barrier
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// scf.parallel is a loop: A allocated outside, used in its body, is live over all of it.
// CHECK-LABEL: gpu.func @scf_parallel_carried
// CHECK-SAME: smem.arena_bytes = 512 : i64
gpu.module @m {
  gpu.func @scf_parallel_carried(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %one = arith.constant 1.0 : f32
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
      gpu.barrier
      %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      memref.store %b, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      scf.reduce
    }
    gpu.return
  }
}
