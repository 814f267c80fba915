"""The real kernels of ``bench/corpus`` in the GPU runner: their two variants and their launch.

Every kernel of the corpus (``bench.real_corpus.corpus_root``) that stock MLIR 22 takes to PTX
becomes a case of config ``corpus``, compiled twice for the target:

- ``without`` reuse: each workgroup buffer in its own shared array, as the project's lowering
  places the buffers of a kernel that was not coalesced (``passes.rewrite.workgroup_placement``, which
  also drops every ``memref.dealloc`` of workgroup memory; first a ``memref.alloc`` whose dynamic
  sizes are constants gets its static shape, behind a ``memref.cast`` to the type it had);
- ``with`` reuse: the kernel after ``smem-coalesce`` (``bench.real_corpus.coalesced``).

The launch is read from the kernel's ``gpu.func`` (``plan_args``): each memref argument is a device
buffer of its shape (contiguous, row-major), filled with the same random values for both variants
and compared bit for bit after the launch (there is no numpy reference for these kernels); each
float scalar gets a random value; index and integer scalars, sizes of dynamic dimensions and a
block size where the kernel declares no ``known_block_size`` come from ``SETTINGS``. The grid is
one block unless ``SETTINGS`` says more: IREE's kernels index their fixed-size buffers by block
id, and block 0 keeps every access in bounds. A kernel whose arguments cannot be set up this way
(a type without a known layout, a value not given) or whose PTX entry does not take the
parameters the plan builds (``check_signature``) is not run; ``compile_corpus`` returns it with
the reason.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

CONFIG = "corpus"
SIZE = "as written"

ELEMENT_DTYPES = {
    "f16": "float16",
    "f32": "float32",
    "f64": "float64",
    "i8": "int8",
    "i16": "int16",
    "i32": "int32",
    "i64": "int64",
}
"""Element types of memref arguments, as numpy dtypes."""

SCALAR_DTYPES = {**ELEMENT_DTYPES, "index": "int64"}
"""Scalar arguments, as numpy dtypes (``index`` is 64-bit in convert-gpu-to-nvvm's kernels)."""

PTX_PARAM_BYTES = {"8": 1, "16": 2, "32": 4, "64": 8}


@dataclass(frozen=True)
class LaunchSettings:
    """What a kernel's IR does not say about its launch."""

    block: tuple[int, int, int] | None = None
    """Threads per block, for a kernel without ``known_block_size``."""
    grid: tuple[int, int, int] = (1, 1, 1)
    scalars: dict[str, int | float] = field(default_factory=dict)
    """Values of index / integer (and, if wanted, float) scalar arguments, by name."""
    dynamic_sizes: dict[str, tuple[int, ...]] = field(default_factory=dict)
    """Sizes of the dynamic dimensions of memref arguments, by name."""
    note: str = ""
    timed: bool = False
    """Also timed (``bench.gpu_run``), on ``grid``: the dispatch's own grid, which the kernel's fixed-size
    buffers cover (block ids index them), so the timing is the real dispatch's."""


SETTINGS: dict[str, LaunchSettings] = {
    "up_nvgpu_optimize_smem_128x32xf16": LaunchSettings(
        block=(32, 1, 1),
        scalars={"ldRow": 5, "ldCol": 8, "stRow": 3, "stCol": 8, "fragRow": 1, "fragCol": 0},
        note="one warp (ldmatrix is warp-wide); the indices keep both 16-byte async copies and both "
        "ldmatrix rows inside their buffers and 16-byte aligned. Every lane copies the same 16 bytes "
        "and nothing separates the copy from ldmatrix but the async wait: the test kernel's own "
        "pattern. It writes no global memory.",
    ),
    "up_nvgpu_pipeline_shared_async_predicated": LaunchSettings(
        block=(1, 1, 1),
        dynamic_sizes={"global": (128,)},
        note="one thread; the copies read global[0, 98); it writes no global memory.",
    ),
    "up_nvgpu_pipeline_shared_unpeeled": LaunchSettings(
        block=(1, 1, 1),
        dynamic_sizes={"global": (128,), "result": (128,)},
        note="one thread; the loop reads global[0, 100); it writes no global memory.",
    ),
    "iree_attention_d64_f16_vd": LaunchSettings(
        grid=(2, 16, 16), timed=True,
        note="the dispatch's grid: x = 64 / 32 column tiles, y = 1024 / 64 query tiles, z = 16 batches",
    ),
    "iree_softmax_f32_vd": LaunchSettings(grid=(128, 1, 1), timed=True, note="the dispatch's grid: one block per row"),
    "iree_layernorm_sum_f32_vd": LaunchSettings(grid=(256, 1, 1), timed=True,
                                                note="the dispatch's grid: one block per row"),
    "iree_rowsum_f32_vd": LaunchSettings(grid=(512, 1, 1), timed=True, note="the dispatch's grid: one block per row"),
    "up_gpucommon_memattr_multiple.kernel": LaunchSettings(
        block=(1, 1, 1),
        note="one thread; it stores its scalar into its workgroup and private buffers only.",
    ),
}
"""Per corpus kernel (file stem): what its IR does not give."""


class NotRunnable(ValueError):
    """A kernel the runner cannot launch: why."""


# -- arguments --------------------------------------------------------------------------------


def _type_name(t: Any) -> str:
    return str(t).replace("!", "")


def plan_args(func: Any, settings: LaunchSettings) -> list[dict[str, Any]]:
    """The runner's arguments of a ``gpu.func`` kernel, in order (raises ``NotRunnable``)."""
    from xdsl.dialects.builtin import (
        IndexType,
        IntegerType,
        MemRefType,
        NoneAttr,
        StridedLayoutAttr,
    )

    args: list[dict[str, Any]] = []
    for i, arg in enumerate(func.args[: func.num_inputs]):
        name = arg.name_hint or f"arg{i}"
        t = arg.type
        if isinstance(t, MemRefType):
            dtype = ELEMENT_DTYPES.get(_type_name(t.element_type))
            if dtype is None:
                raise NotRunnable(f"argument %{name}: element type {t.element_type} has no buffer layout here")
            layout = t.layout
            if not isinstance(layout, NoneAttr) and not (
                isinstance(layout, StridedLayoutAttr) and _is_identity(layout, t.get_shape())
            ):
                raise NotRunnable(f"argument %{name}: layout {layout} is not contiguous row-major")
            if not isinstance(t.memory_space, NoneAttr):
                raise NotRunnable(f"argument %{name}: memory space {t.memory_space} is not global memory")
            shape = list(t.get_shape())
            given = list(settings.dynamic_sizes.get(name, ()))
            if sum(d < 0 for d in shape) != len(given):
                raise NotRunnable(
                    f"argument %{name}: {t} needs {sum(d < 0 for d in shape)} dynamic sizes, "
                    f"{len(given)} given in bench/gpu/corpus.py SETTINGS"
                )
            sizes = iter(given)
            shape = [next(sizes) if d < 0 else d for d in shape]
            args.append({"name": name, "kind": "memref", "shape": shape, "dtype": dtype, "role": "inout"})
            continue
        type_name = "index" if isinstance(t, IndexType) else _type_name(t)
        dtype = SCALAR_DTYPES.get(type_name)
        if dtype is None:
            raise NotRunnable(f"argument %{name}: type {t} has no known kernel parameter layout")
        value = settings.scalars.get(name)
        if value is None and (isinstance(t, (IndexType, IntegerType))):
            raise NotRunnable(f"argument %{name}: no value for {type_name} scalar in bench/gpu/corpus.py SETTINGS")
        args.append({"name": name, "kind": "scalar", "shape": [], "dtype": dtype, "role": "in", "value": value})
    return args


def _is_identity(layout: Any, shape: tuple[int, ...]) -> bool:
    strides = [s.data if hasattr(s, "data") else s for s in layout.strides]
    offset = layout.offset.data if hasattr(layout.offset, "data") else layout.offset
    want = [math.prod(shape[i + 1 :]) for i in range(len(shape))]
    return offset == 0 and strides == want


def param_bytes(args: list[dict[str, Any]]) -> list[int]:
    """Bytes of each kernel parameter the arguments make (a memref: its expanded descriptor)."""
    import numpy as np

    out: list[int] = []
    for a in args:
        if a.get("kind", "memref") == "memref":
            out += [8] * (3 + 2 * len(a["shape"]))
        else:
            out.append(np.dtype(a["dtype"]).itemsize)
    return out


_ENTRY = r"\.entry\s+{name}\s*\((?P<params>[^)]*)\)"
_PARAM = re.compile(r"\.param\s+(?:\.align\s+\d+\s+)?\.[a-z]+(?P<bits>8|16|32|64)\b[^\n,\[]*?(?:\[(?P<count>\d+)\])?\s*(?:,|$)")


def ptx_entry_params(ptx: str, entry: str) -> list[int]:
    """Bytes of each parameter of ``.entry entry`` in the PTX (raises ``NotRunnable`` if absent)."""
    found = re.search(_ENTRY.format(name=re.escape(entry)), ptx)
    if found is None:
        raise NotRunnable(f"the PTX has no .entry {entry}")
    sizes = []
    for line in found.group("params").splitlines():
        line = line.strip()
        if not line:
            continue
        m = _PARAM.match(line)
        if m is None:
            raise NotRunnable(f"unknown PTX parameter declaration '{line}'")
        sizes.append(PTX_PARAM_BYTES[m.group("bits")] * int(m.group("count") or 1))
    return sizes


def check_signature(ptx: str, entry: str, args: list[dict[str, Any]]) -> None:
    """The arguments make exactly the parameters the PTX entry takes (count and bytes of each)."""
    have = ptx_entry_params(ptx, entry)
    want = param_bytes(args)
    if have != want:
        raise NotRunnable(
            f".entry {entry} takes {len(have)} parameters ({', '.join(map(str, have))} bytes), the "
            f"arguments make {len(want)} ({', '.join(map(str, want))} bytes)"
        )


# -- the two variants -------------------------------------------------------------------------


def upstream_lowerable(text: str) -> str:
    """``text`` as stock MLIR 22 can take it to PTX, the same for both variants, by upstream's own
    rewrites that no pass of the NVVM pipeline applies: the vector lowering patterns (n-D
    ``shape_cast``, ``broadcast``, ``multi_reduction`` ...; ``tools.check.lowering.VECTOR_LOWERING``,
    run by ``mlir-opt``'s transform interpreter), then each ``gpu.subgroup_reduce`` (which MLIR 22's
    NVVM lowering lacks) as its butterfly of ``gpu.shuffle xor``, as upstream's decomposition
    patterns make it (``tools.check.forms``). A kernel without ``gpu.subgroup_reduce`` is returned
    as it is."""
    if "gpu.subgroup_reduce" not in text:
        return text
    import tempfile

    from smem_opt.tools.check.forms import subgroup_reduce_to_shuffles
    from smem_opt.tools.check.lowering import VECTOR_LOWERING
    from smem_opt.tools.toolchain import require_mlir_opt, run_tool

    with tempfile.TemporaryDirectory() as tmp:
        library = Path(tmp) / "vector-lowering.mlir"
        library.write_text(VECTOR_LOWERING)
        pipeline = f"builtin.module(transform-preload-library{{transform-library-paths={library}}},transform-interpreter)"
        generic = run_tool([require_mlir_opt(), "--mlir-print-op-generic", f"--pass-pipeline={pipeline}"], stdin=text)
    return subgroup_reduce_to_shuffles(generic)


def _prepare(module: Any) -> None:
    """Give a workgroup ``memref.alloc`` whose dynamic sizes are constants its static shape."""
    from smem_opt.passes.analysis.op_records import constant_int as constant_index
    from smem_opt.smem_dialect.gpu import is_workgroup_memref
    from xdsl.dialects.builtin import MemRefType
    from xdsl.dialects.memref import AllocOp, CastOp

    for op in list(module.walk()):
        if not isinstance(op, AllocOp) or not is_workgroup_memref(op.memref.type):
            continue
        t = op.memref.type
        assert isinstance(t, MemRefType)
        if not op.dynamic_sizes:
            continue
        values = [constant_index(v) for v in op.dynamic_sizes]
        if any(v is None or v < 0 for v in values):
            continue
        sizes = iter(values)
        shape = [next(sizes) if d < 0 else d for d in t.get_shape()]
        static = AllocOp.get(t.element_type, op.alignment, shape, memory_space=t.memory_space)
        cast = CastOp.get(static.memref, t)
        static.memref.name_hint = op.memref.name_hint
        block = op.parent_block()
        assert block is not None
        block.insert_ops_before([static, cast], op)
        op.memref.replace_all_uses_with(cast.dest)
        op.detach()
        op.erase()


def without_reuse(text: str, name: str, target: str) -> Any:
    """The module with each workgroup buffer of every kernel in its own shared array."""
    from smem_opt.passes.target.targets import get_target
    from smem_opt.passes.rewrite.workgroup_placement import lower_shared_memory
    from smem_opt.smem_dialect.gpu import FuncOp
    from smem_opt.tools.smem_opt import build_context, read_input, verify_module

    module = read_input(build_context(), text.encode(), name).module
    _prepare(module)
    chip = get_target(target)
    for op in list(module.walk()):
        if isinstance(op, FuncOp) and op.is_kernel:
            lower_shared_memory(op, op, chip)
    verify_module(module)
    return module


def with_reuse(text: str, name: str) -> Any:
    from bench.real_corpus import coalesced

    _, module, _, _ = coalesced(text, name, insert_barriers=False)
    return module


def _kernels(module: Any) -> dict[str, Any]:
    from smem_opt.smem_dialect.gpu import FuncOp

    return {op.sym_name.data: op for op in module.walk() if isinstance(op, FuncOp) and op.is_kernel}


# -- compiling ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Skipped:
    """A corpus kernel that is not run, and why."""

    kernel: str
    reason: str

    def to_json(self) -> dict[str, str]:
        return {"kernel": self.kernel, "reason": self.reason}


def corpus_files(root: Path) -> list[Path]:
    return [p for group in ("iree", "upstream") for p in sorted((root / group).glob("*.mlir"))]


def compile_corpus_file(path: Path, directory: Path, target: str) -> tuple[list[Any], list[Skipped]]:
    """Both variants of every kernel of one corpus file, as cases; the kernels not run, and why."""
    from smem_opt.reader.diagnostics import SmemDiagnostic
    from smem_opt.passes.analysis.kernels import declared_block_size
    from smem_opt.passes.target.occupancy import occupancy
    from smem_opt.passes.target.targets import get_target
    from smem_opt.tools.emit import kernel_plans, module_ptx
    from smem_opt.reader.intake import IntakeError
    from smem_opt.tools.toolchain import ToolFailed, ptxas_resources
    from xdsl.utils.exceptions import DiagnosticException

    from bench.gpu.cases import VARIANTS, Case
    from bench.real_corpus import not_lowered

    stem = path.stem
    settings = SETTINGS.get(stem, LaunchSettings())
    try:
        text = upstream_lowerable(path.read_text())
    except (ToolFailed, ValueError) as err:
        return [], [Skipped(stem, "not lowered: " + str(err).strip().splitlines()[0])]
    try:
        modules = {"without": without_reuse(text, str(path), target), "with": with_reuse(text, str(path))}
    except (SmemDiagnostic, IntakeError, DiagnosticException) as err:
        return [], [Skipped(stem, "not rewritten: " + str(err).strip().splitlines()[0])]
    names = list(_kernels(modules["with"]))
    label = (lambda k: stem) if len(names) == 1 else (lambda k: f"{stem}@{k}")
    ptx: dict[str, str] = {}
    try:
        for v in VARIANTS:
            (ptx[v],) = module_ptx(modules[v], target).values()
    except ToolFailed as err:
        return [], [Skipped(label(k), not_lowered(err)) for k in names]
    resources = {v: {r.kernel: r for r in ptxas_resources(ptx[v], target)} for v in VARIANTS}
    plans = {v: kernel_plans(modules[v]) for v in VARIANTS}
    cases, skipped = [], []
    for kernel, func in _kernels(modules["with"]).items():
        case_name = label(kernel)
        try:
            args = plan_args(func, settings)
            block = declared_block_size(func) or settings.block
            if block is None:
                raise NotRunnable("no known_block_size and no block in bench/gpu/corpus.py SETTINGS")
            for v in VARIANTS:
                check_signature(ptx[v], kernel, args)
        except NotRunnable as err:
            skipped.append(Skipped(case_name, str(err)))
            continue
        case = Case(case_name, CONFIG, SIZE, {"source": f"{path.parent.name}/{path.name}", "note": settings.note,
                                              "timed": settings.timed},
                    tuple(block), tuple(settings.grid), args, {}, kernel)  # type: ignore[arg-type]
        for v in VARIANTS:
            res, plan = resources[v][kernel], plans[v][kernel]
            file = f"{case.key}.{v}.ptx"
            (directory / file).write_text(ptx[v])
            occ = occupancy(get_target(target), case.threads, res.shared_bytes + plan.dynamic_bytes, res.registers)
            case.variants[v] = {
                "ptx": file,
                "static_bytes": res.shared_bytes,
                "dynamic_bytes": plan.dynamic_bytes,
                "planned_bytes": plan.expected_total,
                "registers": res.registers,
                "report_shared_bytes": res.shared_bytes + plan.dynamic_bytes,
                "report_registers": res.registers,
                "report_blocks_per_sm": occ.blocks,
                "report_limited_by": list(occ.limited_by),
                "report_exact": True,
            }
        cases.append(case)
    return cases, skipped


def compile_corpus(directory: Path, target: str, root: Path, only: list[str] | None,
                   log: Callable[[str], None]) -> tuple[list[Any], list[Skipped]]:
    """The corpus cases of the kernels under ``root`` (``only``: these file stems)."""
    cases, skipped = [], []
    for path in corpus_files(root):
        if only is not None and path.stem not in only:
            continue
        got, left = compile_corpus_file(path, directory, target)
        cases += got
        skipped += left
        for c in got:
            figures = ", ".join(f"{v}: {c.shared_bytes(v)} B, {c.variants[v]['registers']} registers" for v in c.variants)
            log(f"compiled {c.key}: entry {c.entry}, block {'x'.join(map(str, c.block))}, "
                f"grid {'x'.join(map(str, c.grid))}; {figures}")
        for s in left:
            log(f"not run: {s.kernel}: {s.reason}")
    return cases, skipped


__all__ = [
    "CONFIG",
    "SETTINGS",
    "LaunchSettings",
    "NotRunnable",
    "Skipped",
    "check_signature",
    "compile_corpus",
    "compile_corpus_file",
    "corpus_files",
    "param_bytes",
    "plan_args",
    "ptx_entry_params",
    "upstream_lowerable",
    "with_reuse",
    "without_reuse",
]
