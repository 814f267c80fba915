"""Write every corpus kernel at both sizes to ``bench/kernels/mlir/<name>.<size>.mlir``.

Usage: ``python -m bench.kernels.emit_all [--check]``. With ``--check`` the
files are compared with freshly generated text and the exit status is 1 when
any is missing or stale (nothing is written).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from bench.kernels import KERNELS, SIZES

OUT_DIR = Path(__file__).resolve().parent / "mlir"


def expected_files() -> dict[Path, str]:
    return {OUT_DIR / f"{name}.{size}.mlir": mod.generate(size) for name, mod in KERNELS.items() for size in SIZES}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="only check that the files are up to date")
    opts = ap.parse_args(argv)
    files = expected_files()
    if opts.check:
        stale = [p for p, text in files.items() if not p.exists() or p.read_text() != text]
        for p in stale:
            print(f"stale or missing: {p}", file=sys.stderr)
        return 1 if stale else 0
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    for path, text in files.items():
        path.write_text(text)
        print(path.relative_to(OUT_DIR.parent.parent.parent))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
