"""Pieces of MLIR 22's custom op syntax that some of the upstream dialects defined here share.

A dialect that replaces some of xDSL's ops (``replace_ops``); a dialect type printed in stripped
form (``<memorySpace = ...>``) where the op's operand can only have that type; the result types
of a region op (``-> (T, ...)``); the implicit terminator a custom form leaves out; loop bindings
``(%a = %x, ...)`` with ``iter_args`` / ``shared_outs``. The pieces every custom format is built
from (operand and type lists, the attribute dictionary holding properties, the type suffix,
mixed static/dynamic lists) are in ``syntax``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import ClassVar

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

from smem_opt.smem_dialect.syntax import print_types

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
    parsed: list[Attribute] | None = parser.parse_optional_comma_separated_list(
        parser.Delimiter.PAREN, parser.parse_type
    )
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


def parse_then_else(
    parser: Parser, make_terminator: Callable[[], Operation]
) -> tuple[Region, Region]:
    """``{ ... } (else { ... })?``: the two regions of an `if`, each with its implicit
    terminator (``ensure_terminator``); no ``else`` reads as an empty region."""
    then = parser.parse_region()
    ensure_terminator(then, make_terminator)
    other = Region()
    if parser.parse_optional_keyword("else") is not None:
        other = parser.parse_region()
        ensure_terminator(other, make_terminator)
    return then, other


def print_then_else(printer: Printer, then: Region, other: Region, terminators: bool) -> None:
    """What ``parse_then_else`` reads, after a space; the terminators printed as told."""
    printer.print_string(" ")
    printer.print_region(then, print_block_terminators=terminators)
    if other.blocks:
        printer.print_string(" else ")
        printer.print_region(other, print_block_terminators=terminators)


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
