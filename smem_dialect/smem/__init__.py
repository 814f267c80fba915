"""The `smem` dialect: smem-opt's input level for GPU kernels and shared memory.

This package owns:

* `smem.kernel @name(%a: T, ...) block_size = [x, y, z] attributes {...} {...}`:
  a GPU kernel whose body runs once per thread of a block, terminated by
  `smem.return`;
* `smem.alloc`: one shared (workgroup) buffer, with optional `alignment` (bytes)
  and `name`;
* the asynchronous global-to-shared copies (cp.async): `smem.async_copy`,
  `smem.async_commit`, `smem.async_wait`, and their `!smem.async_token` type.

Every op has a readable custom syntax and round-trips in generic form. The ops live in
`kernel` (kernel, return, alloc) and `async_copy` (cp.async copies and their token); every
name is importable from this package.
"""

from __future__ import annotations

from xdsl.ir import Dialect

from smem_opt.smem_dialect.smem.async_copy import (
    CP_ASYNC_BITS,
    AsyncCommitOp,
    AsyncCopyOp,
    AsyncTokenType,
    AsyncWaitOp,
)
from smem_opt.smem_dialect.smem.kernel import AllocOp, KernelOp, ReturnOp
from smem_opt.smem_dialect.types import element_bits

Smem = Dialect(
    "smem",
    [KernelOp, ReturnOp, AllocOp, AsyncCopyOp, AsyncCommitOp, AsyncWaitOp],
    [AsyncTokenType],
)

__all__ = [
    "Smem",
    "AsyncTokenType",
    "KernelOp",
    "ReturnOp",
    "AllocOp",
    "AsyncCopyOp",
    "AsyncCommitOp",
    "AsyncWaitOp",
    "CP_ASYNC_BITS",
    "element_bits",
]
