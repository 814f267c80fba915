gpu.module @m {
  // expected-error @+1 {{smem-verify-plan: kernel 'k' declares 65536 bytes of static shared memory (workgroup attributions), over the sm_90 static limit of 49152 bytes}}
  gpu.func @k(%A: memref<8192xf32>) workgroup(%smem_arena : memref<65536xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}) kernel attributes {known_block_size = array<i32: 256, 1, 1>, smem.arena_bytes = 65536 : i64} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %X = memref.view %smem_arena[%c0][] : memref<65536xi8, #gpu.address_space<workgroup>> to memref<8192xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<8192xf32>
    memref.store %a, %X[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}
