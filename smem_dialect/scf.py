"""The `scf` dialect as MLIR 22 writes it.

This module owns the `scf` dialect registered by smem-opt. Every op is defined
here (xDSL's terminators accept only xDSL's loop classes as parents, so the
whole dialect is replaced):

* `scf.for (unsigned)? %i = %lb to %ub step %s (iter_args(...) -> T | -> (T, ...))?
  (: i32)?`, the unsigned comparison and a single result type without
  parentheses as MLIR 22 writes them;
* `scf.forall` (normalized `in (...)` and general `= (...) to (...) step (...)`
  bounds, `shared_outs`, a `mapping` attribute) and its terminator
  `scf.forall.in_parallel`;
* `scf.if`, `scf.while` / `scf.condition`, `scf.execute_region`,
  `scf.index_switch`, `scf.parallel` / `scf.reduce` / `scf.reduce.return`,
  `scf.yield`.

Region ops have their body's memory effects; terminators are pure.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    IntAttr,
    DenseArrayBase,
    IndexType,
    UnitAttr,
    i1,
    i32,
)
from xdsl.ir import (
    Attribute,
    Block,
    BlockArgument,
    Dialect,
    Operation,
    Region,
    SSAValue,
)
from xdsl.irdl import (
    AnyAttr,
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    lazy_traits_def,
    traits_def,
    var_operand_def,
    var_region_def,
    var_result_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import (
    HasParent,
    IsTerminator,
    NoTerminator,
    Pure,
    RecursiveMemoryEffect,
    SingleBlockImplicitTerminator,
)
from xdsl.utils.exceptions import VerifyException

from smem_opt.smem_dialect.upstream_syntax import (
    parse_iter_args,
    SEGMENTS,
    array_values,
    i64_array,
    parse_attr_dict,
    parse_mixed_list,
    print_attr_dict,
    print_mixed_list,
    resolve,
)


@irdl_op_definition
class YieldOp(IRDLOperation):
    """`scf.yield (%a, ... : T, ...)?`"""

    name = "scf.yield"
    results_ = var_operand_def()
    # upstream's parents (ParentOneOf): a yield anywhere else is invalid IR
    traits = lazy_traits_def(
        lambda: (IsTerminator(), Pure(), HasParent(ExecuteRegionOp, ForOp, IfOp, IndexSwitchOp, WhileOp))
    )
    assembly_format = "attr-dict ($results_^ `:` type($results_))?"

    def __init__(self, *operands: SSAValue | Operation):
        super().__init__(operands=[list(operands)])


def _ensure_terminator(region: Region, make: Callable[[], Operation]) -> None:
    """Add the implicit terminator that the custom form leaves out."""
    if not region.blocks:
        region.add_block(Block())
    block = region.blocks[-1]
    last = block.last_op
    if last is None or not last.has_trait(IsTerminator):
        block.add_op(make())


@irdl_op_definition
class ForOp(IRDLOperation):
    """`scf.for (unsigned)? %i = %lb to %ub step %s (iter_args(%a = %x) -> T)? (: i32)? { ... }`"""

    name = "scf.for"
    lb = operand_def()
    ub = operand_def()
    step = operand_def()
    iter_args = var_operand_def()
    unsignedCmp = opt_prop_def(UnitAttr)
    res = var_result_def()
    body = region_def("single_block")

    traits = traits_def(
        SingleBlockImplicitTerminator(YieldOp),
        RecursiveMemoryEffect(),
    )

    def __init__(
        self,
        lb: SSAValue,
        ub: SSAValue,
        step: SSAValue,
        iter_args: Sequence[SSAValue],
        body: Region | Block,
    ):
        if isinstance(body, Block):
            body = Region(body)
        super().__init__(
            operands=[lb, ub, step, iter_args],
            result_types=[[a.type for a in iter_args]],
            regions=[body],
        )

    @classmethod
    def parse(cls, parser: Parser) -> ForOp:
        props: dict[str, Attribute] = {}
        if parser.parse_optional_keyword("unsigned") is not None:
            props["unsignedCmp"] = UnitAttr()
        iv = parser.parse_argument(expect_type=False)
        parser.parse_punctuation("=")
        lb = parser.parse_unresolved_operand()
        parser.parse_keyword("to")
        ub = parser.parse_unresolved_operand()
        parser.parse_keyword("step")
        step = parser.parse_unresolved_operand()
        carried, result_types = parse_iter_args(parser)
        iv_type: Attribute = IndexType()
        if parser.parse_optional_punctuation(":") is not None:
            iv_type = parser.parse_type()
        args = [iv.resolve(iv_type)] + [
            a.resolve(t) for (a, _), t in zip(carried, result_types)
        ]
        body = parser.parse_region(args)
        _ensure_terminator(body, YieldOp.create)
        more, attrs = parse_attr_dict(parser, cls)
        operands = [
            parser.resolve_operand(lb, iv_type),
            parser.resolve_operand(ub, iv_type),
            parser.resolve_operand(step, iv_type),
            *(parser.resolve_operand(v, t) for (_, v), t in zip(carried, result_types)),
        ]
        return cls.create(
            operands=operands,
            result_types=result_types,
            regions=[body],
            properties={**more, **props},
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        block = self.body.blocks[0]
        if self.unsignedCmp is not None:
            printer.print_string(" unsigned")
        printer.print_string(" ")
        printer.print_ssa_value(block.args[0])
        printer.print_string(" = ")
        printer.print_operand(self.lb)
        printer.print_string(" to ")
        printer.print_operand(self.ub)
        printer.print_string(" step ")
        printer.print_operand(self.step)
        if self.iter_args:
            printer.print_string(" iter_args(")

            def pair(p: tuple[BlockArgument, SSAValue]) -> None:
                printer.print_ssa_value(p[0])
                printer.print_string(" = ")
                printer.print_operand(p[1])

            printer.print_list(list(zip(block.args[1:], self.iter_args)), pair)
            printer.print_string(") -> (")
            printer.print_list(self.result_types, printer.print_attribute)
            printer.print_string(")")
        if not isinstance(self.lb.type, IndexType):
            printer.print_string(" : ")
            printer.print_attribute(self.lb.type)
        printer.print_string(" ")
        printer.print_region(
            self.body,
            print_entry_block_args=False,
            print_block_terminators=bool(self.iter_args),
        )
        print_attr_dict(printer, self, skip=("unsignedCmp",))

    def verify_(self) -> None:
        block = self.body.blocks[0] if self.body.blocks else None
        if block is None or len(block.args) != 1 + len(self.iter_args):
            raise VerifyException(
                "expected the body to have an induction variable and one "
                "argument per iter_arg"
            )
        types = {self.lb.type, self.ub.type, self.step.type, block.args[0].type}
        if len(types) != 1:
            raise VerifyException(
                "bounds, step and induction variable must have one type"
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
        props, attrs = parse_attr_dict(parser, cls)
        return cls.create(regions=[region], properties=props, attributes=attrs)

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
            lb_static = [0] * rank
            ub_dyn, ub_static = parse_mixed_list(parser, Parser.Delimiter.PAREN)
            st_dyn: list[UnresolvedOperand] = []
            st_static = [1] * rank
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

            def pair() -> None:
                arg = parser.parse_argument(expect_type=False)
                parser.parse_punctuation("=")
                outs.append((arg, parser.parse_unresolved_operand()))

            parser.parse_comma_separated_list(parser.Delimiter.PAREN, pair)
            parser.parse_punctuation("->")
            out_types = parser.parse_comma_separated_list(
                parser.Delimiter.PAREN, parser.parse_type
            )
        args = ivs + [a.resolve(t) for (a, _), t in zip(outs, out_types)]
        body = parser.parse_region(args)
        _ensure_terminator(body, lambda: InParallelOp.create(regions=[Region(Block())]))
        props, attrs = parse_attr_dict(parser, cls)
        index = IndexType()
        lbs = resolve(parser, lb_dyn, index)
        ubs = resolve(parser, ub_dyn, index)
        steps = resolve(parser, st_dyn, index)
        out_values = [
            parser.resolve_operand(v, t) for (_, v), t in zip(outs, out_types)
        ]
        props.update(
            staticLowerBound=i64_array(lb_static),
            staticUpperBound=i64_array(ub_static),
            staticStep=i64_array(st_static),
        )
        props[SEGMENTS] = DenseArrayBase.from_list(
            i32, [len(lbs), len(ubs), len(steps), len(out_values)]
        )
        return cls.create(
            operands=[*lbs, *ubs, *steps, *out_values],
            result_types=out_types,
            regions=[body],
            properties=props,
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        block = self.region.blocks[0]
        rank = self.rank
        printer.print_string(" (")
        printer.print_list(block.args[:rank], printer.print_ssa_value)
        printer.print_string(")")
        lbs = array_values(self.staticLowerBound)
        steps = array_values(self.staticStep)
        normalized = (
            not self.dynamicLowerBound
            and not self.dynamicStep
            and all(v == 0 for v in lbs)
            and all(v == 1 for v in steps)
        )
        if normalized:
            printer.print_string(" in ")
            print_mixed_list(
                printer,
                self.dynamicUpperBound,
                array_values(self.staticUpperBound),
                "(",
            )
        else:
            printer.print_string(" = ")
            print_mixed_list(printer, self.dynamicLowerBound, lbs, "(")
            printer.print_string(" to ")
            print_mixed_list(
                printer,
                self.dynamicUpperBound,
                array_values(self.staticUpperBound),
                "(",
            )
            printer.print_string(" step ")
            print_mixed_list(printer, self.dynamicStep, steps, "(")
        if self.outputs:
            printer.print_string(" shared_outs(")

            def pair(p: tuple[BlockArgument, SSAValue]) -> None:
                printer.print_ssa_value(p[0])
                printer.print_string(" = ")
                printer.print_operand(p[1])

            printer.print_list(list(zip(block.args[rank:], self.outputs)), pair)
            printer.print_string(") -> (")
            printer.print_list(self.result_types, printer.print_attribute)
            printer.print_string(")")
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


def _parse_result_types(parser: Parser) -> list[Attribute]:
    """`(-> T | -> (T, ...))?`"""
    if parser.parse_optional_punctuation("->") is None:
        return []
    parsed = parser.parse_optional_comma_separated_list(
        parser.Delimiter.PAREN, parser.parse_type
    )
    return parsed if parsed is not None else [parser.parse_type()]


def _print_result_types(printer: Printer, types: Sequence[Attribute]) -> None:
    if types:
        printer.print_string(" -> (")
        printer.print_list(types, printer.print_attribute)
        printer.print_string(")")


def _yields_values(region: Region) -> bool:
    if not region.blocks:
        return False
    last = region.blocks[-1].last_op
    return last is not None and bool(last.operands)


@irdl_op_definition
class IfOp(IRDLOperation):
    """`scf.if %c (-> T | -> (T, ...))? { ... } (else { ... })?`"""

    name = "scf.if"
    cond = operand_def(i1)
    output = var_result_def()
    true_region = region_def("single_block")
    false_region = region_def()
    traits = traits_def(SingleBlockImplicitTerminator(YieldOp), RecursiveMemoryEffect())

    @classmethod
    def parse(cls, parser: Parser) -> IfOp:
        cond = parser.resolve_operand(parser.parse_unresolved_operand(), i1)
        types = _parse_result_types(parser)
        then = parser.parse_region()
        _ensure_terminator(then, YieldOp.create)
        other = Region()
        if parser.parse_optional_keyword("else") is not None:
            other = parser.parse_region()
            _ensure_terminator(other, YieldOp.create)
        props, attrs = parse_attr_dict(parser, cls)
        return cls.create(
            operands=[cond],
            result_types=types,
            regions=[then, other],
            properties=props,
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.cond)
        _print_result_types(printer, self.result_types)
        printer.print_string(" ")
        printer.print_region(
            self.true_region, print_block_terminators=bool(self.results)
        )
        if self.false_region.blocks:
            printer.print_string(" else ")
            printer.print_region(
                self.false_region, print_block_terminators=bool(self.results)
            )
        print_attr_dict(printer, self)


@irdl_op_definition
class ConditionOp(IRDLOperation):
    """`scf.condition(%c) %a, ... : T, ...`"""

    name = "scf.condition"
    condition = operand_def(i1)
    args = var_operand_def()
    traits = traits_def(IsTerminator(), Pure())
    assembly_format = "`(` $condition `)` attr-dict ($args^ `:` type($args))?"


@irdl_op_definition
class WhileOp(IRDLOperation):
    """`scf.while ((%a = %x, ...))? : (T, ...) -> (R, ...) { ... } do { ... }`"""

    name = "scf.while"
    arguments = var_operand_def()
    res = var_result_def()
    before_region = region_def("single_block")
    after_region = region_def("single_block")
    traits = traits_def(RecursiveMemoryEffect())

    @classmethod
    def parse(cls, parser: Parser) -> WhileOp:
        pairs: list[tuple[Parser.UnresolvedArgument, UnresolvedOperand]] = []

        def pair() -> None:
            arg = parser.parse_argument(expect_type=False)
            parser.parse_punctuation("=")
            pairs.append((arg, parser.parse_unresolved_operand()))

        parser.parse_optional_comma_separated_list(parser.Delimiter.PAREN, pair)
        parser.parse_punctuation(":")
        pos = parser.pos
        ft = parser.parse_function_type()
        inputs = ft.inputs.data
        if len(inputs) != len(pairs):
            parser.raise_error(f"expected {len(pairs)} argument types", at_position=pos)
        before = parser.parse_region([a.resolve(t) for (a, _), t in zip(pairs, inputs)])
        parser.parse_keyword("do")
        after = parser.parse_region()
        props, attrs = parse_attr_dict(parser, cls, keyword=True)
        return cls.create(
            operands=[parser.resolve_operand(v, t) for (_, v), t in zip(pairs, inputs)],
            result_types=list(ft.outputs.data),
            regions=[before, after],
            properties=props,
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        block = self.before_region.blocks[0]

        def pair(p: tuple[BlockArgument, SSAValue]) -> None:
            printer.print_ssa_value(p[0])
            printer.print_string(" = ")
            printer.print_operand(p[1])

        if self.arguments:  # MLIR prints no list for a loop without arguments
            printer.print_string(" (")
            printer.print_list(list(zip(block.args, self.arguments)), pair)
            printer.print_string(")")
        printer.print_string(" : ")
        printer.print_function_type(self.arguments.types, self.result_types)
        printer.print_string(" ")
        printer.print_region(self.before_region, print_entry_block_args=False)
        printer.print_string(" do ")
        printer.print_region(self.after_region)
        print_attr_dict(printer, self, keyword=True)


@irdl_op_definition
class ExecuteRegionOp(IRDLOperation):
    """`scf.execute_region (-> T)? (no_inline)? { ... }`"""

    name = "scf.execute_region"
    no_inline = opt_prop_def(UnitAttr)
    outs = var_result_def()
    region = region_def()
    traits = traits_def(RecursiveMemoryEffect())

    @classmethod
    def parse(cls, parser: Parser) -> ExecuteRegionOp:
        types = _parse_result_types(parser)
        props: dict[str, Attribute] = {}
        if parser.parse_optional_keyword("no_inline") is not None:
            props["no_inline"] = UnitAttr()
        region = parser.parse_region()
        more, attrs = parse_attr_dict(parser, cls)
        return cls.create(
            result_types=types,
            regions=[region],
            properties={**more, **props},
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        _print_result_types(printer, self.result_types)
        if self.no_inline is not None:
            printer.print_string(" no_inline")
        printer.print_string(" ")
        printer.print_region(self.region)
        print_attr_dict(printer, self, skip=("no_inline",))


@irdl_op_definition
class IndexSwitchOp(IRDLOperation):
    """`scf.index_switch %i (-> T)? (case N { ... })* default { ... }`"""

    name = "scf.index_switch"
    arg = operand_def(IndexType)
    cases = prop_def(DenseArrayBase)
    output = var_result_def()
    default_region = region_def("single_block")
    case_regions = var_region_def("single_block")
    traits = traits_def(SingleBlockImplicitTerminator(YieldOp), RecursiveMemoryEffect())

    @classmethod
    def parse(cls, parser: Parser) -> IndexSwitchOp:
        arg = parser.resolve_operand(parser.parse_unresolved_operand(), IndexType())
        props, attrs = parse_attr_dict(parser, cls)
        types: list[Attribute] = []
        if parser.parse_optional_punctuation("->") is not None:
            types = [parser.parse_type()]
            while parser.parse_optional_punctuation(",") is not None:
                types.append(parser.parse_type())
        cases: list[int] = []
        regions: list[Region] = []
        while parser.parse_optional_keyword("case") is not None:
            cases.append(parser.parse_integer())
            region = parser.parse_region()
            _ensure_terminator(region, YieldOp.create)
            regions.append(region)
        parser.parse_keyword("default")
        default = parser.parse_region()
        _ensure_terminator(default, YieldOp.create)
        return cls.create(
            operands=[arg],
            result_types=types,
            regions=[default, *regions],
            properties={**props, "cases": i64_array(cases)},
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.arg)
        print_attr_dict(printer, self, skip=("cases",))
        if self.results:
            # A bare type list: `(f32)` would read as a function type.
            printer.print_string(" -> ")
            printer.print_list(self.result_types, printer.print_attribute)
        terminators = bool(self.results)
        for value, region in zip(array_values(self.cases), self.case_regions):
            printer.print_string(f"\ncase {value} ")
            printer.print_region(region, print_block_terminators=terminators)
        printer.print_string("\ndefault ")
        printer.print_region(self.default_region, print_block_terminators=terminators)


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
            names = [parser.parse_unresolved_operand()]
            while parser.parse_optional_punctuation(",") is not None:
                names.append(parser.parse_unresolved_operand())
            parser.parse_punctuation(":")
            types = [parser.parse_type()]
            while parser.parse_optional_punctuation(",") is not None:
                types.append(parser.parse_type())
            parser.parse_punctuation(")")
            operands = [parser.resolve_operand(n, t) for n, t in zip(names, types)]
            for _ in operands:
                regions.append(parser.parse_region())
        props, attrs = parse_attr_dict(parser, cls)
        return cls.create(
            operands=operands, regions=regions, properties=props, attributes=attrs
        )

    def print(self, printer: Printer) -> None:
        if self.args:
            printer.print_string("(")
            printer.print_list(self.args, printer.print_operand)
            printer.print_string(" : ")
            printer.print_list(self.args.types, printer.print_attribute)
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
            value = getattr(owner, "properties", {}).get("value") if getattr(owner, "name", "") == "arith.constant" else None
            if isinstance(getattr(value, "value", None), IntAttr) and value.value.data <= 0:  # type: ignore[union-attr]
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
            types = _parse_result_types(parser)
        body = parser.parse_region(ivs)
        _ensure_terminator(body, ReduceOp.create)
        props, attrs = parse_attr_dict(parser, cls)
        init_values = [parser.resolve_operand(v, t) for v, t in zip(inits, types)]
        props[SEGMENTS] = DenseArrayBase.from_list(
            i32, [len(lbs), len(ubs), len(steps), len(init_values)]
        )
        return cls.create(
            operands=[*lbs, *ubs, *steps, *init_values],
            result_types=types,
            regions=[body],
            properties=props,
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        block = self.body.blocks[0]

        def group(values: Sequence[SSAValue]) -> None:
            printer.print_string("(")
            printer.print_list(values, printer.print_operand)
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
            _print_result_types(printer, self.result_types)
        printer.print_string(" ")
        printer.print_region(self.body, print_entry_block_args=False)
        print_attr_dict(printer, self)


Scf = Dialect(
    "scf",
    [
        YieldOp,
        ForOp,
        ForallOp,
        InParallelOp,
        IfOp,
        ConditionOp,
        WhileOp,
        ExecuteRegionOp,
        IndexSwitchOp,
        ReduceReturnOp,
        ReduceOp,
        ParallelOp,
    ],
)
"""The `scf` dialect of MLIR 22."""

__all__ = [
    "ConditionOp",
    "ExecuteRegionOp",
    "ForOp",
    "ForallOp",
    "IfOp",
    "InParallelOp",
    "IndexSwitchOp",
    "ParallelOp",
    "ReduceOp",
    "ReduceReturnOp",
    "Scf",
    "WhileOp",
    "YieldOp",
]
