"""The `vector` dialect's pure register ops that move elements around.

`shape_cast`, `broadcast`, `bitcast`, `transpose`, `insert_strided_slice`,
`extract_strided_slice`, `step`, `fma`, `interleave`, `deinterleave`, `from_elements`,
`to_elements`, `constant_mask`, `create_mask`, and `extract` / `insert` / `shuffle` with their
mixed static and dynamic positions. None of them touches memory.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Self

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    ArrayAttr,
    DenseArrayBase,
    IndexType,
    IntegerAttr,
    IntegerType,
    VectorType,
    i64,
)
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_op_definition,
    operand_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from smem_opt.smem_dialect.syntax import (
    ParsedAttrs,
    array_values,
    parse_attr_dict,
    parse_mixed_list,
    parse_operands,
    parse_operands_and_types,
    parse_type_suffix,
    parse_types,
    print_mixed_list,
    print_operands,
    print_operands_and_types,
    print_type_suffix,
    resolve,
    resolve_pairs,
)
from smem_opt.smem_dialect.vector.attributes import element_type, vector_type

# ---------------------------------------------------------------------------
# Declaratively formatted pure ops
# ---------------------------------------------------------------------------


@irdl_op_definition
class ShapeCastOp(IRDLOperation):
    name = "vector.shape_cast"
    source = operand_def(VectorType)
    result = result_def(VectorType)
    traits = traits_def(Pure())
    assembly_format = "$source attr-dict `:` type($source) `to` type($result)"


@irdl_op_definition
class BroadcastOp(IRDLOperation):
    name = "vector.broadcast"
    source = operand_def()
    vector = result_def(VectorType)
    traits = traits_def(Pure())
    assembly_format = "$source attr-dict `:` type($source) `to` type($vector)"


@irdl_op_definition
class BitCastOp(IRDLOperation):
    name = "vector.bitcast"
    source = operand_def(VectorType)
    result = result_def(VectorType)
    traits = traits_def(Pure())
    assembly_format = "$source attr-dict `:` type($source) `to` type($result)"


@irdl_op_definition
class TransposeOp(IRDLOperation):
    name = "vector.transpose"
    vector = operand_def(VectorType)
    permutation = prop_def(DenseArrayBase.constr(IntegerType(64)))
    result = result_def(VectorType)
    traits = traits_def(Pure())
    assembly_format = (
        "$vector `,` $permutation attr-dict `:` type($vector) `to` type($result)"
    )

    def verify_(self) -> None:
        # mlir-opt's rules: equal ranks, and a permutation of the dimensions that maps the
        # source's sizes onto the result's
        source, result = self.vector.type, self.result.type
        assert isinstance(source, VectorType) and isinstance(result, VectorType)
        rank = result.get_num_dims()
        if source.get_num_dims() != rank:
            raise VerifyException(f"vector result rank mismatch: {rank}")
        perm = list(self.permutation.get_values())
        if len(perm) != rank:
            raise VerifyException(f"transposition length mismatch: {len(perm)}")
        seen: set[int] = set()
        for i, p in enumerate(perm):
            if not 0 <= p < rank:
                raise VerifyException(f"transposition index out of range: {p}")
            if p in seen:
                raise VerifyException(f"duplicate position index: {p}")
            seen.add(p)
            if result.get_shape()[i] != source.get_shape()[p]:
                raise VerifyException(f"dimension size mismatch at: {p}")


@irdl_op_definition
class InsertStridedSliceOp(IRDLOperation):
    name = "vector.insert_strided_slice"
    valueToStore = operand_def(VectorType)
    dest = operand_def(VectorType)
    offsets = prop_def(ArrayAttr)
    strides = prop_def(ArrayAttr)
    res = result_def(VectorType)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> InsertStridedSliceOp:
        value, dest = parse_operands(parser)
        entries, (vt, dt) = parse_type_suffix(parser, cls, "into")
        return entries.create(resolve_pairs(parser, [value, dest], [vt, dt]), [dt])

    def print(self, printer: Printer) -> None:
        print_operands_and_types(
            printer, self, [self.valueToStore, self.dest], self.valueToStore.type, " into ",
            self.dest.type,
        )

    def verify_(self) -> None:
        # mlir-opt's rules: one offset per destination dimension, one stride per
        # source dimension, unit strides, and the slice inside the destination.
        source, dest = self.valueToStore.type, self.dest.type
        assert isinstance(source, VectorType) and isinstance(dest, VectorType)
        _check_i64_array("offsets", self.offsets)
        _check_i64_array("strides", self.strides)
        offsets, strides = _int_list(self.offsets), _int_list(self.strides)
        if len(offsets) != dest.get_num_dims():
            raise VerifyException("expected offsets of same size as destination vector rank")
        if len(strides) != source.get_num_dims():
            raise VerifyException("expected strides of same size as source vector rank")
        if source.get_num_dims() > dest.get_num_dims():
            raise VerifyException("expected source rank to be no greater than destination rank")
        if any(s != 1 for s in strides):
            raise VerifyException("expected strides to be confined to [1, 2)")
        lead = dest.get_num_dims() - source.get_num_dims()
        extent = [1] * lead + list(source.get_shape())
        for dim, (offset, bound) in enumerate(zip(offsets, dest.get_shape())):
            if not 0 <= offset < bound:
                raise VerifyException(f"expected offsets dimension {dim} to be confined to [0, {bound})")
        for dim, (offset, size, bound) in enumerate(zip(offsets, extent, dest.get_shape())):
            if not 1 <= offset + size <= bound:
                raise VerifyException(
                    f"expected sum(offsets, source vector shape) dimension {dim} to be confined to "
                    f"[1, {bound + 1})"
                )
        if source.element_type != dest.element_type:
            raise VerifyException("failed to verify that operand #0 and result have same element type")


def _int_list(attr: ArrayAttr) -> list[int]:
    """The integers of an array attribute such as ``offsets = [0, 1]`` (``_check_i64_array``
    has checked that every entry is one)."""
    return [entry.value.data if isinstance(entry, IntegerAttr) else 0 for entry in attr.data]


def _check_i64_array(name: str, attr: ArrayAttr) -> None:
    """mlir-opt's constraint on ``offsets``, ``sizes`` and ``strides``: 64-bit integers."""
    for entry in attr.data:
        if not (isinstance(entry, IntegerAttr) and entry.type == i64):
            raise VerifyException(f"attribute '{name}' failed to satisfy constraint: 64-bit integer array attribute")


@irdl_op_definition
class ExtractStridedSliceOp(IRDLOperation):
    name = "vector.extract_strided_slice"
    source = operand_def(VectorType)
    offsets = prop_def(ArrayAttr)
    sizes = prop_def(ArrayAttr)
    strides = prop_def(ArrayAttr)
    result = result_def(VectorType)
    traits = traits_def(Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$source attr-dict `:` type($source) `to` type($result)"

    def verify_(self) -> None:
        for name, attr in (("offsets", self.offsets), ("sizes", self.sizes), ("strides", self.strides)):
            _check_i64_array(name, attr)


@irdl_op_definition
class StepOp(IRDLOperation):
    name = "vector.step"
    result = result_def(VectorType)
    traits = traits_def(Pure())
    assembly_format = "attr-dict `:` type($result)"


@irdl_op_definition
class FMAOp(IRDLOperation):
    name = "vector.fma"
    lhs = operand_def(VectorType)
    rhs = operand_def(VectorType)
    acc = operand_def(VectorType)
    result = result_def(VectorType)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> FMAOp:
        operands, entries, (t,) = parse_operands_and_types(parser, cls)
        return entries.create(resolve(parser, operands, t), [t])

    def print(self, printer: Printer) -> None:
        print_operands_and_types(printer, self, self.operands, self.lhs.type)


@irdl_op_definition
class InterleaveOp(IRDLOperation):
    name = "vector.interleave"
    lhs = operand_def(VectorType)
    rhs = operand_def(VectorType)
    result = result_def(VectorType)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> InterleaveOp:
        operands, entries, (t, rt) = parse_operands_and_types(parser, cls, "->")
        return entries.create(resolve(parser, operands, t), [rt])

    def print(self, printer: Printer) -> None:
        print_operands_and_types(printer, self, self.operands, self.lhs.type, " -> ", self.result.type)


@irdl_op_definition
class DeinterleaveOp(IRDLOperation):
    name = "vector.deinterleave"
    source = operand_def(VectorType)
    res1 = result_def(VectorType)
    res2 = result_def(VectorType)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> DeinterleaveOp:
        source = parser.parse_unresolved_operand()
        entries, (t, rt) = parse_type_suffix(parser, cls, "->")
        return entries.create([parser.resolve_operand(source, t)], [rt, rt])

    def print(self, printer: Printer) -> None:
        print_operands_and_types(printer, self, [self.source], self.source.type, " -> ", self.res1.type)


@irdl_op_definition
class FromElementsOp(IRDLOperation):
    name = "vector.from_elements"
    elements = var_operand_def()
    dest = result_def(VectorType)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> FromElementsOp:
        elements, entries, (t,) = parse_operands_and_types(parser, cls)
        return entries.create(resolve(parser, elements, element_type(t)), [t])

    def print(self, printer: Printer) -> None:
        if self.elements:
            printer.print_string(" ")
            print_operands(printer, self.elements)
        print_type_suffix(printer, self, self.dest.type)


@irdl_op_definition
class ToElementsOp(IRDLOperation):
    name = "vector.to_elements"
    source = operand_def(VectorType)
    elements = var_result_def()
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> ToElementsOp:
        source = parser.parse_unresolved_operand()
        entries = parse_attr_dict(parser, cls)
        parser.parse_punctuation(":")
        t = vector_type(parser.parse_type())
        count = 1
        for d in t.get_shape():
            count *= d
        return entries.create([parser.resolve_operand(source, t)], [t.element_type] * count)

    def print(self, printer: Printer) -> None:
        print_operands_and_types(printer, self, [self.source], self.source.type)


@irdl_op_definition
class ConstantMaskOp(IRDLOperation):
    name = "vector.constant_mask"
    mask_dim_sizes = prop_def(DenseArrayBase.constr(IntegerType(64)))
    result = result_def(VectorType)
    traits = traits_def(Pure())
    assembly_format = "$mask_dim_sizes attr-dict `:` type($result)"


@irdl_op_definition
class CreateMaskOp(IRDLOperation):
    name = "vector.create_mask"
    dims = var_operand_def(IndexType)
    result = result_def(VectorType)
    traits = traits_def(Pure())
    assembly_format = "$dims attr-dict `:` type($result)"


# ---------------------------------------------------------------------------
# Extract / insert with mixed static and dynamic positions
# ---------------------------------------------------------------------------


POISON_POSITION = -1
"""A static position of ``vector.extract`` / ``vector.insert`` that selects poison."""


def verify_positions(positions: Sequence[int], vector: Attribute, dynamic: int) -> None:
    """Upstream's rule for the positions of ``vector.extract`` and ``vector.insert``: no more than
    the vector's rank, as many operands as dynamic entries, and each static entry in
    ``[0, dim)`` or poison (-1)."""
    assert isinstance(vector, VectorType)
    shape = vector.get_shape()
    if len(positions) > len(shape):
        raise VerifyException(
            f"expected position attribute of rank no greater than vector rank {len(shape)}, "
            f"got {len(positions)}"
        )
    if sum(1 for p in positions if p == DYNAMIC_INDEX) != dynamic:
        raise VerifyException("expected one dynamic position operand per dynamic entry")
    for i, p in enumerate(positions):
        if p != DYNAMIC_INDEX and p != POISON_POSITION and not 0 <= p < shape[i]:
            raise VerifyException(
                f"expected position attribute #{i + 1} to be a non-negative integer smaller "
                "than the corresponding vector dimension or poison (-1)"
            )


class _PositionOp(IRDLOperation):
    """What `vector.extract` and `vector.insert` share: the positions ``[1, %i]`` after their
    operands (an operand where the static position holds DYNAMIC_INDEX), then
    ``attr-dict : T SEPARATOR V`` with ``V`` the vector indexed, and upstream's rule for the
    positions."""

    SEPARATOR: ClassVar[str]
    dynamic_position = var_operand_def(IndexType)
    static_position = prop_def(DenseArrayBase)
    traits = traits_def(Pure())

    @classmethod
    def _parse_positions(
        cls, parser: Parser
    ) -> tuple[list[UnresolvedOperand], DenseArrayBase, ParsedAttrs[Self], list[Attribute]]:
        """The dynamic positions (to resolve after the op's other operands), the static ones,
        the dictionary and the two types."""
        dynamic, static = parse_mixed_list(parser)
        return (dynamic, static, *parse_type_suffix(parser, cls, cls.SEPARATOR))

    def _print_positions(self, printer: Printer, first: Attribute) -> None:
        """What ``_parse_positions`` reads, with ``first`` before the vector's type."""
        print_mixed_list(printer, self.dynamic_position, self.static_position)
        print_type_suffix(
            printer, self, first, f" {self.SEPARATOR} ", self.indexed.type,
            skip=("static_position",),
        )

    @property
    def indexed(self) -> SSAValue:
        """The vector the positions index."""
        raise NotImplementedError

    def verify_(self) -> None:
        verify_positions(
            array_values(self.static_position), self.indexed.type, len(self.dynamic_position)
        )


@irdl_op_definition
class ExtractOp(_PositionOp):
    """`vector.extract %v[0, %i] : f16 from vector<4x2xf16>`"""

    name = "vector.extract"
    SEPARATOR: ClassVar[str] = "from"
    source = operand_def(VectorType)
    result = result_def()

    @property
    def indexed(self) -> SSAValue:
        return self.source

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        source = parser.parse_unresolved_operand()
        dynamic, static, entries, (rt, st) = cls._parse_positions(parser)
        operands = [parser.resolve_operand(source, st), *resolve(parser, dynamic, IndexType())]
        return entries.create(operands, [rt], static_position=static)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.source)
        self._print_positions(printer, self.result.type)


@irdl_op_definition
class InsertOp(_PositionOp):
    """`vector.insert %s, %v [1, %i] : f16 into vector<4x2xf16>`"""

    name = "vector.insert"
    SEPARATOR: ClassVar[str] = "into"
    valueToStore = operand_def()
    dest = operand_def(VectorType)
    result = result_def(VectorType)

    @property
    def indexed(self) -> SSAValue:
        return self.dest

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        value, dest = parse_operands(parser)
        dynamic, static, entries, (vt, dt) = cls._parse_positions(parser)
        operands = resolve_pairs(parser, [value, dest], [vt, dt])
        operands += resolve(parser, dynamic, IndexType())
        return entries.create(operands, [dt], static_position=static)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        print_operands(printer, [self.valueToStore, self.dest])
        printer.print_string(" ")
        self._print_positions(printer, self.valueToStore.type)


@irdl_op_definition
class ShuffleOp(IRDLOperation):
    """`vector.shuffle %a, %b [0, 5] : vector<4xf32>, vector<4xf32>`"""

    name = "vector.shuffle"
    v1 = operand_def(VectorType)
    v2 = operand_def(VectorType)
    mask = prop_def(DenseArrayBase)
    vector = result_def(VectorType)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> ShuffleOp:
        operands = parse_operands(parser)
        mask = parse_mixed_list(parser)[1]
        entries = parse_attr_dict(parser, cls)
        parser.parse_punctuation(":")
        pos = parser.pos
        types = parse_types(parser)
        if len(types) != 2 or len(operands) != 2:
            parser.raise_error("expected two operands and two types", at_position=pos)
        v1 = vector_type(types[0])
        shape = [len(array_values(mask)), *v1.get_shape()[1:]]
        return entries.create(
            resolve_pairs(parser, operands, types),
            [VectorType(v1.element_type, shape)],
            mask=mask,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        print_operands(printer, [self.v1, self.v2])
        printer.print_string(" ")
        print_mixed_list(printer, [], self.mask)
        print_type_suffix(printer, self, self.v1.type, ", ", self.v2.type, skip=("mask",))
