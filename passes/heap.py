"""How a pass keeps Python's cyclic garbage collector off a large module it was given.

A full collection visits every tracked object, and the IR of a kernel with thousands of buffers
is millions of them: collections the pass's own allocations trigger would revisit the input again
and again, so a pass's time grew faster than its input. ``input_set_aside(module)`` moves what
exists when the pass starts into the collector's permanent generation (``gc.freeze``) and back
when it ends (``gc.unfreeze``); the objects the pass makes are collected as usual.

Freezing pays only on large inputs, and it costs: ``gc.freeze`` resets the collector's
generation counts, so in a process that runs the pass in a loop the older generations are never
due, the full collection that would free earlier modules' cyclic IR never comes, and the process
grows without bound. So the input is set aside only when it holds at least ``FREEZE_FROM_OPS``
ops, and after the unfreeze the counts are given back: each older generation's count is what it
was before the freeze plus what the pass added, restored by collections of the young generations
(each raises the next one's count by one; the young generations are small then, since everything
that existed goes back to the oldest). The collector then decides as if nothing had been frozen;
a full collection is never forced. Nested uses (a pipeline running its members) leave the outer
one in charge, and a caller that froze or disabled the collector itself is left as it was.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

from xdsl.ir import Operation

FREEZE_FROM_OPS = 2000
"""Ops in the input from which the pass freezes it (below, the collector runs as usual)."""


def _at_least(op: Operation, count: int) -> bool:
    """Whether ``op`` holds at least ``count`` ops, itself included (stops counting there)."""
    seen = 0
    for _ in op.walk():
        seen += 1
        if seen >= count:
            return True
    return False


@contextmanager
def input_set_aside(module: Operation | None = None) -> Iterator[None]:
    """Freeze what exists while the body runs, when ``module`` is large (``None``: always)."""
    if gc.get_freeze_count() or not gc.isenabled():
        yield
        return
    if module is not None and not _at_least(module, FREEZE_FROM_OPS):
        yield
        return
    before = gc.get_count()
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()
        _restore_counts(before)


def _restore_counts(before: tuple[int, int, int]) -> None:
    """Give the generations the counts ``gc.freeze`` took (``before``), added to their own."""
    _, middle, _ = gc.get_count()
    for _ in range(before[2]):  # the oldest's count: one per collection of the middle one
        gc.collect(1)
    for _ in range(before[1] + middle):  # the middle's: one per collection of the youngest
        gc.collect(0)


__all__ = ["FREEZE_FROM_OPS", "input_set_aside"]
