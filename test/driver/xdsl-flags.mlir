// smem-opt runs on xDSL's opt main: its flags work as in xdsl-opt. --time-passes prints each
// pass's time, --print-between-passes the IR between two passes (verified first); the result
// comes last.
// RUN: smem-opt --time-passes --print-between-passes -p smem-coalesce,convert-smem-to-gpu %examples/matmul_tiled.mlir | filecheck %s
// CHECK:      Pass smem-coalesce took {{[0-9.e-]+}} seconds
// CHECK-NEXT: IR after smem-coalesce:
// CHECK-NEXT: module {
// CHECK-NEXT:   smem.kernel @matmul_tiled({{.*}}smem.arena_bytes = 8192 : i64, smem.unshared_bytes = 12288 : i64
// CHECK-NEXT:     %smem_arena = smem.alloc {alignment = 16 : i64} : memref<8192xi8, #gpu.address_space<workgroup>>
// CHECK:      Pass convert-smem-to-gpu took {{[0-9.e-]+}} seconds
// CHECK-NOT:  IR after
// CHECK-NEXT: module attributes {gpu.container_module} {
// CHECK-NEXT:   gpu.module @kernels [#nvvm.target<chip = "sm_90", features = "+ptx80">] {
// CHECK-NEXT:     gpu.func @matmul_tiled({{.*}}) workgroup(%smem_arena : memref<8192xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}) kernel
// CHECK-NOT:  Pass

// mlir-opt's --pass-pipeline spelling (anchored on builtin.module, or plain) is -p's alias.
// RUN: smem-opt -p smem-coalesce,convert-smem-to-gpu %examples/matmul_tiled.mlir > %t.p
// RUN: smem-opt --pass-pipeline='builtin.module(smem-coalesce,convert-smem-to-gpu)' %examples/matmul_tiled.mlir > %t.anchored
// RUN: smem-opt --pass-pipeline=smem-coalesce,convert-smem-to-gpu %examples/matmul_tiled.mlir > %t.plain
// RUN: diff %t.p %t.anchored
// RUN: diff %t.p %t.plain
// RUN: not smem-opt --pass-pipeline='builtin.module(func.func(canonicalize))' %examples/matmul_tiled.mlir 2>&1 | filecheck %s --check-prefix=NESTED
// NESTED: smem-opt: error: invalid pass pipeline 'builtin.module(func.func(canonicalize))': smem-opt's passes run on the whole module {{.*}}; write --pass-pipeline='builtin.module(canonicalize)'
// RUN: not smem-opt -p smem-coalesce --pass-pipeline=smem-coalesce %examples/matmul_tiled.mlir 2>&1 | filecheck %s --check-prefix=BOTH
// BOTH: smem-opt: error: give the passes with -p or with --pass-pipeline, not both

// smem-to-nvvm-ready is one pass that runs its members with the options they share with it:
// the same output as the three passes named one by one, option and --target included.
// RUN: smem-opt -p 'smem-to-nvvm-ready{alignment=64}' --target sm_80 %examples/matmul_tiled.mlir > %t.pipeline
// RUN: smem-opt -p 'smem-coalesce{alignment=64},smem-verify-plan,convert-smem-to-gpu' --target sm_80 %examples/matmul_tiled.mlir > %t.members
// RUN: diff %t.pipeline %t.members
// RUN: filecheck %s --check-prefix=PIPELINE < %t.pipeline
// PIPELINE: gpu.module @kernels [#nvvm.target<chip = "sm_80", features = "+ptx70">] {
// PIPELINE: workgroup(%smem_arena : memref<8192xi8, #gpu.address_space<workgroup>> {llvm.align = 64 : i64})
// Its time is the time of the whole pipeline.
// RUN: smem-opt --time-passes -p smem-to-nvvm-ready %examples/matmul_tiled.mlir | filecheck %s --check-prefix=TIMED
// TIMED: Pass smem-to-nvvm-ready took {{[0-9.e-]+}} seconds
// TIMED-NEXT: module attributes {gpu.container_module} {
