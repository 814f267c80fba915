smem.kernel @k(%out: memref<64xf32>) block_size = [64] {
  scf.for %i = %c0 to %c1 step %c1 {
  %tx = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
  %one = arith.constant 1.0 : f32
  %A = smem.alloc : memref<64xf32, 3>
  memref.store %one, %A[%tx] : memref<64xf32, 3>
  "gpu.barrier"() : () -> ()
  %a = memref.load %A[%tx] : memref<64xf32, 3>
  "gpu.barrier"() : () -> ()
  %B = smem.alloc : memref<64xf32, 3>
  memref.store %a, %B[%tx] : memref<64xf32, 3>
  %b = memref.load %B[%tx] : memref<64xf32, 3>
  memref.store %b, %out[%tx] : memref<64xf32>
  smem.return
}
