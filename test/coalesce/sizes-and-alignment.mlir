// Design §4: sizes (what the lowering addresses: one byte per sub-byte element),
// alignment (max of the alloc's attribute, the pass option, default 16, and the
// element size), dynamic sizes
// after the static arena. Also design §7, IREE: no alignment (an f32 view at
// byte 6) and a crash on an unused alloc.
// RUN: smem-opt %s --split-input-file -p smem-coalesce,smem-verify-plan | filecheck %s
// RUN: smem-opt %s --split-input-file -p 'smem-coalesce{alignment=1},smem-verify-plan' | filecheck %s --check-prefix=ALIGN1

// memref<3xf16> (6 bytes) and memref<4xf32> live together: with alignment=1 the
// f32 buffer still goes to byte 8, never 6 (element alignment); by default both
// round up to 16.
// CHECK-LABEL: smem.kernel @f16_then_f32
// CHECK-SAME: smem.arena_bytes = 32 : i64
// ALIGN1-LABEL: smem.kernel @f16_then_f32
// ALIGN1-SAME: smem.arena_bytes = 22 : i64
// ALIGN1-DAG: %H_offset = arith.constant 16 : index
// ALIGN1-DAG: %F_offset = arith.constant 0 : index
smem.kernel @f16_then_f32(%out: memref<4xf32>) block_size = [4] {
  %tx = gpu.thread_id x
  %one = arith.constant 1.0 : f32
  %h = arith.constant 1.0 : f16
  %H = smem.alloc : memref<3xf16, #gpu.address_space<workgroup>>
  %F = smem.alloc : memref<4xf32, #gpu.address_space<workgroup>>
  memref.store %h, %H[%tx] : memref<3xf16, #gpu.address_space<workgroup>>
  memref.store %one, %F[%tx] : memref<4xf32, #gpu.address_space<workgroup>>
  %a = memref.load %H[%tx] : memref<3xf16, #gpu.address_space<workgroup>>
  %b = memref.load %F[%tx] : memref<4xf32, #gpu.address_space<workgroup>>
  %af = arith.extf %a : f16 to f32
  %s = arith.addf %af, %b : f32
  memref.store %s, %out[%tx] : memref<4xf32>
  smem.return
}

// -----

// 33 x i4: the lowering stores one i4 per byte, so 33 bytes, padded to the
// 16-byte alignment: 48. An explicit alignment = 64 wins over the default:
// 16 x i4 = 16 bytes padded to 64. Live together: 48 + 64.
// CHECK-LABEL: smem.kernel @subbyte_and_explicit_alignment
// CHECK-SAME: smem.arena_bytes = 112 : i64, smem.unshared_bytes = 112 : i64
// CHECK-SAME: smem.arena_alignment = 64 : i64
// CHECK: %smem_arena = smem.alloc {alignment = 64 : i64} : memref<112xi8
// CHECK-DAG: %Q_offset = arith.constant {{0|64}} : index
// CHECK-DAG: %W_offset = arith.constant {{0|64}} : index
smem.kernel @subbyte_and_explicit_alignment(%out: memref<64xi4>) block_size = [33] {
  %tx = gpu.thread_id x
  %v = arith.constant 3 : i4
  %Q = smem.alloc : memref<33xi4, #gpu.address_space<workgroup>>
  %W = smem.alloc {alignment = 64 : i64} : memref<16xi4, #gpu.address_space<workgroup>>
  memref.store %v, %Q[%tx] : memref<33xi4, #gpu.address_space<workgroup>>
  memref.store %v, %W[%tx] : memref<16xi4, #gpu.address_space<workgroup>>
  %a = memref.load %Q[%tx] : memref<33xi4, #gpu.address_space<workgroup>>
  %b = memref.load %W[%tx] : memref<16xi4, #gpu.address_space<workgroup>>
  %s = arith.addi %a, %b : i4
  memref.store %s, %out[%tx] : memref<64xi4>
  smem.return
}

// -----

// An alloc nobody uses: no crash; it gets a view like every other buffer and
// overlaps whatever it likes.
// CHECK-LABEL: smem.kernel @unused_alloc
// CHECK-SAME: smem.arena_bytes = 1024 : i64, smem.unshared_bytes = 2048 : i64
// CHECK: %Unused = memref.view %smem_arena[%Unused_offset][]
smem.kernel @unused_alloc(%out: memref<256xf32>) block_size = [256] {
  %tx = gpu.thread_id x
  %one = arith.constant 1.0 : f32
  %Unused = smem.alloc : memref<256xf32, #gpu.address_space<workgroup>>
  %A = smem.alloc : memref<256xf32, #gpu.address_space<workgroup>>
  memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  memref.store %a, %out[%tx] : memref<256xf32>
  smem.return
}

// -----

// A dynamic-size buffer goes after the static arena, at an offset computed with
// arith ops from its size; the arena takes the total as its size.
// CHECK-LABEL: smem.kernel @dynamic_size
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// CHECK-SAME: smem.dynamic_buffers = 1 : i64
// CHECK: %D_offset = arith.muli
// CHECK: %smem_arena_bytes = arith.addi %D_offset, %{{.*}} : index
// CHECK: %smem_arena = smem.alloc(%smem_arena_bytes) {alignment = 16 : i64} : memref<?xi8, #gpu.address_space<workgroup>>
// CHECK: %A = memref.view %smem_arena[%A_offset][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<256xf32
// CHECK: %D = memref.view %smem_arena[%D_offset][%n] : memref<?xi8, #gpu.address_space<workgroup>> to memref<?xf32
smem.kernel @dynamic_size(%out: memref<256xf32>, %n: index) block_size = [256] {
  %tx = gpu.thread_id x
  %one = arith.constant 1.0 : f32
  %A = smem.alloc : memref<256xf32, #gpu.address_space<workgroup>>
  %D = smem.alloc(%n) : memref<?xf32, #gpu.address_space<workgroup>>
  memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  memref.store %one, %D[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
  %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  %d = memref.load %D[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
  %s = arith.addf %a, %d : f32
  memref.store %s, %out[%tx] : memref<256xf32>
  smem.return
}

// -----

// Buffers of other memory spaces are never packed.
// CHECK-LABEL: smem.kernel @other_spaces_untouched
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// CHECK: %P = memref.alloca() : memref<4xf32, #gpu.address_space<private>>
smem.kernel @other_spaces_untouched(%out: memref<256xf32>) block_size = [256] {
  %tx = gpu.thread_id x
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %P = memref.alloca() : memref<4xf32, #gpu.address_space<private>>
  %A = smem.alloc : memref<256xf32, #gpu.address_space<workgroup>>
  memref.store %one, %P[%c0] : memref<4xf32, #gpu.address_space<private>>
  memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  memref.store %a, %out[%tx] : memref<256xf32>
  smem.return
}
