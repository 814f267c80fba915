"""The names of the ``smem.*`` attributes smem-opt writes on kernels, declared once.

The smem dialect owns them; the passes that write them, the lowering, the emitter and the
verifier read them from here (``tools.check`` spells the few it reads itself: it shares nothing
with the passes).

- ``ARENA_BYTES``: bytes of the kernel's static arena; ``UNSHARED_BYTES``: bytes without reuse;
  ``LOWER_BOUND``: the heaviest set of buffers live together; ``ARENA_ALIGNMENT``: the arena's
  alignment; ``OPTIMAL`` (unit): the arena equals a proven bound; ``PEAK_BUFFERS``: the buffers of
  that bound and their bytes; ``INSERTED_BARRIERS``: barriers ``insert-barriers`` added;
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
PEAK_BUFFERS = "smem.peak_buffers"
INSERTED_BARRIERS = "smem.inserted_barriers"
DYNAMIC_BUFFERS = "smem.dynamic_buffers"
DYNAMIC_BYTES = "smem.dynamic_shared_memory_bytes"
DYNAMIC_PADDING = "smem.dynamic_shared_memory_padding"
TARGET = "smem.target"

__all__ = [
    "ARENA_ALIGNMENT",
    "ARENA_BYTES",
    "DYNAMIC_BUFFERS",
    "DYNAMIC_BYTES",
    "DYNAMIC_PADDING",
    "INSERTED_BARRIERS",
    "LOWER_BOUND",
    "OPTIMAL",
    "PEAK_BUFFERS",
    "TARGET",
    "UNSHARED_BYTES",
]
