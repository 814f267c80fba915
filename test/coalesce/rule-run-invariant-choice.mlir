// Two buffers picked by a condition fixed for the run (scf.if yielding one or the other, or
// arith.select), each used only where it is picked: a run touches one of them, so they share
// bytes whatever their spans, and smem-verify-plan reads the same shape by itself. The unsafe
// neighbours stay apart: a condition that differs between threads, one that changes while the
// block runs (a choice in a loop on its counter), one read from memory, and a buffer also used
// directly.
// RUN: smem-opt %s --split-input-file -p smem-coalesce,smem-verify-plan | filecheck %s
// RUN: smem-opt %s --split-input-file -p smem-coalesce,smem-verify-plan --check -o %t 2>&1 | filecheck %s --check-prefix=RAN

// An scf.if on a kernel argument: a and b (4 KiB each) share; c is live beside either.
// CHECK-LABEL: gpu.func @by_if
// CHECK-SAME: smem.arena_bytes = 8192
// CHECK-SAME: smem.unshared_bytes = 12288
// RAN: ran @by_if_m::@by_if:
gpu.module @by_if_m {
  gpu.func @by_if(%in: memref<1024xf32>, %out: memref<1024xf32>, %mode: index) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %tx = gpu.thread_id x
    %a = memref.alloc() : memref<1024xf32, #gpu.address_space<workgroup>>
    %b = memref.alloc() : memref<1024xf32, #gpu.address_space<workgroup>>
    %c = memref.alloc() : memref<1024xf32, #gpu.address_space<workgroup>>
    %low = arith.andi %mode, %c1 : index
    %cond = arith.cmpi eq, %low, %c0 : index
    %x = memref.load %in[%tx] : memref<1024xf32>
    %chosen = scf.if %cond -> (memref<1024xf32, #gpu.address_space<workgroup>>) {
      scf.yield %a : memref<1024xf32, #gpu.address_space<workgroup>>
    } else {
      scf.yield %b : memref<1024xf32, #gpu.address_space<workgroup>>
    }
    memref.store %x, %chosen[%tx] : memref<1024xf32, #gpu.address_space<workgroup>>
    memref.store %x, %c[%tx] : memref<1024xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %y = memref.load %chosen[%c0] : memref<1024xf32, #gpu.address_space<workgroup>>
    %z = memref.load %c[%c0] : memref<1024xf32, #gpu.address_space<workgroup>>
    %s = arith.addf %y, %z : f32
    memref.store %s, %out[%tx] : memref<1024xf32>
    gpu.return
  }
}

// -----

// arith.select on the block id (fixed for a block's run) picks between a and b.
// CHECK-LABEL: gpu.func @by_select
// CHECK-SAME: smem.arena_bytes = 4096
// RAN: ran @by_select_m::@by_select:
gpu.module @by_select_m {
  gpu.func @by_select(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %tx = gpu.thread_id x
    %bx = gpu.block_id x
    %a = memref.alloc() : memref<1024xf32, #gpu.address_space<workgroup>>
    %b = memref.alloc() : memref<1024xf32, #gpu.address_space<workgroup>>
    %odd = arith.andi %bx, %c1 : index
    %cond = arith.cmpi eq, %odd, %c1 : index
    %chosen = arith.select %cond, %a, %b : memref<1024xf32, #gpu.address_space<workgroup>>
    %x = memref.load %in[%tx] : memref<1024xf32>
    memref.store %x, %chosen[%tx] : memref<1024xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %y = memref.load %chosen[%c0] : memref<1024xf32, #gpu.address_space<workgroup>>
    memref.store %y, %out[%tx] : memref<1024xf32>
    gpu.return
  }
}

// -----

// The unsafe neighbours: each pair below stays apart (2 x 4 KiB per kernel).
// A condition on the thread id: threads pick different buffers at once.
// CHECK-LABEL: gpu.func @by_thread
// CHECK-SAME: smem.arena_bytes = 8192
// RAN: ran @by_thread_m::@by_thread:
gpu.module @by_thread_m {
  gpu.func @by_thread(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %tx = gpu.thread_id x
    %a = memref.alloc() : memref<1024xf32, #gpu.address_space<workgroup>>
    %b = memref.alloc() : memref<1024xf32, #gpu.address_space<workgroup>>
    %cond = arith.cmpi ult, %tx, %c128 : index
    %chosen = arith.select %cond, %a, %b : memref<1024xf32, #gpu.address_space<workgroup>>
    %x = memref.load %in[%tx] : memref<1024xf32>
    memref.store %x, %chosen[%tx] : memref<1024xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %y = memref.load %chosen[%tx] : memref<1024xf32, #gpu.address_space<workgroup>>
    memref.store %y, %out[%tx] : memref<1024xf32>
    gpu.return
  }
}

// -----

// A condition on a loop's counter: the same in every thread, but not for the whole run:
// iteration 0 writes a, iteration 1 writes b, iteration 2 reads a (shared bytes would give it b's).
// CHECK-LABEL: gpu.func @by_counter
// CHECK-SAME: smem.arena_bytes = 8192
// RAN: ran @by_counter_m::@by_counter:
gpu.module @by_counter_m {
  gpu.func @by_counter(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %tx = gpu.thread_id x
    %a = memref.alloc() : memref<1024xf32, #gpu.address_space<workgroup>>
    %b = memref.alloc() : memref<1024xf32, #gpu.address_space<workgroup>>
    %x = memref.load %in[%tx] : memref<1024xf32>
    %x2 = arith.addf %x, %x : f32
    scf.for %i = %c0 to %c3 step %c1 {
      %cond = arith.cmpi ne, %i, %c1 : index
      %chosen = arith.select %cond, %a, %b : memref<1024xf32, #gpu.address_space<workgroup>>
      %last = arith.cmpi eq, %i, %c2 : index
      scf.if %last {
        %y = memref.load %chosen[%tx] : memref<1024xf32, #gpu.address_space<workgroup>>
        memref.store %y, %out[%tx] : memref<1024xf32>
      } else {
        %first = arith.cmpi eq, %i, %c0 : index
        %v = arith.select %first, %x, %x2 : f32
        memref.store %v, %chosen[%tx] : memref<1024xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
    }
    gpu.return
  }
}

// -----

// A condition read from memory.
// CHECK-LABEL: gpu.func @by_load
// CHECK-SAME: smem.arena_bytes = 8192
// RAN: ran @by_load_m::@by_load:
gpu.module @by_load_m {
  gpu.func @by_load(%in: memref<1024xf32>, %flags: memref<1xi32>, %out: memref<1024xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c0 = arith.constant 0 : index
    %tx = gpu.thread_id x
    %a = memref.alloc() : memref<1024xf32, #gpu.address_space<workgroup>>
    %b = memref.alloc() : memref<1024xf32, #gpu.address_space<workgroup>>
    %flag = memref.load %flags[%c0] : memref<1xi32>
    %zero = arith.constant 0 : i32
    %cond = arith.cmpi ne, %flag, %zero : i32
    %chosen = arith.select %cond, %a, %b : memref<1024xf32, #gpu.address_space<workgroup>>
    %x = memref.load %in[%tx] : memref<1024xf32>
    memref.store %x, %chosen[%tx] : memref<1024xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %y = memref.load %chosen[%tx] : memref<1024xf32, #gpu.address_space<workgroup>>
    memref.store %y, %out[%tx] : memref<1024xf32>
    gpu.return
  }
}

// -----

// b is also written directly, before the choice: a run may touch both.
// CHECK-LABEL: gpu.func @also_direct
// CHECK-SAME: smem.arena_bytes = 8192
// RAN: ran @also_direct_m::@also_direct:
gpu.module @also_direct_m {
  gpu.func @also_direct(%in: memref<1024xf32>, %out: memref<1024xf32>, %mode: index) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %tx = gpu.thread_id x
    %a = memref.alloc() : memref<1024xf32, #gpu.address_space<workgroup>>
    %b = memref.alloc() : memref<1024xf32, #gpu.address_space<workgroup>>
    %x = memref.load %in[%tx] : memref<1024xf32>
    memref.store %x, %b[%tx] : memref<1024xf32, #gpu.address_space<workgroup>>
    %low = arith.andi %mode, %c1 : index
    %cond = arith.cmpi eq, %low, %c0 : index
    %chosen = arith.select %cond, %a, %b : memref<1024xf32, #gpu.address_space<workgroup>>
    memref.store %x, %chosen[%tx] : memref<1024xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %y = memref.load %chosen[%c0] : memref<1024xf32, #gpu.address_space<workgroup>>
    %z = memref.load %b[%c0] : memref<1024xf32, #gpu.address_space<workgroup>>
    %s = arith.addf %y, %z : f32
    memref.store %s, %out[%tx] : memref<1024xf32>
    gpu.return
  }
}
