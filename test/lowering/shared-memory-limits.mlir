// A kernel over the target's per-block dynamic limit is an error naming the kernel, the
// planned bytes, the limit and the buffers live at the peak; an unknown target is an error.
// RUN: not smem-opt %s -p smem-to-nvvm-ready --target sm_75 2>&1 | filecheck %s --check-prefix=SM75
// RUN: not smem-opt %s -p convert-smem-to-gpu --target sm_75 2>&1 | filecheck %s --check-prefix=PLAIN
// RUN: not smem-opt %s -p 'smem-to-nvvm-ready{target=sm_86}' 2>&1 | filecheck %s --check-prefix=SM86
// RUN: smem-opt %s -p smem-to-nvvm-ready --target sm_80 | filecheck %s --check-prefix=SM80
// RUN: not smem-opt %s -p convert-smem-to-gpu --target sm_99 2>&1 | filecheck %s --check-prefix=UNKNOWN
// The same diagnostic when the two passes run in two processes (the peak travels in the IR):
// RUN: smem-opt %s -p smem-coalesce | not smem-opt -p convert-smem-to-gpu --target sm_75 2>&1 | filecheck %s --check-prefix=PIPE

// SM75: shared-memory-limits.mlir:[[# @LINE + 6]]:1: error: kernel '@four_live' needs 147456 bytes of shared memory per block, over the sm_75 limit of 65536 bytes (64 KiB of dynamic shared memory); live at the peak: 'W' (49152 bytes), 'X' (32768 bytes), 'Y' (32768 bytes), 'Z' (32768 bytes) (together 147456 bytes)
// PLAIN: shared-memory-limits.mlir:[[# @LINE + 5]]:1: error: kernel '@four_live' needs 147456 bytes of shared memory per block, over the sm_75 limit of 65536 bytes (64 KiB of dynamic shared memory); live at the peak: 'X' (32768 bytes), 'Y' (32768 bytes), 'Z' (32768 bytes), 'W' (49152 bytes) (no reuse: not coalesced)
// SM86: error: kernel '@four_live' needs 147456 bytes of shared memory per block, over the sm_86 limit of 101376 bytes (99 KiB of dynamic shared memory); live at the peak: 'W' (49152 bytes), 'X' (32768 bytes), 'Y' (32768 bytes), 'Z' (32768 bytes) (together 147456 bytes)
// PIPE: <stdin>:{{[0-9]+}}:{{[0-9]+}}: error: kernel '@four_live' needs 147456 bytes of shared memory per block, over the sm_75 limit of 65536 bytes (64 KiB of dynamic shared memory); live at the peak: 'W' (49152 bytes), 'X' (32768 bytes), 'Y' (32768 bytes), 'Z' (32768 bytes) (together 147456 bytes)
// SM80: smem.dynamic_shared_memory_bytes = 147456 : i64
// UNKNOWN: error: convert-smem-to-gpu: unknown target 'sm_99' (known targets: sm_70, sm_75, sm_80, sm_86, sm_89, sm_90, sm_90a, sm_100, sm_100a, sm_120, sm_120a)
smem.kernel @four_live(%A: memref<8192xf32>, %B: memref<8192xf32>) block_size = [256] {
  %tx = gpu.thread_id x
  %X = smem.alloc {name = "X"} : memref<8192xf32, #gpu.address_space<workgroup>>
  %Y = smem.alloc {name = "Y"} : memref<8192xf32, #gpu.address_space<workgroup>>
  %Z = smem.alloc {name = "Z"} : memref<8192xf32, #gpu.address_space<workgroup>>
  %W = smem.alloc {name = "W"} : memref<12288xf32, #gpu.address_space<workgroup>>
  %a = memref.load %A[%tx] : memref<8192xf32>
  memref.store %a, %X[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
  memref.store %a, %Y[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
  memref.store %a, %Z[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
  memref.store %a, %W[%tx] : memref<12288xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %x = memref.load %X[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
  %y = memref.load %Y[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
  %z = memref.load %Z[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
  %w = memref.load %W[%tx] : memref<12288xf32, #gpu.address_space<workgroup>>
  %s = arith.addf %x, %y : f32
  %t = arith.addf %s, %z : f32
  %u = arith.addf %t, %w : f32
  memref.store %u, %B[%tx] : memref<8192xf32>
  smem.return
}
