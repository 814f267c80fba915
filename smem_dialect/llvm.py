"""The `llvm` dialect with what GPU kernels lowered by MLIR 22 carry and xDSL 0.74 lacks.

This module owns the `llvm` dialect registered by smem-opt: xDSL's ops and
types, with `#llvm.constant_range<i32, lo, hi>` (the value range of an NVVM
special register) and `llvm.addrspacecast` (a pointer moved to another address
space, such as shared memory's `!llvm.ptr<3>` to the generic `!llvm.ptr`; pure,
its result aliases its operand), the atomics `llvm.atomicrmw` and `llvm.cmpxchg`
(`smem_dialect/llvm_atomics.py`), and `llvm.mlir.global` with its visibility keyword.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Self

from xdsl.dialects import llvm as _xllvm
from xdsl.dialects.builtin import ArrayAttr, DenseIntOrFPElementsAttr, FloatAttr, IntAttr, IntegerAttr, IntegerType
from xdsl.ir import Attribute, Dialect, OpTraits, ParametrizedAttribute
from xdsl.irdl import (
    IRDLOperation,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    result_def,
    traits_def,
)
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.traits import NoMemoryEffect, Pure
from xdsl.utils.exceptions import VerifyException

from smem_opt.smem_dialect.llvm_atomics import AtomicRMWOp, CmpXchgOp
from smem_opt.smem_dialect.upstream_syntax import replace_ops


@irdl_attr_definition
class ConstantRangeAttr(ParametrizedAttribute):
    """`#llvm.constant_range<i32, 0, 1024>`: the half-open range [lo, hi) of an integer."""

    name = "llvm.constant_range"
    type: IntegerType
    lower: IntAttr
    upper: IntAttr

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


_VISIBILITY_KEYWORDS = {0: "default", 1: "hidden", 2: "protected"}
"""``visibility_`` of ``llvm.mlir.global`` as the keyword MLIR's custom form writes after the linkage."""

_LINKAGES = ("private", "internal", "available_externally", "linkonce", "weak", "common", "appending",
             "extern_weak", "linkonce_odr", "weak_odr", "external")


def _is_zero(value: Attribute) -> bool:
    """Whether a global's initial value is zero as MLIR's verifier reads it (an integer, a float,
    or dense elements that are all zero); any other attribute is not known to be zero."""
    if isinstance(value, IntegerAttr | FloatAttr):
        return value.value.data == 0
    if isinstance(value, DenseIntOrFPElementsAttr):
        return all(v == 0 for v in value.get_values())
    if isinstance(value, ArrayAttr):
        return all(_is_zero(v) for v in value.data)
    return False


class GlobalOp(_xllvm.GlobalOp):
    """xDSL's ``llvm.mlir.global`` with MLIR's visibility keyword,
    ``llvm.mlir.global internal hidden @g(0 : i32) : i32``. MLIR's custom form carries
    ``visibility_`` only as that keyword (left out when it is the default, 0); written in the
    attribute dictionary, mlir-opt rejects it as given twice."""

    traits = OpTraits(lambda: (*_xllvm.GlobalOp.traits, NoMemoryEffect()))
    """xDSL's (a symbol), and no memory effect: defining a global reads and writes nothing."""

    def verify_(self) -> None:
        super().verify_()
        if self.visibility_ is not None and self.visibility_.value.data not in _VISIBILITY_KEYWORDS:
            raise VerifyException(
                f"visibility_ is {self.visibility_.value.data}: expected 0 (default), 1 (hidden) or 2 (protected)"
            )
        if self.linkage.linkage.data == "common" and self.value is not None and not _is_zero(self.value):
            raise VerifyException("expected zero value for 'common' linkage")
        if self.linkage.linkage.data == "appending" and not isinstance(self.global_type, _xllvm.LLVMArrayType):
            raise VerifyException("expected array type for 'appending' linkage")

    def print(self, printer: Printer) -> None:
        if self.visibility_ is None:
            super().print(printer)
            return
        printer.print_string(f" {self.linkage.linkage.data}")
        keyword = _VISIBILITY_KEYWORDS[self.visibility_.value.data]
        if keyword != "default":
            printer.print_string(f" {keyword}")
        if self.thread_local_ is not None:
            printer.print_string(" thread_local")
        if self.unnamed_addr is not None and (
            unnamed := _xllvm.UNNAMED_ADDR_KEYWORD_BY_KEY.get(self.unnamed_addr.value.data)
        ):
            printer.print_string(f" {unnamed}")
        if self.constant is not None:
            printer.print_string(" constant")
        printer.print_string(" ")
        printer.print_symbol_name(self.sym_name.data)
        printer.print_string("(")
        if self.value is not None:
            printer.print_attribute(self.value)
        printer.print_string(")")
        printer.print_op_attributes(
            self.properties | self.attributes,
            reserved_attr_names=("global_type", "sym_name", "linkage", "constant", "thread_local_",
                                 "unnamed_addr", "value", "visibility_"),
        )
        printer.print_string(" : ")
        printer.print_attribute(self.global_type)
        if self.body.blocks:
            printer.print_string(" ")
            printer.print_region(self.body)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        start = parser.pos
        linkage = parser.parse_optional_keyword_in(_LINKAGES)
        visibility = parser.parse_optional_keyword_in(tuple(_VISIBILITY_KEYWORDS.values()))
        if visibility is None:
            parser._resume_from(start)  # no visibility keyword: xDSL's own form
        # xDSL's reader takes the rest (building ``cls``); without a linkage keyword in front
        # it says "external".
        op = super().parse(parser)
        assert isinstance(op, cls)
        if visibility is None:
            return op
        op.properties["linkage"] = _xllvm.LinkageAttr(linkage or "external")
        code = next(k for k, v in _VISIBILITY_KEYWORDS.items() if v == visibility)
        op.properties["visibility_"] = IntegerAttr(code, 64)
        return op


LLVM: Dialect = replace_ops(
    _xllvm.LLVM, [AddrSpaceCastOp, AtomicRMWOp, CmpXchgOp, GlobalOp], [ConstantRangeAttr]
)
"""xDSL's `llvm` dialect with the ops and attribute above."""

__all__ = ["LLVM", "AddrSpaceCastOp", "AtomicRMWOp", "CmpXchgOp", "ConstantRangeAttr", "GlobalOp"]
