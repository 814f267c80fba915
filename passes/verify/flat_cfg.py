"""A kernel flattened into one control-flow graph, for the plan verifier (design §6).

This is deliberately not how ``smem-coalesce`` reasons (program-order spans and structural barrier
placement): the verifier follows paths. Every op is a node; an op with regions gets an entry node
(the op itself) and an exit node, and its regions are wired in as the op records
(``passes.analysis.op_records``) say they run:

- a branch: entry -> each region -> exit; a missing region is an edge entry -> exit; when its
  condition is divergent, every region also flows into every other one (threads run them at once);
- run once: entry -> region -> exit;
- a loop: entry -> body -> exit, a back edge body end -> body start, and entry -> exit unless the
  loop surely runs (constant bounds under its own comparison, signedness and width included;
  ``scf.while`` runs its condition region first);
- an op the table does not know (and any region with several blocks): entry -> exit and every
  region may follow every region, any number of times;
- several blocks: their terminators' successors, back edges included.

Barriers inside divergent regions or opaque ops are not barriers here (some threads may skip them).
Divergence is computed here too, by forward propagation over def-use chains from the thread
identities, independently of ``passes.analysis.divergence``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from xdsl.ir import Block, Operation, Region, SSAValue

from smem_opt.passes.analysis.op_records import (
    LoopShape,
    RegionKind,
    ValueSource,
    control_operands,
    forwarded_values,
    induction_vars,
    is_barrier,
    is_distributed,
    is_terminator,
    loop_shape,
    region_kind,
    runs_at_least_once,
    thread_args,
    value_source,
)


class Uniformity:
    """Which values differ between the threads of a block, and which ops therefore diverge:
    forward propagation over def-use chains from what may differ (thread identities, values the
    op records call divergent or opaque, block arguments of unknown source), independently of
    ``passes.analysis.divergence`` (which solves the same question by fixpoint over the ops).

    Usage: ``Uniformity(kernel.op).op_diverges(op)``. Valid until the kernel is rewritten.
    """

    def __init__(self, kernel_op: Operation):
        self.kernel_op = kernel_op
        self.divergent: set[SSAValue] = set()
        self.divergent_ops: set[Operation] = set()
        self._work: list[SSAValue] = []
        self._add_all(thread_args(kernel_op))
        for region in kernel_op.regions:
            for block in list(region.blocks)[1:]:
                self._add_all(block.args)
        for op in kernel_op.walk():
            if op is kernel_op:
                continue
            kind = region_kind(op)
            if kind is RegionKind.NONE:
                if value_source(op) in (ValueSource.DIVERGENT, ValueSource.OPAQUE):
                    self._add_all(op.results)
                continue
            if kind is RegionKind.OPAQUE or is_distributed(op):
                self._diverge(op)
            self._add_all(_unknown_sources(op))
        while self._work:
            value = self._work.pop()
            for use in list(value.uses):
                self._propagate(use.operation, use.index)

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
            if parent is not None and parent is not self.kernel_op and region_kind(parent) is not RegionKind.KERNEL:
                self._diverge(parent)
            else:
                self.divergent_ops.add(user)
        targets = forwarded_values(user, index)
        if targets is None:
            if parent is not None and parent is not self.kernel_op:
                self._add_all(parent.results)
            return
        self._add_all(targets)

    def op_diverges(self, op: Operation) -> bool:
        return op in self.divergent_ops or any(v in self.divergent for v in control_operands(op))


def _unknown_sources(op: Operation) -> list[SSAValue]:
    """Results and block arguments of a region op that neither a flow nor an induction variable
    defines."""
    known: set[SSAValue] = set(induction_vars(op))
    for i in range(len(op.operands)):
        known.update(forwarded_values(op, i) or [])
    for region in op.regions:
        for block in region.blocks:
            term = block.last_op
            if term is not None and is_terminator(term):
                for i in range(len(term.operands)):
                    known.update(forwarded_values(term, i) or [])
    values = list(op.results)
    for region in op.regions:
        for block in region.blocks:
            values.extend(block.args)
    return [v for v in values if v not in known]


@dataclass
class FlatCFG:
    """A kernel as one control-flow graph (``build_cfg``). Nodes are ints; ``node_of`` maps each
    op to its (entry) node.

    Usage::

        cfg, uniformity = build_cfg(kernel.op)
        cfg.succ[cfg.node_of[op]], cfg.barriers, cfg.loop_edges

    Valid until the kernel is rewritten; building it changes no IR.
    """

    succ: list[list[int]] = field(default_factory=list)
    node_of: dict[Operation, int] = field(default_factory=dict)
    op_at: list[Operation | None] = field(default_factory=list)
    barriers: set[int] = field(default_factory=set)
    """Nodes of barriers that every thread of the block reaches together."""
    loop_edges: dict[tuple[int, int], tuple[Operation, str]] = field(default_factory=dict)
    """Edges into a loop's body ("enter"), from its end into the next iteration ("back") and out
    of it ("exit"): values defined in the body, and its iteration arguments, mean something else
    across them."""
    entry: int = 0
    exit: int = 0

    def new(self, op: Operation | None = None) -> int:
        self.succ.append([])
        self.op_at.append(op)
        return len(self.succ) - 1

    def edge(self, a: int, b: int) -> None:
        self.succ[a].append(b)

    def preds(self) -> list[list[int]]:
        out: list[list[int]] = [[] for _ in self.succ]
        for a, bs in enumerate(self.succ):
            for b in bs:
                out[b].append(a)
        return out

    def order(self) -> list[int]:
        """Nodes in reverse post-order from the entry (unreachable nodes last)."""
        seen = [False] * len(self.succ)
        post: list[int] = []
        stack: list[tuple[int, int]] = [(self.entry, 0)]
        seen[self.entry] = True
        while stack:
            node, i = stack.pop()
            if i < len(self.succ[node]):
                stack.append((node, i + 1))
                nxt = self.succ[node][i]
                if not seen[nxt]:
                    seen[nxt] = True
                    stack.append((nxt, 0))
            else:
                post.append(node)
        rest = [n for n in range(len(self.succ)) if not seen[n]]
        return post[::-1] + rest


def build_cfg(kernel_op: Operation) -> tuple[FlatCFG, Uniformity]:
    uni = Uniformity(kernel_op)
    cfg = FlatCFG()
    builder = _Builder(cfg, uni)
    entry, exit_ = builder.region(kernel_op.regions[0], divergent=False)
    cfg.entry, cfg.exit = entry, exit_
    return cfg, uni


class _Builder:
    def __init__(self, cfg: FlatCFG, uni: Uniformity):
        self.cfg = cfg
        self.uni = uni

    def region(self, region: Region, divergent: bool) -> tuple[int, int]:
        cfg = self.cfg
        entry, exit_ = cfg.new(), cfg.new()
        blocks = list(region.blocks)
        if not blocks:
            cfg.edge(entry, exit_)
            return entry, exit_
        if len(blocks) > 1 and any(
            t is not None and t in self.uni.divergent_ops for t in (b.last_op for b in blocks)
        ):
            divergent = True
        starts: dict[Block, int] = {}
        ends: dict[Block, int] = {}
        for block in blocks:
            starts[block], ends[block] = self.block(block, divergent)
        cfg.edge(entry, starts[blocks[0]])
        for block in blocks:
            term = block.last_op
            targets = list(term.successors) if term is not None else []
            if targets:
                for t in targets:
                    cfg.edge(ends[block], starts[t])
            else:
                cfg.edge(ends[block], exit_)
        if divergent and len(blocks) > 1:
            hub = cfg.new()
            for block in blocks:
                cfg.edge(ends[block], hub)
                cfg.edge(hub, starts[block])
        return entry, exit_

    def block(self, block: Block, divergent: bool) -> tuple[int, int]:
        cfg = self.cfg
        start = cfg.new()
        prev = start
        for op in block.ops:
            first, last = self.op(op, divergent)
            cfg.edge(prev, first)
            prev = last
        return start, prev

    def op(self, op: Operation, divergent: bool) -> tuple[int, int]:
        cfg = self.cfg
        node = cfg.new(op)
        cfg.node_of[op] = node
        kind = region_kind(op)
        if kind is RegionKind.NONE:
            if is_barrier(op) and not divergent:
                cfg.barriers.add(node)
            return node, node
        exit_ = cfg.new()
        diverges = self.uni.op_diverges(op)
        inner_div = divergent or diverges
        if kind is RegionKind.BRANCH:
            parts = [self.region(r, inner_div) for r in op.regions]
            for entry, end in parts:
                cfg.edge(node, entry)
                cfg.edge(end, exit_)
            if diverges:
                for i, (_, end) in enumerate(parts):
                    for j, (entry, _) in enumerate(parts):
                        if i != j:
                            cfg.edge(end, entry)
            return node, exit_
        if kind is RegionKind.ONCE:
            entry, end = self.region(op.regions[0], inner_div)
            cfg.edge(node, entry)
            cfg.edge(end, exit_)
            return node, exit_
        if kind is RegionKind.LOOP and loop_shape(op) is LoopShape.WHILE and len(op.regions) == 2:
            (b_in, b_out), (a_in, a_out) = (self.region(r, inner_div) for r in op.regions)
            cfg.edge(node, b_in)
            cfg.edge(b_out, a_in)
            cfg.edge(b_out, exit_)
            cfg.edge(a_out, b_in)
            cfg.loop_edges[(node, b_in)] = (op, "enter")
            cfg.loop_edges[(b_out, exit_)] = (op, "exit")
            cfg.loop_edges[(a_out, b_in)] = (op, "back")
            return node, exit_
        if kind is RegionKind.LOOP and len(op.regions) == 1:
            entry, end = self.region(op.regions[0], inner_div)
            cfg.edge(node, entry)
            cfg.edge(end, entry)
            cfg.edge(end, exit_)
            cfg.loop_edges[(node, entry)] = (op, "enter")
            cfg.loop_edges[(end, entry)] = (op, "back")
            cfg.loop_edges[(end, exit_)] = (op, "exit")
            if not runs_at_least_once(op):
                cfg.edge(node, exit_)
            return node, exit_
        # opaque: any region, any number of times, in any order, maybe in some threads only
        parts = [self.region(r, True) for r in op.regions]
        cfg.edge(node, exit_)
        for entry, end in parts:
            cfg.edge(node, entry)
            cfg.edge(end, exit_)
            cfg.loop_edges[(node, entry)] = (op, "enter")
            cfg.loop_edges[(end, exit_)] = (op, "exit")
            for entry2, _ in parts:
                cfg.edge(end, entry2)
                cfg.loop_edges[(end, entry2)] = (op, "back")
        return node, exit_
