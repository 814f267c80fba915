"""smem-opt's IR dialects.

* `Smem`: the input-level `smem` dialect (kernels, shared allocs, cp.async copies);
* `GPU`: the `gpu` dialect (replaces xDSL's, with upstream MLIR 22 syntax,
  `#gpu.address_space` and `gpu.func` attributions);
* `NVGPU`: the `nvgpu` dialect (cp.async, ldmatrix, mma.sync, mbarriers, TMA, warpgroup ops).

Each dialect has one definition, the full one; `registry.dialect_factories` names every dialect
smem-opt registers, and `README.md` in this folder says which pieces xDSL lacks and why the
project owns them. Register `GPU` instead of `xdsl.dialects.gpu.GPU`: both are named "gpu".
"""

from smem_opt.smem_dialect import gpu, nvgpu, smem
from smem_opt.smem_dialect.gpu import (
    GPU,
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
from smem_opt.smem_dialect.nvgpu import (
    NVGPU,
    DeviceAsyncCopyOp,
    DeviceAsyncCreateGroupOp,
    DeviceAsyncTokenType,
    DeviceAsyncWaitOp,
)
from smem_opt.smem_dialect.smem import (
    AllocOp,
    AsyncCommitOp,
    AsyncCopyOp,
    AsyncTokenType,
    AsyncWaitOp,
    KernelOp,
    ReturnOp,
    Smem,
)

__all__ = [
    "GPU",
    "NVGPU",
    "Smem",
    "gpu",
    "nvgpu",
    "smem",
    "AddressSpaceEnum",
    "GPUAddressSpaceAttr",
    "global_space",
    "private_space",
    "workgroup_space",
    "is_workgroup_space",
    "is_workgroup_memref",
    "is_private_space",
    "is_private_memref",
    "DeviceAsyncTokenType",
    "DeviceAsyncCopyOp",
    "DeviceAsyncCreateGroupOp",
    "DeviceAsyncWaitOp",
    "AsyncTokenType",
    "KernelOp",
    "ReturnOp",
    "AllocOp",
    "AsyncCopyOp",
    "AsyncCommitOp",
    "AsyncWaitOp",
]
