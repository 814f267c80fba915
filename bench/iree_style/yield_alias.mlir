// A buffer chosen by a uniform scf.if and used through the value it yields, after a later
// buffer's first use: the yielded alias keeps both candidates live until that use. A pass that
// does not follow the yield (IREE's reuse pass follows views and arith.select only) sees the
// candidates dead after the branch and may give their bytes to the later buffer while they are
// still read.
func.func @yield_alias(%in: memref<1024xf32>, %out: memref<1024xf32>, %mode: index) attributes {gpu.known_block_size = array<i32: 256, 1, 1>} {
  %c0 = arith.constant 0 : index
  %tx = gpu.thread_id x
  %a = memref.alloc() : memref<1024xf32, #gpu.address_space<workgroup>>
  %b = memref.alloc() : memref<1024xf32, #gpu.address_space<workgroup>>
  %c = memref.alloc() : memref<1024xf32, #gpu.address_space<workgroup>>
  %cond = arith.cmpi eq, %mode, %c0 : index
  %x = memref.load %in[%tx] : memref<1024xf32>
  %chosen = scf.if %cond -> (memref<1024xf32, #gpu.address_space<workgroup>>) {
    scf.yield %a : memref<1024xf32, #gpu.address_space<workgroup>>
  } else {
    scf.yield %b : memref<1024xf32, #gpu.address_space<workgroup>>
  }
  memref.store %x, %chosen[%tx] : memref<1024xf32, #gpu.address_space<workgroup>>
  memref.store %x, %c[%tx] : memref<1024xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %y = memref.load %chosen[%c0] : memref<1024xf32, #gpu.address_space<workgroup>>
  %z = memref.load %c[%c0] : memref<1024xf32, #gpu.address_space<workgroup>>
  %s = arith.addf %y, %z : f32
  memref.store %s, %out[%tx] : memref<1024xf32>
  return
}
