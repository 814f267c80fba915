// REQUIRES: mlir-opt
// The recipe of docs/pipeline-stage.md, command for command (test/python/test_pipeline_stage_doc.py
// keeps the two equal), on IREE's softmax (two buffers share: 288 -> 144 B) and IREE's matmul
// (nothing can share; lowered to PTX by upstream's pipeline with the bytes of the plan).

// RUN: mlir-opt %corpus/iree/iree_softmax_f32_vd.mlir --canonicalize --cse | smem-opt -p smem-coalesce | mlir-opt | filecheck %s --check-prefix=SOFTMAX
// RUN: mlir-opt %corpus/iree/iree_softmax_f32_vd.mlir --canonicalize --cse | smem-opt -p 'smem-coalesce{insert-barriers=true},smem-verify-plan' | mlir-opt | filecheck %s --check-prefix=SOFTMAX
// RUN: mlir-opt %corpus/iree/iree_matmul_f16_vd.mlir --canonicalize --cse | smem-opt -p smem-coalesce | mlir-opt | filecheck %s --check-prefix=MATMUL
// RUN: mlir-opt %corpus/iree/iree_matmul_f16_vd.mlir --canonicalize --cse | smem-opt -p 'smem-coalesce{insert-barriers=true},smem-verify-plan' | mlir-opt | filecheck %s --check-prefix=MATMUL
// RUN: mlir-opt %corpus/iree/iree_matmul_f16_vd.mlir --canonicalize --cse | smem-opt -p smem-coalesce | mlir-opt --pass-pipeline='builtin.module(convert-linalg-to-loops,lower-affine,gpu.module(convert-vector-to-scf{full-unroll=true},convert-vector-to-llvm,expand-strided-metadata,lower-affine,convert-scf-to-cf),gpu-lower-to-nvvm-pipeline{cubin-chip=sm_80 cubin-features=+ptx70 cubin-format=isa})' | filecheck %s --check-prefix=PTX

// SOFTMAX: gpu.func @softmax_f32_dispatch_0_softmax_128x4096xf32_dispatch_tensor_store(
// SOFTMAX-SAME: workgroup(%{{[^ ]+}} : memref<144xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
// SOFTMAX-SAME: smem.arena_bytes = 144 : i64,
// SOFTMAX-NOT: smem.inserted_barriers
// SOFTMAX-SAME: smem.lower_bound = 144 : i64, smem.optimal,
// SOFTMAX-SAME: smem.unshared_bytes = 288 : i64
// SOFTMAX-NOT: memref.alloc
// SOFTMAX-NOT: memref.dealloc

// MATMUL: gpu.func @matmul_dispatch_0_matmul_1024x1024x1024_f16xf16xf32(
// MATMUL-SAME: workgroup(%{{[^ ]+}} : memref<17408xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
// MATMUL-SAME: smem.arena_bytes = 17408 : i64,
// MATMUL-SAME: smem.lower_bound = 17408 : i64, smem.optimal,
// MATMUL-SAME: smem.unshared_bytes = 17408 : i64
// MATMUL-NOT: memref.alloc
// MATMUL-NOT: memref.dealloc

// PTX: gpu.binary @kernels
// PTX-SAME: .visible .entry matmul_dispatch_0_matmul_1024x1024x1024_f16xf16xf32(
// PTX-SAME: .shared .align 16 .b8 __wg_matmul_dispatch_0_matmul_1024x1024x1024_f16xf16xf32_0[17408];
