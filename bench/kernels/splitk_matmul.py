"""Intra-block split-K matmul with a shared-memory reduction.

C = A x B (f32). A block computes a BM x BN tile with KS groups of threads
(threadIdx.z): every k-tile (As, Bs) is loaded cooperatively, then group z
multiplies the z-th slice of the tile's k-range into its TM x TN micro-tile of
partial sums. After the k-loop the partial sums meet in Ps[KS][BM][BN]; after a
barrier each output element is the sum over the KS slices. Ps may reuse the
bytes of As and Bs.
"""

from __future__ import annotations

import numpy as np

from bench.kernels._common import Arg, kernel_emitter, micro_tile_mma, sized

NAME = "splitk_matmul"
PARAMS = {
    "small": {"m": 16, "n": 16, "k": 16, "bm": 8, "bn": 8, "bk": 8, "ks": 2, "tm": 2, "tn": 2},
    "realistic": {"m": 512, "n": 512, "k": 1024, "bm": 32, "bn": 32, "bk": 128, "ks": 4, "tm": 4, "tn": 4},
}
TOLERANCE = {"rtol": 1e-4, "atol": 1e-4}


def args(size: str = "realistic", **params) -> list[Arg]:
    p = sized(PARAMS, size, params)
    return [Arg("A", (p["m"], p["k"]), "float32", "in"), Arg("B", (p["k"], p["n"]), "float32", "in"),
            Arg("C", (p["m"], p["n"]), "float32", "out")]


ARGS = {s: args(s) for s in PARAMS}


def block_size(size: str = "realistic", **params):
    p = sized(PARAMS, size, params)
    return (p["bn"] // p["tn"], p["bm"] // p["tm"], p["ks"])


def grid_size(size: str = "realistic", **params):
    p = sized(PARAMS, size, params)
    return (p["n"] // p["bn"], p["m"] // p["bm"], 1)


def generate(size: str = "realistic", **params) -> str:
    p = sized(PARAMS, size, params)
    K, BM, BN, BK, KS, TM, TN = p["k"], p["bm"], p["bn"], p["bk"], p["ks"], p["tm"], p["tn"]
    if K % BK or BK % KS:
        raise ValueError(f"bad split-k shape {p}")
    e = kernel_emitter(NAME, args(size, **params), block_size(size, **params), size,
                       f"Split-K matmul: {BM}x{BN}x{BK} tiles, {KS} k-slices per tile, reduction in shared memory.\n")
    tx, ty, tz = e.thread_id("x"), e.thread_id("y"), e.thread_id("z")
    bx, by = e.block_id("x"), e.block_id("y")
    TXn, TYn = BN // TN, BM // TM
    T = TXn * TYn * KS
    tid = e.affine([(tz, TXn * TYn), (ty, TXn), (tx, 1)], hint="tid")
    m0, n0 = e.mul(by, BM, "m0"), e.mul(bx, BN, "n0")
    As = e.alloc("As", [BM, BK], "f32")
    Bs = e.alloc("Bs", [BK, BN], "f32")
    rows = [e.affine([(ty, TM)], i, hint="mr") for i in range(TM)]
    cols = [e.affine([(tx, TN)], j, hint="mc") for j in range(TN)]
    kslice = BK // KS
    kbase = e.mul(tz, kslice, "kb")
    zero = e.const(0.0, "f32")
    with e.for_(0, K // BK, 1, iter_args=[(f"c{i}", zero, "f32") for i in range(TM * TN)], hint="kt") as kl:
        k0 = e.mul(kl.iv, BK, "k0")
        with e.coop(tid, T, BM * BK, hint="ae") as c:
            r, cc = e.div(c, BK, "ar"), e.rem(c, BK, "ac")
            e.store(e.load("%A", [e.add(m0, r, "gr"), e.add(k0, cc, "gc")], "a"), As, [r, cc])
        with e.coop(tid, T, BK * BN, hint="be") as c:
            r, cc = e.div(c, BN, "br"), e.rem(c, BN, "bc")
            e.store(e.load("%B", [e.add(k0, r, "gr"), e.add(n0, cc, "gc")], "b"), Bs, [r, cc])
        e.barrier()
        accs = micro_tile_mma(
            e,
            lambda kk, r: e.load(As, [r, e.add(kbase, kk, "kx")], "x"),
            lambda kk, c: e.load(Bs, [e.add(kbase, kk, "kx"), c], "y"),
            rows, cols, 0, kslice, list(kl.iters),
        )
        e.barrier()
        kl.yield_(*accs)
    e.comment("reduce the k-slices in shared memory")
    Ps = e.alloc("Ps", [KS, BM, BN], "f32")
    for i in range(TM):
        for j in range(TN):
            e.store(kl.results[i * TN + j], Ps, [tz, rows[i], cols[j]])
    e.barrier()
    with e.coop(tid, T, BM * BN, hint="oe") as c:
        r, cc = e.div(c, BN, "or"), e.rem(c, BN, "oc")
        s = zero
        for z in range(KS):
            s = e.addf(s, e.load(Ps, [z, r, cc], "ps"), "sum")
        e.store(s, "%C", [e.add(m0, r, "gr"), e.add(n0, cc, "gc")])
    return e.text()


def reference(inputs: dict) -> dict:
    return {"C": (inputs["A"].astype(np.float32) @ inputs["B"].astype(np.float32)).astype(np.float32)}
