smem.kernel @batched_matmul(%A: memref<8x128x128xf32>, %B: memref<8x128x128xf32>, %C: memref<8x128x128xf32>) block_size = [32, 32, 1] {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %cf0p0 = arith.constant 0.0 : f32
  %c128 = arith.constant 128 : si32
  %tx = gpu.thread_id x
  %ty = gpu.thread_id y
  %bx = gpu.block_id x
  %by = gpu.block_id y
  scf.for %batch = %c0 to %c8 step %c1 {
    %row = arith.muli %by, %c32 : index
    %row_1 = arith.addi %row, %ty : index
    %col = arith.muli %bx, %c32 : index
    %col_2 = arith.addi %col, %tx : index
    %Asub = smem.alloc : memref<32x32xf32, #gpu.address_space<workgroup>>
    %Bsub = smem.alloc : memref<32x32xf32, #gpu.address_space<workgroup>>
    %k0_res = scf.for %k0 = %c0 to %c128 step %c32 iter_args(%sum = %cf0p0) -> (f32) {
      %acol = arith.addi %k0, %tx : index
      %a = memref.load %A[%batch, %row_1, %acol] : memref<8x128x128xf32>
      memref.store %a, %Asub[%ty, %tx] : memref<32x32xf32, #gpu.address_space<workgroup>>
      %brow = arith.addi %k0, %ty : index
      %b = memref.load %B[%batch, %brow, %col_2] : memref<8x128x128xf32>
      memref.store %b, %Bsub[%ty, %tx] : memref<32x32xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %k_res = scf.for %k = %c0 to %c32 step %c1 iter_args(%s = %sum) -> (f32) {
        %x = memref.load %Asub[%ty, %k] : memref<32x32xf32, #gpu.address_space<workgroup>>
        %y = memref.load %Bsub[%k, %tx] : memref<32x32xf32, #gpu.address_space<workgroup>>
        %p = arith.mulf %x, %y : f32
        %s_3 = arith.addf %s, %p : f32
        scf.yield %s_3 : f32
      }
      gpu.barrier
      scf.yield %k_res : f32
    }
    %Csub = smem.alloc : memref<32x32xf32, #gpu.address_space<workgroup>>
    memref.store %k0_res, %Csub[%ty, %tx] : memref<32x32xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %out = memref.load %Csub[%ty, %tx] : memref<32x32xf32, #gpu.address_space<workgroup>>
    memref.store %out, %C[%batch, %row_1, %col_2] : memref<8x128x128xf32>
    gpu.barrier
    scf.yield
  }
  smem.return
}
