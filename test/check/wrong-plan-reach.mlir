// REQUIRES: mlir-opt
// Wrong plans whose damage shows only where a check that runs block 0 on one random draw never
// looks: blocks other than 0, inputs past a constant the kernel compares against, a loop over a
// dynamic dimension that runs more than once, a warp that runs ahead of another between two
// barriers, a wmma fragment off its alignment, a buffer over a live mbarrier, a difference beside
// a read of bytes nobody wrote, a division moved out of its guard, dynamic shared memory given at
// launch. Each wrong plan is flagged at its line; the right ones are clean. Each wrong plan puts
// A and B on the same bytes unless it says otherwise.
// RUN: not smem-opt %s --split-input-file --check 2>&1 | filecheck %s
// The division taken out of its guard, against the kernel as written.
// RUN: not smem-opt %s --split-input-file --check --check-against %S/Inputs/guarded.mlir 2>&1 | filecheck %s --check-prefix=HOISTED

// Blocks: only blocks other than 0 write B (the grid of 4 is the kernel's known_grid_size).
gpu.module @m {
  gpu.func @blocks(%in: memref<256xf32>, %out: memref<256xf32>)
      workgroup(%arena : memref<256xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, known_grid_size = array<i32: 4, 1, 1>, smem.arena_bytes = 256 : i64} {
    %c0 = arith.constant 0 : index
    %c63 = arith.constant 63 : index
    %c64 = arith.constant 64 : index
    %tx = gpu.thread_id x
    %bx = gpu.block_id x
    %base = arith.muli %bx, %c64 : index
    %i = arith.addi %base, %tx : index
    %x = memref.load %in[%i] : memref<256xf32>
    %A = memref.view %arena[%c0][] : memref<256xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.view %arena[%c0][] : memref<256xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %x, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %first = arith.cmpi eq, %bx, %c0 : index
    scf.if %first {
    } else {
      %y = arith.addf %x, %x : f32
      memref.store %y, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %mirror = arith.subi %c63, %tx : index
    // CHECK: wrong-plan-reach.mlir:[[# @LINE + 1]]:10: error: check: thread {{[0-9]+}} reads shared bytes that thread {{[0-9]+}} overwrote at line [[# @LINE - 4]]:7
    %a = memref.load %A[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %a, %out[%i] : memref<256xf32>
    gpu.return
  }
}

// -----

// Inputs: B is written only when %n > 256 (the first draw's scalars lie in [1, 9)).
gpu.module @m {
  gpu.func @inputs(%in: memref<64xf32>, %out: memref<64xf32>, %n: index)
      workgroup(%arena : memref<256xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 256 : i64} {
    %c0 = arith.constant 0 : index
    %c63 = arith.constant 63 : index
    %c256 = arith.constant 256 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %A = memref.view %arena[%c0][] : memref<256xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.view %arena[%c0][] : memref<256xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %x, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %big = arith.cmpi ugt, %n, %c256 : index
    scf.if %big {
      %y = arith.addf %x, %x : f32
      memref.store %y, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %mirror = arith.subi %c63, %tx : index
    // CHECK: wrong-plan-reach.mlir:[[# @LINE + 1]]:10: error: check: thread {{[0-9]+}} reads shared bytes that thread {{[0-9]+}} overwrote at line [[# @LINE - 4]]:7
    %a = memref.load %A[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %a, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// Shapes: A is read at the top of each iteration of a loop over a dynamic dimension and B written
// at its end; the first iteration sees A whole, the second sees B (the first draw's dimension is
// 16: one iteration).
gpu.module @m {
  gpu.func @shapes(%in: memref<?xf32>, %out: memref<64xf32>)
      workgroup(%arena : memref<256xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 256 : i64} {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c63 = arith.constant 63 : index
    %zero = arith.constant 0.0 : f32
    %tx = gpu.thread_id x
    %mirror = arith.subi %c63, %tx : index
    %n = memref.dim %in, %c0 : memref<?xf32>
    %A = memref.view %arena[%c0][] : memref<256xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.view %arena[%c0][] : memref<256xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %ti = arith.index_cast %tx : index to i32
    %t = arith.uitofp %ti : i32 to f32
    memref.store %t, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %sum = scf.for %i = %c0 to %n step %c16 iter_args(%acc = %zero) -> (f32) {
      // CHECK: wrong-plan-reach.mlir:[[# @LINE + 1]]:12: error: check: thread {{[0-9]+}} reads shared bytes that thread {{[0-9]+}} overwrote at line [[# @LINE + 3]]:7
      %a = memref.load %A[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %b = memref.load %B[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %s = arith.addf %acc, %b : f32
      scf.yield %s : f32
    }
    memref.store %sum, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// Warps: warp 0 reads X before its shuffle; warp 1 issues an async copy into Y after its own. A
// warp meets only its lanes at a shuffle, so warp 1 may be that far ahead: the copy may land
// while warp 0 still reads.
gpu.module @m {
  gpu.func @warps(%in: memref<64xf32>, %out: memref<64xf32>)
      workgroup(%arena : memref<128xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 128 : i64} {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %one = arith.constant 1 : i32
    %width = arith.constant 32 : i32
    %tx = gpu.thread_id x
    %lane = arith.remui %tx, %c32 : index
    %X = memref.view %arena[%c0][] : memref<128xi8, #gpu.address_space<workgroup>> to memref<32xf32, #gpu.address_space<workgroup>>
    %Y = memref.view %arena[%c0][] : memref<128xi8, #gpu.address_space<workgroup>> to memref<32xf32, #gpu.address_space<workgroup>>
    %w1 = arith.cmpi uge, %tx, %c32 : index
    %x = memref.load %in[%tx] : memref<64xf32>
    scf.if %w1 {
    } else {
      memref.store %x, %X[%lane] : memref<32xf32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %r = scf.if %w1 -> (f32) {
      %s, %v = gpu.shuffle xor %x, %one, %width : f32
      %t = nvgpu.device_async_copy %in[%tx], %Y[%lane], 1 : memref<64xf32> to memref<32xf32, #gpu.address_space<workgroup>>
      %g = nvgpu.device_async_create_group %t
      scf.yield %s : f32
    } else {
      // CHECK: wrong-plan-reach.mlir:[[# @LINE + 1]]:12: error: check: race in shared memory: thread {{[0-9]+}} reads bytes that an async copy issued at line [[# @LINE - 4]]:12 (thread {{[0-9]+}}) still has in flight
      %a = memref.load %X[%lane] : memref<32xf32, #gpu.address_space<workgroup>>
      %s, %v = gpu.shuffle xor %a, %one, %width : f32
      scf.yield %s : f32
    }
    gpu.barrier
    %t2 = nvgpu.device_async_create_group
    nvgpu.device_async_wait %t2 {numGroups = 0 : i32}
    memref.store %r, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// Alignment: a wmma fragment loaded from 8 bytes into an arena aligned to 32 (it must be 32-byte
// aligned; the GPU faults on a misaligned address).
gpu.module @m {
  gpu.func @fragment(%in: memref<16x16xf16>, %out: memref<16x16xf16>)
      workgroup(%arena : memref<1024xi8, #gpu.address_space<workgroup>> {llvm.align = 32 : i64})
      kernel attributes {known_block_size = array<i32: 32, 1, 1>, smem.arena_bytes = 1024 : i64} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %tx = gpu.thread_id x
    %A = memref.view %arena[%c8][] : memref<1024xi8, #gpu.address_space<workgroup>> to memref<16x16xf16, #gpu.address_space<workgroup>>
    %row = arith.divui %tx, %c2 : index
    %half = arith.remui %tx, %c2 : index
    %col0 = arith.muli %half, %c8 : index
    scf.for %j = %c0 to %c8 step %c1 {
      %col = arith.addi %col0, %j : index
      %v = memref.load %in[%row, %col] : memref<16x16xf16>
      memref.store %v, %A[%row, %col] : memref<16x16xf16, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    // CHECK: wrong-plan-reach.mlir:[[# @LINE + 1]]:10: error: check: misaligned access: wmma.load fragment address byte 8 of shared 'arena' is not 32-byte aligned
    %a = gpu.subgroup_mma_load_matrix %A[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16, #gpu.address_space<workgroup>> -> !gpu.mma_matrix<16x16xf16, "AOp">
    %b = gpu.subgroup_mma_load_matrix %A[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16, #gpu.address_space<workgroup>> -> !gpu.mma_matrix<16x16xf16, "BOp">
    %z = arith.constant 0.0 : f16
    %c = gpu.subgroup_mma_constant_matrix %z : !gpu.mma_matrix<16x16xf16, "COp">
    %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
    gpu.subgroup_mma_store_matrix %d, %out[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<16x16xf16>
    gpu.return
  }
}

// -----

// The same fragment at byte 32: right.
// CHECK: ran @m::@fragment_ok: 1 of 1 block(s) of grid 1x1x1, 32 thread(s)
gpu.module @m {
  gpu.func @fragment_ok(%in: memref<16x16xf16>, %out: memref<16x16xf16>)
      workgroup(%arena : memref<1024xi8, #gpu.address_space<workgroup>> {llvm.align = 32 : i64})
      kernel attributes {known_block_size = array<i32: 32, 1, 1>, smem.arena_bytes = 1024 : i64} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %tx = gpu.thread_id x
    %A = memref.view %arena[%c32][] : memref<1024xi8, #gpu.address_space<workgroup>> to memref<16x16xf16, #gpu.address_space<workgroup>>
    %row = arith.divui %tx, %c2 : index
    %half = arith.remui %tx, %c2 : index
    %col0 = arith.muli %half, %c8 : index
    scf.for %j = %c0 to %c8 step %c1 {
      %col = arith.addi %col0, %j : index
      %v = memref.load %in[%row, %col] : memref<16x16xf16>
      memref.store %v, %A[%row, %col] : memref<16x16xf16, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %a = gpu.subgroup_mma_load_matrix %A[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16, #gpu.address_space<workgroup>> -> !gpu.mma_matrix<16x16xf16, "AOp">
    %b = gpu.subgroup_mma_load_matrix %A[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16, #gpu.address_space<workgroup>> -> !gpu.mma_matrix<16x16xf16, "BOp">
    %z = arith.constant 0.0 : f16
    %c = gpu.subgroup_mma_constant_matrix %z : !gpu.mma_matrix<16x16xf16, "COp">
    %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
    gpu.subgroup_mma_store_matrix %d, %out[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<16x16xf16>
    gpu.return
  }
}

// -----

// mbarriers live in shared memory: B placed over the mbarrier M while threads 32-63 have not yet
// arrived on it.
gpu.module @m {
  gpu.func @over_mbarrier(%in: memref<64xf32>, %out: memref<64xf32>)
      workgroup(%arena : memref<256xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 256 : i64} {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %n = arith.constant 64 : i32
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %M = memref.view %arena[%c0][] : memref<256xi8, #gpu.address_space<workgroup>> to memref<1xi64, #gpu.address_space<workgroup>>
    %B = memref.view %arena[%c0][] : memref<256xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %addr = memref.extract_aligned_pointer_as_index %M : memref<1xi64, #gpu.address_space<workgroup>> -> index
    %a64 = arith.index_cast %addr : index to i64
    %p = llvm.inttoptr %a64 : i64 to !llvm.ptr<3>
    %first = arith.cmpi eq, %tx, %c0 : index
    scf.if %first {
      nvvm.mbarrier.init %p, %n : !llvm.ptr<3>, i32
    }
    gpu.barrier
    %token = nvvm.mbarrier.arrive %p : !llvm.ptr<3> -> i64
    %late = arith.cmpi uge, %tx, %c32 : index
    scf.if %late {
      %j = arith.subi %tx, %c32 : index
      // CHECK: wrong-plan-reach.mlir:[[# @LINE + 1]]:7: error: check: mbarrier misuse: a store writes over the mbarrier at byte 0 of shared 'arena' while it has arrivals or transactions pending
      memref.store %x, %B[%j] : memref<64xf32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    memref.store %x, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// Undefined bytes excuse only themselves: every thread reads byte padding nobody wrote (P, the
// same in both), and the plan puts B over A.
gpu.module @m {
  gpu.func @padding(%in: memref<64xf32>, %out: memref<64xf32>, %pad: memref<64xf32>)
      workgroup(%arena : memref<768xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 768 : i64} {
    %c0 = arith.constant 0 : index
    %c63 = arith.constant 63 : index
    %c512 = arith.constant 512 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %A = memref.view %arena[%c0][] : memref<768xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.view %arena[%c0][] : memref<768xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %P = memref.view %arena[%c512][] : memref<768xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %p = memref.load %P[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %p, %pad[%tx] : memref<64xf32>
    memref.store %x, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %y = arith.addf %x, %x : f32
    memref.store %y, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %mirror = arith.subi %c63, %tx : index
    // CHECK: wrong-plan-reach.mlir:[[# @LINE + 1]]:10: error: check: thread {{[0-9]+}} reads shared bytes that thread {{[0-9]+}} overwrote
    %a = memref.load %A[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
    // CHECK: wrong-plan-reach.mlir:[[# @LINE + 1]]:5: error: check: output %out differs from the reference
    memref.store %a, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// A division taken out of its guard (%n != 0): the plan divides by zero where the kernel as
// written does not (the draws try %n = 0, a value the kernel compares against).
// HOISTED: wrong-plan-reach.mlir:[[# @LINE + 9]]:10: error: check: undefined behaviour: integer division by zero
gpu.module @m {
  gpu.func @guarded(%in: memref<64xf32>, %out: memref<64xf32>, %n: index)
      kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1024 = arith.constant 1024 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %nz = arith.cmpi ne, %n, %c0 : index
    %m = arith.divui %c1024, %n : index
    %r = scf.if %nz -> (f32) {
      %mf = arith.index_cast %m : index to i32
      %f = arith.sitofp %mf : i32 to f32
      %v = arith.addf %x, %f : f32
      scf.yield %v : f32
    } else {
      scf.yield %x : f32
    }
    memref.store %r, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// Launches: X and Y take 64 KiB of dynamic shared memory, which the launch gives (48 KiB is no
// limit of dynamic shared memory): right. The kernel states no block size; the launch does.
// CHECK: ran @m::@big: 1 of 1 block(s) of grid 1x1x1, 64 thread(s)
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @big(%in: memref<8192xf32>, %out: memref<8192xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c32768 = arith.constant 32768 : index
      %c63 = arith.constant 63 : index
      %tx = gpu.thread_id x
      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %X = memref.view %dyn[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<8192xf32, #gpu.address_space<workgroup>>
      %Y = memref.view %dyn[%c32768][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<8192xf32, #gpu.address_space<workgroup>>
      %x = memref.load %in[%tx] : memref<8192xf32>
      memref.store %x, %X[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
      memref.store %x, %Y[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %m = arith.subi %c63, %tx : index
      %a = memref.load %X[%m] : memref<8192xf32, #gpu.address_space<workgroup>>
      %b = memref.load %Y[%m] : memref<8192xf32, #gpu.address_space<workgroup>>
      %s = arith.addf %a, %b : f32
      memref.store %s, %out[%tx] : memref<8192xf32>
      gpu.return
    }
  }
  func.func @host(%in: memref<8192xf32>, %out: memref<8192xf32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %bytes = arith.constant 65536 : i32
    gpu.launch_func @m::@big blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) dynamic_shared_memory_size %bytes args(%in : memref<8192xf32>, %out : memref<8192xf32>)
    return
  }
}

// -----

// The same kernel launched with 24 KiB: Y is out of the bytes the launch gives.
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @short(%in: memref<8192xf32>, %out: memref<8192xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c32768 = arith.constant 32768 : index
      %c63 = arith.constant 63 : index
      %tx = gpu.thread_id x
      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %X = memref.view %dyn[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<8192xf32, #gpu.address_space<workgroup>>
      %Y = memref.view %dyn[%c32768][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<8192xf32, #gpu.address_space<workgroup>>
      %x = memref.load %in[%tx] : memref<8192xf32>
      memref.store %x, %X[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
      // CHECK: wrong-plan-reach.mlir:[[# @LINE + 1]]:7: error: check: out-of-bounds shared memory access
      memref.store %x, %Y[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %m = arith.subi %c63, %tx : index
      %a = memref.load %X[%m] : memref<8192xf32, #gpu.address_space<workgroup>>
      %b = memref.load %Y[%m] : memref<8192xf32, #gpu.address_space<workgroup>>
      %s = arith.addf %a, %b : f32
      memref.store %s, %out[%tx] : memref<8192xf32>
      gpu.return
    }
  }
  func.func @host(%in: memref<8192xf32>, %out: memref<8192xf32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %bytes = arith.constant 24576 : i32
    gpu.launch_func @m::@short blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) dynamic_shared_memory_size %bytes args(%in : memref<8192xf32>, %out : memref<8192xf32>)
    return
  }
}
