"""The one table of what ops do to shared memory and to control flow (design §3, *Open world*).

Every analysis, the plan verifier and the simulator ask this module, and only this module, what an
op is. It answers from three sources, in this order:

1. the names below, for the ops whose behaviour matters and is known (views, accesses, deallocs,
   escapes, forwarding terminators, loops and branches, barriers, async copies, TMA, mbarriers);
2. for other registered ops, their xDSL traits (``Pure`` / ``NoMemoryEffect``, memory read and
   write effects, ``IsTerminator``);
3. for everything else, the conservative default: an op it does not know that takes a buffer
   accesses it, its memref results are aliases, and it captures the buffer (live for the whole
   kernel) when it has regions or successors, returns anything that is not a memref, or ends a
   block (it may hand the value on); an op with regions it does not know may run any of them any
   number of times, in any order, and perhaps only in some threads (``RegionKind.OPAQUE``).

Unknown ops therefore cost sharing, never correctness.
"""

from __future__ import annotations

from enum import Enum

from xdsl.dialects.builtin import (
    IntegerAttr,
    MemRefType,
    UnrankedMemRefType,
    UnregisteredOp,
    VectorType,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.traits import (
    IsTerminator,
    MemoryEffectKind,
    get_effects,
)

from smem_opt.smem_dialect.types import element_abi_align, element_storage_bytes


class UseRole(Enum):
    """What an op does with a memref operand."""

    VIEW = "view"
    """Its memref results alias the operand; it touches no memory (creating a view)."""
    ACCESS = "access"
    """It reads or writes memory through the operand."""
    METADATA = "metadata"
    """It reads only the operand's shape or strides (``memref.dim``)."""
    DEALLOC = "dealloc"
    """It ends the buffer's lifetime (``memref.dealloc``)."""
    FORWARD = "forward"
    """Control flow hands the value on to block arguments or results (yields, branches)."""
    ESCAPE = "escape"
    """The buffer leaves what the analysis can follow: live for the whole kernel."""


class RegionKind(Enum):
    """How an op runs its regions."""

    NONE = "none"
    BRANCH = "branch"
    """Runs at most one of its regions, once, chosen by its first operand (if, index_switch)."""
    ONCE = "once"
    """Runs its single region exactly once (execute_region, alloca_scope)."""
    LOOP = "loop"
    """May run its regions zero or more times (for, while, parallel, forall)."""
    OPAQUE = "opaque"
    """Unknown: any region, any number of times, in any order, perhaps in some threads only."""
    KERNEL = "kernel"
    """A kernel or function: the root of the analysis."""


# -- names ----------------------------------------------------------------------------------------

ALLOC_OPS = frozenset({"smem.alloc", "memref.alloc", "memref.alloca"})
"""Ops that create one buffer (when their result is a workgroup memref)."""

KERNEL_OPS = frozenset({"smem.kernel", "gpu.func", "func.func", "llvm.func"})

VIEW_OPS = frozenset(
    {
        "memref.subview",
        "memref.view",
        "memref.cast",
        "memref.reinterpret_cast",
        "memref.expand_shape",
        "memref.collapse_shape",
        "memref.transpose",
        "memref.memory_space_cast",
        "memref.assume_alignment",
        "vector.type_cast",
        "arith.select",
    }
)
"""Ops whose memref results alias their memref operands and that touch no memory."""

ACCESS_OPS = frozenset(
    {
        "memref.load",
        "memref.store",
        "memref.copy",
        "memref.atomic_rmw",
        "memref.generic_atomic_rmw",
        "memref.prefetch",
        "affine.load",
        "affine.store",
        "affine.vector_load",
        "affine.vector_store",
        "affine.prefetch",
        "vector.load",
        "vector.store",
        "vector.maskedload",
        "vector.maskedstore",
        "vector.transfer_read",
        "vector.transfer_write",
        "vector.gather",
        "vector.scatter",
        "vector.expandload",
        "vector.compressstore",
        "nvgpu.ldmatrix",
        "gpu.subgroup_mma_load_matrix",
        "gpu.subgroup_mma_store_matrix",
        "smem.async_copy",
        "nvgpu.device_async_copy",
        "nvgpu.tma.async.load",
    }
)
"""Ops that read or write through their memref operands and neither alias nor capture them."""

METADATA_OPS = frozenset({"memref.dim", "memref.rank"})

DEALLOC_OPS = frozenset({"memref.dealloc"})

ESCAPE_OPS = frozenset(
    {
        "memref.extract_aligned_pointer_as_index",
        "memref.extract_strided_metadata",
        "builtin.unrealized_conversion_cast",
        "func.call",
        "func.call_indirect",
        "gpu.launch_func",
        "nvgpu.tma.async.store",
        "nvgpu.warpgroup.generate.descriptor",
        "nvgpu.tma.create.descriptor",
        "memref.dma_start",
    }
)
ESCAPE_PREFIXES = ("llvm.",)

REGION_KINDS: dict[str, RegionKind] = {
    "scf.if": RegionKind.BRANCH,
    "affine.if": RegionKind.BRANCH,
    "scf.index_switch": RegionKind.BRANCH,
    "scf.execute_region": RegionKind.ONCE,
    "memref.alloca_scope": RegionKind.ONCE,
    "vector.mask": RegionKind.ONCE,
    "scf.for": RegionKind.LOOP,
    "scf.while": RegionKind.LOOP,
    "scf.parallel": RegionKind.LOOP,
    "scf.forall": RegionKind.LOOP,
    "affine.for": RegionKind.LOOP,
    "affine.parallel": RegionKind.LOOP,
    "memref.generic_atomic_rmw": RegionKind.LOOP,
    "scf.reduce": RegionKind.LOOP,
    "smem.kernel": RegionKind.KERNEL,
    "gpu.func": RegionKind.KERNEL,
    "func.func": RegionKind.KERNEL,
}

FORWARDING_TERMINATORS = frozenset(
    {
        "scf.yield",
        "scf.condition",
        "affine.yield",
        "memref.alloca_scope.return",
        "cf.br",
        "cf.cond_br",
        "cf.switch",
    }
)
"""Terminators that hand their operands on to results or block arguments."""

RETURNS = frozenset({"gpu.return", "smem.return", "func.return"})

DIVERGENT_SOURCES = frozenset(
    {
        "gpu.thread_id",
        "gpu.lane_id",
        "gpu.global_id",
        "gpu.subgroup_id",
        "gpu.shuffle",
        "gpu.subgroup_reduce",
        "nvvm.read.ptx.sreg.tid.x",
        "nvvm.read.ptx.sreg.tid.y",
        "nvvm.read.ptx.sreg.tid.z",
        "nvvm.read.ptx.sreg.laneid",
        "nvvm.read.ptx.sreg.warpid",
    }
)
"""Values that differ between the threads of one block."""

UNIFORM_SOURCES = frozenset(
    {
        "arith.constant",
        "ub.poison",
        "gpu.block_id",
        "gpu.block_dim",
        "gpu.grid_dim",
        "gpu.cluster_id",
        "gpu.cluster_dim",
        "gpu.cluster_block_id",
        "gpu.num_subgroups",
        "gpu.subgroup_size",
        "gpu.dynamic_shared_memory",
        "gpu.all_reduce",
        "smem.alloc",
        "memref.alloc",
        "memref.alloca",
        "memref.get_global",
        "nvgpu.mbarrier.create",
        "nvvm.read.ptx.sreg.ctaid.x",
        "nvvm.read.ptx.sreg.ctaid.y",
        "nvvm.read.ptx.sreg.ctaid.z",
        "nvvm.read.ptx.sreg.ntid.x",
        "nvvm.read.ptx.sreg.ntid.y",
        "nvvm.read.ptx.sreg.ntid.z",
        "nvvm.read.ptx.sreg.nctaid.x",
        "nvvm.read.ptx.sreg.nctaid.y",
        "nvvm.read.ptx.sreg.nctaid.z",
    }
)
"""Values equal in every thread of a block whatever their operands (block-wide results)."""

PURE_PREFIXES = ("arith.", "math.", "index.", "complex.")
PURE_OPS = frozenset(
    {
        "affine.apply",
        "affine.min",
        "affine.max",
        "affine.delinearize_index",
        "affine.linearize_index",
        "vector.broadcast",
        "vector.splat",
        "vector.extract",
        "vector.insert",
        "vector.extractelement",
        "vector.insertelement",
        "vector.extract_strided_slice",
        "vector.insert_strided_slice",
        "vector.shape_cast",
        "vector.transpose",
        "vector.bitcast",
        "vector.shuffle",
        "vector.fma",
        "vector.reduction",
        "vector.multi_reduction",
        "vector.contract",
        "vector.outerproduct",
        "vector.step",
        "vector.create_mask",
        "vector.constant_mask",
        "vector.interleave",
        "vector.deinterleave",
        "vector.from_elements",
        "nvgpu.mma.sync",
        "gpu.subgroup_mma_compute",
        "gpu.subgroup_mma_constant_matrix",
        "gpu.subgroup_mma_elementwise",
        *METADATA_OPS,
        *VIEW_OPS,
    }
)
"""Ops whose results are a function of their operands alone (no memory, no thread identity)."""

BARRIERS = frozenset({"gpu.barrier", "nvvm.barrier0"})
"""Block-wide barriers (when every thread of the block reaches them)."""

ASYNC_COPIES = frozenset({"smem.async_copy", "nvgpu.device_async_copy"})
ASYNC_COMMITS = frozenset({"smem.async_commit", "nvgpu.device_async_create_group"})
ASYNC_WAITS = frozenset({"smem.async_wait", "nvgpu.device_async_wait"})
TMA_LOADS = frozenset({"nvgpu.tma.async.load"})
MBARRIER_WAITS = frozenset({"nvgpu.mbarrier.try_wait.parity"})
"""Blocking waits on an mbarrier (``test_wait`` does not block and completes nothing)."""

LDMATRIX_ALIGN = 16
TMA_ALIGN = 128
TMA_SWIZZLED_ALIGN = 1024
MMA_MATRIX_ALIGN = 32
WIDEST_VECTOR_ACCESS = 16
"""The widest shared-memory access NVPTX issues (``ld.shared.v4.b32``); wider vectors are split."""


# -- queries --------------------------------------------------------------------------------------


def op_attr(op: Operation, name: str) -> Attribute | None:
    """An op's property or attribute ``name`` (properties first). Never use ``or`` for this:
    some attributes, such as ``IntegerAttr`` 0, are falsy."""
    value = op.properties.get(name)
    return value if value is not None else op.attributes.get(name)


def is_memref(value: SSAValue) -> bool:
    return isinstance(value.type, (MemRefType, UnrankedMemRefType))


def _has_trait(op: Operation, trait: type) -> bool:
    """Does a registered op declare ``trait``? (An unregistered op declares nothing; xDSL's
    ``has_trait`` would answer yes to everything for it.)"""
    if isinstance(op, UnregisteredOp):
        return False
    try:
        return op.get_trait(trait) is not None
    except Exception:
        return False


def _effects(op: Operation) -> set[MemoryEffectKind] | None:
    if isinstance(op, UnregisteredOp):
        return None
    try:
        found = get_effects(op)
    except Exception:
        return None
    return None if found is None else {e.kind for e in found}


def is_terminator(op: Operation) -> bool:
    block = op.parent_block()
    return _has_trait(op, IsTerminator) or (block is not None and block.last_op is op and bool(op.successors))


def use_role(op: Operation, index: int) -> UseRole:
    """What ``op`` does with its memref operand number ``index``."""
    name = op.name
    if name in VIEW_OPS:
        return UseRole.VIEW
    if name in ACCESS_OPS:
        return UseRole.ACCESS
    if name in METADATA_OPS:
        return UseRole.METADATA
    if name in DEALLOC_OPS:
        return UseRole.DEALLOC
    if name in ESCAPE_OPS or name.startswith(ESCAPE_PREFIXES) or name.endswith(".call"):
        return UseRole.ESCAPE
    if name in FORWARDING_TERMINATORS or name in ("scf.for", "scf.while", "affine.for"):
        parent = op.parent_op()
        if name in ("scf.yield", "affine.yield") and (
            parent is None or region_kind(parent) in (RegionKind.OPAQUE, RegionKind.KERNEL)
        ):
            return UseRole.ESCAPE
        return UseRole.FORWARD
    if name in RETURNS:
        return UseRole.ESCAPE
    return _role_from_traits(op)


def _role_from_traits(op: Operation) -> UseRole:
    if op.regions or op.successors or is_terminator(op):
        return UseRole.ESCAPE
    produces_other = any(not is_memref(r) for r in op.results)
    effects = _effects(op)
    if effects is not None and not effects:  # Pure / NoMemoryEffect
        if produces_other:
            return UseRole.ESCAPE
        return UseRole.VIEW if op.results else UseRole.METADATA
    if effects is not None and effects <= {MemoryEffectKind.READ, MemoryEffectKind.WRITE}:
        return UseRole.ACCESS
    if produces_other:
        return UseRole.ESCAPE
    return UseRole.ACCESS


def aliases_results(op: Operation, role: UseRole) -> bool:
    """Whether the memref results of ``op`` alias a memref operand with ``role``."""
    return role in (UseRole.VIEW, UseRole.ACCESS, UseRole.ESCAPE) and op.name not in ACCESS_OPS


def region_kind(op: Operation) -> RegionKind:
    if not op.regions:
        return RegionKind.NONE
    kind = REGION_KINDS.get(op.name)
    if kind is None:
        return RegionKind.OPAQUE
    if any(len(r.blocks) > 1 for r in op.regions) and kind is not RegionKind.KERNEL:
        return RegionKind.OPAQUE
    return kind


def is_loop(op: Operation) -> bool:
    """May ``op`` run a region more than once (design §3: loops, and every unknown region op)?"""
    return region_kind(op) in (RegionKind.LOOP, RegionKind.OPAQUE)


def forwarded_values(op: Operation, index: int) -> list[SSAValue] | None:
    """Values that receive operand ``index`` of the forwarding op ``op``; None when unknown."""
    name = op.name
    if name in ("scf.yield", "affine.yield"):
        parent = op.parent_op()
        if parent is None:
            return None
        out = [parent.results[index]] if index < len(parent.results) else []
        if parent.name in ("scf.for", "affine.for"):
            body = parent.regions[0].blocks.first
            if body is not None and index + 1 < len(body.args):
                out.append(body.args[index + 1])
        elif parent.name == "scf.while":
            if op.parent_region() is parent.regions[1]:
                before = parent.regions[0].blocks.first
                return [before.args[index]] if before is not None and index < len(before.args) else []
        elif region_kind(parent) in (RegionKind.LOOP, RegionKind.OPAQUE) and parent.name not in (
            "scf.for",
            "affine.for",
        ):
            return None
        return out
    if name == "scf.condition":
        parent = op.parent_op()
        if parent is None or index == 0:
            return []
        after = parent.regions[1].blocks.first if len(parent.regions) > 1 else None
        out = [parent.results[index - 1]] if index - 1 < len(parent.results) else []
        if after is not None and index - 1 < len(after.args):
            out.append(after.args[index - 1])
        return out
    if name == "memref.alloca_scope.return":
        parent = op.parent_op()
        return None if parent is None else ([parent.results[index]] if index < len(parent.results) else [])
    if name == "scf.for":
        if index < 3:
            return []
        return _loop_init_targets(op, index - 3)
    if name == "affine.for":
        inits = _affine_for_inits(op)
        if index < len(op.operands) - len(inits):
            return []
        return _loop_init_targets(op, index - (len(op.operands) - len(inits)))
    if name == "scf.while":
        before = op.regions[0].blocks.first
        return [before.args[index]] if before is not None and index < len(before.args) else []
    if name in ("cf.br", "cf.cond_br", "cf.switch"):
        return _successor_targets(op, index)
    return None


def _loop_init_targets(loop: Operation, k: int) -> list[SSAValue]:
    body = loop.regions[0].blocks.first
    out = [loop.results[k]] if k < len(loop.results) else []
    if body is not None and k + 1 < len(body.args):
        out.append(body.args[k + 1])
    return out


def _affine_for_inits(op: Operation) -> list[SSAValue]:
    body = op.regions[0].blocks.first
    n = len(body.args) - 1 if body is not None else 0
    return list(op.operands[len(op.operands) - n :]) if n > 0 else []


def _successor_targets(op: Operation, index: int) -> list[SSAValue] | None:
    """Block arguments that operand ``index`` of a ``cf`` branch flows into (conservatively:
    every successor argument of a matching type when the operand segments are not known)."""
    value = op.operands[index]
    out: list[SSAValue] = []
    for succ in op.successors:
        out.extend(arg for arg in succ.args if arg.type == value.type)
    return out


def is_barrier(op: Operation) -> bool:
    return op.name in BARRIERS and not op.operands


def value_source(op: Operation) -> str:
    """'divergent', 'uniform', 'pure' (a function of its operands) or 'opaque' (may differ
    between threads whatever its operands: loads, unknown ops)."""
    name = op.name
    if name in DIVERGENT_SOURCES:
        return "divergent"
    if name in UNIFORM_SOURCES:
        return "uniform"
    if name.startswith(PURE_PREFIXES) or name in PURE_OPS:
        return "pure"
    if op.regions:
        return "opaque"
    effects = _effects(op)
    if effects is not None and not effects and not any(
        isinstance(o.type, (MemRefType, UnrankedMemRefType)) for o in op.operands
    ):
        return "pure"
    return "opaque"


def wait_pending(op: Operation) -> int | None:
    """Groups an async wait leaves in flight (0: waits for every committed group)."""
    for key in ("pending", "numGroups"):
        attr = op_attr(op, key)
        if isinstance(attr, IntegerAttr):
            return attr.value.data
    return 0


def mbarrier_operand(op: Operation) -> SSAValue | None:
    """The mbarrier group a TMA load signals, or an mbarrier wait waits on."""
    for operand in op.operands:
        if "mbarrier.group" in str(operand.type):
            return operand
    return None


MBARRIER_SLOT_OPERAND = {"nvgpu.mbarrier.try_wait.parity": 3, "nvgpu.mbarrier.test.wait": 1}
"""Where the barrier index (``mbarId``) sits among an mbarrier op's operands (MLIR 22's order);
a TMA load has it as its fifth operand segment."""
TMA_LOAD_SLOT_SEGMENT = 4


def mbarrier_slot(op: Operation) -> SSAValue | None:
    """The index of the barrier, within its group, that ``op`` signals or waits on."""
    from xdsl.dialects.builtin import DenseArrayBase

    if op.name in MBARRIER_SLOT_OPERAND:
        k = MBARRIER_SLOT_OPERAND[op.name]
        return op.operands[k] if k < len(op.operands) else None
    if op.name in TMA_LOADS:
        sizes = op_attr(op, "operandSegmentSizes")
        if isinstance(sizes, DenseArrayBase):
            seg = list(sizes.get_values())
            if len(seg) > TMA_LOAD_SLOT_SEGMENT and seg[TMA_LOAD_SLOT_SEGMENT] == 1:
                k = sum(seg[:TMA_LOAD_SLOT_SEGMENT])
                return op.operands[k] if k < len(op.operands) else None
    return None


def same_mbarrier_slot(a: Operation, b: Operation) -> bool:
    """Do a TMA load and an mbarrier wait name the same barrier of the same group?"""
    group_a, group_b = mbarrier_operand(a), mbarrier_operand(b)
    if group_a is None or group_a is not group_b:
        return False
    sa, sb = mbarrier_slot(a), mbarrier_slot(b)
    if sa is None or sb is None:
        return False
    if sa is sb:
        return True
    ca, cb = constant_index(sa), constant_index(sb)
    return ca is not None and ca == cb


def constant_index(value: SSAValue) -> int | None:
    """The value of an ``arith.constant`` integer or index, else None."""
    owner = value.owner
    if isinstance(owner, Operation) and owner.name == "arith.constant":
        attr = op_attr(owner, "value")
        if isinstance(attr, IntegerAttr):
            return attr.value.data
    return None


def async_copy_bytes(op: Operation) -> int | None:
    """Bytes one async copy moves per thread (it needs its destination aligned to that)."""
    dst = _async_dst(op)
    if dst is None:
        return None
    t = dst.type
    if not isinstance(t, MemRefType):
        return None
    elem = element_storage_bytes(t.element_type)
    count = None
    for key in ("dstElements", "num_elements", "count"):
        attr = op_attr(op, key)
        if isinstance(attr, IntegerAttr):
            count = attr.value.data
            break
    if count is None and hasattr(op, "num_elements"):
        try:
            count = int(op.num_elements)  # type: ignore[attr-defined]
        except Exception:
            count = None
    if elem is None or count is None:
        return None
    return elem * count


def _async_dst(op: Operation) -> SSAValue | None:
    from smem_opt.smem_dialect.gpu import is_workgroup_memref

    for operand in op.operands:
        if isinstance(operand.type, MemRefType) and is_workgroup_memref(operand.type):
            return operand
    return None


def _pow2_floor(n: int) -> int:
    p = 1
    while p * 2 <= n:
        p *= 2
    return p


def access_alignment(op: Operation, value: SSAValue) -> int:
    """The alignment (bytes) ``op``'s access through ``value`` needs of the buffer's base."""
    name = op.name
    need = 1
    t = value.type
    if isinstance(t, MemRefType):
        need = element_abi_align(t.element_type) or 1
    if name in ASYNC_COPIES:
        nbytes = async_copy_bytes(op)
        if nbytes:
            need = max(need, _pow2_floor(nbytes))
    elif name == "nvgpu.ldmatrix":
        need = max(need, LDMATRIX_ALIGN)
    elif name in TMA_LOADS:
        need = max(need, TMA_SWIZZLED_ALIGN if _swizzled(op) else TMA_ALIGN)
    elif name in ("gpu.subgroup_mma_load_matrix", "gpu.subgroup_mma_store_matrix"):
        need = max(need, MMA_MATRIX_ALIGN)
    elif name.startswith(("vector.", "affine.vector_")):
        for v in [*op.results, *op.operands]:
            if isinstance(v.type, VectorType):
                need = max(need, min(element_abi_align(v.type) or 1, WIDEST_VECTOR_ACCESS))
        align_attr = op_attr(op, "alignment")
        if isinstance(align_attr, IntegerAttr):
            need = max(need, align_attr.value.data)
    return need


def _swizzled(op: Operation) -> bool:
    for operand in op.operands:
        text = str(operand.type)
        if "tensormap.descriptor" in text:
            return "swizzle" in text and "swizzle = none" not in text
    return False


__all__ = [
    "UseRole",
    "RegionKind",
    "use_role",
    "region_kind",
    "is_loop",
    "forwarded_values",
    "is_barrier",
    "value_source",
    "wait_pending",
    "mbarrier_operand",
    "same_mbarrier_slot",
    "constant_index",
    "access_alignment",
    "async_copy_bytes",
    "is_memref",
    "aliases_results",
]
