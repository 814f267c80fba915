"""`vector.mask` and its terminator `vector.yield`: a region whose effect is its body's.
"""

from __future__ import annotations

from xdsl.dialects.builtin import VectorType
from xdsl.ir import Attribute, Block
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    region_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import IsTerminator, Pure, RecursiveMemoryEffect
from xdsl.utils.exceptions import VerifyException

from smem_opt.smem_dialect.syntax import (
    parse_operands,
    parse_type_suffix,
    parse_types,
    print_operands,
    print_type_suffix,
    print_types,
)


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
        entries, (mask_t,) = parse_type_suffix(parser, cls)
        result_types: list[Attribute] = []
        if parser.parse_optional_punctuation("->") is not None:
            result_types = parse_types(parser)
        if not region.blocks:
            region.add_block(Block())
        block = region.blocks[0]
        last = block.last_op
        if last is None or not last.has_trait(IsTerminator):
            yielded = list(last.results) if last is not None else []
            block.add_op(YieldOp.create(operands=yielded))
        values = [parser.resolve_operand(operands[0], mask_t)]
        if len(operands) > 1:
            values.append(parser.resolve_operand(operands[1], result_types[0]))
        return entries.create(values, result_types, [region])

    def verify_(self) -> None:
        """MLIR's structural and result checks: at most one op to mask, then the terminator; the
        results are the yielded values, of the masked op's result types; a passthru has the type
        of the one result."""
        block = self.maskRegion.blocks[0]
        ops = list(block.ops)
        if not ops or not isinstance(ops[-1], YieldOp):
            raise VerifyException("expects a terminator within the mask region")
        if len(ops) > 2:
            raise VerifyException("expects only one operation to mask")
        if len(ops[-1].operands) != len(self.results):
            raise VerifyException("expects number of results to match mask region yielded values")
        if len(ops) == 1:
            return
        masked = ops[0]
        if len(masked.results) != len(self.results):
            raise VerifyException("expects number of results to match maskable operation number of results")
        if list(masked.result_types) != list(self.result_types):
            raise VerifyException("expects result type to match maskable operation result type")
        if sum(isinstance(t, VectorType) for t in masked.result_types) > 1:
            raise VerifyException("multiple vector results not supported")
        if self.passthru is not None:
            if len(masked.results) != 1:
                raise VerifyException("expects result when passthru argument is provided")
            if self.passthru.type != masked.result_types[0]:
                raise VerifyException("expects passthru type to match result type")

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        print_operands(printer, self.operands)
        printer.print_string(" { ")
        block = self.maskRegion.blocks[0]
        inner = [op for op in block.ops if not isinstance(op, YieldOp)]
        for op in inner:
            printer.print_op(op)
        printer.print_string(" }")
        print_type_suffix(printer, self, self.mask.type)
        if self.results:
            printer.print_string(" -> ")
            print_types(printer, self.result_types)
