"""Which ops the lowered code of the project's kernels holds, and that ``--check`` runs them all.

    python -m bench.check_ops [--write]

Lowers, as ``--check`` does (``tools.check.lowering``), the bench kernels at size "small" after
``smem-to-nvvm-ready``, and the kernels of ``bench/corpus`` and every piece
of ``test/coalesce``, ``test/check`` and ``examples`` after ``smem-coalesce,convert-smem-to-gpu``;
compiles each with the interpreter and counts every op by name. A kernel mlir-opt
cannot lower, or that holds an op the interpreter lacks, is listed with why. ``--write`` puts the
census into ``bench/results.md`` (section ``check-ops``).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path
from bench.real_kernels import REAL_CORPUS

ROOT = Path(__file__).resolve().parents[1]


def _sources() -> list[tuple[Path, str]]:
    corpus = REAL_CORPUS
    found = [(p, "smem-to-nvvm-ready") for p in sorted((ROOT / "bench" / "kernels" / "mlir").glob("*.small.mlir"))]
    found += [(p, "smem-coalesce,convert-smem-to-gpu") for p in sorted(corpus.glob("*/*.mlir"))]
    for folder in ("test/coalesce", "test/check", "test/check/Inputs", "examples"):
        found += [(p, "smem-coalesce,convert-smem-to-gpu") for p in sorted((ROOT / folder).glob("*.mlir"))]
    return found


def _pieces(path: Path) -> list[str]:
    text = path.read_text()
    return re.split(r"^// -----.*$", text, flags=re.M) if "split-input-file" in text else [text]


def census() -> tuple[Counter, Counter, list[str]]:
    from smem_opt.tools.check.codegen import ModuleCompiler
    from smem_opt.tools.check.lowering import lower
    from smem_opt.tools.check.memory import CannotRun
    from smem_opt.tools.check.mlir_text import parse
    from smem_opt.tools.check.reference import own_buffers

    ops: Counter = Counter()
    kernels_with: Counter = Counter()
    problems: list[str] = []
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for path, pipeline in _sources():
        for k, piece in enumerate(_pieces(path)):
            where = f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path.name}#{k}"
            proc = subprocess.run(
                [sys.executable, "-m", "smem_opt.tools.smem_opt", "-", "-p", pipeline,
                 "--print-op-generic", "--print-debuginfo"],
                input=piece, capture_output=True, text=True, cwd=ROOT, env=env,
            )
            if proc.returncode != 0:
                continue  # a piece the pass rejects (a test of its errors)
            try:
                root = parse(lower(own_buffers(proc.stdout, split_arena=False), "module"))
                seen: set[str] = set()
                for gpu_module in (op for op in root.walk() if op.name == "gpu.module"):
                    counts = ModuleCompiler(gpu_module).compile().op_counts
                    ops.update(counts)
                    seen.update(counts)
                kernels_with.update(seen)
            except CannotRun as err:
                problems.append(f"{where}: {err.message}")
    return ops, kernels_with, problems


def report(ops: Counter, kernels_with: Counter, problems: list[str]) -> str:
    lines = [
        "Ops in the lowered code of the bench kernels (small), the corpus, test/coalesce, test/check and",
        "examples, as `--check` lowers them; every one is run by the interpreter.",
        "",
        "| op | count | pieces |",
        "|---|---:|---:|",
    ]
    for name in sorted(ops):
        lines.append(f"| `{name}` | {ops[name]} | {kernels_with[name]} |")
    lines += ["", f"{len(ops)} distinct ops. What cannot run ({len(problems)}):", ""]
    lines += [f"- {p}" for p in problems]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--write", action="store_true", help="update bench/results.md")
    args = parser.parse_args(argv)
    text = report(*census())
    print(text)
    if args.write:
        from bench.results_file import replace_section

        replace_section("check-ops", "## Ops `--check` runs\n\n" + text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
