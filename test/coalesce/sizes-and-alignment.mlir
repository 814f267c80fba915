// Design §4: sizes (sub-byte types round up), alignment (max of the alloc's
// attribute, the pass option, default 16, and the element size), dynamic sizes
// after the static arena. Also design §7, IREE: no alignment (an f32 view at
// byte 6) and a crash on an unused alloc.
// RUN: smem-opt %s --split-input-file -p smem-coalesce,smem-verify-plan | filecheck %s
// RUN: smem-opt %s --split-input-file -p 'smem-coalesce{alignment=1},smem-verify-plan' | filecheck %s --check-prefix=ALIGN1
// RUN: smem-opt %s --split-input-file -p smem-coalesce 2>&1 >/dev/null | filecheck %s --check-prefix=WARN
// WARN: sizes-and-alignment.mlir:[[# @LINE + 40]]:3: warning: workgroup buffer 'Q' is sized packed (4-bit elements)

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

// 33 x i4 = 132 bits = 17 bytes, padded to the 16-byte alignment: 32.
// An explicit alignment = 64 wins over the default: 16 x i4 = 8 bytes padded to 64.
// CHECK-LABEL: smem.kernel @subbyte_and_explicit_alignment
// CHECK-SAME: smem.arena_bytes = 96 : i64, smem.unshared_bytes = 96 : i64
// CHECK-SAME: smem.arena_alignment = 64 : i64
// CHECK: %smem_arena = smem.alloc {alignment = 64 : i64} : memref<96xi8
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
builtin.module {
  smem.kernel @f16_then_f32(%out: memref<4xf32>) block_size = [4] attributes {smem.arena_bytes = 32 : i64, smem.unshared_bytes = 32 : i64, smem.lower_bound = 32 : i64, smem.arena_alignment = 16 : i64, smem.optimal} {
    %smem_arena = smem.alloc {alignment = 16 : i64} : memref<32xi8, #gpu.address_space<workgroup>>
    %tx = gpu.thread_id x
    %one = arith.constant 1.000000e+00 : f32
    %h = arith.constant 1.000000e+00 : f16
    %H_offset = arith.constant 16 : index
    %H = memref.view %smem_arena[%H_offset][] : memref<32xi8, #gpu.address_space<workgroup>> to memref<3xf16, #gpu.address_space<workgroup>>
    %F_offset = arith.constant 0 : index
    %F = memref.view %smem_arena[%F_offset][] : memref<32xi8, #gpu.address_space<workgroup>> to memref<4xf32, #gpu.address_space<workgroup>>
    memref.store %h, %H[%tx] : memref<3xf16, #gpu.address_space<workgroup>>
    memref.store %one, %F[%tx] : memref<4xf32, #gpu.address_space<workgroup>>
    %a = memref.load %H[%tx] : memref<3xf16, #gpu.address_space<workgroup>>
    %b = memref.load %F[%tx] : memref<4xf32, #gpu.address_space<workgroup>>
    %af = arith.extf %a : f16 to f32
    %s = arith.addf %af, %b : f32
    memref.store %s, %out[%tx] : memref<4xf32>
    smem.return
  }
}
// -----
builtin.module {
  smem.kernel @subbyte_and_explicit_alignment(%out: memref<64xi4>) block_size = [33] attributes {smem.arena_bytes = 96 : i64, smem.unshared_bytes = 96 : i64, smem.lower_bound = 96 : i64, smem.arena_alignment = 64 : i64, smem.optimal} {
    %smem_arena = smem.alloc {alignment = 64 : i64} : memref<96xi8, #gpu.address_space<workgroup>>
    %tx = gpu.thread_id x
    %v = arith.constant 3 : i4
    %Q_offset = arith.constant 64 : index
    %Q = memref.view %smem_arena[%Q_offset][] : memref<96xi8, #gpu.address_space<workgroup>> to memref<33xi4, #gpu.address_space<workgroup>>
    %W_offset = arith.constant 0 : index
    %W = memref.view %smem_arena[%W_offset][] : memref<96xi8, #gpu.address_space<workgroup>> to memref<16xi4, #gpu.address_space<workgroup>>
    memref.store %v, %Q[%tx] : memref<33xi4, #gpu.address_space<workgroup>>
    memref.store %v, %W[%tx] : memref<16xi4, #gpu.address_space<workgroup>>
    %a = memref.load %Q[%tx] : memref<33xi4, #gpu.address_space<workgroup>>
    %b = memref.load %W[%tx] : memref<16xi4, #gpu.address_space<workgroup>>
    %s = arith.addi %a, %b : i4
    memref.store %s, %out[%tx] : memref<64xi4>
    smem.return
  }
}
// -----
builtin.module {
  smem.kernel @unused_alloc(%out: memref<256xf32>) block_size = [256] attributes {smem.arena_bytes = 1024 : i64, smem.unshared_bytes = 2048 : i64, smem.lower_bound = 1024 : i64, smem.arena_alignment = 16 : i64, smem.optimal} {
    %smem_arena = smem.alloc {alignment = 16 : i64} : memref<1024xi8, #gpu.address_space<workgroup>>
    %tx = gpu.thread_id x
    %one = arith.constant 1.000000e+00 : f32
    %Unused_offset = arith.constant 0 : index
    %Unused = memref.view %smem_arena[%Unused_offset][] : memref<1024xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
    %A_offset = arith.constant 0 : index
    %A = memref.view %smem_arena[%A_offset][] : memref<1024xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %a, %out[%tx] : memref<256xf32>
    smem.return
  }
}
// -----
builtin.module {
  smem.kernel @dynamic_size(%out: memref<256xf32>, %n: index) block_size = [256] attributes {smem.arena_bytes = 1024 : i64, smem.unshared_bytes = 1024 : i64, smem.lower_bound = 1024 : i64, smem.arena_alignment = 16 : i64, smem.optimal, smem.dynamic_buffers = 1 : i64} {
    %0 = arith.constant 1024 : index
    %1 = arith.constant 15 : index
    %2 = arith.addi %0, %1 : index
    %3 = arith.constant 16 : index
    %4 = arith.divui %2, %3 : index
    %5 = arith.constant 16 : index
    %D_offset = arith.muli %4, %5 : index
    %6 = arith.constant 1 : index
    %7 = arith.muli %6, %n : index
    %8 = arith.constant 32 : index
    %9 = arith.muli %7, %8 : index
    %10 = arith.constant 7 : index
    %11 = arith.addi %9, %10 : index
    %12 = arith.constant 8 : index
    %13 = arith.divui %11, %12 : index
    %14 = arith.constant 15 : index
    %15 = arith.addi %13, %14 : index
    %16 = arith.constant 16 : index
    %17 = arith.divui %15, %16 : index
    %18 = arith.constant 16 : index
    %19 = arith.muli %17, %18 : index
    %smem_arena_bytes = arith.addi %D_offset, %19 : index
    %smem_arena = smem.alloc(%smem_arena_bytes) {alignment = 16 : i64} : memref<?xi8, #gpu.address_space<workgroup>>
    %tx = gpu.thread_id x
    %one = arith.constant 1.000000e+00 : f32
    %A_offset = arith.constant 0 : index
    %A = memref.view %smem_arena[%A_offset][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
    %D = memref.view %smem_arena[%D_offset][%n] : memref<?xi8, #gpu.address_space<workgroup>> to memref<?xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %one, %D[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %d = memref.load %D[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
    %s = arith.addf %a, %d : f32
    memref.store %s, %out[%tx] : memref<256xf32>
    smem.return
  }
}
// -----
builtin.module {
  smem.kernel @other_spaces_untouched(%out: memref<256xf32>) block_size = [256] attributes {smem.arena_bytes = 1024 : i64, smem.unshared_bytes = 1024 : i64, smem.lower_bound = 1024 : i64, smem.arena_alignment = 16 : i64, smem.optimal} {
    %smem_arena = smem.alloc {alignment = 16 : i64} : memref<1024xi8, #gpu.address_space<workgroup>>
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %one = arith.constant 1.000000e+00 : f32
    %P = memref.alloca() : memref<4xf32, #gpu.address_space<private>>
    %A_offset = arith.constant 0 : index
    %A = memref.view %smem_arena[%A_offset][] : memref<1024xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %one, %P[%c0] : memref<4xf32, #gpu.address_space<private>>
    memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %a, %out[%tx] : memref<256xf32>
    smem.return
  }
}
