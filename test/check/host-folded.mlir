// REQUIRES: mlir-opt
// What the host computes from constants is what the launch gives: dynamic shared memory written
// `arith.muli` and an `index_cast`, and a kernel argument computed by `arith.subi` and a `select`
// on a comparison of constants, are folded and run as the launch gives them (never the kernel's
// own record nor a random draw). A wrong plan is flagged at its line, its correct neighbour clean;
// bytes the host does not compute from constants are named as assumed.
// RUN: not smem-opt %s --split-input-file --check 2>&1 | filecheck %s

// 8 x 3072 = 24576 bytes: Y is out of the bytes the launch gives.
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @short(%in: memref<8192xf32>, %out: memref<8192xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c32768 = arith.constant 32768 : index
      %c63 = arith.constant 63 : index
      %tx = gpu.thread_id x
      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %X = memref.view %dyn[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<8192xf32, #gpu.address_space<workgroup>>
      %Y = memref.view %dyn[%c32768][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<8192xf32, #gpu.address_space<workgroup>>
      %x = memref.load %in[%tx] : memref<8192xf32>
      memref.store %x, %X[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
      // CHECK: host-folded.mlir:[[# @LINE + 1]]:7: error: check: out-of-bounds shared memory access
      memref.store %x, %Y[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %m = arith.subi %c63, %tx : index
      %a = memref.load %X[%m] : memref<8192xf32, #gpu.address_space<workgroup>>
      %b = memref.load %Y[%m] : memref<8192xf32, #gpu.address_space<workgroup>>
      %s = arith.addf %a, %b : f32
      memref.store %s, %out[%tx] : memref<8192xf32>
      gpu.return
    }
  }
  func.func @host(%in: memref<8192xf32>, %out: memref<8192xf32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c8 = arith.constant 8 : index
    %c3072 = arith.constant 3072 : index
    %product = arith.muli %c8, %c3072 : index
    %bytes = arith.index_cast %product : index to i32
    gpu.launch_func @m::@short blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) dynamic_shared_memory_size %bytes args(%in : memref<8192xf32>, %out : memref<8192xf32>)
    return
  }
}

// -----

// 8 x 8192 = 65536 bytes: both views fit, the plan is clean.
// CHECK-LABEL: check: 1 kernel(s)
// CHECK: ran @m::@fits: 1 of 1 block(s)
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @fits(%in: memref<8192xf32>, %out: memref<8192xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c32768 = arith.constant 32768 : index
      %c63 = arith.constant 63 : index
      %tx = gpu.thread_id x
      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %X = memref.view %dyn[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<8192xf32, #gpu.address_space<workgroup>>
      %Y = memref.view %dyn[%c32768][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<8192xf32, #gpu.address_space<workgroup>>
      %x = memref.load %in[%tx] : memref<8192xf32>
      memref.store %x, %X[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
      memref.store %x, %Y[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %m = arith.subi %c63, %tx : index
      %a = memref.load %X[%m] : memref<8192xf32, #gpu.address_space<workgroup>>
      %b = memref.load %Y[%m] : memref<8192xf32, #gpu.address_space<workgroup>>
      %s = arith.addf %a, %b : f32
      memref.store %s, %out[%tx] : memref<8192xf32>
      gpu.return
    }
  }
  func.func @host(%in: memref<8192xf32>, %out: memref<8192xf32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c8 = arith.constant 8 : i32
    %c8192 = arith.constant 8192 : i32
    %bytes = arith.muli %c8, %c8192 : i32
    gpu.launch_func @m::@fits blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) dynamic_shared_memory_size %bytes args(%in : memref<8192xf32>, %out : memref<8192xf32>)
    return
  }
}

// -----

// The argument %n: 64 - 64 = 0, so the threads write A[0, 64), clear of B at A[64, 128): clean.
// A random %n would write over B.
// CHECK-LABEL: check: 1 kernel(s)
// CHECK: ran @m::@offset: 1 of 1 block(s)
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @offset(%in: memref<64xf32>, %out: memref<64xf32>, %n: index)
        workgroup(%arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
        kernel attributes {smem.arena_bytes = 512 : i64} {
      %c0 = arith.constant 0 : index
      %c256 = arith.constant 256 : index
      %c63 = arith.constant 63 : index
      %tx = gpu.thread_id x
      %x = memref.load %in[%tx] : memref<64xf32>
      %A = memref.view %arena[%c0][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<128xf32, #gpu.address_space<workgroup>>
      %B = memref.view %arena[%c256][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %x, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %i = arith.addi %tx, %n : index
      memref.store %x, %A[%i] : memref<128xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %m = arith.subi %c63, %tx : index
      %b = memref.load %B[%m] : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %b, %out[%tx] : memref<64xf32>
      gpu.return
    }
  }
  func.func @host(%in: memref<64xf32>, %out: memref<64xf32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %n = arith.subi %c64, %c64 : index
    gpu.launch_func @m::@offset blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%in : memref<64xf32>, %out : memref<64xf32>, %n : index)
    return
  }
}

// -----

// The same kernel with %n = select(3 < 5, 64, 0) = 64: the threads write A[64, 128), over B.
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @offset(%in: memref<64xf32>, %out: memref<64xf32>, %n: index)
        workgroup(%arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
        kernel attributes {smem.arena_bytes = 512 : i64} {
      %c0 = arith.constant 0 : index
      %c256 = arith.constant 256 : index
      %c63 = arith.constant 63 : index
      %tx = gpu.thread_id x
      %x = memref.load %in[%tx] : memref<64xf32>
      %A = memref.view %arena[%c0][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<128xf32, #gpu.address_space<workgroup>>
      %B = memref.view %arena[%c256][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %x, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %i = arith.addi %tx, %n : index
      memref.store %x, %A[%i] : memref<128xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %m = arith.subi %c63, %tx : index
      // CHECK: host-folded.mlir:[[# @LINE + 1]]:12: error: check: thread 0 reads shared bytes that thread 63 overwrote at line [[# @LINE - 3]]:7
      %b = memref.load %B[%m] : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %b, %out[%tx] : memref<64xf32>
      gpu.return
    }
  }
  func.func @host(%in: memref<64xf32>, %out: memref<64xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : i32
    %c5 = arith.constant 5 : i32
    %c64 = arith.constant 64 : index
    %less = arith.cmpi slt, %c3, %c5 : i32
    %n = arith.select %less, %c64, %c0 : index
    gpu.launch_func @m::@offset blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%in : memref<64xf32>, %out : memref<64xf32>, %n : index)
    return
  }
}

// -----

// Bytes the host reads from its own argument are not known: the run uses the kernel's record and
// says so.
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @unknown(%in: memref<8192xf32>, %out: memref<8192xf32>) kernel attributes {smem.dynamic_shared_memory_bytes = 65536 : i64} {
      %c0 = arith.constant 0 : index
      %c32768 = arith.constant 32768 : index
      %c63 = arith.constant 63 : index
      %tx = gpu.thread_id x
      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %X = memref.view %dyn[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<8192xf32, #gpu.address_space<workgroup>>
      %Y = memref.view %dyn[%c32768][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<8192xf32, #gpu.address_space<workgroup>>
      %x = memref.load %in[%tx] : memref<8192xf32>
      memref.store %x, %X[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
      memref.store %x, %Y[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %m = arith.subi %c63, %tx : index
      %a = memref.load %X[%m] : memref<8192xf32, #gpu.address_space<workgroup>>
      %b = memref.load %Y[%m] : memref<8192xf32, #gpu.address_space<workgroup>>
      %s = arith.addf %a, %b : f32
      memref.store %s, %out[%tx] : memref<8192xf32>
      gpu.return
    }
  }
  func.func @host(%in: memref<8192xf32>, %out: memref<8192xf32>, %bytes: i32) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    // CHECK: ran @m::@unknown: {{.*}}; assumed: 65536 bytes of dynamic shared memory for the launch at line [[# @LINE + 1]]:5 (its host does not compute them from constants)
    gpu.launch_func @m::@unknown blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) dynamic_shared_memory_size %bytes args(%in : memref<8192xf32>, %out : memref<8192xf32>)
    return
  }
}
