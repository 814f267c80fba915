"""numpy belongs to the ``sim`` extra: everything but ``--simulate --inputs`` works without it
(``--simulate`` included), and ``--inputs`` without it is a one-line error naming the extra."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from smem_opt.tools.toolchain import find_mlir_opt

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


@pytest.mark.skipif(find_mlir_opt() is None, reason="needs mlir-opt")
def test_simulate_needs_no_numpy() -> None:
    res = run_without_numpy(str(MATMUL), "--simulate", "--threads", "1024")
    assert res.returncode == 0, res.stderr
    assert res.stdout.startswith("kernel @matmul_tiled: grid 1x1x1, block 32x32x1, seed 0\n")


@pytest.mark.skipif(find_mlir_opt() is None, reason="needs mlir-opt")
def test_inputs_without_numpy_names_the_extra(tmp_path: Path) -> None:
    import numpy as np

    files = []
    for k in range(3):
        files.append(str(tmp_path / f"{k}.npy"))
        np.save(files[-1], np.zeros((128, 128), np.float32))
    res = run_without_numpy(str(MATMUL), "--simulate", "--threads", "1024", "--inputs", *files)
    assert res.returncode == 1
    assert res.stdout == ""
    assert "'sim' extra installs: pip install 'numpy" in res.stderr and "Traceback" not in res.stderr
    assert len(res.stderr.strip().splitlines()) == 1
