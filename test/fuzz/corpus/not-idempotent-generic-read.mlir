gpu.module @m {
  gpu.func @bar_warp_sync(%out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    %one = arith.constant 1.0 : f32
    memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %mask = arith.constant -1 : i32
    "nvvm.bar.warp.sync"(%mask) : (i32) -> ()
    %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %a, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<256xf32>
    gpu.return
  }
}
