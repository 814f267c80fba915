"""Seeded mutants of correct plans, and whether ``--check`` catches each one that changes behaviour.

    python -m bench.plan_mutants [--count N] [--seed S] [--jobs J] [--write]

A correct plan is what ``smem-coalesce`` and ``convert-smem-to-gpu`` make of a kernel of the suite
(``test/coalesce``) or of the benchmark (``bench/kernels/mlir``, small sizes). A *mutant* changes
one thing in it: a buffer moved onto the bytes of a buffer it conflicts with (the plan says why
they may not share: ``KernelPlan.conflict``), or a buffer moved off its alignment by half of it.
Each mutant is checked twice:

- ``smem-opt MUTANT --check``: the check as a user runs it on a plan (its reference splits the
  arena): *caught* when it reports an error other than ``cannot run``;
- ``smem-opt MUTANT --check --check-against PLAN`` where PLAN is the correct plan with its arena
  left as laid out (no ``smem.arena_bytes``, so nothing is split): *changed* when the mutant
  behaves otherwise than the correct plan (an output, a read, a race, a fault).

The catch rate is caught / changed; every changed mutant should be caught. A mutant neither
check can run is counted apart, and so is one whose only difference the kernel's own undefined
behaviour explains (it reads bytes nobody wrote: any bytes there are the kernel's, not the plan's). ``--write`` makes the figures the section ``plan-mutants`` of
``bench/results.md``; ``test/python/test_plan_mutants.py`` runs a short seeded batch.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from itertools import combinations
from pathlib import Path

from bench.results_file import publish

ROOT = Path(__file__).resolve().parents[1]
SOURCES = [
    *sorted((ROOT / "bench" / "kernels" / "mlir").glob("*.small.mlir")),
    *(ROOT / "test" / "coalesce" / name for name in (
        "seed-streamk.mlir", "rule-loops.mlir", "rule-branches.mlir", "rule-barrier.mlir", "rule-aliases.mlir",
        "cp-async-pipeline.mlir", "anchor-tvm-layer-merge.mlir", "anchor-tvm-outermost-scope.mlir",
        "gpu-func-input.mlir", "insert-barriers.mlir", "rule-while-and-more.mlir", "planner-beats-greedy.mlir",
    )),
]


@dataclass
class Mutant:
    source: str
    kernel: str
    what: str
    """``X onto Y``, ``X off its alignment``."""
    text: str
    plan: str
    """The correct plan, unmarked (its arena runs as laid out)."""
    caught: bool | None = None
    changed: bool | None = None
    own: bool = False
    """The only difference is one the kernel's own undefined behaviour explains."""
    detail: str = ""


def _plans(path: Path) -> list[tuple[str, str, list]]:
    """(kernel name, plan text in gpu form, plans) for each chunk of ``path`` the pass plans."""
    from smem_opt import coalesce, lower_to_gpu, parse, print_module

    text = path.read_text()
    chunks = text.split("\n// -----\n") if "--split-input-file" in text else [text]
    found = []
    for chunk in chunks:
        try:
            module = parse(chunk, path.name)
            plans = coalesce(module)
            lower_to_gpu(module)
        except Exception:  # noqa: BLE001 (a chunk the pass rejects: the error tests of the suite)
            continue
        if plans:
            found.append((path.name, print_module(module), plans))
    return found


_OFFSET = "%{name}_offset = arith.constant {value} : index"


def mutants_of(path: Path, rng: random.Random, per_plan: int = 2) -> list[Mutant]:
    out: list[Mutant] = []
    for source, text, plans in _plans(path):
        unmarked = re.sub(r"smem\.arena_bytes = \d+ : i64,? ?", "", text)
        for plan in plans:
            items = {it.name: it for it in plan.items}
            offsets = {n: plan.offset(n) for n in items}
            present = [n for n in items if offsets[n] is not None
                       and _OFFSET.format(name=n, value=offsets[n]) in text and items[n].size > 0]
            pairs = [(x, y) for x, y in combinations(present, 2)
                     if plan.conflict(x, y) is not None and offsets[x] != offsets[y]]
            rng.shuffle(pairs)
            for x, y in pairs[:per_plan]:
                old = _OFFSET.format(name=x, value=offsets[x])
                new = _OFFSET.format(name=x, value=offsets[y])
                out.append(Mutant(source, plan.name, f"{x} onto {y}", text.replace(old, new, 1), unmarked))
            aligned = [n for n in present if items[n].align >= 4 and offsets[n] + items[n].align // 2 + items[n].size
                       <= plan.arena_bytes]
            if aligned:
                x = rng.choice(aligned)
                old = _OFFSET.format(name=x, value=offsets[x])
                new = _OFFSET.format(name=x, value=offsets[x] + items[x].align // 2)
                out.append(Mutant(source, plan.name, f"{x} off its alignment", text.replace(old, new, 1), unmarked))
    return out


def _check(text: str, against: str | None, tmp: Path, k: int) -> tuple[str, str]:
    """("error", first line) / ("clean", "") / ("cannot", why) of ``--check`` on ``text``."""
    mutant = tmp / f"mutant{k}.mlir"
    mutant.write_text(text)
    args = [sys.executable, "-m", "smem_opt.tools.smem_opt", str(mutant), "--check", "-o", os.devnull]
    if against is not None:
        plan = tmp / f"plan{k}.mlir"
        plan.write_text(against)
        args += ["--check-against", str(plan)]
    proc = subprocess.run(args, cwd=ROOT, capture_output=True, text=True, timeout=1800,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    errors = [line for line in proc.stderr.splitlines() if "error: check:" in line]
    cannot = [line for line in errors if "cannot run" in line]
    real = [line for line in errors if "cannot run" not in line]
    if real:
        return "error", real[0]
    if cannot or proc.returncode != 0:
        return "cannot", (cannot or proc.stderr.strip().splitlines()[-1:] or ["?"])[0]
    own = [line for line in proc.stderr.splitlines() if "the input's own undefined behaviour" in line]
    if own:
        return "own", own[0]
    return "clean", ""


def judge(m: Mutant, k: int) -> Mutant:
    with tempfile.TemporaryDirectory() as tmp:
        caught, detail = _check(m.text, None, Path(tmp), k)
        changed, why = _check(m.text, m.plan, Path(tmp), k)
    m.caught = None if caught == "cannot" else caught == "error"
    m.changed = None if changed == "cannot" else changed == "error"
    # a difference the kernel's own undefined behaviour explains (it reads bytes nobody wrote
    # where the mutant reads other bytes) is no behaviour of the plan's
    m.own = caught == "own"
    m.detail = detail or why
    return m


def campaign(count: int, seed: int, jobs: int, sources: list[Path] = SOURCES) -> list[Mutant]:
    rng = random.Random(seed)
    pool: list[Mutant] = []
    for path in sources:
        pool += mutants_of(path, rng)
    rng.shuffle(pool)
    chosen = pool[:count]
    with ThreadPoolExecutor(max_workers=jobs) as ex:
        return list(ex.map(lambda km: judge(km[1], km[0]), enumerate(chosen)))


def report(results: list[Mutant], seed: int) -> str:
    ran = [m for m in results if m.caught is not None and m.changed is not None]
    own = [m for m in ran if m.changed and m.own]
    changed = [m for m in ran if m.changed and not m.own]
    caught = [m for m in changed if m.caught]
    missed = [m for m in changed if not m.caught]
    extra = [m for m in ran if m.caught and not m.changed]
    rate = len(caught) / len(changed) if changed else 0.0
    lines = [
        "## Plan mutants",
        "",
        f"`python -m bench.plan_mutants --count {len(results)} --seed {seed}`: correct plans of the suite's and the "
        "benchmark's kernels with one buffer moved onto a buffer it conflicts with, or off its alignment. "
        "*Changed*: the mutant behaves otherwise than the correct plan (checked against it, laid out as planned); "
        "*caught*: `--check` on the mutant alone reports it.",
        "",
        "| mutants | run by both checks | changed behaviour | caught | missed | caught, no change against the plan |",
        "|---:|---:|---:|---:|---:|---:|",
        f"| {len(results)} | {len(ran)} | {len(changed)} | {len(caught)} | {len(missed)} | {len(extra)} |",
        "",
        f"**Catch rate: {len(caught)} of {len(changed)} ({rate:.0%}).**",
    ]
    if own:
        lines += ["", "Not counted (the kernel's own undefined behaviour explains the difference: it reads bytes "
                  "nobody wrote where the mutant reads other bytes; `--check` says so as a warning):"]
        lines += [f"- {m.source} @{m.kernel}: {m.what}" for m in own]
    if missed:
        lines += ["", "Missed:"] + [f"- {m.source} @{m.kernel}: {m.what} ({m.detail})" for m in missed]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args(argv)
    results = campaign(args.count, args.seed, args.jobs)
    publish("plan-mutants", report(results, args.seed), args.write)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
