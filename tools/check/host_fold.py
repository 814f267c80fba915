"""What the host computes from constants, folded the way ``arith`` defines it.

A launch's sizes, dynamic shared memory and scalar arguments are often computed on the host
(``arith.muli %c8, %c128``, an ``index_cast``, a ``select`` on a comparison of constants). The
check runs the launch with those values, so it folds them here, from upstream's definitions of the
ops: two's-complement integers of their type's width (``index`` is 64 bits), signed and unsigned
division rounding toward zero (``floordivsi`` / ``ceildivsi`` as named), and no value at all where
the op is undefined (division by zero, a shift past the width, the most negative value divided by
-1). ``fold_constants(ops)`` gives each value of ``ops`` (in order, defined before use) that is a
constant or computed from constants alone; whatever else is not known and is left out, so that the
caller says what it assumed instead.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from smem_opt.tools.check import attrs as A
from smem_opt.tools.check.mlir_text import Op


def width(type_text: str) -> int | None:
    """Bits of an integer type (``index``: 64); None for any other type."""
    t = type_text.strip()
    if t == "index":
        return 64
    if t.startswith("i") and t[1:].isdigit():
        return int(t[1:])
    return None


def _signed(value: int, bits: int) -> int:
    value &= (1 << bits) - 1
    return value - (1 << bits) if value >> (bits - 1) else value


def _unsigned(value: int, bits: int) -> int:
    return value & ((1 << bits) - 1)


def _div(a: int, b: int) -> int | None:
    if b == 0:
        return None
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def _floordiv(a: int, b: int) -> int | None:
    return None if b == 0 else a // b


def _ceildiv(a: int, b: int) -> int | None:
    return None if b == 0 else -((-a) // b)


def _rem(a: int, b: int) -> int | None:
    q = _div(a, b)
    return None if q is None else a - q * b


_PREDICATES: dict[int, Callable[[int, int, int], bool]] = {
    0: lambda a, b, w: a == b,
    1: lambda a, b, w: a != b,
    2: lambda a, b, w: a < b,
    3: lambda a, b, w: a <= b,
    4: lambda a, b, w: a > b,
    5: lambda a, b, w: a >= b,
    6: lambda a, b, w: _unsigned(a, w) < _unsigned(b, w),
    7: lambda a, b, w: _unsigned(a, w) <= _unsigned(b, w),
    8: lambda a, b, w: _unsigned(a, w) > _unsigned(b, w),
    9: lambda a, b, w: _unsigned(a, w) >= _unsigned(b, w),
}

_SIGNED: dict[str, Callable[[int, int], int | None]] = {
    "addi": lambda a, b: a + b,
    "subi": lambda a, b: a - b,
    "muli": lambda a, b: a * b,
    "andi": lambda a, b: a & b,
    "ori": lambda a, b: a | b,
    "xori": lambda a, b: a ^ b,
    "maxsi": max,
    "minsi": min,
    "divsi": _div,
    "remsi": _rem,
    "floordivsi": _floordiv,
    "ceildivsi": _ceildiv,
}
_UNSIGNED: dict[str, Callable[[int, int], int | None]] = {
    "divui": _floordiv,
    "remui": lambda a, b: None if b == 0 else a % b,
    "ceildivui": _ceildiv,
    "maxui": max,
    "minui": min,
}


def _shift(name: str, a: int, b: int, bits: int) -> int | None:
    if not 0 <= _unsigned(b, bits) < bits:
        return None
    if name == "shli":
        return a << b
    if name == "shrui":
        return _unsigned(a, bits) >> b
    return a >> b


def _fold(op: Op, known: dict[str, int]) -> int | None:
    kind = op.name.split(".", 1)[1] if op.name.startswith("arith.") else None
    if op.name in ("arith.constant", "llvm.mlir.constant"):
        return A.int_value(op.attr("value"))
    if kind is None or not op.result_types or any(v not in known for v in op.operands):
        return None
    bits = width(op.result_types[0])
    if bits is None:
        return None
    in_bits = width(op.operand_types[0]) if op.operand_types else None
    # each operand as a signed value of its own width (an i1 is kept as 0 or 1: true is -1 here)
    widths = [width(t) for t in op.operand_types] if len(op.operand_types) == len(op.operands) else []
    args = [_signed(known[v], w) if w else known[v] for v, w in zip(op.operands, widths or [None] * len(op.operands))]
    if kind in _SIGNED and len(args) == 2:
        if kind in ("divsi", "remsi", "floordivsi", "ceildivsi") and args[1] == -1 and \
                args[0] == -(1 << (bits - 1)):
            return None  # the most negative value divided by -1: undefined
        return _SIGNED[kind](args[0], args[1])
    if kind in _UNSIGNED and len(args) == 2:
        return _UNSIGNED[kind](_unsigned(args[0], bits), _unsigned(args[1], bits))
    if kind in ("shli", "shrui", "shrsi") and len(args) == 2:
        return _shift(kind, args[0], args[1], bits)
    if kind == "cmpi" and len(args) == 2 and in_bits is not None:
        predicate = A.int_value(op.attr("predicate"))
        test = _PREDICATES.get(predicate) if predicate is not None else None
        return None if test is None else int(test(args[0], args[1], in_bits))
    if kind == "select" and len(args) == 3:
        return args[1] if args[0] & 1 else args[2]
    if kind in ("index_cast", "extsi", "trunci", "index_castui", "extui") and len(args) == 1 and in_bits:
        return _unsigned(args[0], in_bits) if kind in ("index_castui", "extui") else args[0]
    return None


def fold_constants(ops: Iterable[Op], known: dict[str, int] | None = None) -> dict[str, int]:
    """Every single result of ``ops`` known from constants alone (see the module docstring),
    added to ``known``: signed values of the result's width (``i1`` as 0 or 1)."""
    found = dict(known or {})
    for op in ops:
        if len(op.results) != 1:
            continue
        bits = width(op.result_types[0]) if op.result_types else None
        value = _fold(op, found) if bits is not None else None
        if value is None or bits is None:
            continue
        value = value & 1 if bits == 1 else _signed(value, bits)
        found[op.results[0]] = value
    return found


__all__ = ["fold_constants", "width"]
