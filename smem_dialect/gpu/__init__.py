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
    AddressSpaceEnum,
    GPUAddressSpaceAttr,
    WORKGROUP_ADDRESS_SPACE_INT,
    PRIVATE_ADDRESS_SPACE_INT,
    workgroup_space,
    private_space,
    global_space,
    is_workgroup_space,
    is_private_space,
    is_workgroup_memref,
    is_private_memref,
)
from smem_opt.smem_dialect.gpu.ids import (
    ThreadIdOp,
    BlockIdOp,
    BlockDimOp,
    GridDimOp,
    GlobalIdOp,
    LaneIdOp,
    BarrierOp,
)
from smem_opt.smem_dialect.gpu.module import ModuleOp
from smem_opt.smem_dialect.gpu.signature import (
    parse_function_signature,
    dicts_to_array,
    print_function_signature,
)
from smem_opt.smem_dialect.gpu.func import FuncOp, ReturnOp
from smem_opt.smem_dialect.gpu.memory import DynamicSharedMemoryOp
from smem_opt.smem_dialect.gpu.launch import LaunchFuncOp

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


GPU = Dialect(
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
