"""Imports live at the top of a module. An import inside a function is allowed only where the
module loads lazily on purpose, for a reason given here (start-up: a run loads only what it
uses, measured by ``bench/startup.py``), or where the line above it says ``# cycle: ...`` or
``# lazy: ...`` and why. This test is the linter rule that keeps it so."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FOLDERS = ("smem_opt", "passes", "tools", "smem_dialect")

LAZY_MODULES = {
    "smem_opt/api.py": "the Python API loads the passes it is asked to run",
    "passes/registry.py": "one entry per pass: a pass's module loads when the pass runs",
    "smem_dialect/registry.py": "one entry per dialect: a run loads the dialects its input uses",
    "tools/smem_opt.py": "the driver: a run loads only what its flags and input need",
    "tools/command_line.py": "the driver's options: --help's pass list loads every pass",
    "tools/run_outputs.py": "the driver's outputs",
    "smem_opt/reader/ir_io.py": "reading through mlir-opt only when the input needs it",
    "smem_opt/reader/checks.py": "checks of ops the input may not have",
    "smem_opt/reader/intake.py": "the reader's fallbacks",
    "smem_opt/reader/parsing.py": "the reader's fallbacks",
    "tools/diagnostic_handler.py": "the handler loads the pass's diagnostics when one is raised",
    "tools/emit.py": "--emit: the upstream toolchain only when asked",
    "tools/kernel_registers.py": "ptxas register counts only for the report",
    "tools/toolchain.py": "the upstream tools only when used",
    "tools/check_cli.py": "--check: the pass that converts to gpu only when the input needs it",
    "tools/simulate_cli.py": "--simulate: the conversion to gpu and numpy only when used",
}


def _function_imports(path: Path) -> list[tuple[int, str]]:
    text = path.read_text()
    lines = text.splitlines()
    found = []
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for sub in ast.walk(node):
                if isinstance(sub, (ast.Import, ast.ImportFrom)):
                    above = lines[sub.lineno - 2].strip() if sub.lineno >= 2 else ""
                    same = lines[sub.lineno - 1]
                    if not (above.startswith(("# cycle:", "# lazy:")) or "# cycle:" in same or "# lazy:" in same):
                        found.append((sub.lineno, lines[sub.lineno - 1].strip()))
    return found


def test_imports_inside_functions_say_why() -> None:
    offenders = []
    for folder in FOLDERS:
        for path in sorted((ROOT / folder).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if rel in LAZY_MODULES:
                continue
            offenders += [f"{rel}:{line}: {text}" for line, text in _function_imports(path)]
    assert not offenders, "imports inside functions without a reason:\n" + "\n".join(offenders)


def test_the_lazy_modules_exist_and_still_load_lazily() -> None:
    """Each listed module exists and has an import inside a function (else it needs no entry)."""
    for rel in LAZY_MODULES:
        path = ROOT / rel
        assert path.is_file(), rel
        tree = ast.parse(path.read_text())
        inner = [sub for node in ast.walk(tree) if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
                 for sub in ast.walk(node) if isinstance(sub, (ast.Import, ast.ImportFrom))]
        assert inner, f"{rel} imports nothing lazily: take it off the list"


def test_the_rule_sees_an_import_without_a_reason(tmp_path: Path) -> None:
    probe = tmp_path / "probe.py"
    probe.write_text("def f():\n    import os\n\n\ndef g():\n    # cycle: g's module imports this one\n    import sys\n")
    assert [line for line, _ in _function_imports(probe)] == [2]


def test_no_private_name_is_imported_from_another_module() -> None:
    """A name with a leading underscore is its module's own: a module that needs another's gets a
    public name, so that no layer reaches into another's internals."""
    offenders = []
    for folder in FOLDERS:
        for path in sorted((ROOT / folder).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text())):
                if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("smem_opt"):
                    private = [a.name for a in node.names if a.name.startswith("_") and not a.name.startswith("__")]
                    if private:
                        offenders.append(f"{path.relative_to(ROOT).as_posix()}:{node.lineno}: {node.module} {private}")
    assert not offenders, "\n".join(offenders)
