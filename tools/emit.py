"""``smem-opt --emit nvvm|ptx|resource-usage``: our gpu IR through the upstream tools.

- ``nvvm``: the module printed by smem-opt, lowered by MLIR 22's ``mlir-opt``
  (``convert-gpu-to-nvvm`` and friends, ``nvvm-attach-target{chip=...}``); the text
  mlir-opt prints.
- ``ptx``: the same plus ``gpu-module-to-binary{format=isa}``; the PTX of every
  ``gpu.module``, each preceded by a ``// gpu.module @name`` line.
- ``resource-usage``: the PTX assembled with ``ptxas -v`` for the target; a table
  with one row per kernel: registers, the shared bytes ptxas reports (static
  ``.shared`` data), the dynamic shared bytes the kernel is launched with, the
  bytes the plan asked for, whether ptxas agrees with the plan, and the
  occupancy those figures give (``passes/target/occupancy.py``): threads per block,
  blocks per SM and the resources limiting it.

Without ``--target``, the target is the chip the module names (the ``#nvvm.target`` of its
gpu.modules, as convert-smem-to-gpu leaves it), else sm_90.

The module must already be in gpu form: an ``smem.kernel`` left in it is an error
that says to run ``convert-smem-to-gpu`` (or ``smem-to-nvvm-ready``). A missing
tool raises ``ToolMissing`` from ``tools.toolchain``, naming the tool and how to
install it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from xdsl.dialects.builtin import IntegerAttr, MemRefType, ModuleOp, StringAttr
from xdsl.ir import Operation

from smem_opt.passes.analysis.op_records import op_attr
from smem_opt.passes.target.occupancy import Occupancy, occupancy
from smem_opt.passes.target.targets import get_target
from smem_opt.smem_dialect.smem import KernelOp
from smem_opt.smem_dialect.smem import attr_names as names
from smem_opt.tools.run_errors import ToolError
from smem_opt.tools.toolchain import mlir_to_nvvm, mlir_to_ptx, ptxas_resources


class NotLowered(ValueError):
    """The module still holds smem ops that upstream tools cannot read."""


@dataclass(frozen=True)
class KernelPlan:
    """What smem-opt planned for one kernel's shared memory."""

    kernel: str
    static_bytes: int
    """Bytes of static .shared data the PTX should declare."""
    dynamic_bytes: int
    """Bytes of dynamic shared memory the kernel is launched with."""
    planned_bytes: int | None
    """``smem.arena_bytes`` (the packed arena), when the kernel was coalesced."""
    threads: int | None = None
    """Threads per block (``known_block_size``), when declared."""
    beside_bytes: int = 0
    """Of ``static_bytes``, what is not the kernel's own (``passes.analysis.static_beside``)."""

    @property
    def expected_total(self) -> int:
        return self.static_bytes + self.dynamic_bytes


@dataclass(frozen=True)
class UsageRow:
    kernel: str
    registers: int | None
    ptxas_shared: int | None
    dynamic_bytes: int
    planned: int
    matches: bool
    threads: int | None = None
    occupancy: Occupancy | None = None
    """Blocks per SM from these registers and bytes (None without a block size)."""
    eliminated: bool = False
    """LLVM dropped the kernel's shared arrays (nothing reads them): ptxas reports 0 bytes."""

    @property
    def status(self) -> str:
        return "yes" if self.matches else "eliminated" if self.eliminated else "NO"


def emit(module: ModuleOp, kind: str, target: str | None) -> str:
    """Render ``module`` as ``kind`` (nvvm, ptx or resource-usage) for ``target``."""
    _require_lowered(module)
    if kind != "gpu":
        _refuse_malloc(module)
    chip = _chip(target or recorded_target(module))
    if kind == "gpu":
        return _print(module)
    if kind == "nvvm":
        return mlir_to_nvvm(_print(module), chip, get_target(chip).ptx_isa)
    if kind == "ptx":
        return "".join(
            f"// gpu.module @{name}\n{ptx}" + ("" if ptx.endswith("\n") else "\n")
            for name, ptx in module_ptx(module, chip).items()
        )
    if kind == "resource-usage":
        return format_usage(resource_usage(module, chip), chip)
    raise ValueError(f"unknown --emit kind '{kind}' (expected gpu, nvvm, ptx or resource-usage)")


def emit_output(module: ModuleOp, kind: str, target: str | None) -> str:
    """``emit`` for the driver: whatever stops it (a tool missing or failing, a module not
    lowered, an unknown recorded target) is a ``ToolError``, reported as a diagnostic."""
    from smem_opt.reader.diagnostics import SmemDiagnostic

    try:
        return emit(module, kind, target)
    except SmemDiagnostic:
        raise  # located at an op of the input
    except Exception as err:  # ToolMissing, ToolFailed, NotLowered, UnknownTarget
        raise ToolError(str(err)) from None


def _chip(target: str | None) -> str:
    return get_target(target).name


def recorded_target(module: ModuleOp) -> str | None:
    """The one chip the module says its kernels are for (its gpu.modules' ``#nvvm.target``, the
    ``smem.target`` of kernels without one: ``passes.target.carried``), if one."""
    from smem_opt.passes.target.carried import recorded_chip

    return recorded_chip(module)


def _print(module: ModuleOp) -> str:
    """The module as the upstream tools read it, every op with its location in the user's input:
    what mlir-opt says about an op is then located in the user's file, not in this text."""
    from smem_opt.reader.ir_io import print_module

    return print_module(module, debuginfo=True)


def _require_lowered(module: ModuleOp) -> None:
    for op in module.walk():
        if isinstance(op, KernelOp):
            from smem_opt.reader.diagnostics import op_location

            name = op.properties.get("sym_name")
            label = f" '@{name.data}'" if isinstance(name, StringAttr) else ""
            where = op_location(op)
            at = f" ({where})" if where else ""
            raise NotLowered(
                f"kernel{label}{at} is still an smem.kernel; upstream tools need gpu.func: "
                "run -p convert-smem-to-gpu (or the smem-to-nvvm-ready pipeline) first"
            )


def _refuse_malloc(module: ModuleOp) -> None:
    """A workgroup ``memref.alloc`` / ``alloca`` left in a ``gpu.func`` becomes a per-thread
    ``malloc`` in upstream's ``convert-gpu-to-nvvm``: silently wrong code, never emitted."""
    from smem_opt.passes.analysis.kernel_forms import scope_of
    from smem_opt.passes.analysis.op_records import BufferOrigin, buffer_origin
    from smem_opt.reader.diagnostics import SmemDiagnostic
    from smem_opt.smem_dialect.gpu import FuncOp, is_workgroup_memref

    for op in module.walk():
        if buffer_origin(op) is not BufferOrigin.ALLOC or not op.results:
            continue
        func = scope_of(op)
        if not is_workgroup_memref(op.results[0].type) or not isinstance(func, FuncOp):
            continue
        raise SmemDiagnostic(
            f"workgroup '{op.name}' in gpu.func "
            f"'@{func.sym_name.data}' would become a per-thread malloc in upstream's convert-gpu-to-nvvm "
            "(wrong code, not shared memory): run -p smem-to-nvvm-ready (or smem-coalesce,convert-smem-to-gpu) "
            "first, which makes it a workgroup attribution",
            op,
        )


def module_ptx(module: ModuleOp, chip: str) -> dict[str, str]:
    """PTX text per gpu.module of ``module``."""
    _require_lowered(module)
    return mlir_to_ptx(_print(module), chip, get_target(chip).ptx_isa)


# -- planned bytes ------------------------------------------------------------------------


def _int(op: Operation, key: str) -> int | None:
    attr = op_attr(op, key)
    return attr.value.data if isinstance(attr, IntegerAttr) else None


def kernel_plans(module: ModuleOp) -> dict[str, KernelPlan]:
    """Planned shared memory of every gpu.func kernel, by name."""
    from smem_opt.passes.analysis.kernels import declared_block_size
    from smem_opt.passes.analysis.static_beside import beside_bytes
    from smem_opt.smem_dialect.gpu import FuncOp
    from smem_opt.smem_dialect.types import memref_storage_bytes

    plans: dict[str, KernelPlan] = {}
    for op in module.walk():
        if not isinstance(op, FuncOp) or not op.is_kernel:
            continue
        name = op.sym_name.data
        dynamic = _int(op, names.DYNAMIC_BYTES) or 0
        static = 0
        dicts = op.workgroup_attribution_attrs()
        for arg, d in zip(op.workgroup_attributions, dicts):
            t = arg.type
            assert isinstance(t, MemRefType)
            align_attr = d.data.get("llvm.align")
            align = align_attr.value.data if isinstance(align_attr, IntegerAttr) else 1
            static = -(-static // align) * align + (memref_storage_bytes(t) or 0)
        beside = beside_bytes(op, static)  # globals left in place, upstream lowerings' scratch
        block = declared_block_size(op)
        threads = block[0] * block[1] * block[2] if block else None
        plans[name] = KernelPlan(name, static + beside, dynamic, _int(op, names.ARENA_BYTES), threads, beside)
    plans.update(_launch_plans(module))
    return plans


def _launch_plans(module: ModuleOp) -> dict[str, KernelPlan]:
    """Planned shared memory of every ``gpu.launch`` body, by the name upstream's outlining gives
    its kernel (``<function>_kernel``): the workgroup globals it reads (each at its alignment),
    its attributions, and the dynamic bytes it is launched with."""
    from smem_opt.passes.analysis.kernel_forms import (
        KernelForm,
        block_size_of,
        launch_dynamic_shared_memory_operand,
        survey,
    )
    from smem_opt.passes.analysis.op_records import constant_int
    from smem_opt.smem_dialect.gpu import is_workgroup_memref
    from smem_opt.smem_dialect.memref.views import GetGlobalOp, GlobalOp
    from smem_opt.smem_dialect.types import memref_storage_bytes

    globals_: dict[str, GlobalOp] = {g.sym_name.data: g for g in module.walk() if isinstance(g, GlobalOp)}
    plans: dict[str, KernelPlan] = {}
    for entry in survey(module):
        if entry.form is not KernelForm.LAUNCH:
            continue
        launch = entry.op
        static = 0
        seen: set[str] = set()
        read = [g for g in launch.walk() if isinstance(g, GetGlobalOp)]
        for get in read:
            symbol = get.name_.root_reference.data
            g = globals_.get(symbol)
            if g is None or symbol in seen or not is_workgroup_memref(g.type):
                continue
            seen.add(symbol)
            align = g.alignment.value.data if g.alignment is not None else 1
            static = -(-static // align) * align + (memref_storage_bytes(g.type) or 0)
        for arg in getattr(launch, "workgroup_attributions", ()) or ():
            static += memref_storage_bytes(arg.type) or 0
        dynamic = 0
        index = launch_dynamic_shared_memory_operand(launch)
        if index is not None:
            known = constant_int(launch.operands[index])
            dynamic = known if known is not None else 0
        block = block_size_of(launch)
        threads = block[0] * block[1] * block[2] if block else None
        plans[entry.name] = KernelPlan(entry.name, static, dynamic, _int(launch, names.ARENA_BYTES), threads)
    return plans


def resource_usage(module: ModuleOp, chip: str) -> list[UsageRow]:
    """ptxas -v figures for every kernel, next to the plan."""
    plans = kernel_plans(module)
    found: dict[str, tuple[int, int]] = {}
    texts: dict[str, str] = {}
    for ptx in module_ptx(module, chip).values():
        for res in ptxas_resources(ptx, chip):
            found[res.kernel] = (res.registers, res.shared_bytes)
            texts[res.kernel] = ptx
    missing = [name for name in plans if name not in found]
    if missing:
        from smem_opt.tools.toolchain import ToolFailed, find_ptxas

        raise ToolFailed(
            f"ptxas ({find_ptxas()}) printed no resource usage for kernel "
            f"{', '.join(f'@{n}' for n in missing)}: expected 'Used N registers' after "
            f"\"Compiling entry function\" from 'ptxas -v'"
        )
    rows: list[UsageRow] = []
    for name, plan in plans.items():
        regs, shared = found.get(name, (None, None))
        planned = plan.planned_bytes if plan.planned_bytes is not None else plan.expected_total - plan.beside_bytes
        # ptxas counts static .shared data only; dynamic shared memory shows as 0.
        matches = (
            shared is not None
            and shared == plan.static_bytes
            and plan.expected_total == planned + plan.beside_bytes
        )
        occ = None
        if plan.threads:
            occ = occupancy(get_target(chip), plan.threads, plan.expected_total, regs)
        eliminated = (
            not matches
            and shared == 0
            and plan.static_bytes > 0
            and name in texts
            and re.search(rf"\.shared[^\n]*__wg_{re.escape(name)}_", texts[name]) is None
        )
        rows.append(
            UsageRow(name, regs, shared, plan.dynamic_bytes, planned, matches, plan.threads, occ, eliminated)
        )
    return rows


def _blocks_cell(occ: Occupancy | None) -> str:
    if occ is None:
        return "?"
    return str(occ.blocks) if occ.exact else f"<={occ.blocks}"


def _limited_cell(occ: Occupancy | None) -> str:
    if occ is None:
        return "-"
    if occ.unfit:
        return "does not fit"
    return ",".join(LIMIT_SHORT[r] for r in occ.limited_by)


LIMIT_SHORT = {"warps": "warps", "blocks": "blocks", "registers": "registers", "shared_memory": "smem"}


def format_usage(rows: list[UsageRow], chip: str) -> str:
    header = ("kernel", "registers", "smem (ptxas)", "dynamic smem", "planned", "match",
              "threads", "blocks/SM", "limited by")
    body = [
        (
            r.kernel,
            "?" if r.registers is None else str(r.registers),
            "?" if r.ptxas_shared is None else str(r.ptxas_shared),
            str(r.dynamic_bytes),
            str(r.planned),
            r.status,
            "?" if r.threads is None else str(r.threads),
            _blocks_cell(r.occupancy),
            _limited_cell(r.occupancy),
        )
        for r in rows
    ]
    widths = [max(len(row[i]) for row in [header, *body]) for i in range(len(header))]

    def line(cells: tuple[str, ...]) -> str:
        return "  ".join(
            c.ljust(w) if i in (0, len(cells) - 1) else c.rjust(w)
            for i, (c, w) in enumerate(zip(cells, widths))
        ).rstrip()

    title = (
        f"// ptxas -v resource usage, target {chip} (shared memory in bytes; blocks per SM "
        "as cuOccupancyMaxActiveBlocksPerMultiprocessor counts them)"
    )
    out = [title, line(header)]
    out += [line(b) for b in body]
    return "\n".join(out) + "\n"


__all__ = [
    "emit",
    "module_ptx",
    "kernel_plans",
    "resource_usage",
    "format_usage",
    "KernelPlan",
    "UsageRow",
    "NotLowered",
]
