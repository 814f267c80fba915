"""The `nvgpu` warp-level matrix ops of MLIR 22.

This module owns `nvgpu.ldmatrix` (a read of a shared-memory matrix into
registers), `nvgpu.mma.sync` and `nvgpu.mma.sp.sync` (pure register
computation) and `nvgpu.rcp`, with MLIR 22's custom and generic forms.
"""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import (
    ArrayAttr,
    IndexType,
    IntegerAttr,
    MemRefType,
    UnitAttr,
    VectorType,
    i1,
    i16,
    i32,
)
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import SpacedOpaqueSyntaxAttribute
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import MemoryReadEffect, Pure
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum

from smem_opt.smem_dialect.syntax import parse_type_suffix, print_type_suffix


@irdl_op_definition
class LdMatrixOp(IRDLOperation):
    """`nvgpu.ldmatrix %sm[%i, %j] {numTiles = 4 : i32, transpose = false} : memref<...> -> vector<4x2xf16>`"""

    name = "nvgpu.ldmatrix"
    srcMemref = operand_def(MemRefType)
    indices = var_operand_def(IndexType)
    transpose = prop_def(IntegerAttr.constr(type=i1))
    numTiles = prop_def(IntegerAttr.constr(type=i32))
    res = result_def(VectorType)

    traits = traits_def(MemoryReadEffect())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = (
        "$srcMemref `[` $indices `]` attr-dict `:` type($srcMemref) `->` type($res)"
    )

    def verify_(self) -> None:
        src = self.srcMemref.type
        res = self.res.type
        assert isinstance(src, MemRefType) and isinstance(res, VectorType)
        if src.element_type != res.element_type:
            raise VerifyException("srcMemref and res have different element types")


WARP_SIZE = 32
"""Threads whose registers hold one mma.sync fragment."""


class _MmaSyncBase(IRDLOperation):
    """Verification shared by the mma ops (each declares its operands in MLIR's order)."""

    SPARSITY: ClassVar[int] = 1
    """How many times A is compressed (2 for ``nvgpu.mma.sp.sync``)."""

    traits = traits_def(Pure())
    irdl_options = (ParsePropInAttrDict(),)

    def verify_(self) -> None:
        shape = self.properties["mmaShape"]
        assert isinstance(shape, ArrayAttr)
        if len(shape.data) != 3:
            raise VerifyException("mmaShape should be three integers")
        a, b, c = (v.type for v in self.operands[:3])
        assert isinstance(a, VectorType) and isinstance(b, VectorType) and isinstance(c, VectorType)
        if a.element_type != b.element_type:
            raise VerifyException("matrixA and matrixB have different element types")
        if not all(isinstance(d, IntegerAttr) for d in shape.data):
            raise VerifyException("mmaShape should be three integers")
        m, n, k = (d.value.data for d in shape.data)
        # Upstream's first rule: the fragments of a warp's 32 threads hold the whole matrices
        # (A is half as large for the sparse op).
        for name, vector, elements in (
            ("A", a, m * k // self.SPARSITY),
            ("B", b, k * n),
            ("C", c, m * n),
        ):
            if vector.element_count() * WARP_SIZE != elements:
                raise VerifyException(f"expected {elements} warp-wide matrix {name} elements")


@irdl_op_definition
class MmaSyncOp(_MmaSyncBase):
    """`nvgpu.mma.sync(%a, %b, %c) {mmaShape = [16, 8, 16]} : (A, B, C) -> C`"""

    name = "nvgpu.mma.sync"
    matrixA = operand_def(VectorType)
    matrixB = operand_def(VectorType)
    matrixC = operand_def(VectorType)
    mmaShape = prop_def(ArrayAttr)
    tf32Enabled = opt_prop_def(UnitAttr)
    res = result_def(VectorType)
    assembly_format = (
        "`(` $matrixA `,` $matrixB `,` $matrixC `)` attr-dict `:` "
        "`(` type($matrixA) `,` type($matrixB) `,` type($matrixC) `)` `->` type($res)"
    )


@irdl_op_definition
class MmaSparseSyncOp(_MmaSyncBase):
    """`nvgpu.mma.sp.sync(%a, %b, %c) metadata(%meta) {mmaShape = [16, 8, 32]} : (A, B, C) -> C`"""

    name = "nvgpu.mma.sp.sync"
    SPARSITY: ClassVar[int] = 2
    matrixA = operand_def(VectorType)
    matrixB = operand_def(VectorType)
    matrixC = operand_def(VectorType)
    sparseMetadata = operand_def(VectorType(i16, [2]))
    sparsitySelector = opt_prop_def(
        IntegerAttr.constr(type=i32), default_value=IntegerAttr(0, i32)
    )
    mmaShape = prop_def(ArrayAttr)
    tf32Enabled = opt_prop_def(UnitAttr)
    res = result_def(VectorType)
    assembly_format = (
        "`(` $matrixA `,` $matrixB `,` $matrixC `)` `metadata` `(` $sparseMetadata `)` "
        "attr-dict `:` `(` type($matrixA) `,` type($matrixB) `,` type($matrixC) `)` "
        "`->` type($res)"
    )


class RcpRoundingMode(StrEnum):
    APPROX = "approx"
    RN = "rn"
    RZ = "rz"
    RM = "rm"
    RP = "rp"


@irdl_attr_definition
class RcpRoundingModeAttr(EnumAttribute[RcpRoundingMode], SpacedOpaqueSyntaxAttribute):
    """`#nvgpu<rcp_rounding_mode approx>`"""

    name = "nvgpu.rcp_rounding_mode"


@irdl_op_definition
class RcpOp(IRDLOperation):
    """`nvgpu.rcp %v {rounding = approx, ftz} : vector<4xf32>`"""

    name = "nvgpu.rcp"
    input = operand_def(VectorType)
    rounding = opt_prop_def(
        RcpRoundingModeAttr, default_value=RcpRoundingModeAttr(RcpRoundingMode.APPROX)
    )
    ftz = opt_prop_def(UnitAttr)
    out = result_def(VectorType)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> RcpOp:
        source = parser.parse_unresolved_operand()
        parser.parse_punctuation("{")
        parser.parse_keyword("rounding")
        parser.parse_punctuation("=")
        rounding = RcpRoundingModeAttr(parser.parse_str_enum(RcpRoundingMode))
        ftz = None
        if parser.parse_optional_punctuation(",") is not None:
            parser.parse_keyword("ftz")
            ftz = UnitAttr()
        parser.parse_punctuation("}")
        entries, (t,) = parse_type_suffix(parser, cls)
        return entries.create([parser.resolve_operand(source, t)], [t], rounding=rounding, ftz=ftz)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.input)
        rounding = self.rounding or RcpRoundingModeAttr(RcpRoundingMode.APPROX)
        printer.print_string(f" {{rounding = {rounding.data.value}")
        if self.ftz is not None:
            printer.print_string(", ftz")
        printer.print_string("}")
        print_type_suffix(printer, self, self.out.type, skip=("rounding", "ftz"))


MMA_OPS = (LdMatrixOp, MmaSyncOp, MmaSparseSyncOp, RcpOp)
"""The ops of this module, for the `nvgpu` dialect."""

MMA_ATTRS = (RcpRoundingModeAttr,)

__all__ = [
    "MMA_ATTRS",
    "MMA_OPS",
    "LdMatrixOp",
    "MmaSparseSyncOp",
    "MmaSyncOp",
    "RcpOp",
    "RcpRoundingModeAttr",
]
