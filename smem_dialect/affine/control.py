"""`affine.for`, `affine.if` and their terminator `affine.yield`, with the bounds
(`max`/`min` of maps over operands) MLIR 22 prints. Their memory effects are their bodies'.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import (
    AffineMapAttr,
    AffineSetAttr,
    IndexType,
    IntegerAttr,
)
from xdsl.ir import Attribute, SSAValue
from xdsl.ir.affine import (
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineMap,
    AffineSymExpr,
)
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    prop_def,
    region_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import IsTerminator, Pure, RecursiveMemoryEffect
from xdsl.utils.exceptions import VerifyException

from smem_opt.smem_dialect.affine.index import parse_map_operands, print_map_operands
from smem_opt.smem_dialect.syntax import parse_attr_dict, print_attr_dict, resolve, segments
from smem_opt.smem_dialect.upstream_syntax import (
    ensure_terminator,
    parse_iter_args,
    parse_then_else,
    print_carried,
    print_result_types,
    print_then_else,
)


@irdl_op_definition
class YieldOp(IRDLOperation):
    """`affine.yield (%a, ... : T, ...)?`"""

    name = "affine.yield"
    operands_ = var_operand_def()
    traits = traits_def(IsTerminator(), Pure())
    assembly_format = "attr-dict ($operands_^ `:` type($operands_))?"

    def verify_(self) -> None:
        """What mlir-opt checks: the op it ends returns what it yields, one value per result."""
        parent = self.parent_op()
        if parent is None:
            return
        if len(parent.results) != len(self.operands_):
            raise VerifyException("parent of yield must have same number of results as the yield operands")
        for result, value in zip(parent.results, self.operands_):
            if result.type != value.type:
                raise VerifyException("types mismatch between yield op and its parent")


def _map_operands(parser: Parser) -> list[SSAValue]:
    """`(%d, ...)[%s, ...]` after an affine map or set, index-typed."""
    return resolve(parser, parse_map_operands(parser), IndexType())


def _parse_bound(parser: Parser, keyword: str) -> tuple[AffineMap, list[SSAValue]]:
    """`4`, `%x`, or `(max|min)? #map(%d)[%s]`."""
    parser.parse_optional_keyword(keyword)
    operand = parser.parse_optional_unresolved_operand()
    if operand is not None:
        value = parser.resolve_operand(operand, IndexType())
        return AffineMap(0, 1, (AffineExpr.symbol(0),)), [value]
    number = parser.parse_optional_integer(allow_boolean=False)
    if number is not None:
        return AffineMap(0, 0, (AffineExpr.constant(number),)), []
    pos = parser.pos
    map = parser.parse_attribute()
    if not isinstance(map, AffineMapAttr):
        parser.raise_error("expected a loop bound", at_position=pos)
    return map.data, _map_operands(parser)


def _print_bound(
    printer: Printer, map: AffineMap, operands: Sequence[SSAValue], keyword: str
) -> None:
    if len(map.results) == 1:
        expr = map.results[0]
        if isinstance(expr, AffineConstantExpr) and not operands:
            printer.print_string(str(expr.value))
            return
        identity_symbol = (
            map.num_dims == 0
            and map.num_symbols == 1
            and isinstance(expr, AffineSymExpr)
        )
        identity_dim = (
            map.num_dims == 1
            and map.num_symbols == 0
            and isinstance(expr, AffineDimExpr)
        )
        if (identity_symbol or identity_dim) and len(operands) == 1:
            printer.print_operand(operands[0])
            return
    else:
        printer.print_string(f"{keyword} ")
    printer.print_attribute(AffineMapAttr(map))
    print_map_operands(printer, operands, map.num_dims)


@irdl_op_definition
class ForOp(IRDLOperation):
    """
    `affine.for %i = LB to UB (step N)? (iter_args(%a = %x) -> (T))? { ... }` with
    bounds `4`, `%x` or `(max|min)? #map(%d)[%s]`
    """

    name = "affine.for"
    lowerBoundOperands = var_operand_def(IndexType)
    upperBoundOperands = var_operand_def(IndexType)
    inits = var_operand_def()
    lowerBoundMap = prop_def(AffineMapAttr)
    upperBoundMap = prop_def(AffineMapAttr)
    step = prop_def(IntegerAttr)
    res = var_result_def()
    body = region_def("single_block")
    traits = traits_def(RecursiveMemoryEffect())
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    OWN: ClassVar[tuple[str, ...]] = ("lowerBoundMap", "upperBoundMap", "step")

    @classmethod
    def parse(cls, parser: Parser) -> ForOp:
        iv = parser.parse_argument(expect_type=False).resolve(IndexType())
        parser.parse_punctuation("=")
        lb_map, lbs = _parse_bound(parser, "max")
        parser.parse_keyword("to")
        ub_map, ubs = _parse_bound(parser, "min")
        step = 1
        if parser.parse_optional_keyword("step") is not None:
            step = parser.parse_integer(allow_boolean=False, allow_negative=False)
        carried, types = parse_iter_args(parser)
        body = parser.parse_region(
            [iv, *(a.resolve(t) for (a, _), t in zip(carried, types))]
        )
        ensure_terminator(body, YieldOp.create)
        entries = parse_attr_dict(parser, cls)
        inits = [parser.resolve_operand(v, t) for (_, v), t in zip(carried, types)]
        return entries.create(
            [*lbs, *ubs, *inits],
            types,
            [body],
            lowerBoundMap=AffineMapAttr(lb_map),
            upperBoundMap=AffineMapAttr(ub_map),
            step=IntegerAttr(step, IndexType()),
            operandSegmentSizes=segments(len(lbs), len(ubs), len(inits)),
        )

    def print(self, printer: Printer) -> None:
        block = self.body.blocks[0]
        printer.print_string(" ")
        printer.print_ssa_value(block.args[0])
        printer.print_string(" = ")
        _print_bound(printer, self.lowerBoundMap.data, self.lowerBoundOperands, "max")
        printer.print_string(" to ")
        _print_bound(printer, self.upperBoundMap.data, self.upperBoundOperands, "min")
        if self.step.value.data != 1:
            printer.print_string(f" step {self.step.value.data}")
        if self.inits:
            print_carried(printer, "iter_args", block.args[1:], self.inits, self.res.types)
        printer.print_string(" ")
        printer.print_region(
            self.body,
            print_entry_block_args=False,
            print_block_terminators=bool(self.inits),
        )
        print_attr_dict(printer, self, skip=self.OWN)


@irdl_op_definition
class IfOp(IRDLOperation):
    """`affine.if #set(%d)[%s] (-> (T, ...))? { ... } (else { ... })?`"""

    name = "affine.if"
    args = var_operand_def(IndexType)
    condition = prop_def(AffineSetAttr)
    res = var_result_def()
    then_region = region_def("single_block")
    else_region = region_def()
    traits = traits_def(RecursiveMemoryEffect())

    @classmethod
    def parse(cls, parser: Parser) -> IfOp:
        pos = parser.pos
        condition = parser.parse_attribute()
        if not isinstance(condition, AffineSetAttr):
            parser.raise_error("expected an integer set", at_position=pos)
        operands = _map_operands(parser)
        types: list[Attribute] = []
        if parser.parse_optional_punctuation("->") is not None:
            types = parser.parse_comma_separated_list(
                parser.Delimiter.PAREN, parser.parse_type
            )
        regions = parse_then_else(parser, YieldOp.create)
        entries = parse_attr_dict(parser, cls)
        return entries.create(operands, types, regions, condition=condition)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_attribute(self.condition)
        print_map_operands(printer, self.args, self.condition.data.num_dims)
        print_result_types(printer, self.res.types)
        print_then_else(printer, self.then_region, self.else_region, bool(self.res))
        print_attr_dict(printer, self, skip=("condition",))
