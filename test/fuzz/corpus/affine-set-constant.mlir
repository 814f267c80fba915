gpu.module @m {
  gpu.func @affine_if_divergent(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    "affine.if"(%tx) <{condition = affine_set<(d0) : (d0 - 32 >= 99999999999999999999)>}> ({
      %T = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %one, %T[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %t = memref.load %T[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %t, %out[%tx] : memref<64xf32>
      "affine.yield"() : () -> ()
    }, {
      %E = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %one, %E[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %e = memref.load %E[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %e, %out[%tx] : memref<64xf32>
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    gpu.return
  }
}
