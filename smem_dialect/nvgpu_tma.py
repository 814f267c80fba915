"""The `nvgpu` mbarrier, TMA and warpgroup ops and types of MLIR 22 (sm_90).

This module owns the types `!nvgpu.mbarrier.group<...>`,
`!nvgpu.mbarrier.token`, `!nvgpu.tensormap.descriptor<...>`,
`!nvgpu.warpgroup.descriptor<...>` and `!nvgpu.warpgroup.accumulator<...>`,
and the ops that use them, in MLIR 22's custom and generic forms (MLIR prints
these types stripped, `<memorySpace = ...>`, inside the ops; both forms parse).

Memory behaviour:

* `mbarrier.create` allocates barrier objects in shared memory (8 bytes each),
  which are not a memref;
* the other `mbarrier.*` ops read and write those objects;
* `tma.async.load` writes its shared-memory memref and `tma.async.store` reads
  its own, asynchronously: completion is signalled through an mbarrier
  (`mbarrier.try_wait.parity`) for loads, and through the bulk-async groups for
  stores;
* `tma.create.descriptor` and `warpgroup.generate.descriptor` turn a memref into
  a descriptor value; `warpgroup.mma` reads shared memory through descriptors;
  `warpgroup.mma.store` writes a memref.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar

from xdsl.dialects.builtin import (
    I16,
    IndexType,
    IntegerAttr,
    MemRefType,
    UnitAttr,
    UnrankedMemRefType,
    VectorType,
    i1,
    i64,
)
from xdsl.ir import (
    Attribute,
    ParametrizedAttribute,
    TypeAttribute,
)
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    param_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.irdl.declarative_assembly_format import TypeDirective, irdl_custom_directive
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.traits import (
    MemoryAllocEffect,
    MemoryReadEffect,
    MemoryWriteEffect,
    Pure,
)

from smem_opt.smem_dialect.upstream_syntax import StrippedType

# ---------------------------------------------------------------------------
# Types
# ---------------------------------------------------------------------------


def _parse_struct(
    parser: AttrParser,
    fields: Sequence[tuple[str, Callable[[], Attribute], Attribute | None]],
) -> list[Attribute]:
    """`<key = value, ...>` with the keys in order; a field with a default may be absent."""
    values: dict[str, Attribute] = {}
    by_name = {name: parse for name, parse, _ in fields}
    with parser.in_angle_brackets():
        while True:
            pos = parser.pos
            key = parser.parse_identifier()
            if key not in by_name or key in values:
                parser.raise_error(f"unexpected parameter '{key}'", at_position=pos)
            parser.parse_punctuation("=")
            values[key] = by_name[key]()
            if parser.parse_optional_punctuation(",") is None:
                break
    out: list[Attribute] = []
    for name, _, default in fields:
        if name in values:
            out.append(values[name])
        elif default is not None:
            out.append(default)
        else:
            parser.raise_error(f"missing parameter '{name}'")
    return out


def _print_struct(
    printer: Printer, fields: Sequence[tuple[str, Attribute, Callable[[], None]]]
) -> None:
    printer.print_string("<")
    first = True
    for name, _, print_value in fields:
        if not first:
            printer.print_string(", ")
        first = False
        printer.print_string(f"{name} = ")
        print_value()
    printer.print_string(">")


def _keyword_value(parser: AttrParser, allowed: Sequence[str]) -> Attribute:
    from xdsl.dialects.builtin import StringAttr

    pos = parser.pos
    word = parser.parse_identifier()
    if word not in allowed:
        parser.raise_error(
            f"expected one of {', '.join(allowed)}, got '{word}'", at_position=pos
        )
    return StringAttr(word)


@irdl_attr_definition
class MBarrierGroupType(ParametrizedAttribute, TypeAttribute):
    """`!nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 4>`"""

    name = "nvgpu.mbarrier.group"
    memorySpace: Attribute = param_def()
    num_barriers: IntegerAttr = param_def(IntegerAttr)

    DEFAULT_COUNT: ClassVar[IntegerAttr] = IntegerAttr(1, 32)

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        return _parse_struct(
            parser,
            [
                ("memorySpace", parser.parse_attribute, None),
                (
                    "num_barriers",
                    lambda: IntegerAttr(parser.parse_integer(), 32),
                    cls.DEFAULT_COUNT,
                ),
            ],
        )

    def print_parameters(self, printer: Printer) -> None:
        fields: list[tuple[str, Attribute, Callable[[], None]]] = [
            (
                "memorySpace",
                self.memorySpace,
                lambda: printer.print_attribute(self.memorySpace),
            )
        ]
        if self.num_barriers.value.data != 1:
            fields.append(
                (
                    "num_barriers",
                    self.num_barriers,
                    lambda: printer.print_string(str(self.num_barriers.value.data)),
                )
            )
        _print_struct(printer, fields)

    @property
    def count(self) -> int:
        return self.num_barriers.value.data


@irdl_attr_definition
class MBarrierTokenType(ParametrizedAttribute, TypeAttribute):
    """`!nvgpu.mbarrier.token`"""

    name = "nvgpu.mbarrier.token"


TENSOR_MAP_KINDS: dict[str, tuple[str, ...]] = {
    "swizzle": ("none", "swizzle_32b", "swizzle_64b", "swizzle_128b"),
    "l2promo": ("none", "l2promo_64b", "l2promo_128b", "l2promo_256b"),
    "oob": ("zero", "nan"),
    "interleave": ("none", "interleave_16b", "interleave_32b"),
}


@irdl_attr_definition
class TensorMapDescriptorType(ParametrizedAttribute, TypeAttribute):
    """
    `!nvgpu.tensormap.descriptor<tensor = memref<...>, swizzle = none,
       l2promo = none, oob = zero, interleave = none>`
    """

    name = "nvgpu.tensormap.descriptor"
    tensor: MemRefType = param_def(MemRefType)
    swizzle: Attribute = param_def()
    l2promo: Attribute = param_def()
    oob: Attribute = param_def()
    interleave: Attribute = param_def()

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        fields: list[tuple[str, Callable[[], Attribute], Attribute | None]] = [
            ("tensor", parser.parse_type, None)
        ]
        for key, allowed in TENSOR_MAP_KINDS.items():
            fields.append(
                (key, lambda allowed=allowed: _keyword_value(parser, allowed), None)
            )
        return _parse_struct(parser, fields)

    def print_parameters(self, printer: Printer) -> None:
        from xdsl.dialects.builtin import StringAttr

        def word(a: Attribute) -> Callable[[], None]:
            assert isinstance(a, StringAttr)
            return lambda: printer.print_string(a.data)

        _print_struct(
            printer,
            [
                ("tensor", self.tensor, lambda: printer.print_attribute(self.tensor)),
                ("swizzle", self.swizzle, word(self.swizzle)),
                ("l2promo", self.l2promo, word(self.l2promo)),
                ("oob", self.oob, word(self.oob)),
                ("interleave", self.interleave, word(self.interleave)),
            ],
        )


@irdl_attr_definition
class WarpgroupDescriptorType(ParametrizedAttribute, TypeAttribute):
    """`!nvgpu.warpgroup.descriptor<tensor = memref<128x64xf16, 3>>`"""

    name = "nvgpu.warpgroup.descriptor"
    tensor: MemRefType = param_def(MemRefType)

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        return _parse_struct(parser, [("tensor", parser.parse_type, None)])

    def print_parameters(self, printer: Printer) -> None:
        _print_struct(
            printer,
            [("tensor", self.tensor, lambda: printer.print_attribute(self.tensor))],
        )


@irdl_attr_definition
class WarpgroupAccumulatorType(ParametrizedAttribute, TypeAttribute):
    """`!nvgpu.warpgroup.accumulator<fragmented = vector<64x128xf32>>`"""

    name = "nvgpu.warpgroup.accumulator"
    fragmented: VectorType = param_def(VectorType)

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        return _parse_struct(parser, [("fragmented", parser.parse_type, None)])

    def print_parameters(self, printer: Printer) -> None:
        _print_struct(
            printer,
            [
                (
                    "fragmented",
                    self.fragmented,
                    lambda: printer.print_attribute(self.fragmented),
                )
            ],
        )


@irdl_custom_directive
class MBarrierGroup(StrippedType):
    TYPE = MBarrierGroupType
    type: TypeDirective


@irdl_custom_directive
class MBarrierToken(StrippedType):
    TYPE = MBarrierTokenType
    type: TypeDirective


@irdl_custom_directive
class TensorMap(StrippedType):
    TYPE = TensorMapDescriptorType
    type: TypeDirective


@irdl_custom_directive
class WarpgroupDescriptor(StrippedType):
    TYPE = WarpgroupDescriptorType
    type: TypeDirective


@irdl_custom_directive
class WarpgroupAccumulator(StrippedType):
    TYPE = WarpgroupAccumulatorType
    type: TypeDirective


_DIRECTIVES = (
    MBarrierGroup,
    MBarrierToken,
    TensorMap,
    WarpgroupDescriptor,
    WarpgroupAccumulator,
)

# ---------------------------------------------------------------------------
# mbarrier ops
# ---------------------------------------------------------------------------


@irdl_op_definition
class MBarrierCreateOp(IRDLOperation):
    """`%b = nvgpu.mbarrier.create -> !nvgpu.mbarrier.group<...>`: shared-memory barriers."""

    name = "nvgpu.mbarrier.create"
    barriers = result_def(MBarrierGroupType)
    traits = traits_def(MemoryAllocEffect())
    custom_directives = _DIRECTIVES
    assembly_format = "attr-dict `->` custom<MBarrierGroup>(type($barriers))"


@irdl_op_definition
class MBarrierInitOp(IRDLOperation):
    """`nvgpu.mbarrier.init %b[%i], %count (, predicate = %p)? : <...>`"""

    name = "nvgpu.mbarrier.init"
    barriers = operand_def(MBarrierGroupType)
    count = operand_def(IndexType)
    mbarId = operand_def(IndexType)
    predicate = opt_operand_def(i1)
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())
    custom_directives = _DIRECTIVES
    assembly_format = (
        "$barriers `[` $mbarId `]` `,` $count (`,` `predicate` `=` $predicate^)? "
        "attr-dict `:` custom<MBarrierGroup>(type($barriers))"
    )


@irdl_op_definition
class MBarrierTestWaitOp(IRDLOperation):
    """`%done = nvgpu.mbarrier.test.wait %b[%i], %token : <...>, !nvgpu.mbarrier.token`"""

    name = "nvgpu.mbarrier.test.wait"
    barriers = operand_def(MBarrierGroupType)
    token = operand_def(MBarrierTokenType)
    mbarId = operand_def(IndexType)
    waitComplete = result_def(i1)
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())
    custom_directives = _DIRECTIVES
    assembly_format = (
        "$barriers `[` $mbarId `]` `,` $token attr-dict `:` "
        "custom<MBarrierGroup>(type($barriers)) `,` custom<MBarrierToken>(type($token))"
    )


@irdl_op_definition
class MBarrierArriveOp(IRDLOperation):
    """`%t = nvgpu.mbarrier.arrive %b[%i] : <...> -> !nvgpu.mbarrier.token`"""

    name = "nvgpu.mbarrier.arrive"
    barriers = operand_def(MBarrierGroupType)
    mbarId = operand_def(IndexType)
    token = result_def(MBarrierTokenType)
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())
    custom_directives = _DIRECTIVES
    assembly_format = (
        "$barriers `[` $mbarId `]` attr-dict `:` "
        "custom<MBarrierGroup>(type($barriers)) `->` custom<MBarrierToken>(type($token))"
    )


@irdl_op_definition
class MBarrierArriveNoCompleteOp(IRDLOperation):
    """`%t = nvgpu.mbarrier.arrive.nocomplete %b[%i], %count : <...> -> !nvgpu.mbarrier.token`"""

    name = "nvgpu.mbarrier.arrive.nocomplete"
    barriers = operand_def(MBarrierGroupType)
    mbarId = operand_def(IndexType)
    count = operand_def(IndexType)
    token = result_def(MBarrierTokenType)
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())
    custom_directives = _DIRECTIVES
    assembly_format = (
        "$barriers `[` $mbarId `]` `,` $count attr-dict `:` "
        "custom<MBarrierGroup>(type($barriers)) `->` custom<MBarrierToken>(type($token))"
    )


@irdl_op_definition
class MBarrierArriveExpectTxOp(IRDLOperation):
    """`nvgpu.mbarrier.arrive.expect_tx %b[%i], %tx (, predicate = %p)? : <...>`"""

    name = "nvgpu.mbarrier.arrive.expect_tx"
    barriers = operand_def(MBarrierGroupType)
    txcount = operand_def(IndexType)
    mbarId = operand_def(IndexType)
    predicate = opt_operand_def(i1)
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())
    custom_directives = _DIRECTIVES
    assembly_format = (
        "$barriers `[` $mbarId `]` `,` $txcount (`,` `predicate` `=` $predicate^)? "
        "attr-dict `:` custom<MBarrierGroup>(type($barriers))"
    )


@irdl_op_definition
class MBarrierTryWaitParityOp(IRDLOperation):
    """`nvgpu.mbarrier.try_wait.parity %b[%i], %parity, %ticks : <...>`"""

    name = "nvgpu.mbarrier.try_wait.parity"
    barriers = operand_def(MBarrierGroupType)
    phaseParity = operand_def(i1)
    ticks = operand_def(IndexType)
    mbarId = operand_def(IndexType)
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())
    custom_directives = _DIRECTIVES
    assembly_format = (
        "$barriers `[` $mbarId `]` `,` $phaseParity `,` $ticks attr-dict `:` "
        "custom<MBarrierGroup>(type($barriers))"
    )


# ---------------------------------------------------------------------------
# TMA ops
# ---------------------------------------------------------------------------


@irdl_op_definition
class TmaFenceOp(IRDLOperation):
    """`nvgpu.tma.fence.descriptor %d : <...>`"""

    name = "nvgpu.tma.fence.descriptor"
    tensorMapDescriptor = operand_def(TensorMapDescriptorType)
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())
    custom_directives = _DIRECTIVES
    assembly_format = "$tensorMapDescriptor attr-dict `:` custom<TensorMap>(type($tensorMapDescriptor))"


@irdl_op_definition
class TmaPrefetchOp(IRDLOperation):
    """`nvgpu.tma.prefetch.descriptor %d (, predicate = %p)? : <...>`"""

    name = "nvgpu.tma.prefetch.descriptor"
    tensorMapDescriptor = operand_def(TensorMapDescriptorType)
    predicate = opt_operand_def(i1)
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())
    custom_directives = _DIRECTIVES
    assembly_format = (
        "$tensorMapDescriptor (`,` `predicate` `=` $predicate^)? attr-dict `:` "
        "custom<TensorMap>(type($tensorMapDescriptor))"
    )


@irdl_op_definition
class TmaAsyncLoadOp(IRDLOperation):
    """
    `nvgpu.tma.async.load %d[%x, %y], %b[%i] to %smem (multicast_mask = %m)?
       (, predicate = %p)? : <desc>, <barriers> -> memref<...>`
    """

    name = "nvgpu.tma.async.load"
    dst = operand_def(MemRefType)
    barriers = operand_def(MBarrierGroupType)
    tensorMapDescriptor = operand_def(TensorMapDescriptorType)
    coordinates = var_operand_def(IndexType)
    mbarId = operand_def(IndexType)
    multicastMask = opt_operand_def(I16)
    predicate = opt_operand_def(i1)
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    custom_directives = _DIRECTIVES
    assembly_format = (
        "$tensorMapDescriptor `[` $coordinates `]` `,` $barriers `[` $mbarId `]` "
        "`to` $dst (`multicast_mask` `=` $multicastMask^)? "
        "(`,` `predicate` `=` $predicate^)? attr-dict `:` "
        "custom<TensorMap>(type($tensorMapDescriptor)) `,` "
        "custom<MBarrierGroup>(type($barriers)) `->` type($dst)"
    )

    def verify_(self) -> None:
        from smem_opt.smem_dialect.nvgpu_tma_rules import verify_tma_access

        verify_tma_access(self.tensorMapDescriptor.type, self.dst.type, len(self.coordinates))


@irdl_op_definition
class TmaAsyncStoreOp(IRDLOperation):
    """`nvgpu.tma.async.store %smem to %d[%x, %y] (, predicate = %p)? : memref<...> -> <desc>`"""

    name = "nvgpu.tma.async.store"
    src = operand_def(MemRefType)
    tensorMapDescriptor = operand_def(TensorMapDescriptorType)
    coordinates = var_operand_def(IndexType)
    predicate = opt_operand_def(i1)
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    custom_directives = _DIRECTIVES
    assembly_format = (
        "$src `to` $tensorMapDescriptor `[` $coordinates `]` "
        "(`,` `predicate` `=` $predicate^)? attr-dict `:` type($src) `->` "
        "custom<TensorMap>(type($tensorMapDescriptor))"
    )

    def verify_(self) -> None:
        from smem_opt.smem_dialect.nvgpu_tma_rules import verify_tma_access

        verify_tma_access(self.tensorMapDescriptor.type, self.src.type, len(self.coordinates))


@irdl_op_definition
class TmaCreateDescriptorOp(IRDLOperation):
    """`%d = nvgpu.tma.create.descriptor %m box[%a, %b] : memref<*xf16> -> <desc>`"""

    name = "nvgpu.tma.create.descriptor"
    tensor = operand_def(UnrankedMemRefType)
    boxDimensions = var_operand_def(IndexType)
    tensorMap = result_def(TensorMapDescriptorType)
    traits = traits_def(MemoryReadEffect())
    custom_directives = _DIRECTIVES
    assembly_format = (
        "$tensor `box` `[` $boxDimensions `]` attr-dict `:` type($tensor) `->` "
        "custom<TensorMap>(type($tensorMap))"
    )

    def verify_(self) -> None:
        from smem_opt.smem_dialect.nvgpu_tma_rules import verify_tensor_map

        verify_tensor_map(self.tensorMap.type)


# ---------------------------------------------------------------------------
# Warpgroup ops
# ---------------------------------------------------------------------------


@irdl_op_definition
class WarpgroupGenerateDescriptorOp(IRDLOperation):
    """`%d = nvgpu.warpgroup.generate.descriptor %smem, %tma : memref<...>, <desc> -> <wgdesc>`"""

    name = "nvgpu.warpgroup.generate.descriptor"
    tensor = operand_def(MemRefType)
    tensorMap = operand_def(TensorMapDescriptorType)
    descriptor = result_def(WarpgroupDescriptorType)
    traits = traits_def(MemoryReadEffect())
    custom_directives = _DIRECTIVES
    assembly_format = (
        "$tensor `,` $tensorMap attr-dict `:` type($tensor) `,` "
        "custom<TensorMap>(type($tensorMap)) `->` "
        "custom<WarpgroupDescriptor>(type($descriptor))"
    )


@irdl_op_definition
class WarpgroupMmaOp(IRDLOperation):
    """`%d = nvgpu.warpgroup.mma %a, %b, %c {transposeB}? : <wgdesc>, <wgdesc>, <acc> -> <acc>`"""

    name = "nvgpu.warpgroup.mma"
    descriptorA = operand_def(WarpgroupDescriptorType)
    descriptorB = operand_def(WarpgroupDescriptorType)
    matrixC = operand_def(WarpgroupAccumulatorType)
    waitGroup = opt_prop_def(
        IntegerAttr.constr(type=i64), default_value=IntegerAttr(1, i64)
    )
    transposeA = opt_prop_def(UnitAttr)
    transposeB = opt_prop_def(UnitAttr)
    matrixD = result_def(WarpgroupAccumulatorType)
    traits = traits_def(MemoryReadEffect())
    irdl_options = (ParsePropInAttrDict(),)
    custom_directives = _DIRECTIVES
    assembly_format = (
        "$descriptorA `,` $descriptorB `,` $matrixC attr-dict `:` "
        "custom<WarpgroupDescriptor>(type($descriptorA)) `,` "
        "custom<WarpgroupDescriptor>(type($descriptorB)) `,` "
        "custom<WarpgroupAccumulator>(type($matrixC)) `->` "
        "custom<WarpgroupAccumulator>(type($matrixD))"
    )


@irdl_op_definition
class WarpgroupMmaStoreOp(IRDLOperation):
    """`nvgpu.warpgroup.mma.store %acc, %m : <acc> to memref<...>`"""

    name = "nvgpu.warpgroup.mma.store"
    matrixD = operand_def(WarpgroupAccumulatorType)
    dstMemref = operand_def(MemRefType)
    traits = traits_def(MemoryWriteEffect())
    custom_directives = _DIRECTIVES
    assembly_format = (
        "$matrixD `,` $dstMemref attr-dict `:` "
        "custom<WarpgroupAccumulator>(type($matrixD)) `to` type($dstMemref)"
    )


@irdl_op_definition
class WarpgroupMmaInitAccumulatorOp(IRDLOperation):
    """`%acc = nvgpu.warpgroup.mma.init.accumulator -> <acc>`"""

    name = "nvgpu.warpgroup.mma.init.accumulator"
    matrixC = result_def(WarpgroupAccumulatorType)
    traits = traits_def(Pure())
    custom_directives = _DIRECTIVES
    assembly_format = "attr-dict `->` custom<WarpgroupAccumulator>(type($matrixC))"


TMA_OPS = (
    MBarrierCreateOp,
    MBarrierInitOp,
    MBarrierTestWaitOp,
    MBarrierArriveOp,
    MBarrierArriveNoCompleteOp,
    MBarrierArriveExpectTxOp,
    MBarrierTryWaitParityOp,
    TmaFenceOp,
    TmaPrefetchOp,
    TmaAsyncLoadOp,
    TmaAsyncStoreOp,
    TmaCreateDescriptorOp,
    WarpgroupGenerateDescriptorOp,
    WarpgroupMmaOp,
    WarpgroupMmaStoreOp,
    WarpgroupMmaInitAccumulatorOp,
)
"""The ops of this module, for the `nvgpu` dialect."""

TMA_TYPES = (
    MBarrierGroupType,
    MBarrierTokenType,
    TensorMapDescriptorType,
    WarpgroupDescriptorType,
    WarpgroupAccumulatorType,
)
"""The types of this module, for the `nvgpu` dialect."""

MBARRIER_BYTES = 8
"""Size and alignment of one mbarrier object in shared memory."""

__all__ = [
    "MBARRIER_BYTES",
    "TMA_OPS",
    "TMA_TYPES",
    "MBarrierArriveExpectTxOp",
    "MBarrierArriveNoCompleteOp",
    "MBarrierArriveOp",
    "MBarrierCreateOp",
    "MBarrierGroupType",
    "MBarrierInitOp",
    "MBarrierTestWaitOp",
    "MBarrierTokenType",
    "MBarrierTryWaitParityOp",
    "TensorMapDescriptorType",
    "TmaAsyncLoadOp",
    "TmaAsyncStoreOp",
    "TmaCreateDescriptorOp",
    "TmaFenceOp",
    "TmaPrefetchOp",
    "WarpgroupAccumulatorType",
    "WarpgroupDescriptorType",
    "WarpgroupGenerateDescriptorOp",
    "WarpgroupMmaInitAccumulatorOp",
    "WarpgroupMmaOp",
    "WarpgroupMmaStoreOp",
]
