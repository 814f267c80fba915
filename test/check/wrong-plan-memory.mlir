// REQUIRES: mlir-opt
// Plans written by hand that break what the program relies on about memory: alignment that
// memref.assume_alignment asserts, that a vector access with an alignment needs, that a 16-byte
// cp.async needs; buffers whose elements take more bytes than their count says (vector<3xf32>
// takes 16, i1 one byte); a pointer that escapes and is read later; a cp.async never committed,
// in flight until the end. Each wrong plan is flagged at its line; the same kernel laid out right
// is clean. The reference is the plan with its arena split.
// RUN: not smem-opt %s --split-input-file --check 2>&1 | filecheck %s

// X asserted 64-byte aligned, at byte 16 of an arena aligned to 16.
gpu.module @m {
  gpu.func @assumed(%in: memref<64xf32>, %out: memref<64xf32>)
      workgroup(%smem_arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 512 : i64} {
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %X_offset = arith.constant 16 : index
    %X = memref.view %smem_arena[%X_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    // CHECK: wrong-plan-memory.mlir:[[# @LINE + 1]]:11: error: check: failed llvm.intr.assume: the pointer is assumed 64-byte aligned but is byte 16 of shared 'smem_arena'
    %Xa = memref.assume_alignment %X, 64 : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %x, %Xa[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %v = memref.load %Xa[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %v, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// At byte 0 of an arena aligned to 64.
// CHECK: check: 1 kernel(s), 3 schedule(s), {{[0-9]+}} thread(s), {{[0-9]+}} ops run against the reference: no difference
gpu.module @m {
  gpu.func @assumed(%in: memref<64xf32>, %out: memref<64xf32>)
      workgroup(%smem_arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 64 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 512 : i64} {
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %X_offset = arith.constant 0 : index
    %X = memref.view %smem_arena[%X_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %Xa = memref.assume_alignment %X, 64 : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %x, %Xa[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %v = memref.load %Xa[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %v, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// A 16-byte-aligned vector load from X at byte 8.
gpu.module @m {
  gpu.func @vector_aligned(%in: memref<64xf32>, %out: memref<64xf32>)
      workgroup(%smem_arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 512 : i64} {
    %c4 = arith.constant 4 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %X_offset = arith.constant 8 : index
    %X = memref.view %smem_arena[%X_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %x, %X[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %q = arith.divui %tx, %c4 : index
    %i = arith.muli %q, %c4 : index
    // CHECK: wrong-plan-memory.mlir:[[# @LINE + 1]]:10: error: check: misaligned access: address byte 8 of shared 'smem_arena' is not 16-byte aligned
    %v = vector.load %X[%i] {alignment = 16} : memref<64xf32, #gpu.address_space<workgroup>>, vector<4xf32>
    %e = vector.extract %v[0] : f32 from vector<4xf32>
    memref.store %e, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// CHECK: check: 1 kernel(s), 3 schedule(s), {{[0-9]+}} thread(s), {{[0-9]+}} ops run against the reference: no difference
gpu.module @m {
  gpu.func @vector_aligned(%in: memref<64xf32>, %out: memref<64xf32>)
      workgroup(%smem_arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 512 : i64} {
    %c4 = arith.constant 4 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %X_offset = arith.constant 0 : index
    %X = memref.view %smem_arena[%X_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %x, %X[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %q = arith.divui %tx, %c4 : index
    %i = arith.muli %q, %c4 : index
    %v = vector.load %X[%i] {alignment = 16} : memref<64xf32, #gpu.address_space<workgroup>>, vector<4xf32>
    %e = vector.extract %v[0] : f32 from vector<4xf32>
    memref.store %e, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// 16-byte copies into X at byte 8.
gpu.module @m {
  gpu.func @copy16(%in: memref<64xf32>, %out: memref<64xf32>)
      workgroup(%smem_arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 512 : i64} {
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %tx = gpu.thread_id x
    %X_offset = arith.constant 8 : index
    %X = memref.view %smem_arena[%X_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %lt = arith.cmpi ult, %tx, %c16 : index
    scf.if %lt {
      %i = arith.muli %tx, %c4 : index
      // CHECK: wrong-plan-memory.mlir:[[# @LINE + 1]]:12: error: check: misaligned access: cp.async of 16 bytes to byte 8 of shared 'smem_arena', which is not 16-byte aligned
      %t = nvgpu.device_async_copy %in[%i], %X[%i], 4 : memref<64xf32> to memref<64xf32, #gpu.address_space<workgroup>>
      %g = nvgpu.device_async_create_group %t
      nvgpu.device_async_wait %g
    }
    gpu.barrier
    %v = memref.load %X[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %v, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// CHECK: check: 1 kernel(s), 3 schedule(s), {{[0-9]+}} thread(s), {{[0-9]+}} ops run against the reference: no difference
gpu.module @m {
  gpu.func @copy16(%in: memref<64xf32>, %out: memref<64xf32>)
      workgroup(%smem_arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 512 : i64} {
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %tx = gpu.thread_id x
    %X_offset = arith.constant 0 : index
    %X = memref.view %smem_arena[%X_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %lt = arith.cmpi ult, %tx, %c16 : index
    scf.if %lt {
      %i = arith.muli %tx, %c4 : index
      %t = nvgpu.device_async_copy %in[%i], %X[%i], 4 : memref<64xf32> to memref<64xf32, #gpu.address_space<workgroup>>
      %g = nvgpu.device_async_create_group %t
      nvgpu.device_async_wait %g
    }
    gpu.barrier
    %v = memref.load %X[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %v, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// Four vector<3xf32> take 64 bytes, not 48: B at byte 48 overwrites V[3].
gpu.module @m {
  gpu.func @vec3(%in: memref<64xf32>, %out: memref<64xf32>)
      workgroup(%smem_arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 512 : i64} {
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %V_offset = arith.constant 0 : index
    %V = memref.view %smem_arena[%V_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<4xvector<3xf32>, #gpu.address_space<workgroup>>
    %B_offset = arith.constant 48 : index
    %B = memref.view %smem_arena[%B_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %lt = arith.cmpi ult, %tx, %c4 : index
    scf.if %lt {
      %s = vector.broadcast %x : f32 to vector<3xf32>
      memref.store %s, %V[%tx] : memref<4xvector<3xf32>, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    memref.store %x, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %j = arith.andi %tx, %c3 : index
    // CHECK: wrong-plan-memory.mlir:[[# @LINE + 1]]:10: error: check: thread 3 reads shared bytes that thread 0 overwrote at line [[# @LINE - 3]]:5; in the reference they hold what thread 3 wrote at line [[# @LINE - 6]]:7
    %w = memref.load %V[%j] : memref<4xvector<3xf32>, #gpu.address_space<workgroup>>
    %e = vector.extract %w[2] : f32 from vector<3xf32>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %s2 = arith.addf %e, %b : f32
    memref.store %s2, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// CHECK: check: 1 kernel(s), 3 schedule(s), {{[0-9]+}} thread(s), {{[0-9]+}} ops run against the reference: no difference
gpu.module @m {
  gpu.func @vec3(%in: memref<64xf32>, %out: memref<64xf32>)
      workgroup(%smem_arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 512 : i64} {
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %V_offset = arith.constant 0 : index
    %V = memref.view %smem_arena[%V_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<4xvector<3xf32>, #gpu.address_space<workgroup>>
    %B_offset = arith.constant 64 : index
    %B = memref.view %smem_arena[%B_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %lt = arith.cmpi ult, %tx, %c4 : index
    scf.if %lt {
      %s = vector.broadcast %x : f32 to vector<3xf32>
      memref.store %s, %V[%tx] : memref<4xvector<3xf32>, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    memref.store %x, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %j = arith.andi %tx, %c3 : index
    %w = memref.load %V[%j] : memref<4xvector<3xf32>, #gpu.address_space<workgroup>>
    %e = vector.extract %w[2] : f32 from vector<3xf32>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %s2 = arith.addf %e, %b : f32
    memref.store %s2, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// 64 x i1 take 64 bytes, not 8 (B at byte 8 would overwrite flags 8 to 63), but MLIR 22 cannot
// lower a store of i1 to memory: --check says it cannot run, for the wrong plan and the right one.
// CHECK: error: check: cannot run: mlir-opt cannot lower the plan: it stops on an assertion, `integralElementType.getWidth() >= 8' (MemRefToLLVM.cpp:{{[0-9]+}})
gpu.module @m {
  gpu.func @bools(%in: memref<64xf32>, %out: memref<64xf32>)
      workgroup(%smem_arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 512 : i64} {
    %zero = arith.constant 0.0 : f32
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %F_offset = arith.constant 0 : index
    %F = memref.view %smem_arena[%F_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xi1, #gpu.address_space<workgroup>>
    %B_offset = arith.constant 8 : index
    %B = memref.view %smem_arena[%B_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %pos = arith.cmpf ogt, %x, %zero : f32
    memref.store %pos, %F[%tx] : memref<64xi1, #gpu.address_space<workgroup>>
    gpu.barrier
    memref.store %x, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %p = memref.load %F[%tx] : memref<64xi1, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %r = arith.select %p, %b, %zero : f32
    memref.store %r, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// CHECK: error: check: cannot run: mlir-opt cannot lower the plan: it stops on an assertion
gpu.module @m {
  gpu.func @bools(%in: memref<64xf32>, %out: memref<64xf32>)
      workgroup(%smem_arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 512 : i64} {
    %zero = arith.constant 0.0 : f32
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %F_offset = arith.constant 0 : index
    %F = memref.view %smem_arena[%F_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xi1, #gpu.address_space<workgroup>>
    %B_offset = arith.constant 64 : index
    %B = memref.view %smem_arena[%B_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %pos = arith.cmpf ogt, %x, %zero : f32
    memref.store %pos, %F[%tx] : memref<64xi1, #gpu.address_space<workgroup>>
    gpu.barrier
    memref.store %x, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %p = memref.load %F[%tx] : memref<64xi1, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %r = arith.select %p, %b, %zero : f32
    memref.store %r, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// A pointer to A escapes and is read after B is written: B over A.
gpu.module @m {
  gpu.func @escape(%in: memref<64xf32>, %out: memref<64xf32>)
      workgroup(%smem_arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 512 : i64} {
    %c4 = arith.constant 4 : index
    %c63 = arith.constant 63 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %mirror = arith.subi %c63, %tx : index
    %A_offset = arith.constant 0 : index
    %A = memref.view %smem_arena[%A_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %B_offset = arith.constant 0 : index
    %B = memref.view %smem_arena[%B_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %x, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %base = memref.extract_aligned_pointer_as_index %A : memref<64xf32, #gpu.address_space<workgroup>> -> index
    %off = arith.muli %tx, %c4 : index
    %addr = arith.addi %base, %off : index
    %i = arith.index_cast %addr : index to i64
    %ptr = llvm.inttoptr %i : i64 to !llvm.ptr<3>
    gpu.barrier
    memref.store %x, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    // CHECK: wrong-plan-memory.mlir:[[# @LINE + 1]]:10: error: check: thread 0 reads shared bytes that thread 0 overwrote at line [[# @LINE - 2]]:5; in the reference they hold what thread 0 wrote at line [[# @LINE - 9]]:5
    %v = llvm.load %ptr : !llvm.ptr<3> -> f32
    %b = memref.load %B[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
    %s = arith.addf %v, %b : f32
    memref.store %s, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// CHECK: check: 1 kernel(s), 3 schedule(s), {{[0-9]+}} thread(s), {{[0-9]+}} ops run against the reference: no difference
gpu.module @m {
  gpu.func @escape(%in: memref<64xf32>, %out: memref<64xf32>)
      workgroup(%smem_arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 512 : i64} {
    %c4 = arith.constant 4 : index
    %c63 = arith.constant 63 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %mirror = arith.subi %c63, %tx : index
    %A_offset = arith.constant 0 : index
    %A = memref.view %smem_arena[%A_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %B_offset = arith.constant 256 : index
    %B = memref.view %smem_arena[%B_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %x, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %base = memref.extract_aligned_pointer_as_index %A : memref<64xf32, #gpu.address_space<workgroup>> -> index
    %off = arith.muli %tx, %c4 : index
    %addr = arith.addi %base, %off : index
    %i = arith.index_cast %addr : index to i64
    %ptr = llvm.inttoptr %i : i64 to !llvm.ptr<3>
    gpu.barrier
    memref.store %x, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %v = llvm.load %ptr : !llvm.ptr<3> -> f32
    %b = memref.load %B[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
    %s = arith.addf %v, %b : f32
    memref.store %s, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// Copies into A never committed: in flight until the end. B over A.
gpu.module @m {
  gpu.func @uncommitted(%in: memref<64xf32>, %out: memref<64xf32>)
      workgroup(%smem_arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 512 : i64} {
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c63 = arith.constant 63 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %mirror = arith.subi %c63, %tx : index
    %A_offset = arith.constant 0 : index
    %A = memref.view %smem_arena[%A_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %B_offset = arith.constant 0 : index
    %B = memref.view %smem_arena[%B_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %lt = arith.cmpi ult, %tx, %c16 : index
    scf.if %lt {
      %i = arith.muli %tx, %c4 : index
      %t = nvgpu.device_async_copy %in[%i], %A[%i], 4 : memref<64xf32> to memref<64xf32, #gpu.address_space<workgroup>>
    }
    // CHECK: wrong-plan-memory.mlir:[[# @LINE + 1]]:5: error: check: race in shared memory: thread 0 writes bytes that an async copy issued at line [[# @LINE - 2]]:12 (thread 0) still has in flight
    memref.store %x, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %b = memref.load %B[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// CHECK: check: 1 kernel(s), 3 schedule(s), {{[0-9]+}} thread(s), {{[0-9]+}} ops run against the reference: no difference
gpu.module @m {
  gpu.func @uncommitted(%in: memref<64xf32>, %out: memref<64xf32>)
      workgroup(%smem_arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 512 : i64} {
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c63 = arith.constant 63 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %mirror = arith.subi %c63, %tx : index
    %A_offset = arith.constant 0 : index
    %A = memref.view %smem_arena[%A_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %B_offset = arith.constant 256 : index
    %B = memref.view %smem_arena[%B_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %lt = arith.cmpi ult, %tx, %c16 : index
    scf.if %lt {
      %i = arith.muli %tx, %c4 : index
      %t = nvgpu.device_async_copy %in[%i], %A[%i], 4 : memref<64xf32> to memref<64xf32, #gpu.address_space<workgroup>>
    }
    memref.store %x, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %b = memref.load %B[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}
