"""Barrier separation: does a block-wide barrier execute between two accesses on
every path (design §3, *Sharing rule*)?

With structured control flow, for accesses ``a`` then ``b`` and their innermost
common block C (ancestors ``a'``, ``b'`` in C), a separating barrier sits
- on the way up from ``a``: in a block between ``a`` and C, after ``a``'s ancestor;
- in C, strictly between ``a'`` and ``b'``;
- on the way down to ``b``: in a block between C and ``b``, before ``b``'s ancestor.

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

For loop wrap-around, the path from ``x`` in iteration i to ``y`` in iteration
i+1 of loop L passes a barrier if one follows ``x`` on the way up to L's body or
precedes ``y`` on the way down from it (for ``scf.while``: or anywhere in the
region that the path crosses whole).

Where an access sits in a region of several blocks, "after", "before" and
"between" are questions about the paths of that region's control-flow graph:
``passes.analysis.cfg_separation`` asks them (``paths``), and a region of several
blocks holds a guaranteed barrier when every path through it passes one. The
analysis changes no IR.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass

from xdsl.ir import Block, Operation

from smem_opt.passes.analysis.cfg_separation import PathSeparation
from smem_opt.passes.analysis.divergence import Divergence
from smem_opt.passes.analysis.op_records import (
    LoopShape,
    RegionKind,
    first_region,
    is_barrier,
    is_loop,
    loop_shape,
    region_kind,
)
from smem_opt.passes.analysis.program_order import ProgramOrder


@dataclass
class AccessPath:
    """Where an access sits: its ancestor's index in each enclosing block (innermost
    first) and the first level with a guaranteed barrier after / before it there."""

    op: Operation
    level_of: dict[Block, int]
    indices: list[int]
    first_after: int
    first_before: int
    root_first: list[Block]
    """Enclosing blocks, outermost first."""
    in_cfg: bool = False
    """Whether one of them belongs to a region of several blocks."""


FALLBACK = object()
"""``pair_separation`` could not decide structurally: check access by access."""


class BarrierAnalysis:
    """Which guaranteed barriers separate which accesses of one kernel.

    Usage::

        barriers = BarrierAnalysis(ProgramOrder(kernel.op), Divergence(kernel.op))
        barriers.separating_barrier(a, b)   # a barrier on every path from a to b, or None
        barriers.pair_separation(early_accesses, late_accesses)

    Valid until the kernel is rewritten (it caches per op and per block); it changes no IR.
    """

    def __init__(self, order: ProgramOrder, divergence: Divergence):
        self.order = order
        self.div = divergence
        self._must: dict[Operation, bool] = {}
        self._barrier_indices: dict[Block, list[int]] = {}
        self._barrier_ops: dict[Block, list[Operation]] = {}
        self._common: dict[int, list[Block]] = {}
        self._paths: dict[Operation, AccessPath] = {}
        self._depth: dict[Block, int] = {}
        self.paths = PathSeparation(order, divergence, self.must_barrier)
        """Separation along the paths of regions of several blocks."""

    # -- guaranteed barriers ----------------------------------------------------
    def must_barrier(self, op: Operation) -> bool:
        cached = self._must.get(op)
        if cached is None:
            cached = self._must[op] = self._compute_must(op)
        return cached

    def _block_has(self, block: Block | None) -> bool:
        return block is not None and any(self.must_barrier(o) for o in block.ops)

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

    # -- searching ----------------------------------------------------------------
    def _walk(
        self,
        op: Operation,
        stop: Block,
        inclusive: bool,
        find: Callable[[Operation, Block], Operation | None],
    ) -> Operation | None:
        """``find`` in each block from op's own up to ``stop`` (included or not)."""
        for block, ancestor in self.order.levels_up_to(op, stop, inclusive):
            if (found := find(ancestor, block)) is not None:
                return found
        return None

    def _up(self, op: Operation, stop: Block, inclusive: bool) -> Operation | None:
        """A guaranteed barrier after ``op`` in the blocks from op's up to ``stop``."""
        return self._walk(op, stop, inclusive, self.paths.barrier_after_in_block)

    def _down(self, op: Operation, stop: Block, inclusive: bool) -> Operation | None:
        """A guaranteed barrier before ``op`` in the blocks from ``stop`` down to op's."""
        return self._walk(op, stop, inclusive, self.paths.barrier_before_in_block)

    # -- whole-buffer separation ---------------------------------------------------
    def barrier_indices(self, block: Block) -> list[int]:
        """Positions (in the block) of the guaranteed barriers directly in ``block``."""
        found = self._barrier_indices.get(block)
        if found is None:
            pairs = [(i, o) for i, o in enumerate(block.ops) if self.must_barrier(o)]
            found = self._barrier_indices[block] = [i for i, _ in pairs]
            self._barrier_ops[block] = [o for _, o in pairs]
        return found

    def path(self, op: Operation) -> AccessPath:
        cached = self._paths.get(op)
        if cached is not None:
            return cached
        level_of: dict[Block, int] = {}
        blocks: list[Block] = []
        indices: list[int] = []
        first_after = first_before = 1 << 30
        in_cfg = False
        cur: Operation | None = op
        while cur is not None and cur is not self.order.root:
            block = cur.parent_block()
            if block is None:
                break
            in_cfg = in_cfg or self.order.graph_of(block) is not None
            index = self.order.index_in_block[cur]
            level = len(indices)
            level_of[block] = level
            blocks.append(block)
            indices.append(index)
            bars = self.barrier_indices(block)
            if bars and bars[-1] > index and first_after > level:
                first_after = level
            if bars and bars[0] < index and first_before > level:
                first_before = level
            cur = block.parent_op()
        path = AccessPath(op, level_of, indices, first_after, first_before, blocks[::-1], in_cfg)
        self._paths[op] = path
        return path

    def _between(self, block: Block, lo: int, hi: int) -> Operation | None:
        bars = self.barrier_indices(block)
        k = bisect_right(bars, lo)
        if k < len(bars) and bars[k] < hi:
            return self._barrier_ops[block][k]
        return None

    def _common_prefix(self, key: int, paths: list[AccessPath]) -> list[Block]:
        """Blocks (outermost first) enclosing every access in ``paths``; cached by ``key``."""
        found = self._common.get(key)
        if found is None:
            found = _prefix([p.root_first for p in paths])
            self._common[key] = found
        return found

    def pair_separation(self, early: list[Operation], late: list[Operation]):
        """Decide for every access of ``early`` (whose span ends first) and every
        access of ``late`` at once. Returns None when all are separated (forward and
        into the next iteration), ``(x, y, kind)`` for a pair that is not, or
        ``FALLBACK`` when the structure needs the access-by-access check (both
        buffers under one op of their common block, or an ``scf.while``)."""
        paths_a = [self.path(a) for a in early]
        paths_b = [self.path(b) for b in late]
        if any(p.in_cfg for p in paths_a) or any(p.in_cfg for p in paths_b):
            return FALLBACK
        if any(x in self.div.zones for x in (*early, *late)):
            return FALLBACK
        shared = _prefix(
            [self._common_prefix(id(early), paths_a), self._common_prefix(id(late), paths_b)]
        )
        if not shared:
            return FALLBACK
        common = shared[-1]
        top_a = {p.indices[p.level_of[common]] for p in paths_a}
        top_b = {p.indices[p.level_of[common]] for p in paths_b}
        if top_a & top_b:
            return FALLBACK
        rem_a = [p for p in paths_a if p.first_after >= p.level_of[common]]
        rem_b = [p for p in paths_b if p.first_before >= p.level_of[common]]
        if rem_a and rem_b:
            last_a = max(rem_a, key=lambda p: p.indices[p.level_of[common]])
            first_b = min(rem_b, key=lambda p: p.indices[p.level_of[common]])
            i = last_a.indices[last_a.level_of[common]]
            j = first_b.indices[first_b.level_of[common]]
            if not (i < j and self._between(common, i, j) is not None):
                return last_a.op, first_b.op, "no-barrier"
        loop = _innermost_loop(common, self.order.root)
        if loop is None:
            return None
        if loop_shape(loop) is not LoopShape.SEQUENTIAL:
            return FALLBACK
        body = loop.regions[0].blocks.first
        assert body is not None  # a sequential loop has a body
        bad_b = [p for p in paths_b if p.first_after > p.level_of[body]]
        bad_a = [p for p in paths_a if p.first_before > p.level_of[body]]
        if bad_b and bad_a:
            return bad_b[-1].op, bad_a[0].op, "wrap-around"
        return None

    def separating_barrier(self, a: Operation, b: Operation) -> Operation | bool | None:
        """For ``a`` before ``b``: a barrier on every path from a to b, True when no
        path exists within one execution, None when they are not separated."""
        common = self.order.common_block(a, b)
        if common is None:
            return None
        a1 = self.order.ancestor_in_block(a, common)
        b1 = self.order.ancestor_in_block(b, common)
        if a1 is None or b1 is None:
            return None
        if a1 is b1:
            if a1 is a or a1 is b:
                return None
            if region_kind(a1) is RegionKind.BRANCH and a1 not in self.div.ops:
                return True
            if loop_shape(a1) is LoopShape.WHILE and a1 not in self.div.ops and len(a1.regions) == 2:
                before, after = a1.regions[0].blocks.first, a1.regions[1].blocks.first
                if (
                    before is not None and after is not None
                    and self._in_block_tree(a, before) and self._in_block_tree(b, after)
                ):
                    return self._up(a, before, True) or self._down(b, after, True)
            return None
        if (found := self._up(a, common, False)) is not None:
            return found
        between = False
        for o in common.ops:
            if o is a1:
                between = True
            elif o is b1:
                break
            elif between and self.must_barrier(o):
                return o
        return self._down(b, common, False)

    def _in_block_tree(self, op: Operation, block: Block | None) -> bool:
        return block is not None and self.order.ancestor_in_block(op, block) is not None

    def wrap_barrier(self, x: Operation, y: Operation, loop: Operation) -> Operation | None:
        """A barrier on the path from ``x`` in one iteration of ``loop`` to ``y`` in the next."""
        regions = [blk for r in loop.regions if (blk := r.blocks.first) is not None]
        bx = next((blk for blk in regions if self._in_block_tree(x, blk)), None)
        by = next((blk for blk in regions if self._in_block_tree(y, blk)), None)
        if bx is None or by is None:
            return None
        if (found := self._up(x, bx, True)) is not None:
            return found
        if loop_shape(loop) is LoopShape.WHILE:
            for blk in regions:
                if blk is not bx and blk is not by and self._block_has(blk):
                    return next(o for o in blk.ops if self.must_barrier(o))
            if bx is by:
                for blk in regions:
                    if blk is not bx and self._block_has(blk):
                        return next(o for o in blk.ops if self.must_barrier(o))
        return self._down(y, by, True)

    def innermost_common_loop(self, a: Operation, b: Operation) -> Operation | None:
        """The innermost loop op, or cycle of branches (named by its back edge's branch), that
        holds both ``a`` and ``b``."""
        loops_b = set(self.order.enclosing_loops(b))
        if is_loop(b):
            loops_b.add(b)
        found: list[tuple[int, Operation]] = []
        for loop in self.order.enclosing_loops(a):
            if loop in loops_b:
                found.append((self.order.end[loop] - self.order.start[loop], loop))
                break
        cycles_b = set(map(id, self.order.enclosing_cycles(b)))
        for cycle in self.order.enclosing_cycles(a):
            if id(cycle) in cycles_b and cycle.latch is not None:
                found.append((cycle.end - cycle.start, cycle.latch))
                break
        return min(found, key=lambda t: t[0])[1] if found else None


def _prefix(lists: list[list[Block]]) -> list[Block]:
    """The longest common prefix (by identity) of block lists."""
    if not lists:
        return []
    common = lists[0]
    for other in lists[1:]:
        n = 0
        while n < len(common) and n < len(other) and common[n] is other[n]:
            n += 1
        common = common[:n]
    return common


def _innermost_loop(block: Block, root: Operation) -> Operation | None:
    op = block.parent_op()
    while op is not None and op is not root:
        if is_loop(op):
            return op
        op = op.parent_op()
    return None
