// Design §3, Open world: async copies. A device_async_copy whose token no commit covers is in
// flight to the end of the kernel (wait 0 retires only committed groups); a cp.async of 16 bytes
// needs a 16-byte aligned destination even when the alignment option allows less (design §4).
// RUN: smem-opt %s --split-input-file -p smem-coalesce,smem-verify-plan | filecheck %s
// RUN: smem-opt %s --split-input-file -p 'smem-coalesce{alignment=4},smem-verify-plan' | filecheck %s --check-prefix=ALIGN4

// A's copy is never committed: `wait 0` does not retire it, so it may land any time. B must
// not take A's bytes.
// CHECK-LABEL: gpu.func @uncommitted_copy
// CHECK-SAME: smem.arena_bytes = 512 : i64
// CHECK-DAG: %A_offset = arith.constant {{0|256}} : index
// CHECK-DAG: %B_offset = arith.constant {{256|0}} : index
gpu.module @m {
  gpu.func @uncommitted_copy(%in: memref<64xf32>, %out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %t = nvgpu.device_async_copy %in[%tx], %A[%tx], 1 : memref<64xf32> to memref<64xf32, #gpu.address_space<workgroup>>
    %other = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %t2 = nvgpu.device_async_copy %in[%tx], %other[%tx], 1 : memref<64xf32> to memref<64xf32, #gpu.address_space<workgroup>>
    %g = nvgpu.device_async_create_group %t2
    nvgpu.device_async_wait %g {numGroups = 0 : i32}
    gpu.barrier
    %o = memref.load %other[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %o, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// Control: committed and waited for, then a barrier: B may reuse A's bytes.
// CHECK-LABEL: gpu.func @committed_copy
// CHECK-SAME: smem.arena_bytes = 256 : i64
gpu.module @m {
  gpu.func @committed_copy(%in: memref<64xf32>, %out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %t = nvgpu.device_async_copy %in[%tx], %A[%tx], 1 : memref<64xf32> to memref<64xf32, #gpu.address_space<workgroup>>
    %g = nvgpu.device_async_create_group %t
    nvgpu.device_async_wait %g {numGroups = 0 : i32}
    gpu.barrier
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// A wait before the commit retires nothing: the copy into A stays in flight (and may land) until
// the wait after its commit, so B, written in between, must not take A's bytes.
// CHECK-LABEL: gpu.func @wait_before_commit
// CHECK-SAME: smem.arena_bytes = 512 : i64
gpu.module @m {
  gpu.func @wait_before_commit(%in: memref<64xf32>, %out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %t = nvgpu.device_async_copy %in[%tx], %A[%tx], 1 : memref<64xf32> to memref<64xf32, #gpu.address_space<workgroup>>
    nvgpu.device_async_wait %t {numGroups = 0 : i32}
    gpu.barrier
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    %g = nvgpu.device_async_create_group %t
    nvgpu.device_async_wait %g {numGroups = 0 : i32}
    gpu.return
  }
}

// -----

// cp.async of 16 bytes (4 x f32) into Y while the 12-byte X is live. With alignment=4 a plan
// by element alignment alone would put Y at byte 12; the copy needs 16.
// ALIGN4-LABEL: gpu.func @cp_async_alignment
// ALIGN4-SAME: smem.arena_bytes = 28 : i64
// ALIGN4-DAG: %X_offset = arith.constant {{0|16}} : index
// ALIGN4-DAG: %Y_offset = arith.constant 0 : index
gpu.module @m {
  gpu.func @cp_async_alignment(%in: memref<64xf32>, %out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 1, 1, 1>} {
    %c0 = arith.constant 0 : index
    %one = arith.constant 1.0 : f32
    %X = memref.alloc() : memref<3xf32, #gpu.address_space<workgroup>>
    memref.store %one, %X[%c0] : memref<3xf32, #gpu.address_space<workgroup>>
    %Y = memref.alloc() : memref<4xf32, #gpu.address_space<workgroup>>
    %t = nvgpu.device_async_copy %in[%c0], %Y[%c0], 4 : memref<64xf32> to memref<4xf32, #gpu.address_space<workgroup>>
    %g = nvgpu.device_async_create_group %t
    nvgpu.device_async_wait %g {numGroups = 0 : i32}
    %x = memref.load %X[%c0] : memref<3xf32, #gpu.address_space<workgroup>>
    %y = memref.load %Y[%c0] : memref<4xf32, #gpu.address_space<workgroup>>
    %s = arith.addf %x, %y : f32
    memref.store %s, %out[%c0] : memref<64xf32>
    gpu.return
  }
}

// -----

// B2 is allocated in the loop body and filled by a copy that is never committed: it is still
// writing in the next iteration, when B1 (also per-iteration) is used. They must not share.
// CHECK-LABEL: gpu.func @uncommitted_copy_in_loop
// CHECK-SAME: smem.arena_bytes = 256 : i64
// CHECK-DAG: %B1_offset = arith.constant {{0|128}} : index
// CHECK-DAG: %B2_offset = arith.constant {{128|0}} : index
gpu.module @m {
  gpu.func @uncommitted_copy_in_loop(%in: memref<32xf32>, %out: memref<2x8xf32>) kernel attributes {known_block_size = array<i32: 8, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %tx = gpu.thread_id x
    scf.for %i = %c0 to %c2 step %c1 {
      gpu.barrier
      %B1 = memref.alloc() : memref<32xf32, #gpu.address_space<workgroup>>
      %x = memref.load %in[%tx] : memref<32xf32>
      memref.store %x, %B1[%tx] : memref<32xf32, #gpu.address_space<workgroup>>
      %y = memref.load %B1[%tx] : memref<32xf32, #gpu.address_space<workgroup>>
      memref.store %y, %out[%i, %tx] : memref<2x8xf32>
      gpu.barrier
      %B2 = memref.alloc() : memref<8x4xf32, #gpu.address_space<workgroup>>
      %first = arith.cmpi eq, %i, %c0 : index
      scf.if %first {
        %s = arith.muli %tx, %c4 : index
        %t = nvgpu.device_async_copy %in[%s], %B2[%tx, %c0], 4 : memref<32xf32> to memref<8x4xf32, #gpu.address_space<workgroup>>
        nvgpu.device_async_wait %t {numGroups = 0 : i32}
      }
    }
    gpu.return
  }
}
