// A software-pipelined k-loop with asynchronous copies (cp.async) into two stages of A and B
// tiles, waited for at the top of each iteration, then an epilogue tile for C after the loop.
// The stages are live across the whole loop; the C tile may take their bytes after the loop,
// once every copy has landed and a barrier separates it from the last reads.
func.func @pipelined(%A: memref<128x1024xf16>, %B: memref<1024x128xf16>, %C: memref<128x128xf32>) attributes {gpu.known_block_size = array<i32: 128, 1, 1>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %c1024 = arith.constant 1024 : index
  %tx = gpu.thread_id x
  %row = arith.divui %tx, %c2 : index
  %half = arith.remui %tx, %c2 : index
  %col = arith.muli %half, %c8 : index
  %rowb = arith.divui %tx, %c4 : index
  %quarter = arith.remui %tx, %c4 : index
  %colb = arith.muli %quarter, %c8 : index
  %a_stages = memref.alloc() : memref<2x64x32xf16, #gpu.address_space<workgroup>>
  %b_stages = memref.alloc() : memref<2x32x64xf16, #gpu.address_space<workgroup>>
  %c_tile = memref.alloc() : memref<64x64xf32, #gpu.address_space<workgroup>>
  %t0 = nvgpu.device_async_copy %A[%row, %col], %a_stages[%c0, %row, %col], 8 : memref<128x1024xf16> to memref<2x64x32xf16, #gpu.address_space<workgroup>>
  %t1 = nvgpu.device_async_copy %B[%rowb, %colb], %b_stages[%c0, %rowb, %colb], 8 : memref<1024x128xf16> to memref<2x32x64xf16, #gpu.address_space<workgroup>>
  %g0 = nvgpu.device_async_create_group %t0, %t1
  %zero = arith.constant 0.0 : f32
  %acc = scf.for %k = %c0 to %c1024 step %c32 iter_args(%sum = %zero) -> (f32) {
    %kk = arith.divui %k, %c32 : index
    %stage = arith.remui %kk, %c2 : index
    %next = arith.subi %c1, %stage : index
    %kn = arith.addi %k, %c32 : index
    %knw = arith.remui %kn, %c1024 : index
    %ka = arith.addi %knw, %col : index
    %kb = arith.addi %knw, %rowb : index
    %t2 = nvgpu.device_async_copy %A[%row, %ka], %a_stages[%next, %row, %col], 8 : memref<128x1024xf16> to memref<2x64x32xf16, #gpu.address_space<workgroup>>
    %t3 = nvgpu.device_async_copy %B[%kb, %colb], %b_stages[%next, %rowb, %colb], 8 : memref<1024x128xf16> to memref<2x32x64xf16, #gpu.address_space<workgroup>>
    %g1 = nvgpu.device_async_create_group %t2, %t3
    nvgpu.device_async_wait %g1 {numGroups = 1 : i32}
    gpu.barrier
    %a = memref.load %a_stages[%stage, %row, %c0] : memref<2x64x32xf16, #gpu.address_space<workgroup>>
    %b = memref.load %b_stages[%stage, %rowb, %colb] : memref<2x32x64xf16, #gpu.address_space<workgroup>>
    %p = arith.mulf %a, %b : f16
    %pe = arith.extf %p : f16 to f32
    %s = arith.addf %sum, %pe : f32
    gpu.barrier
    scf.yield %s : f32
  }
  %gz = nvgpu.device_async_create_group
  nvgpu.device_async_wait %gz {numGroups = 0 : i32}
  memref.store %acc, %c_tile[%row, %half] : memref<64x64xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %other = arith.subi %c1, %half : index
  %o = memref.load %c_tile[%row, %other] : memref<64x64xf32, #gpu.address_space<workgroup>>
  memref.store %o, %C[%row, %half] : memref<128x128xf32>
  return
}
