// Design §3, Open world: an op that turns a buffer into something that is not a memref
// (a pointer or an integer) captures it: it is live for the whole kernel and shares with nothing.
// These kernels use custom syntax xDSL does not define; smem-opt reads them through mlir-opt.
// REQUIRES: mlir-opt
// RUN: smem-opt %s --split-input-file -p smem-coalesce,smem-verify-plan 2>/dev/null | filecheck %s

// A's address escapes through extract_aligned_pointer_as_index and is read late through llvm.load,
// after B was written over bytes A could otherwise have given up.
// CHECK-LABEL: gpu.func @escape_aligned_pointer
// CHECK-SAME: smem.arena_bytes = 512 : i64
// CHECK-DAG: %A_offset = arith.constant {{0|256}} : index
// CHECK-DAG: %B_offset = arith.constant {{256|0}} : index
gpu.module @m {
  gpu.func @escape_aligned_pointer(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %p = memref.extract_aligned_pointer_as_index %A : memref<64xf32, #gpu.address_space<workgroup>> -> index
    %pi = arith.index_cast %p : index to i64
    %ptr = llvm.inttoptr %pi : i64 to !llvm.ptr<3>
    gpu.barrier
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %v = llvm.load %ptr : !llvm.ptr<3> -> f32
    memref.store %v, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// extract_strided_metadata hands out the base buffer and its layout: a capture.
// CHECK-LABEL: gpu.func @escape_strided_metadata
// CHECK-SAME: smem.arena_bytes = 512 : i64
gpu.module @m {
  gpu.func @escape_strided_metadata(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %base, %offset, %size, %stride = memref.extract_strided_metadata %A : memref<64xf32, #gpu.address_space<workgroup>> -> memref<f32, #gpu.address_space<workgroup>>, index, index, index
    gpu.barrier
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %v = memref.load %base[] : memref<f32, #gpu.address_space<workgroup>>
    memref.store %v, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// An unrealized conversion cast to a pointer type: a capture.
// CHECK-LABEL: gpu.func @escape_unrealized_cast
// CHECK-SAME: smem.arena_bytes = 512 : i64
gpu.module @m {
  gpu.func @escape_unrealized_cast(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %d = builtin.unrealized_conversion_cast %A : memref<64xf32, #gpu.address_space<workgroup>> to !llvm.ptr<3>
    gpu.barrier
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %v = llvm.load %d : !llvm.ptr<3> -> f32
    memref.store %v, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// Control: the same shape with plain loads and stores shares (the captures above are what cost).
// CHECK-LABEL: gpu.func @no_escape
// CHECK-SAME: smem.arena_bytes = 256 : i64
gpu.module @m {
  gpu.func @no_escape(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %v = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %v, %out[%tx] : memref<64xf32>
    gpu.return
  }
}
