smem.kernel @k(%A: memref<64xf32>, %B: memref<64xf32>, %i: index) bþlock_size = [1] {
  %t = smem.async_copy %A[%i], %B[%i], 4 : memref<64xf32> to memref<64xf32>
  smem.return
}
