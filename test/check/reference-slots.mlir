// REQUIRES: mlir-opt
// The reference never shares what the plan keeps apart: two run-time-sized buffers of 80000
// bytes each (the launch gives %n = 20000) get slots of their own size in the reference, so the
// plan that puts B after A is clean and the plan that starts B at 64 KiB, inside A, is flagged.
// RUN: not smem-opt %s --split-input-file --check -o /dev/null 2>&1 | filecheck %s

// B at n x 4 bytes, after A: clean.
// CHECK: check: 1 kernel(s), {{.*}}: no difference
// CHECK-NEXT: ran @m::@apart:
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @apart(%in: memref<64xf32>, %out: memref<64xf32>, %n: index) kernel {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c16384 = arith.constant 16384 : index
      %c63 = arith.constant 63 : index
      %tx = gpu.thread_id x
      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %bytes = arith.muli %n, %c4 : index
      %A = memref.view %dyn[%c0][%n] : memref<?xi8, #gpu.address_space<workgroup>> to memref<?xf32, #gpu.address_space<workgroup>>
      %B = memref.view %dyn[%bytes][%n] : memref<?xi8, #gpu.address_space<workgroup>> to memref<?xf32, #gpu.address_space<workgroup>>
      %x = memref.load %in[%tx] : memref<64xf32>
      %i = arith.addi %tx, %c16384 : index
      memref.store %x, %A[%i] : memref<?xf32, #gpu.address_space<workgroup>>
      %m = arith.subi %c63, %tx : index
      %y = memref.load %in[%m] : memref<64xf32>
      memref.store %y, %B[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %a = memref.load %A[%i] : memref<?xf32, #gpu.address_space<workgroup>>
      %b = memref.load %B[%m] : memref<?xf32, #gpu.address_space<workgroup>>
      %s = arith.addf %a, %b : f32
      memref.store %s, %out[%tx] : memref<64xf32>
      gpu.return
    }
  }
  func.func @host(%in: memref<64xf32>, %out: memref<64xf32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %n = arith.constant 20000 : index
    %bytes = arith.constant 160000 : i32
    gpu.launch_func @m::@apart blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) dynamic_shared_memory_size %bytes args(%in : memref<64xf32>, %out : memref<64xf32>, %n : index)
    return
  }
}

// -----

// B at 64 KiB: B[0] is A[16384].
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @inside(%in: memref<64xf32>, %out: memref<64xf32>, %n: index) kernel {
      %c0 = arith.constant 0 : index
      %c65536 = arith.constant 65536 : index
      %c16384 = arith.constant 16384 : index
      %c63 = arith.constant 63 : index
      %tx = gpu.thread_id x
      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %A = memref.view %dyn[%c0][%n] : memref<?xi8, #gpu.address_space<workgroup>> to memref<?xf32, #gpu.address_space<workgroup>>
      %B = memref.view %dyn[%c65536][%n] : memref<?xi8, #gpu.address_space<workgroup>> to memref<?xf32, #gpu.address_space<workgroup>>
      %x = memref.load %in[%tx] : memref<64xf32>
      %i = arith.addi %tx, %c16384 : index
      memref.store %x, %A[%i] : memref<?xf32, #gpu.address_space<workgroup>>
      %m = arith.subi %c63, %tx : index
      %y = memref.load %in[%m] : memref<64xf32>
      memref.store %y, %B[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      // CHECK: reference-slots.mlir:[[# @LINE + 1]]:12: error: check:
      %a = memref.load %A[%i] : memref<?xf32, #gpu.address_space<workgroup>>
      %b = memref.load %B[%m] : memref<?xf32, #gpu.address_space<workgroup>>
      %s = arith.addf %a, %b : f32
      memref.store %s, %out[%tx] : memref<64xf32>
      gpu.return
    }
  }
  func.func @host(%in: memref<64xf32>, %out: memref<64xf32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %n = arith.constant 20000 : index
    %bytes = arith.constant 160000 : i32
    gpu.launch_func @m::@inside blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) dynamic_shared_memory_size %bytes args(%in : memref<64xf32>, %out : memref<64xf32>, %n : index)
    return
  }
}

// -----

// %n = 300000: A needs 1.2 MB, more than its slot (and any chip): no independent reference.
module attributes {gpu.container_module} {
  gpu.module @m {
    // CHECK: reference-slots.mlir:[[# @LINE + 1]]:5: error: check: cannot run @m::@huge: no independent reference: a run-time-sized workgroup buffer needs more than the 1048576 bytes of the slot the reference gives it
    gpu.func @huge(%in: memref<64xf32>, %out: memref<64xf32>, %n: index) kernel {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c16384 = arith.constant 16384 : index
      %c63 = arith.constant 63 : index
      %tx = gpu.thread_id x
      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %bytes = arith.muli %n, %c4 : index
      %A = memref.view %dyn[%c0][%n] : memref<?xi8, #gpu.address_space<workgroup>> to memref<?xf32, #gpu.address_space<workgroup>>
      %B = memref.view %dyn[%bytes][%n] : memref<?xi8, #gpu.address_space<workgroup>> to memref<?xf32, #gpu.address_space<workgroup>>
      %x = memref.load %in[%tx] : memref<64xf32>
      %i = arith.addi %tx, %c16384 : index
      memref.store %x, %A[%i] : memref<?xf32, #gpu.address_space<workgroup>>
      %m = arith.subi %c63, %tx : index
      %y = memref.load %in[%m] : memref<64xf32>
      memref.store %y, %B[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %a = memref.load %A[%i] : memref<?xf32, #gpu.address_space<workgroup>>
      %b = memref.load %B[%m] : memref<?xf32, #gpu.address_space<workgroup>>
      %s = arith.addf %a, %b : f32
      memref.store %s, %out[%tx] : memref<64xf32>
      gpu.return
    }
  }
  func.func @host(%in: memref<64xf32>, %out: memref<64xf32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %n = arith.constant 300000 : index
    %bytes = arith.constant 2400000 : i32
    gpu.launch_func @m::@huge blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) dynamic_shared_memory_size %bytes args(%in : memref<64xf32>, %out : memref<64xf32>, %n : index)
    return
  }
}
