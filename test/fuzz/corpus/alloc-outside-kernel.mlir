%A = smem.alloc : memref<64xf32, #gpu.address_space<workgroup>>
