sm€em.kernel @k() block_size = [32] {
  smem.return
}
