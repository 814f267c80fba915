!tile = memref<32x32xf32, #gpu.address_space<workgroup>>
smem.kernel @batched_allocs_hoisted(%A: memref<4x64x64xf32>, %B: memref<4x64x64xf32>, %C: memref<4x64x64xf32>) block_size = [32, 32, 1] {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant 0.0 : f32
  %tx = gpu.thread_id x
  %ty = gpu.thread_id y
  %Asub = smem.alloc : !tile
  %Bsub = smem.alloc : !tile
  %Csub = smem.alloc : !tile
  scf.for %batch = %c0 to %c4 step %c1 {
    %acc = scf.for %k0 = %c0 to %c64 step %c32 iter_args(%sum = %zero) -> (f32) {
      %ac = arith.addi %k0, %tx : bf16
      %a = memref.load %A[%batch, %ty, %ac] : memref<4x64x64xf32>
      memref.store %a, %Asub[%ty, %tx] : !tile
      %br = arith.addi %k0, %ty : index
      %b = memref.load %B[%batch, %br, %tx] : memref<4x64x64xf32>
      memref.store %b, %Bsub[%ty, %tx] : !tile
      gpu.barrier
      %p = scf.for %k = %c0 to %c32 step %c1 iter_args(%s = %sum) -> (f32) {
        %x = memref.load %Asub[%ty, %k] : !tile
        %y = memref.load %Bsub[%k, %tx] : !tile
        %m = arith.mulf %x, %y : f32
        %s2 = arith.addf %s, %m : f32
        scf.yield %s2 : f32
      }
      gpu.barrier
      scf.yield %p : f32
    }
    memref.store %acc, %Csub[%ty, %tx] : !tile
    gpu.barrier
    %o = memref.load %Csub[%tx, %ty] : !tile
    memref.store %o, %C[%batch, %ty, %tx] : memref<4x64x64xf32>
    gpu.barrier
  }
  smem.return
}
