"""The seed kernel: 32x32 tiled matmul with Asub, Bsub and a Csub output stage.

C = A x B (N x N, f32). One T x T thread block per output tile; every thread
computes one element. Asub and Bsub stage the k-tiles; the k-loop body ends in a
barrier, so Csub (staging the output tile for a coalesced store) may reuse their
bytes. Realistic size (T = 32): 12288 bytes without reuse, 8192 with.
"""

from __future__ import annotations

import numpy as np

from bench.kernels._common import Arg, Dims, kernel_emitter, launch_functions, sized
from bench.kernels._emit import Emitter

NAME = "matmul_tiled"
PARAMS = {"small": {"n": 16, "tile": 8}, "realistic": {"n": 128, "tile": 32}}
TOLERANCE = {"rtol": 1e-4, "atol": 1e-4}


def args(size: str = "realistic", **params) -> list[Arg]:
    n = sized(PARAMS, size, params)["n"]
    return [
        Arg("A", (n, n), "float32", "in"),
        Arg("B", (n, n), "float32", "in"),
        Arg("C", (n, n), "float32", "out"),
    ]


ARGS = {s: args(s) for s in PARAMS}


def tile_block(p: dict) -> Dims:
    """One thread per element of a ``tile`` x ``tile`` output tile."""
    return (p["tile"], p["tile"], 1)


def tile_grid(p: dict) -> Dims:
    """One block per output tile of an ``n`` x ``n`` result."""
    g = p["n"] // p["tile"]
    return (g, g, 1)


block_size, grid_size = launch_functions(PARAMS, tile_block, tile_grid)


def emit_tile_matmul(e: Emitter, A: str, B: str, C: str, n: int, t: int, batch: str | None, tx, ty, bx, by) -> None:
    """The seed body; with ``batch`` the global arrays have a leading batch index."""
    pre = [batch] if batch is not None else []
    row = e.affine([(by, t), (ty, 1)], hint="row")
    col = e.affine([(bx, t), (tx, 1)], hint="col")
    Asub = e.alloc("Asub", [t, t], "f32")
    Bsub = e.alloc("Bsub", [t, t], "f32")
    zero = e.const(0.0, "f32")
    with e.for_(0, n, t, iter_args=[("sum", zero, "f32")], hint="k0") as kl:
        acol = e.add(kl.iv, tx, "acol")
        a = e.load(A, pre + [row, acol], "a")
        e.store(a, Asub, [ty, tx])
        brow = e.add(kl.iv, ty, "brow")
        b = e.load(B, pre + [brow, col], "b")
        e.store(b, Bsub, [ty, tx])
        e.barrier()
        with e.for_(0, t, 1, iter_args=[("s", kl.iters[0], "f32")], hint="k") as il:
            x = e.load(Asub, [ty, il.iv], "x")
            y = e.load(Bsub, [il.iv, tx], "y")
            p = e.mulf(x, y, "p")
            il.yield_(e.addf(il.iters[0], p, "s"))
        e.barrier()
        kl.yield_(il.results[0])
    Csub = e.alloc("Csub", [t, t], "f32")
    e.store(kl.results[0], Csub, [ty, tx])
    e.barrier()
    out = e.load(Csub, [ty, tx], "out")
    e.store(out, C, pre + [row, col])


def generate(size: str = "realistic", **params) -> str:
    p = sized(PARAMS, size, params)
    n, t = p["n"], p["tile"]
    if n % t:
        raise ValueError("n must be a multiple of tile")
    header = (
        f"{t}x{t} tiled matmul C = A x B ({n}x{n}, f32), one {t}x{t} block per output tile.\n"
        f"Asub, Bsub stage k-tiles; Csub stages the output tile after the k-loop.\n"
    )
    e = kernel_emitter(NAME, args(size, **params), block_size(size, **params), size, header)
    tx, ty = e.thread_id("x"), e.thread_id("y")
    bx, by = e.block_id("x"), e.block_id("y")
    emit_tile_matmul(e, "%A", "%B", "%C", n, t, None, tx, ty, bx, by)
    return e.text()


def reference(inputs: dict) -> dict:
    A = inputs["A"].astype(np.float32)
    B = inputs["B"].astype(np.float32)
    return {"C": (A @ B).astype(np.float32)}
