"""Which conflicts stand only on a conservative rule (design §3, *Open world*; §6, *Reports*).

A conflict of ``passes.analysis.conflicts`` is a fact about the kernel (two spans meet, no barrier
lies between two accesses) or the price of something the analysis does not model. The second kind
is named here, so that a report can say "optimal for the conflicts it obeys" with the number of pairs
and the rule that put them apart:

- ``escape``: a buffer is captured by an op the records describe (a pointer, an integer, a call
  argument): it is live for the whole kernel;
- ``unknown-op``: an op nobody described takes a buffer (a capture), or holds an access in a
  region it may run any number of times (a loop-carried span) or in some threads only (a
  divergent region);
- ``irreducible-cycle``: a cycle of branches entered at more than one block widened a buffer
  over the whole cycle, even one allocated inside it;
- ``async-wait-unproven``: an asynchronous copy (cp.async, TMA) is taken to be in flight to the
  end of the kernel although a wait of its kind follows it: the analysis could not prove that
  wait retires it (its group count, its parity), so the copy's bytes stay taken.

Every other conflict (overlapping spans, a missing barrier, a divergent branch on a value the
analysis proves divergent, a loop that carries a buffer's contents) is a fact the plan must obey.

Usage::

    rule = conservative_rule(an, x, y)   # None: the conflict is no conservative rule's
    plan.conservative_conflicts          # {(x, y): rule} of a KernelPlan (passes.kernel_plan)

Valid as long as the ``KernelAnalysis`` it reads; it changes no IR.
"""

from __future__ import annotations

from xdsl.ir import Operation

from smem_opt.passes.analysis.cfg import Cycle
from smem_opt.passes.analysis.conflicts import ConflictKind, KernelAnalysis
from smem_opt.passes.analysis.kernels import Buffer
from smem_opt.passes.analysis.op_records import AsyncRole, RegionKind, async_role, record, region_kind

ESCAPE = "escape"
UNKNOWN_OP = "unknown-op"
IRREDUCIBLE_CYCLE = "irreducible-cycle"
ASYNC_WAIT_UNPROVEN = "async-wait-unproven"
RULES = (ESCAPE, UNKNOWN_OP, IRREDUCIBLE_CYCLE, ASYNC_WAIT_UNPROVEN)
"""The conservative rules a report names, in the order it lists them."""

UNDESCRIBED = ("traits", "dialect", "default")
"""Record origins of ops nobody described (``op_records``)."""


def _undescribed(op: Operation | None) -> bool:
    return op is not None and record(op).origin in UNDESCRIBED


def _unknown_region_op(op: Operation | None) -> bool:
    return op is not None and region_kind(op) is RegionKind.OPAQUE


def conservative_rule(an: KernelAnalysis, x: Buffer, y: Buffer) -> str | None:
    """The conservative rule that keeps ``x`` and ``y`` apart (None: their conflict is a fact
    about the kernel, or they do not conflict)."""
    conflict = an.conflict(x, y)
    if conflict is None:
        return None
    if conflict.kind is ConflictKind.CAPTURED:
        return UNKNOWN_OP if _undescribed(conflict.first) else ESCAPE
    if conflict.kind is ConflictKind.DIVERGENT_REGION:
        first = conflict.first
        outer = an.divergence.outermost_divergent_ancestor(first) if first is not None else None
        return UNKNOWN_OP if _unknown_region_op(outer or first) else None
    if conflict.kind is ConflictKind.LOOP_CARRIED:
        return _loop_rule(an, x, y) or _unproven_wait(an, x, y)
    if conflict.kind is ConflictKind.ASYNC_COPY_IN_FLIGHT:
        return _unproven_wait(an, x, y)
    return None


_WAITS = (AsyncRole.WAIT, AsyncRole.MBARRIER_WAIT)


def _unproven_wait(an: KernelAnalysis, x: Buffer, y: Buffer) -> str | None:
    """``async-wait-unproven`` when one of the two buffers has a copy in flight to the kernel's end
    while a wait of the copy's kind follows it in program order, and the two would not conflict
    with those copies retired there: their spans before widening for asynchronous writes, with
    every copy whose retiring wait is known widened to it, do not meet."""
    unproven = False
    spans = []
    for buf in (x, y):
        live = an.liveness[buf]
        span = live.spans.get("divergent")
        for copy, retired in live.retired_at.items():
            if async_role(retired) not in _WAITS:
                kind = AsyncRole.MBARRIER_WAIT if async_role(copy) is AsyncRole.TMA_LOAD else AsyncRole.WAIT
                unproven = unproven or an.last_point_of(kind) > an.order.start[copy]
                continue
            lo, hi = an.order.start[copy], an.order.end[retired]
            span = (lo, hi) if span is None else (min(span[0], lo), max(span[1], hi))
        spans.append(span)
    if not unproven:
        return None
    (a, b) = spans
    if a is not None and b is not None and a[0] <= b[1] and b[0] <= a[1]:
        return None  # they meet anyway: a fact
    return ASYNC_WAIT_UNPROVEN


def _loop_rule(an: KernelAnalysis, x: Buffer, y: Buffer) -> str | None:
    """The rule of the loop or cycle that widened one buffer over the other's span, when every
    such loop is a conservative one (an unknown region op, an irreducible cycle)."""
    rules: list[str | None] = []
    for a, b in ((x, y), (y, x)):
        la, lb = an.liveness[a], an.liveness[b]
        other = lb.spans.get("async")
        if not other:
            continue
        for loop in la.widening_loops:
            lo, hi = an.order.span(loop)
            if not (lo <= other[1] and other[0] <= hi):
                continue
            if isinstance(loop, Cycle):
                rules.append(IRREDUCIBLE_CYCLE if loop.irreducible else None)
            else:
                rules.append(UNKNOWN_OP if _unknown_region_op(loop) else None)
    if not rules or None in rules:
        return None
    return rules[0]


__all__ = ["conservative_rule", "RULES", "ESCAPE", "UNKNOWN_OP", "IRREDUCIBLE_CYCLE",
           "ASYNC_WAIT_UNPROVEN"]
