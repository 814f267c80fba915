smem.kernel @k() block_size = [1] attributes {s = "a\qb"} {
  smem.return
}
