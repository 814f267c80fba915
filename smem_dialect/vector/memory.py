"""The `vector` dialect's ops that touch memory.

* reads: `transfer_read`, `load`, `maskedload`, `gather`, `expandload`;
* writes: `transfer_write`, `store`, `maskedstore`, `scatter`, `compressstore`, `print`;
* an alias of a memref operand: `type_cast`.
"""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import (
    AffineMapAttr,
    ArrayAttr,
    ContainerType,
    IndexType,
    IntegerAttr,
    MemRefType,
    ShapedType,
    TensorType,
    VectorType,
    i1,
)
from xdsl.ir import Attribute, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineMap
from xdsl.irdl import (
    AnyAttr,
    AttrSizedOperandSegments,
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    opt_result_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import MemoryReadEffect, MemoryWriteEffect, Pure

from smem_opt.smem_dialect.syntax import (
    parse_attr_dict,
    parse_operands,
    parse_subscript,
    parse_type_suffix,
    parse_types,
    print_attr_dict,
    print_indices,
    print_operands,
    print_subscript,
    print_type_suffix,
    print_types,
    resolve,
    segments,
)
from smem_opt.smem_dialect.vector.attributes import element_type, vector_type


def _minor_identity(source: Attribute, vector: Attribute) -> AffineMap:
    src = source
    assert isinstance(src, ShapedType) and isinstance(src, ContainerType)
    vec = vector_type(vector)
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
    ) -> AffineMap:
        """Add the properties the custom form leaves out when they are the default; the
        permutation map."""
        if "permutation_map" not in props:
            props["permutation_map"] = AffineMapAttr(_minor_identity(source, vector))
        perm = props["permutation_map"]
        assert isinstance(perm, AffineMapAttr)
        if "in_bounds" not in props:
            props["in_bounds"] = ArrayAttr(
                [IntegerAttr(0, i1)] * len(perm.data.results)
            )
        return perm.data

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
        base, indices = parse_subscript(parser)
        parser.parse_punctuation(",")
        rest = parse_operands(parser)
        entries, (st,) = parse_type_suffix(parser, cls)
        parser.parse_punctuation(",")
        vt = vector_type(parser.parse_type())
        perm = cls._complete_props(entries.properties, st, vt)
        operands = [
            parser.resolve_operand(base, st),
            *resolve(parser, indices, IndexType()),
        ]
        operands.append(parser.resolve_operand(rest[0], element_type(st)))
        if len(rest) > 1:
            operands.append(parser.resolve_operand(rest[1], _mask_type(vt, perm)))
        return entries.create(
            operands, [vt], operandSegmentSizes=segments(1, len(indices), 1, len(rest) - 1)
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        print_subscript(printer, self.base, self.indices)
        rest = [v for v in (self.padding, self.mask) if v is not None]
        if rest:
            printer.print_string(", ")
            print_operands(printer, rest)
        print_type_suffix(
            printer, self, self.base.type, ", ", self.vector.type,
            skip=self._elided(self, self.base.type, self.vector.type),
        )


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
        base, indices = parse_subscript(parser)
        mask = None
        if parser.parse_optional_punctuation(",") is not None:
            mask = parser.parse_unresolved_operand()
        entries = parse_attr_dict(parser, cls)
        parser.parse_punctuation(":")
        vt = vector_type(parser.parse_type())
        parser.parse_punctuation(",")
        st = parser.parse_type()
        perm = cls._complete_props(entries.properties, st, vt)
        operands = [
            parser.resolve_operand(value, vt),
            parser.resolve_operand(base, st),
            *resolve(parser, indices, IndexType()),
        ]
        if mask is not None:
            operands.append(parser.resolve_operand(mask, _mask_type(vt, perm)))
        result_types = [st] if isinstance(st, TensorType) else []
        counts = segments(1, 1, len(indices), int(mask is not None))
        return entries.create(operands, result_types, operandSegmentSizes=counts)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.valueToStore)
        printer.print_string(", ")
        print_subscript(printer, self.base, self.indices)
        if self.mask is not None:
            printer.print_string(", ")
            printer.print_operand(self.mask)
        print_type_suffix(
            printer, self, self.valueToStore.type, ", ", self.base.type,
            skip=self._elided(self, self.base.type, self.valueToStore.type),
        )


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
        base, indices = parse_subscript(parser)
        entries, (bt, rt) = parse_type_suffix(parser, cls, ",")
        operands = [parser.resolve_operand(base, bt), *resolve(parser, indices, IndexType())]
        return entries.create(operands, [rt])

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        print_subscript(printer, self.base, self.indices)
        print_type_suffix(
            printer, self, self.base.type, ", ", self.result.type, defaults=self.DEFAULTS
        )


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
        base, indices = parse_subscript(parser)
        entries, (bt, vt) = parse_type_suffix(parser, cls, ",")
        operands = [parser.resolve_operand(value, vt), parser.resolve_operand(base, bt)]
        return entries.create([*operands, *resolve(parser, indices, IndexType())])

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.valueToStore)
        printer.print_string(", ")
        print_subscript(printer, self.base, self.indices)
        print_type_suffix(
            printer, self, self.base.type, ", ", self.valueToStore.type, defaults=self.DEFAULTS
        )


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
        base, indices = parse_subscript(parser)
        vector_indices = (
            parse_operands(parser, Parser.Delimiter.SQUARE)
            if cls.HAS_VECTOR_INDICES
            else []
        )
        parser.parse_punctuation(",")
        mask, value = parse_operands(parser)
        entries = parse_attr_dict(parser, cls)
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
        return entries.create(operands, result_types)

    def print(self, printer: Printer) -> None:
        operands = list(self.operands)
        base, rest = operands[0], operands[1:]
        index_count = len(rest) - 2 - int(self.HAS_VECTOR_INDICES)
        printer.print_string(" ")
        print_subscript(printer, base, rest[:index_count])
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
                entries = parse_attr_dict(parser, cls)
                parser.parse_punctuation(":")
                return entries.create([parser.resolve_operand(source, parser.parse_type())])
        if parser.parse_optional_keyword("punctuation") is not None:
            props["punctuation"] = parser.parse_attribute()
        return parse_attr_dict(parser, cls).create(operands, **props)

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
