// The report of a pipeline that lowers the kernels (smem-to-nvvm-ready) says what the report of
// smem-coalesce alone says: it reads the facts the analysis recorded before the rewrite (the
// wait that retires an async copy, the kernel's end), not the rewritten IR.
// RUN: smem-opt %s --split-input-file -p smem-coalesce --smem-report 2>&1 >/dev/null | filecheck %s
// RUN: smem-opt %s --split-input-file -p smem-to-nvvm-ready --smem-report 2>&1 >/dev/null | filecheck %s

// Retired by its wait.
// CHECK-LABEL: smem report: kernel @waited
// CHECK:       after-lowering.mlir:[[# @LINE + 5]]:8: remark: X and Y cannot share (async-copy-in-flight; 512 B at stake): async copy into X at {{.*}}after-lowering.mlir:[[# @LINE + 5]]:8 is in flight until 'smem.async_wait' at {{.*}}after-lowering.mlir:[[# @LINE + 13]]:3
smem.kernel @waited(%G: memref<128xf32>) block_size = [128] {
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
  smem.async_wait %grp {pending = 0}
  smem.return
}

// -----

// Never waited for: in flight until the kernel's end (its smem.return, which the lowering
// replaces by gpu.return).
// CHECK-LABEL: smem report: kernel @unwaited
// CHECK:       after-lowering.mlir:[[# @LINE + 5]]:8: remark: X and Y cannot share (async-copy-in-flight; 512 B at stake): async copy into X at {{.*}}after-lowering.mlir:[[# @LINE + 5]]:8 is in flight until 'smem.return' at {{.*}}after-lowering.mlir:[[# @LINE + 12]]:3
smem.kernel @unwaited(%G: memref<128xf32>) block_size = [128] {
  %tx = gpu.thread_id x
  %X = smem.alloc : memref<128xf32, #gpu.address_space<workgroup>>
  %Y = smem.alloc : memref<128xf32, #gpu.address_space<workgroup>>
  %t = smem.async_copy %G[%tx], %X[%tx], 1 : memref<128xf32> to memref<128xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %g = memref.load %G[%tx] : memref<128xf32>
  memref.store %g, %Y[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %y = memref.load %Y[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
  memref.store %y, %G[%tx] : memref<128xf32>
  smem.return
}

// -----

// Widened by a divergent region around an async copy: the report names the region although the
// lowering replaced the copy (by nvgpu.device_async_copy) and moved the body into a gpu.func.
// CHECK-LABEL: smem report: kernel @divergent
// CHECK:       X {{.*}} divergent
// CHECK:       Y {{.*}} divergent
// CHECK:       after-lowering.mlir:[[# @LINE + 8]]:3: remark: X and Y cannot share (overlapping-spans; 512 B at stake): spans of X and Y overlap: both live at 'scf.if' at {{.*}}after-lowering.mlir:[[# @LINE + 8]]:3
smem.kernel @divergent(%G: memref<128xf32>) block_size = [128] {
  %tx = gpu.thread_id x
  %c64 = arith.constant 64 : index
  %X = smem.alloc : memref<128xf32, #gpu.address_space<workgroup>>
  %Y = smem.alloc : memref<128xf32, #gpu.address_space<workgroup>>
  %g = memref.load %G[%tx] : memref<128xf32>
  %lo = arith.cmpi ult, %tx, %c64 : index
  scf.if %lo {
    %t = smem.async_copy %G[%tx], %X[%tx], 1 : memref<128xf32> to memref<128xf32, #gpu.address_space<workgroup>>
    %grp = smem.async_commit %t
    smem.async_wait %grp {pending = 0}
  } else {
    memref.store %g, %Y[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
    %y = memref.load %Y[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
    memref.store %y, %G[%tx] : memref<128xf32>
  }
  gpu.barrier
  %x = memref.load %X[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
  memref.store %x, %G[%tx] : memref<128xf32>
  smem.return
}
