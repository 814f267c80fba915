// REQUIRES: mlir-opt
// Plans written by hand that share bytes between the two arms of a branch every thread decides
// for itself: on its warp's clock, on the `valid` flag of a shuffle, on an op no table lists
// (a lane mask). Threads of different warps take different arms at the same time, so two
// buffers in the same bytes race: --check flags the access, at its line. The same kernels with
// the buffers apart are clean. The reference of each is the plan with its arena split.
// RUN: not smem-opt %s --split-input-file --check 2>&1 | filecheck %s

// CHECK: wrong-plan-divergence.mlir:[[# @LINE + 21]]:7: error: check: race in shared memory: thread {{[0-9]+}} writes bytes that thread {{[0-9]+}} wrote at line [[# @LINE + 19]]:7, with no barrier between
gpu.module @m {
  gpu.func @clock_branch(%in: memref<64xf32>, %out: memref<64xf32>)
      workgroup(%smem_arena : memref<256xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 256 : i64} {
    %c1 = arith.constant 1 : i32
    %c63 = arith.constant 63 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %clk = nvvm.read.ptx.sreg.clock : i32
    %bit = arith.andi %clk, %c1 : i32
    %odd = arith.cmpi eq, %bit, %c1 : i32
    %A_offset = arith.constant 0 : index
    %A = memref.view %smem_arena[%A_offset][] : memref<256xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %B_offset = arith.constant 0 : index
    %B = memref.view %smem_arena[%B_offset][] : memref<256xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
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
