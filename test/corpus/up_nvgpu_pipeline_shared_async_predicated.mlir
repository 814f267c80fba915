// REQUIRES: mlir-opt
// MLIR's nvgpu pipelining test (predicated, depth 2): one multi-buffered async-copy destination.
// smem-opt as a stage between two runs of stock mlir-opt (docs/pipeline-stage.md), on the
// kernel as upstream prints it (custom and generic form): the exact arena figures come out and
// mlir-opt reads the result back.

// RUN: mlir-opt %corpus/upstream/up_nvgpu_pipeline_shared_async_predicated.mlir | smem-opt -p smem-coalesce | mlir-opt | filecheck %s --check-prefix=DEFAULT
// RUN: mlir-opt --mlir-print-op-generic %corpus/upstream/up_nvgpu_pipeline_shared_async_predicated.mlir | smem-opt -p smem-coalesce | mlir-opt | filecheck %s --check-prefix=DEFAULT
// RUN: mlir-opt %corpus/upstream/up_nvgpu_pipeline_shared_async_predicated.mlir | smem-opt -p 'smem-coalesce{insert-barriers=true},smem-verify-plan' | mlir-opt | filecheck %s --check-prefix=BARRIERS
// RUN: mlir-opt %corpus/upstream/up_nvgpu_pipeline_shared_async_predicated.mlir | smem-opt -p smem-coalesce | mlir-opt --pass-pipeline=%upstream-ptx-pipeline | filecheck %s --check-prefix=PTX

// DEFAULT: gpu.func @async_depth_2_predicated(
// DEFAULT-SAME: workgroup(%{{[^ ]+}} : memref<800xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
// DEFAULT-SAME: smem.arena_bytes = 800 : i64,
// DEFAULT-NOT: smem.inserted_barriers
// DEFAULT-SAME: smem.lower_bound = 800 : i64,
// DEFAULT-SAME: smem.unshared_bytes = 800 : i64
// DEFAULT-NOT: memref.alloc
// DEFAULT-NOT: memref.dealloc

// BARRIERS: gpu.func @async_depth_2_predicated(
// BARRIERS-SAME: workgroup(%{{[^ ]+}} : memref<800xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
// BARRIERS-SAME: smem.arena_bytes = 800 : i64,
// BARRIERS-NOT: smem.inserted_barriers
// BARRIERS-SAME: smem.lower_bound = 800 : i64,
// BARRIERS-SAME: smem.unshared_bytes = 800 : i64
// BARRIERS-NOT: memref.alloc
// BARRIERS-NOT: memref.dealloc

// PTX: gpu.binary @kernels
// PTX-SAME: .shared .align 16 .b8 __wg_async_depth_2_predicated_0[800];
