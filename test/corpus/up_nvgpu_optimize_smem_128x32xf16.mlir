// REQUIRES: mlir-opt
// MLIR's nvgpu shared-memory swizzle test: two tiles (memory space 3) live together.
// smem-opt as a stage between two runs of stock mlir-opt (docs/pipeline-stage.md), on the
// kernel as upstream prints it (custom and generic form): the exact arena figures come out and
// mlir-opt reads the result back.

// RUN: mlir-opt %corpus/upstream/up_nvgpu_optimize_smem_128x32xf16.mlir | smem-opt -p smem-coalesce | mlir-opt | filecheck %s --check-prefix=DEFAULT
// RUN: mlir-opt --mlir-print-op-generic %corpus/upstream/up_nvgpu_optimize_smem_128x32xf16.mlir | smem-opt -p smem-coalesce | mlir-opt | filecheck %s --check-prefix=DEFAULT
// RUN: mlir-opt %corpus/upstream/up_nvgpu_optimize_smem_128x32xf16.mlir | smem-opt -p 'smem-coalesce{insert-barriers=true},smem-verify-plan' | mlir-opt | filecheck %s --check-prefix=BARRIERS
// RUN: mlir-opt %corpus/upstream/up_nvgpu_optimize_smem_128x32xf16.mlir | smem-opt -p smem-coalesce | mlir-opt --pass-pipeline=%upstream-ptx-pipeline | filecheck %s --check-prefix=PTX

// DEFAULT: gpu.func @optimize_128x32xf16_32x128xf16(
// DEFAULT-SAME: workgroup(%{{[^ ]+}} : memref<16384xi8, 3> {llvm.align = 16 : i64})
// DEFAULT-SAME: smem.arena_bytes = 16384 : i64,
// DEFAULT-NOT: smem.inserted_barriers
// DEFAULT-SAME: smem.lower_bound = 16384 : i64,
// DEFAULT-SAME: smem.unshared_bytes = 16384 : i64
// DEFAULT-NOT: memref.alloc
// DEFAULT-NOT: memref.dealloc

// BARRIERS: gpu.func @optimize_128x32xf16_32x128xf16(
// BARRIERS-SAME: workgroup(%{{[^ ]+}} : memref<16384xi8, 3> {llvm.align = 16 : i64})
// BARRIERS-SAME: smem.arena_bytes = 16384 : i64,
// BARRIERS-NOT: smem.inserted_barriers
// BARRIERS-SAME: smem.lower_bound = 16384 : i64,
// BARRIERS-SAME: smem.unshared_bytes = 16384 : i64
// BARRIERS-NOT: memref.alloc
// BARRIERS-NOT: memref.dealloc

// PTX: gpu.binary @kernels
// PTX-SAME: .shared .align 16 .b8 __wg_optimize_128x32xf16_32x128xf16_0[16384];
