"""Helpers the generated code calls: what one Python expression cannot say (signed division,
bit casts, aggregates, masked and byte-wise memory ops, atomics, clocks, the step limit).

``NAMESPACE`` is the set of names every compiled module starts with.
"""

from __future__ import annotations

import math
import struct
from collections.abc import Callable
from typing import Any

from smem_opt.tools.check import floats
from smem_opt.tools.check.attrs import Array, Float, Int, Ptr, Struct, Type, Vec
from smem_opt.tools.check.codecs import Codec
from smem_opt.tools.check.errors import KernelFault
from smem_opt.tools.check.memory import Memory, Thread

# -- control ---------------------------------------------------------------------------------


def raise_step_limit(T: Thread, n: int) -> None:
    raise KernelFault("step-limit", -1, f"thread {T.tid} ran more than {n} ops (an endless loop?)")


def trap(site: int, what: str) -> None:
    raise KernelFault("trap", site, what)


SLOT_OVERFLOW = "reference-slot"
"""The fault of a reference whose run-time-sized buffer outgrew the slot the check gave it."""


def slot_overflow(site: int, what: str) -> None:
    raise KernelFault(SLOT_OVERFLOW, site, what)


# -- integers --------------------------------------------------------------------------------


def poison(site: int, what: str) -> int:
    """An op whose result is poison in LLVM (a shift past the width): the program is undefined
    from here, like a division by zero."""
    raise KernelFault("division", site, what)


def sdiv(a: int, b: int, w: int, site: int) -> int:
    s = 1 << (w - 1)
    a, b = (a ^ s) - s, (b ^ s) - s
    if b == 0:
        raise KernelFault("division", site, "integer division by zero")
    if b == -1 and a == -s:
        raise KernelFault("division", site, f"signed division overflows (the least i{w} by -1)")
    q = abs(a) // abs(b)
    if (a < 0) != (b < 0):
        q = -q
    return q & ((1 << w) - 1)


def srem(a: int, b: int, w: int, site: int) -> int:
    s = 1 << (w - 1)
    a, b = (a ^ s) - s, (b ^ s) - s
    if b == 0:
        raise KernelFault("division", site, "integer division by zero")
    if b == -1 and a == -s:
        raise KernelFault("division", site, f"signed remainder overflows (the least i{w} by -1)")
    r = abs(a) % abs(b)
    if a < 0:
        r = -r
    return r & ((1 << w) - 1)


def udiv(a: int, b: int, site: int) -> int:
    if b == 0:
        raise KernelFault("division", site, "integer division by zero")
    return a // b


def urem(a: int, b: int, site: int) -> int:
    if b == 0:
        raise KernelFault("division", site, "integer division by zero")
    return a % b


def ctlz(x: int, w: int) -> int:
    return w - x.bit_length()


def cttz(x: int, w: int) -> int:
    if x == 0:
        return w
    return (x & -x).bit_length() - 1


def ctpop(x: int) -> int:
    return bin(x).count("1")


def bitreverse(x: int, w: int) -> int:
    return int(format(x, f"0{w}b")[::-1], 2)


def bswap(x: int, w: int) -> int:
    return int.from_bytes(x.to_bytes(w // 8, "little"), "big")


def fshl(a: int, b: int, c: int, w: int) -> int:
    c %= w
    return ((a << c) | (b >> (w - c))) & ((1 << w) - 1) if c else a


def fshr(a: int, b: int, c: int, w: int) -> int:
    c %= w
    return ((a << (w - c)) | (b >> c)) & ((1 << w) - 1) if c else b


# -- floats ----------------------------------------------------------------------------------


def fdiv(a: float, b: float) -> float:
    try:
        return a / b
    except ZeroDivisionError:
        if a != a or a == 0:
            return floats.NAN
        neg = (a < 0) != (math.copysign(1.0, b) < 0)
        return -floats.INF if neg else floats.INF


def frem(a: float, b: float) -> float:
    try:
        return math.fmod(a, b)
    except (ValueError, ZeroDivisionError):
        return floats.NAN


# -- bit casts and aggregates --------------------------------------------------------------


def _to_bits(value: Any, t: Type) -> int:
    if isinstance(t, Int):
        return value
    if isinstance(t, Ptr):
        return value
    if isinstance(t, Float):
        return floats.float_bits(value, t.kind)
    if isinstance(t, Vec):
        w = _width(t.elem)
        bits = 0
        for k, x in enumerate(value):
            bits |= _to_bits(x, t.elem) << (k * w)
        return bits
    raise KernelFault("bitcast", -1, f"bitcast of {t}")


def _from_bits(bits: int, t: Type) -> Any:
    if isinstance(t, Int):
        return bits & ((1 << t.width) - 1)
    if isinstance(t, Ptr):
        return bits & ((1 << 64) - 1)
    if isinstance(t, Float):
        return floats.float_from_bits(bits, t.kind)
    if isinstance(t, Vec):
        w = _width(t.elem)
        return tuple(_from_bits((bits >> (k * w)) & ((1 << w) - 1), t.elem) for k in range(t.count))
    raise KernelFault("bitcast", -1, f"bitcast to {t}")


def _width(t: Type) -> int:
    if isinstance(t, Int):
        return t.width
    if isinstance(t, Float):
        return {"f16": 16, "bf16": 16, "f32": 32, "tf32": 32, "f64": 64}[t.kind]
    if isinstance(t, Ptr):
        return 64
    if isinstance(t, Vec):
        return t.count * _width(t.elem)
    raise KernelFault("bitcast", -1, f"no bit width for {t}")


def bitcast(value: Any, src: Type, dst: Type) -> Any:
    return _from_bits(_to_bits(value, src), dst)


def insv(agg: tuple, pos: tuple, value: Any) -> tuple:
    k = pos[0]
    inner = value if len(pos) == 1 else insv(agg[k], pos[1:], value)
    return agg[:k] + (inner,) + agg[k + 1 :]


def zero_of(t: Type) -> Any:
    if isinstance(t, (Int, Ptr)):
        return 0
    if isinstance(t, Float):
        return 0.0
    if isinstance(t, Vec):
        return (zero_of(t.elem),) * t.count
    if isinstance(t, Struct):
        return tuple(zero_of(f) for f in t.fields)
    if isinstance(t, Array):
        return (zero_of(t.elem),) * t.count
    return 0


# -- memory helpers ------------------------------------------------------------------------


def masked_load(M: Memory, T: Thread, ptr: int, mask: tuple, passthru: tuple, C: Codec, esize: int,
                align: int, site: int) -> tuple:
    out = list(passthru)
    for k, on in enumerate(mask):
        if on:
            out[k] = M.ld(T, ptr + k * esize, C, align if k == 0 else 1, site)
    return tuple(out)


def masked_store(M: Memory, T: Thread, value: tuple, ptr: int, mask: tuple, C: Codec, esize: int,
                 align: int, site: int) -> None:
    for k, on in enumerate(mask):
        if on:
            M.st(T, ptr + k * esize, C, align if k == 0 else 1, site, value[k])


def memcpy(M: Memory, T: Thread, dst: int, src: int, n: int, site: int) -> None:
    if n:
        M.write_bytes(T, dst, M.read_bytes(T, src, n, site), site)


def memset(M: Memory, T: Thread, dst: int, byte: int, n: int, site: int) -> None:
    if n:
        M.write_bytes(T, dst, bytes([byte & 0xFF]) * n, site)


def assume_align(M: Memory, T: Thread, ptr: int, align: int, site: int) -> None:
    if align and ptr % align:
        M.fault("assume", site, f"the pointer is assumed {align}-byte aligned but is {M.describe(ptr)}", T.tid)


def assume(M: Memory, T: Thread, cond: int, site: int) -> None:
    if not cond:
        M.fault("assume", site, "an llvm.intr.assume condition is false", T.tid)


def clock(T: Thread) -> int:
    """A clock that each warp reads at its own pace (warps start apart; time goes on per read)."""
    T.clock_reads += 1
    return (T.clock_base + 37 * T.clock_reads + T.n) & 0xFFFFFFFF


def clock64(T: Thread) -> int:
    T.clock_reads += 1
    return (T.clock_base * 1000 + 37 * T.clock_reads + T.n) & ((1 << 64) - 1)


# -- atomics -------------------------------------------------------------------------------


def atomic_fn(bin_op: int, t: Type):
    """The update of ``atomicrmw`` with LLVM's ``AtomicBinOp`` number ``bin_op``."""
    if isinstance(t, Float):
        r = floats.ROUND[t.kind]
        table = {
            0: lambda o, v: v,
            11: lambda o, v: r(o + v),
            12: lambda o, v: r(o - v),
            13: floats.fmaxnum,
            14: floats.fminnum,
            19: floats.fmax_ieee,
            20: floats.fmin_ieee,
        }
        return table.get(bin_op)
    w = t.width if isinstance(t, Int) else 64
    m = (1 << w) - 1
    s = 1 << (w - 1)

    def sx(x: int) -> int:
        return (x ^ s) - s

    integer_table: dict[int, Callable[[int, int], int]] = {
        0: lambda o, v: v,
        1: lambda o, v: (o + v) & m,
        2: lambda o, v: (o - v) & m,
        3: lambda o, v: o & v,
        4: lambda o, v: ~(o & v) & m,
        5: lambda o, v: o | v,
        6: lambda o, v: o ^ v,
        7: lambda o, v: o if sx(o) >= sx(v) else v,
        8: lambda o, v: o if sx(o) <= sx(v) else v,
        9: lambda o, v: max(o, v),
        10: lambda o, v: min(o, v),
        15: lambda o, v: 0 if o >= v else o + 1,
        16: lambda o, v: v if o == 0 or o > v else o - 1,
        17: lambda o, v: o - v if o >= v else o,
        18: lambda o, v: o - v if o >= v else 0,
    }
    return integer_table.get(bin_op)


def cmpxchg(M: Memory, T: Thread, ptr: int, C: Codec, site: int, expected: Any, new: Any) -> tuple:
    old = M.rmw(T, ptr, C, site, lambda o: new if o == expected else None)
    return (old, 1 if old == expected else 0)


def vreduce(kind: str, values: tuple, t: Type, start: Any = None) -> Any:
    if isinstance(t, Float):
        r = floats.ROUND[t.kind]
        acc = start
        for x in values:
            if acc is None:
                acc = x
            elif kind == "fadd":
                acc = r(acc + x)
            elif kind == "fmul":
                acc = r(acc * x)
            elif kind in ("fmax", "fmaximum"):
                acc = floats.fmaxnum(acc, x) if kind == "fmax" else floats.fmax_ieee(acc, x)
            elif kind in ("fmin", "fminimum"):
                acc = floats.fminnum(acc, x) if kind == "fmin" else floats.fmin_ieee(acc, x)
        return acc
    w = t.width if isinstance(t, Int) else 64
    m = (1 << w) - 1
    s = 1 << (w - 1)
    acc = values[0]
    for x in values[1:]:
        if kind == "add":
            acc = (acc + x) & m
        elif kind == "mul":
            acc = (acc * x) & m
        elif kind == "and":
            acc &= x
        elif kind == "or":
            acc |= x
        elif kind == "xor":
            acc ^= x
        elif kind == "smax":
            acc = acc if (acc ^ s) - s >= (x ^ s) - s else x
        elif kind == "smin":
            acc = acc if (acc ^ s) - s <= (x ^ s) - s else x
        elif kind == "umax":
            acc = max(acc, x)
        elif kind == "umin":
            acc = min(acc, x)
    return acc


NAMESPACE: dict[str, Any] = {
    "raise_step_limit": raise_step_limit,
    "trap": trap,
    "slot_overflow": slot_overflow,
    "sdiv": sdiv,
    "poison": poison,
    "srem": srem,
    "udiv": udiv,
    "urem": urem,
    "ctlz": ctlz,
    "cttz": cttz,
    "ctpop": ctpop,
    "bitreverse": bitreverse,
    "bswap": bswap,
    "fshl": fshl,
    "fshr": fshr,
    "fdiv": fdiv,
    "frem": frem,
    "bitcast": bitcast,
    "insv": insv,
    "masked_load": masked_load,
    "masked_store": masked_store,
    "memcpy": memcpy,
    "memset": memset,
    "assume_align": assume_align,
    "assume": assume,
    "clock": clock,
    "clock64": clock64,
    "cmpxchg": cmpxchg,
    "vreduce": vreduce,
    "r32": floats.r32,
    "r16": floats.r16,
    "rbf": floats.rbf,
    "rtf32": floats.rtf32,
    "fptoi": floats.fptoi,
    "fmax_ieee": floats.fmax_ieee,
    "fmin_ieee": floats.fmin_ieee,
    "fmaxnum": floats.fmaxnum,
    "fminnum": floats.fminnum,
    "struct": struct,
}
