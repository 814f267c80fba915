// REQUIRES: mlir-opt
// Every real kernel of the corpus is read as written (nothing on stderr: no detour through
// mlir-opt's generic form) and printed so that mlir-opt reads back the same kernel.

// RUN: mlir-opt %corpus/iree/iree_attention_d64_f16_vd.mlir > %t.iree_attention_d64_f16_vd.ref
// RUN: smem-opt %corpus/iree/iree_attention_d64_f16_vd.mlir 2> %t.iree_attention_d64_f16_vd.err | mlir-opt | env diff %t.iree_attention_d64_f16_vd.ref -
// RUN: filecheck --allow-empty --check-prefix=QUIET %s < %t.iree_attention_d64_f16_vd.err
// RUN: mlir-opt %corpus/iree/iree_conv_igemm_f16_tf.mlir > %t.iree_conv_igemm_f16_tf.ref
// RUN: smem-opt %corpus/iree/iree_conv_igemm_f16_tf.mlir 2> %t.iree_conv_igemm_f16_tf.err | mlir-opt | env diff %t.iree_conv_igemm_f16_tf.ref -
// RUN: filecheck --allow-empty --check-prefix=QUIET %s < %t.iree_conv_igemm_f16_tf.err
// RUN: mlir-opt %corpus/iree/iree_layernorm_sum_f32_vd.mlir > %t.iree_layernorm_sum_f32_vd.ref
// RUN: smem-opt %corpus/iree/iree_layernorm_sum_f32_vd.mlir 2> %t.iree_layernorm_sum_f32_vd.err | mlir-opt | env diff %t.iree_layernorm_sum_f32_vd.ref -
// RUN: filecheck --allow-empty --check-prefix=QUIET %s < %t.iree_layernorm_sum_f32_vd.err
// RUN: mlir-opt %corpus/iree/iree_matmul_f16_tf.mlir > %t.iree_matmul_f16_tf.ref
// RUN: smem-opt %corpus/iree/iree_matmul_f16_tf.mlir 2> %t.iree_matmul_f16_tf.err | mlir-opt | env diff %t.iree_matmul_f16_tf.ref -
// RUN: filecheck --allow-empty --check-prefix=QUIET %s < %t.iree_matmul_f16_tf.err
// RUN: mlir-opt %corpus/iree/iree_matmul_f16_vd.mlir > %t.iree_matmul_f16_vd.ref
// RUN: smem-opt %corpus/iree/iree_matmul_f16_vd.mlir 2> %t.iree_matmul_f16_vd.err | mlir-opt | env diff %t.iree_matmul_f16_vd.ref -
// RUN: filecheck --allow-empty --check-prefix=QUIET %s < %t.iree_matmul_f16_vd.err
// RUN: mlir-opt %corpus/iree/iree_rowsum_f32_vd.mlir > %t.iree_rowsum_f32_vd.ref
// RUN: smem-opt %corpus/iree/iree_rowsum_f32_vd.mlir 2> %t.iree_rowsum_f32_vd.err | mlir-opt | env diff %t.iree_rowsum_f32_vd.ref -
// RUN: filecheck --allow-empty --check-prefix=QUIET %s < %t.iree_rowsum_f32_vd.err
// RUN: mlir-opt %corpus/iree/iree_softmax_f32_vd.mlir > %t.iree_softmax_f32_vd.ref
// RUN: smem-opt %corpus/iree/iree_softmax_f32_vd.mlir 2> %t.iree_softmax_f32_vd.err | mlir-opt | env diff %t.iree_softmax_f32_vd.ref -
// RUN: filecheck --allow-empty --check-prefix=QUIET %s < %t.iree_softmax_f32_vd.err
// RUN: mlir-opt %corpus/iree/iree_transpose_f32_tf.mlir > %t.iree_transpose_f32_tf.ref
// RUN: smem-opt %corpus/iree/iree_transpose_f32_tf.mlir 2> %t.iree_transpose_f32_tf.err | mlir-opt | env diff %t.iree_transpose_f32_tf.ref -
// RUN: filecheck --allow-empty --check-prefix=QUIET %s < %t.iree_transpose_f32_tf.err
// RUN: mlir-opt %corpus/upstream/up_gpucommon_memattr_multiple.kernel.mlir > %t.up_gpucommon_memattr_multiple.kernel.ref
// RUN: smem-opt %corpus/upstream/up_gpucommon_memattr_multiple.kernel.mlir 2> %t.up_gpucommon_memattr_multiple.kernel.err | mlir-opt | env diff %t.up_gpucommon_memattr_multiple.kernel.ref -
// RUN: filecheck --allow-empty --check-prefix=QUIET %s < %t.up_gpucommon_memattr_multiple.kernel.err
// RUN: mlir-opt %corpus/upstream/up_nvgpu_optimize_smem_128x32xf16.mlir > %t.up_nvgpu_optimize_smem_128x32xf16.ref
// RUN: smem-opt %corpus/upstream/up_nvgpu_optimize_smem_128x32xf16.mlir 2> %t.up_nvgpu_optimize_smem_128x32xf16.err | mlir-opt | env diff %t.up_nvgpu_optimize_smem_128x32xf16.ref -
// RUN: filecheck --allow-empty --check-prefix=QUIET %s < %t.up_nvgpu_optimize_smem_128x32xf16.err
// RUN: mlir-opt %corpus/upstream/up_nvgpu_pipeline_shared_async_predicated.mlir > %t.up_nvgpu_pipeline_shared_async_predicated.ref
// RUN: smem-opt %corpus/upstream/up_nvgpu_pipeline_shared_async_predicated.mlir 2> %t.up_nvgpu_pipeline_shared_async_predicated.err | mlir-opt | env diff %t.up_nvgpu_pipeline_shared_async_predicated.ref -
// RUN: filecheck --allow-empty --check-prefix=QUIET %s < %t.up_nvgpu_pipeline_shared_async_predicated.err
// RUN: mlir-opt %corpus/upstream/up_nvgpu_pipeline_shared_unpeeled.mlir > %t.up_nvgpu_pipeline_shared_unpeeled.ref
// RUN: smem-opt %corpus/upstream/up_nvgpu_pipeline_shared_unpeeled.mlir 2> %t.up_nvgpu_pipeline_shared_unpeeled.err | mlir-opt | env diff %t.up_nvgpu_pipeline_shared_unpeeled.ref -
// RUN: filecheck --allow-empty --check-prefix=QUIET %s < %t.up_nvgpu_pipeline_shared_unpeeled.err

// QUIET-NOT: {{.}}
