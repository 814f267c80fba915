// REQUIRES: mlir-opt, ptxas
// Every static shared byte the PTX will hold counts (design §4): beside the arena, upstream's
// lowering of gpu.all_reduce adds 32 values of scratch per op, and a workgroup global a device
// function uses stays where it is. An arena that fits 48 KiB alone but not with them goes to
// dynamic shared memory (it used to stay static, and ptxas refused: 0xc080 bytes, 0xc000 max);
// ptxas then reports exactly the bytes beside it, and the report's occupancy counts them.
// RUN: smem-opt %s --split-input-file -p smem-to-nvvm-ready | filecheck %s --check-prefix=IR
// RUN: smem-opt %s --split-input-file -p smem-to-nvvm-ready --emit resource-usage | filecheck %s --check-prefix=USAGE
// RUN: smem-opt %s --split-input-file -p smem-coalesce --smem-report -o /dev/null 2>&1 | filecheck %s --check-prefix=REPORT

// IR-LABEL: gpu.func @all_reduce_beside
// IR-SAME: smem.dynamic_shared_memory_bytes = 49152
// USAGE: all_reduce_beside {{ +[0-9]+ +}}128 {{ +}}49152 {{ +}}49152    yes
// REPORT-LABEL: kernel @all_reduce_beside
// REPORT: beside the buffers: 128 B
// REPORT: with reuse: {{ +}}49280 B shared, {{[0-9]+}} registers -> 4 blocks/SM
gpu.module @m {
  gpu.func @all_reduce_beside(%in: memref<256xf32>, %out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %v = memref.load %in[%tx] : memref<256xf32>
    %a = memref.alloc() : memref<12288xf32, #gpu.address_space<workgroup>>
    memref.store %v, %a[%tx] : memref<12288xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %w = memref.load %a[%tx] : memref<12288xf32, #gpu.address_space<workgroup>>
    %r = gpu.all_reduce add %w uniform {} : (f32) -> (f32)
    memref.store %r, %out[%tx] : memref<256xf32>
    gpu.return
  }
}

// -----

// A 41 KiB arena beside a 16 KiB workgroup global a device function uses (0xe400 bytes static).
// IR-LABEL: gpu.func @global_beside
// IR-SAME: smem.dynamic_shared_memory_bytes = 41984
// USAGE: global_beside {{ +[0-9]+ +}}16384 {{ +}}41984 {{ +}}41984    yes
gpu.module @m {
  memref.global "public" @table : memref<4096xf32, #gpu.address_space<workgroup>> = uninitialized {alignment = 16 : i64}
  func.func @fill(%x: f32) {
    %tx = gpu.thread_id x
    %t = memref.get_global @table : memref<4096xf32, #gpu.address_space<workgroup>>
    memref.store %x, %t[%tx] : memref<4096xf32, #gpu.address_space<workgroup>>
    return
  }
  gpu.func @global_beside(%in: memref<256xf32>, %out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %v = memref.load %in[%tx] : memref<256xf32>
    func.call @fill(%v) : (f32) -> ()
    %a = memref.alloc() : memref<10496xf32, #gpu.address_space<workgroup>>
    memref.store %v, %a[%tx] : memref<10496xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %w = memref.load %a[%tx] : memref<10496xf32, #gpu.address_space<workgroup>>
    memref.store %w, %out[%tx] : memref<256xf32>
    gpu.return
  }
}

// -----

// The same arena alone fits: it stays a static attribution.
// IR-LABEL: gpu.func @nothing_beside
// IR-NOT: smem.dynamic_shared_memory_bytes
// IR: workgroup(%smem_arena : memref<41984xi8
gpu.module @m {
  gpu.func @nothing_beside(%in: memref<256xf32>, %out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %v = memref.load %in[%tx] : memref<256xf32>
    %a = memref.alloc() : memref<10496xf32, #gpu.address_space<workgroup>>
    memref.store %v, %a[%tx] : memref<10496xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %w = memref.load %a[%tx] : memref<10496xf32, #gpu.address_space<workgroup>>
    memref.store %w, %out[%tx] : memref<256xf32>
    gpu.return
  }
}
