// The static limit (48 KiB on every target): smem-coalesce never makes a static arena above it,
// and smem-verify-plan rejects a planned kernel that declares more.
//
// A gpu.func whose own views of gpu.dynamic_shared_memory need 64 KiB: the arena stays in dynamic
// shared memory (a static 64 KiB attribution passed every check and only ptxas failed), and the
// bytes are on the kernel and its launches.
// RUN: smem-opt %s --split-input-file -p smem-coalesce,smem-verify-plan | filecheck %s
// Running smem-coalesce again, on its own output or on smem-to-nvvm-ready's, changes nothing (it
// used to repack the views into a static attribution and leave the recorded bytes stale).
// RUN: smem-opt %s --split-input-file -p smem-coalesce -o %t.once
// RUN: smem-opt %t.once --split-input-file -p smem-coalesce -o %t.twice
// RUN: diff %t.once %t.twice
// RUN: smem-opt %s --split-input-file -p smem-to-nvvm-ready -o %t.ready
// RUN: smem-opt %t.ready --split-input-file -p smem-coalesce -o %t.again
// RUN: diff %t.ready %t.again
// RUN: filecheck %s --check-prefix=READY < %t.again
// The plan verifier's own check: a coalesced kernel with a 64 KiB static attribution.
// RUN: smem-opt %S/Inputs/static-attribution-over-limit.mlir --verify-diagnostics -p smem-verify-plan
// An attribution whose element it cannot size is left out of the total, with a warning that says so.
// RUN: smem-opt %S/Inputs/static-attribution-unsized.mlir --allow-unregistered-dialect --verify-diagnostics -p smem-verify-plan

// CHECK-LABEL: gpu.func @own_views
// CHECK-NOT:   workgroup(
// CHECK-SAME:  smem.dynamic_shared_memory_bytes = 65536 : i64
// CHECK-NEXT:  %smem_dynamic = gpu.dynamic_shared_memory
// CHECK:       %smem_arena = memref.view %smem_dynamic[%smem_arena_offset][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<65536xi8, #gpu.address_space<workgroup>>
// CHECK:       func.func @host
// CHECK:       %[[N:.+]] = arith.constant 65536 : i32
// CHECK-NEXT:  gpu.launch_func @m::@own_views {{.*}} dynamic_shared_memory_size %[[N]]
// READY:       smem.dynamic_shared_memory_bytes = 65536 : i64
// READY:       dynamic_shared_memory_size
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @own_views(%A: memref<8192xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %tx = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c32768 = arith.constant 32768 : index
      %X = memref.view %dyn[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<8192xf32, #gpu.address_space<workgroup>>
      %Y = memref.view %dyn[%c32768][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<8192xf32, #gpu.address_space<workgroup>>
      %a = memref.load %A[%tx] : memref<8192xf32>
      memref.store %a, %X[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
      memref.store %a, %Y[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %x = memref.load %X[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
      %y = memref.load %Y[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
      %s = arith.addf %x, %y : f32
      memref.store %s, %A[%tx] : memref<8192xf32>
      gpu.return
    }
  }
  func.func @host(%A: memref<8192xf32>) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @m::@own_views blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(%A : memref<8192xf32>)
    return
  }
}
