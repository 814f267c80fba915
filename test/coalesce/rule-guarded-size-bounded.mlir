// REQUIRES: mlir-opt
// A dynamic size computed under a guard is brought to kernel entry (the arena's size needs it
// there), where it is computed even when the guard fails, for values the alloc never sees: with
// %n <= 0 below, 1024 / %n + 64 is negative or small garbage. The buffers laid out after it must
// not move with it, so such a size is bounded to [0, 2^20] first (arith.maxsi / arith.minui):
// nothing changes where the alloc runs. --check runs the plan on %n's boundary values (0, -1,
// the least index, ...), where an unbounded size put %b's view before the arena.
// RUN: smem-opt %s -p smem-coalesce | filecheck %s
// RUN: smem-opt %s -p smem-coalesce --check -o %t 2>&1 | filecheck %s --check-prefix=RAN

// CHECK-LABEL: gpu.func @guarded_sizes
// CHECK: %[[Q:.*]] = arith.divsi %c1024, %{{.*}} : index
// CHECK: %[[S:.*]] = arith.addi %[[Q]], %c64 : index
// CHECK: %[[POS:.*]] = arith.maxsi %[[S]], %{{.*}} : index
// CHECK: arith.minui %[[POS]], %{{.*}} : index
// RAN: no difference
// RAN: ran @m::@guarded_sizes: {{.*}} 4 of 4 op(s) on shared memory ran, 3 of 3 branch(es) or select(s) guarding them went every way
gpu.module @m {
  gpu.func @guarded_sizes(%in: memref<64xf32>, %out: memref<64xf32>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c1024 = arith.constant 1024 : index
    %acc = memref.alloca() : memref<1xf32>
    %x = memref.load %in[%tx] : memref<64xf32>
    memref.store %x, %acc[%c0] : memref<1xf32>
    %pos = arith.cmpi sgt, %n, %c0 : index
    scf.if %pos {
      %q = arith.divsi %c1024, %n : index
      %s = arith.addi %q, %c64 : index
      %a = memref.alloc(%s) : memref<?xf32, #gpu.address_space<workgroup>>
      memref.store %x, %a[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %y = memref.load %a[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
      memref.store %y, %acc[%c0] : memref<1xf32>
      gpu.barrier
    }
    %r = arith.remui %n, %c64 : index
    %m = arith.addi %r, %c64 : index
    %b = memref.alloc(%m) : memref<?xf32, #gpu.address_space<workgroup>>
    %v = memref.load %acc[%c0] : memref<1xf32>
    memref.store %v, %b[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %o = arith.subi %c64, %tx : index
    %o1 = arith.subi %o, %c0 : index
    %c1 = arith.constant 1 : index
    %o2 = arith.subi %o1, %c1 : index
    %w = memref.load %b[%o2] : memref<?xf32, #gpu.address_space<workgroup>>
    memref.store %w, %out[%tx] : memref<64xf32>
    gpu.return
  }
}
