"""The `vector` dialect as MLIR 22 writes it.

This module owns the `vector` dialect registered by smem-opt. Every op is
defined here (xDSL 0.74 lacks most of them and prints several differently),
with MLIR 22's custom and generic forms and its memory behaviour:

* reads: `transfer_read`, `load`, `maskedload`, `gather`, `expandload`;
* writes: `transfer_write`, `store`, `maskedstore`, `scatter`,
  `compressstore`, `print`;
* an alias of a memref operand: `type_cast`;
* a region whose effect is its body's: `mask`;
* everything else is pure register computation: `shape_cast`, `broadcast`,
  `bitcast`, `transpose`, `insert_strided_slice`, `extract_strided_slice`,
  `extract`, `insert`, `multi_reduction`, `reduction`, `contract`, `fma`,
  `scan`, `step`, `interleave`, `deinterleave`, `from_elements`, `to_elements`,
  `constant_mask`, `create_mask`, `shuffle`, `outerproduct`.

`#vector.kind<...>` is xDSL's `CombiningKindAttr` (every MLIR 22 kind,
`maxnumf`/`minnumf`/`maximumf`/`minimumf` included);
`#vector.iterator_type<...>` is defined here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.arith import FastMathFlagsAttr
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AffineMapAttr,
    ArrayAttr,
    DenseArrayBase,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    ShapedType,
    StringAttr,
    TensorType,
    VectorType,
    i1,
    i32,
)
from xdsl.dialects.utils import EnumAttribute
from xdsl.dialects.vector import CombiningKindAttr, CombiningKindFlag
from xdsl.ir import Attribute, Block, Dialect, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineMap
from xdsl.irdl import (
    AnyAttr,
    AttrSizedOperandSegments,
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    opt_result_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.traits import (
    IsTerminator,
    MemoryReadEffect,
    MemoryWriteEffect,
    Pure,
    RecursiveMemoryEffect,
)
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum

from smem_opt.smem_dialect.upstream_syntax import (
    SEGMENTS,
    array_values,
    i64_array,
    parse_attr_dict,
    parse_mixed_list,
    parse_operands,
    parse_types,
    print_attr_dict,
    print_indices,
    print_mixed_list,
    print_operands,
    print_types,
    resolve,
)

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


def _kind(parser: Parser) -> CombiningKindAttr:
    """`<add>` (as MLIR prints the kind inside vector ops) or `#vector.kind<add>`."""
    if parser.parse_optional_punctuation("<") is not None:
        kind = CombiningKindFlag(parser.parse_identifier())
        parser.parse_punctuation(">")
        return CombiningKindAttr(kind)
    attr = parser.parse_attribute()
    if not isinstance(attr, CombiningKindAttr):
        parser.raise_error("expected a vector combining kind")
    return attr


def _print_kind(printer: Printer, kind: CombiningKindAttr) -> None:
    printer.print_string(f"<{kind.data.value}>")


def _vector_type(t: Attribute) -> VectorType:
    assert isinstance(t, VectorType)
    return t


def _element_type(t: Attribute) -> Attribute:
    if isinstance(t, ShapedType):
        return t.get_element_type()
    return t


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
        props, attrs = parse_attr_dict(parser, cls)
        parser.parse_punctuation(":")
        vt = parser.parse_type()
        parser.parse_keyword("into")
        dt = parser.parse_type()
        return cls.create(
            operands=[
                parser.resolve_operand(value, vt),
                parser.resolve_operand(dest, dt),
            ],
            result_types=[dt],
            properties=props,
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        print_operands(printer, [self.valueToStore, self.dest])
        print_attr_dict(printer, self)
        printer.print_string(" : ")
        printer.print_attribute(self.valueToStore.type)
        printer.print_string(" into ")
        printer.print_attribute(self.dest.type)


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
        operands = parse_operands(parser)
        props, attrs = parse_attr_dict(parser, cls)
        parser.parse_punctuation(":")
        t = parser.parse_type()
        return cls.create(
            operands=resolve(parser, operands, t),
            result_types=[t],
            properties=props,
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        print_operands(printer, self.operands)
        print_attr_dict(printer, self)
        printer.print_string(" : ")
        printer.print_attribute(self.lhs.type)


@irdl_op_definition
class InterleaveOp(IRDLOperation):
    name = "vector.interleave"
    lhs = operand_def(VectorType)
    rhs = operand_def(VectorType)
    result = result_def(VectorType)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> InterleaveOp:
        operands = parse_operands(parser)
        props, attrs = parse_attr_dict(parser, cls)
        parser.parse_punctuation(":")
        t = parser.parse_type()
        parser.parse_punctuation("->")
        rt = parser.parse_type()
        return cls.create(
            operands=resolve(parser, operands, t),
            result_types=[rt],
            properties=props,
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        print_operands(printer, self.operands)
        print_attr_dict(printer, self)
        printer.print_string(" : ")
        printer.print_attribute(self.lhs.type)
        printer.print_string(" -> ")
        printer.print_attribute(self.result.type)


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
        props, attrs = parse_attr_dict(parser, cls)
        parser.parse_punctuation(":")
        t = parser.parse_type()
        parser.parse_punctuation("->")
        rt = parser.parse_type()
        return cls.create(
            operands=[parser.resolve_operand(source, t)],
            result_types=[rt, rt],
            properties=props,
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.source)
        print_attr_dict(printer, self)
        printer.print_string(" : ")
        printer.print_attribute(self.source.type)
        printer.print_string(" -> ")
        printer.print_attribute(self.res1.type)


@irdl_op_definition
class FromElementsOp(IRDLOperation):
    name = "vector.from_elements"
    elements = var_operand_def()
    dest = result_def(VectorType)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> FromElementsOp:
        elements = parse_operands(parser)
        props, attrs = parse_attr_dict(parser, cls)
        parser.parse_punctuation(":")
        t = parser.parse_type()
        return cls.create(
            operands=resolve(parser, elements, _element_type(t)),
            result_types=[t],
            properties=props,
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        if self.elements:
            printer.print_string(" ")
            print_operands(printer, self.elements)
        print_attr_dict(printer, self)
        printer.print_string(" : ")
        printer.print_attribute(self.dest.type)


@irdl_op_definition
class ToElementsOp(IRDLOperation):
    name = "vector.to_elements"
    source = operand_def(VectorType)
    elements = var_result_def()
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> ToElementsOp:
        source = parser.parse_unresolved_operand()
        props, attrs = parse_attr_dict(parser, cls)
        parser.parse_punctuation(":")
        t = _vector_type(parser.parse_type())
        count = 1
        for d in t.get_shape():
            count *= d
        return cls.create(
            operands=[parser.resolve_operand(source, t)],
            result_types=[t.element_type] * count,
            properties=props,
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.source)
        print_attr_dict(printer, self)
        printer.print_string(" : ")
        printer.print_attribute(self.source.type)


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



@irdl_op_definition
class ExtractOp(IRDLOperation):
    """`vector.extract %v[0, %i] : f16 from vector<4x2xf16>`"""

    name = "vector.extract"
    source = operand_def(VectorType)
    dynamic_position = var_operand_def(IndexType)
    static_position = prop_def(DenseArrayBase)
    result = result_def()
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> ExtractOp:
        source = parser.parse_unresolved_operand()
        dynamic, static = parse_mixed_list(parser)
        props, attrs = parse_attr_dict(parser, cls)
        parser.parse_punctuation(":")
        rt = parser.parse_type()
        parser.parse_keyword("from")
        st = parser.parse_type()
        return cls.create(
            operands=[
                parser.resolve_operand(source, st),
                *resolve(parser, dynamic, IndexType()),
            ],
            result_types=[rt],
            properties={**props, "static_position": i64_array(static)},
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.source)
        print_mixed_list(
            printer, self.dynamic_position, array_values(self.static_position)
        )
        print_attr_dict(printer, self, skip=("static_position",))
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)
        printer.print_string(" from ")
        printer.print_attribute(self.source.type)

    def verify_(self) -> None:
        verify_positions(
            array_values(self.static_position), self.source.type, len(self.dynamic_position)
        )


@irdl_op_definition
class InsertOp(IRDLOperation):
    """`vector.insert %s, %v [1, %i] : f16 into vector<4x2xf16>`"""

    name = "vector.insert"
    valueToStore = operand_def()
    dest = operand_def(VectorType)
    dynamic_position = var_operand_def(IndexType)
    static_position = prop_def(DenseArrayBase)
    result = result_def(VectorType)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> InsertOp:
        value, dest = parse_operands(parser)
        dynamic, static = parse_mixed_list(parser)
        props, attrs = parse_attr_dict(parser, cls)
        parser.parse_punctuation(":")
        vt = parser.parse_type()
        parser.parse_keyword("into")
        dt = parser.parse_type()
        return cls.create(
            operands=[
                parser.resolve_operand(value, vt),
                parser.resolve_operand(dest, dt),
                *resolve(parser, dynamic, IndexType()),
            ],
            result_types=[dt],
            properties={**props, "static_position": i64_array(static)},
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        print_operands(printer, [self.valueToStore, self.dest])
        printer.print_string(" ")
        print_mixed_list(
            printer, self.dynamic_position, array_values(self.static_position)
        )
        print_attr_dict(printer, self, skip=("static_position",))
        printer.print_string(" : ")
        printer.print_attribute(self.valueToStore.type)
        printer.print_string(" into ")
        printer.print_attribute(self.dest.type)

    def verify_(self) -> None:
        verify_positions(
            array_values(self.static_position), self.dest.type, len(self.dynamic_position)
        )


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
        props, attrs = parse_attr_dict(parser, cls)
        parser.parse_punctuation(":")
        pos = parser.pos
        types = parse_types(parser)
        if len(types) != 2 or len(operands) != 2:
            parser.raise_error("expected two operands and two types", at_position=pos)
        v1 = _vector_type(types[0])
        shape = [len(mask), *v1.get_shape()[1:]]
        return cls.create(
            operands=[parser.resolve_operand(o, t) for o, t in zip(operands, types)],
            result_types=[VectorType(v1.element_type, shape)],
            properties={**props, "mask": i64_array(mask)},
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        print_operands(printer, [self.v1, self.v2])
        printer.print_string(" ")
        print_mixed_list(printer, [], array_values(self.mask))
        print_attr_dict(printer, self, skip=("mask",))
        printer.print_string(" : ")
        print_types(printer, [self.v1.type, self.v2.type])


# ---------------------------------------------------------------------------
# Reductions and contractions
# ---------------------------------------------------------------------------

_NO_FASTMATH = FastMathFlagsAttr("none")


@irdl_op_definition
class MultiDimReductionOp(IRDLOperation):
    """`vector.multi_reduction <add>, %src, %acc [1] : vector<4x8xf32> to vector<4xf32>`"""

    name = "vector.multi_reduction"
    source = operand_def(VectorType)
    acc = operand_def()
    kind = prop_def(CombiningKindAttr)
    reduction_dims = prop_def(DenseArrayBase)
    dest = result_def()
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> MultiDimReductionOp:
        kind = _kind(parser)
        parser.parse_punctuation(",")
        source, acc = parse_operands(parser)
        dims = parse_mixed_list(parser)[1]
        props, attrs = parse_attr_dict(parser, cls)
        parser.parse_punctuation(":")
        st = parser.parse_type()
        parser.parse_keyword("to")
        dt = parser.parse_type()
        return cls.create(
            operands=[
                parser.resolve_operand(source, st),
                parser.resolve_operand(acc, dt),
            ],
            result_types=[dt],
            properties={**props, "kind": kind, "reduction_dims": i64_array(dims)},
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        _print_kind(printer, self.kind)
        printer.print_string(", ")
        print_operands(printer, [self.source, self.acc])
        printer.print_string(" ")
        print_mixed_list(printer, [], array_values(self.reduction_dims))
        print_attr_dict(printer, self, skip=("kind", "reduction_dims"))
        printer.print_string(" : ")
        printer.print_attribute(self.source.type)
        printer.print_string(" to ")
        printer.print_attribute(self.dest.type)


@irdl_op_definition
class ReductionOp(IRDLOperation):
    """`vector.reduction <add>, %v (, %acc)? (fastmath<...>)? : vector<4xf32> into f32`"""

    name = "vector.reduction"
    vector = operand_def(VectorType)
    acc = opt_operand_def()
    kind = prop_def(CombiningKindAttr)
    fastmath = opt_prop_def(FastMathFlagsAttr, default_value=_NO_FASTMATH)
    dest = result_def()
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> ReductionOp:
        kind = _kind(parser)
        parser.parse_punctuation(",")
        operands = parse_operands(parser)
        props: dict[str, Attribute] = {"kind": kind}
        if parser.parse_optional_keyword("fastmath") is not None:
            props["fastmath"] = FastMathFlagsAttr(
                FastMathFlagsAttr.parse_parameter(parser)
            )
        more, attrs = parse_attr_dict(parser, cls)
        parser.parse_punctuation(":")
        vt = parser.parse_type()
        parser.parse_keyword("into")
        dt = parser.parse_type()
        values = [parser.resolve_operand(operands[0], vt)]
        values += [parser.resolve_operand(o, dt) for o in operands[1:]]
        return cls.create(
            operands=values,
            result_types=[dt],
            properties={**more, **props},
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        _print_kind(printer, self.kind)
        printer.print_string(", ")
        print_operands(printer, self.operands)
        fm = self.properties.get("fastmath")
        if fm is not None and fm != _NO_FASTMATH:
            printer.print_string(" fastmath")
            assert isinstance(fm, FastMathFlagsAttr)
            fm.print_parameter(printer)
        print_attr_dict(printer, self, skip=("kind", "fastmath"))
        printer.print_string(" : ")
        printer.print_attribute(self.vector.type)
        printer.print_string(" into ")
        printer.print_attribute(self.dest.type)


@irdl_op_definition
class ScanOp(IRDLOperation):
    """`vector.scan <add>, %v, %init {inclusive = true, reduction_dim = 0 : i64} : V, I`"""

    name = "vector.scan"
    source = operand_def(VectorType)
    initial_value = operand_def()
    kind = prop_def(CombiningKindAttr)
    reduction_dim = prop_def(IntegerAttr)
    inclusive = prop_def(IntegerAttr)
    dest = result_def(VectorType)
    accumulated_value = result_def()
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> ScanOp:
        kind = _kind(parser)
        parser.parse_punctuation(",")
        source, init = parse_operands(parser)
        props, attrs = parse_attr_dict(parser, cls)
        parser.parse_punctuation(":")
        st = parser.parse_type()
        parser.parse_punctuation(",")
        it = parser.parse_type()
        return cls.create(
            operands=[
                parser.resolve_operand(source, st),
                parser.resolve_operand(init, it),
            ],
            result_types=[st, it],
            properties={**props, "kind": kind},
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        _print_kind(printer, self.kind)
        printer.print_string(", ")
        print_operands(printer, [self.source, self.initial_value])
        print_attr_dict(printer, self, skip=("kind",))
        printer.print_string(" : ")
        print_types(printer, [self.source.type, self.initial_value.type])


@irdl_op_definition
class ContractionOp(IRDLOperation):
    """
    `vector.contract {indexing_maps = [...], iterator_types = ["parallel", ...],
       kind = #vector.kind<add>} %lhs, %rhs, %acc : T, T into T`
    """

    name = "vector.contract"
    lhs = operand_def(VectorType)
    rhs = operand_def(VectorType)
    acc = operand_def()
    indexing_maps = prop_def(ArrayAttr)
    iterator_types = prop_def(ArrayAttr)
    kind = opt_prop_def(CombiningKindAttr)
    result = result_def()
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> ContractionOp:
        props, attrs = parse_attr_dict(parser, cls)
        iterators = props.get("iterator_types")
        if isinstance(iterators, ArrayAttr):
            props["iterator_types"] = ArrayAttr(
                [
                    IteratorTypeAttr(IteratorType(it.data))
                    if isinstance(it, StringAttr)
                    else it
                    for it in iterators.data
                ]
            )
        props.setdefault("kind", CombiningKindAttr(CombiningKindFlag.ADD))
        operands = parse_operands(parser)
        more_props, more_attrs = parse_attr_dict(parser, cls)
        parser.parse_punctuation(":")
        pos = parser.pos
        lt = parser.parse_type()
        parser.parse_punctuation(",")
        rt = parser.parse_type()
        parser.parse_keyword("into")
        at = parser.parse_type()
        if len(operands) != 3:
            parser.raise_error("expected lhs, rhs and acc operands", at_position=pos)
        return cls.create(
            operands=[
                parser.resolve_operand(operands[0], lt),
                parser.resolve_operand(operands[1], rt),
                parser.resolve_operand(operands[2], at),
            ],
            result_types=[at],
            properties={**props, **more_props},
            attributes={**attrs, **more_attrs},
        )

    def print(self, printer: Printer) -> None:
        entries: dict[str, Attribute] = {
            "indexing_maps": self.indexing_maps,
            "iterator_types": ArrayAttr(
                [
                    StringAttr(it.data.value)
                    if isinstance(it, IteratorTypeAttr)
                    else it
                    for it in self.iterator_types.data
                ]
            ),
            "kind": self.kind or CombiningKindAttr(CombiningKindFlag.ADD),
        }
        printer.print_string(" ")
        printer.print_attr_dict(entries)
        printer.print_string(" ")
        print_operands(printer, [self.lhs, self.rhs, self.acc])
        print_attr_dict(printer, self, skip=("indexing_maps", "iterator_types", "kind"))
        printer.print_string(" : ")
        print_types(printer, [self.lhs.type, self.rhs.type])
        printer.print_string(" into ")
        printer.print_attribute(self.acc.type)


@irdl_op_definition
class OuterProductOp(IRDLOperation):
    """`vector.outerproduct %a, %b (, %acc)? {kind = ...}? : vector<4xf32>, vector<8xf32>`"""

    name = "vector.outerproduct"
    lhs = operand_def(VectorType)
    rhs = operand_def()
    acc = opt_operand_def(VectorType)
    kind = opt_prop_def(
        CombiningKindAttr, default_value=CombiningKindAttr(CombiningKindFlag.ADD)
    )
    result = result_def(VectorType)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> OuterProductOp:
        operands = parse_operands(parser)
        props, attrs = parse_attr_dict(parser, cls)
        parser.parse_punctuation(":")
        lt = _vector_type(parser.parse_type())
        parser.parse_punctuation(",")
        rt = parser.parse_type()
        if isinstance(rt, VectorType):
            res = VectorType(lt.element_type, [lt.get_shape()[0], rt.get_shape()[0]])
        else:
            res = lt
        values = [parser.resolve_operand(operands[0], lt)]
        values.append(parser.resolve_operand(operands[1], rt))
        values += [parser.resolve_operand(o, res) for o in operands[2:]]
        return cls.create(
            operands=values, result_types=[res], properties=props, attributes=attrs
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        print_operands(printer, self.operands)
        print_attr_dict(
            printer, self, defaults={"kind": CombiningKindAttr(CombiningKindFlag.ADD)}
        )
        printer.print_string(" : ")
        print_types(printer, [self.lhs.type, self.rhs.type])


# ---------------------------------------------------------------------------
# Memory ops
# ---------------------------------------------------------------------------


def _minor_identity(source: Attribute, vector: Attribute) -> AffineMap:
    src = source
    assert isinstance(src, ShapedType)
    vec = _vector_type(vector)
    elem = src.get_element_type()
    elem_rank = len(elem.get_shape()) if isinstance(elem, VectorType) else 0
    return AffineMap.minor_identity(
        len(src.get_shape()), len(vec.get_shape()) - elem_rank
    )


def _mask_type(vector: VectorType, perm: AffineMap) -> VectorType:
    """The mask type of a transfer: the vector shape in source-dimension order."""
    shape = vector.get_shape()
    used: dict[int, int] = {}
    for position, expr in enumerate(perm.results):
        if isinstance(expr, AffineDimExpr):
            used[expr.position] = shape[position]
    return VectorType(i1, [used[d] for d in sorted(used)])


class _TransferOp(IRDLOperation):
    """Shared syntax of `vector.transfer_read` and `vector.transfer_write`."""

    OWN: ClassVar[tuple[str, ...]] = ("permutation_map", "in_bounds")

    @staticmethod
    def _complete_props(
        props: dict[str, Attribute], source: Attribute, vector: Attribute
    ) -> dict[str, Attribute]:
        if "permutation_map" not in props:
            props["permutation_map"] = AffineMapAttr(_minor_identity(source, vector))
        if "in_bounds" not in props:
            perm = props["permutation_map"]
            assert isinstance(perm, AffineMapAttr)
            props["in_bounds"] = ArrayAttr(
                [IntegerAttr(0, i1)] * len(perm.data.results)
            )
        return props

    @staticmethod
    def _elided(op: IRDLOperation, source: Attribute, vector: Attribute) -> list[str]:
        skip: list[str] = []
        perm = op.properties.get("permutation_map")
        if isinstance(perm, AffineMapAttr) and perm.data == _minor_identity(
            source, vector
        ):
            skip.append("permutation_map")
        in_bounds = op.properties.get("in_bounds")
        if isinstance(in_bounds, ArrayAttr) and all(
            isinstance(b, IntegerAttr) and b.value.data == 0 for b in in_bounds.data
        ):
            skip.append("in_bounds")
        return skip


@irdl_op_definition
class TransferReadOp(_TransferOp):
    """`vector.transfer_read %m[%i, %j], %pad (, %mask)? {...}? : memref<...>, vector<...>`"""

    name = "vector.transfer_read"
    base = operand_def()
    indices = var_operand_def(IndexType)
    padding = opt_operand_def()
    mask = opt_operand_def(VectorType)
    permutation_map = prop_def(AffineMapAttr)
    in_bounds = prop_def(ArrayAttr)
    vector = result_def(VectorType)
    traits = traits_def(MemoryReadEffect())
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    @classmethod
    def parse(cls, parser: Parser) -> TransferReadOp:
        base = parser.parse_unresolved_operand()
        indices = parse_operands(parser, Parser.Delimiter.SQUARE)
        parser.parse_punctuation(",")
        rest = parse_operands(parser)
        props, attrs = parse_attr_dict(parser, cls)
        parser.parse_punctuation(":")
        st = parser.parse_type()
        parser.parse_punctuation(",")
        vt = _vector_type(parser.parse_type())
        props = cls._complete_props(props, st, vt)
        perm = props["permutation_map"]
        assert isinstance(perm, AffineMapAttr)
        operands = [
            parser.resolve_operand(base, st),
            *resolve(parser, indices, IndexType()),
        ]
        operands.append(parser.resolve_operand(rest[0], _element_type(st)))
        if len(rest) > 1:
            operands.append(parser.resolve_operand(rest[1], _mask_type(vt, perm.data)))
        props[SEGMENTS] = DenseArrayBase.from_list(
            i32, [1, len(indices), 1, len(rest) - 1]
        )
        return cls.create(
            operands=operands, result_types=[vt], properties=props, attributes=attrs
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.base)
        print_indices(printer, self.indices)
        rest = [v for v in (self.padding, self.mask) if v is not None]
        if rest:
            printer.print_string(", ")
            print_operands(printer, rest)
        print_attr_dict(
            printer, self, skip=self._elided(self, self.base.type, self.vector.type)
        )
        printer.print_string(" : ")
        print_types(printer, [self.base.type, self.vector.type])


@irdl_op_definition
class TransferWriteOp(_TransferOp):
    """`vector.transfer_write %v, %m[%i] (, %mask)? {...}? : vector<...>, memref<...>`"""

    name = "vector.transfer_write"
    valueToStore = operand_def(VectorType)
    base = operand_def()
    indices = var_operand_def(IndexType)
    mask = opt_operand_def(VectorType)
    permutation_map = prop_def(AffineMapAttr)
    in_bounds = prop_def(ArrayAttr)
    result = opt_result_def(TensorType)
    traits = traits_def(MemoryWriteEffect())
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    @classmethod
    def parse(cls, parser: Parser) -> TransferWriteOp:
        value = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        base = parser.parse_unresolved_operand()
        indices = parse_operands(parser, Parser.Delimiter.SQUARE)
        mask = None
        if parser.parse_optional_punctuation(",") is not None:
            mask = parser.parse_unresolved_operand()
        props, attrs = parse_attr_dict(parser, cls)
        parser.parse_punctuation(":")
        vt = _vector_type(parser.parse_type())
        parser.parse_punctuation(",")
        st = parser.parse_type()
        props = cls._complete_props(props, st, vt)
        perm = props["permutation_map"]
        assert isinstance(perm, AffineMapAttr)
        operands = [
            parser.resolve_operand(value, vt),
            parser.resolve_operand(base, st),
            *resolve(parser, indices, IndexType()),
        ]
        if mask is not None:
            operands.append(parser.resolve_operand(mask, _mask_type(vt, perm.data)))
        props[SEGMENTS] = DenseArrayBase.from_list(
            i32, [1, 1, len(indices), int(mask is not None)]
        )
        return cls.create(
            operands=operands,
            result_types=[st] if isinstance(st, TensorType) else [],
            properties=props,
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.valueToStore)
        printer.print_string(", ")
        printer.print_operand(self.base)
        print_indices(printer, self.indices)
        if self.mask is not None:
            printer.print_string(", ")
            printer.print_operand(self.mask)
        print_attr_dict(
            printer,
            self,
            skip=self._elided(self, self.base.type, self.valueToStore.type),
        )
        printer.print_string(" : ")
        print_types(printer, [self.valueToStore.type, self.base.type])


class _LoadStoreProps(IRDLOperation):
    nontemporal = opt_prop_def(IntegerAttr)
    alignment = opt_prop_def(IntegerAttr)
    irdl_options = (ParsePropInAttrDict(),)

    DEFAULTS: ClassVar[dict[str, Attribute]] = {"nontemporal": IntegerAttr(0, i1)}


@irdl_op_definition
class LoadOp(_LoadStoreProps):
    """`vector.load %m[%i, %j] : memref<...>, vector<8xf16>`"""

    name = "vector.load"
    base = operand_def()
    indices = var_operand_def(IndexType)
    result = result_def(VectorType)
    traits = traits_def(MemoryReadEffect())

    @classmethod
    def parse(cls, parser: Parser) -> LoadOp:
        base = parser.parse_unresolved_operand()
        indices = parse_operands(parser, Parser.Delimiter.SQUARE)
        props, attrs = parse_attr_dict(parser, cls)
        parser.parse_punctuation(":")
        bt = parser.parse_type()
        parser.parse_punctuation(",")
        rt = parser.parse_type()
        return cls.create(
            operands=[
                parser.resolve_operand(base, bt),
                *resolve(parser, indices, IndexType()),
            ],
            result_types=[rt],
            properties=props,
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.base)
        print_indices(printer, self.indices)
        print_attr_dict(printer, self, defaults=self.DEFAULTS)
        printer.print_string(" : ")
        print_types(printer, [self.base.type, self.result.type])


@irdl_op_definition
class StoreOp(_LoadStoreProps):
    """`vector.store %v, %m[%i, %j] : memref<...>, vector<8xf16>`"""

    name = "vector.store"
    valueToStore = operand_def(VectorType)
    base = operand_def()
    indices = var_operand_def(IndexType)
    traits = traits_def(MemoryWriteEffect())

    @classmethod
    def parse(cls, parser: Parser) -> StoreOp:
        value = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        base = parser.parse_unresolved_operand()
        indices = parse_operands(parser, Parser.Delimiter.SQUARE)
        props, attrs = parse_attr_dict(parser, cls)
        parser.parse_punctuation(":")
        bt = parser.parse_type()
        parser.parse_punctuation(",")
        vt = parser.parse_type()
        return cls.create(
            operands=[
                parser.resolve_operand(value, vt),
                parser.resolve_operand(base, bt),
                *resolve(parser, indices, IndexType()),
            ],
            properties=props,
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.valueToStore)
        printer.print_string(", ")
        printer.print_operand(self.base)
        print_indices(printer, self.indices)
        print_attr_dict(printer, self, defaults=self.DEFAULTS)
        printer.print_string(" : ")
        print_types(printer, [self.base.type, self.valueToStore.type])


class _MaskedMemOp(IRDLOperation):
    """
    `%base[%indices] ([%vector_indices])?, %mask, %value attr-dict :
       T_base (, T_index)?, T_mask, T_value (into T_result)?`
    shared by masked loads and stores, gathers and scatters.
    """

    HAS_VECTOR_INDICES: ClassVar[bool] = False
    LOADS: ClassVar[bool] = True
    alignment = opt_prop_def(IntegerAttr)

    @classmethod
    def parse(cls, parser: Parser):
        base = parser.parse_unresolved_operand()
        indices = parse_operands(parser, Parser.Delimiter.SQUARE)
        vector_indices = (
            parse_operands(parser, Parser.Delimiter.SQUARE)
            if cls.HAS_VECTOR_INDICES
            else []
        )
        parser.parse_punctuation(",")
        mask, value = parse_operands(parser)
        props, attrs = parse_attr_dict(parser, cls)
        parser.parse_punctuation(":")
        types = parse_types(parser)
        result_types: list[Attribute] = []
        if cls.LOADS or isinstance(types[0], TensorType):
            parser.parse_keyword("into")
            result_types = [parser.parse_type()]
        base_t, *rest = types
        operands = [
            parser.resolve_operand(base, base_t),
            *resolve(parser, indices, IndexType()),
        ]
        if cls.HAS_VECTOR_INDICES:
            index_t, *rest = rest
            operands.append(parser.resolve_operand(vector_indices[0], index_t))
        mask_t, value_t = rest
        operands += [
            parser.resolve_operand(mask, mask_t),
            parser.resolve_operand(value, value_t),
        ]
        return cls.create(
            operands=operands,
            result_types=result_types,
            properties=props,
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        operands = list(self.operands)
        base, rest = operands[0], operands[1:]
        index_count = len(rest) - 2 - int(self.HAS_VECTOR_INDICES)
        printer.print_string(" ")
        printer.print_operand(base)
        print_indices(printer, rest[:index_count])
        rest = rest[index_count:]
        if self.HAS_VECTOR_INDICES:
            printer.print_string(" ")
            print_indices(printer, rest[:1])
            rest = rest[1:]
        printer.print_string(", ")
        print_operands(printer, rest)
        print_attr_dict(printer, self)
        printer.print_string(" : ")
        types = [base.type]
        if self.HAS_VECTOR_INDICES:
            types.append(operands[-3].type)
        types += [operands[-2].type, operands[-1].type]
        print_types(printer, types)
        if self.results:
            printer.print_string(" into ")
            printer.print_attribute(self.results[0].type)


@irdl_op_definition
class MaskedLoadOp(_MaskedMemOp):
    name = "vector.maskedload"
    base = operand_def()
    indices = var_operand_def(IndexType)
    mask = operand_def(VectorType)
    pass_thru = operand_def(VectorType)
    result = result_def(VectorType)
    traits = traits_def(MemoryReadEffect())


@irdl_op_definition
class MaskedStoreOp(_MaskedMemOp):
    name = "vector.maskedstore"
    LOADS: ClassVar[bool] = False
    base = operand_def()
    indices = var_operand_def(IndexType)
    mask = operand_def(VectorType)
    valueToStore = operand_def(VectorType)
    traits = traits_def(MemoryWriteEffect())


@irdl_op_definition
class ExpandLoadOp(_MaskedMemOp):
    name = "vector.expandload"
    base = operand_def()
    indices = var_operand_def(IndexType)
    mask = operand_def(VectorType)
    pass_thru = operand_def(VectorType)
    result = result_def(VectorType)
    traits = traits_def(MemoryReadEffect())


@irdl_op_definition
class CompressStoreOp(_MaskedMemOp):
    name = "vector.compressstore"
    LOADS: ClassVar[bool] = False
    base = operand_def()
    indices = var_operand_def(IndexType)
    mask = operand_def(VectorType)
    valueToStore = operand_def(VectorType)
    traits = traits_def(MemoryWriteEffect())


@irdl_op_definition
class GatherOp(_MaskedMemOp):
    name = "vector.gather"
    HAS_VECTOR_INDICES: ClassVar[bool] = True
    base = operand_def()
    offsets = var_operand_def(IndexType)
    indices = operand_def(VectorType)
    mask = operand_def(VectorType)
    pass_thru = operand_def(VectorType)
    result = result_def(VectorType)
    traits = traits_def(MemoryReadEffect())


@irdl_op_definition
class ScatterOp(_MaskedMemOp):
    name = "vector.scatter"
    HAS_VECTOR_INDICES: ClassVar[bool] = True
    LOADS: ClassVar[bool] = False
    base = operand_def()
    offsets = var_operand_def(IndexType)
    indices = operand_def(VectorType)
    mask = operand_def(VectorType)
    valueToStore = operand_def(VectorType)
    result = opt_result_def(TensorType)
    traits = traits_def(MemoryWriteEffect())


@irdl_op_definition
class TypeCastOp(IRDLOperation):
    """`vector.type_cast %m : memref<8x8xf32> to memref<vector<8x8xf32>>`: an alias."""

    name = "vector.type_cast"
    memref = operand_def(MemRefType)
    result = result_def(MemRefType)
    traits = traits_def(Pure())
    assembly_format = "$memref attr-dict `:` type($memref) `to` type($result)"


@irdl_op_definition
class PrintOp(IRDLOperation):
    """`vector.print %v : vector<4xf32>`, `vector.print str "..."`, `vector.print punctuation <comma>`"""

    name = "vector.print"
    source = opt_operand_def()
    punctuation = opt_prop_def(AnyAttr())
    stringLiteral = opt_prop_def(AnyAttr())
    traits = traits_def(MemoryWriteEffect())

    @classmethod
    def parse(cls, parser: Parser) -> PrintOp:
        props: dict[str, Attribute] = {}
        operands: list[SSAValue] = []
        if parser.parse_optional_keyword("str") is not None:
            props["stringLiteral"] = parser.parse_attribute()
        else:
            source = parser.parse_optional_unresolved_operand()
            if source is not None:
                more, attrs = parse_attr_dict(parser, cls)
                parser.parse_punctuation(":")
                operands = [parser.resolve_operand(source, parser.parse_type())]
                return cls.create(operands=operands, properties=more, attributes=attrs)
        if parser.parse_optional_keyword("punctuation") is not None:
            props["punctuation"] = parser.parse_attribute()
        more, attrs = parse_attr_dict(parser, cls)
        return cls.create(
            operands=operands, properties={**more, **props}, attributes=attrs
        )

    def print(self, printer: Printer) -> None:
        if self.stringLiteral is not None:
            printer.print_string(" str ")
            printer.print_attribute(self.stringLiteral)
        if self.source is not None:
            printer.print_string(" ")
            printer.print_operand(self.source)
        if self.punctuation is not None:
            printer.print_string(" punctuation ")
            printer.print_attribute(self.punctuation)
        print_attr_dict(printer, self, skip=("stringLiteral", "punctuation"))
        if self.source is not None:
            printer.print_string(" : ")
            printer.print_attribute(self.source.type)


# ---------------------------------------------------------------------------
# vector.mask
# ---------------------------------------------------------------------------


@irdl_op_definition
class YieldOp(IRDLOperation):
    name = "vector.yield"
    operands_ = var_operand_def()
    traits = traits_def(Pure(), IsTerminator())
    assembly_format = "attr-dict ($operands_^ `:` type($operands_))?"


@irdl_op_definition
class MaskOp(IRDLOperation):
    """`vector.mask %m (, %passthru)? { op } : vector<...xi1> (-> T)?`"""

    name = "vector.mask"
    mask = operand_def(VectorType)
    passthru = opt_operand_def()
    maskRegion = region_def("single_block")
    results_ = var_result_def()
    traits = traits_def(RecursiveMemoryEffect())

    @classmethod
    def parse(cls, parser: Parser) -> MaskOp:
        operands = parse_operands(parser)
        region = parser.parse_region()
        props, attrs = parse_attr_dict(parser, cls)
        parser.parse_punctuation(":")
        mask_t = parser.parse_type()
        result_types: list[Attribute] = []
        if parser.parse_optional_punctuation("->") is not None:
            result_types = parse_types(parser)
        if not region.blocks:
            region.add_block(Block())
        block = region.blocks[0]
        last = block.last_op
        if last is None or not last.has_trait(IsTerminator):
            values = list(last.results) if last is not None else []
            block.add_op(YieldOp.create(operands=values))
        values = [parser.resolve_operand(operands[0], mask_t)]
        if len(operands) > 1:
            values.append(parser.resolve_operand(operands[1], result_types[0]))
        return cls.create(
            operands=values,
            result_types=result_types,
            regions=[region],
            properties=props,
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        print_operands(printer, self.operands)
        printer.print_string(" { ")
        block = self.maskRegion.blocks[0]
        inner = [op for op in block.ops if not isinstance(op, YieldOp)]
        for op in inner:
            printer.print_op(op)
        printer.print_string(" }")
        print_attr_dict(printer, self)
        printer.print_string(" : ")
        printer.print_attribute(self.mask.type)
        if self.results:
            printer.print_string(" -> ")
            print_types(printer, self.result_types)


Vector = Dialect(
    "vector",
    [
        ShapeCastOp,
        BroadcastOp,
        BitCastOp,
        TransposeOp,
        InsertStridedSliceOp,
        ExtractStridedSliceOp,
        StepOp,
        FMAOp,
        InterleaveOp,
        DeinterleaveOp,
        FromElementsOp,
        ToElementsOp,
        ConstantMaskOp,
        CreateMaskOp,
        ExtractOp,
        InsertOp,
        ShuffleOp,
        MultiDimReductionOp,
        ReductionOp,
        ScanOp,
        ContractionOp,
        OuterProductOp,
        TransferReadOp,
        TransferWriteOp,
        LoadOp,
        StoreOp,
        MaskedLoadOp,
        MaskedStoreOp,
        ExpandLoadOp,
        CompressStoreOp,
        GatherOp,
        ScatterOp,
        TypeCastOp,
        PrintOp,
        YieldOp,
        MaskOp,
    ],
    [CombiningKindAttr, IteratorTypeAttr],
)
"""The `vector` dialect of MLIR 22."""
