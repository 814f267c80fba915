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

from xdsl.dialects.builtin import IndexType, IntegerAttr, IntegerType
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



def _width_of(t: Attribute, index_width: int) -> int | None:
    if isinstance(t, IntegerType):
        return t.width.data
    return index_width if isinstance(t, IndexType) else None


def _result_width(op: Operation, index_width: int) -> int | None:
    return _width_of(op.results[0].type, index_width) if len(op.results) == 1 else None


def _overflow_flags(op: Operation) -> frozenset[str]:
    attr = op_attr(op, "overflowFlags")
    data = getattr(attr, "data", None)
    return frozenset(str(getattr(f, "value", f)) for f in data) if isinstance(data, (set, frozenset, tuple)) else frozenset()


def _fold_binary(compute: Callable[[int, int], int]) -> Callable[[Operation, Sequence[int], int], int | None]:
    """Integer addition, subtraction, multiplication or a bitwise op at the result's width; None
    where an overflow flag the op carries makes the result poison (``nsw``: the signed result does
    not fit; ``nuw``: the unsigned one does not)."""

    def fold(op: Operation, operands: Sequence[int], index_width: int) -> int | None:
        w = _result_width(op, index_width)
        if w is None or len(operands) != 2:
            return None
        flags = _overflow_flags(op)
        for flag, signed in (("nsw", True), ("nuw", False)):
            if flag in flags:
                exact = compute(*(wrap(v, w, signed) for v in operands))
                if exact != wrap(exact, w, signed):
                    return None
        return wrap(compute(*operands), w, True)

    return fold


def _quotient(a: int, b: int) -> int:
    """Division rounding toward zero (``arith.divsi``)."""
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def _fold_division(signed: bool, remainder: bool) -> Callable[[Operation, Sequence[int], int], int | None]:
    """``divui``/``divsi``/``remui``/``remsi``; None where the op is undefined (a divisor of zero,
    the least signed value by -1)."""

    def fold(op: Operation, operands: Sequence[int], index_width: int) -> int | None:
        w = _result_width(op, index_width)
        if w is None or len(operands) != 2:
            return None
        a, b = (wrap(v, w, signed) for v in operands)
        if b == 0 or (signed and b == -1 and a == -(1 << (w - 1))):
            return None
        q = _quotient(a, b) if signed else a // b
        return wrap(a - b * q if remainder else q, w, True)

    return fold


def _fold_cast(source_signed: bool) -> Callable[[Operation, Sequence[int], int], int | None]:
    """An integer cast (extension, truncation, ``index_cast``): the operand read at its own width,
    signed or not, then cut to the result's width. A truncation with overflow flags is left
    unknown where it changes the value."""

    def fold(op: Operation, operands: Sequence[int], index_width: int) -> int | None:
        w = _result_width(op, index_width)
        w_in = _width_of(op.operands[0].type, index_width) if op.operands else None
        if w is None or w_in is None or len(operands) != 1:
            return None
        value = wrap(operands[0], w_in, source_signed)
        if _overflow_flags(op) and wrap(value, w, source_signed) != value:
            return None
        return wrap(value, w, True)

    return fold


def _fold_select(op: Operation, operands: Sequence[int], _index_width: int) -> int | None:
    """``arith.select`` of integers: the second operand when the condition's low bit is set."""
    if len(operands) != 3 or not isinstance(op.operands[0].type, IntegerType):
        return None
    return operands[1] if operands[0] % 2 else operands[2]


FOLDS: dict[str, Callable[[Operation, Sequence[int], int], int | None]] = {
    "arith.addi": _fold_binary(lambda a, b: a + b),
    "arith.subi": _fold_binary(lambda a, b: a - b),
    "arith.muli": _fold_binary(lambda a, b: a * b),
    "arith.andi": _fold_binary(lambda a, b: a & b),
    "arith.ori": _fold_binary(lambda a, b: a | b),
    "arith.xori": _fold_binary(lambda a, b: a ^ b),
    "arith.extui": _fold_cast(False),
    "arith.extsi": _fold_cast(True),
    "arith.trunci": _fold_cast(True),
    "arith.index_cast": _fold_cast(True),
    "arith.index_castui": _fold_cast(False),
}
"""Integer computations a branch test may be decided through (``edge_target``), by name; every
value is kept as a signed integer of its type's width, as xDSL reads constants."""


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


def _division(signed: bool, fold=None) -> OpRecord:
    def divisor(_op: Operation) -> tuple[int, bool]:
        return (1, signed)

    return replace(PURE, speculatable=_divisor_is_safe(signed), divisor=divisor, fold=fold)


DIVISIONS = {
    **{f"arith.{name}": _division(False) for name in ("ceildivui",)},
    **{f"arith.{name}": _division(True) for name in ("ceildivsi", "floordivsi")},
    "arith.divui": _division(False, _fold_division(False, False)),
    "arith.remui": _division(False, _fold_division(False, True)),
    "arith.divsi": _division(True, _fold_division(True, False)),
    "arith.remsi": _division(True, _fold_division(True, True)),
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
    "arith.select": replace(VIEW, fold=_fold_select),
    "arith.cmpi": replace(PURE, fold=_fold_cmpi),
    **{name: replace(PURE, fold=fold) for name, fold in FOLDS.items()},
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
