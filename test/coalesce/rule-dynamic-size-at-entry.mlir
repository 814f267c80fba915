// A dynamic-size buffer follows the static arena, whose size is computed at kernel entry: the
// ops that compute the buffer's size move up there when the op records call them inert (integer
// computations on their operands alone, block ids and dimensions, constants). A size read from
// memory or from a thread's identity cannot move, and is an error at the alloc.
// RUN: smem-opt %s --split-input-file --verify-diagnostics -p smem-coalesce,smem-verify-plan | filecheck %s

// CHECK-LABEL: smem.kernel @hoisted
// CHECK-SAME: smem.dynamic_buffers = 1 : i64
// CHECK-NEXT: %bx = gpu.block_dim x
// CHECK-NEXT: %m = arith.addi %n, %bx : index
// CHECK-NEXT: %k = affine.apply affine_map<{{.*}}>(%m)
// CHECK: %smem_arena = smem.alloc(%smem_arena_bytes)
// CHECK-NEXT: %tx = gpu.thread_id x
// CHECK: %D = memref.view %smem_arena[%D_offset][%k]
smem.kernel @hoisted(%out: memref<256xf32>, %n: index) block_size = [256] {
  %tx = gpu.thread_id x
  %one = arith.constant 1.0 : f32
  %A = smem.alloc : memref<256xf32, #gpu.address_space<workgroup>>
  memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  %bx = gpu.block_dim x
  %m = arith.addi %n, %bx : index
  %k = affine.apply affine_map<(d0) -> (d0 * 2)>(%m)
  %D = smem.alloc(%k) : memref<?xf32, #gpu.address_space<workgroup>>
  memref.store %a, %D[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
  %d = memref.load %D[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
  memref.store %d, %out[%tx] : memref<256xf32>
  smem.return
}

// -----

smem.kernel @size_from_memory(%out: memref<256xf32>, %sizes: memref<4xindex>) block_size = [256] {
  %tx = gpu.thread_id x
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %A = smem.alloc : memref<256xf32, #gpu.address_space<workgroup>>
  %n = memref.load %sizes[%c0] : memref<4xindex>
  // expected-error @+1 {{dynamic size of workgroup buffer 'D' must be computed from kernel arguments and constants (it depends on 'memref.load')}}
  %D = smem.alloc(%n) : memref<?xf32, #gpu.address_space<workgroup>>
  memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  memref.store %one, %D[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
  smem.return
}

// -----

smem.kernel @size_from_thread_id(%out: memref<256xf32>) block_size = [256] {
  %tx = gpu.thread_id x
  %one = arith.constant 1.0 : f32
  %A = smem.alloc : memref<256xf32, #gpu.address_space<workgroup>>
  // expected-error @+1 {{dynamic size of workgroup buffer 'D' must be computed from kernel arguments and constants (it depends on 'gpu.thread_id')}}
  %D = smem.alloc(%tx) : memref<?xf32, #gpu.address_space<workgroup>>
  memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  memref.store %one, %D[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
  smem.return
}

// -----

// A division under a guard stays where it is and a copy with a total divisor computes the size at
// entry (rule-no-speculation.mlir); that copy is made for integer divisors only. A vector divisor
// is the located error at the division, not a crash.
gpu.module @m {
  gpu.func @size_from_vector_division(%out: memref<64xf32>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %nz = arith.cmpi ne, %n, %c0 : index
    scf.if %nz {
      %c1024 = arith.constant dense<1024> : vector<2xindex>
      %nv = vector.broadcast %n : index to vector<2xindex>
      // expected-error @+1 {{dynamic size of workgroup buffer 'buf' depends on 'arith.divui', which may be undefined for values it does not see where it is: it cannot be computed at kernel entry}}
      %q = arith.divui %c1024, %nv : vector<2xindex>
      %m = vector.extract %q[0] : index from vector<2xindex>
      %buf = memref.alloc(%m) : memref<?xf32, #gpu.address_space<workgroup>>
      %z = arith.constant 0.0 : f32
      memref.store %z, %buf[%c0] : memref<?xf32, #gpu.address_space<workgroup>>
    }
    gpu.return
  }
}
