// REQUIRES: mlir-opt
// Every numba-cuda-mlir kernel of test/corpus/numba (bench/numba/generate.py) is read as written
// (nothing on stderr: no detour through mlir-opt's generic form) and printed so that mlir-opt
// reads back the same kernel.

// RUN: mlir-opt %S/numba/conv2d_halo.mlir > %t.conv2d_halo.ref
// RUN: smem-opt %S/numba/conv2d_halo.mlir 2> %t.conv2d_halo.err | mlir-opt | env diff %t.conv2d_halo.ref -
// RUN: filecheck --allow-empty --check-prefix=QUIET %s < %t.conv2d_halo.err
// RUN: mlir-opt %S/numba/dynamic_shared_rows.mlir > %t.dynamic_shared_rows.ref
// RUN: smem-opt %S/numba/dynamic_shared_rows.mlir 2> %t.dynamic_shared_rows.err | mlir-opt | env diff %t.dynamic_shared_rows.ref -
// RUN: filecheck --allow-empty --check-prefix=QUIET %s < %t.dynamic_shared_rows.err
// RUN: mlir-opt %S/numba/histogram_shared_atomics.mlir > %t.histogram_shared_atomics.ref
// RUN: smem-opt %S/numba/histogram_shared_atomics.mlir 2> %t.histogram_shared_atomics.err | mlir-opt | env diff %t.histogram_shared_atomics.ref -
// RUN: filecheck --allow-empty --check-prefix=QUIET %s < %t.histogram_shared_atomics.err
// RUN: mlir-opt %S/numba/layernorm_rows.mlir > %t.layernorm_rows.ref
// RUN: smem-opt %S/numba/layernorm_rows.mlir 2> %t.layernorm_rows.err | mlir-opt | env diff %t.layernorm_rows.ref -
// RUN: filecheck --allow-empty --check-prefix=QUIET %s < %t.layernorm_rows.err
// RUN: mlir-opt %S/numba/matmul_double_buffered.mlir > %t.matmul_double_buffered.ref
// RUN: smem-opt %S/numba/matmul_double_buffered.mlir 2> %t.matmul_double_buffered.err | mlir-opt | env diff %t.matmul_double_buffered.ref -
// RUN: filecheck --allow-empty --check-prefix=QUIET %s < %t.matmul_double_buffered.err
// RUN: mlir-opt %S/numba/matmul_staged_epilogue.mlir > %t.matmul_staged_epilogue.ref
// RUN: smem-opt %S/numba/matmul_staged_epilogue.mlir 2> %t.matmul_staged_epilogue.err | mlir-opt | env diff %t.matmul_staged_epilogue.ref -
// RUN: filecheck --allow-empty --check-prefix=QUIET %s < %t.matmul_staged_epilogue.err
// RUN: mlir-opt %S/numba/matmul_tiled.mlir > %t.matmul_tiled.ref
// RUN: smem-opt %S/numba/matmul_tiled.mlir 2> %t.matmul_tiled.err | mlir-opt | env diff %t.matmul_tiled.ref -
// RUN: filecheck --allow-empty --check-prefix=QUIET %s < %t.matmul_tiled.err
// RUN: mlir-opt %S/numba/moments_device_fn.mlir > %t.moments_device_fn.ref
// RUN: smem-opt %S/numba/moments_device_fn.mlir 2> %t.moments_device_fn.err | mlir-opt | env diff %t.moments_device_fn.ref -
// RUN: filecheck --allow-empty --check-prefix=QUIET %s < %t.moments_device_fn.err
// RUN: mlir-opt %S/numba/reduce_tree.mlir > %t.reduce_tree.ref
// RUN: smem-opt %S/numba/reduce_tree.mlir 2> %t.reduce_tree.err | mlir-opt | env diff %t.reduce_tree.ref -
// RUN: filecheck --allow-empty --check-prefix=QUIET %s < %t.reduce_tree.err
// RUN: mlir-opt %S/numba/reduce_warp_shuffle.mlir > %t.reduce_warp_shuffle.ref
// RUN: smem-opt %S/numba/reduce_warp_shuffle.mlir 2> %t.reduce_warp_shuffle.err | mlir-opt | env diff %t.reduce_warp_shuffle.ref -
// RUN: filecheck --allow-empty --check-prefix=QUIET %s < %t.reduce_warp_shuffle.err
// RUN: mlir-opt %S/numba/scan_double_buffered.mlir > %t.scan_double_buffered.ref
// RUN: smem-opt %S/numba/scan_double_buffered.mlir 2> %t.scan_double_buffered.err | mlir-opt | env diff %t.scan_double_buffered.ref -
// RUN: filecheck --allow-empty --check-prefix=QUIET %s < %t.scan_double_buffered.err
// RUN: mlir-opt %S/numba/smooth_rounds.mlir > %t.smooth_rounds.ref
// RUN: smem-opt %S/numba/smooth_rounds.mlir 2> %t.smooth_rounds.err | mlir-opt | env diff %t.smooth_rounds.ref -
// RUN: filecheck --allow-empty --check-prefix=QUIET %s < %t.smooth_rounds.err
// RUN: mlir-opt %S/numba/softmax_device_fns.mlir > %t.softmax_device_fns.ref
// RUN: smem-opt %S/numba/softmax_device_fns.mlir 2> %t.softmax_device_fns.err | mlir-opt | env diff %t.softmax_device_fns.ref -
// RUN: filecheck --allow-empty --check-prefix=QUIET %s < %t.softmax_device_fns.err
// RUN: mlir-opt %S/numba/softmax_rows.mlir > %t.softmax_rows.ref
// RUN: smem-opt %S/numba/softmax_rows.mlir 2> %t.softmax_rows.err | mlir-opt | env diff %t.softmax_rows.ref -
// RUN: filecheck --allow-empty --check-prefix=QUIET %s < %t.softmax_rows.err
// RUN: mlir-opt %S/numba/stencil_1d_halo.mlir > %t.stencil_1d_halo.ref
// RUN: smem-opt %S/numba/stencil_1d_halo.mlir 2> %t.stencil_1d_halo.err | mlir-opt | env diff %t.stencil_1d_halo.ref -
// RUN: filecheck --allow-empty --check-prefix=QUIET %s < %t.stencil_1d_halo.err
// RUN: mlir-opt %S/numba/stencil_2d_jacobi.mlir > %t.stencil_2d_jacobi.ref
// RUN: smem-opt %S/numba/stencil_2d_jacobi.mlir 2> %t.stencil_2d_jacobi.err | mlir-opt | env diff %t.stencil_2d_jacobi.ref -
// RUN: filecheck --allow-empty --check-prefix=QUIET %s < %t.stencil_2d_jacobi.err
// RUN: mlir-opt %S/numba/stencil_2d_jacobi_constant.mlir > %t.stencil_2d_jacobi_constant.ref
// RUN: smem-opt %S/numba/stencil_2d_jacobi_constant.mlir 2> %t.stencil_2d_jacobi_constant.err | mlir-opt | env diff %t.stencil_2d_jacobi_constant.ref -
// RUN: filecheck --allow-empty --check-prefix=QUIET %s < %t.stencil_2d_jacobi_constant.err
// RUN: mlir-opt %S/numba/transpose_padded.mlir > %t.transpose_padded.ref
// RUN: smem-opt %S/numba/transpose_padded.mlir 2> %t.transpose_padded.err | mlir-opt | env diff %t.transpose_padded.ref -
// RUN: filecheck --allow-empty --check-prefix=QUIET %s < %t.transpose_padded.err
// RUN: mlir-opt %S/numba/transpose_padded_constant.mlir > %t.transpose_padded_constant.ref
// RUN: smem-opt %S/numba/transpose_padded_constant.mlir 2> %t.transpose_padded_constant.err | mlir-opt | env diff %t.transpose_padded_constant.ref -
// RUN: filecheck --allow-empty --check-prefix=QUIET %s < %t.transpose_padded_constant.err

// QUIET-NOT: {{.}}
