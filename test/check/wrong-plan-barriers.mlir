// REQUIRES: mlir-opt
// Barriers in other spellings: nvvm.barrier0 and nvvm.barrier without operands order the whole
// block, so B may take A's bytes after one (clean); a named barrier for 32 threads orders one
// warp only, so the same plan races (flagged at its line). mbarrier phases: a wait for the phase
// that completes orders what the arrivals did before it; a plan whose second stage takes the bytes
// of the first one that a slower thread may still read races. The reference is the plan with its
// arena split.
// RUN: not smem-opt %s --split-input-file --check 2>&1 | filecheck %s

// B over A after nvvm.barrier0: right.
// CHECK: check: 1 kernel(s), 3 schedule(s), 64 thread(s), {{[0-9]+}} ops run against the reference: no difference
gpu.module @m {
  gpu.func @barrier0(%in: memref<64xf32>, %out: memref<64xf32>)
      workgroup(%smem_arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 512 : i64} {
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %c63 = arith.constant 63 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %mirror = arith.subi %c63, %tx : index
    %A_offset = arith.constant 0 : index
    %A = memref.view %smem_arena[%A_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %B_offset = arith.constant 0 : index
    %B = memref.view %smem_arena[%B_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %x, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %a = memref.load %A[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
    nvvm.barrier0
    memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %b = memref.load %B[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// B over A after nvvm.barrier without operands: right.
// CHECK: check: 1 kernel(s), 3 schedule(s), 64 thread(s), {{[0-9]+}} ops run against the reference: no difference
gpu.module @m {
  gpu.func @barrier_all(%in: memref<64xf32>, %out: memref<64xf32>)
      workgroup(%smem_arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 512 : i64} {
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %c63 = arith.constant 63 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %mirror = arith.subi %c63, %tx : index
    %A_offset = arith.constant 0 : index
    %A = memref.view %smem_arena[%A_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %B_offset = arith.constant 0 : index
    %B = memref.view %smem_arena[%B_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %x, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %a = memref.load %A[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
    nvvm.barrier
    memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %b = memref.load %B[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// B over A after a barrier of 32 threads: each warp passes it alone.
gpu.module @m {
  gpu.func @barrier_32(%in: memref<64xf32>, %out: memref<64xf32>)
      workgroup(%smem_arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 512 : i64} {
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %c63 = arith.constant 63 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %mirror = arith.subi %c63, %tx : index
    %A_offset = arith.constant 0 : index
    %A = memref.view %smem_arena[%A_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %B_offset = arith.constant 0 : index
    %B = memref.view %smem_arena[%B_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %x, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %a = memref.load %A[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
    nvvm.barrier id = %c1 number_of_threads = %c32
    // CHECK: wrong-plan-barriers.mlir:[[# @LINE + 1]]:5: error: check: race in shared memory: thread {{[0-9]+}} writes bytes that thread {{[0-9]+}} read at line [[# @LINE - 2]]:10, with no barrier between
    memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %b = memref.load %B[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// CHECK: check: 1 kernel(s), 3 schedule(s), 64 thread(s), {{[0-9]+}} ops run against the reference: no difference
gpu.module @m {
  gpu.func @barrier_32(%in: memref<64xf32>, %out: memref<64xf32>)
      workgroup(%smem_arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 512 : i64} {
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %c63 = arith.constant 63 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %mirror = arith.subi %c63, %tx : index
    %A_offset = arith.constant 0 : index
    %A = memref.view %smem_arena[%A_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %B_offset = arith.constant 256 : index
    %B = memref.view %smem_arena[%B_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %x, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %a = memref.load %A[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
    nvvm.barrier id = %c1 number_of_threads = %c32
    memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %b = memref.load %B[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// S1 over S0: a thread's phase-1 copy lands while a slower thread still reads S0.
gpu.module @m {
  gpu.func @mbarrier_phases(%in: memref<64xf32>, %out: memref<64xf32>)
      workgroup(%smem_arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 512 : i64} {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c63 = arith.constant 63 : index
    %c64 = arith.constant 64 : index
    %p0 = arith.constant false
    %p1 = arith.constant true
    %ticks = arith.constant 1000000 : index
    %tx = gpu.thread_id x
    %mirror = arith.subi %c63, %tx : index
    %S0_offset = arith.constant 0 : index
    %S0 = memref.view %smem_arena[%S0_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %S1_offset = arith.constant 0 : index
    %S1 = memref.view %smem_arena[%S1_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %mb = nvgpu.mbarrier.create -> !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
    %first = arith.cmpi eq, %tx, %c0 : index
    scf.if %first {
      nvgpu.mbarrier.init %mb[%c0], %c64 : !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
    }
    gpu.barrier
    // phase 0: every thread stages one element of S0, arrives, waits for the phase
    %t0 = nvgpu.device_async_copy %in[%tx], %S0[%tx], 1 : memref<64xf32> to memref<64xf32, #gpu.address_space<workgroup>>
    %g0 = nvgpu.device_async_create_group %t0
    nvgpu.device_async_wait %g0
    %k0 = nvgpu.mbarrier.arrive %mb[%c0] : !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>> -> !nvgpu.mbarrier.token
    nvgpu.mbarrier.try_wait.parity %mb[%c0], %p0, %ticks : !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
    %a = memref.load %S0[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
    // phase 1: the same with S1
    // CHECK: wrong-plan-barriers.mlir:[[# @LINE + 1]]:11: error: check: race in shared memory: thread {{[0-9]+}} writes bytes that thread {{[0-9]+}} read at line [[# @LINE - 2]]:10, with no barrier between
    %t1 = nvgpu.device_async_copy %in[%mirror], %S1[%tx], 1 : memref<64xf32> to memref<64xf32, #gpu.address_space<workgroup>>
    %g1 = nvgpu.device_async_create_group %t1
    nvgpu.device_async_wait %g1
    %k1 = nvgpu.mbarrier.arrive %mb[%c0] : !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>> -> !nvgpu.mbarrier.token
    nvgpu.mbarrier.try_wait.parity %mb[%c0], %p1, %ticks : !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
    %b = memref.load %S1[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
    %s = arith.addf %a, %b : f32
    memref.store %s, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// CHECK: check: 1 kernel(s), 3 schedule(s), 64 thread(s), {{[0-9]+}} ops run against the reference: no difference
gpu.module @m {
  gpu.func @mbarrier_phases(%in: memref<64xf32>, %out: memref<64xf32>)
      workgroup(%smem_arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 512 : i64} {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c63 = arith.constant 63 : index
    %c64 = arith.constant 64 : index
    %p0 = arith.constant false
    %p1 = arith.constant true
    %ticks = arith.constant 1000000 : index
    %tx = gpu.thread_id x
    %mirror = arith.subi %c63, %tx : index
    %S0_offset = arith.constant 0 : index
    %S0 = memref.view %smem_arena[%S0_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %S1_offset = arith.constant 256 : index
    %S1 = memref.view %smem_arena[%S1_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %mb = nvgpu.mbarrier.create -> !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
    %first = arith.cmpi eq, %tx, %c0 : index
    scf.if %first {
      nvgpu.mbarrier.init %mb[%c0], %c64 : !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
    }
    gpu.barrier
    // phase 0: every thread stages one element of S0, arrives, waits for the phase
    %t0 = nvgpu.device_async_copy %in[%tx], %S0[%tx], 1 : memref<64xf32> to memref<64xf32, #gpu.address_space<workgroup>>
    %g0 = nvgpu.device_async_create_group %t0
    nvgpu.device_async_wait %g0
    %k0 = nvgpu.mbarrier.arrive %mb[%c0] : !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>> -> !nvgpu.mbarrier.token
    nvgpu.mbarrier.try_wait.parity %mb[%c0], %p0, %ticks : !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
    %a = memref.load %S0[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
    // phase 1: the same with S1
    %t1 = nvgpu.device_async_copy %in[%mirror], %S1[%tx], 1 : memref<64xf32> to memref<64xf32, #gpu.address_space<workgroup>>
    %g1 = nvgpu.device_async_create_group %t1
    nvgpu.device_async_wait %g1
    %k1 = nvgpu.mbarrier.arrive %mb[%c0] : !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>> -> !nvgpu.mbarrier.token
    nvgpu.mbarrier.try_wait.parity %mb[%c0], %p1, %ticks : !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
    %b = memref.load %S1[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
    %s = arith.addf %a, %b : f32
    memref.store %s, %out[%tx] : memref<64xf32>
    gpu.return
  }
}
