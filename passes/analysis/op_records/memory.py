"""Records of ops that create, view, read or write memrefs (``memref``, ``vector``, ``affine``).

Accesses say how much alignment they need of the address they use (design §4): a vector access
its vector's alignment up to the 16 bytes NVPTX moves at once, and any ``alignment`` attribute the
op carries (upstream lowers it to the LLVM load or store). ``memref.assume_alignment`` is a view
whose result is poison unless its operand is aligned as it says: the program relies on that, so
it is an alignment need too. Views of a byte buffer (``memref.view``) say where their bytes start.
"""

from __future__ import annotations

from dataclasses import replace

from xdsl.dialects.builtin import IntegerAttr, VectorType
from xdsl.ir import Operation, SSAValue

from smem_opt.passes.analysis.op_records.record import (
    ACCESS,
    ESCAPE,
    METADATA,
    PURE,
    STATEMENT,
    UNIFORM_SOURCE,
    VIEW,
    OpRecord,
    SlotAccess,
)
from smem_opt.passes.analysis.op_records.structure import op_attr
from smem_opt.smem_dialect.semantics import (
    BufferOrigin,
    LoopShape,
    RegionKind,
    UseRole,
    ValueSource,
)
from smem_opt.smem_dialect.types import element_abi_align

WIDEST_VECTOR_ACCESS = 16
"""The widest shared-memory access NVPTX issues (``ld.shared.v4.b32``); wider vectors are split."""


def alignment_attribute(op: Operation) -> int:
    """What an ``alignment`` attribute on the op asserts (1 without one)."""
    attr = op_attr(op, "alignment")
    return attr.value.data if isinstance(attr, IntegerAttr) and attr.value.data > 0 else 1


def _attribute_alignment(op: Operation, _value: SSAValue) -> int:
    return alignment_attribute(op)


def _vector_alignment(op: Operation, _value: SSAValue) -> int:
    need = alignment_attribute(op)
    for v in [*op.results, *op.operands]:
        if isinstance(v.type, VectorType):
            need = max(need, min(element_abi_align(v.type) or 1, WIDEST_VECTOR_ACCESS))
    return need


LOAD_STORE = replace(ACCESS, alignment=_attribute_alignment)


def _load_element(op: Operation) -> SlotAccess | None:
    """``%v = memref.load %m[%i...]``."""
    if not op.operands or len(op.results) != 1:
        return None
    return SlotAccess(False, op.operands[0], op.results[0], tuple(op.operands[1:]))


def _store_element(op: Operation) -> SlotAccess | None:
    """``memref.store %v, %m[%i...]``."""
    if len(op.operands) < 2:
        return None
    return SlotAccess(True, op.operands[1], op.operands[0], tuple(op.operands[2:]))
VECTOR_ACCESS = replace(ACCESS, alignment=_vector_alignment)


def _view_of_bytes(op: Operation):
    """``memref.view %src[%byte_shift][%sizes...]``."""
    if len(op.operands) < 2:
        return None
    return op.operands[0], op.operands[1], tuple(op.operands[2:])


ALLOC = replace(PURE, buffer_origin=BufferOrigin.ALLOC)
"""A new buffer; its value is a function of its size operands (what ``memref.dim`` reads)."""

RECORDS: dict[str, OpRecord] = {
    # buffers
    "memref.alloc": ALLOC,
    "memref.alloca": ALLOC,
    "memref.get_global": replace(UNIFORM_SOURCE, buffer_origin=BufferOrigin.GLOBAL),
    "memref.global": STATEMENT,
    "memref.dealloc": replace(ACCESS, memref_role=UseRole.DEALLOC),
    # views
    "memref.subview": VIEW,
    "memref.view": replace(VIEW, byte_view=_view_of_bytes),
    "memref.cast": VIEW,
    "memref.reinterpret_cast": VIEW,
    "memref.expand_shape": VIEW,
    "memref.collapse_shape": VIEW,
    "memref.transpose": VIEW,
    "memref.memory_space_cast": VIEW,
    "memref.assume_alignment": replace(VIEW, alignment=_attribute_alignment),
    "vector.type_cast": VIEW,
    # metadata
    "memref.dim": METADATA,
    "memref.rank": METADATA,
    # accesses
    "memref.load": replace(LOAD_STORE, slot_access=_load_element),
    "memref.store": replace(LOAD_STORE, slot_access=_store_element),
    "memref.copy": LOAD_STORE,
    "memref.atomic_rmw": LOAD_STORE,
    "memref.prefetch": LOAD_STORE,
    "memref.generic_atomic_rmw": replace(
        LOAD_STORE,
        region_kind=RegionKind.LOOP,
        loop_shape=LoopShape.REPEAT,
        distributed=lambda _op: True,
    ),
    "memref.atomic_yield": replace(PURE, memref_role=UseRole.ESCAPE, control_operands=lambda _op: []),
    "affine.load": LOAD_STORE,
    "affine.store": LOAD_STORE,
    "affine.prefetch": LOAD_STORE,
    "affine.vector_load": VECTOR_ACCESS,
    "affine.vector_store": VECTOR_ACCESS,
    **{
        f"vector.{name}": VECTOR_ACCESS
        for name in (
            "load",
            "store",
            "maskedload",
            "maskedstore",
            "transfer_read",
            "transfer_write",
            "gather",
            "scatter",
            "expandload",
            "compressstore",
        )
    },
    # escapes
    "memref.extract_aligned_pointer_as_index": ESCAPE,
    "memref.extract_strided_metadata": ESCAPE,
    "memref.dma_start": replace(ESCAPE, value_source=ValueSource.OPAQUE),
    "memref.dma_wait": ESCAPE,
    "builtin.unrealized_conversion_cast": ESCAPE,
    "vector.print": STATEMENT,
}
"""Memory ops by name."""

__all__ = ["RECORDS", "WIDEST_VECTOR_ACCESS", "alignment_attribute"]
