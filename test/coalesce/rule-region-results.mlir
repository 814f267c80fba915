// REQUIRES: mlir-opt
// Design §3, *Region results*: the results of an op whose region has several blocks are divergent
// when a divergent branch inside decides which block yields them, and divergence is computed on
// the graph as written (a block that only tests and branches may be where divergent paths meet:
// its arguments are merged values). In each kernel A and B are used by the two arms of an scf.if
// on such a result: threads below 128 take one arm while the others take the other, so A and B
// are live together and stay apart. --check runs each plan against the kernel as written.
// RUN: smem-opt %s --split-input-file -p smem-coalesce,smem-verify-plan | filecheck %s
// RUN: smem-opt %s --split-input-file -p smem-coalesce --check -o %t.out 2>&1 | filecheck %s --check-prefix=RAN

// RAN: ran @m::@yielded_by_a_branch: 1 of 1 block(s)
// RAN: ran @m::@merged_in_a_test_block: 1 of 1 block(s)
// RAN: ran @m::@uniform_region: 1 of 1 block(s)

// CHECK-LABEL: gpu.func @yielded_by_a_branch
// CHECK-SAME: smem.arena_bytes = 2048
// CHECK: %A_offset = arith.constant 0 : index
// CHECK: %B_offset = arith.constant 1024 : index
gpu.module @m {
  gpu.func @yielded_by_a_branch(%in: memref<256xf32>, %out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c128 = arith.constant 128 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<256xf32>
    %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    %low = scf.execute_region -> i1 {
      %c = arith.cmpi ult, %tx, %c128 : index
      cf.cond_br %c, ^yes, ^no
    ^yes:
      %t = arith.constant true
      scf.yield %t : i1
    ^no:
      %f = arith.constant false
      scf.yield %f : i1
    }
    %r = scf.if %low -> (f32) {
      memref.store %x, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      scf.yield %a : f32
    } else {
      %j = arith.subi %tx, %c128 : index
      memref.store %x, %B[%j] : memref<256xf32, #gpu.address_space<workgroup>>
      %b = memref.load %B[%j] : memref<256xf32, #gpu.address_space<workgroup>>
      scf.yield %b : f32
    }
    memref.store %r, %out[%tx] : memref<256xf32>
    gpu.return
  }
}

// -----

// The divergent branch's paths meet in ^join, which only tests %v and branches (an edge from ^a
// decides the test: a short-cut past ^join would hide it); %v, merged there, is divergent, and so
// is the region's result.
// CHECK-LABEL: gpu.func @merged_in_a_test_block
// CHECK-SAME: smem.arena_bytes = 2048
// CHECK: %A_offset = arith.constant 0 : index
// CHECK: %B_offset = arith.constant 1024 : index
gpu.module @m {
  gpu.func @merged_in_a_test_block(%in: memref<256xf32>, %out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<256xf32>
    %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    %low = arith.cmpi ult, %tx, %c128 : index
    %r = scf.execute_region -> index {
      cf.cond_br %low, ^a, ^b
    ^a:
      cf.br ^join(%c0 : index)
    ^b:
      cf.br ^join(%c1 : index)
    ^join(%v: index):
      %t = arith.cmpi eq, %v, %c0 : index
      cf.cond_br %t, ^x, ^y
    ^x:
      cf.br ^end
    ^y:
      cf.br ^end
    ^end:
      scf.yield %v : index
    }
    %first = arith.cmpi eq, %r, %c0 : index
    %res = scf.if %first -> (f32) {
      memref.store %x, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      scf.yield %a : f32
    } else {
      %j = arith.subi %tx, %c128 : index
      memref.store %x, %B[%j] : memref<256xf32, #gpu.address_space<workgroup>>
      %b = memref.load %B[%j] : memref<256xf32, #gpu.address_space<workgroup>>
      scf.yield %b : f32
    }
    memref.store %res, %out[%tx] : memref<256xf32>
    gpu.return
  }
}

// -----

// The neighbour that may share: the region branches on a kernel argument (uniform), so every
// thread takes the same arm, and A and B are never live together.
// CHECK-LABEL: gpu.func @uniform_region
// CHECK-SAME: smem.arena_bytes = 1024
// CHECK: %A_offset = arith.constant 0 : index
// CHECK: %B_offset = arith.constant 0 : index
gpu.module @m {
  gpu.func @uniform_region(%in: memref<256xf32>, %out: memref<256xf32>, %n: index) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c128 = arith.constant 128 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<256xf32>
    %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    %small = scf.execute_region -> i1 {
      %c = arith.cmpi ult, %n, %c128 : index
      cf.cond_br %c, ^yes, ^no
    ^yes:
      %t = arith.constant true
      scf.yield %t : i1
    ^no:
      %f = arith.constant false
      scf.yield %f : i1
    }
    %r = scf.if %small -> (f32) {
      memref.store %x, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      scf.yield %a : f32
    } else {
      memref.store %x, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      scf.yield %b : f32
    }
    memref.store %r, %out[%tx] : memref<256xf32>
    gpu.return
  }
}
