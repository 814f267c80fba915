// One of your kernels, as your compiler emits it (upstream gpu.func with workgroup allocs):
// smem-coalesce packs the two tiles into one arena, and upstream mlir-opt reads the result.
// RUN: smem-opt %s -p smem-coalesce | FileCheck %s
// Its diagnostics, checked as mlir-opt checks them (here the report's remark on the two tiles).
// RUN: smem-opt %s --verify-diagnostics -p smem-coalesce --smem-report %t.report -o %t
// REQUIRES: mlir-opt
// RUN: smem-opt %s -p smem-to-nvvm-ready | mlir-opt -o /dev/null

// CHECK:      gpu.func @stage(%{{.*}}) workgroup(%smem_arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}) kernel
// CHECK-SAME: smem.arena_bytes = 512
// CHECK:      %tile = memref.view %smem_arena
// CHECK:      %tile_0 = memref.view %smem_arena
gpu.module @kernels {
  gpu.func @stage(%in: memref<64xf32>, %out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %tile = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %tile_0 = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %x = memref.load %in[%tx] : memref<64xf32>
    memref.store %x, %tile[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    // expected-remark @+1 {{tile and tile_0 cannot share (overlapping-spans}}
    memref.store %x, %tile_0[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %a = memref.load %tile[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %tile_0[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %s = arith.addf %a, %b : f32
    memref.store %s, %out[%tx] : memref<64xf32>
    gpu.return
  }
}
