"""IREE's real shared-memory passes against smem-coalesce, side by side on the same inputs.

``python -m bench.iree_real [--write] [--target sm_80] [--regenerate]``

IREE's passes come from PyPI (``iree-base-compiler``, pinned in the ``bench`` extra): ``iree-opt``
runs ``iree-codegen-gpu-reuse-shared-memory-allocs`` and ``iree-llvmgpu-pack-shared-memory-alloc``
on each input, one ``func.func`` at a time, as IREE's pipeline does. Inputs (all in IREE's form, a
``func.func`` kernel run by one workgroup):

- the kernels IREE 3.13 generates from ``bench/corpus/iree/inputs`` for CUDA sm_80, taken just
  before its shared-memory passes (``test/corpus/Inputs/iree-stage/``, each with the exact
  ``iree-compile`` command in its header; ``--regenerate`` makes them again with IREE);
- kernels written here in IREE's style (``bench/iree_style/``): straight-line chains,
  uniform ``scf.if`` branches, a pipelined loop with async copies, subviews, a loop of phases, a
  buffer chosen through ``scf.if`` results;
- the benchmark's own kernels (``bench/kernels``, realistic sizes) rewritten into IREE's form by
  ``bench.iree_form``.

IREE reads its newer MLIR's syntax: the same text goes to ``iree-opt`` with the two spellings
MLIR 22 and IREE disagree on rewritten (``to_iree_syntax``). IREE's reuse pass counts a
``memref.dealloc`` as a use, so on IREE's own output (every alloc is freed at the end) it reuses
nothing; the table gives IREE's bytes as it is and with the deallocs removed (``a / b``), and
smem-opt's on the same text (smem-opt erases the deallocs of the buffers it packs).

Per input: bytes (IREE: the workgroup allocations left; ours: ``smem.arena_bytes``), barriers
added (IREE: ``gpu.barrier``s after minus before; ours: ``smem.inserted_barriers``), blocks per SM
on the target (``passes.target.occupancy``; registers unknown: the bound from warps, blocks and
shared memory). Ours runs with ``alignment=1`` (each buffer aligned only as its element type and
accesses need, as IREE packs raw byte sizes) and at the default alignment 16; ``smem-coalesce``
alone, with ``insert-barriers=true`` and with ``barrier-objective=occupancy``.

Targets checked on every input both tools accept (``check``): smem-opt's arena with
insert-barriers is never larger than IREE's best, and the fewest barriers smem-opt needs to reach
IREE's bytes (from its trade-off curve) are never more than IREE added.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STAGE_DIR = ROOT / "test" / "corpus" / "Inputs" / "iree-stage"
STYLE_DIR = ROOT / "bench" / "iree_style"
IREE_PASSES = {
    "reuse": "iree-codegen-gpu-reuse-shared-memory-allocs",
    "pack": "iree-llvmgpu-pack-shared-memory-alloc",
}
_ALLOC = re.compile(r"memref\.alloc\(\)\s*(?:\{[^}]*\})?\s*:\s*memref<([^>]*?)(?:,\s*#gpu\.address_space<workgroup>|,\s*3)>")
_ELEMENT_BYTES = {"f16": 2, "bf16": 2, "f32": 4, "f64": 8, "i1": 1, "i8": 1, "i16": 2, "i32": 4, "i64": 8}
_BARE = re.compile(r" \{((?:(?:offsets|sizes|strides|mmaShape) = \[[^\]]*\](?:, )?)+)\}(?= :)")
_WAIT = re.compile(r"(nvgpu\.device_async_wait %[\w$.-]+) \{numGroups = (\d+) : i32\}")


def find_iree_opt() -> str | None:
    """``iree-opt`` of the installed ``iree-base-compiler`` (None when IREE is not installed)."""
    from bench.iree_regen import find_iree_compile

    compile_tool = find_iree_compile()
    if compile_tool is None:
        return None
    candidate = Path(compile_tool).with_name("iree-opt")
    return str(candidate) if candidate.exists() else None


def to_iree_syntax(text: str) -> str:
    """MLIR 22's spelling of the few ops whose syntax IREE's newer MLIR changed."""
    text = _BARE.sub(lambda m: " " + m.group(1), text)
    return _WAIT.sub(r"\1 numGroups = \2", text)


def without_deallocs(text: str) -> str:
    return "\n".join(line for line in text.split("\n") if "memref.dealloc" not in line)


def _code(text: str) -> str:
    return "\n".join(line for line in text.split("\n") if not line.lstrip().startswith("//"))


def workgroup_bytes(text: str) -> int:
    """Bytes of the static workgroup ``memref.alloc``s in ``text`` (raw, as IREE counts them)."""
    total = 0
    for shape in _ALLOC.findall(_code(text)):
        *dims, element = shape.split("x")
        n = 1
        for d in dims:
            n *= int(d)
        total += n * _ELEMENT_BYTES[element.strip()]
    return total


def barrier_count(text: str) -> int:
    return len(re.findall(r"\bgpu\.barrier\b", _code(text)))


@dataclass
class IreeResult:
    bytes: int | None
    added: int | None
    note: str = ""
    unsafe: str | None = None
    """Why smem-verify-plan rejects IREE's packing (None: it accepts it)."""


def from_iree_syntax(text: str) -> str:
    """IREE's output in MLIR 22's spelling (the changes of ``bench.iree_convert``: C6, C8 and the
    ``numGroups`` of ``nvgpu.device_async_wait``)."""
    from bench.iree_convert import _BARE_ATTRS, _BARRIER

    from bench.iree_form import generic_empty_groups

    text = generic_empty_groups(_BARRIER.sub("gpu.barrier", text))
    text = _BARE_ATTRS.sub(lambda m: " {" + m.group(1) + "}", text)
    return re.sub(r"(nvgpu\.device_async_wait %[\w$.-]+) numGroups = (\d+)", r"\1 {numGroups = \2 : i32}", text)


def verify_iree_output(text: str) -> str | None:
    """smem-verify-plan's verdict on IREE's packed kernel: None when every two views of its arena
    that may be live together (or unseparated by a barrier) are disjoint, else the reason."""
    from smem_opt import parse
    from smem_opt.passes.analysis.kernels import find_kernels
    from smem_opt.reader.diagnostics import SmemDiagnostic
    from smem_opt.passes.verify.verify_plan import verify_kernel

    try:
        module = parse(from_iree_syntax(text), "iree-output.mlir")
        for kernel in find_kernels(module):
            verify_kernel(kernel)
    except SmemDiagnostic as err:
        return str(err).split("smem-verify-plan: ")[-1]
    return None


def run_iree(tool: str, text: str, pass_name: str) -> IreeResult:
    """One IREE pass on one input: the workgroup bytes left and the barriers it added."""
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(to_iree_syntax(text))
        path = f.name
    proc = subprocess.run(
        [tool, f"--pass-pipeline=builtin.module(func.func({pass_name}))", path],
        capture_output=True,
        text=True,
    )
    Path(path).unlink()
    if proc.returncode != 0:
        return IreeResult(None, None, proc.stderr.strip().splitlines()[0][:120] if proc.stderr else "failed")
    return IreeResult(
        workgroup_bytes(proc.stdout),
        barrier_count(proc.stdout) - barrier_count(text),
        unsafe=verify_iree_output(proc.stdout),
    )


@dataclass
class OursResult:
    bytes: int
    added: int
    lower_bound: int
    optimal: bool
    tradeoff: list[int] = field(default_factory=list)
    """Arena bytes with 0, 1, 2, ... barriers (insert-barriers only)."""


def run_ours(text: str, name: str, *, alignment: int, insert: bool, objective: str = "bytes", target: str = "sm_80") -> OursResult:
    from smem_opt import parse
    from smem_opt.passes.rewrite.smem_coalesce import SmemCoalescePass
    from smem_opt.passes.verify.verify_plan import verify_kernel
    from smem_opt.passes.analysis.kernels import find_kernels

    module = parse(text, name)
    plans = SmemCoalescePass(
        alignment=alignment, insert_barriers=insert, barrier_objective=objective, target=target
    ).run(module)
    for kernel in find_kernels(module):
        verify_kernel(kernel)
    (plan,) = plans
    info = plan.barriers
    lower = info.live_lower_bound if info is not None else plan.lower_bound
    optimal = "smem.optimal" in plan.kernel.op.attributes
    curve = [p.arena_bytes for p in info.search.tradeoff] if info is not None else []
    return OursResult(plan.arena_bytes, len(plan.inserted_barriers), lower, optimal, curve)


def blocks_per_sm(target: str, text: str, nbytes: int | None) -> int | None:
    from smem_opt.passes.target.occupancy import occupancy
    from smem_opt.passes.target.targets import get_target

    block = re.search(r"known_block_size = array<i32: (\d+), (\d+), (\d+)>", text)
    if nbytes is None or block is None:
        return None
    threads = int(block.group(1)) * int(block.group(2)) * int(block.group(3))
    return occupancy(get_target(target), threads, nbytes, None).blocks


@dataclass
class Row:
    name: str
    origin: str
    buffers: int
    no_reuse: int
    iree: dict[str, tuple[IreeResult, IreeResult]]
    """Per IREE pass: (on the input as it is, with its deallocs removed)."""
    ours: OursResult
    ours_barriers: OursResult
    ours_occupancy: OursResult
    ours_default: OursResult
    ours_default_barriers: OursResult
    blocks: dict[str, int | None]

    def iree_best(self) -> tuple[int | None, int | None]:
        """The fewest bytes any IREE pass reached on the input, and the barriers it added then."""
        best: tuple[int | None, int | None] = (None, None)
        for as_is, cleaned in self.iree.values():
            for r in (as_is, cleaned):
                if r.bytes is not None and r.unsafe is None and (best[0] is None or (r.bytes, r.added or 0) < (best[0], best[1] or 0)):
                    best = (r.bytes, r.added)
        return best

    def check(self) -> list[str]:
        """Where this row misses a target (empty: none)."""
        problems: list[str] = []
        best, added = self.iree_best()
        if best is None:
            return problems
        if self.ours_barriers.bytes > best:
            problems.append(f"{self.name}: {self.ours_barriers.bytes} B with insert-barriers, IREE {best} B")
        needed = next((k for k, b in enumerate(self.ours_barriers.tradeoff) if b <= best), None)
        if needed is not None and added is not None and needed > added:
            problems.append(f"{self.name}: needs {needed} barriers for IREE's {best} B, IREE added {added}")
        return problems


def measure(name: str, text: str, origin: str, tool: str, target: str) -> Row:
    path = f"{name}.mlir"
    iree: dict[str, tuple[IreeResult, IreeResult]] = {}
    for label, pass_name in IREE_PASSES.items():
        as_is = run_iree(tool, text, pass_name)
        cleaned = run_iree(tool, without_deallocs(text), pass_name) if "memref.dealloc" in text else as_is
        iree[label] = (as_is, cleaned)
    ours = run_ours(text, str(path), alignment=1, insert=False, target=target)
    barriers = run_ours(text, str(path), alignment=1, insert=True, target=target)
    occupancy_mode = run_ours(text, str(path), alignment=1, insert=True, objective="occupancy", target=target)
    default = run_ours(text, str(path), alignment=16, insert=False, target=target)
    default_barriers = run_ours(text, str(path), alignment=16, insert=True, target=target)
    row = Row(
        name,
        origin,
        len(_ALLOC.findall(_code(text))),
        workgroup_bytes(text),
        iree,
        ours,
        barriers,
        occupancy_mode,
        default,
        default_barriers,
        {},
    )
    best, _ = row.iree_best()
    row.blocks = {
        "no reuse": blocks_per_sm(target, text, row.no_reuse),
        "IREE": blocks_per_sm(target, text, best),
        "ours": blocks_per_sm(target, text, ours.bytes),
        "ours+barriers": blocks_per_sm(target, text, barriers.bytes),
        "ours occupancy": blocks_per_sm(target, text, occupancy_mode.bytes),
    }
    return row


def inputs() -> list[tuple[str, str, str]]:
    """(name, text, origin) of every input, in IREE's form."""
    from bench.iree_form import to_iree_form
    from bench.kernels import KERNELS

    found = [(p.stem, p.read_text(), "IREE 3.13 stage") for p in sorted(STAGE_DIR.glob("*.mlir"))]
    found += [(p.stem, p.read_text(), "IREE style") for p in sorted(STYLE_DIR.glob("*.mlir"))]
    for name, mod in KERNELS.items():
        found.append((name, to_iree_form(mod.generate("realistic"), f"{name}.mlir"), "bench kernel"))
    return found


def _iree_cell(pair: tuple[IreeResult, IreeResult]) -> str:
    as_is, cleaned = pair
    if as_is.bytes is None:
        return f"fails ({as_is.note})"

    def one(r: IreeResult) -> str:
        return f"{r.bytes} (+{r.added})" + (" *unsafe*" if r.unsafe else "")

    return one(as_is) if cleaned is as_is or (cleaned.bytes, cleaned.added) == (as_is.bytes, as_is.added) else f"{one(as_is)} / {one(cleaned)}"


def _ours_cell(r: OursResult) -> str:
    return f"**{r.bytes}** (+{r.added})" if r.added else f"**{r.bytes}**"


def _blocks(row: Row) -> str:
    b = row.blocks
    return " / ".join("-" if b[k] is None else str(b[k]) for k in ("no reuse", "IREE", "ours+barriers", "ours occupancy"))


def table(rows: list[Row], target: str) -> str:
    lines = [
        f"| kernel | from | buffers | no reuse | IREE reuse pass | IREE pack pass | ours | ours +barriers "
        f"| ours occupancy ({target}) | bytes with 0/1/2/... barriers | LB | ours, align 16 (+barriers) "
        f"| blocks/SM {target}: none / IREE / ours+barriers / occupancy |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        lines.append(
            f"| {r.name} | {r.origin} | {r.buffers} | {r.no_reuse} | {_iree_cell(r.iree['reuse'])} "
            f"| {_iree_cell(r.iree['pack'])} | {_ours_cell(r.ours)} | {_ours_cell(r.ours_barriers)} "
            f"| {_ours_cell(r.ours_occupancy)} | {' / '.join(map(str, r.ours_barriers.tradeoff))} "
            f"| {r.ours_barriers.lower_bound} | {r.ours_default.bytes} ({r.ours_default_barriers.bytes}, "
            f"+{r.ours_default_barriers.added}) | {_blocks(r)} |"
        )
    return "\n".join(lines)


def totals(rows: list[Row]) -> str:
    iree = sum(r.iree_best()[0] or r.no_reuse for r in rows)
    iree_added = sum(r.iree_best()[1] or 0 for r in rows)
    ours = sum(r.ours_barriers.bytes for r in rows)
    ours_added = sum(r.ours_barriers.added for r in rows)
    occ_added = sum(r.ours_occupancy.added for r in rows)
    at_lb = sum(1 for r in rows if r.ours_barriers.bytes <= r.ours_barriers.lower_bound)
    return (
        f"{len(rows)} inputs; IREE's best {iree} B with {iree_added} barriers added; smem-opt with "
        f"insert-barriers {ours} B with {ours_added} barriers added ({at_lb} of {len(rows)} at the "
        f"live-range bound); the occupancy objective adds {occ_added}."
    )


def regenerate_stage(tool_compile: str) -> list[str]:
    """Write ``test/corpus/Inputs/iree-stage/`` again from IREE's own output."""
    from bench.iree_regen import regenerate
    from bench.real_kernels import corpus_root

    inputs_dir = corpus_root() / "iree" / "inputs"
    if not inputs_dir.is_dir():
        raise SystemExit(f"no IREE input programs at {inputs_dir}")
    kernels, problems = regenerate(inputs_dir, tool_compile, func_form=True)
    STAGE_DIR.mkdir(parents=True, exist_ok=True)
    for k in kernels:
        (STAGE_DIR / f"{k.name}.mlir").write_text(k.text)
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--write", action="store_true", help="write section iree-real of bench/results.md")
    parser.add_argument("--target", default="sm_80")
    parser.add_argument("--regenerate", action="store_true", help="make test/corpus/Inputs/iree-stage again with iree-compile")
    args = parser.parse_args(argv)
    tool = find_iree_opt()
    if tool is None:
        print("iree-opt not found: pip install -e '.[bench]' (iree-base-compiler)", file=sys.stderr)
        return 1
    if args.regenerate:
        from bench.iree_regen import find_iree_compile

        compiler = find_iree_compile()
        assert compiler is not None
        for line in regenerate_stage(compiler):
            print("not converted:", line, file=sys.stderr)
    start = time.perf_counter()
    rows = [measure(name, text, origin, tool, args.target) for name, text, origin in inputs()]
    text = table(rows, args.target) + "\n\n" + totals(rows) + "\n"
    unsafe = [
        f"- {r.name}, IREE {label} pass: {res.unsafe}"
        for r in rows
        for label, pair in r.iree.items()
        for res in ((pair[0],) if pair[0] is pair[1] else pair)
        if res.unsafe
    ]
    if unsafe:
        text += "\n*unsafe*: smem-verify-plan rejects IREE's packing (not counted as IREE's best):\n" + "\n".join(unsafe) + "\n"
    problems = [p for r in rows for p in r.check()]
    text += ("\nTargets met on every input.\n" if not problems else "\nTargets missed:\n" + "\n".join(f"- {p}" for p in problems) + "\n")
    text += f"\n({time.perf_counter() - start:.1f} s)\n"
    from bench.results_file import publish

    publish("iree-real", text, args.write)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
