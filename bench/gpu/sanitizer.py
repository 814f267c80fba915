"""``compute-sanitizer`` on one kernel of the GPU runner.

The sanitizer wraps a process, so each check runs a child
``python -m bench.gpu_run --ptx-dir DIR --sanitize-child CASE`` under
``compute-sanitizer --tool TOOL``: the child loads the case's coalesced kernel,
launches it once on random inputs over the first blocks of its grid (at most
``SANITIZE_GRID`` in each dimension: races in shared memory are within a block,
and every block runs the same code) and exits. The sanitizer's summary line
(``RACECHECK SUMMARY: N hazards displayed (E errors, W warnings)``, ``ERROR
SUMMARY: N errors``) and its exit status give the verdict.

Lookup of the tool: ``$COMPUTE_SANITIZER``, ``compute-sanitizer`` on PATH, then
``/usr/local/cuda/bin`` and ``/usr/local/cuda/compute-sanitizer``.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

SANITIZE_GRID = (2, 2, 1)
TOOLS = ("racecheck", "synccheck", "memcheck", "initcheck")
CHILD_FAILED = 3
"""Exit status of a child that could not launch its kernel (not a sanitizer finding)."""
SANITIZER_FOUND = 86
"""``--error-exitcode`` given to the sanitizer: its status when it reports errors."""

_RACE_SUMMARY = re.compile(r"RACECHECK SUMMARY: (\d+) hazards? displayed \((\d+) errors?, (\d+) warnings?\)")
_ERROR_SUMMARY = re.compile(r"ERROR SUMMARY: (\d+) errors?")


def find_sanitizer() -> str | None:
    env = os.environ.get("COMPUTE_SANITIZER")
    if env and os.access(env, os.X_OK):
        return env
    found = shutil.which("compute-sanitizer")
    if found:
        return found
    for default in (Path("/usr/local/cuda/bin/compute-sanitizer"),
                    Path("/usr/local/cuda/compute-sanitizer/compute-sanitizer")):
        if os.access(default, os.X_OK):
            return str(default)
    return None


def clip_grid(grid: tuple[int, ...]) -> tuple[int, int, int]:
    return tuple(min(g, c) for g, c in zip(grid, SANITIZE_GRID))  # type: ignore[return-value]


@dataclass(frozen=True)
class Verdict:
    """What one sanitizer run found."""

    tool: str
    clean: bool | None
    """True: nothing reported; False: errors or hazards; None: it could not run."""
    errors: int
    warnings: int
    detail: str
    """One line for the table (the summary, or why it did not run)."""


def parse_output(tool: str, output: str, returncode: int) -> Verdict:
    """The verdict from the sanitizer's output and exit status."""
    race = _RACE_SUMMARY.search(output)
    summary = _ERROR_SUMMARY.search(output)
    tail = " | ".join(line.strip() for line in output.strip().splitlines()[-3:]) or "no output"
    errors = warnings = 0
    found = []
    if race is not None:
        errors, warnings = int(race.group(2)), int(race.group(3))
        found.append(race.group(0))
    if summary is not None:
        errors = max(errors, int(summary.group(1)))
        found.append(summary.group(0))
    if errors or warnings:
        return Verdict(tool, False, errors, warnings, "; ".join(found))
    if not found or returncode != 0:
        # Nothing found, but the kernel did not run to the end (or no summary came).
        return Verdict(tool, None, 0, 0, f"did not run (exit {returncode}): {tail}")
    return Verdict(tool, True, 0, 0, "; ".join(found))


def sanitize(
    ptx_dir: str, case_key: str, tool: str, *, timeout: float = 600, runner: str = "bench.gpu_run"
) -> Verdict:
    """Run the case's coalesced kernel under ``compute-sanitizer --tool tool`` (a child of the
    ``runner`` module, with ``--sanitize-child``)."""
    exe = find_sanitizer()
    if exe is None:
        return Verdict(tool, None, 0, 0, "not run: compute-sanitizer not found (set COMPUTE_SANITIZER)")
    root = str(Path(__file__).resolve().parents[2])
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([root, *filter(None, [env.get("PYTHONPATH")])])
    argv = [
        exe, "--tool", tool, "--error-exitcode", str(SANITIZER_FOUND), "--print-limit", "20",
        sys.executable, "-m", runner, "--ptx-dir", ptx_dir, "--sanitize-child", case_key,
    ]
    try:
        proc = subprocess.run(argv, capture_output=True, text=True, timeout=timeout, cwd=root, env=env, check=False)
    except subprocess.TimeoutExpired:
        return Verdict(tool, None, 0, 0, f"did not finish in {timeout:.0f} s")
    except OSError as err:
        return Verdict(tool, None, 0, 0, f"could not start: {err}")
    return parse_output(tool, proc.stdout + proc.stderr, proc.returncode)


__all__ = ["SANITIZE_GRID", "TOOLS", "Verdict", "clip_grid", "find_sanitizer", "parse_output", "sanitize"]
