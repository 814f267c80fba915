"""smem-opt's IR dialects.

* `Smem`: the input-level `smem` dialect (kernels, shared allocs, cp.async copies);
* `GPU`: the `gpu` dialect (replaces xDSL's, with upstream MLIR 22 syntax,
  `#gpu.address_space` and `gpu.func` attributions);
* `NVGPU`: the `nvgpu` asynchronous copy ops.

Register `GPU` instead of `xdsl.dialects.gpu.GPU`: both are named "gpu".
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

ALL_DIALECTS = (Smem, GPU, NVGPU)
"""The dialects defined here, for registration in a context or driver."""

__all__ = [
    "ALL_DIALECTS",
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
