smem.kernel @k(%out: memref<64xf32>) block_size = [64] {
  %tx = gpu.thread_id x
  memref.store %one, %out[%tx] : memref<64xf32>
  %one = arith.constant 1.0 : f32
  smem.return
}
