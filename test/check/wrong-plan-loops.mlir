// REQUIRES: mlir-opt
// Loops: a barrier inside an unsigned i8 loop from -1 to 5, which runs zero times, separates
// nothing; a buffer written in one iteration of an affine or cf loop and read in the next holds
// its bytes across the loop. Plans written by hand that share bytes as if it were otherwise are
// flagged at the access that sees the wrong bytes; the same kernels with the buffers apart are
// clean. The reference is the plan with its arena split.
// RUN: not smem-opt %s --split-input-file --check 2>&1 | filecheck %s

gpu.module @m {
  gpu.func @unsigned_zero_trip(%in: memref<64xf32>, %out: memref<64xf32>)
      workgroup(%smem_arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 512 : i64} {
    %c63 = arith.constant 63 : index
    %lo = arith.constant -1 : i8
    %hi = arith.constant 5 : i8
    %step = arith.constant 1 : i8
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %A_offset = arith.constant 0 : index
    %A = memref.view %smem_arena[%A_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %B_offset = arith.constant 0 : index
    %B = memref.view %smem_arena[%B_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %mirror = arith.subi %c63, %tx : index
    memref.store %x, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    // CHECK: wrong-plan-loops.mlir:[[# @LINE + 1]]:10: error: check: race in shared memory: thread {{[0-9]+}} reads bytes that thread {{[0-9]+}} wrote at line [[# @LINE + 5]]:5, with no barrier between
    %a = memref.load %A[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
    scf.for unsigned %i = %lo to %hi step %step : i8 {
      gpu.barrier
    }
    memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %b = memref.load %B[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// CHECK: check: {{(not checked: .*; otherwise )?}}1 kernel(s), 3 schedule(s), 64 thread(s), {{[0-9]+}} ops run against the reference: no difference
gpu.module @m {
  gpu.func @unsigned_zero_trip(%in: memref<64xf32>, %out: memref<64xf32>)
      workgroup(%smem_arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 512 : i64} {
    %c63 = arith.constant 63 : index
    %lo = arith.constant -1 : i8
    %hi = arith.constant 5 : i8
    %step = arith.constant 1 : i8
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %A_offset = arith.constant 0 : index
    %A = memref.view %smem_arena[%A_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %B_offset = arith.constant 256 : index
    %B = memref.view %smem_arena[%B_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %mirror = arith.subi %c63, %tx : index
    memref.store %x, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %a = memref.load %A[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
    scf.for unsigned %i = %lo to %hi step %step : i8 {
      gpu.barrier
    }
    memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %b = memref.load %B[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// A holds a running sum across the iterations of an affine loop; T is per iteration. T over A:
// the load of A reads what the store to T wrote.
gpu.module @m {
  gpu.func @affine_carried(%in: memref<64xf32>, %out: memref<64xf32>)
      workgroup(%smem_arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 512 : i64} {
    %c63 = arith.constant 63 : index
    %zero = arith.constant 0.0 : f32
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %A_offset = arith.constant 0 : index
    %A = memref.view %smem_arena[%A_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %T_offset = arith.constant 0 : index
    %T = memref.view %smem_arena[%T_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %mirror = arith.subi %c63, %tx : index
    memref.store %zero, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    affine.for %k = 0 to 4 {
      memref.store %x, %T[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %t = memref.load %T[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      // CHECK: wrong-plan-loops.mlir:[[# @LINE + 1]]:14: error: check: thread 0 reads shared bytes that thread 0 overwrote at line [[# @LINE - 4]]:7; in the reference they hold what thread 0 wrote at line [[# @LINE - 6]]:5
      %old = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %new = arith.addf %old, %t : f32
      memref.store %new, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    }
    %r = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %r, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// CHECK: check: {{(not checked: .*; otherwise )?}}1 kernel(s), 3 schedule(s), 64 thread(s), {{[0-9]+}} ops run against the reference: no difference
gpu.module @m {
  gpu.func @affine_carried(%in: memref<64xf32>, %out: memref<64xf32>)
      workgroup(%smem_arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 512 : i64} {
    %c63 = arith.constant 63 : index
    %zero = arith.constant 0.0 : f32
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %A_offset = arith.constant 0 : index
    %A = memref.view %smem_arena[%A_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %T_offset = arith.constant 256 : index
    %T = memref.view %smem_arena[%T_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %mirror = arith.subi %c63, %tx : index
    memref.store %zero, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    affine.for %k = 0 to 4 {
      memref.store %x, %T[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %t = memref.load %T[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %old = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %new = arith.addf %old, %t : f32
      memref.store %new, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    }
    %r = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %r, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// The same with the loop made of cf branches.
gpu.module @m {
  gpu.func @cf_carried(%in: memref<64xf32>, %out: memref<64xf32>)
      workgroup(%smem_arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 512 : i64} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c63 = arith.constant 63 : index
    %zero = arith.constant 0.0 : f32
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %A_offset = arith.constant 0 : index
    %A = memref.view %smem_arena[%A_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %T_offset = arith.constant 0 : index
    %T = memref.view %smem_arena[%T_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %mirror = arith.subi %c63, %tx : index
    memref.store %zero, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    cf.br ^loop(%c0 : index)
  ^loop(%k: index):
    %more = arith.cmpi slt, %k, %c4 : index
    cf.cond_br %more, ^body, ^exit
  ^body:
    memref.store %x, %T[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %t = memref.load %T[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    // CHECK: wrong-plan-loops.mlir:[[# @LINE + 1]]:12: error: check: thread 0 reads shared bytes that thread 0 overwrote at line [[# @LINE - 4]]:5; in the reference they hold what thread 0 wrote at line [[# @LINE - 10]]:5
    %old = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %new = arith.addf %old, %t : f32
    memref.store %new, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %next = arith.addi %k, %c1 : index
    cf.br ^loop(%next : index)
  ^exit:
    %r = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %r, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// CHECK: check: {{(not checked: .*; otherwise )?}}1 kernel(s), 3 schedule(s), 64 thread(s), {{[0-9]+}} ops run against the reference: no difference
gpu.module @m {
  gpu.func @cf_carried(%in: memref<64xf32>, %out: memref<64xf32>)
      workgroup(%smem_arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 512 : i64} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c63 = arith.constant 63 : index
    %zero = arith.constant 0.0 : f32
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %A_offset = arith.constant 0 : index
    %A = memref.view %smem_arena[%A_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %T_offset = arith.constant 256 : index
    %T = memref.view %smem_arena[%T_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %mirror = arith.subi %c63, %tx : index
    memref.store %zero, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    cf.br ^loop(%c0 : index)
  ^loop(%k: index):
    %more = arith.cmpi slt, %k, %c4 : index
    cf.cond_br %more, ^body, ^exit
  ^body:
    memref.store %x, %T[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %t = memref.load %T[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %old = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %new = arith.addf %old, %t : f32
    memref.store %new, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %next = arith.addi %k, %c1 : index
    cf.br ^loop(%next : index)
  ^exit:
    %r = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %r, %out[%tx] : memref<64xf32>
    gpu.return
  }
}
