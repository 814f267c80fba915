!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @through_subview(%out: memref<256xf32>) block_size = [64] {
  %tx = gpu.thread_id x
  %one = arith.constant 1.0 : f32
  %A = smem.alloc : !wg
  %V = memref.subview %A[9223372036854775807] [128] [1] : !wg to memref<128xf32, strided<[1]>, #gpu.address_space<workgroup>>
  memref.store %one, %A[%tx] : !wg
  gpu.barrier
  %B = smem.alloc : !wg
  memref.store %one, %B[%tx] : !wg
  gpu.barrier
  %v = memref.load %V[%tx] : memref<128xf32, strided<[1]>, #gpu.address_space<workgroup>>
  memref.store %v, %out[%tx] : memref<256xf32>
  smem.return
}
