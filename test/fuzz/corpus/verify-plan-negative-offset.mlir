smem.kernel @neg(%in: memref<64xf32>, %out: memref<64xf32>) block_size = [64] attributes {smem.arena_bytes = 512 : i64} {
  %arena = smem.alloc {alignment = 16 : i64} : memref<512xi8, #gpu.address_space<workgroup>>
  %c0 = arith.constant 0 : index
  %cm16 = arith.constant -16 : index
  %A = memref.view %arena[%cm16][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
  %tx = gpu.thread_id x
  %x = memref.load %in[%tx] : memref<64xf32>
  memref.store %x, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
  memref.store %a, %out[%tx] : memref<64xf32>
  smem.return
}
