// Design §3, Open world: a kernel that already addresses gpu.dynamic_shared_memory itself. Packed
// buffers that go to dynamic shared memory (a dynamic size, or over the static limit) are placed
// after every byte it may address; when its extent is unknown, that is an error, not a guess.
// RUN: smem-opt %s --split-input-file --verify-diagnostics -p smem-coalesce,smem-verify-plan | filecheck %s
// RUN: smem-opt %s --split-input-file --verify-diagnostics -p smem-to-nvvm-ready | filecheck %s --check-prefix=LOWER

// The kernel's own view E of dynamic shared memory is a buffer like an alloc: it moves into the
// arena, and D (run-time size) goes after the static part, never over E.
// CHECK-LABEL: gpu.func @dynamic_beside_existing
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// CHECK: %[[STATIC:.*]] = arith.constant 1024 : index
// CHECK: %smem_arena = memref.view
// CHECK: %E = memref.view %smem_arena[%E_offset][]
// CHECK: %D = memref.view %smem_arena[%D_offset][%n]
// LOWER-LABEL: gpu.func @dynamic_beside_existing
// LOWER: %D = memref.view %smem_arena[%D_offset][%n]
gpu.module @m {
  gpu.func @dynamic_beside_existing(%out: memref<256xf32>, %n: index) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %one = arith.constant 1.0 : f32
    %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %E = memref.view %dyn[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %one, %E[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %D = memref.alloc(%n) : memref<?xf32, #gpu.address_space<workgroup>>
    memref.store %one, %D[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
    %e = memref.load %E[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %d = memref.load %D[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
    %s = arith.addf %e, %d : f32
    memref.store %s, %out[%tx] : memref<256xf32>
    gpu.return
  }
}

// -----

// Overlapping views of dynamic shared memory (the kernel reinterprets its own bytes) stay where
// they are; D's arena goes after the last byte they may address.
// CHECK-LABEL: gpu.func @dynamic_beside_punned
// CHECK: %[[DYN:.*]] = gpu.dynamic_shared_memory
// CHECK: %[[BASE:.*]] = arith.constant 1536 : index
// CHECK: %smem_arena = memref.view %[[DYN]][%[[BASE]]][%smem_arena_bytes]
// CHECK: %D = memref.view %smem_arena[%D_offset][%n]
// LOWER-LABEL: gpu.func @dynamic_beside_punned
// LOWER: memref.view %{{.*}}[%{{.*}}][%smem_arena_bytes]
gpu.module @m {
  gpu.func @dynamic_beside_punned(%out: memref<256xf32>, %n: index) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c512 = arith.constant 512 : index
    %one = arith.constant 1.0 : f32
    %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %E = memref.view %dyn[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
    %I = memref.view %dyn[%c512][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<256xi32, #gpu.address_space<workgroup>>
    memref.store %one, %E[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %D = memref.alloc(%n) : memref<?xf32, #gpu.address_space<workgroup>>
    memref.store %one, %D[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
    %e = memref.load %E[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %i = memref.load %I[%tx] : memref<256xi32, #gpu.address_space<workgroup>>
    %d = memref.load %D[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
    %s = arith.addf %e, %d : f32
    memref.store %s, %out[%tx] : memref<256xf32>
    gpu.return
  }
}

// -----

// The kernel's own view of dynamic shared memory has a run-time offset: nothing can be placed
// beside it safely.
gpu.module @m {
  gpu.func @dynamic_unbounded(%out: memref<256xf32>, %n: index, %off: index) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    // expected-error @+1 {{kernel 'dynamic_unbounded' addresses gpu.dynamic_shared_memory at offsets that cannot be bounded}}
    %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %E = memref.view %dyn[%off][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %one, %E[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %D = memref.alloc(%n) : memref<?xf32, #gpu.address_space<workgroup>>
    memref.store %one, %D[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
    %d = memref.load %D[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
    memref.store %d, %out[%tx] : memref<256xf32>
    gpu.return
  }
}
