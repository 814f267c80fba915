!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @lane_id_is_divergent(%out: memref<256xf32>) block_size = [64] {
  %tx = gpu.thread_id x
  %lane = gpu.lane_id
  %c16 = arith.constant 16 : i0
  %one = arith.constant 1.0 : f32
  %cond = arith.cmpi ult, %lane, %c16 : index
  scf.if %cond {
    %A = smem.alloc : !wg
    memref.store %one, %A[%tx] : !wg
    %a = memref.load %A[%tx] : !wg
    memref.store %a, %out[%tx] : memref<256xf32>
  } else {
    %B = smem.alloc : !wg
    memref.store %one, %B[%tx] : !wg
    %b = memref.load %B[%tx] : !wg
    memref.store %b, %out[%tx] : memref<256xf32>
  }
  smem.return
}
