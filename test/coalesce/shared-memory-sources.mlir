// Design §2: besides allocs and attributions, workgroup memory lives in memref.globals reached
// through memref.get_global and in views a kernel makes of gpu.dynamic_shared_memory. Both are
// packed like allocs; globals that no kernel names any more are erased, and so is dynamic shared
// memory whose views all moved into the arena.
// REQUIRES: mlir-opt
// RUN: smem-opt %s --split-input-file -p smem-coalesce,smem-verify-plan 2>/dev/null | filecheck %s

// Two globals used in phases separated by a barrier share bytes; each kernel packs its own globals
// (a global that another function names stays: rule-globals-used-elsewhere.mlir); an initialised
// global is not ours to move.
// CHECK-LABEL: gpu.module @kernels
// CHECK-NOT: @bufA
// CHECK-NOT: "bufA"
// CHECK-NOT: @bufC
// CHECK: {{memref.global "private" constant @table|"memref.global"\(\) <\{.*sym_name = "table"}}
// CHECK-LABEL: gpu.func @phases
// CHECK-SAME: smem.arena_bytes = 256 : i64
// CHECK-SAME: smem.unshared_bytes = 512 : i64
// CHECK-NOT: @bufA
// CHECK: {{memref.get_global @table|"memref.get_global"\(\) <\{name = @table\}>}}
// CHECK-LABEL: gpu.func @second_user
// CHECK-SAME: smem.arena_bytes = 256 : i64
module attributes {gpu.container_module} {
  gpu.module @kernels {
    memref.global "private" @bufA : memref<64xf32, #gpu.address_space<workgroup>>
    memref.global "private" @bufB : memref<64xf32, #gpu.address_space<workgroup>>
    memref.global "private" @bufC : memref<64xf32, #gpu.address_space<workgroup>>
    memref.global "private" constant @table : memref<4xf32, #gpu.address_space<workgroup>> = dense<1.0>
    gpu.func @phases(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %tx = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %one = arith.constant 1.0 : f32
      %A = memref.get_global @bufA : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %B = memref.get_global @bufB : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %T = memref.get_global @table : memref<4xf32, #gpu.address_space<workgroup>>
      %t = memref.load %T[%c0] : memref<4xf32, #gpu.address_space<workgroup>>
      %s = arith.addf %b, %t : f32
      memref.store %s, %out[%tx] : memref<64xf32>
      gpu.return
    }
    gpu.func @second_user(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %tx = gpu.thread_id x
      %A = memref.get_global @bufC : memref<64xf32, #gpu.address_space<workgroup>>
      %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %a, %out[%tx] : memref<64xf32>
      gpu.return
    }
  }
}

// -----

// The same global named by two get_global ops in one kernel is one buffer: the second name is an
// alias, so A's lifetime runs to its last use through either.
// CHECK-LABEL: gpu.func @two_names
// CHECK-SAME: smem.arena_bytes = 512 : i64
module attributes {gpu.container_module} {
  gpu.module @kernels {
    memref.global "private" @bufA : memref<64xf32, #gpu.address_space<workgroup>>
    memref.global "private" @bufB : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.func @two_names(%out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %tx = gpu.thread_id x
      %one = arith.constant 1.0 : f32
      %A = memref.get_global @bufA : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %one, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %B = memref.get_global @bufB : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %one, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %A2 = memref.get_global @bufA : memref<64xf32, #gpu.address_space<workgroup>>
      %a = memref.load %A2[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %a, %out[%tx] : memref<64xf32>
      gpu.return
    }
  }
}

// -----

// Views the kernel made of dynamic shared memory at [0, 1024) and [1024, 2048), used in phases:
// they share, fit the static limit, and the kernel no longer needs dynamic shared memory.
// CHECK-LABEL: gpu.func @dynamic_views
// CHECK-SAME: workgroup(%smem_arena : memref<1024xi8, #gpu.address_space<workgroup>>
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// CHECK-NOT: gpu.dynamic_shared_memory
// CHECK: gpu.return
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @dynamic_views(%out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %tx = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c1024 = arith.constant 1024 : index
      %one = arith.constant 1.0 : f32
      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %P = memref.view %dyn[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
      %Q = memref.view %dyn[%c1024][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %one, %P[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %p = memref.load %P[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      memref.store %p, %Q[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %q = memref.load %Q[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %q, %out[%tx] : memref<256xf32>
      gpu.return
    }
  }
}

// -----

// Overlapping views (the kernel reuses or reinterprets bytes itself): dynamic shared memory is
// left as it is.
// CHECK-LABEL: gpu.func @dynamic_punned
// CHECK: gpu.dynamic_shared_memory
// CHECK: memref.view %dyn[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<256xf32
// CHECK: memref.view %dyn[%c512][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<256xi32
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @dynamic_punned(%out: memref<256xi32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %tx = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c512 = arith.constant 512 : index
      %one = arith.constant 1.0 : f32
      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %F = memref.view %dyn[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
      %I = memref.view %dyn[%c512][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<256xi32, #gpu.address_space<workgroup>>
      memref.store %one, %F[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %i = memref.load %I[%tx] : memref<256xi32, #gpu.address_space<workgroup>>
      memref.store %i, %out[%tx] : memref<256xi32>
      gpu.return
    }
  }
}
