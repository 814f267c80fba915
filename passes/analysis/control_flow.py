"""The kernel's control-flow graph: the one structure every analysis of a kernel queries.

Built once per kernel (``conflicts.analyze_kernel``); liveness, divergence, private slots, barrier
separation, the hand-off and loop facts and the hypothetical barriers all read it, and none builds
a graph of its own (``smem-verify-plan`` keeps its own reading of the flattened kernel on purpose;
``--check`` runs the lowered code). It is region-aware:

- *structured ops are regions with their edges*: an op's regions nest in its block, and which
  edges join them (into a loop body and round it again, into one alternative of a branch) is the
  op's record (``op_records``: ``region_kind``, ``is_loop``); ``levels`` gives, for an op, the
  block and op at every level up to the kernel's body;
- *blocks of a region of several blocks are blocks*: each such region has its graph
  (``passes.analysis.cfg.RegionGraph``) in two views of one set of edges: ``graphs`` follows the
  short-cut past a block that only tests what the edge decides (liveness and barrier separation:
  a loop that surely runs is not skipped), ``written`` keeps every block (divergence and private
  slots: a test block is where paths meet). A region has one dominator and one post-dominator
  tree, of the graph as written (computed when first asked); ``dominates`` answers for two ops
  at any depth;
- *loop facts*: ``enclosing_loops`` (loop ops and unknown region ops that may run an op more than
  once), ``enclosing_cycles`` (cycles of branches), ``loops_around`` (both, as liveness and the
  barrier rule need them).

Program order: every op gets a start index in pre-order; an op with regions also gets an end index
after everything nested in it, so it spans ``[start, end]``. Regions are numbered in order
(``then`` before ``else``, ``before`` before ``after``). The blocks of a region of several blocks
are numbered in the weak topological order of its graph: every cycle of branches is contiguous,
so a cycle spans ``[start, end]`` like a loop op.
"""

from __future__ import annotations

from collections.abc import Iterator

from xdsl.ir import Block, Operation, Region

from smem_opt.passes.analysis.cfg import Cycle, RegionGraph
from smem_opt.passes.analysis.op_records import is_loop

__all__ = ["ControlFlow", "Cycle"]


class ControlFlow:
    """The control-flow graph of one kernel: program order, nesting, the graphs of its regions
    of several blocks, dominance and loops.

    Usage::

        flow = ControlFlow(kernel.op)
        flow.span(op), flow.contains(loop, op), flow.loops_around(op), flow.dominates(a, b)
        flow.graph_of(block), flow.written[region]

    Valid until the kernel is rewritten (positions are computed once); it changes no IR.
    """

    def __init__(self, root: Operation):
        self.root = root
        self.start: dict[Operation, int] = {}
        self.end: dict[Operation, int] = {}
        self.index_in_block: dict[Operation, int] = {}
        self.block_of: dict[Operation, Block] = {}
        """Each op's block, as it was when the order was computed (so is every structural answer
        here: the kernel may be rewritten after, a report still reads the program it planned)."""
        self.owner_of: dict[Block, Operation] = {}
        self.region_of: dict[Block, Region] = {}
        self.graphs: dict[Region, RegionGraph] = {}
        """The control-flow graph of every region of several blocks, short-cuts followed."""
        self.written: dict[Region, RegionGraph] = {}
        """The same graphs as written: no short-cut hides a block where paths meet (their cycles
        carry no program points: spans are asked of ``graphs``)."""
        self.extents: dict[Operation, tuple[int, int]] = {}
        """Ops that stand for more than themselves (a divergent branch for its divergent region:
        ``passes.analysis.divergence``), with the points they cover."""
        counter = 0
        stack: list[tuple[Operation, bool]] = [(root, False)]
        while stack:
            op, done = stack.pop()
            if done:
                self.end[op] = counter
                counter += 1
                continue
            self.start[op] = counter
            counter += 1
            if not op.regions:
                self.end[op] = self.start[op]
                continue
            stack.append((op, True))
            children: list[Operation] = []
            for region in op.regions:
                for block in self._blocks_in_order(region):
                    self.owner_of[block] = op
                    self.region_of[block] = region
                    for i, child in enumerate(block.ops):
                        self.index_in_block[child] = i
                        self.block_of[child] = block
                        children.append(child)
            for child in reversed(children):
                stack.append((child, False))
        self.last = counter
        ends = [b.last_op for b in root.regions[0].blocks if b.last_op is not None] if root.regions else []
        self.final_op: Operation | None = max(ends, key=lambda o: self.end[o]) if ends else None
        """The root's last op in program order (in a body of several blocks, the terminator of the
        block ordered last): recorded here so that it still names an op of this order after the
        kernel is rewritten."""
        for graph in self.graphs.values():
            for cycle in graph.cycles:
                blocks = cycle.blocks
                cycle.start = min(self.start[b.first_op] for b in blocks if b.first_op is not None)
                cycle.end = max(self.end[b.last_op] for b in blocks if b.last_op is not None)

    def _blocks_in_order(self, region: Region) -> list[Block]:
        if len(region.blocks) < 2:
            return list(region.blocks)
        graph = self.graphs[region] = RegionGraph(region)
        self.written[region] = RegionGraph(region, shortcuts=False)
        return [graph.blocks[i] for i in graph.order]

    def span(self, op: Operation | Cycle) -> tuple[int, int]:
        if isinstance(op, Cycle):
            return op.start, op.end
        return self.start[op], self.end[op]

    def extent(self, op: Operation) -> tuple[int, int]:
        """The points ``op`` covers as an effective access: its span, or for a divergent branch
        its whole divergent region."""
        return self.extents.get(op) or self.span(op)

    def graph_of(self, block: Block) -> RegionGraph | None:
        """The control-flow graph of ``block``'s region when it has several blocks."""
        region = self.region_of.get(block, block.parent)
        return self.graphs.get(region) if region is not None else None

    def levels(self, op: Operation) -> list[tuple[Block, Operation]]:
        """(block, ancestor of ``op`` directly in that block), innermost first, up to the root's
        body."""
        out: list[tuple[Block, Operation]] = []
        cur: Operation | None = op
        while cur is not None and cur is not self.root:
            block = self.parent_block(cur)
            if block is None:
                break
            out.append((block, cur))
            cur = self.parent_op(block)
        return out

    def parent_block(self, op: Operation) -> Block | None:
        """``op``'s block when the order was computed (the IR's own for an op it did not see)."""
        return self.block_of.get(op) or op.parent_block()

    def parent_op(self, block: Block) -> Operation | None:
        return self.owner_of.get(block) or block.parent_op()

    def enclosing_cycles(self, op: Operation) -> list[Cycle]:
        """Cycles of branches that may run ``op`` more than once, innermost first."""
        out: list[Cycle] = []
        for block, _ in self.levels(op):
            graph = self.graph_of(block)
            if graph is not None:
                out.extend(graph.cycles_of[graph.index[block]])
        return out

    def ancestors(self, op: Operation) -> Iterator[Operation]:
        """Proper ancestors of ``op`` up to and excluding the root, innermost first."""
        for _, ancestor in self.levels(op)[1:]:
            yield ancestor

    def contains(self, outer: Operation | Cycle, inner: Operation) -> bool:
        lo, hi = self.span(outer)
        return lo <= self.start[inner] and self.end[inner] <= hi

    def ancestor_in_block(self, op: Operation, block: Block) -> Operation | None:
        """The ancestor of ``op`` (or ``op`` itself) that sits directly in ``block``."""
        cur: Operation | None = op
        while cur is not None and self.parent_block(cur) is not block:
            up = self.parent_block(cur)
            cur = self.parent_op(up) if up is not None else None
        return cur

    def enclosing_loops(self, op: Operation) -> list[Operation]:
        """Ancestors that may run ``op`` more than once (loops and unknown region ops)."""
        return [p for p in self.ancestors(op) if is_loop(p)]

    def loops_around(self, op: Operation) -> list[Operation | Cycle]:
        """Every loop op and cycle of branches that may run ``op`` more than once: the loop ops
        innermost first, then the cycles innermost first."""
        return [*self.enclosing_loops(op), *self.enclosing_cycles(op)]

    def dominates(self, a: Operation, b: Operation) -> bool:
        """Does ``a`` run before ``b`` on every path to ``b`` (``a`` is not ``b``, nor holds it)?
        In one block: ``a`` comes first; else at the innermost level where ``b``'s enclosing
        block shares a region of several blocks with ``a``'s block: that block dominates (graph
        as written); a structured region is entered only through its op, so ``a`` inside one
        dominates nothing outside it. Reads the IR as it is now."""
        home = a.parent_block()
        cur: Operation | None = b
        while cur is not None and cur is not self.root:
            block = cur.parent_block()
            if block is None or home is None:
                return False
            if block is home:
                return cur is not a and block.get_operation_index(a) < block.get_operation_index(cur)
            if block.parent is home.parent and block.parent is not None:
                graph = self.written.get(block.parent)
                return graph is not None and graph.dominates(graph.index[home], graph.index[block])
            cur = block.parent_op()
        return False
