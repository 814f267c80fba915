smem.kernel @race(%in: memref<64xf32>, %out: memref<64xf32>) block_size = [64] {
  %arena = smem.alloc {alignment = 16 : i64} : memref<512xi8, #gpu.address_space<workgroup>>
  %c0 = arith.constant 0 : index
  %A = memref.view %arena[%c0][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
  %C = memref.view %arena[%c0][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
  %tx = gpu.thread_id x
  %x = memref.load %in[%tx] : memref<64xf32>
  memref.store %x, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
  %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
  memref.store %a, %C[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
  %c = memref.load %C[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
  memref.store %c, %out[%tx] : memref<64xf32>
  smem.return
}
