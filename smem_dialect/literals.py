"""Literals as MLIR 22 reads them, where xDSL 0.74's parser differs.

In a `dense<...>` of floats, MLIR reads a hexadecimal integer as the bit
pattern of the float (`dense<0xFF800000> : vector<4xf32>` is -inf, as IREE
writes its reduction identities); xDSL 0.74 converts the integer's value
(4.29e9). `UpstreamParser` reads the bits, for f16, bf16, f32 and f64.
"""

from __future__ import annotations

import struct

from xdsl.dialects.builtin import (
    AnyFloat,
    BFloat16Type,
    Float16Type,
    Float32Type,
    Float64Type,
)
from xdsl.ir import Attribute
from xdsl.parser import AttrParser, Parser


def float_from_bits(bits: int, type: Attribute) -> float | None:
    """The float whose bit pattern is `bits` in `type`, or None for other types."""
    if isinstance(type, Float16Type):
        return struct.unpack("<e", struct.pack("<H", bits & 0xFFFF))[0]
    if isinstance(type, BFloat16Type):
        return struct.unpack("<f", struct.pack("<I", (bits & 0xFFFF) << 16))[0]
    if isinstance(type, Float32Type):
        return struct.unpack("<f", struct.pack("<I", bits & 0xFFFFFFFF))[0]
    if isinstance(type, Float64Type):
        return struct.unpack("<d", struct.pack("<Q", bits & 0xFFFFFFFFFFFFFFFF))[0]
    return None


class UpstreamParser(Parser):
    """xDSL's parser, reading hexadecimal float elements as bit patterns."""

    class _TensorLiteralElement(AttrParser._TensorLiteralElement):  # pyright: ignore[reportPrivateUsage]
        def to_type(self, parser: AttrParser, type):
            value = self.value
            if (
                isinstance(type, AnyFloat)
                and isinstance(value, int)
                and not isinstance(value, bool)
                and self.span.text.lower().startswith("0x")
            ):
                decoded = float_from_bits(value, type)
                if decoded is not None:
                    return decoded
            return super().to_type(parser, type)


__all__ = ["UpstreamParser", "float_from_bits"]
