"""Placing each kernel's workgroup buffers in shared memory, for ``convert-smem-to-gpu``.

Every workgroup buffer still allocated by an op (the arena of ``smem-coalesce``, or each alloc of
a kernel that was not coalesced) becomes a workgroup attribution ``{llvm.align = A}`` when the
kernel's total fits the target's static limit (48 KiB). Above it, the kernel uses
``gpu.dynamic_shared_memory`` (buffers become ``memref.view``s of it at increasing offsets, after
any bytes the kernel already addresses there itself; the coalesced arena is replaced by it
directly), the byte count is recorded as ``smem.dynamic_shared_memory_bytes`` on the kernel and
passed as ``dynamic_shared_memory_size`` to every ``gpu.launch_func`` of it. Over the target's
per-block dynamic limit the lowering fails, naming the kernel, the planned bytes, the limit and
the buffers live at the peak (as ``smem-coalesce`` recorded them on the kernel). Buffers placed
in shared memory are never freed: their ``memref.dealloc``s go.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects import arith
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    DictionaryAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    i32,
    i64,
)
from xdsl.dialects.memref import ViewOp
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import SymbolTable

from smem_opt.passes.analysis.kernel_forms import KernelForm
from smem_opt.passes.analysis.kernels import (
    DEFAULT_ALIGNMENT,
    BufferSource,
    Kernel,
    collect_buffers,
    dynamic_shared_memory_extent,
    is_arena,
)
from smem_opt.passes.analysis.static_beside import beside_bytes
from smem_opt.passes.rewrite.edits import erase_workgroup_deallocs
from smem_opt.passes.target.carried import record_target
from smem_opt.passes.target.targets import Target
from smem_opt.reader.diagnostics import SmemDiagnostic
from smem_opt.smem_dialect import gpu
from smem_opt.smem_dialect.memref import MemorySpaceCastOp
from smem_opt.smem_dialect.smem import attr_names as names

i8 = IntegerType(8)


@dataclass(eq=False)
class _Buf:
    """A workgroup buffer of a kernel still to be placed."""

    name: str
    value: SSAValue
    type: MemRefType
    op: Operation | None
    """The alloc op, or None for an existing attribution."""
    align: int
    nbytes: int


def lower_shared_memory(func: gpu.FuncOp, origin: Operation, target: Target) -> None:
    """Place the workgroup buffers of one kernel; ``origin`` is the op it came from."""
    name = func.sym_name.data
    record_target(func, target)
    erase_workgroup_deallocs(func)
    bufs = _collect_buffers(func)
    if not bufs:
        recorded = func.attributes.get(names.DYNAMIC_BYTES)
        if isinstance(recorded, IntegerAttr) and recorded.value.data > target.dynamic_bytes:
            # smem-coalesce already put the arena in dynamic shared memory (over the static limit)
            raise SmemDiagnostic(
                f"kernel '@{name}' needs {recorded.value.data} bytes of dynamic shared memory per "
                f"block, over the {target.name} limit of {target.dynamic_bytes} bytes",
                func,
            )
        return
    dynamic = [b for b in bufs if any(d < 0 for d in b.type.get_shape())]
    if dynamic:
        _lower_dynamic_sized(func, bufs, dynamic)
        return
    offsets, total = _sequential_layout(bufs)
    # every static byte the PTX will hold counts: globals left in place, upstream lowerings' scratch
    beside = beside_bytes(func, total)
    if total + beside <= target.static_bytes:
        for b in bufs:
            if b.op is not None:
                _to_attribution(func, b)
        return
    if total > target.dynamic_bytes:
        raise SmemDiagnostic(
            _over_limit_message(func, origin, name, total, target, bufs), func
        )
    # the buffers' base rounded up to their alignment: dynamic shared memory itself is 16-byte
    # aligned, and what the kernel addresses there itself may end anywhere
    align = max(b.align for b in bufs)
    base = -(-_existing_dynamic_bytes(func, name) // align) * align
    if base + total > target.dynamic_bytes:
        raise SmemDiagnostic(
            _over_limit_message(func, origin, name, base + total, target, bufs), func
        )
    _to_dynamic(func, bufs, [base + o for o in offsets], base)
    func.attributes[names.DYNAMIC_BYTES] = IntegerAttr(base + total, i64)
    _set_launch_sizes(func, base + total)


def _existing_dynamic_bytes(func: gpu.FuncOp, name: str) -> int:
    """Bytes of dynamic shared memory the kernel addresses itself; what we add goes after them
    (design §3). A use that could reach any byte is an error: nothing could be placed safely."""
    base = dynamic_shared_memory_extent(func)
    if base is None:
        existing = next(o for o in func.walk() if isinstance(o, gpu.DynamicSharedMemoryOp))
        raise SmemDiagnostic(
            f"kernel '@{name}' addresses gpu.dynamic_shared_memory at offsets that cannot be "
            "bounded, so its workgroup buffers cannot be moved into dynamic shared memory beside it",
            existing,
        )
    return base


def _collect_buffers(func: gpu.FuncOp) -> list[_Buf]:
    """The kernel's workgroup buffers, found and sized as smem-coalesce does
    (``passes.analysis.kernels``). An alloc gets the design's alignment (its own, at least
    16 bytes and its element size); an existing attribution keeps its
    ``llvm.align``, raised to its element size."""
    kernel = Kernel(func, KernelForm.GPU_FUNC, func.body.blocks[0])
    # views of gpu.dynamic_shared_memory are placed already (the kernel's own layout, or the
    # arena smem-coalesce put there): what is added goes after them
    return [
        _Buf(
            b.name,
            b.value,
            b.type,
            b.op,
            b.alignment(1 if b.op is None else DEFAULT_ALIGNMENT),
            0 if b.is_dynamic else b.static_bytes(),
        )
        for b in collect_buffers(kernel)
        if b.source is not BufferSource.DYNAMIC
    ]


def _sequential_layout(bufs: list[_Buf]) -> tuple[list[int], int]:
    """Offsets of the buffers one after another (what ptxas does with .shared arrays)."""
    offsets: list[int] = []
    cursor = 0
    for b in bufs:
        cursor = -(-cursor // b.align) * b.align
        offsets.append(cursor)
        cursor += b.nbytes
    return offsets, cursor


def _to_attribution(func: gpu.FuncOp, b: _Buf) -> None:
    assert b.op is not None
    arg = func.add_workgroup_attribution(
        b.type, {"llvm.align": IntegerAttr(b.align, i64)}
    )
    arg.name_hint = b.value.name_hint
    b.value.replace_all_uses_with(arg)
    Rewriter.erase_op(b.op)


def _dynamic_memref(space: Attribute) -> MemRefType:
    return MemRefType(i8, [DYNAMIC_INDEX], memory_space=space)


def dynamic_shared_memory(space: Attribute) -> list[Operation]:
    """``gpu.dynamic_shared_memory`` seen in memory space ``space``: the op (upstream accepts only
    ``#gpu.address_space<workgroup>`` on it), then, for the integer space 3, a
    ``memref.memory_space_cast`` to it. The last op's result is the memory."""
    dyn = gpu.DynamicSharedMemoryOp(_dynamic_memref(gpu.workgroup_space()))
    dyn.resultMemref.name_hint = "smem_dynamic"
    if space == gpu.workgroup_space():
        return [dyn]
    return [dyn, MemorySpaceCastOp(dyn.resultMemref, _dynamic_memref(space))]


def _to_dynamic(func: gpu.FuncOp, bufs: list[_Buf], offsets: list[int], base: int = 0) -> None:
    """Put every buffer into ``gpu.dynamic_shared_memory`` at its offset (``base`` and up)."""
    entry = func.body.blocks[0]
    space = gpu.workgroup_space()
    dyn = gpu.DynamicSharedMemoryOp(_dynamic_memref(space))
    dyn.location = func.location
    dyn.resultMemref.name_hint = "smem_dynamic"
    Rewriter.insert_op(dyn, InsertPoint.at_start(entry))
    anchor: Operation = dyn
    for b, offset in zip(bufs, offsets):
        loc = b.op.location if b.op is not None else func.location
        if offset == 0 and base == 0 and is_arena(b.value) and b.type.memory_space == space:
            # Views of the arena become views of dynamic shared memory directly.
            replacement: SSAValue = dyn.resultMemref
            new_ops: list[Operation] = []
        else:
            const = arith.ConstantOp(IntegerAttr(offset, IndexType()))
            if b.value.name_hint:
                const.result.name_hint = f"{b.value.name_hint}_offset"
            same = b.type.memory_space == space
            view_t = b.type if same else MemRefType(
                b.type.element_type, b.type.get_shape(), memory_space=space
            )
            view = ViewOp(dyn.resultMemref, const.result, [], view_t)
            new_ops = [const, view]
            if not same:
                new_ops.append(MemorySpaceCastOp(view.result, b.type))
            replacement = new_ops[-1].results[0]
            replacement.name_hint = b.value.name_hint
            for o in new_ops:
                o.location = loc
        if b.op is not None:
            Rewriter.insert_op(new_ops, InsertPoint.before(b.op))
        elif new_ops:
            Rewriter.insert_op(new_ops, InsertPoint.after(anchor))
            anchor = new_ops[-1]
        b.value.replace_all_uses_with(replacement)
        if b.op is not None:
            Rewriter.erase_op(b.op)
    for index in reversed(range(func.num_workgroup_attributions)):
        func.erase_workgroup_attribution(index)


def _lower_dynamic_sized(func: gpu.FuncOp, bufs: list[_Buf], dynamic: list[_Buf]) -> None:
    """A kernel whose shared memory size is only known at run time."""
    if len(bufs) != 1 or not is_arena(bufs[0].value) or bufs[0].op is None:
        raise SmemDiagnostic(
            f"kernel '@{func.sym_name.data}': workgroup buffer '{dynamic[0].name}' has a "
            "dynamic size; run smem-coalesce first so that it is placed in dynamic "
            "shared memory",
            dynamic[0].op or func,
        )
    (arena,) = bufs
    assert arena.op is not None
    base = _existing_dynamic_bytes(func, func.sym_name.data)
    new_ops: list[Operation] = dynamic_shared_memory(arena.type.memory_space)
    for o in new_ops:
        o.location = arena.op.location
    replacement: SSAValue = new_ops[-1].results[0]
    if base:
        offset = arith.ConstantOp(IntegerAttr(base, IndexType()))
        view = ViewOp(replacement, offset.result, list(arena.op.operands), arena.type)
        for o in (offset, view):
            o.location = arena.op.location
        new_ops += [offset, view]
        replacement = view.result
    replacement.name_hint = arena.value.name_hint
    Rewriter.insert_op(new_ops, InsertPoint.before(arena.op))
    arena.value.replace_all_uses_with(replacement)
    Rewriter.erase_op(arena.op)


def record_dynamic_bytes(func: Operation, nbytes: int) -> None:
    """Record that ``func`` needs ``nbytes`` of dynamic shared memory per block: on the kernel
    (``smem.dynamic_shared_memory_bytes``) and on every ``gpu.launch_func`` of it."""
    func.attributes[names.DYNAMIC_BYTES] = IntegerAttr(nbytes, i64)
    if isinstance(func, gpu.FuncOp):
        _set_launch_sizes(func, nbytes)


def launches_of(func: Operation) -> list[gpu.LaunchFuncOp]:
    """Every ``gpu.launch_func`` in ``func``'s outermost module whose kernel symbol resolves to
    ``func``, through the symbol tables around the launch as MLIR resolves it (a kernel of the same
    name in another module is another kernel)."""
    module = func
    while (parent := module.parent_op()) is not None:
        module = parent
    found = []
    for op in module.walk():
        if not isinstance(op, gpu.LaunchFuncOp):
            continue
        try:
            target = SymbolTable.lookup_symbol(op, op.kernel)
        except ValueError:  # no symbol table around the launch: it launches nothing we know
            target = None
        if target is func:
            found.append(op)
    return found


def _set_launch_sizes(func: Operation, nbytes: int) -> None:
    """Every launch of ``func`` (``launches_of``) asks for ``nbytes`` of dynamic shared memory."""
    for op in launches_of(func):
        size = arith.ConstantOp(IntegerAttr(nbytes, i32))
        size.location = op.location
        size.result.name_hint = "dsmem_bytes"
        Rewriter.insert_op(size, InsertPoint.before(op))
        op.set_dynamic_shared_memory_size(size.result)


# -- the over-the-limit error ------------------------------------------------------------


def _over_limit_message(
    func: gpu.FuncOp,
    origin: Operation,
    name: str, total: int, target: Target, bufs: list[_Buf]
) -> str:
    live = _peak_buffers(func, origin, bufs)
    return (
        f"kernel '@{name}' needs {total} bytes of shared memory per block, "
        f"over the {target.name} limit of {target.dynamic_bytes} bytes "
        f"({target.dynamic_kib} KiB of dynamic shared memory); live at the peak: {live}"
    )


def _peak_buffers(func: gpu.FuncOp, origin: Operation, bufs: list[_Buf]) -> str:
    """The buffers live together at the peak, as ``smem-coalesce`` recorded them on the kernel
    (``smem.peak_buffers``): the same message in one process or through a pipe."""
    # cycle: smem_coalesce imports this module

    for op in (func, origin):
        peak = op.attributes.get(names.PEAK_BUFFERS)
        if isinstance(peak, DictionaryAttr) and peak.data:
            sizes = {k: v.value.data for k, v in peak.data.items() if isinstance(v, IntegerAttr)}
            parts = [f"'{n}' ({b} bytes)" for n, b in sizes.items()]
            return ", ".join(parts) + f" (together {sum(sizes.values())} bytes)"
    if len(bufs) == 1 and is_arena(bufs[0].value):
        return f"the arena '{bufs[0].name}' ({bufs[0].nbytes} bytes)"
    return ", ".join(f"'{b.name}' ({b.nbytes} bytes)" for b in bufs) + " (no reuse: not coalesced)"


__all__ = ["lower_shared_memory"]
