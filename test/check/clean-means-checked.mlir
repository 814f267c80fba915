// REQUIRES: mlir-opt
// Clean means checked: a reference never shares what the plan shares, whatever the arena looks
// like (spelled with memory space 3, viewed through an i8 view of itself, of a size known only at
// run time, with no smem.arena_bytes or a wrong one, or an input that already holds a plan run
// through a pipeline again), or the check says it has no independent reference; kernels are found
// in every symbol table and named by their full path; running no kernel is an error. Each wrong
// plan below puts A and B on the same bytes while both are live: flagged at the read that sees B's
// bytes where A's should be.
// RUN: not smem-opt %s --split-input-file --check 2>&1 | filecheck %s
// An input that already holds the wrong plan, through a pipeline: its arena is split all the same.
// RUN: not smem-opt %S/Inputs/planned-wrong.mlir -p smem-coalesce --check -o %t.out 2>&1 | filecheck %s --check-prefix=AGAIN
// AGAIN: planned-wrong.mlir:{{[0-9]+}}:10: error: check: thread {{[0-9]+}} reads shared bytes that thread {{[0-9]+}} overwrote

// The arena spelled with memory space 3, as the pass prints a plan of a space-3 input.
gpu.module @m {
  gpu.func @space3(%in: memref<64xf32>, %out: memref<64xf32>)
      workgroup(%arena : memref<256xi8, 3> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 256 : i64} {
    %c0 = arith.constant 0 : index
    %c63 = arith.constant 63 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %A = memref.view %arena[%c0][] : memref<256xi8, 3> to memref<64xf32, 3>
    %B = memref.view %arena[%c0][] : memref<256xi8, 3> to memref<64xf32, 3>
    memref.store %x, %A[%tx] : memref<64xf32, 3>
    %y = arith.addf %x, %x : f32
    memref.store %y, %B[%tx] : memref<64xf32, 3>
    gpu.barrier
    %mirror = arith.subi %c63, %tx : index
    // CHECK: clean-means-checked.mlir:[[# @LINE + 1]]:10: error: check: thread {{[0-9]+}} reads shared bytes that thread {{[0-9]+}} overwrote at line [[# @LINE - 3]]:5
    %a = memref.load %A[%mirror] : memref<64xf32, 3>
    %b = memref.load %B[%mirror] : memref<64xf32, 3>
    %s = arith.addf %a, %b : f32
    memref.store %s, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// A's view taken from an i8 view of the arena (bytes 256..511), B's from the arena at 256; no
// smem.arena_bytes at all.
gpu.module @m {
  gpu.func @through_i8(%in: memref<64xf32>, %out: memref<64xf32>)
      workgroup(%arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %c63 = arith.constant 63 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %half = memref.view %arena[%c256][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<256xi8, #gpu.address_space<workgroup>>
    %A = memref.view %half[%c0][] : memref<256xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.view %arena[%c256][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %x, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %y = arith.addf %x, %x : f32
    memref.store %y, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %mirror = arith.subi %c63, %tx : index
    // CHECK: clean-means-checked.mlir:[[# @LINE + 1]]:10: error: check: thread {{[0-9]+}} reads shared bytes that thread {{[0-9]+}} overwrote at line [[# @LINE - 3]]:5
    %a = memref.load %A[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
    %s = arith.addf %a, %b : f32
    memref.store %s, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// An arena whose size is an operand, and a kernel that records a wrong arena size.
gpu.module @m {
  gpu.func @dynamic_size(%in: memref<64xf32>, %out: memref<64xf32>)
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 16 : i64} {
    %c0 = arith.constant 0 : index
    %c63 = arith.constant 63 : index
    %c512 = arith.constant 512 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %arena = memref.alloc(%c512) : memref<?xi8, #gpu.address_space<workgroup>>
    %A = memref.view %arena[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.view %arena[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %x, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %y = arith.addf %x, %x : f32
    memref.store %y, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %mirror = arith.subi %c63, %tx : index
    // CHECK: clean-means-checked.mlir:[[# @LINE + 1]]:10: error: check: thread {{[0-9]+}} reads shared bytes that thread {{[0-9]+}} overwrote at line [[# @LINE - 3]]:5
    %a = memref.load %A[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
    %s = arith.addf %a, %b : f32
    memref.store %s, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// The arena read as bytes besides its views: no reference can give each view its own bytes.
gpu.module @m {
  gpu.func @read_as_bytes(%in: memref<64xf32>, %out: memref<64xi8>)
      workgroup(%arena : memref<256xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %A = memref.view %arena[%c0][] : memref<256xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %x, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    // CHECK: clean-means-checked.mlir:[[# @LINE + 1]]:13: error: check: cannot run @m::@read_as_bytes: no independent reference for @read_as_bytes (its arena %arena is also used by memref.load, not only through views
    %byte = memref.load %arena[%tx] : memref<256xi8, #gpu.address_space<workgroup>>
    memref.store %byte, %out[%tx] : memref<64xi8>
    gpu.return
  }
}

// -----

// Kernels in every symbol table: a wrong plan in a nested module; a kernel @k in each of two
// gpu.modules @m (the right one at the top level).
module attributes {gpu.container_module} {
  builtin.module @outer attributes {gpu.container_module} {
    gpu.module @m {
      gpu.func @k(%in: memref<64xf32>, %out: memref<64xf32>)
          workgroup(%arena : memref<256xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
          kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 256 : i64} {
        %c0 = arith.constant 0 : index
        %c63 = arith.constant 63 : index
        %tx = gpu.thread_id x
        %x = memref.load %in[%tx] : memref<64xf32>
        %A = memref.view %arena[%c0][] : memref<256xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
        %B = memref.view %arena[%c0][] : memref<256xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
        memref.store %x, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
        %y = arith.addf %x, %x : f32
        memref.store %y, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
        gpu.barrier
        %mirror = arith.subi %c63, %tx : index
        // CHECK: clean-means-checked.mlir:[[# @LINE + 1]]:14: error: check: thread {{[0-9]+}} reads shared bytes that thread {{[0-9]+}} overwrote at line [[# @LINE - 3]]:9
        %a = memref.load %A[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
        %b = memref.load %B[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
        %s = arith.addf %a, %b : f32
        memref.store %s, %out[%tx] : memref<64xf32>
        gpu.return
      }
    }
  }
  gpu.module @m {
    gpu.func @k(%in: memref<64xf32>, %out: memref<64xf32>)
        workgroup(%arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
        kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 512 : i64} {
      %c0 = arith.constant 0 : index
      %c256 = arith.constant 256 : index
      %c63 = arith.constant 63 : index
      %tx = gpu.thread_id x
      %x = memref.load %in[%tx] : memref<64xf32>
      %A = memref.view %arena[%c0][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
      %B = memref.view %arena[%c256][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %x, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %x, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %mirror = arith.subi %c63, %tx : index
      %a = memref.load %A[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
      %b = memref.load %B[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
      %s = arith.addf %a, %b : f32
      memref.store %s, %out[%tx] : memref<64xf32>
      gpu.return
    }
  }
}

// -----

// Two right kernels @k, one in a nested module: both run, each named by its path.
// CHECK: check: 2 kernel(s), 3 schedule(s), 128 thread(s), {{[0-9]+}} ops run against the reference: no difference
// CHECK-NEXT: ran @inner::@m::@k: 1 of 1 block(s) of grid 1x1x1, 64 thread(s), 3 schedule(s), 1 input draw(s), 4 of 4 op(s) on shared memory ran, 0 of 0 branch(es) guarding them went every way
// CHECK-NEXT: ran @m::@k: 1 of 1 block(s) of grid 1x1x1, 64 thread(s), 3 schedule(s), 1 input draw(s), 2 of 2 op(s) on shared memory ran
module attributes {gpu.container_module} {
  builtin.module @inner attributes {gpu.container_module} {
    gpu.module @m {
      gpu.func @k(%in: memref<64xf32>, %out: memref<64xf32>)
          workgroup(%arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
          kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 512 : i64} {
        %c0 = arith.constant 0 : index
        %c256 = arith.constant 256 : index
        %c63 = arith.constant 63 : index
        %tx = gpu.thread_id x
        %x = memref.load %in[%tx] : memref<64xf32>
        %A = memref.view %arena[%c0][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
        %B = memref.view %arena[%c256][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
        memref.store %x, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
        memref.store %x, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
        gpu.barrier
        %mirror = arith.subi %c63, %tx : index
        %a = memref.load %A[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
        %b = memref.load %B[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
        %s = arith.addf %a, %b : f32
        memref.store %s, %out[%tx] : memref<64xf32>
        gpu.return
      }
    }
  }
  gpu.module @m {
    gpu.func @k(%in: memref<64xf32>, %out: memref<64xf32>)
        workgroup(%arena : memref<256xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
        kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 256 : i64} {
      %c0 = arith.constant 0 : index
      %tx = gpu.thread_id x
      %x = memref.load %in[%tx] : memref<64xf32>
      %A = memref.view %arena[%c0][] : memref<256xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %x, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %a, %out[%tx] : memref<64xf32>
      gpu.return
    }
  }
}

// -----

// Nothing to run is not a clean check.
// CHECK: error: check: cannot run: the module has no kernel to run
func.func @host_only(%a: memref<4xf32>) {
  return
}
