gpu.module @m {
  gpu.func @wide_elements(%out: memref<16xindex>) kernel attributes {known_block_size = array<i16: 16, 1, 1>} {
    %tx = gpu.thread_id x
    %I = memref.alloc() : memref<16xindex, #gpu.address_space<workgroup>>
    %H = memref.alloc() : memref<16xvector<4xf16>, #gpu.address_space<workgroup>>
    %M = memref.alloc() : memref<16xvector<2x3xf32>, #gpu.address_space<workgroup>>
    memref.store %tx, %I[%tx] : memref<16xindex, #gpu.address_space<workgroup>>
    %h = memref.load %H[%tx] : memref<16xvector<4xf16>, #gpu.address_space<workgroup>>
    %m = memref.load %M[%tx] : memref<16xvector<2x3xf32>, #gpu.address_space<workgroup>>
    %i = memref.load %I[%tx] : memref<16xindex, #gpu.address_space<workgroup>>
    memref.store %i, %out[%tx] : memref<16xindex>
    gpu.return
  }
}
