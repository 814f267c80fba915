"""The `memref` ops that access memory or scope it: `memref.copy` (reads its source,
writes its target), `memref.atomic_rmw`, `memref.generic_atomic_rmw` with `memref.atomic_yield`,
`memref.prefetch`, `memref.alloca_scope` with its return, and `memref.rank`.
"""

from __future__ import annotations

from xdsl.dialects.builtin import IndexType, IntegerAttr, MemRefType, i1, i32, i64
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import (
    IsTerminator,
    MemoryReadEffect,
    MemoryWriteEffect,
    NoMemoryEffect,
    Pure,
    RecursiveMemoryEffect,
)
from xdsl.utils.exceptions import VerifyException

from smem_opt.smem_dialect.memref.views import MemRefLike
from smem_opt.smem_dialect.syntax import (
    parse_attr_dict,
    parse_indices,
    parse_type_suffix,
    print_attr_dict,
    print_subscript,
    print_type_suffix,
    print_types,
)
from smem_opt.smem_dialect.upstream_syntax import (
    ensure_terminator,
    parse_result_types,
    print_result_types,
)

# ---------------------------------------------------------------------------
# Accesses
# ---------------------------------------------------------------------------


@irdl_op_definition
class CopyOp(IRDLOperation):
    """`memref.copy %src, %dst : memref<...> to memref<...>`"""

    name = "memref.copy"
    source = operand_def(MemRefLike)
    target = operand_def(MemRefLike)
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())
    assembly_format = (
        "$source `,` $target attr-dict `:` type($source) `to` type($target)"
    )


ATOMIC_RMW_KINDS = (
    "addf",
    "addi",
    "andi",
    "assign",
    "maximumf",
    "maxnumf",
    "maxs",
    "maxu",
    "minimumf",
    "minnumf",
    "mins",
    "minu",
    "mulf",
    "muli",
    "ori",
    "xori",
)
"""`arith::AtomicRMWKind` names by their MLIR 22 value (the generic form's integer)."""


@irdl_op_definition
class AtomicRMWOp(IRDLOperation):
    """`memref.atomic_rmw addf %v, %m[%i] : (f32, memref<...>) -> f32`"""

    name = "memref.atomic_rmw"
    value = operand_def()
    memref = operand_def(MemRefType)
    indices = var_operand_def(IndexType)
    kind = prop_def(IntegerAttr)
    result = result_def()
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())

    @property
    def kind_name(self) -> str:
        return ATOMIC_RMW_KINDS[self.kind.value.data]

    @classmethod
    def parse(cls, parser: Parser) -> AtomicRMWOp:
        pos = parser.pos
        word = parser.parse_identifier()
        if word not in ATOMIC_RMW_KINDS:
            parser.raise_error(f"unknown atomic kind '{word}'", at_position=pos)
        value = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        memref = parser.parse_unresolved_operand()
        indices = parse_indices(parser)
        entries = parse_attr_dict(parser, cls)
        parser.parse_punctuation(":")
        parser.parse_punctuation("(")
        vt = parser.parse_type()
        parser.parse_punctuation(",")
        mt = parser.parse_type()
        parser.parse_punctuation(")")
        parser.parse_punctuation("->")
        rt = parser.parse_type()
        operands = [parser.resolve_operand(value, vt), parser.resolve_operand(memref, mt)]
        kind = IntegerAttr(ATOMIC_RMW_KINDS.index(word), i64)
        return entries.create([*operands, *indices], [rt], kind=kind)

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.kind_name} ")
        printer.print_operand(self.value)
        printer.print_string(", ")
        print_subscript(printer, self.memref, self.indices)
        print_attr_dict(printer, self, skip=("kind",))
        printer.print_string(" : (")
        print_types(printer, [self.value.type, self.memref.type])
        printer.print_string(") -> ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        if not 0 <= self.kind.value.data < len(ATOMIC_RMW_KINDS):
            raise VerifyException(f"unknown atomic kind {self.kind.value.data}")


@irdl_op_definition
class AtomicYieldOp(IRDLOperation):
    name = "memref.atomic_yield"
    result = operand_def()
    traits = traits_def(IsTerminator(), Pure())
    assembly_format = "$result attr-dict `:` type($result)"


@irdl_op_definition
class GenericAtomicRMWOp(IRDLOperation):
    """`memref.generic_atomic_rmw %m[%i] : memref<...> { ^bb0(%cur: T): ... }`"""

    name = "memref.generic_atomic_rmw"
    memref = operand_def(MemRefType)
    indices = var_operand_def(IndexType)
    atomic_body = region_def("single_block")
    result = result_def()
    traits = traits_def(
        MemoryReadEffect(), MemoryWriteEffect(), RecursiveMemoryEffect()
    )

    @classmethod
    def parse(cls, parser: Parser) -> GenericAtomicRMWOp:
        memref = parser.parse_unresolved_operand()
        indices = parse_indices(parser)
        parser.parse_punctuation(":")
        mt = parser.parse_type()
        if not isinstance(mt, MemRefType):
            parser.raise_error("expected a memref type")
        body = parser.parse_region()
        entries = parse_attr_dict(parser, cls)
        operands = [parser.resolve_operand(memref, mt), *indices]
        return entries.create(operands, [mt.element_type], [body])

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        print_subscript(printer, self.memref, self.indices)
        printer.print_string(" : ")
        printer.print_attribute(self.memref.type)
        printer.print_string(" ")
        printer.print_region(self.atomic_body)
        print_attr_dict(printer, self)


@irdl_op_definition
class PrefetchOp(IRDLOperation):
    """`memref.prefetch %m[%i], read|write, locality<N>, data|instr : memref<...>`"""

    name = "memref.prefetch"
    memref = operand_def(MemRefType)
    indices = var_operand_def(IndexType)
    isWrite = prop_def(IntegerAttr)
    localityHint = prop_def(IntegerAttr)
    isDataCache = prop_def(IntegerAttr)
    traits = traits_def(MemoryReadEffect())

    @classmethod
    def parse(cls, parser: Parser) -> PrefetchOp:
        memref = parser.parse_unresolved_operand()
        indices = parse_indices(parser)
        parser.parse_punctuation(",")
        rw = parser.parse_keyword_in(("read", "write"))
        parser.parse_punctuation(",")
        parser.parse_keyword("locality")
        parser.parse_punctuation("<")
        hint = parser.parse_integer()
        parser.parse_punctuation(">")
        parser.parse_punctuation(",")
        cache = parser.parse_keyword_in(("data", "instr"))
        entries, (mt,) = parse_type_suffix(parser, cls)
        return entries.create(
            [parser.resolve_operand(memref, mt), *indices],
            isWrite=IntegerAttr(int(rw == "write"), i1),
            localityHint=IntegerAttr(hint, i32),
            isDataCache=IntegerAttr(int(cache == "data"), i1),
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        print_subscript(printer, self.memref, self.indices)
        rw = "write" if self.isWrite.value.data else "read"
        cache = "data" if self.isDataCache.value.data else "instr"
        printer.print_string(
            f", {rw}, locality<{self.localityHint.value.data}>, {cache}"
        )
        print_type_suffix(
            printer, self, self.memref.type, skip=("isWrite", "localityHint", "isDataCache")
        )


@irdl_op_definition
class AllocaScopeReturnOp(IRDLOperation):
    name = "memref.alloca_scope.return"
    results_ = var_operand_def()
    traits = traits_def(IsTerminator(), Pure())
    assembly_format = "attr-dict ($results_^ `:` type($results_))?"


@irdl_op_definition
class AllocaScopeOp(IRDLOperation):
    """`memref.alloca_scope (-> (T, ...))? { ... }`: allocas inside die at its end."""

    name = "memref.alloca_scope"
    bodyRegion = region_def("single_block")
    results_ = var_result_def()
    traits = traits_def(RecursiveMemoryEffect())

    @classmethod
    def parse(cls, parser: Parser) -> AllocaScopeOp:
        types = parse_result_types(parser)
        body = parser.parse_region()
        entries = parse_attr_dict(parser, cls)
        ensure_terminator(body, AllocaScopeReturnOp.create)
        return entries.create([], types, [body])

    def print(self, printer: Printer) -> None:
        print_result_types(printer, self.result_types)
        printer.print_string(" ")
        printer.print_region(
            self.bodyRegion, print_block_terminators=bool(self.results)
        )
        print_attr_dict(printer, self)


@irdl_op_definition
class RankOp(IRDLOperation):
    name = "memref.rank"
    memref = operand_def(MemRefLike)
    result = result_def(IndexType)
    traits = traits_def(NoMemoryEffect())
    assembly_format = "$memref attr-dict `:` type($memref)"
