"""docs/lit-suite, the template of a user's own lit suite, runs as it is (smem-opt and FileCheck
from PATH) and fails when one of its checks is wrong."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SUITE = ROOT / "docs" / "lit-suite"


def _run_lit(suite: Path, **extra: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, **extra}
    env["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), env.get("PATH", "")])
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), *filter(None, [env.get("PYTHONPATH")])])
    lit = shutil.which("lit", path=env["PATH"])
    assert lit is not None, "lit is not installed (the test extra brings it)"
    return subprocess.run([lit, "-v", str(suite)], capture_output=True, text=True,
                          env=env, timeout=600)


def test_template_suite_passes(tmp_path: Path) -> None:
    suite = tmp_path / "lit-suite"
    shutil.copytree(SUITE, suite)
    res = _run_lit(suite)
    assert res.returncode == 0, res.stdout + res.stderr
    assert "Passed: 1" in res.stdout


def test_template_suite_catches_a_wrong_check(tmp_path: Path) -> None:
    suite = tmp_path / "lit-suite"
    shutil.copytree(SUITE, suite)
    test = suite / "coalesce.mlir"
    text = test.read_text()
    assert "smem.arena_bytes = 512" in text
    test.write_text(text.replace("smem.arena_bytes = 512", "smem.arena_bytes = 256"))
    res = _run_lit(suite)
    assert res.returncode != 0
    assert "Failed: 1" in res.stdout
    test.write_text(text.replace("{{tile and tile_0 cannot share", "{{tile and tile_0 may share"))
    assert _run_lit(suite).returncode != 0


def test_an_unsupported_test_says_why(tmp_path: Path) -> None:
    """With no mlir-opt, lit says why the tests that need it are UNSUPPORTED before it runs."""
    suite = tmp_path / "lit-suite"
    shutil.copytree(SUITE, suite)
    test = suite / "coalesce.mlir"
    test.write_text("// REQUIRES: mlir-opt\n" + test.read_text())
    res = _run_lit(suite, SMEM_MLIR_OPT=str(tmp_path / "no-such-mlir-opt"))
    assert "Unsupported: 1" in res.stdout, res.stdout
    assert "finds no mlir-opt, so tests that say `REQUIRES: mlir-opt` are UNSUPPORTED" in res.stdout + res.stderr
