// Blocks of a cluster reach each other's shared memory (design §3, *Clusters*): here the block
// picks A or B by its rank in the cluster (fixed per block, so only one is touched by this block's
// threads), but it hands the picked buffer's address to nvvm.mapa and another block of the
// cluster writes there, onto A or B of this block whichever it is. A captured buffer shares with
// nothing, not even the other arm of a choice fixed for the run: 512 bytes, never 256.
// RUN: smem-opt %s -p smem-coalesce,smem-verify-plan | filecheck %s
// RUN: not smem-opt %S/Inputs/cluster-choice-shared.mlir -p smem-verify-plan -o /dev/null 2>&1 | filecheck %s --check-prefix=WRONG
// CHECK: smem.arena_bytes = 512
// WRONG: error: smem-verify-plan: buffers 'A' and 'B' overlap in bytes [0, 256) but 'A' is captured
gpu.module @m {
  gpu.func @k(%out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : i32
    %one = arith.constant 1.0 : f32
    %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %first = arith.cmpi eq, %rank, %c0 : i32
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %p = arith.select %first, %A, %B : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %p[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %addr = memref.extract_aligned_pointer_as_index %p : memref<64xf32, #gpu.address_space<workgroup>> -> index
    %i = arith.index_cast %addr : index to i64
    %ptr = llvm.inttoptr %i : i64 to !llvm.ptr<3>
    %other = nvvm.mapa %ptr, %c0 : !llvm.ptr<3> -> !llvm.ptr<7>
    llvm.store %one, %other : f32, !llvm.ptr<7>
    nvvm.cluster.arrive
    nvvm.cluster.wait
    %v = memref.load %p[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %v, %out[%tx] : memref<256xf32>
    gpu.return
  }
}
