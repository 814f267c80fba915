"""Divergence: which values may differ between the threads of a block (design §3, rule 3).

Uniformity is proven, never assumed. A value is *uniform* only when it comes from the closed list:

- a constant, or any other ``ValueSource.UNIFORM`` op of ``passes.analysis.op_records`` (block,
  grid and cluster ids and sizes, the warp size, the base of dynamic shared memory, the address of
  a global: launch facts);
- an argument of the kernel (thread-id arguments of a ``gpu.launch`` body excepted);
- the induction variable of a loop that is not divergent;
- a result of a ``ValueSource.PURE`` op (the closed list of pure computations: ``arith``,
  ``math``, ``complex``, ``index``, ``affine.apply``/``min``/``max``/(de)linearize, per-thread
  ``vector`` computations, views, ``memref.dim``) whose operands are all uniform;
- a value handed on by a loop, branch or region (inits, yields, iter_args, region results) whose
  every source is uniform, out of an op that is not divergent.

Everything else is *divergent*: thread, lane and warp ids, clocks and timers, shuffle and rotate
results and their ``valid`` flags, subgroup reductions and warp-level MMAs, every load, every result
of an op the records do not describe, block arguments whose source is not known (reductions,
shared outputs, later blocks of a CFG).

A load of a private slot (a per-thread allocation that never escapes, written only with uniform
values under uniform control, read only where written: ``passes.analysis.private_slots``) is
uniform.

A *divergent op* is one whose threads may take different paths at the same time: a branch on a
divergent condition, a loop whose control operands (bounds, step, ``scf.condition``) are divergent,
a loop spread over threads (a ``mapping``), and every op whose regions the records do not model
(unknown region ops). A barrier inside one separates nothing; the analysis lists such barriers so
that the pass can warn.

In a region of several blocks (``passes.analysis.cfg``) a divergent op is a branch between blocks
(``cf.cond_br``, ``cf.switch``, a terminator with several successors the records do not describe)
and its *divergent region* is every block reachable from it before its immediate post-dominator,
where the threads that took different successors meet again: the blocks of the region are under
divergent control, like the regions of a divergent ``scf.if``. Values merged from different paths
there (the arguments of the region's blocks and of the post-dominator) and values defined in the
region and used outside it (threads leave a loop with a divergent exit at different iterations)
are divergent; so are the results of the op that holds the region when a block of a divergent
region yields them (which block yields decides what they are: an ``scf.execute_region`` that
branches on a thread id). Divergence is computed on the graph as written (``ControlFlow.written``:
no short-cuts): a block that only tests and branches may be where divergent paths meet, and its
arguments are merged values. Other block arguments are uniform when every value branched to them is. Divergent
regions that overlap are merged, and a branch stands for the whole merged region
(``zones``, ``zone_of``).

Usage::

    div = Divergence(ControlFlow(kernel.op))
    if div.is_divergent(cond) or div.in_divergent_region(op): ...

Valid until the kernel is rewritten (it holds the kernel's values and ops); it changes no IR.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from xdsl.ir import Block, Operation, SSAValue

from smem_opt.passes.analysis.cfg import VIRTUAL_EXIT, RegionGraph
from smem_opt.passes.analysis.op_records import (
    RegionKind,
    ValueSource,
    control_operands,
    defined_values,
    forwarded_values,
    is_barrier,
    is_distributed,
    is_terminator,
    record,
    region_kind,
    thread_args,
    unforwarded_values,
    value_source,
)
from smem_opt.passes.analysis.private_slots import PrivateSlots

if TYPE_CHECKING:
    from smem_opt.passes.analysis.control_flow import ControlFlow


class Divergence:
    """Divergent values and divergent control-flow ops of one kernel."""

    def __init__(self, flow: ControlFlow):
        kernel_op = self.kernel_op = flow.root
        self.flow = flow
        self.values: set[SSAValue] = set()
        self.ops: set[Operation] = set()
        self.zones: dict[Operation, frozenset[Block]] = {}
        """Each divergent branch between blocks that stands for a divergent region: its blocks."""
        self.zone_of: dict[Block, Operation] = {}
        """The branch standing for the divergent region a block lies in."""
        self.slots = PrivateSlots(flow)
        self._solve()
        self.divergent_barriers = [
            op for op in kernel_op.walk() if is_barrier(op) and self.in_divergent_region(op)
        ]

    def is_divergent(self, value: SSAValue) -> bool:
        return value in self.values

    def outermost_divergent_ancestor(self, op: Operation, order: ControlFlow | None = None) -> Operation | None:
        """The outermost divergent op ``op`` lies in: a divergent region op, or the branch that
        stands for a divergent region of blocks. With ``order``, the program as it was when that
        order was computed (a report reads it after the kernel is rewritten)."""
        parent_block = order.parent_block if order is not None else Operation.parent_block
        parent_op = order.parent_op if order is not None else Block.parent_op
        found = None
        cur = op
        while True:
            block = parent_block(cur)
            if block is None:
                return found
            branch = self.zone_of.get(block)
            if branch is not None:
                found = branch
            parent = parent_op(block)
            if parent is None or parent is self.kernel_op:
                return found
            if parent in self.ops:
                found = parent
            cur = parent

    def in_divergent_region(self, op: Operation, order: ControlFlow | None = None) -> bool:
        return self.outermost_divergent_ancestor(op, order) is not None

    # -- solving --------------------------------------------------------------
    def _mark_all(self, values: Iterable[SSAValue]) -> bool:
        changed = False
        for v in values:
            if v not in self.values:
                self.values.add(v)
                changed = True
        return changed

    def _diverge(self, op: Operation) -> bool:
        if op in self.ops:
            return False
        self.ops.add(op)
        return True

    def _any(self, values: Iterable[SSAValue]) -> bool:
        return any(v in self.values for v in values)

    def _solve(self) -> None:
        self._mark_all(thread_args(self.kernel_op))
        for op in self.kernel_op.walk():
            if op is not self.kernel_op:
                self._seed(op)
        while True:
            changed = True
            while changed:
                changed = False
                for op in self.kernel_op.walk():
                    if op is not self.kernel_op:
                        changed |= self._visit(op)
            changed = self._update_zones()
            for load in self.slots.refresh(self.is_divergent, self.in_divergent_region):
                changed |= self._mark_all(load.results)
            if not changed:
                return

    def _seed(self, op: Operation) -> None:
        """What an op makes divergent whatever its operands."""
        if op.successors and is_terminator(op):
            if _unknown_branch(op):
                self._diverge(op)
            if any(forwarded_values(op, i) is None for i in range(len(op.operands))):
                for block in op.successors:  # arguments from a flow the records do not give
                    self._mark_all(block.args)
        kind = region_kind(op)
        if kind is RegionKind.NONE:
            if value_source(op) in (ValueSource.DIVERGENT, ValueSource.OPAQUE) and not self.slots.uniform_load(op):
                self._mark_all(op.results)
            return
        if kind is RegionKind.OPAQUE or is_distributed(op):
            self._diverge(op)
        self._mark_all(unforwarded_values(op))

    def _visit(self, op: Operation) -> bool:
        kind = region_kind(op)
        changed = False
        if kind is RegionKind.NONE:
            if value_source(op) is ValueSource.PURE and self._any(op.operands):
                changed |= self._mark_all(op.results)
            if is_terminator(op):
                changed |= self._visit_terminator(op)
            return changed
        if kind is RegionKind.KERNEL:
            return False
        if self._any(control_operands(op)):
            changed |= self._diverge(op)
        if op in self.ops:
            changed |= self._mark_all(op.results)
            for region in op.regions:
                for block in region.blocks:
                    changed |= self._mark_all(block.args)
            return changed
        for i, operand in enumerate(op.operands):
            if operand in self.values:
                targets = forwarded_values(op, i)
                changed |= self._mark_all(defined_values(op) if targets is None else targets)
        return changed

    def _visit_terminator(self, term: Operation) -> bool:
        parent = term.parent_op()
        changed = False
        if parent is not None and self._any(control_operands(term)):
            if term.successors or parent is self.kernel_op or region_kind(parent) is RegionKind.KERNEL:
                changed |= self._diverge(term)
            else:
                changed |= self._diverge(parent)
        for i, operand in enumerate(term.operands):
            if operand in self.values:
                targets = forwarded_values(term, i)
                if targets is None and term.successors:
                    targets = [a for block in term.successors for a in block.args]
                elif targets is None and parent is not None and parent is not self.kernel_op:
                    targets = list(parent.results)
                changed |= self._mark_all(targets or [])
        return changed

    # -- regions of several blocks ----------------------------------------------------------------
    def _update_zones(self) -> bool:
        """Divergent regions of the divergent branches between blocks, and what they make
        divergent (merged values, values leaving them)."""
        changed = False
        self.zones, self.zone_of = {}, {}
        for graph in self.flow.written.values():
            found: list[tuple[Operation, frozenset[int]]] = []
            for i, block in enumerate(graph.blocks):
                term = block.last_op
                if term is None or term not in self.ops or not term.successors:
                    continue
                zone = graph.zone(i)
                found.append((term, zone))
                stop = graph.ipdom[i]
                if stop != VIRTUAL_EXIT:
                    changed |= self._mark_all(graph.blocks[stop].args)
                holder = graph.region.parent_op()
                for j in zone:
                    changed |= self._mark_all(graph.blocks[j].args)
                    changed |= self._mark_all(_leaving(graph, j, zone))
                    if graph.leaves[j] and holder is not None and holder is not self.kernel_op:
                        # a block of the region decides what the holder's results are
                        changed |= self._mark_all(holder.results)
            for branch, zone in _merged(found):
                blocks = frozenset(graph.blocks[j] for j in zone)
                self.zones[branch] = blocks
                for b in blocks:
                    self.zone_of[b] = branch
        return changed


def _unknown_branch(term: Operation) -> bool:
    """A terminator choosing among several blocks by a rule the records do not describe."""
    rec = record(term)
    return len(set(term.successors)) > 1 and (rec.taken_successor is None or rec.operand_flow is None)


def _leaving(graph: RegionGraph, j: int, zone: frozenset[int]) -> list[SSAValue]:
    """Values defined directly in block ``j`` that are used outside ``zone``."""
    out: list[SSAValue] = []
    block = graph.blocks[j]
    values: list[SSAValue] = [*block.args, *(r for op in block.ops for r in op.results)]
    for value in values:
        for use in value.uses:
            where = graph.block_of(use.operation)
            if where is None or where not in zone:
                out.append(value)
                break
    return out


def _merged(found: list[tuple[Operation, frozenset[int]]]) -> list[tuple[Operation, frozenset[int]]]:
    """Overlapping divergent regions as one, each named by its largest branch."""
    groups: list[tuple[Operation, int, frozenset[int]]] = []
    for branch, zone in sorted(found, key=lambda t: -len(t[1])):
        size = len(zone)
        merged = [g for g in groups if g[2] & zone]
        keep = [g for g in groups if not g[2] & zone]
        union = zone.union(*(g[2] for g in merged))
        lead = max([*((g[0], g[1]) for g in merged), (branch, size)], key=lambda t: t[1])
        groups = [*keep, (lead[0], lead[1], union)]
    return [(g[0], g[2]) for g in groups]


__all__ = ["Divergence"]
