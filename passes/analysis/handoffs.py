"""Where a block-wide barrier may be added without deadlocking the block (design §3,
*insert-barriers*).

A *hand-off* is an op that makes a thread wait until other threads act (an mbarrier wait, a
barrier with an id or a thread count, a warp-synchronous wgmma, an op nobody described) or that
releases such waiters (an mbarrier arrive, a TMA load completing a transaction):
``op_records.handoff``. A barrier for the whole block placed where some threads may be blocked
in a hand-off until others pass that point deadlocks it: between an mbarrier wait in some warps
and the arrive it waits for in others. Conservatively, a point is *outside every hand-off* when,
in program order, every hand-off of the kernel lies before it or every one lies after it, and no
loop contains both the point and a hand-off (its next iteration would put one on the other
side). A kernel with no hand-off has no such restriction.

Usage::

    handoffs = HandOffs(ProgramOrder(kernel.op))
    if handoffs.barrier_safe_after(op): ...   # a block-wide barrier right after ``op``

Valid until the kernel is rewritten (program-order indices); it changes no IR.
"""

from __future__ import annotations

from xdsl.ir import Block, Operation

from smem_opt.passes.analysis.op_records import HandOff, handoff
from smem_opt.passes.analysis.program_order import ProgramOrder


class HandOffs:
    """The hand-offs of one kernel, and the points a block-wide barrier may take."""

    def __init__(self, order: ProgramOrder):
        self.order = order
        self.ops = [
            op for op in order.root.walk() if op is not order.root and handoff(op) is not HandOff.NONE
        ]
        self._loops = {loop for op in self.ops for loop in order.enclosing_loops(op)}

    def barrier_safe_after(self, anchor: Operation) -> bool:
        """May a block-wide barrier go right after ``anchor`` without deadlocking the block?"""
        if not self.ops:
            return True
        order = self.order
        point = order.end[anchor]
        if any(loop in self._loops for loop in order.enclosing_loops(anchor)):
            return False
        return self._outside(point)

    def barrier_safe_at(self, block: Block, index: int) -> bool:
        """May a block-wide barrier go at position ``index`` of ``block`` (before its op number
        ``index``; ``len(ops)`` is the end) without deadlocking the block?"""
        ops = list(block.ops)
        if 0 < index <= len(ops):
            return self.barrier_safe_after(ops[index - 1])
        if not self.ops:
            return True
        if not ops:
            return False
        first = ops[0]
        if any(loop in self._loops for loop in self.order.enclosing_loops(first)):
            return False
        return self._outside(self.order.start[first] - 0.5)

    def _outside(self, point: float) -> bool:
        """Is ``point`` before every hand-off or after every one?"""
        before = all(self.order.end[h] <= point for h in self.ops)
        after = all(self.order.start[h] > point for h in self.ops)
        return before or after


__all__ = ["HandOffs"]
