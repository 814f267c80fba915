"""Baselines: how other compilers would place the same kernel's shared buffers.

Each module has ``NAME`` and ``plan(kernel) -> BaselineResult`` (offsets per
buffer and total bytes), reproduced from public descriptions, not product options:
``no_reuse``, and ``tvm`` (MergeSharedMemoryAllocations), a model because no TVM tool reads
this IR. IREE is not modelled: ``bench.iree_real`` runs its real passes.
"""

from bench.baselines import no_reuse, tvm

BASELINES = {m.NAME: m for m in (no_reuse, tvm)}

__all__ = ["BASELINES", "no_reuse", "tvm"]
