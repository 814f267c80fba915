// REQUIRES: mlir-opt
// Every bench kernel at the size the interpreter tests use (bench/kernels, size "small"), planned by
// smem-coalesce with and without inserted barriers, then run against the kernel as written by
// --check (lowered by stock mlir-opt): no difference, and the IR still written to stdout.

// RUN: smem-opt %bench/kernels/mlir/batched_matmul.small.mlir -p smem-coalesce --check 2>&1 >/dev/null | filecheck %s
// RUN: smem-opt %bench/kernels/mlir/batched_matmul.small.mlir -p 'smem-coalesce{insert-barriers=true}' --check 2>&1 >/dev/null | filecheck %s
// RUN: smem-opt %bench/kernels/mlir/conv_implicit_gemm.small.mlir -p smem-coalesce --check 2>&1 >/dev/null | filecheck %s
// RUN: smem-opt %bench/kernels/mlir/conv_implicit_gemm.small.mlir -p 'smem-coalesce{insert-barriers=true}' --check 2>&1 >/dev/null | filecheck %s
// RUN: smem-opt %bench/kernels/mlir/flash_attention.small.mlir -p smem-coalesce --check 2>&1 >/dev/null | filecheck %s
// RUN: smem-opt %bench/kernels/mlir/flash_attention.small.mlir -p 'smem-coalesce{insert-barriers=true}' --check 2>&1 >/dev/null | filecheck %s
// RUN: smem-opt %bench/kernels/mlir/layernorm.small.mlir -p smem-coalesce --check 2>&1 >/dev/null | filecheck %s
// RUN: smem-opt %bench/kernels/mlir/layernorm.small.mlir -p 'smem-coalesce{insert-barriers=true}' --check 2>&1 >/dev/null | filecheck %s
// RUN: smem-opt %bench/kernels/mlir/matmul_tiled.small.mlir -p smem-coalesce --check 2>&1 >/dev/null | filecheck %s
// RUN: smem-opt %bench/kernels/mlir/matmul_tiled.small.mlir -p 'smem-coalesce{insert-barriers=true}' --check 2>&1 >/dev/null | filecheck %s
// RUN: smem-opt %bench/kernels/mlir/multistage3.small.mlir -p smem-coalesce --check 2>&1 >/dev/null | filecheck %s
// RUN: smem-opt %bench/kernels/mlir/multistage3.small.mlir -p 'smem-coalesce{insert-barriers=true}' --check 2>&1 >/dev/null | filecheck %s
// RUN: smem-opt %bench/kernels/mlir/multistage4.small.mlir -p smem-coalesce --check 2>&1 >/dev/null | filecheck %s
// RUN: smem-opt %bench/kernels/mlir/multistage4.small.mlir -p 'smem-coalesce{insert-barriers=true}' --check 2>&1 >/dev/null | filecheck %s
// RUN: smem-opt %bench/kernels/mlir/softmax.small.mlir -p smem-coalesce --check 2>&1 >/dev/null | filecheck %s
// RUN: smem-opt %bench/kernels/mlir/softmax.small.mlir -p 'smem-coalesce{insert-barriers=true}' --check 2>&1 >/dev/null | filecheck %s
// RUN: smem-opt %bench/kernels/mlir/splitk_matmul.small.mlir -p smem-coalesce --check 2>&1 >/dev/null | filecheck %s
// RUN: smem-opt %bench/kernels/mlir/splitk_matmul.small.mlir -p 'smem-coalesce{insert-barriers=true}' --check 2>&1 >/dev/null | filecheck %s
// RUN: smem-opt %bench/kernels/mlir/streamk.small.mlir -p smem-coalesce --check 2>&1 >/dev/null | filecheck %s
// RUN: smem-opt %bench/kernels/mlir/streamk.small.mlir -p 'smem-coalesce{insert-barriers=true}' --check 2>&1 >/dev/null | filecheck %s
// RUN: smem-opt %bench/kernels/mlir/matmul_tiled.small.mlir -p smem-to-nvvm-ready --check | filecheck %s --check-prefix=IR

// CHECK-NOT: error
// CHECK: smem-opt: check: {{(not checked: .*; otherwise )?}}1 kernel(s), 3 schedule(s), {{[0-9]+}} thread(s), {{[0-9]+}} ops run against the reference: no difference
// CHECK-NOT: error

// IR: gpu.func @matmul_tiled
// IR-SAME: workgroup(%smem_arena : memref<512xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
