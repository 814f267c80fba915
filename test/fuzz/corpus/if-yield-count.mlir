smem.kernel @k(%out: memref<64xf32>) block_size = [64] {
  %t = arith.constant true
  %x = scf.if %t -> (f32) {
    scf.yield
  } else {
    %z = arith.constant 1.0 : f32
    scf.yield %z : f32
  }
  smem.return
}
