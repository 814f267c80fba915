smem.kernel @k() block_size = [1] attributes {s = "\ff\fe"} {
  smem.return
}
