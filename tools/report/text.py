"""The report as text (a table per kernel, remarks, occupancy) and as JSON."""

from __future__ import annotations

import json
from typing import Any

from smem_opt.passes.target.occupancy import RESOURCE_WORDS, blocks_text
from smem_opt.tools.report.scopes import format_barriers, format_functions, nothing_planned


def json_text(report: dict[str, Any]) -> str:
    return json.dumps(report, indent=2, sort_keys=False) + "\n"


# -- text ------------------------------------------------------------------------


def _short(location: str | None, home: str | None) -> str:
    """``line:col`` when the location is in the kernel's own file, else in full."""
    if not location:
        return "-"
    if home:
        file = home.rsplit(":", 2)[0]
        if location.startswith(file + ":"):
            return location[len(file) + 1 :]
    return location


TEXT_REMARKS = 25
"""Remarks shown per kernel in the text report (JSON has up to tools.report.view.MAX_REMARKS)."""

WIDEN_SHORT = {
    "loop-carried": "loop",
    "divergent-region": "divergent",
    "async-copy-in-flight": "async",
    "captured": "captured",
}


def _table(rows: list[list[str]], right: set[int]) -> list[str]:
    widths = [max(len(r[c]) for r in rows) for c in range(len(rows[0]))]
    lines = []
    for r in rows:
        cells = [cell.rjust(widths[c]) if c in right else cell.ljust(widths[c]) for c, cell in enumerate(r)]
        lines.append("  ".join(cells).rstrip())
    return lines


def _percent(part: int, whole: int) -> str:
    return f"{100.0 * part / whole:.1f}%" if whole else "0.0%"


def format_kernel(k: dict[str, Any]) -> str:
    home = k["location"]
    head = f"smem report: kernel @{k['name']}"
    if home:
        head += f" ({home})"
    if not k["applied"]:
        head += " [planned only: smem-coalesce did not run]"
    lines = [head]
    rows = [["buffer", "bytes", "align", "offset", "byte range", "span", "first access", "last access", "widened by",
             "shares bytes with"]]
    for b in k["buffers"]:
        if b["dynamic"]:
            size, offset, rng = "dynamic", "after arena", "-"
        else:
            size, offset = str(b["bytes"]), str(b["offset"])
            rng = f"[{b['offset']}, {b['offset'] + b['bytes']})"
        span = b["span"]
        if span:
            when = f"{span['start']}..{span['end']}"
            first = _short(span["first_access"]["location"], home)
            last = _short(span["last_access"]["location"], home)
        else:
            when, first, last = "unused", "-", "-"
        widened = sorted({WIDEN_SHORT.get(w["reason"], w["reason"]) for w in b["widened_by"]})
        rows.append(
            [b["name"], size, str(b["alignment"]), offset, rng, when, first, last,
             ",".join(widened) or "-", ", ".join(b["shares_with"]) or "-"]
        )
    lines.extend("  " + line for line in _table(rows, {1, 2, 3}))
    t = k["totals"]
    conservative = k.get("conservative_conflicts") or {}
    assumed = ""
    if conservative.get("pairs"):
        rules = ", ".join(f"{rule} {n}" for rule, n in conservative["by_rule"].items())
        noun = "pair" if conservative["pairs"] == 1 else "pairs"
        assumed = f"{conservative['pairs']} {noun} kept apart by a conservative rule: {rules}"
    if t["proven_optimal"]:
        verdict = f"proven optimal ({t['method']})" + (f"; {assumed}, which cost nothing here" if assumed else "")
    elif assumed and t.get("optimal_for_conflicts"):
        verdict = (
            f"optimal for the conflicts it obeys ({t['method']}: they bound it at {t['conflict_bound']} bytes), "
            f"not proven for the kernel: {assumed}"
        )
    else:
        verdict = (
            f"not proven optimal ({t['method']}): certified bound {t['certified_bound']} bytes, "
            f"at most {t['gap_bytes']} bytes above the optimum" + (f" ({assumed})" if assumed else "")
        )
    lines.append(
        f"  totals: {t['unshared_bytes']} bytes without reuse -> arena {t['arena_bytes']} bytes "
        f"(saved {t['saved_bytes']}, {_percent(t['saved_bytes'], t['unshared_bytes'])}); "
        f"lower bound {t['lower_bound']} bytes; {verdict}; alignment {t['alignment']}"
    )
    peak = k["peak"]
    clique = ", ".join(peak["lower_bound_clique"]) or "-"
    text = f"  peak: lower-bound clique {{{clique}}} = {peak['lower_bound_bytes']} bytes"
    if peak["point"] is not None:
        where = peak["point"]
        edge = "end of " if where.get("edge") == "end" else ""
        text += (
            f"; most bytes live at point {where['point']} ({edge}'{where['op']}' at "
            f"{_short(where['location'], home)}): {{{', '.join(peak['live'])}}} = {peak['live_bytes']} bytes"
        )
    lines.append(text)
    remarks = k["remarks"]
    total = len(remarks) + k["remarks_omitted"]
    if not total:
        lines.append("  remarks: none (no two buffers of nonzero size conflict)")
    else:
        noun = "pair" if total == 1 else "pairs"
        lines.append(f"  remarks: {total} {noun} could not share, largest stakes first")
        for r in remarks[:TEXT_REMARKS]:
            loc = r["location"] or home or "-"
            lines.append(f"    {loc}: remark: {remark_text(r)}")
        hidden = total - min(len(remarks), TEXT_REMARKS)
        if hidden:
            lines.append(f"    ... and {hidden} more with smaller stakes (all in --smem-report-format json)")
    if "barriers" in k:
        lines.extend(format_barriers(k["barriers"], lambda loc: _short(loc, home)))
    if "occupancy" in k:
        lines.extend(format_occupancy(k["occupancy"]))
    return "\n".join(lines) + "\n"


def remark_text(remark: dict[str, Any]) -> str:
    """A remark's message, as the text report and the remark diagnostics word it."""
    a, b = remark["buffers"]
    return f"{a} and {b} cannot share ({remark['kind']}; {remark['bytes_at_stake']} B at stake): {remark['message']}"


def _variant_line(label: str, v: dict[str, Any]) -> str:
    regs = f"{v['registers']} registers" if v["registers"] is not None else "registers unknown"
    head = f"    {label} {v['shared_bytes']:>{_BYTES_WIDTH}} B shared, {regs} -> "
    if v["unfit"]:
        return head + f"no block fits: {v['unfit']}"
    bound = "" if v["exact"] else "at most "
    limited = ", ".join(RESOURCE_WORDS[r] for r in v["limited_by"])
    return head + (
        f"{bound}{blocks_text(v['blocks_per_sm'])} ({v['active_warps']} of {v['max_warps']} warps), "
        f"limited by {limited}; carveout {v['carveout_kib']} KiB"
    )


_BYTES_WIDTH = 6


def format_occupancy(occ: dict[str, Any]) -> list[str]:
    """The text lines of a kernel's occupancy entry."""
    if occ["threads"] is None or occ["with_reuse"] is None:
        return [f"  occupancy on {occ['target']}: unknown ({occ['note']})"]
    if occ["registers_source"] == "ptxas":
        regs = "registers per thread from ptxas -v"
    elif occ["registers_source"] == "given":
        regs = "registers per thread as given"
    else:
        regs = "registers unknown: the bound from warps, blocks and shared memory alone"
    if occ["registers_note"]:
        regs += f" ({occ['registers_note']})"
    head = (
        f"  occupancy on {occ['target']}: {occ['threads']} threads ({occ['warps_per_block']} warps) "
        f"per block; {regs}"
    )
    lines = [head]
    if occ["note"]:
        lines.append(f"    note: {occ['note']}")
    if occ.get("beside_bytes"):
        lines.append(f"    beside the buffers: {occ['beside_bytes']} B of static shared memory the PTX also holds "
                     "(workgroup globals left in place, upstream lowerings' scratch), counted in both")
    lines.append(_variant_line("without reuse:", occ["without_reuse"]))
    lines.append(_variant_line("with reuse:   ", occ["with_reuse"]))
    lines.append(f"    next block: {occ['next_block']['message']}")
    return lines


def format_text(report: dict[str, Any]) -> str:
    functions = format_functions(report.get("functions", []))
    if not report["kernels"]:
        return "".join(f"smem report: {line}\n" for line in nothing_planned(report.get("functions", []))) + functions
    return "\n".join(format_kernel(k) for k in report["kernels"]) + functions
