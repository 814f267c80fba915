"""How long the whole suite takes, as CI runs it: ``python -m bench.suite_time [--write]``.

Runs what ``scripts/test.sh`` runs after its install (``lit -v test``, then pytest on every core
with ``-n auto``) with ``CI=true`` (hypothesis's derandomized ``ci`` profile, ``test/conftest.py``),
and reports the wall time of each part, the cores used and the tests' counts. The target (issue of
bounded run time): the whole suite under 15 minutes on 2 cores, whatever hypothesis draws; every
property test's oracle is bounded by construction, so no draw can make it longer. With
``--write`` the figures become the section ``suite-time`` of ``bench/results.md``.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import time
from pathlib import Path

from bench.results_file import publish

ROOT = Path(__file__).resolve().parents[1]
TARGET_MINUTES = 15


def _run(argv: list[str], env: dict[str, str]) -> tuple[float, str, int]:
    start = time.perf_counter()
    proc = subprocess.run(argv, cwd=ROOT, env=env, capture_output=True, text=True)
    return time.perf_counter() - start, proc.stdout + proc.stderr, proc.returncode


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="write the section of bench/results.md")
    args = parser.parse_args(argv)
    bindir = str(Path(sys.executable).parent)
    env = {**os.environ, "CI": "true", "PATH": os.pathsep.join([bindir, os.environ.get("PATH", "")])}
    lit_s, lit_out, lit_rc = _run([os.path.join(bindir, "lit"), "-v", "test"], env)
    py_s, py_out, py_rc = _run([sys.executable, "-m", "pytest", "-q", "-n", "auto", "test/python", "test/fuzz"], env)
    passed = re.search(r"Passed\s*:\s*(\d+)", lit_out)
    summary = [line for line in py_out.splitlines() if re.search(r"\d+ passed", line)]
    total = lit_s + py_s
    cores = os.cpu_count()
    lines = [
        "## Suite run time",
        "",
        f"`python -m bench.suite_time` on this machine ({cores} cores), with CI=true (hypothesis profile `ci`, derandomized):",
        "",
        "| part | wall time | result |",
        "|---|---|---|",
        f"| lit -v test | {lit_s / 60:.1f} min | {passed.group(1) if passed else '?'} passed, exit {lit_rc} |",
        f"| pytest -n auto test/python test/fuzz | {py_s / 60:.1f} min | {summary[-1].strip('= ') if summary else '?'}, exit {py_rc} |",
        f"| **whole suite** | **{total / 60:.1f} min** | target: under {TARGET_MINUTES} min on 2 cores |",
    ]
    publish("suite-time", "\n".join(lines), args.write)
    return 0 if lit_rc == 0 and py_rc == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
