"""Records of computations on values: the closed list of pure ops, constants, and the ``llvm`` rule.

Design §3, rule 3: a value is uniform only when it is derived from a closed list. This module is
that list's pure part: ops whose results are a function of their operands alone (per thread: no
memory, no thread identity, no other lane's registers), so they are uniform when all their
operands are; and the constants (uniform whatever happens). Everything here is listed by name or
by dialect (``arith``, ``math``, ``complex``, ``index``: dialects of scalar arithmetic that have no
op reading a thread's identity). Warp-collective computations (``nvgpu.mma.sync``,
``gpu.subgroup_mma_compute``, shuffles) are not on it: a lane's result depends on other lanes.

``llvm`` is the pointer world: every ``llvm`` op that takes a memref captures it, and its results
may differ between threads, except for its constants (``llvm.mlir.constant``, ``undef``,
``poison``, ``zero``) and the address of a global; and any of them (a call, inline assembly) may
make a thread wait for others.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from xdsl.dialects.builtin import IntegerAttr, IntegerType
from xdsl.ir import Attribute, Operation

from smem_opt.passes.analysis.op_records.loop_trips import wrap
from smem_opt.passes.analysis.op_records.record import ESCAPE, PURE, UNIFORM_SOURCE, VIEW, OpRecord
from smem_opt.passes.analysis.op_records.structure import op_attr
from smem_opt.smem_dialect.semantics import HandOff


def _value_attribute(op: Operation) -> Attribute | None:
    return op_attr(op, "value")


CONSTANT = replace(UNIFORM_SOURCE, constant=_value_attribute)

POINTER_ATOMIC = replace(ESCAPE, handoff=HandOff.NONE)
"""An atomic through a pointer: the pointer's buffer escapes (as through any ``llvm`` op), the
result is unknown, and the op never blocks."""

_CMPI = {  # predicate number -> (signed, comparison)
    0: (True, lambda a, b: a == b),
    1: (True, lambda a, b: a != b),
    2: (True, lambda a, b: a < b),
    3: (True, lambda a, b: a <= b),
    4: (True, lambda a, b: a > b),
    5: (True, lambda a, b: a >= b),
    6: (False, lambda a, b: a < b),
    7: (False, lambda a, b: a <= b),
    8: (False, lambda a, b: a > b),
    9: (False, lambda a, b: a >= b),
}


def _fold_cmpi(op: Operation, operands: Sequence[int], index_width: int) -> int | None:
    """``arith.cmpi``: the two operands compared at their width, signed or not as the predicate
    says (1 or 0)."""
    pred = op_attr(op, "predicate")
    if len(operands) != 2 or not op.operands or not isinstance(pred, IntegerAttr):
        return None
    rule = _CMPI.get(pred.value.data)
    t = op.operands[0].type
    width = t.width.data if isinstance(t, IntegerType) else index_width
    if rule is None or width <= 0:
        return None
    signed, compare = rule
    a, b = (wrap(v, width, signed) for v in operands)
    return int(compare(a, b))

def _divisor_is_safe(signed: bool) -> "Callable[[Operation], bool]":
    """A division is speculatable only when its divisor is a constant that cannot make it
    undefined: not zero, and for a signed division not -1 (the least value by -1 overflows)."""

    def safe(op: Operation) -> bool:
        from smem_opt.passes.analysis.op_records import constant_int  # cycle: the package imports this module

        value = constant_int(op.operands[1]) if len(op.operands) > 1 else None
        return value is not None and value != 0 and not (signed and value == -1 or signed and _all_ones(op, value))

    return safe


def _all_ones(op: Operation, value: int) -> bool:
    t = op.operands[1].type
    return isinstance(t, IntegerType) and value == (1 << t.width.data) - 1


def _division(signed: bool) -> OpRecord:
    return replace(PURE, speculatable=_divisor_is_safe(signed), divisor=lambda _op, s=signed: (1, s))


DIVISIONS = {
    **{f"arith.{name}": _division(False) for name in ("divui", "remui", "ceildivui")},
    **{f"arith.{name}": _division(True) for name in ("divsi", "remsi", "ceildivsi", "floordivsi")},
    **{f"index.{name}": _division(False) for name in ("divu", "remu", "ceildivu")},
    **{f"index.{name}": _division(True) for name in ("divs", "rems", "ceildivs", "floordivs")},
}
"""Integer divisions and remainders: undefined for a divisor of zero (and a signed overflow)."""


def _static_basis(op: Operation) -> bool:
    """``affine.delinearize_index`` divides by its basis: speculatable when the basis is all static
    (mlir-opt verifies static elements are positive)."""
    return len(op.operands) == 1


PURE_DIALECTS = frozenset({"arith", "math", "complex", "index"})
"""Dialects whose every op computes on its operands alone (``arith.select`` of memrefs is a view,
listed below)."""

VECTOR_PURE = (
    "broadcast",
    "splat",
    "extract",
    "insert",
    "extractelement",
    "insertelement",
    "extract_strided_slice",
    "insert_strided_slice",
    "shape_cast",
    "transpose",
    "bitcast",
    "shuffle",
    "fma",
    "reduction",
    "multi_reduction",
    "scan",
    "contract",
    "outerproduct",
    "create_mask",
    "interleave",
    "deinterleave",
    "from_elements",
    "to_elements",
)

RECORDS: dict[str, OpRecord] = {
    "arith.constant": CONSTANT,
    "complex.constant": CONSTANT,
    "index.constant": CONSTANT,
    "index.bool.constant": CONSTANT,
    "ub.poison": UNIFORM_SOURCE,
    "arith.select": VIEW,
    "arith.cmpi": replace(PURE, fold=_fold_cmpi),
    "vector.step": UNIFORM_SOURCE,
    "vector.constant_mask": UNIFORM_SOURCE,
    **{f"vector.{name}": PURE for name in VECTOR_PURE},
    "affine.apply": PURE,
    "affine.min": PURE,
    "affine.max": PURE,
    "affine.delinearize_index": replace(PURE, speculatable=_static_basis),
    "affine.linearize_index": PURE,
    "llvm.mlir.constant": CONSTANT,
    "llvm.mlir.undef": UNIFORM_SOURCE,
    "llvm.mlir.poison": UNIFORM_SOURCE,
    "llvm.mlir.zero": UNIFORM_SOURCE,
    "llvm.mlir.addressof": UNIFORM_SOURCE,
    # one atomic read-modify-write through a pointer (numba's error flag): it returns without
    # waiting for any other thread; a thread spinning on one is a loop (``handoffs.waiting_loops``)
    "llvm.cmpxchg": POINTER_ATOMIC,
    "llvm.atomicrmw": POINTER_ATOMIC,
    **DIVISIONS,
}
"""Value computations and constants by name."""

DIALECT_RECORDS: dict[str, OpRecord] = {
    **{name: PURE for name in PURE_DIALECTS},
    "llvm": replace(ESCAPE, handoff=HandOff.WAIT),
}
"""Records that hold for every op of a dialect that ``RECORDS`` does not name."""

__all__ = ["RECORDS", "DIALECT_RECORDS", "PURE_DIALECTS", "CONSTANT"]
