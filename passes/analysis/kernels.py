"""Finding kernels and their workgroup buffers, in every input form.

A *kernel* is an ``smem.kernel``, a ``gpu.func`` marked ``kernel``, the body of a host-side
``gpu.launch``, or IREE's form before outlining, a ``func.func`` that holds workgroup buffers and
that nothing in the module references (``passes.analysis.kernel_forms`` decides which, and why the
other functions are not). Its *buffers* are the workgroup allocations the coalescing pass may
pack: ``smem.alloc``; ``memref.alloc`` / ``memref.alloca`` in workgroup memory
(``#gpu.address_space<workgroup>`` or integer 3) whose nearest function-like scope is the kernel;
the existing workgroup attributions of a ``gpu.func`` or a ``gpu.launch``. Buffers in any other
memory space are not buffers here and are never touched.

This module also owns the byte sizes and alignments of buffers (design §4): what the
lowering allocates per element (``smem_dialect.types``), rounded up to the buffer's alignment,
the largest of what the program relies on — the alloc's ``alignment``, an attribution's
``llvm.align``, a global's ``alignment``, and what the accesses and views of any alias need
(``op_records.access_alignment``: vectors, cp.async, ldmatrix, TMA, wgmma descriptors,
``memref.assume_alignment``) — and the pass option.

An *arena* (:func:`is_arena`) is a 1-D ``i8`` buffer used only through byte views: what
``smem-coalesce`` makes, the one definition the pass and the lowering recognise it by.

Workgroup ``memref.global``s are buffers only when nothing outside the kernel names them (a
called device function or another kernel keeps using the global). Dynamic shared memory is one
buffer (design §3, *Open world*): every ``gpu.dynamic_shared_memory`` of a kernel is the same
base, so the kernel's views of it are packed only when every use of every such op is a
``memref.view`` at a constant offset and no two views overlap; each view is then a fixed byte
range, the same in every iteration of a loop around it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from xdsl.dialects.builtin import (
    AffineMapAttr,
    ArrayAttr,
    DictionaryAttr,
    IntegerAttr,
    IntegerType,
    MemRefType,
    ModuleOp,
    NoneAttr,
    StringAttr,
    SymbolRefAttr,
    UnitAttr,
    UnregisteredOp,
)
from xdsl.dialects.func import FuncOp as FuncFuncOp
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.ir.affine import AffineDimExpr
from xdsl.traits import SymbolTable

from smem_opt.passes.analysis.kernel_forms import (
    LAUNCH_OPS,
    KernelForm,
    block_size_of,
    scope_of,
    survey,
    three_dims,
)
from smem_opt.passes.analysis.op_records import (
    BufferOrigin,
    buffer_origin,
    byte_view,
    constant_int,
    op_attr,
)
from smem_opt.passes.printed_enum import PrintedEnum
from smem_opt.reader.diagnostics import SmemDiagnostic
from smem_opt.smem_dialect.gpu import FuncOp as GpuFuncOp
from smem_opt.smem_dialect.gpu import is_workgroup_memref
from smem_opt.smem_dialect.memref import GlobalOp
from smem_opt.smem_dialect.smem import attr_names
from smem_opt.smem_dialect.types import (
    element_abi_align,
    element_storage_bytes,
    memref_storage_bytes,
    next_pow2,
    round_up,
)

if TYPE_CHECKING:
    from collections.abc import Iterable

    from smem_opt.passes.analysis.cfg import Cycle

DEFAULT_ALIGNMENT = 16


class BufferSource(PrintedEnum):
    """Where a workgroup buffer comes from (the string is what reports print)."""

    ALLOC = "alloc"
    """A ``memref.alloc``/``smem.alloc`` in workgroup memory."""
    ATTRIBUTION = "attribution"
    """A workgroup attribution of a ``gpu.func`` or ``gpu.launch``."""
    GLOBAL = "global"
    """A workgroup ``memref.global`` the kernel reads with ``memref.get_global``."""
    DYNAMIC = "dynamic"
    """A view the kernel made of ``gpu.dynamic_shared_memory`` at a constant offset."""


@dataclass(eq=False)
class Buffer:
    """One workgroup buffer of a kernel (an alloc, or an existing attribution)."""

    name: str
    value: SSAValue
    """The alloc's result, or the attribution's block argument."""
    op: Operation | None
    """The alloc op; None for a workgroup attribution."""
    type: MemRefType
    index: int
    """Position in declaration order (used only for messages, never for decisions)."""
    requested_alignment: int = 1
    dynamic_sizes: tuple[SSAValue, ...] = ()
    more_values: tuple[SSAValue, ...] = ()
    """Other values that are this buffer from the start (every ``memref.get_global`` of the same
    workgroup global in the kernel)."""
    replaced: tuple[Operation, ...] = ()
    """Ops the rewrite erases when the buffer moves into the arena (``memref.get_global``s; the
    alloc itself is ``op``)."""
    source: BufferSource = BufferSource.ALLOC
    """Where the buffer comes from (``BufferSource``)."""

    @property
    def values(self) -> tuple[SSAValue, ...]:
        return (self.value, *self.more_values)

    @property
    def shape(self) -> tuple[int, ...]:
        """The buffer's shape with dynamic sizes given by constants filled in (-1: run time)."""
        sizes = iter(self.dynamic_sizes)
        out = []
        for d in self.type.get_shape():
            if d < 0:
                given = next(sizes, None)
                value = constant_int(given) if given is not None else None
                out.append(value if value is not None and value >= 0 else -1)
            else:
                out.append(d)
        return tuple(out)

    @property
    def is_dynamic(self) -> bool:
        return any(d < 0 for d in self.shape)

    @property
    def anchor(self) -> Operation | None:
        """The op that defines the buffer (the alloc), for locations and dominance."""
        return self.op

    def per_iteration_in(self, loop: Operation | Cycle, order) -> bool:
        """Is the buffer a new one in every iteration of ``loop`` (an alloc in its body, whose
        contents are not carried)? A view of dynamic shared memory names the same bytes in every
        iteration; attributions and globals live for the whole kernel."""
        return self.source is BufferSource.ALLOC and self.op is not None and order.contains(loop, self.op)

    access_alignment: int = 1
    """What the buffer's accesses require of its base (async copy width, vectors, ldmatrix, TMA);
    filled in by the analysis (``passes.analysis.conflicts.analyze_kernel``)."""

    def element_bytes(self) -> int:
        """Bytes one element occupies after lowering (design §4; ``smem_dialect.types``)."""
        nbytes = element_storage_bytes(self.type.element_type)
        if nbytes is None:
            raise SmemDiagnostic(
                f"cannot size workgroup buffer '{self.name}': element type "
                f"{self.type.element_type} has no known storage size",
                self.op,
            )
        return nbytes

    def required_alignment(self) -> int:
        """What correctness needs: element ABI alignment, requested alignment, accesses."""
        elem = element_abi_align(self.type.element_type) or self.element_bytes()
        return next_pow2(max(self.requested_alignment, elem, self.access_alignment, 1))

    def alignment(self, default: int = DEFAULT_ALIGNMENT) -> int:
        """max(requested, pass option, element alignment, access requirements), a power of two."""
        return next_pow2(max(self.required_alignment(), default, 1))

    def static_bytes(self) -> int:
        """Bytes of a static-shape buffer as the lowering addresses them."""
        if self.is_dynamic:
            raise SmemDiagnostic(f"workgroup buffer '{self.name}' has a dynamic shape", self.op)
        n = 1
        for d in self.shape:
            n *= d
        return n * self.element_bytes()

    def padded_bytes(self, default: int = DEFAULT_ALIGNMENT) -> int:
        return round_up(self.static_bytes(), self.alignment(default))


def is_arena(value: SSAValue) -> bool:
    """Is ``value`` an arena: a 1-D ``i8`` memref used only as the source of byte views
    (``memref.view``, the op records' ``byte_view``)? What ``smem-coalesce`` makes of a kernel's
    buffers; the pass leaves a kernel whose one buffer is an arena as it is, and the lowering
    puts an arena into dynamic shared memory whole."""
    t = value.type
    return (
        isinstance(t, MemRefType)
        and t.element_type == IntegerType(8)
        and len(t.get_shape()) == 1
        and all(use.index == 0 and byte_view(use.operation) is not None for use in value.uses)
    )


@dataclass(eq=False)
class Kernel:
    op: Operation
    kind: KernelForm
    """The form: smem.kernel, gpu.func, IREE's func.func or a gpu.launch body (``KernelForm``;
    its members are the strings 'smem', 'gpu', 'func', 'launch')."""
    body: Block
    buffers: list[Buffer] = field(default_factory=list)
    label: str | None = None
    """The name of a kernel whose op has no symbol (a ``gpu.launch``: ``<function>_kernel``)."""

    @property
    def name(self) -> str:
        if self.label is not None:
            return self.label
        sym = op_attr(self.op, "sym_name")
        return sym.data if isinstance(sym, StringAttr) else "<kernel>"


def is_already_coalesced(kernel: Kernel) -> bool:
    """One byte arena used only through views; or a kernel smem-coalesce planned (it carries
    ``smem.arena_bytes``) whose buffers the lowering put straight into dynamic shared memory
    (views of ``gpu.dynamic_shared_memory``): running the pass again changes nothing."""
    if (
        kernel.buffers
        and op_attr(kernel.op, attr_names.ARENA_BYTES) is not None
        and all(b.source is BufferSource.DYNAMIC for b in kernel.buffers)
    ):
        return True
    return len(kernel.buffers) == 1 and is_arena(kernel.buffers[0].value)


def declared_block_size(kernel: Operation) -> tuple[int, int, int] | None:
    """The block size a kernel op declares (``block_size`` of ``smem.kernel``,
    ``known_block_size`` of ``gpu.func``; for ``func.func`` and ``gpu.launch``
    ``kernel_forms.block_size_of``), padded to three dims; None if none."""
    if isinstance(kernel, (FuncFuncOp, *LAUNCH_OPS)):
        return block_size_of(kernel)
    attr = kernel.properties.get("block_size") or kernel.properties.get("known_block_size")
    if attr is None:
        attr = kernel.attributes.get("known_block_size")
    if attr is None or not hasattr(attr, "get_values"):
        return None
    return three_dims([int(v) for v in attr.get_values()])


def find_kernels(module: ModuleOp | Operation) -> list[Kernel]:
    """Every kernel of ``module`` in program order, with its buffers (``kernel_forms.survey``
    says which function-like ops are kernels)."""
    kernels: list[Kernel] = []
    for entry in survey(module):
        op = entry.op
        body = op.regions[0].blocks.first if op.regions else None
        if entry.form is None or body is None:
            continue
        label = entry.name if entry.form is KernelForm.LAUNCH else None
        kernel = Kernel(op, entry.form, body, label=label)
        kernel.buffers = collect_buffers(kernel)
        kernels.append(kernel)
    return kernels


def _int_attr(attr: Attribute | None) -> int | None:
    if isinstance(attr, IntegerAttr):
        return attr.value.data
    return None


def _requested_alignment(op: Operation) -> int:
    for key in ("alignment",):
        value = _int_attr(op_attr(op, key))
        if value:
            return value
    return 1


def buffer_display_name(value: SSAValue, op: Operation | None, index: int) -> str:
    if op is not None:
        attr = op_attr(op, "name")
        if isinstance(attr, StringAttr) and attr.data:
            return attr.data
    if value.name_hint:
        return value.name_hint
    return f"buf{index}"


def collect_buffers(kernel: Kernel) -> list[Buffer]:
    buffers: list[Buffer] = []
    if kernel.kind is KernelForm.LAUNCH:
        for arg in getattr(kernel.op, "workgroup_attributions", ()):
            if not isinstance(arg.type, MemRefType) or not _is_identity_layout(arg.type):
                raise SmemDiagnostic(
                    f"workgroup attribution '{buffer_display_name(arg, None, len(buffers))}' has "
                    "a non-identity layout; only identity layouts can be placed in shared memory",
                    kernel.op,
                )
            buffers.append(
                Buffer(buffer_display_name(arg, None, len(buffers)), arg, None, arg.type, len(buffers), 1,
                       source=BufferSource.ATTRIBUTION)
            )
    if kernel.kind is KernelForm.GPU_FUNC:
        if isinstance(kernel.op, GpuFuncOp):
            attr_dicts = kernel.op.workgroup_attribution_attrs()
            for i, arg in enumerate(kernel.op.workgroup_attributions):
                align = _int_attr(attr_dicts[i].data.get("llvm.align")) if i < len(attr_dicts) else None
                arg_type = arg.type
                assert isinstance(arg_type, MemRefType)  # gpu.func's verifier
                if not _is_identity_layout(arg_type):
                    raise SmemDiagnostic(
                        f"workgroup attribution '{buffer_display_name(arg, None, len(buffers))}' has "
                        "a non-identity layout; only identity layouts can be placed in shared memory",
                        kernel.op,
                    )
                buffers.append(
                    Buffer(
                        buffer_display_name(arg, None, len(buffers)),
                        arg,
                        None,
                        arg_type,
                        len(buffers),
                        align or 1,
                    )
                )
    for op in kernel.op.walk():
        if op is kernel.op or buffer_origin(op) is not BufferOrigin.ALLOC or not op.results:
            continue
        result = op.results[0]
        if not isinstance(result.type, MemRefType) or not is_workgroup_memref(result.type):
            continue
        if _nearest_kernel(op) is not kernel.op:
            continue
        if not _is_identity_layout(result.type):
            raise SmemDiagnostic(
                f"workgroup buffer '{buffer_display_name(result, op, len(buffers))}' has a "
                "non-identity layout; only identity layouts can be placed in the arena",
                op,
            )
        buffers.append(
            Buffer(
                buffer_display_name(result, op, len(buffers)),
                result,
                op,
                result.type,
                len(buffers),
                _requested_alignment(op),
                tuple(op.operands),
            )
        )
    buffers += _global_buffers(kernel, len(buffers))
    buffers += _dynamic_view_buffers(kernel, len(buffers))
    _make_names_unique(buffers)
    return buffers


def _is_symbol_table(op: Operation) -> bool:
    return not isinstance(op, UnregisteredOp) and bool(op.regions) and op.has_trait(SymbolTable)


def _symbol_tables(op: Operation):
    parent = op.parent_op()
    while parent is not None:
        if _is_symbol_table(parent):
            yield parent
        parent = parent.parent_op()


def symbol_table_child(op: Operation) -> Operation:
    """The ancestor of ``op`` (or ``op``) that sits directly in the nearest symbol table around
    it (a ``builtin.module`` or ``gpu.module``): where a new symbol for ``op`` goes, before it.
    Without one, the outermost ancestor."""
    while (parent := op.parent_op()) is not None and not _is_symbol_table(parent):
        op = parent
    return op


def find_global(kernel_op: Operation, name: str) -> Operation | None:
    """The ``memref.global`` a ``memref.get_global @name`` in ``kernel_op`` refers to."""
    for table in _symbol_tables(kernel_op):
        for block in table.regions[0].blocks:
            for op in block.ops:
                sym = op_attr(op, "sym_name")
                if isinstance(op, GlobalOp) and isinstance(sym, StringAttr) and sym.data == name:
                    return op
    return None


def _names_symbol(attr: Attribute, name: str) -> bool:
    """Does ``attr`` (or an attribute nested in it) refer to the symbol ``name``?"""
    if isinstance(attr, SymbolRefAttr):
        return attr.root_reference.data == name or any(r.data == name for r in attr.nested_references)
    if isinstance(attr, ArrayAttr):
        return any(_names_symbol(a, name) for a in attr.data)
    if isinstance(attr, DictionaryAttr):
        return any(_names_symbol(a, name) for a in attr.data.values())
    return False


def used_outside(kernel_op: Operation, name: str) -> bool:
    """Does any op outside ``kernel_op`` name the symbol ``name`` (design §3, *Globals*: a called
    device function or another kernel that uses a workgroup global keeps it where it is)?"""
    top = kernel_op
    while (parent := top.parent_op()) is not None:
        top = parent
    inside = set(kernel_op.walk())
    for op in top.walk():
        if op in inside:
            continue
        for attr in (*op.properties.values(), *op.attributes.values()):
            if _names_symbol(attr, name):
                return True
    return False


def _global_buffers(kernel: Kernel, start: int) -> list[Buffer]:
    """Workgroup ``memref.global``s the kernel reaches through ``memref.get_global`` (design §2):
    uninitialised (shared memory has no initial contents), identity layout, static shape. Each is
    one buffer, live as its accesses say, whatever number of get_global ops name it."""
    groups: dict[str, list[Operation]] = {}
    for op in kernel.op.walk():
        if buffer_origin(op) is not BufferOrigin.GLOBAL or not op.results:
            continue
        t = op.results[0].type
        ref = op_attr(op, "name")
        if not (isinstance(t, MemRefType) and is_workgroup_memref(t) and isinstance(ref, SymbolRefAttr)):
            continue
        if _nearest_kernel(op) is not kernel.op:
            continue
        groups.setdefault(ref.root_reference.data, []).append(op)
    out: list[Buffer] = []
    for name, uses in groups.items():
        glob = find_global(kernel.op, name)
        t = uses[0].results[0].type
        assert isinstance(t, MemRefType)
        if glob is None or not _uninitialised(glob) or not _is_identity_layout(t):
            continue
        if used_outside(kernel.op, name):
            continue
        if any(d < 0 for d in t.get_shape()) or any(u.results[0].type != t for u in uses):
            continue
        value = uses[0].results[0]
        buf = Buffer(
            value.name_hint or name,
            value,
            None,
            t,
            start + len(out),
            _requested_alignment(glob),
            more_values=tuple(u.results[0] for u in uses[1:]),
            replaced=tuple(uses),
            source=BufferSource.GLOBAL,
        )
        out.append(buf)
    return out


def _uninitialised(glob: Operation) -> bool:
    init = op_attr(glob, "initial_value")
    return init is None or isinstance(init, UnitAttr)


KNOWN_PURE_CALLEES = ("__nv_", "llvm.")
"""Declared functions known to touch no memory of the block: libdevice's math and LLVM's
intrinsics (a call of any other declaration may do anything)."""


def dynamic_memory_seen_elsewhere(kernel_op: Operation) -> Operation | None:
    """The op through which code the kernel runs may address its dynamic shared memory without a
    ``gpu.dynamic_shared_memory`` of the kernel's own (design §3, *Dynamic shared memory seen by
    others*): an ``extern __shared__`` array (``llvm.mlir.addressof`` of a zero-sized or external
    global in address space 3: dynamic shared memory at offset 0, of unknown extent), or a call of
    a function that may use dynamic shared memory (one that takes it or such an array, itself or
    in what it calls), or whose body is not known. None when there is none."""
    seen: set[Operation] = set()

    def search(root: Operation) -> Operation | None:
        for op in root.walk():
            if op is not root and buffer_origin(op) is BufferOrigin.DYNAMIC and root is not kernel_op:
                return op
            if op.name == "llvm.mlir.addressof" and _extern_shared(op):
                return op
            callee = op_attr(op, "callee")
            if op is root or callee is None and not _calls_indirectly(op):
                continue
            if not isinstance(callee, SymbolRefAttr):
                return op
            target = _lookup(op, callee)
            if target is None or not target.regions or not target.regions[0].blocks:
                name = callee.string_value() if hasattr(callee, "string_value") else str(callee)
                if not name.lstrip("@").startswith(KNOWN_PURE_CALLEES):
                    return op
                continue
            if target in seen:
                continue
            seen.add(target)
            if search(target) is not None:
                return op
        return None

    return search(kernel_op)


def _calls_indirectly(op: Operation) -> bool:
    return op.name in ("func.call_indirect",) or op.name == "llvm.call" and op_attr(op, "callee") is None


def resolve_symbol(op: Operation, ref: SymbolRefAttr) -> Operation | None:
    """The op (a function, a global) ``ref`` names, from the symbol tables around ``op``."""
    return _lookup(op, ref)


def _lookup(op: Operation, ref: SymbolRefAttr) -> Operation | None:
    """The function ``ref`` names, from the symbol tables around ``op``."""
    scope = op.parent_op()
    while scope is not None:
        if scope.get_trait(SymbolTable) is not None or isinstance(scope, ModuleOp):
            try:
                found = SymbolTable.lookup_symbol(scope, ref)
            except Exception:  # noqa: BLE001 (a reference xDSL cannot resolve: unknown)
                found = None
            if found is not None:
                return found
        scope = scope.parent_op()
    return None


def _extern_shared(addressof: Operation) -> bool:
    """Whether ``llvm.mlir.addressof`` names a global in address space 3 that is zero-sized or
    defined elsewhere (CUDA's ``extern __shared__``: dynamic shared memory)."""
    ref = op_attr(addressof, "global_name")
    glob = _lookup(addressof, ref) if isinstance(ref, SymbolRefAttr) else None
    if glob is None:
        return False
    space = op_attr(glob, "addr_space")
    if not isinstance(space, IntegerAttr) or space.value.data != 3:
        return False
    linkage = op_attr(glob, "linkage")
    text = str(op_attr(glob, "global_type")) + str(glob.attributes.get("global_type", ""))
    return "external" in str(linkage) or "array<0 x" in text.replace("!llvm.", "")


def _dynamic_views(kernel_op: Operation) -> list[tuple[Operation, int | None, int | None]] | None:
    """Every use of every ``gpu.dynamic_shared_memory`` of the kernel, as (user, byte offset,
    bytes): None for an offset or size that is not a constant. None when the kernel has a use
    that is not a view at all, or when code it runs may address dynamic shared memory otherwise
    (``dynamic_memory_seen_elsewhere``): it may reach any byte."""
    if dynamic_memory_seen_elsewhere(kernel_op) is not None:
        return None
    found: list[tuple[Operation, int | None, int | None]] = []
    for op in kernel_op.walk():
        if buffer_origin(op) is not BufferOrigin.DYNAMIC or _nearest_kernel(op) is not kernel_op:
            continue
        for use in op.results[0].uses:
            user = use.operation
            view = byte_view(user)
            if view is None or use.index != 0 or not user.results:
                return None
            t = user.results[0].type
            nbytes = memref_storage_bytes(t) if isinstance(t, MemRefType) else None
            offset = constant_int(view[1])
            found.append((user, offset if offset is not None and offset >= 0 else None, nbytes))
    return found


def runtime_offset_views(kernel_op: Operation) -> int:
    """How many views of ``gpu.dynamic_shared_memory`` the kernel makes at byte offsets known only
    at run time (numba's shared arrays whose shape is an expression): memory the pass leaves as
    it is, and that reports name instead of saying the kernel has no workgroup buffers."""
    count = 0
    for op in kernel_op.walk():
        if buffer_origin(op) is not BufferOrigin.DYNAMIC or _nearest_kernel(op) is not kernel_op:
            continue
        for use in op.results[0].uses:
            view = byte_view(use.operation)
            if view is not None and use.index == 0 and constant_int(view[1]) is None:
                count += 1
    return count


def _dynamic_view_buffers(kernel: Kernel, start: int) -> list[Buffer]:
    """Views the kernel itself made of dynamic shared memory (design §2, §3): one buffer, whatever
    number of ``gpu.dynamic_shared_memory`` ops name it, so its views are packed like allocs
    only when every use of every such op is a ``memref.view`` at a constant offset with a static
    shape and no two views overlap (overlapping views are the kernel's own reuse or type
    punning: then dynamic shared memory is left as it is, and what we add goes after it)."""
    views = _dynamic_views(kernel.op)
    if not views:
        return []
    ranges: list[tuple[int, int, Operation]] = []
    for view, offset, nbytes in views:
        t = view.results[0].type
        if offset is None or nbytes is None or not isinstance(t, MemRefType) or not _is_identity_layout(t):
            return []
        ranges.append((offset, offset + nbytes, view))
    ranges.sort(key=lambda v: v[0])
    if any(a[1] > b[0] for a, b in zip(ranges, ranges[1:])):
        return []
    out: list[Buffer] = []
    for offset, _, view in ranges:
        value = view.results[0]
        view_type = value.type
        assert isinstance(view_type, MemRefType)  # checked above
        align = offset & -offset if offset else 16
        out.append(
            Buffer(
                value.name_hint or f"dyn{offset}",
                value,
                view,
                view_type,
                start + len(out),
                min(align, 16),
                source=BufferSource.DYNAMIC,
            )
        )
    return out


def _is_identity_layout(t: MemRefType) -> bool:
    layout = t.layout
    if isinstance(layout, AffineMapAttr):
        m = layout.data
        return (
            m.num_symbols == 0
            and len(m.results) == m.num_dims
            and all(isinstance(r, AffineDimExpr) and r.position == i for i, r in enumerate(m.results))
        )
    return isinstance(layout, NoneAttr)


def _nearest_kernel(op: Operation) -> Operation | None:
    """The function-like scope that owns ``op``'s buffers (``kernel_forms.scope_of``)."""
    return scope_of(op)


def _make_names_unique(buffers: list[Buffer]) -> None:
    seen: dict[str, int] = {}
    for b in buffers:
        base = b.name
        if base in seen:
            seen[base] += 1
            candidate = f"{base}_{seen[base]}"
            while candidate in seen:
                seen[base] += 1
                candidate = f"{base}_{seen[base]}"
            b.name = candidate
            seen[candidate] = 0
        else:
            seen[base] = 0


def dynamic_shared_memory_extent(
    kernel_op: Operation, packed: set[Operation] | frozenset[Operation] = frozenset()
) -> int | None:
    """Bytes of dynamic shared memory the kernel already addresses itself (design §3, *Existing
    dynamic shared memory*): 0 when it uses none; the end of the furthest view when every use of
    every ``gpu.dynamic_shared_memory`` is a ``memref.view`` at a constant offset with a static
    size; None when some use could reach any byte. Views in ``packed`` are moving into the arena
    and do not count."""
    views = _dynamic_views(kernel_op)
    if views is None:
        return None
    extent = 0
    for view, offset, nbytes in views:
        if view in packed:
            continue
        if offset is None or nbytes is None:
            return None
        extent = max(extent, offset + nbytes)
    return extent


def name_pair(buffers: Iterable[Buffer]) -> tuple[str, str]:
    """The names of two buffers, sorted: how a pair of buffers is named in plans and reports."""
    first, second = sorted(b.name for b in buffers)
    return first, second
