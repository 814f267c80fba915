// Design §3, rule 3: uniformity is proven, never assumed. A branch shares bytes between its arms
// only when its condition comes from the closed list (constants, kernel arguments, block, grid and
// cluster ids and sizes, launch facts, uniform loop indices, pure computations of those); clocks,
// timers, lane and warp ids, shuffle and rotate results and their valid flags, loads and ops
// nobody described are divergent, and the arms of a branch on them run at once.
// RUN: smem-opt %s --split-input-file --allow-unregistered-dialect -p smem-coalesce,smem-verify-plan | filecheck %s

// A constant is uniform: the two arms never run together, so A and B share.
// CHECK-LABEL: gpu.func @uniform_constant
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %B_offset = arith.constant 0 : index
gpu.module @m {
  gpu.func @uniform_constant(%out: memref<256xf32>, %g: memref<256xi32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %one = arith.constant 1.0 : f32
    %cond = arith.constant true
    %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    scf.if %cond {
      memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %a, %out[%tx] : memref<256xf32>
    } else {
      memref.store %one, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %b, %out[%tx] : memref<256xf32>
    }
    gpu.return
  }
}

// -----

// A kernel argument is uniform.
// CHECK-LABEL: gpu.func @uniform_kernel_argument
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %B_offset = arith.constant 0 : index
gpu.module @m {
  gpu.func @uniform_kernel_argument(%out: memref<256xf32>, %g: memref<256xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %one = arith.constant 1.0 : f32
    %cond = arith.cmpi sgt, %n, %c0_i32 : i32
    %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    scf.if %cond {
      memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %a, %out[%tx] : memref<256xf32>
    } else {
      memref.store %one, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %b, %out[%tx] : memref<256xf32>
    }
    gpu.return
  }
}

// -----

// A block id, through pure index arithmetic, is uniform.
// CHECK-LABEL: gpu.func @uniform_block_id
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %B_offset = arith.constant 0 : index
gpu.module @m {
  gpu.func @uniform_block_id(%out: memref<256xf32>, %g: memref<256xi32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %one = arith.constant 1.0 : f32
    %bx = gpu.block_id x
    %c1 = arith.constant 1 : index
    %r = arith.remui %bx, %c1 : index
    %cond = arith.cmpi eq, %r, %c0 : index
    %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    scf.if %cond {
      memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %a, %out[%tx] : memref<256xf32>
    } else {
      memref.store %one, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %b, %out[%tx] : memref<256xf32>
    }
    gpu.return
  }
}

// -----

// Grid and block sizes (launch facts) are uniform.
// CHECK-LABEL: gpu.func @uniform_grid_and_block_dims
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %B_offset = arith.constant 0 : index
gpu.module @m {
  gpu.func @uniform_grid_and_block_dims(%out: memref<256xf32>, %g: memref<256xi32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %one = arith.constant 1.0 : f32
    %gx = gpu.grid_dim x
    %bd = gpu.block_dim x
    %p = arith.muli %gx, %bd : index
    %cond = arith.cmpi ugt, %p, %c0 : index
    %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    scf.if %cond {
      memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %a, %out[%tx] : memref<256xf32>
    } else {
      memref.store %one, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %b, %out[%tx] : memref<256xf32>
    }
    gpu.return
  }
}

// -----

// A cluster id is uniform.
// CHECK-LABEL: gpu.func @uniform_cluster_id
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %B_offset = arith.constant 0 : index
gpu.module @m {
  gpu.func @uniform_cluster_id(%out: memref<256xf32>, %g: memref<256xi32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %one = arith.constant 1.0 : f32
    %cl = gpu.cluster_id x
    %cond = arith.cmpi eq, %cl, %c0 : index
    %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    scf.if %cond {
      memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %a, %out[%tx] : memref<256xf32>
    } else {
      memref.store %one, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %b, %out[%tx] : memref<256xf32>
    }
    gpu.return
  }
}

// -----

// The block's id and size and the warp size read from special registers are uniform.
// CHECK-LABEL: gpu.func @uniform_special_registers
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %B_offset = arith.constant 0 : index
gpu.module @m {
  gpu.func @uniform_special_registers(%out: memref<256xf32>, %g: memref<256xi32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %one = arith.constant 1.0 : f32
    %ct = nvvm.read.ptx.sreg.ctaid.x : i32
    %nt = nvvm.read.ptx.sreg.ntid.x : i32
    %ws = nvvm.read.ptx.sreg.warpsize : i32
    %s = arith.addi %ct, %nt : i32
    %s2 = arith.addi %s, %ws : i32
    %cond = arith.cmpi sgt, %s2, %c0_i32 : i32
    %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    scf.if %cond {
      memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %a, %out[%tx] : memref<256xf32>
    } else {
      memref.store %one, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %b, %out[%tx] : memref<256xf32>
    }
    gpu.return
  }
}

// -----

// Each warp reads its own clock: a branch on it is divergent.
// CHECK-LABEL: gpu.func @divergent_clock
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %B_offset = arith.constant 1024 : index
gpu.module @m {
  gpu.func @divergent_clock(%out: memref<256xf32>, %g: memref<256xi32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %one = arith.constant 1.0 : f32
    %clk = nvvm.read.ptx.sreg.clock : i32
    %cond = arith.cmpi sgt, %clk, %c0_i32 : i32
    %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    scf.if %cond {
      memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %a, %out[%tx] : memref<256xf32>
    } else {
      memref.store %one, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %b, %out[%tx] : memref<256xf32>
    }
    gpu.return
  }
}

// -----

// clock64 too.
// CHECK-LABEL: gpu.func @divergent_clock64
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %B_offset = arith.constant 1024 : index
gpu.module @m {
  gpu.func @divergent_clock64(%out: memref<256xf32>, %g: memref<256xi32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %one = arith.constant 1.0 : f32
    %clk = nvvm.read.ptx.sreg.clock64 : i64
    %z = arith.constant 0 : i64
    %cond = arith.cmpi sgt, %clk, %z : i64
    %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    scf.if %cond {
      memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %a, %out[%tx] : memref<256xf32>
    } else {
      memref.store %one, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %b, %out[%tx] : memref<256xf32>
    }
    gpu.return
  }
}

// -----

// The global timer too.
// CHECK-LABEL: gpu.func @divergent_globaltimer
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %B_offset = arith.constant 1024 : index
gpu.module @m {
  gpu.func @divergent_globaltimer(%out: memref<256xf32>, %g: memref<256xi32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %one = arith.constant 1.0 : f32
    %t = nvvm.read.ptx.sreg.globaltimer : i64
    %z = arith.constant 0 : i64
    %cond = arith.cmpi sgt, %t, %z : i64
    %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    scf.if %cond {
      memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %a, %out[%tx] : memref<256xf32>
    } else {
      memref.store %one, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %b, %out[%tx] : memref<256xf32>
    }
    gpu.return
  }
}

// -----

// The SM id may change under preemption: not on the list.
// CHECK-LABEL: gpu.func @divergent_smid
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %B_offset = arith.constant 1024 : index
gpu.module @m {
  gpu.func @divergent_smid(%out: memref<256xf32>, %g: memref<256xi32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %one = arith.constant 1.0 : f32
    %sm = nvvm.read.ptx.sreg.smid : i32
    %cond = arith.cmpi eq, %sm, %c0_i32 : i32
    %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    scf.if %cond {
      memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %a, %out[%tx] : memref<256xf32>
    } else {
      memref.store %one, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %b, %out[%tx] : memref<256xf32>
    }
    gpu.return
  }
}

// -----

// A warp id differs between warps.
// CHECK-LABEL: gpu.func @divergent_warpid
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %B_offset = arith.constant 1024 : index
gpu.module @m {
  gpu.func @divergent_warpid(%out: memref<256xf32>, %g: memref<256xi32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %one = arith.constant 1.0 : f32
    %w = nvvm.read.ptx.sreg.warpid : i32
    %cond = arith.cmpi eq, %w, %c0_i32 : i32
    %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    scf.if %cond {
      memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %a, %out[%tx] : memref<256xf32>
    } else {
      memref.store %one, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %b, %out[%tx] : memref<256xf32>
    }
    gpu.return
  }
}

// -----

// The valid flag of gpu.rotate differs between lanes, even with uniform operands.
// CHECK-LABEL: gpu.func @divergent_rotate_valid
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %B_offset = arith.constant 1024 : index
gpu.module @m {
  gpu.func @divergent_rotate_valid(%out: memref<256xf32>, %g: memref<256xi32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %one = arith.constant 1.0 : f32
    %c1_i32 = arith.constant 1 : i32
    %r, %valid = gpu.rotate %c0_i32, 1, 16 : i32
    %cond = arith.andi %valid, %valid : i1
    %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    scf.if %cond {
      memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %a, %out[%tx] : memref<256xf32>
    } else {
      memref.store %one, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %b, %out[%tx] : memref<256xf32>
    }
    gpu.return
  }
}

// -----

// A shuffle's result is another lane's value.
// CHECK-LABEL: gpu.func @divergent_shuffle_result
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %B_offset = arith.constant 1024 : index
gpu.module @m {
  gpu.func @divergent_shuffle_result(%out: memref<256xf32>, %g: memref<256xi32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %one = arith.constant 1.0 : f32
    %c1_i32 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %v, %ok = gpu.shuffle xor %c0_i32, %c1_i32, %c32 : i32
    %cond = arith.cmpi eq, %v, %c0_i32 : i32
    %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    scf.if %cond {
      memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %a, %out[%tx] : memref<256xf32>
    } else {
      memref.store %one, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %b, %out[%tx] : memref<256xf32>
    }
    gpu.return
  }
}

// -----

// A load may read a different value in each thread (another thread may store in between).
// CHECK-LABEL: gpu.func @divergent_load
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %B_offset = arith.constant 1024 : index
gpu.module @m {
  gpu.func @divergent_load(%out: memref<256xf32>, %g: memref<256xi32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %one = arith.constant 1.0 : f32
    %v = memref.load %g[%c0] : memref<256xi32>
    %cond = arith.cmpi eq, %v, %c0_i32 : i32
    %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    scf.if %cond {
      memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %a, %out[%tx] : memref<256xf32>
    } else {
      memref.store %one, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %b, %out[%tx] : memref<256xf32>
    }
    gpu.return
  }
}

// -----

// An op nobody described is divergent.
// CHECK-LABEL: gpu.func @divergent_unknown_op
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %B_offset = arith.constant 1024 : index
gpu.module @m {
  gpu.func @divergent_unknown_op(%out: memref<256xf32>, %g: memref<256xi32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %one = arith.constant 1.0 : f32
    %v = "mystery.value"() : () -> i32
    %cond = arith.cmpi eq, %v, %c0_i32 : i32
    %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    scf.if %cond {
      memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %a, %out[%tx] : memref<256xf32>
    } else {
      memref.store %one, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %b, %out[%tx] : memref<256xf32>
    }
    gpu.return
  }
}

// -----

// Even with uniform operands.
// CHECK-LABEL: gpu.func @divergent_unknown_op_of_uniform
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %B_offset = arith.constant 1024 : index
gpu.module @m {
  gpu.func @divergent_unknown_op_of_uniform(%out: memref<256xf32>, %g: memref<256xi32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %one = arith.constant 1.0 : f32
    %v = "mystery.value"(%c0_i32) : (i32) -> i32
    %cond = arith.cmpi eq, %v, %c0_i32 : i32
    %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    scf.if %cond {
      memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %a, %out[%tx] : memref<256xf32>
    } else {
      memref.store %one, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %b, %out[%tx] : memref<256xf32>
    }
    gpu.return
  }
}

// -----

// The index of a loop with uniform bounds is uniform: per iteration, one arm runs in every thread.
// CHECK-LABEL: gpu.func @uniform_loop_index
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %B_offset = arith.constant 0 : index
gpu.module @m {
  gpu.func @uniform_loop_index(%out: memref<256xf32>, %n: index) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %one = arith.constant 1.0 : f32
    %ub = arith.addi %n, %c1 : index
    scf.for %i = %c0 to %ub step %c1 {
      %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
      %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
      %cond = arith.cmpi eq, %i, %c0 : index
      scf.if %cond {
        memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
        %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
        memref.store %a, %out[%tx] : memref<256xf32>
      } else {
        memref.store %one, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
        %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
        memref.store %b, %out[%tx] : memref<256xf32>
      }
      gpu.barrier
    }
    gpu.return
  }
}

// -----

// A loop bounded by the thread id runs a different number of times per thread: its index, and a branch on it, are divergent.
// CHECK-LABEL: gpu.func @divergent_loop_index
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %B_offset = arith.constant 1024 : index
gpu.module @m {
  gpu.func @divergent_loop_index(%out: memref<256xf32>, %n: index) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %one = arith.constant 1.0 : f32
    %ub = arith.addi %tx, %c1 : index
    scf.for %i = %c0 to %ub step %c1 {
      %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
      %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
      %cond = arith.cmpi eq, %i, %c0 : index
      scf.if %cond {
        memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
        %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
        memref.store %a, %out[%tx] : memref<256xf32>
      } else {
        memref.store %one, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
        %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
        memref.store %b, %out[%tx] : memref<256xf32>
      }
      gpu.barrier
    }
    gpu.return
  }
}

