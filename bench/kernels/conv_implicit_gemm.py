"""Implicit-GEMM 2D convolution (NHWC, stride 1, 'same' zero padding) with bias.

Y[n, p, q, co] = bias[co] + sum_{r, s, c} X[n, p + r - pad, q + s - pad, c] * Wt[co, r, s, c].
As a GEMM: M = N*P*Q output pixels, N = Cout, K = R*S*Cin. A block computes a
BM x BN tile: the A tile is gathered from X on the fly (im2col indexing, zero
outside the image), the B tile from the filter; each thread owns a TM x TN
micro-tile. The bias slice is staged in bias_s for the whole kernel; after the
k-loop the outputs (plus bias) are staged in Cs and stored cooperatively. Cs may
reuse the bytes of As and Bs.
"""

from __future__ import annotations

import numpy as np

from bench.kernels._common import Arg, kernel_emitter, micro_tile_mma, sized

NAME = "conv_implicit_gemm"
PARAMS = {
    "small": {"n": 1, "h": 4, "w": 4, "cin": 4, "cout": 8, "r": 3, "bm": 8, "bn": 8, "bk": 12, "tm": 2, "tn": 2},
    "realistic": {"n": 1, "h": 56, "w": 56, "cin": 64, "cout": 64, "r": 3, "bm": 64, "bn": 64, "bk": 32,
                  "tm": 4, "tn": 4},
}
TOLERANCE = {"rtol": 1e-4, "atol": 1e-4}


def args(size: str = "realistic", **params) -> list[Arg]:
    p = sized(PARAMS, size, params)
    return [
        Arg("X", (p["n"], p["h"], p["w"], p["cin"]), "float32", "in"),
        Arg("Wt", (p["cout"], p["r"], p["r"], p["cin"]), "float32", "in"),
        Arg("bias", (p["cout"],), "float32", "in"),
        Arg("Y", (p["n"], p["h"], p["w"], p["cout"]), "float32", "out"),
    ]


ARGS = {s: args(s) for s in PARAMS}


def block_size(size: str = "realistic", **params):
    p = sized(PARAMS, size, params)
    return (p["bn"] // p["tn"], p["bm"] // p["tm"], 1)


def grid_size(size: str = "realistic", **params):
    p = sized(PARAMS, size, params)
    return (p["cout"] // p["bn"], p["n"] * p["h"] * p["w"] // p["bm"], 1)


def generate(size: str = "realistic", **params) -> str:
    p = sized(PARAMS, size, params)
    H, W, CI, CO, R = p["h"], p["w"], p["cin"], p["cout"], p["r"]
    BM, BN, BK, TM, TN = p["bm"], p["bn"], p["bk"], p["tm"], p["tn"]
    pad = R // 2
    M, KD = p["n"] * H * W, R * R * CI
    if M % BM or CO % BN or KD % BK:
        raise ValueError(f"bad conv shape {p}")
    e = kernel_emitter(NAME, args(size, **params), block_size(size, **params), size,
                       f"Implicit-GEMM conv {H}x{W}x{CI} -> {CO}, {R}x{R} filter, tiles {BM}x{BN}x{BK}.\n")
    tx, ty = e.thread_id("x"), e.thread_id("y")
    bx, by = e.block_id("x"), e.block_id("y")
    TXn = BN // TN
    T = TXn * (BM // TM)
    tid = e.affine([(ty, TXn), (tx, 1)], hint="tid")
    m0, n0 = e.mul(by, BM, "m0"), e.mul(bx, BN, "n0")
    zero = e.const(0.0, "f32")
    bias_s = e.alloc("bias_s", [BN], "f32")
    with e.coop(tid, T, BN, hint="ce") as c:
        e.store(e.load("%bias", [e.add(n0, c, "gc")], "bv"), bias_s, [c])
    As = e.alloc("As", [BM, BK], "f32")
    Bs = e.alloc("Bs", [BK, BN], "f32")

    def split_k(kd: str):
        rr = e.div(kd, R * CI, "fr")
        rest = e.rem(kd, R * CI, "fx")
        return rr, e.div(rest, CI, "fs"), e.rem(rest, CI, "fc")

    def split_m(mm: str):
        nb = e.div(mm, H * W, "pn")
        rest = e.rem(mm, H * W, "px")
        return nb, e.div(rest, W, "pp"), e.rem(rest, W, "pq")

    rows = [e.affine([(ty, TM)], i, hint="mr") for i in range(TM)]
    cols = [e.affine([(tx, TN)], j, hint="mc") for j in range(TN)]
    with e.for_(0, KD // BK, 1, iter_args=[(f"c{i}", zero, "f32") for i in range(TM * TN)], hint="kt") as kl:
        k0 = e.mul(kl.iv, BK, "k0")
        with e.coop(tid, T, BM * BK, hint="ae") as c:
            r, cc = e.div(c, BK, "ar"), e.rem(c, BK, "ac")
            nb, pp, pq = split_m(e.add(m0, r, "gm"))
            fr, fs, fc = split_k(e.add(k0, cc, "gk"))
            ih = e.add(pp, fr, "ih")
            iw = e.add(pq, fs, "iw")
            ok = e.andi(e.andi(e.cmp("uge", ih, pad, "v"), e.cmp("ult", ih, H + pad, "v"), "v"),
                        e.andi(e.cmp("uge", iw, pad, "v"), e.cmp("ult", iw, W + pad, "v"), "v"), "inb")
            with e.if_(ok, ["f32"], hint="xa") as br:
                xv = e.load("%X", [nb, e.sub(ih, pad, "iy"), e.sub(iw, pad, "ix"), fc], "xv")
                e.then_yield(br, xv)
                e.else_(br)
                e.else_yield(br, zero)
            e.store(br.results[0], As, [r, cc])
        with e.coop(tid, T, BK * BN, hint="be") as c:
            r, cc = e.div(c, BN, "br"), e.rem(c, BN, "bc")
            fr, fs, fc = split_k(e.add(k0, r, "gk"))
            e.store(e.load("%Wt", [e.add(n0, cc, "co"), fr, fs, fc], "wv"), Bs, [r, cc])
        e.barrier()
        accs = micro_tile_mma(
            e,
            lambda kk, r: e.load(As, [r, kk], "x"),
            lambda kk, c: e.load(Bs, [kk, c], "y"),
            rows, cols, 0, BK, list(kl.iters),
        )
        e.barrier()
        kl.yield_(*accs)
    e.comment("epilogue: add bias, stage through shared memory")
    Cs = e.alloc("Cs", [BM, BN], "f32")
    for j in range(TN):
        bj = e.load(bias_s, [cols[j]], "bj")
        for i in range(TM):
            e.store(e.addf(kl.results[i * TN + j], bj, "yv"), Cs, [rows[i], cols[j]])
    e.barrier()
    with e.coop(tid, T, BM * BN, hint="oe") as c:
        r, cc = e.div(c, BN, "or"), e.rem(c, BN, "oc")
        nb, pp, pq = split_m(e.add(m0, r, "gm"))
        e.store(e.load(Cs, [r, cc], "cv"), "%Y", [nb, pp, pq, e.add(n0, cc, "gc")])
    return e.text()


def reference(inputs: dict) -> dict:
    X = inputs["X"].astype(np.float64)
    Wt = inputs["Wt"].astype(np.float64)
    co, R, S, _ = Wt.shape
    pad = R // 2
    n, h, w, _ = X.shape
    Xp = np.pad(X, ((0, 0), (pad, pad), (pad, pad), (0, 0)))
    Y = np.zeros((n, h, w, co))
    for r in range(R):
        for s in range(S):
            Y += np.einsum("nhwc,oc->nhwo", Xp[:, r:r + h, s:s + w, :], Wt[:, r, s, :])
    Y += inputs["bias"].astype(np.float64)
    return {"Y": Y.astype(np.float32)}
