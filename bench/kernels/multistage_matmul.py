"""CUTLASS-style multistage cp.async matmul with a shared-memory epilogue.

C = A x B (f32). A thread block computes a BM x BN tile; each thread owns a
TM x TN micro-tile of accumulators. The k-tiles stream through ``stages``
shared-memory stages, each stage one pair of separate allocs (As<s>, Bs<s>):

* prologue: issue k-tiles 0 .. stages-2 with ``smem.async_copy`` (16-byte
  copies), one ``smem.async_commit`` per tile;
* main loop (unrolled by ``stages`` so that every stage buffer is named
  statically): ``smem.async_wait {pending = stages-2}``, barrier, issue k-tile
  kt+stages-1 into the stage consumed one step earlier (guarded by a uniform
  bound check; the commit is unconditional, so the group count stays exact),
  then the micro-tile MMA on stage kt % stages;
* drain: ``smem.async_wait {pending = 0}`` and a barrier;
* epilogue: the accumulators go to a BM x BN shared staging tile Cs, barrier,
  and the tile is stored to global memory cooperatively (coalesced).

Cs may reuse the bytes of all stages: ours = max(stages x (A + B), C).
"""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np

from bench.kernels._common import Arg, check_size, kernel_emitter, micro_tile_mma

TOLERANCE = {"rtol": 1e-4, "atol": 1e-4}
BASE = {
    "small": {"m": 16, "n": 16, "bm": 8, "bn": 8, "bk": 4, "tm": 2, "tn": 2, "ktiles_per_stage": 1},
    "realistic": {"m": 1024, "n": 1024, "bm": 128, "bn": 128, "bk": 32, "tm": 8, "tn": 8, "ktiles_per_stage": 8},
}


def params(size: str, stages: int, **over) -> dict:
    check_size(size)
    p = {**BASE[size], "stages": stages, **over}
    p.setdefault("k", p["stages"] * p["bk"] * p["ktiles_per_stage"])
    if "k" in over:
        p["k"] = over["k"]
    return p


def args(size: str, stages: int, **over) -> list[Arg]:
    p = params(size, stages, **over)
    return [
        Arg("A", (p["m"], p["k"]), "float32", "in"),
        Arg("B", (p["k"], p["n"]), "float32", "in"),
        Arg("C", (p["m"], p["n"]), "float32", "out"),
    ]


def block_size(size: str, stages: int, **over) -> tuple[int, int, int]:
    p = params(size, stages, **over)
    return (p["bn"] // p["tn"], p["bm"] // p["tm"], 1)


def grid_size(size: str, stages: int, **over) -> tuple[int, int, int]:
    p = params(size, stages, **over)
    return (p["n"] // p["bn"], p["m"] // p["bm"], 1)


def generate(name: str, size: str, stages: int, **over) -> str:
    p = params(size, stages, **over)
    m, n, k = p["m"], p["n"], p["k"]
    bm, bn, bk, tm, tn, S = p["bm"], p["bn"], p["bk"], p["tm"], p["tn"], p["stages"]
    if S < 2:
        raise ValueError("stages must be >= 2")
    kt_total = k // bk
    if k % bk or kt_total % S or m % bm or n % bn or bk % 4 or bn % 4:
        raise ValueError(f"bad multistage shape {p}")
    header = (
        f"{S}-stage cp.async matmul, {bm}x{bn}x{bk} block tile, {tm}x{tn} per thread, "
        f"C({m}x{n}) = A({m}x{k}) x B({k}x{n}), f32,\n"
        "with a shared-memory epilogue. "
    )
    e = kernel_emitter(name, args(size, stages, **over), block_size(size, stages, **over), size, header, "multistage_matmul")
    tx, ty = e.thread_id("x"), e.thread_id("y")
    bx, by = e.block_id("x"), e.block_id("y")
    threads_x = bn // tn
    nthreads = threads_x * (bm // tm)
    tid = e.affine([(ty, threads_x), (tx, 1)], hint="tid")
    m0 = e.mul(by, bm, "m0")
    n0 = e.mul(bx, bn, "n0")
    As = [e.alloc(f"As{s}", [bm, bk], "f32") for s in range(S)]
    Bs = [e.alloc(f"Bs{s}", [bk, bn], "f32") for s in range(S)]

    def issue(kt: str, s: int) -> None:
        k0 = e.mul(kt, bk, "k0")
        with e.coop(tid, nthreads, bm * bk // 4, hint="ca") as c:
            r = e.div(c, bk // 4, "ar")
            cc = e.mul(e.rem(c, bk // 4, "ac"), 4, "ac")
            e.async_copy("%A", [e.add(m0, r, "gr"), e.add(k0, cc, "gc")], As[s], [r, cc], 4)
        with e.coop(tid, nthreads, bk * bn // 4, hint="cb") as c:
            r = e.div(c, bn // 4, "br")
            cc = e.mul(e.rem(c, bn // 4, "bc"), 4, "bc")
            e.async_copy("%B", [e.add(k0, r, "gr"), e.add(n0, cc, "gc")], Bs[s], [r, cc], 4)

    e.comment("prologue: issue the first stages-1 k-tiles")
    for s in range(S - 1):
        issue(e.idx(s), s)
        e.async_commit([])
    rows = [e.affine([(ty, tm)], i, hint="mr") for i in range(tm)]
    cols = [e.affine([(tx, tn)], j, hint="mc") for j in range(tn)]
    zero = e.const(0.0, "f32")
    accs = [zero] * (tm * tn)
    e.comment("main loop, unrolled by the stage count")
    with e.for_(0, kt_total, S, iter_args=[(f"c{i}", a, "f32") for i, a in enumerate(accs)], hint="kt0") as ml:
        cur = list(ml.iters)
        for j in range(S):
            kt = e.add(ml.iv, j, "kt") if j else ml.iv
            e.async_wait(S - 2)
            e.barrier()
            nk = e.add(kt, S - 1, "nk")
            ok = e.cmp("ult", nk, kt_total, "more")
            with e.if_(ok):
                issue(nk, (j + S - 1) % S)
            e.async_commit([])
            cur = micro_tile_mma(
                e,
                lambda kk, r, s=j: e.load(As[s], [r, kk], "a"),
                lambda kk, c, s=j: e.load(Bs[s], [kk, c], "b"),
                rows, cols, 0, bk, cur,
            )
        ml.yield_(*cur)
    e.async_wait(0)
    e.barrier()
    e.comment("epilogue: stage C through shared memory for coalesced stores")
    Cs = e.alloc("Cs", [bm, bn], "f32")
    for i in range(tm):
        for j in range(tn):
            e.store(ml.results[i * tn + j], Cs, [rows[i], cols[j]])
    e.barrier()
    with e.coop(tid, nthreads, bm * bn, hint="oe") as c:
        r = e.div(c, bn, "or")
        cc = e.rem(c, bn, "oc")
        v = e.load(Cs, [r, cc], "cv")
        e.store(v, "%C", [e.add(m0, r, "gr"), e.add(n0, cc, "gc")])
    return e.text()


def reference(inputs: dict) -> dict:
    A = inputs["A"].astype(np.float32)
    B = inputs["B"].astype(np.float32)
    return {"C": (A @ B).astype(np.float32)}


def variant(stages: int) -> SimpleNamespace:
    """The registry entry for the ``stages``-stage kernel (``multistage<stages>``)."""
    name = f"multistage{stages}"

    def args_for(size: str = "realistic", **over) -> list[Arg]:
        return args(size, stages, **over)

    def generate_for(size: str = "realistic", **over) -> str:
        check_size(size)
        return generate(name, size, stages, **over)

    return SimpleNamespace(
        __doc__=f"{stages}-stage cp.async matmul with a shared-memory epilogue.",
        NAME=name,
        STAGES=stages,
        PARAMS={s: params(s, stages) for s in ("small", "realistic")},
        TOLERANCE=TOLERANCE,
        reference=reference,
        args=args_for,
        ARGS={s: args(s, stages) for s in ("small", "realistic")},
        block_size=lambda size="realistic", **over: block_size(size, stages, **over),
        grid_size=lambda size="realistic", **over: grid_size(size, stages, **over),
        generate=generate_for,
    )
