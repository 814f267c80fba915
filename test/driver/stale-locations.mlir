// REQUIRES: mlir-opt
// A generic file whose debug locations name the file itself but point past its text (it was
// rewritten in place by `mlir-opt --mlir-print-op-generic --mlir-print-debuginfo f -o f`):
// smem-opt reads it as written (its location aliases after the module), plans it and prints a
// kernel mlir-opt reads back; no internal error.

// RUN: mkdir -p %t.d && cp %s %t.d/k.mlir
// RUN: cd %t.d && mlir-opt --mlir-print-op-generic --mlir-print-debuginfo k.mlir -o k.generic
// RUN: cd %t.d && cp k.generic k.mlir
// RUN: cd %t.d && smem-opt k.mlir -p smem-coalesce 2> k.err | mlir-opt | filecheck %s
// RUN: filecheck --allow-empty --check-prefix=ERR %s < %t.d/k.err

// CHECK: gpu.func @k
// CHECK: memref.view
// ERR-NOT: internal error
// ERR-NOT: generic form

module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %tid = gpu.thread_id x
      %staging_buffer_for_the_first_phase = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
      %staging_buffer_for_the_second_phase = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
      %v = memref.load %out[%tid] : memref<256xf32>
      memref.store %v, %staging_buffer_for_the_first_phase[%tid] : memref<256xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %value_read_back_in_the_first_phase = memref.load %staging_buffer_for_the_first_phase[%tid] : memref<256xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      memref.store %value_read_back_in_the_first_phase, %staging_buffer_for_the_second_phase[%tid] : memref<256xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %y = memref.load %staging_buffer_for_the_second_phase[%tid] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %y, %out[%tid] : memref<256xf32>
      gpu.return
    }
  }
}
