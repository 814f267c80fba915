!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @through_reinterpret_cast(%out: memref<256xf32>) block_size = [64] {
  %tx = gpu.thread_id x
  %c0 = arith.constant 0 : index
  %one = arith.constant 0xFFFFFFFFFFFFFFFFFFFF : f32
  %A = smem.alloc : !wg
  %R = memref.reinterpret_cast %A to offset: [0], sizes: [8, 32], strides: [32, 1] : !wg to memref<8x32xf32, strided<[32, 1]>, #gpu.address_space<workgroup>>
  memref.store %one, %A[%tx] : !wg
  gpu.barrier
  %B = smem.alloc : !wg
  memref.store %one, %B[%tx] : !wg
  gpu.barrier
  %v = memref.load %R[%c0, %tx] : memref<8x32xf32, strided<[32, 1]>, #gpu.address_space<workgroup>>
  memref.store %v, %out[%tx] : memref<256xf32>
  smem.return
}
