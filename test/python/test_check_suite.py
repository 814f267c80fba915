"""``smem-opt -p smem-coalesce --check`` on every kernel of test/coalesce: each plan the pass makes
there runs against its input with no difference. A piece the check cannot run must say why, for
one of the reasons listed here (what stock mlir-opt 22 cannot lower or parse); a piece the pass
itself rejects (the tests of its own errors) has no check to run. Needs mlir-opt (a failure under
CI=true, skipped otherwise)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
COALESCE = sorted((ROOT / "test" / "coalesce").glob("*.mlir"))
sys.path.insert(0, str(ROOT))
from smem_opt.tools.toolchain import find_mlir_opt  # noqa: E402

CANNOT_RUN_BECAUSE = (
    "integralElementType.getWidth() >= 8",  # MLIR 22 asserts on a store of i1 to memory
    "builtin.unrealized_conversion_cast",  # a cast of a memref to a pointer the lowering keeps
    "does not reference a valid function",  # a call of a function the test leaves undefined
    "is not registered",  # ops of made-up dialects (open-world tests of unknown ops)
    "unregistered operation",
    "too long to run here",  # a loop of 2^32 barriers (the loop-trip-count rules)
    "operation 'gpu.rotate'",  # MLIR 22 has no lowering of gpu.rotate to NVVM
    "-allow-unregistered-dialect",  # ops and attributes of dialects mlir-opt does not have
    "has no kernel to run",  # a file of comments whose RUN lines read another file, IREE's func.func form
)
NOTHING_RUNS = {
    "form-other-vendor.mlir": "no NVIDIA kernel: llvm.funcs, one for AMD GPUs",
    "form-iree-func.mlir": "IREE's func.func form with IREE's attributes, which mlir-opt cannot read",
    "seed-matmul.mlir": "no kernel: its RUN lines read examples/matmul_tiled.mlir",
    "form-gpu-launch-ptx.mlir": "no kernel: its RUN lines read form-gpu-launch.mlir",
    "static-limit-func-form.mlir": "IREE's func.func form, which is no kernel to mlir-opt",
    "rule-dynamic-size-at-entry.mlir": "a dynamic-size buffer (the reference, uncoalesced, has no "
    "lowering: only the arena goes to dynamic shared memory) or a size the pass rejects",
}
"""Files none of whose pieces the check can run, and why."""
THREADS = {"gpu-func-input.mlir": "256"}
"""Kernels that state no block size, with the one the test means."""


def _needs_mlir_opt() -> None:
    if find_mlir_opt() is None:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail("CI=true but mlir-opt is missing")
        pytest.skip("mlir-opt not found")


@pytest.mark.parametrize("path", COALESCE, ids=[p.name for p in COALESCE])
def test_coalesce_plans_pass_the_check(path: Path) -> None:
    _needs_mlir_opt()
    text = path.read_text()
    runs = " ".join(re.findall(r"^// RUN:(.*)$", text, re.M))
    # the file as its own RUN lines read it
    flags = [flag for flag in ("--split-input-file", "--allow-unregistered-dialect") if flag in runs]
    args = [sys.executable, "-m", "smem_opt.tools.smem_opt", str(path), *flags,
            "-p", "smem-coalesce", "--check", "-o", os.devnull]
    if path.name in THREADS:
        args += ["--threads", THREADS[path.name]]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.run(args, cwd=ROOT, capture_output=True, text=True, env=env)
    assert "Traceback" not in proc.stderr and "internal error" not in proc.stderr, proc.stderr
    lines = proc.stderr.splitlines()
    check_errors = [line for line in lines if "error: check:" in line]
    wrong = [line for line in check_errors
             if "cannot run" not in line or not any(why in line for why in CANNOT_RUN_BECAUSE)]
    assert not wrong, "\n".join(wrong)
    pieces = len(re.findall(r"^// -----", text, re.M)) + 1 if "--split-input-file" in flags else 1
    clean = sum("ops run against the reference: no difference" in line for line in lines)
    checked = clean + len(check_errors)
    rejected = sum(1 for line in lines if re.search(r": error: (?!check:)", line))
    # every piece is checked, cannot run for a listed reason, or is rejected by the pass
    assert checked + rejected >= pieces, proc.stderr
    if path.name not in NOTHING_RUNS:
        assert clean, proc.stderr
