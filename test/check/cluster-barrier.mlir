// REQUIRES: mlir-opt
// Cluster barriers order the block (a block launched without clusters is a cluster of one):
// nvvm.cluster.arrive then nvvm.cluster.wait orders every access before the arrive before every
// access after the wait, in every thread. A plan whose two buffers share bytes across such a
// barrier is correct and runs clean; with the relaxed arrive (which orders no memory), or
// without the barrier, the same plan races and is flagged at its line.
// RUN: smem-opt %s --split-input-file --check -o /dev/null 2>&1 | filecheck %s --check-prefix=CLEAN
// RUN: not smem-opt %S/Inputs/cluster-barrier-relaxed.mlir --check -o /dev/null 2>&1 | filecheck %s --check-prefix=RELAXED
// RUN: not smem-opt %S/Inputs/cluster-barrier-none.mlir --check -o /dev/null 2>&1 | filecheck %s --check-prefix=NONE
// CLEAN: no difference
// CLEAN: ran @m::@ordered_by_cluster_barrier: 1 of 1 block(s)
// RELAXED: cluster-barrier-relaxed.mlir:17:{{[0-9]+}}: error: check: race in shared memory
// NONE: cluster-barrier-none.mlir:{{[0-9]+}}:{{[0-9]+}}: error: check: race in shared memory
gpu.module @m {
  gpu.func @ordered_by_cluster_barrier(%in: memref<64xf32>, %out: memref<64xf32>)
      workgroup(%smem_arena : memref<256xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 256 : i64} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c63 = arith.constant 63 : index
    %A = memref.view %smem_arena[%c0][] : memref<256xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.view %smem_arena[%c0][] : memref<256xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %x = memref.load %in[%tx] : memref<64xf32>
    memref.store %x, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %m = arith.subi %c63, %tx : index
    %a = memref.load %A[%m] : memref<64xf32, #gpu.address_space<workgroup>>
    nvvm.cluster.arrive
    nvvm.cluster.wait
    memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %b = memref.load %B[%m] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}
