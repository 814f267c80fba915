"""Report data for ``smem-coalesce``: what was packed where, and why pairs could not share.

This module is pure: it turns the ``KernelPlan`` of each kernel (or a kernel planned without
rewriting) into plain dicts and lists that ``tools.report.text`` prints as
text or JSON and ``tools.report.svg`` draws. Nothing here prints
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
- occupancy (``passes/target/occupancy.py``): blocks per SM on the target without and
  with reuse, the limiting resource, and what one more block would take.
"""

from __future__ import annotations

from typing import Any

from smem_opt.passes.analysis.conservative import RULES
from smem_opt.passes.analysis.kernels import Buffer, declared_block_size, runtime_offset_views
from smem_opt.passes.analysis.op_records import is_barrier, is_loop
from smem_opt.passes.analysis.static_beside import beside_bytes
from smem_opt.passes.kernel_plan import KernelPlan
from smem_opt.passes.target.occupancy import RegisterCounts, kernel_occupancy
from smem_opt.passes.target.targets import get_target
from smem_opt.reader.diagnostics import op_location
from smem_opt.tools.report.remarks import kernel_remarks
from smem_opt.tools.report.scopes import barrier_entry, barrier_optimal
from smem_opt.tools.report.view import (
    MAX_REMARKS,
    MAX_REPLANS,
    REPORT_SCHEMA_ID,
    REPORT_VERSION,
    KernelView,
    loop_site,
    op_name,
    op_site,
)

# -- buffers ---------------------------------------------------------------------


def _widened_by(view: KernelView, buf: Buffer) -> list[dict[str, Any]]:
    """Why the span is wider than the plain hull of the accesses."""
    lv = view.live(buf)
    if lv is None or not lv.used:
        return []
    out: list[dict[str, Any]] = []
    if lv.captured_by is not None:
        out.append({"reason": "captured", **op_site(lv.captured_by, view.order.start[lv.captured_by])})
    spans = lv.spans
    if spans.get("divergent") != spans.get("plain"):
        for d in lv.divergent_regions:
            out.append({"reason": "divergent-region", **op_site(d, view.order.start[d])})
    if spans.get("async") != spans.get("divergent"):
        for a in list(lv.retired_at)[:1]:
            out.append({"reason": "async-copy-in-flight", **op_site(a, view.order.start[a])})
    for loop in lv.widening_loops:
        out.append({"reason": "loop-carried", **loop_site(loop, view.order)})
    return out


def _buffer_entry(view: KernelView, buf: Buffer) -> dict[str, Any]:
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
            "first_access": op_site(first, view.order.start[first]),
            "last_access": op_site(last, view.order.start[last]),
            "accesses": len(lv.accesses),
        }
        entry["widened_by"] = _widened_by(view, buf)
    return entry


def _shares(view: KernelView, entries: list[dict[str, Any]]) -> None:
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


def _peak(view: KernelView) -> dict[str, Any]:
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


# -- program shape ---------------------------------------------------------------


def _shape(view: KernelView) -> dict[str, Any]:
    barriers, loops, divergent = [], [], []
    for op, start in sorted(view.order.start.items(), key=lambda t: t[1]):
        if op is view.kernel.op:
            continue
        if is_barrier(op):
            barriers.append(
                {
                    "point": start,
                    "location": op_location(op),
                    "divergent": view.an.divergence.in_divergent_region(op, view.order),
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
    without and with reuse) feed the occupancy entry (``passes.target.occupancy``).
    """
    align = result.options.alignment
    if applied is None:
        applied = result.applied
    view = KernelView(result, align)
    entries = [_buffer_entry(view, b) for b in result.kernel.buffers]
    _shares(view, entries)
    plan = result.plan
    remarks, omitted = kernel_remarks(view, max_replans, max_remarks)
    optimal = result.optimal
    assumed = bool(result.conservative_conflicts)
    certified = plan.arena_bytes if optimal else result.kernel_lower_bound if assumed else plan.certified_bound
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
            "lower_bound": result.kernel_lower_bound,
            "conflict_bound": plan.lower_bound,
            "certified_bound": certified,
            "proven_optimal": optimal,
            "optimal_for_conflicts": bool(plan.proven_optimal),
            "gap_bytes": plan.arena_bytes - certified,
            "alignment": plan.alignment,
            "method": plan.method.value,
        },
        "peak": _peak(view),
        "remarks": remarks,
        "remarks_omitted": omitted,
        "program": _shape(view),
    }
    ruled = list(result.conservative_conflicts.values())
    by_rule = {rule: ruled.count(rule) for rule in RULES if rule in ruled}
    report["conservative_conflicts"] = {"pairs": sum(by_rule.values()), "by_rule": by_rule}
    exclusive = sorted(sorted(b.name for b in pair) for pair in result.analysis.exclusive)
    if exclusive:
        report["exclusive_choices"] = exclusive  # pairs a run-invariant choice lets share (design §3)
    views = runtime_offset_views(result.kernel.op)
    if views:
        report["runtime_offset_views"] = views
    barriers = barrier_entry(result)
    if barriers is not None:
        totals = report["totals"]
        searched = barrier_optimal(result)
        optimal = searched and not assumed
        totals["lower_bound"] = barriers["live_lower_bound"]
        totals["proven_optimal"] = optimal
        totals["optimal_for_conflicts"] = searched
        totals["certified_bound"] = plan.arena_bytes if optimal else barriers["live_lower_bound"]
        totals["gap_bytes"] = plan.arena_bytes - totals["certified_bound"]
        report["barriers"] = barriers
    peak = report["peak"]
    report["occupancy"] = kernel_occupancy(
        get_target(target),
        declared_block_size(result.kernel.op),
        unshared_bytes=plan.unshared_bytes,
        arena_bytes=plan.arena_bytes,
        lower_bound=result.kernel_lower_bound,
        peak_live=peak["live"],
        peak_bytes=peak["live_bytes"],
        dynamic_buffers=len(view.dynamic),
        registers=registers,
        beside_bytes=beside_bytes(result.kernel.op, plan.arena_bytes),
    )
    return report


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
