// REQUIRES: mlir-opt
// Globals in device memory (llvm.mlir.global in the generic, global or constant address space, as
// numba-cuda-mlir's error flag): each is a buffer of its own, starting with its initial value (a
// scalar, a dense array, a string, zeros without one); llvm.mlir.addressof gives its address, and
// loads, stores and atomics reach it through generic and global pointers alike. Its final bytes
// are compared between the plan and its reference as the kernel's outputs are: a plan that leaves
// another value there is flagged at the store. What the check cannot model says so: a global
// whose contents the host sets (an external declaration), an initializer region, an address space
// that is neither device nor shared memory.
// RUN: not smem-opt %s --split-input-file --check -o /dev/null 2>&1 | filecheck %s

// A table read by index, a counter every thread increments with an atomic through a generic
// pointer, a flag written from shared memory: the plan keeps A and B apart, no difference.
// CHECK: check: 1 kernel(s), 3 schedule(s), 64 thread(s), {{[0-9]+}} ops run against the reference: no difference
gpu.module @m {
  llvm.mlir.global internal @table(dense<[3, 1, 4, 1]> : tensor<4xi32>) {addr_space = 1 : i32} : !llvm.array<4 x i32>
  llvm.mlir.global common @count(0 : i32) {addr_space = 0 : i32} : i32
  llvm.mlir.global internal @flag(0.0 : f32) {addr_space = 1 : i32} : f32
  gpu.func @k(%in: memref<64xf32>, %out: memref<64xi32>)
      workgroup(%smem_arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 512 : i64} {
    %c0 = arith.constant 0 : index
    %c63 = arith.constant 63 : index
    %c3 = arith.constant 3 : index
    %one = arith.constant 1 : i32
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %A_offset = arith.constant 0 : index
    %A = memref.view %smem_arena[%A_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %B_offset = arith.constant 256 : index
    %B = memref.view %smem_arena[%B_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %x, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %table = llvm.mlir.addressof @table : !llvm.ptr<1>
    %lane = arith.andi %tx, %c3 : index
    %lane_i64 = arith.index_cast %lane : index to i64
    %slot = llvm.getelementptr %table[0, %lane_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.array<4 x i32>
    %t = llvm.load %slot : !llvm.ptr<1> -> i32
    %count = llvm.mlir.addressof @count : !llvm.ptr
    %old = llvm.atomicrmw add %count, %one monotonic : !llvm.ptr, i32
    %sum = arith.addi %t, %old : i32
    memref.store %sum, %out[%tx] : memref<64xi32>
    gpu.barrier
    %mirror = arith.subi %c63, %tx : index
    %a = memref.load %A[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %b = memref.load %B[%c63] : memref<64xf32, #gpu.address_space<workgroup>>
    %flag = llvm.mlir.addressof @flag : !llvm.ptr<1>
    llvm.store %b, %flag : f32, !llvm.ptr<1>
    gpu.return
  }
}

// -----

// The same kernel with B placed over A (a wrong plan): B[63] is read after thread 0 overwrote
// A[0], so the flag the kernel leaves in device memory differs from the reference's.
gpu.module @m {
  llvm.mlir.global internal @table(dense<[3, 1, 4, 1]> : tensor<4xi32>) {addr_space = 1 : i32} : !llvm.array<4 x i32>
  llvm.mlir.global common @count(0 : i32) {addr_space = 0 : i32} : i32
  llvm.mlir.global internal @flag(0.0 : f32) {addr_space = 1 : i32} : f32
  gpu.func @k(%in: memref<64xf32>, %out: memref<64xi32>)
      workgroup(%smem_arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 512 : i64} {
    %c0 = arith.constant 0 : index
    %c63 = arith.constant 63 : index
    %c3 = arith.constant 3 : index
    %one = arith.constant 1 : i32
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %A_offset = arith.constant 0 : index
    %A = memref.view %smem_arena[%A_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %B_offset = arith.constant 0 : index
    %B = memref.view %smem_arena[%B_offset][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %x, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %table = llvm.mlir.addressof @table : !llvm.ptr<1>
    %lane = arith.andi %tx, %c3 : index
    %lane_i64 = arith.index_cast %lane : index to i64
    %slot = llvm.getelementptr %table[0, %lane_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.array<4 x i32>
    %t = llvm.load %slot : !llvm.ptr<1> -> i32
    %count = llvm.mlir.addressof @count : !llvm.ptr
    %old = llvm.atomicrmw add %count, %one monotonic : !llvm.ptr, i32
    %sum = arith.addi %t, %old : i32
    memref.store %sum, %out[%tx] : memref<64xi32>
    gpu.barrier
    %mirror = arith.subi %c63, %tx : index
    %a = memref.load %A[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %b = memref.load %B[%c63] : memref<64xf32, #gpu.address_space<workgroup>>
    %flag = llvm.mlir.addressof @flag : !llvm.ptr<1>
    // CHECK: device-globals.mlir:[[# @LINE + 2]]:5: error: check: global @flag differs from the reference at byte 0: the reference leaves {{.*}}, this plan {{.*}}
    // CHECK-NEXT: note: the global is declared at {{.*}}device-globals.mlir:[[# @LINE - 32]]:3
    llvm.store %b, %flag : f32, !llvm.ptr<1>
    gpu.return
  }
}

// -----

// A global only declared here is set by the host: its contents are not the module's.
// CHECK: device-globals.mlir:[[# @LINE + 2]]:3: error: check: cannot run @m::@k: global @host_set in device memory is defined outside the module (what it holds is the host's)
gpu.module @m {
  llvm.mlir.global external @host_set() {addr_space = 1 : i32} : i32
  gpu.func @k(%out: memref<64xi32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %p = llvm.mlir.addressof @host_set : !llvm.ptr<1>
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    memref.store %v, %out[%tx] : memref<64xi32>
    gpu.return
  }
}

// -----

// CHECK: device-globals.mlir:[[# @LINE + 2]]:3: error: check: cannot run @m::@k: global @computed has an initializer region
gpu.module @m {
  llvm.mlir.global internal @computed() {addr_space = 1 : i32} : i32 {
    %c = llvm.mlir.constant(7 : i32) : i32
    llvm.return %c : i32
  }
  gpu.func @k(%out: memref<64xi32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %p = llvm.mlir.addressof @computed : !llvm.ptr<1>
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    memref.store %v, %out[%tx] : memref<64xi32>
    gpu.return
  }
}

// -----

// CHECK: device-globals.mlir:[[# @LINE + 2]]:3: error: check: cannot run @m::@k: global @odd in address space 7
gpu.module @m {
  llvm.mlir.global internal @odd(0 : i32) {addr_space = 7 : i32} : i32
  gpu.func @k(%out: memref<64xi32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %p = llvm.mlir.addressof @odd : !llvm.ptr<7>
    %v = llvm.load %p : !llvm.ptr<7> -> i32
    memref.store %v, %out[%tx] : memref<64xi32>
    gpu.return
  }
}

// -----

// A string in constant memory read through a generic pointer, a zero-filled global: clean.
// CHECK: check: 1 kernel(s), 3 schedule(s), 64 thread(s), {{[0-9]+}} ops run against the reference: no difference
gpu.module @m {
  llvm.mlir.global internal constant @greeting("hi!\00") {addr_space = 4 : i32} : !llvm.array<4 x i8>
  llvm.mlir.global internal @zeros() {addr_space = 1 : i32} : !llvm.array<2 x i32>
  gpu.func @k(%out: memref<64xi32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %p = llvm.mlir.addressof @greeting : !llvm.ptr<4>
    %q = llvm.addrspacecast %p : !llvm.ptr<4> to !llvm.ptr
    %v = llvm.load %q : !llvm.ptr -> i8
    %z = llvm.mlir.addressof @zeros : !llvm.ptr<1>
    %w = llvm.load %z : !llvm.ptr<1> -> i32
    %e = arith.extui %v : i8 to i32
    %s = arith.addi %e, %w : i32
    memref.store %s, %out[%tx] : memref<64xi32>
    gpu.return
  }
}
