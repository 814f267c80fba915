// Design §3: insert-barriers never puts a barrier under thread-dependent control flow (affine.if
// included); memory spaces spelled `3` and `#gpu.address_space<workgroup>` are the same space;
// memref.dealloc ends a lifetime and goes with the alloc; creating a view touches no memory.
// RUN: smem-opt %s --split-input-file -p 'smem-coalesce{insert-barriers=true},smem-verify-plan' | filecheck %s
// RUN: smem-opt %s --split-input-file -p smem-to-nvvm-ready | filecheck %s --check-prefix=LOWER

// A and B could share if a barrier stood between A's read and B's write, but that point is inside
// a thread-dependent affine.if: no barrier there, no sharing.
// CHECK-LABEL: gpu.func @no_barrier_in_divergent_affine_if
// CHECK-SAME: smem.arena_bytes = 512 : i64
// CHECK-NOT: smem.inserted_barriers
// CHECK: {{"?}}affine.if
// CHECK-NOT: gpu.barrier
// CHECK: {{affine.yield|gpu.return}}
gpu.module @m {
  gpu.func @no_barrier_in_divergent_affine_if(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    "affine.if"(%tx) <{condition = affine_set<(d0) : (d0 - 32 >= 0)>}> ({
      %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %b, %out[%tx] : memref<64xf32>
      "affine.yield"() : () -> ()
    }, {
    }) : (index) -> ()
    gpu.return
  }
}

// -----

// The same under a uniform condition: the barrier goes in and the buffers share.
// CHECK-LABEL: gpu.func @barrier_in_uniform_affine_if
// CHECK-SAME: smem.arena_bytes = 256 : i64
// CHECK-SAME: smem.inserted_barriers = 1 : i64
gpu.module @m {
  gpu.func @barrier_in_uniform_affine_if(%out: memref<64xf32>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    "affine.if"(%n) <{condition = affine_set<(d0) : (d0 - 32 >= 0)>}> ({
      %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %b, %out[%tx] : memref<64xf32>
      "affine.yield"() : () -> ()
    }, {
    }) : (index) -> ()
    gpu.return
  }
}

// -----

// One buffer spelled with the integer space 3, one with the attribute: one workgroup arena, and
// the verifier sees the real layout (no false overlap), so the pipeline lowers the kernel.
// CHECK-LABEL: gpu.func @mixed_spellings
// CHECK-SAME: smem.arena_bytes = 512 : i64
// LOWER-LABEL: gpu.func @mixed_spellings
// LOWER-SAME: workgroup(%smem_arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
gpu.module @m {
  gpu.func @mixed_spellings(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %A = memref.alloc() : memref<64xf32, 3>
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<64xf32, 3>
    memref.store %one, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<64xf32, 3>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %s = arith.addf %a, %b : f32
    memref.store %s, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// IREE's habits: every alloc at the top with its subview hoisted there too, a dealloc at the end.
// The deallocs end the lifetimes and are erased with the allocs (never a free of a view), and the
// hoisted subviews are not accesses: A and B still share around the barrier.
// CHECK-LABEL: gpu.func @iree_habits
// CHECK-SAME: smem.arena_bytes = 256 : i64
// CHECK-NOT: memref.dealloc
// CHECK: gpu.return
// LOWER-LABEL: gpu.func @iree_habits
// LOWER-NOT: memref.dealloc
gpu.module @m {
  gpu.func @iree_habits(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %Asub = memref.subview %A[0] [32] [1] : memref<64xf32, #gpu.address_space<workgroup>> to memref<32xf32, strided<[1]>, #gpu.address_space<workgroup>>
    %Bsub = memref.subview %B[32] [32] [1] : memref<64xf32, #gpu.address_space<workgroup>> to memref<32xf32, strided<[1], offset: 32>, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    memref.dealloc %A : memref<64xf32, #gpu.address_space<workgroup>>
    memref.dealloc %B : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}
