// Design §3, Open world: a workgroup memref.global that any other function references (a called
// device function, another kernel) stays where it is. Moving it into one kernel's arena would
// leave the other user reading the global while the kernel writes its arena.
// RUN: smem-opt %s --split-input-file -p smem-coalesce,smem-verify-plan | filecheck %s

// The kernel writes @staged, the device function it calls reads @staged: the global stays, and
// only B is packed.
// CHECK-LABEL: gpu.module @called_function
// CHECK: memref.global "private" @staged : memref<256xf32, #gpu.address_space<workgroup>>
// CHECK-LABEL: gpu.func @calls_reader
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// CHECK-SAME: smem.unshared_bytes = 1024 : i64
// CHECK: %S = memref.get_global @staged
// CHECK: %B_offset = arith.constant 0 : index
module attributes {gpu.container_module} {
  gpu.module @called_function {
    memref.global "private" @staged : memref<256xf32, #gpu.address_space<workgroup>>
    func.func @reader(%i: index) -> f32 {
      %S = memref.get_global @staged : memref<256xf32, #gpu.address_space<workgroup>>
      %v = memref.load %S[%i] : memref<256xf32, #gpu.address_space<workgroup>>
      return %v : f32
    }
    gpu.func @calls_reader(%out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %tx = gpu.thread_id x
      %one = arith.constant 1.0 : f32
      %S = memref.get_global @staged : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %one, %S[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %v = func.call @reader(%tx) : (index) -> f32
      gpu.barrier
      %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %v, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %b, %out[%tx] : memref<256xf32>
      gpu.return
    }
  }
}

// -----

// Two kernels name @tile: it stays in both, and each packs only its own buffer.
// CHECK-LABEL: gpu.module @two_kernels
// CHECK: memref.global "private" @tile : memref<256xf32, #gpu.address_space<workgroup>>
// CHECK-LABEL: gpu.func @first
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// CHECK: memref.get_global @tile
// CHECK-LABEL: gpu.func @second
// CHECK-NOT: smem.arena_bytes
// CHECK: memref.get_global @tile
module attributes {gpu.container_module} {
  gpu.module @two_kernels {
    memref.global "private" @tile : memref<256xf32, #gpu.address_space<workgroup>>
    gpu.func @first(%out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %tx = gpu.thread_id x
      %one = arith.constant 1.0 : f32
      %T = memref.get_global @tile : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %one, %T[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %t = memref.load %T[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %t, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %b, %out[%tx] : memref<256xf32>
      gpu.return
    }
    gpu.func @second(%out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %tx = gpu.thread_id x
      %T = memref.get_global @tile : memref<256xf32, #gpu.address_space<workgroup>>
      %t = memref.load %T[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %t, %out[%tx] : memref<256xf32>
      gpu.return
    }
  }
}
