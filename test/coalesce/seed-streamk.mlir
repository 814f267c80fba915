// The seed's Stream-K shape: A tiles (33280 B), B tiles (32768 B) in the main
// loop, a 131072 B reduction buffer, a 2048 B C staging tile in the epilogue,
// phases separated by barriers. 199168 bytes without reuse, 131072 with.
// RUN: smem-opt %s -p smem-coalesce,smem-verify-plan | filecheck %s
// CHECK: smem.kernel @streamk
// CHECK-SAME: smem.arena_bytes = 131072 : i64, smem.unshared_bytes = 199168 : i64, smem.lower_bound = 131072 : i64
// CHECK-SAME: smem.optimal
!a = memref<2x128x65xf16, #gpu.address_space<workgroup>>
!b = memref<2x128x64xf16, #gpu.address_space<workgroup>>
!red = memref<128x256xf32, #gpu.address_space<workgroup>>
!c = memref<32x32xf16, #gpu.address_space<workgroup>>
smem.kernel @streamk(%A: memref<1024x1024xf16>, %B: memref<1024x1024xf16>, %C: memref<1024x1024xf16>, %iters: index) block_size = [256] {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c32 = arith.constant 32 : index
  %zero = arith.constant 0.0 : f32
  %tx = gpu.thread_id x
  %row = arith.divui %tx, %c2 : index
  %col = arith.remui %tx, %c32 : index
  %A_tiles = smem.alloc : !a
  %B_tiles = smem.alloc : !b
  %acc = scf.for %k = %c0 to %iters step %c1 iter_args(%s = %zero) -> (f32) {
    %stage = arith.remui %k, %c2 : index
    %av = memref.load %A[%row, %k] : memref<1024x1024xf16>
    memref.store %av, %A_tiles[%stage, %row, %col] : !a
    %bv = memref.load %B[%k, %row] : memref<1024x1024xf16>
    memref.store %bv, %B_tiles[%stage, %row, %col] : !b
    gpu.barrier
    %x = memref.load %A_tiles[%stage, %row, %c0] : !a
    %y = memref.load %B_tiles[%stage, %c0, %col] : !b
    %m = arith.mulf %x, %y : f16
    %mf = arith.extf %m : f16 to f32
    %s2 = arith.addf %s, %mf : f32
    gpu.barrier
    scf.yield %s2 : f32
  }
  %red = smem.alloc : !red
  memref.store %acc, %red[%row, %tx] : !red
  gpu.barrier
  %r0 = memref.load %red[%row, %col] : !red
  %r1 = memref.load %red[%col, %row] : !red
  %r = arith.addf %r0, %r1 : f32
  gpu.barrier
  %Ctile = smem.alloc : !c
  %rh = arith.truncf %r : f32 to f16
  memref.store %rh, %Ctile[%col, %c0] : !c
  gpu.barrier
  %o = memref.load %Ctile[%c0, %col] : !c
  memref.store %o, %C[%row, %col] : memref<1024x1024xf16>
  smem.return
}
