smem.kernel @k() block_size = [-2147483649] {
  smem.return
}
