// Without smem-coalesce every alloc becomes its own attribution, aligned by the
// same rule as the arena (design §4): max(the alloc's alignment, 16, element size).
// RUN: smem-opt %s -p convert-smem-to-gpu | filecheck %s
// CHECK: workgroup(%A : memref<4xf32, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}, %B : memref<4xf64, #gpu.address_space<workgroup>> {llvm.align = 64 : i64})
smem.kernel @k(%out: memref<4xf32>) block_size = [4] {
  %tx = gpu.thread_id x
  %one = arith.constant 1.0 : f32
  %A = smem.alloc {alignment = 4 : i64} : memref<4xf32, #gpu.address_space<workgroup>>
  %B = smem.alloc {alignment = 64 : i64} : memref<4xf64, #gpu.address_space<workgroup>>
  memref.store %one, %A[%tx] : memref<4xf32, #gpu.address_space<workgroup>>
  %a = memref.load %A[%tx] : memref<4xf32, #gpu.address_space<workgroup>>
  %d = arith.extf %a : f32 to f64
  memref.store %d, %B[%tx] : memref<4xf64, #gpu.address_space<workgroup>>
  memref.store %a, %out[%tx] : memref<4xf32>
  smem.return
}
