"""MiniMalloc-format instances: read them, plan them, compare with the peers.

``python -m bench.minimalloc [CSV ...] [--budget N] [--write]`` plans every instance (default:
the eleven challenging ones in ``bench/data/minimalloc/``) with ``passes.planner.packing.plan_arena``
(given the capacity as ``target_bytes``: like MiniMalloc, it is asked to fit, not to go lower) and
with the peers of ``bench.peers`` (first fit and best fit by size), and prints per instance: the
arena, the capacity, the lower bound (LB), whether the arena fits the capacity, whether the plan
is proven optimal, and the planner's CPU time. ``--write`` puts the table into
``bench/results.md`` (its own section only).

File format (MiniMalloc's CSV): a header row naming the columns, then one buffer per row.
Columns: ``id`` (or ``buffer``, ``buffer_id``), ``lower`` (or ``start``, ``begin``), ``upper``
(exclusive) or ``end`` (inclusive: the buffer is live at ``end``), ``size``, and optionally
``alignment``; ``offset`` and ``hint`` columns are read and ignored; anything else is an error.
Buffers whose live ranges ``[lower, upper)`` overlap conflict. The capacity is the number before
``.csv`` in the file name (``A.1048576.csv``), or ``--capacity``.

Bad input is reported as ``file:line:col: error: ...`` with exit status 1.
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from bench.peers import best_fit_by_size, first_fit_by_size
from bench.results_file import replace_section
from smem_opt.passes.planner.packing import Item, check_plan, plan_arena

DATA = Path(__file__).resolve().parent / "data" / "minimalloc"
RESULTS = Path(__file__).resolve().parent / "results.md"
SECTION = "MiniMalloc challenging instances"
BENCH_BUDGET = 500_000
"""Node budget per instance here (instances of 150-450 buffers; the pass default is smaller)."""

_ID = ("id", "buffer", "buffer_id")
_LOWER = ("lower", "start", "begin")
_IGNORED = ("offset", "hint")


@dataclass(frozen=True)
class Buffer:
    """One row: live during [lower, upper), ``size`` bytes, offsets a multiple of ``align``."""

    name: str
    lower: int
    upper: int
    size: int
    align: int = 1


class CsvError(Exception):
    """Malformed input, with its position (``file:line:col: error: ...``)."""

    def __init__(self, path: str, line: int, col: int, message: str):
        super().__init__(f"{path}:{line}:{col}: error: {message}")


def parse_csv(text: str, path: str = "<input>") -> list[Buffer]:
    """Buffers of a MiniMalloc CSV (either header style)."""
    lines = text.splitlines()
    while lines and not lines[-1].strip():
        lines.pop()
    if not lines:
        raise CsvError(path, 1, 1, "empty file: expected a header row")
    header = [c.strip() for c in lines[0].split(",")]
    cols: dict[str, int] = {}
    inclusive_end = False
    col_starts = _field_starts(lines[0])
    for k, name in enumerate(header):
        if name in _ID:
            key = "id"
        elif name in _LOWER:
            key = "lower"
        elif name == "upper":
            key = "upper"
        elif name == "end":
            key, inclusive_end = "upper", True
        elif name in ("size", "alignment") or name in _IGNORED:
            key = name
        else:
            raise CsvError(path, 1, col_starts[k], f"unknown column {name!r}")
        if key in cols:
            raise CsvError(path, 1, col_starts[k], f"column {name!r} repeats column {key!r}")
        cols[key] = k
    for need in ("id", "lower", "upper", "size"):
        if need not in cols:
            raise CsvError(path, 1, 1, f"missing column {need!r} (header: {lines[0].strip()!r})")
    out: list[Buffer] = []
    seen: set[str] = set()
    for ln, line in enumerate(lines[1:], start=2):
        if not line.strip():
            raise CsvError(path, ln, 1, "empty row")
        fields = line.split(",")
        starts = _field_starts(line)
        if len(fields) != len(header):
            raise CsvError(path, ln, 1, f"expected {len(header)} fields, found {len(fields)}")

        def num(key: str, minimum: int) -> int:
            k = cols[key]
            raw = fields[k].strip()
            if not re.fullmatch(r"-?[0-9]+", raw):
                raise CsvError(path, ln, starts[k], f"{header[k]}: expected an integer, found {raw!r}")
            value = int(raw)
            if value < minimum:
                raise CsvError(path, ln, starts[k], f"{header[k]}: must be >= {minimum}, found {value}")
            return value

        name = fields[cols["id"]].strip()
        if not name:
            raise CsvError(path, ln, starts[cols["id"]], "empty buffer id")
        if name in seen:
            raise CsvError(path, ln, starts[cols["id"]], f"duplicate buffer id {name!r}")
        seen.add(name)
        lower = num("lower", 0)
        upper = num("upper", 0) + (1 if inclusive_end else 0)
        if upper <= lower:
            raise CsvError(path, ln, starts[cols["upper"]], f"empty live range [{lower}, {upper})")
        size = num("size", 0)
        align = num("alignment", 1) if "alignment" in cols else 1
        if align & (align - 1):
            raise CsvError(path, ln, starts[cols["alignment"]], f"alignment {align} is not a power of two")
        out.append(Buffer(name, lower, upper, size, align))
    return out


def _field_starts(line: str) -> list[int]:
    """1-based column of each comma-separated field."""
    starts = [1]
    for i, ch in enumerate(line):
        if ch == ",":
            starts.append(i + 2)
    return starts


def read_csv(path: Path) -> list[Buffer]:
    return parse_csv(Path(path).read_text(), str(path))


def to_instance(buffers: list[Buffer]) -> tuple[list[Item], list[tuple[str, str]]]:
    """Planner input: sizes rounded up to the alignment; conflicts = overlapping live ranges."""
    items = [Item(b.name, -(-b.size // b.align) * b.align, b.align) for b in buffers]
    by_start = sorted(buffers, key=lambda b: (b.lower, b.name))
    conflicts = []
    for k, a in enumerate(by_start):
        for b in by_start[k + 1 :]:
            if b.lower >= a.upper:
                break
            conflicts.append((a.name, b.name))
    return items, conflicts


def capacity_of(path: Path) -> int | None:
    m = re.search(r"\.([0-9]+)\.csv$", Path(path).name)
    return int(m.group(1)) if m else None


def run(path: Path, capacity: int | None, budget: int) -> dict:
    buffers = read_csv(path)
    items, conflicts = to_instance(buffers)
    ranges = {b.name: (b.lower, b.upper) for b in buffers}
    t0 = time.process_time()
    plan = plan_arena(items, conflicts, node_budget=budget, live_ranges=ranges,
                      target_bytes=capacity or 0)
    seconds = time.process_time() - t0
    assert check_plan(items, conflicts, plan.offsets) == [], path
    ff, _ = first_fit_by_size(items, conflicts)
    bf, _ = best_fit_by_size(items, conflicts)
    return {
        "instance": Path(path).name,
        "buffers": len(items),
        "capacity": capacity,
        "lb": plan.lower_bound,
        "arena": plan.arena_bytes,
        "fits": capacity is None or plan.arena_bytes <= capacity,
        "proven": plan.proven_optimal,
        "certified": plan.certified_bound,
        "seconds": seconds,
        "first_fit": ff,
        "best_fit": bf,
    }


def table(rows: list[dict]) -> str:
    head = ["instance", "buffers", "capacity", "LB", "ours", "fits", "proven optimal",
            "ours CPU s", "first fit (by size)", "best fit (by size)"]
    out = ["| " + " | ".join(head) + " |", "|" + "|".join("---" for _ in head) + "|"]
    for r in rows:
        cap = r["capacity"]

        def rel(v: int) -> str:
            return f"{v} ({v / cap:.3f})" if cap else str(v)

        out.append(
            "| " + " | ".join([
                r["instance"], str(r["buffers"]), str(cap or "-"), str(r["lb"]), rel(r["arena"]),
                "yes" if r["fits"] else "no", "yes" if r["proven"] else "no",
                f"{r['seconds']:.2f}", rel(r["first_fit"]), rel(r["best_fit"]),
            ]) + " |"
        )
    return "\n".join(out)


def summary(rows: list[dict], budget: int) -> str:
    fits = sum(r["fits"] for r in rows)
    secs = [r["seconds"] for r in rows]
    peers = {k: sum(r[k] <= (r["capacity"] or r[k]) for r in rows) for k in ("first_fit", "best_fit")}
    return (
        f"Fit in capacity: ours {fits} of {len(rows)}, first fit {peers['first_fit']}, best fit "
        f"{peers['best_fit']}. Planner CPU time per instance: median {statistics.median(secs):.2f} s, "
        f"max {max(secs):.2f} s (node budget {budget:,}). Values in parentheses: bytes / capacity."
    )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.minimalloc", description=__doc__.split("\n")[0])
    ap.add_argument("csv", nargs="*", type=Path, help="instances (default: bench/data/minimalloc/*.csv)")
    ap.add_argument("--capacity", type=int, default=None, help="capacity (default: from the file name)")
    ap.add_argument("--budget", type=int, default=BENCH_BUDGET, help="planner node budget per instance")
    ap.add_argument("--write", action="store_true", help="put the table into bench/results.md")
    o = ap.parse_args(argv)
    paths = o.csv or sorted(DATA.glob("*.csv"))
    rows = []
    try:
        for p in paths:
            # Parse everything first: bad input gives no partial output.
            read_csv(p)
        for p in paths:
            rows.append(run(p, o.capacity or capacity_of(p), o.budget))
            r = rows[-1]
            print(f"{r['instance']}: arena {r['arena']} capacity {r['capacity']} LB {r['lb']} "
                  f"proven {r['proven']} {r['seconds']:.2f} s", file=sys.stderr, flush=True)
    except (CsvError, OSError) as e:
        print(e if isinstance(e, CsvError) else f"{e.filename}:1:1: error: {e.strerror}", file=sys.stderr)
        return 1
    text = table(rows) + "\n\n" + summary(rows, o.budget)
    print(text)
    if o.write:
        replace_section("minimalloc", f"## {SECTION}\n\n" + _section_intro() + text + "\n", RESULTS)
    return 0


def _section_intro() -> str:
    return (
        "Generated by `python -m bench.minimalloc --write`. Instances: MiniMalloc's challenging "
        "benchmark (`bench/data/minimalloc/`, see its README), each known to fit in its capacity. "
        "CPU time of one `plan_arena` call (conflict graph from the live ranges, node budget as "
        "below); peers from `bench/peers.py`.\n\n"
    )


if __name__ == "__main__":
    sys.exit(main())
