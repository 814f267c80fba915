"""Remarks on pairs of buffers that could not share: why (with the sites), and what a barrier at
the missing point would save (asked of the kernel's plan: ``KernelPlan.arena_without_conflict``;
the report plans nothing itself)."""

from __future__ import annotations

from typing import Any

from xdsl.ir import Operation

from smem_opt.passes.analysis.kernels import Buffer
from smem_opt.reader.diagnostics import op_location
from smem_opt.tools.report.view import (
    BARRIER_KINDS,
    REPLAN_NODE_BUDGET,
    REPLAN_WORK,
    KernelView,
    loop_op,
    loop_site,
    name_pair,
    op_site,
    op_words,
)

# -- remarks ---------------------------------------------------------------------


def _async_site(view: KernelView, x: Buffer, y: Buffer):
    """An async copy into x or y that is still in flight while the other is accessed."""
    for a, b in ((x, y), (y, x)):
        la, lb = view.live(a), view.live(b)
        other = lb.spans.get("async") if lb else None
        for op, wait in (la.retired_at if la else {}).items():  # the waits the analysis found
            lo, hi = view.order.start[op], view.order.end[wait]
            if other and lo <= other[1] and other[0] <= hi:
                return a, op, wait
    return None


def _loop_site(view: KernelView, x: Buffer, y: Buffer):
    """A loop that widens x (or y) over the other's accesses."""
    for a, b in ((x, y), (y, x)):
        la, lb = view.live(a), view.live(b)
        other = lb.spans.get("async") if lb else None
        for loop in la.widening_loops if la else []:
            lo, hi = view.order.span(loop)
            if other and lo <= other[1] and other[0] <= hi:
                return a, loop
    return None


def _remark(view: KernelView, x: Buffer, y: Buffer, conflict) -> dict[str, Any]:
    sx, sy = view.size[x.name], view.size[y.name]
    kind = conflict.kind.value
    order = view.order
    first, second = conflict.first, conflict.second
    names = name_pair(x.name, y.name)
    remark: dict[str, Any] = {
        "kind": kind,
        "buffers": names,
        "bytes": [view.size[n] for n in names],
        "bytes_at_stake": min(sx, sy),
        "location": op_location(first) if first is not None else None,
        "first": op_site(first, order.start.get(first) if first is not None else None),
        "second": op_site(second, order.start.get(second) if second is not None else None),
        "related": None,
        "barrier_would_save": None,
        "message": "",
    }
    a, b = names
    if kind == "captured":
        cap_x = view.live(x).captured_by if view.live(x) else None
        who = x.name if cap_x is not None else y.name
        remark["message"] = (
            f"{who} is captured by {op_words(first)}, so it is live for the whole kernel "
            f"and shares bytes with no used buffer"
        )
    elif kind == "overlapping-spans":
        remark["message"] = f"spans of {a} and {b} overlap: both live at {op_words(first)}"
    elif kind == "divergent-region":
        region = None
        if first is not None:
            div = view.an.divergence
            region = first if first in div.ops else div.outermost_divergent_ancestor(first, order)
        remark["related"] = op_site(region, order.start.get(region) if region is not None else None)
        if region is not None:
            remark["location"] = op_location(region)
        remark["message"] = (
            f"{a} and {b} are both used under divergent {op_words(region)}: its threads take "
            f"different paths at the same time, so each access counts over the whole region"
        )
    elif kind == "async-copy-in-flight":
        found = _async_site(view, x, y)
        if found is not None:
            buf, copy, wait = found
            remark["location"] = op_location(copy)
            remark["first"] = op_site(copy, order.start[copy])
            remark["related"] = op_site(wait, order.start[wait])
            remark["message"] = (
                f"async copy into {buf.name} at {op_location(copy)} is in flight until "
                f"{op_words(wait)}, overlapping the other buffer's accesses"
            )
        else:
            remark["message"] = f"an async copy keeps {a} or {b} in flight at {op_words(first)}"
    elif kind == "loop-carried":
        found = _loop_site(view, x, y)
        if found is not None:
            buf, loop = found
            remark["related"] = loop_site(loop, order)
            if getattr(loop, "irreducible", False):
                remark["message"] = (
                    f"{buf.name} is used in a cycle of branches entered at more than one block "
                    f"(irreducible, closed by {op_words(loop_op(loop))}), so it is taken to live over "
                    f"the whole cycle; the other buffer is live in it (at {op_words(first)})"
                )
            else:
                where = op_words(loop_op(loop)) if isinstance(loop, Operation) else (
                    f"the cycle of branches closed by {op_words(loop_op(loop))}"
                )
                remark["message"] = (
                    f"{buf.name} is used inside {where} but allocated outside it, so its "
                    f"contents carry into the next iteration; the other buffer is live in that loop "
                    f"(at {op_words(first)})"
                )
        else:
            remark["message"] = f"{a} and {b} are live together across a loop at {op_words(first)}"
    elif kind == "no-barrier":
        remark["message"] = (
            f"no barrier separates {op_words(first)} from {op_words(second)}; another thread may still "
            f"use one buffer while this one writes the other"
        )
    elif kind == "wrap-around":
        loop = view.an.barriers.innermost_common_loop(first, second) if first and second else None
        remark["related"] = op_site(loop, order.start.get(loop) if loop is not None else None)
        remark["message"] = (
            f"no barrier on the loop back edge of {op_words(loop)} between {op_words(first)} in one "
            f"iteration and {op_words(second)} in the next"
        )
    elif kind == "unstructured-control-flow":
        remark["message"] = (
            f"the kernel body branches between blocks ({a} and {b} are used in it); such a "
            f"body is not analysed along its paths, so its buffers do not share"
        )
    else:  # an unknown kind from a newer analysis: say what we have
        remark["message"] = f"{a} and {b} conflict ({kind}) at {op_words(first)}"
    return remark


def _price_barriers(view: KernelView, remarks: list[dict[str, Any]], max_replans: int) -> None:
    """Re-plan without one missing-barrier conflict at a time (largest stakes first)."""
    candidates = [r for r in remarks if r["kind"] in BARRIER_KINDS]
    candidates.sort(key=lambda r: (-sum(r["bytes"]), r["buffers"]))
    if not candidates:
        return
    cost = len(view.items) + len(view.an.edges)
    affordable = max(1, REPLAN_WORK // max(cost, 1))
    for r in candidates[: min(max_replans, affordable)]:
        try:
            x, y = r["buffers"]
            without = view.planned.arena_without_conflict(x, y, node_budget=REPLAN_NODE_BUDGET)
        except Exception:  # a planner failure must not break the report
            continue
        r["barrier_would_save"] = max(0, view.plan.arena_bytes - without)
        r["message"] += (
            f"; a barrier there would save {r['barrier_would_save']} bytes"
            if r["barrier_would_save"]
            else "; a barrier there alone would not shrink the arena"
        )


def kernel_remarks(view: KernelView, max_replans: int, max_remarks: int) -> tuple[list[dict[str, Any]], int]:
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
