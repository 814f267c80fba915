// REQUIRES: mlir-opt
// IREE's implicit-GEMM convolution (TileAndFuse): the two operand tiles are live together,
// nothing can share.
// smem-opt as a stage between two runs of stock mlir-opt (docs/pipeline-stage.md), on the
// kernel as upstream prints it (custom and generic form): the exact arena figures come out and
// mlir-opt reads the result back.

// RUN: mlir-opt %corpus/iree/iree_conv_igemm_f16_tf.mlir | smem-opt -p smem-coalesce | mlir-opt | filecheck %s --check-prefix=DEFAULT
// RUN: mlir-opt --mlir-print-op-generic %corpus/iree/iree_conv_igemm_f16_tf.mlir | smem-opt -p smem-coalesce | mlir-opt | filecheck %s --check-prefix=DEFAULT
// RUN: mlir-opt %corpus/iree/iree_conv_igemm_f16_tf.mlir | smem-opt -p 'smem-coalesce{insert-barriers=true},smem-verify-plan' | mlir-opt | filecheck %s --check-prefix=BARRIERS
// RUN: mlir-opt %corpus/iree/iree_conv_igemm_f16_tf.mlir | smem-opt -p smem-coalesce | mlir-opt --pass-pipeline=%upstream-ptx-pipeline | filecheck %s --check-prefix=PTX

// DEFAULT: gpu.func @conv_f16_dispatch_0_conv_2x64x64x256x3x3x128_f16xf16xf32(
// DEFAULT-SAME: workgroup(%{{[^ ]+}} : memref<43008xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
// DEFAULT-SAME: smem.arena_bytes = 43008 : i64,
// DEFAULT-NOT: smem.inserted_barriers
// DEFAULT-SAME: smem.lower_bound = 43008 : i64,
// DEFAULT-SAME: smem.unshared_bytes = 43008 : i64
// DEFAULT-NOT: memref.alloc
// DEFAULT-NOT: memref.dealloc

// BARRIERS: gpu.func @conv_f16_dispatch_0_conv_2x64x64x256x3x3x128_f16xf16xf32(
// BARRIERS-SAME: workgroup(%{{[^ ]+}} : memref<43008xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
// BARRIERS-SAME: smem.arena_bytes = 43008 : i64,
// BARRIERS-NOT: smem.inserted_barriers
// BARRIERS-SAME: smem.lower_bound = 43008 : i64,
// BARRIERS-SAME: smem.unshared_bytes = 43008 : i64
// BARRIERS-NOT: memref.alloc
// BARRIERS-NOT: memref.dealloc

// PTX: gpu.binary @kernels
// PTX-SAME: .shared .align 16 .b8 __wg_conv_f16_dispatch_0_conv_2x64x64x256x3x3x128_f16xf16xf32_0[43008];
