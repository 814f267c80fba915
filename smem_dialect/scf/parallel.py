"""The parallel loops of `scf`: `scf.forall` (normalized `in (...)` and general
`= (...) to (...) step (...)` bounds, `shared_outs`, a `mapping` attribute) with its terminator
`scf.forall.in_parallel`, and `scf.parallel` with `scf.reduce` / `scf.reduce.return`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import DYNAMIC_INDEX, DenseArrayBase, IndexType, IntegerAttr
from xdsl.ir import Attribute, Block, BlockArgument, Operation, Region, SSAValue
from xdsl.irdl import (
    AnyAttr,
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    traits_def,
    var_operand_def,
    var_region_def,
    var_result_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import (
    IsTerminator,
    NoTerminator,
    Pure,
    RecursiveMemoryEffect,
    SingleBlockImplicitTerminator,
)
from xdsl.utils.exceptions import VerifyException

from smem_opt.smem_dialect.syntax import (
    array_values,
    i64_array,
    parse_attr_dict,
    parse_mixed_list,
    parse_typed_operands,
    print_attr_dict,
    print_mixed_list,
    print_operands,
    print_typed_operands,
    resolve,
    resolve_pairs,
    segments,
)
from smem_opt.smem_dialect.upstream_syntax import (
    ensure_terminator,
    parse_bindings,
    parse_result_types,
    print_carried,
    print_result_types,
)


@irdl_op_definition
class InParallelOp(IRDLOperation):
    """`scf.forall.in_parallel { tensor.parallel_insert_slice ... }`"""

    name = "scf.forall.in_parallel"
    region = region_def("single_block")
    traits = traits_def(IsTerminator(), NoTerminator(), RecursiveMemoryEffect())

    @classmethod
    def parse(cls, parser: Parser) -> InParallelOp:
        region = parser.parse_region()
        if not region.blocks:
            region.add_block(Block())
        return parse_attr_dict(parser, cls).create((), (), [region])

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_region(self.region)
        print_attr_dict(printer, self)


@irdl_op_definition
class ForallOp(IRDLOperation):
    """
    `scf.forall (%i, %j) in (4, %n) (shared_outs(%o = %t) -> (T))? { ... } {mapping = [...]}`
    or `scf.forall (%i) = (%lb) to (%ub) step (%s) ...`
    """

    name = "scf.forall"
    dynamicLowerBound = var_operand_def(IndexType)
    dynamicUpperBound = var_operand_def(IndexType)
    dynamicStep = var_operand_def(IndexType)
    outputs = var_operand_def()
    staticLowerBound = prop_def(DenseArrayBase)
    staticUpperBound = prop_def(DenseArrayBase)
    staticStep = prop_def(DenseArrayBase)
    mapping = opt_prop_def(AnyAttr())
    results_ = var_result_def()
    region = region_def("single_block")

    traits = traits_def(RecursiveMemoryEffect())
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    OWN: ClassVar[tuple[str, ...]] = (
        "staticLowerBound",
        "staticUpperBound",
        "staticStep",
    )

    @property
    def rank(self) -> int:
        return len(array_values(self.staticUpperBound))

    @property
    def induction_variables(self) -> tuple[BlockArgument, ...]:
        return self.region.blocks[0].args[: self.rank]

    @classmethod
    def parse(cls, parser: Parser) -> ForallOp:
        ivs = parser.parse_comma_separated_list(
            parser.Delimiter.PAREN,
            lambda: parser.parse_argument(expect_type=False).resolve(IndexType()),
        )
        rank = len(ivs)
        if parser.parse_optional_keyword("in") is not None:
            lb_dyn: list[UnresolvedOperand] = []
            lb_static = i64_array([0] * rank)
            ub_dyn, ub_static = parse_mixed_list(parser, Parser.Delimiter.PAREN)
            st_dyn: list[UnresolvedOperand] = []
            st_static = i64_array([1] * rank)
        else:
            parser.parse_punctuation("=")
            lb_dyn, lb_static = parse_mixed_list(parser, Parser.Delimiter.PAREN)
            parser.parse_keyword("to")
            ub_dyn, ub_static = parse_mixed_list(parser, Parser.Delimiter.PAREN)
            parser.parse_keyword("step")
            st_dyn, st_static = parse_mixed_list(parser, Parser.Delimiter.PAREN)
        outs: list[tuple[Parser.UnresolvedArgument, UnresolvedOperand]] = []
        out_types: list[Attribute] = []
        if parser.parse_optional_keyword("shared_outs") is not None:
            outs = parse_bindings(parser)
            parser.parse_punctuation("->")
            out_types = parser.parse_comma_separated_list(
                parser.Delimiter.PAREN, parser.parse_type
            )
        args = ivs + [a.resolve(t) for (a, _), t in zip(outs, out_types)]
        body = parser.parse_region(args)
        ensure_terminator(body, lambda: InParallelOp.create(regions=[Region(Block())]))
        entries = parse_attr_dict(parser, cls)
        index = IndexType()
        lbs = resolve(parser, lb_dyn, index)
        ubs = resolve(parser, ub_dyn, index)
        steps = resolve(parser, st_dyn, index)
        out_values = resolve_pairs(parser, [v for _, v in outs], out_types)
        return entries.create(
            [*lbs, *ubs, *steps, *out_values],
            out_types,
            [body],
            staticLowerBound=lb_static,
            staticUpperBound=ub_static,
            staticStep=st_static,
            operandSegmentSizes=segments(len(lbs), len(ubs), len(steps), len(out_values)),
        )

    def print(self, printer: Printer) -> None:
        block = self.region.blocks[0]
        rank = self.rank
        printer.print_string(" (")
        printer.print_list(block.args[:rank], printer.print_ssa_value)
        printer.print_string(")")
        normalized = (
            not self.dynamicLowerBound
            and not self.dynamicStep
            and all(v == 0 for v in array_values(self.staticLowerBound))
            and all(v == 1 for v in array_values(self.staticStep))
        )
        if normalized:
            printer.print_string(" in ")
            print_mixed_list(printer, self.dynamicUpperBound, self.staticUpperBound, "(")
        else:
            printer.print_string(" = ")
            print_mixed_list(printer, self.dynamicLowerBound, self.staticLowerBound, "(")
            printer.print_string(" to ")
            print_mixed_list(printer, self.dynamicUpperBound, self.staticUpperBound, "(")
            printer.print_string(" step ")
            print_mixed_list(printer, self.dynamicStep, self.staticStep, "(")
        if self.outputs:
            print_carried(
                printer, "shared_outs", block.args[rank:], self.outputs, self.result_types
            )
        printer.print_string(" ")
        last = block.last_op
        empty_terminator = isinstance(last, InParallelOp) and not any(
            True for _ in last.region.blocks[0].ops
        )
        printer.print_region(
            self.region,
            print_entry_block_args=False,
            print_block_terminators=not empty_terminator,
        )
        print_attr_dict(printer, self, skip=self.OWN)

    def verify_(self) -> None:
        n = self.rank
        if (
            len(array_values(self.staticLowerBound)) != n
            or len(array_values(self.staticStep)) != n
        ):
            raise VerifyException("lower bounds, upper bounds and steps differ in rank")
        dyn = [
            (self.dynamicLowerBound, self.staticLowerBound),
            (self.dynamicUpperBound, self.staticUpperBound),
            (self.dynamicStep, self.staticStep),
        ]
        for values, static in dyn:
            holes = sum(1 for v in array_values(static) if v == DYNAMIC_INDEX)
            if holes != len(values):
                raise VerifyException("dynamic bounds do not match the static ones")


@irdl_op_definition
class ReduceReturnOp(IRDLOperation):
    """`scf.reduce.return %r : T`"""

    name = "scf.reduce.return"
    result = operand_def()
    traits = traits_def(IsTerminator(), Pure())
    assembly_format = "$result attr-dict `:` type($result)"


@irdl_op_definition
class ReduceOp(IRDLOperation):
    """`scf.reduce` or `scf.reduce(%a, %b : T, U) { ^bb0(...): ... } ...`"""

    name = "scf.reduce"
    args = var_operand_def()
    reductions = var_region_def("single_block")
    traits = traits_def(IsTerminator(), RecursiveMemoryEffect())

    @classmethod
    def parse(cls, parser: Parser) -> ReduceOp:
        operands: list[SSAValue] = []
        regions: list[Region] = []
        if parser.parse_optional_punctuation("(") is not None:
            operands = parse_typed_operands(parser, non_empty=True)
            parser.parse_punctuation(")")
            for _ in operands:
                regions.append(parser.parse_region())
        return parse_attr_dict(parser, cls).create(operands, (), regions)

    def print(self, printer: Printer) -> None:
        if self.args:
            printer.print_string("(")
            print_typed_operands(printer, self.args)
            printer.print_string(")")
            for region in self.reductions:
                printer.print_string(" ")
                printer.print_region(region)
        print_attr_dict(printer, self)


@irdl_op_definition
class ParallelOp(IRDLOperation):
    """`scf.parallel (%i) = (%lb) to (%ub) step (%s) (init (%x) -> T)? { ... }`"""

    name = "scf.parallel"
    lowerBound = var_operand_def(IndexType)
    upperBound = var_operand_def(IndexType)
    step = var_operand_def(IndexType)
    initVals = var_operand_def()
    res = var_result_def()
    body = region_def("single_block")
    traits = traits_def(
        SingleBlockImplicitTerminator(ReduceOp), RecursiveMemoryEffect()
    )
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def verify_(self) -> None:
        # upstream: a step that is a constant must be positive (scf.for allows any step)
        for step in self.step:
            owner = step.owner
            value = owner.properties.get("value") if isinstance(owner, Operation) and owner.name == "arith.constant" else None
            if isinstance(value, IntegerAttr) and value.value.data <= 0:
                raise VerifyException("constant step operand must be positive")

    @classmethod
    def parse(cls, parser: Parser) -> ParallelOp:
        index = IndexType()
        ivs = parser.parse_comma_separated_list(
            parser.Delimiter.PAREN,
            lambda: parser.parse_argument(expect_type=False).resolve(index),
        )
        parser.parse_punctuation("=")

        def bounds() -> list[SSAValue]:
            return resolve(
                parser,
                parser.parse_comma_separated_list(
                    parser.Delimiter.PAREN, parser.parse_unresolved_operand
                ),
                index,
            )

        lbs = bounds()
        parser.parse_keyword("to")
        ubs = bounds()
        parser.parse_keyword("step")
        steps = bounds()
        inits: list[UnresolvedOperand] = []
        types: list[Attribute] = []
        if parser.parse_optional_keyword("init") is not None:
            inits = parser.parse_comma_separated_list(
                parser.Delimiter.PAREN, parser.parse_unresolved_operand
            )
            types = parse_result_types(parser)
        body = parser.parse_region(ivs)
        ensure_terminator(body, ReduceOp.create)
        entries = parse_attr_dict(parser, cls)
        init_values = resolve_pairs(parser, inits, types)
        return entries.create(
            [*lbs, *ubs, *steps, *init_values],
            types,
            [body],
            operandSegmentSizes=segments(len(lbs), len(ubs), len(steps), len(init_values)),
        )

    def print(self, printer: Printer) -> None:
        block = self.body.blocks[0]

        def group(values: Sequence[SSAValue]) -> None:
            printer.print_string("(")
            print_operands(printer, values)
            printer.print_string(")")

        printer.print_string(" (")
        printer.print_list(block.args, printer.print_ssa_value)
        printer.print_string(") = ")
        group(self.lowerBound)
        printer.print_string(" to ")
        group(self.upperBound)
        printer.print_string(" step ")
        group(self.step)
        if self.initVals:
            printer.print_string(" init ")
            group(self.initVals)
            print_result_types(printer, self.result_types)
        printer.print_string(" ")
        printer.print_region(self.body, print_entry_block_args=False)
        print_attr_dict(printer, self)
