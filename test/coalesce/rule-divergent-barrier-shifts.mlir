// RUN: smem-opt %s --split-input-file -p 'smem-coalesce,smem-verify-plan' 2>/dev/null | filecheck %s
// RUN: smem-opt %s --split-input-file -p 'smem-coalesce{insert-barriers=true}' 2>/dev/null | filecheck %s --check-prefix=INSERT
// A block-wide barrier that only some threads reach shifts every later barrier: the even threads
// wait at the one in the branch while the odd ones pass the barrier between A and B, so B's
// writes by the odd threads race with A's writes by the even ones. No barrier of such a kernel
// separates: A and B stay apart (run with --check, B over A is a race the input does not have).

// CHECK-LABEL: smem.kernel @divergent_barrier_shifts_the_next
// CHECK-SAME: smem.arena_bytes = 32 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %B_offset = arith.constant 16 : index
// INSERT-LABEL: smem.kernel @divergent_barrier_shifts_the_next
// INSERT-SAME: smem.arena_bytes = 32 : i64
smem.kernel @divergent_barrier_shifts_the_next(%in: memref<8xf32>, %out: memref<4xf32>) block_size = [4, 1, 1] {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %tx = gpu.thread_id x
  %odd = arith.remui %tx, %c2 : index
  %even = arith.cmpi eq, %odd, %c0 : index
  scf.if %even {
    gpu.barrier
  }
  %A = smem.alloc : memref<4xf32, #gpu.address_space<workgroup>>
  %a = memref.load %in[%tx] : memref<8xf32>
  memref.store %a, %A[%tx] : memref<4xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %B = smem.alloc : memref<4xf32, #gpu.address_space<workgroup>>
  %c3 = arith.constant 3 : index
  %rev = arith.subi %c3, %tx : index
  memref.store %a, %B[%rev] : memref<4xf32, #gpu.address_space<workgroup>>
  %b = memref.load %B[%rev] : memref<4xf32, #gpu.address_space<workgroup>>
  memref.store %b, %out[%tx] : memref<4xf32>
  smem.return
}

// -----

// The same kernel without the barrier in the branch: the barrier between A and B separates them.
// CHECK-LABEL: smem.kernel @uniform_barriers_separate
// CHECK-SAME: smem.arena_bytes = 16 : i64
smem.kernel @uniform_barriers_separate(%in: memref<8xf32>, %out: memref<4xf32>) block_size = [4, 1, 1] {
  %tx = gpu.thread_id x
  %A = smem.alloc : memref<4xf32, #gpu.address_space<workgroup>>
  %a = memref.load %in[%tx] : memref<8xf32>
  memref.store %a, %A[%tx] : memref<4xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %B = smem.alloc : memref<4xf32, #gpu.address_space<workgroup>>
  memref.store %a, %B[%tx] : memref<4xf32, #gpu.address_space<workgroup>>
  %b = memref.load %B[%tx] : memref<4xf32, #gpu.address_space<workgroup>>
  memref.store %b, %out[%tx] : memref<4xf32>
  smem.return
}
