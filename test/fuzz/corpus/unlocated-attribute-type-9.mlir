  %a = smem.alloc : memref<?x4xf32, #gpu.address_space<workgroup>>
smem.kernel @k() block_size = [1] {
  smem.return
}
      %s_49 = arith.addf %acc5, %p_48 : si32
