// Design §3, Open world: kernel bodies of several blocks (cf.br, cf.cond_br, cf.switch) are
// followed along their paths. A barrier separates two accesses only when it lies on every path
// between them, back edges included; a branch on a divergent value makes every block up to its
// immediate post-dominator divergent (no barrier counts there, each access counts over the whole
// region); a cycle of branches widens a buffer allocated outside it; the alternatives of a uniform
// branch never run together. Every buffer is 256 bytes: 256 means A and B share, 512 that they
// may not.
// RUN: smem-opt %s --split-input-file -p smem-coalesce,smem-verify-plan | filecheck %s

// A diamond on a kernel argument (uniform): A only in one arm, B only in the other. No path joins
// them, so they share.
// CHECK-LABEL: gpu.func @diamond_uniform
// CHECK-SAME: smem.arena_bytes = 256 : i64
gpu.module @m {
  gpu.func @diamond_uniform(%out: memref<64xf32>, %flag: i1) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    cf.cond_br %flag, ^then, ^else
  ^then:
    memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %a, %out[%tx] : memref<64xf32>
    cf.br ^join
  ^else:
    memref.store %one, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    cf.br ^join
  ^join:
    gpu.return
  }
}

// -----

// The same diamond on the thread id: both arms run at once in one block of threads.
// CHECK-LABEL: gpu.func @diamond_divergent
// CHECK-SAME: smem.arena_bytes = 512 : i64
gpu.module @m {
  gpu.func @diamond_divergent(%out: memref<64xf32>, %flag: i1) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c32 = arith.constant 32 : index
    %one = arith.constant 1.0 : f32
    %low = arith.cmpi ult, %tx, %c32 : index
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    cf.cond_br %low, ^then, ^else
  ^then:
    memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %a, %out[%tx] : memref<64xf32>
    cf.br ^join
  ^else:
    memref.store %one, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    cf.br ^join
  ^join:
    gpu.return
  }
}

// -----

// The threads of a divergent diamond meet again at its join (the immediate post-dominator): the
// barrier there runs in every thread and separates A, used in both arms, from B after it.
// CHECK-LABEL: gpu.func @divergent_diamond_then_barrier
// CHECK-SAME: smem.arena_bytes = 256 : i64
gpu.module @m {
  gpu.func @divergent_diamond_then_barrier(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c32 = arith.constant 32 : index
    %one = arith.constant 1.0 : f32
    %two = arith.constant 2.0 : f32
    %low = arith.cmpi ult, %tx, %c32 : index
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    cf.cond_br %low, ^then, ^else
  ^then:
    memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    cf.br ^join
  ^else:
    memref.store %two, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    cf.br ^join
  ^join:
    gpu.barrier
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// A barrier inside a divergent arm separates nothing: only some threads reach it.
// CHECK-LABEL: gpu.func @barrier_in_divergent_arm
// CHECK-SAME: smem.arena_bytes = 512 : i64
gpu.module @m {
  gpu.func @barrier_in_divergent_arm(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c32 = arith.constant 32 : index
    %one = arith.constant 1.0 : f32
    %low = arith.cmpi ult, %tx, %c32 : index
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    cf.cond_br %low, ^then, ^join
  ^then:
    gpu.barrier
    cf.br ^join
  ^join:
    memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// A barrier on one path of a uniform diamond only: the other path joins A's last access to B's
// first one without a barrier.
// CHECK-LABEL: gpu.func @barrier_on_one_path
// CHECK-SAME: smem.arena_bytes = 512 : i64
gpu.module @m {
  gpu.func @barrier_on_one_path(%out: memref<64xf32>, %flag: i1) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    cf.cond_br %flag, ^then, ^else
  ^then:
    gpu.barrier
    cf.br ^join
  ^else:
    cf.br ^join
  ^join:
    memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// The same with a barrier on both paths: every path passes one.
// CHECK-LABEL: gpu.func @barrier_on_both_paths
// CHECK-SAME: smem.arena_bytes = 256 : i64
gpu.module @m {
  gpu.func @barrier_on_both_paths(%out: memref<64xf32>, %flag: i1) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    cf.cond_br %flag, ^then, ^else
  ^then:
    gpu.barrier
    cf.br ^join
  ^else:
    gpu.barrier
    cf.br ^join
  ^join:
    memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// A loop of back edges whose body allocates A and B anew each iteration, a barrier between them
// and one at the end of the body: the back edge into the next iteration passes it, so A and B
// share.
// CHECK-LABEL: gpu.func @loop_with_barrier_on_back_path
// CHECK-SAME: smem.arena_bytes = 256 : i64
gpu.module @m {
  gpu.func @loop_with_barrier_on_back_path(%out: memref<64xf32>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %one = arith.constant 1.0 : f32
    cf.br ^head(%c0 : index)
  ^head(%i: index):
    %more = arith.cmpi slt, %i, %n : index
    cf.cond_br %more, ^body, ^exit
  ^body:
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.barrier
    %next = arith.addi %i, %c1 : index
    cf.br ^head(%next : index)
  ^exit:
    gpu.return
  }
}

// -----

// Without the barrier at the end of the body, B's read in one iteration and A's write in the next
// meet with no barrier between them (the back edge passes none).
// CHECK-LABEL: gpu.func @loop_without_barrier_on_back_path
// CHECK-SAME: smem.arena_bytes = 512 : i64
gpu.module @m {
  gpu.func @loop_without_barrier_on_back_path(%out: memref<64xf32>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %one = arith.constant 1.0 : f32
    cf.br ^head(%c0 : index)
  ^head(%i: index):
    %more = arith.cmpi slt, %i, %n : index
    cf.cond_br %more, ^body, ^exit
  ^body:
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    %next = arith.addi %i, %c1 : index
    cf.br ^head(%next : index)
  ^exit:
    gpu.return
  }
}

// -----

// A is allocated before the loop and written in every iteration: its contents are carried round
// the cycle, so it lives over the whole loop, where B is used.
// CHECK-LABEL: gpu.func @loop_carried_through_cycle
// CHECK-SAME: smem.arena_bytes = 512 : i64
gpu.module @m {
  gpu.func @loop_carried_through_cycle(%out: memref<64xf32>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %one = arith.constant 1.0 : f32
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    cf.br ^head(%c0 : index)
  ^head(%i: index):
    %more = arith.cmpi slt, %i, %n : index
    cf.cond_br %more, ^body, ^exit
  ^body:
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    memref.store %b, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %next = arith.addi %i, %c1 : index
    cf.br ^head(%next : index)
  ^exit:
    gpu.return
  }
}

// -----

// A do-while loop (the test at the end of the body): the body runs at least once, so its barrier
// separates A, used before the loop, from B after it.
// CHECK-LABEL: gpu.func @do_while_runs_once
// CHECK-SAME: smem.arena_bytes = 256 : i64
gpu.module @m {
  gpu.func @do_while_runs_once(%out: memref<64xf32>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %one = arith.constant 1.0 : f32
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    cf.br ^body(%c0 : index)
  ^body(%i: index):
    gpu.barrier
    %next = arith.addi %i, %c1 : index
    %more = arith.cmpi slt, %next, %n : index
    cf.cond_br %more, ^body(%next : index), ^exit
  ^exit:
    memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// The same barrier in a loop tested at its head: the first test may exit at once, and that path
// has no barrier.
// CHECK-LABEL: gpu.func @header_test_may_skip
// CHECK-SAME: smem.arena_bytes = 512 : i64
gpu.module @m {
  gpu.func @header_test_may_skip(%out: memref<64xf32>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %one = arith.constant 1.0 : f32
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    cf.br ^head(%c0 : index)
  ^head(%i: index):
    %more = arith.cmpi slt, %i, %n : index
    cf.cond_br %more, ^body, ^exit
  ^body:
    gpu.barrier
    %next = arith.addi %i, %c1 : index
    cf.br ^head(%next : index)
  ^exit:
    memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// A loop tested at its head whose constant bounds prove a first trip (0 < 2): the edge into the
// head decides the test, so control goes on into the body and passes its barrier.
// CHECK-LABEL: gpu.func @header_test_constant_trip
// CHECK-SAME: smem.arena_bytes = 256 : i64
gpu.module @m {
  gpu.func @header_test_constant_trip(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %one = arith.constant 1.0 : f32
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    cf.br ^head(%c0 : index)
  ^head(%i: index):
    %more = arith.cmpi slt, %i, %c2 : index
    cf.cond_br %more, ^body, ^exit
  ^body:
    gpu.barrier
    %next = arith.addi %i, %c1 : index
    cf.br ^head(%next : index)
  ^exit:
    memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// Nested loops of back edges, A and B allocated (and A written) in the outer body: A is used in
// the inner loop (carried over it, not over the outer loop), B after the inner loop; barriers
// after the inner loop and at the end of the outer body separate them in both directions.
// CHECK-LABEL: gpu.func @nested_loops
// CHECK-SAME: smem.arena_bytes = 256 : i64
gpu.module @m {
  gpu.func @nested_loops(%out: memref<64xf32>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %one = arith.constant 1.0 : f32
    cf.br ^outer(%c0 : index)
  ^outer(%i: index):
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %more_i = arith.cmpi slt, %i, %n : index
    cf.cond_br %more_i, ^inner(%c0 : index), ^exit
  ^inner(%j: index):
    %more_j = arith.cmpi slt, %j, %n : index
    cf.cond_br %more_j, ^inner_body, ^after_inner
  ^inner_body:
    %x = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %y = arith.addf %x, %one : f32
    gpu.barrier
    memref.store %y, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %j1 = arith.addi %j, %c1 : index
    cf.br ^inner(%j1 : index)
  ^after_inner:
    gpu.barrier
    memref.store %one, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.barrier
    %i1 = arith.addi %i, %c1 : index
    cf.br ^outer(%i1 : index)
  ^exit:
    gpu.return
  }
}

// -----

// Without the barrier at the end of the outer body, B's read in one outer iteration reaches A's
// read in the next inner loop with no barrier.
// CHECK-LABEL: gpu.func @nested_loops_open_outer_back_edge
// CHECK-SAME: smem.arena_bytes = 512 : i64
gpu.module @m {
  gpu.func @nested_loops_open_outer_back_edge(%out: memref<64xf32>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %one = arith.constant 1.0 : f32
    cf.br ^outer(%c0 : index)
  ^outer(%i: index):
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %more_i = arith.cmpi slt, %i, %n : index
    cf.cond_br %more_i, ^inner(%c0 : index), ^exit
  ^inner(%j: index):
    %more_j = arith.cmpi slt, %j, %n : index
    cf.cond_br %more_j, ^inner_body, ^after_inner
  ^inner_body:
    %x = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %y = arith.addf %x, %one : f32
    gpu.barrier
    memref.store %y, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %j1 = arith.addi %j, %c1 : index
    cf.br ^inner(%j1 : index)
  ^after_inner:
    gpu.barrier
    memref.store %one, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    %i1 = arith.addi %i, %c1 : index
    cf.br ^outer(%i1 : index)
  ^exit:
    gpu.return
  }
}

// -----

// An early exit on a uniform flag: the threads that go on all reach the barrier.
// CHECK-LABEL: gpu.func @early_exit_uniform
// CHECK-SAME: smem.arena_bytes = 256 : i64
gpu.module @m {
  gpu.func @early_exit_uniform(%out: memref<64xf32>, %flag: i1) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    cf.cond_br %flag, ^done, ^work
  ^work:
    memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  ^done:
    gpu.return
  }
}

// -----

// An early exit on the thread id: the two paths never meet again before the kernel ends, so
// everything after the branch is divergent and its barrier separates nothing.
// CHECK-LABEL: gpu.func @early_exit_divergent
// CHECK-SAME: smem.arena_bytes = 512 : i64
gpu.module @m {
  gpu.func @early_exit_divergent(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c48 = arith.constant 48 : index
    %one = arith.constant 1.0 : f32
    %high = arith.cmpi uge, %tx, %c48 : index
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    cf.cond_br %high, ^done, ^work
  ^work:
    memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  ^done:
    gpu.return
  }
}

// -----

// A reducible cycle whose blocks allocate A and B anew each time round, a barrier after each
// use: per-iteration buffers, separated in both directions.
// CHECK-LABEL: gpu.func @reducible_cycle
// CHECK-SAME: smem.arena_bytes = 256 : i64
gpu.module @m {
  gpu.func @reducible_cycle(%out: memref<64xf32>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    cf.br ^x(%c0 : index)
  ^x(%i: index):
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %a, %out[%tx] : memref<64xf32>
    gpu.barrier
    cf.br ^y(%i : index)
  ^y(%j: index):
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.barrier
    %j1 = arith.addi %j, %c1 : index
    %again = arith.cmpi slt, %j1, %n : index
    cf.cond_br %again, ^x(%j1 : index), ^exit
  ^exit:
    gpu.return
  }
}

// -----

// The same cycle entered at either block (irreducible: no single head): the analysis stays
// conservative there and lets no buffer allocated in it count as per-iteration, so A lives over
// the whole cycle and conflicts with B.
// CHECK-LABEL: gpu.func @irreducible_cycle
// CHECK-SAME: smem.arena_bytes = 512 : i64
gpu.module @m {
  gpu.func @irreducible_cycle(%out: memref<64xf32>, %flag: i1, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    cf.cond_br %flag, ^x(%c0 : index), ^y(%c0 : index)
  ^x(%i: index):
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %a, %out[%tx] : memref<64xf32>
    gpu.barrier
    cf.br ^y(%i : index)
  ^y(%j: index):
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.barrier
    %j1 = arith.addi %j, %c1 : index
    %again = arith.cmpi slt, %j1, %n : index
    cf.cond_br %again, ^x(%j1 : index), ^exit
  ^exit:
    gpu.return
  }
}

// -----

// cf.switch on a kernel argument: each case uses its own buffer; only one case runs, so the three
// buffers share.
// CHECK-LABEL: gpu.func @switch_uniform
// CHECK-SAME: smem.arena_bytes = 256 : i64
gpu.module @m {
  gpu.func @switch_uniform(%out: memref<64xf32>, %k: i32) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %C = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    cf.switch %k : i32, [
      default: ^a,
      1: ^b,
      2: ^c
    ]
  ^a:
    memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %a, %out[%tx] : memref<64xf32>
    cf.br ^join
  ^b:
    memref.store %one, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    cf.br ^join
  ^c:
    memref.store %one, %C[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %c = memref.load %C[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %c, %out[%tx] : memref<64xf32>
    cf.br ^join
  ^join:
    gpu.return
  }
}

// -----

// The same switch on a value computed from the thread id: the cases run at once.
// CHECK-LABEL: gpu.func @switch_divergent
// CHECK-SAME: smem.arena_bytes = 768 : i64
gpu.module @m {
  gpu.func @switch_divergent(%out: memref<64xf32>, %k: i32) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %t32 = arith.index_cast %tx : index to i32
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %C = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    cf.switch %t32 : i32, [
      default: ^a,
      1: ^b,
      2: ^c
    ]
  ^a:
    memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %a, %out[%tx] : memref<64xf32>
    cf.br ^join
  ^b:
    memref.store %one, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    cf.br ^join
  ^c:
    memref.store %one, %C[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %c = memref.load %C[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %c, %out[%tx] : memref<64xf32>
    cf.br ^join
  ^join:
    gpu.return
  }
}

// -----

// A block argument merged at the join of a divergent diamond is divergent even though each arm
// passes a constant: the do-while loop it bounds exits in different iterations in different
// threads, so the barrier in its body separates nothing.
// CHECK-LABEL: gpu.func @merged_argument_divergent
// CHECK-SAME: smem.arena_bytes = 512 : i64
gpu.module @m {
  gpu.func @merged_argument_divergent(%out: memref<64xf32>, %flag: i1) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %one = arith.constant 1.0 : f32
    %low = arith.cmpi ult, %tx, %c32 : index
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    cf.cond_br %low, ^then, ^else
  ^then:
    cf.br ^join(%c1 : index)
  ^else:
    cf.br ^join(%c2 : index)
  ^join(%trips: index):
    cf.br ^body(%c0 : index)
  ^body(%i: index):
    gpu.barrier
    %next = arith.addi %i, %c1 : index
    %more = arith.cmpi slt, %next, %trips : index
    cf.cond_br %more, ^body(%next : index), ^exit
  ^exit:
    memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// The same merge at the join of a uniform diamond: every thread passes the same constant, the loop
// is uniform and its first iteration's barrier separates A from B.
// CHECK-LABEL: gpu.func @merged_argument_uniform
// CHECK-SAME: smem.arena_bytes = 256 : i64
gpu.module @m {
  gpu.func @merged_argument_uniform(%out: memref<64xf32>, %flag: i1) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %one = arith.constant 1.0 : f32
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    cf.cond_br %flag, ^then, ^else
  ^then:
    cf.br ^join(%c1 : index)
  ^else:
    cf.br ^join(%c2 : index)
  ^join(%trips: index):
    cf.br ^body(%c0 : index)
  ^body(%i: index):
    gpu.barrier
    %next = arith.addi %i, %c1 : index
    %more = arith.cmpi slt, %next, %trips : index
    cf.cond_br %more, ^body(%next : index), ^exit
  ^exit:
    memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}
