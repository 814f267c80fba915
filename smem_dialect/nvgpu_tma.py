"""The `nvgpu` mbarrier, TMA and warpgroup ops and types of MLIR 22 (sm_90).

This module owns the ops that use the types `!nvgpu.mbarrier.group<...>`,
`!nvgpu.mbarrier.token`, `!nvgpu.tensormap.descriptor<...>`,
`!nvgpu.warpgroup.descriptor<...>` and `!nvgpu.warpgroup.accumulator<...>` (defined in
`nvgpu_tma_types.py` and importable from here), in MLIR 22's custom and generic forms (MLIR prints
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

from xdsl.dialects.builtin import (
    I16,
    IndexType,
    IntegerAttr,
    MemRefType,
    UnitAttr,
    UnrankedMemRefType,
    i1,
    i64,
)
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.traits import MemoryAllocEffect, MemoryReadEffect, MemoryWriteEffect, Pure

from smem_opt.smem_dialect.nvgpu_tma_rules import verify_tensor_map, verify_tma_access
from smem_opt.smem_dialect.nvgpu_tma_types import (
    TMA_TYPE_DIRECTIVES,
    MBarrierGroupType,
    MBarrierTokenType,
    TensorMapDescriptorType,
    WarpgroupAccumulatorType,
    WarpgroupDescriptorType,
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
    custom_directives = TMA_TYPE_DIRECTIVES
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
    custom_directives = TMA_TYPE_DIRECTIVES
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
    custom_directives = TMA_TYPE_DIRECTIVES
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
    custom_directives = TMA_TYPE_DIRECTIVES
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
    custom_directives = TMA_TYPE_DIRECTIVES
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
    custom_directives = TMA_TYPE_DIRECTIVES
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
    custom_directives = TMA_TYPE_DIRECTIVES
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
    custom_directives = TMA_TYPE_DIRECTIVES
    assembly_format = "$tensorMapDescriptor attr-dict `:` custom<TensorMap>(type($tensorMapDescriptor))"


@irdl_op_definition
class TmaPrefetchOp(IRDLOperation):
    """`nvgpu.tma.prefetch.descriptor %d (, predicate = %p)? : <...>`"""

    name = "nvgpu.tma.prefetch.descriptor"
    tensorMapDescriptor = operand_def(TensorMapDescriptorType)
    predicate = opt_operand_def(i1)
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())
    custom_directives = TMA_TYPE_DIRECTIVES
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
    custom_directives = TMA_TYPE_DIRECTIVES
    assembly_format = (
        "$tensorMapDescriptor `[` $coordinates `]` `,` $barriers `[` $mbarId `]` "
        "`to` $dst (`multicast_mask` `=` $multicastMask^)? "
        "(`,` `predicate` `=` $predicate^)? attr-dict `:` "
        "custom<TensorMap>(type($tensorMapDescriptor)) `,` "
        "custom<MBarrierGroup>(type($barriers)) `->` type($dst)"
    )

    def verify_(self) -> None:
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
    custom_directives = TMA_TYPE_DIRECTIVES
    assembly_format = (
        "$src `to` $tensorMapDescriptor `[` $coordinates `]` "
        "(`,` `predicate` `=` $predicate^)? attr-dict `:` type($src) `->` "
        "custom<TensorMap>(type($tensorMapDescriptor))"
    )

    def verify_(self) -> None:
        verify_tma_access(self.tensorMapDescriptor.type, self.src.type, len(self.coordinates))


@irdl_op_definition
class TmaCreateDescriptorOp(IRDLOperation):
    """`%d = nvgpu.tma.create.descriptor %m box[%a, %b] : memref<*xf16> -> <desc>`"""

    name = "nvgpu.tma.create.descriptor"
    tensor = operand_def(UnrankedMemRefType)
    boxDimensions = var_operand_def(IndexType)
    tensorMap = result_def(TensorMapDescriptorType)
    traits = traits_def(MemoryReadEffect())
    custom_directives = TMA_TYPE_DIRECTIVES
    assembly_format = (
        "$tensor `box` `[` $boxDimensions `]` attr-dict `:` type($tensor) `->` "
        "custom<TensorMap>(type($tensorMap))"
    )

    def verify_(self) -> None:
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
    custom_directives = TMA_TYPE_DIRECTIVES
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
    custom_directives = TMA_TYPE_DIRECTIVES
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
    custom_directives = TMA_TYPE_DIRECTIVES
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
    custom_directives = TMA_TYPE_DIRECTIVES
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
