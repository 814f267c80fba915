%c = arith.constant 0 : index
smem.kernel @k(%out: memref<64xf32>) block_size = [64] {
  %one = arith.constant 1.0 : f32
  memref.store %one, %out[%c] : memref<64xf32>
  smem.return
}
