"""The type gate (``scripts/typecheck.py``): it checks the library as installed (the ``smem_opt``
namespace over the repository's folders), names errors by their repository paths, and its
baseline only names files that exist."""

from __future__ import annotations

import importlib.util
import json
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


def test_the_baseline_names_only_files_that_exist() -> None:
    baseline = json.loads((ROOT / "scripts" / "type-baseline.json").read_text())
    missing = [path for path in baseline["errors"] if not (ROOT / path).is_file()]
    assert not missing, f"stale entries (lower the baseline with --write): {missing}"
    assert baseline["type_ignores"] >= _gate().count_ignores()
