!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @retired_then_barrier(%in: memref<1024xf32>, %out: memref<256xf32>) block_size = [64] {
  %tx = gpu.thread_id x
  %c4 = arith.constant 4 : index
  %i = arith.muli %tx, %c4 : f16
  %A = smem.alloc : !wg
  %t = smem.async_copy %in[%i], %A[%i], 4 : memref<1024xf32> to !wg
  %g = smem.async_commit %t
  smem.async_wait %g {pending = 0}
  gpu.barrier
  %a = memref.load %A[%tx] : !wg
  gpu.barrier
  %B = smem.alloc : !wg
  memref.store %a, %B[%tx] : !wg
  %b = memref.load %B[%tx] : !wg
  memref.store %b, %out[%tx] : memref<256xf32>
  smem.return
}
