"""`scf.yield` and the ops it terminates: `scf.for`, `scf.if`, `scf.while` /
`scf.condition`, `scf.execute_region`, `scf.index_switch`.

They share one module because `scf.yield` names its parents (upstream's ParentOneOf).
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import DenseArrayBase, IndexType, UnitAttr, i1
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    lazy_traits_def,
    operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    traits_def,
    var_operand_def,
    var_region_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import (
    HasParent,
    IsTerminator,
    Pure,
    RecursiveMemoryEffect,
    SingleBlockImplicitTerminator,
)
from xdsl.utils.exceptions import VerifyException

from smem_opt.smem_dialect.syntax import (
    array_values,
    i64_array,
    parse_attr_dict,
    parse_optional_unit,
    parse_types,
    print_attr_dict,
    print_optional_unit,
    print_types,
    resolve_pairs,
)
from smem_opt.smem_dialect.upstream_syntax import (
    ensure_terminator,
    parse_bindings,
    parse_iter_args,
    parse_result_types,
    parse_then_else,
    print_bindings,
    print_carried,
    print_result_types,
    print_then_else,
)


def _show(types: Sequence[Attribute]) -> str:
    return "(" + ", ".join(str(t) for t in types) + ")"


def _count(n: int, what: str) -> str:
    return f"{n} {what}" + ("" if n == 1 else "s")


def _check_passed(term: Operation, got: Sequence[Attribute]) -> None:
    """What a terminator passes agrees in number and type with what its parent expects there
    (MLIR's region-branch rule): an ``if``, ``execute_region`` or ``index_switch`` its results, a
    ``for`` its iter_args, a ``while``'s ``before`` region (``scf.condition``) the loop's results
    and its ``after`` region the arguments of ``before``."""
    parent = term.parent_op()
    if isinstance(parent, (IfOp, ExecuteRegionOp, IndexSwitchOp)):
        expected, what = parent.result_types, "its results"
    elif isinstance(parent, ForOp):
        expected, what = parent.result_types, "its iter_args"
    elif isinstance(parent, WhileOp) and term.parent_region() is parent.before_region:
        expected, what = parent.result_types, "the results of the loop"
    elif isinstance(parent, WhileOp):
        expected, what = parent.arguments.types, "the arguments of the 'before' region"
    else:
        return
    if tuple(got) != tuple(expected):
        raise VerifyException(
            f"passes {_count(len(got), 'value')} {_show(got)} but '{parent.name}' expects "
            f"{_count(len(expected), 'value')} {_show(expected)} ({what})"
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

    def verify_(self) -> None:
        _check_passed(self, self.results_.types)


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
        unsigned = parse_optional_unit(parser, "unsigned")
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
        ensure_terminator(body, YieldOp.create)
        entries = parse_attr_dict(parser, cls)
        operands = [
            *resolve_pairs(parser, [lb, ub, step], [iv_type] * 3),
            *resolve_pairs(parser, [v for _, v in carried], result_types),
        ]
        return entries.create(operands, result_types, [body], unsignedCmp=unsigned)

    def print(self, printer: Printer) -> None:
        block = self.body.blocks[0]
        print_optional_unit(printer, "unsigned", self.unsignedCmp)
        printer.print_string(" ")
        printer.print_ssa_value(block.args[0])
        printer.print_string(" = ")
        printer.print_operand(self.lb)
        printer.print_string(" to ")
        printer.print_operand(self.ub)
        printer.print_string(" step ")
        printer.print_operand(self.step)
        if self.iter_args:
            print_carried(printer, "iter_args", block.args[1:], self.iter_args, self.result_types)
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
        inits = tuple(self.iter_args.types)
        if inits != tuple(self.result_types):
            raise VerifyException(f"has iter_args {_show(inits)} but results {_show(self.result_types)}")
        carried = tuple(a.type for a in block.args[1:])
        if carried != inits:
            raise VerifyException(
                f"body takes {_show(carried)} after the induction variable but iter_args are {_show(inits)}"
            )


def yields_values(region: Region) -> bool:
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
        types = parse_result_types(parser)
        regions = parse_then_else(parser, YieldOp.create)
        return parse_attr_dict(parser, cls).create([cond], types, regions)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.cond)
        print_result_types(printer, self.result_types)
        print_then_else(printer, self.true_region, self.false_region, bool(self.results))
        print_attr_dict(printer, self)

    def verify_(self) -> None:
        if self.results and not self.false_region.blocks:
            raise VerifyException(f"returns {_count(len(self.results), 'value')} but has no else region")


@irdl_op_definition
class ConditionOp(IRDLOperation):
    """`scf.condition(%c) %a, ... : T, ...`"""

    name = "scf.condition"
    condition = operand_def(i1)
    args = var_operand_def()
    traits = traits_def(IsTerminator(), Pure())
    assembly_format = "`(` $condition `)` attr-dict ($args^ `:` type($args))?"

    def verify_(self) -> None:
        _check_passed(self, self.args.types)


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
        pairs = parse_bindings(parser, optional=True)
        parser.parse_punctuation(":")
        pos = parser.pos
        ft = parser.parse_function_type()
        inputs = ft.inputs.data
        if len(inputs) != len(pairs):
            parser.raise_error(f"expected {len(pairs)} argument types", at_position=pos)
        before = parser.parse_region([a.resolve(t) for (a, _), t in zip(pairs, inputs)])
        parser.parse_keyword("do")
        after = parser.parse_region()
        entries = parse_attr_dict(parser, cls, keyword=True)
        operands = resolve_pairs(parser, [v for _, v in pairs], inputs)
        return entries.create(operands, list(ft.outputs.data), [before, after])

    def print(self, printer: Printer) -> None:
        block = self.before_region.blocks[0]
        if self.arguments:  # MLIR prints no list for a loop without arguments
            printer.print_string(" ")
            print_bindings(printer, block.args, self.arguments)
        printer.print_string(" : ")
        printer.print_function_type(self.arguments.types, self.result_types)
        printer.print_string(" ")
        printer.print_region(self.before_region, print_entry_block_args=False)
        printer.print_string(" do ")
        printer.print_region(self.after_region)
        print_attr_dict(printer, self, keyword=True)

    def verify_(self) -> None:
        inits = tuple(self.arguments.types)
        before, after = self.before_region.blocks, self.after_region.blocks
        if before and tuple(a.type for a in before[0].args) != inits:
            raise VerifyException(
                f"'before' region takes {_show(tuple(a.type for a in before[0].args))} but the op passes {_show(inits)}"
            )
        if after and tuple(a.type for a in after[0].args) != tuple(self.result_types):
            raise VerifyException(
                f"'after' region takes {_show(tuple(a.type for a in after[0].args))} "
                f"but the op returns {_show(self.result_types)}"
            )


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
        types = parse_result_types(parser)
        no_inline = parse_optional_unit(parser, "no_inline")
        region = parser.parse_region()
        return parse_attr_dict(parser, cls).create([], types, [region], no_inline=no_inline)

    def print(self, printer: Printer) -> None:
        print_result_types(printer, self.result_types)
        print_optional_unit(printer, "no_inline", self.no_inline)
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
        entries = parse_attr_dict(parser, cls)
        types: list[Attribute] = []
        if parser.parse_optional_punctuation("->") is not None:
            types = parse_types(parser)
        cases: list[int] = []
        regions: list[Region] = []
        while parser.parse_optional_keyword("case") is not None:
            cases.append(parser.parse_integer())
            region = parser.parse_region()
            ensure_terminator(region, YieldOp.create)
            regions.append(region)
        parser.parse_keyword("default")
        default = parser.parse_region()
        ensure_terminator(default, YieldOp.create)
        return entries.create([arg], types, [default, *regions], cases=i64_array(cases))

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.arg)
        print_attr_dict(printer, self, skip=("cases",))
        if self.results:
            # A bare type list: `(f32)` would read as a function type.
            printer.print_string(" -> ")
            print_types(printer, self.result_types)
        terminators = bool(self.results)
        for value, region in zip(array_values(self.cases), self.case_regions):
            printer.print_string(f"\ncase {value} ")
            printer.print_region(region, print_block_terminators=terminators)
        printer.print_string("\ndefault ")
        printer.print_region(self.default_region, print_block_terminators=terminators)
