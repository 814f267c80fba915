smem.kernel @k(%out: memref<64xf32>) block_size = [64] {
  %A = smem.alloc : memref<9223372036854775807xf32, #gpu.address_space<workgroup>>
  %c0 = arith.constant 0 : index
  %v = memref.load %A[%c0] : memref<9223372036854775807xf32, #gpu.address_space<workgroup>>
  smem.return
}
