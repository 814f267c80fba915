// REQUIRES: mlir-opt
// A plan written by hand that breaks what `pending = N` leaves in flight: two groups of cp.async
// copies, a wait that keeps the newest one pending (y's copy), and z placed over y as if every
// group had landed. --check sees the copy land over z; smem-verify-plan, which counts the groups
// committed after each copy on every path, finds y live across z's store. The same plan with z
// over x (whose group the wait retired) is rule-async.mlir's @newest_group_left, clean.
// RUN: not smem-opt %s --check -o /dev/null 2>&1 | filecheck %s
// RUN: not smem-opt %s -p smem-verify-plan -o /dev/null 2>&1 | filecheck %s --check-prefix=VERIFY
builtin.module @kernels {
smem.kernel @newest_group_left(%in: memref<1024xf32>, %out: memref<256xf32>) block_size = [64] attributes {smem.arena_bytes = 2048 : i64, smem.unshared_bytes = 3072 : i64, smem.lower_bound = 2048 : i64, smem.arena_alignment = 16 : i64, smem.optimal, smem.peak_buffers = {X = 1024 : i64, Y = 1024 : i64}} {
  %smem_arena = smem.alloc {alignment = 16 : i64} : memref<2048xi8, #gpu.address_space<workgroup>>
  %tx = gpu.thread_id x
  %c4 = arith.constant 4 : index
  %i = arith.muli %tx, %c4 : index
  %X_offset = arith.constant 1024 : index
  %X = memref.view %smem_arena[%X_offset][] : memref<2048xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
  %Y_offset = arith.constant 0 : index
  %Y = memref.view %smem_arena[%Y_offset][] : memref<2048xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
  %tx1 = smem.async_copy %in[%i], %X[%i], 4 : memref<1024xf32> to memref<256xf32, #gpu.address_space<workgroup>>
  %gx = smem.async_commit %tx1
  %ty1 = smem.async_copy %in[%i], %Y[%i], 4 : memref<1024xf32> to memref<256xf32, #gpu.address_space<workgroup>>
  %gy = smem.async_commit %ty1
  smem.async_wait %gy {pending = 1}
  gpu.barrier
  %x = memref.load %X[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %Z_offset = arith.constant 0 : index
  %Z = memref.view %smem_arena[%Z_offset][] : memref<2048xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
    // CHECK: wrong-plan-async-groups.mlir:[[# @LINE + 2]]:3: error: check: race in shared memory: thread {{[0-9]+}} writes bytes that an async copy issued at line {{[0-9]+}}:10 (thread {{[0-9]+}}) still has in flight
    // VERIFY: wrong-plan-async-groups.mlir:[[# @LINE + 1]]:3: error: smem-verify-plan: buffers 'Y' and 'Z' overlap in bytes [0, 1024) but 'Y' is live across 'memref.store'
  memref.store %x, %Z[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  %z = memref.load %Z[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  smem.async_wait %gy {pending = 0}
  gpu.barrier
  %y = memref.load %Y[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  %s = arith.addf %y, %z : f32
  memref.store %s, %out[%tx] : memref<256xf32>
  smem.return
}
}
