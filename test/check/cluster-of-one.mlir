// REQUIRES: mlir-opt
// A block runs as a cluster of one: `nvvm.mapa` to rank 0 is the block's own shared memory (a
// store through it lands on the buffer it names), the clean line says the cluster size was
// assumed, a launch in larger clusters is refused (the check does not run them), and a mapa to
// any other rank is outside the cluster.
// RUN: not smem-opt %s --split-input-file --check -o /dev/null 2>&1 | filecheck %s

// A store through mapa(A, 0) fills A before the block reads it back: clean.
// CHECK: check: 1 kernel(s)
// CHECK-NEXT: ran @m::@own: {{.*}}; assumed: clusters of one block (nothing states a cluster size)
gpu.module @m {
  gpu.func @own(%out: memref<64xf32>)
      workgroup(%arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 512 : i64} {
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %r0 = arith.constant 0 : i32
    %tx = gpu.thread_id x
    %A = memref.view %arena[%c0][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.view %arena[%c256][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %one = arith.constant 1.0 : f32
    memref.store %one, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %addr = memref.extract_aligned_pointer_as_index %A : memref<64xf32, #gpu.address_space<workgroup>> -> index
    %a64 = arith.index_cast %addr : index to i64
    %t64 = arith.index_cast %tx : index to i64
    %c4 = arith.constant 4 : i64
    %off = arith.muli %t64, %c4 : i64
    %at = arith.addi %a64, %off : i64
    %ptr = llvm.inttoptr %at : i64 to !llvm.ptr<3>
    %mine = nvvm.mapa %ptr, %r0 : !llvm.ptr<3> -> !llvm.ptr<7>
    %f = arith.index_cast %tx : index to i32
    %v = arith.sitofp %f : i32 to f32
    llvm.store %v, %mine : f32, !llvm.ptr<7>
    nvvm.cluster.arrive
    nvvm.cluster.wait
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %s = arith.addf %a, %b : f32
    memref.store %s, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// Launched in clusters of two blocks: not run.
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @pair(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %tx = gpu.thread_id x
      %r = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %v = arith.sitofp %r : i32 to f32
      memref.store %v, %out[%tx] : memref<64xf32>
      gpu.return
    }
  }
  func.func @host(%out: memref<64xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c64 = arith.constant 64 : index
    // CHECK: cluster-of-one.mlir:[[# @LINE + 1]]:5: error: check: cannot run @m::@pair: a launch in clusters of 2x1x1 blocks at line [[# @LINE + 1]]:5: the check runs each block as a cluster of one
    gpu.launch_func @m::@pair clusters in (%c2, %c1, %c1) blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1) args(%out : memref<64xf32>)
    return
  }
}

// -----

// mapa to rank 1 of a cluster of one: outside the cluster.
gpu.module @m {
  gpu.func @outside(%out: memref<64xf32>)
      workgroup(%arena : memref<256xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 256 : i64} {
    %c0 = arith.constant 0 : index
    %r1 = arith.constant 1 : i32
    %tx = gpu.thread_id x
    %A = memref.view %arena[%c0][] : memref<256xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %addr = memref.extract_aligned_pointer_as_index %A : memref<64xf32, #gpu.address_space<workgroup>> -> index
    %a64 = arith.index_cast %addr : index to i64
    %ptr = llvm.inttoptr %a64 : i64 to !llvm.ptr<3>
    // CHECK: cluster-of-one.mlir:[[# @LINE + 1]]:14: {{warning|error}}: check: {{.*}}nvvm.mapa to a block outside the cluster
    %other = nvvm.mapa %ptr, %r1 : !llvm.ptr<3> -> !llvm.ptr<7>
    %one = arith.constant 1.0 : f32
    llvm.store %one, %other : f32, !llvm.ptr<7>
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %a, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// A kernel that asks for clusters of two blocks itself: not run.
gpu.module @m {
  // CHECK: cluster-of-one.mlir:[[# @LINE + 1]]:3: error: check: cannot run @m::@fixed: a launch in clusters of 2x1x1 blocks: the check runs each block as a cluster of one
  gpu.func @fixed(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %tx = gpu.thread_id x
    %r = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %v = arith.sitofp %r : i32 to f32
    memref.store %v, %out[%tx] : memref<64xf32>
    gpu.return
  }
}
