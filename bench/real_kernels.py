"""Where the real kernels live: ``bench/corpus`` (IREE's output and llvm-project's test kernels,
with their sources and licence in its README). Tests, benchmarks and lit's ``%corpus`` read them
from here, so a clone needs nothing beside itself."""

from __future__ import annotations

from pathlib import Path

REAL_CORPUS = Path(__file__).resolve().parent / "corpus"
"""The real-kernel corpus: ``iree/`` (with ``iree/inputs/``, the programs given to IREE) and
``upstream/``."""


def corpus_root() -> Path:
    return REAL_CORPUS
