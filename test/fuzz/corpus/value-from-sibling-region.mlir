smem.kernel @k(%out: memref<64xf32>) block_size = [64] {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c1 step %c1 {
    %one = arith.constant 1.0 : f32
  }
  scf.for %j = %c0 to %c1 step %c1 {
    memref.store %one, %out[%j] : memref<64xf32>
  }
  smem.return
}
