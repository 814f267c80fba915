// Uniform scf.if: one tile in each branch (never live together), then an epilogue buffer after
// the branch. The branch tiles may share with each other without a barrier; the epilogue
// shares with them once a barrier follows the branch.
func.func @branches(%in: memref<8192xf16>, %out: memref<8192xf16>, %mode: index) attributes {gpu.known_block_size = array<i32: 128, 1, 1>} {
  %c0 = arith.constant 0 : index
  %tx = gpu.thread_id x
  %then_tile = memref.alloc() : memref<64x64xf16, #gpu.address_space<workgroup>>
  %else_tile = memref.alloc() : memref<32x128xf16, #gpu.address_space<workgroup>>
  %epilogue = memref.alloc() : memref<64x32xf16, #gpu.address_space<workgroup>>
  %cond = arith.cmpi eq, %mode, %c0 : index
  %x = memref.load %in[%tx] : memref<8192xf16>
  scf.if %cond {
    memref.store %x, %then_tile[%tx, %c0] : memref<64x64xf16, #gpu.address_space<workgroup>>
    gpu.barrier
    %v = memref.load %then_tile[%c0, %tx] : memref<64x64xf16, #gpu.address_space<workgroup>>
    memref.store %v, %out[%tx] : memref<8192xf16>
  } else {
    memref.store %x, %else_tile[%c0, %tx] : memref<32x128xf16, #gpu.address_space<workgroup>>
    gpu.barrier
    %v = memref.load %else_tile[%c0, %tx] : memref<32x128xf16, #gpu.address_space<workgroup>>
    memref.store %v, %out[%tx] : memref<8192xf16>
  }
  memref.store %x, %epilogue[%c0, %tx] : memref<64x32xf16, #gpu.address_space<workgroup>>
  gpu.barrier
  %w = memref.load %epilogue[%c0, %tx] : memref<64x32xf16, #gpu.address_space<workgroup>>
  memref.store %w, %out[%tx] : memref<8192xf16>
  return
}
