"""Buffer lifetimes: the span of every buffer in program order (design §3).

For a buffer X, each access ``a`` (an op taking X or an alias) becomes an
*effective access*: ``a`` itself, or its outermost divergent ancestor (rule 3;
unknown region ops count as divergent). Its interval starts as the op's
``[start, end]`` and is then widened:

1. asynchronous writes (rule 2): a cp.async copy into X writes X until the
   wait that retires it — the first wait with ``pending = 0`` at the same or an
   outer level that follows a commit covering the copy (a commit naming its
   token, or a commit without tokens, which closes every open copy) at the same
   or an outer level. A copy no such commit follows is in flight to the end of
   the kernel. A TMA load into X writes X until a wait on the same mbarrier for
   the phase its transaction completes (``mbarrier_phases``; none: the end of
   the kernel). The retiring op is also an effective access, since a barrier
   between the copy and it separates nothing. A copy that a loop's iteration
   does not retire is still writing in the next iteration: that loop widens it,
   even for a buffer allocated in the loop body;
2. loops (rule 1): every op around the access that may run it more than once
   (loops, unknown region ops) and does not contain X's alloc widens it to the
   whole op — the next iteration may read what this one wrote. An alloc inside a
   loop body is per-iteration, so that loop does not widen it; a view of
   dynamic shared memory is not an alloc (the same bytes in every iteration),
   so every loop around its accesses widens it.

The span is the hull of the intervals. Spans are also computed at each stage
(plain, divergence, async, loops) so that reports can say *why* two buffers
ended up live together.

Usage::

    live = compute_liveness(kernel, ProgramOrder(kernel.op), aliases, divergence)
    live[buf].span, live[buf].effective, live[buf].captured_by

Valid until the kernel is rewritten (spans are program-order indices); it changes no IR.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from xdsl.ir import Operation

from smem_opt.passes.analysis.aliases import AliasInfo
from smem_opt.passes.analysis.divergence import Divergence
from smem_opt.passes.analysis.kernels import Buffer, Kernel
from smem_opt.passes.analysis.mbarrier_phases import MbarrierPhases
from smem_opt.passes.analysis.op_records import (
    AsyncRole,
    named_records,
    async_role,
    is_async_write,
    wait_pending,
)
from smem_opt.passes.analysis.program_order import ProgramOrder

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
    widening_loops: list[Operation] = field(default_factory=list)

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


def retiring_wait(
    copy: Operation, order: ProgramOrder, phases: MbarrierPhases | None = None
) -> Operation | None:
    """The op after which ``copy`` (cp.async or TMA load) has surely landed, or None."""
    if async_role(copy) is AsyncRole.TMA_LOAD:
        if phases is None:
            phases = MbarrierPhases(order.root, Divergence(order.root).is_divergent)
        return phases.retiring_wait(copy)
    committed = False
    for op in _ops_after(copy, order.root):
        role = async_role(op)
        if role is AsyncRole.COMMIT and _covers(op, copy):
            committed = True
        elif committed and role is AsyncRole.WAIT and wait_pending(op) == 0:
            return op
    return None


IN_FLIGHT = frozenset(
    name for name, rec in named_records() if rec.async_role in (AsyncRole.COPY, AsyncRole.TMA_LOAD)
)
"""Names of the ops that write shared memory after they return (for reports; analyses ask
``op_records.is_async_write``)."""


def kernel_end(kernel: Kernel) -> Operation:
    """The kernel's terminator: where an unretired async copy stops at the latest."""
    last = kernel.body.last_op
    assert last is not None
    return last


def compute_liveness(
    kernel: Kernel, order: ProgramOrder, aliases: AliasInfo, divergence: Divergence
) -> dict[Buffer, BufferLiveness]:
    result: dict[Buffer, BufferLiveness] = {}
    phases = MbarrierPhases(kernel.op, divergence.is_divergent)
    for buf in kernel.buffers:
        accesses = sorted(aliases.accesses.get(buf, []), key=lambda o: order.start[o])
        live = BufferLiveness(buf, accesses, captured_by=aliases.captured_by.get(buf))
        stage_intervals: dict[str, list[Interval]] = {s: [] for s in STAGES}
        effective: dict[Operation, None] = {}
        widening: dict[Operation, None] = {}
        for a in accesses:
            stage_intervals["plain"].append(order.span(a))
            eff = divergence.outermost_divergent_ancestor(a) or a
            effective[eff] = None
            iv = order.span(eff)
            stage_intervals["divergent"].append(iv)
            still_writing: set[Operation] = set()
            if is_async_write(a):
                wait = retiring_wait(a, order, phases) or kernel_end(kernel)
                effective[divergence.outermost_divergent_ancestor(wait) or wait] = None
                iv = (min(iv[0], order.start[a]), max(iv[1], order.end[wait]))
                # a copy not retired within its iteration is still writing in the next one,
                # even into a buffer allocated in the loop body
                still_writing = {l for l in order.enclosing_loops(a) if not order.contains(l, wait)}
            stage_intervals["async"].append(iv)
            for loop in order.enclosing_loops(eff):
                if loop not in still_writing and buf.per_iteration_in(loop, order):
                    continue
                widening[loop] = None
                iv = (min(iv[0], order.start[loop]), max(iv[1], order.end[loop]))
            stage_intervals["loop"].append(iv)
        for stage in STAGES:
            live.spans[stage] = _hull(stage_intervals[stage])
        if live.captured_by is not None:
            live.spans["loop"] = (order.start[kernel.body.first_op], order.last)  # type: ignore[index]
        live.effective = sorted(effective, key=lambda o: order.start[o])
        live.widening_loops = list(widening)
        result[buf] = live
    return result
