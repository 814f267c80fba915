// A straight-line chain of five stages of growing size (1, 2, 4, 8, 16 KiB): all five can sit
// at offset 0 with four barriers; one barrier alone saves little.
func.func @chain5(%in: memref<4096xf32>, %out: memref<4096xf32>) attributes {gpu.known_block_size = array<i32: 256, 1, 1>} {
  %tx = gpu.thread_id x
  %a = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
  %b = memref.alloc() : memref<512xf32, #gpu.address_space<workgroup>>
  %c = memref.alloc() : memref<1024xf32, #gpu.address_space<workgroup>>
  %d = memref.alloc() : memref<2048xf32, #gpu.address_space<workgroup>>
  %e = memref.alloc() : memref<4096xf32, #gpu.address_space<workgroup>>
  %x = memref.load %in[%tx] : memref<4096xf32>
  memref.store %x, %a[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  %ra = memref.load %a[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  memref.store %ra, %b[%tx] : memref<512xf32, #gpu.address_space<workgroup>>
  %rb = memref.load %b[%tx] : memref<512xf32, #gpu.address_space<workgroup>>
  memref.store %rb, %c[%tx] : memref<1024xf32, #gpu.address_space<workgroup>>
  %rc = memref.load %c[%tx] : memref<1024xf32, #gpu.address_space<workgroup>>
  memref.store %rc, %d[%tx] : memref<2048xf32, #gpu.address_space<workgroup>>
  %rd = memref.load %d[%tx] : memref<2048xf32, #gpu.address_space<workgroup>>
  memref.store %rd, %e[%tx] : memref<4096xf32, #gpu.address_space<workgroup>>
  %re = memref.load %e[%tx] : memref<4096xf32, #gpu.address_space<workgroup>>
  memref.store %re, %out[%tx] : memref<4096xf32>
  return
}
