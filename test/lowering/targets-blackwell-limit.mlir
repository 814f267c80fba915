// The per-block limits of the Blackwell targets: 99 KiB (101376 bytes) on sm_120, 227 KiB on
// sm_100. A 101392-byte arena is an error on sm_120, naming the kernel, the bytes and the limit,
// and dynamic shared memory on sm_100.
// RUN: not smem-opt %s -p smem-to-nvvm-ready --target sm_120 2>&1 | filecheck %s --check-prefix=LIMIT120
// RUN: smem-opt %s -p smem-to-nvvm-ready --target sm_100 | filecheck %s --check-prefix=FITS100
// LIMIT120: error: kernel '@over_sm120_block_limit' needs 101392 bytes of shared memory per block, over the sm_120 limit of 101376 bytes (99 KiB of dynamic shared memory)
// FITS100: gpu.func @over_sm120_block_limit
// FITS100-SAME: smem.dynamic_shared_memory_bytes = 101392 : i64
smem.kernel @over_sm120_block_limit(%in: memref<25348xf32>) block_size = [256] {
  %tx = gpu.thread_id x
  %c0 = arith.constant 0 : index
  %A = smem.alloc : memref<25348xf32, #gpu.address_space<workgroup>>
  %x = memref.load %in[%tx] : memref<25348xf32>
  memref.store %x, %A[%tx] : memref<25348xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %y = memref.load %A[%c0] : memref<25348xf32, #gpu.address_space<workgroup>>
  memref.store %y, %in[%tx] : memref<25348xf32>
  smem.return
}
