"""The names of the ``smem.*`` attributes smem-opt writes on kernels, declared once.

The smem dialect owns them; the passes that write them, the lowering, the emitter and the
verifier read them from here (``tools.check`` spells the few it reads itself: it shares nothing
with the passes).

- ``ARENA_BYTES``: bytes of the kernel's static arena; ``UNSHARED_BYTES``: bytes without reuse;
  ``LOWER_BOUND``: the heaviest set of buffers that must be live together (conflicts that are
  facts of the kernel); ``CONFLICT_BOUND``: where conservative rules kept pairs apart, the bound
  of every conflict the plan obeys, and ``CONSERVATIVE_PAIRS`` how many pairs those rules decided;
  ``ARENA_ALIGNMENT``: the arena's alignment; ``OPTIMAL`` (unit): no plan of the kernel is
  smaller; ``OPTIMAL_FOR_CONFLICTS`` (unit): the plan is optimal for the conflicts it obeys, some
  of which only a conservative rule decided; ``PEAK_BUFFERS``: the buffers of the conflicts'
  bound and their bytes; ``INSERTED_BARRIERS``: barriers ``insert-barriers`` added;
  ``DYNAMIC_BUFFERS``: buffers of run-time size placed after the arena;
- ``DYNAMIC_BYTES``: bytes of dynamic shared memory a launch must ask for;
  ``DYNAMIC_PADDING``: of those, what rounding the dynamic arena's base up may take;
- ``TARGET``: the chip a kernel without a ``gpu.module`` (IREE's ``func.func``, a ``gpu.launch``
  body) was lowered for; a ``gpu.module`` carries its chips as upstream does, ``#nvvm.target``
  (``passes.target.carried``).
"""

from __future__ import annotations

ARENA_BYTES = "smem.arena_bytes"
UNSHARED_BYTES = "smem.unshared_bytes"
LOWER_BOUND = "smem.lower_bound"
ARENA_ALIGNMENT = "smem.arena_alignment"
OPTIMAL = "smem.optimal"
CONFLICT_BOUND = "smem.conflict_bound"
CONSERVATIVE_PAIRS = "smem.conservative_pairs"
OPTIMAL_FOR_CONFLICTS = "smem.optimal_for_conflicts"
PEAK_BUFFERS = "smem.peak_buffers"
INSERTED_BARRIERS = "smem.inserted_barriers"
DYNAMIC_BUFFERS = "smem.dynamic_buffers"
DYNAMIC_BYTES = "smem.dynamic_shared_memory_bytes"
DYNAMIC_PADDING = "smem.dynamic_shared_memory_padding"
TARGET = "smem.target"

__all__ = [
    "ARENA_ALIGNMENT",
    "ARENA_BYTES",
    "CONFLICT_BOUND",
    "CONSERVATIVE_PAIRS",
    "DYNAMIC_BUFFERS",
    "DYNAMIC_BYTES",
    "DYNAMIC_PADDING",
    "INSERTED_BARRIERS",
    "LOWER_BOUND",
    "OPTIMAL",
    "OPTIMAL_FOR_CONFLICTS",
    "PEAK_BUFFERS",
    "TARGET",
    "UNSHARED_BYTES",
]
