// An input that already holds a wrong plan (A and B on the same bytes), for
// clean-means-checked.mlir: a pipeline run on it again must still check that plan.
gpu.module @m {
  gpu.func @space3(%in: memref<64xf32>, %out: memref<64xf32>)
      workgroup(%arena : memref<256xi8, 3> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 256 : i64} {
    %c0 = arith.constant 0 : index
    %c63 = arith.constant 63 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %A = memref.view %arena[%c0][] : memref<256xi8, 3> to memref<64xf32, 3>
    %B = memref.view %arena[%c0][] : memref<256xi8, 3> to memref<64xf32, 3>
    memref.store %x, %A[%tx] : memref<64xf32, 3>
    %y = arith.addf %x, %x : f32
    memref.store %y, %B[%tx] : memref<64xf32, 3>
    gpu.barrier
    %mirror = arith.subi %c63, %tx : index
    %a = memref.load %A[%mirror] : memref<64xf32, 3>
    %b = memref.load %B[%mirror] : memref<64xf32, 3>
    %s = arith.addf %a, %b : f32
    memref.store %s, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

