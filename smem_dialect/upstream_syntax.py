"""Pieces of MLIR 22's custom op syntax shared by the upstream dialects defined here.

MLIR's generated printers put an op's properties into its attribute dictionary
(sorted, defaults left out), print integer arrays as ``[1, 2]``, and print a
dialect type in stripped form (``<memorySpace = ...>``) where the op's operand
can only have that type. The helpers here parse and print those forms for the op
classes of `smem_dialect`, and build a dialect that keeps xDSL's ops except the
ones replaced here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import ClassVar

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    DenseArrayBase,
    IndexType,
    UnitAttr,
    i64,
)
from xdsl.ir import Attribute, Block, Dialect, Operation, ParametrizedAttribute, Region, SSAValue
from xdsl.irdl import IRDLOperation
from xdsl.irdl.declarative_assembly_format import (
    CustomDirective,
    ParsingState,
    PrintingState,
    TypeDirective,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import IsTerminator
from xdsl.utils.mlir_lexer import MLIRTokenKind

SEGMENTS = "operandSegmentSizes"
RESULT_SEGMENTS = "resultSegmentSizes"


# ---------------------------------------------------------------------------
# Dialects that replace some of xDSL's ops
# ---------------------------------------------------------------------------


def replace_ops(
    base: Dialect,
    operations: Iterable[type[Operation]],
    attributes: Iterable[type[Attribute]] = (),
) -> Dialect:
    """`base` with `operations` and `attributes` added, replacing those of the same name."""
    ops = list(operations)
    attrs = list(attributes)
    op_names = {op.name for op in ops}
    attr_names = {a.name for a in attrs}
    kept_ops = [op for op in base.operations if op.name not in op_names]
    kept_attrs = [a for a in base.attributes if a.name not in attr_names]
    return Dialect(base.name, [*kept_ops, *ops], [*kept_attrs, *attrs])


# ---------------------------------------------------------------------------
# Attribute dictionaries holding properties
# ---------------------------------------------------------------------------


def property_names(op_cls: type[IRDLOperation]) -> frozenset[str]:
    return frozenset(op_cls.get_irdl_definition().properties)


def parse_attr_dict(
    parser: Parser, op_cls: type[IRDLOperation], *, keyword: bool = False
) -> tuple[dict[str, Attribute], dict[str, Attribute]]:
    """
    Parse an optional attribute dictionary (after `attributes` when `keyword`)
    and split it into (properties of `op_cls`, other attributes).
    """
    if keyword:
        parsed = parser.parse_optional_attr_dict_with_keyword()
        entries = dict(parsed.data) if parsed is not None else {}
    else:
        entries = parser.parse_optional_attr_dict()
    names = property_names(op_cls)
    props = {k: v for k, v in entries.items() if k in names}
    attrs = {k: v for k, v in entries.items() if k not in names}
    return props, attrs


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


def parse_type_suffix(
    parser: Parser, op_cls: type[IRDLOperation], *separators: str
) -> tuple[dict[str, Attribute], dict[str, Attribute], list[Attribute]]:
    """``attr-dict : T (sep T)*``, one type more than ``separators`` (each a keyword such as
    ``into`` or punctuation such as ``->``): the op's properties, its other attributes
    (``parse_attr_dict``) and the types."""
    props, attrs = parse_attr_dict(parser, op_cls)
    parser.parse_punctuation(":")
    types = [parser.parse_type()]
    for separator in separators:
        if separator.isalpha():
            parser.parse_keyword(separator)
        else:
            parser.parse_punctuation(separator)
        types.append(parser.parse_type())
    return props, attrs, types


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


def unit(flag: bool) -> UnitAttr | None:
    return UnitAttr() if flag else None


# ---------------------------------------------------------------------------
# Operand lists
# ---------------------------------------------------------------------------


def parse_operands(
    parser: Parser, delimiter: Parser.Delimiter = Parser.Delimiter.NONE
) -> list[UnresolvedOperand]:
    """`%a, %b` (possibly empty when delimited)."""
    if delimiter == Parser.Delimiter.NONE:
        first = parser.parse_optional_unresolved_operand()
        if first is None:
            return []
        items = [first]
        while parser.parse_optional_punctuation(",") is not None:
            items.append(parser.parse_unresolved_operand())
        return items
    return parser.parse_comma_separated_list(delimiter, parser.parse_unresolved_operand)


def resolve(
    parser: Parser, operands: Sequence[UnresolvedOperand], type: Attribute
) -> list[SSAValue]:
    return [parser.resolve_operand(o, type) for o in operands]


def resolve_each(
    parser: Parser,
    operands: Sequence[UnresolvedOperand],
    types: Sequence[Attribute],
    pos: int | None = None,
) -> list[SSAValue]:
    if len(operands) != len(types):
        parser.raise_error(
            f"expected {len(operands)} types, got {len(types)}", at_position=pos
        )
    return [parser.resolve_operand(o, t) for o, t in zip(operands, types)]


def parse_indices(parser: Parser) -> list[SSAValue]:
    """`[%i, %j]`, index-typed."""
    return resolve(parser, parse_operands(parser, Parser.Delimiter.SQUARE), IndexType())


def print_operands(printer: Printer, values: Sequence[SSAValue]) -> None:
    printer.print_list(values, printer.print_operand)


def print_indices(printer: Printer, values: Sequence[SSAValue]) -> None:
    printer.print_string("[")
    print_operands(printer, values)
    printer.print_string("]")


def parse_types(parser: Parser) -> list[Attribute]:
    """`T1, T2, ...` (at least one)."""
    types = [parser.parse_type()]
    while parser.parse_optional_punctuation(",") is not None:
        types.append(parser.parse_type())
    return types


def print_types(printer: Printer, types: Sequence[Attribute]) -> None:
    printer.print_list(types, printer.print_attribute)


# ---------------------------------------------------------------------------
# Integer arrays and mixed static/dynamic lists
# ---------------------------------------------------------------------------


def i64_array(values: Sequence[int]) -> DenseArrayBase:
    return DenseArrayBase.from_list(i64, list(values))


def array_values(attr: Attribute | None) -> tuple[int, ...]:
    if isinstance(attr, DenseArrayBase):
        return tuple(int(v) for v in attr.get_values())
    return ()


def parse_int_list(
    parser: Parser, delimiter: Parser.Delimiter = Parser.Delimiter.SQUARE
) -> list[int]:
    return parser.parse_comma_separated_list(delimiter, parser.parse_integer)


def print_int_list(printer: Printer, values: Iterable[int], open: str = "[") -> None:
    close = {"[": "]", "(": ")"}[open]
    printer.print_string(open + ", ".join(str(v) for v in values) + close)


def parse_mixed_list(
    parser: Parser, delimiter: Parser.Delimiter = Parser.Delimiter.SQUARE
) -> tuple[list[UnresolvedOperand], list[int]]:
    """`[%a, 4, %b]` -> (dynamic operands, static values with DYNAMIC_INDEX holes)."""
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
    return dynamic, static


def print_mixed_list(
    printer: Printer,
    dynamic: Sequence[SSAValue],
    static: Sequence[int],
    open: str = "[",
) -> None:
    close = {"[": "]", "(": ")"}[open]
    printer.print_string(open)
    values = iter(dynamic)

    def element(v: int) -> None:
        if v == DYNAMIC_INDEX:
            printer.print_operand(next(values))
        else:
            printer.print_string(str(v))

    printer.print_list(static, element)
    printer.print_string(close)


# ---------------------------------------------------------------------------
# Dialect types printed without their prefix
# ---------------------------------------------------------------------------


def parse_maybe_stripped(
    parser: Parser, type_cls: type[ParametrizedAttribute]
) -> Attribute:
    """A type given in full (`!d.t<...>`) or, as MLIR prints it, stripped (`<...>`)."""
    if parser._current_token.kind == MLIRTokenKind.LESS:  # pyright: ignore[reportPrivateUsage]
        return type_cls.new(type_cls.parse_parameters(parser))
    return parser.parse_type()


class StrippedType(CustomDirective):
    """
    Declarative-format directive `custom<X>(type($v))` for a stripped-or-full type.
    A subclass sets `TYPE` and repeats the `type: TypeDirective` field (xDSL reads
    a directive's parameters from the class's own annotations).
    """

    TYPE: ClassVar[type[ParametrizedAttribute]]

    type: TypeDirective

    def parse(self, parser: Parser, state: ParsingState) -> None:
        self.type.set(state, [parse_maybe_stripped(parser, self.TYPE)])

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        printer.print_list(self.type.get(op), printer.print_attribute)


def parse_types_in_parens_or_one(parser: Parser) -> list[Attribute]:
    """``(T, ...)`` or a single ``T`` without parentheses."""
    parsed = parser.parse_optional_comma_separated_list(parser.Delimiter.PAREN, parser.parse_type)
    return parsed if parsed is not None else [parser.parse_type()]


def parse_result_types(parser: Parser) -> list[Attribute]:
    """``(-> T | -> (T, ...))?``: the result types of a region op, none when absent."""
    if parser.parse_optional_punctuation("->") is None:
        return []
    return parse_types_in_parens_or_one(parser)


def print_result_types(printer: Printer, types: Sequence[Attribute]) -> None:
    """`` -> (T, ...)`` as MLIR prints result types of a region op; nothing for none."""
    if types:
        printer.print_string(" -> (")
        print_types(printer, types)
        printer.print_string(")")


def ensure_terminator(region: Region, make: Callable[[], Operation]) -> None:
    """Add the implicit terminator that a custom form leaves out: ``make()`` at the end of
    the region's last block (an empty region gets a block), unless a terminator ends it."""
    if not region.blocks:
        region.add_block(Block())
    block = region.blocks[-1]
    last = block.last_op
    if last is None or not last.has_trait(IsTerminator):
        block.add_op(make())


def parse_bindings(
    parser: Parser, optional: bool = False
) -> list[tuple[Parser.UnresolvedArgument, UnresolvedOperand]]:
    """``(%a = %x, %b = %y)``: block arguments, each bound to a value, as loops write their
    carried values; with ``optional``, no list at all reads as none."""
    bindings: list[tuple[Parser.UnresolvedArgument, UnresolvedOperand]] = []

    def binding() -> None:
        arg = parser.parse_argument(expect_type=False)
        parser.parse_punctuation("=")
        bindings.append((arg, parser.parse_unresolved_operand()))

    if optional:
        parser.parse_optional_comma_separated_list(parser.Delimiter.PAREN, binding)
    else:
        parser.parse_comma_separated_list(parser.Delimiter.PAREN, binding)
    return bindings


def print_bindings(
    printer: Printer, args: Sequence[SSAValue], values: Sequence[SSAValue]
) -> None:
    """What ``parse_bindings`` reads: ``(%a = %x, ...)``."""

    def binding(pair: tuple[SSAValue, SSAValue]) -> None:
        printer.print_operand(pair[0])
        printer.print_string(" = ")
        printer.print_operand(pair[1])

    printer.print_string("(")
    printer.print_list(list(zip(args, values)), binding)
    printer.print_string(")")


def print_carried(
    printer: Printer,
    keyword: str,
    args: Sequence[SSAValue],
    values: Sequence[SSAValue],
    types: Sequence[Attribute],
) -> None:
    """`` iter_args(%a = %x, ...) -> (T, ...)`` (or ``shared_outs``, as ``keyword`` says): a
    loop's carried values and its result types, as MLIR prints them."""
    printer.print_string(f" {keyword}")
    print_bindings(printer, args, values)
    printer.print_string(" -> (")
    print_types(printer, types)
    printer.print_string(")")


def parse_iter_args(
    parser: Parser,
) -> tuple[list[tuple[Parser.UnresolvedArgument, UnresolvedOperand]], list[Attribute]]:
    """An optional loop-carried list, as ``scf.for`` and ``affine.for`` print it:
    ``iter_args(%a = %x, %b = %y) -> (T, U)`` (one type may go without parentheses). The pairs
    (block argument, initial value) and their types; a type count that differs is an error."""
    if parser.parse_optional_keyword("iter_args") is None:
        return [], []
    carried = parse_bindings(parser)
    parser.parse_punctuation("->")
    types = parse_types_in_parens_or_one(parser)
    if len(types) != len(carried):
        parser.raise_error(f"expected {len(carried)} result types, got {len(types)}")
    return carried, types
