gpu.module @m {
  gpu.func @ordered_by_cluster_barrier(%in: memref<64xf32>, %out: memref<64xf32>)
      workgroup(%smem_arena : memref<256xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 256 : i64} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c63 = arith.constant 63 : index
    %A = memref.view %smem_arena[%c0][] : memref<256xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.view %smem_arena[%c0][] : memref<256xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %x = memref.load %in[%tx] : memref<64xf32>
    memref.store %x, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %m = arith.subi %c63, %tx : index
    %a = memref.load %A[%m] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %b = memref.load %B[%m] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}
