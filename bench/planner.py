"""Planner benchmark: plan quality against the best known arena, and the time of every call.

``python -m bench.planner [--write] [--budget N]`` plans every instance of
``bench.planner_families`` (interval, loop, dense; 8 .. 200 buffers) with
``passes.planner.packing.plan_arena`` at its default budget and reports, per family and size: instances,
mean and worst ratio of our arena to the best known one (``bench/data/planner_optima.json``, from
``bench/planner_oracle.py``: CP-SAT's best or a plan proven optimal), how many plans are proven
optimal, the mean gap the plan reports (arena over certified bound), and the CPU time per call; then
the distribution of the CPU time of all calls (median, p99, max). ``--write`` puts the tables into
``bench/results.md`` (its own section only). Target: every call within 2 s.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time

from bench.planner_families import FAMILIES, GENERATORS, SIZES, instances
from bench.planner_oracle import OPTIMA, key
from bench.results_file import replace_section
from smem_opt.passes.planner.packing import check_plan, plan_arena

SECTION = "Planner on generated families"
TIME_TARGET_S = 2.0


def measure(budget: int | None) -> list[dict]:
    known = json.loads(OPTIMA.read_text()) if OPTIMA.exists() else {}
    rows = []
    for family, n, seed in instances():
        items, conflicts = GENERATORS[family](n, seed)
        t0 = time.process_time()
        plan = plan_arena(items, conflicts, node_budget=budget)
        seconds = time.process_time() - t0
        assert check_plan(items, conflicts, plan.offsets) == []
        ref = known.get(key(family, n, seed))
        best = min(plan.arena_bytes, ref["best"]) if ref else plan.arena_bytes
        rows.append({
            "family": family, "n": n, "seed": seed, "arena": plan.arena_bytes,
            "lb": plan.lower_bound, "certified": plan.certified_bound,
            "proven": plan.proven_optimal, "best": best, "known": ref is not None,
            "best_proven": plan.proven_optimal
            or bool(ref and (ref["proven"] or ref["best"] <= ref["bound"]) and ref["best"] == best),
            "seconds": seconds,
        })
    return rows


def _pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, max(0, int(round(q * (len(s) - 1)))))]


def tables(rows: list[dict]) -> str:
    head = ["family", "buffers", "instances", "mean ours/best", "worst ours/best",
            "best proven optimal", "ours proven optimal", "mean reported gap", "median s", "max s"]
    out = ["| " + " | ".join(head) + " |", "|" + "|".join("---" for _ in head) + "|"]
    for family in FAMILIES:
        for n in SIZES:
            rs = [r for r in rows if r["family"] == family and r["n"] == n]
            if not rs:
                continue
            ratios = [r["arena"] / r["best"] for r in rs]
            gaps = [(r["arena"] - r["certified"]) / r["arena"] for r in rs]
            secs = [r["seconds"] for r in rs]
            out.append("| " + " | ".join([
                family, str(n), str(len(rs)), f"{statistics.mean(ratios):.4f}", f"{max(ratios):.4f}",
                f"{sum(r['best_proven'] for r in rs)}/{len(rs)}",
                f"{sum(r['proven'] for r in rs)}/{len(rs)}",
                f"{100 * statistics.mean(gaps):.1f} %",
                f"{statistics.median(secs):.3f}", f"{max(secs):.3f}",
            ]) + " |")
    out.append("")
    head = ["family", "calls", "mean ours/best", "worst ours/best", "median s", "p99 s", "max s"]
    out += ["| " + " | ".join(head) + " |", "|" + "|".join("---" for _ in head) + "|"]
    for family in (*FAMILIES, "all"):
        rs = [r for r in rows if family in ("all", r["family"])]
        secs = [r["seconds"] for r in rs]
        ratios = [r["arena"] / r["best"] for r in rs]
        out.append("| " + " | ".join([
            family, str(len(rs)), f"{statistics.mean(ratios):.4f}", f"{max(ratios):.4f}",
            f"{statistics.median(secs):.3f}", f"{_pct(secs, 0.99):.3f}", f"{max(secs):.3f}",
        ]) + " |")
    worst = max(r["seconds"] for r in rows)
    out.append("")
    out.append(
        f"Every call within {TIME_TARGET_S:.0f} s: {'yes' if worst <= TIME_TARGET_S else 'no'} "
        f"(slowest {worst:.2f} s). Best known = the smaller of our arena and the entry of "
        f"`bench/data/planner_optima.json`; \"best proven optimal\" counts instances where that "
        f"value is proven optimal (by our planner or by CP-SAT). The reported gap is "
        f"(arena - certified bound) / arena, what `Plan.gap_bytes` tells a user."
    )
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.planner")
    ap.add_argument("--budget", type=int, default=None, help="node budget (default: the planner's)")
    ap.add_argument("--write", action="store_true", help="put the tables into bench/results.md")
    o = ap.parse_args(argv)
    rows = measure(o.budget)
    text = tables(rows)
    print(text)
    if o.write:
        intro = (
            "Generated by `python -m bench.planner --write` (CPU time of each `plan_arena` call "
            "at the default node budget; instances from `bench/planner_families.py`).\n\n"
        )
        from bench.run import RESULTS

        replace_section("planner-families", f"## {SECTION}\n\n" + intro + text + "\n", RESULTS)
    return 0


if __name__ == "__main__":
    sys.exit(main())
