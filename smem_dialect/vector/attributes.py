"""The `vector` dialect's attributes and the small readers the ops share.

`#vector.iterator_type<parallel|reduction>` is defined here; `#vector.kind<...>` is xDSL's
`CombiningKindAttr` (every MLIR 22 kind). The helpers read and print a combining kind (alone and
with the operands that follow it in the reductions) and take a vector's type or element type
apart.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import ContainerType, ShapedType, VectorType
from xdsl.dialects.utils import EnumAttribute
from xdsl.dialects.vector import CombiningKindAttr, CombiningKindFlag
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.utils.str_enum import StrEnum

from smem_opt.smem_dialect.syntax import BracketedEnum, parse_operands, print_operands


class IteratorType(StrEnum):
    """The iterator kinds of `vector.contract`'s dimensions."""

    PARALLEL = "parallel"
    REDUCTION = "reduction"


@irdl_attr_definition
class IteratorTypeAttr(BracketedEnum, EnumAttribute[IteratorType]):
    """`#vector.iterator_type<parallel|reduction>`"""

    name = "vector.iterator_type"


def parse_combining_kind(parser: Parser) -> CombiningKindAttr:
    """`<add>` (as MLIR prints the kind inside vector ops) or `#vector.kind<add>`."""
    if parser.parse_optional_punctuation("<") is not None:
        kind = CombiningKindFlag(parser.parse_identifier())
        parser.parse_punctuation(">")
        return CombiningKindAttr(kind)
    attr = parser.parse_attribute()
    if not isinstance(attr, CombiningKindAttr):
        parser.raise_error("expected a vector combining kind")
    return attr


def print_combining_kind(printer: Printer, kind: CombiningKindAttr) -> None:
    """`<add>`, as MLIR prints the kind inside vector ops."""
    printer.print_string(f"<{kind.data.value}>")


def vector_type(t: Attribute) -> VectorType:
    """``t``, which the op's syntax says is a vector type."""
    assert isinstance(t, VectorType)
    return t


def element_type(t: Attribute) -> Attribute:
    """The element type of a shaped type; any other type is its own element."""
    if isinstance(t, ShapedType) and isinstance(t, ContainerType):
        return t.get_element_type()
    return t


def parse_kind_and_operands(parser: Parser) -> tuple[CombiningKindAttr, list[UnresolvedOperand]]:
    """``<kind>, %a, %b``: how the reductions of the dialect begin."""
    kind = parse_combining_kind(parser)
    parser.parse_punctuation(",")
    return kind, parse_operands(parser)


def print_kind_and_operands(
    printer: Printer, kind: CombiningKindAttr, operands: Sequence[SSAValue]
) -> None:
    """What ``parse_kind_and_operands`` reads, after a space."""
    printer.print_string(" ")
    print_combining_kind(printer, kind)
    printer.print_string(", ")
    print_operands(printer, operands)
