"""Literals as MLIR 22 reads them, where xDSL 0.74's parser differs.

In a `dense<...>` of floats, MLIR reads a hexadecimal integer as the bit
pattern of the float (`dense<0xFF800000> : vector<4xf32>` is -inf, as IREE
writes its reduction identities); xDSL 0.74 converts the integer's value
(4.29e9). `UpstreamParser` reads the bits, for f16, bf16, f32 and f64.

Affine maps and sets may be semi-affine in MLIR: a product of two symbols, or a
`floordiv`, `ceildiv` or `mod` by a symbol (`s0 floordiv s1`), which xDSL 0.74
refuses to build. `UpstreamParser` reads them as the binary expressions MLIR
holds, printed back as written.
"""

from __future__ import annotations

import struct
from collections.abc import Sequence

from xdsl.dialects.builtin import (
    AnyFloat,
    BFloat16Type,
    Float16Type,
    Float32Type,
    Float64Type,
    IndexType,
)
from xdsl.ir import Attribute, SSAValue
from xdsl.ir.affine import AffineBinaryOpExpr, AffineBinaryOpKind, AffineExpr, AffineMap, AffineSet
from xdsl.parser import AttrParser, Parser, UnresolvedOperand
from xdsl.parser.affine_parser import AffineParser
from xdsl.utils.mlir_lexer import MLIRToken

SEMI_AFFINE_KINDS = {
    "*": AffineBinaryOpKind.Mul,
    "floordiv": AffineBinaryOpKind.FloorDiv,
    "ceildiv": AffineBinaryOpKind.CeilDiv,
    "mod": AffineBinaryOpKind.Mod,
}
"""The operators whose right side MLIR allows to be a symbol expression."""


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


class SemiAffineParser(AffineParser):
    """xDSL's affine parser, building the semi-affine expressions xDSL refuses as they are."""

    def _create_binop_expr(self, lhs: AffineExpr, rhs: AffineExpr, binop: MLIRToken) -> AffineExpr:
        try:
            return super()._create_binop_expr(lhs, rhs, binop)
        except NotImplementedError:
            kind = SEMI_AFFINE_KINDS.get(binop.text)
            if kind is None:
                raise
            return AffineBinaryOpExpr(kind, lhs, rhs)


class UpstreamParser(Parser):
    """xDSL's parser, reading hexadecimal float elements as bit patterns and semi-affine maps."""

    def parse_affine_map(self) -> AffineMap:
        return SemiAffineParser(self._parser_state).parse_affine_map()

    def parse_affine_set(self) -> AffineSet:
        return SemiAffineParser(self._parser_state).parse_affine_set()

    def parse_affine_map_of_ssa_ids(self) -> tuple[AffineMap, Sequence[SSAValue[IndexType]]]:
        affine_map, spans = SemiAffineParser(self._parser_state).parse_affine_map_of_ssa_ids()
        return affine_map, [self.resolve_operand(UnresolvedOperand(span, 0), IndexType()) for span in spans]

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


__all__ = ["SemiAffineParser", "UpstreamParser", "float_from_bits"]
