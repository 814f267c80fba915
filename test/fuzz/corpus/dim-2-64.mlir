smem.kernel @k(%out: memref<18446744073709551616xf32>) block_size = [64] {
  smem.return
}
