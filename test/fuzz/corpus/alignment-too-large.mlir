smem.kernel @k(%out: memref<64xf32>) block_size = [64] {
  %A = smem.alloc {alignment = 4611686018427387904 : i64} : memref<4xf32, #gpu.address_space<workgroup>>
  %B = smem.alloc {alignment = 4611686018427387904 : i64} : memref<4xf32, #gpu.address_space<workgroup>>
  %c0 = arith.constant 0 : index
  %v = memref.load %A[%c0] : memref<4xf32, #gpu.address_space<workgroup>>
  %w = memref.load %B[%c0] : memref<4xf32, #gpu.address_space<workgroup>>
  smem.return
}
