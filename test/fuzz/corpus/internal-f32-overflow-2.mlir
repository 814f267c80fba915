!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @alias_through_while(%out: memref<256xf32>) block_size = [64] {
  %tx = gpu.thread_id x
  %one = arith.constant 3.5e38 : f32
  %false = arith.constant false
  %A = smem.alloc : !wg
  memref.store %one, %A[%tx] : !wg
  %W = scf.while (%m = %A) : (!wg) -> !wg {
    scf.condition(%false) %m : !wg
  } do {
  ^bb0(%n: !wg):
    scf.yield %n : !wg
  }
  gpu.barrier
  %B = smem.alloc : !wg
  memref.store %one, %B[%tx] : !wg
  gpu.barrier
  %v = memref.load %W[%tx] : !wg
  memref.store %v, %out[%tx] : memref<256xf32>
  smem.return
}
