"""Printing helpers shared by the dialects' custom formats."""

from __future__ import annotations

from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.parser import Parser
from xdsl.printer import Printer


def print_group_tokens(printer: Printer, op: Operation) -> None:
    """Print ``%t0, %t1 {attrs}`` for an op that closes a group of async copies.

    With no tokens and no attributes the op would print as just its name, and the
    next line's ``%x = ...`` would then parse as an operand; an explicit empty
    attribute dictionary ends the op, in our parser and in MLIR's alike.
    """
    if op.operands:
        printer.print_string(" ")
        printer.print_list(op.operands, printer.print_operand)
    if op.attributes:
        printer.print_op_attributes(op.attributes)
    elif not op.operands:
        printer.print_string(" {}")


def parse_group_tokens(
    parser: Parser, token_type: Attribute
) -> tuple[list[SSAValue], dict[str, Attribute]]:
    """Parse what ``print_group_tokens`` prints: ``(%t (, %t)*)? attr-dict?``."""
    tokens: list[SSAValue] = []
    first = parser.parse_optional_operand(token_type)
    if first is not None:
        tokens.append(first)
        while parser.parse_optional_punctuation(",") is not None:
            tokens.append(parser.parse_operand(token_type))
    return tokens, parser.parse_optional_attr_dict()
