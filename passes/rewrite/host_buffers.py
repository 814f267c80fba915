"""Workgroup buffers a host function allocates for the ``gpu.launch`` that uses them.

``transform.structured.promote`` with ``mapping = [#gpu.memory_space<workgroup>]`` (upstream's
own promote test) allocates the promoted tiles at the entry of the function that holds the
tiled loops; ``map_forall_to_blocks generate_gpu_launch`` then makes the loops a ``gpu.launch``,
and the allocs stay on the host, outside it. Shared memory is the block's: a workgroup alloc on
the host is no buffer the host can have (upstream lowers it to a host ``malloc``), and every
block of the launch has its own tile. So each such alloc is the launch's buffer
(design §2, *Kernels*): ``move_host_buffers_into_launches`` moves it to the top of the body of
the launch that uses it (one copy per launch when several do: shared memory never survives a
launch), where ``smem-coalesce`` plans it with the launch's other buffers, and its
``memref.dealloc``s on the host go (shared memory is never freed). A host use of one other than a
dealloc (the host reading or writing it, passing it elsewhere) has no meaning the pass could
keep: a located error that says what to change. Its size operands are host values the launch
body may use (a ``gpu.launch`` is not isolated from above), and they are defined before the
launch.

After ``gpu-kernel-outlining`` the same tiles are kernel arguments of workgroup type that every
``gpu.launch_func`` of the kernel passes from such a host alloc. ``buffers_passed_to_kernels``
gives the kernel the buffer itself: a workgroup ``memref.alloc`` at the top of its body in place
of the argument, the argument and the launches' operand dropped, the host alloc erased when
nothing else uses it. An argument some launch fills from anything else stays an argument (memory
the pass does not plan).
"""

from __future__ import annotations

from xdsl.dialects.builtin import MemRefType
from xdsl.dialects.memref import AllocOp
from xdsl.ir import Operation, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import SymbolTable

from smem_opt.passes.analysis.kernel_forms import LAUNCH_OPS, is_scope, launches_kernels, scope_of
from smem_opt.passes.analysis.op_records import BufferOrigin, UseRole, buffer_origin, use_role
from smem_opt.passes.rewrite.workgroup_placement import launches_of
from smem_opt.reader.diagnostics import SmemDiagnostic
from smem_opt.smem_dialect.gpu import FuncOp, LaunchFuncOp, is_workgroup_memref


def _launch_around(op: Operation) -> Operation | None:
    """The ``gpu.launch`` whose body holds ``op`` (None: on the host)."""
    scope = scope_of(op)
    return scope if scope is not None and isinstance(scope, LAUNCH_OPS) else None


def host_workgroup_allocs(module: Operation) -> list[Operation]:
    """Workgroup allocs whose nearest scope is a function that holds a ``gpu.launch``."""
    found = []
    for op in module.walk():
        if buffer_origin(op) is not BufferOrigin.ALLOC or not op.results:
            continue
        if not is_workgroup_memref(op.results[0].type):
            continue
        host = scope_of(op)
        if host is None or isinstance(host, LAUNCH_OPS) or not is_scope(host):
            continue
        if launches_kernels(host):
            found.append(op)
    return found


def _uses_by_launch(alloc: Operation) -> tuple[dict[Operation, list], list[Operation], list[Operation]]:
    """(launch -> its uses of the buffer, host deallocs, other host uses)."""
    value: SSAValue = alloc.results[0]
    by_launch: dict[Operation, list] = {}
    deallocs: list[Operation] = []
    others: list[Operation] = []
    for use in list(value.uses):
        launch = _launch_around(use.operation)
        if launch is not None:
            by_launch.setdefault(launch, []).append(use)
        elif use_role(use.operation, use.index) is UseRole.DEALLOC:
            deallocs.append(use.operation)
        else:
            others.append(use.operation)
    return by_launch, deallocs, others


def move_host_buffers_into_launches(module: Operation) -> int:
    """Move every host workgroup alloc into the launch(es) that use it; the number of copies
    placed. One also passed to outlined kernels stays on the host for ``buffers_passed_to_kernels``
    (the launches get copies)."""
    moved = 0
    for alloc in host_workgroup_allocs(module):
        by_launch, deallocs, others = _uses_by_launch(alloc)
        passed = [o for o in others if isinstance(o, LaunchFuncOp)]
        elsewhere = [o for o in others if not isinstance(o, LaunchFuncOp)]
        if elsewhere:
            raise SmemDiagnostic(
                f"workgroup buffer allocated on the host is used by '{elsewhere[0].name}' outside a gpu.launch: "
                "shared memory belongs to a thread block, so only a kernel may use it. Allocate it inside "
                "the launch (transform.structured.promote with memory_space = #gpu.address_space<workgroup> "
                "allocates the tile where the promoted op runs)",
                alloc,
            )
        if not by_launch:
            continue
        launches = list(by_launch)
        for k, launch in enumerate(launches):
            keep_original = passed or k < len(launches) - 1
            placed = alloc.clone() if keep_original else alloc
            if placed is not alloc:
                for use in by_launch[launch]:
                    use.operation.operands[use.index] = placed.results[0]
            else:
                alloc.detach()
            Rewriter.insert_op(placed, InsertPoint.at_start(launch.regions[0].blocks[0]))
            moved += 1
        if not passed:
            for op in deallocs:
                Rewriter.erase_op(op)
    return moved


def _kernel_of(launch: LaunchFuncOp) -> FuncOp | None:
    try:
        target = SymbolTable.lookup_symbol(launch, launch.kernel)
    except ValueError:
        return None
    return target if isinstance(target, FuncOp) and target.body.blocks else None


def buffers_passed_to_kernels(module: Operation) -> int:
    """Give each outlined kernel the workgroup buffers every launch passes it from a host alloc
    (see the module docstring); the number of arguments that became buffers."""
    movable = {a.results[0] for a in host_workgroup_allocs(module) if _only_launched(a)}
    changed = 0
    kernels: dict[FuncOp, None] = {}
    for op in module.walk():
        if isinstance(op, LaunchFuncOp) and any(v in movable for v in op.kernelOperands):
            kernel = _kernel_of(op)
            if kernel is not None:
                kernels[kernel] = None
    for kernel in kernels:
        launches = launches_of(kernel)
        for index in reversed(range(kernel.num_inputs)):
            arg = kernel.args[index]
            if not isinstance(arg.type, MemRefType) or not is_workgroup_memref(arg.type):
                continue
            if not launches or any(len(lf.kernelOperands) <= index or lf.kernelOperands[index] not in movable
                                   for lf in launches):
                continue
            sources = [lf.kernelOperands[index] for lf in launches]
            alloc = AllocOp([], [], arg.type)
            alloc.location = sources[0].owner.location if isinstance(sources[0].owner, Operation) else alloc.location
            alloc.results[0].name_hint = sources[0].name_hint or arg.name_hint
            Rewriter.insert_op(alloc, InsertPoint.at_start(kernel.body.blocks[0]))
            arg.replace_all_uses_with(alloc.results[0])
            kernel.erase_input(index)
            for launch in launches:
                launch.erase_kernel_operand(index)
            changed += 1
    for value in movable:
        host_alloc = value.owner
        if isinstance(host_alloc, Operation) and all(
            use_role(u.operation, u.index) is UseRole.DEALLOC for u in value.uses
        ):
            for use in list(value.uses):
                Rewriter.erase_op(use.operation)
            Rewriter.erase_op(host_alloc)
    return changed


def _only_launched(alloc: Operation) -> bool:
    """Is every use of ``alloc`` a ``gpu.launch_func`` kernel operand or a dealloc?"""
    for use in alloc.results[0].uses:
        op = use.operation
        if isinstance(op, LaunchFuncOp):
            if use.index not in range(len(op.operands) - len(op.kernelOperands) - (1 if op.asyncObject else 0),
                                      len(op.operands) - (1 if op.asyncObject else 0)):
                return False
        elif use_role(op, use.index) is not UseRole.DEALLOC:
            return False
    return True


__all__ = ["buffers_passed_to_kernels", "host_workgroup_allocs", "move_host_buffers_into_launches"]
