"""The pieces the dialects' hand-written formats are made of, and the one way they build the op.

An op whose syntax fits xDSL's declarative ``assembly_format`` uses that. The others write a
``parse`` / ``print`` pair from the pieces here, each reading exactly what its counterpart prints:

* operand lists ``%a, %b`` (``[%i, %j]`` as indices), type lists ``T, U``, and both together
  (``%a, %b : T, U``);
* the attribute dictionary as MLIR's generated printers write it: the op's properties inside it
  (sorted with the other attributes, segment sizes and defaults left out). ``parse_attr_dict``
  returns a ``ParsedAttrs``, and ``ParsedAttrs.create`` builds the op from it: the dictionary's
  properties first, the ones the format wrote elsewhere over them;
* the tail ``attr-dict : T (sep T)*`` (``parse_type_suffix``), and operands followed by it
  (``parse_operands_and_types``), the most common shape of all;
* integer arrays and the mixed static/dynamic lists ``[%a, 4, %b]`` of positions and bounds;
* enum attributes written ``<value>`` (``BracketedEnum``);
* ``GroupTokensOp``, the syntax of the ops that close a group of async copies.

MLIR-22 conventions that only some dialects need (stripped types, region result types, loop
bindings, implicit terminators) live in ``upstream_syntax``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Self, TypeVar, cast

from xdsl.dialects.builtin import DYNAMIC_INDEX, DenseArrayBase, IndexType, UnitAttr, i32, i64
from xdsl.ir import Attribute, Operation, ParametrizedAttribute, Region, SSAValue
from xdsl.irdl import IRDLOperation
from xdsl.parser import AttrParser, Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.utils.mlir_lexer import PunctuationSpelling
from xdsl.utils.str_enum import StrEnum

SEGMENTS = "operandSegmentSizes"
RESULT_SEGMENTS = "resultSegmentSizes"

OpT = TypeVar("OpT", bound=IRDLOperation)


# ---------------------------------------------------------------------------
# Operand and type lists
# ---------------------------------------------------------------------------


def parse_operands(
    parser: Parser,
    delimiter: Parser.Delimiter = Parser.Delimiter.NONE,
    *,
    non_empty: bool = False,
) -> list[UnresolvedOperand]:
    """`%a, %b`, possibly empty unless ``non_empty`` (always possibly empty when delimited)."""
    if delimiter == Parser.Delimiter.NONE:
        first = (
            parser.parse_unresolved_operand()
            if non_empty
            else parser.parse_optional_unresolved_operand()
        )
        if first is None:
            return []
        items = [first]
        while parser.parse_optional_punctuation(",") is not None:
            items.append(parser.parse_unresolved_operand())
        return items
    return parser.parse_comma_separated_list(delimiter, parser.parse_unresolved_operand)


def parse_operand_count(parser: Parser, count: int) -> list[UnresolvedOperand]:
    """`%a, %b, ...`: exactly ``count`` operands (a comma after the last is not read)."""
    operands = [parser.parse_unresolved_operand()]
    for _ in range(count - 1):
        parser.parse_punctuation(",")
        operands.append(parser.parse_unresolved_operand())
    return operands


def resolve(
    parser: Parser, operands: Sequence[UnresolvedOperand], type: Attribute
) -> list[SSAValue]:
    """Every operand, with one type."""
    return [parser.resolve_operand(o, type) for o in operands]


def resolve_pairs(
    parser: Parser, operands: Sequence[UnresolvedOperand], types: Sequence[Attribute]
) -> list[SSAValue]:
    """Each operand with the type beside it (the shorter list decides how many)."""
    return [parser.resolve_operand(o, t) for o, t in zip(operands, types)]


def parse_indices(parser: Parser) -> list[SSAValue]:
    """`[%i, %j]`, index-typed."""
    return resolve(parser, parse_operands(parser, Parser.Delimiter.SQUARE), IndexType())


def parse_subscript(parser: Parser) -> tuple[UnresolvedOperand, list[UnresolvedOperand]]:
    """`%m[%i, %j]`: a memory operand and its indices, to resolve once the types are read."""
    return parser.parse_unresolved_operand(), parse_operands(parser, Parser.Delimiter.SQUARE)


def print_operands(printer: Printer, values: Sequence[SSAValue]) -> None:
    printer.print_list(values, printer.print_operand)


def print_indices(printer: Printer, values: Sequence[SSAValue]) -> None:
    printer.print_string("[")
    print_operands(printer, values)
    printer.print_string("]")


def print_subscript(printer: Printer, base: SSAValue, indices: Sequence[SSAValue]) -> None:
    """What ``parse_subscript`` reads."""
    printer.print_operand(base)
    print_indices(printer, indices)


def parse_types(parser: Parser) -> list[Attribute]:
    """`T1, T2, ...` (at least one)."""
    types: list[Attribute] = [parser.parse_type()]
    while parser.parse_optional_punctuation(",") is not None:
        types.append(parser.parse_type())
    return types


def print_types(printer: Printer, types: Sequence[Attribute]) -> None:
    printer.print_list(types, printer.print_attribute)


def parse_typed_operands(parser: Parser, *, non_empty: bool = False) -> list[SSAValue]:
    """`%a, %b : T, U`: each operand resolved with the type in its place (``parse_operands``
    says what ``non_empty`` means)."""
    names = parse_operands(parser, non_empty=non_empty)
    parser.parse_punctuation(":")
    return resolve_pairs(parser, names, parse_types(parser))


def print_typed_operands(printer: Printer, values: Sequence[SSAValue]) -> None:
    """What ``parse_typed_operands`` reads."""
    print_operands(printer, values)
    printer.print_string(" : ")
    print_types(printer, [v.type for v in values])


# ---------------------------------------------------------------------------
# Attribute dictionaries holding properties, and the op built from them
# ---------------------------------------------------------------------------


@dataclass
class ParsedAttrs(Generic[OpT]):
    """An op's attribute dictionary as read: the entries that are properties of ``op_class``
    and the other attributes. ``create`` builds the op."""

    op_class: type[OpT]
    properties: dict[str, Attribute]
    attributes: dict[str, Attribute]

    def create(
        self,
        operands: Sequence[SSAValue] = (),
        result_types: Sequence[Attribute] = (),
        regions: Sequence[Region] = (),
        /,
        **own: Attribute | None,
    ) -> OpT:
        """The op with these operands, results and regions; its properties are the
        dictionary's, then ``own`` (what the format wrote outside the dictionary, in that
        order; ``None`` is absent) over them; its attributes are the dictionary's others."""
        properties = dict(self.properties)
        properties.update((name, value) for name, value in own.items() if value is not None)
        return self.op_class.create(
            operands=operands,
            result_types=result_types,
            properties=properties,
            attributes=self.attributes,
            regions=regions,
        )


def parse_attr_dict(
    parser: Parser, op_cls: type[OpT], *, keyword: bool = False
) -> ParsedAttrs[OpT]:
    """An optional attribute dictionary (after `attributes` when `keyword`), its entries
    split into the properties of `op_cls` and the other attributes."""
    if keyword:
        parsed = parser.parse_optional_attr_dict_with_keyword()
        entries = dict(parsed.data) if parsed is not None else {}
    else:
        entries = parser.parse_optional_attr_dict()
    names = op_cls.get_irdl_definition().properties
    props = {k: v for k, v in entries.items() if k in names}
    attrs = {k: v for k, v in entries.items() if k not in names}
    return ParsedAttrs(op_cls, props, attrs)


def print_attr_dict(
    printer: Printer,
    op: Operation,
    *,
    skip: Iterable[str] = (),
    defaults: Mapping[str, Attribute] | None = None,
    keyword: bool = False,
) -> None:
    """
    Print the op's properties (except `skip`, segment sizes and values equal to
    their default) and attributes as one sorted dictionary, if not empty.
    """
    skipped = {SEGMENTS, RESULT_SEGMENTS, *skip}
    defaults = defaults or {}
    entries: dict[str, Attribute] = {}
    for name, value in op.properties.items():
        if name in skipped or defaults.get(name) == value:
            continue
        entries[name] = value
    for name, value in op.attributes.items():
        if name not in skipped:
            entries[name] = value
    if entries:
        printer.print_op_attributes(
            dict(sorted(entries.items())), print_keyword=keyword
        )


def parse_optional_unit(parser: Parser, keyword: str) -> UnitAttr | None:
    """``keyword`` where present: a unit property written as a bare word (``uniform``)."""
    return UnitAttr() if parser.parse_optional_keyword(keyword) is not None else None


def print_optional_unit(printer: Printer, keyword: str, value: Attribute | None) -> None:
    """What ``parse_optional_unit`` reads, after a space; nothing for an absent property."""
    if value is not None:
        printer.print_string(f" {keyword}")


# ---------------------------------------------------------------------------
# `attr-dict : T (sep T)*`, after operands or not
# ---------------------------------------------------------------------------


def parse_type_suffix(
    parser: Parser, op_cls: type[OpT], *separators: str
) -> tuple[ParsedAttrs[OpT], list[Attribute]]:
    """``attr-dict : T (sep T)*``, one type more than ``separators`` (each a keyword such as
    ``into`` or punctuation such as ``->``): the dictionary (``parse_attr_dict``) and the
    types."""
    entries = parse_attr_dict(parser, op_cls)
    parser.parse_punctuation(":")
    types: list[Attribute] = [parser.parse_type()]
    for separator in separators:
        if separator.isalpha():
            parser.parse_keyword(separator)
        else:
            parser.parse_punctuation(cast("PunctuationSpelling", separator))
        types.append(parser.parse_type())
    return entries, types


def print_type_suffix(
    printer: Printer,
    op: Operation,
    *parts: Attribute | str | Sequence[Attribute],
    skip: Iterable[str] = (),
    defaults: Mapping[str, Attribute] | None = None,
) -> None:
    """What ``parse_type_suffix`` reads: the op's attribute dictionary (``print_attr_dict``
    with ``skip`` and ``defaults``), `` : `` and ``parts``: a type as a type, a sequence of
    types as ``T, U``, and a string (`` -> ``, `` into ``, ``, ``) as written."""
    print_attr_dict(printer, op, skip=skip, defaults=defaults)
    printer.print_string(" : ")
    for part in parts:
        if isinstance(part, str):
            printer.print_string(part)
        elif isinstance(part, Attribute):
            printer.print_attribute(part)
        else:
            print_types(printer, part)


def parse_operands_and_types(
    parser: Parser, op_cls: type[OpT], *separators: str
) -> tuple[list[UnresolvedOperand], ParsedAttrs[OpT], list[Attribute]]:
    """``%a, %b attr-dict : T (sep T)*``: the operands, then ``parse_type_suffix``."""
    operands = parse_operands(parser)
    return (operands, *parse_type_suffix(parser, op_cls, *separators))


def print_operands_and_types(
    printer: Printer,
    op: Operation,
    operands: Sequence[SSAValue],
    *parts: Attribute | str | Sequence[Attribute],
    skip: Iterable[str] = (),
    defaults: Mapping[str, Attribute] | None = None,
) -> None:
    """What ``parse_operands_and_types`` reads, after a space: the operands, then
    ``print_type_suffix`` with the other arguments."""
    printer.print_string(" ")
    print_operands(printer, operands)
    print_type_suffix(printer, op, *parts, skip=skip, defaults=defaults)


# ---------------------------------------------------------------------------
# Integer arrays and mixed static/dynamic lists
# ---------------------------------------------------------------------------


def i64_array(values: Sequence[int]) -> DenseArrayBase:
    return DenseArrayBase.from_list(i64, list(values))


def segments(*counts: int) -> DenseArrayBase:
    """An ``operandSegmentSizes`` value: how many operands each operand definition has."""
    return DenseArrayBase.from_list(i32, list(counts))


def array_values(attr: Attribute | None) -> tuple[int, ...]:
    if isinstance(attr, DenseArrayBase):
        return tuple(int(v) for v in attr.get_values())
    return ()


def parse_mixed_list(
    parser: Parser, delimiter: Parser.Delimiter = Parser.Delimiter.SQUARE
) -> tuple[list[UnresolvedOperand], DenseArrayBase]:
    """`[%a, 4, %b]` -> (dynamic operands, the static values as an i64 array with
    DYNAMIC_INDEX where an operand stands)."""
    dynamic: list[UnresolvedOperand] = []
    static: list[int] = []

    def element() -> None:
        operand = parser.parse_optional_unresolved_operand()
        if operand is None:
            static.append(parser.parse_integer())
        else:
            dynamic.append(operand)
            static.append(DYNAMIC_INDEX)

    parser.parse_comma_separated_list(delimiter, element)
    return dynamic, i64_array(static)


def print_mixed_list(
    printer: Printer,
    dynamic: Sequence[SSAValue],
    static: Attribute | None,
    open: str = "[",
) -> None:
    """What ``parse_mixed_list`` reads, from the operands and the static array."""
    close = {"[": "]", "(": ")"}[open]
    printer.print_string(open)
    values = iter(dynamic)

    def element(v: int) -> None:
        if v == DYNAMIC_INDEX:
            printer.print_operand(next(values))
        else:
            printer.print_string(str(v))

    printer.print_list(array_values(static), element)
    printer.print_string(close)


# ---------------------------------------------------------------------------
# Enum attributes written in angle brackets
# ---------------------------------------------------------------------------


class BracketedEnum:
    """Put before ``EnumAttribute[E]`` in an attribute's bases: the value is written in angle
    brackets, ``#d.name<value>`` (xDSL's ``EnumAttribute`` reads and writes it bare)."""

    data: StrEnum
    enum_type: ClassVar[type[StrEnum]]

    def print_parameter(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_string(self.data.value)

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> Any:
        # ``Any``: the enum is the subclass's ``EnumAttribute[E]`` parameter, which a mixin
        # cannot name; ``EnumAttribute`` checks the value against ``E``.
        with parser.in_angle_brackets():
            return parser.parse_str_enum(cls.enum_type)


# ---------------------------------------------------------------------------
# The ops closing a group of async copies
# ---------------------------------------------------------------------------


class GroupTokensOp(IRDLOperation):
    """An op that closes a group of async copies, ``%g = op %t0, %t1 {attrs}``: its operands
    (the copies' tokens) and its one result are of type ``TOKEN``. A subclass sets ``TOKEN``
    and defines the variadic operand and the result.

    With no tokens and no attributes the op would print as just its name, and the next line's
    ``%x = ...`` would then parse as an operand; an explicit empty attribute dictionary ends
    the op, in our parser and in MLIR's alike.
    """

    TOKEN: ClassVar[type[ParametrizedAttribute]]

    def __init__(self, tokens: Sequence[SSAValue | Operation] = ()):
        super().__init__(operands=[tokens], result_types=[self.TOKEN()])

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        tokens: list[SSAValue] = []
        first = parser.parse_optional_operand(cls.TOKEN())
        if first is not None:
            tokens.append(first)
            while parser.parse_optional_punctuation(",") is not None:
                tokens.append(parser.parse_operand(cls.TOKEN()))
        op = cls(tokens)
        op.attributes.update(parser.parse_optional_attr_dict())
        return op

    def print(self, printer: Printer) -> None:
        if self.operands:
            printer.print_string(" ")
            print_operands(printer, self.operands)
        if self.attributes:
            printer.print_op_attributes(self.attributes)
        elif not self.operands:
            printer.print_string(" {}")
