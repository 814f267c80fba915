"""The independent check (``tools/check``) shares nothing with the pass: no module it imports,
directly or through others, lies under ``smem_opt.passes`` (op kinds, liveness, barriers,
divergence, conflicts, kernels, the plan verifier). Read from the source (every import
statement, at any depth, followed to the modules it names) and seen at run time (the modules
a full check loads)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CHECK = ROOT / "tools" / "check"
FOLDERS = {"smem_opt.passes": ROOT / "passes", "smem_opt.tools": ROOT / "tools",
           "smem_opt.smem_dialect": ROOT / "smem_dialect", "smem_opt": ROOT / "smem_opt"}


def _file_of(module: str) -> Path | None:
    """The source file of an ``smem_opt`` module in this checkout, if it is one."""
    for prefix, folder in sorted(FOLDERS.items(), key=lambda kv: -len(kv[0])):
        if module == prefix or module.startswith(prefix + "."):
            rest = module[len(prefix) :].lstrip(".").split(".") if module != prefix else []
            path = folder.joinpath(*rest)
            if path.with_suffix(".py").is_file():
                return path.with_suffix(".py")
            if (path / "__init__.py").is_file():
                return path / "__init__.py"
    return None


def _imports(path: Path, package: str) -> set[str]:
    """Every module an import statement of ``path`` (in ``package``) names, function-level
    ones too."""
    tree = ast.parse(path.read_text())
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            found.add(module)
            found.update(f"{module}.{alias.name}" for alias in node.names)
    return {m for m in found if m.startswith("smem_opt")}


def _closure(extra: dict[str, Path] | None = None) -> dict[str, set[str]]:
    """Each smem_opt module reachable from tools/check (and from ``extra``: module name ->
    file), with the modules that import it."""
    files = dict(extra or {})
    todo = [f"smem_opt.tools.check.{p.stem}" for p in CHECK.glob("*.py") if p.stem != "__init__"] + list(files)
    seen: dict[str, set[str]] = {m: set() for m in todo}
    while todo:
        module = todo.pop()
        path = files.get(module) or _file_of(module)
        if path is None:
            continue
        package = module if path.name == "__init__.py" else module.rpartition(".")[0]
        for imported in _imports(path, package):
            if _file_of(imported) is None and not imported.startswith("smem_opt.passes"):
                continue
            if imported not in seen:
                seen[imported] = set()
                todo.append(imported)
            seen[imported].add(module)
    return seen


def test_source_imports_reach_no_pass_module() -> None:
    closure = _closure()
    assert "smem_opt.tools.check.run" in closure and "smem_opt.tools.toolchain" in closure
    offenders = {m: sorted(by) for m, by in closure.items() if m.startswith("smem_opt.passes")}
    assert not offenders, f"tools/check reaches the pass through {offenders}"


def test_the_closure_follows_function_level_imports(tmp_path: Path) -> None:
    """The reader of imports sees an import inside a function (the way a pass module could be
    pulled in late), so the test above cannot pass by missing one."""
    probe = tmp_path / "probe.py"
    probe.write_text("def f():\n    from ..passes.analysis import kernels\n")
    closure = _closure({"smem_opt.tools.probe": probe})
    assert "smem_opt.passes.analysis.kernels" in closure or "smem_opt.passes.analysis" in closure


def test_a_check_loads_no_pass_module() -> None:
    code = (
        "import sys\n"
        "from smem_opt.tools.check.run import check, CheckOptions\n"
        "from smem_opt.tools.check.mlir_text import parse\n"
        "import smem_opt.tools.check.emit_llvm, smem_opt.tools.check.emit_nvvm, smem_opt.tools.check.warp\n"
        "loaded = sorted(m for m in sys.modules if m.startswith('smem_opt.passes'))\n"
        "print(','.join(loaded))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
