"""Which ops are kernels, in every form smem-opt plans, and why the other functions are not.

A *kernel* is code that one thread block runs, whose workgroup buffers the pass may pack
(design §2, *Kernels*). Four forms:

- ``smem.kernel`` (the project's own dialect);
- ``gpu.func ... kernel`` (upstream, after outlining);
- the body of a host-side ``gpu.launch`` (upstream, before outlining): planned in place;
- IREE's form before outlining: a ``func.func`` that holds workgroup buffers of its own and that
  no op of the module references by symbol (no ``func.call``, no ``gpu.launch_func``, no symbol
  attribute anywhere names it), run by one workgroup. A ``func.func`` that holds a ``gpu.launch``
  is a host function, never a kernel: workgroup buffers it allocates are the launch's
  (``passes.rewrite.host_buffers`` moves them in).

Every function-like op is a *scope*: a workgroup buffer belongs to the nearest scope around it,
so the allocs of a ``gpu.launch`` body belong to the launch, not to the ``func.func`` around it.
:func:`survey` lists every scope with its form and, for the ones that are not planned, why
(a called helper, a device function, a declaration, no workgroup buffers); the report prints it.

Block sizes (:func:`block_size_of`): ``block_size`` of ``smem.kernel``, ``known_block_size`` of
``gpu.func``; on a ``func.func``, ``gpu.known_block_size`` / ``known_block_size`` or the
``workgroup_size = [x, y, z]`` that IREE writes into its ``translation_info``; on a
``gpu.launch``, its ``threads`` operands when they are constants. Otherwise unknown.

Which ops open a scope is the op records' answer (``RegionKind.KERNEL``: functions and kernel
roots); which form one is, its op class's. Nothing here changes IR.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.dialects import gpu as xdsl_gpu
from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr, MemRefType, StringAttr, SymbolRefAttr
from xdsl.dialects.func import FuncOp as FuncFuncOp
from xdsl.ir import Attribute, BlockArgument, Operation

from smem_opt.passes.analysis.op_records import (
    BufferOrigin,
    RegionKind,
    buffer_origin,
    constant_ints,
    op_attr,
    region_kind,
)
from smem_opt.passes.printed_enum import PrintedEnum
from smem_opt.smem_dialect.gpu import FuncOp as GpuFuncOp
from smem_opt.smem_dialect.gpu import LaunchFuncOp, is_workgroup_memref
from smem_opt.smem_dialect.gpu.host import LaunchOp
from smem_opt.smem_dialect.smem import KernelOp


class KernelForm(PrintedEnum):
    """The form a kernel comes in (the string is ``Kernel.kind`` and what reports print)."""

    SMEM = "smem"
    GPU_FUNC = "gpu"
    FUNC = "func"
    LAUNCH = "launch"


LAUNCH_OPS = (LaunchOp, xdsl_gpu.LaunchOp)
"""``gpu.launch``: the project's op, and xDSL's (what stock ``xdsl-opt`` registers, whose ``gpu``
dialect the project cannot replace there)."""

_WORKGROUP_SIZE = re.compile(r"workgroup_size\s*=\s*\[\s*(\d+)\s*(?:,\s*(\d+)\s*)?(?:,\s*(\d+)\s*)?\]")


def is_scope(op: Operation) -> bool:
    """Does ``op`` open a function-like scope (buffers inside belong to the nearest one)?"""
    return region_kind(op) is RegionKind.KERNEL


def scope_of(op: Operation) -> Operation | None:
    """The nearest function-like op strictly around ``op``."""
    parent = op.parent_op()
    while parent is not None and not is_scope(parent):
        parent = parent.parent_op()
    return parent


def _has_body(op: Operation) -> bool:
    return bool(op.regions) and bool(op.regions[0].blocks)


def _is_workgroup_buffer_op(op: Operation) -> bool:
    """An op that makes a workgroup buffer the pass would pack (alloc, global view, dynamic)."""
    origin = buffer_origin(op)
    if origin in (BufferOrigin.ALLOC, BufferOrigin.GLOBAL):
        return bool(op.results) and isinstance(op.results[0].type, MemRefType) and is_workgroup_memref(
            op.results[0].type
        )
    return origin is BufferOrigin.DYNAMIC


def holds_workgroup_buffers(scope: Operation) -> bool:
    """Does ``scope`` itself (not a nested scope) allocate or name workgroup memory?"""
    if isinstance(scope, LAUNCH_OPS) and _launch_workgroup_attributions(scope):
        return True
    return any(_is_workgroup_buffer_op(op) and scope_of(op) is scope for op in scope.walk() if op is not scope)


def _launch_workgroup_attributions(launch: Operation) -> tuple[BlockArgument, ...]:
    attributions = getattr(launch, "workgroup_attributions", None)
    return tuple(attributions) if attributions is not None else ()


# -- symbol references ----------------------------------------------------------------------------


def _symbol_names(attr: Attribute, out: set[str]) -> None:
    if isinstance(attr, SymbolRefAttr):
        out.add(attr.root_reference.data)
        out.update(ref.data for ref in attr.nested_references.data)
    elif isinstance(attr, ArrayAttr):
        for a in attr.data:
            _symbol_names(a, out)
    elif isinstance(attr, DictionaryAttr):
        for a in attr.data.values():
            _symbol_names(a, out)


def symbol_references(module: Operation) -> dict[str, Operation]:
    """Every symbol name some op of ``module`` references (in any attribute or property, at any
    depth of arrays and dictionaries), with the first op that does."""
    found: dict[str, Operation] = {}
    for op in module.walk():
        names: set[str] = set()
        for attr in (*op.properties.values(), *op.attributes.values()):
            _symbol_names(attr, names)
        for name in names:
            found.setdefault(name, op)
    return found


def symbol_name(op: Operation) -> str | None:
    sym = op_attr(op, "sym_name")
    return sym.data if isinstance(sym, StringAttr) else None


# -- the survey -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class ScopeEntry:
    """One function-like op of the module: a kernel (``form`` set, ``reason`` empty) or a function
    the pass leaves alone, with the reason."""

    op: Operation
    name: str
    form: KernelForm | None
    reason: str = ""

    @property
    def is_kernel(self) -> bool:
        return self.form is not None


OTHER_VENDORS = {"rocdl": "AMD", "amdgpu": "AMD", "xevm": "Intel", "xegpu": "Intel", "spirv": "SPIR-V"}
"""Dialects of other vendors' GPUs (by prefix): a function holding their ops is not a kernel of an
NVIDIA GPU, which is all smem-opt plans."""


def _llvm_function_reason(op: Operation) -> str:
    """Why an ``llvm.func`` is left alone: another vendor's GPU function, or LLVM dialect."""
    for inner in op.walk():
        vendor = OTHER_VENDORS.get(inner.name.split(".", 1)[0])
        if vendor is not None:
            return (f"{op.name} for {vendor} GPUs ('{inner.name}'): not a target of smem-opt, which plans "
                    "kernels for NVIDIA GPUs")
    return f"{op.name} (LLVM dialect functions are not analysed)"


def survey(module: Operation) -> list[ScopeEntry]:
    """Every function-like op of ``module`` in program order: kernels and skipped functions."""
    refs: dict[str, Operation] | None = None
    entries: list[ScopeEntry] = []
    launches: dict[str, int] = {}
    for op in module.walk():
        if op is module or not is_scope(op):
            continue
        name = symbol_name(op) or "<anonymous>"
        if isinstance(op, KernelOp):
            entries.append(ScopeEntry(op, name, KernelForm.SMEM))
        elif isinstance(op, GpuFuncOp):
            if not _has_body(op):
                entries.append(ScopeEntry(op, name, None, "declaration (no body)"))
            elif op.is_kernel:
                entries.append(ScopeEntry(op, name, KernelForm.GPU_FUNC))
            else:
                entries.append(ScopeEntry(op, name, None, "device function (gpu.func not marked kernel)"))
        elif isinstance(op, LAUNCH_OPS):
            entries.append(ScopeEntry(op, _launch_name(op, launches), KernelForm.LAUNCH))
        elif isinstance(op, xdsl_gpu.FuncOp):
            entries.append(ScopeEntry(op, name, None, _XDSL_GPU_FUNC))
        elif not isinstance(op, FuncFuncOp):  # llvm.func, the one other function the records know
            entries.append(ScopeEntry(op, name, None, _llvm_function_reason(op)))
        else:
            if not _has_body(op):
                entries.append(ScopeEntry(op, name, None, "declaration (no body)"))
                continue
            if refs is None:
                refs = symbol_references(module)
            user = refs.get(name)
            if user is not None:
                where = scope_of(user)
                inside = f" in @{symbol_name(where)}" if where is not None and symbol_name(where) else ""
                entries.append(
                    ScopeEntry(op, name, None, f"called helper: '{user.name}'{inside} references it")
                )
            elif launches_kernels(op):
                entries.append(ScopeEntry(op, name, None, HOST_FUNCTION))
            elif not holds_workgroup_buffers(op):
                entries.append(ScopeEntry(op, name, None, "no workgroup buffers"))
            else:
                entries.append(ScopeEntry(op, name, KernelForm.FUNC))
    return entries


HOST_FUNCTION = ("host function (it launches kernels; workgroup buffers it allocates belong to the kernel "
                 "that uses them)")


def launches_kernels(function: Operation) -> bool:
    """Does ``function`` hold a ``gpu.launch`` or a ``gpu.launch_func`` (a host function)?"""
    return any(isinstance(inner, (*LAUNCH_OPS, LaunchFuncOp)) for inner in function.walk())

_XDSL_GPU_FUNC = "gpu.func of xDSL's own gpu dialect (stock xdsl-opt): no workgroup attributions to hold an arena"


def _launch_name(launch: Operation, counts: dict[str, int]) -> str:
    """``<function>_kernel`` for the first ``gpu.launch`` of a function, then ``_kernel_1``, ..."""
    host = scope_of(launch)
    base = f"{symbol_name(host) if host is not None and symbol_name(host) else 'launch'}_kernel"
    n = counts.get(base, 0)
    counts[base] = n + 1
    return base if n == 0 else f"{base}_{n}"


# -- facts of the forms ---------------------------------------------------------------------------


def block_size_of(kernel_op: Operation) -> tuple[int, int, int] | None:
    """The threads per block a ``func.func`` or ``gpu.launch`` kernel declares, padded to three
    dims; None when unknown (other forms: ``kernels.declared_block_size``)."""
    if isinstance(kernel_op, LAUNCH_OPS):
        sizes = constant_ints(kernel_op.operands[_launch_block_operands(kernel_op)])
        if sizes is not None and len(sizes) == 3 and all(s > 0 for s in sizes):
            return three_dims(sizes)
        return None
    for key in ("gpu.known_block_size", "known_block_size"):
        attr = op_attr(kernel_op, key)
        if attr is not None and hasattr(attr, "get_values"):
            return three_dims([int(v) for v in attr.get_values()])
    info = op_attr(kernel_op, "translation_info")
    if info is not None:
        match = _WORKGROUP_SIZE.search(str(info))
        if match:
            return three_dims([int(g) if g else 1 for g in match.groups()])
    return None


def three_dims(values: Sequence[int]) -> tuple[int, int, int]:
    """The first three of ``values``, padded with 1."""
    x, y, z, *_ = (*values, 1, 1, 1)
    return x, y, z


def _launch_block_operands(launch: Operation) -> slice:
    """Where ``threads in (...)`` sits among a ``gpu.launch``'s operands (after its async
    dependencies and the three grid sizes)."""
    segments = op_attr(launch, "operandSegmentSizes")
    deps = 0
    if segments is not None and hasattr(segments, "get_values"):
        deps = int(segments.get_values()[0])
    return slice(deps + 3, deps + 6)


def launch_dynamic_shared_memory_operand(launch: Operation) -> int | None:
    """Index of the ``dynamic_shared_memory_size`` operand of a ``gpu.launch`` (None: absent)."""
    segments = op_attr(launch, "operandSegmentSizes")
    if segments is None or not hasattr(segments, "get_values"):
        return None
    sizes = [int(v) for v in segments.get_values()]
    if len(sizes) < 11 or sizes[10] == 0:
        return None
    return sum(sizes[:10])


__all__ = [
    "KernelForm",
    "LAUNCH_OPS",
    "ScopeEntry",
    "block_size_of",
    "holds_workgroup_buffers",
    "is_scope",
    "launch_dynamic_shared_memory_operand",
    "scope_of",
    "survey",
    "symbol_name",
    "symbol_references",
]
