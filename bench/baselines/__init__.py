"""Baselines: how other compilers would place the same kernel's shared buffers.

Each module has ``NAME`` and ``plan(kernel) -> BaselineResult`` (offsets per
buffer and total bytes), reproduced from public descriptions, not product options:
``no_reuse``, ``tvm`` (MergeSharedMemoryAllocations), ``iree`` (packAllocs).
"""

from bench.baselines import iree, no_reuse, tvm

BASELINES = {m.NAME: m for m in (no_reuse, tvm, iree)}

__all__ = ["BASELINES", "iree", "no_reuse", "tvm"]
