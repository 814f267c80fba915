// Design §7, IREE: interference depended on declaration order. Here the same
// kernel is written twice with its allocs declared in opposite orders; the plan
// (arena size and every buffer's offset) must be the same.
// RUN: smem-opt %s --split-input-file -p smem-coalesce,smem-verify-plan | filecheck %s

// CHECK-LABEL: smem.kernel @order_one
// CHECK-SAME: smem.arena_bytes = [[ARENA:[0-9]+]] : i64
// CHECK-DAG: %X_offset = arith.constant [[X:[0-9]+]] : index
// CHECK-DAG: %Y_offset = arith.constant [[Y:[0-9]+]] : index
// CHECK-DAG: %Z_offset = arith.constant [[Z:[0-9]+]] : index
// CHECK-DAG: %W_offset = arith.constant [[W:[0-9]+]] : index
// CHECK-LABEL: smem.kernel @order_two
// CHECK-SAME: smem.arena_bytes = [[ARENA]] : i64
// CHECK-DAG: %X_offset = arith.constant [[X]] : index
// CHECK-DAG: %Y_offset = arith.constant [[Y]] : index
// CHECK-DAG: %Z_offset = arith.constant [[Z]] : index
// CHECK-DAG: %W_offset = arith.constant [[W]] : index
smem.kernel @order_one(%out: memref<512xf32>) block_size = [64] {
  %tx = gpu.thread_id x
  %one = arith.constant 1.0 : f32
  %X = smem.alloc : memref<512xf32, #gpu.address_space<workgroup>>
  %Y = smem.alloc : memref<256xf32, #gpu.address_space<workgroup>>
  %Z = smem.alloc : memref<384xf32, #gpu.address_space<workgroup>>
  %W = smem.alloc : memref<128xf32, #gpu.address_space<workgroup>>
  memref.store %one, %X[%tx] : memref<512xf32, #gpu.address_space<workgroup>>
  memref.store %one, %Y[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %x = memref.load %X[%tx] : memref<512xf32, #gpu.address_space<workgroup>>
  memref.store %x, %Z[%tx] : memref<384xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %y = memref.load %Y[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  %z = memref.load %Z[%tx] : memref<384xf32, #gpu.address_space<workgroup>>
  %s = arith.addf %y, %z : f32
  memref.store %s, %W[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %w = memref.load %W[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
  memref.store %w, %out[%tx] : memref<512xf32>
  smem.return
}

// -----

smem.kernel @order_two(%out: memref<512xf32>) block_size = [64] {
  %tx = gpu.thread_id x
  %one = arith.constant 1.0 : f32
  %W = smem.alloc : memref<128xf32, #gpu.address_space<workgroup>>
  %Z = smem.alloc : memref<384xf32, #gpu.address_space<workgroup>>
  %Y = smem.alloc : memref<256xf32, #gpu.address_space<workgroup>>
  %X = smem.alloc : memref<512xf32, #gpu.address_space<workgroup>>
  memref.store %one, %X[%tx] : memref<512xf32, #gpu.address_space<workgroup>>
  memref.store %one, %Y[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %x = memref.load %X[%tx] : memref<512xf32, #gpu.address_space<workgroup>>
  memref.store %x, %Z[%tx] : memref<384xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %y = memref.load %Y[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  %z = memref.load %Z[%tx] : memref<384xf32, #gpu.address_space<workgroup>>
  %s = arith.addf %y, %z : f32
  memref.store %s, %W[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %w = memref.load %W[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
  memref.store %w, %out[%tx] : memref<512xf32>
  smem.return
}
