smem.kernel @k() block_size = [32] {
