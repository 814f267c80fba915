"""Differential fuzzing: seeded valid kernels, planned, checked by stock mlir-opt and by ``--check``.

    python -m bench.fuzz_diff [--kernels N] [--seed S] [--batch B] [--jobs J] [--minutes M]
                              [--progress FILE] [--results FILE] [--write] [--keep DIR]
    python -m bench.fuzz_diff --merge FILE... [--how TEXT] [--write]

Each kernel comes from ``test/python/generators/gen_diff.py`` (valid upstream MLIR built from the
constructs of design §3: regions of several blocks, ``cf`` merges, guarded computations, calls,
nested modules and launches, spin locks and atomics, async copies, dynamic shared memory, loops of
every kind, uniform and divergent conditions), in one of the forms users hand over (``gpu.func``,
launched or in a nested module, IREE's ``func.func``, a ``gpu.launch`` body). Kernels go in batches
(``--split-input-file`` pieces of one file). For each kernel, twice (``smem-coalesce`` alone and
with ``insert-barriers=true``):

- the plan is taken through ``smem-to-nvvm-ready`` and stock ``mlir-opt`` reads the output: an
  output it rejects is *invalid*;
- ``--check`` runs the plan against the kernel as written (the oracle): a difference it reports is
  a *miscompile* (a *deadlock* when the block can never go on); what the check cannot run is
  counted apart, and so is a kernel whose ops on shared memory did not all run (its coverage);
- the pass may refuse a kernel (a located error): counted, with the reason.

The report (``--write``: section ``differential-fuzzing`` of ``bench/results.md``) gives the
kernels, the bytes the plans save (so the generator makes kernels where sharing happens), how often
each rule kept two buffers apart (the report's reasons), the forms and pieces drawn, miscompiles,
deadlocks, invalid outputs, refusals, what could not run, and the check's coverage. ``--keep DIR``
writes every failing kernel there (the regression inputs). ``--results FILE`` appends each kernel's
outcome as a JSON line when its batch ends, so that a campaign split over machines or sessions
(disjoint seed ranges) is reported as one by ``--merge``. ``test/fuzz/test_fuzz_diff.py`` runs a
short seeded batch in the suite.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "test" / "python"))
from generators.gen_diff import random_diff_kernel  # noqa: E402

from bench.results_file import publish  # noqa: E402

SPLIT = "\n// -----\n"
FAILURES = ("miscompile", "deadlock", "invalid", "crash")
"""Outcomes that fail a campaign."""
CONFIGS = (("coalesce", "smem-coalesce"), ("insert-barriers", "smem-coalesce{insert-barriers=true}"))


@dataclass
class KernelResult:
    seed: int
    form: str
    pieces: dict[str, int]
    text: str
    outcome: dict[str, str] = field(default_factory=dict)
    """Per configuration: clean, miscompile, deadlock, invalid, crash (smem-opt itself failed on
    the batch), refused, cannot-run."""
    detail: dict[str, str] = field(default_factory=dict)
    saved: int = 0
    rules: Counter = field(default_factory=Counter)
    uncovered: int = 0
    shared_ops: int = 0

    def to_json(self) -> dict:
        """Everything the report reads (the kernel's text is regenerated from its seed)."""
        return {"seed": self.seed, "form": self.form, "pieces": self.pieces, "outcome": self.outcome,
                "detail": self.detail, "saved": self.saved, "rules": dict(self.rules),
                "uncovered": self.uncovered, "shared_ops": self.shared_ops}

    @classmethod
    def from_json(cls, data: dict) -> KernelResult:
        return cls(data["seed"], data["form"], data["pieces"], "", data["outcome"], data["detail"], data["saved"],
                   Counter(data["rules"]), data["uncovered"], data["shared_ops"])


def _run(args: list[str], stdin: str | None = None, timeout: int = 3600) -> subprocess.CompletedProcess[str]:
    # smem-opt as this Python has it installed (a campaign may run an installed copy while the tree changes)
    return subprocess.run(args, input=stdin, capture_output=True, text=True, cwd=ROOT, timeout=timeout)


def _chunk_of(line_no: int, starts: list[int]) -> int:
    k = 0
    for i, start in enumerate(starts):
        if line_no >= start:
            k = i
    return k


def run_batch(results: list[KernelResult], tmp: Path, schedules: int) -> None:
    text = SPLIT.join(r.text for r in results)
    path = tmp / f"batch{results[0].seed}.mlir"
    path.write_text(text)
    starts, line = [], 1
    for r in results:
        starts.append(line)
        line += r.text.count("\n") + 2
    smem = [sys.executable, "-m", "smem_opt.tools.smem_opt", str(path), "--split-input-file"]
    mlir_opt = _mlir_opt()
    for label, pipeline in CONFIGS:
        report = tmp / f"report{results[0].seed}{label}.json"
        output = tmp / f"out{results[0].seed}{label}.mlir"
        # one run: the plan, verified and lowered to the gpu dialect, is checked and written out
        proc = _run([*smem, "-p", f"{pipeline},smem-verify-plan,convert-smem-to-gpu", "--check", "--schedules",
                     str(schedules), "-o", str(output), f"--smem-report={report}", "--smem-report-format", "json"])
        for r in results:
            r.outcome.setdefault(label, "clean")
        for raw in proc.stderr.splitlines():
            m = re.match(rf"{re.escape(str(path))}:(\d+):\d+: error: (.*)", raw)
            if not m:
                continue
            r = results[_chunk_of(int(m.group(1)), starts)]
            message = m.group(2)
            if message.startswith("check: cannot run"):
                kind = "cannot-run"
            elif message.startswith("check:"):
                kind = "deadlock" if "deadlock" in message else "miscompile"
            else:
                kind = "refused"
            order = ("clean", "cannot-run", "refused", "deadlock", "miscompile")
            if order.index(kind) > order.index(r.outcome[label]):
                r.outcome[label] = kind
                r.detail[label] = message[:200]
        if "internal error" in proc.stderr or "Traceback" in proc.stderr:
            # smem-opt itself failed: no piece of the batch has a verdict, whatever it printed
            last = proc.stderr.strip().splitlines()[-1][:200]
            for r in results:
                if r.outcome[label] in ("clean", "cannot-run", "refused"):
                    r.outcome[label], r.detail[label] = "crash", last
        for raw in proc.stderr.splitlines():
            m = re.search(r"ran (\S+): .*?, (\d+) of (\d+) op\(s\) on shared memory ran", raw)
            if m and label == "coalesce":
                for r in results:
                    if f"@k{r.seed}" in m.group(1):
                        r.shared_ops += int(m.group(3))
                        r.uncovered += int(m.group(3)) - int(m.group(2))
        if label == "coalesce":
            _read_report(report, results)
        # validity: the planned and lowered output read back by stock mlir-opt
        if output.exists():
            text = output.read_text()
        else:  # a piece failed (no output file is written then): the others' output, on stdout
            text = _run([*smem, "-p", f"{pipeline},smem-verify-plan,convert-smem-to-gpu"]).stdout
        if mlir_opt is not None and text.strip():
            check = _run([mlir_opt, "--split-input-file", "-o", os.devnull], stdin=text)
            for raw in check.stderr.splitlines():
                m = re.match(r"<stdin>:(\d+):\d+: error: (.*)", raw)
                if m:
                    piece = _piece_of_output(text, int(m.group(1)))
                    if 0 <= piece < len(results) and results[piece].outcome.get(label) == "clean":
                        results[piece].outcome[label] = "invalid"
                        results[piece].detail[label] = m.group(2)[:200]


def _piece_of_output(text: str, line_no: int) -> int:
    return text.splitlines()[: line_no - 1].count("// -----")


def _read_report(path: Path, results: list[KernelResult]) -> None:
    try:
        report = json.loads(path.read_text())
    except (OSError, ValueError):
        return
    for kernel in report.get("kernels", []):
        loc = kernel.get("location", "")
        for r in results:
            if f"k{r.seed}" in kernel.get("name", "") or f"k{r.seed}_" in kernel.get("name", ""):
                r.saved += kernel.get("totals", {}).get("saved_bytes", 0)
                for remark in kernel.get("remarks", []):
                    r.rules[remark.get("kind", "?")] += 1
                for rule, n in kernel.get("conservative_conflicts", {}).get("by_rule", {}).items():
                    r.rules[f"conservative: {rule}"] += n
                if kernel.get("exclusive_choices"):
                    r.rules["shared: run-invariant choice"] += len(kernel["exclusive_choices"])
        del loc


def _mlir_opt() -> str | None:
    from smem_opt.tools.toolchain import find_mlir_opt

    return find_mlir_opt()


def campaign(kernels: int, seed: int, batch: int, jobs: int, schedules: int,
             minutes: float | None = None, progress: Path | None = None,
             results_file: Path | None = None) -> list[KernelResult]:
    """The kernels of seeds ``seed`` .. ``seed + kernels - 1``, run in batches; with ``minutes``,
    no batch starts after that time, and only the kernels of batches that ran are returned.
    ``progress``: a file rewritten with the report so far after each batch; ``results_file``: a
    file each batch's kernels are appended to, one JSON line each (``--merge`` reads them)."""
    deadline = None if minutes is None else time.perf_counter() + 60 * minutes
    start = time.perf_counter()
    results = []
    for i in range(kernels):
        s = seed + i
        text, form, pieces = random_diff_kernel(s, f"k{s}")
        results.append(KernelResult(s, form, pieces, text))
    batches = [results[i : i + batch] for i in range(0, len(results), batch)]
    done: list[KernelResult] = []
    lock = threading.Lock()

    def one(b: list[KernelResult], tmp: Path) -> None:
        if deadline is not None and time.perf_counter() > deadline:
            return
        run_batch(b, tmp, schedules)
        done.extend(b)
        if results_file is not None:
            with lock, results_file.open("a") as f:
                f.write("".join(json.dumps(r.to_json()) + "\n" for r in b))
        if progress is not None:
            ran = sorted(done, key=lambda r: r.seed)
            progress.write_text(report(ran, seed, time.perf_counter() - start) + "\n")

    with tempfile.TemporaryDirectory() as tmp, ThreadPoolExecutor(max_workers=jobs) as pool:
        list(pool.map(lambda b: one(b, Path(tmp)), batches))
    return sorted(done, key=lambda r: r.seed)


def read_results(paths: list[Path]) -> list[KernelResult]:
    """The kernels of ``--results`` files, by seed (a seed run twice counts once: its last line)."""
    found: dict[int, KernelResult] = {}
    for path in paths:
        for line in path.read_text().splitlines():
            if line.strip():
                r = KernelResult.from_json(json.loads(line))
                found[r.seed] = r
    return [found[s] for s in sorted(found)]


def seed_ranges(seeds: list[int]) -> str:
    """``1-1900, 2001-4000``: the seeds as ranges."""
    out: list[str] = []
    for s in sorted(seeds):
        if out and int(out[-1].split("-")[-1]) == s - 1:
            out[-1] = f"{out[-1].split('-')[0]}-{s}"
        else:
            out.append(str(s))
    return ", ".join(out)


def campaign_line(results: list[KernelResult], seed: int, seconds: float) -> str:
    return (f"`python -m bench.fuzz_diff --kernels {len(results)} --seed {seed}` ({seconds / 60:.0f} min on this "
            f"machine's {os.cpu_count()} cores)")


def report(results: list[KernelResult], seed: int, seconds: float, how: str | None = None) -> str:
    outcomes: Counter = Counter()
    for r in results:
        for label, _ in CONFIGS:
            outcomes[(label, r.outcome.get(label, "?"))] += 1
    forms = Counter(r.form for r in results)
    pieces: Counter = Counter()
    rules: Counter = Counter()
    for r in results:
        pieces.update(r.pieces)
        rules.update(r.rules)
    saved = sum(r.saved for r in results)
    sharing = sum(1 for r in results if r.saved > 0)
    shared_ops = sum(r.shared_ops for r in results)
    uncovered = sum(r.uncovered for r in results)
    fully = sum(1 for r in results if r.shared_ops and not r.uncovered)
    mis = sum(outcomes[(label, "miscompile")] for label, _ in CONFIGS)
    dead = sum(outcomes[(label, "deadlock")] for label, _ in CONFIGS)
    crashed = sum(outcomes[(label, "crash")] for label, _ in CONFIGS)
    lines = [
        "## Differential fuzzing",
        "",
        (how or campaign_line(results, seed, seconds)) + ": "
        "valid kernels from `test/python/generators/gen_diff.py`, each planned by `smem-coalesce` alone and with "
        "`insert-barriers=true`, its lowered output read by stock `mlir-opt` 22, and run by `--check` against the "
        "kernel as written.",
        "",
        f"**{len(results)} kernels: {mis} miscompiles, {dead} deadlocks"
        + (f", {crashed} runs where smem-opt itself failed" if crashed else "") + ".**",
        "",
        "| outcome | " + " | ".join(label for label, _ in CONFIGS) + " |",
        "|---|" + "---:|" * len(CONFIGS),
    ]
    for kind in ("clean", "miscompile", "deadlock", "invalid", "crash", "refused", "cannot-run"):
        lines.append(f"| {kind} | " + " | ".join(str(outcomes[(label, kind)]) for label, _ in CONFIGS) + " |")
    lines += [
        "",
        f"Sharing: {sharing} kernels share bytes, {saved} bytes saved in all. Coverage (plans of `smem-coalesce`): "
        f"{shared_ops - uncovered} of {shared_ops} ops on shared memory ran; {fully} kernels ran every one.",
        "",
        "Forms: " + ", ".join(f"{k} {v}" for k, v in forms.most_common()) + ".",
        "Pieces drawn: " + ", ".join(f"{k} {v}" for k, v in pieces.most_common()) + ".",
        "Rules that kept buffers apart (the report's reasons, pairs; `shared:` a rule that let a pair share): "
        + ", ".join(f"{k} {v}" for k, v in rules.most_common()) + ".",
    ]
    failures = [r for r in results if any(o in FAILURES for o in r.outcome.values())]
    if failures:
        lines += ["", "Failures (seed: configuration, what):"]
        lines += [f"- {r.seed}: " + "; ".join(f"{k} {r.outcome[k]}: {r.detail.get(k, '')}" for k in r.outcome
                                             if r.outcome[k] in FAILURES) for r in failures[:20]]
    refused = Counter(re.sub(r"'[^']*'", "'...'", r.detail[k])[:90] for r in results for k in r.outcome
                      if r.outcome[k] == "refused")
    if refused:
        lines += ["", "Refused: " + "; ".join(f"{why} ({n})" for why, n in refused.most_common(6)) + "."]
    cannot = Counter(re.sub(r"@\S+", "@k", r.detail[k])[:90] for r in results for k in r.outcome if r.outcome[k] == "cannot-run")
    if cannot:
        lines += ["", "Could not run: " + "; ".join(f"{why} ({n})" for why, n in cannot.most_common(6)) + "."]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kernels", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--batch", type=int, default=25)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--schedules", type=int, default=2)
    parser.add_argument("--minutes", type=float, default=None, help="start no batch after this many minutes")
    parser.add_argument("--progress", type=Path, default=None, help="rewrite the report so far here after each batch")
    parser.add_argument("--write", action="store_true")
    parser.add_argument("--keep", type=Path, default=None, help="write failing kernels to this folder")
    parser.add_argument("--results", type=Path, default=None,
                        help="append each kernel's outcome to this file (one JSON line each) as batches finish")
    parser.add_argument("--merge", type=Path, nargs="+", default=None, metavar="FILE",
                        help="run nothing: the report of the kernels in these --results files (runs on several "
                        "machines, or one interrupted and continued)")
    parser.add_argument("--how", default=None, help="with --merge: how the runs were made, for the report's first line")
    args = parser.parse_args(argv)
    if args.merge is not None:
        merged = read_results(args.merge)
        how = args.how or (f"`python -m bench.fuzz_diff --results FILE` runs over seeds {seed_ranges([r.seed for r in merged])}, "
                           f"merged by `--merge`")
        publish("differential-fuzzing", report(merged, merged[0].seed if merged else 1, 0.0, how), args.write)
        return 0
    start = time.perf_counter()
    results = campaign(args.kernels, args.seed, args.batch, args.jobs, args.schedules, args.minutes, args.progress,
                       args.results)
    if args.keep is not None:
        args.keep.mkdir(parents=True, exist_ok=True)
        for r in results:
            if any(o in FAILURES for o in r.outcome.values()):
                (args.keep / f"k{r.seed}.mlir").write_text(r.text)
    publish("differential-fuzzing", report(results, args.seed, time.perf_counter() - start), args.write)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
