"""The `affine` dialect with MLIR 22's index ops.

This module owns the `affine` dialect registered by smem-opt: xDSL's ops
(`affine.for`, `affine.if`, `affine.load`, `affine.store`, ...) with these
defined here in MLIR 22's custom and generic forms:

* `affine.apply`, `affine.min`, `affine.max`: `#map(%d, ...)[%s, ...]`;
* `affine.delinearize_index %i into (4, %n, 16) : index, index, index`;
* `affine.linearize_index disjoint? [%a, %b] by (4, 8) : index`;
* `affine.load` / `affine.store` with index expressions and `symbol(%n)`
  (xDSL 0.74 prints the symbols of these maps as dimensions).

The index ops touch no memory; `affine.load` reads and `affine.store` writes.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects import affine as _xaffine
from xdsl.dialects.builtin import (
    AffineMapAttr,
    AffineSetAttr,
    DenseArrayBase,
    IndexType,
    IntegerAttr,
    MemRefType,
    UnitAttr,
    i32,
)
from xdsl.ir import Attribute, Block, Dialect, Operation, Region, SSAValue
from xdsl.ir.affine import (
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineMap,
    AffineSymExpr,
)
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import (
    IsTerminator,
    MemoryReadEffect,
    MemoryWriteEffect,
    Pure,
    RecursiveMemoryEffect,
)
from xdsl.utils.exceptions import VerifyException

from smem_opt.smem_dialect.upstream_syntax import (
    parse_iter_args,
    SEGMENTS,
    array_values,
    i64_array,
    parse_attr_dict,
    parse_mixed_list,
    parse_operands,
    parse_types,
    print_attr_dict,
    print_mixed_list,
    print_operands,
    print_types,
    replace_ops,
    resolve,
)


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
        dims = parse_operands(parser, Parser.Delimiter.PAREN)
        syms = (
            parse_operands(parser, Parser.Delimiter.SQUARE)
            if parser._current_token.text == "["  # pyright: ignore[reportPrivateUsage]
            else []
        )
        props, attrs = parse_attr_dict(parser, cls)
        op = cls(map, resolve(parser, [*dims, *syms], IndexType()))
        op.properties.update(props)
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        n_dims = self.map.data.num_dims
        printer.print_string(" ")
        printer.print_attribute(self.map)
        printer.print_string("(")
        print_operands(printer, self.mapOperands[:n_dims])
        printer.print_string(")")
        if len(self.mapOperands) > n_dims:
            printer.print_string("[")
            print_operands(printer, self.mapOperands[n_dims:])
            printer.print_string("]")
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
        props, attrs = parse_attr_dict(parser, cls)
        parser.parse_punctuation(":")
        types = parse_types(parser)
        op = cls.create(
            operands=[
                parser.resolve_operand(index, IndexType()),
                *resolve(parser, dynamic, IndexType()),
            ],
            result_types=types,
            properties={**props, "static_basis": i64_array(static)},
            attributes=attrs,
        )
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.linear_index)
        printer.print_string(" into ")
        print_mixed_list(
            printer, self.dynamic_basis, array_values(self.static_basis), "("
        )
        print_attr_dict(printer, self, skip=("static_basis",))
        printer.print_string(" : ")
        print_types(printer, self.multi_index.types)

    def verify_(self) -> None:
        n = len(array_values(self.static_basis))
        if len(self.multi_index) not in (n, n + 1):
            raise VerifyException(
                f"should return an index for each basis element and up to one "
                f"extra index, got {len(self.multi_index)} for {n} basis elements"
            )


@irdl_op_definition
class LinearizeIndexOp(IRDLOperation):
    """`affine.linearize_index disjoint? [%a, %b] by (4, %n) : index`"""

    name = "affine.linearize_index"

    multi_index = var_operand_def(IndexType)
    dynamic_basis = var_operand_def(IndexType)
    static_basis = prop_def(DenseArrayBase)
    # MLIR prints this unit property as `disjoint` or `disjoint = false`.
    disjoint = opt_prop_def(UnitAttr | IntegerAttr)
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
        disjoint = parser.parse_optional_keyword("disjoint") is not None
        indices = parse_operands(parser, Parser.Delimiter.SQUARE)
        parser.parse_keyword("by")
        dynamic, static = parse_mixed_list(parser, Parser.Delimiter.PAREN)
        props, attrs = parse_attr_dict(parser, cls)
        parser.parse_punctuation(":")
        parser.parse_type()
        props = {**props, "static_basis": i64_array(static)}
        if disjoint:
            props["disjoint"] = UnitAttr()
        props[SEGMENTS] = DenseArrayBase.from_list(i32, [len(indices), len(dynamic)])
        return cls.create(
            operands=[
                *resolve(parser, indices, IndexType()),
                *resolve(parser, dynamic, IndexType()),
            ],
            result_types=[IndexType()],
            properties=props,
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        if self.is_disjoint:
            printer.print_string(" disjoint")
        printer.print_string(" [")
        print_operands(printer, self.multi_index)
        printer.print_string("] by ")
        print_mixed_list(
            printer, self.dynamic_basis, array_values(self.static_basis), "("
        )
        print_attr_dict(printer, self, skip=self.OWN)
        printer.print_string(" : ")
        printer.print_attribute(self.linear_index.type)

    def verify_(self) -> None:
        n = len(array_values(self.static_basis))
        if len(self.multi_index) not in (n, n + 1):
            raise VerifyException(
                f"should be passed an index for each basis element, got "
                f"{len(self.multi_index)} indices for {n} basis elements"
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
        operand = p.parse_optional_unresolved_operand()
        if operand is not None:
            return AffineExpr.dimension(self._position(operand, self.dims))
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
        memref = parser.parse_unresolved_operand()
        map, indices = parse_map_of_ssa_ids(parser)
        props, attrs = parse_attr_dict(parser, cls)
        parser.parse_punctuation(":")
        t = parser.parse_type()
        if not isinstance(t, MemRefType):
            parser.raise_error("expected a memref type")
        return cls.create(
            operands=[parser.resolve_operand(memref, t), *indices],
            result_types=[t.element_type],
            properties={**props, "map": AffineMapAttr(map)},
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.memref)
        print_map_of_ssa_ids(printer, self.map.data, self.indices)
        print_attr_dict(printer, self, skip=("map",))
        printer.print_string(" : ")
        printer.print_attribute(self.memref.type)


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
        memref = parser.parse_unresolved_operand()
        map, indices = parse_map_of_ssa_ids(parser)
        props, attrs = parse_attr_dict(parser, cls)
        parser.parse_punctuation(":")
        t = parser.parse_type()
        if not isinstance(t, MemRefType):
            parser.raise_error("expected a memref type")
        return cls.create(
            operands=[
                parser.resolve_operand(value, t.element_type),
                parser.resolve_operand(memref, t),
                *indices,
            ],
            properties={**props, "map": AffineMapAttr(map)},
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.value)
        printer.print_string(", ")
        printer.print_operand(self.memref)
        print_map_of_ssa_ids(printer, self.map.data, self.indices)
        print_attr_dict(printer, self, skip=("map",))
        printer.print_string(" : ")
        printer.print_attribute(self.memref.type)


@irdl_op_definition
class YieldOp(IRDLOperation):
    """`affine.yield (%a, ... : T, ...)?`"""

    name = "affine.yield"
    operands_ = var_operand_def()
    traits = traits_def(IsTerminator(), Pure())
    assembly_format = "attr-dict ($operands_^ `:` type($operands_))?"


def _map_operands(parser: Parser) -> list[SSAValue]:
    """`(%d, ...)[%s, ...]` after an affine map or set: dimension then symbol operands."""
    dims = parse_operands(parser, Parser.Delimiter.PAREN)
    syms = (
        parse_operands(parser, Parser.Delimiter.SQUARE)
        if parser._current_token.text == "["  # pyright: ignore[reportPrivateUsage]
        else []
    )
    return resolve(parser, [*dims, *syms], IndexType())


def _print_map_operands(
    printer: Printer, operands: Sequence[SSAValue], num_dims: int
) -> None:
    printer.print_string("(")
    print_operands(printer, operands[:num_dims])
    printer.print_string(")")
    if len(operands) > num_dims:
        printer.print_string("[")
        print_operands(printer, operands[num_dims:])
        printer.print_string("]")


def _yield_if_missing(region: Region) -> None:
    if not region.blocks:
        region.add_block(Block())
    last = region.blocks[-1].last_op
    if last is None or not last.has_trait(IsTerminator):
        region.blocks[-1].add_op(YieldOp.create())


def _parse_bound(parser: Parser, keyword: str) -> tuple[AffineMap, list[SSAValue]]:
    """`4`, `%x`, or `(max|min)? #map(%d)[%s]`."""
    parser.parse_optional_keyword(keyword)
    operand = parser.parse_optional_unresolved_operand()
    if operand is not None:
        value = parser.resolve_operand(operand, IndexType())
        return AffineMap(0, 1, (AffineExpr.symbol(0),)), [value]
    number = parser.parse_optional_integer(allow_boolean=False)
    if number is not None:
        return AffineMap(0, 0, (AffineExpr.constant(number),)), []
    pos = parser.pos
    map = parser.parse_attribute()
    if not isinstance(map, AffineMapAttr):
        parser.raise_error("expected a loop bound", at_position=pos)
    return map.data, _map_operands(parser)


def _print_bound(
    printer: Printer, map: AffineMap, operands: Sequence[SSAValue], keyword: str
) -> None:
    if len(map.results) == 1:
        expr = map.results[0]
        if isinstance(expr, AffineConstantExpr) and not operands:
            printer.print_string(str(expr.value))
            return
        identity_symbol = (
            map.num_dims == 0
            and map.num_symbols == 1
            and isinstance(expr, AffineSymExpr)
        )
        identity_dim = (
            map.num_dims == 1
            and map.num_symbols == 0
            and isinstance(expr, AffineDimExpr)
        )
        if (identity_symbol or identity_dim) and len(operands) == 1:
            printer.print_operand(operands[0])
            return
    else:
        printer.print_string(f"{keyword} ")
    printer.print_attribute(AffineMapAttr(map))
    _print_map_operands(printer, operands, map.num_dims)


@irdl_op_definition
class ForOp(IRDLOperation):
    """
    `affine.for %i = LB to UB (step N)? (iter_args(%a = %x) -> (T))? { ... }` with
    bounds `4`, `%x` or `(max|min)? #map(%d)[%s]`
    """

    name = "affine.for"
    lowerBoundOperands = var_operand_def(IndexType)
    upperBoundOperands = var_operand_def(IndexType)
    inits = var_operand_def()
    lowerBoundMap = prop_def(AffineMapAttr)
    upperBoundMap = prop_def(AffineMapAttr)
    step = prop_def(IntegerAttr)
    res = var_result_def()
    body = region_def("single_block")
    traits = traits_def(RecursiveMemoryEffect())
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    OWN: ClassVar[tuple[str, ...]] = ("lowerBoundMap", "upperBoundMap", "step")

    @classmethod
    def parse(cls, parser: Parser) -> ForOp:
        iv = parser.parse_argument(expect_type=False).resolve(IndexType())
        parser.parse_punctuation("=")
        lb_map, lbs = _parse_bound(parser, "max")
        parser.parse_keyword("to")
        ub_map, ubs = _parse_bound(parser, "min")
        step = 1
        if parser.parse_optional_keyword("step") is not None:
            step = parser.parse_integer(allow_boolean=False, allow_negative=False)
        carried, types = parse_iter_args(parser)
        body = parser.parse_region(
            [iv, *(a.resolve(t) for (a, _), t in zip(carried, types))]
        )
        _yield_if_missing(body)
        props, attrs = parse_attr_dict(parser, cls)
        inits = [parser.resolve_operand(v, t) for (_, v), t in zip(carried, types)]
        props.update(
            lowerBoundMap=AffineMapAttr(lb_map),
            upperBoundMap=AffineMapAttr(ub_map),
            step=IntegerAttr(step, IndexType()),
        )
        props[SEGMENTS] = DenseArrayBase.from_list(
            i32, [len(lbs), len(ubs), len(inits)]
        )
        return cls.create(
            operands=[*lbs, *ubs, *inits],
            result_types=types,
            regions=[body],
            properties=props,
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        block = self.body.blocks[0]
        printer.print_string(" ")
        printer.print_ssa_value(block.args[0])
        printer.print_string(" = ")
        _print_bound(printer, self.lowerBoundMap.data, self.lowerBoundOperands, "max")
        printer.print_string(" to ")
        _print_bound(printer, self.upperBoundMap.data, self.upperBoundOperands, "min")
        if self.step.value.data != 1:
            printer.print_string(f" step {self.step.value.data}")
        if self.inits:
            printer.print_string(" iter_args(")

            def pair(p: tuple[SSAValue, SSAValue]) -> None:
                printer.print_operand(p[0])
                printer.print_string(" = ")
                printer.print_operand(p[1])

            printer.print_list(list(zip(block.args[1:], self.inits)), pair)
            printer.print_string(") -> (")
            print_types(printer, self.res.types)
            printer.print_string(")")
        printer.print_string(" ")
        printer.print_region(
            self.body,
            print_entry_block_args=False,
            print_block_terminators=bool(self.inits),
        )
        print_attr_dict(printer, self, skip=self.OWN)


@irdl_op_definition
class IfOp(IRDLOperation):
    """`affine.if #set(%d)[%s] (-> (T, ...))? { ... } (else { ... })?`"""

    name = "affine.if"
    args = var_operand_def(IndexType)
    condition = prop_def(AffineSetAttr)
    res = var_result_def()
    then_region = region_def("single_block")
    else_region = region_def()
    traits = traits_def(RecursiveMemoryEffect())

    @classmethod
    def parse(cls, parser: Parser) -> IfOp:
        pos = parser.pos
        condition = parser.parse_attribute()
        if not isinstance(condition, AffineSetAttr):
            parser.raise_error("expected an integer set", at_position=pos)
        operands = _map_operands(parser)
        types: list[Attribute] = []
        if parser.parse_optional_punctuation("->") is not None:
            types = parser.parse_comma_separated_list(
                parser.Delimiter.PAREN, parser.parse_type
            )
        then = parser.parse_region()
        _yield_if_missing(then)
        other = Region()
        if parser.parse_optional_keyword("else") is not None:
            other = parser.parse_region()
            _yield_if_missing(other)
        props, attrs = parse_attr_dict(parser, cls)
        return cls.create(
            operands=operands,
            result_types=types,
            regions=[then, other],
            properties={**props, "condition": condition},
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_attribute(self.condition)
        _print_map_operands(printer, self.args, self.condition.data.num_dims)
        if self.res:
            printer.print_string(" -> (")
            print_types(printer, self.res.types)
            printer.print_string(")")
        printer.print_string(" ")
        printer.print_region(self.then_region, print_block_terminators=bool(self.res))
        if self.else_region.blocks:
            printer.print_string(" else ")
            printer.print_region(
                self.else_region, print_block_terminators=bool(self.res)
            )
        print_attr_dict(printer, self, skip=("condition",))


Affine: Dialect = replace_ops(
    _xaffine.Affine,
    [
        ApplyOp,
        MinOp,
        MaxOp,
        DelinearizeIndexOp,
        LinearizeIndexOp,
        LoadOp,
        StoreOp,
        YieldOp,
        IfOp,
        ForOp,
    ],
)
"""xDSL's `affine` dialect with the ops above."""

__all__ = [
    "Affine",
    "LoadOp",
    "StoreOp",
    "YieldOp",
    "IfOp",
    "ForOp",
    "parse_map_of_ssa_ids",
    "print_map_of_ssa_ids",
    "ApplyOp",
    "DelinearizeIndexOp",
    "LinearizeIndexOp",
    "MaxOp",
    "MinOp",
]
