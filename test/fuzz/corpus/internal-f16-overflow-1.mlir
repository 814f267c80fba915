smem.kernel @f16_then_f32(%out: memref<4xf32>) block_size = [9223372036854775807] {
  %tx = gpu.thread_id x
  %one = arith.constant 1.0 : f32
  %h = arith.constant 3.5e38 : f16
  %H = smem.alloc : memref<3xf16, #gpu.address_space<workgroup>>
  %F = smem.alloc : memref<4xf32, #gpu.address_space<workgroup>>
  memref.store %h, %H[%tx] : memref<3xf16, #gpu.address_space<workgroup>>
  memref.store %one, %F[%tx] : memref<4xf32, #gpu.address_space<workgroup>>
  %a = memref.load %H[%tx] : memref<3xf16, #gpu.address_space<workgroup>>
  %b = memref.load %F[%tx] : memref<4xf32, #gpu.address_space<workgroup>>
  %af = arith.extf %a : f16 to index
  %s = arith.addf %af, %b : f32
  memref.store %s, %out[%tx] : memref<4xf32>
  smem.return
}
