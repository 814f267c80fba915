// --emit nvvm/ptx/resource-usage need gpu.func kernels: an smem.kernel left in the module
// is an error that says what to run (no upstream tool is started).
// RUN: not smem-opt %s --emit ptx 2>&1 | filecheck %s
// RUN: not smem-opt %s -p smem-coalesce --emit nvvm 2>&1 | filecheck %s
// RUN: not smem-opt %s --emit resource-usage -o %t.out 2>&1 | filecheck %s
// RUN: not test -e %t.out

// CHECK: smem-opt: error: kernel '@k' ({{.*}}emit-errors.mlir:[[# @LINE + 1]]:1) is still an smem.kernel; upstream tools need gpu.func: run -p convert-smem-to-gpu (or the smem-to-nvvm-ready pipeline) first
smem.kernel @k() block_size = [32] {
  smem.return
}
