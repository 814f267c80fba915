smem.kernel @k(%out: memref<64xf32>) block_size = [64] {
  smem.return
}
