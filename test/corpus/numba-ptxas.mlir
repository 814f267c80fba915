// REQUIRES: mlir-opt, ptxas
// Every numba-cuda-mlir kernel lowers through smem-opt and stock mlir-opt 22 to PTX for sm_90,
// and ptxas -v reports exactly the planned static shared bytes (0 for the kernels whose shared
// arrays are all views of gpu.dynamic_shared_memory: their bytes come at launch).

// RUN: smem-opt %S/numba/conv2d_halo.mlir -p smem-coalesce --emit resource-usage --target sm_90 | filecheck %s --check-prefix=CONV2D-HALO
// RUN: smem-opt %S/numba/dynamic_shared_rows.mlir -p smem-coalesce --emit resource-usage --target sm_90 | filecheck %s --check-prefix=DYNAMIC-SHARED-ROWS
// RUN: smem-opt %S/numba/histogram_shared_atomics.mlir -p smem-coalesce --emit resource-usage --target sm_90 | filecheck %s --check-prefix=HISTOGRAM-SHARED-ATOMICS
// RUN: smem-opt %S/numba/layernorm_rows.mlir -p smem-coalesce --emit resource-usage --target sm_90 | filecheck %s --check-prefix=LAYERNORM-ROWS
// RUN: smem-opt %S/numba/matmul_double_buffered.mlir -p smem-coalesce --emit resource-usage --target sm_90 | filecheck %s --check-prefix=MATMUL-DOUBLE-BUFFERED
// RUN: smem-opt %S/numba/matmul_staged_epilogue.mlir -p smem-coalesce --emit resource-usage --target sm_90 | filecheck %s --check-prefix=MATMUL-STAGED-EPILOGUE
// RUN: smem-opt %S/numba/matmul_tiled.mlir -p smem-coalesce --emit resource-usage --target sm_90 | filecheck %s --check-prefix=MATMUL-TILED
// RUN: smem-opt %S/numba/moments_device_fn.mlir -p smem-coalesce --emit resource-usage --target sm_90 | filecheck %s --check-prefix=MOMENTS-DEVICE-FN
// RUN: smem-opt %S/numba/reduce_tree.mlir -p smem-coalesce --emit resource-usage --target sm_90 | filecheck %s --check-prefix=REDUCE-TREE
// RUN: smem-opt %S/numba/reduce_warp_shuffle.mlir -p smem-coalesce --emit resource-usage --target sm_90 | filecheck %s --check-prefix=REDUCE-WARP-SHUFFLE
// RUN: smem-opt %S/numba/scan_double_buffered.mlir -p smem-coalesce --emit resource-usage --target sm_90 | filecheck %s --check-prefix=SCAN-DOUBLE-BUFFERED
// RUN: smem-opt %S/numba/smooth_rounds.mlir -p smem-coalesce --emit resource-usage --target sm_90 | filecheck %s --check-prefix=SMOOTH-ROUNDS
// RUN: smem-opt %S/numba/softmax_device_fns.mlir -p smem-coalesce --emit resource-usage --target sm_90 | filecheck %s --check-prefix=SOFTMAX-DEVICE-FNS
// RUN: smem-opt %S/numba/softmax_rows.mlir -p smem-coalesce --emit resource-usage --target sm_90 | filecheck %s --check-prefix=SOFTMAX-ROWS
// RUN: smem-opt %S/numba/stencil_1d_halo.mlir -p smem-coalesce --emit resource-usage --target sm_90 | filecheck %s --check-prefix=STENCIL-1D-HALO
// RUN: smem-opt %S/numba/stencil_2d_jacobi.mlir -p smem-coalesce --emit resource-usage --target sm_90 | filecheck %s --check-prefix=STENCIL-2D-JACOBI
// RUN: smem-opt %S/numba/stencil_2d_jacobi_constant.mlir -p smem-coalesce --emit resource-usage --target sm_90 | filecheck %s --check-prefix=STENCIL-2D-JACOBI-CONSTANT
// RUN: smem-opt %S/numba/transpose_padded.mlir -p smem-coalesce --emit resource-usage --target sm_90 | filecheck %s --check-prefix=TRANSPOSE-PADDED
// RUN: smem-opt %S/numba/transpose_padded_constant.mlir -p smem-coalesce --emit resource-usage --target sm_90 | filecheck %s --check-prefix=TRANSPOSE-PADDED-CONSTANT

// CONV2D-HALO: kernel {{.*}} planned  match
// CONV2D-HALO-NEXT: _Z{{[0-9]+}}conv2d_halo{{[^ ]*}}{{ +[0-9]+ +}}0 {{ +}}0 {{ +}}0 {{ +}}yes
// DYNAMIC-SHARED-ROWS: kernel {{.*}} planned  match
// DYNAMIC-SHARED-ROWS-NEXT: _Z{{[0-9]+}}dynamic_shared_rows{{[^ ]*}}{{ +[0-9]+ +}}0 {{ +}}0 {{ +}}0 {{ +}}yes
// HISTOGRAM-SHARED-ATOMICS: kernel {{.*}} planned  match
// HISTOGRAM-SHARED-ATOMICS-NEXT: _Z{{[0-9]+}}histogram_shared_atomics{{[^ ]*}}{{ +[0-9]+ +}}1024 {{ +}}0 {{ +}}1024 {{ +}}yes
// LAYERNORM-ROWS: kernel {{.*}} planned  match
// LAYERNORM-ROWS-NEXT: _Z{{[0-9]+}}layernorm_rows{{[^ ]*}}{{ +[0-9]+ +}}1024 {{ +}}0 {{ +}}1024 {{ +}}yes
// MATMUL-DOUBLE-BUFFERED: kernel {{.*}} planned  match
// MATMUL-DOUBLE-BUFFERED-NEXT: _Z{{[0-9]+}}matmul_double_buffered{{[^ ]*}}{{ +[0-9]+ +}}4096 {{ +}}0 {{ +}}4096 {{ +}}yes
// MATMUL-STAGED-EPILOGUE: kernel {{.*}} planned  match
// MATMUL-STAGED-EPILOGUE-NEXT: _Z{{[0-9]+}}matmul_staged_epilogue{{[^ ]*}}{{ +[0-9]+ +}}2048 {{ +}}0 {{ +}}2048 {{ +}}yes
// MATMUL-TILED: kernel {{.*}} planned  match
// MATMUL-TILED-NEXT: _Z{{[0-9]+}}matmul_tiled{{[^ ]*}}{{ +[0-9]+ +}}2048 {{ +}}0 {{ +}}2048 {{ +}}yes
// MOMENTS-DEVICE-FN: kernel {{.*}} planned  match
// MOMENTS-DEVICE-FN-NEXT: _Z{{[0-9]+}}moments_device_fn{{[^ ]*}}{{ +[0-9]+ +}}512 {{ +}}0 {{ +}}512 {{ +}}yes
// REDUCE-TREE: kernel {{.*}} planned  match
// REDUCE-TREE-NEXT: _Z{{[0-9]+}}reduce_tree{{[^ ]*}}{{ +[0-9]+ +}}512 {{ +}}0 {{ +}}512 {{ +}}yes
// REDUCE-WARP-SHUFFLE: kernel {{.*}} planned  match
// REDUCE-WARP-SHUFFLE-NEXT: _Z{{[0-9]+}}reduce_warp_shuffle{{[^ ]*}}{{ +[0-9]+ +}}128 {{ +}}0 {{ +}}128 {{ +}}yes
// SCAN-DOUBLE-BUFFERED: kernel {{.*}} planned  match
// SCAN-DOUBLE-BUFFERED-NEXT: _Z{{[0-9]+}}scan_double_buffered{{[^ ]*}}{{ +[0-9]+ +}}1024 {{ +}}0 {{ +}}1024 {{ +}}yes
// SMOOTH-ROUNDS: kernel {{.*}} planned  match
// SMOOTH-ROUNDS-NEXT: _Z{{[0-9]+}}smooth_rounds{{[^ ]*}}{{ +[0-9]+ +}}1536 {{ +}}0 {{ +}}1536 {{ +}}yes
// SOFTMAX-DEVICE-FNS: kernel {{.*}} planned  match
// SOFTMAX-DEVICE-FNS-NEXT: _Z{{[0-9]+}}softmax_device_fns{{[^ ]*}}{{ +[0-9]+ +}}512 {{ +}}0 {{ +}}512 {{ +}}yes
// SOFTMAX-ROWS: kernel {{.*}} planned  match
// SOFTMAX-ROWS-NEXT: _Z{{[0-9]+}}softmax_rows{{[^ ]*}}{{ +[0-9]+ +}}1024 {{ +}}0 {{ +}}1024 {{ +}}yes
// STENCIL-1D-HALO: kernel {{.*}} planned  match
// STENCIL-1D-HALO-NEXT: _Z{{[0-9]+}}stencil_1d_halo{{[^ ]*}}{{ +[0-9]+ +}}0 {{ +}}0 {{ +}}0 {{ +}}yes
// STENCIL-2D-JACOBI: kernel {{.*}} planned  match
// STENCIL-2D-JACOBI-NEXT: _Z{{[0-9]+}}stencil_2d_jacobi{{[^ ]*}}{{ +[0-9]+ +}}0 {{ +}}0 {{ +}}0 {{ +}}yes
// STENCIL-2D-JACOBI-CONSTANT: kernel {{.*}} planned  match
// STENCIL-2D-JACOBI-CONSTANT-NEXT: _Z{{[0-9]+}}stencil_2d_jacobi_constant{{[^ ]*}}{{ +[0-9]+ +}}1296 {{ +}}0 {{ +}}1296 {{ +}}yes
// TRANSPOSE-PADDED: kernel {{.*}} planned  match
// TRANSPOSE-PADDED-NEXT: _Z{{[0-9]+}}transpose_padded{{[^ ]*}}{{ +[0-9]+ +}}0 {{ +}}0 {{ +}}0 {{ +}}yes
// TRANSPOSE-PADDED-CONSTANT: kernel {{.*}} planned  match
// TRANSPOSE-PADDED-CONSTANT-NEXT: _Z{{[0-9]+}}transpose_padded_constant{{[^ ]*}}{{ +[0-9]+ +}}1088 {{ +}}0 {{ +}}1088 {{ +}}yes
