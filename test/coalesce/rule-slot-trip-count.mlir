// Design §3, rule 3 and *Sharing rule*: a loop whose counter a front end keeps in a private slot
// (numba: store the start; at the top, load, compare, and step it, store it back) surely runs
// its first trip when the test at the top, read with what the slot holds when the loop is
// entered, takes the body: the edge into the loop leads straight to the body
// (op_records.edge_target), so a barrier in the body is on every path across the loop. In each
// kernel A is used before the loop, B after it, and the only barrier between them is the one in
// the loop's body: they share (256 B) when the first trip is proven, and stay apart (512 B) when
// the loop may run no trip. Each buffer is 256 bytes; A and B are read at a neighbour's element,
// so a wrong plan races. smem-verify-plan accepts every plan, and --check runs every kernel.
// RUN: smem-opt %s --split-input-file -p smem-coalesce,smem-verify-plan | filecheck %s
// RUN: smem-opt %s --split-input-file -p smem-coalesce --check -o %t.out 2>&1 | filecheck %s --check-prefix=RAN
// RAN-COUNT-7: check: {{(not checked: .*; otherwise )?}}1 kernel(s), {{.*}} against the reference: no difference

// The counter starts at 0 and the loop runs while it is below 4: the first test takes the body.
// CHECK-LABEL: gpu.func @counter_from_zero
// CHECK-SAME: smem.arena_bytes = 256 : i64
!wg = memref<64xf32, #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @counter_from_zero(%in: memref<64xf32>, %out: memref<64xf32>, %n: i64) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c63 = arith.constant 63 : index
    %zero = arith.constant 0 : i64
    %one = arith.constant 1 : i64
    %four = arith.constant 4 : i64
    %slot = memref.alloca() : memref<1xi64>
    %A = memref.alloc() : !wg
    %B = memref.alloc() : !wg
    %t1 = arith.addi %tx, %c1 : index
    %next = arith.andi %t1, %c63 : index
    %x = memref.load %in[%tx] : memref<64xf32>
    memref.store %x, %A[%tx] : !wg
    gpu.barrier
    %a = memref.load %A[%next] : !wg
    memref.store %zero, %slot[%c0] : memref<1xi64>
    cf.br ^head
  ^head:
    %i = memref.load %slot[%c0] : memref<1xi64>
    %go = arith.cmpi slt, %i, %four : i64
    cf.cond_br %go, ^body, ^exit
  ^body:
    gpu.barrier
    %i1 = arith.addi %i, %one : i64
    memref.store %i1, %slot[%c0] : memref<1xi64>
    cf.br ^head
  ^exit:
    memref.store %a, %B[%tx] : !wg
    gpu.barrier
    %b = memref.load %B[%next] : !wg
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// numba's `for r in range(4)` as numba-cuda-mlir 0.6.0 prints it: a five-element range state (start,
// stop, step, trips left, current) stored before the loop, the trip count computed from
// constants; at the top the state is stepped and a two-element (value, valid) pair is stored in a
// new slot and read back for the test.
// CHECK-LABEL: gpu.func @numba_range_state
// CHECK-SAME: smem.arena_bytes = 256 : i64
!wg = memref<64xf32, #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @numba_range_state(%in: memref<64xf32>, %out: memref<64xf32>, %n: i64) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c63 = arith.constant 63 : index
    %zero = arith.constant 0 : i64
    %one = arith.constant 1 : i64
    %four = arith.constant 4 : i64
    %slot = memref.alloca() : memref<1xi64>
    %A = memref.alloc() : !wg
    %B = memref.alloc() : !wg
    %t1 = arith.addi %tx, %c1 : index
    %next = arith.andi %t1, %c63 : index
    %x = memref.load %in[%tx] : memref<64xf32>
    memref.store %x, %A[%tx] : !wg
    gpu.barrier
    %a = memref.load %A[%next] : !wg
    %state = memref.alloca() : memref<5xi64>
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    memref.store %zero, %state[%c0] : memref<5xi64>
    memref.store %four, %state[%c1] : memref<5xi64>
    memref.store %one, %state[%c2] : memref<5xi64>
    %span = arith.subi %four, %zero : i64
    %neg = arith.subi %zero, %span : i64
    %negstep = arith.subi %zero, %one : i64
    %up = arith.cmpi sgt, %one, %zero : i64
    %s1 = arith.subi %one, %one : i64
    %s2 = arith.addi %span, %s1 : i64
    %upcount = arith.divui %s2, %one : i64
    %some = arith.cmpi sgt, %span, %zero : i64
    %upcount0 = arith.select %some, %upcount, %zero : i64
    %d1 = arith.subi %negstep, %one : i64
    %d2 = arith.addi %neg, %d1 : i64
    %downcount = arith.divui %d2, %negstep : i64
    %somedown = arith.cmpi sgt, %neg, %zero : i64
    %downcount0 = arith.select %somedown, %downcount, %zero : i64
    %count = arith.select %up, %upcount0, %downcount0 : i64
    memref.store %count, %state[%c3] : memref<5xi64>
    memref.store %zero, %state[%c4] : memref<5xi64>
    cf.br ^head
  ^head:
    %left = memref.load %state[%c3] : memref<5xi64>
    %more = arith.cmpi sgt, %left, %zero : i64
    %cur = memref.load %state[%c4] : memref<5xi64>
    %left1 = arith.subi %left, %one : i64
    %step = memref.load %state[%c2] : memref<5xi64>
    %cur1 = arith.addi %cur, %step : i64
    %left2 = arith.select %more, %left1, %left : i64
    %cur2 = arith.select %more, %cur1, %cur : i64
    memref.store %left2, %state[%c3] : memref<5xi64>
    memref.store %cur2, %state[%c4] : memref<5xi64>
    %pair = memref.alloca() : memref<2xi64>
    memref.store %cur, %pair[%c0] : memref<2xi64>
    %valid = arith.extui %more : i1 to i64
    memref.store %valid, %pair[%c1] : memref<2xi64>
    %r = memref.load %pair[%c0] : memref<2xi64>
    %flag = memref.load %pair[%c1] : memref<2xi64>
    %go = arith.cmpi ne, %flag, %zero : i64
    cf.cond_br %go, ^body, ^exit
  ^body:
    gpu.barrier
    cf.br ^head
  ^exit:
    memref.store %a, %B[%tx] : !wg
    gpu.barrier
    %b = memref.load %B[%next] : !wg
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// The counter starts at 4: the first test leaves the loop, no barrier runs between A and B.
// CHECK-LABEL: gpu.func @counter_starts_past_the_bound
// CHECK-SAME: smem.arena_bytes = 512 : i64
!wg = memref<64xf32, #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @counter_starts_past_the_bound(%in: memref<64xf32>, %out: memref<64xf32>, %n: i64) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c63 = arith.constant 63 : index
    %zero = arith.constant 0 : i64
    %one = arith.constant 1 : i64
    %four = arith.constant 4 : i64
    %slot = memref.alloca() : memref<1xi64>
    %A = memref.alloc() : !wg
    %B = memref.alloc() : !wg
    %t1 = arith.addi %tx, %c1 : index
    %next = arith.andi %t1, %c63 : index
    %x = memref.load %in[%tx] : memref<64xf32>
    memref.store %x, %A[%tx] : !wg
    gpu.barrier
    %a = memref.load %A[%next] : !wg
    memref.store %four, %slot[%c0] : memref<1xi64>
    cf.br ^head
  ^head:
    %i = memref.load %slot[%c0] : memref<1xi64>
    %go = arith.cmpi slt, %i, %four : i64
    cf.cond_br %go, ^body, ^exit
  ^body:
    gpu.barrier
    %i1 = arith.addi %i, %one : i64
    memref.store %i1, %slot[%c0] : memref<1xi64>
    cf.br ^head
  ^exit:
    memref.store %a, %B[%tx] : !wg
    gpu.barrier
    %b = memref.load %B[%next] : !wg
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// The counter starts at a kernel argument: the loop may run no trip.
// CHECK-LABEL: gpu.func @counter_from_an_argument
// CHECK-SAME: smem.arena_bytes = 512 : i64
!wg = memref<64xf32, #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @counter_from_an_argument(%in: memref<64xf32>, %out: memref<64xf32>, %n: i64) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c63 = arith.constant 63 : index
    %zero = arith.constant 0 : i64
    %one = arith.constant 1 : i64
    %four = arith.constant 4 : i64
    %slot = memref.alloca() : memref<1xi64>
    %A = memref.alloc() : !wg
    %B = memref.alloc() : !wg
    %t1 = arith.addi %tx, %c1 : index
    %next = arith.andi %t1, %c63 : index
    %x = memref.load %in[%tx] : memref<64xf32>
    memref.store %x, %A[%tx] : !wg
    gpu.barrier
    %a = memref.load %A[%next] : !wg
    memref.store %n, %slot[%c0] : memref<1xi64>
    cf.br ^head
  ^head:
    %i = memref.load %slot[%c0] : memref<1xi64>
    %go = arith.cmpi slt, %i, %four : i64
    cf.cond_br %go, ^body, ^exit
  ^body:
    gpu.barrier
    %i1 = arith.addi %i, %one : i64
    memref.store %i1, %slot[%c0] : memref<1xi64>
    cf.br ^head
  ^exit:
    memref.store %a, %B[%tx] : !wg
    gpu.barrier
    %b = memref.load %B[%next] : !wg
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// The counter is set to 0, then to 9 under a condition before the loop is entered: what the slot
// holds at the first test is not known (9: no trip).
// CHECK-LABEL: gpu.func @counter_maybe_reset_before_the_loop
// CHECK-SAME: smem.arena_bytes = 512 : i64
!wg = memref<64xf32, #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @counter_maybe_reset_before_the_loop(%in: memref<64xf32>, %out: memref<64xf32>, %n: i64) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c63 = arith.constant 63 : index
    %zero = arith.constant 0 : i64
    %one = arith.constant 1 : i64
    %four = arith.constant 4 : i64
    %slot = memref.alloca() : memref<1xi64>
    %A = memref.alloc() : !wg
    %B = memref.alloc() : !wg
    %t1 = arith.addi %tx, %c1 : index
    %next = arith.andi %t1, %c63 : index
    %x = memref.load %in[%tx] : memref<64xf32>
    memref.store %x, %A[%tx] : !wg
    gpu.barrier
    %a = memref.load %A[%next] : !wg
    memref.store %zero, %slot[%c0] : memref<1xi64>
    %big = arith.cmpi sgt, %n, %zero : i64
    scf.if %big {
      %nine = arith.constant 9 : i64
      memref.store %nine, %slot[%c0] : memref<1xi64>
    }
    cf.br ^head
  ^head:
    %i = memref.load %slot[%c0] : memref<1xi64>
    %go = arith.cmpi slt, %i, %four : i64
    cf.cond_br %go, ^body, ^exit
  ^body:
    gpu.barrier
    %i1 = arith.addi %i, %one : i64
    memref.store %i1, %slot[%c0] : memref<1xi64>
    cf.br ^head
  ^exit:
    memref.store %a, %B[%tx] : !wg
    gpu.barrier
    %b = memref.load %B[%next] : !wg
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// The start is the largest i64 plus one with `nsw`: poison, any value (the loop, while the counter is
// below 4 unsigned, runs no trip for most).
// CHECK-LABEL: gpu.func @counter_start_is_poison
// CHECK-SAME: smem.arena_bytes = 512 : i64
!wg = memref<64xf32, #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @counter_start_is_poison(%in: memref<64xf32>, %out: memref<64xf32>, %n: i64) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c63 = arith.constant 63 : index
    %zero = arith.constant 0 : i64
    %one = arith.constant 1 : i64
    %four = arith.constant 4 : i64
    %slot = memref.alloca() : memref<1xi64>
    %A = memref.alloc() : !wg
    %B = memref.alloc() : !wg
    %t1 = arith.addi %tx, %c1 : index
    %next = arith.andi %t1, %c63 : index
    %x = memref.load %in[%tx] : memref<64xf32>
    memref.store %x, %A[%tx] : !wg
    gpu.barrier
    %a = memref.load %A[%next] : !wg
    %max = arith.constant 9223372036854775807 : i64
    %past = arith.addi %max, %one overflow<nsw> : i64
    memref.store %past, %slot[%c0] : memref<1xi64>
    cf.br ^head
  ^head:
    %i = memref.load %slot[%c0] : memref<1xi64>
    %go = arith.cmpi ult, %i, %four : i64
    cf.cond_br %go, ^body, ^exit
  ^body:
    gpu.barrier
    %i1 = arith.addi %i, %one : i64
    memref.store %i1, %slot[%c0] : memref<1xi64>
    cf.br ^head
  ^exit:
    memref.store %a, %B[%tx] : !wg
    gpu.barrier
    %b = memref.load %B[%next] : !wg
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// The slot is also written through a view of it (a cast): it is no private slot, and the store of 4
// through the view makes the loop run no trip.
// CHECK-LABEL: gpu.func @counter_written_through_a_view
// CHECK-SAME: smem.arena_bytes = 512 : i64
!wg = memref<64xf32, #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @counter_written_through_a_view(%in: memref<64xf32>, %out: memref<64xf32>, %n: i64) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c63 = arith.constant 63 : index
    %zero = arith.constant 0 : i64
    %one = arith.constant 1 : i64
    %four = arith.constant 4 : i64
    %slot = memref.alloca() : memref<1xi64>
    %A = memref.alloc() : !wg
    %B = memref.alloc() : !wg
    %t1 = arith.addi %tx, %c1 : index
    %next = arith.andi %t1, %c63 : index
    %x = memref.load %in[%tx] : memref<64xf32>
    memref.store %x, %A[%tx] : !wg
    gpu.barrier
    %a = memref.load %A[%next] : !wg
    memref.store %zero, %slot[%c0] : memref<1xi64>
    %view = memref.cast %slot : memref<1xi64> to memref<?xi64>
    memref.store %four, %view[%c0] : memref<?xi64>
    cf.br ^head
  ^head:
    %i = memref.load %slot[%c0] : memref<1xi64>
    %go = arith.cmpi slt, %i, %four : i64
    cf.cond_br %go, ^body, ^exit
  ^body:
    gpu.barrier
    %i1 = arith.addi %i, %one : i64
    memref.store %i1, %slot[%c0] : memref<1xi64>
    cf.br ^head
  ^exit:
    memref.store %a, %B[%tx] : !wg
    gpu.barrier
    %b = memref.load %B[%next] : !wg
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}
