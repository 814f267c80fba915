"""The `affine` dialect's index ops, which touch no memory: `affine.apply`, `affine.min`,
`affine.max` (`#map(%d, ...)[%s, ...]`), `affine.delinearize_index %i into (4, %n, 16)` and
`affine.linearize_index disjoint? [%a, %b] by (4, 8)`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AffineMapAttr,
    DenseArrayBase,
    IndexType,
    IntegerAttr,
    UnitAttr,
)
from xdsl.ir import Operation, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    BaseAttr,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from smem_opt.smem_dialect.syntax import (
    array_values,
    parse_attr_dict,
    parse_mixed_list,
    parse_operands,
    parse_optional_unit,
    parse_types,
    print_attr_dict,
    print_indices,
    print_mixed_list,
    print_operands,
    print_type_suffix,
    resolve,
    segments,
)


def parse_map_operands(parser: Parser) -> list[UnresolvedOperand]:
    """`(%d, ...)[%s, ...]` after an affine map or set: dimension then symbol operands (the
    symbol list may be left out)."""
    dims = parse_operands(parser, Parser.Delimiter.PAREN)
    syms = (
        parse_operands(parser, Parser.Delimiter.SQUARE)
        if parser._current_token.text == "["  # pyright: ignore[reportPrivateUsage]
        else []
    )
    return [*dims, *syms]


def print_map_operands(printer: Printer, operands: Sequence[SSAValue], num_dims: int) -> None:
    """What ``parse_map_operands`` reads: the first ``num_dims`` operands are dimensions."""
    printer.print_string("(")
    print_operands(printer, operands[:num_dims])
    printer.print_string(")")
    if len(operands) > num_dims:
        print_indices(printer, operands[num_dims:])


class _MapOp(IRDLOperation):
    """`op #map(%dims)[%symbols] attr-dict` returning one index."""

    mapOperands = var_operand_def(IndexType)
    map = prop_def(AffineMapAttr)
    result = result_def(IndexType)

    traits = traits_def(Pure())

    def __init__(self, map: AffineMapAttr, operands: Sequence[SSAValue | Operation]):
        super().__init__(
            operands=[operands], properties={"map": map}, result_types=[IndexType()]
        )

    @classmethod
    def parse(cls, parser: Parser):
        pos = parser.pos
        map = parser.parse_attribute()
        if not isinstance(map, AffineMapAttr):
            parser.raise_error("expected an affine map", at_position=pos)
        operands = parse_map_operands(parser)
        entries = parse_attr_dict(parser, cls)
        op = cls(map, resolve(parser, operands, IndexType()))
        op.properties.update(entries.properties)
        op.attributes.update(entries.attributes)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_attribute(self.map)
        print_map_operands(printer, self.mapOperands, self.map.data.num_dims)
        print_attr_dict(printer, self, skip=("map",))

    def verify_(self) -> None:
        m = self.map.data
        if len(self.mapOperands) != m.num_dims + m.num_symbols:
            raise VerifyException(
                f"expects {m.num_dims + m.num_symbols} operands, "
                f"got {len(self.mapOperands)}"
            )
        if self.name == "affine.apply" and len(m.results) != 1:
            raise VerifyException("mapping must produce one value")


@irdl_op_definition
class ApplyOp(_MapOp):
    name = "affine.apply"


@irdl_op_definition
class MinOp(_MapOp):
    name = "affine.min"


@irdl_op_definition
class MaxOp(_MapOp):
    name = "affine.max"


def _verify_basis_count(basis: DenseArrayBase, count: int, message: str) -> None:
    """The rule of both index ops: ``count`` indices for a basis of ``n`` elements, where ``n``
    or ``n + 1`` are accepted; ``message`` (with ``{count}`` and ``{n}``) says otherwise."""
    n = len(array_values(basis))
    if count not in (n, n + 1):
        raise VerifyException(message.format(count=count, n=n))


@irdl_op_definition
class DelinearizeIndexOp(IRDLOperation):
    """`affine.delinearize_index %i into (4, %n, 16) : index, index, index`"""

    name = "affine.delinearize_index"

    linear_index = operand_def(IndexType)
    dynamic_basis = var_operand_def(IndexType)
    static_basis = prop_def(DenseArrayBase)
    multi_index = var_result_def(IndexType)

    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> DelinearizeIndexOp:
        index = parser.parse_unresolved_operand()
        parser.parse_keyword("into")
        dynamic, static = parse_mixed_list(parser, Parser.Delimiter.PAREN)
        entries = parse_attr_dict(parser, cls)
        parser.parse_punctuation(":")
        types = parse_types(parser)
        operands = resolve(parser, [index, *dynamic], IndexType())
        return entries.create(operands, types, static_basis=static)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.linear_index)
        printer.print_string(" into ")
        print_mixed_list(printer, self.dynamic_basis, self.static_basis, "(")
        print_type_suffix(printer, self, self.multi_index.types, skip=("static_basis",))

    def verify_(self) -> None:
        _verify_basis_count(
            self.static_basis,
            len(self.multi_index),
            "should return an index for each basis element and up to one extra index, "
            "got {count} for {n} basis elements",
        )
        if any(v <= 0 and v != DYNAMIC_INDEX for v in array_values(self.static_basis)):
            raise VerifyException("no basis element may be statically non-positive")


@irdl_op_definition
class LinearizeIndexOp(IRDLOperation):
    """`affine.linearize_index disjoint? [%a, %b] by (4, %n) : index`"""

    name = "affine.linearize_index"

    multi_index = var_operand_def(IndexType)
    dynamic_basis = var_operand_def(IndexType)
    static_basis = prop_def(DenseArrayBase)
    # MLIR prints this unit property as `disjoint` or `disjoint = false`.
    disjoint = opt_prop_def(BaseAttr(UnitAttr) | BaseAttr(IntegerAttr))
    linear_index = result_def(IndexType)

    traits = traits_def(Pure())
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    OWN: ClassVar[tuple[str, ...]] = ("static_basis", "disjoint")

    @property
    def is_disjoint(self) -> bool:
        d = self.disjoint
        return isinstance(d, UnitAttr) or (
            isinstance(d, IntegerAttr) and d.value.data != 0
        )

    @classmethod
    def parse(cls, parser: Parser) -> LinearizeIndexOp:
        disjoint = parse_optional_unit(parser, "disjoint")
        indices = parse_operands(parser, Parser.Delimiter.SQUARE)
        parser.parse_keyword("by")
        dynamic, static = parse_mixed_list(parser, Parser.Delimiter.PAREN)
        entries = parse_attr_dict(parser, cls)
        parser.parse_punctuation(":")
        parser.parse_type()
        return entries.create(
            resolve(parser, [*indices, *dynamic], IndexType()),
            [IndexType()],
            static_basis=static,
            disjoint=disjoint,
            operandSegmentSizes=segments(len(indices), len(dynamic)),
        )

    def print(self, printer: Printer) -> None:
        if self.is_disjoint:
            printer.print_string(" disjoint")
        printer.print_string(" ")
        print_indices(printer, self.multi_index)
        printer.print_string(" by ")
        print_mixed_list(printer, self.dynamic_basis, self.static_basis, "(")
        print_type_suffix(printer, self, self.linear_index.type, skip=self.OWN)

    def verify_(self) -> None:
        _verify_basis_count(
            self.static_basis,
            len(self.multi_index),
            "should be passed an index for each basis element, got {count} indices for {n} "
            "basis elements",
        )
