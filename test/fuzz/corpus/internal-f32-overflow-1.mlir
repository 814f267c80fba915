!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @unknown_op_access_only(%out: memref<256xf32>) block_size = [64] {
  %tx = gpu.thread_id x
  %one = arith.constant 1.0e+39 : f32
  %A = smem.alloc : !wg
  "mystery.touch"(%A) : (!wg) -> ()
  gpu.barrier
  %B = smem.alloc : !wg
  memref.store %one, %B[%tx] : !wg
  %b = memref.load %B[%tx] : !wg
  memref.store %b, %out[%tx] : memref<256xf32>
  smem.return
}
