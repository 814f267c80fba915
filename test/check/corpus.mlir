// REQUIRES: mlir-opt
// The real kernels of the corpus, planned by smem-coalesce and run against the kernels as written.
// IREE's kernels run one schedule (they are large); upstream's test kernels say no block size:
// one warp. The implicit-GEMM convolution runs more than the check's 8 million ops per block: too
// long to run here, said so. IREE's reductions are in corpus-reductions.mlir.

// RUN: not smem-opt %corpus/iree/iree_conv_igemm_f16_tf.mlir -p smem-coalesce --check --schedules 1 -o /dev/null 2>&1 | filecheck %s --check-prefix=TOO-LONG
// RUN: smem-opt %corpus/iree/iree_matmul_f16_tf.mlir -p smem-coalesce --check --schedules 1 -o /dev/null 2>&1 | filecheck %s --check-prefix=IREE
// RUN: smem-opt %corpus/iree/iree_matmul_f16_vd.mlir -p smem-coalesce --check --schedules 1 -o /dev/null 2>&1 | filecheck %s --check-prefix=IREE
// RUN: smem-opt %corpus/iree/iree_transpose_f32_tf.mlir -p smem-coalesce --check --schedules 1 -o /dev/null 2>&1 | filecheck %s --check-prefix=IREE
// RUN: smem-opt %corpus/upstream/up_gpucommon_memattr_multiple.kernel.mlir -p smem-coalesce --check --threads 32 -o /dev/null 2>&1 | filecheck %s --check-prefix=UPSTREAM
// RUN: smem-opt %corpus/upstream/up_nvgpu_optimize_smem_128x32xf16.mlir -p smem-coalesce --check --threads 32 -o /dev/null 2>&1 | filecheck %s --check-prefix=UPSTREAM
// RUN: smem-opt %corpus/upstream/up_nvgpu_pipeline_shared_async_predicated.mlir -p smem-coalesce --check --threads 32 -o /dev/null 2>&1 | filecheck %s --check-prefix=UPSTREAM
// RUN: smem-opt %corpus/upstream/up_nvgpu_pipeline_shared_unpeeled.mlir -p smem-coalesce --check --threads 32 -o /dev/null 2>&1 | filecheck %s --check-prefix=UPSTREAM

// IREE-NOT: error
// IREE: smem-opt: check: {{(not checked: .*; otherwise )?}}1 kernel(s), 1 schedule(s), {{[0-9]+}} thread(s), {{[0-9]+}} ops run against the reference: no difference
// IREE-NEXT: ran @kernels::@{{.*}}: {{[0-9]+}} of {{[0-9]+}} block(s) of grid

// Races and misaligned copies of these test kernels (all threads store to the same element) are
// theirs: warnings, never errors.
// UPSTREAM-NOT: error
// UPSTREAM: smem-opt: check: {{(not checked: .*; otherwise )?}}1 kernel(s), 3 schedule(s), 32 thread(s), {{[0-9]+}} ops run against the reference: no difference

// TOO-LONG: error: check: cannot run @kernels::@conv_f16_dispatch_0_conv_{{.*}}: the reference is too long to run here (the block ran more than 8000000 ops)
// TOO-LONG-NOT: no difference

