smem.kernel @k() -> f32 block_size = [18446744073709551615] {
  smem.return
}
