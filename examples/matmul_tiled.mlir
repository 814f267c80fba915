// 32x32 tiled matmul C = A x B (N x N, f32), one 32x32 thread block per output tile.
// Asub and Bsub stage the k-tiles; the k-loop body ends in a barrier, so after
// the loop Csub (which stages the output tile for a coalesced store) may reuse
// their bytes: 12288 bytes without reuse, 8192 with.
smem.kernel @matmul_tiled(%A: memref<128x128xf32>, %B: memref<128x128xf32>, %C: memref<128x128xf32>) block_size = [32, 32, 1] {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c128 = arith.constant 128 : index
  %zero = arith.constant 0.000000e+00 : f32
  %tx = gpu.thread_id x
  %ty = gpu.thread_id y
  %bx = gpu.block_id x
  %by = gpu.block_id y
  %row0 = arith.muli %by, %c32 : index
  %col0 = arith.muli %bx, %c32 : index
  %row = arith.addi %row0, %ty : index
  %col = arith.addi %col0, %tx : index
  %Asub = smem.alloc : memref<32x32xf32, #gpu.address_space<workgroup>>
  %Bsub = smem.alloc : memref<32x32xf32, #gpu.address_space<workgroup>>
  %acc = scf.for %k0 = %c0 to %c128 step %c32 iter_args(%sum = %zero) -> (f32) {
    %acol = arith.addi %k0, %tx : index
    %a = memref.load %A[%row, %acol] : memref<128x128xf32>
    memref.store %a, %Asub[%ty, %tx] : memref<32x32xf32, #gpu.address_space<workgroup>>
    %brow = arith.addi %k0, %ty : index
    %b = memref.load %B[%brow, %col] : memref<128x128xf32>
    memref.store %b, %Bsub[%ty, %tx] : memref<32x32xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %partial = scf.for %k = %c0 to %c32 step %c1 iter_args(%s = %sum) -> (f32) {
      %x = memref.load %Asub[%ty, %k] : memref<32x32xf32, #gpu.address_space<workgroup>>
      %y = memref.load %Bsub[%k, %tx] : memref<32x32xf32, #gpu.address_space<workgroup>>
      %p = arith.mulf %x, %y : f32
      %s2 = arith.addf %s, %p : f32
      scf.yield %s2 : f32
    }
    gpu.barrier
    scf.yield %partial : f32
  }
  %Csub = smem.alloc : memref<32x32xf32, #gpu.address_space<workgroup>>
  memref.store %acc, %Csub[%ty, %tx] : memref<32x32xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %out = memref.load %Csub[%ty, %tx] : memref<32x32xf32, #gpu.address_space<workgroup>>
  memref.store %out, %C[%row, %col] : memref<128x128xf32>
  smem.return
}
