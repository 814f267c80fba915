// Design §3, Open world: dynamic shared memory is one buffer. Every gpu.dynamic_shared_memory of a
// kernel returns the same base, so views made through different such ops that overlap are the
// same bytes and stay together; and a memref.view of it is a fixed byte range wherever the view
// op sits: a view made inside a loop names the same bytes in every iteration, so what it holds is
// carried to the next one.
// RUN: smem-opt %s --split-input-file -p smem-coalesce,smem-verify-plan | filecheck %s

// E1 and E2 are views at byte 0 of two gpu.dynamic_shared_memory ops: one buffer the kernel reads
// back through another name. They stay views of dynamic shared memory at byte 0; only C is packed.
// CHECK-LABEL: gpu.func @two_ops_one_base
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// CHECK: %[[D1:.*]] = gpu.dynamic_shared_memory
// CHECK: %E1 = memref.view %[[D1]][%c0][]
// CHECK: %[[D2:.*]] = gpu.dynamic_shared_memory
// CHECK: %E2 = memref.view %[[D2]][%c0_1][]
// CHECK: %C = memref.view %smem_arena[%C_offset][]
gpu.module @m {
  gpu.func @two_ops_one_base(%out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %one = arith.constant 1.0 : f32
    %d1 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %E1 = memref.view %d1[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %one, %E1[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %c0_1 = arith.constant 0 : index
    %d2 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %E2 = memref.view %d2[%c0_1][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
    %e = memref.load %E2[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %C = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %e, %C[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %c = memref.load %C[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %c, %out[%tx] : memref<256xf32>
    gpu.return
  }
}

// -----

// E is made inside the loop but is the same bytes in every iteration: each iteration reads what
// the previous one wrote. C, an alloc in the body, is new in each iteration; it may not take E's
// bytes even though barriers separate their uses within one iteration. E's view moves to the top
// of the kernel, where its bytes begin to matter.
// CHECK-LABEL: gpu.func @view_in_loop_is_carried
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK: %E_offset = arith.constant 1024 : index
// CHECK: %E = memref.view %smem_arena[%E_offset][]
// CHECK: scf.for
// CHECK: %C_offset = arith.constant 0 : index
gpu.module @m {
  gpu.func @view_in_loop_is_carried(%out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %one = arith.constant 1.0 : f32
    %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    scf.for %i = %c0 to %c4 step %c1 {
      %E = memref.view %dyn[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
      %e = memref.load %E[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %e1 = arith.addf %e, %one : f32
      memref.store %e1, %E[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %C = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %e1, %C[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %c = memref.load %C[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %c, %out[%tx] : memref<256xf32>
      gpu.barrier
    }
    gpu.return
  }
}
