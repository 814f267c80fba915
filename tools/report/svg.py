"""Draw planned shared-memory arenas as SVG (``smem-opt --smem-layout out.svg``).

One panel per kernel, stacked top to bottom. In a panel the x axis is program
order and the y axis the byte offset in the arena (0 at the bottom). Every
buffer is a rectangle over its span at its planned offset, as tall as its
bytes; buffers that share bytes sit at the same height at different times.
Barriers are vertical lines (dashed red when inside divergent control flow,
where they separate nothing). Loops are blue bars in a strip above the plot
(nested loops one row lower) and shade the plot faintly; divergent regions are
orange bars in that strip. Horizontal lines mark the arena size, the lower
bound (LB) and, when in range, the 48 KiB static shared-memory limit.

Program points where nothing happens (constants, index arithmetic) are
squeezed out: the x axis has one equal slot per point where a span starts or
ends, a barrier sits, or a loop starts or ends, so short kernels and long ones
read the same way. Labels shrink and are elided to fit their rectangle; a
legend under each panel names every buffer with its offset, bytes and span.

Each buffer rectangle carries ``data-buffer``, ``data-offset``, ``data-bytes``,
``data-span-start`` and ``data-span-end`` attributes, and a ``<title>``
tooltip. Input is the report dict of ``tools.report.model.build_report``; the output
is plain SVG text, standard library only.
"""

from __future__ import annotations

import colorsys
import math
from typing import Any
from xml.sax.saxutils import escape, quoteattr

from smem_opt.tools.report.scopes import nothing_planned

STATIC_LIMIT = 48 * 1024

WIDTH = 1000
LEFT = 78
RIGHT = 150
TITLE_H = 44
AXIS_H = 42
LEGEND_ROW = 16
LEGEND_COL = 250
PANEL_GAP = 28
STRIP_ROW = 13
LOOP_NAMES = ("scf.for", "scf.while", "scf.parallel", "scf.forall")
FONT = "DejaVu Sans, Helvetica, Arial, sans-serif"
CHAR_W = 0.6
"""Average glyph width as a fraction of the font size (for fitting labels)."""


def _color(i: int) -> str:
    hue = (i * 0.381966) % 1.0
    r, g, b = colorsys.hls_to_rgb(hue, 0.72, 0.55)
    return "#%02x%02x%02x" % (round(r * 255), round(g * 255), round(b * 255))


def _bytes(n: int) -> str:
    if n >= 1024 and n % 1024 == 0:
        return f"{n // 1024} KiB"
    return f"{n} B"


def _nice_step(span: float, ticks: int = 5) -> int:
    raw = max(span / ticks, 1)
    mag = 10 ** math.floor(math.log10(raw))
    for m in (1, 2, 2.5, 4, 5, 8, 10):
        if m * mag >= raw:
            step = m * mag
            break
    # Prefer powers of two multiples for byte axes when close.
    pow2 = 2 ** round(math.log2(raw))
    if pow2 >= raw and pow2 <= step * 1.3:
        step = pow2
    return max(1, int(step))


def _fit(label: str, width: float, size: float) -> str | None:
    """The label, elided with an ellipsis to fit ``width`` at font ``size``; None if hopeless."""
    fit = int(width / (CHAR_W * size))
    if fit >= len(label):
        return label
    if fit < 2:
        return None
    return label[: fit - 1] + "\u2026"


def _wrap(text: str, width: float, size: float) -> list[str]:
    """``text`` in lines that fit ``width`` at font ``size``, broken between words (a word longer
    than a line, such as a mangled kernel name, across lines): every character kept."""
    fit = max(8, int(width / (CHAR_W * size)))
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        candidate = f"{line} {word}" if line else word
        if len(candidate) <= fit:
            line = candidate
            continue
        if line:
            lines.append(line)
        while len(word) > fit:
            lines.append(word[:fit])
            word = word[fit:]
        line = word
    if line:
        lines.append(line)
    return lines


def _text(x: float, y: float, s: str, size: float = 11, anchor: str = "start", **extra: str) -> str:
    attrs = "".join(f" {k.replace('_', '-')}={quoteattr(v)}" for k, v in extra.items())
    return (
        f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size:.1f}" text-anchor="{anchor}"{attrs}>'
        f"{escape(s)}</text>"
    )


def _line_no(location: str | None) -> str:
    if not location:
        return "?"
    parts = location.rsplit(":", 2)
    return parts[-2] if len(parts) == 3 else location


class _Panel:
    """Geometry of one kernel's panel."""

    def __init__(self, kernel: dict[str, Any], top: float):
        self.k = kernel
        self.top = top
        static = [b for b in kernel["buffers"] if not b["dynamic"]]
        self.static = static
        n = len(static)
        self.plot_h = max(170.0, min(560.0, 110.0 + 9.0 * n))
        self.plot_w = WIDTH - LEFT - RIGHT
        regions = [*kernel["program"]["loops"], *kernel["program"]["divergent_regions"]]
        self.regions = []
        for r in sorted(regions, key=lambda r: (r["start"], -r["end"])):
            level = sum(
                1 for o in regions if o is not r and o["start"] <= r["start"] and r["end"] <= o["end"]
                and (o["start"], -o["end"]) < (r["start"], -r["end"])
            )
            self.regions.append((r, level))
        levels = 1 + max((lv for _, lv in self.regions), default=-1)
        self.strip_top = top + TITLE_H
        self.plot_top = self.strip_top + levels * STRIP_ROW + (4 if levels else 0)
        self.plot_bottom = self.plot_top + self.plot_h
        totals = kernel["totals"]
        top_bytes = max(totals["arena_bytes"], totals["lower_bound"], 1)
        if 0.8 * STATIC_LIMIT <= top_bytes < STATIC_LIMIT:
            top_bytes = STATIC_LIMIT  # show how close the arena gets to the limit
        self.ymax = top_bytes * 1.08
        points = {0, kernel["program"]["points"]}
        for b in static:
            if b["span"]:
                points.update((b["span"]["start"], b["span"]["end"]))
        for bar in kernel["program"]["barriers"]:
            points.add(bar["point"])
        for loop in [*kernel["program"]["loops"], *kernel["program"]["divergent_regions"]]:
            points.update((loop["start"], loop["end"]))
        self.points = sorted(points)
        self.slot = {p: i for i, p in enumerate(self.points)}
        self.sw = self.plot_w / max(len(self.points), 1)
        cols = max(1, int((WIDTH - LEFT) // LEGEND_COL))
        self.legend_cols = cols
        legend_items = len(kernel["buffers"])
        self.legend_rows = math.ceil(legend_items / cols)
        self.legend_top = self.plot_bottom + AXIS_H + 14
        self.height = self.legend_top - top + self.legend_rows * LEGEND_ROW

    def x(self, point: int) -> float:
        return LEFT + self.slot[point] * self.sw

    def x_end(self, point: int) -> float:
        return LEFT + (self.slot[point] + 1) * self.sw

    def y(self, offset: float) -> float:
        return self.plot_bottom - offset / self.ymax * self.plot_h


def _panel(k: dict[str, Any], top: float) -> tuple[list[str], float]:
    p = _Panel(k, top)
    out: list[str] = [f'<g class="kernel" data-kernel={quoteattr(k["name"])}>']
    t = k["totals"]
    verdict = "proven optimal" if t["proven_optimal"] else f"at most {t['gap_bytes']} B above optimal"
    out.append(_text(LEFT, top + 18, f"@{k['name']}", 15, font_weight="bold"))
    out.append(
        _text(
            LEFT,
            top + 34,
            f"arena {t['arena_bytes']} B (without reuse {t['unshared_bytes']} B, "
            f"lower bound {t['lower_bound']} B, {verdict}, {t['method']})",
            11,
            fill="#333",
        )
    )
    # Frame; loops and divergent regions as faint bands and as bars in the strip above.
    out.append(
        f'<rect class="plot" x="{LEFT}" y="{p.plot_top:.1f}" width="{p.plot_w:.1f}" '
        f'height="{p.plot_h:.1f}" fill="#fcfcfc" stroke="#999"/>'
    )
    for region, level in p.regions:
        x0, x1 = p.x(region["start"]), p.x_end(region["end"])
        loop = region["op"] in LOOP_NAMES
        color = "#4a7bd0" if loop else "#e08a2c"
        what = region["op"] if loop else f"divergent {region['op']}"
        tip = f"<title>{escape(what)} at {escape(str(region['location']))}</title>"
        if loop:
            out.append(
                f'<rect class="loop" x="{x0:.1f}" y="{p.plot_top:.1f}" width="{x1 - x0:.1f}" '
                f'height="{p.plot_h:.1f}" fill="{color}" fill-opacity="0.07" stroke="none">{tip}</rect>'
            )
        by = p.strip_top + level * STRIP_ROW
        out.append(
            f'<rect class="{"loop-bar" if loop else "divergent"}" x="{x0 + 0.5:.1f}" y="{by:.1f}" '
            f'width="{x1 - x0 - 1:.1f}" height="{STRIP_ROW - 2}" fill="{color}" fill-opacity="0.25" '
            f'stroke="{color}" stroke-width="0.8">{tip}</rect>'
        )
        short = "for" if region["op"] == "scf.for" else region["op"].split(".")[-1]
        line = f"L{_line_no(region['location'])}"
        label = None
        for option in (f"{short if loop else 'divergent ' + short} {line}", line):
            if _fit(option, x1 - x0 - 4, 9) == option:
                label = option
                break
        if label:
            out.append(_text(x0 + 3, by + STRIP_ROW - 4.5, label, 9, fill="#1d3f7a" if loop else "#8a4a0a"))
    # Y axis.
    step = _nice_step(p.ymax)
    v = 0
    while v <= p.ymax:
        y = p.y(v)
        out.append(f'<line x1="{LEFT - 4}" y1="{y:.1f}" x2="{LEFT}" y2="{y:.1f}" stroke="#666"/>')
        out.append(_text(LEFT - 6, y + 3.5, _bytes(v), 10, anchor="end", fill="#444"))
        v += step
    out.append(_text(14, p.plot_top + p.plot_h / 2, "byte offset", 11, anchor="middle",
                     transform=f"rotate(-90 14 {p.plot_top + p.plot_h / 2:.1f})", fill="#444"))
    # Buffers; their labels go on top of the barrier lines.
    labels: list[str] = []
    boxes = [_box(p, b) for b in k["buffers"] if not b["dynamic"] and b["span"]]
    for i, b in enumerate(k["buffers"]):
        if b["dynamic"]:
            continue
        rect, texts = _buffer(p, b, i, boxes)
        out.extend(rect)
        labels.extend(texts)
    # Barriers over the buffers so they stay visible.
    for bar in k["program"]["barriers"]:
        x = p.x(bar["point"]) + p.sw / 2
        style = 'stroke="#c0392b" stroke-dasharray="4,3"' if bar["divergent"] else 'stroke="#222"'
        kind = "divergent barrier (separates nothing)" if bar["divergent"] else "gpu.barrier"
        out.append(
            f'<line class="barrier" x1="{x:.1f}" y1="{p.plot_top:.1f}" x2="{x:.1f}" '
            f'y2="{p.plot_bottom:.1f}" stroke-width="1.5" {style}><title>{kind} at '
            f'{escape(str(bar["location"]))}</title></line>'
        )
    # Reference lines (arena, LB, static limit), then the labels on top.
    out.extend(_hlines(p, t))
    out.extend(labels)
    # X axis.
    out.append(
        _text(LEFT + p.plot_w / 2, p.plot_bottom + 34,
              "program order: only points where a span starts or ends, a barrier, a loop or a "
              "divergent region (| = barrier)", 10, anchor="middle", fill="#444")
    )
    every = max(1, math.ceil(len(p.points) / 24))
    for i, point in enumerate(p.points):
        if i % every:
            continue
        x = LEFT + (i + 0.5) * p.sw
        out.append(_text(x, p.plot_bottom + 18, str(point), 9, anchor="middle", fill="#666"))
    # Legend.
    out.extend(_legend(p))
    out.append("</g>")
    return out, p.height


def _box(p: _Panel, b: dict[str, Any]) -> tuple[float, float, float, float]:
    """x0, x1, y0 (top), y1 (bottom) of a buffer's rectangle."""
    size, offset = b["bytes"] or 0, b["offset"] or 0
    y0, y1 = p.y(offset + size), p.y(offset)
    if b["span"]:
        return p.x(b["span"]["start"]), p.x_end(b["span"]["end"]), y0, y1
    return LEFT, LEFT + p.plot_w, y0, y1


def _free(boxes: list[tuple[float, float, float, float]], x0: float, x1: float, y0: float, y1: float) -> bool:
    return y0 >= 0 and not any(a < x1 and x0 < b and c < y1 and y0 < d for a, b, c, d in boxes)


def _buffer(
    p: _Panel, b: dict[str, Any], i: int, boxes: list[tuple[float, float, float, float]]
) -> tuple[list[str], list[str]]:
    size, offset = b["bytes"] or 0, b["offset"] or 0
    y0, y1 = p.y(offset + size), p.y(offset)
    h = max(y1 - y0, 1.0)
    if b["span"]:
        x0, x1 = p.x(b["span"]["start"]), p.x_end(b["span"]["end"])
        style = f'fill="{_color(i)}" fill-opacity="0.9" stroke="#333" stroke-width="0.8"'
        span_attrs = f' data-span-start="{b["span"]["start"]}" data-span-end="{b["span"]["end"]}"'
        when = f"points {b['span']['start']}-{b['span']['end']}"
    else:  # never accessed: bytes reserved, never touched
        x0, x1 = LEFT, LEFT + p.plot_w
        style = 'fill="none" stroke="#888" stroke-dasharray="3,3"'
        span_attrs = ""
        when = "unused"
    w = max(x1 - x0, 1.0)
    tip = f"{b['name']}: {size} B at offset {offset}, {when}"
    if b["shares_with"]:
        tip += "; shares bytes with " + ", ".join(b["shares_with"])
    rect = [
        f'<rect class="buffer" data-buffer={quoteattr(b["name"])} data-offset="{offset}" '
        f'data-bytes="{size}"{span_attrs} x="{x0:.1f}" y="{y0:.1f}" width="{w:.1f}" '
        f'height="{h:.1f}" {style}><title>{escape(tip)}</title></rect>'
    ]
    out: list[str] = []
    fs = min(12.0, h * 0.62)
    if fs >= 6.5:
        label = _fit(f"{b['name']} ({_bytes(size)})", w - 4, fs) if h >= 2.2 * fs else None
        if label is None or not label.endswith(")"):
            label = _fit(b["name"], w - 4, fs)
        if label:
            cy = y0 + h / 2 + fs * 0.35
            if b["span"] is None:
                cy = y0 + fs + 1
                label = f"{label} (unused)" if _fit(f"{label} (unused)", w - 4, fs) else label
            halo = _color(i) if b["span"] else "#fcfcfc"
            out.append(_text(x0 + w / 2 if b["span"] else x1 - 4, cy, label, fs,
                             anchor="middle" if b["span"] else "end", fill="#111",
                             stroke=halo, stroke_width="3", paint_order="stroke"))
    if not out and b["span"] and len(boxes) <= 300:
        # Too thin for a label inside: put the name just above it if nothing is drawn there.
        label = _fit(b["name"], w + 20, 9)
        if label and _free(boxes, x0, x0 + len(label) * CHAR_W * 9, y0 - 11, y0 - 0.5) and y0 - 11 > p.plot_top:
            out.append(_text(x0 + 1, y0 - 2.5, label, 9, fill="#111", stroke="#fcfcfc",
                             stroke_width="3", paint_order="stroke"))
    return rect, out


def _hlines(p: _Panel, t: dict[str, Any]) -> list[str]:
    lines: list[tuple[int, str, str, str]] = []
    if t["arena_bytes"] == t["lower_bound"]:
        lines.append((t["arena_bytes"], f"arena = LB = {_bytes(t['arena_bytes'])}", "#1b7f3b", "6,3"))
    else:
        lines.append((t["arena_bytes"], f"arena {_bytes(t['arena_bytes'])}", "#1b7f3b", ""))
        lines.append((t["lower_bound"], f"LB {_bytes(t['lower_bound'])}", "#1b7f3b", "6,3"))
    if STATIC_LIMIT <= p.ymax:
        lines.append((STATIC_LIMIT, "48 KiB static limit", "#c0392b", "2,2"))
    out: list[str] = []
    last_y = None
    for value, label, color, dash in sorted(lines, key=lambda line: line[0]):
        y = p.y(value)
        dash_attr = f' stroke-dasharray="{dash}"' if dash else ""
        cls = "limit" if "limit" in label else ("lower-bound" if "LB" in label else "arena")
        out.append(
            f'<line class="{cls}" data-bytes="{value}" x1="{LEFT}" y1="{y:.1f}" '
            f'x2="{LEFT + p.plot_w:.1f}" y2="{y:.1f}" stroke="{color}" stroke-width="1.4"{dash_attr}/>'
        )
        ty = y + 3.5
        if last_y is not None and abs(last_y - ty) < 11:
            ty = last_y - 11
        out.append(_text(LEFT + p.plot_w + 6, ty, label, 10, fill=color))
        last_y = ty
    return out


def _legend(p: _Panel) -> list[str]:
    out: list[str] = []
    for i, b in enumerate(p.k["buffers"]):
        col, row = i % p.legend_cols, i // p.legend_cols
        x = LEFT + col * LEGEND_COL
        y = p.legend_top + row * LEGEND_ROW
        if b["dynamic"]:
            fill, desc = "#ffffff", f"{b['name']}  dynamic, after the arena"
        else:
            fill = _color(i) if b["span"] else "#ffffff"
            when = f"{b['span']['start']}-{b['span']['end']}" if b["span"] else "unused"
            desc = f"{b['name']}  {_bytes(b['bytes'])} @{b['offset']}  [{when}]"
        out.append(f'<rect x="{x}" y="{y - 9}" width="10" height="10" fill="{fill}" stroke="#333" stroke-width="0.6"/>')
        label = _fit(desc, LEGEND_COL - 18, 10) or ""
        out.append(_text(x + 14, y, label, 10, fill="#222"))
    return out


def render_svg(report: dict[str, Any]) -> str:
    """The SVG document for every kernel of ``report`` (stacked)."""
    body: list[str] = []
    top = 10.0
    kernels = report.get("kernels", [])
    for k in kernels:
        parts, h = _panel(k, top)
        body.extend(parts)
        top += h + PANEL_GAP
    if not kernels:
        lines = [part for line in nothing_planned(report.get("functions", [])) for part in _wrap(line, WIDTH - 40, 13)]
        for i, line in enumerate(lines):
            body.append(_text(20, 30 + 18 * i, line, 13))
        top = 50.0 + 18 * (len(lines) - 1)
    height = math.ceil(top)
    head = (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" '
        f'viewBox="0 0 {WIDTH} {height}" font-family="{FONT}">\n'
        f"<title>smem-opt arena layout</title>\n"
        f'<rect x="0" y="0" width="{WIDTH}" height="{height}" fill="#ffffff"/>\n'
    )
    return head + "\n".join(body) + "\n</svg>\n"
