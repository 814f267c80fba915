"""The same kernels structured and as a control-flow graph: does smem-opt plan the same arena?

``python -m bench.cfg_vs_structured [--write] [--only TEXT]``

A kernel's plan must not depend on how its control flow is written. Two directions:

1. **Structured -> CFG.** Every structured kernel of the suite (``bench/kernels/mlir/*.realistic``,
   ``examples/``, each ``// -----`` piece of ``test/coalesce/*.mlir`` and of
   ``bench/cfg_zero_trip.mlir``, the real corpus of ``bench/corpus``) is read by smem-opt, printed in generic form and taken through stock
   ``mlir-opt --allow-unregistered-dialect --convert-scf-to-cf``: every ``scf`` loop and branch
   becomes blocks and ``cf.br`` / ``cf.cond_br`` in place, inside whatever op holds the body
   (``gpu.func``, ``func.func``). An ``smem.kernel`` goes through as a ``func.func`` marked with its
   block size, and comes back as the same ``smem.kernel`` (mlir-opt would take it as an unregistered
   op too, but then it neither resolves a ``func.call`` inside it nor accepts a ``memref.alloca``
   there); its ``smem.alloc``s stay where they are, unregistered for mlir-opt, with their sizes
   and alignments. ``affine`` loops stay as they are.
2. **CFG -> structured.** The numba-cuda-mlir kernels of ``test/corpus/numba`` (CFG as written)
   are lifted by upstream ``lift-cf-to-scf``. That pass leaves a ``gpu.func`` untouched, so the
   kernel is renamed ``func.func`` for the lift and back afterwards (``kernel`` attribute, and
   ``return`` -> ``gpu.return``); nothing else changes. A second lift first runs
   ``sroa,mem2reg,canonicalize,cse``, which turns numba's per-thread ``memref.alloca`` slots
   (loop counters, the offset of the next dynamic shared array) into SSA values: the figure a
   CFG analysis reaches when it sees through those slots.

Per kernel: arena bytes and lower bound on both forms; the pairs of buffers kept apart on one form
only (buffers matched in program order, which both conversions keep); and the loops that may run
zero times and hold a barrier (``scf.for`` without constant bounds proving a trip, the ``do``
region of ``scf.while``): on such a kernel the CFG form must keep apart every pair the structured
form keeps apart (the path that skips the loop has no barrier). ``same`` means equal bytes and
equal pairs. The table goes into ``bench/cfg-results.md`` with ``--write``;
``test/python/test_cfg_equivalence.py`` asserts it kernel by kernel.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import re
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from bench.real_kernels import corpus_root

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "cfg-results.md"
ZERO_TRIP = ROOT / "bench" / "cfg_zero_trip.mlir"
"""Kernels whose only barrier between two buffers sits in a loop that may run zero times."""
SPLIT = re.compile(r"^// -----\s*$", re.M)
KERNEL_NAME = re.compile(r"^\s*(?:smem\.kernel|gpu\.func|func\.func)\s+@([\w$.]+)", re.M)
"""The first kernel (or function) a piece of a test file defines: the piece's name."""

TO_CFG = ["--allow-unregistered-dialect", "--convert-scf-to-cf"]
LIFT = "builtin.module(gpu.module(func.func(lift-cf-to-scf)))"
LIFT_AFTER_MEM2REG = (
    "builtin.module(gpu.module(func.func(sroa,mem2reg,canonicalize,cse,lift-cf-to-scf,canonicalize)))"
)


@dataclass(frozen=True)
class Source:
    """One module of the suite, as its file holds it."""

    id: str
    group: str
    text: str


@dataclass
class Figures:
    """What smem-coalesce planned for one kernel."""

    arena: int
    lower_bound: int
    unshared: int
    buffer_types: tuple[str, ...]
    names: tuple[str, ...]
    conflicts: frozenset[tuple[int, int]]
    """Pairs of buffer positions (program order) that may not share."""
    zero_trip_loops: int = 0
    """Loops that may run zero times and hold a barrier (structured form only)."""
    verified: bool = False
    """Whether smem-verify-plan accepts the module's plans (read where a form shares more)."""


@dataclass
class Row:
    id: str
    kernel: str
    direction: str
    """``scf -> cf`` or ``cf -> scf`` (and which lift)."""
    structured: Figures | None = None
    cfg: Figures | None = None
    problem: str = ""
    """Why the pair of forms could not be compared (empty when it was)."""
    only_structured: list[str] = field(default_factory=list)
    """Pairs kept apart on the structured form only: a rule lost on the CFG form, unless the CFG
    form's plan passes smem-verify-plan (``cfg_proves_more``)."""
    only_cfg: list[str] = field(default_factory=list)
    """Pairs kept apart on the CFG form only: precision lost."""

    @property
    def key(self) -> str:
        """The module's id, and the kernel's name where the id does not say it."""
        if not self.kernel or self.id.startswith("numba/") or self.id.endswith(f"@{self.kernel}"):
            return self.id
        return f"{self.id}@{self.kernel}"

    @property
    def same(self) -> bool:
        return (
            not self.problem
            and self.structured is not None
            and self.cfg is not None
            and self.structured.arena == self.cfg.arena
            and not self.only_structured
            and not self.only_cfg
        )

    @property
    def cfg_proves_more(self) -> bool:
        """The CFG form shares pairs the structured form keeps apart, and smem-verify-plan, which
        reads the plan on its own, accepts it: a rule the CFG form reads more closely."""
        return bool(self.only_structured) and self.cfg is not None and self.cfg.verified

    @property
    def verdict(self) -> str:
        if self.problem:
            return self.problem
        if self.same:
            return "same"
        assert self.structured is not None and self.cfg is not None
        parts = []
        if self.structured.arena != self.cfg.arena:
            parts.append(f"bytes {self.structured.arena} -> {self.cfg.arena}")
        if self.only_cfg:
            parts.append(f"{len(self.only_cfg)} more pairs apart on CFG")
        if self.cfg_proves_more:
            parts.append(f"{len(self.only_structured)} pairs shared only on CFG (smem-verify-plan accepts)")
        elif self.only_structured:
            parts.append(f"RULE LOST: {len(self.only_structured)} pairs apart only when structured")
        return "; ".join(parts)


# -- the suite ------------------------------------------------------------------------------


def structured_sources(corpus: Path | None = None) -> list[Source]:
    """Every structured module of the suite, one per ``// -----`` piece."""
    sources: list[Source] = []
    for path in sorted((ROOT / "bench" / "kernels" / "mlir").glob("*.realistic.mlir")):
        sources.append(Source(f"bench/{path.name}", "bench", path.read_text()))
    for path in sorted((ROOT / "examples").glob("*.mlir")):
        sources.append(Source(f"examples/{path.name}", "examples", path.read_text()))
    for path in sorted((ROOT / "test" / "coalesce").glob("*.mlir")):
        pieces = SPLIT.split(path.read_text())
        seen: set[str] = set()
        for index, piece in enumerate(pieces):
            label = f"coalesce/{path.name}"
            if len(pieces) > 1:
                named = KERNEL_NAME.search(piece)
                label += f"@{named.group(1)}" if named else f"#{index}"
                label += f"#{index}" if label in seen else ""
                seen.add(label)
            sources.append(Source(label, "coalesce", piece))
    zero_trip = SPLIT.split(ZERO_TRIP.read_text())
    for piece in zero_trip:
        named = KERNEL_NAME.search(piece)
        assert named is not None, "every piece of cfg_zero_trip.mlir is a kernel"
        sources.append(Source(f"zero-trip@{named.group(1)}", "zero-trip", piece))
    root = corpus if corpus is not None else corpus_root()
    for group in ("iree", "upstream"):
        for path in sorted((root / group).glob("*.mlir")):
            sources.append(Source(f"corpus/{group}/{path.name}", "corpus", path.read_text()))
    return sources


def numba_sources() -> list[Source]:
    return [
        Source(f"numba/{p.name}", "numba", p.read_text())
        for p in sorted((ROOT / "test" / "corpus" / "numba").glob("*.mlir"))
    ]


# -- planning one form ----------------------------------------------------------------------


def _mlir_opt() -> str:
    from smem_opt.tools.toolchain import require_mlir_opt

    return require_mlir_opt()


def _run_mlir_opt(args: list[str], text: str) -> str:
    done = subprocess.run([_mlir_opt(), *args, "-"], input=text, capture_output=True, text=True, timeout=300)
    if done.returncode != 0:
        last = [line for line in done.stderr.splitlines() if "error" in line][:1] or done.stderr.splitlines()[:1]
        raise RuntimeError("mlir-opt: " + (last[0].strip() if last else f"exit {done.returncode}"))
    return done.stdout


def _constant_int(value) -> int | None:
    from xdsl.dialects.builtin import IntegerAttr

    owner = getattr(value, "owner", None)
    if getattr(owner, "name", "") != "arith.constant":
        return None
    attr = owner.properties.get("value", owner.attributes.get("value"))
    return attr.value.data if isinstance(attr, IntegerAttr) else None


def _width(t) -> int:
    from xdsl.dialects.builtin import IntegerType

    return t.width.data if isinstance(t, IntegerType) else 64


def runs_at_least_once(loop) -> bool:
    """``scf.for`` whose constant bounds give a trip under its own comparison (signedness, width);
    the ``do`` region of ``scf.while`` never proven to run."""
    if loop.name != "scf.for":
        return False
    lb, ub = (_constant_int(v) for v in loop.operands[:2])
    if lb is None or ub is None:
        return False
    bits = _width(loop.operands[0].type)
    if "unsignedCmp" in loop.properties or "unsignedCmp" in loop.attributes:
        return lb % (1 << bits) < ub % (1 << bits)
    half = 1 << (bits - 1)
    signed = lambda v: (v + half) % (2 * half) - half  # noqa: E731
    return signed(lb) < signed(ub)


def zero_trip_loops(kernel_op) -> int:
    """Loops of the kernel that may run zero times and hold a barrier in the part that may not run."""
    count = 0
    for op in kernel_op.walk():
        if op.name == "scf.for" and not runs_at_least_once(op):
            regions = op.regions
        elif op.name == "scf.while":
            regions = op.regions[1:]
        elif op.name in ("scf.parallel", "scf.forall"):
            regions = op.regions
        else:
            continue
        if any(inner.name in ("gpu.barrier", "nvvm.barrier0") for r in regions for inner in r.walk()):
            count += 1
    return count


def parse_module(text: str, name: str):
    from smem_opt.api import parse

    return parse(text, name, allow_unregistered=True)


def plan_module(module) -> dict[str, Figures]:
    """smem-coalesce's figures per kernel with buffers (the module is rewritten)."""
    from smem_opt.api import coalesce, verify_plan
    from smem_opt.reader.diagnostics import SmemDiagnostic

    loops = {
        op.sym_name.data: zero_trip_loops(op)
        for op in module.walk()
        if op.name in ("smem.kernel", "gpu.func", "func.func") and hasattr(op, "sym_name")
    }
    with contextlib.redirect_stderr(io.StringIO()):  # the pass's warnings: not this table's business
        plans = coalesce(module)
        try:
            verify_plan(module)
            verified = True
        except SmemDiagnostic:
            verified = False
    out: dict[str, Figures] = {}
    for plan in plans:
        buffers = list(plan.kernel.buffers)
        pairs = frozenset(
            (i, j)
            for i in range(len(buffers))
            for j in range(i + 1, len(buffers))
            if plan.conflict(buffers[i], buffers[j]) is not None
        )
        out[plan.name] = Figures(
            arena=plan.arena_bytes,
            lower_bound=plan.lower_bound,
            unshared=plan.unshared_bytes,
            buffer_types=tuple(str(b.type) for b in buffers),
            names=tuple(b.name for b in buffers),
            conflicts=pairs,
            zero_trip_loops=loops.get(plan.name, 0),
            verified=verified,
        )
    return out


# -- the two directions ---------------------------------------------------------------------


BLOCK_SIZE_MARK = "smem_cfg.block_size"
"""The attribute that carries an smem.kernel's block size through mlir-opt (as a func.func)."""


def _kernels_as_funcs(module) -> None:
    """Each ``smem.kernel`` becomes a ``func.func`` marked with its block size, ``smem.return``
    ``func.return``: an op mlir-opt knows (symbols resolve through it, ``memref.alloca`` has its
    allocation scope); everything inside stays as it is."""
    from xdsl.dialects import func

    from smem_opt.smem_dialect import smem as sm

    for kernel in [op for op in module.walk() if isinstance(op, sm.KernelOp)]:
        for ret in [op for op in kernel.walk() if isinstance(op, sm.ReturnOp)]:
            ret.parent_block().insert_op_before(func.ReturnOp(), ret)
            ret.detach()
            ret.erase()
        body = kernel.detach_region(kernel.body)
        replacement = func.FuncOp(kernel.sym_name.data, kernel.function_type, body, arg_attrs=kernel.arg_attrs)
        replacement.attributes.update(kernel.attributes)
        replacement.attributes[BLOCK_SIZE_MARK] = kernel.block_size
        kernel.parent_block().insert_op_before(replacement, kernel)
        kernel.detach()
        kernel.erase()


def _funcs_as_kernels(module) -> None:
    """The inverse of ``_kernels_as_funcs`` on mlir-opt's output."""
    from xdsl.dialects import func

    from smem_opt.smem_dialect import smem as sm

    for fn in [op for op in module.walk() if isinstance(op, func.FuncOp) and BLOCK_SIZE_MARK in op.attributes]:
        for ret in [op for op in fn.walk() if isinstance(op, func.ReturnOp) and op.parent_op() is fn]:
            ret.parent_block().insert_op_before(sm.ReturnOp(), ret)
            ret.detach()
            ret.erase()
        sizes = fn.attributes.pop(BLOCK_SIZE_MARK)
        body = fn.detach_region(fn.body)
        kernel = sm.KernelOp(fn.sym_name.data, fn.function_type, sizes, body, arg_attrs=fn.arg_attrs,
                             attributes=dict(fn.attributes))
        fn.parent_block().insert_op_before(kernel, fn)
        fn.detach()
        fn.erase()


def to_cfg(module, name: str):
    """``module`` (not changed) after stock ``mlir-opt --convert-scf-to-cf``, read back."""
    from smem_opt.api import build_context, print_module
    from smem_opt.reader.ir_io import read_input
    from smem_opt.reader.parsing import verify_module

    copy = module.clone()
    _kernels_as_funcs(copy)
    converted = _run_mlir_opt(TO_CFG, print_module(copy, generic=True))
    back = read_input(build_context(True), converted.encode(), name, skip_verify=True).module
    _funcs_as_kernels(back)
    verify_module(back)
    return back


_KERNEL_HEAD = re.compile(r"gpu\.func @([\w$.]+)\((.*)\) kernel attributes")
_FUNC_HEAD = re.compile(r"func\.func @([\w$.]+)\((.*)\) attributes")


def lift(text: str, pipeline: str) -> str:
    """A numba kernel lifted to scf: renamed func.func for upstream's lift, then back to a kernel."""
    as_func = _KERNEL_HEAD.sub(r"func.func @\1(\2) attributes", text).replace("gpu.return", "func.return")
    lifted = _run_mlir_opt([f"--pass-pipeline={pipeline}"], as_func)
    back = _FUNC_HEAD.sub(r"gpu.func @\1(\2) kernel attributes", lifted)
    return re.sub(r"^(\s*)return$", r"\1gpu.return", back, flags=re.M)


def _compare(row: Row) -> Row:
    s, c = row.structured, row.cfg
    assert s is not None and c is not None
    if s.buffer_types != c.buffer_types:
        row.problem = "buffers differ between the forms"
        return row
    pair = lambda p: f"{s.names[p[0]]}/{s.names[p[1]]}"  # noqa: E731
    row.only_structured = sorted(map(pair, s.conflicts - c.conflicts))
    row.only_cfg = sorted(map(pair, c.conflicts - s.conflicts))
    return row


def compare_structured(source: Source) -> list[Row]:
    """Rows of every kernel of one structured module, against its scf -> cf form."""
    try:
        module = parse_module(source.text, source.id)
        cfg_module = to_cfg(module, source.id + " (cf)")
        structured = plan_module(module)
    except Exception as err:  # noqa: BLE001 - error tests of the suite: not a kernel to compare
        return [Row(source.id, "", "scf -> cf", problem=f"skipped: {_first_line(err)}")]
    if not structured:
        return []
    try:
        cfg = plan_module(cfg_module)
    except Exception as err:  # noqa: BLE001
        return [Row(source.id, k, "scf -> cf", s, problem=f"CFG form failed: {_first_line(err)}")
                for k, s in structured.items()]
    rows = []
    for kernel, s in structured.items():
        row = Row(source.id, kernel, "scf -> cf", s, cfg.get(kernel))
        rows.append(_compare(row) if row.cfg is not None else _missing(row))
    return rows


def compare_lifted(source: Source, pipeline: str, label: str) -> list[Row]:
    """Rows of a numba kernel (CFG as written) against its lifted form."""
    try:
        cfg = plan_module(parse_module(source.text, source.id))
        structured = plan_module(parse_module(lift(source.text, pipeline), source.id + " (lifted)"))
    except Exception as err:  # noqa: BLE001
        return [Row(source.id, "", label, problem=f"failed: {_first_line(err)}")]
    rows = []
    for kernel in sorted(set(cfg) | set(structured)):
        row = Row(source.id, kernel, label, structured.get(kernel), cfg.get(kernel))
        if row.structured is None or row.cfg is None:
            row.problem = (
                "workgroup buffers on the lifted form only (canonicalize made the dynamic shared"
                " memory offsets constant)" if row.cfg is None else "workgroup buffers on the CFG form only"
            )
            rows.append(row)
        else:
            rows.append(_compare(row))
    return rows


def _missing(row: Row) -> Row:
    row.problem = "kernel not planned on the CFG form"
    return row


def _first_line(err: Exception) -> str:
    lines = str(err).strip().splitlines()
    return (lines[0] if lines else type(err).__name__)[:100]


@dataclass(frozen=True)
class Case:
    """One module of the suite in one direction."""

    source: Source
    direction: str

    @property
    def id(self) -> str:
        return self.source.id + ("" if self.direction == "scf -> cf" else f" [{self.direction}]")

    def rows(self) -> list[Row]:
        if self.direction == "scf -> cf":
            return compare_structured(self.source)
        pipeline = LIFT if self.direction == "cf -> scf (lift)" else LIFT_AFTER_MEM2REG
        return compare_lifted(self.source, pipeline, self.direction)


def cases(mem2reg: bool = True, corpus: Path | None = None) -> list[Case]:
    """Every comparison: the structured suite through scf -> cf, the numba kernels lifted (and,
    with ``mem2reg``, lifted after sroa/mem2reg: a reference, not the same ops)."""
    out = [Case(s, "scf -> cf") for s in structured_sources(corpus)]
    for source in numba_sources():
        out.append(Case(source, "cf -> scf (lift)"))
        if mem2reg:
            out.append(Case(source, "cf -> scf (mem2reg, lift)"))
    return out


def all_rows(only: str | None = None) -> list[Row]:
    rows: list[Row] = []
    for case in cases():
        if only is None or only in case.source.id:
            rows.extend(case.rows())
    return rows


# -- the table ------------------------------------------------------------------------------


HEAD = ["kernel", "direction", "structured B (LB)", "CFG B (LB)", "zero-trip loops", "verdict"]


def _cell(f: Figures | None) -> str:
    return "-" if f is None else f"{f.arena} ({f.lower_bound})"


def table(rows: list[Row]) -> str:
    cells = [
        [r.key, r.direction, _cell(r.structured), _cell(r.cfg),
         str(r.structured.zero_trip_loops) if r.structured else "-", r.verdict]
        for r in rows
    ]
    widths = [max(len(h), *(len(c[i]) for c in cells)) if cells else len(h) for i, h in enumerate(HEAD)]
    line = lambda cs: "| " + " | ".join(c.ljust(w) for c, w in zip(cs, widths)) + " |"  # noqa: E731
    return "\n".join([line(HEAD), "|" + "|".join("-" * (w + 2) for w in widths) + "|", *map(line, cells)])


def summary(rows: list[Row]) -> list[str]:
    compared = [r for r in rows if not r.problem]
    lines = []
    for direction in dict.fromkeys(r.direction for r in compared):
        mine = [r for r in compared if r.direction == direction]
        differ = [r for r in mine if not r.same]
        extra = sum((r.cfg.arena - r.structured.arena) for r in differ if r.cfg and r.structured)
        lost = [r for r in mine if r.only_structured and not r.cfg_proves_more]
        more = [r for r in mine if r.cfg_proves_more]
        zero = [r for r in mine if r.structured and r.structured.zero_trip_loops]
        lines.append(
            f"{direction}: {len(mine)} kernels compared, {len(mine) - len(differ)} the same, "
            f"{len(differ)} differ ({extra:+d} B on the CFG form in all); rules lost on the CFG form: "
            f"{len(lost)}; shared only on the CFG form, its plan verified: {len(more)}; kernels with a loop that may run zero times around a barrier: {len(zero)}, "
            f"its pairs kept apart on the CFG form in {sum(1 for r in zero if not r.only_structured)}."
        )
    for problem in sorted({r.problem for r in rows if r.problem}):
        which = [r.key for r in rows if r.problem == problem]
        lines.append(f"Not compared ({problem}): {', '.join(which)}.")
    return lines


NOTES = [
    "`scf -> cf` is the test of `test/python/test_cfg_equivalence.py`. Bodies of several blocks are"
    " analysed along their paths (`passes/analysis/cfg.py`: weak topological order, separation by"
    " barrier-free paths in both directions, divergent regions up to the immediate post-dominator),"
    " so the CFG form plans the bytes of the structured one; an mbarrier's phase parity is followed"
    " through the block arguments of a loop of branches as through `scf.for` iteration arguments"
    " (`passes/analysis/mbarrier_paths.py`), and a path holds what the branches it took say about"
    " integers (`passes/analysis/branch_facts.py`: a prefetch under `cf.cond_br` on `i + 1 < n` is"
    " retired by the next iteration's wait, as under `scf.if`)."
    " No pair kept apart on the structured form shares on the CFG form: no rule is lost, the"
    " zero-trip one included; every kernel plans the same bytes and pairs on both forms.",
    "`zero-trip@...` (`bench/cfg_zero_trip.mlir`): the only barrier between A and B sits in a loop"
    " that may run zero times, so A and B must stay apart (2048 B), except in `signed_i8_from_minus_one`"
    " (six trips: 1024 B). `unsigned_i8_from_minus_one` (`scf.for unsigned` from -1, that is 255, to"
    " 5: no trip) stays apart on both forms (2048 B).",
    "`cf -> scf (lift)`: numba-cuda-mlir's kernels as written against the same ops lifted to `scf`"
    " (also in the test): the same bytes on every kernel (`moments_device_fn` and"
    " `softmax_device_fns`, a device function with its own shared array and a trailing barrier"
    " called twice, share on both forms: 1024 -> 512 B) but `smooth_rounds`: as written, its"
    " `range(4)` is entered with a range state stored from constants in private slots, so the"
    " header's first test is decided and the loop surely runs a trip (1536 B, the plan accepted"
    " by smem-verify-plan); lifted, that test is the condition region of an `scf.while` with the"
    " body in an `scf.if`, decided only on the first run, which the structured rules do not read"
    " (2048 B).",
    "`cf -> scf (mem2reg, lift)`: a reference, not the same ops. numba keeps loop counters, range"
    " iterators and the offset of the next dynamic shared array in per-thread `memref.alloca` slots"
    " (`memref<1xi64>`, `memref<5xi64>`); every loop condition is a `memref.load` of one. The"
    " analysis proves such loads uniform where the slot is private (design §3, rule 3: never"
    " escapes, stored only with uniform values under uniform control, every load after a store), so"
    " `matmul_staged_epilogue`'s k-loop is uniform as written and its epilogue tile shares"
    " (3072 -> 2048 B, as after `sroa,mem2reg`). The padded-transpose / halo tiles at run-time"
    " offsets of `gpu.dynamic_shared_memory` fold to constant offsets only after mem2reg and"
    " canonicalize; as written they are left as they are (the report names them).",
]


def render(rows: list[Row], seconds: float) -> str:
    parts = [
        "# Structured and CFG forms of the same kernels",
        "",
        f"Generated by `python -m bench.cfg_vs_structured --write` in {seconds:.0f} s. Bytes planned by"
        " `smem-coalesce` (default options) on each form, lower bound in parentheses. `same`: equal bytes"
        " and the same pairs of buffers kept apart. `RULE LOST`: a pair kept apart when structured may"
        " share on the CFG form (unsound there), unless smem-verify-plan accepts the CFG form's plan:"
        " `shared only on CFG` (a rule that reads the CFG form more closely); `more pairs apart on CFG`:"
        " precision lost. Zero-trip"
        " loops: loops of the structured form that may run zero times around a barrier.",
        "",
        *[f"- {line}" for line in summary(rows)],
        "",
        "Notes:",
        "",
        *[f"- {line}" for line in NOTES],
        "",
        table(rows),
        "",
    ]
    return "\n".join(parts)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.cfg_vs_structured", description=__doc__.split("\n")[0])
    ap.add_argument("--write", action="store_true", help=f"write the table to {RESULTS.relative_to(ROOT)}")
    ap.add_argument("--only", default=None, help="only the modules whose id contains this text")
    o = ap.parse_args(argv)
    start = time.perf_counter()
    rows = all_rows(o.only)
    text = render(rows, time.perf_counter() - start)
    print(text)
    if o.write:
        RESULTS.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
