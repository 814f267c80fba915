"""The fuzzer's child process: runs smem-opt in-process, one request per line.

Started as ``python test/fuzz/worker.py`` with the project root first on ``PYTHONPATH``.
Each line on stdin is a JSON request ``{"args": [...], "output": path or null,
"mlir_opt": path or null, "rerun": bool}``; the answer, one JSON line on the original stdout,
holds the exit status, what smem-opt wrote on stdout and stderr, whether the ``-o`` file exists,
and, after a success, why the output does not parse back (``reparse``, null when it
does), when ``mlir_opt`` is given, why upstream ``mlir-opt`` rejects the output (``-o`` file,
or stdout when it holds no smem op; ``upstream``, null when it accepts it), and with ``rerun``, how a second run of the
same command on the output changed it (``rerun``, null when it printed the same text). The parent kills this
process when an answer is late, so a hang costs one restart, not the campaign.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import re
import resource
import subprocess
import sys
import time

MEMORY_LIMIT = 4 << 30
STDERR_KEPT = 1 << 16
"""Characters of stderr sent back (every diagnostic header of a run, source lines included)."""


def _capture() -> io.TextIOWrapper:
    return io.TextIOWrapper(io.BytesIO(), encoding="utf-8", errors="backslashreplace", write_through=True)


def _text(stream: io.TextIOWrapper) -> str:
    stream.flush()
    return stream.buffer.getvalue().decode("utf-8", "backslashreplace")  # type: ignore[attr-defined]


def _reparse(text: str) -> str | None:
    """Why smem-opt cannot read ``text`` back (as it reads any input: ``reader.intake``), or None."""
    from smem_opt.reader.intake import IntakeError
    from smem_opt.tools.smem_opt import build_context, read_input

    try:
        read_input(build_context(), text.encode("utf-8"), "<output>")
    except IntakeError as err:
        return f"{type(err.error).__name__}: {first_line(str(err.error))}"
    except Exception as err:  # noqa: BLE001 (any failure to read our own output back is a finding)
        return f"{type(err).__name__}: {first_line(str(err))}"
    return None


def _upstream(mlir_opt: str, path: str) -> str | None:
    proc = subprocess.run(
        [mlir_opt, "--mlir-print-op-on-diagnostic=false", path, "-o", os.devnull],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    if proc.returncode == 0:
        return None
    lines = [line for line in proc.stderr.splitlines() if "error" in line]
    return (lines or proc.stderr.splitlines() or ["(no message)"])[0]


def first_line(text: str) -> str:
    lines = text.strip().splitlines()
    return lines[0] if lines else ""


_SMEM_OPS = re.compile(r'(?:= |^\s*|")smem\.(?:kernel|alloc|return|async_copy|async_commit|async_wait)\b', re.M)


def _run(args: list[str]) -> tuple[int, str, str]:
    from smem_opt.tools.smem_opt import main

    out, err = _capture(), _capture()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            rc = main(args)
        except SystemExit as exit_:  # main() should not let this through; report it as seen
            rc = exit_.code if isinstance(exit_.code, int) else 1
        except BaseException as exc:  # noqa: BLE001 (an escaped exception is what we look for)
            rc = -1
            print(f"escaped {type(exc).__name__}: {exc}", file=sys.stderr)
    return rc, _text(out), _text(err)


def _rerun(args: list[str], output: str | None, text: str) -> str | None:
    """Run the same command on ``text`` (the first run's output): how its output differs, or None."""
    again_in = (output or args[0]) + ".again-in.mlir"
    again_out = (output or args[0]) + ".again-out.mlir"
    with open(again_in, "w", encoding="utf-8") as f:
        f.write(text)
    rest = [again_out if output and a == output else a for a in args[1:]]
    try:
        rc, stdout, stderr = _run([again_in, *rest])
        if rc != 0:
            return f"the second run failed: {first_line(stderr)}"
        second = stdout
        if output:
            with open(again_out, encoding="utf-8", errors="backslashreplace") as f:
                second = f.read()
        if second == text:
            return None
        import difflib

        diff = [line for line in difflib.unified_diff(text.splitlines(), second.splitlines(), lineterm="", n=0)
                if line[:1] in "+-" and line[:3] not in ("+++", "---")]
        return "output changed on a second run: " + " | ".join(diff[:4])
    finally:
        for path in (again_in, again_out):
            if os.path.exists(path):
                os.unlink(path)


def handle(request: dict) -> dict:
    output = request.get("output")
    if output and os.path.exists(output):
        os.unlink(output)
    start = time.perf_counter()
    rc, stdout, stderr = _run(request["args"])
    seconds = time.perf_counter() - start
    reparse = None
    output_exists = bool(output) and os.path.exists(output)
    if rc == 0:
        if output:
            if output_exists:
                with open(output, encoding="utf-8", errors="backslashreplace") as f:
                    reparse = _reparse(f.read())
            else:
                reparse = "no output file"
        else:
            reparse = _reparse(stdout)
    upstream = rerun = None
    if rc == 0 and reparse is None:
        text = stdout
        if output:
            with open(output, encoding="utf-8", errors="backslashreplace") as f:
                text = f.read()
        if request.get("mlir_opt"):
            if output:
                upstream = _upstream(request["mlir_opt"], output)
            elif not _SMEM_OPS.search(text):  # mlir-opt has no smem dialect
                scratch = request["args"][0] + ".stdout.mlir"
                with open(scratch, "w", encoding="utf-8") as f:
                    f.write(text)
                try:
                    upstream = _upstream(request["mlir_opt"], scratch)
                finally:
                    os.unlink(scratch)
        if request.get("rerun"):
            rerun = _rerun(request["args"], output, text)
    return {
        "upstream": upstream,
        "rerun": rerun,
        "rc": rc,
        "stdout": stdout[-4000:],
        "stderr": stderr[:STDERR_KEPT],
        "output_exists": output_exists,
        "reparse": reparse,
        "seconds": seconds,
    }


def serve() -> None:
    channel = os.fdopen(os.dup(sys.stdout.fileno()), "w", encoding="utf-8")
    sys.stdout = open(os.devnull, "w")  # noqa: SIM115 (stray prints must not reach the channel)
    try:
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))
    except (ValueError, OSError):
        pass
    import smem_opt.tools.smem_opt  # noqa: F401 (imported once, before the first request)

    channel.write(json.dumps({"ready": True}) + "\n")
    channel.flush()
    for line in sys.stdin:
        if not line.strip():
            continue
        channel.write(json.dumps(handle(json.loads(line))) + "\n")
        channel.flush()


if __name__ == "__main__":
    serve()
