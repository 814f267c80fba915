"""Running the bench kernels on a real GPU (``python -m bench.gpu_run``).

- ``cases``: what runs (each bench kernel at its realistic size, and at a grid
  of at least 8 waves for timing), compiled to PTX with and without reuse into a
  directory with a manifest;
- ``cuda``: the CUDA driver API calls the runner makes (``cuda-bindings``);
- ``sanitizer``: ``compute-sanitizer`` on one kernel in a child process;
- ``results``: the measurements and the Markdown table they are written as.

Only ``cases.compile_cases`` needs smem-opt's toolchain (xDSL, mlir-opt,
ptxas); everything else needs Python, numpy and, to run, ``cuda-bindings`` and
an NVIDIA driver.
"""
