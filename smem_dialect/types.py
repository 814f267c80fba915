"""Sizes of element and memref types: the one place that says how many bytes a type takes.

Design §4: a buffer gets the bytes the upstream lowering (``convert-gpu-to-nvvm`` with LLVM's NVPTX
data layout) addresses, not a packed count:

* integers take their store size rounded up to their ABI alignment: ``i1`` and every other
  sub-byte integer take one byte per element (LLVM addresses ``i4`` element k at byte k), ``i24``
  takes 4, ``i128`` 16;
* ``index`` is 64-bit, 8 bytes;
* floats take their store size rounded up to a power of two (``f16`` 2, ``f32`` 4, ``f80`` 16);
* ``complex<T>`` is a pair of T;
* a 1-D ``vector<N x T>`` is an LLVM vector: ``N x bits(T)`` bits, stored in whole bytes, aligned
  and allocated at that size rounded up to a power of two (``vector<3xf32>`` is 16 bytes,
  ``vector<8xi1>`` 1); an n-D vector is an array of its innermost 1-D vectors.

``element_bits`` (the bits of a value, for verifiers that check copy widths) is kept apart from
``element_storage_bytes`` (what one memref element occupies).
"""

from __future__ import annotations

from xdsl.dialects.builtin import (
    AnyFloat,
    ComplexType,
    IndexType,
    IntegerType,
    MemRefType,
    VectorType,
)
from xdsl.ir import Attribute

INDEX_BITS = 64
"""Index is 64-bit on NVPTX with upstream's default lowering."""

LARGEST_INTEGER_ALIGN = 16
"""The NVPTX data layout's largest integer alignment (``i128:128``)."""


def next_pow2(value: int) -> int:
    p = 1
    while p < value:
        p *= 2
    return p


def round_up(value: int, align: int) -> int:
    return -(-value // align) * align


def element_bits(t: Attribute) -> int | None:
    """Bits of one value of type ``t`` (vectors: all lanes), or None when it cannot be sized."""
    if isinstance(t, IntegerType):
        return t.width.data
    if isinstance(t, IndexType):
        return INDEX_BITS
    if isinstance(t, AnyFloat):
        return t.bitwidth
    if isinstance(t, ComplexType):
        inner = element_bits(t.element_type)
        return None if inner is None else 2 * inner
    if isinstance(t, VectorType):
        inner = element_bits(t.element_type)
        if inner is None or any(d < 0 for d in t.get_shape()) or _scalable(t):
            return None
        n = 1
        for d in t.get_shape():
            n *= d
        return inner * n
    return None


def _scalable(t: VectorType) -> bool:
    dims = getattr(t, "scalable_dims", None)
    if dims is None:
        return False
    try:
        return any(bool(getattr(d, "data", d)) for d in dims.data)
    except Exception:
        return False


def _scalar_layout(t: Attribute) -> tuple[int, int] | None:
    """(storage bytes, ABI alignment) of a scalar type under the NVPTX data layout."""
    if isinstance(t, (IntegerType, IndexType)):
        bits = element_bits(t)
        assert bits is not None
        store = max(1, -(-bits // 8))
        align = min(next_pow2(store), LARGEST_INTEGER_ALIGN)
        return round_up(store, align), align
    if isinstance(t, AnyFloat):
        store = max(1, -(-t.bitwidth // 8))
        size = next_pow2(store)
        return size, size
    if isinstance(t, ComplexType):
        inner = _scalar_layout(t.element_type)
        if inner is None:
            return None
        return 2 * inner[0], inner[1]
    return None


def _vector_layout(t: VectorType) -> tuple[int, int] | None:
    shape = t.get_shape()
    if not shape or any(d < 0 for d in shape) or _scalable(t):
        return None
    inner_bits = element_bits(t.element_type)
    if inner_bits is None:
        return None
    store = max(1, -(-(shape[-1] * inner_bits) // 8))
    size = next_pow2(store)
    outer = 1
    for d in shape[:-1]:
        outer *= d
    return outer * size, size


def _layout(t: Attribute) -> tuple[int, int] | None:
    if isinstance(t, VectorType):
        return _vector_layout(t)
    return _scalar_layout(t)


def element_storage_bytes(t: Attribute) -> int | None:
    """Bytes one memref element of type ``t`` occupies after lowering (None: cannot size)."""
    found = _layout(t)
    return None if found is None else found[0]


def element_abi_align(t: Attribute) -> int | None:
    """The ABI alignment (bytes) LLVM assumes for a value of type ``t``."""
    found = _layout(t)
    return None if found is None else found[1]


def memref_storage_bytes(t: MemRefType) -> int | None:
    """Bytes a static-shape memref of type ``t`` occupies (None: dynamic shape or unsizable)."""
    elem = element_storage_bytes(t.element_type)
    if elem is None or any(d < 0 for d in t.get_shape()):
        return None
    n = 1
    for d in t.get_shape():
        n *= d
    return n * elem
