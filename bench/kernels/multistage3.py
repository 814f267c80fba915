"""3-stage cp.async matmul with a shared-memory epilogue (see multistage_matmul)."""

from __future__ import annotations

from bench.kernels import multistage_matmul as _impl
from bench.kernels._common import check_size

NAME = "multistage3"
STAGES = 3
PARAMS = {s: _impl.params(s, STAGES) for s in ("small", "realistic")}
TOLERANCE = _impl.TOLERANCE
reference = _impl.reference


def args(size: str = "realistic", **params):
    return _impl.args(size, STAGES, **params)


ARGS = {s: args(s) for s in PARAMS}


def block_size(size: str = "realistic", **params):
    return _impl.block_size(size, STAGES, **params)


def grid_size(size: str = "realistic", **params):
    return _impl.grid_size(size, STAGES, **params)


def generate(size: str = "realistic", **params) -> str:
    check_size(size)
    return _impl.generate(NAME, size, STAGES, **params)
