"""Where the plan put each buffer: the views of an arena, at absolute byte offsets, with their
accesses and the alignment they need; and the checks of each view on its own (``smem-verify-plan``,
design §6).

The plan is whatever placed buffers in an arena, whoever made it: in a kernel ``smem-coalesce``
planned (it records ``smem.arena_bytes``), the views of its arena; in any other kernel, the views of
every workgroup ``i8`` buffer that is viewed at offsets (an arena a user or another compiler, such
as IREE's packing, made). Views of such a view are that buffer's own (a byte buffer the kernel
views as several types is one buffer); every ``gpu.dynamic_shared_memory`` is the same base
(their views share one root), the direct views of one such op are the kernel's own layout (said
by ``unchecked_layouts``), and an arena placed inside it is resolved to absolute offsets. What
a view's uses do comes from the op records (``passes.analysis.op_records``); sizes from ``smem_dialect.types``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from xdsl.dialects import arith
from xdsl.dialects.builtin import IntegerAttr, IntegerType, MemRefType, SymbolRefAttr
from xdsl.ir import BlockArgument, Operation, SSAValue

from smem_opt.passes.analysis.kernels import BufferSource, Kernel, find_global
from smem_opt.passes.analysis.op_records import (
    BufferOrigin,
    UseRole,
    access_alignment,
    aliases_results,
    buffer_origin,
    byte_view,
    constant_int,
    forwarded_values,
    is_memref,
    op_attr,
    use_role,
)
from smem_opt.reader.diagnostics import SmemDiagnostic
from smem_opt.smem_dialect.gpu import FuncOp as GpuFuncOp
from smem_opt.smem_dialect.gpu import is_workgroup_memref
from smem_opt.smem_dialect.memref import MemorySpaceCastOp
from smem_opt.smem_dialect.smem import attr_names as names
from smem_opt.smem_dialect.types import element_abi_align, element_storage_bytes

i8 = IntegerType(8)

DYNAMIC_SHARED_MEMORY_ALIGN = 16
"""What PTX guarantees for ``extern .shared`` (dynamic shared memory)."""


@dataclass(eq=False)
class PlacedView:
    """One buffer as the coalesced kernel sees it: a view of an arena at a byte offset."""

    name: str
    value: SSAValue
    view: Operation
    root: SSAValue
    offset: int | None
    nbytes: int | None
    index: int
    own: SSAValue | None = None
    """The ``gpu.dynamic_shared_memory`` value this view was made of directly (not through an
    arena): two direct views of the same value are the kernel's own layout (it may reinterpret
    its bytes on purpose), not a plan to check. Views through different such ops are compared:
    they address the same bytes, and a plan placed directly in dynamic shared memory (as
    ``convert-smem-to-gpu`` does) comes with its own op."""
    accesses: list[Operation] = field(default_factory=list)
    kills: list[Operation] = field(default_factory=list)
    captured_by: Operation | None = None
    required_align: int = 1


_FOLDS: tuple[tuple[type[Operation], Callable[[int, int], int | None]], ...] = (
    (arith.AddiOp, lambda a, b: a + b),
    (arith.SubiOp, lambda a, b: a - b),
    (arith.MuliOp, lambda a, b: a * b),
    (arith.DivUIOp, lambda a, b: a // b if b > 0 and a >= 0 else None),
    (arith.CeilDivUIOp, lambda a, b: -(-a // b) if b > 0 and a >= 0 else None),
)
"""The index arithmetic the pass writes for offsets of buffers placed after others."""


def _const(value: SSAValue, depth: int = 0) -> int | None:
    """The value of an index computed from constants (offsets of buffers placed after others)."""
    owner = value.owner
    if not isinstance(owner, Operation) or depth > 64:
        return None
    known = constant_int(value)
    if known is not None:
        return known
    fold = next((f for cls, f in _FOLDS if isinstance(owner, cls)), None)
    if fold is None or len(owner.operands) != 2:
        return None
    a, b = (_const(v, depth + 1) for v in owner.operands)
    return None if a is None or b is None else fold(a, b)


def _is_byte_arena(value: SSAValue) -> bool:
    t = value.type
    return isinstance(t, MemRefType) and t.element_type == i8 and len(t.get_shape()) == 1


def holds_plan(kernel: Kernel) -> bool:
    """Did ``smem-coalesce`` place the kernel's buffers (it records the arena's bytes on it)?
    A kernel without a plan has only its own views, which are its design, not a plan to check
    (design §3: a byte buffer the kernel views as several types is one buffer)."""
    return names.ARENA_BYTES in kernel.op.attributes


def _viewed(value: SSAValue) -> bool:
    return any(byte_view(use.operation) is not None and use.index == 0 for use in value.uses)


def _arena_roots(kernel: Kernel) -> list[tuple[SSAValue, SSAValue]]:
    """(root, value) pairs: the byte arenas of the kernel (the plan's, or in a kernel that holds
    no plan of ``smem-coalesce``, every workgroup ``i8`` buffer viewed at offsets: an alloc, an
    attribution, a global), and every ``gpu.dynamic_shared_memory`` of the kernel, which all
    address the same bytes and so share the first one as their root."""
    sources: tuple[BufferSource, ...] = (BufferSource.ALLOC, BufferSource.ATTRIBUTION)
    if not holds_plan(kernel):
        sources += (BufferSource.GLOBAL,)
    pairs = [
        (b.value, b.value)
        for b in kernel.buffers
        if b.source in sources and _is_byte_arena(b.value) and (holds_plan(kernel) or _viewed(b.value))
    ]
    dynamic = [
        op.results[0] for op in kernel.op.walk() if buffer_origin(op) is BufferOrigin.DYNAMIC
    ]
    pairs += [(dynamic[0], d) for d in dynamic]
    return [
        (r, v) for r, v in pairs if isinstance(v.type, MemRefType) and is_workgroup_memref(v.type)
    ]


def _is_dynamic_arena(kernel: Kernel, view: Operation) -> bool:
    """Is ``view`` (a byte view of dynamic shared memory) the arena the plan placed there: as many
    bytes as the plan's arena, or a run-time size (dynamic-size buffers follow the arena)?"""
    t = view.results[0].type
    if not _is_byte_arena(view.results[0]):
        return False
    assert isinstance(t, MemRefType)
    size = t.get_shape()[0]
    planned = kernel.op.attributes.get(names.ARENA_BYTES)
    return size < 0 or (isinstance(planned, IntegerAttr) and planned.value.data == size)


def _root_alignment(root: SSAValue, kernel: Kernel) -> int | None:
    owner = root.owner
    asserted = [u.operation for u in root.uses if u.operation.name == "memref.assume_alignment"]
    if asserted:  # what the kernel asserts of its arena (the pass rounds it up to that at run time)
        attr = op_attr(asserted[0], "alignment")
        return attr.value.data if isinstance(attr, IntegerAttr) else None
    if isinstance(owner, Operation) and byte_view(owner) is not None:
        return DYNAMIC_SHARED_MEMORY_ALIGN  # a view of dynamic shared memory at a run-time offset
    if isinstance(owner, Operation):
        if buffer_origin(owner) is BufferOrigin.DYNAMIC:
            return DYNAMIC_SHARED_MEMORY_ALIGN
        if buffer_origin(owner) is BufferOrigin.GLOBAL:  # a gpu.launch arena: the global's alignment
            ref = op_attr(owner, "name")
            glob = find_global(kernel.op, ref.root_reference.data) if isinstance(ref, SymbolRefAttr) else None
            owner = glob if glob is not None else owner
        attr = op_attr(owner, "alignment")
        return attr.value.data if isinstance(attr, IntegerAttr) else None
    if isinstance(root, BlockArgument) and isinstance(kernel.op, GpuFuncOp):
        func = kernel.op
        attrs = func.workgroup_attribution_attrs()
        for i, arg in enumerate(func.workgroup_attributions):
            if arg is root and i < len(attrs):
                a = attrs[i].data.get("llvm.align")
                return a.value.data if isinstance(a, IntegerAttr) else None
    return None


def placed_views(kernel: Kernel) -> list[PlacedView]:
    """Every view the plan placed in an arena of the kernel, with its absolute offset. Views of
    such a view are its own business (one buffer, accessed through them); direct views of dynamic
    shared memory are the kernel's own layout, except the arena the plan put there, whose views
    are the plan's."""
    found: list[PlacedView] = []

    def visit(root: SSAValue, value: SSAValue, base: int | None) -> None:
        for use in list(value.uses):
            view = use.operation
            if view.name == "memref.assume_alignment" and view.results and _is_byte_arena(view.results[0]):
                visit(root, view.results[0], base)  # the arena under another name
                continue
            parts = byte_view(view)
            if parts is None or use.index != 0:
                continue
            off = _const(parts[1])
            offset = None if base is None or off is None else base + off
            result = view.results[0]
            owner = value.owner
            direct = isinstance(owner, Operation) and buffer_origin(owner) is BufferOrigin.DYNAMIC
            if direct and _is_dynamic_arena(kernel, view):
                # an arena placed at a run-time offset (rounded up to its alignment) is the root
                # of its own views: their offsets in it are known
                visit(root if offset is not None else result, result, offset if offset is not None else 0)
                if all(byte_view(u.operation) is not None and u.index == 0 or u.operation.name == "memref.assume_alignment"
                       for u in result.uses):
                    continue
            final = result
            if result.has_one_use():
                user = result.get_user_of_unique_use()
                if isinstance(user, MemorySpaceCastOp):
                    final = user.results[0]
            nbytes = _view_bytes(view)
            name = final.name_hint or result.name_hint or f"view{len(found)}"
            found.append(
                PlacedView(name, result, view, root, offset, nbytes, len(found), value if direct else None)
            )

    for root, value in _arena_roots(kernel):
        visit(root, value, 0)
    position = {op: i for i, op in enumerate(kernel.op.walk())}
    found.sort(key=lambda v: position.get(v.view, 0))
    for i, v in enumerate(found):
        v.index = i
        _follow(v)
    return found


def _view_bytes(view: Operation) -> int | None:
    """Bytes a ``memref.view`` spans: its static shape, with run-time sizes folded when they are
    computed from constants (None: only known at run time)."""
    t = view.results[0].type
    if not isinstance(t, MemRefType):
        return None
    elem = element_storage_bytes(t.element_type)
    sizes = iter(view.operands[2:])
    n = 1
    for d in t.get_shape():
        if d < 0:
            given = next(sizes, None)
            size = _const(given) if given is not None else None
            if size is None or size < 0:
                return None
            d = size
        n *= d
    return None if elem is None else n * elem


def _follow(v: PlacedView) -> None:
    """The view's accesses, deallocs and escapes, following its aliases."""
    t = v.value.type
    need = (element_abi_align(t.element_type) if isinstance(t, MemRefType) else None) or 1
    seen: set[SSAValue] = set()
    work = [v.value]
    accesses: dict[Operation, None] = {}
    while work:
        value = work.pop()
        if value in seen:
            continue
        seen.add(value)
        for use in list(value.uses):
            op = use.operation
            role = use_role(op, use.index)
            need = max(need, access_alignment(op, value))
            if role is UseRole.DEALLOC:
                v.kills.append(op)
                continue
            if role is UseRole.METADATA:
                continue
            produced: list[SSAValue] = []
            if role is UseRole.FORWARD:
                targets = forwarded_values(op, use.index)
                if targets is None:
                    v.captured_by = v.captured_by or op
                    accesses[op] = None
                else:
                    produced = list(targets)
            elif role is UseRole.ACCESS:
                accesses[op] = None
            elif role is UseRole.ESCAPE:
                accesses[op] = None
                v.captured_by = v.captured_by or op
            if aliases_results(op, role):
                produced += [r for r in op.results if is_memref(r)]
            work.extend(produced)
    v.accesses = list(accesses)
    v.required_align = need


# -- single-view checks --------------------------------------------------------------------------


def check_placement(kernel: Kernel, views: list[PlacedView]) -> None:
    root_align: dict[SSAValue, int | None] = {}
    for v in views:
        if v.offset is None:
            continue
        if v.offset < 0:
            raise SmemDiagnostic(
                f"smem-verify-plan: buffer '{v.name}' is placed at byte {v.offset}, before the "
                "start of its arena",
                v.view,
            )
        if v.offset % v.required_align:
            raise SmemDiagnostic(
                f"smem-verify-plan: buffer '{v.name}' is placed at byte {v.offset}, not a "
                f"multiple of the {v.required_align} bytes its element type and accesses need",
                v.view,
            )
        if v.root not in root_align:
            root_align[v.root] = _root_alignment(v.root, kernel)
        arena_align = root_align[v.root]
        if arena_align is not None and arena_align < v.required_align:
            raise SmemDiagnostic(
                f"smem-verify-plan: arena is aligned to {arena_align} bytes but buffer "
                f"'{v.name}' needs {v.required_align}",
                v.view,
            )
        root_t = v.root.type
        size = root_t.get_shape()[0] if isinstance(root_t, MemRefType) else -1
        if size >= 0 and v.nbytes is not None and v.offset + v.nbytes > size:
            raise SmemDiagnostic(
                f"smem-verify-plan: buffer '{v.name}' spans bytes [{v.offset}, "
                f"{v.offset + v.nbytes}) past the end of the {size}-byte arena",
                v.view,
            )


def unchecked_layouts(views: list[PlacedView]) -> list[PlacedView]:
    """Views the verifier does not compare with each other: two direct views of one
    ``gpu.dynamic_shared_memory`` that share bytes (the kernel's own layout of dynamic shared
    memory, which it may reinterpret on purpose)."""
    found = []
    for i, a in enumerate(views):
        for b in views[i + 1 :]:
            if a.own is not None and a.own is b.own and a not in found and a.offset is not None and b.offset is not None:
                if a.nbytes is None or b.nbytes is None or (a.offset < b.offset + b.nbytes and b.offset < a.offset + a.nbytes):
                    found += [v for v in (a, b) if v not in found]
    return found


__all__ = ["PlacedView", "holds_plan", "placed_views", "check_placement", "unchecked_layouts", "DYNAMIC_SHARED_MEMORY_ALIGN"]
