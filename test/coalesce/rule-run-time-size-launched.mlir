// A workgroup buffer of run-time size can only live in dynamic shared memory, whose bytes the
// launch asks for; a launch in the module cannot ask for bytes only the kernel computes, so a
// launched kernel with one is an error at the launch. Unlaunched, the kernel records what it
// needs (smem.dynamic_buffers) for whoever launches it.
// RUN: smem-opt %s --split-input-file --verify-diagnostics -p smem-coalesce | filecheck %s

module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @sized(%out: memref<64xf32>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %tx = gpu.thread_id x
      %f = arith.constant 1.0 : f32
      %s = arith.addi %n, %n : index
      %d = memref.alloc(%s) : memref<?xf32, #gpu.address_space<workgroup>>
      memref.store %f, %d[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
      %x = memref.load %d[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
      memref.store %x, %out[%tx] : memref<64xf32>
      gpu.return
    }
  }
  func.func @host(%out: memref<64xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    // expected-error @+1 {{kernel 'sized' has workgroup buffers of run-time size, which only dynamic shared memory can hold, and this launch of it cannot ask for bytes the kernel computes}}
    gpu.launch_func @m::@sized blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%out : memref<64xf32>, %n : index)
    return
  }
}

// -----

// CHECK-LABEL: gpu.func @unlaunched
// CHECK-SAME: smem.dynamic_buffers = 1
// CHECK: gpu.dynamic_shared_memory
module {
  gpu.module @m {
    gpu.func @unlaunched(%out: memref<64xf32>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %tx = gpu.thread_id x
      %f = arith.constant 1.0 : f32
      %s = arith.addi %n, %n : index
      %d = memref.alloc(%s) : memref<?xf32, #gpu.address_space<workgroup>>
      memref.store %f, %d[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
      %x = memref.load %d[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
      memref.store %x, %out[%tx] : memref<64xf32>
      gpu.return
    }
  }
}
