"""Placing shared memory for the kernels that ``convert-smem-to-gpu`` leaves in their own form:
IREE's ``func.func`` kernels and host-side ``gpu.launch`` bodies (``gpu.func`` kernels are
``passes.rewrite.workgroup_placement``'s).

- A ``func.func`` kernel (IREE's form before outlining) stays a ``func.func``, and its workgroup
  ``memref.alloc``s (after ``smem-coalesce``: the one arena, ``{alignment = A}``) stay allocs, as
  IREE's own packing leaves them: IREE's later passes make each a global. It is never given to
  upstream's ``convert-gpu-to-nvvm`` as a ``gpu.func``, so no alloc becomes a per-thread malloc.
  The lowering records the target and checks its per-block limit.
- A ``gpu.launch`` body stays in place for upstream's ``gpu-kernel-outlining``. A workgroup
  ``memref.alloc`` / ``alloca`` still in it (``smem-coalesce`` did not run) becomes a private
  workgroup ``memref.global`` with its alignment, read by ``memref.get_global`` where the alloc
  was (outlining copies the global into the kernel's module; an alloc would become a malloc).
  When the globals the body reads exceed the target's static limit (48 KiB), they become views of
  ``gpu.dynamic_shared_memory`` at increasing offsets (after the bytes the body already addresses
  there) and the launch gets ``dynamic_shared_memory_size``. Its workgroup attributions are left
  as they are (upstream places them).
"""

from __future__ import annotations

from xdsl.dialects import arith
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    DenseArrayBase,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    ModuleOp,
    StringAttr,
    SymbolRefAttr,
    UnitAttr,
    i32,
    i64,
)
from xdsl.dialects.memref import AllocaOp, AllocOp, ViewOp
from xdsl.ir import Operation
from xdsl.rewriter import InsertPoint, Rewriter

from smem_opt.passes.analysis.kernel_forms import launch_dynamic_shared_memory_operand, symbol_name, symbol_references
from smem_opt.passes.analysis.kernels import (
    DEFAULT_ALIGNMENT,
    BufferSource,
    Kernel,
    collect_buffers,
    dynamic_shared_memory_extent,
    find_global,
    symbol_table_child,
)
from smem_opt.passes.analysis.op_records import op_attr
from smem_opt.passes.rewrite.edits import erase_workgroup_deallocs
from smem_opt.passes.target.carried import record_target
from smem_opt.passes.target.targets import Target
from smem_opt.reader.diagnostics import SmemDiagnostic
from smem_opt.smem_dialect import gpu
from smem_opt.smem_dialect.memref import GetGlobalOp, GlobalOp
from smem_opt.smem_dialect.smem import attr_names as names


def _total(kernel: Kernel) -> int:
    """Bytes of the kernel's static workgroup buffers laid out one after another."""
    cursor = 0
    for b in kernel.buffers:
        if b.is_dynamic:
            continue
        align = b.alignment(DEFAULT_ALIGNMENT if b.op is not None else 1)
        cursor = -(-cursor // align) * align + b.static_bytes()
    return cursor


def _over_limit(kernel: Kernel, total: int, target: Target) -> SmemDiagnostic:
    names = ", ".join(f"'{b.name}'" for b in kernel.buffers)
    return SmemDiagnostic(
        f"kernel '@{kernel.name}' needs {total} bytes of shared memory per block, over the "
        f"{target.name} limit of {target.dynamic_bytes} bytes ({target.dynamic_kib} KiB of dynamic "
        f"shared memory); its workgroup buffers: {names}",
        kernel.op,
    )


def place_func_kernel(kernel: Kernel, target: Target) -> None:
    """IREE's ``func.func`` kernel: record the target and check its per-block limit."""
    record_target(kernel.op, target)
    total = _total(kernel)
    if total > target.dynamic_bytes:
        raise _over_limit(kernel, total, target)


def place_launch_kernel(kernel: Kernel, target: Target, module: ModuleOp) -> None:
    """A ``gpu.launch`` body: allocs become aligned workgroup globals; above the static limit,
    the globals it reads become dynamic shared memory."""
    launch = kernel.op
    record_target(launch, target)
    erase_workgroup_deallocs(launch)
    for buf in kernel.buffers:
        if isinstance(buf.op, (AllocOp, AllocaOp)):
            if buf.is_dynamic:
                raise SmemDiagnostic(
                    f"kernel '@{kernel.name}': workgroup buffer '{buf.name}' has a dynamic size; "
                    "a gpu.launch body can only hold static shared memory here",
                    buf.op,
                )
            _alloc_to_global(buf.op, buf.alignment(DEFAULT_ALIGNMENT), kernel.name)
    placed = Kernel(launch, kernel.kind, kernel.body, label=kernel.label)
    placed.buffers = collect_buffers(placed)
    globals_ = [b for b in placed.buffers if b.source is BufferSource.GLOBAL]
    total = _total(Kernel(launch, kernel.kind, kernel.body, globals_, kernel.label))
    attributions = _total(Kernel(launch, kernel.kind, kernel.body,
                                 [b for b in placed.buffers if b.source is BufferSource.ATTRIBUTION], kernel.label))
    if total + attributions <= target.static_bytes or not globals_:
        return
    base = dynamic_shared_memory_extent(launch)
    if base is None:
        raise SmemDiagnostic(
            f"kernel '@{kernel.name}' addresses gpu.dynamic_shared_memory at offsets that cannot be "
            "bounded, so its workgroup buffers cannot be moved into dynamic shared memory beside it",
            launch,
        )
    if base + total > target.dynamic_bytes:
        raise _over_limit(placed, base + total, target)
    _globals_to_dynamic(placed, globals_, base)
    launch.attributes[names.DYNAMIC_BYTES] = IntegerAttr(base + total, i64)
    _set_dynamic_size(launch, base + total)


def new_workgroup_global(
    near: Operation, base: str, memref_type: MemRefType, align: int
) -> tuple[str, Operation]:
    """A private, uninitialised workgroup ``memref.global`` named after ``base`` (made unique in
    the nearest module), inserted before the op of that module that holds ``near``."""
    anchor = symbol_table_child(near)
    table = anchor.parent_op() or anchor
    taken = set(symbol_references(table)) | {sym for o in table.walk() if (sym := symbol_name(o))}
    name, n = base, 0
    while name in taken:
        n += 1
        name = f"{base}_{n}"
    glob = GlobalOp.create(
        properties={
            "sym_name": StringAttr(name),
            "sym_visibility": StringAttr("private"),
            "type": memref_type,
            "initial_value": UnitAttr(),
            "alignment": IntegerAttr(align, i64),
        }
    )
    glob.location = near.location
    Rewriter.insert_op(glob, InsertPoint.before(anchor))
    return name, glob


def _alloc_to_global(alloc: Operation, align: int, kernel_name: str) -> None:
    t = alloc.results[0].type
    assert isinstance(t, MemRefType)
    hint = alloc.results[0].name_hint or "buffer"
    name, _ = new_workgroup_global(alloc, f"{kernel_name}_{hint}", t, align)
    get = GetGlobalOp.create(result_types=[t], properties={"name": SymbolRefAttr(name)})
    get.location = alloc.location
    get.results[0].name_hint = alloc.results[0].name_hint
    Rewriter.replace_op(alloc, get)


def _globals_to_dynamic(kernel: Kernel, globals_: list, base: int) -> None:
    """Every workgroup global the body reads becomes a view of dynamic shared memory, one after
    another from ``base``; globals nothing names any more are erased."""
    space = gpu.workgroup_space()
    dyn = gpu.DynamicSharedMemoryOp(MemRefType(IntegerType(8), [DYNAMIC_INDEX], memory_space=space))
    dyn.location = kernel.op.location
    dyn.resultMemref.name_hint = "smem_dynamic"
    Rewriter.insert_op(dyn, InsertPoint.at_start(kernel.body))
    cursor = base
    for b in globals_:
        align = b.alignment(1)
        cursor = -(-cursor // align) * align
        name = _global_name(b)
        for get in b.replaced:
            const = arith.ConstantOp(IntegerAttr(cursor, IndexType()))
            view = ViewOp(dyn.resultMemref, const.result, [], get.results[0].type)
            for o in (const, view):
                o.location = get.location
            hint = get.results[0].name_hint
            Rewriter.replace_op(get, [const, view])
            view.results[0].name_hint = hint
            const.result.name_hint = f"{hint}_offset" if hint else None
        cursor += b.static_bytes()
        glob = find_global(kernel.op, name)
        if glob is not None and name not in symbol_references(glob.parent_op() or glob):
            Rewriter.erase_op(glob)


def _global_name(buf) -> str:
    ref = op_attr(buf.replaced[0], "name") if buf.replaced else None
    return ref.root_reference.data if isinstance(ref, SymbolRefAttr) else ""


def _set_dynamic_size(launch: Operation, nbytes: int) -> None:
    """Give ``launch`` a ``dynamic_shared_memory_size`` of ``nbytes`` (an i32 constant before it)."""
    size = arith.ConstantOp(IntegerAttr(nbytes, i32))
    size.location = launch.location
    size.result.name_hint = "dsmem_bytes"
    Rewriter.insert_op(size, InsertPoint.before(launch))
    index = launch_dynamic_shared_memory_operand(launch)
    operands = list(launch.operands)
    sizes = launch.properties["operandSegmentSizes"]
    assert isinstance(sizes, DenseArrayBase)  # gpu.launch's verifier
    segments = [int(v) for v in sizes.get_values()]
    if index is not None:
        operands[index] = size.result
    else:
        at = sum(segments[:10])
        operands.insert(at, size.result)
        segments[10] = 1
        launch.properties["operandSegmentSizes"] = DenseArrayBase.from_list(i32, segments)
    launch.operands = operands
