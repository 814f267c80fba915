// A choice of two buffers on poison (or undef) is no choice fixed for the run: each use of the
// condition may see another value, so a and b stay apart; on a constant they share. Kept out of
// the --check run of rule-run-invariant-choice.mlir: a select on poison is undefined behaviour.
// RUN: smem-opt %s --split-input-file -p smem-coalesce,smem-verify-plan | filecheck %s

// CHECK-LABEL: gpu.func @by_poison
// CHECK-SAME: smem.arena_bytes = 2048
gpu.module @by_poison_m {
  gpu.func @by_poison(%in: memref<256xf32>, %out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %cond = ub.poison : i1
    %a = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    %b = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    %ch = arith.select %cond, %a, %b : memref<256xf32, #gpu.address_space<workgroup>>
    %x = memref.load %in[%tx] : memref<256xf32>
    memref.store %x, %ch[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %y = memref.load %ch[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %y, %out[%tx] : memref<256xf32>
    gpu.return
  }
}

// -----

// CHECK-LABEL: gpu.func @by_constant
// CHECK-SAME: smem.arena_bytes = 1024
gpu.module @by_constant_m {
  gpu.func @by_constant(%in: memref<256xf32>, %out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %cond = arith.constant true
    %a = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    %b = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    %ch = arith.select %cond, %a, %b : memref<256xf32, #gpu.address_space<workgroup>>
    %x = memref.load %in[%tx] : memref<256xf32>
    memref.store %x, %ch[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %y = memref.load %ch[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %y, %out[%tx] : memref<256xf32>
    gpu.return
  }
}
