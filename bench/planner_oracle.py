"""Best known arenas of the generated planner instances, from OR-Tools CP-SAT.

``python -m bench.planner_oracle [--seconds S] [--only FAMILY]`` (needs the optional ``bench``
extra: ``pip install .[bench]``) solves every instance of ``bench.planner_families`` that the
planner does not prove optimal with a generous budget, and stores per instance the best arena
CP-SAT found and whether CP-SAT proved it optimal in ``bench/data/planner_optima.json``; instances
the planner proves optimal are stored with the planner as the source. ``bench/planner.py`` reads
that file; it never needs OR-Tools itself.

Model: one integer offset per buffer (a multiple of its alignment), the arena H >= offset + size,
and per conflicting pair one Boolean choosing which of the two lies below the other; minimise H,
starting from the planner's plan as a hint.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from bench.planner_families import GENERATORS, instances
from smem_opt.passes.planner.packing import check_plan, plan_arena

OPTIMA = Path(__file__).resolve().parent / "data" / "planner_optima.json"
ORACLE_BUDGET = 100_000


def key(family: str, n: int, seed: int) -> str:
    return f"{family}-{n}-{seed}"


def cp_sat(items, conflicts, hint: dict[str, int], upper: int, seconds: float):
    from ortools.sat.python import cp_model

    m = cp_model.CpModel()
    k = {}
    off = {}
    h = m.NewIntVar(max(it.size for it in items), upper, "H")
    for it in items:
        k[it.name] = m.NewIntVar(0, max(0, (upper - it.size) // it.align), f"k_{it.name}")
        off[it.name] = it.align * k[it.name]
        m.Add(h >= off[it.name] + it.size)
        m.AddHint(k[it.name], hint[it.name] // it.align)
    size = {it.name: it.size for it in items}
    for a, b in conflicts:
        below = m.NewBoolVar(f"{a}<{b}")
        m.Add(off[a] + size[a] <= off[b]).OnlyEnforceIf(below)
        m.Add(off[b] + size[b] <= off[a]).OnlyEnforceIf(below.Not())
    m.Minimize(h)
    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = seconds
    solver.parameters.num_workers = 1
    status = solver.Solve(m)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None, False, None
    offsets = {name: int(solver.Value(v)) for name, v in off.items()}
    assert check_plan(items, conflicts, offsets) == []
    return int(solver.Value(h)), status == cp_model.OPTIMAL, int(solver.BestObjectiveBound())


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.planner_oracle")
    ap.add_argument("--seconds", type=float, default=30.0, help="CP-SAT time limit per instance")
    ap.add_argument("--only", choices=sorted(GENERATORS), default=None)
    o = ap.parse_args(argv)
    known = json.loads(OPTIMA.read_text()) if OPTIMA.exists() else {}
    for family, n, seed in instances():
        if o.only and family != o.only:
            continue
        name = key(family, n, seed)
        if name in known:
            continue
        items, conflicts = GENERATORS[family](n, seed)
        plan = plan_arena(items, conflicts, node_budget=ORACLE_BUDGET)
        entry = {"best": plan.arena_bytes, "proven": plan.proven_optimal, "source": "planner",
                 "bound": plan.certified_bound}
        if not plan.proven_optimal:
            best, proven, bound = cp_sat(items, conflicts, plan.offsets, plan.arena_bytes, o.seconds)
            if best is not None and best <= plan.arena_bytes:
                bound = max(bound, plan.certified_bound)
                entry = {"best": best, "proven": proven or best <= bound, "source": "cp-sat",
                         "bound": bound}
        known[name] = entry
        print(name, entry, file=sys.stderr, flush=True)
        OPTIMA.write_text(json.dumps(known, indent=1, sort_keys=True) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
