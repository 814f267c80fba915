// The total leaves out an attribution whose element it cannot size, and says so.
gpu.module @m {
  // expected-warning @+1 {{smem-verify-plan: workgroup attribution #1 of kernel 'k' (memref<4x!test.opaque, #gpu.address_space<workgroup>>) has no size it can compute: the static shared memory total it checks against the target's limit leaves it out}}
  gpu.func @k(%A: memref<256xf32>) workgroup(%smem_arena : memref<1024xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}, %x : memref<4x!test.opaque, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>, smem.arena_bytes = 1024 : i64} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %X = memref.view %smem_arena[%c0][] : memref<1024xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<256xf32>
    memref.store %a, %X[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}
