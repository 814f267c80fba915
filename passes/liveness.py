"""Buffer lifetimes: the span of every buffer in program order (design §3).

For a buffer X, each access ``a`` (an op taking X or an alias) becomes an
*effective access*: ``a`` itself, or its outermost divergent ancestor (rule 3).
Its interval starts as the op's ``[start, end]`` and is then widened:

1. async copies (rule 2): an ``smem.async_copy`` / ``nvgpu.device_async_copy``
   into X accesses X until the retiring wait — the next wait with
   ``pending = 0`` (``numGroups = 0``) at the same or an outer level, or the end
   of the kernel. That wait is also recorded as an effective access, since a
   barrier between the copy and the wait separates nothing;
2. loops (rule 1): every loop around the access that does not contain X's
   alloc widens it to the whole loop — the next iteration may read what this
   one wrote. An alloc inside a loop body is per-iteration, so that loop does
   not widen it.

The span is the hull of the intervals. Spans are also computed at each stage
(plain, divergence, async, loops) so that reports can say *why* two buffers
ended up live together. The analysis changes no IR.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from xdsl.dialects.builtin import IntegerAttr
from xdsl.ir import Operation

from passes.aliases import AliasInfo
from passes.divergence import Divergence
from passes.kernels import Buffer, Kernel
from passes.program_order import ProgramOrder, op_attr

ASYNC_COPIES = ("smem.async_copy", "nvgpu.device_async_copy")
ASYNC_WAITS = ("smem.async_wait", "nvgpu.device_async_wait")

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


def wait_pending(op: Operation) -> int:
    for key in ("pending", "numGroups"):
        attr = op_attr(op, key)
        if isinstance(attr, IntegerAttr):
            return attr.value.data
    return 0


def retiring_wait(copy: Operation, order: ProgramOrder) -> Operation | None:
    """The next ``pending = 0`` wait after ``copy`` at the same or an outer level."""
    cur: Operation | None = copy
    while cur is not None and cur is not order.root:
        block = cur.parent_block()
        if block is None:
            return None
        seen = False
        for op in block.ops:
            if op is cur:
                seen = True
                continue
            if seen and op.name in ASYNC_WAITS and wait_pending(op) == 0:
                return op
        cur = block.parent_op()
    return None


def kernel_end(kernel: Kernel) -> Operation:
    """The kernel's terminator: where an unretired async copy stops at the latest."""
    last = kernel.body.last_op
    assert last is not None
    return last


def compute_liveness(
    kernel: Kernel, order: ProgramOrder, aliases: AliasInfo, divergence: Divergence
) -> dict[Buffer, BufferLiveness]:
    result: dict[Buffer, BufferLiveness] = {}
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
            if a.name in ASYNC_COPIES:
                wait = retiring_wait(a, order) or kernel_end(kernel)
                effective[wait] = None
                iv = (min(iv[0], order.start[a]), max(iv[1], order.end[wait]))
            stage_intervals["async"].append(iv)
            for loop in order.enclosing_loops(eff):
                if buf.op is not None and order.contains(loop, buf.op):
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
