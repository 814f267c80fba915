// Design §3, buffers chosen by a run-invariant value, between blocks: the scf.if that picks one of
// two buffers as convert-scf-to-cf writes it (a cf.cond_br whose two ways pass a or b to the
// argument of one join block) or with one way passing its buffer on the test's own edge. Each
// buffer's one use is the operand its way passes; the test's condition is fixed for the run, so a
// run takes one way only and touches one buffer: a and b (4 KiB each) share, and smem-verify-plan
// reads the same shape by itself. The unsafe neighbours stay apart: a condition that differs
// between threads, a block of one way that another path also enters, a condition read from
// memory, and the choice in a loop on its counter. Every kernel runs under --check.
// RUN: smem-opt %s --split-input-file -p smem-coalesce,smem-verify-plan | filecheck %s
// RUN: smem-opt %s --split-input-file -p smem-coalesce,smem-verify-plan --check -o %t 2>&1 | filecheck %s --check-prefix=RAN
// RAN-COUNT-6: against the reference: no difference

// The if as convert-scf-to-cf writes it: a block for each way, each passing its buffer to ^join.
// CHECK-LABEL: gpu.func @diamond
// CHECK-SAME: smem.arena_bytes = 4096 : i64
!wg = memref<1024xf32, #gpu.address_space<workgroup>>
gpu.module @diamond_m {
  gpu.func @diamond(%in: memref<1024xf32>, %out: memref<1024xf32>, %mode: index) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c128 = arith.constant 128 : index
    %tx = gpu.thread_id x
    %a = memref.alloc() : !wg
    %b = memref.alloc() : !wg
    %x = memref.load %in[%tx] : memref<1024xf32>
    %low = arith.andi %mode, %c1 : index
    %cond = arith.cmpi eq, %low, %c0 : index
    cf.cond_br %cond, ^then, ^else
  ^then:
    cf.br ^join(%a : !wg)
  ^else:
    cf.br ^join(%b : !wg)
  ^join(%chosen: !wg):
    memref.store %x, %chosen[%tx] : !wg
    gpu.barrier
    %y = memref.load %chosen[%c0] : !wg
    memref.store %y, %out[%tx] : memref<1024xf32>
    gpu.return
  }
}

// -----

// One way passes a on the test's own edge, the other through a block.
// CHECK-LABEL: gpu.func @test_edge_and_a_block
// CHECK-SAME: smem.arena_bytes = 4096 : i64
!wg = memref<1024xf32, #gpu.address_space<workgroup>>
gpu.module @test_edge_and_a_block_m {
  gpu.func @test_edge_and_a_block(%in: memref<1024xf32>, %out: memref<1024xf32>, %mode: index) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c128 = arith.constant 128 : index
    %tx = gpu.thread_id x
    %a = memref.alloc() : !wg
    %b = memref.alloc() : !wg
    %x = memref.load %in[%tx] : memref<1024xf32>
    %low = arith.andi %mode, %c1 : index
    %cond = arith.cmpi eq, %low, %c0 : index
    cf.cond_br %cond, ^join(%a : !wg), ^else
  ^else:
    cf.br ^join(%b : !wg)
  ^join(%chosen: !wg):
    memref.store %x, %chosen[%tx] : !wg
    gpu.barrier
    %y = memref.load %chosen[%c0] : !wg
    memref.store %y, %out[%tx] : memref<1024xf32>
    gpu.return
  }
}

// -----

// The condition differs between threads: some threads take a, the others b, in one run.
// CHECK-LABEL: gpu.func @on_thread_id
// CHECK-SAME: smem.arena_bytes = 8192 : i64
!wg = memref<1024xf32, #gpu.address_space<workgroup>>
gpu.module @on_thread_id_m {
  gpu.func @on_thread_id(%in: memref<1024xf32>, %out: memref<1024xf32>, %mode: index) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c128 = arith.constant 128 : index
    %tx = gpu.thread_id x
    %a = memref.alloc() : !wg
    %b = memref.alloc() : !wg
    %x = memref.load %in[%tx] : memref<1024xf32>
    %cond = arith.cmpi ult, %tx, %c128 : index
    cf.cond_br %cond, ^then, ^else
  ^then:
    cf.br ^join(%a : !wg)
  ^else:
    cf.br ^join(%b : !wg)
  ^join(%chosen: !wg):
    memref.store %x, %chosen[%tx] : !wg
    gpu.barrier
    %y = memref.load %chosen[%c0] : !wg
    memref.store %y, %out[%tx] : memref<1024xf32>
    gpu.return
  }
}

// -----

// The block passing a is also entered from the other way (by odd threads): a run touches both.
// CHECK-LABEL: gpu.func @then_block_entered_twice
// CHECK-SAME: smem.arena_bytes = 8192 : i64
!wg = memref<1024xf32, #gpu.address_space<workgroup>>
gpu.module @then_block_entered_twice_m {
  gpu.func @then_block_entered_twice(%in: memref<1024xf32>, %out: memref<1024xf32>, %mode: index) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c128 = arith.constant 128 : index
    %tx = gpu.thread_id x
    %a = memref.alloc() : !wg
    %b = memref.alloc() : !wg
    %x = memref.load %in[%tx] : memref<1024xf32>
    %low = arith.andi %mode, %c1 : index
    %cond = arith.cmpi eq, %low, %c0 : index
    %bit = arith.andi %tx, %c1 : index
    %odd = arith.cmpi eq, %bit, %c1 : index
    cf.cond_br %cond, ^then, ^else
  ^then:
    cf.br ^join(%a : !wg)
  ^else:
    cf.cond_br %odd, ^then, ^join(%b : !wg)
  ^join(%chosen: !wg):
    memref.store %x, %chosen[%tx] : !wg
    gpu.barrier
    %y = memref.load %chosen[%c0] : !wg
    memref.store %y, %out[%tx] : memref<1024xf32>
    gpu.return
  }
}

// -----

// The condition is read from memory: not a value fixed for the run.
// CHECK-LABEL: gpu.func @condition_from_memory
// CHECK-SAME: smem.arena_bytes = 8192 : i64
!wg = memref<1024xf32, #gpu.address_space<workgroup>>
gpu.module @condition_from_memory_m {
  gpu.func @condition_from_memory(%in: memref<1024xf32>, %out: memref<1024xf32>, %mode: index) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c128 = arith.constant 128 : index
    %tx = gpu.thread_id x
    %a = memref.alloc() : !wg
    %b = memref.alloc() : !wg
    %x = memref.load %in[%tx] : memref<1024xf32>
    %m = memref.load %in[%c0] : memref<1024xf32>
    %zero = arith.constant 0.0 : f32
    %cond = arith.cmpf oeq, %m, %zero : f32
    cf.cond_br %cond, ^then, ^else
  ^then:
    cf.br ^join(%a : !wg)
  ^else:
    cf.br ^join(%b : !wg)
  ^join(%chosen: !wg):
    memref.store %x, %chosen[%tx] : !wg
    gpu.barrier
    %y = memref.load %chosen[%c0] : !wg
    memref.store %y, %out[%tx] : memref<1024xf32>
    gpu.return
  }
}

// -----

// The choice sits in a loop of blocks on its counter: trip 0 passes a, trip 1 passes b, so one
// run touches both (trip 1 reads a's element through b's bytes if they shared).
// CHECK-LABEL: gpu.func @in_a_loop_on_its_counter
// CHECK-SAME: smem.arena_bytes = 8192 : i64
!wg = memref<1024xf32, #gpu.address_space<workgroup>>
gpu.module @in_a_loop_on_its_counter_m {
  gpu.func @in_a_loop_on_its_counter(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %tx = gpu.thread_id x
    %a = memref.alloc() : !wg
    %b = memref.alloc() : !wg
    %x = memref.load %in[%tx] : memref<1024xf32>
    cf.br ^head(%c0 : index)
  ^head(%i: index):
    %more = arith.cmpi ult, %i, %c2 : index
    cf.cond_br %more, ^pick, ^exit
  ^pick:
    %low = arith.andi %i, %c1 : index
    %cond = arith.cmpi eq, %low, %c0 : index
    cf.cond_br %cond, ^then, ^else
  ^then:
    cf.br ^join(%a : !wg)
  ^else:
    cf.br ^join(%b : !wg)
  ^join(%chosen: !wg):
    %v = memref.load %chosen[%tx] : !wg
    %w = arith.addf %v, %x : f32
    memref.store %w, %chosen[%tx] : !wg
    gpu.barrier
    %y = memref.load %chosen[%c0] : !wg
    memref.store %y, %out[%tx] : memref<1024xf32>
    gpu.barrier
    %i1 = arith.addi %i, %c1 : index
    cf.br ^head(%i1 : index)
  ^exit:
    gpu.return
  }
}
