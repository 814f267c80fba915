"""Upstream MLIR's `nvgpu` dialect, as smem-opt reads and emits it.

This module owns the `nvgpu` dialect (`NVGPU`, assembled from the ops here and those of
`nvgpu_mma` and `nvgpu_tma`): the `!nvgpu.device.async.token` type and
the asynchronous global-to-shared copy ops (cp.async)
`nvgpu.device_async_copy`, `nvgpu.device_async_create_group` and
`nvgpu.device_async_wait`, with the custom and generic forms of MLIR 22.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import (
    IndexType,
    IntegerAttr,
    MemRefType,
    UnitAttr,
    i32,
)
from xdsl.ir import (
    Dialect,
    Operation,
    ParametrizedAttribute,
    SSAValue,
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
    prop_def,
    result_def,
    var_operand_def,
)
from xdsl.utils.exceptions import VerifyException

from smem_opt.smem_dialect.gpu import is_workgroup_space
from smem_opt.smem_dialect.nvgpu_mma import MMA_ATTRS, MMA_OPS
from smem_opt.smem_dialect.nvgpu_tma import TMA_OPS, TMA_TYPES
from smem_opt.smem_dialect.syntax import GroupTokensOp
from smem_opt.smem_dialect.types import element_bits


@irdl_attr_definition
class DeviceAsyncTokenType(ParametrizedAttribute, TypeAttribute):
    """`!nvgpu.device.async.token`"""

    name = "nvgpu.device.async.token"


@irdl_op_definition
class DeviceAsyncCopyOp(IRDLOperation):
    """
    `nvgpu.device_async_copy %src[%i, ...], %dst[%k, ...], N (, %srcElements)?
       {bypassL1}? : memref<...> to memref<..., #gpu.address_space<workgroup>>`
    """

    name = "nvgpu.device_async_copy"

    dst = operand_def(MemRefType)
    dstIndices = var_operand_def(IndexType)
    src = operand_def(MemRefType)
    srcIndices = var_operand_def(IndexType)
    srcElements = opt_operand_def(IndexType)

    dstElements = prop_def(IntegerAttr[IndexType])
    bypassL1 = opt_prop_def(UnitAttr)

    asyncToken = result_def(DeviceAsyncTokenType)

    irdl_options = (AttrSizedOperandSegments(as_property=True), ParsePropInAttrDict())

    assembly_format = (
        "$src `[` $srcIndices `]` `,` $dst `[` $dstIndices `]` `,` $dstElements "
        "(`,` $srcElements^)? attr-dict `:` type($src) `to` type($dst)"
    )

    def __init__(
        self,
        src: SSAValue | Operation,
        src_indices: Sequence[SSAValue | Operation],
        dst: SSAValue | Operation,
        dst_indices: Sequence[SSAValue | Operation],
        dst_elements: int | IntegerAttr,
        src_elements: SSAValue | Operation | None = None,
        bypass_l1: bool = False,
    ):
        if isinstance(dst_elements, int):
            dst_elements = IntegerAttr(dst_elements, IndexType())
        super().__init__(
            operands=[
                dst,
                dst_indices,
                src,
                src_indices,
                [src_elements] if src_elements is not None else [],
            ],
            properties={
                "dstElements": dst_elements,
                "bypassL1": UnitAttr() if bypass_l1 else None,
            },
            result_types=[DeviceAsyncTokenType()],
        )

    def verify_(self) -> None:
        src_t = self.src.type
        dst_t = self.dst.type
        assert isinstance(src_t, MemRefType) and isinstance(dst_t, MemRefType)
        if not is_workgroup_space(dst_t.memory_space):
            raise VerifyException(
                "destination memref must have a memory "
                "space attribute of IntegerAttr(3) or "
                "gpu::AddressSpaceAttr(Workgroup)"
            )
        if src_t.element_type != dst_t.element_type:
            raise VerifyException(
                "source and destination must have the "
                "same element type"
            )
        if len(self.srcIndices) != src_t.get_num_dims():
            raise VerifyException(
                f"expected {src_t.get_num_dims()} source "
                f"indices, got {len(self.srcIndices)}"
            )
        if len(self.dstIndices) != dst_t.get_num_dims():
            raise VerifyException(
                f"expected {dst_t.get_num_dims()} "
                f"destination indices, got {len(self.dstIndices)}"
            )
        bits = element_bits(dst_t.element_type)
        if bits and self.dstElements.value.data * bits not in (32, 64, 128):
            raise VerifyException(f"copies {self.dstElements.value.data} x {bits} bits; cp.async copies 4, 8 or 16 "
                                  f"bytes")
        if self.bypassL1 is not None:
            if bits:
                required = 128 // bits
                if self.dstElements.value.data != required:
                    raise VerifyException(
                        "bypassL1 does not satify alignment "
                        f"for {dst_t} with destination element "
                        f"{self.dstElements.value.data}. Unset bypassL1, or set "
                        f"destination element to {required}"
                    )


@irdl_op_definition
class DeviceAsyncCreateGroupOp(GroupTokensOp):
    """`%g = nvgpu.device_async_create_group %t0, %t1, ...`"""

    name = "nvgpu.device_async_create_group"
    TOKEN: ClassVar[type[ParametrizedAttribute]] = DeviceAsyncTokenType

    inputTokens = var_operand_def(DeviceAsyncTokenType)
    asyncToken = result_def(DeviceAsyncTokenType)


@irdl_op_definition
class DeviceAsyncWaitOp(IRDLOperation):
    """`nvgpu.device_async_wait %g {numGroups = N : i32}?`"""

    name = "nvgpu.device_async_wait"

    asyncDependencies = operand_def(DeviceAsyncTokenType)
    numGroups = opt_prop_def(IntegerAttr.constr(type=i32))

    irdl_options = (ParsePropInAttrDict(),)

    assembly_format = "$asyncDependencies attr-dict"

    def __init__(self, group: SSAValue | Operation, num_groups: int | None = None):
        super().__init__(
            operands=[group],
            properties={
                "numGroups": IntegerAttr(num_groups, i32)
                if num_groups is not None
                else None
            },
        )


NVGPU = Dialect(
    "nvgpu",
    [DeviceAsyncCopyOp, DeviceAsyncCreateGroupOp, DeviceAsyncWaitOp, *MMA_OPS, *TMA_OPS],
    [DeviceAsyncTokenType, *MMA_ATTRS, *TMA_TYPES],
)
"""The whole `nvgpu` dialect: the cp.async ops here, ldmatrix / mma.sync (`nvgpu_mma`), and the
Hopper mbarrier, TMA and warpgroup ops and types (`nvgpu_tma`)."""

__all__ = [
    "NVGPU",
    "DeviceAsyncTokenType",
    "DeviceAsyncCopyOp",
    "DeviceAsyncCreateGroupOp",
    "DeviceAsyncWaitOp",
]
