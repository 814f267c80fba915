// REQUIRES: mlir-opt
// Design §3, *Dynamic shared memory seen by others*: a function the kernel calls that takes its own
// gpu.dynamic_shared_memory sees the kernel's bytes, so the kernel's views of dynamic shared memory
// stay where they are (before, X moved into the static arena and @helper read bytes nobody wrote);
// an extern __shared__ array in LLVM form (a zero-sized global in address space 3) is dynamic
// shared memory of unknown extent at offset 0, so an arena that must go to dynamic shared memory has
// no safe place: a located error, never an arena on top of the array. A call of a function that
// touches no dynamic shared memory changes nothing.
// RUN: smem-opt %s --split-input-file --verify-diagnostics -p smem-to-nvvm-ready | filecheck %s
// RUN: not smem-opt %s --split-input-file -p smem-coalesce --check --dynamic-smem 1024 -o %t.out 2>&1 | filecheck %s --check-prefix=RAN

// RAN: ran @m::@calls_a_dynamic_reader: 1 of 1 block(s)
// RAN: ran @m::@calls_a_plain_helper: 1 of 1 block(s)

// CHECK-LABEL: gpu.func @calls_a_dynamic_reader
// CHECK-SAME: smem.arena_bytes = 1024
// CHECK-SAME: smem.peak_buffers = {T = 1024 : i64}
// CHECK: %X = memref.view %dyn[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
gpu.module @m {
  func.func @helper(%i: index) -> f32 {
    %c0 = arith.constant 0 : index
    %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %v = memref.view %dyn[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
    %x = memref.load %v[%i] : memref<256xf32, #gpu.address_space<workgroup>>
    return %x : f32
  }
  gpu.func @calls_a_dynamic_reader(%in: memref<256xf32>, %out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c255 = arith.constant 255 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<256xf32>
    %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %X = memref.view %dyn[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
    %T = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %x, %X[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %x, %T[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %m = arith.subi %c255, %tx : index
    %y = func.call @helper(%m) : (index) -> f32
    %t = memref.load %T[%m] : memref<256xf32, #gpu.address_space<workgroup>>
    %s = arith.addf %y, %t : f32
    memref.store %s, %out[%tx] : memref<256xf32>
    gpu.return
  }
}

// -----

// The neighbour: the helper uses no dynamic shared memory, so X packs with T.
// CHECK-LABEL: gpu.func @calls_a_plain_helper
// CHECK-SAME: smem.arena_bytes = 2048
// CHECK: %X = memref.view %smem_arena
gpu.module @m {
  func.func @twice(%v: f32) -> f32 {
    %r = arith.addf %v, %v : f32
    return %r : f32
  }
  gpu.func @calls_a_plain_helper(%in: memref<256xf32>, %out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c255 = arith.constant 255 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<256xf32>
    %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %X = memref.view %dyn[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
    %T = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %x, %X[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %x, %T[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %m = arith.subi %c255, %tx : index
    %a = memref.load %X[%m] : memref<256xf32, #gpu.address_space<workgroup>>
    %y = func.call @twice(%a) : (f32) -> f32
    %t = memref.load %T[%m] : memref<256xf32, #gpu.address_space<workgroup>>
    %s = arith.addf %y, %t : f32
    memref.store %s, %out[%tx] : memref<256xf32>
    gpu.return
  }
}

// -----

// An extern __shared__ array and 64 KiB of buffers live together: the arena must go to dynamic
// shared memory, where the array is.
gpu.module @m {
  llvm.mlir.global external @ext() {addr_space = 3 : i32} : !llvm.array<0 x f32>
  gpu.func @extern_shared(%in: memref<8192xf32>, %out: memref<8192xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c255 = arith.constant 255 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<8192xf32>
    // expected-error @+1 {{kernel 'extern_shared': 'llvm.mlir.addressof' reaches dynamic shared memory the kernel does not bound (an extern shared array, or a function that uses dynamic shared memory), so its workgroup buffers (65536 bytes, over the static limit of 49152) have no safe place in it}}
    %p = llvm.mlir.addressof @ext : !llvm.ptr<3>
    %i = arith.index_cast %tx : index to i64
    %q = llvm.getelementptr %p[%i] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
    llvm.store %x, %q : f32, !llvm.ptr<3>
    %X = memref.alloc() : memref<8192xf32, #gpu.address_space<workgroup>>
    %Y = memref.alloc() : memref<8192xf32, #gpu.address_space<workgroup>>
    memref.store %x, %X[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
    memref.store %x, %Y[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %m = arith.subi %c255, %tx : index
    %a = memref.load %X[%m] : memref<8192xf32, #gpu.address_space<workgroup>>
    %b = memref.load %Y[%m] : memref<8192xf32, #gpu.address_space<workgroup>>
    %s = arith.addf %a, %b : f32
    memref.store %s, %out[%tx] : memref<8192xf32>
    gpu.return
  }
}
