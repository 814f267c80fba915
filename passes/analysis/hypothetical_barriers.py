"""Hypothetical barriers: what a uniform barrier at a position that holds none would separate
(design §3, *insert-barriers*), asked of the analysis without putting one into the IR.

A *position* is a point between two ops of a block (``(block, k)``: right before the op at index
``k``; never after a terminator). For two buffers that may not share only for want of a barrier
(conflict ``no-barrier`` or ``wrap-around``), :func:`barrier_requirements` lists what it takes to
let them share: one *clause* per access pair that no existing barrier separates, each the set of
positions that lie on every path between the two accesses that the barrier rule
(``passes.analysis.cfg_separation``) found without one, at every level (``_every_path``): the rest
of each block after the first access, the start of each block before the second, and in the
innermost region holding both the positions between them; for a path round the back edge of a
loop op, up to the loop's region and down from it. Structured regions and regions of several
blocks (a kernel body of ``cf`` blocks, ``cf`` inside an ``scf.execute_region``) alike. The pair
can share once every clause holds a barrier.

Positions where no barrier may go are never offered (design §3): under divergent control flow
or inside an op whose regions the analysis does not model; inside any op other than the kernel
body, a uniform ``scf.if``/``affine.if``/``scf.index_switch``, ``scf.execute_region`` and a uniform
``scf.for``/``affine.for``/``scf.while``; and where some threads may be blocked until others pass
that point (a warp-specialised hand-off: ``passes.analysis.handoffs``).

Positions that lie in exactly the same clauses are interchangeable; each such class becomes one
:class:`BarrierSite`, placed where it runs least often (outside loops first) and earliest. A
barrier the model credits is always credited by the real analysis once inserted: the model is the
real rule restricted to single positions (it never counts two new barriers that only together
cover a path), so the plan made after insertion is never worse than the one predicted. The
analysis changes no IR.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from xdsl.ir import Block, Operation

from smem_opt.passes.analysis.conflicts import ConflictKind, KernelAnalysis
from smem_opt.passes.analysis.handoffs import HandOffs
from smem_opt.passes.analysis.kernels import Buffer, name_pair
from smem_opt.passes.analysis.op_records import (
    LoopShape,
    RegionKind,
    is_distributed,
    is_loop,
    is_terminator,
    loop_shape,
    region_kind,
)

BARRIER_KINDS = (ConflictKind.NO_BARRIER, ConflictKind.WRAP_AROUND)
"""Conflicts that a barrier could lift (every other kind is the buffers' own live ranges)."""

_ORDERED_LOOPS = (LoopShape.SEQUENTIAL, LoopShape.WHILE)
"""Loops whose iterations run one after another in every thread (for, while): a barrier in
their body is offered; so it is in a parallel loop mapped to no hardware ids (``_in_order``); in
other loops (mapped parallel iterations, repeats) it is not."""
MAX_ACCESS_PAIRS = 200_000
"""Access pairs examined per kernel at most; beyond it the remaining pairs get no clauses
(they stay conflicts: the search only loses barriers it could have offered)."""


@dataclass(eq=False)
class BarrierSite:
    """One class of interchangeable positions, and where its barrier would go."""

    block: Block
    index: int
    """The barrier goes right before ``block``'s op number ``index``."""
    before: Operation | None
    """That op (None: at the end of a block without terminator)."""
    loop_depth: int
    """Loops around the position: how often the barrier would run."""
    point: int
    """Program point of ``before`` (for a deterministic order)."""
    ident: int = -1

    @property
    def cost(self) -> tuple[int, int]:
        return (self.loop_depth, self.point)


@dataclass
class PairRequirement:
    """What it takes to let two buffers share: every clause needs one of its sites."""

    buffers: tuple[Buffer, Buffer]
    clauses: list[frozenset[int]]
    """Site idents, one set per access pair not yet separated."""
    blocked: str | None = None
    """Why no placement of allowed barriers lets the pair share (None: some placement does)."""


@dataclass
class BarrierRequirements:
    """The hypothetical-barrier view of one kernel: sites and what each pair needs."""

    sites: list[BarrierSite] = field(default_factory=list)
    pairs: list[PairRequirement] = field(default_factory=list)
    truncated: bool = False
    """True when the access pairs exceeded ``MAX_ACCESS_PAIRS`` (some pairs got no clauses)."""


# -- where a barrier may go ------------------------------------------------------------------------


def _position_point(an: KernelAnalysis, block: Block, index: int) -> int:
    ops = list(block.ops)
    if index < len(ops):
        return an.order.start[ops[index]]
    return an.order.end[ops[-1]] + 1 if ops else 0


def block_refusal(an: KernelAnalysis, block: Block) -> str | None:
    """Why no barrier may go anywhere in ``block`` (None: it may, subject to the hand-off rule).
    In a region of several blocks (the kernel body's or a nested one), a barrier may go in a
    block that no divergent branch leads to before its threads meet again (uniform control: every
    thread runs the block, or none does); and in any block, only where every region op around it
    runs its regions in every thread alike."""
    if an.divergence.divergent_barriers:
        return "in a kernel with a barrier under divergent control flow"
    current: Block | None = block
    while current is not None:
        if current in an.divergence.zone_of:  # a block of a region of several blocks
            return f"under divergent '{an.divergence.zone_of[current].name}'"
        owner = current.parent_op()
        if owner is None or owner is an.order.root:
            return None
        if owner in an.divergence.ops:
            return f"under divergent '{owner.name}'"
        kind = region_kind(owner)
        if kind is RegionKind.LOOP and loop_shape(owner) not in _ORDERED_LOOPS and not _in_order(owner):
            return f"inside '{owner.name}'"
        if kind not in (RegionKind.BRANCH, RegionKind.ONCE, RegionKind.LOOP):
            return f"inside '{owner.name}', whose regions are not modelled"
        current = owner.parent_block()
    return "outside the kernel"


def _in_order(loop: Operation) -> bool:
    """Whether a parallel loop runs its iterations one after another in every thread: one mapped
    to no hardware ids (upstream lowers it to sequential loops; its bounds' uniformity is the
    divergence analysis's to decide, as for any loop). One mapped to threads or warps parts them."""
    return loop_shape(loop) is LoopShape.PARALLEL and not is_distributed(loop)


def _last_position(block: Block) -> int:
    ops = list(block.ops)
    if ops and is_terminator(ops[-1]):
        return len(ops) - 1
    return len(ops)


# -- clauses -------------------------------------------------------------------------------------

Interval = tuple[Block, int, int]
"""Positions ``lo..hi`` (inclusive) of a block."""


def _rest(an: KernelAnalysis, block: Block, ancestor: Operation) -> Interval:
    """The positions of ``block`` after ``ancestor`` (up to its terminator)."""
    return (block, an.order.index_in_block[ancestor] + 1, _last_position(block))


def _start(an: KernelAnalysis, block: Block, ancestor: Operation) -> Interval:
    """The positions of ``block`` before ``ancestor``."""
    return (block, 0, an.order.index_in_block[ancestor])


def _every_path(an: KernelAnalysis, x: Operation, y: Operation, loop: Operation | None = None) -> list[Interval]:
    """Positions on every path from ``x`` to ``y`` that the barrier rule found without a barrier,
    at every level. Let R be the innermost region holding both: below R, every path from ``x``
    runs the rest of each of its blocks (a block runs straight through to its terminator, and the
    path must leave that region), and every path into ``y`` runs each of its blocks from the
    start. In R, when ``x``'s ancestor comes before ``y``'s in one block, the positions between
    them (the path either runs straight there or leaves the block after ``x``'s ancestor);
    otherwise the rest of ``x``'s block and the start of ``y``'s (a path round a cycle of R or an
    enclosing loop runs both). The same ancestor in R (the two in different regions of one op):
    nothing in R. A path round the back edge of ``loop`` (a loop op holding both; a cycle of
    branches is named by its latch, which holds nothing: R as above) leaves every block of ``x``
    up to the loop's region and enters every block of ``y`` from there: R is the loop's region
    (or its two regions: a while's condition and body)."""
    levels_x, levels_y = an.order.levels(x), an.order.levels(y)
    if loop is not None:
        ix = next((k for k, (block, _) in enumerate(levels_x) if an.order.parent_op(block) is loop), None)
        iy = next((k for k, (block, _) in enumerate(levels_y) if an.order.parent_op(block) is loop), None)
        if ix is not None and iy is not None:
            return [*(_rest(an, *level) for level in levels_x[: ix + 1]),
                    *(_start(an, *level) for level in levels_y[: iy + 1])]
    region_y = {id(block.parent): j for j, (block, _) in enumerate(levels_y)}
    out: list[Interval] = []
    for block_x, ax in levels_x:
        j = region_y.get(id(block_x.parent))
        if j is None:
            out.append(_rest(an, block_x, ax))
            continue
        out.extend(_start(an, *level) for level in levels_y[:j])
        block_y, ay = levels_y[j]
        if ax is ay:
            return out
        ia, ib = an.order.index_in_block[ax], an.order.index_in_block[ay]
        if block_x is block_y and ia < ib:
            return [*out, (block_x, ia + 1, ib)]
        return [*out, _rest(an, block_x, ax), _start(an, block_y, ay)]
    return []


def _pair_clauses(an: KernelAnalysis, x: Buffer, y: Buffer, budget: list[int]) -> list[list[Interval]] | None:
    """The clauses (as position intervals) of one pair; None when over the access-pair budget."""
    lx, ly = an.liveness[x], an.liveness[y]
    early, late = (lx, ly) if lx.first_point < ly.first_point else (ly, lx)
    budget[0] -= len(early.effective) * len(late.effective)
    if budget[0] < 0:
        return None
    paths = an.barriers.paths
    # every path the rule finds without a barrier (``PathSeparation.separation``), either way
    # round: from ``a`` to ``b`` within an iteration, round a cycle of branches, or round the
    # back edge of a loop op (``b`` comes later: a path back to ``a`` runs round a loop or a cycle)
    return [
        _every_path(an, p, q, loop)
        for a in early.effective
        for b in late.effective
        for p, q in ((a, b), (b, a))
        for found, loop in [paths.separation(p, q)]
        if found is None
    ]


# -- sites ---------------------------------------------------------------------------------------


def barrier_requirements(an: KernelAnalysis) -> BarrierRequirements:
    """Sites and per-pair clauses for every conflict a barrier could lift."""
    result = BarrierRequirements()
    budget = [MAX_ACCESS_PAIRS]
    raw: list[tuple[PairRequirement, list[list[Interval]]]] = []
    for key, conflict in sorted(an.edges.items(), key=lambda kv: name_pair(kv[0])):
        if conflict.kind not in BARRIER_KINDS:
            continue
        x, y = sorted(key, key=lambda b: b.name)
        req = PairRequirement((x, y), [])
        clauses = _pair_clauses(an, x, y, budget)
        if clauses is None:
            result.truncated = True
            req.blocked = "not examined (too many access pairs in this kernel)"
            result.pairs.append(req)
            continue
        raw.append((req, clauses))
        result.pairs.append(req)
    refusals: dict[Block, str | None] = {}

    def refusal(block: Block) -> str | None:
        if block not in refusals:
            refusals[block] = block_refusal(an, block)
        return refusals[block]

    # cut every block into segments at the ends of the intervals that fall in it
    cuts: dict[Block, set[int]] = {}
    for _, clauses in raw:
        for clause in clauses:
            for block, lo, hi in clause:
                if lo <= hi and refusal(block) is None:
                    cuts.setdefault(block, set()).update((lo, hi + 1))
    segments: dict[Block, list[tuple[int, int]]] = {
        block: [(lo, hi - 1) for lo, hi in zip(sorted(points), sorted(points)[1:])] for block, points in cuts.items()
    }
    # each segment's first position where a barrier may go (the hand-off rule)
    positions: dict[tuple[Block, int], int | None] = {}
    handoffs = HandOffs(an.order, an.divergence.slots)
    for block, segs in segments.items():
        for lo, hi in segs:
            positions[(block, lo)] = next((k for k in range(lo, hi + 1) if handoffs.barrier_safe_at(block, k)), None)
    # clauses over segments, then segments grouped by the clauses they are in
    clause_ids: dict[tuple[tuple[Block, int], ...], int] = {}
    members: dict[tuple[Block, int], set[int]] = {}
    pair_clause_ids: list[tuple[PairRequirement, list[int], list[str]]] = []
    for req, clauses in raw:
        ids: list[int] = []
        why: list[str] = []
        for clause in clauses:
            segs_in: list[tuple[Block, int]] = []
            for block, lo, hi in clause:
                if lo > hi:
                    continue
                reason = refusal(block)
                if reason is not None:
                    why.append(reason)
                    continue
                for s_lo, s_hi in segments[block]:
                    if lo <= s_lo and s_hi <= hi:
                        if positions[(block, s_lo)] is not None:
                            segs_in.append((block, s_lo))
                        else:
                            why.append("a warp-specialised hand-off")
            clause_key = tuple(sorted(set(segs_in), key=lambda s: (id(s[0]), s[1])))
            if not clause_key:
                ids.append(-1)
                continue
            cid = clause_ids.setdefault(clause_key, len(clause_ids))
            ids.append(cid)
            for member in clause_key:
                members.setdefault(member, set()).add(cid)
        pair_clause_ids.append((req, ids, why))
    groups: dict[frozenset[int], list[tuple[Block, int]]] = {}
    for member, cids in members.items():
        groups.setdefault(frozenset(cids), []).append(member)
    chosen: list[tuple[BarrierSite, frozenset[int]]] = []
    for signature, grouped in groups.items():
        # every member has a position (a segment without one joined no clause)
        sites = [_site(an, block, at) for block, lo in grouped if (at := positions[(block, lo)]) is not None]
        best = min(sites, key=lambda s: s.cost)
        chosen.append((best, signature))
    site_of_clause: dict[int, set[int]] = {}
    for best, signature in sorted(chosen, key=lambda c: (c[0].point, c[0].loop_depth)):
        best.ident = len(result.sites)
        result.sites.append(best)
        for cid in signature:
            site_of_clause.setdefault(cid, set()).add(best.ident)
    for req, ids, why in pair_clause_ids:
        if any(cid < 0 for cid in ids):
            req.blocked = _blocked_text(why)
            continue
        unique = {frozenset(site_of_clause[cid]) for cid in ids}
        req.clauses = sorted(unique, key=lambda c: sorted(c))
    return result


def _blocked_text(reasons: list[str]) -> str:
    if not reasons:
        return "no position lies between the accesses (they are parts of one op)"
    seen = list(dict.fromkeys(reasons))
    return "every position that would separate them is " + " or ".join(seen)


def _site(an: KernelAnalysis, block: Block, index: int) -> BarrierSite:
    ops = list(block.ops)
    before = ops[index] if index < len(ops) else None
    depth = 0
    owner = block.parent_op()
    while owner is not None and owner is not an.order.root:
        if is_loop(owner):
            depth += 1
        owner = owner.parent_op()
    return BarrierSite(block, index, before, depth, _position_point(an, block, index))


__all__ = [
    "BARRIER_KINDS",
    "BarrierRequirements",
    "BarrierSite",
    "PairRequirement",
    "barrier_requirements",
    "block_refusal",
]
