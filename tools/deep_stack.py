"""Calling a function in a thread with a deep stack.

``reader.parsing`` accepts nesting up to ``limits.MAX_NESTING``, and reading, verifying and
printing such IR recurses ~150 Python frames per level. ``call_with_deep_stack`` runs the work
in a thread whose stack (``STACK_BYTES``, reserved and touched only as deep as needed) and
recursion limit (``RECURSION_LIMIT``) hold that, so the bounded nesting never exhausts them.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")

STACK_BYTES = 512 << 20
"""Stack of the thread the work runs in."""
RECURSION_LIMIT = 40_000
"""Python frames allowed in that thread: ~150 per nesting level at ``limits.MAX_NESTING``."""


def call_with_deep_stack(work: Callable[[], T]) -> T:
    """``work()`` in a thread with a ``STACK_BYTES`` stack and a ``RECURSION_LIMIT`` recursion
    limit: what it returns, or what it raised, raised here. A ``KeyboardInterrupt`` while it runs
    is raised here. On a platform without settable stacks it runs in this thread."""
    outcome: dict[str, Any] = {}

    def body() -> None:
        try:
            outcome["value"] = work()
        except BaseException as err:  # noqa: BLE001 (handed to the calling thread)
            outcome["error"] = err

    old_limit = sys.getrecursionlimit()
    try:
        old_stack = threading.stack_size(STACK_BYTES)
    except (ValueError, RuntimeError):  # a platform without settable stacks: run here
        return work()
    try:
        sys.setrecursionlimit(max(old_limit, RECURSION_LIMIT))
        worker = threading.Thread(target=body, name="smem-opt", daemon=True)
        worker.start()
    finally:
        threading.stack_size(old_stack)
    try:
        worker.join()
    finally:
        sys.setrecursionlimit(old_limit)
    if "error" in outcome:
        raise outcome["error"]
    return outcome["value"]
