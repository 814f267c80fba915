"""smem-opt's IR dialects.

* `Smem`: the input-level `smem` dialect (kernels, shared allocs, cp.async copies);
* `GPU`: the `gpu` dialect (replaces xDSL's, with upstream MLIR 22 syntax,
  `#gpu.address_space` and `gpu.func` attributions);
* `NVGPU`: the `nvgpu` dialect (cp.async, ldmatrix, mma.sync, mbarriers, TMA, warpgroup ops).

Each dialect has one definition, the full one; `registry.dialect_factories` names every dialect
smem-opt registers, and `README.md` in this folder says which pieces xDSL lacks and why the
project owns them. Register `GPU` instead of `xdsl.dialects.gpu.GPU`: both are named "gpu".

The submodules and names below load on first use (a run loads only the dialects its input
uses: ``smem_dialect.registry``).
"""

from __future__ import annotations

from importlib import import_module as _import_module
from typing import Any as _Any

_FROM = {
    **dict.fromkeys(
        (
            "GPU",
            "AddressSpaceEnum",
            "GPUAddressSpaceAttr",
            "global_space",
            "is_private_memref",
            "is_private_space",
            "is_workgroup_memref",
            "is_workgroup_space",
            "private_space",
            "workgroup_space",
        ),
        "smem_opt.smem_dialect.gpu",
    ),
    **dict.fromkeys(
        ("NVGPU", "DeviceAsyncCopyOp", "DeviceAsyncCreateGroupOp", "DeviceAsyncTokenType", "DeviceAsyncWaitOp"),
        "smem_opt.smem_dialect.nvgpu",
    ),
    **dict.fromkeys(
        ("AllocOp", "AsyncCommitOp", "AsyncCopyOp", "AsyncTokenType", "AsyncWaitOp", "KernelOp", "ReturnOp", "Smem"),
        "smem_opt.smem_dialect.smem",
    ),
}
_SUBMODULES = ("gpu", "nvgpu", "smem")

__all__ = [*_SUBMODULES, *_FROM]


def __getattr__(name: str) -> _Any:
    if name in _SUBMODULES:
        return _import_module(f"smem_opt.smem_dialect.{name}")
    module = _FROM.get(name)
    if module is None:
        raise AttributeError(f"module 'smem_opt.smem_dialect' has no attribute {name!r}")
    return getattr(_import_module(module), name)
