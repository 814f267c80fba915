"""Regions of several blocks as control-flow graphs (design §3, *Open world*: unstructured control
flow).

A kernel body made of blocks joined by ``cf.br`` / ``cf.cond_br`` / ``cf.switch`` (or any region of
several blocks: an ``scf.execute_region`` with branches inside) is a graph: one node per block, an
edge per successor of its terminator. A block whose terminator has no successor (``gpu.return``,
``scf.yield``) leaves the region. An edge into a block that only tests a condition which the
edge's own values decide (``op_records.edge_target``: the first test of a loop whose bounds prove
a trip) leads straight to the branch it takes, so a loop that surely runs is not skipped.

For each such region this module gives

- a *weak topological order* of its blocks: a linear order in which every cycle is contiguous and
  starts at its head. Cycles are found as strongly connected components, nested (the loop nesting
  forest): inside a component, the edges back into its head are dropped and the rest is ordered
  again. Among the orders that qualify, the one closest to the order the blocks are written in is
  taken (a stable topological sort), so a CFG that came from structured code is ordered as its
  structured form was. A cycle entered at more than one block is *irreducible*; the analyses are
  conservative there;
- dominators and post-dominators (Cooper, Harvey and Kennedy's iterative algorithm over reverse
  post-order), the latter against a virtual exit that every leaving block reaches; a block from
  which no path leaves has the virtual exit as immediate post-dominator. Computed when first
  asked: the analyses ask them of the graph as written only (``ControlFlow.written``), so a
  region has one dominator tree and one post-dominator tree;
- the *divergent region* of a branch (``zone``): every block reachable from it before its
  immediate post-dominator, where threads that took different successors run at the same time;
- barrier-free reachability between blocks, given which blocks hold a barrier every thread runs.

Usage::

    graph = RegionGraph(region)
    graph.order, graph.cycles, graph.ipdom[i], graph.zone(i), graph.reach(sources, blocked)

Valid until the region is rewritten; it changes no IR.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property

from xdsl.ir import Block, Operation, Region

from smem_opt.passes.analysis.op_records import edge_target
from smem_opt.reader.graphs import (
    VIRTUAL_EXIT,
    dominates,
    immediate_dominators,
    reachable,
    strongly_connected,
)


@dataclass(eq=False)
class Cycle:
    """One cycle of a region's weak topological order: its head and every block in it."""

    graph: "RegionGraph"
    head: int
    members: frozenset[int]
    irreducible: bool
    """Entered at more than one block (no single head dominates it)."""
    parent: "Cycle | None" = None
    latch: Operation | None = None
    """A terminator with an edge back to the head (where the cycle is reported)."""
    start: int = -1
    end: int = -1
    """Program points of its first and last op (``ControlFlow``)."""

    @property
    def blocks(self) -> list[Block]:
        return [self.graph.blocks[i] for i in sorted(self.members, key=self.graph.rank.__getitem__)]


class RegionGraph:
    """The control-flow graph of one region of several blocks."""

    region: Region
    blocks: list[Block]
    index: dict[Block, int]
    succ: list[list[int]]
    preds: list[list[int]]
    leaves: list[bool]
    """Whether the block's terminator leaves the region (no successor)."""
    order: list[int]
    """Weak topological order of the block indices."""
    rank: list[int]
    """Position of each block in ``order``."""
    cycles: list[Cycle]
    """Every cycle, outer ones before the cycles nested in them."""
    cycles_of: list[list[Cycle]]
    """The cycles holding each block, innermost first."""

    def __init__(self, region: Region, shortcuts: bool = True):
        """``shortcuts``: edges into a block that only tests what the edge decides lead past it
        (``edge_target``); without them, the graph as written (divergence needs every block where
        paths meet: a test block is where its arguments merge)."""
        self.region = region
        self.blocks = list(region.blocks)
        self.index = {b: i for i, b in enumerate(self.blocks)}
        n = len(self.blocks)
        self.succ = [[] for _ in range(n)]
        self.preds = [[] for _ in range(n)]
        self.leaves = [False] * n
        self.landings: list[list[Block]] = [[] for _ in range(n)]
        """For each successor of each block's terminator, in order: the block the edge leads to
        (past a test the edge's values decide, with short-cuts)."""
        self.cycles = []
        for i, block in enumerate(self.blocks):
            term = block.last_op
            if term is None or not term.successors:
                self.leaves[i] = True
                continue
            for k in range(len(term.successors)):
                landing = edge_target(term, k) if shortcuts else term.successors[k]
                self.landings[i].append(landing)
                j = self.index.get(landing)
                if j is None:  # a successor outside the region: not valid IR; stay safe
                    j = self.index[term.successors[k]]
                if j not in self.succ[i]:
                    self.succ[i].append(j)
        for i, targets in enumerate(self.succ):
            for j in targets:
                self.preds[j].append(i)
        self._order()
        self._reach: dict[tuple[tuple[int, ...], frozenset[int]], frozenset[int]] = {}

    # -- the weak topological order ------------------------------------------------------------

    def _order(self) -> None:
        n = len(self.blocks)
        self.cycles_of = [[] for _ in range(n)]
        reached = reachable(0, lambda i: self.succ[i]) if n else set()
        main = self._arrange(sorted(reached), None, None)
        rest = [i for i in range(n) if i not in reached]  # never runs: placed last
        self.order = main + self._arrange(rest, None, None) if rest else main
        self.rank = [0] * n
        for pos, i in enumerate(self.order):
            self.rank[i] = pos
        for cyc in self.cycles:
            for i in cyc.members:
                self.cycles_of[i].append(cyc)
        for chain in self.cycles_of:
            chain.sort(key=lambda c: -_depth(c))

    def _arrange(self, nodes: list[int], head: int | None, parent: Cycle | None) -> list[int]:
        """``nodes`` in weak topological order, the edges into ``head`` left out."""
        inside = set(nodes)

        def succ(i: int) -> list[int]:
            return [j for j in self.succ[i] if j in inside and j != head]

        comps = strongly_connected(nodes, succ)
        comp_of = {i: c for c, comp in enumerate(comps) for i in comp}
        indeg = [0] * len(comps)
        out: list[set[int]] = [set() for _ in comps]
        for i in nodes:
            for j in succ(i):
                a, b = comp_of[i], comp_of[j]
                if a != b and b not in out[a]:
                    out[a].add(b)
                    indeg[b] += 1
        ready = [(min(comps[c]), c) for c in range(len(comps)) if indeg[c] == 0]
        heapq.heapify(ready)
        result: list[int] = []
        while ready:
            _, c = heapq.heappop(ready)
            comp = comps[c]
            if len(comp) == 1 and comp[0] not in succ(comp[0]):
                result.append(comp[0])
            else:
                members = set(comp)
                entries = sorted(
                    i for i in comp
                    if i == 0 or any(p not in members for p in self.preds[i])
                )
                first = entries[0] if entries else min(comp)
                cyc = Cycle(self, first, frozenset(comp), len(entries) > 1, parent)
                latches = [p for p in self.preds[first] if p in members]
                if latches:
                    cyc.latch = self.blocks[max(latches)].last_op
                self.cycles.append(cyc)
                result.append(first)
                result.extend(self._arrange(sorted(members - {first}), first, cyc))
            for d in sorted(out[c]):
                indeg[d] -= 1
                if indeg[d] == 0:
                    heapq.heappush(ready, (min(comps[d]), d))
        return result

    # -- dominance (computed when first asked: the analyses ask it of the graph as written) -------

    @cached_property
    def idom(self) -> list[int]:
        """The immediate dominator of each block."""
        return immediate_dominators(
            len(self.blocks), 0, preds=lambda i: self.preds[i], succ=lambda i: self.succ[i]
        )

    @cached_property
    def ipdom(self) -> list[int]:
        """The immediate post-dominator of each block: dominators of the reversed graph, from a
        virtual exit that every leaving block reaches."""
        exits = [i for i in range(len(self.blocks)) if self.leaves[i]]
        return immediate_dominators(
            len(self.blocks), None, preds=lambda i: self.succ[i], succ=lambda i: self.preds[i], roots=exits
        )

    # -- queries ---------------------------------------------------------------------------------

    def zone(self, i: int) -> frozenset[int]:
        """Blocks where threads may be apart after block ``i`` branches: every block reachable
        from its successors before its immediate post-dominator (``i`` itself when it lies on a
        cycle that does not pass the post-dominator)."""
        return self.reached_before(i, self.ipdom[i])

    def reached_before(self, i: int, stop: int) -> frozenset[int]:
        """Blocks some path from block ``i``'s end reaches without entering block ``stop``
        (``stop`` excluded; ``i`` included when a path comes back to it)."""
        seen: set[int] = set()
        work = [j for j in self.succ[i] if j != stop]
        while work:
            j = work.pop()
            if j in seen:
                continue
            seen.add(j)
            work.extend(k for k in self.succ[j] if k != stop and k not in seen)
        return frozenset(seen)

    def dominates(self, a: int, b: int) -> bool:
        """Does block ``a`` dominate block ``b`` (every path from the entry to ``b`` passes ``a``)?"""
        return dominates(self.idom, a, b)

    def reach(self, sources: Iterable[int], blocked: frozenset[int]) -> frozenset[int]:
        """Blocks whose start some path reaches from the ends of ``sources`` without running
        through a block of ``blocked`` (a blocked block is reached, not left)."""
        key = (tuple(sorted(set(sources))), blocked)
        found = self._reach.get(key)
        if found is not None:
            return found
        seen: set[int] = set()
        work = [j for i in key[0] for j in self.succ[i]]
        while work:
            j = work.pop()
            if j in seen:
                continue
            seen.add(j)
            if j not in blocked:
                work.extend(k for k in self.succ[j] if k not in seen)
        result = frozenset(seen)
        self._reach[key] = result
        return result

    def block_of(self, op: Operation) -> int | None:
        """Index of the block of this region that holds ``op`` (at any depth)."""
        cur: Operation | None = op
        while cur is not None:
            block = cur.parent_block()
            if block is None:
                return None
            if block.parent is self.region:
                return self.index.get(block)
            cur = block.parent_op()
        return None


def _depth(cycle: Cycle) -> int:
    d = 0
    while cycle.parent is not None:
        cycle = cycle.parent
        d += 1
    return d


__all__ = ["RegionGraph", "Cycle", "VIRTUAL_EXIT"]
