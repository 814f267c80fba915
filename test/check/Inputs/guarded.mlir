// The kernel as written for wrong-plan-reach.mlir's hoisted division: 1024 / %n is computed only
// where %n != 0.
gpu.module @m {
  gpu.func @guarded(%in: memref<64xf32>, %out: memref<64xf32>, %n: index)
      kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1024 = arith.constant 1024 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %nz = arith.cmpi ne, %n, %c0 : index
    %r = scf.if %nz -> (f32) {
      %m = arith.divui %c1024, %n : index
      %mf = arith.index_cast %m : index to i32
      %f = arith.sitofp %mf : i32 to f32
      %v = arith.addf %x, %f : f32
      scf.yield %v : f32
    } else {
      scf.yield %x : f32
    }
    memref.store %r, %out[%tx] : memref<64xf32>
    gpu.return
  }
}
