"""Float formats of the lowered code: rounding Python floats to ``f32``, ``f16``, ``bf16`` and
``tf32``, their bit patterns, conversions to integers as LLVM defines them, and the libdevice
functions (``__nv_expf`` and friends) upstream's lowering calls for ``math`` ops.

Every value of a float type is a Python float holding exactly a value of that type: arithmetic
is done in double precision and rounded once to the type (exact for ``+ - * /`` and ``sqrt`` of
``f32``, whose double-rounding error cannot show at 24 bits).
"""

from __future__ import annotations

import math
import struct
from typing import Callable

_F32 = struct.Struct("<f")
_U32 = struct.Struct("<I")
_F16 = struct.Struct("<e")
_U16 = struct.Struct("<H")
_F64 = struct.Struct("<d")
_U64 = struct.Struct("<Q")

INF = float("inf")
NAN = float("nan")
F32_MAX = 3.4028234663852886e38


def r32(x: float) -> float:
    """``x`` rounded to the nearest ``f32`` (overflow gives infinity)."""
    try:
        return _F32.unpack(_F32.pack(x))[0]
    except OverflowError:
        return math.copysign(INF, x) if abs(x) >= F32_MAX * (1 + 2.0**-25) else math.copysign(F32_MAX, x)


def r16(x: float) -> float:
    try:
        return _F16.unpack(_F16.pack(x))[0]
    except OverflowError:
        return math.copysign(INF, x) if abs(x) >= 65520.0 else math.copysign(65504.0, x)


def bf16_bits(x: float) -> int:
    """Round-to-nearest-even ``bf16`` bits of ``x``."""
    bits = f32_bits(r32(x))
    if (bits & 0x7F800000) == 0x7F800000 and bits & 0x7FFFFF:
        return (bits >> 16) | 0x40
    return ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16) & 0xFFFF


def rbf(x: float) -> float:
    return _F32.unpack(_U32.pack(bf16_bits(x) << 16))[0]


def rtf32(x: float) -> float:
    bits = f32_bits(r32(x))
    if (bits & 0x7F800000) == 0x7F800000:
        return r32(x)
    bits = (bits + 0xFFF + ((bits >> 13) & 1)) & 0xFFFFE000
    return _F32.unpack(_U32.pack(bits & 0xFFFFFFFF))[0]


def r64(x: float) -> float:
    return x


ROUND = {"f32": r32, "f16": r16, "bf16": rbf, "f64": r64, "tf32": rtf32}


def f32_bits(x: float) -> int:
    return _U32.unpack(_F32.pack(x))[0]


def float_bits(x: float, kind: str) -> int:
    if kind in ("f32", "tf32"):
        return _U32.unpack(_F32.pack(x))[0]
    if kind == "f16":
        return _U16.unpack(_F16.pack(x))[0]
    if kind == "bf16":
        return bf16_bits(x)
    return _U64.unpack(_F64.pack(x))[0]


def float_from_bits(bits: int, kind: str) -> float:
    if kind in ("f32", "tf32"):
        return _F32.unpack(_U32.pack(bits & 0xFFFFFFFF))[0]
    if kind == "f16":
        return _F16.unpack(_U16.pack(bits & 0xFFFF))[0]
    if kind == "bf16":
        return _F32.unpack(_U32.pack((bits & 0xFFFF) << 16))[0]
    return _F64.unpack(_U64.pack(bits & 0xFFFFFFFFFFFFFFFF))[0]


def fptoi(x: float, width: int, signed: bool) -> int:
    """``fptosi``/``fptoui``: truncation toward zero; out of range or NaN is poison (0 here)."""
    if x != x or x in (INF, -INF):
        return 0
    v = int(x)
    lo, hi = (-(1 << (width - 1)), (1 << (width - 1)) - 1) if signed else (0, (1 << width) - 1)
    if v < lo or v > hi:
        return 0
    return v & ((1 << width) - 1)


def fmax_ieee(a: float, b: float) -> float:
    """``maximum``: NaN if either is NaN; +0 above -0."""
    if a != a or b != b:
        return NAN
    if a == b:
        return a if math.copysign(1, a) > 0 else b
    return a if a > b else b


def fmin_ieee(a: float, b: float) -> float:
    if a != a or b != b:
        return NAN
    if a == b:
        return a if math.copysign(1, a) < 0 else b
    return a if a < b else b


def _ignoring_nan(ieee: Callable[[float, float], float]) -> Callable[[float, float], float]:
    """``maxnum`` / ``minnum`` from ``maximum`` / ``minimum``: the other operand when one is NaN."""

    def num(a: float, b: float) -> float:
        if a != a:
            return b
        if b != b:
            return a
        return ieee(a, b)

    return num


fmaxnum = _ignoring_nan(fmax_ieee)
fminnum = _ignoring_nan(fmin_ieee)


def _safe(fn):
    def wrapped(*args):
        try:
            return fn(*args)
        except (ValueError, ZeroDivisionError):
            return NAN
        except OverflowError:
            return INF

    return wrapped


def _rsqrt(x: float) -> float:
    if x == 0:
        return math.copysign(INF, x)
    if x < 0 or x != x:
        return NAN
    return 1.0 / math.sqrt(x)


def _exp(x: float) -> float:
    try:
        return math.exp(x)
    except OverflowError:
        return INF


def _exp2(x: float) -> float:
    try:
        return 2.0**x
    except OverflowError:
        return INF


def _logarithm(log: Callable[[float], float]) -> Callable[[float], float]:
    """``log`` with IEEE results where ``math`` raises: -inf at 0, NaN below 0 and at NaN."""

    def ieee(x: float) -> float:
        if x == 0:
            return -INF
        if x < 0 or x != x:
            return NAN
        return log(x) if x != INF else INF

    return ieee


_log = _logarithm(math.log)
_log2 = _logarithm(math.log2)


def _tanh(x: float) -> float:
    return math.tanh(x)


def _roundeven(x: float) -> float:
    if x != x or x in (INF, -INF):
        return x
    return float(round(x))


def _round_away(x: float) -> float:
    if x != x or x in (INF, -INF):
        return x
    return math.copysign(math.floor(abs(x) + 0.5), x)


def _trunc(x: float) -> float:
    if x != x or x in (INF, -INF):
        return x
    return float(math.trunc(x))


def _floor(x: float) -> float:
    if x != x or x in (INF, -INF):
        return x
    return float(math.floor(x))


def _ceil(x: float) -> float:
    if x != x or x in (INF, -INF):
        return x
    return float(math.ceil(x))


def _pow(x: float, y: float) -> float:
    try:
        return math.pow(x, y)
    except (ValueError, ZeroDivisionError):
        return NAN
    except OverflowError:
        return INF


UNARY_MATH = {
    "exp": _exp,
    "exp2": _exp2,
    "log": _log,
    "log2": _log2,
    "log10": _safe(math.log10),
    "sqrt": _safe(math.sqrt),
    "rsqrt": _rsqrt,
    "sin": _safe(math.sin),
    "cos": _safe(math.cos),
    "tan": _safe(math.tan),
    "tanh": _tanh,
    "atan": _safe(math.atan),
    "asin": _safe(math.asin),
    "acos": _safe(math.acos),
    "erf": _safe(math.erf),
    "fabs": abs,
    "floor": _floor,
    "ceil": _ceil,
    "trunc": _trunc,
    "round": _round_away,
    "roundeven": _roundeven,
    "rint": _roundeven,
    "nearbyint": _roundeven,
    "expm1": _safe(math.expm1),
    "log1p": _safe(math.log1p),
}
BINARY_MATH = {
    "pow": _pow,
    "powf": _pow,
    "atan2": _safe(math.atan2),
    "fmod": _safe(math.fmod),
    "copysign": math.copysign,
    "fmax": fmaxnum,
    "fmin": fminnum,
}


def libdevice(name: str):
    """(function, arity, float kind of the result) for a libdevice name such as ``__nv_expf``,
    or None when it is not one this module knows."""
    if not name.startswith("__nv_"):
        return None
    base = name[len("__nv_") :]
    kind = "f64"
    if base.endswith("f") and (base[:-1] in UNARY_MATH or base[:-1] in BINARY_MATH or base[:-1] in ("fma",)):
        base, kind = base[:-1], "f32"
    if base == "fma":
        return (lambda a, b, c: a * b + c), 3, kind
    if base in UNARY_MATH:
        return UNARY_MATH[base], 1, kind
    if base in BINARY_MATH:
        return BINARY_MATH[base], 2, kind
    return None
