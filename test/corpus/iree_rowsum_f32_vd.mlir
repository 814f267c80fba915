// REQUIRES: mlir-opt
// IREE's row sum (VectorDistribute): one 72-byte buffer, 80 B at 16-byte alignment.
// smem-opt as a stage between two runs of stock mlir-opt (docs/pipeline-stage.md), on the
// kernel as upstream prints it (custom and generic form): the exact arena figures come out and
// mlir-opt reads the result back.

// RUN: mlir-opt %corpus/iree/iree_rowsum_f32_vd.mlir | smem-opt -p smem-coalesce | mlir-opt | filecheck %s --check-prefix=DEFAULT
// RUN: mlir-opt --mlir-print-op-generic %corpus/iree/iree_rowsum_f32_vd.mlir | smem-opt -p smem-coalesce | mlir-opt | filecheck %s --check-prefix=DEFAULT
// RUN: mlir-opt %corpus/iree/iree_rowsum_f32_vd.mlir | smem-opt -p 'smem-coalesce{insert-barriers=true},smem-verify-plan' | mlir-opt | filecheck %s --check-prefix=BARRIERS
// RUN: mlir-opt %corpus/iree/iree_rowsum_f32_vd.mlir | smem-opt -p smem-coalesce | not mlir-opt --pass-pipeline=%upstream-ptx-pipeline 2>&1 | filecheck %s --check-prefix=UPSTREAM
// RUN: not smem-opt %corpus/iree/iree_rowsum_f32_vd.mlir -p smem-coalesce --emit ptx 2>&1 | filecheck %s --check-prefix=GAP

// DEFAULT: gpu.func @reduce_f32_dispatch_0_reduction_512x8192_f32(
// DEFAULT-SAME: workgroup(%{{[^ ]+}} : memref<80xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
// DEFAULT-SAME: smem.arena_bytes = 80 : i64,
// DEFAULT-NOT: smem.inserted_barriers
// DEFAULT-SAME: smem.lower_bound = 80 : i64,
// DEFAULT-SAME: smem.unshared_bytes = 80 : i64
// DEFAULT-NOT: memref.alloc
// DEFAULT-NOT: memref.dealloc

// BARRIERS: gpu.func @reduce_f32_dispatch_0_reduction_512x8192_f32(
// BARRIERS-SAME: workgroup(%{{[^ ]+}} : memref<80xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
// BARRIERS-SAME: smem.arena_bytes = 80 : i64,
// BARRIERS-NOT: smem.inserted_barriers
// BARRIERS-SAME: smem.lower_bound = 80 : i64,
// BARRIERS-SAME: smem.unshared_bytes = 80 : i64
// BARRIERS-NOT: memref.alloc
// BARRIERS-NOT: memref.dealloc

// Upstream stops at gpu.subgroup_reduce (MLIR 22 has no NVVM lowering for it), not at our output.
// UPSTREAM: error: failed to legalize operation 'gpu.subgroup_reduce'
// GAP: note: MLIR 22's NVVM lowering has no pattern for gpu.subgroup_reduce
