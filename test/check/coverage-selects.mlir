// REQUIRES: mlir-opt
// A select an address is computed from decides which bytes an access touches: the clean line
// counts it with the branches, and the draws aim at the constant its condition compares against
// (the keys are loaded, so later draws put 127, 128 and 129 among them). Plans written by hand:
// B over the upper half of A, which only keys of 128 and more reach, is flagged; B apart is clean
// with the select gone both ways. The clean line gives, per buffer the runs did not touch whole,
// the bytes they touched.
// RUN: not smem-opt %s --split-input-file --check 2>&1 | filecheck %s

gpu.module @m {
  gpu.func @upper_half_shared(%keys: memref<64xi32>, %out: memref<64xf32>)
      workgroup(%arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 512 : i64} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %c64 = arith.constant 64 : index
    %k128 = arith.constant 128 : i32
    %one = arith.constant 1.0 : f32
    %two = arith.constant 2.0 : f32
    %A = memref.view %arena[%c0][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<128xf32, #gpu.address_space<workgroup>>
    %B = memref.view %arena[%c256][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %two, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %key = memref.load %keys[%tx] : memref<64xi32>
    %big = arith.cmpi sge, %key, %k128 : i32
    %hi = arith.addi %tx, %c64 : index
    %i = arith.select %big, %hi, %tx : index
    memref.store %one, %A[%i] : memref<128xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    // CHECK: coverage-selects.mlir:[[# @LINE + 1]]:10: error: check: thread {{[0-9]+}} reads shared bytes that thread {{[0-9]+}} overwrote at line [[# @LINE - 2]]:5; in the reference they hold what thread {{[0-9]+}} wrote at line [[# @LINE - 7]]:5
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// CHECK: check: 1 kernel(s), 3 schedule(s), 64 thread(s), {{[0-9]+}} ops run against the reference: no difference
// CHECK-NEXT: ran @m::@upper_half_apart: {{.*}} 3 of 3 op(s) on shared memory ran, 1 of 1 branch(es) or select(s) guarding them went every way
gpu.module @m {
  gpu.func @upper_half_apart(%keys: memref<64xi32>, %out: memref<64xf32>)
      workgroup(%arena : memref<768xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 768 : i64} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c512 = arith.constant 512 : index
    %c64 = arith.constant 64 : index
    %k128 = arith.constant 128 : i32
    %one = arith.constant 1.0 : f32
    %two = arith.constant 2.0 : f32
    %A = memref.view %arena[%c0][] : memref<768xi8, #gpu.address_space<workgroup>> to memref<128xf32, #gpu.address_space<workgroup>>
    %B = memref.view %arena[%c512][] : memref<768xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %two, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %key = memref.load %keys[%tx] : memref<64xi32>
    %big = arith.cmpi sge, %key, %k128 : i32
    %hi = arith.addi %tx, %c64 : index
    %i = arith.select %big, %hi, %tx : index
    memref.store %one, %A[%i] : memref<128xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// Per buffer, the bytes the runs touched against its extent: only the first half of A.
// CHECK: check: 1 kernel(s), 3 schedule(s), 64 thread(s), {{[0-9]+}} ops run against the reference: no difference
// CHECK-NEXT: ran @m::@half_touched: {{.*}}; bytes the runs touched: 'A' [0, 256) of 512
gpu.module @m {
  gpu.func @half_touched(%in: memref<64xf32>, %out: memref<64xf32>)
      workgroup(%arena : memref<768xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 768 : i64} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c512 = arith.constant 512 : index
    %c63 = arith.constant 63 : index
    %A = memref.view %arena[%c0][] : memref<768xi8, #gpu.address_space<workgroup>> to memref<128xf32, #gpu.address_space<workgroup>>
    %B = memref.view %arena[%c512][] : memref<768xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %x = memref.load %in[%tx] : memref<64xf32>
    memref.store %x, %A[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
    memref.store %x, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %r = arith.subi %c63, %tx : index
    %a = memref.load %A[%r] : memref<128xf32, #gpu.address_space<workgroup>>
    memref.store %a, %out[%tx] : memref<64xf32>
    gpu.return
  }
}
