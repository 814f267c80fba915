"""The `vector` dialect's attributes and the small readers the ops share.

`#vector.iterator_type<parallel|reduction>` is defined here; `#vector.kind<...>` is xDSL's
`CombiningKindAttr` (every MLIR 22 kind). The helpers read and print a combining kind and take a
vector's type or element type apart.
"""

from __future__ import annotations

from xdsl.dialects.builtin import ShapedType, VectorType
from xdsl.dialects.utils import EnumAttribute
from xdsl.dialects.vector import CombiningKindAttr, CombiningKindFlag
from xdsl.ir import Attribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.utils.str_enum import StrEnum

# ---------------------------------------------------------------------------
# Attributes
# ---------------------------------------------------------------------------


class IteratorType(StrEnum):
    PARALLEL = "parallel"
    REDUCTION = "reduction"


@irdl_attr_definition
class IteratorTypeAttr(EnumAttribute[IteratorType]):
    """`#vector.iterator_type<parallel|reduction>`"""

    name = "vector.iterator_type"

    def print_parameter(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_string(self.data.value)

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> IteratorType:
        with parser.in_angle_brackets():
            return parser.parse_str_enum(IteratorType)


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
    printer.print_string(f"<{kind.data.value}>")


def vector_type(t: Attribute) -> VectorType:
    assert isinstance(t, VectorType)
    return t


def element_type(t: Attribute) -> Attribute:
    if isinstance(t, ShapedType):
        return t.get_element_type()
    return t
