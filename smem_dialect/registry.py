"""Which dialect smem-opt registers under each upstream dialect name.

Each entry is a factory (dialects load lazily) for a dialect that replaces
xDSL's dialect of the same name, or adds one xDSL lacks. The driver registers
these instead of xDSL's (smem_opt/reader/ir_io.py `build_context`).
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.ir import Dialect


def _smem() -> Dialect:
    from smem_opt.smem_dialect.smem import Smem

    return Smem


def _gpu() -> Dialect:
    from smem_opt.smem_dialect.gpu import GPU

    return GPU


def _memref() -> Dialect:
    from smem_opt.smem_dialect.memref import MemRef

    return MemRef


def _scf() -> Dialect:
    from smem_opt.smem_dialect.scf import Scf

    return Scf


def _arith() -> Dialect:
    from smem_opt.smem_dialect.arith import Arith

    return Arith


def _llvm() -> Dialect:
    from smem_opt.smem_dialect.llvm import LLVM

    return LLVM


def _nvvm() -> Dialect:
    from smem_opt.smem_dialect.nvvm import NVVM

    return NVVM


def _nvgpu() -> Dialect:
    from smem_opt.smem_dialect.nvgpu import NVGPU

    return NVGPU


def _affine() -> Dialect:
    from smem_opt.smem_dialect.affine import Affine

    return Affine


def _func() -> Dialect:
    from smem_opt.smem_dialect.func import Func

    return Func


def _vector() -> Dialect:
    from smem_opt.smem_dialect.vector import Vector

    return Vector


def dialect_factories() -> dict[str, Callable[[], Dialect]]:
    """Dialect name -> factory, for every dialect smem-opt defines or replaces."""
    return {
        "smem": _smem,
        "gpu": _gpu,
        "nvgpu": _nvgpu,
        "affine": _affine,
        "vector": _vector,
        "nvvm": _nvvm,
        "llvm": _llvm,
        "arith": _arith,
        "memref": _memref,
        "scf": _scf,
        "func": _func,
    }


__all__ = ["dialect_factories"]
