"""Records derived from an op class: its ``SEMANTICS`` constant, its methods and its xDSL traits.

Ops the project defines (the ``smem`` dialect) state what they do on the class
(``smem_dialect.semantics.OpSemantics``) and, where the answer depends on the instance, with
methods of these names:

- ``copy_bytes()``: bytes one async copy moves per thread;
- ``pending_groups()``: groups an async wait leaves in flight;
- ``access_alignment(value)``: alignment the op needs of the address of a memref operand.

An op nobody describes gets what its traits decide, and only what they decide:

- ``ConstantLike``: a uniform constant;
- no memory effects (``Pure``, ``NoMemoryEffect``): its memref operands are viewed when all its
  results are memrefs, read for their metadata when it has no results, and escape otherwise; it
  waits for nobody, but its results may still differ between threads (``gpu.thread_id`` is pure);
- only read and write effects: its memref operands are accessed (results alias them);
- ``IsolatedFromAbove``: its regions see nothing of the kernel (``RegionKind.OPAQUE``).

Anything else keeps the conservative default.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Protocol, cast

from xdsl.dialects.builtin import MemRefType, UnrankedMemRefType, UnregisteredOp
from xdsl.ir import Operation, SSAValue
from xdsl.traits import (
    ConstantLike,
    IsolatedFromAbove,
    MemoryEffect,
    MemoryReadEffect,
    MemoryWriteEffect,
    NoMemoryEffect,
)

from smem_opt.passes.analysis.op_records.record import CONSERVATIVE, QUIET, OpRecord
from smem_opt.passes.analysis.op_records.structure import op_attr
from smem_opt.smem_dialect.semantics import OpSemantics, UseRole, ValueSource

ACCESS_EFFECTS = (MemoryReadEffect, MemoryWriteEffect)


def _traits(op_type: type[Operation]) -> tuple:
    if issubclass(op_type, UnregisteredOp):
        return ()  # an unregistered op declares nothing
    return tuple(getattr(op_type, "traits", ()))


def declared_effects(op_type: type[Operation]) -> str:
    """'none' (no memory effects), 'access' (only reads and writes), or 'unknown'."""
    effects = [t for t in _traits(op_type) if isinstance(t, MemoryEffect)]
    if not effects:
        return "unknown"
    if all(isinstance(t, NoMemoryEffect) for t in effects):
        return "none"
    plain = all(isinstance(t, ACCESS_EFFECTS) or isinstance(t, NoMemoryEffect) for t in effects)
    return "access" if plain else "unknown"


def _is_memref(value) -> bool:
    return isinstance(value.type, (MemRefType, UnrankedMemRefType))


def _effect_free_role(op: Operation, _index: int) -> UseRole:
    if not op.results:
        return UseRole.METADATA
    if all(_is_memref(r) for r in op.results):
        return UseRole.VIEW
    return UseRole.ESCAPE


def _constant_value(op: Operation):
    return op_attr(op, "value")


def traits_record(op_type: type[Operation]) -> OpRecord | None:
    """What the traits of ``op_type`` decide, or None when they decide nothing."""
    traits = _traits(op_type)
    if any(isinstance(t, ConstantLike) for t in traits):
        return replace(
            QUIET,
            results_alias=False,
            value_source=ValueSource.UNIFORM,
            constant=_constant_value,
            origin="traits",
        )
    effects = declared_effects(op_type)
    if effects == "none":
        return replace(QUIET, role_of=_effect_free_role, origin="traits")
    if effects == "access":
        return replace(CONSERVATIVE, memref_role=UseRole.ACCESS, origin="traits")
    if any(isinstance(t, IsolatedFromAbove) for t in traits):
        return replace(CONSERVATIVE, origin="traits")
    return None


def decides(op_type: type[Operation], memref_operands: bool, regions: bool, operandless: bool) -> bool:
    """Do the traits of ``op_type`` decide what matters about such an op (the coverage rule)?"""
    traits = _traits(op_type)
    if operandless and not any(isinstance(t, ConstantLike) for t in traits):
        return False
    if regions and not any(isinstance(t, IsolatedFromAbove) for t in traits):
        return False
    if memref_operands and declared_effects(op_type) == "unknown":
        return False
    return True


def class_record(op_type: type[Operation]) -> OpRecord | None:
    """The record an op class states with ``SEMANTICS`` (None: it states none)."""
    semantics = getattr(op_type, "SEMANTICS", None)
    if not isinstance(semantics, OpSemantics):
        return None
    base = traits_record(op_type) or QUIET
    record = replace(base, origin="class")
    fields: dict[str, Any] = {
        "memref_role": semantics.memref_role,
        "results_alias": semantics.results_alias,
        "region_kind": semantics.region_kind,
        "value_source": semantics.value_source,
        "async_role": semantics.async_role,
        "handoff": semantics.handoff,
        "buffer_origin": semantics.buffer_origin,
    }
    record = replace(record, **{k: v for k, v in fields.items() if v is not None})
    if semantics.memref_role is not None:
        record = replace(record, role_of=None)
    if semantics.barrier is not None:
        kind = semantics.barrier
        record = replace(record, barrier=lambda _op: kind)
    if semantics.returns:
        record = replace(record, returns=True, memref_role=UseRole.ESCAPE)
    if hasattr(op_type, "copy_bytes"):
        record = replace(record, copy_bytes=lambda op: cast(_CopiesBytes, op).copy_bytes())
    if hasattr(op_type, "pending_groups"):
        record = replace(record, pending=lambda op: cast(_WaitsForGroups, op).pending_groups())
    if hasattr(op_type, "access_alignment"):
        record = replace(record, alignment=lambda op, value: cast(_AlignsAccesses, op).access_alignment(value))
    return record


class _CopiesBytes(Protocol):
    """An op class that says how many bytes it copies (None: not a constant)."""

    def copy_bytes(self) -> int | None: ...


class _WaitsForGroups(Protocol):
    """An op class that says how many groups of copies it leaves pending."""

    def pending_groups(self) -> int: ...


class _AlignsAccesses(Protocol):
    """An op class that says what alignment its access of a memref operand requires."""

    def access_alignment(self, value: SSAValue) -> int: ...


__all__ = ["class_record", "traits_record", "decides", "declared_effects"]
