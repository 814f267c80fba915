"""The `gpu` dialect as used by smem-opt.

This module owns the `gpu` dialect registered by smem-opt. It replaces
`xdsl.dialects.gpu`: the op classes that are adequate there (alloc, memcpy,
launch, terminator, yield, all_reduce, ...) are reused unchanged, while the ops
that need upstream MLIR 22's custom syntax or extra structure are defined here:

* `#gpu.address_space<global|workgroup|private>` (`GPUAddressSpaceAttr`) and the
  helpers `workgroup_space`, `is_workgroup_space`, `is_workgroup_memref`;
* `gpu.thread_id`, `gpu.block_id`, `gpu.block_dim`, `gpu.grid_dim`,
  `gpu.global_id`, `gpu.lane_id`, `gpu.barrier`;
* `gpu.module` (no terminator), `gpu.func` with workgroup and private
  attributions, `gpu.return`;
* `gpu.dynamic_shared_memory` and `gpu.launch_func`.

Custom forms and generic forms follow what upstream `mlir-opt` 22 prints, so IR
round-trips between smem-opt and mlir-opt in both directions.
"""

from __future__ import annotations

from xdsl.dialects import gpu as _xgpu
from xdsl.ir import Dialect

from smem_opt.smem_dialect.gpu.address_space import (
    PRIVATE_ADDRESS_SPACE_INT,
    WORKGROUP_ADDRESS_SPACE_INT,
    AddressSpaceEnum,
    GPUAddressSpaceAttr,
    global_space,
    is_private_memref,
    is_private_space,
    is_workgroup_memref,
    is_workgroup_space,
    private_space,
    workgroup_space,
)
from smem_opt.smem_dialect.gpu.func import FuncOp, ReturnOp
from smem_opt.smem_dialect.gpu.ids import (
    BarrierOp,
    BlockDimOp,
    BlockIdOp,
    GlobalIdOp,
    GridDimOp,
    LaneIdOp,
    ThreadIdOp,
)
from smem_opt.smem_dialect.gpu.launch import LaunchFuncOp
from smem_opt.smem_dialect.gpu.memory import DynamicSharedMemoryOp
from smem_opt.smem_dialect.gpu.module import ModuleOp
from smem_opt.smem_dialect.gpu.signature import (
    dicts_to_array,
    parse_function_signature,
    print_function_header,
    print_function_signature,
)

# Reused unchanged from xDSL.
AsyncTokenType = _xgpu.AsyncTokenType
AllReduceOpAttr = _xgpu.AllReduceOpAttr
AllReduceOpEnum = _xgpu.AllReduceOpEnum
DimensionAttr = _xgpu.DimensionAttr
DimensionEnum = _xgpu.DimensionEnum
ProcessorAttr = _xgpu.ProcessorAttr
ProcessorEnum = _xgpu.ProcessorEnum
LoopDimMapAttr = _xgpu.LoopDimMapAttr
AllocOp = _xgpu.AllocOp
AllReduceOp = _xgpu.AllReduceOp
DeallocOp = _xgpu.DeallocOp
MemcpyOp = _xgpu.MemcpyOp
HostRegisterOp = _xgpu.HostRegisterOp
HostUnregisterOp = _xgpu.HostUnregisterOp
LaunchOp = _xgpu.LaunchOp
NumSubgroupsOp = _xgpu.NumSubgroupsOp
SetDefaultDeviceOp = _xgpu.SetDefaultDeviceOp
SubgroupIdOp = _xgpu.SubgroupIdOp
SubgroupSizeOp = _xgpu.SubgroupSizeOp
TerminatorOp = _xgpu.TerminatorOp
WaitOp = _xgpu.WaitOp
YieldOp = _xgpu.YieldOp


_CORE = Dialect(
    "gpu",
    [
        AllocOp,
        AllReduceOp,
        BarrierOp,
        BlockDimOp,
        BlockIdOp,
        DeallocOp,
        DynamicSharedMemoryOp,
        FuncOp,
        GlobalIdOp,
        GridDimOp,
        HostRegisterOp,
        HostUnregisterOp,
        LaneIdOp,
        LaunchOp,
        LaunchFuncOp,
        MemcpyOp,
        ModuleOp,
        NumSubgroupsOp,
        ReturnOp,
        SetDefaultDeviceOp,
        SubgroupIdOp,
        SubgroupSizeOp,
        TerminatorOp,
        ThreadIdOp,
        WaitOp,
        YieldOp,
    ],
    [
        AsyncTokenType,
        AllReduceOpAttr,
        DimensionAttr,
        ProcessorAttr,
        LoopDimMapAttr,
        GPUAddressSpaceAttr,
    ],
)

# The collective, subgroup-MMA, host and mapping pieces live in their own modules (they import the
# attributes defined above, so they are loaded here, after them).
from smem_opt.smem_dialect.gpu import collectives as _collectives  # noqa: E402
from smem_opt.smem_dialect.gpu import host as _host  # noqa: E402
from smem_opt.smem_dialect.gpu import mapping as _mapping  # noqa: E402
from smem_opt.smem_dialect.gpu import mma as _mma  # noqa: E402
from smem_opt.smem_dialect.upstream_syntax import replace_ops as _replace_ops  # noqa: E402

GPU = _replace_ops(
    _CORE,
    [*_collectives.COLLECTIVE_OPS, *_mma.MMA_OPS, *_host.HOST_OPS],
    [*_collectives.COLLECTIVE_ATTRS, *_mma.MMA_ATTRS, *_host.HOST_ATTRS, *_mapping.MAPPING_ATTRS],
)
"""The whole `gpu` dialect smem-opt registers, in the driver, the API and the `xdsl-opt` plugin's
context alike: the ops above, with upstream's collectives, subgroup MMA, host-side ops and
mapping attributes replacing xDSL's versions of the same names."""

__all__ = [
    "GPU",
    "AddressSpaceEnum",
    "GPUAddressSpaceAttr",
    "WORKGROUP_ADDRESS_SPACE_INT",
    "PRIVATE_ADDRESS_SPACE_INT",
    "workgroup_space",
    "private_space",
    "global_space",
    "is_workgroup_space",
    "is_private_space",
    "is_workgroup_memref",
    "is_private_memref",
    "ThreadIdOp",
    "BlockIdOp",
    "BlockDimOp",
    "GridDimOp",
    "GlobalIdOp",
    "LaneIdOp",
    "BarrierOp",
    "ModuleOp",
    "parse_function_signature",
    "print_function_header",
    "dicts_to_array",
    "print_function_signature",
    "FuncOp",
    "ReturnOp",
    "DynamicSharedMemoryOp",
    "LaunchFuncOp",
    "AsyncTokenType",
    "AllReduceOpAttr",
    "AllReduceOpEnum",
    "DimensionAttr",
    "DimensionEnum",
    "ProcessorAttr",
    "ProcessorEnum",
    "LoopDimMapAttr",
    "AllocOp",
    "AllReduceOp",
    "DeallocOp",
    "MemcpyOp",
    "HostRegisterOp",
    "HostUnregisterOp",
    "LaunchOp",
    "NumSubgroupsOp",
    "SetDefaultDeviceOp",
    "SubgroupIdOp",
    "SubgroupSizeOp",
    "TerminatorOp",
    "WaitOp",
    "YieldOp",
]
