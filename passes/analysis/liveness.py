"""Buffer lifetimes: the span of every buffer in program order (design §3).

For a buffer X, each access ``a`` (an op taking X or an alias) becomes an
*effective access*: ``a`` itself, or its outermost divergent ancestor (rule 3;
unknown region ops count as divergent). Its interval starts as the op's
``[start, end]`` and is then widened:

1. asynchronous writes (rule 2): a cp.async copy into X writes X until the wait that retires it
   — the first wait at the same or an outer level that follows a commit covering the copy (a
   commit naming its token, or a commit without tokens, which closes every open copy) at the
   same or an outer level, with at least as many commits after that one on every path as the
   wait leaves groups pending (``pending = N`` retires all but the newest N groups, as
   ``cp.async.wait_group N``; in a region of several blocks the fewest commits any path makes).
   A copy under ``scf.if iv + step < upper`` of its loop (a guarded prefetch: its iteration has
   a next one) may be retired by a wait at the top of the next iteration, its groups counted on.
   A copy no such commit follows is in flight to the end of the kernel. A TMA load into X writes
   X until a wait on the same mbarrier for the phase its transaction completes
   (``mbarrier_phases``; none: the end of the kernel). The retiring op is also an effective
   access, since a barrier between the copy and it separates nothing. A copy that a loop's
   iteration does not retire (its wait is outside the loop, or one the next iteration runs
   before reaching the copy again) is still writing in the next iteration: that loop widens it,
   even for a buffer allocated in the loop body;
2. loops (rule 1): every op around the access that may run it more than once
   (loops, unknown region ops), and every cycle of branches in a region of
   several blocks that holds it (``passes.analysis.cfg``), and does not contain
   X's alloc widens it to the whole loop or cycle — the next iteration may read
   what this one wrote. An alloc inside a loop body is per-iteration, so that
   loop does not widen it (in a cycle of branches too: the alloc dominates its
   uses, so every path round the cycle to an access runs it again; not in an
   irreducible cycle, which always widens); a view of dynamic shared memory is
   not an alloc (the same bytes in every iteration), so every loop around its
   accesses widens it. An access under a divergent branch between blocks counts
   over the branch's whole divergent region, and every cycle that holds a block
   of that region widens it.

The span is the hull of the intervals. Spans are also computed at each stage
(plain, divergence, async, loops) so that reports can say *why* two buffers
ended up live together.

Usage::

    live = compute_liveness(kernel, flow, aliases, divergence)   # flow: the kernel's ControlFlow
    live[buf].span, live[buf].effective, live[buf].captured_by

Valid until the kernel is rewritten (spans are program-order indices); it changes no IR.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass, field

from xdsl.ir import Operation, Region

from smem_opt.passes.analysis.aliases import AliasInfo
from smem_opt.passes.analysis.cfg import Cycle
from smem_opt.passes.analysis.control_flow import ControlFlow
from smem_opt.passes.analysis.divergence import Divergence
from smem_opt.passes.analysis.kernels import Buffer, Kernel
from smem_opt.passes.analysis.mbarrier_paths import wait_on_every_path
from smem_opt.passes.analysis.mbarrier_phases import MbarrierPhases, guards_next_iteration
from smem_opt.passes.analysis.op_records import (
    AsyncRole,
    LoopShape,
    RegionKind,
    async_role,
    is_async_write,
    loop_shape,
    region_kind,
    wait_pending,
)

Interval = tuple[int, int]

STAGES = ("plain", "divergent", "async", "loop")


def _hull(intervals: list[Interval]) -> Interval | None:
    if not intervals:
        return None
    return min(i[0] for i in intervals), max(i[1] for i in intervals)


@dataclass
class BufferLiveness:
    buffer: Buffer
    accesses: list[Operation]
    effective: list[Operation] = field(default_factory=list)
    """Effective access ops (divergent-hoisted, plus retiring waits), program order."""
    spans: dict[str, Interval | None] = field(default_factory=dict)
    """Span after each widening stage; ``spans['loop']`` is the final span."""
    captured_by: Operation | None = None
    widening_loops: list[Operation | Cycle] = field(default_factory=list)
    """Loops and cycles of branches that widened the span (rule 1)."""
    divergent_regions: list[Operation] = field(default_factory=list)
    """The outermost divergent region ops around the accesses (rule 2), in the accesses' order."""
    retired_at: dict[Operation, Operation] = field(default_factory=dict)
    """Each asynchronous write among the accesses -> the op that retires it (its wait, or the
    kernel's end when none does)."""

    @property
    def first_point(self) -> int:
        """Where the span starts (of a used buffer, which has one)."""
        span = self.span
        assert span is not None
        return span[0]

    @property
    def span(self) -> Interval | None:
        return self.spans.get("loop")

    @property
    def used(self) -> bool:
        return bool(self.accesses)


def _ops_after(op: Operation, root: Operation):
    """The ops that follow ``op`` in its block, then those that follow its parent in the
    enclosing block, and so on up to ``root``'s body (the same or an outer level)."""
    cur: Operation | None = op
    while cur is not None and cur is not root:
        block = cur.parent_block()
        if block is None:
            return
        nxt = cur.next_op
        while nxt is not None:
            yield nxt
            nxt = nxt.next_op
        cur = block.parent_op()


def _covers(commit: Operation, copy: Operation) -> bool:
    if not commit.operands:
        return True
    return any(r in commit.operands for r in copy.results)


def retiring_wait(copy: Operation, order: ControlFlow, phases: MbarrierPhases) -> Operation | None:
    """The op after which ``copy`` (cp.async or TMA load) has surely landed, or None
    (``phases``: the kernel's mbarrier phases, built once by ``compute_liveness``)."""
    if async_role(copy) is AsyncRole.TMA_LOAD:
        return phases.retiring_wait(copy) or wait_on_every_path(copy, order, phases)
    committed = False
    newer = 0  # groups committed after the copy's own, on every path so far
    cur: Operation | None = copy
    while cur is not None and cur is not order.root:
        block = cur.parent_block()
        if block is None:
            return None
        nxt = cur.next_op
        while nxt is not None:
            role = async_role(nxt)
            if role is AsyncRole.COMMIT and committed:
                newer += 1
            elif role is AsyncRole.COMMIT and _covers(nxt, copy):
                committed = True
            elif committed and role is AsyncRole.WAIT and wait_pending(nxt) <= newer:
                return nxt
            elif committed and nxt.regions:
                newer += fewest_commits(nxt)
            nxt = nxt.next_op
        parent = block.parent_op()
        if committed and parent is not None and _prefetch_for_next_iteration(copy, parent):
            wait = _next_iteration_wait(parent, newer)
            if wait is not None:
                return wait
        graph = order.graph_of(block)
        if graph is not None:
            found = _wait_on_every_path(order, graph, graph.index[block], copy, committed, newer)
            if found is not None:
                return found
        cur = block.parent_op()
    return None


def _prefetch_for_next_iteration(copy: Operation, loop: Operation) -> bool:
    """Does ``copy`` run only in iterations of ``loop`` that have a next one (a sequential loop, the
    copy under ``scf.if iv + step < upper``: a pipeline's guarded prefetch)?"""
    if loop_shape(loop) is not LoopShape.SEQUENTIAL:
        return False
    cur = copy.parent_op()
    while cur is not None and cur is not loop:
        if guards_next_iteration(cur, copy, loop):
            return True
        cur = cur.parent_op()
    return False


def _next_iteration_wait(loop: Operation, newer: int) -> Operation | None:
    """The first wait at the top level of ``loop``'s body that retires a group with ``newer``
    groups committed after it by the end of the current iteration, counting the next iteration's
    commits before it."""
    body = loop.regions[0].blocks.first
    for op in body.ops if body is not None else ():
        role = async_role(op)
        if role is AsyncRole.COMMIT:
            newer += 1
        elif role is AsyncRole.WAIT and wait_pending(op) <= newer:
            return op
        elif op.regions:
            newer += fewest_commits(op)
    return None


def fewest_commits(op: Operation) -> int:
    """The fewest cp.async commits every run of ``op`` makes (a region op: the fewest of its
    branches; a loop, an op whose regions may not run, one of several blocks: none), so that a
    later ``pending = N`` wait is known to leave the copies before them behind."""
    if async_role(op) is AsyncRole.COMMIT:
        return 1
    if not op.regions:
        return 0
    kind = region_kind(op)
    if kind is RegionKind.BRANCH:  # runs at most one region: an empty one (no else) gives none
        return min(_fewest_in(region) for region in op.regions)
    if kind is RegionKind.ONCE and len(op.regions) == 1:
        return _fewest_in(op.regions[0])
    return 0


def _fewest_in(region: Region) -> int:
    if len(region.blocks) != 1:
        return 0
    return sum(fewest_commits(o) for o in region.blocks[0].ops)


def _fewest_commits_after(graph, x: int) -> dict[int, int]:
    """For each block some path from the end of block ``x`` reaches: the fewest commits on such a
    path before the block starts (the blocks it runs through, each counted whole)."""
    counts = [sum(fewest_commits(op) for op in b.ops) for b in graph.blocks]
    fewest: dict[int, int] = {}
    heap = [(0, j) for j in graph.succ[x]]
    heapq.heapify(heap)
    while heap:
        d, j = heapq.heappop(heap)
        if j in fewest:
            continue
        fewest[j] = d
        for k in graph.succ[j]:
            if k not in fewest:
                heapq.heappush(heap, (d + counts[j], k))
    return fewest


def _retiring_in(block, newer: int | None) -> Operation | None:
    """The first wait of ``block`` that retires a group with ``newer`` groups committed after it
    on every path to the block's start (None: unknown, only a ``pending = 0`` wait retires it)."""
    for op in block.ops:
        role = async_role(op)
        if role is AsyncRole.WAIT and wait_pending(op) <= (newer or 0):
            return op
        if newer is not None:
            newer += 1 if role is AsyncRole.COMMIT else fewest_commits(op) if op.regions else 0
    return None


def _wait_on_every_path(
    order: ControlFlow, graph, x: int, copy: Operation, committed: bool, newer: int = 0
) -> Operation | None:
    """In a region of several blocks, where block ``x`` ends after ``copy`` (``committed``: with a
    commit covering it since, and ``newer`` commits after that one): a wait that every path from
    there runs, after a commit covering the copy and with at least as many commits after it on
    every path as the wait leaves groups pending (with the covering commit in a later block, a
    ``pending = 0`` wait), before the copy could be in flight outside the program points from
    the copy to the wait (or outside a cycle through ``x`` but not the wait, which widens the
    copy). Taken from the first block after ``x`` in program order that every path from ``x``
    reaches without leaving the region, for which every block on the way lies between the copy
    and the wait or on such a cycle, and every path to which passes a covering commit."""
    around = graph.cycles_of[x]
    if graph.leaves[x]:
        return None
    fewest = _fewest_commits_after(graph, x) if committed else {}
    commits = frozenset(
        j for j, b in enumerate(graph.blocks)
        if any(async_role(op) is AsyncRole.COMMIT and _covers(op, copy) for op in b.ops)
    )
    for y in graph.order[graph.rank[x] + 1 :]:
        block = graph.blocks[y]
        wait = _retiring_in(block, newer + fewest[y] if committed and y in fewest else None)
        if wait is None or block.first_op is None or order.start[block.first_op] < order.start[copy]:
            continue
        if not committed and y in graph.reach([x], commits - {y}):
            before = list(block.ops)[: block.get_operation_index(wait)]
            if not any(async_role(op) is AsyncRole.COMMIT and _covers(op, copy) for op in before):
                continue
        on_the_way = graph.reached_before(x, y)
        lo, hi = order.start[copy], order.start[wait]

        widened = [c for c in around if y not in c.members]  # the copy's span covers these

        def inside(j: int) -> bool:
            b = graph.blocks[j]
            if any(j in c.members for c in widened):
                return True
            return order.start[b.first_op] >= lo and order.end[b.last_op] <= hi

        if y not in graph.reach([x], frozenset()):
            continue
        if not any(graph.leaves[j] for j in on_the_way) and all(inside(j) for j in on_the_way):
            return wait
    return None


def kernel_end(kernel: Kernel, order: ControlFlow | None = None) -> Operation:
    """The kernel's last op in program order: where an unretired async copy stops at the latest
    (in a body of several blocks, the terminator of the block ordered last). With ``order``, the
    one of the IR it was computed on (the kernel may have been rewritten since)."""
    if order is not None and order.final_op is not None:
        return order.final_op
    blocks = list(kernel.op.regions[0].blocks)
    last = blocks[-1].last_op if len(blocks) > 1 else kernel.body.last_op
    assert last is not None
    return last


def loops_around(op: Operation, order: ControlFlow, divergence: Divergence) -> list[Operation | Cycle]:
    """Loop ops and cycles of branches that may run ``op`` (an effective access) more than once;
    for a branch standing for a divergent region, every cycle holding a block of it."""
    zone = divergence.zones.get(op)
    if zone is None:
        return order.loops_around(op)
    found: list[Operation | Cycle] = list(order.enclosing_loops(op))
    seen: set[int] = set()
    for block in zone:
        graph = order.graph_of(block)
        for cycle in graph.cycles_of[graph.index[block]] if graph is not None else []:
            if id(cycle) not in seen:
                seen.add(id(cycle))
                found.append(cycle)
    found.extend(c for c in order.enclosing_cycles(op) if id(c) not in seen)
    return found


def _per_iteration(buf: Buffer, loop: Operation | Cycle, order: ControlFlow) -> bool:
    if isinstance(loop, Cycle) and loop.irreducible:
        return False
    return buf.per_iteration_in(loop, order)


def compute_liveness(
    kernel: Kernel, order: ControlFlow, aliases: AliasInfo, divergence: Divergence
) -> dict[Buffer, BufferLiveness]:
    result: dict[Buffer, BufferLiveness] = {}
    phases = MbarrierPhases(kernel.op, divergence.is_divergent)
    for buf in kernel.buffers:
        accesses = sorted(aliases.accesses.get(buf, []), key=lambda o: order.start[o])
        live = BufferLiveness(buf, accesses, captured_by=aliases.captured_by.get(buf))
        stage_intervals: dict[str, list[Interval]] = {s: [] for s in STAGES}
        effective: dict[Operation, None] = {}
        widening: dict[Operation | Cycle, None] = {}
        for a in accesses:
            stage_intervals["plain"].append(order.span(a))
            region = divergence.outermost_divergent_ancestor(a)
            if region is not None and region not in live.divergent_regions:
                live.divergent_regions.append(region)
            eff = region or a
            effective[eff] = None
            iv = order.extent(eff)
            stage_intervals["divergent"].append(iv)
            still_writing: set[int] = set()  # ids of the loops (ops or cycles) it spans
            if is_async_write(a):
                wait = live.retired_at[a] = retiring_wait(a, order, phases) or kernel_end(kernel, order)
                effective[divergence.outermost_divergent_ancestor(wait) or wait] = None
                iv = (min(iv[0], order.start[a]), max(iv[1], order.end[wait]))
                # a copy not retired within its iteration (by a wait after it in the loop, not one
                # the next iteration runs first) is still writing in the next one, even into a
                # buffer allocated in the loop body
                still_writing = {
                    id(loop)
                    for loop in loops_around(a, order, divergence)
                    if not order.contains(loop, wait) or order.start[wait] < order.start[a]
                }
            stage_intervals["async"].append(iv)
            for loop in loops_around(eff, order, divergence):
                if id(loop) not in still_writing and _per_iteration(buf, loop, order):
                    continue
                widening[loop] = None
                lo, hi = order.span(loop)
                iv = (min(iv[0], lo), max(iv[1], hi))
            stage_intervals["loop"].append(iv)
        for stage in STAGES:
            live.spans[stage] = _hull(stage_intervals[stage])
        if live.captured_by is not None:
            first = kernel.body.first_op
            assert first is not None  # it holds the capturing op
            live.spans["loop"] = (order.start[first], order.last)
        live.effective = sorted(effective, key=lambda o: order.start[o])
        live.widening_loops = list(widening)
        result[buf] = live
    return result
