smem.kernel @k(%out: memref<4xi99999999999>) block_size = [64] {
  smem.return
}
