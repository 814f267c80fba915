// A k-loop whose body stages a tile in A, reduces it into B, then reads B: A and B are used in
// every iteration (allocated outside the loop, so live across it), and a reduction buffer R is
// used after the loop. R may take A's or B's bytes after the loop once a barrier follows it.
func.func @loop_phases(%in: memref<8192xf32>, %out: memref<256xf32>) attributes {gpu.known_block_size = array<i32: 256, 1, 1>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c256 = arith.constant 256 : index
  %tx = gpu.thread_id x
  %A = memref.alloc() : memref<2048xf32, #gpu.address_space<workgroup>>
  %B = memref.alloc() : memref<2048xf32, #gpu.address_space<workgroup>>
  %R = memref.alloc() : memref<4096xf32, #gpu.address_space<workgroup>>
  %zero = arith.constant 0.0 : f32
  %acc = scf.for %i = %c0 to %c8 step %c1 iter_args(%s = %zero) -> (f32) {
    %off = arith.muli %i, %c256 : index
    %idx = arith.addi %off, %tx : index
    %x = memref.load %in[%idx] : memref<8192xf32>
    memref.store %x, %A[%tx] : memref<2048xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %a = memref.load %A[%c0] : memref<2048xf32, #gpu.address_space<workgroup>>
    memref.store %a, %B[%tx] : memref<2048xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %b = memref.load %B[%c0] : memref<2048xf32, #gpu.address_space<workgroup>>
    %n = arith.addf %s, %b : f32
    gpu.barrier
    scf.yield %n : f32
  }
  memref.store %acc, %R[%tx] : memref<4096xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %r = memref.load %R[%c0] : memref<4096xf32, #gpu.address_space<workgroup>>
  memref.store %r, %out[%tx] : memref<256xf32>
  return
}
