// RUN: smem-opt %s -p smem-coalesce | filecheck %s
// IREE's func.func form keeps a static arena even over the 48 KiB a gpu.func may declare statically
// (IREE's own lowering places it; only gpu.func arenas move to dynamic shared memory).
// CHECK-LABEL: func.func @big
// CHECK: %smem_arena = memref.alloc() {alignment = 16 : i64} : memref<65536xi8, #gpu.address_space<workgroup>>
// CHECK-NOT: gpu.dynamic_shared_memory
func.func @big(%in: memref<8192xf32>) {
  %c0 = arith.constant 0 : index
  %A = memref.alloc() : memref<8192xf32, #gpu.address_space<workgroup>>
  %B = memref.alloc() : memref<8192xf32, #gpu.address_space<workgroup>>
  %x = memref.load %in[%c0] : memref<8192xf32>
  memref.store %x, %A[%c0] : memref<8192xf32, #gpu.address_space<workgroup>>
  memref.store %x, %B[%c0] : memref<8192xf32, #gpu.address_space<workgroup>>
  %a = memref.load %A[%c0] : memref<8192xf32, #gpu.address_space<workgroup>>
  %b = memref.load %B[%c0] : memref<8192xf32, #gpu.address_space<workgroup>>
  %s = arith.addf %a, %b : f32
  memref.store %s, %in[%c0] : memref<8192xf32>
  return
}
