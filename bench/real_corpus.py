"""Real kernels through smem-opt: IREE's, MLIR's own and numba-cuda-mlir's, as a user would paste them.

``python -m bench.real_corpus [--write] [--no-iree] [--keep DIR]``

Kernels: every file of ``bench/corpus/iree`` and ``bench/corpus/upstream``, the numba-cuda-mlir kernels of ``test/corpus/numba`` (marked
``numba-cuda-mlir``; PTX for their own target, sm_90) and, when IREE is installed
(``bench.iree_regen``), the kernels IREE makes from ``bench/corpus/iree/inputs`` here and now,
converted by ``bench.iree_convert`` (marked ``regenerated``; ``--keep DIR`` writes them there).
Per kernel:

- read as written: no detour through mlir-opt's generic form;
- no reuse: one slot per buffer at smem-opt's alignment (``smem.unshared_bytes``);
- IREE shipped: the bytes IREE launches the kernel with (its default CUDA pipeline reuses
  nothing): the workgroup buffers of the corpus header, or ``workgroup_local_memory`` measured on
  a regenerated kernel; IREE best: its own reuse pass in its best case, where known (the corpus
  README: run by hand on the kernel with its deallocs removed; a kernel with one buffer needs
  none);
- ours (``smem-coalesce``) and ours with ``insert-barriers=true``, the lower bound of each, the
  barriers added;
- PTX: the shared bytes ``ptxas -v`` reports for the kernel lowered by upstream's pipeline
  (``smem-opt --emit resource-usage --target sm_80``), or why there is none;
- verified: ``smem-verify-plan`` accepts both plans;
- views of ``gpu.dynamic_shared_memory`` at byte offsets known only at run time (numba's shared
  arrays whose shape is an expression), which are left as they are: counted beside the buffers,
  and the kernel's bytes are then unknown here ("-").

Totals: bytes saved against no reuse, and against IREE's shipped bytes next to what IREE's own
reuse pass saves in its best case, over the kernels where that is known. The table goes into
section ``real-corpus`` of ``bench/results.md`` with ``--write``.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from bench.results_file import RESULTS, publish
from bench.real_kernels import corpus_root

ROOT = Path(__file__).resolve().parent.parent
SECTION = "real-corpus"
CHIP = "sm_80"
"""IREE's target for the corpus kernels."""
NUMBA_CHIP = "sm_90"
"""numba-cuda-mlir's kernels were compiled for sm_90 (bench/numba/generate.py)."""
NUMBA_ORIGIN = "numba-cuda-mlir 0.6.0"

IREE_BEST_CASE = {
    "iree_softmax_f32_vd": 136,
    "iree_attention_d64_f16_vd": 13312,
    "iree_matmul_f16_tf": 34304,
    "iree_matmul_f16_vd": 17408,
    "iree_conv_igemm_f16_tf": 43008,
    "iree_transpose_f32_tf": 4352,
}
"""IREE's reuse pass in its best case, from the corpus README: softmax 272 -> 136 B and attention
(d=64) 22016 -> 13312 B; nothing can be shared in the matmul, conv and transpose kernels."""


@dataclass
class Row:
    kernel: str
    origin: str
    """``corpus`` or ``regenerated``."""
    as_written: str
    buffers: int = 0
    no_reuse: int | None = None
    iree_shipped: int | None = None
    iree_best: int | None = None
    ours: int | None = None
    ours_barriers: int | None = None
    lb: int | None = None
    lb_barriers: int | None = None
    barriers_added: int = 0
    ptx: str = "-"
    """ptxas's shared bytes when they equal the plan, else what happened."""
    verified: str = "-"
    runtime_views: int = 0
    """Views of gpu.dynamic_shared_memory at offsets known only at run time (left as they are)."""


# -- one kernel ---------------------------------------------------------------------------


def coalesced(text: str, name: str, insert_barriers: bool):
    """(context, module after smem-coalesce, note from intake, kernel figures by kernel name)."""
    from smem_opt.passes.analysis.op_records import op_attr
    from smem_opt.passes.rewrite.smem_coalesce import SmemCoalescePass
    from smem_opt.smem_dialect.gpu import FuncOp
    from smem_opt.tools.smem_opt import build_context, read_input, verify_module

    ctx = build_context()
    intake = read_input(ctx, text.encode(), name)
    module = intake.module
    plans = SmemCoalescePass(insert_barriers=insert_barriers).run(module)
    verify_module(module)
    buffers = {plan.name: len(plan.items) for plan in plans}
    figures: dict[str, dict[str, int]] = {}
    for op in module.walk():
        if isinstance(op, FuncOp) and op.is_kernel:
            attrs = {}
            for key in ("arena_bytes", "unshared_bytes", "lower_bound", "inserted_barriers"):
                value = op_attr(op, f"smem.{key}")
                attrs[key] = value.value.data if value is not None else 0  # type: ignore[union-attr]
            attrs["buffers"] = buffers.get(op.sym_name.data, 0)
            figures[op.sym_name.data] = attrs
    return ctx, module, intake.note, figures


def _verified(ctx, module) -> str:
    from xdsl.utils.exceptions import DiagnosticException

    from smem_opt.tools.smem_opt import build_pipeline

    try:
        for p in build_pipeline("smem-verify-plan", None):
            p.apply(ctx, module)
    except DiagnosticException as err:
        return "no: " + str(err).strip().splitlines()[0]
    return "yes"


def not_lowered(err: Exception) -> str:
    """Why upstream's pipeline did not take a module to PTX, in a few words."""
    text = str(err)
    gap = re.search(r"failed to legalize operation '([\w.]+)'", text)
    return f"not lowered: {gap.group(1)} (MLIR 22)" if gap else "not lowered: " + text.splitlines()[-1][:60]


def _ptx(module, chip: str = CHIP) -> dict[str, str]:
    """ptxas's shared bytes per kernel ('= plan' checked), or why there are none."""
    from smem_opt.tools.emit import resource_usage
    from smem_opt.tools.toolchain import ToolFailed, ToolMissing

    try:
        usage = resource_usage(module, chip)
    except ToolMissing as err:
        return {"*": "no tool: " + str(err).split(":")[0]}
    except ToolFailed as err:
        return {"*": not_lowered(err)}
    out = {}
    for row in usage:
        if row.matches:
            out[row.kernel] = str(row.ptxas_shared)
        elif row.eliminated:
            out[row.kernel] = "0 (LLVM dropped the unread arena)"
        else:
            out[row.kernel] = f"{row.ptxas_shared} != plan {row.planned}"
    return out


def runtime_views(module) -> dict[str, int]:
    """Per kernel, the views of ``gpu.dynamic_shared_memory`` at a byte offset that is not a constant."""
    from smem_opt.passes.analysis.kernels import runtime_offset_views
    from smem_opt.smem_dialect.gpu import FuncOp

    return {
        func.sym_name.data: runtime_offset_views(func)
        for func in module.walk()
        if isinstance(func, FuncOp) and func.is_kernel
    }


def measure(text: str, name: str, origin: str, ptx: bool = True, chip: str = CHIP) -> list[Row]:
    """The rows of every kernel of one file."""
    from smem_opt.reader.intake import IntakeError

    try:
        ctx, module, note, plain = coalesced(text, name, insert_barriers=False)
    except IntakeError as err:
        return [Row(Path(name).stem, origin, "no: " + str(err).splitlines()[0][:80])]
    views = runtime_views(module)
    verified = _verified(ctx, module)
    ptx_plain = _ptx(module, chip) if ptx else {}
    ctx_b, module_b, _, barriers = coalesced(text, name, insert_barriers=True)
    verified_b = _verified(ctx_b, module_b)
    ptx_barriers = _ptx(module_b, chip) if ptx else {}
    stem = Path(name).stem
    rows = []
    for kernel, fig in plain.items():
        fb = barriers[kernel]
        label = stem if len(plain) == 1 else f"{stem}@{kernel}"
        shown = [ptx_plain.get(kernel, ptx_plain.get("*", "-"))]
        if fb["arena_bytes"] != fig["arena_bytes"]:
            shown.append(ptx_barriers.get(kernel, ptx_barriers.get("*", "-")))
        row = Row(
            kernel=label,
            origin=origin,
            as_written="yes" if note is None else "generic form",
            buffers=fig["buffers"],
            no_reuse=fig["unshared_bytes"],
            ours=fig["arena_bytes"],
            ours_barriers=fb["arena_bytes"],
            lb=fig["lower_bound"],
            lb_barriers=fb["lower_bound"],
            barriers_added=fb["inserted_barriers"],
            ptx=" / ".join(dict.fromkeys(shown)),
            verified="yes" if verified == verified_b == "yes" else f"{verified}; {verified_b}",
            runtime_views=views.get(kernel, 0),
        )
        if row.runtime_views and not row.buffers:  # bytes sized at launch: unknown here
            row.no_reuse = row.ours = row.ours_barriers = row.lb = row.lb_barriers = None
            row.ptx = row.ptx if row.ptx == "-" else f"{row.ptx} static"
        rows.append(row)
    return rows


_HEADER_BUFFERS = re.compile(r"^// WORKGROUP BUFFERS \((\d+), (\d+) B", re.M)


def header_bytes(text: str) -> int | None:
    """The workgroup bytes a corpus header gives (IREE's kernels: what IREE launches them with)."""
    found = _HEADER_BUFFERS.search(text)
    return int(found.group(2)) if found else None


def corpus_rows(root: Path, ptx: bool = True) -> list[Row]:
    rows: list[Row] = []
    for group in ("iree", "upstream"):
        for path in sorted((root / group).glob("*.mlir")):
            text = path.read_text()
            for row in measure(text, str(path), "corpus", ptx):
                if group == "iree":
                    row.iree_shipped = header_bytes(text)
                    row.iree_best = IREE_BEST_CASE.get(row.kernel)
                    if row.iree_best is None and row.buffers == 1:
                        row.iree_best = row.iree_shipped
                rows.append(row)
    return rows


def numba_rows(ptx: bool = True) -> list[Row]:
    """Rows of numba-cuda-mlir's kernels (test/corpus/numba), one kernel per file, named by file."""
    rows: list[Row] = []
    for path in sorted((ROOT / "test" / "corpus" / "numba").glob("*.mlir")):
        for row in measure(path.read_text(), str(path), NUMBA_ORIGIN, ptx, chip=NUMBA_CHIP):
            row.kernel = path.stem
            rows.append(row)
    return rows


def _body(text: str) -> str:
    return "".join(line for line in text.splitlines(keepends=True) if not line.startswith("//"))


def regenerated_rows(root: Path, keep: Path | None, ptx: bool = True) -> tuple[list[Row], list[str]]:
    """Rows of the kernels IREE makes now; and lines to say (IREE missing, conversion problems)."""
    from bench.iree_regen import IREE_VERSION, find_iree_compile, regenerate

    tool = find_iree_compile()
    if tool is None:
        return [], [
            f"IREE is not installed: the regenerated kernels were skipped (pip install "
            f"iree-base-compiler=={IREE_VERSION}, or the `bench` extra)."
        ]
    kernels, problems = regenerate(root / "iree" / "inputs", tool)
    published = {_body(p.read_text()): p.stem for p in sorted((root / "iree").glob("*.mlir"))}
    rows: list[Row] = []
    for k in kernels:
        if keep is not None:
            keep.mkdir(parents=True, exist_ok=True)
            (keep / f"{k.name}.mlir").write_text(k.text)
        same = published.get(_body(k.text))
        for row in measure(k.text, f"{k.name}.mlir", "regenerated" + (f" (= {same})" if same else ""), ptx):
            row.iree_shipped = k.shipped_bytes
            row.iree_best = IREE_BEST_CASE.get(same or "")
            if row.iree_best is None and row.buffers == 1:
                row.iree_best = row.iree_shipped
            rows.append(row)
    return rows, [f"not converted: {p}" for p in problems]


# -- tables ---------------------------------------------------------------------------------


def _n(value: int | None) -> str:
    return "-" if value is None else str(value)


def _pair(a: int | None, b: int | None) -> str:
    return _n(a) if a == b else f"{_n(a)} / {_n(b)}"


HEAD = ["kernel", "from", "read as written", "buffers", "no reuse", "IREE shipped", "IREE best",
        "ours", "ours +barriers", "LB (/ +barriers)", "barriers added", "PTX bytes (ptxas)",
        "verified"]


def table(rows: list[Row]) -> str:
    cells = [
        [r.kernel, r.origin, r.as_written,
         str(r.buffers) + (f" + {r.runtime_views} run-time views" if r.runtime_views else ""),
         _n(r.no_reuse), _n(r.iree_shipped),
         _n(r.iree_best), _n(r.ours), _n(r.ours_barriers), _pair(r.lb, r.lb_barriers),
         str(r.barriers_added), r.ptx, r.verified]
        for r in rows
    ]
    widths = [max(len(h), *(len(c[i]) for c in cells)) if cells else len(h) for i, h in enumerate(HEAD)]
    line = lambda cs: "| " + " | ".join(c.ljust(w) for c, w in zip(cs, widths)) + " |"  # noqa: E731
    return "\n".join([line(HEAD), "|" + "|".join("-" * (w + 2) for w in widths) + "|", *map(line, cells)])


@dataclass
class Totals:
    kernels: int
    as_written: int
    no_reuse: int
    ours: int
    ours_barriers: int
    iree_kernels: int
    iree_shipped: int
    iree_best_saved: int
    ours_saved_vs_shipped: int

    def text(self, label: str) -> str:
        said = (
            f"{label}: {self.as_written} of {self.kernels} kernels read as written. "
            f"No reuse {self.no_reuse} B; ours {self.ours} B (saves {self.no_reuse - self.ours} B), "
            f"with insert-barriers {self.ours_barriers} B (saves {self.no_reuse - self.ours_barriers} B)."
        )
        if not self.iree_kernels:
            return said
        return said + (
            f" On the {self.iree_kernels} IREE kernels whose best case is known: IREE ships "
            f"{self.iree_shipped} B; its own reuse pass saves at best {self.iree_best_saved} B, "
            f"ours with insert-barriers saves {self.ours_saved_vs_shipped} B."
        )


def totals(rows: list[Row]) -> Totals:
    read = [r for r in rows if r.ours is not None]
    known = [r for r in read if r.iree_shipped is not None and r.iree_best is not None]
    return Totals(
        kernels=len(rows),
        as_written=sum(r.as_written == "yes" for r in rows),
        no_reuse=sum(r.no_reuse or 0 for r in read),
        ours=sum(r.ours or 0 for r in read),
        ours_barriers=sum(r.ours_barriers or 0 for r in read),
        iree_kernels=len(known),
        iree_shipped=sum(r.iree_shipped or 0 for r in known),
        iree_best_saved=sum((r.iree_shipped or 0) - (r.iree_best or 0) for r in known),
        ours_saved_vs_shipped=sum((r.iree_shipped or 0) - (r.ours_barriers or 0) for r in known),
    )


NOTES = [
    "No reuse and ours count each buffer rounded up to smem-opt's alignment (16 B by default,"
    " design §4); IREE counts raw bytes at 4-byte alignment, so a 136-byte buffer is 136 B there"
    " and 144 B here (softmax: IREE best 136 B, ours 144 B; `smem-coalesce{alignment=4}` gives"
    " 136 B).",
    "IREE's default CUDA pipeline runs no shared-memory reuse; with"
    " `--iree-llvmgpu-enable-shared-memory-reuse` its pass still shares nothing on these kernels,"
    " because every buffer ends in a `memref.dealloc` at the kernel's end. Its best case is the"
    " pass run by hand on the kernel with the deallocs removed (corpus README).",
    "PTX: MLIR 22 has no NVVM lowering for `gpu.subgroup_reduce`, which IREE's reductions, softmax"
    " and attention use, so stock mlir-opt stops there (smem-opt's output for them is still valid"
    " MLIR). `a / b`: default / insert-barriers where the arenas differ. ptxas runs for sm_80 (IREE's"
    " target), and for sm_90 on numba-cuda-mlir's kernels (theirs).",
    "numba-cuda-mlir writes every `if`, `for` and `while` as `cf.br` / `cf.cond_br` between blocks;"
    " the analysis follows such bodies along their paths (design §3, *Open world*), and the loads of"
    " numba's per-thread loop-counter slots are uniform where the slot is private (design §3, rule"
    " 3). Before that, every buffer used in a body of several blocks conflicted with every other:"
    " ours was no reuse on all of them (18384 B). Now `matmul_staged_epilogue` 3072 -> 2048 B (its"
    " k-loop, bounded by slot loads, is uniform, so its trailing barrier frees the staged tiles for"
    " the epilogue tile), `moments_device_fn` and `softmax_device_fns` 1024 -> 512 B (a device"
    " function with its own shared array and a trailing barrier, called twice). Each is what the"
    " same ops get lifted to `scf` (bench/cfg-results.md: the same bytes on every numba kernel, and"
    " on `matmul_staged_epilogue` the bytes of the lifted form after `sroa,mem2reg`). The other"
    " kernels have one buffer, or buffers live together; `layernorm_rows` and `softmax_rows` have two"
    " whose live ranges are disjoint with no barrier between them: insert-barriers adds one in a"
    " block of the body (design §3, *Barrier insertion*) and reaches LB, 1024 -> 512 B.",
    "`run-time views`: numba puts a shared array whose shape is an expression (`(TILE, TILE + 1)`,"
    " `TPB + 2 * RADIUS`) and `cuda.shared.array(0, ...)` into views of `gpu.dynamic_shared_memory` at"
    " byte offsets it computes at run time (a bump pointer in a per-thread `memref.alloca`); they are"
    " left as they are, their bytes come at launch (\"-\"), ptxas sees no static shared memory. Spelt"
    " as a module constant (`TILE_PADDED = TILE + 1`, `_constant` kernels) the same array is a static"
    " `memref.global` and is planned.",
]


def render(corpus: list[Row], regenerated: list[Row], said: list[str], seconds: float,
           numba: list[Row] | None = None) -> str:
    numba = numba or []
    parts = [
        f"## Real kernels (IREE 3.13, MLIR's own tests, numba-cuda-mlir 0.6.0)\n\nGenerated by `python -m bench.real_corpus"
        f" --write` in {seconds:.0f} s (Python {sys.version.split()[0]}). Bytes of shared memory per"
        " kernel; LB is the heaviest set of buffers that must coexist, so ours = LB is optimal.\n",
        table(corpus + numba + regenerated),
        "",
        totals(corpus).text("Corpus (bench/corpus)"),
    ]
    if numba:
        parts += ["", totals([r for r in numba if r.ours is not None]).text(
            f"numba-cuda-mlir (test/corpus/numba; the {sum(r.ours is None for r in numba)} kernels"
            " with run-time views only are left out of the sums)")]
    if regenerated:
        parts += ["", totals(regenerated).text("Regenerated with IREE")]
    parts += ["", *[f"- {line}" for line in said]] if said else []
    parts += ["", "Notes:", "", *[f"- {n}" for n in NOTES]]
    return "\n".join(parts) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.real_corpus", description=__doc__.split("\n")[0])
    ap.add_argument("--write", action="store_true", help=f"put the table into {RESULTS.name}")
    ap.add_argument("--no-iree", action="store_true", help="skip the kernels regenerated with IREE")
    ap.add_argument("--keep", type=Path, default=None, help="write the regenerated kernels here")
    o = ap.parse_args(argv)
    root = corpus_root()
    if not (root / "iree").is_dir():
        print(f"{root}:1:1: error: the kernel corpus is missing", file=sys.stderr)
        return 1
    start = time.perf_counter()
    corpus = corpus_rows(root)
    numba = numba_rows()
    if o.no_iree:
        regenerated, said = [], ["IREE part skipped (--no-iree)."]
    else:
        regenerated, said = regenerated_rows(root, o.keep)
    text = render(corpus, regenerated, said, time.perf_counter() - start, numba)
    publish(SECTION, text, o.write)
    return 0


if __name__ == "__main__":
    sys.exit(main())
