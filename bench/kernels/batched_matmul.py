"""Batched tiled matmul: the seed body inside an outer batch loop.

C[b] = A[b] x B[b] for every batch b; each block loops over all batches for its
output tile. Asub, Bsub and Csub are allocated inside the batch-loop body, so
their contents are per iteration. The body ends in a barrier (Csub of batch b
must be read before Asub of batch b + 1 is written). This is the TVM case:
touches recorded at the outermost scope (the batch loop) give no reuse at all.
"""

from __future__ import annotations

import numpy as np

from bench.kernels._common import Arg, kernel_emitter, launch_functions, sized
from bench.kernels.matmul_tiled import emit_tile_matmul, tile_block, tile_grid

NAME = "batched_matmul"
PARAMS = {"small": {"batch": 2, "n": 16, "tile": 8}, "realistic": {"batch": 8, "n": 128, "tile": 32}}
TOLERANCE = {"rtol": 1e-4, "atol": 1e-4}


def args(size: str = "realistic", **params) -> list[Arg]:
    p = sized(PARAMS, size, params)
    shape = (p["batch"], p["n"], p["n"])
    return [Arg("A", shape, "float32", "in"), Arg("B", shape, "float32", "in"), Arg("C", shape, "float32", "out")]


ARGS = {s: args(s) for s in PARAMS}


block_size, grid_size = launch_functions(PARAMS, tile_block, tile_grid)


def generate(size: str = "realistic", **params) -> str:
    p = sized(PARAMS, size, params)
    n, t, nb = p["n"], p["tile"], p["batch"]
    header = (
        f"Batched {t}x{t} tiled matmul ({nb} x {n}x{n}, f32): the seed body inside a batch loop,\n"
        "allocs inside the loop body. "
    )
    e = kernel_emitter(NAME, args(size, **params), block_size(size, **params), size, header)
    tx, ty = e.thread_id("x"), e.thread_id("y")
    bx, by = e.block_id("x"), e.block_id("y")
    with e.for_(0, nb, 1, hint="batch") as bl:
        emit_tile_matmul(e, "%A", "%B", "%C", n, t, bl.iv, tx, ty, bx, by)
        e.barrier()
    return e.text()


def reference(inputs: dict) -> dict:
    A = inputs["A"].astype(np.float32)
    B = inputs["B"].astype(np.float32)
    return {"C": np.matmul(A, B).astype(np.float32)}
