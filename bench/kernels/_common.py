"""Shared pieces of the kernel corpus: argument descriptions and the micro-tile GEMM
body used by the matmul-like kernels."""

from __future__ import annotations

from dataclasses import dataclass

SIZES = ("small", "realistic")


@dataclass(frozen=True)
class Arg:
    """One kernel argument: a global memref. ``role`` is "in" or "out"."""

    name: str
    shape: tuple[int, ...]
    dtype: str
    """numpy dtype name: float32, float16, int8, uint8."""
    role: str


MLIR_TYPES = {"float32": "f32", "float16": "f16", "int8": "i8", "uint8": "i8"}


def mlir_arg(a: Arg) -> tuple[str, str]:
    dims = "x".join(str(d) for d in a.shape)
    return a.name, f"memref<{dims}x{MLIR_TYPES[a.dtype]}>"


def check_size(size: str) -> None:
    if size not in SIZES:
        raise ValueError(f"size must be one of {SIZES}, got {size!r}")


def micro_tile_mma(e, a_load, b_load, rows: list[str], cols: list[str], k_lo, k_hi, accs: list[str]) -> list[str]:
    """``for k in [k_lo, k_hi)``: acc[i][j] += A(rows[i], k) * B(k, cols[j]).

    ``a_load(k, row)`` / ``b_load(k, col)`` emit one load each; ``accs`` are the
    f32 accumulators, row-major over (rows, cols). Returns the loop results."""
    its = [(f"acc{i}", a, "f32") for i, a in enumerate(accs)]
    with e.for_(k_lo, k_hi, 1, iter_args=its, hint="kk") as lp:
        av = [a_load(lp.iv, r) for r in rows]
        bv = [b_load(lp.iv, c) for c in cols]
        new = []
        for i in range(len(rows)):
            for j in range(len(cols)):
                p = e.mulf(av[i], bv[j], "p")
                new.append(e.addf(lp.iters[i * len(cols) + j], p, "s"))
        lp.yield_(*new)
    return lp.results
