"""Fuzzing the mbarrier phase rules against a ground truth of their own.

    python -m bench.fuzz_phases [--kernels N] [--seed S] [--cfg] [--keep DIR] [--write]

Each kernel comes from ``test/python/generators/gen_phases.py``: TMA loads on two mbarriers,
waits for constant and loop-carried parities, barriers and uses, in and around one loop that
carries a parity, some under a uniform ``scf.if``, guarded prefetches and perturbed pipelines. The
generator runs the kernel's trace for each value of the condition on the mbarrier's rules and
knows which buffers may share bytes: the oracle for these rules on the generator's abstract
protocol (a phase completes when its loads land, whatever the arrivals), which ``--check``, running
the hardware's protocol, would call the input's own deadlock. For each kernel (and, with
``--cfg``, its form after stock ``mlir-opt --convert-scf-to-cf`` too):

- ``smem-coalesce`` plans it: two buffers on common bytes that the trace forbids are a
  *miscompile*;
- ``smem-verify-plan`` checks the plan: a rejected plan the trace allows is a *false alarm*; a
  miscompile says whether it rejected the plan;
- a pair the plan keeps apart that the trace lets share is *lost sharing* (counted, not a
  failure: the rules are sound, not exact).

``test/fuzz/test_fuzz_phases.py`` runs a seeded batch in the suite. ``--keep DIR`` writes every
kernel with a failure there; ``--write`` makes the summary section ``phase-fuzzing`` of
``bench/results.md``.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "test" / "python"))
from generators.gen_phases import BYTES, Kernel, Stmt, phase_kernel, random_phase_kernel  # noqa: E402

from bench.results_file import publish  # noqa: E402

__all__ = ["FAILURES", "Kernel", "PhaseResult", "Stmt", "campaign", "phase_kernel", "random_phase_kernel", "run_kernel"]

FAILURES = ("miscompile", "false alarm")


@dataclass
class PhaseResult:
    seed: int
    form: str
    outcome: str = "clean"
    detail: str = ""
    pairs: int = 0
    """Pairs of buffers the trace lets share."""
    lost: list[tuple[str, str]] = field(default_factory=list)


def run_kernel(k: Kernel, form: str = "structured") -> PhaseResult:
    """Plan and verify one kernel (``form``: "structured" or "cfg") against its trace."""
    from smem_opt.api import coalesce, parse, verify_plan
    from smem_opt.reader.diagnostics import SmemDiagnostic

    result = PhaseResult(k.seed, form)
    module = parse(k.text, f"phases-{k.seed}")
    if form == "cfg":
        from bench.cfg_vs_structured import to_cfg

        module = to_cfg(module, f"phases-{k.seed} (cf)")
    (plan,) = coalesce(module)
    # buffers in program order: the generator's order in either form
    names = [b.name for b in plan.kernel.buffers]
    if len(names) != len(k.buffers):
        result.outcome, result.detail = "refused", f"{len(names)} buffers planned of {len(k.buffers)}"
        return result
    ranges = {}
    for ours, buf in zip(names, k.buffers):
        offset = plan.offset(ours)
        assert offset is not None
        ranges[buf] = (offset, offset + BYTES)
    bad = k.unsafe(ranges)
    shareable = [(x, y) for i, x in enumerate(k.buffers) for y in k.buffers[i + 1 :] if k.may_share(x, y)]
    result.pairs = len(shareable)
    result.lost = [(x, y) for x, y in shareable if plan.conflict(names[k.buffers.index(x)], names[k.buffers.index(y)])]
    try:
        verify_plan(module)
        rejected = ""
    except SmemDiagnostic as err:
        rejected = str(err).splitlines()[0]
    if bad:
        result.outcome = "miscompile"
        result.detail = f"{bad} on common bytes; smem-verify-plan {'rejects it' if rejected else 'accepts it'}"
    elif rejected:
        result.outcome, result.detail = "false alarm", rejected
    return result


def campaign(kernels: int, seed: int, forms: tuple[str, ...] = ("structured",)) -> list[PhaseResult]:
    results = []
    for s in range(seed, seed + kernels):
        k = random_phase_kernel(s)
        for form in forms:
            results.append(run_kernel(k, form))
    return results


def summary(results: list[PhaseResult]) -> str:
    outcomes = Counter(r.outcome for r in results)
    pairs = sum(r.pairs for r in results)
    lost = sum(len(r.lost) for r in results)
    return (
        f"{len(results)} plans: " + ", ".join(f"{n} {o}" for o, n in sorted(outcomes.items()))
        + f"; {pairs} pairs may share by the trace, {lost} of them kept apart (lost sharing)"
    )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    ap.add_argument("--kernels", type=int, default=200)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--cfg", action="store_true", help="also plan each kernel's scf -> cf form")
    ap.add_argument("--keep", type=Path, help="write every kernel with a failure here")
    ap.add_argument("--write", action="store_true", help="make the summary section phase-fuzzing of bench/results.md")
    args = ap.parse_args(argv)
    forms = ("structured", "cfg") if args.cfg else ("structured",)
    start = time.perf_counter()
    results = campaign(args.kernels, args.seed, forms)
    for r in results:
        if r.outcome != "clean":
            print(f"seed {r.seed} ({r.form}): {r.outcome}: {r.detail}")
            if args.keep is not None and r.outcome in FAILURES:
                args.keep.mkdir(parents=True, exist_ok=True)
                (args.keep / f"phases-{r.seed}.mlir").write_text(random_phase_kernel(r.seed).text)
    publish("phase-fuzzing", report(results, args, time.perf_counter() - start), args.write)
    return 1 if any(r.outcome in FAILURES for r in results) else 0


def report(results: list[PhaseResult], args: argparse.Namespace, seconds: float) -> str:
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, cwd=ROOT)
    forms = "each kernel as written and in its scf -> cf form" if args.cfg else "each kernel as written"
    return "\n".join([
        "## Phase fuzzing",
        "",
        f"`python -m bench.fuzz_phases --kernels {args.kernels} --seed {args.seed}{' --cfg' if args.cfg else ''}`"
        f" at {commit.stdout.strip() or 'an unknown commit'}, {seconds:.0f} s: {forms}, planned by smem-coalesce and"
        " checked by smem-verify-plan, against the trace of the mbarrier's rules.",
        "",
        summary(results) + ".",
        "",
    ])


if __name__ == "__main__":
    sys.exit(main())
