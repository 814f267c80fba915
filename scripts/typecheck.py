"""The type gate: mypy on the library, clean, with few and explained ``type: ignore``.

mypy cannot follow pyproject.toml's package-dir mapping (``smem_opt.passes`` is the folder
``passes/``), so the gate lays the ``smem_opt`` namespace out as links in a temporary folder and
checks that, with the ``[tool.mypy]`` settings of pyproject.toml (``warn_unused_ignores``: an
ignore that hides nothing is an error). The gate fails on any error, on more than
``MAX_IGNORES`` ``type: ignore`` comments, and on one that does not name its error code and,
after it, what forces it (``# type: ignore[code]  # why``).

    python scripts/typecheck.py
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MAX_IGNORES = 30
"""At most this many ``type: ignore`` comments in the library."""
ERROR = re.compile(r"^(?P<path>[^:\n]+):(?P<line>\d+): error: (?P<message>.*)$")
IGNORE = re.compile(r"#\s*type:\s*ignore")
EXPLAINED = re.compile(r"#\s*type:\s*ignore\[[\w,-]+\]\s+#\s*\S")


def package_dirs() -> dict[str, Path]:
    """Each top-level folder of the ``smem_opt`` namespace: its name inside ``smem_opt`` and the
    repository folder that holds it (pyproject.toml's package-dir)."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    mapping = config["tool"]["setuptools"]["package-dir"]
    return {name.split(".", 1)[1]: ROOT / folder for name, folder in mapping.items() if name.count(".") == 1}


def library_files() -> list[Path]:
    files = sorted((ROOT / "smem_opt").rglob("*.py"))
    for folder in package_dirs().values():
        files += sorted(folder.rglob("*.py"))
    return [f for f in files if "__pycache__" not in f.parts]


def _repo_path(checked: str, tree: Path) -> str:
    """The repository path of a file mypy names in the linked tree."""
    rel = Path(checked).relative_to(tree / "smem_opt") if Path(checked).is_absolute() else Path(checked).relative_to("smem_opt")
    first = rel.parts[0]
    folders = package_dirs()
    if first in folders:
        return (folders[first].relative_to(ROOT) / Path(*rel.parts[1:])).as_posix()
    return (Path("smem_opt") / rel).as_posix()


def run_mypy() -> list[str]:
    """mypy's error lines, with repository paths; mypy's whole output when it fails without an
    error line the gate can read (so that nothing it said is taken for a clean run)."""
    with tempfile.TemporaryDirectory() as tmp:
        tree = Path(tmp)
        pkg = tree / "smem_opt"
        pkg.mkdir()
        for entry in (ROOT / "smem_opt").iterdir():
            if entry.name != "__pycache__":
                (pkg / entry.name).symlink_to(entry)
        for name, folder in package_dirs().items():
            (pkg / name).symlink_to(folder)
        proc = subprocess.run(
            [sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml"), "--no-error-summary",
             "--cache-dir", str(tree / ".mypy_cache"), "smem_opt"],
            cwd=tree, capture_output=True, text=True,
        )
        if proc.returncode not in (0, 1):
            raise SystemExit(f"typecheck: mypy failed to run (exit {proc.returncode}):\n{proc.stderr or proc.stdout}")
        lines = []
        for line in proc.stdout.splitlines():
            found = ERROR.match(line)
            if found is not None:
                lines.append(f"{_repo_path(found['path'], tree)}:{found['line']}: {found['message']}")
        if proc.returncode == 1 and not lines:
            lines.append(f"mypy failed, with nothing the gate reads as an error:\n{proc.stdout}{proc.stderr}")
        return lines


def ignores() -> list[tuple[str, int, str]]:
    """Each ``type: ignore`` of the library: (repository path, line, the line's text)."""
    found = []
    for f in library_files():
        for n, line in enumerate(f.read_text().splitlines(), 1):
            if IGNORE.search(line):
                found.append((f.relative_to(ROOT).as_posix(), n, line.strip()))
    return found


def unexplained(line: str) -> bool:
    """A ``type: ignore`` without its error code, or without a reason after it."""
    return EXPLAINED.search(line) is None


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.parse_args(argv)
    lines = run_mypy()
    found = ignores()
    problems = list(lines)
    problems += [f"{path}:{n}: a 'type: ignore' must name its code and why: {text}"
                 for path, n, text in found if unexplained(text)]
    if len(found) > MAX_IGNORES:
        problems.append(f"{len(found)} 'type: ignore' comments, more than {MAX_IGNORES}")
    if problems:
        print("typecheck: failed:\n  " + "\n  ".join(problems))
        return 1
    print(f"typecheck: no type errors; {len(found)} 'type: ignore' (at most {MAX_IGNORES}), each explained")
    return 0


if __name__ == "__main__":
    sys.exit(main())
