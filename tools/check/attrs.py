"""Types and attribute values of the lowered code, read from their printed text.

``parse_type`` turns a type's text into a small tuple (``Int``, ``Float``, ``Ptr``, ``Vec``,
``Struct``, ``Array``, ``Other``) with the byte layout NVPTX gives it (``size_of``, ``align_of``:
LLVM's data layout for ``nvptx64``: vectors aligned to their power-of-two size, ``i1`` one byte).
``int_value``, ``float_value``, ``dense_values``, ``int_array`` read the attribute forms the
lowering prints (``8 : i64``, ``1.0e+00 : f32``, ``0x7FC00000 : f32``, ``dense<...> : vector<..>``,
``array<i32: 1, 2>``).
"""

from __future__ import annotations

import re
import struct
from dataclasses import dataclass
from functools import lru_cache

from smem_opt.tools.check.mlir_text import ParseFailure, skip_balanced, split_top


@dataclass(frozen=True)
class Int:
    width: int


@dataclass(frozen=True)
class Float:
    kind: str
    """``f16``, ``bf16``, ``f32``, ``f64``."""


@dataclass(frozen=True)
class Ptr:
    space: int


@dataclass(frozen=True)
class Repeated:
    """``count`` elements of type ``elem``, one after another."""

    count: int
    elem: "Type"


@dataclass(frozen=True)
class Vec(Repeated):
    """An LLVM vector (aligned to its power-of-two size)."""


@dataclass(frozen=True)
class Struct:
    fields: tuple["Type", ...]


@dataclass(frozen=True)
class Array(Repeated):
    """An LLVM array (aligned as its element)."""


@dataclass(frozen=True)
class Other:
    text: str


Type = Int | Float | Ptr | Vec | Struct | Array | Other

FLOAT_BYTES = {"f16": 2, "bf16": 2, "f32": 4, "f64": 8, "tf32": 4}


@lru_cache(maxsize=None)
def parse_type(text: str) -> Type:
    t = text.strip()
    m = re.fullmatch(r"i(\d+)", t)
    if m:
        return Int(int(m.group(1)))
    if t == "index":
        return Int(64)
    if t in FLOAT_BYTES:
        return Float(t)
    if t in ("!llvm.ptr", "ptr"):
        return Ptr(0)
    m = re.fullmatch(r"(?:!llvm\.)?ptr<(\d+)>", t)
    if m:
        return Ptr(int(m.group(1)))
    if t.startswith("vector<") and t.endswith(">"):
        body = t[len("vector<") : -1]
        dims = []
        while True:
            m = re.match(r"(\d+)x", body)
            if m is None:
                break
            dims.append(int(m.group(1)))
            body = body[m.end() :]
        elem = parse_type(body)
        count = 1  # an n-D vector (only in constants) counts its elements flat
        for d in dims:
            count *= d
        return Vec(count, elem)
    for prefix in ("!llvm.struct<", "struct<"):
        if t.startswith(prefix) and t.endswith(">"):
            body = t[len(prefix) : -1].strip()
            if body.startswith("packed"):
                return Other(t)
            if body.startswith('"'):
                return Other(t)  # identified structs are not produced by the lowering
            if body.startswith("("):
                inner = body[1 : skip_balanced(body, 0) - 1]
                return Struct(tuple(parse_type(p) for p in split_top(inner) if p))
    for prefix in ("!llvm.array<", "array<"):
        if t.startswith(prefix) and t.endswith(">"):
            body = t[len(prefix) : -1]
            m = re.match(r"\s*(\d+)\s*x\s*", body)
            if m:
                return Array(int(m.group(1)), parse_type(body[m.end() :]))
    return Other(t)


def _pow2_ceil(n: int) -> int:
    p = 1
    while p < n:
        p <<= 1
    return p


@lru_cache(maxsize=None)
def store_size(t: Type) -> int:
    """Bytes a load or store of ``t`` touches."""
    if isinstance(t, Int):
        return max(1, (t.width + 7) // 8)
    if isinstance(t, Float):
        return FLOAT_BYTES[t.kind]
    if isinstance(t, Ptr):
        return 8
    if isinstance(t, Vec):
        if isinstance(t.elem, Int) and t.elem.width < 8:
            return max(1, (t.count * t.elem.width + 7) // 8)
        return t.count * store_size(t.elem)
    if isinstance(t, (Struct, Array)):
        return size_of(t)
    raise ParseFailure(f"no size for type {t}")


@lru_cache(maxsize=None)
def align_of(t: Type) -> int:
    """ABI alignment on nvptx64."""
    if isinstance(t, Int):
        return min(8, _pow2_ceil(max(1, (t.width + 7) // 8)))
    if isinstance(t, Float):
        return FLOAT_BYTES[t.kind]
    if isinstance(t, Ptr):
        return 8
    if isinstance(t, Vec):
        return _pow2_ceil(store_size(t))
    if isinstance(t, Struct):
        return max((align_of(f) for f in t.fields), default=1)
    if isinstance(t, Array):
        return align_of(t.elem)
    raise ParseFailure(f"no alignment for type {t}")


@lru_cache(maxsize=None)
def size_of(t: Type) -> int:
    """Allocation size (store size rounded up to the alignment)."""
    if isinstance(t, Struct):
        off = 0
        for f in t.fields:
            a = align_of(f)
            off = (off + a - 1) // a * a + size_of(f)
        a = align_of(t)
        return (off + a - 1) // a * a
    if isinstance(t, Array):
        return t.count * size_of(t.elem)
    s = store_size(t)
    a = align_of(t)
    return (s + a - 1) // a * a


def field_offsets(t: Struct) -> list[int]:
    offs = []
    off = 0
    for f in t.fields:
        a = align_of(f)
        off = (off + a - 1) // a * a
        offs.append(off)
        off += size_of(f)
    return offs


# -- attribute values ---------------------------------------------------------------------------

_INT = re.compile(r"\s*(-?\d+)\s*(?::\s*(\S+))?\s*$")


def int_value(raw: str | None, default: int | None = None) -> int | None:
    """``8 : i64``, ``-1``, ``true``/``false``."""
    if raw is None:
        return default
    raw = raw.strip()
    if raw in ("true", "unit"):
        return 1
    if raw == "false":
        return 0
    head = raw.split(":")[0].strip()
    if head in ("true", "false"):
        return 1 if head == "true" else 0
    try:
        return int(head, 0)
    except ValueError:
        return default


def split_typed(raw: str) -> tuple[str, str]:
    """``value : type`` as (value, type) at the last top-level colon."""
    pieces = split_top(raw, ":")
    if len(pieces) < 2:
        return raw.strip(), ""
    return ":".join(pieces[:-1]).strip(), pieces[-1]


def float_of_literal(text: str, kind: str) -> float:
    """A float literal as printed (decimal, ``inf``, ``nan``, or hexadecimal bits)."""
    text = text.strip()
    if text.startswith("0x") or text.startswith("-0x"):
        return bits_to_float(int(text, 16), kind)
    return float(text)


def bits_to_float(bits: int, kind: str) -> float:
    if kind == "f32" or kind == "tf32":
        return struct.unpack("<f", struct.pack("<I", bits & 0xFFFFFFFF))[0]
    if kind == "f64":
        return struct.unpack("<d", struct.pack("<Q", bits & 0xFFFFFFFFFFFFFFFF))[0]
    if kind == "f16":
        return struct.unpack("<e", struct.pack("<H", bits & 0xFFFF))[0]
    if kind == "bf16":
        return struct.unpack("<f", struct.pack("<I", (bits & 0xFFFF) << 16))[0]
    raise ParseFailure(f"unknown float kind {kind}")


def int_array(raw: str | None) -> list[int]:
    """``array<i32: 1, 2>`` or ``[1, 2]`` (of plain or typed integers)."""
    if raw is None:
        return []
    raw = raw.strip()
    if raw.startswith("array<"):
        body = raw[len("array<") : -1]
        _, _, values = body.partition(":")
        return [int(v) for v in split_top(values) if v]
    if raw.startswith("["):
        return [int(split_typed(v)[0], 0) for v in split_top(raw[1:-1]) if v]
    raise ParseFailure(f"expected an integer array, got '{raw[:60]}'")


def dense_values(raw: str) -> tuple[list[str], str]:
    """``dense<...> : T`` as (flat list of element literals, T); a splat has one element."""
    value, typ = split_typed(raw)
    if not value.startswith("dense<"):
        raise ParseFailure(f"expected dense<...>, got '{value[:60]}'")
    body = value[len("dense<") : -1].strip()
    flat: list[str] = []

    def flatten(s: str) -> None:
        s = s.strip()
        if s.startswith("["):
            for p in split_top(s[1:-1]):
                if p:
                    flatten(p)
        elif s.startswith("("):
            raise ParseFailure("complex constants are not supported")
        else:
            flat.append(s)

    if body.startswith('"0x'):
        flat.append(body)
    else:
        flatten(body)
    return flat, typ


def enum_word(raw: str | None) -> str | None:
    """The word of an enum attribute: ``#nvvm<shfl_kind bfly>`` -> ``bfly``,
    ``#nvvm.mma_layout<row>`` -> ``row``."""
    if raw is None:
        return None
    m = re.search(r"<\s*(?:\w+\s+)?([\w.]+)\s*>\s*$", raw.strip())
    return m.group(1) if m else raw.strip()


def keyed_ints(raw: str) -> dict[str, int]:
    """``#nvvm.shape<m = 16, n = 8, k = 16>`` as {m: 16, n: 8, k: 16}."""
    return {k: int(v) for k, v in re.findall(r"(\w+)\s*=\s*(-?\d+)", raw)}
