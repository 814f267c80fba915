"""Scalar semantics of ``arith`` and ``math`` ops on Python values.

Integers are Python ints normalised to their width (signed; ``i1`` is 0/1), floats
are Python floats rounded to their type by the caller. Division by zero, NaN and
infinities follow what the device computes where it is defined, and give some
value (never an exception) where the op is undefined or poison.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any, Callable

from xdsl.ir import Attribute

from smem_opt.smem_dialect.types import element_bits
from smem_opt.tools.simulator.memory import elem_of, wrap_int


def _div_trunc(x: int, y: int) -> int:
    q = abs(x) // abs(y)
    return q if (x < 0) == (y < 0) else -q


def _safe_div(x: float, y: float) -> float:
    try:
        return x / y
    except ZeroDivisionError:
        if x != x or x == 0.0:
            return math.nan
        return math.copysign(math.inf, x) * math.copysign(1.0, y)


def _fmod(x: float, y: float) -> float:
    try:
        return math.fmod(x, y)
    except ValueError:
        return math.nan


def _maximumf(x: float, y: float) -> float:
    if x != x or y != y:
        return math.nan
    if x == y == 0.0:
        return 0.0 if (math.copysign(1, x) > 0 or math.copysign(1, y) > 0) else -0.0
    return x if x > y else y


def _minimumf(x: float, y: float) -> float:
    if x != x or y != y:
        return math.nan
    if x == y == 0.0:
        return -0.0 if (math.copysign(1, x) < 0 or math.copysign(1, y) < 0) else 0.0
    return x if x < y else y


def _maxnumf(x: float, y: float) -> float:
    if x != x:
        return y
    if y != y:
        return x
    return _maximumf(x, y)


def _minnumf(x: float, y: float) -> float:
    if x != x:
        return y
    if y != y:
        return x
    return _minimumf(x, y)


def _powf(x: float, y: float) -> float:
    try:
        return math.pow(x, y)
    except ValueError:
        return math.nan
    except OverflowError:
        return math.inf


def _guard(f: Callable[[float], float], on_overflow: float = math.inf) -> Callable[[float], float]:
    def g(x: float) -> float:
        try:
            return f(x)
        except OverflowError:
            return on_overflow
        except ValueError:
            return math.nan

    return g


def _log(f: Callable[[float], float]) -> Callable[[float], float]:
    def g(x: float) -> float:
        if x == 0.0:
            return -math.inf
        if x < 0.0 or x != x:
            return math.nan
        if x == math.inf:
            return math.inf
        return f(x)

    return g


def _sqrt(x: float) -> float:
    if x < 0.0:
        return math.nan
    return math.sqrt(x) if x == x else x


def _rsqrt(x: float) -> float:
    if x == 0.0:
        return math.copysign(math.inf, x)
    s = _sqrt(x)
    return 1.0 / s if s == s and s != math.inf else (0.0 if s == math.inf else math.nan)


def _exp(x: float) -> float:
    try:
        return math.exp(x)
    except OverflowError:
        return math.inf


def _int_float(f: Callable[[float], float]) -> Callable[[float], float]:
    def g(x: float) -> float:
        if x != x or x in (math.inf, -math.inf):
            return x
        return float(f(x))

    return g


def _roundeven(x: float) -> float:
    if x != x or x in (math.inf, -math.inf):
        return x
    return math.copysign(float(round(x)), x)


def _round_away(x: float) -> float:
    if x != x or x in (math.inf, -math.inf):
        return x
    return math.copysign(math.floor(abs(x) + 0.5), x)


FLOAT_UNARY: dict[str, Callable[[float], float]] = {
    "math.exp": _exp,
    "math.exp2": _guard(lambda x: 2.0**x),
    "math.expm1": _guard(math.expm1),
    "math.log": _log(math.log),
    "math.log2": _log(math.log2),
    "math.log10": _log(math.log10),
    "math.log1p": lambda x: _log(math.log)(1.0 + x) if x > -1 or x != x else (-math.inf if x == -1 else math.nan),
    "math.sqrt": _sqrt,
    "math.rsqrt": _rsqrt,
    "math.cbrt": lambda x: math.copysign(abs(x) ** (1.0 / 3.0), x),
    "math.tanh": math.tanh,
    "math.sin": _guard(math.sin, math.nan),
    "math.cos": _guard(math.cos, math.nan),
    "math.tan": _guard(math.tan, math.nan),
    "math.sinh": _guard(math.sinh),
    "math.cosh": _guard(math.cosh),
    "math.asin": _guard(math.asin, math.nan),
    "math.acos": _guard(math.acos, math.nan),
    "math.atan": math.atan,
    "math.asinh": math.asinh,
    "math.acosh": _guard(math.acosh, math.nan),
    "math.atanh": _guard(math.atanh, math.nan),
    "math.erf": math.erf,
    "math.absf": abs,
    "math.floor": _int_float(math.floor),
    "math.ceil": _int_float(math.ceil),
    "math.trunc": _int_float(math.trunc),
    "math.round": _round_away,
    "math.roundeven": _roundeven,
    "arith.negf": lambda x: -x,
}

FLOAT_BINARY: dict[str, Callable[[float, float], float]] = {
    "arith.addf": lambda x, y: x + y,
    "arith.subf": lambda x, y: x - y,
    "arith.mulf": lambda x, y: x * y,
    "arith.divf": _safe_div,
    "arith.remf": _fmod,
    "arith.maximumf": _maximumf,
    "arith.minimumf": _minimumf,
    "arith.maxnumf": _maxnumf,
    "arith.minnumf": _minnumf,
    "arith.maxf": _maximumf,
    "arith.minf": _minimumf,
    "math.powf": _powf,
    "math.atan2": math.atan2,
    "math.copysign": math.copysign,
}

CMPF = (
    lambda x, y: False,  # false
    lambda x, y: x == y,  # oeq
    lambda x, y: x > y,  # ogt
    lambda x, y: x >= y,  # oge
    lambda x, y: x < y,  # olt
    lambda x, y: x <= y,  # ole
    lambda x, y: x == x and y == y and x != y,  # one
    lambda x, y: x == x and y == y,  # ord
    lambda x, y: x != x or y != y or x == y,  # ueq
    lambda x, y: not (x <= y),  # ugt
    lambda x, y: not (x < y),  # uge
    lambda x, y: not (x >= y),  # ult
    lambda x, y: not (x > y),  # ule
    lambda x, y: x != y,  # une
    lambda x, y: x != x or y != y,  # uno
    lambda x, y: True,  # true
)


def signed_fn(w: int) -> Callable[[int], int]:
    return (lambda x: -x) if w == 1 else (lambda x: x)


def int_binary_fn(name: str, w: int) -> Callable[[int, int], int] | None:
    mask = (1 << w) - 1
    s = signed_fn(w)

    def u(x: int) -> int:
        return x & mask

    def divsi(x: int, y: int) -> int:
        x, y = s(x), s(y)
        return _div_trunc(x, y) if y else 0

    def remsi(x: int, y: int) -> int:
        x, y = s(x), s(y)
        return x - _div_trunc(x, y) * y if y else 0

    def ceildivsi(x: int, y: int) -> int:
        x, y = s(x), s(y)
        return -((-x) // y) if y else 0

    def floordivsi(x: int, y: int) -> int:
        x, y = s(x), s(y)
        return x // y if y else 0

    def shift_ok(y: int) -> bool:
        return 0 <= u(y) < w

    table: dict[str, Callable[[int, int], int]] = {
        "arith.addi": lambda x, y: x + y,
        "arith.subi": lambda x, y: x - y,
        "arith.muli": lambda x, y: x * y,
        "arith.andi": lambda x, y: x & y,
        "arith.ori": lambda x, y: x | y,
        "arith.xori": lambda x, y: x ^ y,
        "arith.divsi": divsi,
        "arith.remsi": remsi,
        "arith.ceildivsi": ceildivsi,
        "arith.floordivsi": floordivsi,
        "arith.divui": lambda x, y: u(x) // u(y) if u(y) else 0,
        "arith.remui": lambda x, y: u(x) % u(y) if u(y) else 0,
        "arith.ceildivui": lambda x, y: -((-u(x)) // u(y)) if u(y) else 0,
        "arith.shli": lambda x, y: (x << u(y)) if shift_ok(y) else 0,
        "arith.shrsi": lambda x, y: (s(x) >> u(y)) if shift_ok(y) else 0,
        "arith.shrui": lambda x, y: (u(x) >> u(y)) if shift_ok(y) else 0,
        "arith.maxsi": lambda x, y: x if s(x) >= s(y) else y,
        "arith.minsi": lambda x, y: x if s(x) <= s(y) else y,
        "arith.maxui": lambda x, y: x if u(x) >= u(y) else y,
        "arith.minui": lambda x, y: x if u(x) <= u(y) else y,
    }
    return table.get(name)


def cmpi_fn(pred: int, w: int) -> Callable[[int, int], bool]:
    mask = (1 << w) - 1
    s = signed_fn(w)
    table = (
        lambda x, y: x == y,
        lambda x, y: x != y,
        lambda x, y: s(x) < s(y),
        lambda x, y: s(x) <= s(y),
        lambda x, y: s(x) > s(y),
        lambda x, y: s(x) >= s(y),
        lambda x, y: (x & mask) < (y & mask),
        lambda x, y: (x & mask) <= (y & mask),
        lambda x, y: (x & mask) > (y & mask),
        lambda x, y: (x & mask) >= (y & mask),
    )
    return table[pred]


def fma(a: float, b: float, c: float) -> float:
    if any(v != v or v in (math.inf, -math.inf) for v in (a, b, c)):
        return a * b + c
    return float(Fraction(a) * Fraction(b) + Fraction(c))


def fp_to_int(x: float, w: int) -> int:
    if x != x or x in (math.inf, -math.inf):
        return 0  # poison on the device; any value will do
    v = int(x)
    return wrap_int(v, w)


def to_bits(value: Any, t: Attribute) -> int:
    """Raw bits of a scalar of type ``t`` (for arith.bitcast)."""
    e = elem_of(t)
    buf = bytearray(max(8, e.nbytes))
    e.store(buf, 0, value)
    return int.from_bytes(buf, "little") & ((1 << (element_bits(t) or 0)) - 1)


def from_bits(bits: int, t: Attribute) -> Any:
    e = elem_of(t)
    buf = bytearray(bits.to_bytes(max(8, e.nbytes), "little"))
    return e.load(buf, 0)
