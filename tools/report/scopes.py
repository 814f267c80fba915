"""Report entries for the functions the pass looked at and for inserted barriers.

- ``function_entries``: every function-like op of the module (``passes.analysis.kernel_forms``):
  planned, or skipped and why (a called helper, a device function, a declaration, no workgroup
  buffers, already coalesced);
- ``barrier_entry``: with ``insert-barriers``, the barriers inserted, the trade-off (the best arena
  found with 0, 1, 2, ... barriers), the lower bound any placement allows and, when the arena is
  above it, why;
- ``format_functions`` / ``format_barriers``: the same as text lines;
- ``nothing_planned``: what a report with no kernel to plan says (text and SVG).

Pure: nothing here changes IR.
"""

from __future__ import annotations

from typing import Any

from smem_opt.passes.analysis.kernel_forms import survey
from smem_opt.passes.analysis.kernels import find_kernels, runtime_offset_views
from smem_opt.reader.diagnostics import op_location


def function_entries(module, plans) -> list[dict[str, Any]]:
    """One entry per function-like op of ``module``: planned or skipped, and why."""
    planned_ops = {id(p.kernel.op) for p in plans}
    planned_names = {p.kernel.name for p in plans}
    kernels = {id(k.op): k for k in find_kernels(module)}
    entries: list[dict[str, Any]] = []
    for entry in survey(module):
        planned = id(entry.op) in planned_ops or (entry.is_kernel and entry.name in planned_names)
        reason = entry.reason or None
        views = runtime_offset_views(entry.op) if entry.is_kernel else 0
        if entry.is_kernel and not planned:
            kernel = kernels.get(id(entry.op))
            reason = ("no workgroup buffers" if kernel is None or not kernel.buffers
                      else "already coalesced (one arena used only through views)")
            if views and (kernel is None or not kernel.buffers):
                reason = runtime_views_text(views)
        item: dict[str, Any] = {
            "name": entry.name,
            "op": entry.op.name,
            "form": entry.form.value if entry.form is not None else None,
            "location": op_location(entry.op),
            "planned": planned,
            "reason": None if planned else reason,
        }
        if views:
            item["runtime_offset_views"] = views
        entries.append(item)
    return entries


def runtime_views_text(views: int) -> str:
    """What the report says of a kernel's views of dynamic shared memory at run-time offsets."""
    plural = "view" if views == 1 else "views"
    return f"{views} {plural} of dynamic shared memory at run-time offsets, left as they are"


def barrier_entry(result) -> dict[str, Any] | None:
    """The insert-barriers entry of one kernel's report (None without insert-barriers)."""
    info = result.barriers
    if info is None:
        return None
    search = info.search
    arena = result.arena_bytes
    above: list[str] = []
    if arena > info.live_lower_bound:
        for x, y, why in info.blocked_pairs():
            above.append(f"{x} and {y} could share only with a barrier where none may go: {why}")
        if search.chosen.arena_bytes > search.best_bytes and search.objective == "bytes":
            above.append(
                f"the barrier search ran out of its budget ({search.plans_made} plans) before "
                f"reaching {search.best_bytes} bytes"
            )
        elif search.chosen.arena_bytes > search.best_bytes:
            above.append(
                f"the objective ({search.objective}) stops at {search.chosen.count} "
                f"barrier{'' if search.chosen.count == 1 else 's'}: "
                f"{search.best_bytes} bytes would take more barriers without changing it"
            )
        if not search.best_proven:
            above.append("the packing search did not prove the best arena optimal within its budget")
        if info.requirements.truncated:
            above.append("the kernel has too many access pairs: some pairs were not offered barriers")
        if not above:
            above.append(
                "packing these sizes and alignments takes more than the heaviest live set even "
                f"with every allowed barrier: the planner proved {search.best_bytes} bytes optimal "
                "for the conflicts left"
            )
    return {
        "objective": search.objective,
        "target": info.target,
        "inserted": [
            {"location": op_location(b), "point": site.point}
            for b, site in zip(info.inserted, sorted(info.sites, key=lambda s: s.point))
        ],
        "tradeoff": [
            {"barriers": p.count, "arena_bytes": p.arena_bytes, "exhaustive": p.exhaustive}
            for p in search.tradeoff
        ],
        "best_bytes": search.best_bytes,
        "best_proven": search.best_proven,
        "minimum_proven": search.minimum_proven,
        "live_lower_bound": info.live_lower_bound,
        "live_lower_bound_clique": sorted(info.live_lower_bound_clique),
        "above_lower_bound": above,
    }


def barrier_optimal(result) -> bool:
    """Under insert-barriers: the arena meets the live-range bound, or no placement of allowed
    barriers does better (as ``smem.optimal`` says)."""
    info = result.barriers
    return result.arena_bytes <= info.live_lower_bound or (
        info.search.optimal_for_allowed and result.arena_bytes <= info.search.best_bytes
    )


def format_barriers(entry: dict[str, Any], short) -> list[str]:
    where = ", ".join(short(b["location"]) for b in entry["inserted"]) or "none"
    curve = " / ".join(str(p["arena_bytes"]) for p in entry["tradeoff"])
    counts = "/".join(str(p["barriers"]) for p in entry["tradeoff"])
    lines = [
        f"  barriers (insert-barriers, objective {entry['objective']}): inserted "
        f"{len(entry['inserted'])} ({where}); arena bytes with {counts} barriers: {curve}; "
        f"least with any allowed placement {entry['best_bytes']} bytes; live-range bound "
        f"{entry['live_lower_bound']} bytes"
    ]
    for why in entry["above_lower_bound"]:
        lines.append(f"    above the bound: {why}")
    return lines


def nothing_planned(entries: list[dict[str, Any]]) -> list[str]:
    """What a report with no kernel to plan says, line by line (the text report and the SVG
    layout alike): the kernels whose only shared memory is views at run-time offsets, each
    named, when there are any; else that no kernel has workgroup buffers."""
    views = [
        f"kernel @{e['name']}: {runtime_views_text(e['runtime_offset_views'])}"
        for e in entries
        if e.get("runtime_offset_views") and not e["planned"]
    ]
    if views:
        return ["no workgroup buffers to pack", *views]
    return ["no kernels with workgroup buffers"]


def format_functions(entries: list[dict[str, Any]]) -> str:
    if not entries:
        return ""
    lines = ["smem report: functions looked at"]
    for e in entries:
        what = "planned" if e["planned"] else f"skipped: {e['reason']}"
        if e["planned"] and e.get("runtime_offset_views"):
            what += f"; {runtime_views_text(e['runtime_offset_views'])}"
        lines.append(f"  @{e['name']} ({e['op']}, {e['location'] or '-'}): {what}")
    return "\n".join(lines) + "\n"


__all__ = [
    "barrier_entry",
    "barrier_optimal",
    "format_barriers",
    "format_functions",
    "function_entries",
    "nothing_planned",
    "runtime_views_text",
]
