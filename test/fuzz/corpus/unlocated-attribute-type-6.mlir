smem.kernel @k(%out: memref<4xf32>) block_size = [4] {
  %tx = gpu.thread_id x
  %one = arith.constant 1.0 : f32
  %A = smem.alloc {alignment = 4 : i64} : memref<4xf32, #gpu.address_space<workgroup>>
  %B = smem.alloc {alignment = 64 : i64} : memref<4xf64, #gpu.address_space<workgroup>>
  memref.store %one, %A[%tx] : memref<4xf32, #gpu.address_space<workgroup>>
  %a = memref.load %A[%tx] : memref<4xf32, #gpu.address_space<workgroup>>
  %d = arith.extf %a : i0 to f64
  memref.store %d, %B[%tx] : memref<4xf64, #gpu.address_space<workgroup>>
  memref.store %a, %out[%tx] : memref<4xf32>
  smem.return
}
