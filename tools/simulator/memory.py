"""Byte-exact memory for the thread-block simulator.

Every buffer the simulated kernel touches lives in a ``Storage``: a flat
``bytearray`` (little-endian, like the GPU). A memref value is a ``MemRef``: a
storage, an aligned pointer (in *bits* from the storage start, so that packed
sub-byte elements such as ``i4`` and ``i1`` address exactly), an element offset,
a shape, element strides and an element codec. Views, subviews, casts,
expand/collapse and reinterpret casts only build new ``MemRef`` objects over the
same storage, so aliases share bytes exactly as on the device.

``SharedStorage`` (workgroup memory, one per allocation or arena per block) also
carries the race detector's shadow state: for the current barrier epoch, per
byte, the first writer, the first reader and a second reader from another thread,
plus which bytes were ever written in this block (uninitialised reads) and which
bytes are the destination of an asynchronous copy still in flight.
"""

from __future__ import annotations

import math
import struct
from typing import Any

from xdsl.dialects.builtin import (
    AnyFloat,
    BFloat16Type,
    Float16Type,
    Float32Type,
    Float64Type,
    IndexType,
    IntegerType,
)
from xdsl.ir import Attribute


class SimError(Exception):
    """The simulated kernel did something undefined (out-of-bounds access, ...)."""

    def __init__(self, message: str, op: Any = None):
        super().__init__(message)
        self.message = message
        self.op = op


# -- scalar rounding ------------------------------------------------------------

_F32 = struct.Struct("<f")
_F16 = struct.Struct("<e")
_U32 = struct.Struct("<I")


def round_f32(x: float) -> float:
    try:
        return _F32.unpack(_F32.pack(x))[0]
    except OverflowError:
        return math.copysign(math.inf, x)


def round_f16(x: float) -> float:
    try:
        return _F16.unpack(_F16.pack(x))[0]
    except OverflowError:
        return math.copysign(math.inf, x)


def bf16_bits(x: float) -> int:
    """The bf16 bit pattern of ``x`` (round to nearest even, NaN kept quiet)."""
    if x != x:
        return 0x7FC0
    bits = _U32.unpack(_F32.pack(round_f32(x)))[0]
    lsb = (bits >> 16) & 1
    bits += 0x7FFF + lsb
    return (bits >> 16) & 0xFFFF


def bf16_value(bits: int) -> float:
    return _F32.unpack(_U32.pack((bits & 0xFFFF) << 16))[0]


def round_bf16(x: float) -> float:
    return bf16_value(bf16_bits(x))


def _identity(x: float) -> float:
    return x


def float_rounder(t: Attribute):
    if isinstance(t, Float32Type):
        return round_f32
    if isinstance(t, Float16Type):
        return round_f16
    if isinstance(t, BFloat16Type):
        return round_bf16
    return _identity


def wrap_int(x: int, width: int) -> int:
    """``x`` as a signed ``width``-bit integer (i1 stays 0/1)."""
    if width == 1:
        return x & 1
    mask = (1 << width) - 1
    x &= mask
    return x - (1 << width) if x >> (width - 1) else x


def int_width(t: Attribute) -> int:
    if isinstance(t, IndexType):
        return 64
    if isinstance(t, IntegerType):
        return t.width.data
    raise SimError(f"not an integer type: {t}")


# -- element codecs -------------------------------------------------------------


class Elem:
    """How one element type is laid out in bytes: width in bits and load/store."""

    __slots__ = ("name", "bits", "nbytes", "is_float", "load", "store", "np_dtype", "amask")

    def __init__(self, name: str, bits: int, is_float: bool, load, store, np_dtype: str):
        self.name = name
        self.bits = bits
        self.nbytes = max(1, bits // 8)
        self.is_float = is_float
        self.load = load
        self.store = store
        self.np_dtype = np_dtype
        # Natural alignment (in bits) that the device requires of an access.
        self.amask = bits - 1 if bits >= 8 else 0


def _struct_codec(fmt: str):
    s = struct.Struct("<" + fmt)
    unpack_from = s.unpack_from
    pack_into = s.pack_into

    def load(data: bytearray, bit: int):
        return unpack_from(data, bit >> 3)[0]

    def store(data: bytearray, bit: int, value) -> None:
        pack_into(data, bit >> 3, value)

    return load, store


def _bf16_codec():
    s = struct.Struct("<H")

    def load(data: bytearray, bit: int) -> float:
        return bf16_value(s.unpack_from(data, bit >> 3)[0])

    def store(data: bytearray, bit: int, value: float) -> None:
        s.pack_into(data, bit >> 3, bf16_bits(value))

    return load, store


def _subbyte_codec(width: int, signed: bool):
    mask = (1 << width) - 1
    sign = 1 << (width - 1)

    def load(data: bytearray, bit: int) -> int:
        v = (data[bit >> 3] >> (bit & 7)) & mask
        if signed and v & sign:
            v -= 1 << width
        return v

    def store(data: bytearray, bit: int, value: int) -> None:
        shift = bit & 7
        i = bit >> 3
        data[i] = (data[i] & ~(mask << shift) & 0xFF) | ((value & mask) << shift)

    return load, store


_ELEMS: dict[str, Elem] = {}


def elem_of(t: Attribute) -> Elem:
    """The codec for element type ``t`` (f16, bf16, f32, f64, i1..i64, index)."""
    key = str(t)
    cached = _ELEMS.get(key)
    if cached is not None:
        return cached
    if isinstance(t, Float32Type):
        e = Elem(key, 32, True, *_struct_codec("f"), "float32")
    elif isinstance(t, Float64Type):
        e = Elem(key, 64, True, *_struct_codec("d"), "float64")
    elif isinstance(t, Float16Type):
        e = Elem(key, 16, True, *_struct_codec("e"), "float16")
    elif isinstance(t, BFloat16Type):
        e = Elem(key, 16, True, *_bf16_codec(), "bfloat16")
    elif isinstance(t, IndexType):
        e = Elem(key, 64, False, *_struct_codec("q"), "int64")
    elif isinstance(t, IntegerType):
        w = t.width.data
        fmts = {8: "b", 16: "h", 32: "i", 64: "q"}
        if w in fmts:
            e = Elem(key, w, False, *_struct_codec(fmts[w]), f"int{w}")
        elif w == 1:
            e = Elem(key, 1, False, *_subbyte_codec(1, False), "bool")
        elif w < 8 and 8 % w == 0:
            e = Elem(key, w, False, *_subbyte_codec(w, True), f"int{w}")
        else:
            raise SimError(f"unsupported element type {t}")
    elif isinstance(t, AnyFloat):
        raise SimError(f"unsupported element type {t}")
    else:
        raise SimError(f"unsupported element type {t}")
    _ELEMS[key] = e
    return e


# -- storages ---------------------------------------------------------------------


class Storage:
    """A flat byte buffer: global memory (a kernel argument) or private memory."""

    shared = False

    def __init__(self, nbytes: int, name: str, space: str):
        self.data = bytearray(nbytes)
        self.size = nbytes
        self.name = name
        self.space = space
        self.written = False


class SharedStorage(Storage):
    """One workgroup allocation (or arena) of one block, with race-detector state."""

    shared = True

    def __init__(self, nbytes: int, name: str, detector, fill: int = 0):
        super().__init__(nbytes, name, "workgroup")
        if fill:
            self.data[:] = bytes([fill]) * nbytes
        self.det = detector
        self.init = bytearray(nbytes)
        self.w: dict[int, tuple] = {}
        self.r: dict[int, tuple] = {}
        self.r2: dict[int, tuple] = {}
        self.pending: dict[int, tuple] = {}
        self.regions: dict[tuple[int, int, str], None] = {}
        self.generation = 0
        detector.storages.append(self)

    def new_epoch(self) -> None:
        if self.w:
            self.w = {}
        if self.r:
            self.r = {}
            self.r2 = {}

    def poison(self) -> None:
        """The allocation was executed again: its contents are undefined."""
        self.init = bytearray(self.size)

    def name_region(self, start_byte: int, end_byte: int, name: str) -> None:
        if name:
            self.regions[(start_byte, end_byte, name)] = None

    def names_at(self, byte: int) -> list[str]:
        names = {n for (s, e, n) in self.regions if s <= byte < e}
        if len(names) > 1:
            names.discard(self.name)
        return sorted(names)

    # The hot paths: called once per element access with the element's bytes.
    def on_read(self, b0: int, n: int, acc: tuple) -> None:
        tid = acc[0]
        end = b0 + n
        w = self.w
        if w:
            for b in range(b0, end):
                e = w.get(b)
                if e is not None and e[0] != tid:
                    self.det.race("write-read", e, acc, self, b)
        pending = self.pending
        if pending:
            for b in range(b0, end):
                p = pending.get(b)
                if p is not None:
                    self.det.race("async-read", p, acc, self, b)
        init = self.init
        if init.find(0, b0, end) >= 0:
            for b in range(b0, end):
                if not init[b]:
                    self.det.uninit(acc, self, b)
        r = self.r
        r2 = self.r2
        for b in range(b0, end):
            if b in r2:
                continue
            e = r.get(b)
            if e is None:
                r[b] = acc
            elif e[0] != tid:
                r2[b] = acc

    def on_write(self, b0: int, n: int, acc: tuple, mark_init: bool = True) -> None:
        tid = acc[0]
        w = self.w
        r = self.r
        init = self.init
        pending = self.pending
        det = self.det
        for b in range(b0, b0 + n):
            e = w.get(b)
            if e is not None and e[0] != tid:
                det.race("write-write", e, acc, self, b)
            e = r.get(b)
            if e is not None:
                if e[0] != tid:
                    det.race("read-write", e, acc, self, b)
                else:
                    e2 = self.r2.get(b)
                    if e2 is not None:
                        det.race("read-write", e2, acc, self, b)
            if pending:
                p = pending.get(b)
                if p is not None:
                    det.race("async-write", p, acc, self, b)
            w[b] = acc
            if mark_init:
                init[b] = 1


# -- memref values ----------------------------------------------------------------


def contiguous_strides(shape: list[int] | tuple[int, ...]) -> list[int]:
    strides = [1] * len(shape)
    acc = 1
    for i in range(len(shape) - 1, -1, -1):
        strides[i] = acc
        acc *= shape[i]
    return strides


class MemRef:
    """A memref value: storage, aligned pointer (bits), offset/shape/strides (elements)."""

    __slots__ = ("st", "ptr", "off", "shape", "strides", "elem", "name")

    def __init__(self, st: Storage, ptr: int, off: int, shape, strides, elem: Elem, name: str):
        self.st = st
        self.ptr = ptr
        self.off = off
        self.shape = tuple(shape)
        self.strides = tuple(strides)
        self.elem = elem
        self.name = name

    def bit_address(self, idx, op) -> int:
        lin = self.off
        for i, d, s in zip(idx, self.shape, self.strides):
            if not 0 <= i < d:
                raise SimError(
                    f"index {list(idx)} out of bounds of memref '{self.name}' with shape "
                    f"{list(self.shape)}",
                    op,
                )
            lin += i * s
        bit = self.ptr + lin * self.elem.bits
        if bit < 0 or bit + self.elem.bits > self.st.size * 8:
            raise SimError(
                f"access to memref '{self.name}' at byte {bit >> 3} is outside its "
                f"{self.st.space} allocation '{self.st.name}' of {self.st.size} bytes",
                op,
            )
        if bit & self.elem.amask:
            raise SimError(
                f"misaligned access: {self.elem.name} element of memref '{self.name}' at "
                f"byte {bit >> 3} of '{self.st.name}' (needs {self.elem.nbytes}-byte alignment)",
                op,
            )
        return bit

    def extent_bytes(self) -> tuple[int, int]:
        """[first byte, end byte) spanned by this memref's elements (empty: (p, p))."""
        if any(d == 0 for d in self.shape):
            start = (self.ptr + self.off * self.elem.bits) >> 3
            return start, start
        lo = hi = self.off
        for d, s in zip(self.shape, self.strides):
            if s >= 0:
                hi += (d - 1) * s
            else:
                lo += (d - 1) * s
        start = (self.ptr + lo * self.elem.bits) >> 3
        end = (self.ptr + (hi + 1) * self.elem.bits + 7) >> 3
        return start, end
