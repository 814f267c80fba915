"""LayerNorm over rows with block reductions in shared memory.

Y[r, :] = (X[r, :] - mean) / sqrt(var + eps) * gamma + beta, one block per row.
The row is staged in row_s; the sum is reduced in red_sum, every thread reads
the mean, a barrier follows, then the sum of squared deviations is reduced in
red_sq (which may reuse red_sum's bytes).
"""

from __future__ import annotations

import numpy as np

from bench.kernels._common import Arg, kernel_emitter, launch_functions, sized
from bench.kernels._rowreduce import block_reduce, row_block, row_columns, row_grid, row_shape

NAME = "layernorm"
EPS = 1e-5
PARAMS = {"small": {"rows": 4, "cols": 32, "threads": 16}, "realistic": {"rows": 1024, "cols": 4096, "threads": 256}}
TOLERANCE = {"rtol": 1e-4, "atol": 1e-5}


def args(size: str = "realistic", **params) -> list[Arg]:
    p = sized(PARAMS, size, params)
    R, C = p["rows"], p["cols"]
    return [Arg("X", (R, C), "float32", "in"), Arg("gamma", (C,), "float32", "in"),
            Arg("beta", (C,), "float32", "in"), Arg("Y", (R, C), "float32", "out")]


ARGS = {s: args(s) for s in PARAMS}


block_size, grid_size = launch_functions(PARAMS, row_block, row_grid)


def generate(size: str = "realistic", **params) -> str:
    p = sized(PARAMS, size, params)
    C, T = row_shape(p, "layernorm")
    e = kernel_emitter(NAME, args(size, **params), block_size(size, **params), size,
                       f"LayerNorm ({C} columns, {T} threads) with shared-memory block reductions.\n")
    tid = e.thread_id("x")
    r = e.block_id("x")
    per = C // T
    zero = e.const(0.0, "f32")
    row_s = e.alloc("row_s", [C], "f32")
    with row_columns(e, per, T, tid, ("sum", zero, "f32")) as (l1, c):
        x = e.load("%X", [r, c], "x")
        e.store(x, row_s, [c])
        l1.yield_(e.addf(l1.iters[0], x, "sum"))
    total = block_reduce(e, "red_sum", l1.results[0], tid, T, lambda a, b: e.addf(a, b, "s"))
    mean = e.divf(total, e.const(float(C), "f32"), "mean")
    e.barrier()
    with row_columns(e, per, T, tid, ("sq", zero, "f32")) as (l2, c):
        dv = e.subf(e.load(row_s, [c], "x"), mean, "dv")
        l2.yield_(e.addf(l2.iters[0], e.mulf(dv, dv, "d2"), "sq"))
    sq = block_reduce(e, "red_sq", l2.results[0], tid, T, lambda a, b: e.addf(a, b, "s"))
    var = e.divf(sq, e.const(float(C), "f32"), "var")
    inv = e.math("rsqrt", e.addf(var, e.const(EPS, "f32"), "ve"), "inv")
    with row_columns(e, per, T, tid) as (_, c):
        nx = e.mulf(e.subf(e.load(row_s, [c], "x"), mean, "dv"), inv, "nx")
        y = e.addf(e.mulf(nx, e.load("%gamma", [c], "g"), "y"), e.load("%beta", [c], "b"), "y")
        e.store(y, "%Y", [r, c])
    return e.text()


def reference(inputs: dict) -> dict:
    X = inputs["X"].astype(np.float64)
    mean = X.mean(axis=1, keepdims=True)
    var = ((X - mean) ** 2).mean(axis=1, keepdims=True)
    y = (X - mean) / np.sqrt(var + EPS) * inputs["gamma"] + inputs["beta"]
    return {"Y": y.astype(np.float32)}
