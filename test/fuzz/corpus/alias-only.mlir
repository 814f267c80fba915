!wg = memref<4xf32, #gpu.address_space<workgroup>>
