// REQUIRES: mlir-opt
// The clean line says what ran, and first what was not checked: an op on shared memory under a
// branch no thread takes (thread ids stop at 63) never ran, and the line names it; --check-coverage makes that an error. A branch on
// a kernel argument goes both ways once the draws try the values it compares against.
// RUN: smem-opt %s --check -o /dev/null 2>&1 | filecheck %s
// RUN: not smem-opt %s --check --check-coverage -o /dev/null 2>&1 | filecheck %s --check-prefix=STRICT

// CHECK: check: not checked: 1 op(s) on shared memory of @m::@k never ran; 1 branch(es) guarding them in @m::@k went one way only; otherwise 1 kernel(s), 3 schedule(s), 64 thread(s), {{[0-9]+}} ops run against the reference: no difference
// CHECK-NEXT: ran @m::@k: 1 of 1 block(s) of grid 1x1x1, 64 thread(s), 3 schedule(s), 3 input draw(s), 3 of 4 op(s) on shared memory ran (never: line [[# @LINE + 21]]:7), 1 of 2 branch(es) guarding them went every way (one way only: line [[# @LINE + 20]]:5)
// STRICT: coverage.mlir:[[# @LINE + 20]]:7: error: check: this op on shared memory never ran (no block, draw or schedule reached it), so the check says nothing about it (--check-coverage)
gpu.module @m {
  gpu.func @k(%in: memref<64xf32>, %out: memref<64xf32>, %n: index)
      workgroup(%arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      kernel attributes {known_block_size = array<i32: 64, 1, 1>, smem.arena_bytes = 512 : i64} {
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %c1000 = arith.constant 1000 : index
    %c17 = arith.constant 17 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %A = memref.view %arena[%c0][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.view %arena[%c256][] : memref<512xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %x, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %big = arith.cmpi ugt, %n, %c17 : index
    scf.if %big {
      memref.store %x, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    }
    %never = arith.cmpi ugt, %tx, %c1000 : index
    scf.if %never {
      memref.store %x, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %a, %out[%tx] : memref<64xf32>
    gpu.return
  }
}
