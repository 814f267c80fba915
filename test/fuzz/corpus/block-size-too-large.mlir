smem.kernel @k() block_size = [4294967296] {
  smem.return
}
