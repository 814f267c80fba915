"""Report data for ``smem-coalesce``: what was packed where, and why pairs could not share.

This module is pure: it turns one ``CoalesceResult`` (or a kernel analysed
without rewriting) into plain dicts and lists that ``tools/report_output.py``
prints as text or JSON and ``tools/layout_svg.py`` draws. Nothing here prints
or changes IR. The JSON shape is documented in ``docs/report-schema.json``.

Per kernel the report holds
- every buffer: name, bytes, alignment, planned offset, span (program points and
  the source locations of its first and last effective access), why the span
  was widened, and the buffers it shares bytes with in the plan;
- totals: bytes without reuse, arena bytes, lower bound (LB), proven optimal or
  the gap to LB;
- the peak: LB's clique, and the live set at the program point where the most
  bytes are live;
- remarks: one per conflicting pair whose sharing could matter (both sizes
  > 0), with the reason and where it happens, sorted by the bytes at stake
  (the smaller of the two sizes: the most that pair could ever save). For a
  missing barrier (``no-barrier``, ``wrap-around``) the plan is recomputed with
  that single conflict removed to say how many arena bytes a barrier there
  would save; only the ``MAX_REPLANS`` largest such pairs are re-planned
  (fewer for very large conflict graphs, see ``REPLAN_WORK``);
- the program's shape for drawing: barriers and loops as program points;
- occupancy (``passes/occupancy.py``): blocks per SM on the target without and
  with reuse, the limiting resource, and what one more block would take.
"""

from __future__ import annotations

from typing import Any

from xdsl.ir import Operation

from passes.conflicts import ConflictKind
from passes.diagnostics import op_location
from passes.kernel_plan import CoalesceOptions, KernelPlan, plan_kernel
from passes.kernels import Buffer, Kernel, declared_block_size
from passes.liveness import IN_FLIGHT
from passes.occupancy import RegisterCounts, kernel_occupancy
from passes.op_kinds import is_barrier, is_loop
from passes.targets import get_target

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


def _site(op: Operation | None, point: int | None = None) -> dict[str, Any] | None:
    """An op as ``{"op", "location", "point"}`` (None for no op)."""
    if op is None:
        return None
    return {"op": op_name(op), "location": op_location(op), "point": point}


def _at(op: Operation | None) -> str:
    """``'memref.store' at file:line:col`` for messages."""
    if op is None:
        return "an unknown op"
    loc = op_location(op)
    return f"'{op_name(op)}' at {loc}" if loc else f"'{op_name(op)}'"


def _pair(x: str, y: str) -> list[str]:
    return sorted((x, y))


class _KernelView:
    """Sizes, offsets and program points of one analysed kernel."""

    def __init__(self, kernel: Kernel, analysis, plan, items, dynamic, alignment: int):
        self.kernel = kernel
        self.an = analysis
        self.plan = plan
        self.items = list(items)
        self.dynamic = list(dynamic)
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


# -- buffers ---------------------------------------------------------------------


def _widened_by(view: _KernelView, buf: Buffer) -> list[dict[str, Any]]:
    """Why the span is wider than the plain hull of the accesses."""
    lv = view.live(buf)
    if lv is None or not lv.used:
        return []
    out: list[dict[str, Any]] = []
    if lv.captured_by is not None:
        out.append({"reason": "captured", **_site(lv.captured_by, view.order.start[lv.captured_by])})  # type: ignore[dict-item]
    spans = lv.spans
    if spans.get("divergent") != spans.get("plain"):
        seen: list[Operation] = []
        for a in lv.accesses:
            d = view.an.divergence.outermost_divergent_ancestor(a)
            if d is not None and d not in seen:
                seen.append(d)
        for d in seen:
            out.append({"reason": "divergent-region", **_site(d, view.order.start[d])})  # type: ignore[dict-item]
    if spans.get("async") != spans.get("divergent"):
        for a in lv.accesses:
            if a.name in IN_FLIGHT:
                out.append({"reason": "async-copy-in-flight", **_site(a, view.order.start[a])})  # type: ignore[dict-item]
                break
    for loop in lv.widening_loops:
        out.append({"reason": "loop-carried", **_site(loop, view.order.start[loop])})  # type: ignore[dict-item]
    return out


def _buffer_entry(view: _KernelView, buf: Buffer) -> dict[str, Any]:
    name = buf.name
    dynamic = name not in view.size
    lv = view.live(buf)
    entry: dict[str, Any] = {
        "name": name,
        "type": str(buf.type),
        "location": op_location(buf.op) if buf.op is not None else op_location(view.kernel.op),
        "dynamic": dynamic,
        "bytes": None if dynamic else view.size[name],
        "alignment": buf.alignment(view.alignment) if dynamic else view.align[name],
        "offset": None if dynamic else view.plan.offsets.get(name),
        "used": bool(lv and lv.used),
        "span": None,
        "widened_by": [],
        "shares_with": [],
    }
    if lv is not None and lv.used and lv.span is not None:
        eff = lv.effective or lv.accesses
        first = min(eff, key=lambda o: view.order.start[o])
        last = max(eff, key=lambda o: (view.order.end[o], view.order.start[o]))
        entry["span"] = {
            "start": lv.span[0],
            "end": lv.span[1],
            "first_access": _site(first, view.order.start[first]),
            "last_access": _site(last, view.order.start[last]),
            "accesses": len(lv.accesses),
        }
        entry["widened_by"] = _widened_by(view, buf)
    return entry


def _shares(view: _KernelView, entries: list[dict[str, Any]]) -> None:
    placed = [
        (e["offset"], e["offset"] + e["bytes"], e["name"])
        for e in entries
        if not e["dynamic"] and e["bytes"] and e["offset"] is not None
    ]
    placed.sort()
    by_name = {e["name"]: e for e in entries}
    for i, (lo, hi, name) in enumerate(placed):
        for lo2, hi2, other in placed[i + 1 :]:
            if lo2 >= hi:
                break
            if lo < hi2:
                by_name[name]["shares_with"].append(other)
                by_name[other]["shares_with"].append(name)
    for e in entries:
        e["shares_with"].sort()


# -- peak ------------------------------------------------------------------------


def _peak(view: _KernelView) -> dict[str, Any]:
    spans = []
    for buf in view.static:
        lv = view.live(buf)
        if lv is not None and lv.used and lv.span is not None and view.size[buf.name] > 0:
            spans.append((lv.span, buf.name))
    best_point, best_bytes, best_live = None, 0, []
    for point in sorted({s[0] for s, _ in spans}):
        live = sorted(n for s, n in spans if s[0] <= point <= s[1])
        total = sum(view.size[n] for n in live)
        if total > best_bytes:
            best_point, best_bytes, best_live = point, total, live
    clique = sorted(view.plan.lower_bound_clique)
    return {
        "lower_bound_clique": clique,
        "lower_bound_bytes": view.plan.lower_bound,
        "point": None if best_point is None else view.point_site(best_point),
        "live": best_live,
        "live_bytes": best_bytes,
    }


# -- remarks ---------------------------------------------------------------------


def _async_site(view: _KernelView, x: Buffer, y: Buffer):
    """An async copy into x or y that is still in flight while the other is accessed."""
    from passes.liveness import kernel_end, retiring_wait

    for a, b in ((x, y), (y, x)):
        la, lb = view.live(a), view.live(b)
        other = lb.spans.get("async") if lb else None
        for op in la.accesses if la else []:
            if op.name not in IN_FLIGHT:
                continue
            wait = retiring_wait(op, view.order) or kernel_end(view.kernel)
            lo, hi = view.order.start[op], view.order.end[wait]
            if other and lo <= other[1] and other[0] <= hi:
                return a, op, wait
    return None


def _loop_site(view: _KernelView, x: Buffer, y: Buffer):
    """A loop that widens x (or y) over the other's accesses."""
    for a, b in ((x, y), (y, x)):
        la, lb = view.live(a), view.live(b)
        other = lb.spans.get("async") if lb else None
        for loop in la.widening_loops if la else []:
            lo, hi = view.order.span(loop)
            if other and lo <= other[1] and other[0] <= hi:
                return a, loop
    return None


def _remark(view: _KernelView, x: Buffer, y: Buffer, conflict) -> dict[str, Any]:
    sx, sy = view.size[x.name], view.size[y.name]
    kind = conflict.kind.value
    order = view.order
    first, second = conflict.first, conflict.second
    names = _pair(x.name, y.name)
    remark: dict[str, Any] = {
        "kind": kind,
        "buffers": names,
        "bytes": [view.size[n] for n in names],
        "bytes_at_stake": min(sx, sy),
        "location": op_location(first) if first is not None else None,
        "first": _site(first, order.start.get(first) if first is not None else None),
        "second": _site(second, order.start.get(second) if second is not None else None),
        "related": None,
        "barrier_would_save": None,
        "message": "",
    }
    a, b = names
    if kind == "captured":
        cap_x = view.live(x).captured_by if view.live(x) else None
        who = x.name if cap_x is not None else y.name
        remark["message"] = (
            f"{who} is captured by {_at(first)}, so it is live for the whole kernel "
            f"and shares bytes with no used buffer"
        )
    elif kind == "overlapping-spans":
        remark["message"] = f"spans of {a} and {b} overlap: both live at {_at(first)}"
    elif kind == "divergent-region":
        region = None
        if first is not None:
            div = view.an.divergence
            region = first if first in div.ops else div.outermost_divergent_ancestor(first)
        remark["related"] = _site(region, order.start.get(region) if region is not None else None)
        if region is not None:
            remark["location"] = op_location(region)
        remark["message"] = (
            f"{a} and {b} are both used under divergent {_at(region)}: its threads take "
            f"different paths at the same time, so each access counts over the whole region"
        )
    elif kind == "async-copy-in-flight":
        found = _async_site(view, x, y)
        if found is not None:
            buf, copy, wait = found
            remark["location"] = op_location(copy)
            remark["first"] = _site(copy, order.start[copy])
            remark["related"] = _site(wait, order.start[wait])
            remark["message"] = (
                f"async copy into {buf.name} at {op_location(copy)} is in flight until "
                f"{_at(wait)}, overlapping the other buffer's accesses"
            )
        else:
            remark["message"] = f"an async copy keeps {a} or {b} in flight at {_at(first)}"
    elif kind == "loop-carried":
        found = _loop_site(view, x, y)
        if found is not None:
            buf, loop = found
            remark["related"] = _site(loop, order.start[loop])
            remark["message"] = (
                f"{buf.name} is used inside {_at(loop)} but allocated outside it, so its "
                f"contents carry into the next iteration; the other buffer is live in that loop "
                f"(at {_at(first)})"
            )
        else:
            remark["message"] = f"{a} and {b} are live together across a loop at {_at(first)}"
    elif kind == "no-barrier":
        remark["message"] = (
            f"no barrier separates {_at(first)} from {_at(second)}; another thread may still "
            f"use one buffer while this one writes the other"
        )
    elif kind == "wrap-around":
        loop = view.an.barriers.innermost_common_loop(first, second) if first and second else None
        remark["related"] = _site(loop, order.start.get(loop) if loop is not None else None)
        remark["message"] = (
            f"no barrier on the loop back edge of {_at(loop)} between {_at(first)} in one "
            f"iteration and {_at(second)} in the next"
        )
    elif kind == "unstructured-control-flow":
        remark["message"] = (
            f"the kernel body branches between blocks ({a} and {b} are used in it); such a "
            f"body is not analysed along its paths, so its buffers do not share"
        )
    else:  # an unknown kind from a newer analysis: say what we have
        remark["message"] = f"{a} and {b} conflict ({kind}) at {_at(first)}"
    return remark


def _price_barriers(view: _KernelView, remarks: list[dict[str, Any]], max_replans: int) -> None:
    """Re-plan without one missing-barrier conflict at a time (largest stakes first)."""
    from passes.packing import plan_arena

    candidates = [r for r in remarks if r["kind"] in BARRIER_KINDS]
    candidates.sort(key=lambda r: (-sum(r["bytes"]), r["buffers"]))
    if not candidates:
        return
    all_edges = [tuple(sorted(b.name for b in key)) for key in view.an.edges]
    cost = len(view.items) + len(all_edges)
    affordable = max(1, REPLAN_WORK // max(cost, 1))
    for r in candidates[: min(max_replans, affordable)]:
        pair = tuple(r["buffers"])
        edges = [e for e in all_edges if e != pair]
        try:
            replan = plan_arena(view.items, edges, node_budget=REPLAN_NODE_BUDGET)
        except Exception:  # a planner failure must not break the report
            continue
        r["barrier_would_save"] = max(0, view.plan.arena_bytes - replan.arena_bytes)
        r["message"] += (
            f"; a barrier there would save {r['barrier_would_save']} bytes"
            if r["barrier_would_save"]
            else "; a barrier there alone would not shrink the arena"
        )


def _remarks(view: _KernelView, max_replans: int, max_remarks: int) -> tuple[list[dict[str, Any]], int]:
    remarks = []
    for key, conflict in view.an.edges.items():
        x, y = sorted(key, key=lambda b: b.name)
        if x.name not in view.size or y.name not in view.size:
            continue
        if view.size[x.name] <= 0 or view.size[y.name] <= 0:
            continue
        remarks.append((x, y, conflict))
    total = len(remarks)
    # Build full remarks only for the ones we keep: stakes first, then names.
    remarks.sort(key=lambda t: (-min(view.size[t[0].name], view.size[t[1].name]), t[0].name, t[1].name))
    built = [_remark(view, x, y, c) for x, y, c in remarks[:max_remarks]]
    _price_barriers(view, built, max_replans)
    built.sort(
        key=lambda r: (-r["bytes_at_stake"], -(r["barrier_would_save"] or 0), r["kind"], r["buffers"])
    )
    return built, total - len(built)


# -- program shape ---------------------------------------------------------------


def _shape(view: _KernelView) -> dict[str, Any]:
    barriers, loops, divergent = [], [], []
    for op, start in sorted(view.order.start.items(), key=lambda t: t[1]):
        if op is view.kernel.op:
            continue
        if is_barrier(op):
            barriers.append(
                {
                    "point": start,
                    "location": op_location(op),
                    "divergent": view.an.divergence.in_divergent_region(op),
                }
            )
        elif is_loop(op):
            loops.append({"op": op_name(op), "start": start, "end": view.order.end[op], "location": op_location(op)})
        elif op in view.an.divergence.ops:
            divergent.append({"op": op_name(op), "start": start, "end": view.order.end[op], "location": op_location(op)})
    return {"points": view.order.last, "barriers": barriers, "loops": loops, "divergent_regions": divergent}


# -- entry points ----------------------------------------------------------------


def kernel_report(
    result: KernelPlan,
    *,
    applied: bool | None = None,
    max_replans: int = MAX_REPLANS,
    max_remarks: int = MAX_REMARKS,
    target: str | None = None,
    registers: RegisterCounts | None = None,
) -> dict[str, Any]:
    """The report of one kernel from its ``passes.kernel_plan.KernelPlan``, with the options the
    plan was made with (the alignment of dynamic-size buffers among them). ``applied`` defaults
    to whether the pass rewrote the kernel with it. ``target`` and ``registers`` (per thread,
    without and with reuse) feed the occupancy entry (``passes.occupancy``).
    """
    align = result.options.alignment
    if applied is None:
        applied = result.applied
    view = _KernelView(result.kernel, result.analysis, result.plan, result.items, result.dynamic, align)
    entries = [_buffer_entry(view, b) for b in result.kernel.buffers]
    _shares(view, entries)
    plan = result.plan
    remarks, omitted = _remarks(view, max_replans, max_remarks)
    optimal = bool(plan.proven_optimal)
    report: dict[str, Any] = {
        "name": result.kernel.name,
        "kind": result.kernel.kind,
        "location": op_location(result.kernel.op),
        "applied": applied,
        "buffers": entries,
        "totals": {
            "buffers": len(entries),
            "static_buffers": len(view.static),
            "dynamic_buffers": len(view.dynamic),
            "unshared_bytes": plan.unshared_bytes,
            "arena_bytes": plan.arena_bytes,
            "saved_bytes": plan.unshared_bytes - plan.arena_bytes,
            "lower_bound": plan.lower_bound,
            "certified_bound": plan.certified_bound,
            "proven_optimal": optimal,
            "gap_bytes": plan.gap_bytes,
            "alignment": plan.alignment,
            "method": plan.method,
        },
        "peak": _peak(view),
        "remarks": remarks,
        "remarks_omitted": omitted,
        "program": _shape(view),
    }
    peak = report["peak"]
    report["occupancy"] = kernel_occupancy(
        get_target(target),
        declared_block_size(result.kernel.op),
        unshared_bytes=plan.unshared_bytes,
        arena_bytes=plan.arena_bytes,
        lower_bound=plan.lower_bound,
        peak_live=peak["live"],
        peak_bytes=peak["live_bytes"],
        dynamic_buffers=len(view.dynamic),
        registers=registers,
    )
    return report


def dry_run_plans(module, options: CoalesceOptions = CoalesceOptions()) -> list[KernelPlan]:
    """Plans for the kernels of ``module`` made without rewriting (for a report when
    ``smem-coalesce`` did not run)."""
    from passes.kernels import find_kernels
    from passes.smem_coalesce import is_already_coalesced

    return [
        plan_kernel(kernel, options)
        for kernel in find_kernels(module)
        if kernel.buffers and not is_already_coalesced(kernel)
    ]


def build_report(
    results: list[KernelPlan],
    *,
    applied: bool | None = None,
    registers: dict[str, RegisterCounts] | None = None,
    **kw,
) -> dict[str, Any]:
    """The whole report: one entry per kernel, in the order given.

    ``registers`` maps kernel names to their register counts (occupancy)."""
    counts = registers or {}
    return {
        "schema": REPORT_SCHEMA_ID,
        "version": REPORT_VERSION,
        "kernels": [
            kernel_report(r, applied=applied, registers=counts.get(r.kernel.name), **kw)
            for r in results
        ],
    }
