// numba-cuda-mlir's 2-D tile kernels state no block size; --threads gives it as XxY, and the
// planned padded transpose (cf branches as numba wrote them) runs against the kernel as written.
// RUN: smem-opt %S/../corpus/numba/transpose_padded.mlir -p smem-coalesce --check --threads 16x16 -o /dev/null 2>&1 | filecheck %s
// RUN: not smem-opt %S/../corpus/numba/transpose_padded.mlir -p smem-coalesce --check --threads 32x33 -o /dev/null 2>&1 | filecheck %s --check-prefix=TOO-MANY
// numba's wrap-around of negative indices (a select on `i < 0` in each address) never goes the
// other way for these indices, and the headline says so first.
// CHECK: check: not checked: 4 branch(es) or select(s) guarding them in {{.*}} went one way only; otherwise 1 kernel(s), 3 schedule(s), 256 thread(s), {{[0-9]+}} ops run against the reference: no difference
// TOO-MANY: --threads must be between 1 and 1024, got 32x33x1
