"""MLIR 22's `llvm.atomicrmw` and `llvm.cmpxchg`, which xDSL 0.74 lacks.

This module owns the two atomic memory ops of the `llvm` dialect as smem-opt reads and prints
them: numba-cuda-mlir writes its shared-memory atomics (`cuda.atomic.add` on a shared array) as
`llvm.atomicrmw` on an `!llvm.ptr<3>`, and records errors with `llvm.cmpxchg` on a global flag.

    %r = llvm.atomicrmw (volatile)? BINOP %ptr, %val (syncscope("s"))? ORDERING attr-dict : !llvm.ptr<A>, T
    %r = llvm.cmpxchg (weak)? (volatile)? %ptr, %cmp, %new (syncscope("s"))? SUCCESS FAILURE attr-dict
             : !llvm.ptr<A>, T                      // %r : !llvm.struct<(T, i1)>

The enums are properties holding `i64` integers, as in MLIR's generic form (`bin_op = 1 : i64`,
`ordering = 2 : i64`). The verifiers check what MLIR 22's do. Both ops read and write memory; the
analysis treats any `llvm.*` op that takes a buffer as an escape (design §3, *Open world*).
"""

from __future__ import annotations

from xdsl.dialects.builtin import (
    AnyFloat,
    IntegerAttr,
    IntegerType,
    StringAttr,
    UnitAttr,
    VectorType,
    i1,
    i64,
)
from xdsl.dialects.llvm import LLVMPointerType, LLVMStructType
from xdsl.ir import Attribute
from xdsl.irdl import (
    AnyAttr,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import MemoryReadEffect, MemoryWriteEffect
from xdsl.utils.exceptions import VerifyException

from smem_opt.smem_dialect.upstream_syntax import parse_type_suffix, print_type_suffix

BIN_OPS = (
    "xchg", "add", "sub", "_and", "nand", "_or", "_xor", "max", "min", "umax", "umin",
    "fadd", "fsub", "fmax", "fmin", "uinc_wrap", "udec_wrap", "usub_cond", "usub_sat",
    "fmaximum", "fminimum",
)
"""`LLVM::AtomicBinOp` of MLIR 22, by value."""
FLOAT_BIN_OPS = frozenset({"fadd", "fsub", "fmax", "fmin", "fmaximum", "fminimum"})

ORDERINGS = {"not_atomic": 0, "unordered": 1, "monotonic": 2, "acquire": 4, "release": 5,
             "acq_rel": 6, "seq_cst": 7}
"""`LLVM::AtomicOrdering` of MLIR 22."""
ORDERING_NAMES = {v: k for k, v in ORDERINGS.items()}
MONOTONIC = ORDERINGS["monotonic"]



def _i64(value: int) -> IntegerAttr:
    return IntegerAttr(value, i64)


def _parse_keyword_of(parser: Parser, names, what: str) -> str:
    pos = parser.pos
    word = parser.parse_optional_identifier()
    if word is None or word not in names:
        parser.raise_error(f"expected {what}", at_position=pos)
    return word


def _parse_syncscope(parser: Parser) -> StringAttr | None:
    if parser.parse_optional_keyword("syncscope") is None:
        return None
    parser.parse_punctuation("(")
    scope = parser.parse_str_literal()
    parser.parse_punctuation(")")
    return StringAttr(scope)


def _print_syncscope(printer: Printer, scope: Attribute | None) -> None:
    if isinstance(scope, StringAttr):
        printer.print_string(" syncscope(")
        printer.print_string_literal(scope.data)
        printer.print_string(")")


def _ordering_name(attr: IntegerAttr) -> str:
    return ORDERING_NAMES.get(attr.value.data, str(attr.value.data))


def _is_float(t: Attribute) -> bool:
    return isinstance(t, AnyFloat)


def _atomic_compatible(t: Attribute) -> bool:
    """A type LLVM's atomics take: a pointer, or an integer or float of 8 to 64 bits."""
    if isinstance(t, LLVMPointerType):
        return True
    if isinstance(t, IntegerType) or _is_float(t):
        width = t.width.data if isinstance(t, IntegerType) else t.bitwidth
        return width in (8, 16, 32, 64)
    return False


@irdl_op_definition
class AtomicRMWOp(IRDLOperation):
    """`llvm.atomicrmw`: read, combine with `%val`, write back; returns the old value."""

    name = "llvm.atomicrmw"
    ptr = operand_def(LLVMPointerType)
    val = operand_def()
    res = result_def()
    bin_op = prop_def(IntegerAttr)
    ordering = prop_def(IntegerAttr)
    syncscope = opt_prop_def(StringAttr)
    alignment = opt_prop_def(IntegerAttr)
    volatile_ = opt_prop_def(UnitAttr)
    access_groups = opt_prop_def(AnyAttr())
    alias_scopes = opt_prop_def(AnyAttr())
    noalias_scopes = opt_prop_def(AnyAttr())
    tbaa = opt_prop_def(AnyAttr())
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())

    @classmethod
    def parse(cls, parser: Parser) -> AtomicRMWOp:
        props: dict[str, Attribute] = {}
        if parser.parse_optional_keyword("volatile") is not None:
            props["volatile_"] = UnitAttr()
        props["bin_op"] = _i64(BIN_OPS.index(_parse_keyword_of(parser, BIN_OPS, "an atomic binary operation")))
        ptr = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        val = parser.parse_unresolved_operand()
        scope = _parse_syncscope(parser)
        if scope is not None:
            props["syncscope"] = scope
        props["ordering"] = _i64(ORDERINGS[_parse_keyword_of(parser, ORDERINGS, "an atomic ordering")])
        more, attrs, (ptr_type, val_type) = parse_type_suffix(parser, cls, ",")
        return cls.create(
            operands=[parser.resolve_operand(ptr, ptr_type), parser.resolve_operand(val, val_type)],
            result_types=[val_type],
            properties={**more, **props},
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        if self.volatile_ is not None:
            printer.print_string(" volatile")
        code = self.bin_op.value.data
        printer.print_string(f" {BIN_OPS[code] if 0 <= code < len(BIN_OPS) else code} ")
        printer.print_operand(self.ptr)
        printer.print_string(", ")
        printer.print_operand(self.val)
        _print_syncscope(printer, self.syncscope)
        printer.print_string(f" {_ordering_name(self.ordering)}")
        print_type_suffix(
            printer, self, self.ptr.type, ", ", self.val.type,
            skip=("bin_op", "ordering", "syncscope", "volatile_"),
        )

    def verify_(self) -> None:
        code = self.bin_op.value.data
        if not 0 <= code < len(BIN_OPS):
            raise VerifyException(f"unknown atomic binary operation {code}")
        if self.res.type != self.val.type:
            raise VerifyException(
                f"expected the result type {self.res.type} to equal the value type {self.val.type}"
            )
        kind = BIN_OPS[code]
        t = self.val.type
        if kind in FLOAT_BIN_OPS:
            element = t.element_type if isinstance(t, VectorType) else t
            if isinstance(t, VectorType) and t.get_num_scalable_dims():
                raise VerifyException("expected LLVM IR fixed vector type")
            if not _is_float(element):
                raise VerifyException("expected LLVM IR floating point type")
        elif kind == "xchg":
            if not _atomic_compatible(t):
                raise VerifyException("unexpected LLVM IR type for 'xchg' bin_op")
        elif not (isinstance(t, IntegerType) and t.width.data in (8, 16, 32, 64)):
            raise VerifyException("expected LLVM IR integer type")
        if self.ordering.value.data < MONOTONIC:
            raise VerifyException("expected at least 'monotonic' ordering")


@irdl_op_definition
class CmpXchgOp(IRDLOperation):
    """`llvm.cmpxchg`: write `%new` where `%cmp` is found; returns (old value, success)."""

    name = "llvm.cmpxchg"
    ptr = operand_def(LLVMPointerType)
    cmp = operand_def()
    val = operand_def()
    res = result_def(LLVMStructType)
    success_ordering = prop_def(IntegerAttr)
    failure_ordering = prop_def(IntegerAttr)
    syncscope = opt_prop_def(StringAttr)
    alignment = opt_prop_def(IntegerAttr)
    weak = opt_prop_def(UnitAttr)
    volatile_ = opt_prop_def(UnitAttr)
    access_groups = opt_prop_def(AnyAttr())
    alias_scopes = opt_prop_def(AnyAttr())
    noalias_scopes = opt_prop_def(AnyAttr())
    tbaa = opt_prop_def(AnyAttr())
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())

    @classmethod
    def parse(cls, parser: Parser) -> CmpXchgOp:
        props: dict[str, Attribute] = {}
        if parser.parse_optional_keyword("weak") is not None:
            props["weak"] = UnitAttr()
        if parser.parse_optional_keyword("volatile") is not None:
            props["volatile_"] = UnitAttr()
        ptr = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        cmp = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        val = parser.parse_unresolved_operand()
        scope = _parse_syncscope(parser)
        if scope is not None:
            props["syncscope"] = scope
        for key in ("success_ordering", "failure_ordering"):
            props[key] = _i64(ORDERINGS[_parse_keyword_of(parser, ORDERINGS, "an atomic ordering")])
        more, attrs, (ptr_type,) = parse_type_suffix(parser, cls)
        parser.parse_punctuation(",")
        pos = parser.pos
        val_type = parser.parse_type()
        if not isinstance(val_type, (IntegerType, LLVMPointerType)):
            parser.raise_error(
                f"'val' must be signless integer or LLVM pointer type, but got '{val_type}'", at_position=pos
            )
        return cls.create(
            operands=[
                parser.resolve_operand(ptr, ptr_type),
                parser.resolve_operand(cmp, val_type),
                parser.resolve_operand(val, val_type),
            ],
            result_types=[LLVMStructType.from_type_list([val_type, i1])],
            properties={**more, **props},
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        if self.weak is not None:
            printer.print_string(" weak")
        if self.volatile_ is not None:
            printer.print_string(" volatile")
        printer.print_string(" ")
        printer.print_operand(self.ptr)
        printer.print_string(", ")
        printer.print_operand(self.cmp)
        printer.print_string(", ")
        printer.print_operand(self.val)
        _print_syncscope(printer, self.syncscope)
        printer.print_string(
            f" {_ordering_name(self.success_ordering)} {_ordering_name(self.failure_ordering)}"
        )
        print_type_suffix(
            printer, self, self.ptr.type, ", ", self.val.type,
            skip=("success_ordering", "failure_ordering", "syncscope", "weak", "volatile_"),
        )

    def verify_(self) -> None:
        t = self.val.type
        if self.cmp.type != t:
            raise VerifyException(f"expected the compared value's type {self.cmp.type} to be {t}")
        if not isinstance(t, (IntegerType, LLVMPointerType)) or not _atomic_compatible(t):
            raise VerifyException("unexpected LLVM IR type")
        assert isinstance(self.res.type, LLVMStructType)
        if list(self.res.type.types.data) != [t, i1]:
            raise VerifyException(f"expected the result type !llvm.struct<({t}, i1)>, got {self.res.type}")
        success = self.success_ordering.value.data
        failure = self.failure_ordering.value.data
        if success < MONOTONIC or failure < MONOTONIC:
            raise VerifyException("ordering must be at least 'monotonic'")
        if failure in (ORDERINGS["release"], ORDERINGS["acq_rel"]):
            raise VerifyException("failure ordering cannot be 'release' or 'acq_rel'")


__all__ = ["AtomicRMWOp", "CmpXchgOp", "BIN_OPS", "ORDERINGS"]
