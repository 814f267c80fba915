"""How many real kernels ``smem-opt --check`` runs as given, and why it does not run the others.

    python -m bench.check_reach [--write] [--jobs N] [--suite]

Every kernel of the real corpus (``bench/corpus``: IREE's output and upstream MLIR's test kernels),
numba-cuda-mlir's kernels (``test/corpus/numba``), IREE's kernels at the stage before its
shared-memory passes (``test/corpus/Inputs/iree-stage``: IREE's ``func.func`` form), the IREE-style
kernels (``bench/iree_style``) and the bench kernels (``bench/kernels/mlir``, both sizes) goes
through ``smem-opt FILE -p smem-coalesce --check`` exactly as given: no ``--threads``, no
``--blocks``. A kernel *runs* when the check names it on a ``ran`` line (clean) or reports a
difference in it; otherwise the reason the check gives is counted. ``--suite`` adds the suite's
kernels (``test/coalesce``, as their RUN lines read them). Target: at least 80 % of the real
kernels run. ``--write`` makes the figures the section ``check-reach`` of ``bench/results.md``.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from bench.real_kernels import REAL_CORPUS
from bench.results_file import publish

ROOT = Path(__file__).resolve().parents[1]
TARGET = 0.80

GROUPS: dict[str, list[Path]] = {
    "IREE (corpus)": sorted((REAL_CORPUS / "iree").glob("iree_*.mlir")),
    "upstream MLIR tests (corpus)": sorted((REAL_CORPUS / "upstream").glob("*.mlir")),
    "numba-cuda-mlir": sorted((ROOT / "test" / "corpus" / "numba").glob("*.mlir")),
    "IREE func.func stage": sorted((ROOT / "test" / "corpus" / "Inputs" / "iree-stage").glob("*.mlir")),
    "IREE-style": sorted((ROOT / "bench" / "iree_style").glob("*.mlir")),
    "bench kernels": sorted((ROOT / "bench" / "kernels" / "mlir").glob("*.mlir")),
}

REASONS = (
    ("too long to run here", "over the interpreter's op budget (8 million per block)"),
    ("unrealized_conversion_cast", "a cast upstream's lowering keeps"),
    ("subgroup_reduce", "gpu.subgroup_reduce"),
    ("call of @", "a call of a function it cannot run"),
    ("TMA", "TMA descriptors"),
    ("failed to legalize operation 'gpu.func'", "TMA descriptors in the signature"),
    ("no independent reference", "no independent reference"),
    ("has no kernel to run", "no kernel found"),
    ("does not say its block size", "no block size"),
    ("mlir-opt cannot lower", "mlir-opt cannot lower it"),
)


@dataclass
class FileResult:
    group: str
    path: Path
    ran: list[str] = field(default_factory=list)
    found_differences: list[str] = field(default_factory=list)
    not_run: list[tuple[str, str]] = field(default_factory=list)
    """(kernel or file, reason)."""


def _reason(line: str) -> str:
    for needle, why in REASONS:
        if needle in line:
            return why
    found = re.search(r"cannot run[^:]*: (.*)", line)
    return (found.group(1) if found else line)[:90]


def run_file(group: str, path: Path, split: bool = False, timeout: int = 1800) -> FileResult:
    args = [sys.executable, "-m", "smem_opt.tools.smem_opt", str(path), "-p", "smem-coalesce", "--check", "-o", os.devnull]
    if split:
        args.insert(3, "--split-input-file")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    result = FileResult(group, path)
    try:
        proc = subprocess.run(args, cwd=ROOT, capture_output=True, text=True, env=env, timeout=timeout)
    except subprocess.TimeoutExpired:
        result.not_run.append((path.name, f"the check ran past {timeout} s"))
        return result
    for line in proc.stderr.splitlines():
        if m := re.match(r"\s+ran (\S+):", line):
            result.ran.append(m.group(1))
        elif "error: check: cannot run" in line:
            kernel = re.search(r"cannot run (@\S+):", line)
            result.not_run.append((kernel.group(1) if kernel else path.name, _reason(line)))
        elif "error: check:" in line:
            result.found_differences.append(line.strip())
    if result.found_differences and not result.ran:
        result.ran.append(path.name)
    return result


def measure(jobs: int, suite: bool) -> list[FileResult]:
    work = [(group, path, False) for group, paths in GROUPS.items() for path in paths]
    if suite:
        for path in sorted((ROOT / "test" / "coalesce").glob("*.mlir")):
            split = "--split-input-file" in path.read_text()
            work.append(("suite (test/coalesce)", path, split))
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(lambda w: run_file(*w), work))


def report(results: list[FileResult]) -> str:
    lines = ["## Real kernels the check runs as given", "",
             "`smem-opt FILE -p smem-coalesce --check` on each file as given (no `--threads`, no `--blocks`): "
             "a kernel runs when the check names it on a `ran` line or reports a difference in it "
             "(`python -m bench.check_reach`).", "",
             "| kernels | files | kernels run | not run |", "|---|---:|---:|---:|"]
    total_run = total = 0
    reasons: Counter[str] = Counter()
    groups = list(dict.fromkeys(r.group for r in results))
    for group in groups:
        rows = [r for r in results if r.group == group]
        run = sum(len(r.ran) for r in rows)
        not_run = sum(len(r.not_run) for r in rows)
        lines.append(f"| {group} | {len(rows)} | {run} | {not_run} |")
        if not group.startswith("suite"):
            total_run += run
            total += run + not_run
            reasons.update(why for r in rows for _, why in r.not_run)
    share = total_run / total if total else 0.0
    lines += ["", f"**Real kernels run as given: {total_run} of {total} ({share:.0%}); target {TARGET:.0%}.**", ""]
    if reasons:
        lines.append("Not run, by reason: " + "; ".join(f"{why} ({n})" for why, n in reasons.most_common()) + ".")
    differences = [d for r in results for d in r.found_differences]
    lines.append(f"Differences found in the real kernels: {len(differences)}"
                 + (" (" + "; ".join(differences[:3]) + ")" if differences else "") + ".")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--suite", action="store_true", help="also the suite's kernels (test/coalesce)")
    args = parser.parse_args(argv)
    results = measure(args.jobs, args.suite)
    publish("check-reach", report(results), args.write)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
