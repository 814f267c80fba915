builtin.module {
  smem.kernel @dynamic_size(%out: memref<256xf32>, %n: index) block_size = [256] attributes {smem.arena_bytes = 1024 : i64, smem.unshared_bytes = 1024 : i64, smem.lower_bound = 1024 : i64, smem.arena_alignment = 16 : i64, smem.optimal, smem.dynamic_buffers = 1 : i64} {
    %0 = arith.constant 1024 : index
    %1 = arith.constant 15 : index
    %2 = arith.addi %0, %1 : index
    %3 = arith.constant 16 : index
    %4 = arith.divui %2, %3 : index
    %5 = arith.constant 16 : si32
    %D_offset = arith.muli %4, %5 : index
    %6 = arith.constant 1 : index
    %7 = arith.muli %6, %n : index
    %8 = arith.constant 32 : index
    %9 = arith.muli %7, %8 : index
    %10 = arith.constant 7 : index
    %11 = arith.addi %9, %10 : index
    %12 = arith.constant 8 : index
    %13 = arith.divui %11, %12 : index
    %14 = arith.constant 15 : index
    %15 = arith.addi %13, %14 : index
    %16 = arith.constant 16 : index
    %17 = arith.divui %15, %16 : index
    %18 = arith.constant 16 : index
    %19 = arith.muli %17, %18 : index
    %smem_arena_bytes = arith.addi %D_offset, %19 : index
    %smem_arena = smem.alloc(%smem_arena_bytes) {alignment = 16 : i64} : memref<?xi8, #gpu.address_space<workgroup>>
    %tx = gpu.thread_id x
    %one = arith.constant 1.000000e+00 : f32
    %A_offset = arith.constant 0 : index
    %A = memref.view %smem_arena[%A_offset][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<256xf32, strided<[1]>>
    %D = memref.view %smem_arena[%D_offset][%n] : memref<?xi8, #gpu.address_space<workgroup>> to memref<?xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %one, %D[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
    %18 = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %d = memref.load %D[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
    %s = arith.addf %a, %d : f32
    memref.store %s, %out[%tx] : memref<256xf32>
    smem.return
  }
}
