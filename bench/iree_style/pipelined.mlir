// A software-pipelined k-loop with asynchronous copies (cp.async) into two stages of A and B
// tiles, waited for at the top of each iteration, then an epilogue tile for C after the loop.
// The stages are live across the whole loop; the C tile may take their bytes after the loop,
// once every copy has landed and a barrier separates it from the last reads.
func.func @pipelined(%A: memref<128x1024xf16>, %B: memref<1024x128xf16>, %C: memref<128x128xf32>) attributes {gpu.known_block_size = array<i32: 128, 1, 1>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c32 = arith.constant 32 : index
  %c1024 = arith.constant 1024 : index
  %tx = gpu.thread_id x
  %row = arith.divui %tx, %c2 : index
  %a_stages = memref.alloc() : memref<2x64x32xf16, #gpu.address_space<workgroup>>
  %b_stages = memref.alloc() : memref<2x32x64xf16, #gpu.address_space<workgroup>>
  %c_tile = memref.alloc() : memref<64x64xf32, #gpu.address_space<workgroup>>
  %t0 = nvgpu.device_async_copy %A[%row, %c0], %a_stages[%c0, %row, %c0], 8 : memref<128x1024xf16> to memref<2x64x32xf16, #gpu.address_space<workgroup>>
  %t1 = nvgpu.device_async_copy %B[%row, %c0], %b_stages[%c0, %row, %c0], 8 : memref<1024x128xf16> to memref<2x32x64xf16, #gpu.address_space<workgroup>>
  %g0 = nvgpu.device_async_create_group %t0, %t1
  %zero = arith.constant 0.0 : f32
  %acc = scf.for %k = %c0 to %c1024 step %c32 iter_args(%sum = %zero) -> (f32) {
    %kk = arith.divui %k, %c32 : index
    %stage = arith.remui %kk, %c2 : index
    %next = arith.subi %c1, %stage : index
    %kn = arith.addi %k, %c32 : index
    %t2 = nvgpu.device_async_copy %A[%row, %kn], %a_stages[%next, %row, %c0], 8 : memref<128x1024xf16> to memref<2x64x32xf16, #gpu.address_space<workgroup>>
    %t3 = nvgpu.device_async_copy %B[%row, %kn], %b_stages[%next, %row, %c0], 8 : memref<1024x128xf16> to memref<2x32x64xf16, #gpu.address_space<workgroup>>
    %g1 = nvgpu.device_async_create_group %t2, %t3
    nvgpu.device_async_wait %g1 {numGroups = 1 : i32}
    gpu.barrier
    %a = memref.load %a_stages[%stage, %row, %c0] : memref<2x64x32xf16, #gpu.address_space<workgroup>>
    %b = memref.load %b_stages[%stage, %c0, %row] : memref<2x32x64xf16, #gpu.address_space<workgroup>>
    %p = arith.mulf %a, %b : f16
    %pe = arith.extf %p : f16 to f32
    %s = arith.addf %sum, %pe : f32
    gpu.barrier
    scf.yield %s : f32
  }
  %gz = nvgpu.device_async_create_group
  nvgpu.device_async_wait %gz {numGroups = 0 : i32}
  memref.store %acc, %c_tile[%row, %c0] : memref<64x64xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %o = memref.load %c_tile[%c0, %row] : memref<64x64xf32, #gpu.address_space<workgroup>>
  memref.store %o, %C[%row, %c0] : memref<128x128xf32>
  return
}
