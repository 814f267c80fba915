"""numpy belongs to the ``sim`` extra: everything but ``--simulate`` works without it, and
``--simulate`` without it is a one-line error naming the extra."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MATMUL = ROOT / "examples" / "matmul_tiled.mlir"

# Runs the driver with numpy made unimportable (a None entry in sys.modules makes every
# ``import numpy`` raise ImportError), as in an install without the extra.
WITHOUT_NUMPY = (
    "import sys; sys.modules['numpy'] = None; "
    "from tools.smem_opt import main; sys.exit(main(sys.argv[1:]))"
)


def run_without_numpy(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", WITHOUT_NUMPY, *args],
        capture_output=True, text=True, cwd=ROOT, timeout=300,
    )


def test_pipeline_and_report_need_no_numpy() -> None:
    res = run_without_numpy(str(MATMUL), "-p", "smem-to-nvvm-ready", "--smem-report",
                            "--smem-report-registers", "none")
    assert res.returncode == 0, res.stderr
    assert "gpu.module" in res.stdout and "8192" in res.stderr


def test_simulate_without_numpy_names_the_extra() -> None:
    res = run_without_numpy(str(MATMUL), "--simulate")
    assert res.returncode == 1
    assert res.stdout == ""
    assert "smem-opt[sim]" in res.stderr and "Traceback" not in res.stderr
    assert len(res.stderr.strip().splitlines()) == 1
