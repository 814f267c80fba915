"""The type gate (``scripts/typecheck.py``): it checks the library as installed (the ``smem_opt``
namespace over the repository's folders), names errors by their repository paths, and holds the
library's ``type: ignore`` comments to a few, each naming its error code and what forces it."""

from __future__ import annotations

import importlib.util
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _gate():
    spec = importlib.util.spec_from_file_location("typecheck", ROOT / "scripts" / "typecheck.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_gate_lays_out_every_folder_of_the_namespace() -> None:
    gate = _gate()
    mapping = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["package-dir"]
    top = {name.split(".", 1)[1] for name in mapping if name.count(".") == 1}
    assert set(gate.package_dirs()) == top == {"passes", "tools", "smem_dialect"}
    files = {f.relative_to(ROOT).as_posix() for f in gate.library_files()}
    assert "passes/target/carried.py" in files and "smem_opt/reader/checks.py" in files
    assert not any(f.startswith(("test/", "bench/", "scripts/")) for f in files)


def test_errors_are_named_by_repository_path(tmp_path: Path) -> None:
    gate = _gate()
    assert gate._repo_path("smem_opt/passes/planner/exact.py", tmp_path) == "passes/planner/exact.py"
    assert gate._repo_path("smem_opt/reader/checks.py", tmp_path) == "smem_opt/reader/checks.py"
    assert gate._repo_path(str(tmp_path / "smem_opt" / "tools" / "emit.py"), tmp_path) == "tools/emit.py"


def test_an_ignore_must_name_its_code_and_why() -> None:
    gate = _gate()
    assert gate.unexplained("x = f()  # type: ignore")
    assert gate.unexplained("x = f()  # type: ignore[arg-type]")
    assert gate.unexplained("x = f()  # type: ignore  # xDSL's stub")
    assert not gate.unexplained("x = f()  # type: ignore[arg-type]  # xDSL's stub says str")
    assert not gate.unexplained("class C(base):  # type: ignore[valid-type,misc]  # a base given at run time")


def test_the_library_holds_few_ignores_each_explained() -> None:
    gate = _gate()
    found = gate.ignores()
    assert len(found) <= gate.MAX_IGNORES
    bare = [f"{path}:{n}" for path, n, text in found if gate.unexplained(text)]
    assert not bare, f"a type: ignore without its code and reason: {bare}"


def test_a_failing_mypy_run_is_never_read_as_clean(monkeypatch, tmp_path: Path) -> None:
    """mypy exiting 1 with no error line the gate can read (a crash report, a config error) is a
    failure of the gate, with mypy's output, not a clean run."""
    import subprocess

    gate = _gate()

    def fake_run(*args, **kwargs):
        return subprocess.CompletedProcess(args, 1, stdout="mypy: error: invalid section\n", stderr="")

    monkeypatch.setattr(gate.subprocess, "run", fake_run)
    lines = gate.run_mypy()
    assert len(lines) == 1 and "invalid section" in lines[0]
    assert gate.main([]) == 1
