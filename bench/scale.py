"""How each pass's time grows with the number of buffers: coalesce, verify, lower.

    python -m bench.scale [--sizes 1000,2000,4000] [--repeats 5] [--seeds 0,1,2] [--write]

For each size N, seed and pass, a fresh process parses the bench's generated kernel
(``bench.kernels.random_gen``, N buffers, its default phases and ops); ``smem-coalesce`` runs on
a copy of it, ``smem-verify-plan`` and ``convert-smem-to-gpu`` on copies of the module it
coalesced, ``--repeats`` times, and the fastest run counts (the others are noise from the
machine; the garbage of earlier runs is collected before each). The processes run one after the
other. The figure is each pass's growth exponent: the least-squares slope of log(time) against
log(N) over the sizes, of the mean time over the seeds (1.0 is linear). The target is at most 1.1 from 1,000 to
4,000 buffers. ``--write`` makes it the section ``scale`` of ``bench/results.md``.
"""

from __future__ import annotations

import argparse
import gc
import json
import math
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

from bench.results_file import publish

ROOT = Path(__file__).resolve().parents[1]
PASS_NAMES = ("smem-coalesce", "smem-verify-plan", "convert-smem-to-gpu")
TARGET_EXPONENT = 1.1


def measure(n_buffers: int, seed: int, repeats: int, pass_name: str) -> dict:
    """Best-of-``repeats`` seconds of one pass on one generated kernel (in this process): on the
    parsed kernel for ``smem-coalesce``, on the kernel it coalesced for the others."""
    from bench.baselines.common import context
    from bench.kernels import random_gen
    from smem_opt.passes.registry import PASSES
    from smem_opt.tools.smem_opt import parse_module

    ctx = context()
    module = parse_module(ctx, random_gen.generate(n_buffers, seed), "scale")
    ops = sum(1 for _ in module.walk())
    if pass_name != PASS_NAMES[0]:
        PASSES[PASS_NAMES[0]]()().apply(ctx, module)
    best = math.inf
    for _ in range(repeats):
        subject = module.clone()
        gc.collect()  # the garbage of earlier runs (modules hold cycles) is not this run's to collect
        start = time.perf_counter()
        PASSES[pass_name]()().apply(ctx, subject)
        best = min(best, time.perf_counter() - start)
        del subject
    return {"buffers": n_buffers, "seed": seed, "ops": ops, "pass": pass_name, "seconds": best}


def exponent(sizes: list[int], times: list[float]) -> float:
    xs = [math.log(s) for s in sizes]
    ys = [math.log(t) for t in times]
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)


def run(sizes: list[int], seeds: list[int], repeats: int) -> list[dict]:
    rows = []
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    for seed in seeds:
        for n in sizes:
            row: dict = {"buffers": n, "seed": seed}
            for name in PASS_NAMES:
                cmd = [sys.executable, "-m", "bench.scale", "--point", str(n), str(seed), str(repeats), name]
                out = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, check=True).stdout
                point = json.loads(out.strip().splitlines()[-1])
                row["ops"] = point["ops"]
                row[name] = point["seconds"]
            rows.append(row)
    return rows


def render(rows: list[dict], sizes: list[int], seeds: list[int], repeats: int) -> tuple[str, bool]:
    lines = [
        "## Pass time against kernel size",
        "",
        f"`python -m bench.scale` (sizes {', '.join(map(str, sizes))} buffers; seeds "
        f"{', '.join(map(str, seeds))}; fastest of {repeats} runs; each pass, size and seed in a process of its own). "
        "Seconds per pass, in process, on the bench's generated kernels (`bench.kernels.random_gen`).",
        "",
        "| buffers | ops | " + " | ".join(PASS_NAMES) + " |",
        "|---|---|" + "---|" * len(PASS_NAMES),
    ]
    for n in sizes:
        here = [r for r in rows if r["buffers"] == n]
        ops = round(statistics.fmean(r["ops"] for r in here))
        cells = [f"{statistics.fmean(r[p] for r in here):.3f}" for p in PASS_NAMES]
        lines.append(f"| {n} | {ops} | " + " | ".join(cells) + " |")
    lines += [
        "",
        "Growth exponent of each pass: the slope of log(time) against log(buffers), fitted to the mean "
        f"time over the seeds at each size (target <= {TARGET_EXPONENT}); then each seed's own slope, "
        "which also moves with the instance (how many rounds the planner's improvement loop takes) and "
        "with the machine (a 1,000-buffer module sits better in the caches):",
        "",
    ]
    ok = True
    for p in PASS_NAMES:
        means = [statistics.fmean(r[p] for r in rows if r["buffers"] == n) for n in sizes]
        overall = exponent(sizes, means)
        per_seed = []
        for seed in seeds:
            mine = sorted((r for r in rows if r["seed"] == seed), key=lambda r: r["buffers"])
            per_seed.append(exponent([r["buffers"] for r in mine], [r[p] for r in mine]))
        ok = ok and round(overall, 2) <= TARGET_EXPONENT
        lines.append(f"- `{p}`: **{overall:.2f}** (seeds: " + ", ".join(f"{e:.2f}" for e in per_seed) + ")")
    lines += ["", "Target met." if ok else "Target NOT met."]
    return "\n".join(lines), ok


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="1000,2000,4000")
    ap.add_argument("--seeds", default="0,1,2")
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--write", action="store_true")
    ap.add_argument("--point", nargs=4, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.point:
        n, seed, repeats, name = args.point
        print(json.dumps(measure(int(n), int(seed), int(repeats), name)))
        return 0
    sizes = [int(s) for s in args.sizes.split(",")]
    seeds = [int(s) for s in args.seeds.split(",")]
    rows = run(sizes, seeds, args.repeats)
    text, ok = render(rows, sizes, seeds, args.repeats)
    publish("scale", text, args.write)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
