"""The part of MLIR 22's `nvvm` dialect that GPU kernels and their modules carry.

This module owns the `nvvm` dialect registered by smem-opt (xDSL has none):

* `#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80", flags = {...},
  link = [...]>`, the target attribute of a `gpu.module`; parameters are kept
  as written (MLIR's defaults are not filled in) and printed back the same way;
* `nvvm.read.ptx.sreg.<register> (range <i32, lo, hi>)? : i32`, for the thread,
  block, grid, cluster, lane and warp special registers (pure);
* `nvvm.barrier0` and `nvvm.barrier`, block-wide barriers (memory effects
  declared: they order the block's shared-memory accesses);
* `nvvm.shfl.sync <kind> %mask, %val, %offset, %clamp : T -> R`, a warp shuffle
  (`#nvvm<shfl_kind bfly|up|down|idx>`; with `return_value_and_is_valid`, R is
  `!llvm.struct<(T, i1)>`); its result differs between threads;
* `nvvm.wgmma.fence.aligned`, `nvvm.wgmma.commit.group.sync.aligned` and
  `nvvm.wgmma.wait.group.sync.aligned N`, which order and wait for the
  asynchronous warpgroup MMAs that read shared memory.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import auto

from xdsl.dialects.builtin import (
    I64,
    DictionaryAttr,
    Float32Type,
    IntAttr,
    IntegerAttr,
    IntegerType,
    StringAttr,
    UnitAttr,
    i32,
)
from xdsl.dialects.llvm import LLVMStructType
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import (
    Attribute,
    Dialect,
    ParametrizedAttribute,
    SpacedOpaqueSyntaxAttribute,
    SSAValue,
)
from xdsl.irdl import (
    AnyAttr,
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    opt_result_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.traits import MemoryReadEffect, MemoryWriteEffect, NoMemoryEffect, Pure
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum

from smem_opt.smem_dialect.llvm import ConstantRangeAttr
from smem_opt.smem_dialect.syntax import (
    parse_attr_dict,
    parse_operand_count,
    parse_type_suffix,
    print_attr_dict,
    print_operands_and_types,
    print_type_suffix,
    resolve_pairs,
    segments,
)


@irdl_attr_definition
class NVVMTargetAttr(ParametrizedAttribute):
    """`#nvvm.target` or `#nvvm.target<key = value, ...>`, parameters as written."""

    name = "nvvm.target"
    params: DictionaryAttr

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        entries: dict[str, Attribute] = {}
        if parser.parse_optional_punctuation("<") is None:
            return (DictionaryAttr({}),)
        if parser.parse_optional_punctuation(">") is not None:
            return (DictionaryAttr({}),)
        while True:
            key = parser.parse_identifier()
            parser.parse_punctuation("=")
            number = parser.parse_optional_integer(allow_boolean=False)
            entries[key] = (
                IntAttr(number) if number is not None else parser.parse_attribute()
            )
            if parser.parse_optional_punctuation(",") is None:
                break
        parser.parse_punctuation(">")
        return (DictionaryAttr(entries),)

    def print_parameters(self, printer: Printer) -> None:
        if not self.params.data:
            return
        printer.print_string("<")
        first = True
        for key, value in self.params.data.items():
            if not first:
                printer.print_string(", ")
            first = False
            printer.print_string(f"{key} = ")
            if isinstance(value, IntAttr):
                printer.print_string(str(value.data))
            else:
                printer.print_attribute(value)
        printer.print_string(">")

    def get(self, key: str) -> Attribute | None:
        return self.params.data.get(key)

    @property
    def chip(self) -> str | None:
        value = self.get("chip")
        return value.data if isinstance(value, StringAttr) else None


SPECIAL_REGISTERS = tuple(
    [f"{reg}.{d}" for reg in ("tid", "ntid", "ctaid", "nctaid") for d in "xyz"]
    + [
        f"{reg}.{d}"
        for reg in ("clusterid", "nclusterid", "cluster.ctaid", "cluster.nctaid")
        for d in "xyz"
    ]
    + [
        "laneid",
        "warpsize",
        "warpid",
        "nwarpid",
        "smid",
        "nsmid",
        "gridid",
        "cluster.ctarank",
        "cluster.nctarank",
        "clock",
        "clock64",
        "globaltimer",
    ]
)
"""The `nvvm.read.ptx.sreg.*` registers defined here."""


class _SpecialRegisterOp(IRDLOperation):
    """`nvvm.read.ptx.sreg.<r> (range <i32, lo, hi>)? : T`"""

    range = opt_prop_def(AnyAttr())
    res = result_def(IntegerType)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser):
        value_range = None
        if parser.parse_optional_keyword("range") is not None:
            value_range = _parse_range(parser)
        entries, (t,) = parse_type_suffix(parser, cls)
        return entries.create([], [t], range=value_range)

    def print(self, printer: Printer) -> None:
        if self.range is not None:
            printer.print_string(" range ")
            _print_range(printer, self.range)
        print_type_suffix(printer, self, self.res.type, skip=("range",))


def _parse_range(parser: Parser) -> Attribute:
    """`<i32, lo, hi>`, a `#llvm.constant_range`."""
    return ConstantRangeAttr.new(ConstantRangeAttr.parse_parameters(parser))


def _print_range(printer: Printer, attr: Attribute) -> None:
    assert isinstance(attr, ConstantRangeAttr)
    attr.print_parameters(printer)


def _special_register_op(register: str) -> type[IRDLOperation]:
    cls = type(
        "ReadSreg_" + register.replace(".", "_"),
        (_SpecialRegisterOp,),
        {"name": f"nvvm.read.ptx.sreg.{register}", "__module__": __name__},
    )
    return irdl_op_definition(cls)


SPECIAL_REGISTER_OPS = tuple(_special_register_op(r) for r in SPECIAL_REGISTERS)


class _SynchronizingOp(IRDLOperation):
    """An op written as its name alone that orders memory (it reads and writes it)."""

    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())
    assembly_format = "attr-dict"


@irdl_op_definition
class Barrier0Op(_SynchronizingOp):
    """`nvvm.barrier0`"""

    name = "nvvm.barrier0"


@irdl_op_definition
class BarrierOp(IRDLOperation):
    """`nvvm.barrier (id = %i)? (number_of_threads = %n)?`"""

    name = "nvvm.barrier"
    barrierId = opt_operand_def(i32)
    numberOfThreads = opt_operand_def(i32)
    reductionPredicate = opt_operand_def()
    reductionOp = opt_prop_def(AnyAttr())
    res = opt_result_def()
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    @classmethod
    def parse(cls, parser: Parser) -> BarrierOp:
        operands: list[list[SSAValue]] = [[], [], []]
        for index, keyword in enumerate(("id", "number_of_threads")):
            if parser.parse_optional_keyword(keyword) is not None:
                parser.parse_punctuation("=")
                operands[index] = [
                    parser.resolve_operand(parser.parse_unresolved_operand(), i32)
                ]
        return parse_attr_dict(parser, cls).create(
            [v for group in operands for v in group],
            operandSegmentSizes=segments(*(len(o) for o in operands)),
        )

    def print(self, printer: Printer) -> None:
        for keyword, value in (
            ("id", self.barrierId),
            ("number_of_threads", self.numberOfThreads),
        ):
            if value is not None:
                printer.print_string(f" {keyword} = ")
                printer.print_operand(value)
        print_attr_dict(printer, self)


class ShflKind(StrEnum):
    BFLY = auto()
    UP = auto()
    DOWN = auto()
    IDX = auto()


@irdl_attr_definition
class ShflKindAttr(EnumAttribute[ShflKind], SpacedOpaqueSyntaxAttribute):
    """`#nvvm<shfl_kind down>`"""

    name = "nvvm.shfl_kind"


@irdl_op_definition
class ShflSyncOp(IRDLOperation):
    """`nvvm.shfl.sync down %mask, %val, %offset, %clamp {return_value_and_is_valid}? : f32 -> R`"""

    name = "nvvm.shfl.sync"
    thread_mask = operand_def(i32)
    val = operand_def()
    offset = operand_def(i32)
    mask_and_clamp = operand_def(i32)
    res = result_def()
    kind = prop_def(ShflKindAttr)
    return_value_and_is_valid = opt_prop_def(UnitAttr)
    traits = traits_def(NoMemoryEffect())
    """No memory effect, but not pure either: a shuffle must not be moved into or out of
    divergent code (its result depends on which threads take part)."""

    @classmethod
    def parse(cls, parser: Parser) -> ShflSyncOp:
        kind = ShflKindAttr(parser.parse_str_enum(ShflKind))
        names = parse_operand_count(parser, 4)
        entries, (val_type, res_type) = parse_type_suffix(parser, cls, "->")
        operands = resolve_pairs(parser, names, [i32, val_type, i32, i32])
        return entries.create(operands, [res_type], kind=kind)

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.kind.data.value}")
        operands = [self.thread_mask, self.val, self.offset, self.mask_and_clamp]
        print_operands_and_types(
            printer, self, operands, self.val.type, " -> ", self.res.type, skip=("kind",)
        )

    def verify_(self) -> None:
        t = self.val.type
        if not (t == i32 or isinstance(t, Float32Type)):
            raise VerifyException(f"operand #1 must be 32-bit signless integer or 32-bit float, but got '{t}'")
        r = self.res.type
        if self.return_value_and_is_valid is None:
            if isinstance(r, LLVMStructType):
                raise VerifyException(
                    '"return_value_and_is_valid" attribute must be specified when the return type is a struct type'
                )
            if r != t:
                raise VerifyException(f"expected return type to be of type '{t}' but got '{r}' instead")
            return
        if not isinstance(r, LLVMStructType) or len(r.types.data) != 2:
            raise VerifyException("expected return type to be a two-element struct")
        first, second = r.types.data
        if first != t:
            raise VerifyException(
                f"expected first element in the returned struct to be of type '{t}' but got '{first}' instead"
            )
        if second != IntegerType(1):
            raise VerifyException(
                f"expected second element in the returned struct to be of type 'i1' but got '{second}' instead"
            )


@irdl_op_definition
class WgmmaFenceAlignedOp(_SynchronizingOp):
    """`nvvm.wgmma.fence.aligned`: orders register and shared-memory accesses before wgmma."""

    name = "nvvm.wgmma.fence.aligned"


@irdl_op_definition
class WgmmaCommitGroupSyncAlignedOp(_SynchronizingOp):
    """`nvvm.wgmma.commit.group.sync.aligned`: closes a group of wgmma operations."""

    name = "nvvm.wgmma.commit.group.sync.aligned"


@irdl_op_definition
class WgmmaWaitGroupSyncOp(IRDLOperation):
    """`nvvm.wgmma.wait.group.sync.aligned N`: waits until at most N wgmma groups are pending."""

    name = "nvvm.wgmma.wait.group.sync.aligned"
    group = prop_def(IntegerAttr[I64])
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())
    assembly_format = "attr-dict $group"


NVVM = Dialect(
    "nvvm",
    [
        *SPECIAL_REGISTER_OPS,
        Barrier0Op,
        BarrierOp,
        ShflSyncOp,
        WgmmaFenceAlignedOp,
        WgmmaCommitGroupSyncAlignedOp,
        WgmmaWaitGroupSyncOp,
    ],
    [NVVMTargetAttr, ShflKindAttr],
)
"""The `nvvm` dialect subset of MLIR 22 that smem-opt reads and prints."""

__all__ = [
    "NVVM",
    "SPECIAL_REGISTERS",
    "SPECIAL_REGISTER_OPS",
    "Barrier0Op",
    "BarrierOp",
    "NVVMTargetAttr",
    "ShflKindAttr",
    "ShflSyncOp",
]
