// Design §4: a buffer takes the bytes the upstream lowering addresses. vector<3xf32> is 16 bytes
// per element (LLVM's alloc size), i1 and i4 one byte per element, index 8 bytes.
// RUN: smem-opt %s --split-input-file -p smem-coalesce,smem-verify-plan | filecheck %s

// 256 x vector<3xf32> = 4096 bytes (not 3072); two of them live together: 8192.
// CHECK-LABEL: gpu.func @vector3
// CHECK-SAME: smem.arena_bytes = 8192 : i64
// CHECK-SAME: smem.unshared_bytes = 8192 : i64
// CHECK-DAG: %V_offset = arith.constant {{0|4096}} : index
// CHECK-DAG: %W_offset = arith.constant {{4096|0}} : index
gpu.module @m {
  gpu.func @vector3(%out: memref<256xvector<3xf32>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %v0 = arith.constant dense<1.0> : vector<3xf32>
    %V = memref.alloc() : memref<256xvector<3xf32>, #gpu.address_space<workgroup>>
    %W = memref.alloc() : memref<256xvector<3xf32>, #gpu.address_space<workgroup>>
    memref.store %v0, %V[%tx] : memref<256xvector<3xf32>, #gpu.address_space<workgroup>>
    memref.store %v0, %W[%tx] : memref<256xvector<3xf32>, #gpu.address_space<workgroup>>
    %v = memref.load %V[%tx] : memref<256xvector<3xf32>, #gpu.address_space<workgroup>>
    %w = memref.load %W[%tx] : memref<256xvector<3xf32>, #gpu.address_space<workgroup>>
    %s = arith.addf %v, %w : vector<3xf32>
    memref.store %s, %out[%tx] : memref<256xvector<3xf32>>
    gpu.return
  }
}

// -----

// 100 x i1 = 100 bytes (one per element), padded to 112; with a live i4 buffer of 40 (40 bytes,
// padded to 48): 160. A packed count would give 13 + 20 bytes.
// CHECK-LABEL: gpu.func @bits
// CHECK-SAME: smem.arena_bytes = 160 : i64
// CHECK-SAME: smem.unshared_bytes = 160 : i64
gpu.module @m {
  gpu.func @bits(%out: memref<100xi1>) kernel attributes {known_block_size = array<i32: 100, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.constant true
    %q = arith.constant 3 : i4
    %c0 = arith.constant 0 : index
    %P = memref.alloc() : memref<100xi1, #gpu.address_space<workgroup>>
    %Q = memref.alloc() : memref<40xi4, #gpu.address_space<workgroup>>
    memref.store %t, %P[%tx] : memref<100xi1, #gpu.address_space<workgroup>>
    memref.store %q, %Q[%c0] : memref<40xi4, #gpu.address_space<workgroup>>
    %p = memref.load %P[%tx] : memref<100xi1, #gpu.address_space<workgroup>>
    %r = memref.load %Q[%c0] : memref<40xi4, #gpu.address_space<workgroup>>
    memref.store %p, %out[%tx] : memref<100xi1>
    gpu.return
  }
}

// -----

// index elements are 8 bytes; vector<4xf16> elements 8 bytes; vector<2x3xf32> is two
// vector<3xf32> (32 bytes): 128 + 128 + 512.
// CHECK-LABEL: gpu.func @wide_elements
// CHECK-SAME: smem.unshared_bytes = 768 : i64
gpu.module @m {
  gpu.func @wide_elements(%out: memref<16xindex>) kernel attributes {known_block_size = array<i32: 16, 1, 1>} {
    %tx = gpu.thread_id x
    %I = memref.alloc() : memref<16xindex, #gpu.address_space<workgroup>>
    %H = memref.alloc() : memref<16xvector<4xf16>, #gpu.address_space<workgroup>>
    %M = memref.alloc() : memref<16xvector<2x3xf32>, #gpu.address_space<workgroup>>
    memref.store %tx, %I[%tx] : memref<16xindex, #gpu.address_space<workgroup>>
    %h = memref.load %H[%tx] : memref<16xvector<4xf16>, #gpu.address_space<workgroup>>
    %m = memref.load %M[%tx] : memref<16xvector<2x3xf32>, #gpu.address_space<workgroup>>
    %i = memref.load %I[%tx] : memref<16xindex, #gpu.address_space<workgroup>>
    memref.store %i, %out[%tx] : memref<16xindex>
    gpu.return
  }
}
