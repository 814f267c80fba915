"""Which values differ between the threads of a block, for the plan verifier (design §6).

Computed here independently of ``passes.analysis.divergence`` (which solves the same question by
a fixpoint over the ops, with Cooper-Harvey-Kennedy post-dominators): forward propagation over
def-use chains from what may differ — thread identities, values the op records call divergent or
opaque, arguments of blocks reached by a terminator whose flow the records do not give — through
pure computations, loop and branch flows and ``cf`` branch operands.

- An op whose control operands are divergent diverges: a region op (all it defines becomes
  divergent), or a branch between blocks. A branch between blocks splits its threads until they
  meet again: here the meeting point is found from post-dominator *sets* (each block's set is
  itself and the intersection of its successors' sets, iterated to a fixpoint; the nearest
  strict post-dominator is the one with the largest set), and the branch's *zone* is every block
  reachable from its successors before that point. The arguments of the zone's blocks and of the
  meeting point, and the values defined in the zone and used outside it, are divergent; a
  barrier in the zone is no barrier.
- A load of a per-thread slot is uniform when the slot never escapes (plain loads and stores of
  constant elements only), every store stores a uniform value outside every divergent region,
  and every load finds its element stored on every path (``initialized``: a must-dataflow the
  caller solves over the flattened kernel).

Usage: ``Uniformity(kernel.op, initialized).op_diverges(op)``. Valid until the kernel is rewritten.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from xdsl.dialects.builtin import MemRefType, NoneAttr
from xdsl.ir import Block, Operation, Region, SSAValue

from smem_opt.passes.analysis.op_records import (
    BufferOrigin,
    RegionKind,
    ValueSource,
    buffer_origin,
    constant_ints,
    control_operands,
    edge_target,
    forwarded_values,
    is_distributed,
    is_terminator,
    record,
    region_kind,
    slot_access,
    thread_args,
    unforwarded_values,
    value_source,
)
from smem_opt.smem_dialect.gpu import is_private_space


@dataclass
class SlotCandidate:
    """A per-thread allocation used only by plain loads and stores of constant elements."""

    alloc: Operation
    loads: list[tuple[Operation, tuple[int, ...]]] = field(default_factory=list)
    stores: list[tuple[Operation, tuple[int, ...], SSAValue]] = field(default_factory=list)


def slot_candidates(kernel_op: Operation) -> list[SlotCandidate]:
    found: list[SlotCandidate] = []
    for op in kernel_op.walk():
        if buffer_origin(op) is not BufferOrigin.ALLOC or len(op.results) != 1:
            continue
        t = op.results[0].type
        if not isinstance(t, MemRefType) or not (
            isinstance(t.memory_space, NoneAttr) or is_private_space(t.memory_space)
        ):
            continue
        slot = _slot_of(op)
        if slot is not None:
            found.append(slot)
    return found


def _slot_of(alloc: Operation) -> SlotCandidate | None:
    """``alloc`` with its loads and stores, when every use is a load or store of one element at
    constant indices (and never stores the slot itself); else None."""
    slot = SlotCandidate(alloc)
    for use in alloc.results[0].uses:
        access = slot_access(use.operation)
        if access is None or access.memref is not alloc.results[0] or access.value is alloc.results[0]:
            return None
        key = constant_ints(access.indices)
        if key is None:
            return None
        if access.store:
            slot.stores.append((use.operation, key, access.value))
        else:
            slot.loads.append((use.operation, key))
    return slot


def _block_graph(region: Region) -> tuple[list[Block], list[list[int]]]:
    blocks = list(region.blocks)
    index = {b: i for i, b in enumerate(blocks)}
    succ: list[list[int]] = []
    for b in blocks:
        term = b.last_op
        targets = [] if term is None else [edge_target(term, k) for k in range(len(term.successors))]
        succ.append(sorted({index[t] for t in targets if t in index}))
    return blocks, succ


def zone_of_branch(blocks: list[Block], succ: list[list[int]], i: int) -> tuple[set[int], int | None]:
    """(blocks where the threads split by block ``i``'s branch may be apart, where they meet)."""
    n = len(blocks)
    exits = {j for j in range(n) if not succ[j]}
    leads_out = set(exits)
    changed = True
    while changed:
        changed = False
        for j in range(n):
            if j not in leads_out and any(s in leads_out for s in succ[j]):
                leads_out.add(j)
                changed = True
    everything = frozenset(range(n))
    pdom: list[frozenset[int]] = [frozenset([j]) if j in exits else everything for j in range(n)]
    changed = True
    while changed:
        changed = False
        for j in range(n):
            if j in exits:
                continue
            out = [pdom[s] for s in succ[j] if s in leads_out]
            new = frozenset([j]).union(frozenset.intersection(*out)) if out else frozenset([j])
            if new != pdom[j]:
                pdom[j] = new
                changed = True
    strict = [p for p in pdom[i] if p != i] if i in leads_out else []
    meet = max(strict, key=lambda p: (len(pdom[p]), -p)) if strict else None
    zone: set[int] = set()
    work = [s for s in succ[i] if s != meet]
    while work:
        j = work.pop()
        if j in zone:
            continue
        zone.add(j)
        work.extend(s for s in succ[j] if s != meet and s not in zone)
    return zone, meet


class Uniformity:
    """Divergent values and ops of one kernel, seen by the verifier."""

    def __init__(self, kernel_op: Operation, initialized: set[Operation] | None = None):
        self.kernel_op = kernel_op
        self.divergent: set[SSAValue] = set()
        self.divergent_ops: set[Operation] = set()
        self.zone_blocks: set[Block] = set()
        """Blocks under a divergent branch between blocks."""
        self._work: list[SSAValue] = []
        self._slots = [
            s for s in slot_candidates(kernel_op)
            if initialized is not None and all(load in initialized for load, _ in s.loads)
        ]
        uniform_loads = {load for s in self._slots for load, _ in s.loads}
        self._add_all(thread_args(kernel_op))
        for op in kernel_op.walk():
            if op is kernel_op:
                continue
            if op.successors and any(forwarded_values(op, i) is None for i in range(len(op.operands))):
                for block in op.successors:
                    self._add_all(block.args)
            if op.successors and len(set(op.successors)) > 1 and record(op).taken_successor is None:
                self.divergent_ops.add(op)  # it chooses its successor by a rule nobody described
            kind = region_kind(op)
            if kind is RegionKind.NONE:
                if value_source(op) in (ValueSource.DIVERGENT, ValueSource.OPAQUE) and op not in uniform_loads:
                    self._add_all(op.results)
                continue
            if kind is RegionKind.OPAQUE or is_distributed(op):
                self._diverge(op)
            self._add_all(unforwarded_values(op))
        self._settle()

    def _settle(self) -> None:
        while True:
            while self._work:
                value = self._work.pop()
                for use in list(value.uses):
                    self._propagate(use.operation, use.index)
            before = len(self.divergent)
            self._zones()
            for slot in self._slots:
                if any(v in self.divergent or self.under_divergence(s) for s, _, v in slot.stores):
                    for load, _ in slot.loads:
                        self._add_all(load.results)
            if len(self.divergent) == before and not self._work:
                return

    def _zones(self) -> None:
        self.zone_blocks = set()
        regions = {
            id(r): r for op in self.divergent_ops if op.successors
            for r in [op.parent_region()] if r is not None
        }
        for region in regions.values():
            blocks, succ = _block_graph(region)
            for i, b in enumerate(blocks):
                if b.last_op is None or b.last_op not in self.divergent_ops:
                    continue
                zone, meet = zone_of_branch(blocks, succ, i)
                if meet is not None:
                    self._add_all(blocks[meet].args)
                inside = {blocks[j] for j in zone}
                self.zone_blocks |= inside
                for j in zone:
                    self._add_all(blocks[j].args)
                    for op in blocks[j].ops:
                        for r in op.results:
                            if any(_home(u.operation, region) not in inside for u in r.uses):
                                self._add(r)
                    for a in blocks[j].args:
                        if any(_home(u.operation, region) not in inside for u in a.uses):
                            self._add(a)

    def under_divergence(self, op: Operation) -> bool:
        """Is ``op`` in a divergent region op or a zone of a divergent branch?"""
        cur: Operation | None = op
        while cur is not None and cur is not self.kernel_op:
            block = cur.parent_block()
            if block in self.zone_blocks:
                return True
            parent = block.parent_op() if block is not None else None
            if parent in self.divergent_ops:
                return True
            cur = parent
        return False

    def _add(self, value: SSAValue) -> None:
        if value not in self.divergent:
            self.divergent.add(value)
            self._work.append(value)

    def _add_all(self, values) -> None:
        for v in values:
            self._add(v)

    def _diverge(self, op: Operation) -> None:
        if op in self.divergent_ops:
            return
        self.divergent_ops.add(op)
        self._add_all(op.results)
        for region in op.regions:
            for block in region.blocks:
                self._add_all(block.args)

    def _propagate(self, user: Operation, index: int) -> None:
        operand = user.operands[index]
        controls = any(v is operand for v in control_operands(user))
        if region_kind(user) is not RegionKind.NONE:
            if controls:
                self._diverge(user)
            targets = forwarded_values(user, index)
            self._add_all(list(user.results) if targets is None else targets)
            return
        if value_source(user) is ValueSource.PURE:
            self._add_all(user.results)
        if not is_terminator(user):
            return
        parent = user.parent_op()
        if controls:
            if user.successors or parent is None or parent is self.kernel_op or region_kind(parent) is RegionKind.KERNEL:
                self.divergent_ops.add(user)
            else:
                self._diverge(parent)
        targets = forwarded_values(user, index)
        if targets is None:
            if user.successors:
                self._add_all(a for b in user.successors for a in b.args)
            elif parent is not None and parent is not self.kernel_op:
                self._add_all(parent.results)
            return
        self._add_all(targets)

    def op_diverges(self, op: Operation) -> bool:
        return op in self.divergent_ops or any(v in self.divergent for v in control_operands(op))


def _home(op: Operation, region: Region) -> Block | None:
    """The block of ``region`` that holds ``op``."""
    cur: Operation | None = op
    while cur is not None:
        block = cur.parent_block()
        if block is None:
            return None
        if block.parent is region:
            return block
        cur = block.parent_op()
    return None


__all__ = ["Uniformity", "SlotCandidate", "slot_candidates", "zone_of_branch"]
