!wg2 = memref<16x16xf32, #gpu.address_space<workgroup>>
!wg = memref<7xf32, #gpu.address_space<workgroup>>
smem.kernel @through_collapse_shape(%out: memref<256xf32>) block_size = [64] {
  %tx = gpu.thread_id x
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %A = smem.alloc : !wg2
  %F = memref.collapse_shape %A [[0, 1]] : !wg2 into !wg
  memref.store %one, %A[%c0, %tx] : !wg2
  gpu.barrier
  %B = smem.alloc : !wg
  memref.store %one, %B[%tx] : !wg
  gpu.barrier
  %v = memref.load %F[%tx] : !wg
  memref.store %v, %out[%tx] : memref<256xf32>
  smem.return
}
