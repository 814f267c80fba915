smem.kernel @k() í €block_size = [1] {
  %a = smem.alloc : memref<4xf32, #gpu.address_space<private>>
  smem.return
}
