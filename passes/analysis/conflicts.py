"""The conflict graph: which pairs of buffers must not share bytes (design §3).

X and Y may share only if their spans do not overlap and every effective access
of the earlier one is separated from every effective access of the later one by
a guaranteed barrier on every path — including, inside a common loop, the
wrap-around path into the next iteration. Captured buffers conflict with every
used buffer; unused buffers conflict with nothing. Where an access sits in a
region of several blocks (``cf`` branches: a numba kernel, a kernel taken
through ``convert-scf-to-cf``), spans follow the weak topological order of its
blocks, widened over the cycles of branches that hold an access but not the
alloc, and separation is asked along the paths of the region's control-flow
graph in both directions (``passes.analysis.cfg_separation``).

Each edge carries the reason (the first widening stage at which the spans meet,
a missing barrier with the two ops, a wrap-around, a capture); each allowed
pair records the barrier that separates it. ``analyze_kernel`` runs the whole
analysis chain; none of it changes IR.
"""

from __future__ import annotations

import heapq
from bisect import bisect_right
from dataclasses import dataclass, field

from xdsl.ir import Operation

from smem_opt.passes.analysis.aliases import carried_to_next_iteration, compute_aliases
from smem_opt.passes.analysis.barriers import BarrierAnalysis
from smem_opt.passes.analysis.control_flow import ControlFlow
from smem_opt.passes.analysis.divergence import Divergence
from smem_opt.passes.analysis.kernels import Buffer, Kernel, declared_block_size
from smem_opt.passes.analysis.liveness import STAGES, BufferLiveness, compute_liveness
from smem_opt.passes.analysis.op_records import async_role
from smem_opt.passes.analysis.selections import exclusive_pairs
from smem_opt.passes.printed_enum import PrintedEnum
from smem_opt.reader.diagnostics import SmemDiagnostic


class ConflictKind(PrintedEnum):
    """Why two buffers may not share bytes (the string is what reports print)."""

    OVERLAPPING_SPANS = "overlapping-spans"
    DIVERGENT_REGION = "divergent-region"
    ASYNC_COPY_IN_FLIGHT = "async-copy-in-flight"
    LOOP_CARRIED = "loop-carried"
    NO_BARRIER = "no-barrier"
    WRAP_AROUND = "wrap-around"
    CAPTURED = "captured"
    UNSTRUCTURED_CONTROL_FLOW = "unstructured-control-flow"


REASON_FOR_STAGE = {
    "plain": ConflictKind.OVERLAPPING_SPANS,
    "divergent": ConflictKind.DIVERGENT_REGION,
    "async": ConflictKind.ASYNC_COPY_IN_FLIGHT,
    "loop": ConflictKind.LOOP_CARRIED,
}


@dataclass(frozen=True)
class Conflict:
    kind: ConflictKind
    first: Operation | None = None
    second: Operation | None = None


@dataclass
class KernelAnalysis:
    """The conflict graph of one kernel with the analyses it was built from (``analyze_kernel``).

    Usage::

        an = analyze_kernel(kernel)
        an.conflict(x, y)            # None: x and y may share bytes; else why not
        an.liveness[x].span, an.barriers.paths.separated(a, b)

    Valid until the kernel is rewritten (it holds the kernel's ops; ``smem-coalesce`` analyses
    again after each barrier it inserts); it changes no IR.
    """

    kernel: Kernel
    order: ControlFlow
    divergence: Divergence
    barriers: BarrierAnalysis
    liveness: dict[Buffer, BufferLiveness]
    edges: dict[frozenset[Buffer], Conflict] = field(default_factory=dict)
    separators: dict[frozenset[Buffer], Operation | None] = field(default_factory=dict)
    """For pairs allowed to share: a barrier that separates them (None: exclusive branches)."""
    deallocs: dict[Buffer, list[Operation]] = field(default_factory=dict)
    """``memref.dealloc`` ops that end each buffer's life (erased with the alloc)."""
    exclusive: set[frozenset[Buffer]] = field(default_factory=set)
    """Pairs a run-invariant choice keeps apart: a run touches one of them only
    (``passes.analysis.selections``)."""

    _last_points: dict[object, int] = field(default_factory=dict)

    def last_point_of(self, role: object) -> int:
        """The last program point of an op whose async role is ``role`` (-1: none)."""
        if role not in self._last_points:
            self._last_points[role] = max(
                (point for op, point in self.order.start.items() if async_role(op) is role), default=-1
            )
        return self._last_points[role]

    @property
    def one_thread(self) -> bool:
        """Is the block known to be one thread (``(1, 1, 1)``)? Then no other thread of the block
        runs at all, and program order alone orders every access: buffers whose spans do not
        meet share without a barrier (design §3)."""
        return declared_block_size(self.kernel.op) == (1, 1, 1)

    @property
    def unstructured(self) -> bool:
        """Is the kernel body a CFG of several blocks?"""
        return len(self.kernel.op.regions[0].blocks) > 1

    def conflict(self, x: Buffer, y: Buffer) -> Conflict | None:
        return self.edges.get(frozenset((x, y)))

    def live_cliques(self, buffers: list[Buffer]) -> list[list[Buffer]]:
        """Sets of buffers whose spans share a program point (each a clique)."""
        spans = [(span, b) for b in buffers if (span := self.liveness[b].span)]
        by_start = sorted(range(len(spans)), key=lambda i: (spans[i][0][0], spans[i][1].index))
        cliques: list[list[Buffer]] = []
        live: set[int] = set()
        ends: list[tuple[int, int]] = []  # (end, position) of the live spans, a heap
        added = 0
        for i in by_start:  # one clique at each span's start: the spans that hold that point
            start = spans[i][0][0]
            while added < len(by_start) and spans[by_start[added]][0][0] <= start:
                j = by_start[added]
                live.add(j)
                heapq.heappush(ends, (spans[j][0][1], j))
                added += 1
            while ends and ends[0][0] < start:
                live.discard(heapq.heappop(ends)[1])
            if len(live) > 1:
                cliques.append([spans[j][1] for j in sorted(live)])
        return cliques


def _overlaps(a, b) -> bool:
    return a is not None and b is not None and a[0] <= b[1] and b[0] <= a[1]


def _witness(order: ControlFlow, inner: BufferLiveness, outer: BufferLiveness, stage: str) -> Operation | None:
    span = outer.spans[stage]
    for op in inner.effective or inner.accesses:
        if span and span[0] <= order.start[op] <= span[1]:
            return op
    ops = inner.effective or inner.accesses
    return ops[0] if ops else None


def pair_conflict(an: KernelAnalysis, x: Buffer, y: Buffer) -> tuple[Conflict | None, Operation | None]:
    lx, ly = an.liveness[x], an.liveness[y]
    if not lx.used or not ly.used:
        return None, None
    # a captured address may be used where this block's rules do not reach (another block of a
    # cluster through nvvm.mapa, a pointer kept in memory): no per-block rule lets it share,
    # not even a choice fixed for the run (design §3)
    if lx.captured_by is not None or ly.captured_by is not None:
        return Conflict(ConflictKind.CAPTURED, lx.captured_by or ly.captured_by), None
    if frozenset((x, y)) in an.exclusive:
        return None, None
    for stage in STAGES:
        sx, sy = lx.spans[stage], ly.spans[stage]
        if sx is not None and sy is not None and _overlaps(sx, sy):
            first, second = (lx, ly) if sx[0] <= sy[0] else (ly, lx)
            return (
                Conflict(REASON_FOR_STAGE[stage], _witness(an.order, second, first, stage), None),
                None,
            )
    if an.one_thread:
        return None, None  # no other thread: program order orders every access (design §3)
    early, late = (lx, ly) if lx.first_point < ly.first_point else (ly, lx)
    return path_separation(an, early, late)


def path_separation(
    an: KernelAnalysis, early: BufferLiveness, late: BufferLiveness
) -> tuple[Conflict | None, Operation | None]:
    """Every path from an access of ``early`` (whose span ends first) to one of ``late``, and back
    round any loop or cycle, passes a guaranteed barrier (``PathSeparation.separation``, the one
    statement of the rule). The failing pair it names: the latest access of ``early`` against
    the earliest of ``late`` within an iteration; else the latest of ``late`` against the
    earliest of ``early`` in the next (where a barrier would go); else two exclusive accesses
    (alternatives of a uniform branch) one iteration apart."""
    separator: Operation | None = None
    paths = an.barriers.paths
    exclusive: tuple[Operation, Operation] | None = None
    for a in reversed(early.effective):
        for b in late.effective:
            found, loop = paths.separation(a, b)
            if found is None and loop is None:
                return Conflict(ConflictKind.NO_BARRIER, a, b), None
            if found is None and exclusive is None:
                exclusive = (a, b)
            if isinstance(found, Operation) and separator is None:
                separator = found
    for b in reversed(late.effective):
        for a in early.effective:
            if paths.separated(b, a) is None:
                return Conflict(ConflictKind.WRAP_AROUND, b, a), None
    if exclusive is not None:
        return Conflict(ConflictKind.WRAP_AROUND, *exclusive), None
    return None, separator


def analyze_kernel(kernel: Kernel, buffers: list[Buffer] | None = None) -> KernelAnalysis:
    """Run aliases, divergence, liveness and barriers, and build the conflict graph
    over ``buffers`` (default: the kernel's static-size buffers)."""
    order = ControlFlow(kernel.op)
    divergence = Divergence(order)
    for branch, blocks in divergence.zones.items():
        points = [order.span(op) for b in blocks for op in (b.first_op, b.last_op) if op is not None]
        points.append(order.span(branch))
        order.extents[branch] = (min(p[0] for p in points), max(p[1] for p in points))
    barriers = BarrierAnalysis(order, divergence)
    all_buffers = kernel.buffers
    aliases = compute_aliases(all_buffers)
    for buf in all_buffers:
        if (loop := carried_to_next_iteration(buf, aliases)) is not None:
            raise SmemDiagnostic(
                f"workgroup buffer '{buf.name}' is allocated in the body of a loop and handed on to its next "
                f"iteration ('{loop.name}' carries it): two allocations of it are live at once, which one "
                "buffer cannot hold; allocate it before the loop, or two buffers that the loop swaps",
                buf.op,
            )
    for buf in all_buffers:
        buf.access_alignment = aliases.alignment.get(buf, 1)
    liveness = compute_liveness(kernel, order, aliases, divergence)
    an = KernelAnalysis(kernel, order, divergence, barriers, liveness)
    an.deallocs = {b: aliases.deallocs.get(b, []) for b in all_buffers}
    an.exclusive = exclusive_pairs(kernel.op, all_buffers)
    chosen = [b for b in all_buffers if not b.is_dynamic] if buffers is None else buffers
    for x, y in candidate_pairs(an, chosen):
        conflict, separator = pair_conflict(an, x, y)
        key = frozenset((x, y))
        if conflict is not None:
            an.edges[key] = conflict
        elif an.liveness[x].used and an.liveness[y].used:
            an.separators[key] = separator
    return an


def candidate_pairs(an: KernelAnalysis, buffers: list[Buffer]):
    """Pairs that need ``pair_conflict``; every other pair may share.

    Each used buffer's effective accesses sit under a range of top-level ops of
    the kernel body, and its span lies inside that range. When a guaranteed
    barrier in the kernel body falls strictly between the ranges of X and Y,
    every access of one is separated from every access of the other and the body
    is in no loop, so they may share: such pairs are skipped without a look,
    which keeps phase-structured kernels near linear. Captured buffers are paired
    with every used buffer.
    """
    if an.unstructured:
        used = [b for b in buffers if an.liveness[b].used]
        for i, x in enumerate(used):
            for y in used[i + 1 :]:
                yield (x, y) if x.index < y.index else (y, x)
        return
    body = an.kernel.body
    bars = an.barriers.barrier_indices(body)
    ranges: dict[Buffer, tuple[int, int]] = {}
    captured: list[Buffer] = []
    for b in buffers:
        live = an.liveness[b]
        if not live.used:
            continue
        if live.captured_by is not None:
            captured.append(b)
            continue
        tops = [an.order.index_in_block[an.order.levels(op)[-1][1]] for op in live.effective]
        ranges[b] = (min(tops), max(tops))
    open_ = sorted(ranges, key=lambda b: (ranges[b][0], b.index))
    starts = [ranges[b][0] for b in open_]
    for i, x in enumerate(open_):
        k = bisect_right(bars, ranges[x][1])
        limit = bars[k] if k < len(bars) else 1 << 62
        # later-starting buffers that begin before x's next body-level barrier
        for y in open_[i + 1 : bisect_right(starts, limit)]:
            yield (x, y) if x.index < y.index else (y, x)
    used = [b for b in buffers if an.liveness[b].used]
    seen: set[frozenset[Buffer]] = set()
    for c in captured:
        for other in used:
            key = frozenset((c, other))
            if other is not c and key not in seen:
                seen.add(key)
                yield (c, other) if c.index < other.index else (other, c)
