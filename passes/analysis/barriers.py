"""Guaranteed barriers of one kernel, and the one place that asks whether they separate two
accesses (design §3, *Sharing rule*).

A *guaranteed barrier* is a uniform block-wide barrier (``op_records.is_barrier``:
``gpu.barrier``, ``nvvm.barrier0``, ``nvvm.barrier`` without operands); a uniform
branch whose every alternative holds one; a region op whose first region surely
runs and holds one (``op_records.first_region``: a loop whose bounds prove, under
its own comparison, that it runs at least once; the condition region of an
``scf.while``; a region run once). A loop that may run zero times, a one-armed
``if`` and anything under divergent control flow separate nothing. And a kernel in which some
block-wide barrier sits under divergent control flow has no guaranteed barrier at all: the
hardware counts arrivals at a barrier, not the places they come from, so the threads that
passed the divergent one are matched with the others' next barrier, and every later barrier
pairs up a different step of the two groups (design §3).

Whether a guaranteed barrier lies on every path from one access to another, within an
iteration or round the back edge of a loop or a cycle of branches, is one rule over every
region, structured or of several blocks: ``passes.analysis.cfg_separation.PathSeparation``,
which this analysis holds as ``paths`` (a structured region is a region of one block there).
The conflict graph, the planned barriers and the report all ask it. The analysis changes no IR.
"""

from __future__ import annotations

from xdsl.ir import Block, Operation

from smem_opt.passes.analysis.cfg_separation import PathSeparation
from smem_opt.passes.analysis.control_flow import ControlFlow, Cycle
from smem_opt.passes.analysis.divergence import Divergence
from smem_opt.passes.analysis.op_records import RegionKind, first_region, is_barrier, is_loop, region_kind


class BarrierAnalysis:
    """The guaranteed barriers of one kernel, and the separation rule over them (``paths``).

    Usage::

        flow = ControlFlow(kernel.op)
        barriers = BarrierAnalysis(flow, Divergence(flow))
        barriers.must_barrier(op)            # a guaranteed barrier?
        barriers.paths.separation(a, b)      # a barrier on every path from a to b, or None (and
                                             # the loop whose back edge the path without one takes)

    Valid until the kernel is rewritten (it caches per op and per block); it changes no IR.
    """

    def __init__(self, order: ControlFlow, divergence: Divergence):
        self.order = order
        self.div = divergence
        self._must: dict[Operation, bool] = {}
        self.paths = PathSeparation(order, divergence, self.must_barrier)
        """The separation rule: guaranteed barriers along the paths between two accesses."""

    def must_barrier(self, op: Operation) -> bool:
        cached = self._must.get(op)
        if cached is None:
            cached = self._must[op] = self._compute_must(op)
        return cached

    def _compute_must(self, op: Operation) -> bool:
        if self.div.divergent_barriers or op in self.div.ops:
            return False
        if is_barrier(op):
            return not self.div.in_divergent_region(op)
        if region_kind(op) is RegionKind.BRANCH:
            # every alternative runs one (an absent ``else`` is an alternative without one)
            return len(op.regions) >= 2 and all(
                r.blocks and self.paths.region_cut(r) for r in op.regions
            )
        region = first_region(op)
        return region is not None and bool(region.blocks) and self.paths.region_cut(region)

    def barrier_indices(self, block: Block) -> list[int]:
        """Positions (in the block) of the guaranteed barriers directly in ``block``."""
        return self.paths.barriers_in(block)[0]

    def innermost_common_loop(self, a: Operation, b: Operation) -> Operation | None:
        """The innermost loop op, or cycle of branches (named by its back edge's branch), that
        holds both ``a`` and ``b`` (``b`` may be the loop itself)."""
        around_b = {id(loop) for loop in self.order.loops_around(b)} | ({id(b)} if is_loop(b) else set())
        common = [
            loop for loop in self.order.loops_around(a)
            if id(loop) in around_b and (not isinstance(loop, Cycle) or loop.latch is not None)
        ]
        if not common:
            return None
        spans = [self.order.span(loop) for loop in common]
        inner = common[min(range(len(common)), key=lambda i: spans[i][1] - spans[i][0])]
        return inner.latch if isinstance(inner, Cycle) else inner
