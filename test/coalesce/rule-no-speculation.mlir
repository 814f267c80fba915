// REQUIRES: mlir-opt
// Design §3, *Nothing moves that may trap*: the arena's size is computed at kernel entry, so a
// dynamic buffer size computed under a condition is needed there. An op that may be undefined for
// a value it never sees where it is (1024 / %n under `if (%n != 0)`) never moves: it stays, and a
// copy of it made total (the divisor 1 where it would be 0) computes the size at entry. Before,
// the division itself moved to entry: for %n = 0 that was undefined behaviour on every path, and
// LLVM deleted the guarded else-arm. --check draws %n = 0 (a value the kernel compares against).
// RUN: smem-opt %s --split-input-file -p smem-coalesce,smem-verify-plan | filecheck %s
// RUN: smem-opt %s --split-input-file -p smem-coalesce --check -o %t.out 2>&1 | filecheck %s --check-prefix=RAN

// RAN-NOT: error
// RAN: ran @m::@guarded_division: 1 of 1 block(s) of grid 1x1x1, 64 thread(s), 3 schedule(s), {{[2-9]}} input draw(s)
// RAN: ran @m::@guarded_signed: 1 of 1 block(s)

// CHECK-LABEL: gpu.func @guarded_division
// CHECK: %[[ZERO:.+]] = arith.constant 0 : index
// CHECK-NEXT: %[[ONE:.+]] = arith.constant 1 : index
// CHECK-NEXT: %[[BAD:.+]] = arith.cmpi eq, %n, %[[ZERO]] : index
// CHECK-NEXT: %[[SAFE:.+]] = arith.select %[[BAD]], %[[ONE]], %n : index
// CHECK-NEXT: %{{.+}} = arith.divui %c1024{{.*}}, %[[SAFE]] : index
// CHECK: scf.if %nz
// CHECK-NEXT: %m{{.*}} = arith.divui %c1024{{.*}}, %n : index
gpu.module @m {
  gpu.func @guarded_division(%in: memref<64xf32>, %out: memref<64xf32>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %nz = arith.cmpi ne, %n, %c0 : index
    %r = scf.if %nz -> (f32) {
      %c1024 = arith.constant 1024 : index
      %m = arith.divui %c1024, %n : index
      %buf = memref.alloc(%m) : memref<?xf32, #gpu.address_space<workgroup>>
      %slot = arith.remui %tx, %m : index
      %room = arith.cmpi ult, %tx, %m : index
      %v = scf.if %room -> (f32) {
        memref.store %x, %buf[%slot] : memref<?xf32, #gpu.address_space<workgroup>>
        %w = memref.load %buf[%slot] : memref<?xf32, #gpu.address_space<workgroup>>
        scf.yield %w : f32
      } else {
        scf.yield %x : f32
      }
      scf.yield %v : f32
    } else {
      %z = arith.constant 0.0 : f32
      scf.yield %z : f32
    }
    memref.store %r, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// A signed division: -1 stays a divisor (1024 / -1 is -1024); only the least value by -1, which
// overflows, takes 1.
// CHECK-LABEL: gpu.func @guarded_signed
// CHECK: arith.cmpi eq, %n, %{{.+}} : index
// CHECK: %[[LEAST:.+]] = arith.constant -9223372036854775808 : index
// CHECK: arith.andi
// CHECK: arith.ori
// CHECK: arith.divsi
gpu.module @m {
  gpu.func @guarded_signed(%in: memref<64xf32>, %out: memref<64xf32>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %pos = arith.cmpi sgt, %n, %c0 : index
    %r = scf.if %pos -> (f32) {
      %c1024 = arith.constant 1024 : index
      %m = arith.divsi %c1024, %n : index
      %buf = memref.alloc(%m) : memref<?xf32, #gpu.address_space<workgroup>>
      %room = arith.cmpi slt, %tx, %m : index
      %v = scf.if %room -> (f32) {
        memref.store %x, %buf[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
        %w = memref.load %buf[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
        scf.yield %w : f32
      } else {
        scf.yield %x : f32
      }
      scf.yield %v : f32
    } else {
      %z = arith.constant 0.0 : f32
      scf.yield %z : f32
    }
    memref.store %r, %out[%tx] : memref<64xf32>
    gpu.return
  }
}
