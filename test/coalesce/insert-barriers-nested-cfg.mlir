// Design §3, insert-barriers, in a region of several blocks nested in a structured kernel (cf
// inside an scf.execute_region): a barrier may go in a block of it that no divergent branch leads
// to before its threads meet again, at a position on every path between the two accesses it
// separates: below the innermost region holding both, the rest of each block after the first and
// the start of each block before the second; in that region, between them in one block, else the
// rest of the first one's block or the start of the second one's. smem-verify-plan accepts each
// plan and --check runs each kernel against its input.
// RUN: smem-opt %s --split-input-file -p 'smem-coalesce{insert-barriers=true},smem-verify-plan' | filecheck %s
// RUN: smem-opt %s --split-input-file -p 'smem-coalesce,smem-verify-plan' | filecheck %s --check-prefix=NONE
// RUN: smem-opt %s --split-input-file -p 'smem-coalesce{insert-barriers=true}' --check -o %t.out 2>&1 | filecheck %s --check-prefix=RAN
// RAN-COUNT-4: check: 1 kernel(s), {{.*}} against the reference: no difference

// Two blocks in sequence: the barrier goes after A's last read, before the branch.
// NONE-LABEL: gpu.func @blocks_in_sequence
// NONE-SAME: smem.arena_bytes = 512 : i64
// CHECK-LABEL: gpu.func @blocks_in_sequence
// CHECK-SAME: smem.arena_bytes = 256 : i64
// CHECK-SAME: smem.inserted_barriers = 1 : i64
// CHECK: %a = memref.load %A
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: cf.br ^next
gpu.module @m {
  gpu.func @blocks_in_sequence(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    scf.execute_region {
      %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      cf.br ^next
    ^next:
      %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %b, %out[%tx] : memref<64xf32>
      scf.yield
    }
    gpu.return
  }
}

// -----

// The region's blocks in a loop: A's read then B's write need one barrier, B's read then the
// next iteration's write of A another: on the way round the loop's back edge, which runs the
// start of the loop's body (placed there, the earliest of the positions that run as often).
// NONE-LABEL: gpu.func @region_in_a_loop
// NONE-SAME: smem.arena_bytes = 512 : i64
// CHECK-LABEL: gpu.func @region_in_a_loop
// CHECK-SAME: smem.arena_bytes = 256 : i64
// CHECK-SAME: smem.inserted_barriers = 2 : i64
// CHECK: scf.for
// CHECK-NEXT: gpu.barrier
// CHECK: scf.execute_region {
// CHECK-NEXT: memref.store %one, %A
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: %a = memref.load %A
// CHECK-NEXT: gpu.barrier
gpu.module @m {
  gpu.func @region_in_a_loop(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %one = arith.constant 1.0 : f32
    scf.for %i = %c0 to %c4 step %c1 {
      %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      scf.execute_region {
        memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
        gpu.barrier
        %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
        cf.br ^next
      ^next:
        memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
        gpu.barrier
        %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
        memref.store %b, %out[%tx] : memref<64xf32>
        scf.yield
      }
    }
    gpu.return
  }
}

// -----

// A uniform branch (on a kernel argument) inside the region: its arms are blocks every thread
// runs, or none; the barrier goes after A's read in the entry block, before the branch.
// CHECK-LABEL: gpu.func @uniform_branch_in_region
// CHECK-SAME: smem.arena_bytes = 256 : i64
// CHECK-SAME: smem.inserted_barriers = 1 : i64
// CHECK: %a = memref.load %A
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: cf.cond_br
gpu.module @m {
  gpu.func @uniform_branch_in_region(%out: memref<64xf32>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c8 = arith.constant 8 : index
    %one = arith.constant 1.0 : f32
    %u = arith.cmpi ult, %n, %c8 : index
    scf.execute_region {
      %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      cf.cond_br %u, ^use, ^done
    ^use:
      %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %b, %out[%tx] : memref<64xf32>
      cf.br ^done
    ^done:
      scf.yield
    }
    gpu.return
  }
}

// -----

// Both buffers used only in an arm of a branch on the thread id: threads run that block or not,
// so no barrier may go there, and none is inserted; A and B stay apart.
// CHECK-LABEL: gpu.func @divergent_arm
// CHECK-SAME: smem.arena_bytes = 512 : i64
// CHECK-NOT: smem.inserted_barriers
// CHECK-NOT: gpu.barrier
// CHECK: gpu.return
gpu.module @m {
  gpu.func @divergent_arm(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c32 = arith.constant 32 : index
    %one = arith.constant 1.0 : f32
    %t = arith.cmpi ult, %tx, %c32 : index
    scf.execute_region {
      cf.cond_br %t, ^x, ^y
    ^x:
      %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %b, %out[%tx] : memref<64xf32>
      cf.br ^y
    ^y:
      scf.yield
    }
    gpu.return
  }
}
