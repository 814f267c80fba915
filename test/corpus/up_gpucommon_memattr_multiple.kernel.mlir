// REQUIRES: mlir-opt
// MLIR's memory-attribution test: two workgroup attributions written once each, never read.
// Without a barrier between the writes they may not share (32 B); insert-barriers puts one
// between them and they share (16 B). LLVM drops the arena (nothing reads it).
// smem-opt as a stage between two runs of stock mlir-opt (docs/pipeline-stage.md), on the
// kernel as upstream prints it (custom and generic form): the exact arena figures come out and
// mlir-opt reads the result back.

// RUN: mlir-opt %corpus/upstream/up_gpucommon_memattr_multiple.kernel.mlir | smem-opt -p smem-coalesce | mlir-opt | filecheck %s --check-prefix=DEFAULT
// RUN: mlir-opt --mlir-print-op-generic %corpus/upstream/up_gpucommon_memattr_multiple.kernel.mlir | smem-opt -p smem-coalesce | mlir-opt | filecheck %s --check-prefix=DEFAULT
// RUN: mlir-opt %corpus/upstream/up_gpucommon_memattr_multiple.kernel.mlir | smem-opt -p 'smem-coalesce{insert-barriers=true},smem-verify-plan' | mlir-opt | filecheck %s --check-prefix=BARRIERS
// RUN: mlir-opt %corpus/upstream/up_gpucommon_memattr_multiple.kernel.mlir | smem-opt -p smem-coalesce | mlir-opt --pass-pipeline=%upstream-ptx-pipeline | filecheck %s --check-prefix=PTX

// DEFAULT: gpu.func @multiple(
// DEFAULT-SAME: workgroup(%{{[^ ]+}} : memref<32xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
// DEFAULT-SAME: smem.arena_bytes = 32 : i64,
// DEFAULT-NOT: smem.inserted_barriers
// DEFAULT-SAME: smem.lower_bound = 32 : i64,
// DEFAULT-SAME: smem.unshared_bytes = 32 : i64
// DEFAULT-NOT: memref.alloc
// DEFAULT-NOT: memref.dealloc

// BARRIERS: gpu.func @multiple(
// BARRIERS-SAME: workgroup(%{{[^ ]+}} : memref<16xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
// BARRIERS-SAME: smem.arena_bytes = 16 : i64,
// BARRIERS-SAME: smem.inserted_barriers = 1 : i64,
// BARRIERS-SAME: smem.lower_bound = 16 : i64,
// BARRIERS-SAME: smem.unshared_bytes = 32 : i64
// BARRIERS-NOT: memref.alloc
// BARRIERS-NOT: memref.dealloc

// PTX: gpu.binary @kernel
// PTX-SAME: .visible .entry multiple(
// PTX-NOT: .shared
