"""Parsing and printing `gpu.func` signatures with argument and result attributes."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from xdsl.dialects.builtin import (
    ArrayAttr,
    DictionaryAttr,
    FunctionType,
    StringAttr,
)
from xdsl.ir import (
    Attribute,
    BlockArgument,
)
from xdsl.parser import Parser
from xdsl.printer import Printer

# ---------------------------------------------------------------------------
# Function-like syntax helpers (shared with the smem dialect)
# ---------------------------------------------------------------------------


def parse_function_signature(
    parser: Parser,
) -> tuple[
    list[Parser.Argument],
    list[dict[str, Attribute]],
    list[Attribute],
    list[dict[str, Attribute]],
]:
    """
    Parse `(%a: T {attrs}?, ...) (-> T | -> (T {attrs}?, ...))?`.
    Returns (entry arguments, argument attribute dicts, result types,
    result attribute dicts).
    """

    def parse_arg() -> tuple[Parser.Argument, dict[str, Attribute]]:
        arg = parser.parse_argument(expect_type=True)
        attrs = parser.parse_optional_dictionary_attr_dict()
        loc = parser.parse_optional_location()
        if loc is not None:
            arg.location = loc
        return arg, attrs

    args = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parse_arg)
    results: list[Attribute] = []
    res_attrs: list[dict[str, Attribute]] = []
    if parser.parse_optional_punctuation("->") is not None:
        parsed = parser.parse_optional_comma_separated_list(
            parser.Delimiter.PAREN,
            lambda: (parser.parse_type(), parser.parse_optional_dictionary_attr_dict()),
        )
        if parsed is None:
            results = [parser.parse_type()]
            res_attrs = [{}]
        else:
            results = [t for t, _ in parsed]
            res_attrs = [a for _, a in parsed]
    return (
        [a for a, _ in args],
        [d for _, d in args],
        results,
        res_attrs,
    )


def dicts_to_array(dicts: Sequence[dict[str, Attribute]]) -> ArrayAttr | None:
    """An `ArrayAttr` of dictionaries, or None when every dictionary is empty."""
    if not any(dicts):
        return None
    return ArrayAttr([DictionaryAttr(d) for d in dicts])


def _print_entry_attrs(printer: Printer, dicts: ArrayAttr | None, i: int) -> None:
    """`` {attrs}`` of the ``i``-th argument or result, where it has any."""
    if dicts is not None and i < len(dicts.data):
        d = dicts.data[i]
        if isinstance(d, DictionaryAttr) and d.data:
            printer.print_string(" ")
            printer.print_attr_dict(d.data)


class FunctionLike(Protocol):
    """What ``print_function_header`` reads of a function op (``gpu.func``, ``smem.kernel``)."""

    @property
    def sym_name(self) -> StringAttr: ...

    @property
    def args(self) -> Sequence[BlockArgument]: ...

    @property
    def arg_attrs(self) -> ArrayAttr | None: ...

    @property
    def res_attrs(self) -> ArrayAttr | None: ...

    @property
    def function_type(self) -> FunctionType: ...


def print_function_header(printer: Printer, op: FunctionLike) -> None:
    """`` @name(%a: T {attrs}?, ...) (-> ...)?``: a function op's name and signature."""
    printer.print_string(" ")
    printer.print_symbol_name(op.sym_name.data)
    print_function_signature(
        printer, op.args, op.arg_attrs, op.function_type.outputs.data, op.res_attrs
    )


def print_function_signature(
    printer: Printer,
    args: Sequence[BlockArgument],
    arg_attrs: ArrayAttr | None,
    result_types: Sequence[Attribute],
    res_attrs: ArrayAttr | None,
) -> None:
    """Inverse of `parse_function_signature`."""

    def print_arg(i_arg: tuple[int, BlockArgument]) -> None:
        i, arg = i_arg
        printer.print_ssa_value(arg)
        printer.print_string(": ")
        printer.print_attribute(arg.type)
        _print_entry_attrs(printer, arg_attrs, i)

    printer.print_string("(")
    printer.print_list(list(enumerate(args)), print_arg)
    printer.print_string(")")
    if not result_types:
        return
    printer.print_string(" -> ")
    has_res_attrs = res_attrs is not None and any(
        isinstance(d, DictionaryAttr) and d.data for d in res_attrs.data
    )
    if len(result_types) == 1 and not has_res_attrs:
        printer.print_attribute(result_types[0])
        return

    def print_res(i_t: tuple[int, Attribute]) -> None:
        i, t = i_t
        printer.print_attribute(t)
        _print_entry_attrs(printer, res_attrs, i)

    printer.print_string("(")
    printer.print_list(list(enumerate(result_types)), print_res)
    printer.print_string(")")
