// REQUIRES: mlir-opt
// Wrong plans checked against the kernels as written (Inputs/originals.mlir), where the plan
// itself cannot say what was meant: a view of dynamic shared memory in a loop carries its bytes to
// the next iteration; a workgroup global that a called function reads stays a global; the kernel's
// own i8 arena keeps its views at the same bytes; a barrier between an mbarrier wait and the
// arrive it waits for deadlocks. Each is flagged at its line; the right plans are clean.
// RUN: not smem-opt %s --split-input-file --check-against %S/Inputs/originals.mlir --check 2>&1 | filecheck %s

// T placed over the bytes V carries between iterations.
gpu.module @m {
  gpu.func @dynamic_loop(%in: memref<64xf32>, %out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c63 = arith.constant 63 : index
    %zero = arith.constant 0.0 : f32
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %mirror = arith.subi %c63, %tx : index
    %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %V0 = memref.view %dyn[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %zero, %V0[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %T = memref.view %dyn[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    scf.for %k = %c0 to %c4 step %c1 {
      %V = memref.view %dyn[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %x, %T[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %t = memref.load %T[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      // CHECK: wrong-plan-against-input.mlir:[[# @LINE + 1]]:14: error: check: thread 0 reads shared bytes that thread 0 overwrote at line [[# @LINE - 4]]:7; in the reference they hold what thread 0 wrote at {{.*}}originals.mlir:17:5
      %old = memref.load %V[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %new = arith.addf %old, %t : f32
      memref.store %new, %V[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    }
    %r = memref.load %V0[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %r, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// CHECK: check: 1 kernel(s), 3 schedule(s), 64 thread(s), {{[0-9]+}} ops run against the reference: no difference
gpu.module @m {
  gpu.func @dynamic_loop(%in: memref<64xf32>, %out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c63 = arith.constant 63 : index
    %c256 = arith.constant 256 : index
    %zero = arith.constant 0.0 : f32
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %mirror = arith.subi %c63, %tx : index
    %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %V0 = memref.view %dyn[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %zero, %V0[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %T = memref.view %dyn[%c256][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    scf.for %k = %c0 to %c4 step %c1 {
      %V = memref.view %dyn[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %x, %T[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %t = memref.load %T[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %old = memref.load %V[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %new = arith.addf %old, %t : f32
      memref.store %new, %V[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    }
    %r = memref.load %V0[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %r, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// The kernel's use of @g moved into its arena while the called function still reads @g.
module attributes {gpu.container_module} {
gpu.module @m {
  memref.global "private" @g : memref<64xf32, #gpu.address_space<workgroup>>
  func.func @helper(%i: index) -> f32 {
    %G = memref.get_global @g : memref<64xf32, #gpu.address_space<workgroup>>
    // CHECK: wrong-plan-against-input.mlir:[[# @LINE + 1]]:10: error: check: thread 0 reads shared bytes that no thread wrote in this plan; in the reference they hold what thread 63 wrote at {{.*}}originals.mlir:47:5
    %v = memref.load %G[%i] : memref<64xf32, #gpu.address_space<workgroup>>
    return %v : f32
  }
  gpu.func @global_in_callee(%in: memref<64xf32>, %out: memref<64xf32>)
      workgroup(%smem_arena : memref<256xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 256 : i64} {
    %c63 = arith.constant 63 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %mirror = arith.subi %c63, %tx : index
    %G_offset = arith.constant 0 : index
    %G = memref.view %smem_arena[%G_offset][] : memref<256xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %x, %G[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %v = func.call @helper(%mirror) : (index) -> f32
    memref.store %v, %out[%tx] : memref<64xf32>
    gpu.return
  }
}
}

// -----

// F and I, the kernel's two views of its own bytes, taken apart.
gpu.module @m {
  gpu.func @user_arena(%in: memref<64xf32>, %out: memref<64xi32>)
      workgroup(%smem_arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 512 : i64} {
    %c63 = arith.constant 63 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %mirror = arith.subi %c63, %tx : index
    %F_offset = arith.constant 0 : index
    %F = memref.view %smem_arena[%F_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %I_offset = arith.constant 256 : index
    %I = memref.view %smem_arena[%I_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xi32, #gpu.address_space<workgroup>>
    memref.store %x, %F[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    // CHECK: wrong-plan-against-input.mlir:[[# @LINE + 1]]:13: error: check: thread 0 reads shared bytes that no thread wrote in this plan; in the reference they hold what thread 63 wrote at {{.*}}originals.mlir:64:5
    %bits = memref.load %I[%mirror] : memref<64xi32, #gpu.address_space<workgroup>>
    memref.store %bits, %out[%tx] : memref<64xi32>
    gpu.return
  }
}

// -----

// The kernel's buffer as one buffer in the arena, its views at the same bytes: no difference.
// CHECK: check: 1 kernel(s), 3 schedule(s), 64 thread(s), {{[0-9]+}} ops run against the reference: no difference
gpu.module @m {
  gpu.func @user_arena(%in: memref<64xf32>, %out: memref<64xi32>)
      workgroup(%smem_arena : memref<256xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 256 : i64} {
    %c0 = arith.constant 0 : index
    %c63 = arith.constant 63 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %mirror = arith.subi %c63, %tx : index
    %raw_offset = arith.constant 0 : index
    %raw = memref.view %smem_arena[%raw_offset][] : memref<256xi8, #gpu.address_space<workgroup>> to memref<256xi8, #gpu.address_space<workgroup>>
    %F = memref.view %raw[%c0][] : memref<256xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %I = memref.view %raw[%c0][] : memref<256xi8, #gpu.address_space<workgroup>> to memref<64xi32, #gpu.address_space<workgroup>>
    memref.store %x, %F[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %bits = memref.load %I[%mirror] : memref<64xi32, #gpu.address_space<workgroup>>
    memref.store %bits, %out[%tx] : memref<64xi32>
    gpu.return
  }
}

// -----

// A barrier inserted between the consumers' wait and the producers' arrive.
// CHECK: wrong-plan-against-input.mlir:[[# @LINE + 22]]:5: error: check: deadlock: the block can never go on: threads 0-31 wait at a barrier at line [[# @LINE + 22]]:5; threads 32-63 wait on an mbarrier at line [[# @LINE + 17]]:7
gpu.module @m {
  gpu.func @handoff(%in: memref<64xf32>, %out: memref<64xf32>) workgroup(%A : memref<32xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %phase = arith.constant false
    %ticks = arith.constant 1000000 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %mb = nvgpu.mbarrier.create -> !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
    %first = arith.cmpi eq, %tx, %c0 : index
    scf.if %first {
      nvgpu.mbarrier.init %mb[%c0], %c32 : !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %consumer = arith.cmpi sge, %tx, %c32 : index
    scf.if %consumer {
      nvgpu.mbarrier.try_wait.parity %mb[%c0], %phase, %ticks : !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
      %i = arith.subi %tx, %c32 : index
      %v = memref.load %A[%i] : memref<32xf32, #gpu.address_space<workgroup>>
      memref.store %v, %out[%tx] : memref<64xf32>
    }
    gpu.barrier
    %producer = arith.cmpi slt, %tx, %c32 : index
    scf.if %producer {
      memref.store %x, %A[%tx] : memref<32xf32, #gpu.address_space<workgroup>>
      %tok = nvgpu.mbarrier.arrive %mb[%c0] : !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>> -> !nvgpu.mbarrier.token
    }
    gpu.return
  }
}
