"""The limits smem-opt puts on what it reads, beyond those of MLIR's syntax.

Each is far above what real kernels need and low enough that every phase does bounded
work and all sizes stay within i64. Input past a limit is a located error; the limits of
pass options are on their fields (``passes.options``).
"""

from __future__ import annotations

MAX_NESTING = 256
"""Deepest nesting of brackets (``{ ( [ <``) the parser accepts; real kernels stay below 30."""

MAX_DIMENSION = 2**63 - 1
"""Largest static dimension size (MLIR stores sizes as int64_t)."""

MAX_INTEGER_WIDTH = 2**24 - 1
"""Widest integer type (MLIR's limit)."""

MAX_INTEGER_DIGITS = 4000
"""Longest decimal integer literal read (more digits than any value of i13000)."""

MAX_DENSE_ELEMENTS = 1 << 20
"""Most elements a ``dense<...>`` constant may expand to."""

INDEX_RANGE = (-(2**63), 2**63)
"""Values an ``index`` constant may hold (64-bit, signed, as in MLIR)."""

MAX_BUFFER_BYTES = 1 << 40
"""Largest workgroup buffer (1 TiB, millions of times any target's shared memory), so that
the sizes, offsets and sums the passes compute stay within i64 even with the largest
alignment."""

MAX_ALIGNMENT = 2**30
"""Largest alignment a workgroup buffer may ask for, and the largest ``alignment`` option the passes
accept (``passes.options``): far beyond any target's shared memory (227 KiB), and small enough
that offsets and sizes stay within i64."""

MAX_THREADS = 1024
"""Simulator: most threads per block (the CUDA limit)."""

MAX_BLOCKS = 65_535
"""Simulator: most blocks (it runs them one after another)."""

MAX_SEED = 2**64 - 1
"""Simulator: largest seed."""
