// Running the pass twice changes nothing the second time (design §4), and
// reruns give identical output.
// RUN: smem-opt %examples/matmul_tiled.mlir -p smem-coalesce > %t.once
// RUN: smem-opt %t.once -p smem-coalesce > %t.twice
// RUN: diff %t.once %t.twice
// RUN: smem-opt %examples/matmul_tiled.mlir -p smem-coalesce,smem-coalesce > %t.pipeline
// RUN: diff %t.once %t.pipeline
// RUN: smem-opt %examples/matmul_tiled.mlir -p smem-coalesce > %t.again
// RUN: diff %t.once %t.again
// RUN: smem-opt %s -p smem-coalesce | smem-opt -p smem-coalesce | filecheck %s
// CHECK: smem.kernel @gpu_like
// CHECK-SAME: smem.arena_bytes = 1024
// CHECK-COUNT-1: smem.alloc
// CHECK-NOT: smem.alloc
smem.kernel @gpu_like(%out: memref<256xf32>) block_size = [256] {
  %tx = gpu.thread_id x
  %one = arith.constant 1.0 : f32
  %A = smem.alloc : memref<256xf32, #gpu.address_space<workgroup>>
  memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %B = smem.alloc : memref<256xf32, #gpu.address_space<workgroup>>
  memref.store %a, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  memref.store %b, %out[%tx] : memref<256xf32>
  smem.return
}
