"""Storage sizes of element types, shared by the dialects' verifiers and the passes."""

from __future__ import annotations

from xdsl.dialects.builtin import (
    AnyFloat,
    ComplexType,
    IndexType,
    IntegerType,
    VectorType,
)
from xdsl.ir import Attribute

INDEX_BITS = 64
"""Index is 64-bit on NVPTX with upstream's default lowering."""


def element_bits(t: Attribute) -> int | None:
    """Storage bits of one element, or None when the type cannot be sized."""
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
        if inner is None or any(d < 0 for d in t.get_shape()):
            return None
        n = 1
        for d in t.get_shape():
            n *= d
        return inner * n
    return None
