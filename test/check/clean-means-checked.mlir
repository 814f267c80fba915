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

// -----

// Inline assembly that holds upstream's mbarrier wait loop and a store besides is not that loop:
// the check cannot run it (never the loop alone, the store ignored).
gpu.module @m {
  gpu.func @asm_more(%out: memref<64xf32>)
      workgroup(%arena : memref<256xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 256 : i64} {
    %c0 = arith.constant 0 : index
    %p = arith.constant 0 : i32
    %t = arith.constant 1000 : i32
    %tx = gpu.thread_id x
    %A = memref.view %arena[%c0][] : memref<256xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %addr = memref.extract_aligned_pointer_as_index %A : memref<64xf32, #gpu.address_space<workgroup>> -> index
    %a64 = arith.index_cast %addr : index to i64
    %ptr = llvm.inttoptr %a64 : i64 to !llvm.ptr<3>
    // CHECK: clean-means-checked.mlir:[[# @LINE + 1]]:5: error: check: cannot run @m::@asm_more: inline assembly '{ .reg .pred P1; LAB_WAIT: st.shared.u32
    llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09st.shared.u32 [$0], 0; \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,r" %ptr, %p, %t : (!llvm.ptr<3>, i32, i32) -> ()
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %a, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// No reference, no verdict: a typed buffer cut by two subviews over the same elements, a shared
// global of bytes reached through pointers, an arena handed to a device function that makes the
// views: the reference cannot give each buffer bytes of its own, so the check says so.
gpu.module @m {
  gpu.func @k(%in: memref<64xf32>, %out: memref<64xf32>)
      workgroup(%arena : memref<128xf32, #gpu.address_space<workgroup>>)
      kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c63 = arith.constant 63 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %A = memref.subview %arena[0] [64] [1] : memref<128xf32, #gpu.address_space<workgroup>> to memref<64xf32, strided<[1]>, #gpu.address_space<workgroup>>
    // CHECK: clean-means-checked.mlir:[[# @LINE + 1]]:10: error: check: cannot run @m::@k: no independent reference: workgroup buffer %arena is cut by memref.subviews that may overlap
    %B = memref.subview %arena[0] [64] [1] : memref<128xf32, #gpu.address_space<workgroup>> to memref<64xf32, strided<[1]>, #gpu.address_space<workgroup>>
    memref.store %x, %A[%tx] : memref<64xf32, strided<[1]>, #gpu.address_space<workgroup>>
    %y = arith.addf %x, %x : f32
    memref.store %y, %B[%tx] : memref<64xf32, strided<[1]>, #gpu.address_space<workgroup>>
    gpu.barrier
    %m = arith.subi %c63, %tx : index
    %a = memref.load %A[%m] : memref<64xf32, strided<[1]>, #gpu.address_space<workgroup>>
    %b = memref.load %B[%m] : memref<64xf32, strided<[1]>, #gpu.address_space<workgroup>>
    %s = arith.addf %a, %b : f32
    memref.store %s, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// Subviews over apart elements are buffers of their own already: the plan runs.
// CHECK: ran @m::@apart:
gpu.module @m {
  gpu.func @apart(%in: memref<64xf32>, %out: memref<64xf32>)
      workgroup(%arena : memref<128xf32, #gpu.address_space<workgroup>>)
      kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c63 = arith.constant 63 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %A = memref.subview %arena[0] [64] [1] : memref<128xf32, #gpu.address_space<workgroup>> to memref<64xf32, strided<[1]>, #gpu.address_space<workgroup>>
    %B = memref.subview %arena[64] [64] [1] : memref<128xf32, #gpu.address_space<workgroup>> to memref<64xf32, strided<[1], offset: 64>, #gpu.address_space<workgroup>>
    memref.store %x, %A[%tx] : memref<64xf32, strided<[1]>, #gpu.address_space<workgroup>>
    %y = arith.addf %x, %x : f32
    memref.store %y, %B[%tx] : memref<64xf32, strided<[1], offset: 64>, #gpu.address_space<workgroup>>
    gpu.barrier
    %m = arith.subi %c63, %tx : index
    %a = memref.load %A[%m] : memref<64xf32, strided<[1]>, #gpu.address_space<workgroup>>
    %b = memref.load %B[%m] : memref<64xf32, strided<[1], offset: 64>, #gpu.address_space<workgroup>>
    %s = arith.addf %a, %b : f32
    memref.store %s, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

gpu.module @m {
  llvm.mlir.global internal @arena() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<256 x i8>
  gpu.func @k(%in: memref<64xf32>, %out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c63 = arith.constant 63 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    // CHECK: clean-means-checked.mlir:[[# @LINE + 1]]:13: error: check: cannot run @m::@k: no independent reference: shared global @arena is an arena of bytes reached through pointers
    %base = llvm.mlir.addressof @arena : !llvm.ptr<3>
    %t = arith.index_cast %tx : index to i64
    %pa = llvm.getelementptr %base[%t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
    %pb = llvm.getelementptr %base[%t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
    llvm.store %x, %pa : f32, !llvm.ptr<3>
    %y = arith.addf %x, %x : f32
    llvm.store %y, %pb : f32, !llvm.ptr<3>
    gpu.barrier
    %a = llvm.load %pa : !llvm.ptr<3> -> f32
    memref.store %a, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

gpu.module @m {
  func.func @cut(%arena: memref<512xi8, #gpu.address_space<workgroup>>, %x: f32, %i: index) -> f32 {
    %c0 = arith.constant 0 : index
    %A = memref.view %arena[%c0][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.view %arena[%c0][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %x, %A[%i] : memref<64xf32, #gpu.address_space<workgroup>>
    %y = arith.addf %x, %x : f32
    memref.store %y, %B[%i] : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%i] : memref<64xf32, #gpu.address_space<workgroup>>
    return %a : f32
  }
  gpu.func @k(%in: memref<64xf32>, %out: memref<64xf32>)
      workgroup(%arena : memref<512xi8, #gpu.address_space<workgroup>>)
      kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    // CHECK: clean-means-checked.mlir:[[# @LINE + 1]]:10: error: check: cannot run @m::@k: no independent reference: workgroup buffer of bytes %arena is passed to a function
    %a = func.call @cut(%arena, %x, %tx) : (memref<512xi8, #gpu.address_space<workgroup>>, f32, index) -> f32
    memref.store %a, %out[%tx] : memref<64xf32>
    gpu.return
  }
}
