"""`gpu` subgroup matrix (WMMA) ops and `!gpu.mma_matrix`, in MLIR 22's syntax.

This module owns `!gpu.mma_matrix<16x16xf16, "AOp">`,
`#gpu<mma_element_wise ...>` and the ops
`gpu.subgroup_mma_load_matrix` (reads its memref),
`gpu.subgroup_mma_store_matrix` (writes its memref),
`gpu.subgroup_mma_compute`, `gpu.subgroup_mma_constant_matrix` and
`gpu.subgroup_mma_elementwise` (register computation).
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import (
    ArrayAttr,
    IndexType,
    IntAttr,
    IntegerAttr,
    MemRefType,
    StringAttr,
    UnitAttr,
)
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import (
    Attribute,
    ParametrizedAttribute,
    SpacedOpaqueSyntaxAttribute,
    TypeAttribute,
)
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
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.traits import MemoryReadEffect, MemoryWriteEffect, Pure
from xdsl.utils.str_enum import StrEnum

from smem_opt.smem_dialect.syntax import (
    parse_attr_dict,
    parse_operands,
    parse_type_suffix,
    print_attr_dict,
    print_operands,
    print_operands_and_types,
    resolve_pairs,
)


@irdl_attr_definition
class MMAMatrixType(ParametrizedAttribute, TypeAttribute):
    """`!gpu.mma_matrix<16x16xf16, "AOp">`"""

    name = "gpu.mma_matrix"
    shape: ArrayAttr[IntAttr]
    element_type: Attribute
    operand: StringAttr

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            dims, element = parser.parse_ranked_shape()
            parser.parse_punctuation(",")
            operand = StringAttr(parser.parse_str_literal())
        return (ArrayAttr([IntAttr(d) for d in dims]), element, operand)

    def print_parameters(self, printer: Printer) -> None:
        dims = "x".join(str(d.data) for d in self.shape.data)
        printer.print_string(f"<{dims}x")
        printer.print_attribute(self.element_type)
        printer.print_string(", ")
        printer.print_attribute(self.operand)
        printer.print_string(">")


class MMAElementwiseOp(StrEnum):
    ADDF = "addf"
    MULF = "mulf"
    SUBF = "subf"
    MAXF = "maxf"
    MINF = "minf"
    DIVF = "divf"
    ADDI = "addi"
    MULI = "muli"
    SUBI = "subi"
    DIVS = "divs"
    DIVU = "divu"
    NEGATEF = "negatef"
    NEGATES = "negates"
    EXTF = "extf"


@irdl_attr_definition
class MMAElementwiseOpAttr(
    EnumAttribute[MMAElementwiseOp], SpacedOpaqueSyntaxAttribute
):
    """`#gpu<mma_element_wise addf|...>`"""

    name = "gpu.mma_element_wise"


@irdl_op_definition
class SubgroupMmaLoadMatrixOp(IRDLOperation):
    """`gpu.subgroup_mma_load_matrix %m[%i, %j] {leadDimension = 16 : index} : memref<...> -> !gpu.mma_matrix<...>`"""

    name = "gpu.subgroup_mma_load_matrix"
    srcMemref = operand_def(MemRefType)
    indices = var_operand_def(IndexType)
    leadDimension = prop_def(IntegerAttr)
    transpose = opt_prop_def(UnitAttr)
    res = result_def(MMAMatrixType)
    traits = traits_def(MemoryReadEffect())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = (
        "$srcMemref `[` $indices `]` attr-dict `:` type($srcMemref) `->` type($res)"
    )


@irdl_op_definition
class SubgroupMmaStoreMatrixOp(IRDLOperation):
    """`gpu.subgroup_mma_store_matrix %v, %m[%i, %j] {leadDimension = 16 : index} : !gpu.mma_matrix<...>, memref<...>`"""

    name = "gpu.subgroup_mma_store_matrix"
    src = operand_def(MMAMatrixType)
    dstMemref = operand_def(MemRefType)
    indices = var_operand_def(IndexType)
    leadDimension = prop_def(IntegerAttr)
    transpose = opt_prop_def(UnitAttr)
    traits = traits_def(MemoryWriteEffect())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = (
        "$src `,` $dstMemref `[` $indices `]` attr-dict `:` type($src) `,` "
        "type($dstMemref)"
    )


@irdl_op_definition
class SubgroupMmaComputeOp(IRDLOperation):
    """`gpu.subgroup_mma_compute %a, %b, %c {a_transpose}? : A, B -> C`"""

    name = "gpu.subgroup_mma_compute"
    opA = operand_def(MMAMatrixType)
    opB = operand_def(MMAMatrixType)
    opC = operand_def(MMAMatrixType)
    a_transpose = opt_prop_def(UnitAttr)
    b_transpose = opt_prop_def(UnitAttr)
    res = result_def(MMAMatrixType)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> SubgroupMmaComputeOp:
        a, b, c = parse_operands(parser)
        entries, (at, bt, ct) = parse_type_suffix(parser, cls, ",", "->")
        return entries.create(resolve_pairs(parser, [a, b, c], [at, bt, ct]), [ct])

    def print(self, printer: Printer) -> None:
        print_operands_and_types(
            printer, self, self.operands, self.opA.type, ", ", self.opB.type, " -> ", self.res.type
        )


@irdl_op_definition
class SubgroupMmaConstantMatrixOp(IRDLOperation):
    """`gpu.subgroup_mma_constant_matrix %f : !gpu.mma_matrix<...>`"""

    name = "gpu.subgroup_mma_constant_matrix"
    value = operand_def()
    res = result_def(MMAMatrixType)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> SubgroupMmaConstantMatrixOp:
        value = parser.parse_unresolved_operand()
        entries, (t,) = parse_type_suffix(parser, cls)
        if not isinstance(t, MMAMatrixType):
            parser.raise_error("expected a !gpu.mma_matrix type")
        return entries.create([parser.resolve_operand(value, t.element_type)], [t])

    def print(self, printer: Printer) -> None:
        print_operands_and_types(printer, self, [self.value], self.res.type)


@irdl_op_definition
class SubgroupMmaElementwiseOp(IRDLOperation):
    """`gpu.subgroup_mma_elementwise addf %a, %b : (A, B) -> C`"""

    name = "gpu.subgroup_mma_elementwise"
    args = var_operand_def(MMAMatrixType)
    opType = prop_def(MMAElementwiseOpAttr)
    res = result_def(MMAMatrixType)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> SubgroupMmaElementwiseOp:
        kind = MMAElementwiseOpAttr(parser.parse_str_enum(MMAElementwiseOp))
        args = parse_operands(parser)
        entries = parse_attr_dict(parser, cls)
        parser.parse_punctuation(":")
        ft = parser.parse_function_type()
        operands = resolve_pairs(parser, args, ft.inputs.data)
        return entries.create(operands, list(ft.outputs.data), opType=kind)

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.opType.data.value} ")
        print_operands(printer, self.args)
        print_attr_dict(printer, self, skip=("opType",))
        printer.print_string(" : ")
        printer.print_function_type(self.args.types, [self.res.type])


MMA_OPS = (
    SubgroupMmaLoadMatrixOp,
    SubgroupMmaStoreMatrixOp,
    SubgroupMmaComputeOp,
    SubgroupMmaConstantMatrixOp,
    SubgroupMmaElementwiseOp,
)
"""The ops of this module, for the `gpu` dialect."""

MMA_ATTRS = (MMAMatrixType, MMAElementwiseOpAttr)

__all__ = [
    "MMA_ATTRS",
    "MMA_OPS",
    "MMAElementwiseOp",
    "MMAElementwiseOpAttr",
    "MMAMatrixType",
    "SubgroupMmaComputeOp",
    "SubgroupMmaConstantMatrixOp",
    "SubgroupMmaElementwiseOp",
    "SubgroupMmaLoadMatrixOp",
    "SubgroupMmaStoreMatrixOp",
]
