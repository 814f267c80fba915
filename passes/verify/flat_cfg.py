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
- an op the table does not know: entry -> exit and every region may follow every region, any
  number of times;
- several blocks: their terminators' successors, back edges included (an edge into a block that
  only tests a condition the edge's values decide goes where that test goes:
  ``op_records.edge_target``); the blocks under a divergent branch, up to where its threads
  meet again (``passes.verify.uniformity``), may also follow each other in any order.

Barriers inside divergent regions or opaque ops are not barriers here (some threads may skip them).
Divergence is computed here too (``passes.verify.uniformity``), independently of
``passes.analysis.divergence``. A per-thread slot's loads are uniform only when every load finds
its element stored on every path: a must-dataflow over a first flattening, built with every such
load divergent (its extra edges only remove paths' stores, never add them).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from xdsl.ir import Block, Operation, Region

from smem_opt.passes.analysis.op_records import (
    LoopShape,
    RegionKind,
    edge_target,
    is_barrier,
    loop_shape,
    region_kind,
    runs_at_least_once,
)
from smem_opt.passes.verify.uniformity import Uniformity, slot_candidates, zone_of_branch


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
    branch_edges: dict[tuple[int, int], tuple[Operation, int]] = field(default_factory=dict)
    """Edges from a branch between blocks (``cf.br``, ``cf.cond_br``, ...) to the start of its
    ``k``-th successor's block (or the block its test leads to): the branch's operands become
    that successor's arguments across them."""
    block_starts: dict[int, Block] = field(default_factory=dict)
    """The node where each block starts (its arguments are defined again there)."""
    crossings: set[tuple[int, int]] = field(default_factory=set)
    """Edges along which a path goes on in another thread: from one arm of a divergent branch
    into another, and through the hub of a divergent zone (what one thread's path knew about its
    values does not hold across them)."""
    entry: int = 0
    exit: int = 0

    def new(self, op: Operation | None = None) -> int:
        self.succ.append([])
        self.op_at.append(op)
        return len(self.succ) - 1

    def edge(self, a: int, b: int) -> None:
        self.succ[a].append(b)

    def loop_edge(self, a: int, b: int, loop: Operation, role: str) -> None:
        """An edge into, around or out of ``loop``'s body, kept in ``loop_edges`` as ``role``."""
        self.edge(a, b)
        self.loop_edges[(a, b)] = (loop, role)

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
    cfg = _flatten(kernel_op, uni)
    slots = slot_candidates(kernel_op)
    if not slots:
        return cfg, uni
    initialized = _initialized_loads(cfg, slots)
    if not initialized:
        return cfg, uni
    uni = Uniformity(kernel_op, initialized)
    return _flatten(kernel_op, uni), uni


def _flatten(kernel_op: Operation, uni: Uniformity) -> FlatCFG:
    cfg = FlatCFG()
    builder = _Builder(cfg, uni)
    entry, exit_ = builder.region(kernel_op.regions[0], divergent=False)
    cfg.entry, cfg.exit = entry, exit_
    return cfg


def _initialized_loads(cfg: FlatCFG, slots) -> set[Operation]:
    """Loads of slot elements stored on every path to them since the slot's allocation
    (must-dataflow: a bit per slot element, intersection at joins)."""
    bit: dict[tuple[int, tuple[int, ...]], int] = {}
    for k, slot in enumerate(slots):
        for _, key, *_ in (*slot.stores, *slot.loads):
            bit.setdefault((k, key), len(bit))
    everything = (1 << len(bit)) - 1
    gen = [0] * len(cfg.succ)
    kill = [0] * len(cfg.succ)
    for k, slot in enumerate(slots):
        node = cfg.node_of.get(slot.alloc)
        if node is not None:
            kill[node] |= sum(1 << b for (s, _), b in bit.items() if s == k)
        for store, key, _ in slot.stores:
            if store in cfg.node_of:
                gen[cfg.node_of[store]] |= 1 << bit[(k, key)]
    preds = cfg.preds()
    order = cfg.order()
    outs = [everything] * len(cfg.succ)
    ins = [everything] * len(cfg.succ)
    changed = True
    while changed:
        changed = False
        for node in order:
            acc = 0 if node == cfg.entry else everything
            for p in preds[node]:
                acc &= outs[p]
            ins[node] = acc
            new = (acc & ~kill[node]) | gen[node]
            if new != outs[node]:
                outs[node] = new
                changed = True
    found: set[Operation] = set()
    for k, slot in enumerate(slots):
        for load, key in slot.loads:
            node = cfg.node_of.get(load)
            if node is not None and ins[node] >> bit[(k, key)] & 1:
                found.add(load)
    return found


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
        # blocks under a divergent branch, up to where its threads meet again
        zones: list[set[Block]] = []
        if len(blocks) > 1:
            index = {b: i for i, b in enumerate(blocks)}
            succ = [
                sorted({index[t] for t in (edge_target(b.last_op, k) for k in range(len(b.last_op.successors))) if t in index})
                if b.last_op is not None else []
                for b in blocks
            ]
            for i, block in enumerate(blocks):
                term = block.last_op
                if term is not None and term.successors and self.uni.op_diverges(term):
                    reached, _ = zone_of_branch(blocks, succ, i)
                    zones.append({blocks[j] for j in reached})
        under = set().union(*zones) if zones else set()
        starts: dict[Block, int] = {}
        ends: dict[Block, int] = {}
        for block in blocks:
            starts[block], ends[block] = self.block(block, divergent or block in under)
        cfg.edge(entry, starts[blocks[0]])
        for block in blocks:
            term = block.last_op
            if term is not None and term.successors:
                for k in range(len(term.successors)):
                    target = starts[edge_target(term, k)]
                    cfg.edge(ends[block], target)
                    cfg.branch_edges.setdefault((ends[block], target), (term, k))
            else:
                cfg.edge(ends[block], exit_)
        if divergent and len(blocks) > 1:
            zones = [set(blocks)]
        for zone in zones:
            hub = cfg.new()
            for block in zone:
                cfg.edge(ends[block], hub)
                cfg.edge(hub, starts[block])
                cfg.crossings.update({(ends[block], hub), (hub, starts[block])})
        return entry, exit_

    def block(self, block: Block, divergent: bool) -> tuple[int, int]:
        cfg = self.cfg
        start = cfg.new()
        cfg.block_starts[start] = block
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
                            cfg.crossings.add((end, entry))
            return node, exit_
        if kind is RegionKind.ONCE:
            entry, end = self.region(op.regions[0], inner_div)
            cfg.edge(node, entry)
            cfg.edge(end, exit_)
            return node, exit_
        if kind is RegionKind.LOOP and loop_shape(op) is LoopShape.WHILE and len(op.regions) == 2:
            (b_in, b_out), (a_in, a_out) = (self.region(r, inner_div) for r in op.regions)
            cfg.loop_edge(node, b_in, op, "enter")
            cfg.edge(b_out, a_in)
            cfg.loop_edge(b_out, exit_, op, "exit")
            cfg.loop_edge(a_out, b_in, op, "back")
            return node, exit_
        if kind is RegionKind.LOOP and len(op.regions) == 1:
            entry, end = self.region(op.regions[0], inner_div)
            cfg.loop_edge(node, entry, op, "enter")
            cfg.loop_edge(end, entry, op, "back")
            cfg.loop_edge(end, exit_, op, "exit")
            if not runs_at_least_once(op):
                cfg.edge(node, exit_)
            return node, exit_
        # opaque: any region, any number of times, in any order, maybe in some threads only
        parts = [self.region(r, True) for r in op.regions]
        cfg.edge(node, exit_)
        for entry, end in parts:
            cfg.loop_edge(node, entry, op, "enter")
            cfg.loop_edge(end, exit_, op, "exit")
            for entry2, _ in parts:
                cfg.loop_edge(end, entry2, op, "back")
        return node, exit_
