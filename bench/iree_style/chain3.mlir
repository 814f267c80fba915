// A straight-line chain of three stages, each written once by one buffer and read by the next
// (IREE's reduction and epilogue staging): sharing all three needs a barrier between each
// stage; IREE's own reuse pass puts them at offset 0 with two barriers.
func.func @chain3(%in: memref<1024xf32>, %out: memref<1024xf32>) attributes {gpu.known_block_size = array<i32: 256, 1, 1>} {
  %c0 = arith.constant 0 : index
  %tx = gpu.thread_id x
  %a = memref.alloc() : memref<1024xf32, #gpu.address_space<workgroup>>
  %b = memref.alloc() : memref<1024xf32, #gpu.address_space<workgroup>>
  %c = memref.alloc() : memref<1024xf32, #gpu.address_space<workgroup>>
  %x = memref.load %in[%tx] : memref<1024xf32>
  memref.store %x, %a[%tx] : memref<1024xf32, #gpu.address_space<workgroup>>
  %ra = memref.load %a[%tx] : memref<1024xf32, #gpu.address_space<workgroup>>
  memref.store %ra, %b[%tx] : memref<1024xf32, #gpu.address_space<workgroup>>
  %rb = memref.load %b[%tx] : memref<1024xf32, #gpu.address_space<workgroup>>
  memref.store %rb, %c[%tx] : memref<1024xf32, #gpu.address_space<workgroup>>
  %rc = memref.load %c[%tx] : memref<1024xf32, #gpu.address_space<workgroup>>
  memref.store %rc, %out[%tx] : memref<1024xf32>
  return
}
