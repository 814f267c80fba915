// Design §4: every buffer keeps the alignment the program relies on, whatever the pass option
// (here 4): the alloc's alignment, an attribution's llvm.align, what memref.assume_alignment
// asserts on any alias, ldmatrix rows, and what a wgmma descriptor of a swizzled tile needs (the
// swizzle's repeat: MLIR 22 writes base_offset 0). The arena gets the largest.
// RUN: smem-opt %s --split-input-file -p 'smem-coalesce{alignment=4},smem-verify-plan' | filecheck %s

// The alloc's own alignment.
// CHECK-LABEL: gpu.func @alloc_alignment
// CHECK-SAME: smem.arena_alignment = 512 : i64
// CHECK-SAME: smem.arena_bytes = 528 : i64
// CHECK-DAG: %X_offset = arith.constant 512 : index
// CHECK-DAG: %A_offset = arith.constant 0 : index
gpu.module @m {
  gpu.func @alloc_alignment(%out: memref<4xf32>) kernel attributes {known_block_size = array<i32: 4, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %X = memref.alloc() : memref<4xf32, #gpu.address_space<workgroup>>
    %A = memref.alloc() {alignment = 512 : i64} : memref<4xf32, #gpu.address_space<workgroup>>
    memref.store %one, %X[%tx] : memref<4xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<4xf32, #gpu.address_space<workgroup>>
    %x = memref.load %X[%tx] : memref<4xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<4xf32, #gpu.address_space<workgroup>>
    %s = arith.addf %x, %a : f32
    memref.store %s, %out[%tx] : memref<4xf32>
    gpu.return
  }
}

// -----

// An attribution's llvm.align.
// CHECK-LABEL: gpu.func @attribution_alignment
// CHECK-SAME: smem.arena_alignment = 256 : i64
// CHECK-SAME: smem.arena_bytes = 272 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %X_offset = arith.constant 256 : index
gpu.module @m {
  gpu.func @attribution_alignment(%out: memref<4xf32>) workgroup(%A : memref<4xf32, #gpu.address_space<workgroup>> {llvm.align = 256 : i64}) kernel attributes {known_block_size = array<i32: 4, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %X = memref.alloc() : memref<4xf32, #gpu.address_space<workgroup>>
    memref.store %one, %X[%tx] : memref<4xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<4xf32, #gpu.address_space<workgroup>>
    %x = memref.load %X[%tx] : memref<4xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<4xf32, #gpu.address_space<workgroup>>
    %s = arith.addf %x, %a : f32
    memref.store %s, %out[%tx] : memref<4xf32>
    gpu.return
  }
}

// -----

// memref.assume_alignment on an alias: its result is poison unless A's bytes start on 128.
// CHECK-LABEL: gpu.func @assumed_alignment
// CHECK-SAME: smem.arena_alignment = 128 : i64
// CHECK-SAME: smem.arena_bytes = 144 : i64
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %X_offset = arith.constant 128 : index
gpu.module @m {
  gpu.func @assumed_alignment(%out: memref<4xf32>) kernel attributes {known_block_size = array<i32: 4, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %one = arith.constant 1.0 : f32
    %X = memref.alloc() : memref<4xf32, #gpu.address_space<workgroup>>
    %A = memref.alloc() : memref<8xf32, #gpu.address_space<workgroup>>
    %Asub = memref.subview %A[0] [4] [1] : memref<8xf32, #gpu.address_space<workgroup>> to memref<4xf32, strided<[1]>, #gpu.address_space<workgroup>>
    %Aal = memref.assume_alignment %Asub, 128 : memref<4xf32, strided<[1]>, #gpu.address_space<workgroup>>
    memref.store %one, %X[%tx] : memref<4xf32, #gpu.address_space<workgroup>>
    memref.store %one, %Aal[%tx] : memref<4xf32, strided<[1]>, #gpu.address_space<workgroup>>
    %x = memref.load %X[%tx] : memref<4xf32, #gpu.address_space<workgroup>>
    %a = memref.load %Aal[%tx] : memref<4xf32, strided<[1]>, #gpu.address_space<workgroup>>
    %s = arith.addf %x, %a : f32
    memref.store %s, %out[%tx] : memref<4xf32>
    gpu.return
  }
}

// -----

// A wgmma descriptor of a 128-byte swizzled tile: MLIR 22 writes base_offset 0, which holds only
// for a tile on a 1024-byte boundary.
// CHECK-LABEL: gpu.func @wgmma_descriptor_swizzle_128b
// CHECK-SAME: smem.arena_alignment = 1024 : i64
// CHECK-SAME: smem.arena_bytes = 8208 : i64
// CHECK-DAG: %W_offset = arith.constant 0 : index
// CHECK-DAG: %X_offset = arith.constant 8192 : index
!desc128 = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!wg = !nvgpu.warpgroup.descriptor<tensor = memref<64x64xf16, 3>>
gpu.module @m {
  gpu.func @wgmma_descriptor_swizzle_128b(%t: !desc128, %out: memref<4xf32>) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %X = memref.alloc() : memref<4xf32, 3>
    %W = memref.alloc() : memref<64x64xf16, 3>
    memref.store %one, %X[%tx] : memref<4xf32, 3>
    %d = nvgpu.warpgroup.generate.descriptor %W, %t : memref<64x64xf16, 3>, !desc128 -> !wg
    %x = memref.load %X[%tx] : memref<4xf32, 3>
    memref.store %x, %out[%tx] : memref<4xf32>
    gpu.return
  }
}

// -----

// ldmatrix reads 16-byte rows.
// CHECK-LABEL: gpu.func @ldmatrix_rows
// CHECK-SAME: smem.arena_alignment = 16 : i64
// CHECK-SAME: smem.arena_bytes = 2052 : i64
// CHECK-DAG: %L_offset = arith.constant 0 : index
// CHECK-DAG: %X_offset = arith.constant 2048 : index
gpu.module @m {
  gpu.func @ldmatrix_rows(%out: memref<4xf32>, %o2: memref<32xvector<4x2xf16>>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %one = arith.constant 1.0 : f32
    %X = memref.alloc() : memref<1xf32, 3>
    %L = memref.alloc() : memref<32x32xf16, 3>
    memref.store %one, %X[%c0] : memref<1xf32, 3>
    %v = nvgpu.ldmatrix %L[%c0, %c0] {numTiles = 4 : i32, transpose = false} : memref<32x32xf16, 3> -> vector<4x2xf16>
    %x = memref.load %X[%c0] : memref<1xf32, 3>
    memref.store %v, %o2[%tx] : memref<32xvector<4x2xf16>>
    memref.store %x, %out[%c0] : memref<4xf32>
    gpu.return
  }
}
