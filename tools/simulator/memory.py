"""Byte-exact memory for the thread-block simulator.

Every buffer the simulated kernel touches lives in a ``Storage``: a flat
``bytearray`` (little-endian, like the GPU). A memref value is a ``MemRef``: a
storage, an aligned pointer (a byte address in the storage), an element offset,
a shape, element strides and an element codec. Elements take the bytes the
upstream lowering gives them (``smem_dialect.types.element_storage_bytes``):
``i1`` and ``i4`` one byte each, ``vector<3xf32>`` 16. Views, subviews, casts,
expand/collapse and reinterpret casts only build new ``MemRef`` objects over the
same storage, so aliases share bytes exactly as on the device.

``SharedStorage`` (workgroup memory, one per allocation or arena per block) also
carries the race detector's shadow state: for the current barrier epoch, per
byte, the first writer, the first reader and a second reader from another thread,
plus which bytes were ever written in this block (uninitialised reads) and which
bytes are the destination of an asynchronous copy still in flight.
"""

from __future__ import annotations

import bisect
import functools
import math
import struct
from typing import Any

from xdsl.dialects.builtin import (
    AnyFloat,
    BFloat16Type,
    ComplexType,
    Float16Type,
    Float32Type,
    Float64Type,
    IndexType,
    IntegerType,
    VectorType,
)
from xdsl.ir import Attribute

from smem_opt.smem_dialect.types import element_abi_align, element_bits, element_storage_bytes


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
    """How one memref element type sits in memory: its bytes (``element_storage_bytes``, the
    size the upstream lowering addresses), the alignment an access needs, and load/store.

    Scalars load as Python ints or floats; vector elements load as tuples of their lanes in
    row-major order."""

    __slots__ = ("name", "type", "nbytes", "align", "amask", "is_float", "load", "store", "np_dtype", "lanes")

    def __init__(self, t: Attribute, nbytes: int, align: int, is_float: bool, load, store, np_dtype: str | None, lanes: int = 0):
        self.name = str(t)
        self.type = t
        self.nbytes = nbytes
        self.align = align
        self.amask = align - 1
        self.is_float = is_float
        self.load = load
        self.store = store
        self.np_dtype = np_dtype
        """The numpy dtype whose bytes are exactly this element's storage (None: convert one by one)."""
        self.lanes = lanes
        """Lanes of a vector element (0: a scalar)."""

    @property
    def zero(self):
        scalar = 0.0 if self.is_float else 0
        return tuple([scalar] * self.lanes) if self.lanes else scalar


def _struct_codec(fmt: str):
    s = struct.Struct("<" + fmt)
    unpack_from = s.unpack_from
    pack_into = s.pack_into

    def load(data: bytearray, at: int):
        return unpack_from(data, at)[0]

    def store(data: bytearray, at: int, value) -> None:
        pack_into(data, at, value)

    return load, store


def _bf16_codec():
    s = struct.Struct("<H")

    def load(data: bytearray, at: int) -> float:
        return bf16_value(s.unpack_from(data, at)[0])

    def store(data: bytearray, at: int, value: float) -> None:
        s.pack_into(data, at, bf16_bits(value))

    return load, store


def _int_codec(width: int, nbytes: int):
    """An integer of ``width`` bits in ``nbytes`` bytes: stored zero-extended (as LLVM stores
    ``i1`` / ``i4``: one byte per element), loaded from its low ``width`` bits."""

    def load(data: bytearray, at: int) -> int:
        return wrap_int(int.from_bytes(data[at : at + nbytes], "little"), width)

    def store(data: bytearray, at: int, value: int) -> None:
        data[at : at + nbytes] = (value & ((1 << width) - 1)).to_bytes(nbytes, "little")

    return load, store


def _scalar_codec(t: Attribute):
    """(load, store, is_float, numpy dtype or None) of a scalar element type."""
    if isinstance(t, Float32Type):
        return (*_struct_codec("f"), True, "float32")
    if isinstance(t, Float64Type):
        return (*_struct_codec("d"), True, "float64")
    if isinstance(t, Float16Type):
        return (*_struct_codec("e"), True, "float16")
    if isinstance(t, BFloat16Type):
        return (*_bf16_codec(), True, None)
    if isinstance(t, IndexType):
        return (*_struct_codec("q"), False, "int64")
    if isinstance(t, IntegerType):
        w = t.width.data
        fmts = {8: "b", 16: "h", 32: "i", 64: "q"}
        if w in fmts:
            return (*_struct_codec(fmts[w]), False, f"int{w}")
        nbytes = element_storage_bytes(t)
        assert nbytes is not None
        return (*_int_codec(w, nbytes), False, "bool" if w == 1 else None)
    raise SimError(f"unsupported element type {t}")


def _vector_codec(t: VectorType):
    """Lanes of an LLVM vector: each row (innermost 1-D vector) at its alloc size; lanes of a
    row packed at their bit width (``vector<8xi1>`` is one byte, ``vector<3xf32>`` 12 bytes of
    its 16)."""
    inner = t.element_type
    shape = list(t.get_shape())
    row_lanes = shape[-1]
    rows = math.prod(shape[:-1])
    lane_bits = element_bits(inner)
    row_bytes = element_storage_bytes(VectorType(inner, [row_lanes]))
    if lane_bits is None or row_bytes is None:
        raise SimError(f"unsupported element type {t}")
    sload, sstore, is_float, _ = _scalar_codec(inner)
    if lane_bits % 8 == 0:
        step = lane_bits // 8

        def load(data: bytearray, at: int) -> tuple:
            return tuple(
                sload(data, at + r * row_bytes + k * step) for r in range(rows) for k in range(row_lanes)
            )

        def store(data: bytearray, at: int, value) -> None:
            i = 0
            for r in range(rows):
                for k in range(row_lanes):
                    sstore(data, at + r * row_bytes + k * step, value[i])
                    i += 1

        return load, store, is_float
    store_bytes = -(-(row_lanes * lane_bits) // 8)
    mask = (1 << lane_bits) - 1

    def load_packed(data: bytearray, at: int) -> tuple:
        out = []
        for r in range(rows):
            start = at + r * row_bytes
            bits = int.from_bytes(data[start : start + store_bytes], "little")
            out += [wrap_int((bits >> (k * lane_bits)) & mask, lane_bits) for k in range(row_lanes)]
        return tuple(out)

    def store_packed(data: bytearray, at: int, value) -> None:
        for r in range(rows):
            bits = 0
            for k in range(row_lanes):
                bits |= (value[r * row_lanes + k] & mask) << (k * lane_bits)
            start = at + r * row_bytes
            data[start : start + store_bytes] = bits.to_bytes(store_bytes, "little")

    return load_packed, store_packed, False


@functools.lru_cache(maxsize=None)
def elem_of(t: Attribute) -> Elem:
    """The codec for element type ``t``: floats, integers of any width, index, 1-D and n-D
    vectors of those, sized as ``smem_dialect.types.element_storage_bytes`` says."""
    nbytes = element_storage_bytes(t)
    align = element_abi_align(t)
    if nbytes is None or align is None or isinstance(t, ComplexType):
        raise SimError(f"unsupported element type {t}")
    if isinstance(t, VectorType):
        load, store, is_float = _vector_codec(t)
        return Elem(t, nbytes, align, is_float, load, store, None, math.prod(t.get_shape()))
    if isinstance(t, AnyFloat) and not isinstance(t, (Float16Type, BFloat16Type, Float32Type, Float64Type)):
        raise SimError(f"unsupported element type {t}")
    load, store, is_float, np_dtype = _scalar_codec(t)
    return Elem(t, nbytes, align, is_float, load, store, np_dtype)


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
        """How many times the alloc has run in the thread that ran it most (an alloc in a loop)."""
        self.thread_generation: dict[int, int] = {}
        detector.storages.append(self)

    def new_epoch(self) -> None:
        if self.w:
            self.w = {}
        if self.r:
            self.r = {}
            self.r2 = {}

    def enter(self, tid: int, generation: int) -> None:
        """Thread ``tid`` ran the alloc for the ``generation``-th time (an alloc in a loop body):
        for it, bytes written in an earlier generation are uninitialised from now on, while
        threads still in the earlier iteration keep reading them as written."""
        self.thread_generation[tid] = generation
        if generation > self.generation:
            self.generation = generation

    def init_mark(self, tid: int) -> int:
        """What ``init`` holds for a byte written by ``tid``: its generation (1..255, cycling)."""
        if self.generation <= 1:
            return 1
        return (self.thread_generation.get(tid, 1) - 1) % 255 + 1

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
        if self.generation > 1:
            mark = self.init_mark(tid)
            for b in range(b0, end):
                if init[b] != mark:
                    self.det.uninit(acc, self, b)
        elif init.find(0, b0, end) >= 0:
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
        mark = self.init_mark(tid)
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
                init[b] = mark


# -- addresses ------------------------------------------------------------------


class AddressMap:
    """Integer addresses of the storages of one block, for kernels that take a buffer's address
    (``memref.extract_aligned_pointer_as_index``) and access memory through ``llvm`` pointers.

    A storage gets an address the first time one is asked of it: bases are aligned to
    ``BASE_ALIGN`` and separated by a gap, so that an address past a storage's end belongs to
    no storage. A pointer is a plain integer; ``resolve`` finds its storage and offset."""

    FIRST = 1 << 16
    BASE_ALIGN = 1 << 12
    GAP = 1 << 12

    def __init__(self) -> None:
        self.bases: dict[int, tuple[int, Storage]] = {}
        self.starts: list[int] = []
        self.storages: list[Storage] = []
        self.next = self.FIRST

    def address_of(self, st: Storage) -> int:
        found = self.bases.get(id(st))
        if found is not None:
            return found[0]
        base = self.next
        self.next = -(-(base + st.size + self.GAP) // self.BASE_ALIGN) * self.BASE_ALIGN
        self.bases[id(st)] = (base, st)
        self.starts.append(base)
        self.storages.append(st)
        return base

    def resolve(self, address: int, nbytes: int, op) -> tuple[Storage, int]:
        """(storage, byte offset) of an access of ``nbytes`` at ``address``."""
        k = bisect.bisect_right(self.starts, address) - 1
        if k >= 0:
            st = self.storages[k]
            offset = address - self.starts[k]
            if offset + nbytes <= st.size:
                return st, offset
        raise SimError(f"access of {nbytes} byte(s) at address {address:#x} is outside every buffer", op)


# -- memref values ----------------------------------------------------------------


def contiguous_strides(shape: list[int] | tuple[int, ...]) -> list[int]:
    strides = [1] * len(shape)
    acc = 1
    for i in range(len(shape) - 1, -1, -1):
        strides[i] = acc
        acc *= shape[i]
    return strides


class MemRef:
    """A memref value: storage, aligned pointer (a byte address in the storage), and offset,
    shape and strides in elements."""

    __slots__ = ("st", "ptr", "off", "shape", "strides", "elem", "name")

    def __init__(self, st: Storage, ptr: int, off: int, shape, strides, elem: Elem, name: str):
        self.st = st
        self.ptr = ptr
        self.off = off
        self.shape = tuple(shape)
        self.strides = tuple(strides)
        self.elem = elem
        self.name = name

    def byte_address(self, idx, op) -> int:
        lin = self.off
        for i, d, s in zip(idx, self.shape, self.strides):
            if not 0 <= i < d:
                raise SimError(
                    f"index {list(idx)} out of bounds of memref '{self.name}' with shape "
                    f"{list(self.shape)}",
                    op,
                )
            lin += i * s
        at = self.ptr + lin * self.elem.nbytes
        if at < 0 or at + self.elem.nbytes > self.st.size:
            raise SimError(
                f"access to memref '{self.name}' at byte {at} is outside its "
                f"{self.st.space} allocation '{self.st.name}' of {self.st.size} bytes",
                op,
            )
        if at & self.elem.amask:
            raise SimError(
                f"misaligned access: {self.elem.name} element of memref '{self.name}' at "
                f"byte {at} of '{self.st.name}' (needs {self.elem.align}-byte alignment)",
                op,
            )
        return at

    def extent_bytes(self) -> tuple[int, int]:
        """[first byte, end byte) spanned by this memref's elements (empty: (p, p))."""
        size = self.elem.nbytes
        if any(d == 0 for d in self.shape):
            start = self.ptr + self.off * size
            return start, start
        lo = hi = self.off
        for d, s in zip(self.shape, self.strides):
            if s >= 0:
                hi += (d - 1) * s
            else:
                lo += (d - 1) * s
        return self.ptr + lo * size, self.ptr + (hi + 1) * size


def load_element(st: Storage, elem: Elem, at: int, acc: tuple):
    """Read the element at byte ``at`` of ``st``; ``acc`` = (thread, op, memref) for the detector."""
    if st.shared:
        st.on_read(at, elem.nbytes, acc)  # type: ignore[attr-defined]
    return elem.load(st.data, at)


def store_element(st: Storage, elem: Elem, at: int, value, acc: tuple) -> None:
    if st.shared:
        st.on_write(at, elem.nbytes, acc)  # type: ignore[attr-defined]
    else:
        st.written = True
    elem.store(st.data, at, value)
