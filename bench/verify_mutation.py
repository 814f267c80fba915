"""How many wrong plans does ``smem-verify-plan`` catch? (design §6: a second opinion.)

``python -m bench.verify_mutation [--out bench/results.md] [--limit N]``

For every kernel of the test, example, bench and real-corpus inputs, the kernel is coalesced by
``smem-coalesce`` (and with ``insert-barriers=true``); the plan must verify. Then, for every pair
of buffers the pass's analysis says conflict (live together, or no barrier between them on some
path), one wrong plan is injected: the later buffer's view is moved onto bytes of the other (the
first offset, aligned for the moved buffer, at which the two overlap). Every injected plan must be
rejected. A second family moves each buffer with an alignment need above its element size to an
offset that breaks it (cp.async, vector, ldmatrix, TMA destinations). The table counts injected
and caught plans per input group and lists every miss; the section goes into
``bench/results.md``.
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from xdsl.dialects.builtin import IndexType, IntegerAttr
from xdsl.utils.exceptions import DiagnosticException

from bench.results_file import RESULTS, replace_section
from bench.real_kernels import REAL_CORPUS

ROOT = Path(__file__).resolve().parent.parent
CORPUS = REAL_CORPUS

GROUPS = {
    "tests": [ROOT / "test" / "coalesce", ROOT / "test" / "report", ROOT / "test" / "lowering"],
    "examples": [ROOT / "examples"],
    "bench kernels": [ROOT / "bench" / "kernels" / "mlir"],
    "real corpus": [CORPUS / "iree", CORPUS / "upstream"],
}


@dataclass
class Tally:
    kernels: int = 0
    plans_ok: int = 0
    injected: int = 0
    caught: int = 0
    misses: list[str] = field(default_factory=list)
    unreadable: int = 0


def _chunks(path: Path) -> list[tuple[str, int]]:
    text = path.read_text()
    out, line = [], 0
    for piece in text.split("// -----"):
        out.append((piece, line))
        line += piece.count("\n")
    return out


def _views_by_name(kernel_op):
    found = {}
    for op in kernel_op.walk():
        if op.name == "memref.view" and op.results[0].name_hint:
            found.setdefault(op.results[0].name_hint, op)
    return found


def _set_offset(view, value: int) -> int | None:
    """Give ``view`` a constant byte offset; returns the old one (None: not a constant)."""
    owner = view.operands[1].owner
    if getattr(owner, "name", None) != "arith.constant":
        return None
    old = owner.properties["value"].value.data
    owner.properties["value"] = IntegerAttr(value, IndexType())
    return old


def _verifies(kernel) -> tuple[bool, str]:
    from smem_opt.passes.verify.verify_plan import verify_kernel

    try:
        verify_kernel(kernel)
    except DiagnosticException as err:
        return False, str(err).splitlines()[0]
    return True, ""


def _fresh_kernel(kernel_op):
    from smem_opt.passes.analysis.kernels import find_kernels

    return next(k for k in find_kernels(kernel_op.parent_op() or kernel_op) if k.op is kernel_op)


def mutate_file(path: Path, tally: Tally, options: str) -> None:
    from smem_opt.passes.rewrite.smem_coalesce import SmemCoalescePass
    from smem_opt.tools.smem_opt import build_context, read_input

    insert = "insert-barriers" in options
    for text, offset in _chunks(path):
        if "smem.kernel" not in text and "gpu.func" not in text:
            continue
        ctx = build_context(allow_unregistered=True)
        try:
            module = read_input(ctx, text.encode(), str(path), offset).module
            plans = SmemCoalescePass(insert_barriers=insert).run(module)
        except Exception:
            tally.unreadable += 1
            continue
        for result in plans:
            tally.kernels += 1
            kernel = _fresh_kernel(result.kernel.op)
            ok, why = _verifies(kernel)
            if not ok:
                tally.misses.append(f"{path.name} @{result.name}: our own plan rejected: {why}")
                continue
            tally.plans_ok += 1
            views = _views_by_name(result.kernel.op)
            sizes = {item.name: (item.size, item.align) for item in result.items}
            offsets = result.plan.offsets
            for pair, conflict in sorted(result.analysis.edges.items(), key=lambda kv: sorted(b.name for b in kv[0])):
                x, y = sorted(pair, key=lambda b: b.index)
                if x.name not in views or y.name not in views or y.name not in offsets or x.name not in offsets:
                    continue
                size_x, _ = sizes.get(x.name, (0, 1))
                size_y, align_y = sizes.get(y.name, (0, 1))
                if not size_x or not size_y:
                    continue
                target = offsets[x.name] // align_y * align_y
                if target + size_y <= offsets[x.name]:
                    target += align_y
                if not (target < offsets[x.name] + size_x and offsets[x.name] < target + size_y):
                    continue
                _inject(tally, result, views[y.name], target,
                        f"{path.name} @{result.name}: '{y.name}' moved onto '{x.name}' ({conflict.kind}) not caught")
            for buf in result.kernel.buffers:
                if buf.is_dynamic or buf.name not in views or buf.name not in offsets:
                    continue
                need = buf.access_alignment  # what its accesses need (not a requested attribute)
                if need <= buf.element_bytes():
                    continue
                _inject(tally, result, views[buf.name], offsets[buf.name] + buf.element_bytes(),
                        f"{path.name} @{result.name}: '{buf.name}' misaligned not caught")


def _inject(tally: Tally, result, view, offset: int, miss: str) -> None:
    """Move ``view`` to byte ``offset`` (a wrong plan), count whether the verifier rejects the
    kernel (``miss`` when it does not), and put the view back."""
    old = _set_offset(view, offset)
    if old is None:
        return
    tally.injected += 1
    ok, _ = _verifies(_fresh_kernel(result.kernel.op))
    if ok:
        tally.misses.append(miss)
    else:
        tally.caught += 1
    _set_offset(view, old)


def run(limit: int | None = None) -> tuple[str, dict[str, Tally]]:
    tallies: dict[str, Tally] = {}
    for group, dirs in GROUPS.items():
        tally = Tally()
        files = sorted(f for d in dirs if d.exists() for f in d.glob("*.mlir"))
        if limit:
            files = files[:limit]
        for f in files:
            for options in ("smem-coalesce", "smem-coalesce{insert-barriers=true}"):
                mutate_file(f, tally, options)
        tallies[group] = tally
    return render(tallies), tallies


def render(tallies: dict[str, Tally]) -> str:
    rows = [
        "| inputs | kernels coalesced | our plans verified | wrong plans injected | caught | inputs not read |",
        "|---|---|---|---|---|---|",
    ]
    total = Tally()
    for group, t in tallies.items():
        rows.append(f"| {group} | {t.kernels} | {t.plans_ok} | {t.injected} | {t.caught} | {t.unreadable} |")
        total.kernels += t.kernels
        total.plans_ok += t.plans_ok
        total.injected += t.injected
        total.caught += t.caught
        total.misses += t.misses
        total.unreadable += t.unreadable
    rows.append(
        f"| **all** | {total.kernels} | {total.plans_ok} | {total.injected} | **{total.caught}** "
        f"| {total.unreadable} |"
    )
    parts = [
        "## smem-verify-plan against injected wrong plans",
        "",
        "Generated by `python -m bench.verify_mutation`. Each kernel is coalesced (with and without",
        "`insert-barriers=true`); for every pair of buffers the pass says conflict, the later one is",
        "moved onto the other's bytes, and every buffer whose accesses need more than element",
        "alignment is moved off it. The verifier decides by its own dataflow over the flattened",
        "control-flow graph (design §6). Target: every injected plan caught, every plan of ours verified.",
        "",
        *rows,
        "",
    ]
    if total.misses:
        parts += ["Misses:", ""] + [f"- {m}" for m in total.misses[:50]] + [""]
    else:
        parts += ["All injected plans caught; all plans of ours verified.", ""]
    return "\n".join(parts)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=RESULTS)
    ap.add_argument("--limit", type=int, default=None, help="files per group (a quick run)")
    o = ap.parse_args(argv)
    t0 = time.perf_counter()
    text, tallies = run(o.limit)
    text += f"\n({time.perf_counter() - t0:.0f} s)\n"
    print(text)
    replace_section("verify-mutation", text, o.out)
    missed = sum(len(t.misses) for t in tallies.values())
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
