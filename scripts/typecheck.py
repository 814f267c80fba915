"""The type gate: mypy on the library, held to a ratchet.

mypy cannot follow pyproject.toml's package-dir mapping (``smem_opt.passes`` is the folder
``passes/``), so the gate lays the ``smem_opt`` namespace out as links in a temporary folder and
checks that, with the ``[tool.mypy]`` settings of pyproject.toml. The library is not clean yet:
``scripts/type-baseline.json`` holds, per file, the errors it has today, and the number of
``type: ignore`` comments. The gate fails when a file has more errors than its baseline (a new
file: none), or when there are more ``type: ignore`` comments; it says which. Fixing errors and
running ``python scripts/typecheck.py --write`` lowers the baseline; the gate never raises it by
itself (``--write`` refuses to, unless ``--allow-raise``).

    python scripts/typecheck.py            # check against the baseline
    python scripts/typecheck.py --write    # record a lower baseline
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
import tomllib
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BASELINE = ROOT / "scripts" / "type-baseline.json"
ERROR = re.compile(r"^(?P<path>[^:\n]+):(?P<line>\d+): error: (?P<message>.*)$")
IGNORE = re.compile(r"#\s*type:\s*ignore")


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


def run_mypy() -> tuple[Counter[str], list[str]]:
    """Errors per repository file, and mypy's error lines with repository paths."""
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
        counts: Counter[str] = Counter()
        lines = []
        for line in proc.stdout.splitlines():
            found = ERROR.match(line)
            if found is None:
                continue
            path = _repo_path(found["path"], tree)
            counts[path] += 1
            lines.append(f"{path}:{found['line']}: {found['message']}")
        return counts, lines


def count_ignores() -> int:
    return sum(len(IGNORE.findall(f.read_text())) for f in library_files())


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--write", action="store_true", help="record the current figures as the baseline")
    ap.add_argument("--allow-raise", action="store_true", help="with --write: also where they are higher")
    args = ap.parse_args(argv)
    counts, lines = run_mypy()
    ignores = count_ignores()
    base = json.loads(BASELINE.read_text()) if BASELINE.exists() else {"errors": {}, "type_ignores": None}
    allowed: dict[str, int] = base["errors"]
    worse = [f"{path}: {n} errors, baseline {allowed.get(path, 0)}" for path, n in sorted(counts.items())
             if n > allowed.get(path, 0)]
    if base["type_ignores"] is not None and ignores > base["type_ignores"]:
        worse.append(f"{ignores} 'type: ignore' comments, baseline {base['type_ignores']}")
    total, files = sum(counts.values()), len(counts)
    if args.write:
        if worse and not args.allow_raise:
            print("typecheck: not lowering the baseline, it would rise:\n  " + "\n  ".join(worse))
            return 1
        BASELINE.write_text(json.dumps({"errors": dict(sorted(counts.items())), "type_ignores": ignores}, indent=1) + "\n")
        print(f"typecheck: baseline written: {total} errors in {files} files, {ignores} 'type: ignore'")
        return 0
    if worse:
        shown = [line for line in lines if any(line.startswith(w.split(":")[0] + ":") for w in worse)]
        print("typecheck: more type errors than the baseline (scripts/type-baseline.json):\n  " + "\n  ".join(worse))
        print("\n".join(shown))
        return 1
    before = sum(allowed.values())
    print(f"typecheck: {total} errors in {files} files (baseline {before}), {ignores} 'type: ignore' "
          f"(baseline {base['type_ignores']}); none added")
    return 0


if __name__ == "__main__":
    sys.exit(main())
