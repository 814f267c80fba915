"""How long ``smem-opt --check`` takes on each bench kernel at its check size.

    python -m bench.check_speed [--schedules 3] [--write]

For every kernel of ``bench/kernels`` at size "small" (the size the simulator tests use), the
whole command ``smem-opt K.small.mlir -p smem-coalesce --check`` runs: reading, planning,
lowering the plan and its reference with mlir-opt, and running both under every schedule. The
figure is the CPU time of that process and of the mlir-opt runs it waits for (one core's worth of
work, less disturbed by other load than wall time), with the ops the interpreter ran. Target:
each kernel within ``TARGET_SECONDS``. ``--write`` puts the table into ``bench/results.md``
(section ``check-speed``).
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
KERNELS = ROOT / "bench" / "kernels" / "mlir"
TARGET_SECONDS = 30.0


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def measure(path: Path, schedules: int) -> dict:
    args = [sys.executable, "-m", "smem_opt.tools.smem_opt", str(path), "-p", "smem-coalesce",
            "--check", "--schedules", str(schedules), "-o", os.devnull]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    cpu0, wall0 = _children_cpu(), time.perf_counter()
    proc = subprocess.run(args, cwd=ROOT, capture_output=True, text=True, env=env)
    cpu, wall = _children_cpu() - cpu0, time.perf_counter() - wall0
    summary = re.search(r"(\d+) thread\(s\), (\d+) ops run against the reference: no difference", proc.stderr)
    return {
        "kernel": path.name.removesuffix(".small.mlir"),
        "ok": proc.returncode == 0 and summary is not None,
        "threads": int(summary.group(1)) if summary else 0,
        "ops": int(summary.group(2)) if summary else 0,
        "cpu_s": cpu,
        "wall_s": wall,
        "stderr": proc.stderr.strip().splitlines()[-1:] if proc.returncode else [],
    }


def table(rows: list[dict], schedules: int) -> str:
    lines = [
        f"`smem-opt K.small.mlir -p smem-coalesce --check` ({schedules} schedules, plan and reference), "
        f"CPU seconds of the process and its mlir-opt runs; target <= {TARGET_SECONDS:.0f} s per kernel.",
        "",
        "| kernel | threads | ops run | CPU s | wall s | within target |",
        "|---|---:|---:|---:|---:|---|",
    ]
    for r in rows:
        ok = "yes" if r["ok"] and r["cpu_s"] <= TARGET_SECONDS else "NO"
        lines.append(f"| {r['kernel']} | {r['threads']} | {r['ops']} | {r['cpu_s']:.1f} | {r['wall_s']:.1f} | {ok} |")
    worst = max((r["cpu_s"] for r in rows), default=0.0)
    lines += ["", f"Slowest: {worst:.1f} s CPU."]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--schedules", type=int, default=3)
    parser.add_argument("--write", action="store_true", help="update bench/results.md")
    args = parser.parse_args(argv)
    rows = [measure(p, args.schedules) for p in sorted(KERNELS.glob("*.small.mlir"))]
    text = table(rows, args.schedules)
    print(text)
    for r in rows:
        if not r["ok"]:
            print(f"{r['kernel']}: {' '.join(r['stderr'])}", file=sys.stderr)
    if args.write:
        from bench.results_file import replace_section

        replace_section("check-speed", "## `--check` on the bench kernels\n\n" + text)
    return 0 if all(r["ok"] and r["cpu_s"] <= TARGET_SECONDS for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
