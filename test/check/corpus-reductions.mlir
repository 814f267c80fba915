// REQUIRES: mlir-opt
// IREE's reductions of the corpus (softmax, layernorm, row sum, attention), planned by
// smem-coalesce and run against the kernels as written, one schedule each (the attention kernel
// one draw and one block of its grid: it runs 100 million ops on eight). They use
// gpu.subgroup_reduce, which MLIR 22 cannot lower to NVVM: the check lowers it to shuffles itself
// (tools/check/forms.py), the same in the plan and its reference.

// RUN: smem-opt %corpus/iree/iree_attention_d64_f16_vd.mlir -p smem-coalesce --check --schedules 1 --draws 1 --blocks 1 -o /dev/null 2>&1 | filecheck %s --check-prefix=IREE
// RUN: smem-opt %corpus/iree/iree_layernorm_sum_f32_vd.mlir -p smem-coalesce --check --schedules 1 -o /dev/null 2>&1 | filecheck %s --check-prefix=IREE
// RUN: smem-opt %corpus/iree/iree_rowsum_f32_vd.mlir -p smem-coalesce --check --schedules 1 -o /dev/null 2>&1 | filecheck %s --check-prefix=IREE
// RUN: smem-opt %corpus/iree/iree_softmax_f32_vd.mlir -p smem-coalesce --check --schedules 1 -o /dev/null 2>&1 | filecheck %s --check-prefix=IREE

// IREE-NOT: error
// IREE: smem-opt: check: {{(not checked: .*; otherwise )?}}1 kernel(s), 1 schedule(s), {{[0-9]+}} thread(s), {{[0-9]+}} ops run against the reference: no difference
// IREE-NEXT: ran @kernels::@{{.*}}: {{[0-9]+}} of {{[0-9]+}} block(s) of grid
