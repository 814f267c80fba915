"""Row softmax with block reductions in shared memory.

Y[r, :] = softmax(X[r, :]), one block per row. The row is staged in row_s;
the row max is reduced in red_max (tree reduction, a barrier per step), every
thread reads it, a barrier follows, then exp(x - max) is written over row_s and
the sum is reduced in red_sum. red_sum may reuse red_max's bytes.
"""

from __future__ import annotations

import numpy as np

from bench.kernels._common import Arg, kernel_emitter, launch_functions, sized
from bench.kernels._rowreduce import block_reduce, row_block, row_columns, row_grid, row_shape

NAME = "softmax"
PARAMS = {"small": {"rows": 4, "cols": 32, "threads": 16}, "realistic": {"rows": 1024, "cols": 4096, "threads": 256}}
TOLERANCE = {"rtol": 1e-5, "atol": 1e-6}


def args(size: str = "realistic", **params) -> list[Arg]:
    p = sized(PARAMS, size, params)
    shape = (p["rows"], p["cols"])
    return [Arg("X", shape, "float32", "in"), Arg("Y", shape, "float32", "out")]


ARGS = {s: args(s) for s in PARAMS}


block_size, grid_size = launch_functions(PARAMS, row_block, row_grid)


def generate(size: str = "realistic", **params) -> str:
    p = sized(PARAMS, size, params)
    C, T = row_shape(p, "softmax")
    e = kernel_emitter(NAME, args(size, **params), block_size(size, **params), size,
                       f"Row softmax ({C} columns, {T} threads) with shared-memory block reductions.\n")
    tid = e.thread_id("x")
    r = e.block_id("x")
    row_s = e.alloc("row_s", [C], "f32")
    per = C // T
    ninf = e.const(-3.0e38, "f32")
    zero = e.const(0.0, "f32")
    with row_columns(e, per, T, tid, ("mx", ninf, "f32")) as (l1, c):
        x = e.load("%X", [r, c], "x")
        e.store(x, row_s, [c])
        l1.yield_(e.maxf(l1.iters[0], x, "mx"))
    mx = block_reduce(e, "red_max", l1.results[0], tid, T, lambda a, b: e.maxf(a, b, "m"))
    e.barrier()
    with row_columns(e, per, T, tid, ("sum", zero, "f32")) as (l2, c):
        ex = e.math("exp", e.subf(e.load(row_s, [c], "x"), mx, "d"), "ex")
        e.store(ex, row_s, [c])
        l2.yield_(e.addf(l2.iters[0], ex, "sum"))
    total = block_reduce(e, "red_sum", l2.results[0], tid, T, lambda a, b: e.addf(a, b, "s"))
    with row_columns(e, per, T, tid) as (_, c):
        e.store(e.divf(e.load(row_s, [c], "x"), total, "y"), "%Y", [r, c])
    return e.text()


def reference(inputs: dict) -> dict:
    X = inputs["X"].astype(np.float32)
    z = np.exp(X - X.max(axis=1, keepdims=True))
    return {"Y": (z / z.sum(axis=1, keepdims=True)).astype(np.float32)}
