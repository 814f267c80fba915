gpu.module @m {
  llvm.mlir.global common @error_code(0 : i32) {addr_space = [-1]} : i32
  gpu.func @k(%out: memref<64xf32>) kernel {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %a, %out[%tx] : memref<64xf32>
    gpu.return
  }
}
