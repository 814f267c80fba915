// Remarks for pairs of buffers that may not share bytes (design section 3),
// one kernel per case, with the reason and the source location.
// RUN: smem-opt %s --split-input-file --allow-unregistered-dialect -p smem-coalesce --smem-report 2>&1 >/dev/null | filecheck %s

// TVM's `C[tx] = A[tx] + B[tx]`: C's span starts after A's and B's end, but no
// barrier separates the loads of A and B from the store to C.
// CHECK-LABEL: smem report: kernel @add
// CHECK:       totals: 1536 bytes without reuse -> arena 1536 bytes (saved 0, 0.0%); lower bound 1536 bytes
// CHECK:       remarks: 3 pairs could not share, largest stakes first
// CHECK-NEXT:  remarks.mlir:[[# @LINE + 12]]:8: remark: A and C cannot share (no-barrier; 512 B at stake): no barrier separates 'memref.load' at {{.*}}remarks.mlir:[[# @LINE + 12]]:8 from 'memref.store' at {{.*}}remarks.mlir:[[# @LINE + 15]]:3; another thread may still use one buffer while this one writes the other; a barrier there would save 512 bytes
// CHECK-NEXT:  remarks.mlir:[[# @LINE + 12]]:8: remark: B and C cannot share (no-barrier; 512 B at stake): no barrier separates 'memref.load' at {{.*}}remarks.mlir:[[# @LINE + 12]]:8 from 'memref.store' at {{.*}}remarks.mlir:[[# @LINE + 14]]:3;{{.*}}would save 512 bytes
// CHECK-NEXT:  remarks.mlir:[[# @LINE + 8]]:3: remark: A and B cannot share (overlapping-spans; 512 B at stake): spans of A and B overlap
smem.kernel @add(%G: memref<128xf32>) block_size = [128] {
  %tx = gpu.thread_id x
  %A = smem.alloc {name = "A"} : memref<128xf32, #gpu.address_space<workgroup>>
  %B = smem.alloc {name = "B"} : memref<128xf32, #gpu.address_space<workgroup>>
  %C = smem.alloc {name = "C"} : memref<128xf32, #gpu.address_space<workgroup>>
  %g = memref.load %G[%tx] : memref<128xf32>
  memref.store %g, %A[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
  memref.store %g, %B[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %a = memref.load %A[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
  %b = memref.load %B[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
  %c = arith.addf %a, %b : f32
  memref.store %c, %C[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %o = memref.load %C[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
  memref.store %o, %G[%tx] : memref<128xf32>
  smem.return
}

// -----

// Both branches of a divergent if run at the same time.
// CHECK-LABEL: smem report: kernel @divergent
// CHECK:       remarks: 1 pair could not share
// CHECK-NEXT:  remarks.mlir:[[# @LINE + 8]]:3: remark: X and Y cannot share (divergent-region; 512 B at stake): X and Y are both used under divergent 'scf.if' at {{.*}}remarks.mlir:[[# @LINE + 8]]:3
smem.kernel @divergent(%G: memref<128xf32>) block_size = [128] {
  %tx = gpu.thread_id x
  %c64 = arith.constant 64 : index
  %X = smem.alloc : memref<128xf32, #gpu.address_space<workgroup>>
  %Y = smem.alloc : memref<128xf32, #gpu.address_space<workgroup>>
  %g = memref.load %G[%tx] : memref<128xf32>
  %lo = arith.cmpi ult, %tx, %c64 : index
  scf.if %lo {
    memref.store %g, %X[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
    %x = memref.load %X[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
    memref.store %x, %G[%tx] : memref<128xf32>
  } else {
    memref.store %g, %Y[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
    %y = memref.load %Y[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
    memref.store %y, %G[%tx] : memref<128xf32>
  }
  smem.return
}

// -----

// X and Y are allocated outside the loop: their contents are carried into the
// next iteration, so both live over the whole loop.
// CHECK-LABEL: smem report: kernel @carried
// CHECK:       X {{.*}} loop
// CHECK:       remark: X and Y cannot share (loop-carried; 512 B at stake): X is used inside 'scf.for' at {{.*}}remarks.mlir:[[# @LINE + 9]]:3 but allocated outside it
smem.kernel @carried(%G: memref<128xf32>) block_size = [128] {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %tx = gpu.thread_id x
  %g = memref.load %G[%tx] : memref<128xf32>
  %X = smem.alloc : memref<128xf32, #gpu.address_space<workgroup>>
  %Y = smem.alloc : memref<128xf32, #gpu.address_space<workgroup>>
  scf.for %k = %c0 to %c4 step %c1 {
    memref.store %g, %X[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %x = memref.load %X[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    memref.store %x, %Y[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %y = memref.load %Y[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
    memref.store %y, %G[%tx] : memref<128xf32>
    gpu.barrier
  }
  smem.return
}

// -----

// Per-iteration buffers, but no barrier between Y's last use in one iteration
// and X's first in the next.
// CHECK-LABEL: smem report: kernel @wrap
// CHECK:       remark: X and Y cannot share (wrap-around; 512 B at stake): no barrier on the loop back edge of 'scf.for' at {{.*}}remarks.mlir:[[# @LINE + 7]]:3 between 'memref.load' at {{.*}}:[[# @LINE + 16]]:10 in one iteration and 'memref.store' at {{.*}}:[[# @LINE + 10]]:5 in the next; a barrier there would save 512 bytes
smem.kernel @wrap(%G: memref<128xf32>) block_size = [128] {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %tx = gpu.thread_id x
  %g = memref.load %G[%tx] : memref<128xf32>
  scf.for %k = %c0 to %c4 step %c1 {
    %X = smem.alloc : memref<128xf32, #gpu.address_space<workgroup>>
    %Y = smem.alloc : memref<128xf32, #gpu.address_space<workgroup>>
    memref.store %g, %X[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %x = memref.load %X[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    memref.store %x, %Y[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %y = memref.load %Y[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
    memref.store %y, %G[%tx] : memref<128xf32>
  }
  smem.return
}

// -----

// The async copy into X is in flight until the wait, while Y is in use.
// CHECK-LABEL: smem report: kernel @async
// CHECK:       remarks.mlir:[[# @LINE + 5]]:8: remark: X and Y cannot share (async-copy-in-flight; 512 B at stake): async copy into X at {{.*}}remarks.mlir:[[# @LINE + 5]]:8 is in flight until 'smem.async_wait' at {{.*}}remarks.mlir:[[# @LINE + 14]]:3
smem.kernel @async(%G: memref<128xf32>) block_size = [128] {
  %tx = gpu.thread_id x
  %X = smem.alloc : memref<128xf32, #gpu.address_space<workgroup>>
  %Y = smem.alloc : memref<128xf32, #gpu.address_space<workgroup>>
  %t = smem.async_copy %G[%tx], %X[%tx], 1 : memref<128xf32> to memref<128xf32, #gpu.address_space<workgroup>>
  %grp = smem.async_commit %t
  gpu.barrier
  %g = memref.load %G[%tx] : memref<128xf32>
  memref.store %g, %Y[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %y = memref.load %Y[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
  memref.store %y, %G[%tx] : memref<128xf32>
  gpu.barrier
  smem.async_wait %grp {pending = 0}
  smem.return
}

// -----

// A call may keep the buffer: it lives for the whole kernel.
// CHECK-LABEL: smem report: kernel @call
// CHECK:       X {{.*}} captured
// CHECK:       remarks.mlir:[[# @LINE + 6]]:3: remark: X and Y cannot share (captured; 512 B at stake): X is captured by 'func.call' at {{.*}}remarks.mlir:[[# @LINE + 6]]:3, so it is live for the whole kernel
func.func private @sink(memref<128xf32, #gpu.address_space<workgroup>>)
smem.kernel @call(%G: memref<128xf32>) block_size = [128] {
  %tx = gpu.thread_id x
  %X = smem.alloc : memref<128xf32, #gpu.address_space<workgroup>>
  %Y = smem.alloc : memref<128xf32, #gpu.address_space<workgroup>>
  func.call @sink(%X) : (memref<128xf32, #gpu.address_space<workgroup>>) -> ()
  gpu.barrier
  %g = memref.load %G[%tx] : memref<128xf32>
  memref.store %g, %Y[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %y = memref.load %Y[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
  memref.store %y, %G[%tx] : memref<128xf32>
  smem.return
}

// -----

// So may an unknown op with regions.
// CHECK-LABEL: smem report: kernel @unknown
// CHECK:       remarks.mlir:[[# @LINE + 5]]:3: remark: X and Y cannot share (captured; 512 B at stake): X is captured by 'test.opaque' at {{.*}}remarks.mlir:[[# @LINE + 5]]:3
smem.kernel @unknown(%G: memref<128xf32>) block_size = [128] {
  %tx = gpu.thread_id x
  %X = smem.alloc : memref<128xf32, #gpu.address_space<workgroup>>
  %Y = smem.alloc : memref<128xf32, #gpu.address_space<workgroup>>
  "test.opaque"(%X) ({
    "test.yield"() : () -> ()
  }) : (memref<128xf32, #gpu.address_space<workgroup>>) -> ()
  gpu.barrier
  %g = memref.load %G[%tx] : memref<128xf32>
  memref.store %g, %Y[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %y = memref.load %Y[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
  memref.store %y, %G[%tx] : memref<128xf32>
  smem.return
}
