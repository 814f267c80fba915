// REQUIRES: mlir-opt
// Without a pipeline, --emit of a gpu.func that still allocates workgroup memory would hand
// upstream the per-thread malloc the README warns about: it is refused at the alloc, with what to
// run, and resource-usage never calls that a match.
// RUN: not smem-opt %examples/matmul_gpu_func.mlir --emit ptx 2>&1 | filecheck %s
// RUN: not smem-opt %examples/matmul_gpu_func.mlir --emit resource-usage 2>&1 | filecheck %s
// RUN: not smem-opt %examples/matmul_gpu_func.mlir --emit nvvm -o %t 2>&1 | filecheck %s
// RUN: not test -e %t
// RUN: smem-opt %examples/matmul_gpu_func.mlir -p smem-to-nvvm-ready --emit resource-usage | filecheck %s --check-prefix=PLANNED
// CHECK: matmul_gpu_func.mlir:{{[0-9]+}}:{{[0-9]+}}: error: workgroup 'memref.alloc' in gpu.func '@matmul_tiled' would become a per-thread malloc in upstream's convert-gpu-to-nvvm (wrong code, not shared memory): run -p smem-to-nvvm-ready
// CHECK-NOT: match
// PLANNED: matmul_tiled {{.*}} 8192 {{ +}}0 {{ +}}8192    yes
