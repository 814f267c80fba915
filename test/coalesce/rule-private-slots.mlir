// Design §3, rule 3 (private slots): a per-thread memref.alloca that never escapes, whose every
// store stores a uniform value under uniform control and whose every load is dominated by a store,
// has uniform loads. numba keeps its loop counters so. Each kernel is a loop of branches whose
// counter lives in such a slot (and, so that every run ends, also counts its trips to at most 8 in
// a block argument): A is used in the loop body, which ends with a barrier; B after the loop. When
// the loop is uniform, the barrier separates them (256 B); when the counter may differ between
// threads, the loop is divergent, its barrier separates nothing and A and B stay apart (512 B).
// Every buffer is 256 bytes.
// RUN: smem-opt %s --split-input-file --allow-unregistered-dialect -p smem-coalesce,smem-verify-plan | filecheck %s

// The counter starts at a constant and grows by a constant: every load is uniform.
// CHECK-LABEL: gpu.func @slot_uniform
// CHECK-SAME: smem.arena_bytes = 256 : i64
gpu.module @m {
  gpu.func @slot_uniform(%out: memref<64xf32>, %n: i64) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %zero = arith.constant 0 : i64
    %one = arith.constant 1 : i64
    %f = arith.constant 1.0 : f32
    %slot = memref.alloca() : memref<1xi64>
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %zero, %slot[%c0] : memref<1xi64>
    cf.br ^head(%c0 : index)
  ^head(%k: index):
    %i = memref.load %slot[%c0] : memref<1xi64>
    %below = arith.cmpi slt, %i, %n : i64
    %few = arith.cmpi ult, %k, %c8 : index
    %go = arith.andi %below, %few : i1
    cf.cond_br %go, ^body, ^exit
  ^body:
    memref.store %f, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %a, %out[%tx] : memref<64xf32>
    gpu.barrier
    %k1 = arith.addi %k, %c1 : index
    %i1 = arith.addi %i, %one : i64
    memref.store %i1, %slot[%c0] : memref<1xi64>
    cf.br ^head(%k1 : index)
  ^exit:
    memref.store %f, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// The counter grows by the thread id: a divergent value is stored, the slot does not qualify.
// CHECK-LABEL: gpu.func @slot_divergent_value
// CHECK-SAME: smem.arena_bytes = 512 : i64
gpu.module @m {
  gpu.func @slot_divergent_value(%out: memref<64xf32>, %n: i64) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %zero = arith.constant 0 : i64
    %one = arith.constant 1 : i64
    %f = arith.constant 1.0 : f32
    %slot = memref.alloca() : memref<1xi64>
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %zero, %slot[%c0] : memref<1xi64>
    cf.br ^head(%c0 : index)
  ^head(%k: index):
    %i = memref.load %slot[%c0] : memref<1xi64>
    %below = arith.cmpi slt, %i, %n : i64
    %few = arith.cmpi ult, %k, %c8 : index
    %go = arith.andi %below, %few : i1
    cf.cond_br %go, ^body, ^exit
  ^body:
    memref.store %f, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %a, %out[%tx] : memref<64xf32>
    gpu.barrier
    %k1 = arith.addi %k, %c1 : index
    %t = arith.index_cast %tx : index to i64
    %i1 = arith.addi %i, %t : i64
    memref.store %i1, %slot[%c0] : memref<1xi64>
    cf.br ^head(%k1 : index)
  ^exit:
    memref.store %f, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// The counter starts at the thread id.
// CHECK-LABEL: gpu.func @slot_divergent_start
// CHECK-SAME: smem.arena_bytes = 512 : i64
gpu.module @m {
  gpu.func @slot_divergent_start(%out: memref<64xf32>, %n: i64) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %zero = arith.constant 0 : i64
    %one = arith.constant 1 : i64
    %f = arith.constant 1.0 : f32
    %slot = memref.alloca() : memref<1xi64>
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %t = arith.index_cast %tx : index to i64
    memref.store %t, %slot[%c0] : memref<1xi64>
    cf.br ^head(%c0 : index)
  ^head(%k: index):
    %i = memref.load %slot[%c0] : memref<1xi64>
    %below = arith.cmpi slt, %i, %n : i64
    %few = arith.cmpi ult, %k, %c8 : index
    %go = arith.andi %below, %few : i1
    cf.cond_br %go, ^body, ^exit
  ^body:
    memref.store %f, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %a, %out[%tx] : memref<64xf32>
    gpu.barrier
    %k1 = arith.addi %k, %c1 : index
    %i1 = arith.addi %i, %one : i64
    memref.store %i1, %slot[%c0] : memref<1xi64>
    cf.br ^head(%k1 : index)
  ^exit:
    memref.store %f, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// The counter is stepped only in the threads of the lower half (a store under a branch on the
// thread id): after the first trip the threads disagree about it.
// CHECK-LABEL: gpu.func @slot_stored_under_divergent_control
// CHECK-SAME: smem.arena_bytes = 512 : i64
gpu.module @m {
  gpu.func @slot_stored_under_divergent_control(%out: memref<64xf32>, %n: i64) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %zero = arith.constant 0 : i64
    %one = arith.constant 1 : i64
    %f = arith.constant 1.0 : f32
    %slot = memref.alloca() : memref<1xi64>
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %zero, %slot[%c0] : memref<1xi64>
    cf.br ^head(%c0 : index)
  ^head(%k: index):
    %i = memref.load %slot[%c0] : memref<1xi64>
    %below = arith.cmpi slt, %i, %n : i64
    %few = arith.cmpi ult, %k, %c8 : index
    %go = arith.andi %below, %few : i1
    cf.cond_br %go, ^body, ^exit
  ^body:
    memref.store %f, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %a, %out[%tx] : memref<64xf32>
    gpu.barrier
    %k1 = arith.addi %k, %c1 : index
    %i1 = arith.addi %i, %one : i64
    %c32 = arith.constant 32 : index
    %low = arith.cmpi ult, %tx, %c32 : index
    cf.cond_br %low, ^step, ^head(%k1 : index)
  ^step:
    memref.store %i1, %slot[%c0] : memref<1xi64>
    cf.br ^head(%k1 : index)
  ^exit:
    memref.store %f, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// No store before the loop: the first load reads whatever each thread's stack held.
// CHECK-LABEL: gpu.func @slot_read_before_stored
// CHECK-SAME: smem.arena_bytes = 512 : i64
gpu.module @m {
  gpu.func @slot_read_before_stored(%out: memref<64xf32>, %n: i64) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %zero = arith.constant 0 : i64
    %one = arith.constant 1 : i64
    %f = arith.constant 1.0 : f32
    %slot = memref.alloca() : memref<1xi64>
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    cf.br ^head(%c0 : index)
  ^head(%k: index):
    %i = memref.load %slot[%c0] : memref<1xi64>
    %below = arith.cmpi slt, %i, %n : i64
    %few = arith.cmpi ult, %k, %c8 : index
    %go = arith.andi %below, %few : i1
    cf.cond_br %go, ^body, ^exit
  ^body:
    memref.store %f, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %a, %out[%tx] : memref<64xf32>
    gpu.barrier
    %k1 = arith.addi %k, %c1 : index
    %i1 = arith.addi %i, %one : i64
    memref.store %i1, %slot[%c0] : memref<1xi64>
    cf.br ^head(%k1 : index)
  ^exit:
    memref.store %f, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// The slot is handed to an op nobody described: it may be written by it, the slot does not
// qualify.
// CHECK-LABEL: gpu.func @slot_escapes
// CHECK-SAME: smem.arena_bytes = 512 : i64
gpu.module @m {
  gpu.func @slot_escapes(%out: memref<64xf32>, %n: i64) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %zero = arith.constant 0 : i64
    %one = arith.constant 1 : i64
    %f = arith.constant 1.0 : f32
    %slot = memref.alloca() : memref<1xi64>
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %zero, %slot[%c0] : memref<1xi64>
    "test.opaque"(%slot) : (memref<1xi64>) -> ()
    cf.br ^head(%c0 : index)
  ^head(%k: index):
    %i = memref.load %slot[%c0] : memref<1xi64>
    %below = arith.cmpi slt, %i, %n : i64
    %few = arith.cmpi ult, %k, %c8 : index
    %go = arith.andi %below, %few : i1
    cf.cond_br %go, ^body, ^exit
  ^body:
    memref.store %f, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %a, %out[%tx] : memref<64xf32>
    gpu.barrier
    %k1 = arith.addi %k, %c1 : index
    %i1 = arith.addi %i, %one : i64
    memref.store %i1, %slot[%c0] : memref<1xi64>
    cf.br ^head(%k1 : index)
  ^exit:
    memref.store %f, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// A store at an index that is not a constant (zero, computed from the thread id): the slot does
// not qualify.
// CHECK-LABEL: gpu.func @slot_stored_at_divergent_index
// CHECK-SAME: smem.arena_bytes = 512 : i64
gpu.module @m {
  gpu.func @slot_stored_at_divergent_index(%out: memref<64xf32>, %n: i64) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %zero = arith.constant 0 : i64
    %one = arith.constant 1 : i64
    %f = arith.constant 1.0 : f32
    %slot = memref.alloca() : memref<1xi64>
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %zero, %slot[%c0] : memref<1xi64>
    cf.br ^head(%c0 : index)
  ^head(%k: index):
    %i = memref.load %slot[%c0] : memref<1xi64>
    %below = arith.cmpi slt, %i, %n : i64
    %few = arith.cmpi ult, %k, %c8 : index
    %go = arith.andi %below, %few : i1
    cf.cond_br %go, ^body, ^exit
  ^body:
    memref.store %f, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %a, %out[%tx] : memref<64xf32>
    gpu.barrier
    %k1 = arith.addi %k, %c1 : index
    %i1 = arith.addi %i, %one : i64
    %z = arith.subi %tx, %tx : index
    memref.store %i1, %slot[%z] : memref<1xi64>
    cf.br ^head(%k1 : index)
  ^exit:
    memref.store %f, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}
