"""`affine.load` and `affine.store` with index expressions and `symbol(%n)`, and the
reader and printer of such a map of SSA ids (xDSL 0.74 prints the symbols of these maps as
dimensions). `affine.load` reads and `affine.store` writes.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from xdsl.dialects.builtin import AffineMapAttr, IndexType, MemRefType
from xdsl.ir import SSAValue
from xdsl.ir.affine import AffineExpr, AffineMap
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.irdl import (
    IRDLOperationInvT as OpT,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import MemoryReadEffect, MemoryWriteEffect

from smem_opt.smem_dialect.syntax import (
    ParsedAttrs,
    parse_type_suffix,
    print_type_suffix,
    resolve,
)


class _SsaMapParser:
    """
    `[%i, %j + 1, symbol(%n) * 2]`: an affine map whose dimensions are the bare
    SSA values and whose symbols are the `symbol(...)` ones, each value once, in
    order of first appearance (as MLIR numbers them).
    """

    def __init__(self, parser: Parser):
        self.parser = parser
        self.dims: list[UnresolvedOperand] = []
        self.syms: list[UnresolvedOperand] = []

    def _position(
        self, operand: UnresolvedOperand, ids: list[UnresolvedOperand]
    ) -> int:
        for i, known in enumerate(ids):
            if (
                known.operand_name == operand.operand_name
                and known.index == operand.index
            ):
                return i
        ids.append(operand)
        return len(ids) - 1

    def parse(self) -> tuple[AffineMap, list[SSAValue]]:
        exprs = self.parser.parse_comma_separated_list(
            Parser.Delimiter.SQUARE, self._sum
        )
        map = AffineMap(len(self.dims), len(self.syms), tuple(exprs))
        operands = resolve(self.parser, [*self.dims, *self.syms], IndexType())
        return map, operands

    def _sum(self) -> AffineExpr:
        expr = self._product()
        while True:
            if self.parser.parse_optional_punctuation("+") is not None:
                expr = expr + self._product()
            elif self.parser.parse_optional_punctuation("-") is not None:
                expr = expr - self._product()
            else:
                return expr

    def _product(self) -> AffineExpr:
        expr = self._factor()
        while True:
            if self.parser.parse_optional_punctuation("*") is not None:
                expr = expr * self._factor()
            elif self.parser.parse_optional_keyword("floordiv") is not None:
                expr = expr // self._factor()
            elif self.parser.parse_optional_keyword("ceildiv") is not None:
                expr = expr.ceil_div(self._factor())
            elif self.parser.parse_optional_keyword("mod") is not None:
                expr = expr % self._factor()
            else:
                return expr

    def _factor(self) -> AffineExpr:
        p = self.parser
        if p.parse_optional_punctuation("-") is not None:
            return -self._factor()
        if p.parse_optional_punctuation("(") is not None:
            expr = self._sum()
            p.parse_punctuation(")")
            return expr
        if p.parse_optional_keyword("symbol") is not None:
            p.parse_punctuation("(")
            operand = p.parse_unresolved_operand()
            p.parse_punctuation(")")
            return AffineExpr.symbol(self._position(operand, self.syms))
        dim = p.parse_optional_unresolved_operand()
        if dim is not None:
            return AffineExpr.dimension(self._position(dim, self.dims))
        return AffineExpr.constant(p.parse_integer(allow_boolean=False))


def parse_map_of_ssa_ids(parser: Parser) -> tuple[AffineMap, list[SSAValue]]:
    """`[%i, %j + 1, symbol(%n)]` -> (map, dimension operands then symbol operands)."""
    return _SsaMapParser(parser).parse()


_MAP_ID = re.compile(r"\b([ds])(\d+)\b")


def print_map_of_ssa_ids(
    printer: Printer, map: AffineMap, operands: Sequence[SSAValue]
) -> None:
    """`[%i, %j + 1, symbol(%n)]`: `map`'s results over the operands it names."""
    printer.print_string("[")
    for position, expr in enumerate(map.results):
        if position:
            printer.print_string(", ")
        text = str(expr)
        start = 0
        for match in _MAP_ID.finditer(text):
            printer.print_string(text[start : match.start()])
            index = int(match.group(2))
            if match.group(1) == "d":
                printer.print_operand(operands[index])
            else:
                printer.print_string("symbol(")
                printer.print_operand(operands[map.num_dims + index])
                printer.print_string(")")
            start = match.end()
        printer.print_string(text[start:])
    printer.print_string("]")


def _parse_access(
    parser: Parser, op_cls: type[OpT]
) -> tuple[UnresolvedOperand, MemRefType, list[SSAValue], AffineMapAttr, ParsedAttrs[OpT]]:
    """``%m[map of SSA ids] attr-dict : memref<...>``, the access both `affine.load` and
    `affine.store` end with: the memref operand (unresolved) and its type, the indices, the
    map and the attribute dictionary."""
    memref = parser.parse_unresolved_operand()
    map, indices = parse_map_of_ssa_ids(parser)
    entries, (t,) = parse_type_suffix(parser, op_cls)
    if not isinstance(t, MemRefType):
        parser.raise_error("expected a memref type")
    return memref, t, indices, AffineMapAttr(map), entries


def _print_access(printer: Printer, op: LoadOp | StoreOp) -> None:
    """What `_parse_access` reads."""
    printer.print_operand(op.memref)
    print_map_of_ssa_ids(printer, op.map.data, op.indices)
    print_type_suffix(printer, op, op.memref.type, skip=("map",))


@irdl_op_definition
class LoadOp(IRDLOperation):
    """`affine.load %m[%i, %j + 1, symbol(%n)] : memref<...>`: reads its memref."""

    name = "affine.load"
    memref = operand_def(MemRefType)
    indices = var_operand_def(IndexType)
    map = prop_def(AffineMapAttr)
    result = result_def()
    traits = traits_def(MemoryReadEffect())

    @classmethod
    def parse(cls, parser: Parser) -> LoadOp:
        memref, t, indices, map, entries = _parse_access(parser, cls)
        operands = [parser.resolve_operand(memref, t), *indices]
        return entries.create(operands, [t.element_type], map=map)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        _print_access(printer, self)


@irdl_op_definition
class StoreOp(IRDLOperation):
    """`affine.store %v, %m[%i, symbol(%n)] : memref<...>`: writes its memref."""

    name = "affine.store"
    value = operand_def()
    memref = operand_def(MemRefType)
    indices = var_operand_def(IndexType)
    map = prop_def(AffineMapAttr)
    traits = traits_def(MemoryWriteEffect())

    @classmethod
    def parse(cls, parser: Parser) -> StoreOp:
        value = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        memref, t, indices, map, entries = _parse_access(parser, cls)
        operands = [parser.resolve_operand(value, t.element_type), parser.resolve_operand(memref, t)]
        return entries.create([*operands, *indices], map=map)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.value)
        printer.print_string(", ")
        _print_access(printer, self)
