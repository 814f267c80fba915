#!/usr/bin/env bash
# Installs everything the tests need (MLIR 22, a virtualenv with smem-opt and its
# test extra, which brings ptxas) and runs the whole suite: lit, then pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-toolchain.sh
if [ ! -x .venv/bin/python ]; then python3 -m venv .venv; fi
.venv/bin/python -m pip install -q --upgrade pip >/dev/null
.venv/bin/python -m pip install -q -e '.[test]'
export PATH="$PWD/.venv/bin:$PATH"
echo "== lit"
.venv/bin/lit -v test
echo "== pytest"
.venv/bin/python -m pytest -q test/python test/fuzz
