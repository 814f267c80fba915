!wg = memref<f32, #gpu.address_space<workgroup>>
smem.kernel @per_iteration_with_wraparound_barrier(%in: memref<256xf32>, %out: memref<256xf32>) block_size = [256] {
  %tx = gpu.thread_id x
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %A = smem.alloc : !wg
    %x = memref.load %in[%tx] : memref<256xf32>
    memref.store %x, %A[%tx] : !wg
    %a = memref.load %A[%tx] : !wg
    gpu.barrier
    %B = smem.alloc : !wg
    memref.store %a, %B[%tx] : !wg
    %b = memref.load %B[%tx] : !wg
    memref.store %b, %out[%tx] : memref<256xf32>
    gpu.barrier
  }
  smem.return
}
