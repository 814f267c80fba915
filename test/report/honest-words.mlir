// What the report says where the plan rests on a conservative rule (design §3, Open world): the
// lower bound is the kernel's own (the conflicts that are facts), the arena optimal only for the
// conflicts it obeys; and what it says
// of shared memory the pass leaves as it is (design §6, Reports).
// RUN: smem-opt %s --split-input-file --allow-unregistered-dialect -p smem-coalesce --smem-report --smem-report-registers none 2>&1 >/dev/null | filecheck %s

// No conservative rule: the verdict stands alone.
// CHECK-LABEL: smem report: kernel @facts_only
// CHECK:       totals: 512 bytes without reuse -> arena 512 bytes (saved 0, 0.0%); lower bound 512 bytes; proven optimal (exact); alignment 16
gpu.module @m {
  gpu.func @facts_only(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %c = arith.addf %a, %b : f32
    memref.store %c, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// A's address leaves as an integer: captured, live for the whole kernel.
// CHECK-LABEL: smem report: kernel @escape
// CHECK:       lower bound 256 bytes; optimal for the conflicts it obeys (exact: they bound it at 512 bytes), not proven for the kernel: 1 pair kept apart by a conservative rule: escape 1
gpu.module @m {
  gpu.func @escape(%out: memref<64xf32>, %sink: memref<1xindex>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %one = arith.constant 1.0 : f32
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %p = memref.extract_aligned_pointer_as_index %A : memref<64xf32, #gpu.address_space<workgroup>> -> index
    memref.store %p, %sink[%c0] : memref<1xindex>
    gpu.barrier
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// An op nobody described takes A.
// CHECK-LABEL: smem report: kernel @unknown_op
// CHECK:       lower bound 256 bytes; optimal for the conflicts it obeys (exact: they bound it at 512 bytes), not proven for the kernel: 1 pair kept apart by a conservative rule: unknown-op 1
gpu.module @m {
  gpu.func @unknown_op(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    "test.opaque"(%A) : (memref<64xf32, #gpu.address_space<workgroup>>) -> ()
    gpu.barrier
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// A cycle of branches entered at two blocks: A and B, each allocated in it and separated by
// barriers, are taken to live over the whole cycle.
// CHECK-LABEL: smem report: kernel @irreducible
// CHECK:       lower bound 256 bytes; optimal for the conflicts it obeys (exact: they bound it at 512 bytes), not proven for the kernel: 1 pair kept apart by a conservative rule: irreducible-cycle 1
// CHECK:       remark: A and B cannot share (loop-carried; 256 B at stake): A is used in a cycle of branches entered at more than one block (irreducible, closed by 'cf.cond_br' at
gpu.module @m {
  gpu.func @irreducible(%out: memref<64xf32>, %flag: i1, %again: i1) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    cf.cond_br %flag, ^x, ^y
  ^x:
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %a, %out[%tx] : memref<64xf32>
    gpu.barrier
    cf.br ^y
  ^y:
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.barrier
    cf.cond_br %again, ^x, ^exit
  ^exit:
    gpu.return
  }
}

// -----

// A reducible loop of branches carries A's contents: a fact, not a conservative rule. The remark
// names the cycle by the branch of its back edge.
// CHECK-LABEL: smem report: kernel @carried_through_cycle
// CHECK:       proven optimal (exact); alignment 16
// CHECK:       remark: A and B cannot share (loop-carried; 256 B at stake): A is used inside the cycle of branches closed by 'cf.cond_br' at {{.*}}honest-words.mlir:[[# @LINE + 17]]:5 but allocated outside it
gpu.module @m {
  gpu.func @carried_through_cycle(%out: memref<64xf32>, %again: i1) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    cf.br ^loop
  ^loop:
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.barrier
    cf.cond_br %again, ^loop, ^exit
  ^exit:
    gpu.return
  }
}

// -----

// Views of dynamic shared memory at offsets computed at run time (numba's arrays whose shape is
// an expression): left as they are, and said so.
// CHECK:       smem report: no workgroup buffers to pack
// CHECK-NEXT:  smem report: kernel @run_time_views: 2 views of dynamic shared memory at run-time offsets, left as they are
// CHECK:       @run_time_views (gpu.func, {{.*}}): skipped: 2 views of dynamic shared memory at run-time offsets, left as they are
gpu.module @m {
  gpu.func @run_time_views(%out: memref<64xf32>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %one = arith.constant 1.0 : f32
    %base = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %A = memref.view %base[%n][%n] : memref<?xi8, #gpu.address_space<workgroup>> to memref<?xf32, #gpu.address_space<workgroup>>
    %bytes = arith.muli %n, %c4 : index
    %B = memref.view %base[%bytes][%n] : memref<?xi8, #gpu.address_space<workgroup>> to memref<?xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
    memref.store %one, %B[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<64xf32>
    gpu.return
  }
}
