"""How a pass keeps Python's cyclic garbage collector off the module it was given.

A full collection visits every tracked object, and the IR of a kernel with thousands of buffers
is millions of them: collections the pass's own allocations trigger would revisit the input again
and again, so a pass's time grew faster than its input. ``input_set_aside`` moves what exists
when the pass starts into the collector's permanent generation (``gc.freeze``) and back when it
ends (``gc.unfreeze``); the objects the pass makes are collected as usual. Nested uses (a pipeline
running its members) leave the outer one in charge, and a caller that froze or disabled the
collector itself is left as it was.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def input_set_aside() -> Iterator[None]:
    if gc.get_freeze_count() or not gc.isenabled():
        yield
        return
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()


__all__ = ["input_set_aside"]
