"""The smem-opt benchmark: bytes per strategy, plan quality, and compile time.

``python -m bench.run [--quick] [--out bench/results.md]`` prints three tables
and writes them (with notes) to ``bench/results.md``:

1. **Corpus** (every kernel of ``bench.kernels.KERNELS`` at its realistic size):
   shared-memory bytes without reuse, with TVM's algorithm (a model: TVM has no
   tool that reads this IR), with our pass, our lower bound LB (heaviest clique of
   the conflict graph), ours / LB and whether the plan is proven optimal. A
   baseline plan that puts two buffers on the same bytes although our analysis
   says they must not share is marked ``unsafe``. IREE's real passes run on the
   same kernels in ``bench.iree_real``.
2. **Generated kernels** (``bench.kernels.random_gen``) with 10 .. 200 buffers:
   ours / LB per buffer count (mean, worst, how many proven optimal).
3. **Compile time**: our pass (``smem-coalesce``: analysis, planning, rewrite)
   against xDSL's parse time of the same text, for generated kernels growing
   from about 1k to 100k ops and 10 to 2000 buffers, each point in a subprocess
   with a time limit; the growth exponent of each is fitted by least squares on
   log(time) against log(ops).

Targets reported (not tuned for): ours == LB on every realistic kernel; ours <=
1.02 x LB on generated kernels; pass time <= 0.5 x parse time at 100k ops;
growth exponent <= 1.2.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

from bench.results_file import RESULTS, replace_section

ROOT = Path(__file__).resolve().parent.parent

# (buffers, target ops) points of the compile-time table
TIME_POINTS = [(10, 1_000), (30, 3_000), (100, 10_000), (300, 30_000), (2000, 100_000)]
QUICK_TIME_POINTS = [(10, 1_000), (30, 3_000), (100, 10_000)]
RANDOM_SIZES = [10, 25, 50, 100, 200]
RANDOM_SEEDS = {10: 8, 25: 6, 50: 4, 100: 3, 200: 2}
QUICK_RANDOM_SIZES = [10, 25, 50]
QUICK_RANDOM_SEEDS = {10: 3, 25: 2, 50: 1}


# -- measurements ------------------------------------------------------------------------


def ours(kernel):
    from smem_opt.passes.kernel_plan import plan_kernel

    return plan_kernel(kernel).plan


def corpus_rows() -> list[dict]:
    from bench.baselines import no_reuse, tvm
    from bench.baselines.common import check_against_ours, our_conflicts, parse_kernel
    from bench.kernels import KERNELS

    rows = []
    for name, mod in KERNELS.items():
        text = mod.generate("realistic")
        kernel = parse_kernel(text, f"{name}.realistic.mlir")
        conflicts = our_conflicts(kernel)
        row: dict = {"kernel": name, "buffers": len(kernel.buffers)}
        for base in (no_reuse, tvm):
            res = base.plan(kernel)
            bad = check_against_ours(kernel, res, conflicts) if base is not no_reuse else []
            row[base.NAME] = res.total_bytes
            row[base.NAME + "_unsafe"] = len(bad)
        t0 = time.perf_counter()
        fresh = parse_kernel(text, f"{name}.realistic.mlir")
        t1 = time.perf_counter()
        plan = ours(fresh)
        t2 = time.perf_counter()
        row.update(ours=plan.arena_bytes, lb=plan.lower_bound, optimal=plan.proven_optimal,
                   parse_s=t1 - t0, plan_s=t2 - t1)
        rows.append(row)
    return rows


def random_rows(sizes, seeds) -> list[dict]:
    from bench.baselines.common import parse_kernel
    from bench.kernels import random_gen

    rows = []
    for n in sizes:
        ratios, optimal, times = [], 0, []
        for seed in range(seeds[n]):
            kernel = parse_kernel(random_gen.generate(n, seed), f"random_{n}_{seed}")
            t0 = time.perf_counter()
            plan = ours(kernel)
            times.append(time.perf_counter() - t0)
            ratios.append(plan.arena_bytes / plan.lower_bound if plan.lower_bound else 1.0)
            optimal += plan.proven_optimal
        rows.append(
            {"buffers": n, "kernels": len(ratios), "mean": statistics.fmean(ratios), "worst": max(ratios),
             "at_lb": sum(r <= 1.0 + 1e-12 for r in ratios), "optimal": optimal, "seconds": statistics.fmean(times)}
        )
    return rows


def time_point(n_buffers: int, ops: int, seed: int = 0, parse_only: bool = False) -> dict:
    """Parse and pass time of one generated kernel (run in a subprocess by ``time_rows``)."""
    from smem_opt.passes.rewrite.smem_coalesce import SmemCoalescePass
    from bench.baselines.common import context
    from bench.kernels import random_gen
    from smem_opt.tools.smem_opt import parse_module

    text = random_gen.generate(n_buffers, seed, ops_target=ops)
    ctx = context()
    t0 = time.perf_counter()
    module = parse_module(ctx, text, "point")
    parse_s = time.perf_counter() - t0
    n_ops = sum(1 for _ in module.walk())
    print(json.dumps({"ops": n_ops, "parse": parse_s}), flush=True)
    if parse_only:
        return {"buffers": n_buffers, "ops": n_ops, "parse": parse_s}
    t0 = time.perf_counter()
    SmemCoalescePass().apply(ctx, module)
    pass_s = time.perf_counter() - t0
    return {"buffers": n_buffers, "ops": n_ops, "parse": parse_s, "pass": pass_s}


def time_rows(points, limit: float, parse_limit: float) -> list[dict]:
    """Time each point in a subprocess: ``parse_limit`` seconds for generating and
    parsing, then ``limit`` for the pass. After a pass times out, larger points
    are only parsed."""
    rows = []
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    pass_timed_out = False
    for n, ops in points:
        row = {"buffers": n, "target_ops": ops, "ops": None, "parse": None, "pass": None, "status": "ok"}
        cmd = [sys.executable, "-m", "bench.run", "--time-point", str(n), str(ops)]
        if pass_timed_out:
            cmd.append("--parse-only")
        try:
            proc = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True,
                                  timeout=parse_limit + (0 if pass_timed_out else limit))
            lines = [l for l in proc.stdout.splitlines() if l.startswith("{")]
            if proc.returncode != 0 or not lines:
                row["status"] = f"failed: {proc.stderr.strip().splitlines()[-1:]}"
            else:
                row.update(json.loads(lines[-1]))
                if pass_timed_out:
                    row["status"] = "pass not run (a smaller point timed out)"
        except subprocess.TimeoutExpired as exc:
            out = exc.stdout.decode() if isinstance(exc.stdout, bytes) else (exc.stdout or "")
            lines = [l for l in out.splitlines() if l.startswith("{")]
            if lines:
                row.update(json.loads(lines[0]))
                row["status"] = f"pass timed out (> {limit:.0f} s)"
                pass_timed_out = True
            else:
                row["status"] = f"parse timed out (> {parse_limit:.0f} s)"
        rows.append(row)
    return rows


def fit_exponent(xs: list[float], ys: list[float]) -> float | None:
    pts = [(math.log(x), math.log(y)) for x, y in zip(xs, ys) if x and y and y > 0]
    if len(pts) < 2:
        return None
    mx = statistics.fmean(p[0] for p in pts)
    my = statistics.fmean(p[1] for p in pts)
    sxx = sum((p[0] - mx) ** 2 for p in pts)
    if sxx == 0:
        return None
    return sum((p[0] - mx) * (p[1] - my) for p in pts) / sxx


# -- formatting ----------------------------------------------------------------------------


def _table(header: list[str], rows: list[list[str]]) -> str:
    widths = [max(len(h), *(len(r[i]) for r in rows)) if rows else len(h) for i, h in enumerate(header)]
    fmt = lambda cells: "| " + " | ".join(c.ljust(w) for c, w in zip(cells, widths)) + " |"  # noqa: E731
    return "\n".join([fmt(header), "|" + "|".join("-" * (w + 2) for w in widths) + "|", *map(fmt, rows)])


def _bytes(row, key) -> str:
    s = str(row[key])
    if row.get(key + "_unsafe"):
        s += f" (unsafe: {row[key + '_unsafe']})"
    return s


def render(corpus, randoms, times, quick: bool, elapsed: float) -> tuple[str, list[str]]:
    misses: list[str] = []
    t1 = _table(
        ["kernel", "buffers", "no reuse", "TVM (model)", "ours", "LB", "ours/LB", "proven optimal",
         "parse s", "analysis+plan s"],
        [[r["kernel"], str(r["buffers"]), str(r["no_reuse"]), _bytes(r, "tvm"), str(r["ours"]),
          str(r["lb"]), f"{r['ours'] / r['lb']:.3f}" if r["lb"] else "-", "yes" if r["optimal"] else "no",
          f"{r['parse_s']:.2f}", f"{r['plan_s']:.2f}"]
         for r in corpus],
    )
    for r in corpus:
        if r["ours"] != r["lb"]:
            misses.append(f"corpus: {r['kernel']}: ours {r['ours']} != LB {r['lb']}")
    t2 = _table(
        ["buffers", "kernels", "mean ours/LB", "worst ours/LB", "at LB", "proven optimal", "mean plan s"],
        [[str(r["buffers"]), str(r["kernels"]), f"{r['mean']:.4f}", f"{r['worst']:.4f}", str(r["at_lb"]),
          str(r["optimal"]), f"{r['seconds']:.2f}"] for r in randoms],
    )
    for r in randoms:
        if r["worst"] > 1.02:
            misses.append(f"generated: {r['buffers']} buffers: worst ours/LB {r['worst']:.4f} > 1.02")
    done = [r for r in times if r["pass"] is not None]
    t3 = _table(
        ["buffers", "ops", "parse s", "pass s", "pass/parse", "status"],
        [[str(r["buffers"]), str(r["ops"] or f"~{r['target_ops']}"),
          f"{r['parse']:.2f}" if r["parse"] is not None else "-",
          f"{r['pass']:.2f}" if r["pass"] is not None else "-",
          f"{r['pass'] / r['parse']:.2f}" if r["pass"] is not None and r["parse"] else "-", r["status"]]
         for r in times],
    )
    e_pass = fit_exponent([r["ops"] for r in done], [r["pass"] for r in done])
    parsed = [r for r in times if r["parse"] is not None and r["ops"]]
    e_parse = fit_exponent([r["ops"] for r in parsed], [r["parse"] for r in parsed])
    exp_line = (
        f"Fitted growth exponent (log-log least squares, time vs ops): pass "
        f"{e_pass:.2f} over {len(done)} points" if e_pass is not None else "pass exponent: not enough points"
    ) + (f"; parse {e_parse:.2f} over {len(parsed)} points." if e_parse is not None else ".")
    if e_pass is not None and e_pass > 1.2:
        misses.append(f"compile time: pass growth exponent {e_pass:.2f} > 1.2")
    big = [r for r in times if r["target_ops"] >= 100_000]
    for r in big:
        if r["pass"] is None:
            misses.append(f"compile time: at ~{r['target_ops']} ops / {r['buffers']} buffers the pass did not finish ({r['status']})")
        elif r["parse"] and r["pass"] > 0.5 * r["parse"]:  # noqa: SIM114
            misses.append(f"compile time: pass {r['pass']:.1f} s > 0.5 x parse {r['parse']:.1f} s at {r['ops']} ops")
    for r in times:
        if r["pass"] is None and r["target_ops"] < 100_000 and r["status"].startswith("pass timed out"):
            misses.append(f"compile time: pass timed out at {r['buffers']} buffers / {r['ops'] or r['target_ops']} ops")
    parts = [
        f"Generated by `python -m bench.run{' --quick' if quick else ''}` in {elapsed:.0f} s "
        f"(Python {sys.version.split()[0]}, {os.cpu_count()} CPUs visible).",
        "",
        "## Corpus kernels (realistic sizes), shared-memory bytes",
        "",
        "`unsafe: n` = the baseline's plan puts n pairs of buffers on overlapping bytes although our analysis "
        "(design §3) says they are live together or not separated by a barrier.",
        "",
        t1,
        "",
        "## Generated kernels (bench/kernels/random_gen.py), ours / LB",
        "",
        t2,
        "",
        "## Compile time: smem-coalesce vs xDSL parse of the same text",
        "",
        t3,
        "",
        exp_line,
        "",
        "## Targets",
        "",
        "- ours == LB on every realistic kernel; ours <= 1.02 x LB on generated kernels up to 200 buffers;",
        "  pass time <= 0.5 x parse time at 100k ops; growth exponent <= 1.2.",
        "",
    ]
    if misses:
        parts += ["Missed:", ""] + [f"- {m}" for m in misses] + [""]
    else:
        parts += ["All targets met.", ""]
    parts += NOTES
    return "\n".join(parts), misses


NOTES = [
    "## Notes",
    "",
    "- TVM's column is a model of its public algorithm run on our IR (bench/baselines/tvm.py documents",
    "  every rule and deviation): touches recorded at the outermost statement, gen/kill liveness,",
    "  size-keyed free map with match_range 16, layer merging; raw sizes with per-layer element",
    "  alignment. IREE is not modelled: its real passes run on the same kernels in IREE's form",
    "  (`python -m bench.iree_real`, section iree-real).",
    "- TVM gets no reuse at all where the body sits in an outer loop (batched_matmul, the persistent",
    "  streamk), as the seed blog reports.",
    "- Compile time: the conflict analysis decides each pair of buffers in one step in their common",
    "  block (cached access paths, per-block barrier positions) and never looks at pairs split by a",
    "  barrier in the kernel body between their access ranges; both are exact and property-tested",
    "  against checking every pair of accesses (test/python/test_coalesce_properties.py). Kernels whose",
    "  whole body sits in one loop cannot use the second shortcut and stay quadratic in buffers.",
    "",
]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="smem-opt benchmark")
    ap.add_argument("--quick", action="store_true", help="a fast subset")
    ap.add_argument("--out", type=Path, default=RESULTS)
    ap.add_argument("--time-limit", type=float, default=None, help="seconds per compile-time point")
    ap.add_argument("--time-point", nargs=2, type=int, metavar=("BUFFERS", "OPS"), help=argparse.SUPPRESS)
    ap.add_argument("--parse-only", action="store_true", help=argparse.SUPPRESS)
    o = ap.parse_args(argv)
    if o.time_point:
        print(json.dumps(time_point(*o.time_point, parse_only=o.parse_only)), flush=True)
        return 0
    t0 = time.perf_counter()
    corpus = corpus_rows()
    randoms = random_rows(QUICK_RANDOM_SIZES if o.quick else RANDOM_SIZES,
                          QUICK_RANDOM_SEEDS if o.quick else RANDOM_SEEDS)
    limit = o.time_limit or (30.0 if o.quick else 120.0)
    times = time_rows(QUICK_TIME_POINTS if o.quick else TIME_POINTS, limit, 60.0 if o.quick else 400.0)
    text, _ = render(corpus, randoms, times, o.quick, time.perf_counter() - t0)
    print(text)
    replace_section("bench-kernels", text, o.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
