"""How values of the lowered code's types sit in memory: ``codec_for(type)`` gives the byte count
and the (un)packing of a load or store of that type (little-endian, ``i1`` one byte, ``bf16`` as
its 16 bits, vectors lane after lane, structs and arrays at LLVM's field offsets).
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from typing import Any, Callable

from smem_opt.tools.check import floats
from smem_opt.tools.check.attrs import Array, Float, Int, Ptr, Struct, Type, Vec, align_of, size_of, store_size
from smem_opt.tools.check.errors import CannotRun


@dataclass
class Codec:
    """How one type sits in memory: its byte count and (un)packing."""

    n: int
    unpack: Callable[[Any, int], tuple]
    pack_into: Callable[..., None]
    decode: Callable[[tuple], Any]
    encode: Callable[[Any], tuple]
    zero: Any


def _first(t: tuple) -> Any:
    return t[0]


def _ident(t: Any) -> Any:
    return t


def _one(v: Any) -> tuple:
    return (v,)


_INT_FMT = {1: "B", 2: "H", 4: "I", 8: "Q"}
_FLOAT_FMT = {"f32": "f", "tf32": "f", "f64": "d", "f16": "e"}


def codec_for(t: Type) -> Codec:
    """The codec of a type a load or store may move, or ``CannotRun``."""
    if isinstance(t, Int):
        nbytes = store_size(t)
        if nbytes not in _INT_FMT:
            raise CannotRun(f"memory access of type i{t.width}")
        s = struct.Struct("<" + _INT_FMT[nbytes])
        mask = (1 << t.width) - 1
        if t.width % 8:
            return Codec(nbytes, s.unpack_from, s.pack_into, lambda v: v[0] & mask, _one, 0)
        return Codec(nbytes, s.unpack_from, s.pack_into, _first, _one, 0)
    if isinstance(t, Ptr):
        s = struct.Struct("<Q")
        return Codec(8, s.unpack_from, s.pack_into, _first, _one, 0)
    if isinstance(t, Float):
        if t.kind == "bf16":
            s = struct.Struct("<H")
            return Codec(2, s.unpack_from, s.pack_into,
                         lambda v: floats.float_from_bits(v[0], "bf16"),
                         lambda x: (floats.bf16_bits(x),), 0.0)
        s = struct.Struct("<" + _FLOAT_FMT[t.kind])
        return Codec(s.size, s.unpack_from, s.pack_into, _first, _one, 0.0)
    if isinstance(t, Vec):
        e = t.elem
        n = t.count
        if isinstance(e, Int) and e.width == 1:
            s = struct.Struct(f"<{n}B")  # one byte per lane, as the NVPTX back end stores them
            return Codec(n, s.unpack_from, s.pack_into, lambda v: tuple(x & 1 for x in v), _ident, (0,) * n)
        inner = codec_for(e)
        if isinstance(e, Float) and e.kind == "bf16":
            s = struct.Struct(f"<{n}H")
            return Codec(2 * n, s.unpack_from, s.pack_into,
                         lambda v: tuple(floats.float_from_bits(x, "bf16") for x in v),
                         lambda xs: tuple(floats.bf16_bits(x) for x in xs), (0.0,) * n)
        if isinstance(e, Int) and e.width % 8:
            raise CannotRun(f"memory access of vector type with i{e.width} lanes")
        if isinstance(e, (Int, Ptr)):
            fmt = _INT_FMT.get(inner.n)
        else:
            assert isinstance(e, Float)  # codec_for took no other lane
            fmt = _FLOAT_FMT[e.kind]
        s = struct.Struct(f"<{n}{fmt}")
        return Codec(s.size, s.unpack_from, s.pack_into, _ident, _ident, (inner.zero,) * n)
    if isinstance(t, (Struct, Array)):
        return _aggregate_codec(t)
    raise CannotRun(f"memory access of type {t}")


def _aggregate_codec(t: Type) -> Codec:
    """Structs and arrays: their leaves at their offsets, nested tuples in and out."""
    fmt: list[str] = []
    leaves: list[Codec] = []
    pos = 0

    def walk(u: Type, at: int) -> None:
        nonlocal pos
        if isinstance(u, Struct):
            off = at
            for f in u.fields:
                a = align_of(f)
                off = (off + a - 1) // a * a
                walk(f, off)
                off += size_of(f)
        elif isinstance(u, (Array, Vec)):
            if isinstance(u, Vec) and isinstance(u.elem, Int) and u.elem.width % 8:
                raise CannotRun(f"memory access of an aggregate holding vectors of i{u.elem.width} ({t})")
            # a vector's lanes lie one after another, as an array's elements do
            for k in range(u.count):
                walk(u.elem, at + k * size_of(u.elem))
        else:
            leaf = codec_for(u)
            if at > pos:
                fmt.append(f"{at - pos}x")
            fmt.append(leaf_format(u))
            leaves.append(leaf)
            pos = at + leaf.n

    walk(t, 0)
    s = struct.Struct("<" + "".join(fmt))

    def shape(flat: list) -> Any:
        it = iter(flat)

        def build(u: Type) -> Any:
            if isinstance(u, Struct):
                return tuple(build(f) for f in u.fields)
            if isinstance(u, (Array, Vec)):
                return tuple(build(u.elem) for _ in range(u.count))
            return next(it)

        return build(t)

    def flatten(value: Any) -> tuple:
        out: list = []

        def walk_value(v: Any) -> None:
            if isinstance(v, tuple):
                for x in v:
                    walk_value(x)
            else:
                out.append(v)

        walk_value(value)
        return tuple(leaf.encode(x)[0] for leaf, x in zip(leaves, out))

    def decode(values: tuple) -> Any:
        return shape([leaf.decode((x,)) for leaf, x in zip(leaves, values)])

    return Codec(size_of(t), s.unpack_from, s.pack_into, decode, flatten, shape([leaf.zero for leaf in leaves]))


def leaf_format(t: Type) -> str:
    if isinstance(t, Int):
        return _INT_FMT[store_size(t)]
    if isinstance(t, Ptr):
        return "Q"
    if isinstance(t, Float):
        return "H" if t.kind == "bf16" else _FLOAT_FMT[t.kind]
    raise CannotRun(f"memory access of type {t}")
