"""The `llvm` dialect with what GPU kernels lowered by MLIR 22 carry and xDSL 0.74 lacks.

This module owns the `llvm` dialect registered by smem-opt: xDSL's ops and
types, with `#llvm.constant_range<i32, lo, hi>` (the value range of an NVVM
special register) and `llvm.addrspacecast` (a pointer moved to another address
space, such as shared memory's `!llvm.ptr<3>` to the generic `!llvm.ptr`; pure,
its result aliases its operand), and the atomics `llvm.atomicrmw` and `llvm.cmpxchg`
(`smem_dialect/llvm_atomics.py`).
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import llvm as _xllvm
from xdsl.dialects.builtin import IntAttr, IntegerType
from xdsl.ir import Attribute, Dialect, ParametrizedAttribute
from xdsl.irdl import (
    IRDLOperation,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    param_def,
    result_def,
    traits_def,
)
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.traits import Pure

from smem_opt.smem_dialect.llvm_atomics import AtomicRMWOp, CmpXchgOp
from smem_opt.smem_dialect.upstream_syntax import replace_ops


@irdl_attr_definition
class ConstantRangeAttr(ParametrizedAttribute):
    """`#llvm.constant_range<i32, 0, 1024>`: the half-open range [lo, hi) of an integer."""

    name = "llvm.constant_range"
    type: IntegerType = param_def(IntegerType)
    lower: IntAttr = param_def(IntAttr)
    upper: IntAttr = param_def(IntAttr)

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            pos = parser.pos
            t = parser.parse_type()
            if not isinstance(t, IntegerType):
                parser.raise_error("expected an integer type", at_position=pos)
            parser.parse_punctuation(",")
            lower = parser.parse_integer(allow_boolean=False)
            parser.parse_punctuation(",")
            upper = parser.parse_integer(allow_boolean=False)
        return (t, IntAttr(lower), IntAttr(upper))

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<")
        printer.print_attribute(self.type)
        printer.print_string(f", {self.lower.data}, {self.upper.data}>")


@irdl_op_definition
class AddrSpaceCastOp(IRDLOperation):
    """`llvm.addrspacecast %p : !llvm.ptr<3> to !llvm.ptr`"""

    name = "llvm.addrspacecast"
    arg = operand_def()
    res = result_def()
    traits = traits_def(Pure())
    assembly_format = "$arg attr-dict `:` type($arg) `to` type($res)"


LLVM: Dialect = replace_ops(
    _xllvm.LLVM, [AddrSpaceCastOp, AtomicRMWOp, CmpXchgOp], [ConstantRangeAttr]
)
"""xDSL's `llvm` dialect with the ops and attribute above."""

__all__ = ["LLVM", "AddrSpaceCastOp", "AtomicRMWOp", "CmpXchgOp", "ConstantRangeAttr"]
