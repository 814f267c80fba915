"""The barrier rule (design §3, *Sharing rule* and *Open world*): is there a guaranteed barrier
(``passes.analysis.barriers``) on every path from one access to another? The one statement of it:
the conflict graph, the barriers ``smem-coalesce`` may insert and the report all ask it.

An access sits at a level in each region that holds it, innermost first. A structured region is
a region of one block; a region of several blocks has a control-flow graph
(``passes.analysis.cfg``), and there "after", "before" and "between" are questions about its paths:

- every level an access sits at is a region with a *position* in it: an op of one of its blocks,
  or, for an access under a divergent branch between blocks, the whole divergent region (its
  blocks, where no barrier counts: ``Divergence.zones``);
- *after-cut*: every path from the position to where the region is left passes a guaranteed
  barrier; *before-cut*: every path from the region's entry to the position does. In a block, a
  guaranteed barrier after (before) the op is on every such path; otherwise the paths go through
  other blocks, and a block that holds a guaranteed barrier cuts every path through it;
- *between*: every path from one position to another in the same region passes one, cycles of
  the region included (a path that goes round a cycle into the next iteration is a path).

For ``x`` then ``y`` (either order in the program), let R be the innermost region holding both.
A path from ``x`` to ``y`` leaves ``x``'s levels below R, crosses R, and enters ``y``'s levels;
or it leaves R and comes back: round a cycle of an enclosing region, or by the back edge of an
enclosing loop op. ``separated(x, y)`` asks every such route: it holds when each passes a
guaranteed barrier. Both directions are asked by the caller, so the wrap-around of loops and of
cycles is covered, and two accesses that no path joins (exclusive arms of a uniform branch,
uniform successors of a branch) are separated. A loop op that may run zero times adds no barrier;
a cycle of branches passes only the barriers of the blocks its paths run through, so a loop whose
header test may exit at once separates nothing (``op_records.edge_target`` removes the exit edge
only where the test's values prove a trip).

Usage (``BarrierAnalysis.paths``)::

    paths = PathSeparation(order, divergence, must_barrier)
    paths.separated(x, y)   # a barrier (or True: no path) on every path from x to y, else None
    paths.separation(x, y)  # and where None: the loop op whose back edge the path without one
                            # takes (None: within an iteration), which names the conflict

Valid until the kernel is rewritten; it changes no IR.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass

from xdsl.ir import Block, Operation, Region

from smem_opt.passes.analysis.cfg import RegionGraph
from smem_opt.passes.analysis.control_flow import ControlFlow
from smem_opt.passes.analysis.divergence import Divergence
from smem_opt.passes.analysis.op_records import LoopShape, RegionKind, is_loop, loop_shape, region_kind

Cut = Operation | bool | None
"""A barrier on every path (or True: no path, or a cut without one op to name), else None."""


@dataclass(frozen=True)
class Position:
    """Where an access sits at one level: an op of a block, or a divergent region of blocks."""

    region: Region
    block: Block | None
    op: Operation | None
    zone: frozenset[int] | None = None


class PathSeparation:
    """Path questions about guaranteed barriers in regions of several blocks."""

    def __init__(self, order: ControlFlow, divergence: Divergence, must_barrier: Callable[[Operation], bool]):
        self.order = order
        self.div = divergence
        self.must = must_barrier
        self._blocked: dict[Region, frozenset[int]] = {}
        self._levels: dict[Operation, list[Position]] = {}
        self._in_block: dict[Block, tuple[list[int], list[Operation]]] = {}

    # -- guaranteed barriers of a block -----------------------------------------------------------

    def barriers_in(self, block: Block) -> tuple[list[int], list[Operation]]:
        """The positions in ``block`` of the guaranteed barriers directly in it, and those ops."""
        found = self._in_block.get(block)
        if found is None:
            pairs = [(i, o) for i, o in enumerate(block.ops) if self.must(o)]
            found = self._in_block[block] = ([i for i, _ in pairs], [o for _, o in pairs])
        return found

    def _index(self, op: Operation, block: Block) -> int:
        index = self.order.index_in_block.get(op)
        return index if index is not None else block.get_operation_index(op)

    def _barrier_between(self, block: Block, i: int, j: int) -> Operation | None:
        """The first guaranteed barrier of ``block`` strictly between positions ``i`` and ``j``."""
        positions, ops = self.barriers_in(block)
        k = bisect_right(positions, i)
        return ops[k] if k < len(positions) and positions[k] < j else None

    # -- positions ------------------------------------------------------------------------------

    def levels(self, x: Operation) -> list[Position]:
        """Where ``x`` (an effective access) sits, innermost level first."""
        found = self._levels.get(x)
        if found is not None:
            return found
        out: list[Position] = []
        start: Operation | None = x
        zone = self.div.zones.get(x)
        if zone is not None:
            region = x.parent_region()
            graph = self.order.graphs.get(region) if region is not None else None
            if region is not None and graph is not None:
                out.append(Position(region, None, None, frozenset(graph.index[b] for b in zone)))
                start = region.parent_op()
        if start is not None and start is not self.order.root:
            for block, anc in self.order.levels(start):
                if block.parent is not None:
                    out.append(Position(block.parent, block, anc))
        self._levels[x] = out
        return out

    # -- guaranteed barriers of a region ----------------------------------------------------------

    def blocked(self, graph: RegionGraph) -> frozenset[int]:
        """Blocks holding a guaranteed barrier: every path through them passes one."""
        found = self._blocked.get(graph.region)
        if found is None:
            found = frozenset(i for i, b in enumerate(graph.blocks) if self.barriers_in(b)[0])
            self._blocked[graph.region] = found
        return found

    def _barrier_of(self, graph: RegionGraph, blocks) -> Operation | bool:
        """A guaranteed barrier of the first of ``blocks`` that holds one (for reports)."""
        for i in sorted(blocks, key=graph.rank.__getitem__):
            ops = self.barriers_in(graph.blocks[i])[1]
            if ops:
                return ops[0]
        return True

    def region_cut(self, region: Region) -> bool:
        """Does every path through ``region`` (entry to leaving) pass a guaranteed barrier?"""
        graph = self.order.graphs.get(region)
        if graph is None:
            block = region.blocks.first
            return block is not None and bool(self.barriers_in(block)[0])
        blocked = self.blocked(graph)
        if 0 in blocked:
            return True
        open_ = {0} | graph.reach([0], blocked)
        return not any(graph.leaves[j] and j not in blocked for j in open_)

    def barrier_after_in_block(self, op: Operation, block: Block) -> Operation | None:
        """The first guaranteed barrier after ``op`` (an op of ``block``) in ``block``."""
        return self._barrier_between(block, self._index(op, block), 1 << 62)

    def barrier_before_in_block(self, op: Operation, block: Block) -> Operation | None:
        """The first guaranteed barrier of ``block`` before ``op`` (an op of ``block``)."""
        return self._barrier_between(block, -1, self._index(op, block))

    def after_cut(self, p: Position) -> Cut:
        """A guaranteed barrier on every path from ``p`` to where its region is left."""
        graph = self.order.graphs.get(p.region)
        if p.op is not None and p.block is not None:
            found = self.barrier_after_in_block(p.op, p.block)
            if found is not None or graph is None:
                return found
            sources = [graph.index[p.block]]
        else:
            assert graph is not None and p.zone is not None
            sources = sorted(p.zone)
        if any(graph.leaves[i] for i in sources):
            return None
        blocked = self.blocked(graph)
        reached = graph.reach(sources, blocked)
        if any(graph.leaves[j] and j not in blocked for j in reached):
            return None
        return self._barrier_of(graph, reached & blocked)

    def before_cut(self, p: Position) -> Cut:
        """A guaranteed barrier on every path from its region's entry to ``p``."""
        graph = self.order.graphs.get(p.region)
        if p.op is not None and p.block is not None:
            found = self.barrier_before_in_block(p.op, p.block)
            if found is not None or graph is None:
                return found
            targets = frozenset([graph.index[p.block]])
        else:
            assert graph is not None and p.zone is not None
            targets = p.zone
        if 0 in targets:
            return None
        blocked = self.blocked(graph)
        if 0 in blocked:
            return self._barrier_of(graph, [0])
        reached = {0} | graph.reach([0], blocked)
        if targets & reached:
            return None
        return self._barrier_of(graph, reached & blocked)

    def between(self, region: Region, p: Position, q: Position) -> Cut:
        """A guaranteed barrier on every path from ``p`` to ``q`` within ``region`` (True: no
        path)."""
        graph = self.order.graphs.get(region)
        if graph is None:  # one block: only the straight path, when q comes after p
            block = p.block
            assert block is not None and p.op is not None and q.op is not None
            i, j = self._index(p.op, block), self._index(q.op, block)
            if i >= j:
                return True
            return self._barrier_between(block, i, j)
        blocked = self.blocked(graph)
        if p.zone is not None and q.zone is not None and p.zone & q.zone:
            return None
        if p.op is not None and q.op is not None and p.block is q.block:
            assert p.block is not None
            i, j = self._index(p.op, p.block), self._index(q.op, p.block)
            if i < j:
                return self._barrier_between(p.block, i, j)
        if p.op is not None:
            assert p.block is not None
            found = self.barrier_after_in_block(p.op, p.block)
            if found is not None:
                return found
            sources = [graph.index[p.block]]
        else:
            assert p.zone is not None
            sources = sorted(p.zone)
        if q.op is not None:
            assert q.block is not None
            found = self.barrier_before_in_block(q.op, q.block)
            if found is not None:
                return found
            targets = frozenset([graph.index[q.block]])
        else:
            assert q.zone is not None
            targets = q.zone
        reached = graph.reach(sources, blocked)
        if p.zone is not None:
            reached = reached | p.zone  # the region is anywhere in its blocks
        if targets & reached:
            return None
        return self._barrier_of(graph, reached & blocked) if reached & blocked else True

    # -- two accesses ---------------------------------------------------------------------------

    def separated(self, x: Operation, y: Operation) -> Cut:
        """A guaranteed barrier on every path from ``x`` to ``y``, in this or any later iteration
        of whatever loop or cycle holds them both (True: no path at all), else None."""
        return self.separation(x, y)[0]

    def separation(self, x: Operation, y: Operation) -> tuple[Cut, Operation | None]:
        """``separated(x, y)``, and where it is None, the loop op whose back edge the path
        without a barrier takes from ``x`` in one iteration to ``y`` in a later one (None: a path
        within one iteration of every loop op holding both; in a region of several blocks it
        may run round a cycle of branches)."""
        if x is y:
            return None, None
        lx, ly = self.levels(x), self.levels(y)
        regions_y = {id(p.region): k for k, p in enumerate(ly)}
        m = next((k for k, p in enumerate(lx) if id(p.region) in regions_y), None)
        if m is None:
            return None, None
        n = regions_y[id(lx[m].region)]
        for p in lx[:m]:
            found = self.after_cut(p)
            if found is not None:
                return found, None
        for q in ly[:n]:
            found = self.before_cut(q)
            if found is not None:
                return found, None
        px, py = lx[m], ly[n]
        region = px.region
        if px.op is not None and px.op is py.op:
            c = px.op
            if c is x or c is y:
                return None, None
            if region_kind(c) is not RegionKind.BRANCH or c in self.div.ops:
                return None, None
            result: Cut = True  # exclusive alternatives of a uniform branch
            if self.order.graphs.get(region) is not None and self.between(region, px, px) is None:
                return None, None
        else:
            result = self.between(region, px, py)
            if result is None:
                return None, None
        out_x = self.after_cut(px)
        in_y = self.before_cut(py)
        k = m
        while True:
            owner = lx[k].region.parent_op()
            if owner is None or owner is self.order.root:
                return result, None
            if is_loop(owner) and out_x is None and in_y is None:
                if not self._other_region_cut(owner, lx[k].region):
                    return None, owner
            if k + 1 >= len(lx):
                return result, None
            k += 1
            up = lx[k]
            if out_x is None and in_y is None and self.order.graphs.get(up.region) is not None:
                if self.between(up.region, up, up) is None:
                    return None, None
            out_x = out_x if out_x is not None else self.after_cut(up)
            in_y = in_y if in_y is not None else self.before_cut(up)

    def _other_region_cut(self, loop: Operation, region: Region) -> bool:
        """Does the way back into ``region`` of ``loop`` run through another region of it that
        every path through passes a guaranteed barrier (the two regions of ``scf.while``)?"""
        if loop_shape(loop) is not LoopShape.WHILE:
            return False
        return any(r is not region and self.region_cut(r) for r in loop.regions)


__all__ = ["PathSeparation", "Position", "Cut"]
