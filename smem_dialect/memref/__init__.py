"""The `memref` dialect with MLIR 22's custom syntax where xDSL 0.74 lacks it.

This package owns the `memref` dialect registered by smem-opt: xDSL's ops that
already read and print as MLIR 22 does (`alloc`, `alloca`, `dealloc`, `load`,
`store`, `subview`, `view`, `reinterpret_cast`, `expand_shape`,
`collapse_shape`, `dim`, `assume_alignment`, ...) and these, defined here:

* `memref.global` (private / constant / uninitialized / initial value /
  alignment, workgroup-space globals included) and `memref.get_global`;
* views returning an alias of their memref operand: `memref.cast`,
  `memref.memory_space_cast`, `memref.transpose`,
  `memref.extract_strided_metadata` (whose first result is the base buffer);
* `memref.extract_aligned_pointer_as_index` (a memref turned into an index);
* accesses: `memref.copy` (reads its source, writes its target),
  `memref.atomic_rmw`, `memref.generic_atomic_rmw` with `memref.atomic_yield`,
  `memref.prefetch`; `memref.rank`.

The ops live in `views` (globals, casts, metadata) and `access` (copies, atomics,
prefetch, scopes); `shapes` adds MLIR's shape rules to xDSL's `subview` and
`collapse_shape`. Every name is importable from this package.
"""

from __future__ import annotations

from xdsl.dialects import memref as _xmemref
from xdsl.ir import Dialect

from smem_opt.smem_dialect.memref.access import (
    ATOMIC_RMW_KINDS,
    AllocaScopeOp,
    AllocaScopeReturnOp,
    AtomicRMWOp,
    AtomicYieldOp,
    CopyOp,
    GenericAtomicRMWOp,
    PrefetchOp,
    RankOp,
)
from smem_opt.smem_dialect.memref.shapes import CollapseShapeOp, SubviewOp
from smem_opt.smem_dialect.memref.views import (
    CastOp,
    ExtractAlignedPointerAsIndexOp,
    ExtractStridedMetadataOp,
    GetGlobalOp,
    GlobalOp,
    MemorySpaceCastOp,
    TransposeOp,
)
from smem_opt.smem_dialect.upstream_syntax import replace_ops

MemRef: Dialect = replace_ops(
    _xmemref.MemRef,
    [
        GlobalOp,
        GetGlobalOp,
        CastOp,
        MemorySpaceCastOp,
        TransposeOp,
        ExtractStridedMetadataOp,
        ExtractAlignedPointerAsIndexOp,
        CopyOp,
        AtomicRMWOp,
        AtomicYieldOp,
        GenericAtomicRMWOp,
        PrefetchOp,
        RankOp,
        AllocaScopeOp,
        AllocaScopeReturnOp,
        SubviewOp,
        CollapseShapeOp,
    ],
)
"""xDSL's `memref` dialect with the ops above."""

__all__ = [
    "ATOMIC_RMW_KINDS",
    "CollapseShapeOp",
    "SubviewOp",
    "MemRef",
    "GlobalOp",
    "GetGlobalOp",
    "CastOp",
    "MemorySpaceCastOp",
    "TransposeOp",
    "ExtractStridedMetadataOp",
    "ExtractAlignedPointerAsIndexOp",
    "CopyOp",
    "AtomicRMWOp",
    "AtomicYieldOp",
    "GenericAtomicRMWOp",
    "PrefetchOp",
    "RankOp",
    "AllocaScopeOp",
    "AllocaScopeReturnOp",
]
