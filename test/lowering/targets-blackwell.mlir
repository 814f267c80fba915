// REQUIRES: mlir-opt, ptxas
// Targets sm_90a, sm_100 / sm_100a and sm_120 (passes/target/targets.py cites NVIDIA's tables):
// 48 KiB of static shared memory everywhere. A 48 KiB arena stays a static attribution that
// ptxas accepts with exactly those bytes; one element more goes to dynamic shared memory
// (targets-blackwell-limit.mlir: the per-block limits; targets-ptxas-static.mlir: ptxas's static
// limit on each target).
// RUN: smem-opt %s -p smem-to-nvvm-ready --emit resource-usage --target sm_90a | filecheck %s --check-prefix=SM90A
// RUN: smem-opt %s -p smem-to-nvvm-ready --emit resource-usage --target sm_100a | filecheck %s --check-prefix=SM100A
// RUN: smem-opt %s -p smem-to-nvvm-ready --emit resource-usage --target sm_120 | filecheck %s --check-prefix=SM120

// SM90A: target sm_90a
// SM90A: at_static_limit {{ +[0-9]+ +}}49152 {{ +}}0 {{ +}}49152    yes
// SM90A: over_static_limit {{ +[0-9]+ +}}{{[0-9]+}} {{ +}}49168 {{ +}}49168    yes
// SM100A: target sm_100a
// SM100A: at_static_limit {{ +[0-9]+ +}}49152 {{ +}}0 {{ +}}49152    yes
// SM100A: over_static_limit {{ +[0-9]+ +}}{{[0-9]+}} {{ +}}49168 {{ +}}49168    yes
// SM120: target sm_120
// SM120: at_static_limit {{ +[0-9]+ +}}49152 {{ +}}0 {{ +}}49152    yes
// SM120: over_static_limit {{ +[0-9]+ +}}{{[0-9]+}} {{ +}}49168 {{ +}}49168    yes
smem.kernel @at_static_limit(%in: memref<12288xf32>) block_size = [256] {
  %tx = gpu.thread_id x
  %c0 = arith.constant 0 : index
  %A = smem.alloc : memref<12288xf32, #gpu.address_space<workgroup>>
  %x = memref.load %in[%tx] : memref<12288xf32>
  memref.store %x, %A[%tx] : memref<12288xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %y = memref.load %A[%c0] : memref<12288xf32, #gpu.address_space<workgroup>>
  memref.store %y, %in[%tx] : memref<12288xf32>
  smem.return
}

smem.kernel @over_static_limit(%in: memref<12292xf32>) block_size = [256] {
  %tx = gpu.thread_id x
  %c0 = arith.constant 0 : index
  %A = smem.alloc : memref<12292xf32, #gpu.address_space<workgroup>>
  %x = memref.load %in[%tx] : memref<12292xf32>
  memref.store %x, %A[%tx] : memref<12292xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %y = memref.load %A[%c0] : memref<12292xf32, #gpu.address_space<workgroup>>
  memref.store %y, %in[%tx] : memref<12292xf32>
  smem.return
}

