// Buffers reached only through subviews and an expand_shape made at kernel entry (IREE's
// habit), used in two phases; the second phase's buffer may reuse the first phase's bytes once
// a barrier separates them.
func.func @subviews(%in: memref<4096xf32>, %out: memref<4096xf32>) attributes {gpu.known_block_size = array<i32: 256, 1, 1>} {
  %c0 = arith.constant 0 : index
  %tx = gpu.thread_id x
  %q = memref.alloc() : memref<2x1056xf32, #gpu.address_space<workgroup>>
  %k = memref.alloc() : memref<1056xf32, #gpu.address_space<workgroup>>
  %p = memref.alloc() : memref<4096xf32, #gpu.address_space<workgroup>>
  %q0 = memref.subview %q[0, 0] [1, 1024] [1, 1] : memref<2x1056xf32, #gpu.address_space<workgroup>> to memref<1024xf32, strided<[1]>, #gpu.address_space<workgroup>>
  %q1 = memref.subview %q[1, 0] [1, 1024] [1, 1] : memref<2x1056xf32, #gpu.address_space<workgroup>> to memref<1024xf32, strided<[1], offset: 1056>, #gpu.address_space<workgroup>>
  %k0 = memref.subview %k[0] [1024] [1] : memref<1056xf32, #gpu.address_space<workgroup>> to memref<1024xf32, strided<[1]>, #gpu.address_space<workgroup>>
  %p2 = memref.expand_shape %p [[0, 1]] output_shape [64, 64] : memref<4096xf32, #gpu.address_space<workgroup>> into memref<64x64xf32, #gpu.address_space<workgroup>>
  %x = memref.load %in[%tx] : memref<4096xf32>
  memref.store %x, %q0[%tx] : memref<1024xf32, strided<[1]>, #gpu.address_space<workgroup>>
  memref.store %x, %q1[%tx] : memref<1024xf32, strided<[1], offset: 1056>, #gpu.address_space<workgroup>>
  memref.store %x, %k0[%tx] : memref<1024xf32, strided<[1]>, #gpu.address_space<workgroup>>
  gpu.barrier
  %a = memref.load %q0[%c0] : memref<1024xf32, strided<[1]>, #gpu.address_space<workgroup>>
  %b = memref.load %q1[%c0] : memref<1024xf32, strided<[1], offset: 1056>, #gpu.address_space<workgroup>>
  %c = memref.load %k0[%c0] : memref<1024xf32, strided<[1]>, #gpu.address_space<workgroup>>
  %s = arith.addf %a, %b : f32
  %t = arith.addf %s, %c : f32
  memref.store %t, %p2[%c0, %tx] : memref<64x64xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %r = memref.load %p2[%tx, %c0] : memref<64x64xf32, #gpu.address_space<workgroup>>
  memref.store %r, %out[%tx] : memref<4096xf32>
  return
}
