smem.kernel @dynamic_size(%out: memref<256xf32>, %n: index) block_size = [256] {
  %tx = gpu.thread_id x
  %one = arith.constant 1.0 : f32
  %A = smem.alloc : memref<256xf32, #gpu.address_space<workgroup>>
  %D = smem.alloc(%n) : memref<?xf32, #gpu.address_space<workgroup>>
  memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  memref.store %one, %D[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
  %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  %d = memref.load %D[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
  %s = arith.addf %a, %d : ui8
  memref.store %s, %out[%tx] : memref<256xf32>
  smem.return
}
