"""Running fuzz inputs through smem-opt and judging what came back.

Every input goes through the two pipelines in ``PIPELINES``. A run is fine when it
exits 0 with output that parses and verifies again, or exits 1 with every error line
located in the input (``file:line:col: error:``, the line inside the file) and no
output file. Anything else is a finding: an internal error, an unlocated error, a
location outside the file, output on failure, output that does not parse back, an
exit status other than 0 or 1, a crash of the process, or no answer within the time
bound (the process is killed; this detects hangs, it does not time anything).

Runs happen in worker processes (``worker.py``) that keep xDSL imported between
inputs; ``run_inputs`` spreads the inputs over ``jobs`` of them. With ``mlir_opt`` (a path),
the output of every successful run must also be accepted by upstream ``mlir-opt``; with
``rerun``, a second run of the same command on that output must print it unchanged.

Diagnostics are read as smem-opt prints them: a located header line, then the source line and
a caret line, which are not diagnostics themselves.
"""

from __future__ import annotations

import json
import os
import queue
import re
import select
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WORKER = Path(__file__).with_name("worker.py")
DEFAULT_TIMEOUT_S = 20.0
START_TIMEOUT_S = 120.0

PIPELINES: dict[str, tuple[str, ...]] = {
    "coalesce": ("-p", "smem-coalesce"),
    "nvvm-ready": ("-p", "smem-to-nvvm-ready", "-o", "{output}"),
}


@dataclass
class Finding:
    name: str
    pipeline: str
    kind: str
    detail: str


@dataclass
class Outcome:
    """What the runs of one input gave: a finding per bad run, and how each run ended."""

    name: str
    findings: list[Finding] = field(default_factory=list)
    endings: dict[str, str] = field(default_factory=dict)


class Worker:
    """One ``worker.py`` process; restarted after a hang or a crash."""

    def __init__(self) -> None:
        self.proc: subprocess.Popen[str] | None = None

    def _start(self) -> None:
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join([str(ROOT), *filter(None, [env.get("PYTHONPATH")])])
        env.pop("SMEM_OPT_TRACEBACK", None)
        self.proc = subprocess.Popen(
            [sys.executable, str(WORKER)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            cwd=ROOT,
            env=env,
        )
        if self._read(START_TIMEOUT_S) is None:
            self.stop()
            raise RuntimeError("the fuzz worker did not start")

    def _read(self, timeout: float) -> dict | None:
        assert self.proc is not None and self.proc.stdout is not None
        ready, _, _ = select.select([self.proc.stdout], [], [], timeout)
        if not ready:
            return None
        line = self.proc.stdout.readline()
        return json.loads(line) if line else {"crashed": True}

    def run(
        self, args: Sequence[str], output: str | None, timeout: float, mlir_opt: str | None = None, rerun: bool = False
    ) -> dict:
        if self.proc is None or self.proc.poll() is not None:
            self._start()
        assert self.proc is not None and self.proc.stdin is not None
        try:
            request = {"args": list(args), "output": output, "mlir_opt": mlir_opt, "rerun": rerun}
            self.proc.stdin.write(json.dumps(request) + "\n")
            self.proc.stdin.flush()
        except BrokenPipeError:
            self.stop()
            return {"crashed": True, "rc": None}
        answer = self._read(timeout)
        if answer is None:
            self.stop()
            return {"hung": True}
        if answer.get("crashed"):
            code = self.proc.wait()
            self.proc = None
            return {"crashed": True, "rc": code}
        return answer

    def stop(self) -> None:
        if self.proc is not None:
            if self.proc.poll() is None:
                self.proc.kill()
            self.proc.wait()
            self.proc = None


_ERROR_RE = re.compile(r"^(?:\S+?:\d+:\d+: |smem-opt: )?error: ")
"""A line whose severity is error (a note that quotes an error is not one)."""
_HEADER_RE = re.compile(r"^\S+?:\d+:\d+: (?:error|warning|remark|note): ")
_CARET_RE = re.compile(r"^ *\^~*$")


def diagnostic_lines(stderr: str) -> list[str]:
    """The lines of ``stderr`` without the source line and caret under each located diagnostic."""
    lines = stderr.splitlines()
    kept: list[str] = []
    i = 0
    while i < len(lines):
        kept.append(lines[i])
        if _HEADER_RE.match(lines[i]) and i + 2 < len(lines) and _CARET_RE.match(lines[i + 2]):
            i += 3
        else:
            i += 1
    return kept


def judge(path: str, data: bytes, pipeline: str, result: dict, timeout: float) -> Finding | None:
    """The finding for one run, or None when the run behaved."""
    name = os.path.basename(path)

    def found(kind: str, detail: str) -> Finding:
        return Finding(name, pipeline, kind, detail.strip())

    if result.get("hung"):
        return found("hang", f"no answer within {timeout:g} s")
    if result.get("crashed"):
        return found("crash", f"worker died with status {result.get('rc')}")
    rc, stderr = result["rc"], result["stderr"]
    if "internal error" in stderr or "Traceback" in stderr or "escaped " in stderr:
        return found("internal-error", _first_with(stderr, ("internal error", "Traceback", "escaped ")))
    if rc == 0:
        error_lines = [line for line in diagnostic_lines(stderr) if _ERROR_RE.search(line)]
        if error_lines:
            return found("error-with-exit-0", error_lines[0])
        if result["reparse"] is not None:
            return found("no-reparse", result["reparse"])
        if result.get("upstream") is not None:
            return found("mlir-opt-rejects", result["upstream"])
        if result.get("rerun") is not None:
            return found("not-idempotent", result["rerun"])
        return None
    if rc != 1:
        return found(f"exit-{rc}", stderr.splitlines()[0] if stderr else "")
    if result["output_exists"]:
        return found("output-on-failure", "-o file written although the run failed")
    error_lines = [line for line in diagnostic_lines(stderr) if _ERROR_RE.search(line)]
    if not error_lines:
        return found("unlocated-error", stderr.splitlines()[0] if stderr.strip() else "(exit 1, no message)")
    line_count = data.count(b"\n") + 1
    lines = data.split(b"\n")
    located = re.compile(re.escape(path) + r":(\d+):(\d+): error: ")
    # (an error line that names another file, or none, is unlocated)
    for line in error_lines:
        m = located.match(line)
        if m is None:
            return found("unlocated-error", line)
        if not line[m.end() :].strip() or line[m.end()] == " ":
            return found("no-message", line)
        row, col = int(m.group(1)), int(m.group(2))
        if not (1 <= row <= line_count and 1 <= col <= len(lines[row - 1]) + 1):
            return found("bad-location", f"{row}:{col} is outside the input: {line}")
    return None


def _first_with(text: str, needles: Iterable[str]) -> str:
    for line in text.splitlines():
        if any(n in line for n in needles):
            return line
    return text.splitlines()[0] if text else ""


def _ending(result: dict) -> str:
    if result.get("hung"):
        return "hang"
    if result.get("crashed"):
        return "crash"
    return f"exit {result['rc']}"


def run_inputs(
    inputs: Sequence[tuple[str, bytes]],
    jobs: int = 2,
    timeout: float = DEFAULT_TIMEOUT_S,
    progress: bool = False,
    mlir_opt: str | None = None,
    rerun: bool = False,
) -> list[Outcome]:
    """Run each ``(name, data)`` through every pipeline; outcomes in input order."""
    outcomes: list[Outcome | None] = [None] * len(inputs)
    work: queue.Queue[int] = queue.Queue()
    for i in range(len(inputs)):
        work.put(i)
    done = [0]
    lock = threading.Lock()
    started = time.monotonic()

    def serve(scratch: str) -> None:
        worker = Worker()
        try:
            while True:
                try:
                    i = work.get_nowait()
                except queue.Empty:
                    return
                name, data = inputs[i]
                path = os.path.join(scratch, name)
                with open(path, "wb") as f:
                    f.write(data)
                outcome = Outcome(name)
                for pipeline, template in PIPELINES.items():
                    output = os.path.join(scratch, "out.mlir")
                    args = [path, *(a.format(output=output) for a in template)]
                    result = worker.run(args, output if "{output}" in template else None, timeout, mlir_opt, rerun)
                    outcome.endings[pipeline] = _ending(result)
                    finding = judge(path, data, pipeline, result, timeout)
                    if finding is not None:
                        outcome.findings.append(finding)
                os.unlink(path)
                outcomes[i] = outcome
                with lock:
                    done[0] += 1
                    if progress and done[0] % 200 == 0:
                        print(f"  {done[0]}/{len(inputs)} inputs, {time.monotonic() - started:.0f} s", file=sys.stderr)
        finally:
            worker.stop()

    with tempfile.TemporaryDirectory(prefix="smem-fuzz-") as scratch:
        threads = []
        for n in range(max(1, jobs)):
            directory = os.path.join(scratch, str(n))
            os.mkdir(directory)
            threads.append(threading.Thread(target=serve, args=(directory,)))
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    return [o for o in outcomes if o is not None]
