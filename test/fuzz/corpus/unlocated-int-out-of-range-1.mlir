smem.kernel @matmul(%A: memref<64x64xf32>, %n: index) block_size = [32, 32, 1] attributes {foo = 1 : i32} {
  %tx = gpu.thread_id x
  %ty = gpu.thread_id y

  %A_sh = smem.alloc {alignment = 16 : i64, name = "A_sh"} : memref<32x32xf32, #gpu.address_space<workgroup>>

  %d = smem.alloc(%n) : memref<?x64xf16, #gpu.address_space<workgroup>>

  %i = smem.alloc : memref<16xi8, 3>

  %t0 = smem.async_copy %A[%ty, %tx], %A_sh[%ty, %tx], 4 : memref<64x64xf32> to memref<32x32xf32, #gpu.address_space<workgroup>>
  %t1 = smem.async_copy %A[%ty, %tx], %A_sh[%ty, %tx], 2 : memref<64x64xf32> to memref<32x32xf32, #gpu.address_space<workgroup>>

  %g = smem.async_commit %t0, %t1
  %e = smem.async_commit

  smem.async_wait %g {pending = 0}
  smem.async_wait {pending = -999999999999999999999999999999}

  gpu.barrier
  smem.return
}

smem.kernel @one() block_size = [128] {
  smem.return
}

smem.kernel @loop(%B: memref<128xf32>) block_size = [64, 1] {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %tx = gpu.thread_id x
  scf.for %k = %c0 to %c4 step %c1 {
    %s = smem.alloc {name = "tile"} : memref<64xf32, #gpu.address_space<workgroup>>
    %v = memref.load %B[%tx] : memref<128xf32>
    memref.store %v, %s[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
  }
  smem.return
}
