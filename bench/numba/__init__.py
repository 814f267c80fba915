"""numba-cuda kernels (numba-cuda-mlir) for the corpus and the benchmark."""
