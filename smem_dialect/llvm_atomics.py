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

from collections.abc import Sequence
from typing import ClassVar, TypeGuard, TypeVar

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
from xdsl.ir import Attribute, SSAValue
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
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import MemoryReadEffect, MemoryWriteEffect
from xdsl.utils.exceptions import VerifyException

from smem_opt.smem_dialect.syntax import (
    ParsedAttrs,
    parse_operand_count,
    parse_optional_unit,
    parse_type_suffix,
    print_operands,
    print_optional_unit,
    print_type_suffix,
    resolve_pairs,
)

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


class _AtomicOp(IRDLOperation):
    """The properties both atomics have besides their own, and their effects."""

    syncscope = opt_prop_def(StringAttr)
    alignment = opt_prop_def(IntegerAttr)
    volatile_ = opt_prop_def(UnitAttr)
    access_groups = opt_prop_def(AnyAttr())
    alias_scopes = opt_prop_def(AnyAttr())
    noalias_scopes = opt_prop_def(AnyAttr())
    tbaa = opt_prop_def(AnyAttr())
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())


_AtomicT = TypeVar("_AtomicT", bound=_AtomicOp)


def _parse_ordering(parser: Parser) -> IntegerAttr:
    return _i64(ORDERINGS[_parse_keyword_of(parser, ORDERINGS, "an atomic ordering")])


def _parse_tail(
    parser: Parser, op_cls: type[_AtomicT], count: int, orderings: Sequence[str]
) -> tuple[list[UnresolvedOperand], dict[str, Attribute | None], ParsedAttrs[_AtomicT], Attribute]:
    """``%ptr, ... (syncscope("s"))? ORDERING... attr-dict : !llvm.ptr<A>``, how both atomics
    go on after their leading words: ``count`` operands, the scope and the ``orderings``
    (properties, in that order), the dictionary and the pointer type."""
    operands = parse_operand_count(parser, count)
    props: dict[str, Attribute | None] = {"syncscope": _parse_syncscope(parser)}
    for key in orderings:
        props[key] = _parse_ordering(parser)
    entries, (ptr_type,) = parse_type_suffix(parser, op_cls)
    return operands, props, entries, ptr_type


def _print_tail(
    printer: Printer,
    op: AtomicRMWOp | CmpXchgOp,
    operands: Sequence[SSAValue],
    orderings: Sequence[str],
    skip: Sequence[str],
) -> None:
    """What ``_parse_tail`` reads, with the value type after the pointer's; the dictionary
    leaves out the scope, the orderings and ``skip``."""
    printer.print_string(" ")
    print_operands(printer, operands)
    if isinstance(op.syncscope, StringAttr):
        printer.print_string(" syncscope(")
        printer.print_string_literal(op.syncscope.data)
        printer.print_string(")")
    for key in orderings:
        printer.print_string(f" {_ordering_name(op.properties[key])}")
    skip = (*orderings, "syncscope", *skip)
    print_type_suffix(printer, op, op.ptr.type, ", ", op.val.type, skip=skip)


def _ordering_name(attr: Attribute) -> str:
    assert isinstance(attr, IntegerAttr)  # the ordering properties' constraint
    return ORDERING_NAMES.get(attr.value.data, str(attr.value.data))


def _is_float(t: Attribute) -> TypeGuard[AnyFloat]:
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
class AtomicRMWOp(_AtomicOp):
    """`llvm.atomicrmw`: read, combine with `%val`, write back; returns the old value."""

    name = "llvm.atomicrmw"
    ptr = operand_def(LLVMPointerType)
    val = operand_def()
    res = result_def()
    bin_op = prop_def(IntegerAttr)
    ordering = prop_def(IntegerAttr)

    @classmethod
    def parse(cls, parser: Parser) -> AtomicRMWOp:
        volatile = parse_optional_unit(parser, "volatile")
        bin_op = _i64(BIN_OPS.index(_parse_keyword_of(parser, BIN_OPS, "an atomic binary operation")))
        (ptr, val), props, entries, ptr_type = _parse_tail(parser, cls, 2, ("ordering",))
        parser.parse_punctuation(",")
        val_type = parser.parse_type()
        operands = [parser.resolve_operand(ptr, ptr_type), parser.resolve_operand(val, val_type)]
        return entries.create(operands, [val_type], volatile_=volatile, bin_op=bin_op, **props)

    def print(self, printer: Printer) -> None:
        print_optional_unit(printer, "volatile", self.volatile_)
        code = self.bin_op.value.data
        printer.print_string(f" {BIN_OPS[code] if 0 <= code < len(BIN_OPS) else code}")
        _print_tail(printer, self, [self.ptr, self.val], ("ordering",), ("bin_op", "volatile_"))

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
class CmpXchgOp(_AtomicOp):
    """`llvm.cmpxchg`: write `%new` where `%cmp` is found; returns (old value, success)."""

    name = "llvm.cmpxchg"
    ptr = operand_def(LLVMPointerType)
    cmp = operand_def()
    val = operand_def()
    res = result_def(LLVMStructType)
    success_ordering = prop_def(IntegerAttr)
    failure_ordering = prop_def(IntegerAttr)
    weak = opt_prop_def(UnitAttr)

    ORDERING_PROPS: ClassVar[tuple[str, ...]] = ("success_ordering", "failure_ordering")

    @classmethod
    def parse(cls, parser: Parser) -> CmpXchgOp:
        weak = parse_optional_unit(parser, "weak")
        volatile = parse_optional_unit(parser, "volatile")
        (ptr, cmp, val), props, entries, ptr_type = _parse_tail(parser, cls, 3, cls.ORDERING_PROPS)
        parser.parse_punctuation(",")
        pos = parser.pos
        val_type = parser.parse_type()
        if not isinstance(val_type, (IntegerType, LLVMPointerType)):
            parser.raise_error(
                f"'val' must be signless integer or LLVM pointer type, but got '{val_type}'", at_position=pos
            )
        operands = resolve_pairs(parser, [ptr, cmp, val], [ptr_type, val_type, val_type])
        result = LLVMStructType.from_type_list([val_type, i1])
        return entries.create(operands, [result], weak=weak, volatile_=volatile, **props)

    def print(self, printer: Printer) -> None:
        print_optional_unit(printer, "weak", self.weak)
        print_optional_unit(printer, "volatile", self.volatile_)
        operands = [self.ptr, self.cmp, self.val]
        _print_tail(printer, self, operands, self.ORDERING_PROPS, ("weak", "volatile_"))

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
