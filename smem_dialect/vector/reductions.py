"""The `vector` dialect's reductions and contractions: `multi_reduction`, `reduction`,
`scan`, `contract`, `outerproduct`. All are pure register computation.
"""

from __future__ import annotations

from xdsl.dialects.arith import FastMathFlagsAttr
from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    IntegerAttr,
    StringAttr,
    VectorType,
)
from xdsl.dialects.vector import CombiningKindAttr, CombiningKindFlag
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from smem_opt.smem_dialect.arith import (
    NO_FASTMATH,
    parse_optional_fastmath,
    print_optional_fastmath,
)
from smem_opt.smem_dialect.syntax import (
    ParsedAttrs,
    parse_attr_dict,
    parse_mixed_list,
    parse_operands,
    parse_type_suffix,
    print_mixed_list,
    print_operands_and_types,
    print_type_suffix,
    resolve_pairs,
)
from smem_opt.smem_dialect.vector.attributes import (
    IteratorType,
    IteratorTypeAttr,
    parse_kind_and_operands,
    print_kind_and_operands,
    vector_type,
)


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
        kind, (source, acc) = parse_kind_and_operands(parser)
        dims = parse_mixed_list(parser)[1]
        entries, (st, dt) = parse_type_suffix(parser, cls, "to")
        operands = resolve_pairs(parser, [source, acc], [st, dt])
        return entries.create(operands, [dt], kind=kind, reduction_dims=dims)

    def verify_(self) -> None:
        # mlir-opt's rule: the destination is the source without the reduced dimensions (its
        # element type when none is left), and the accumulator has the destination's type
        source = self.source.type
        assert isinstance(source, VectorType)
        reduced = set(self.reduction_dims.get_values())
        kept = [i for i in range(source.get_num_dims()) if i not in reduced]
        dest = self.dest.type
        if kept:
            shape, scalable = source.get_shape(), source.get_scalable_dims()
            fits = (
                isinstance(dest, VectorType)
                and dest.element_type == source.element_type
                and dest.get_shape() == tuple(shape[i] for i in kept)
                and tuple(dest.get_scalable_dims()) == tuple(scalable[i] for i in kept)
            )
        else:
            fits = dest == source.element_type
        if not fits:
            raise VerifyException(f"destination type '{dest}' is incompatible with source type '{source}'")
        if self.acc.type != self.dest.type:
            raise VerifyException("failed to verify that all of {dest, acc} have same type")

    def print(self, printer: Printer) -> None:
        print_kind_and_operands(printer, self.kind, [self.source, self.acc])
        printer.print_string(" ")
        print_mixed_list(printer, [], self.reduction_dims)
        print_type_suffix(
            printer, self, self.source.type, " to ", self.dest.type, skip=("kind", "reduction_dims")
        )


@irdl_op_definition
class ReductionOp(IRDLOperation):
    """`vector.reduction <add>, %v (, %acc)? (fastmath<...>)? : vector<4xf32> into f32`"""

    name = "vector.reduction"
    vector = operand_def(VectorType)
    acc = opt_operand_def()
    kind = prop_def(CombiningKindAttr)
    fastmath = opt_prop_def(FastMathFlagsAttr, default_value=NO_FASTMATH)
    dest = result_def()
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> ReductionOp:
        kind, operands = parse_kind_and_operands(parser)
        fastmath = parse_optional_fastmath(parser)
        entries, (vt, dt) = parse_type_suffix(parser, cls, "into")
        values = [parser.resolve_operand(operands[0], vt)]
        values += [parser.resolve_operand(o, dt) for o in operands[1:]]
        return entries.create(values, [dt], kind=kind, fastmath=fastmath)

    def print(self, printer: Printer) -> None:
        print_kind_and_operands(printer, self.kind, self.operands)
        print_optional_fastmath(printer, self.properties.get("fastmath"))
        print_type_suffix(
            printer, self, self.vector.type, " into ", self.dest.type, skip=("kind", "fastmath")
        )


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
        kind, (source, init) = parse_kind_and_operands(parser)
        entries, (st, it) = parse_type_suffix(parser, cls, ",")
        return entries.create(resolve_pairs(parser, [source, init], [st, it]), [st, it], kind=kind)

    def print(self, printer: Printer) -> None:
        print_kind_and_operands(printer, self.kind, [self.source, self.initial_value])
        print_type_suffix(
            printer, self, self.source.type, ", ", self.initial_value.type, skip=("kind",)
        )


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
        first = parse_attr_dict(parser, cls)
        props = first.properties
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
        second = parse_attr_dict(parser, cls)
        parser.parse_punctuation(":")
        pos = parser.pos
        lt = parser.parse_type()
        parser.parse_punctuation(",")
        rt = parser.parse_type()
        parser.parse_keyword("into")
        at = parser.parse_type()
        if len(operands) != 3:
            parser.raise_error("expected lhs, rhs and acc operands", at_position=pos)
        both = ParsedAttrs(
            cls, {**props, **second.properties}, {**first.attributes, **second.attributes}
        )
        return both.create(resolve_pairs(parser, operands, [lt, rt, at]), [at])

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
        print_operands_and_types(
            printer, self, [self.lhs, self.rhs, self.acc], self.lhs.type, ", ", self.rhs.type,
            " into ", self.acc.type, skip=("indexing_maps", "iterator_types", "kind"),
        )


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
        entries = parse_attr_dict(parser, cls)
        parser.parse_punctuation(":")
        lt = vector_type(parser.parse_type())
        parser.parse_punctuation(",")
        rt = parser.parse_type()
        if isinstance(rt, VectorType):
            res = VectorType(lt.element_type, [lt.get_shape()[0], rt.get_shape()[0]])
        else:
            res = lt
        values: list[SSAValue] = [parser.resolve_operand(operands[0], lt)]
        values.append(parser.resolve_operand(operands[1], rt))
        values += [parser.resolve_operand(o, res) for o in operands[2:]]
        return entries.create(values, [res])

    def print(self, printer: Printer) -> None:
        print_operands_and_types(
            printer, self, self.operands, self.lhs.type, ", ", self.rhs.type,
            defaults={"kind": CombiningKindAttr(CombiningKindFlag.ADD)},
        )
