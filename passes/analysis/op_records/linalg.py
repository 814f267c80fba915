"""Records of ``linalg``'s ops: structured ops on memrefs read their inputs and read and write
their outputs, and run a scalar payload per element (design §3, *Open world*).

Every structured op (named or ``linalg.generic``) is destination-passing: each memref operand is
read or written by the op itself, in every thread that runs it, at whatever elements the
operand's shape covers. So a memref operand is an *access*, never a capture: the op is an access
of that buffer at its place in program order, as a ``memref.copy`` is. Its region (the payload)
is run once per element, in an order the op chooses, on the elements' values: a loop of the
``REPEAT`` shape whose iterations may differ between threads (an access of shared memory written
inside a payload counts over the whole op; a barrier there separates nothing). No linalg op
returns a memref, and its tensor results are values of the elements: they may differ between
threads. The record holds for every op of the dialect, registered or not (a named op xDSL does
not define, read as written), except the two that live inside payloads: ``linalg.yield`` ends one
and ``linalg.index`` is the position of the element it runs for.
"""

from __future__ import annotations

from dataclasses import replace

from smem_opt.passes.analysis.op_records.record import ACCESS, OPAQUE_VALUE, PURE, OpRecord
from smem_opt.smem_dialect.semantics import LoopShape, RegionKind, UseRole

STRUCTURED = replace(
    ACCESS,
    memref_role=UseRole.ACCESS,
    results_alias=False,
    region_kind=RegionKind.LOOP,
    loop_shape=LoopShape.REPEAT,
    distributed=lambda _op: True,
)
"""A structured op on memrefs: reads and writes its operands, runs its payload per element."""

RECORDS: dict[str, OpRecord] = {
    "linalg.yield": replace(PURE, memref_role=UseRole.ESCAPE, control_operands=lambda _op: []),
    "linalg.index": OPAQUE_VALUE,
}
"""Payload ops by name."""

DIALECT_RECORDS: dict[str, OpRecord] = {"linalg": STRUCTURED}
"""Every other op of the dialect."""

__all__ = ["DIALECT_RECORDS", "RECORDS", "STRUCTURED"]
