// Design §3: a kernel's own arena is the user's design. A workgroup i8 buffer that the kernel views
// as several types at the same bytes is one buffer: it is packed as a whole, its views stay views
// of it, and smem-verify-plan checks the plan (the views of the arena), not the kernel's own
// reinterpretation of its bytes.
// RUN: smem-opt %s --split-input-file -p smem-to-nvvm-ready | filecheck %s

// The only buffer: nothing to plan, and the lowering goes through.
// CHECK-LABEL: gpu.func @punned_alone
// CHECK: %F = memref.view %buf[%c0][] : memref<1024xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
// CHECK: %I = memref.view %buf[%c0][] : memref<1024xi8, #gpu.address_space<workgroup>> to memref<256xi32, #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @punned_alone(%out: memref<256xi32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %one = arith.constant 1.0 : f32
    %buf = memref.alloc() : memref<1024xi8, #gpu.address_space<workgroup>>
    %F = memref.view %buf[%c0][] : memref<1024xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
    %I = memref.view %buf[%c0][] : memref<1024xi8, #gpu.address_space<workgroup>> to memref<256xi32, #gpu.address_space<workgroup>>
    memref.store %one, %F[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %i = memref.load %I[%tx] : memref<256xi32, #gpu.address_space<workgroup>>
    memref.store %i, %out[%tx] : memref<256xi32>
    gpu.return
  }
}

// -----

// With another buffer: buf is packed whole (1024 bytes at 0) and B, after a barrier, takes the
// same bytes; F and I stay views of buf.
// CHECK-LABEL: gpu.func @punned_and_packed
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// CHECK: %buf_offset = arith.constant 0 : index
// CHECK: %buf = memref.view %smem_arena[%buf_offset][] : memref<1024xi8, #gpu.address_space<workgroup>> to memref<1024xi8, #gpu.address_space<workgroup>>
// CHECK: %F = memref.view %buf[%c0][]
// CHECK: %I = memref.view %buf[%c0][]
// CHECK: %B_offset = arith.constant 0 : index
gpu.module @m {
  gpu.func @punned_and_packed(%out: memref<256xi32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %one = arith.constant 1.0 : f32
    %buf = memref.alloc() : memref<1024xi8, #gpu.address_space<workgroup>>
    %F = memref.view %buf[%c0][] : memref<1024xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
    %I = memref.view %buf[%c0][] : memref<1024xi8, #gpu.address_space<workgroup>> to memref<256xi32, #gpu.address_space<workgroup>>
    memref.store %one, %F[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %i = memref.load %I[%tx] : memref<256xi32, #gpu.address_space<workgroup>>
    gpu.barrier
    %B = memref.alloc() : memref<256xi32, #gpu.address_space<workgroup>>
    memref.store %i, %B[%tx] : memref<256xi32, #gpu.address_space<workgroup>>
    %j = memref.load %B[%tx] : memref<256xi32, #gpu.address_space<workgroup>>
    memref.store %j, %out[%tx] : memref<256xi32>
    gpu.return
  }
}
