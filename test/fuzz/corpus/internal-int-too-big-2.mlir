builtin.module {
  smem.kernel @other_spaces_untouched(%out: memref<256xf32>) block_size = [256] attributes {smem.arena_bytes = 1024 : i64, smem.unshared_bytes = 1024 : i64, smem.lower_bound = 1024 : i64, smem.arena_alignment = 16 : i64, smem.optimal} {
    %smem_arena = smem.alloc {alignment = 16 : i64} : memref<1024xi8, #gpu.address_space<workgroup>>
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %one = arith.constant 0xFFFFFFFFFFFFFFFFFFFF : f32
    %P = memref.alloca() : memref<4xf32, #gpu.address_space<private>>
    %A_offset = arith.constant 0 : index
    %A = memref.view %smem_arena[%A_offset][] : memref<1024xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %one, %P[%c0] : memref<4xf32, #gpu.address_space<private>>
    memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %a, %out[%tx] : memref<256xf32>
    smem.return
  }
}
