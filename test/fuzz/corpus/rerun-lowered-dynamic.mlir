smem.kernel @four_live(%A: memref<8192xf32>, %B: memref<8192xf32>) block_size = [256] {
  %tx = gpu.thread_id x
  %X = smem.alloc {name = "X"} : memref<8192xf32, #gpu.address_space<workgroup>>
  %Y = smem.alloc {name = "Y"} : memref<8192xf32, #gpu.address_space<workgroup>>
  %Z = smem.alloc {name = "Z"} : memref<8192xf32, #gpu.address_space<workgroup>>
  %W = smem.alloc {name = "W"} : memref<12288xf32, #gpu.address_space<workgroup>>
  %a = memref.load %A[%tx] : memref<8192xf32>
  memref.store %a, %X[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
  memref.store %a, %Y[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
  memref.store %a, %Z[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
  memref.store %a, %W[%tx] : memref<12288xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %x = memref.load %X[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
  %y = memref.load %Y[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
  %z = memref.load %Z[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
  %w = memref.load %W[%tx] : memref<12288xf32, #gpu.address_space<workgroup>>
  %s = arith.addf %x, %y : f32
  %t = arith.addf %s, %z : f32
  %u = arith.addf %t, %w : f32
  memref.store %u, %B[%tx] : memref<8192xf32>
  smem.return
}
