"""One import namespace: ``smem_opt``. The repository's folders (passes/, tools/,
smem_dialect/) install as its subpackages; nothing named ``passes`` or ``tools`` reaches
site-packages, so a user project with its own ``tools`` package is unaffected. The README's
"Use from Python" script runs as written."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MAPPED = {"smem_opt": "smem_opt", "smem_opt.passes": "passes", "smem_opt.tools": "tools",
          "smem_opt.smem_dialect": "smem_dialect"}


def _declared() -> tuple[dict[str, str], list[str]]:
    conf = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    return conf["package-dir"], conf["packages"]


def test_every_package_folder_is_declared() -> None:
    package_dir, packages = _declared()
    assert package_dir == MAPPED
    found = []
    for name, folder in MAPPED.items():
        for init in sorted((ROOT / folder).rglob("__init__.py")):
            rel = init.parent.relative_to(ROOT / folder)
            found.append(".".join([name, *rel.parts]))
    assert sorted(packages) == sorted(set(found))


def test_no_top_level_imports_of_the_folders() -> None:
    """Code imports through smem_opt only; a bare ``from passes`` would fail once installed."""
    bare = re.compile(r"^\s*(from|import)\s+(passes|tools|smem_dialect)\b", re.M)
    offenders = []
    for folder in ("smem_opt", "passes", "tools", "smem_dialect", "bench", "test", "scripts"):
        for path in (ROOT / folder).rglob("*.py"):
            if bare.search(path.read_text(errors="replace")):
                offenders.append(str(path.relative_to(ROOT)))
    assert not offenders


INSTALL_LOG: dict[str, str] = {}
"""What ``pip install -v`` printed for the ``installed`` fixture (read by the warnings test)."""


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A regular (not editable) install of a copy of the checkout into a fresh folder."""
    files = subprocess.run(["git", "ls-files", "-co", "--exclude-standard"], cwd=ROOT,
                           capture_output=True, text=True, check=True).stdout.split("\n")
    source = tmp_path_factory.mktemp("source")
    for name in filter(None, files):
        if (ROOT / name).is_file() and not name.startswith(("test/", "bench/")):
            (source / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, source / name)
    target = tmp_path_factory.mktemp("site")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    res = subprocess.run(
        [sys.executable, "-m", "pip", "install", "-v", "--no-deps", "--target", str(target), str(source)],
        capture_output=True, text=True, timeout=600, env=env,
    )
    assert res.returncode == 0, res.stderr
    INSTALL_LOG["output"] = res.stdout + res.stderr
    return target


def test_install_prints_no_warning(installed: Path) -> None:
    """Building and installing the package warns about nothing (setuptools used to warn about
    the license table). Lines about the machine's own pip configuration are not the package's."""
    warnings = [
        line for line in INSTALL_LOG["output"].splitlines()
        if "warn" in line.lower() and not re.search(r"Location '[^']*' is ignored", line)
    ]
    assert not warnings, "\n".join(warnings)


def test_installed_package_is_typed_and_versioned(installed: Path) -> None:
    import email

    assert (installed / "smem_opt" / "py.typed").is_file()
    (info,) = installed.glob("smem_opt-*.dist-info")
    meta = email.message_from_string((info / "METADATA").read_text())
    res = subprocess.run([sys.executable, "-c", "import smem_opt; print(smem_opt.__version__)"],
                         capture_output=True, text=True, env={"PYTHONPATH": str(installed)}, timeout=120)
    assert res.returncode == 0, res.stderr
    assert meta["Version"] == res.stdout.strip()
    assert meta["License-Expression"] == "MIT"
    assert "Typing :: Typed" in meta.get_all("Classifier")


def test_install_holds_only_the_namespace(installed: Path) -> None:
    top = {p.name for p in installed.iterdir() if not p.name.endswith((".dist-info", "__pycache__"))}
    assert top - {"bin"} == {"smem_opt"}
    for sub in ("passes", "tools", "smem_dialect"):
        assert (installed / "smem_opt" / sub / "__init__.py").is_file()


def test_user_project_with_its_own_tools_package(installed: Path, tmp_path: Path) -> None:
    project = tmp_path / "project"
    (project / "tools").mkdir(parents=True)
    (project / "tools" / "__init__.py").write_text("WHO = 'the user'\n")
    (project / "passes").mkdir()
    (project / "passes" / "__init__.py").write_text("")
    (project / "run.py").write_text(
        "import sys\n"
        "import tools\n"
        "from smem_opt import KernelPlan, coalesce, parse\n"
        f"module = parse(open({str(ROOT / 'examples' / 'matmul_tiled.mlir')!r}).read(), 'matmul_tiled.mlir')\n"
        "plans = coalesce(module)\n"
        "assert isinstance(plans[0], KernelPlan)\n"
        "import smem_opt\n"
        "print(tools.WHO, plans[0].arena_bytes, smem_opt.__file__)\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] == 'tools' and m != 'tools'))\n"
    )
    res = subprocess.run([sys.executable, "run.py"], cwd=project, capture_output=True, text=True,
                         env={"PYTHONPATH": str(installed), "PATH": "/usr/bin:/bin"}, timeout=300)
    assert res.returncode == 0, res.stderr
    first, second = res.stdout.splitlines()
    assert first.startswith("the user 8192 ")
    where = first.split()[-1]
    assert where.endswith("smem_opt/__init__.py") and str(installed) in where
    assert second == "[]"


def test_api_errors_are_exported() -> None:
    """What ``parse`` raises is importable from ``smem_opt`` and is what its docstring says."""
    import smem_opt

    with pytest.raises(smem_opt.ParseError) as bad_syntax:
        smem_opt.parse('"arith.constant"() <{value = 1 : i32} : () -> i32\n', "bad.mlir")
    assert str(bad_syntax.value).startswith("bad.mlir:1:")
    with pytest.raises(smem_opt.DiagnosticException) as invalid:
        smem_opt.parse("smem.kernel @k() block_size = [1] {\n  %x = smem.alloc : memref<4xf32>\n  smem.return\n}\n",
                       "invalid.mlir")
    assert isinstance(invalid.value, smem_opt.SmemDiagnostic)
    assert str(invalid.value).startswith("invalid.mlir:2:8: error:")
    assert {"ParseError", "DiagnosticException", "SmemDiagnostic"} <= set(smem_opt.__all__)


def _readme_script() -> str:
    text = (ROOT / "README.md").read_text()
    section = text.split("## Use from Python", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"```python\n(.*?)```", section, re.S)
    assert len(blocks) == 1
    return blocks[0]


def test_readme_script_runs_as_written() -> None:
    res = subprocess.run([sys.executable, "-c", _readme_script()], cwd=ROOT, capture_output=True,
                         text=True, timeout=300)
    assert res.returncode == 0, res.stderr
    assert "kernel @matmul_tiled: arena 8192 B, unshared 12288 B" in res.stdout
    assert "gpu.func @matmul_tiled" in res.stdout
    assert not re.search(r"^(passes|tools|smem_dialect)\b", res.stdout, re.M)


def test_the_package_path_is_its_own_folder() -> None:
    """``smem_opt`` reaches its subpackages through the install's mapping, not by adding the
    checkout to its ``__path__``: the checkout's other folders (bench, test) are not part of it."""
    code = (
        "import importlib.util, smem_opt\n"
        "print(len(smem_opt.__path__))\n"
        "print(importlib.util.find_spec('smem_opt.bench') is None, importlib.util.find_spec('smem_opt.test') is None)\n"
        "import smem_opt.passes.kernel_plan, smem_opt.tools.smem_opt, smem_opt.smem_dialect.gpu\n"
    )
    res = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert res.returncode == 0, res.stderr
    assert res.stdout.split() == ["1", "True", "True"]
