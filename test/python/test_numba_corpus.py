"""test/corpus/numba holds, unedited, what numba-cuda-mlir makes of bench/numba/kernels.py.

Without numba-cuda-mlir (it is in the ``bench`` extra, not the ``test`` one): every file's header
names its kernel, the exact command and the signature, and the files are exactly the kernels of the
list. With it: one kernel compiled again in a fresh process is the file, byte for byte
(``python -m bench.numba.generate --check`` does this for all of them).
"""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "test" / "corpus" / "numba"
SOURCE = ROOT / "bench" / "numba" / "kernels.py"
LISTED = re.compile(r"^\s*_k\((\w+),", re.M)


def _listed() -> list[str]:
    return LISTED.findall(SOURCE.read_text())


def test_one_file_per_listed_kernel():
    names = _listed()
    assert len(names) >= 15 and len(set(names)) == len(names)
    assert sorted(p.stem for p in CORPUS.glob("*.mlir")) == sorted(names)


@pytest.mark.parametrize("name", _listed())
def test_header_names_source_and_command(name: str):
    text = (CORPUS / f"{name}.mlir").read_text()
    header = text[: text.index("\nmodule {")]
    assert f"`{name}` (bench/numba/kernels.py)" in header
    assert f"compile_mlir({name}, sig, chip=\"sm_90\")" in header
    assert f"python -m bench.numba.generate --print {name}" in header
    assert re.search(rf"^def {name}\(", SOURCE.read_text(), re.M)
    body = text[len(header) + 1:]
    assert body.startswith("module {\n  gpu.module @numba_cuda_mlir_gpu_module")
    assert body.count(" kernel attributes ") == 1


def test_a_kernel_compiles_to_its_file_again():
    if importlib.util.find_spec("numba_cuda_mlir") is None:
        pytest.skip("numba-cuda-mlir not installed (the bench extra)")
    done = subprocess.run(
        [sys.executable, "-m", "bench.numba.generate", "--print", "reduce_tree"],
        cwd=ROOT, capture_output=True, text=True, timeout=300,
    )
    assert done.returncode == 0, done.stderr
    text = (CORPUS / "reduce_tree.mlir").read_text()
    assert text.endswith(done.stdout) and text.index("module {") == len(text) - len(done.stdout)


def test_real_corpus_rows_of_the_numba_kernels():
    """bench/real_corpus.py: a planned numba kernel, and one whose shared arrays are only views of
    dynamic shared memory at run-time offsets (bytes unknown there, not zero)."""
    from bench.real_corpus import NUMBA_ORIGIN, measure

    path = CORPUS / "matmul_staged_epilogue.mlir"
    (row,) = measure(path.read_text(), str(path), NUMBA_ORIGIN, ptx=False)
    assert (row.as_written, row.buffers, row.runtime_views, row.verified) == ("yes", 3, 0, "yes")
    assert (row.no_reuse, row.ours, row.lb) == (3072, 2048, 2048)
    path = CORPUS / "conv2d_halo.mlir"
    (row,) = measure(path.read_text(), str(path), NUMBA_ORIGIN, ptx=False)
    assert (row.buffers, row.runtime_views) == (0, 2)
    assert (row.no_reuse, row.ours, row.lb) == (None, None, None)
