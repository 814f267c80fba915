!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @barrier_in_nonempty_loop(%in: memref<256xf32>, %out: memref<256xf32>) block_size = [256] {
  %tx = gpu.thread_id x
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = memref.load %in[%tx] : memref<256xf32>
  %A = smem.alloc : !wg
  memref.store %x, %A[%tx] : !wg
  %a = memref.load %A[%tx] : !wg
  scf.for %i = %c0 to %c1 step %c1 {
  smem.return
  }
  %B = smem.alloc : !wg
  memref.store %a, %B[%tx] : !wg
  %b = memref.load %B[%tx] : !wg
  memref.store %b, %out[%tx] : memref<256xf32>
    gpu.barrier
}
