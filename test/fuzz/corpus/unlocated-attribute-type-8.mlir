smem.kernel @add(%G: memref<128xf32>) block_size = [128] {
  %tx = gpu.thread_id x
  %A = smem.alloc {name = "A"} : memref<128xf32, #gpu.address_space<workgroup>>
  %B = smem.alloc {name = "B"} : memref<128xf32, #gpu.address_space<workgroup>>
  %C = smem.alloc {name = "C"} : memref<128xf32, #gpu.address_space<workgroup>>
  %g = memref.load %G[%tx] : memref<128xf32>
  memref.store %g, %A[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
  memref.store %g, %B[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %a = memref.load %A[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
  %b = memref.load %B[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
  %c = arith.addf %a, %b : none
  memref.store %c, %C[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %o = memref.load %C[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
  memref.store %o, %G[%tx] : memref<128xf32>
  smem.return
}
