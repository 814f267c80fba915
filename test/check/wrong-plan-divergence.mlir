// REQUIRES: mlir-opt
// Plans written by hand that put two buffers in the same bytes although the two arms of a branch
// each thread decides for itself use them at the same time: a branch on the warp's clock, on the
// `valid` flag of a shuffle, on a lane mask. --check flags the race at its line; the same kernel
// with the buffers apart is clean. The reference is the plan with its arena split. MLIR 22 cannot
// lower gpu.rotate: --check says it cannot run, never that the plan is right.
// RUN: not smem-opt %s --split-input-file --check 2>&1 | filecheck %s

// Both arms at byte 0: threads of warp 0 write A while those of warp 1 write B.
gpu.module @m {
  gpu.func @clock_branch(%in: memref<64xf32>, %out: memref<64xf32>) workgroup(%smem_arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 512 : i64} {
    %c1 = arith.constant 1 : i32
    %c63 = arith.constant 63 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %clk = nvvm.read.ptx.sreg.clock : i32
    %bit = arith.andi %clk, %c1 : i32
    %odd = arith.cmpi eq, %bit, %c1 : i32
    %A_offset = arith.constant 0 : index
    %A = memref.view %smem_arena[%A_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %B_offset = arith.constant 0 : index
    %B = memref.view %smem_arena[%B_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %mirror = arith.subi %c63, %tx : index
    scf.if %odd {
      memref.store %x, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    } else {
      // CHECK: wrong-plan-divergence.mlir:[[# @LINE + 1]]:7: error: check: race in shared memory: thread {{[0-9]+}} writes bytes that thread {{[0-9]+}} wrote at line [[# @LINE - 2]]:7, with no barrier between
      memref.store %x, %B[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %v = scf.if %odd -> f32 {
      %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      scf.yield %a : f32
    } else {
      %b = memref.load %B[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
      scf.yield %b : f32
    }
    memref.store %v, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// The same kernel with B at byte 256: no difference.
// CHECK: check: 1 kernel(s), 3 schedule(s), 64 thread(s), {{[0-9]+}} ops run against the reference: no difference
gpu.module @m {
  gpu.func @clock_branch(%in: memref<64xf32>, %out: memref<64xf32>) workgroup(%smem_arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 512 : i64} {
    %c1 = arith.constant 1 : i32
    %c63 = arith.constant 63 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %clk = nvvm.read.ptx.sreg.clock : i32
    %bit = arith.andi %clk, %c1 : i32
    %odd = arith.cmpi eq, %bit, %c1 : i32
    %A_offset = arith.constant 0 : index
    %A = memref.view %smem_arena[%A_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %B_offset = arith.constant 256 : index
    %B = memref.view %smem_arena[%B_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %mirror = arith.subi %c63, %tx : index
    scf.if %odd {
      memref.store %x, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    } else {
      memref.store %x, %B[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %v = scf.if %odd -> f32 {
      %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      scf.yield %a : f32
    } else {
      %b = memref.load %B[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
      scf.yield %b : f32
    }
    memref.store %v, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// Lane 0 of each warp gets valid = false from the shuffle and writes B[tx + 1], which is A[1]
// and A[33] here: lanes 1 and 33 write them too.
gpu.module @m {
  gpu.func @shuffle_valid(%in: memref<64xf32>, %out: memref<64xf32>) workgroup(%smem_arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 512 : i64} {
    %c1 = arith.constant 1 : index
    %one = arith.constant 1 : i32
    %width = arith.constant 32 : i32
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %up, %valid = gpu.shuffle up %x, %one, %width : f32
    %A_offset = arith.constant 0 : index
    %A = memref.view %smem_arena[%A_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %B_offset = arith.constant 0 : index
    %B = memref.view %smem_arena[%B_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %next = arith.addi %tx, %c1 : index
    scf.if %valid {
      // CHECK: wrong-plan-divergence.mlir:[[# @LINE + 1]]:7: error: check: race in shared memory: thread {{[0-9]+}} writes bytes that thread {{[0-9]+}} wrote at line [[# @LINE + 3]]:7, with no barrier between
      memref.store %up, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    } else {
      memref.store %x, %B[%next] : memref<64xf32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %v = scf.if %valid -> f32 {
      %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      scf.yield %a : f32
    } else {
      %b = memref.load %B[%next] : memref<64xf32, #gpu.address_space<workgroup>>
      scf.yield %b : f32
    }
    memref.store %v, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// CHECK: check: 1 kernel(s), 3 schedule(s), 64 thread(s), {{[0-9]+}} ops run against the reference: no difference
gpu.module @m {
  gpu.func @shuffle_valid(%in: memref<64xf32>, %out: memref<64xf32>) workgroup(%smem_arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 512 : i64} {
    %c1 = arith.constant 1 : index
    %one = arith.constant 1 : i32
    %width = arith.constant 32 : i32
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %up, %valid = gpu.shuffle up %x, %one, %width : f32
    %A_offset = arith.constant 0 : index
    %A = memref.view %smem_arena[%A_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %B_offset = arith.constant 256 : index
    %B = memref.view %smem_arena[%B_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %next = arith.addi %tx, %c1 : index
    scf.if %valid {
      memref.store %up, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    } else {
      memref.store %x, %B[%next] : memref<64xf32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %v = scf.if %valid -> f32 {
      %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      scf.yield %a : f32
    } else {
      %b = memref.load %B[%next] : memref<64xf32, #gpu.address_space<workgroup>>
      scf.yield %b : f32
    }
    memref.store %v, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// A branch on a lane mask (zero in lane 0 only).
gpu.module @m {
  gpu.func @lane_mask(%in: memref<64xf32>, %out: memref<64xf32>) workgroup(%smem_arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 512 : i64} {
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0 : i32
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %mask = nvvm.read.ptx.sreg.lanemask.lt : i32
    %lower = arith.cmpi ne, %mask, %zero : i32
    %A_offset = arith.constant 0 : index
    %A = memref.view %smem_arena[%A_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %B_offset = arith.constant 0 : index
    %B = memref.view %smem_arena[%B_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %next = arith.addi %tx, %c1 : index
    scf.if %lower {
      // CHECK: wrong-plan-divergence.mlir:[[# @LINE + 1]]:7: error: check: race in shared memory: thread {{[0-9]+}} writes bytes that thread {{[0-9]+}} wrote at line [[# @LINE + 3]]:7, with no barrier between
      memref.store %x, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    } else {
      memref.store %x, %B[%next] : memref<64xf32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %v = scf.if %lower -> f32 {
      %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      scf.yield %a : f32
    } else {
      %b = memref.load %B[%next] : memref<64xf32, #gpu.address_space<workgroup>>
      scf.yield %b : f32
    }
    memref.store %v, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// CHECK: wrong-plan-divergence.mlir:[[# @LINE + 10]]:18: error: check: cannot run: mlir-opt cannot lower the plan: failed to legalize operation 'gpu.rotate'
gpu.module @m {
  gpu.func @rotate_valid(%in: memref<64xf32>, %out: memref<64xf32>) workgroup(%smem_arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 512 : i64} {
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %A_offset = arith.constant 0 : index
    %A = memref.view %smem_arena[%A_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %B_offset = arith.constant 0 : index
    %B = memref.view %smem_arena[%B_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %r, %valid = gpu.rotate %x, 1, 32 : f32
    scf.if %valid {
      memref.store %r, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    } else {
      memref.store %x, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %a, %out[%tx] : memref<64xf32>
    gpu.return
  }
}
