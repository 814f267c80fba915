// A commit with no tokens closes a group of copies whose tokens stayed in a
// loop. It must print so that it re-parses even when the next line defines a
// value, at every level: smem, and nvgpu for upstream mlir-opt.
// RUN: smem-opt %s | smem-opt | filecheck %s
// RUN: smem-opt %s -p convert-smem-to-gpu | smem-opt | filecheck %s --check-prefix=GPU
// CHECK: %g = smem.async_commit {}
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: smem.async_wait %g {pending = 0}
// GPU: %{{.*}} = nvgpu.device_async_create_group {}
// GPU-NEXT: %c0 = arith.constant 0 : index
smem.kernel @k(%in: memref<64xf32>) block_size = [16] {
  %g = smem.async_commit {}
  %c0 = arith.constant 0 : index
  smem.async_wait %g {pending = 0}
  smem.return
}
