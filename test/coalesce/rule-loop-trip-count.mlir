// Design §3: a loop runs zero times unless its bounds prove otherwise under the loop's own
// comparison, its signedness and width included. A barrier in a loop separates A (before it) from
// B (after it) only when the loop surely runs: an i8 loop from -1 to 5 runs six times signed and
// none unsigned (-1 is 255), an i32 loop from 0 to -1 runs only unsigned, and an index loop must
// run at 32 bits as well as at 64 (upstream may lower index either way).
// RUN: smem-opt %s --split-input-file -p smem-coalesce,smem-verify-plan | filecheck %s

// Signed i8 from -1 to 5: six iterations, so the barrier runs and B takes A's bytes.
// CHECK-LABEL: gpu.func @i8_signed_runs
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %B_offset = arith.constant 0 : index
gpu.module @m {
  gpu.func @i8_signed_runs(%out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %lo = arith.constant -1 : i8
    %hi = arith.constant 5 : i8
    %step = arith.constant 1 : i8
    %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    scf.for %i = %lo to %hi step %step : i8 {
      gpu.barrier
    }
    %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %a, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<256xf32>
    gpu.return
  }
}

// -----

// Unsigned i8 from 255 to 5: no iteration, no barrier: B may not take A's bytes.
// CHECK-LABEL: gpu.func @i8_unsigned_runs_zero_times
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %B_offset = arith.constant 1024 : index
gpu.module @m {
  gpu.func @i8_unsigned_runs_zero_times(%out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %lo = arith.constant -1 : i8
    %hi = arith.constant 5 : i8
    %step = arith.constant 1 : i8
    %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    scf.for unsigned %i = %lo to %hi step %step : i8 {
      gpu.barrier
    }
    %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %a, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<256xf32>
    gpu.return
  }
}

// -----

// Unsigned i32 from 0 to 4294967295 runs.
// CHECK-LABEL: gpu.func @i32_unsigned_runs
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %B_offset = arith.constant 0 : index
gpu.module @m {
  gpu.func @i32_unsigned_runs(%out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %lo = arith.constant 0 : i32
    %hi = arith.constant -1 : i32
    %step = arith.constant 1 : i32
    %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    scf.for unsigned %i = %lo to %hi step %step : i32 {
      gpu.barrier
    }
    %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %a, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<256xf32>
    gpu.return
  }
}

// -----

// Signed i32 from 0 to -1 does not.
// CHECK-LABEL: gpu.func @i32_signed_runs_zero_times
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %B_offset = arith.constant 1024 : index
gpu.module @m {
  gpu.func @i32_signed_runs_zero_times(%out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %lo = arith.constant 0 : i32
    %hi = arith.constant -1 : i32
    %step = arith.constant 1 : i32
    %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    scf.for %i = %lo to %hi step %step : i32 {
      gpu.barrier
    }
    %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %a, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<256xf32>
    gpu.return
  }
}

// -----

// An i8 upper bound of 200 is -56 signed: no iteration.
// CHECK-LABEL: gpu.func @i8_signed_wraps
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %B_offset = arith.constant 1024 : index
gpu.module @m {
  gpu.func @i8_signed_wraps(%out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %lo = arith.constant 100 : i8
    %hi = arith.constant -56 : i8
    %step = arith.constant 1 : i8
    %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    scf.for %i = %lo to %hi step %step : i8 {
      gpu.barrier
    }
    %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %a, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<256xf32>
    gpu.return
  }
}

// -----

// ...and 200 unsigned: it runs.
// CHECK-LABEL: gpu.func @i8_unsigned_wraps
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %B_offset = arith.constant 0 : index
gpu.module @m {
  gpu.func @i8_unsigned_wraps(%out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %lo = arith.constant 100 : i8
    %hi = arith.constant -56 : i8
    %step = arith.constant 1 : i8
    %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    scf.for unsigned %i = %lo to %hi step %step : i8 {
      gpu.barrier
    }
    %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %a, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<256xf32>
    gpu.return
  }
}

// -----

// An index loop from 0 to 5 runs at any width.
// CHECK-LABEL: gpu.func @index_runs
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %B_offset = arith.constant 0 : index
gpu.module @m {
  gpu.func @index_runs(%out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %lo = arith.constant 0 : index
    %hi = arith.constant 5 : index
    %step = arith.constant 1 : index
    %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    scf.for %i = %lo to %hi step %step {
      gpu.barrier
    }
    %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %a, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<256xf32>
    gpu.return
  }
}

// -----

// From 0 to 2^32 runs at 64 bits but not at 32 (the bound wraps to 0): it may run zero times.
// CHECK-LABEL: gpu.func @index_runs_only_at_64_bits
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %B_offset = arith.constant 1024 : index
gpu.module @m {
  gpu.func @index_runs_only_at_64_bits(%out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %lo = arith.constant 0 : index
    %hi = arith.constant 4294967296 : index
    %step = arith.constant 1 : index
    %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    scf.for %i = %lo to %hi step %step {
      gpu.barrier
    }
    %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %a, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<256xf32>
    gpu.return
  }
}

// -----

// Unsigned index from -1 (the largest index) to 5 runs zero times.
// CHECK-LABEL: gpu.func @index_unsigned_negative_lower
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %B_offset = arith.constant 1024 : index
gpu.module @m {
  gpu.func @index_unsigned_negative_lower(%out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %lo = arith.constant -1 : index
    %hi = arith.constant 5 : index
    %step = arith.constant 1 : index
    %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    scf.for unsigned %i = %lo to %hi step %step {
      gpu.barrier
    }
    %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %a, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<256xf32>
    gpu.return
  }
}

