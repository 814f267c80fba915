"""Start-up: ``smem-opt`` on the bundled example against importing xDSL's parser and printer alone.

    python -m bench.startup [--runs 15] [--write]

Both are fresh Python processes of the same interpreter, run alternately (so that a busy machine
slows both alike): ``python -c "import xdsl.parser, xdsl.printer"`` and
``python -m smem_opt.tools.smem_opt examples/matmul_tiled.mlir`` (read, verify, print; no
pass). The ratio is taken on the median CPU time (user + system) of each, which a machine shared
with other work disturbs less than wall time; the wall-time medians are shown too. Target: ratio
<= 1.5. ``--write`` puts the figures in ``bench/results.md`` (section ``startup``).
"""

from __future__ import annotations

import argparse
import os
import platform
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "matmul_tiled.mlir"
TARGET_RATIO = 1.5

BASELINE = [sys.executable, "-c", "import xdsl.parser, xdsl.printer"]
SMEM_OPT = [sys.executable, "-m", "smem_opt.tools.smem_opt", str(EXAMPLE)]
DIALECTS = [
    sys.executable,
    "-c",
    "import xdsl.parser, xdsl.printer\n"
    "from smem_opt.smem_dialect import registry as r\n"
    "for load in (r._smem, r._gpu, r._memref, r._scf, r._arith): load()",
]
"""Only the dialects the example uses (smem-opt's, which build on xDSL's arith, memref and gpu
modules): what any run on it must load, whatever the driver does."""


def _timed(argv: list[str]) -> tuple[float, float]:
    """(CPU seconds, wall seconds) of one run of ``argv``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, cwd=ROOT)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, wall


def measure(runs: int) -> dict[str, float]:
    base: list[tuple[float, float]] = []
    ours: list[tuple[float, float]] = []
    dialects: list[tuple[float, float]] = []
    _timed(BASELINE), _timed(SMEM_OPT), _timed(DIALECTS)  # warm the file cache
    for _ in range(runs):
        base.append(_timed(BASELINE))
        ours.append(_timed(SMEM_OPT))
        dialects.append(_timed(DIALECTS))
    figures = {
        "base_cpu": statistics.median(c for c, _ in base),
        "base_wall": statistics.median(w for _, w in base),
        "ours_cpu": statistics.median(c for c, _ in ours),
        "ours_wall": statistics.median(w for _, w in ours),
        "dialects_cpu": statistics.median(c for c, _ in dialects),
        "dialects_wall": statistics.median(w for _, w in dialects),
    }
    figures["ratio"] = figures["ours_cpu"] / figures["base_cpu"]
    figures["ratio_wall"] = figures["ours_wall"] / figures["base_wall"]
    return figures


def report(figures: dict[str, float], runs: int) -> str:
    verdict = "within" if figures["ratio"] <= TARGET_RATIO else "over"
    return "\n".join(
        [
            "## Start-up: smem-opt on the example vs importing xDSL's parser and printer",
            "",
            f"Median of {runs} alternating runs each ({platform.python_implementation()} "
            f"{platform.python_version()}, {os.cpu_count()} CPUs); `python -m bench.startup`.",
            "",
            "| run | CPU s | wall s |",
            "|---|---:|---:|",
            f"| `import xdsl.parser, xdsl.printer` | {figures['base_cpu']:.3f} | {figures['base_wall']:.3f} |",
            f"| `smem-opt examples/matmul_tiled.mlir` | {figures['ours_cpu']:.3f} | {figures['ours_wall']:.3f} |",
            f"| the same imports and the example's dialects only | {figures['dialects_cpu']:.3f} | "
            f"{figures['dialects_wall']:.3f} |",
            "",
            f"Ratio (CPU): **{figures['ratio']:.2f}** (wall {figures['ratio_wall']:.2f}); target <= "
            f"{TARGET_RATIO} ({verdict}). Loading the dialects the example uses alone is "
            f"{figures['dialects_cpu'] / figures['base_cpu']:.2f}x: smem-opt's arith, memref and gpu are "
            "xDSL's modules with some ops replaced, and those modules define every op of their "
            "dialect when imported.",
        ]
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--write", action="store_true", help="write the figures to bench/results.md")
    args = parser.parse_args(argv)
    figures = measure(args.runs)
    text = report(figures, args.runs)
    from bench.results_file import publish

    publish("startup", text, args.write)
    return 0


if __name__ == "__main__":
    sys.exit(main())
