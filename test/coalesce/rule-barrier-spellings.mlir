// Design §3, Barriers: gpu.barrier, nvvm.barrier0 and nvvm.barrier without operands wait for the
// whole block and separate A (before) from B (after), so B takes A's bytes; a barrier with an id
// or a thread count waits for some threads only, and bar.warp.sync for one warp: they separate
// nothing.
// RUN: smem-opt %s --split-input-file --allow-unregistered-dialect -p smem-coalesce,smem-verify-plan | filecheck %s

// gpu.barrier.
// CHECK-LABEL: gpu.func @gpu_barrier
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %B_offset = arith.constant 0 : index
gpu.module @m {
  gpu.func @gpu_barrier(%out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %a, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<256xf32>
    gpu.return
  }
}

// -----

// nvvm.barrier0 is bar.sync 0 for the whole block.
// CHECK-LABEL: gpu.func @nvvm_barrier0
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %B_offset = arith.constant 0 : index
gpu.module @m {
  gpu.func @nvvm_barrier0(%out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    nvvm.barrier0
    %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %a, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<256xf32>
    gpu.return
  }
}

// -----

// nvvm.barrier without an id or a thread count is the same barrier.
// CHECK-LABEL: gpu.func @nvvm_barrier_without_operands
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %B_offset = arith.constant 0 : index
gpu.module @m {
  gpu.func @nvvm_barrier_without_operands(%out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    nvvm.barrier
    %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %a, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<256xf32>
    gpu.return
  }
}

// -----

// A named barrier: the threads that use barrier 1 need not be the whole block.
// CHECK-LABEL: gpu.func @nvvm_barrier_with_id
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %B_offset = arith.constant 1024 : index
gpu.module @m {
  gpu.func @nvvm_barrier_with_id(%out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %id = arith.constant 1 : i32
    nvvm.barrier id = %id
    %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %a, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<256xf32>
    gpu.return
  }
}

// -----

// A thread count: only 128 of the 256 threads wait.
// CHECK-LABEL: gpu.func @nvvm_barrier_with_thread_count
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %B_offset = arith.constant 1024 : index
gpu.module @m {
  gpu.func @nvvm_barrier_with_thread_count(%out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %id = arith.constant 0 : i32
    %n = arith.constant 128 : i32
    nvvm.barrier id = %id number_of_threads = %n
    %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %a, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<256xf32>
    gpu.return
  }
}

// -----

// bar.warp.sync synchronises one warp.
// CHECK-LABEL: gpu.func @bar_warp_sync
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %B_offset = arith.constant 1024 : index
gpu.module @m {
  gpu.func @bar_warp_sync(%out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %mask = arith.constant -1 : i32
    "nvvm.bar.warp.sync"(%mask) : (i32) -> ()
    %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %a, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<256xf32>
    gpu.return
  }
}

