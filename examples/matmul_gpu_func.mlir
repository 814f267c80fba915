// The tiled matmul of matmul_tiled.mlir in the IR MLIR users already have: a gpu.module with a
// gpu.func kernel whose tiles are workgroup memref.allocs (as mlir-opt prints it). Upstream's
// convert-gpu-to-nvvm would lower each alloc to a per-thread malloc; smem-coalesce packs the
// three 4 KiB tiles into one 8 KiB workgroup attribution (Csub reuses Asub's bytes after the
// k-loop), which upstream lowers to one .shared array.
//   smem-opt examples/matmul_gpu_func.mlir -p smem-to-nvvm-ready --smem-report
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @matmul_tiled(%A: memref<128x128xf32>, %B: memref<128x128xf32>, %C: memref<128x128xf32>) kernel attributes {known_block_size = array<i32: 32, 32, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c32 = arith.constant 32 : index
      %c128 = arith.constant 128 : index
      %cst = arith.constant 0.000000e+00 : f32
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %row0 = arith.muli %by, %c32 : index
      %col0 = arith.muli %bx, %c32 : index
      %row = arith.addi %row0, %ty : index
      %col = arith.addi %col0, %tx : index
      %alloc = memref.alloc() : memref<32x32xf32, #gpu.address_space<workgroup>>
      %alloc_0 = memref.alloc() : memref<32x32xf32, #gpu.address_space<workgroup>>
      %acc = scf.for %k0 = %c0 to %c128 step %c32 iter_args(%sum = %cst) -> (f32) {
        %acol = arith.addi %k0, %tx : index
        %a = memref.load %A[%row, %acol] : memref<128x128xf32>
        memref.store %a, %alloc[%ty, %tx] : memref<32x32xf32, #gpu.address_space<workgroup>>
        %brow = arith.addi %k0, %ty : index
        %b = memref.load %B[%brow, %col] : memref<128x128xf32>
        memref.store %b, %alloc_0[%ty, %tx] : memref<32x32xf32, #gpu.address_space<workgroup>>
        gpu.barrier
        %partial = scf.for %k = %c0 to %c32 step %c1 iter_args(%s = %sum) -> (f32) {
          %x = memref.load %alloc[%ty, %k] : memref<32x32xf32, #gpu.address_space<workgroup>>
          %y = memref.load %alloc_0[%k, %tx] : memref<32x32xf32, #gpu.address_space<workgroup>>
          %p = arith.mulf %x, %y : f32
          %s2 = arith.addf %s, %p : f32
          scf.yield %s2 : f32
        }
        gpu.barrier
        scf.yield %partial : f32
      }
      %alloc_1 = memref.alloc() : memref<32x32xf32, #gpu.address_space<workgroup>>
      memref.store %acc, %alloc_1[%ty, %tx] : memref<32x32xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %out = memref.load %alloc_1[%ty, %tx] : memref<32x32xf32, #gpu.address_space<workgroup>>
      memref.store %out, %C[%row, %col] : memref<128x128xf32>
      gpu.return
    }
  }
  func.func @matmul(%A: memref<128x128xf32>, %B: memref<128x128xf32>, %C: memref<128x128xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@matmul_tiled blocks in (%c4, %c4, %c1) threads in (%c32, %c32, %c1) args(%A : memref<128x128xf32>, %B : memref<128x128xf32>, %C : memref<128x128xf32>)
    return
  }
}
