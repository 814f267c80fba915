// REQUIRES: mlir-opt
// numba-cuda-mlir's kernels as written (test/corpus/numba): smem-coalesce plans each, and
// smem-verify-plan, a second opinion computed another way, accepts the plan (default, and
// insert-barriers where there are two buffers or more). Every body branches between blocks (numba
// writes if/for/while as cf.br and cf.cond_br); the analysis follows them along their paths and
// plans the same bytes as on the same ops lifted to scf (bench/cfg-results.md). Loop counters live
// in per-thread memref.alloca slots stored with uniform values under uniform control: their loads
// are uniform (design §3, private slots). insert-barriers adds barriers in the body's blocks where
// no divergent branch leads (a loop counter in a private slot is no wait on other threads, and
// numba's error flag, an llvm.cmpxchg, never blocks): the row kernels then reach the bound their
// buffers' own live ranges allow.
// Shared arrays with a static shape are workgroup memref.globals, packed into the arena; those
// whose shape is an expression (TILE + 1) are views of gpu.dynamic_shared_memory at offsets
// computed at run time (kept in a per-thread memref.alloca): left as they are, module unchanged.

// RUN: smem-opt %S/numba/conv2d_halo.mlir -p smem-coalesce,smem-verify-plan | mlir-opt > %t.conv2d_halo.out
// RUN: mlir-opt %S/numba/conv2d_halo.mlir | env diff - %t.conv2d_halo.out
// RUN: smem-opt %S/numba/dynamic_shared_rows.mlir -p smem-coalesce,smem-verify-plan | mlir-opt > %t.dynamic_shared_rows.out
// RUN: mlir-opt %S/numba/dynamic_shared_rows.mlir | env diff - %t.dynamic_shared_rows.out
// RUN: smem-opt %S/numba/histogram_shared_atomics.mlir -p smem-coalesce,smem-verify-plan | filecheck %s --check-prefix=HISTOGRAM-SHARED-ATOMICS
// RUN: smem-opt %S/numba/layernorm_rows.mlir -p smem-coalesce,smem-verify-plan | filecheck %s --check-prefix=LAYERNORM-ROWS
// RUN: smem-opt %S/numba/layernorm_rows.mlir -p 'smem-coalesce{insert-barriers=true}',smem-verify-plan | filecheck %s --check-prefix=LAYERNORM-ROWS-IB
// RUN: smem-opt %S/numba/matmul_double_buffered.mlir -p smem-coalesce,smem-verify-plan | filecheck %s --check-prefix=MATMUL-DOUBLE-BUFFERED
// RUN: smem-opt %S/numba/matmul_double_buffered.mlir -p 'smem-coalesce{insert-barriers=true}',smem-verify-plan | filecheck %s --check-prefix=MATMUL-DOUBLE-BUFFERED
// RUN: smem-opt %S/numba/matmul_staged_epilogue.mlir -p smem-coalesce,smem-verify-plan | filecheck %s --check-prefix=MATMUL-STAGED-EPILOGUE
// RUN: smem-opt %S/numba/matmul_staged_epilogue.mlir -p 'smem-coalesce{insert-barriers=true}',smem-verify-plan | filecheck %s --check-prefix=MATMUL-STAGED-EPILOGUE
// RUN: smem-opt %S/numba/matmul_tiled.mlir -p smem-coalesce,smem-verify-plan | filecheck %s --check-prefix=MATMUL-TILED
// RUN: smem-opt %S/numba/matmul_tiled.mlir -p 'smem-coalesce{insert-barriers=true}',smem-verify-plan | filecheck %s --check-prefix=MATMUL-TILED
// RUN: smem-opt %S/numba/moments_device_fn.mlir -p smem-coalesce,smem-verify-plan | filecheck %s --check-prefix=MOMENTS-DEVICE-FN
// RUN: smem-opt %S/numba/moments_device_fn.mlir -p 'smem-coalesce{insert-barriers=true}',smem-verify-plan | filecheck %s --check-prefix=MOMENTS-DEVICE-FN
// RUN: smem-opt %S/numba/reduce_tree.mlir -p smem-coalesce,smem-verify-plan | filecheck %s --check-prefix=REDUCE-TREE
// RUN: smem-opt %S/numba/reduce_warp_shuffle.mlir -p smem-coalesce,smem-verify-plan | filecheck %s --check-prefix=REDUCE-WARP-SHUFFLE
// RUN: smem-opt %S/numba/scan_double_buffered.mlir -p smem-coalesce,smem-verify-plan | filecheck %s --check-prefix=SCAN-DOUBLE-BUFFERED
// RUN: smem-opt %S/numba/scan_double_buffered.mlir -p 'smem-coalesce{insert-barriers=true}',smem-verify-plan | filecheck %s --check-prefix=SCAN-DOUBLE-BUFFERED
// RUN: smem-opt %S/numba/smooth_rounds.mlir -p smem-coalesce,smem-verify-plan | filecheck %s --check-prefix=SMOOTH-ROUNDS
// RUN: smem-opt %S/numba/smooth_rounds.mlir -p 'smem-coalesce{insert-barriers=true}',smem-verify-plan | filecheck %s --check-prefix=SMOOTH-ROUNDS-IB
// RUN: smem-opt %S/numba/softmax_device_fns.mlir -p smem-coalesce,smem-verify-plan | filecheck %s --check-prefix=SOFTMAX-DEVICE-FNS
// RUN: smem-opt %S/numba/softmax_device_fns.mlir -p 'smem-coalesce{insert-barriers=true}',smem-verify-plan | filecheck %s --check-prefix=SOFTMAX-DEVICE-FNS
// RUN: smem-opt %S/numba/softmax_rows.mlir -p smem-coalesce,smem-verify-plan | filecheck %s --check-prefix=SOFTMAX-ROWS
// RUN: smem-opt %S/numba/softmax_rows.mlir -p 'smem-coalesce{insert-barriers=true}',smem-verify-plan | filecheck %s --check-prefix=SOFTMAX-ROWS-IB
// RUN: smem-opt %S/numba/stencil_1d_halo.mlir -p smem-coalesce,smem-verify-plan | mlir-opt > %t.stencil_1d_halo.out
// RUN: mlir-opt %S/numba/stencil_1d_halo.mlir | env diff - %t.stencil_1d_halo.out
// RUN: smem-opt %S/numba/stencil_2d_jacobi.mlir -p smem-coalesce,smem-verify-plan | mlir-opt > %t.stencil_2d_jacobi.out
// RUN: mlir-opt %S/numba/stencil_2d_jacobi.mlir | env diff - %t.stencil_2d_jacobi.out
// RUN: smem-opt %S/numba/stencil_2d_jacobi_constant.mlir -p smem-coalesce,smem-verify-plan | filecheck %s --check-prefix=STENCIL-2D-JACOBI-CONSTANT
// RUN: smem-opt %S/numba/transpose_padded.mlir -p smem-coalesce,smem-verify-plan | mlir-opt > %t.transpose_padded.out
// RUN: mlir-opt %S/numba/transpose_padded.mlir | env diff - %t.transpose_padded.out
// RUN: smem-opt %S/numba/transpose_padded_constant.mlir -p smem-coalesce,smem-verify-plan | filecheck %s --check-prefix=TRANSPOSE-PADDED-CONSTANT

// HISTOGRAM-SHARED-ATOMICS: gpu.func @_Z{{[0-9]+}}histogram_shared_atomics{{[^(]*}}(
// HISTOGRAM-SHARED-ATOMICS-SAME: smem.arena_bytes = 1024 : i64
// HISTOGRAM-SHARED-ATOMICS-SAME: smem.lower_bound = 1024 : i64
// HISTOGRAM-SHARED-ATOMICS-SAME: smem.unshared_bytes = 1024 : i64

// LAYERNORM-ROWS: gpu.func @_Z{{[0-9]+}}layernorm_rows{{[^(]*}}(
// LAYERNORM-ROWS-SAME: smem.arena_bytes = 1024 : i64
// LAYERNORM-ROWS-SAME: smem.lower_bound = 1024 : i64
// LAYERNORM-ROWS-SAME: smem.unshared_bytes = 1024 : i64

// layernorm_rows under insert-barriers: the two buffers' live ranges are disjoint; one barrier between them
// (in a block of the body) lets them share.
// LAYERNORM-ROWS-IB: gpu.func @_Z{{[0-9]+}}layernorm_rows{{[^(]*}}(
// LAYERNORM-ROWS-IB-SAME: smem.arena_bytes = 512 : i64
// LAYERNORM-ROWS-IB-SAME: smem.inserted_barriers = 1 : i64
// LAYERNORM-ROWS-IB-SAME: smem.lower_bound = 512 : i64
// LAYERNORM-ROWS-IB-SAME: smem.unshared_bytes = 1024 : i64

// MATMUL-DOUBLE-BUFFERED: gpu.func @_Z{{[0-9]+}}matmul_double_buffered{{[^(]*}}(
// MATMUL-DOUBLE-BUFFERED-SAME: smem.arena_bytes = 4096 : i64
// MATMUL-DOUBLE-BUFFERED-SAME: smem.lower_bound = 4096 : i64
// MATMUL-DOUBLE-BUFFERED-SAME: smem.unshared_bytes = 4096 : i64

// matmul_staged_epilogue: the k-loop's bounds are loads of a per-thread slot stored with uniform
// values (a private slot): the loop is uniform and the epilogue tile after its trailing barrier
// takes the bytes of the staged tiles (2048 B, as lifted after mem2reg).
// MATMUL-STAGED-EPILOGUE: gpu.func @_Z{{[0-9]+}}matmul_staged_epilogue{{[^(]*}}(
// MATMUL-STAGED-EPILOGUE-SAME: smem.arena_bytes = 2048 : i64
// MATMUL-STAGED-EPILOGUE-SAME: smem.lower_bound = 2048 : i64
// MATMUL-STAGED-EPILOGUE-SAME: smem.unshared_bytes = 3072 : i64

// MATMUL-TILED: gpu.func @_Z{{[0-9]+}}matmul_tiled{{[^(]*}}(
// MATMUL-TILED-SAME: smem.arena_bytes = 2048 : i64
// MATMUL-TILED-SAME: smem.lower_bound = 2048 : i64
// MATMUL-TILED-SAME: smem.unshared_bytes = 2048 : i64

// moments_device_fn: the two calls of block_sum are separated by its trailing barrier (512 B, as
// lifted to scf).
// MOMENTS-DEVICE-FN: gpu.func @_Z{{[0-9]+}}moments_device_fn{{[^(]*}}(
// MOMENTS-DEVICE-FN-SAME: smem.arena_bytes = 512 : i64
// MOMENTS-DEVICE-FN-SAME: smem.lower_bound = 512 : i64
// MOMENTS-DEVICE-FN-SAME: smem.unshared_bytes = 1024 : i64

// REDUCE-TREE: gpu.func @_Z{{[0-9]+}}reduce_tree{{[^(]*}}(
// REDUCE-TREE-SAME: smem.arena_bytes = 512 : i64
// REDUCE-TREE-SAME: smem.lower_bound = 512 : i64
// REDUCE-TREE-SAME: smem.unshared_bytes = 512 : i64

// REDUCE-WARP-SHUFFLE: gpu.func @_Z{{[0-9]+}}reduce_warp_shuffle{{[^(]*}}(
// REDUCE-WARP-SHUFFLE-SAME: smem.arena_bytes = 128 : i64
// REDUCE-WARP-SHUFFLE-SAME: smem.lower_bound = 128 : i64
// REDUCE-WARP-SHUFFLE-SAME: smem.unshared_bytes = 128 : i64

// SCAN-DOUBLE-BUFFERED: gpu.func @_Z{{[0-9]+}}scan_double_buffered{{[^(]*}}(
// SCAN-DOUBLE-BUFFERED-SAME: smem.arena_bytes = 1024 : i64
// SCAN-DOUBLE-BUFFERED-SAME: smem.lower_bound = 1024 : i64
// SCAN-DOUBLE-BUFFERED-SAME: smem.unshared_bytes = 1024 : i64

// smooth_rounds: `for r in range(4)` keeps its range state in a private slot stored from constants
// before the loop; its first test is decided by them, so the loop surely runs a trip and its
// barriers lie between the staged input's last read (before it) and the output's first write
// (after it): the two 1024-byte arrays share (1536 B; 2048 B while the loop could run no trip).
// SMOOTH-ROUNDS: gpu.func @_Z{{[0-9]+}}smooth_rounds{{[^(]*}}(
// SMOOTH-ROUNDS-SAME: smem.arena_bytes = 1536 : i64
// SMOOTH-ROUNDS-SAME: smem.lower_bound = 1536 : i64
// SMOOTH-ROUNDS-SAME: smem.unshared_bytes = 2560 : i64

// smooth_rounds under insert-barriers: one barrier after the staged input's last read lets the
// rounds' array share too.
// SMOOTH-ROUNDS-IB: gpu.func @_Z{{[0-9]+}}smooth_rounds{{[^(]*}}(
// SMOOTH-ROUNDS-IB-SAME: smem.arena_bytes = 1024 : i64
// SMOOTH-ROUNDS-IB-SAME: smem.inserted_barriers = 1 : i64

// softmax_device_fns: block_max and block_sum each end with a barrier (512 B, as lifted to scf).
// SOFTMAX-DEVICE-FNS: gpu.func @_Z{{[0-9]+}}softmax_device_fns{{[^(]*}}(
// SOFTMAX-DEVICE-FNS-SAME: smem.arena_bytes = 512 : i64
// SOFTMAX-DEVICE-FNS-SAME: smem.lower_bound = 512 : i64
// SOFTMAX-DEVICE-FNS-SAME: smem.unshared_bytes = 1024 : i64

// SOFTMAX-ROWS: gpu.func @_Z{{[0-9]+}}softmax_rows{{[^(]*}}(
// SOFTMAX-ROWS-SAME: smem.arena_bytes = 1024 : i64
// SOFTMAX-ROWS-SAME: smem.lower_bound = 1024 : i64
// SOFTMAX-ROWS-SAME: smem.unshared_bytes = 1024 : i64

// softmax_rows under insert-barriers: the two buffers' live ranges are disjoint; one barrier between them
// (in a block of the body) lets them share.
// SOFTMAX-ROWS-IB: gpu.func @_Z{{[0-9]+}}softmax_rows{{[^(]*}}(
// SOFTMAX-ROWS-IB-SAME: smem.arena_bytes = 512 : i64
// SOFTMAX-ROWS-IB-SAME: smem.inserted_barriers = 1 : i64
// SOFTMAX-ROWS-IB-SAME: smem.lower_bound = 512 : i64
// SOFTMAX-ROWS-IB-SAME: smem.unshared_bytes = 1024 : i64

// STENCIL-2D-JACOBI-CONSTANT: gpu.func @_Z{{[0-9]+}}stencil_2d_jacobi_constant{{[^(]*}}(
// STENCIL-2D-JACOBI-CONSTANT-SAME: smem.arena_bytes = 1296 : i64
// STENCIL-2D-JACOBI-CONSTANT-SAME: smem.lower_bound = 1296 : i64
// STENCIL-2D-JACOBI-CONSTANT-SAME: smem.unshared_bytes = 1296 : i64

// TRANSPOSE-PADDED-CONSTANT: gpu.func @_Z{{[0-9]+}}transpose_padded_constant{{[^(]*}}(
// TRANSPOSE-PADDED-CONSTANT-SAME: smem.arena_bytes = 1088 : i64
// TRANSPOSE-PADDED-CONSTANT-SAME: smem.lower_bound = 1088 : i64
// TRANSPOSE-PADDED-CONSTANT-SAME: smem.unshared_bytes = 1088 : i64
