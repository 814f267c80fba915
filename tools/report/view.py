"""One analysed kernel as the report sees it: sizes, offsets, program points and sites of ops."""

from __future__ import annotations

from typing import Any, overload

from xdsl.ir import Operation

from smem_opt.passes.analysis.conflicts import ConflictKind
from smem_opt.passes.analysis.kernels import Buffer
from smem_opt.passes.kernel_plan import KernelPlan
from smem_opt.reader.diagnostics import op_location

REPORT_SCHEMA_ID = "smem-opt-report"
REPORT_VERSION = 1

MAX_REPLANS = 20
"""At most this many re-plans per kernel to price a missing barrier."""
REPLAN_NODE_BUDGET = 200_000
"""Search budget of each such re-plan (a fraction of the pass's own)."""
REPLAN_WORK = 200_000
"""Re-plans stop once their summed size (items + conflicts per re-plan) passes
this, so that pricing barriers stays cheap for kernels with thousands of
conflicts; deterministic, unlike a time limit."""
MAX_REMARKS = 200
"""Remarks kept per kernel (largest stakes first); the rest are only counted."""

REMARK_KINDS = tuple(k.value for k in ConflictKind)
BARRIER_KINDS = (ConflictKind.NO_BARRIER.value, ConflictKind.WRAP_AROUND.value)




# -- small helpers ---------------------------------------------------------------


def op_name(op: Operation) -> str:
    """The op's name as written (the real name of an unregistered op)."""
    real = getattr(op, "op_name", None)
    data = getattr(real, "data", None)
    return data if op.name == "builtin.unregistered" and isinstance(data, str) else op.name


@overload
def op_site(op: Operation, point: int | None = None) -> dict[str, Any]: ...
@overload
def op_site(op: None, point: int | None = None) -> None: ...
def op_site(op: Operation | None, point: int | None = None) -> dict[str, Any] | None:
    """An op as ``{"op", "location", "point"}`` (None for no op)."""
    if op is None:
        return None
    return {"op": op_name(op), "location": op_location(op), "point": point}


def loop_op(loop: Any) -> Operation:
    """The op that names a loop in the report: the loop op itself, or for a cycle of branches
    (``passes.analysis.cfg.Cycle``) the branch of its back edge (the head's first op without one)."""
    if isinstance(loop, Operation):
        return loop
    head = loop.graph.blocks[loop.head]
    return loop.latch or head.first_op


def loop_site(loop: Any, order) -> dict[str, Any]:
    """A loop op or a cycle of branches as a site, at the loop's first program point."""
    return op_site(loop_op(loop), order.span(loop)[0])


def op_words(op: Operation | None) -> str:
    """``'memref.store' at file:line:col`` for messages."""
    if op is None:
        return "an unknown op"
    loc = op_location(op)
    return f"'{op_name(op)}' at {loc}" if loc else f"'{op_name(op)}'"


def name_pair(x: str, y: str) -> list[str]:
    return sorted((x, y))


class KernelView:
    """Sizes, offsets and program points of one analysed kernel."""

    def __init__(self, planned: KernelPlan, alignment: int):
        self.planned = planned
        kernel, analysis = planned.kernel, planned.analysis
        self.kernel = kernel
        self.an = analysis
        self.plan = planned.plan
        self.items = list(planned.items)
        self.dynamic = list(planned.dynamic)
        self.alignment = alignment
        self.size = {it.name: it.size for it in self.items}
        self.align = {it.name: it.align for it in self.items}
        self.static = [b for b in kernel.buffers if b.name in self.size]
        self.by_name = {b.name: b for b in kernel.buffers}
        order = analysis.order
        self.order = order
        self.op_at_start: dict[int, Operation] = {}
        self.op_at_end: dict[int, Operation] = {}
        for op, s in order.start.items():
            self.op_at_start[s] = op
        for op, e in order.end.items():
            if e != order.start[op]:
                self.op_at_end[e] = op

    def point_site(self, point: int) -> dict[str, Any]:
        """The op at a program point: its start, or the end of a region op."""
        op = self.op_at_start.get(point)
        if op is not None:
            return {"op": op_name(op), "location": op_location(op), "point": point, "edge": "start"}
        op = self.op_at_end.get(point)
        if op is not None:
            return {"op": op_name(op), "location": op_location(op), "point": point, "edge": "end"}
        return {"op": None, "location": None, "point": point, "edge": "start"}

    def live(self, buf: Buffer):
        return self.an.liveness.get(buf)
