// Design §7, TVM: merging free "layers" let two buffers that are live at the same
// time overlap. A and B (1 KiB) live together; after a barrier C (2 KiB) is used
// together with B; after another barrier D (4 KiB) alone. C may take A's bytes
// only if it stays clear of B; the optimum is max(A+B, B+C, D) = 4 KiB, and
// smem-verify-plan proves no live pair overlaps.
// RUN: smem-opt %s -p smem-coalesce,smem-verify-plan | filecheck %s
// CHECK: smem.kernel @layer_merge
// CHECK-SAME: smem.arena_bytes = 4096 : i64, smem.unshared_bytes = 8192 : i64, smem.lower_bound = 4096 : i64
smem.kernel @layer_merge(%out: memref<1024xf32>) block_size = [256] {
  %tx = gpu.thread_id x
  %one = arith.constant 1.0 : f32
  %A = smem.alloc : memref<256xf32, #gpu.address_space<workgroup>>
  %B = smem.alloc : memref<256xf32, #gpu.address_space<workgroup>>
  memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  memref.store %one, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %C = smem.alloc : memref<512xf32, #gpu.address_space<workgroup>>
  memref.store %a, %C[%tx] : memref<512xf32, #gpu.address_space<workgroup>>
  %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  %c = memref.load %C[%tx] : memref<512xf32, #gpu.address_space<workgroup>>
  %s = arith.addf %b, %c : f32
  gpu.barrier
  %D = smem.alloc : memref<1024xf32, #gpu.address_space<workgroup>>
  memref.store %s, %D[%tx] : memref<1024xf32, #gpu.address_space<workgroup>>
  %d = memref.load %D[%tx] : memref<1024xf32, #gpu.address_space<workgroup>>
  memref.store %d, %out[%tx] : memref<1024xf32>
  smem.return
}
