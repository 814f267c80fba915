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

A *waiting loop* is a hand-off too: a loop whose exit depends on memory other threads may write
(the condition of an ``scf.while``, or of a branch leaving a cycle of blocks, computed from a
load, an atomic, any value the records do not call a computation: ``waiting_loops``), such as
the acquire of a spin lock; and so is an op with regions the records do not describe (it may be
one). A call is one when its callee may wait (``call_may_wait``: a lock taken in a called
``acquire``, a body the pass cannot see). What releases its waiters is an ordinary store, which
is no hand-off, so in a kernel with a waiting loop a barrier may only go before every hand-off:
never in a critical section, whose holder would wait at the barrier for threads spinning until
it leaves.

Usage::

    handoffs = HandOffs(flow, slots)   # the kernel's ControlFlow and private slots (Divergence.slots)
    if handoffs.barrier_safe_after(op): ...   # a block-wide barrier right after ``op``

Valid until the kernel is rewritten (program-order indices); it changes no IR.
"""

from __future__ import annotations

from xdsl.dialects.builtin import SymbolRefAttr
from xdsl.ir import Block, BlockArgument, Operation, SSAValue

from smem_opt.passes.analysis.control_flow import ControlFlow
from smem_opt.passes.analysis.kernels import KNOWN_PURE_CALLEES, resolve_symbol
from smem_opt.passes.analysis.op_records import (
    HandOff,
    LoopShape,
    RegionKind,
    ValueSource,
    control_operands,
    forwarded_values,
    handoff,
    loop_shape,
    op_attr,
    region_kind,
    value_source,
)
from smem_opt.passes.analysis.private_slots import PrivateSlots


def waiting_loops(flow: ControlFlow, slots: PrivateSlots) -> list[Operation]:
    """The ops of the kernel that may loop until other threads write memory (see the module
    docstring): ``scf.while``-like loops whose condition comes from memory, the terminators that
    leave a cycle of blocks on such a condition (cycles of ``flow``'s graphs as written), and
    region ops the records do not describe. ``slots``: the kernel's private slots
    (``Divergence.slots``): a load of one is no memory other threads write (the slot never
    escapes its thread); what the loop waits on is then what its thread stored there."""
    found: list[Operation] = []
    root = flow.root
    for op in root.walk():
        if op is root:
            continue
        if region_kind(op) is RegionKind.OPAQUE:
            # a wait reads memory: regions that hold no op at all (scf.forall's in_parallel over
            # memrefs) cannot wait
            if any(block.ops for region in op.regions for block in region.blocks):
                found.append(op)
        elif loop_shape(op) is LoopShape.WHILE:
            conditions = [term for region in op.regions[:1] for block in region.blocks
                          for term in [block.last_op] if term is not None]
            if any(_from_memory(v, op, slots) for term in conditions for v in control_operands(term)):
                found.append(op)
        elif call_may_wait(op):
            found.append(op)
    for region, graph in flow.written.items():
        for cycle in graph.cycles:
            for i in cycle.members:
                term = graph.blocks[i].last_op
                if term is None or all(j in cycle.members for j in graph.succ[i]):
                    continue
                if any(_from_memory(v, region.parent_op(), slots) for v in control_operands(term)):
                    found.append(term)
    return found


def call_may_wait(op: Operation, seen: set[int] | None = None) -> bool:
    """Is ``op`` a call whose callee may wait for other threads: one the pass cannot see into (no
    body, an indirect call; libdevice's math and LLVM's intrinsics aside), or whose body may loop
    (an ``scf.while``, a cycle of blocks, an op with regions nobody described) or calls such a
    function. A lock taken in a called ``acquire`` is a wait point like one written inline."""
    callee = op_attr(op, "callee")
    indirect = callee is None and op.name in ("func.call_indirect", "llvm.call")
    if callee is None and not indirect:
        return False
    if indirect or not isinstance(callee, SymbolRefAttr):
        return True
    target = resolve_symbol(op, callee)
    if target is None or not target.regions or not target.regions[0].blocks:
        return not callee.string_value().lstrip("@").startswith(KNOWN_PURE_CALLEES)
    seen = set() if seen is None else seen
    if id(target) in seen:
        return True  # recursion: it may run without end
    seen.add(id(target))
    for inner in target.walk():
        if inner is target:
            continue
        if region_kind(inner) is RegionKind.OPAQUE or loop_shape(inner) is LoopShape.WHILE:
            return True
        if inner.successors and any(_earlier_or_same(inner, s) for s in inner.successors):
            return True  # a back edge: a cycle of blocks
        if call_may_wait(inner, seen):
            return True
    return False


def _earlier_or_same(term: Operation, dest: Block) -> bool:
    """Does the branch ``term`` lead to its own block or one before it (a back edge)?"""
    block = term.parent_block()
    region = block.parent if block is not None else None
    if block is None or region is None or dest.parent is not region:
        return False
    order = list(region.blocks)
    return order.index(dest) <= order.index(block)


def _from_memory(
    value: SSAValue, loop: Operation | None, slots: PrivateSlots | None = None, depth: int = 0, seen: set | None = None
) -> bool:
    """Whether ``value`` may depend on memory (or on anything the records do not call a
    computation), following computations, and the values a loop carries into its block
    arguments. Unsure is yes."""
    seen = set() if seen is None else seen
    if value in seen:
        return False
    seen.add(value)
    if depth > 64:
        return True
    if isinstance(value, BlockArgument):
        owner = value.block.parent_op()
        if owner is None or loop is None or not (owner is loop or loop.is_ancestor(owner)):
            return False  # defined outside the loop: the same in every iteration
        sources = _sources_of_argument(value)
        if sources is None:
            return True
        return any(_from_memory(v, loop, slots, depth + 1, seen) for v in sources)
    op = value.owner
    assert isinstance(op, Operation)
    if loop is not None and not loop.is_ancestor(op):
        return False  # computed before the loop: fixed while it runs
    stored = slots.stored_values(op) if slots is not None else None
    if stored is not None:  # a private slot: what this thread stored in it
        return any(_from_memory(v, loop, slots, depth + 1, seen) for v in stored)
    source = value_source(op)
    if source in (ValueSource.OPAQUE,) or op.regions:
        return True
    return any(_from_memory(v, loop, slots, depth + 1, seen) for v in op.operands)


def _sources_of_argument(arg: BlockArgument) -> list[SSAValue] | None:
    """The values flowing into block argument ``arg`` (from branches to its block, from the
    terminators of the regions of a loop, from the loop's own operands); None when unknown."""
    block = arg.block
    found: list[SSAValue] = []
    parent = block.parent_op()
    candidates: list[Operation] = []
    if parent is not None:
        candidates.append(parent)
        for region in parent.regions:
            for b in region.blocks:
                if b.last_op is not None:
                    candidates.append(b.last_op)
    for b in block.parent.blocks if block.parent is not None else []:
        if b.last_op is not None and block in b.last_op.successors:
            candidates.append(b.last_op)
    for op in candidates:
        for i, operand in enumerate(op.operands):
            targets = forwarded_values(op, i)
            if targets is not None and arg in targets:
                found.append(operand)
    return found


class HandOffs:
    """The hand-offs of one kernel, and the points a block-wide barrier may take."""

    def __init__(self, order: ControlFlow, slots: PrivateSlots):
        self.order = order
        self.ops = [
            op for op in order.root.walk() if op is not order.root and handoff(op) is not HandOff.NONE
        ]
        self.waiting = waiting_loops(order, slots)
        """Loops that may wait for other threads' writes (their releases are no hand-off)."""
        self.ops += [op for op in self.waiting if op not in self.ops]
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
        """Is ``point`` before every hand-off or after every one (before every one, when the
        kernel has a waiting loop: what releases its waiters may come anywhere later)?"""
        all_after = all(self.order.start[h] > point for h in self.ops)
        if self.waiting:
            return all_after
        all_before = all(self.order.end[h] <= point for h in self.ops)
        return all_before or all_after


__all__ = ["HandOffs"]
