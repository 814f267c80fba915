"""Which dialect smem-opt registers under each upstream dialect name.

Each entry is a factory (dialects load lazily) for a dialect that replaces
xDSL's dialect of the same name, or adds one xDSL lacks. The driver registers
these instead of xDSL's (tools/smem_opt.py `build_context`).
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.ir import Dialect


def _smem() -> Dialect:
    from smem_dialect.smem import Smem

    return Smem


def _gpu() -> Dialect:
    from smem_dialect.gpu import GPU

    return GPU


def _nvgpu() -> Dialect:
    from smem_dialect.nvgpu import NVGPU

    return NVGPU


def _affine() -> Dialect:
    from smem_dialect.affine import Affine

    return Affine


def _vector() -> Dialect:
    from smem_dialect.vector import Vector

    return Vector


def dialect_factories() -> dict[str, Callable[[], Dialect]]:
    """Dialect name -> factory, for every dialect smem-opt defines or replaces."""
    return {
        "smem": _smem,
        "gpu": _gpu,
        "nvgpu": _nvgpu,
        "affine": _affine,
        "vector": _vector,
    }


__all__ = ["dialect_factories"]
