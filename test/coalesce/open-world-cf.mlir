// Design §3, Open world: a kernel body made of several blocks (cf.br / cf.cond_br, loops of
// back edges). Each overlapping pair below must be disjoint.
// RUN: smem-opt %s --split-input-file -p smem-coalesce,smem-verify-plan | filecheck %s

// A loop written with cf branches: A is written before it and read in every iteration, B is
// written in the body. A's contents are carried around the back edge: B must not take its bytes.
// CHECK-LABEL: gpu.func @cf_loop_carried
// CHECK-SAME: smem.arena_bytes = 512 : i64
// CHECK-DAG: %A_offset = arith.constant {{0|256}} : index
// CHECK-DAG: %B_offset = arith.constant {{256|0}} : index
gpu.module @m {
  gpu.func @cf_loop_carried(%out: memref<64xf32>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %one = arith.constant 1.0 : f32
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    cf.br ^head(%c0 : index)
  ^head(%i: index):
    %more = arith.cmpi slt, %i, %n : index
    cf.cond_br %more, ^body, ^exit
  ^body:
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.barrier
    %next = arith.addi %i, %c1 : index
    cf.br ^head(%next : index)
  ^exit:
    gpu.return
  }
}

// -----

// The last read of A and the first write of B sit in successive blocks with no barrier between
// them: another thread may still read A while this one writes B.
// CHECK-LABEL: gpu.func @cf_successive_blocks
// CHECK-SAME: smem.arena_bytes = 512 : i64
gpu.module @m {
  gpu.func @cf_successive_blocks(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    cf.br ^next
  ^next:
    memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// cf inside an scf.execute_region (a region of several blocks in a structured kernel): its paths
// are followed like a kernel body's. A's last read and B's first write are separated by the
// barrier that opens ^next, C by the barrier before the region: all three share 256 bytes.
// CHECK-LABEL: gpu.func @cf_in_execute_region
// CHECK-SAME: smem.arena_bytes = 256 : i64
gpu.module @m {
  gpu.func @cf_in_execute_region(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %C = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %C[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %c = memref.load %C[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %c, %out[%tx] : memref<64xf32>
    gpu.barrier
    scf.execute_region {
      %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      cf.br ^next
    ^next:
      gpu.barrier
      %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %b, %out[%tx] : memref<64xf32>
      scf.yield
    }
    gpu.return
  }
}
