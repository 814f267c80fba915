"""`gpu` ops for warps, subgroups and clusters, in MLIR 22's syntax.

This module owns `gpu.shuffle`, `gpu.rotate`, `gpu.subgroup_reduce`, `gpu.all_reduce`
(replacing xDSL's, whose `#gpu<all_reduce_op ...>` lacks most of MLIR 22's
values), `gpu.subgroup_id` / `gpu.subgroup_size` / `gpu.num_subgroups`, the
cluster index ops and `gpu.printf`, with the attributes
`#gpu<all_reduce_op ...>` and `#gpu<shuffle_mode ...>`.

None of them touches memory except `gpu.printf` (a write, to the output
stream) and `gpu.all_reduce`, whose effect is its body's. (Lowered, a block-wide
`gpu.all_reduce` goes through workgroup memory that the lowering allocates
itself.)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from xdsl.dialects.builtin import IndexType, IntegerAttr, StringAttr, UnitAttr, i1, i32
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import Attribute, Region, SpacedOpaqueSyntaxAttribute
from xdsl.irdl import (
    IRDLOperation,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import IsTerminator, MemoryWriteEffect, Pure, RecursiveMemoryEffect
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum

from smem_opt.smem_dialect.gpu import DimensionAttr
from smem_opt.smem_dialect.syntax import (
    parse_attr_dict,
    parse_operands,
    parse_optional_unit,
    parse_type_suffix,
    parse_typed_operands,
    print_attr_dict,
    print_operands_and_types,
    print_optional_unit,
    print_type_suffix,
    print_typed_operands,
    resolve_pairs,
)


class AllReduceOperation(StrEnum):
    ADD = "add"
    MUL = "mul"
    MINUI = "minui"
    MINSI = "minsi"
    MINNUMF = "minnumf"
    MAXUI = "maxui"
    MAXSI = "maxsi"
    MAXNUMF = "maxnumf"
    AND = "and"
    OR = "or"
    XOR = "xor"
    MINIMUMF = "minimumf"
    MAXIMUMF = "maximumf"


@irdl_attr_definition
class AllReduceOperationAttr(
    EnumAttribute[AllReduceOperation], SpacedOpaqueSyntaxAttribute
):
    """`#gpu<all_reduce_op add|mul|...|maxnumf|minimumf|maximumf>`"""

    name = "gpu.all_reduce_op"


class ShuffleMode(StrEnum):
    XOR = "xor"
    UP = "up"
    DOWN = "down"
    IDX = "idx"


@irdl_attr_definition
class ShuffleModeAttr(EnumAttribute[ShuffleMode], SpacedOpaqueSyntaxAttribute):
    """`#gpu<shuffle_mode xor|up|down|idx>`"""

    name = "gpu.shuffle_mode"


_UnaryT = TypeVar("_UnaryT", bound=IRDLOperation)


def _parse_unary_function_type(
    parser: Parser,
    op_cls: type[_UnaryT],
    value: UnresolvedOperand,
    regions: Sequence[Region] = (),
    /,
    **own: Attribute | None,
) -> _UnaryT:
    """The tail ``attr-dict : (T) -> R`` of the reductions, and the op: ``value`` of type
    ``T``, the results and ``regions``, with ``own`` properties."""
    entries = parse_attr_dict(parser, op_cls)
    parser.parse_punctuation(":")
    ft = parser.parse_function_type()
    operands = [parser.resolve_operand(value, ft.inputs.data[0])]
    return entries.create(operands, list(ft.outputs.data), regions, **own)


def _print_unary_function_type(
    printer: Printer, op: SubgroupReduceOp | AllReduceOp, skip: Sequence[str]
) -> None:
    """What ``_parse_unary_function_type`` reads."""
    print_attr_dict(printer, op, skip=skip)
    printer.print_string(" : ")
    printer.print_function_type([op.value.type], [op.result.type])


@irdl_op_definition
class ShuffleOp(IRDLOperation):
    """`%r, %valid = gpu.shuffle xor %v, %offset, %width : f32`"""

    name = "gpu.shuffle"
    value = operand_def()
    offset = operand_def(i32)
    width = operand_def(i32)
    mode = prop_def(ShuffleModeAttr)
    shuffleResult = result_def()
    valid = result_def(i1)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> ShuffleOp:
        mode = ShuffleModeAttr(parser.parse_str_enum(ShuffleMode))
        value, offset, width = parse_operands(parser)
        entries, (t,) = parse_type_suffix(parser, cls)
        operands = resolve_pairs(parser, [value, offset, width], [t, i32, i32])
        return entries.create(operands, [t, i1], mode=mode)

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.mode.data.value}")
        print_operands_and_types(printer, self, self.operands, self.value.type, skip=("mode",))


@irdl_op_definition
class RotateOp(IRDLOperation):
    """`%r, %valid = gpu.rotate %v, 3, 16 : f32` (offset and width are constants)"""

    name = "gpu.rotate"
    value = operand_def()
    offset = prop_def(IntegerAttr)
    width = prop_def(IntegerAttr)
    rotateResult = result_def()
    valid = result_def(i1)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> RotateOp:
        value = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        offset = parser.parse_integer(allow_boolean=False)
        parser.parse_punctuation(",")
        width = parser.parse_integer(allow_boolean=False)
        entries, (t,) = parse_type_suffix(parser, cls)
        return entries.create(
            [parser.resolve_operand(value, t)],
            [t, i1],
            offset=IntegerAttr(offset, i32),
            width=IntegerAttr(width, i32),
        )

    def verify_(self) -> None:
        # as MLIR 22 verifies it: a width that is a power of two, an offset in [0, width)
        offset, width = self.offset.value.data, self.width.value.data
        if width <= 0 or width & (width - 1):
            raise VerifyException(f"width must be a power of two > 0, got {width}")
        if not 0 <= offset < width:
            raise VerifyException(f"offset must be in the range [0, {width}), got {offset}")

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.value)
        printer.print_string(f", {self.offset.value.data}, {self.width.value.data}")
        print_type_suffix(printer, self, self.value.type, skip=("offset", "width"))


_STRIDE_ONE = IntegerAttr(1, i32)


@irdl_op_definition
class SubgroupReduceOp(IRDLOperation):
    """`gpu.subgroup_reduce add %v (uniform)? (cluster(size = 4 (, stride = 2)?))? : (T) -> T`"""

    name = "gpu.subgroup_reduce"
    value = operand_def()
    op = prop_def(AllReduceOperationAttr)
    uniform = opt_prop_def(UnitAttr)
    cluster_size = opt_prop_def(IntegerAttr)
    cluster_stride = opt_prop_def(IntegerAttr, default_value=_STRIDE_ONE)
    result = result_def()
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> SubgroupReduceOp:
        props: dict[str, Attribute | None] = {
            "op": AllReduceOperationAttr(parser.parse_str_enum(AllReduceOperation))
        }
        value = parser.parse_unresolved_operand()
        props["uniform"] = parse_optional_unit(parser, "uniform")
        if parser.parse_optional_keyword("cluster") is not None:
            parser.parse_punctuation("(")
            parser.parse_keyword("size")
            parser.parse_punctuation("=")
            props["cluster_size"] = IntegerAttr(parser.parse_integer(), i32)
            if parser.parse_optional_punctuation(",") is not None:
                parser.parse_keyword("stride")
                parser.parse_punctuation("=")
                props["cluster_stride"] = IntegerAttr(parser.parse_integer(), i32)
            parser.parse_punctuation(")")
        return _parse_unary_function_type(parser, cls, value, **props)

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.op.data.value} ")
        printer.print_operand(self.value)
        print_optional_unit(printer, "uniform", self.uniform)
        if self.cluster_size is not None:
            printer.print_string(f" cluster(size = {self.cluster_size.value.data}")
            stride = self.cluster_stride
            if stride is not None and stride.value.data != 1:
                printer.print_string(f", stride = {stride.value.data}")
            printer.print_string(")")
        _print_unary_function_type(printer, self, ("op", "uniform", "cluster_size", "cluster_stride"))


@irdl_op_definition
class AllReduceOp(IRDLOperation):
    """`gpu.all_reduce (add)? %v (uniform)? { body } : (T) -> T`"""

    name = "gpu.all_reduce"
    value = operand_def()
    op = opt_prop_def(AllReduceOperationAttr)
    uniform = opt_prop_def(UnitAttr)
    body = region_def()
    result = result_def()
    traits = traits_def(RecursiveMemoryEffect())

    @classmethod
    def parse(cls, parser: Parser) -> AllReduceOp:
        kind = parser.parse_optional_str_enum(AllReduceOperation)
        op = AllReduceOperationAttr(kind) if kind is not None else None
        value = parser.parse_unresolved_operand()
        uniform = parse_optional_unit(parser, "uniform")
        body = parser.parse_region()
        return _parse_unary_function_type(parser, cls, value, [body], op=op, uniform=uniform)

    def print(self, printer: Printer) -> None:
        if self.op is not None:
            printer.print_string(f" {self.op.data.value}")
        printer.print_string(" ")
        printer.print_operand(self.value)
        print_optional_unit(printer, "uniform", self.uniform)
        printer.print_string(" ")
        printer.print_region(self.body)
        _print_unary_function_type(printer, self, ("op", "uniform"))


@irdl_op_definition
class YieldOp(IRDLOperation):
    """`gpu.yield %v : T`, ending a `gpu.all_reduce` body."""

    name = "gpu.yield"
    values = var_operand_def()
    traits = traits_def(IsTerminator(), Pure())
    assembly_format = "attr-dict ($values^ `:` type($values))?"


class _SubgroupIndexOp(IRDLOperation):
    """`(upper_bound N)? attr-dict : index`"""

    upper_bound = opt_prop_def(IntegerAttr[IndexType])
    result = result_def(IndexType)
    traits = traits_def(Pure())
    assembly_format = "(`upper_bound` $upper_bound^)? attr-dict `:` type($result)"


@irdl_op_definition
class SubgroupIdOp(_SubgroupIndexOp):
    name = "gpu.subgroup_id"


@irdl_op_definition
class SubgroupSizeOp(_SubgroupIndexOp):
    name = "gpu.subgroup_size"


@irdl_op_definition
class NumSubgroupsOp(_SubgroupIndexOp):
    name = "gpu.num_subgroups"


class _ClusterIndexOp(IRDLOperation):
    """`x|y|z (upper_bound N)? attr-dict`, one index."""

    dimension = prop_def(DimensionAttr)
    upper_bound = opt_prop_def(IntegerAttr[IndexType])
    result = result_def(IndexType)
    traits = traits_def(Pure())
    assembly_format = "$dimension (`upper_bound` $upper_bound^)? attr-dict"


@irdl_op_definition
class ClusterIdOp(_ClusterIndexOp):
    name = "gpu.cluster_id"


@irdl_op_definition
class ClusterDimOp(_ClusterIndexOp):
    name = "gpu.cluster_dim"


@irdl_op_definition
class ClusterBlockIdOp(_ClusterIndexOp):
    name = "gpu.cluster_block_id"


@irdl_op_definition
class ClusterDimBlocksOp(_ClusterIndexOp):
    name = "gpu.cluster_dim_blocks"


@irdl_op_definition
class PrintfOp(IRDLOperation):
    """`gpu.printf "format" (, %a, %b : T1, T2)?`"""

    name = "gpu.printf"
    args = var_operand_def()
    format = prop_def(StringAttr)
    traits = traits_def(MemoryWriteEffect())

    @classmethod
    def parse(cls, parser: Parser) -> PrintfOp:
        fmt = StringAttr(parser.parse_str_literal())
        entries = parse_attr_dict(parser, cls)
        operands = []
        if parser.parse_optional_punctuation(",") is not None:
            operands = parse_typed_operands(parser)
        return entries.create(operands, format=fmt)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_attribute(self.format)
        print_attr_dict(printer, self, skip=("format",))
        if self.args:
            printer.print_string(", ")
            print_typed_operands(printer, self.args)


COLLECTIVE_OPS: tuple[type[IRDLOperation], ...] = (
    ShuffleOp,
    RotateOp,
    SubgroupReduceOp,
    AllReduceOp,
    YieldOp,
    SubgroupIdOp,
    SubgroupSizeOp,
    NumSubgroupsOp,
    ClusterIdOp,
    ClusterDimOp,
    ClusterBlockIdOp,
    ClusterDimBlocksOp,
    PrintfOp,
)
"""The ops of this module, for the `gpu` dialect."""

COLLECTIVE_ATTRS: tuple[type[Attribute], ...] = (AllReduceOperationAttr, ShuffleModeAttr)

__all__ = [
    "COLLECTIVE_ATTRS",
    "COLLECTIVE_OPS",
    "AllReduceOp",
    "AllReduceOperation",
    "AllReduceOperationAttr",
    "ClusterBlockIdOp",
    "ClusterDimBlocksOp",
    "ClusterDimOp",
    "ClusterIdOp",
    "NumSubgroupsOp",
    "PrintfOp",
    "ShuffleMode",
    "ShuffleModeAttr",
    "ShuffleOp",
    "RotateOp",
    "SubgroupIdOp",
    "SubgroupReduceOp",
    "SubgroupSizeOp",
    "YieldOp",
]
