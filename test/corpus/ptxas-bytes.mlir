// REQUIRES: mlir-opt, ptxas
// Every corpus kernel that stock mlir-opt 22 lowers reaches PTX, and ptxas -v reports exactly the
// bytes of the plan (default and insert-barriers). The kernels stopped by gpu.subgroup_reduce (IREE's
// reductions, softmax and attention) are covered by their own tests in this directory.
// @multiple writes its buffers and never reads them: LLVM drops the arena, ptxas says 0 bytes.

// RUN: mlir-opt %corpus/iree/iree_conv_igemm_f16_tf.mlir | smem-opt -p smem-coalesce --emit resource-usage --target sm_80 | filecheck %s --check-prefix=CONV
// RUN: mlir-opt %corpus/iree/iree_conv_igemm_f16_tf.mlir | smem-opt -p 'smem-coalesce{insert-barriers=true}' --emit resource-usage --target sm_80 | filecheck %s --check-prefix=CONV-BARRIERS
// RUN: mlir-opt %corpus/iree/iree_matmul_f16_tf.mlir | smem-opt -p smem-coalesce --emit resource-usage --target sm_80 | filecheck %s --check-prefix=MATMUL-TF
// RUN: mlir-opt %corpus/iree/iree_matmul_f16_tf.mlir | smem-opt -p 'smem-coalesce{insert-barriers=true}' --emit resource-usage --target sm_80 | filecheck %s --check-prefix=MATMUL-TF-BARRIERS
// RUN: mlir-opt %corpus/iree/iree_matmul_f16_vd.mlir | smem-opt -p smem-coalesce --emit resource-usage --target sm_80 | filecheck %s --check-prefix=MATMUL-VD
// RUN: mlir-opt %corpus/iree/iree_matmul_f16_vd.mlir | smem-opt -p 'smem-coalesce{insert-barriers=true}' --emit resource-usage --target sm_80 | filecheck %s --check-prefix=MATMUL-VD-BARRIERS
// RUN: mlir-opt %corpus/iree/iree_transpose_f32_tf.mlir | smem-opt -p smem-coalesce --emit resource-usage --target sm_80 | filecheck %s --check-prefix=TRANSPOSE
// RUN: mlir-opt %corpus/iree/iree_transpose_f32_tf.mlir | smem-opt -p 'smem-coalesce{insert-barriers=true}' --emit resource-usage --target sm_80 | filecheck %s --check-prefix=TRANSPOSE-BARRIERS
// RUN: mlir-opt %corpus/upstream/up_gpucommon_memattr_multiple.kernel.mlir | smem-opt -p smem-coalesce --emit resource-usage --target sm_80 | filecheck %s --check-prefix=MEMATTR
// RUN: mlir-opt %corpus/upstream/up_gpucommon_memattr_multiple.kernel.mlir | smem-opt -p 'smem-coalesce{insert-barriers=true}' --emit resource-usage --target sm_80 | filecheck %s --check-prefix=MEMATTR-BARRIERS
// RUN: mlir-opt %corpus/upstream/up_nvgpu_optimize_smem_128x32xf16.mlir | smem-opt -p smem-coalesce --emit resource-usage --target sm_80 | filecheck %s --check-prefix=SWIZZLE
// RUN: mlir-opt %corpus/upstream/up_nvgpu_optimize_smem_128x32xf16.mlir | smem-opt -p 'smem-coalesce{insert-barriers=true}' --emit resource-usage --target sm_80 | filecheck %s --check-prefix=SWIZZLE-BARRIERS
// RUN: mlir-opt %corpus/upstream/up_nvgpu_pipeline_shared_async_predicated.mlir | smem-opt -p smem-coalesce --emit resource-usage --target sm_80 | filecheck %s --check-prefix=PREDICATED
// RUN: mlir-opt %corpus/upstream/up_nvgpu_pipeline_shared_async_predicated.mlir | smem-opt -p 'smem-coalesce{insert-barriers=true}' --emit resource-usage --target sm_80 | filecheck %s --check-prefix=PREDICATED-BARRIERS
// RUN: mlir-opt %corpus/upstream/up_nvgpu_pipeline_shared_unpeeled.mlir | smem-opt -p smem-coalesce --emit resource-usage --target sm_80 | filecheck %s --check-prefix=UNPEELED
// RUN: mlir-opt %corpus/upstream/up_nvgpu_pipeline_shared_unpeeled.mlir | smem-opt -p 'smem-coalesce{insert-barriers=true}' --emit resource-usage --target sm_80 | filecheck %s --check-prefix=UNPEELED-BARRIERS

// CONV: kernel {{.*}} planned  match
// CONV-NEXT: conv_f16_dispatch_0_conv_2x64x64x256x3x3x128_f16xf16xf32 {{ +[0-9]+ +}}43008 {{ +}}0 {{ +}}43008    yes
// CONV-BARRIERS: kernel {{.*}} planned  match
// CONV-BARRIERS-NEXT: conv_f16_dispatch_0_conv_2x64x64x256x3x3x128_f16xf16xf32 {{ +[0-9]+ +}}43008 {{ +}}0 {{ +}}43008    yes
// MATMUL-TF: kernel {{.*}} planned  match
// MATMUL-TF-NEXT: matmul_dispatch_0_matmul_1024x1024x1024_f16xf16xf32 {{ +[0-9]+ +}}34304 {{ +}}0 {{ +}}34304    yes
// MATMUL-TF-BARRIERS: kernel {{.*}} planned  match
// MATMUL-TF-BARRIERS-NEXT: matmul_dispatch_0_matmul_1024x1024x1024_f16xf16xf32 {{ +[0-9]+ +}}34304 {{ +}}0 {{ +}}34304    yes
// MATMUL-VD: kernel {{.*}} planned  match
// MATMUL-VD-NEXT: matmul_dispatch_0_matmul_1024x1024x1024_f16xf16xf32 {{ +[0-9]+ +}}17408 {{ +}}0 {{ +}}17408    yes
// MATMUL-VD-BARRIERS: kernel {{.*}} planned  match
// MATMUL-VD-BARRIERS-NEXT: matmul_dispatch_0_matmul_1024x1024x1024_f16xf16xf32 {{ +[0-9]+ +}}17408 {{ +}}0 {{ +}}17408    yes
// TRANSPOSE: kernel {{.*}} planned  match
// TRANSPOSE-NEXT: transpose_f32_dispatch_0_transpose_4096x4096_f32 {{ +[0-9]+ +}}4352 {{ +}}0 {{ +}}4352    yes
// TRANSPOSE-BARRIERS: kernel {{.*}} planned  match
// TRANSPOSE-BARRIERS-NEXT: transpose_f32_dispatch_0_transpose_4096x4096_f32 {{ +[0-9]+ +}}4352 {{ +}}0 {{ +}}4352    yes
// MEMATTR: kernel {{.*}} planned  match
// MEMATTR-NEXT: multiple {{ +[0-9]+ +}}0 {{ +}}0 {{ +}}32  eliminated
// MEMATTR-BARRIERS: kernel {{.*}} planned  match
// MEMATTR-BARRIERS-NEXT: multiple {{ +[0-9]+ +}}0 {{ +}}0 {{ +}}16  eliminated
// SWIZZLE: kernel {{.*}} planned  match
// SWIZZLE-NEXT: optimize_128x32xf16_32x128xf16 {{ +[0-9]+ +}}16384 {{ +}}0 {{ +}}16384    yes
// SWIZZLE-BARRIERS: kernel {{.*}} planned  match
// SWIZZLE-BARRIERS-NEXT: optimize_128x32xf16_32x128xf16 {{ +[0-9]+ +}}16384 {{ +}}0 {{ +}}16384    yes
// PREDICATED: kernel {{.*}} planned  match
// PREDICATED-NEXT: async_depth_2_predicated {{ +[0-9]+ +}}800 {{ +}}0 {{ +}}800    yes
// PREDICATED-BARRIERS: kernel {{.*}} planned  match
// PREDICATED-BARRIERS-NEXT: async_depth_2_predicated {{ +[0-9]+ +}}800 {{ +}}0 {{ +}}800    yes
// UNPEELED: kernel {{.*}} planned  match
// UNPEELED-NEXT: simple_depth_2_unpeeled {{ +[0-9]+ +}}400 {{ +}}0 {{ +}}400    yes
// UNPEELED-BARRIERS: kernel {{.*}} planned  match
// UNPEELED-BARRIERS-NEXT: simple_depth_2_unpeeled {{ +[0-9]+ +}}400 {{ +}}0 {{ +}}400    yes
