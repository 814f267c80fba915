// REQUIRES: mlir-opt, ptxas
// smem cp.async ops lower to nvgpu, and on through upstream to PTX cp.async.
// RUN: smem-opt %s -p smem-to-nvvm-ready | filecheck %s --check-prefix=IR
// RUN: smem-opt %s -p smem-to-nvvm-ready --emit nvvm | filecheck %s --check-prefix=NVVM
// RUN: smem-opt %s -p smem-to-nvvm-ready --emit ptx | filecheck %s --check-prefix=PTX
// RUN: smem-opt %s -p smem-to-nvvm-ready --target sm_80 --emit resource-usage | filecheck %s --check-prefix=USAGE
// A commit whose copies sit in a loop lists no tokens; upstream still parses it.
// RUN: smem-opt %s -p smem-to-nvvm-ready | mlir-opt | filecheck %s --check-prefix=UPSTREAM

// IR:      nvgpu.device_async_copy %A[%i], %stage[%i], 4 : memref<256xf32> to memref<256xf32, #gpu.address_space<workgroup>>
// IR:      nvgpu.device_async_create_group
// IR:      nvgpu.device_async_wait %{{.+}} {numGroups = 1 : i32}

// NVVM:    nvvm.cp.async.shared.global {{.*}}, 16, cache ={{ +}}ca
// NVVM:    nvvm.cp.async.commit.group
// NVVM:    nvvm.cp.async.shared.global {{.*}}, 8, cache ={{ +}}ca
// NVVM:    nvvm.cp.async.commit.group
// NVVM:    nvvm.cp.async.wait.group 1
// NVVM:    nvvm.cp.async.wait.group 0

// PTX:     .shared .align 16 .b8 __wg_pipelined_0[1024];
// PTX:     cp.async.ca.shared.global [%{{.+}}], [%{{.+}}], 16;
// PTX:     cp.async.commit_group;
// PTX:     cp.async.ca.shared.global [%{{.+}}], [%{{.+}}], 8;
// PTX:     cp.async.commit_group;
// PTX:     cp.async.wait_group {{.*}}1;
// PTX:     cp.async.wait_group {{.*}}0;

// USAGE:   pipelined  {{ *[0-9]+}}          1024             0     1024    yes
// USAGE:   looped     {{ *[0-9]+}}          1024             0     1024    yes

// UPSTREAM: gpu.func @looped
// UPSTREAM:   scf.for
// UPSTREAM:     nvgpu.device_async_copy
// UPSTREAM:   %[[G:.+]] = nvgpu.device_async_create_group{{ *$}}
// UPSTREAM-NEXT: nvgpu.device_async_wait %[[G]] {numGroups = 0 : i32}
smem.kernel @pipelined(%A: memref<256xf32>, %B: memref<256xf32>) block_size = [64] {
  %tx = gpu.thread_id x
  %c4 = arith.constant 4 : index
  %i = arith.muli %tx, %c4 : index
  %stage = smem.alloc {name = "stage"} : memref<256xf32, #gpu.address_space<workgroup>>
  %t0 = smem.async_copy %A[%i], %stage[%i], 4 : memref<256xf32> to memref<256xf32, #gpu.address_space<workgroup>>
  %g0 = smem.async_commit %t0
  %t1 = smem.async_copy %A[%i], %stage[%i], 2 : memref<256xf32> to memref<256xf32, #gpu.address_space<workgroup>>
  %g1 = smem.async_commit %t1
  smem.async_wait %g0 {pending = 1}
  smem.async_wait {pending = 0}
  gpu.barrier
  %v = memref.load %stage[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  memref.store %v, %B[%tx] : memref<256xf32>
  smem.return
}
smem.kernel @looped(%A: memref<1024xf32>, %B: memref<256xf32>) block_size = [64] {
  %tx = gpu.thread_id x
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c256 = arith.constant 256 : index
  %i = arith.muli %tx, %c4 : index
  %stage = smem.alloc : memref<256xf32, #gpu.address_space<workgroup>>
  scf.for %k = %c0 to %c4 step %c1 {
    %off = arith.muli %k, %c256 : index
    %src = arith.addi %off, %i : index
    %t = smem.async_copy %A[%src], %stage[%i], 4 : memref<1024xf32> to memref<256xf32, #gpu.address_space<workgroup>>
  }
  %g = smem.async_commit
  smem.async_wait %g {pending = 0}
  gpu.barrier
  %v = memref.load %stage[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  memref.store %v, %B[%tx] : memref<256xf32>
  smem.return
}
