"""The benchmark kernel corpus: complete, computing kernels in the smem dialect.

Every entry of ``KERNELS`` is a module with

* ``NAME``: the kernel's symbol name;
* ``generate(size="small"|"realistic", **params) -> str``: the MLIR text of one
  ``smem.kernel`` (global inputs, real arithmetic, global outputs);
* ``reference(inputs: dict[str, np.ndarray]) -> dict[str, np.ndarray]``: what
  the kernel computes, in numpy (keyed by argument name);
* ``ARGS``: per size, the kernel arguments in order (``_common.Arg``: name,
  shape, numpy dtype, role "in"/"out"); ``args(size, **params)`` for other
  parameters;
* ``block_size(size, **params)`` and ``grid_size(size, **params)``;
* ``PARAMS`` (the default parameters per size) and ``TOLERANCE`` (rtol/atol
  for comparing a simulated run with ``reference``).

"small" sizes fit a Python interpreter of the lowered code (at most 64 threads per
block, at most 4 tiles per dimension); "realistic" sizes give realistic
shared-memory byte counts. ``bench/kernels/emit_all.py`` writes every kernel at
both sizes to ``bench/kernels/mlir/<name>.<size>.mlir``.
"""

from __future__ import annotations

from types import ModuleType, SimpleNamespace

from bench.kernels import (
    batched_matmul,
    conv_implicit_gemm,
    flash_attention,
    layernorm,
    matmul_tiled,
    multistage_matmul,
    softmax,
    splitk_matmul,
    streamk,
)
from bench.kernels._common import SIZES, Arg

KERNELS: dict[str, ModuleType | SimpleNamespace] = {
    m.NAME: m
    for m in (
        matmul_tiled,
        batched_matmul,
        multistage_matmul.variant(3),
        multistage_matmul.variant(4),
        streamk,
        flash_attention,
        softmax,
        layernorm,
        splitk_matmul,
        conv_implicit_gemm,
    )
}

__all__ = ["KERNELS", "SIZES", "Arg"]
