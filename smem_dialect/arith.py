"""The `arith` dialect with the MLIR 22 forms xDSL 0.74 lacks.

This module owns the `arith` dialect registered by smem-opt: xDSL's ops with
`arith.index_castui` and with `arith.truncf` / `arith.extf` carrying MLIR 22's
optional rounding mode (`to_nearest_even`, `downward`, `upward`,
`toward_zero`, `to_nearest_away`) and fast-math flags. All are pure.
"""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects import arith as _xarith
from xdsl.dialects.arith import FastMathFlagsAttr
from xdsl.dialects.builtin import IntegerAttr, i32
from xdsl.ir import Attribute, Dialect
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    result_def,
    traits_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Pure

from smem_opt.smem_dialect.syntax import parse_type_suffix, print_type_suffix
from smem_opt.smem_dialect.upstream_syntax import replace_ops

ROUNDING_MODES = (
    "to_nearest_even",
    "downward",
    "upward",
    "toward_zero",
    "to_nearest_away",
)
"""`arith::RoundingMode` names by their MLIR 22 value (the generic form's integer)."""

NO_FASTMATH = FastMathFlagsAttr("none")
"""``#arith.fastmath<none>``, the default that custom forms leave out."""


def parse_optional_fastmath(parser: Parser) -> FastMathFlagsAttr | None:
    """`` fastmath<...>`` where present."""
    if parser.parse_optional_keyword("fastmath") is None:
        return None
    return FastMathFlagsAttr(FastMathFlagsAttr.parse_parameter(parser))


def print_optional_fastmath(printer: Printer, flags: Attribute | None) -> None:
    """What ``parse_optional_fastmath`` reads; nothing for no flags or the default."""
    if isinstance(flags, FastMathFlagsAttr) and flags != NO_FASTMATH:
        printer.print_string(" fastmath")
        flags.print_parameter(printer)


class _FloatCastOp(IRDLOperation):
    """`$in (rounding)? (fastmath<...>)? attr-dict : T to U`"""

    HAS_ROUNDING: ClassVar[bool] = False
    input = operand_def()
    fastmath = opt_prop_def(FastMathFlagsAttr)
    result = result_def()
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser):
        source = parser.parse_unresolved_operand()
        rounding = None
        if cls.HAS_ROUNDING:
            mode = parser.parse_optional_keyword_in(ROUNDING_MODES)
            if mode is not None:
                rounding = IntegerAttr(ROUNDING_MODES.index(mode), i32)
        fastmath = parse_optional_fastmath(parser)
        entries, (source_type, result_type) = parse_type_suffix(parser, cls, "to")
        operands = [parser.resolve_operand(source, source_type)]
        return entries.create(operands, [result_type], roundingmode=rounding, fastmath=fastmath)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.operands[0])
        mode = self.properties.get("roundingmode")
        if isinstance(mode, IntegerAttr):
            printer.print_string(f" {ROUNDING_MODES[mode.value.data]}")
        print_optional_fastmath(printer, self.properties.get("fastmath"))
        print_type_suffix(
            printer, self, self.operands[0].type, " to ", self.results[0].type,
            skip=("roundingmode", "fastmath"),
        )


@irdl_op_definition
class TruncFOp(_FloatCastOp):
    name = "arith.truncf"
    HAS_ROUNDING: ClassVar[bool] = True
    roundingmode = opt_prop_def(IntegerAttr)


@irdl_op_definition
class ExtFOp(_FloatCastOp):
    name = "arith.extf"


@irdl_op_definition
class IndexCastUIOp(IRDLOperation):
    """`arith.index_castui %i : i32 to index` (zero-extending)"""

    name = "arith.index_castui"
    input = operand_def()
    result = result_def()
    traits = traits_def(Pure())
    assembly_format = "$input attr-dict `:` type($input) `to` type($result)"


Arith: Dialect = replace_ops(_xarith.Arith, [TruncFOp, ExtFOp, IndexCastUIOp])
"""xDSL's `arith` dialect with the ops above."""

__all__ = [
    "NO_FASTMATH",
    "ROUNDING_MODES",
    "Arith",
    "ExtFOp",
    "IndexCastUIOp",
    "TruncFOp",
    "parse_optional_fastmath",
    "print_optional_fastmath",
]
