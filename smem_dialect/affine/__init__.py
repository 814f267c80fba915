"""The `affine` dialect with MLIR 22's index ops.

This package owns the `affine` dialect registered by smem-opt: xDSL's ops
(`affine.for`, `affine.if`, `affine.load`, `affine.store`, ...) with these
defined here in MLIR 22's custom and generic forms:

* `affine.apply`, `affine.min`, `affine.max`: `#map(%d, ...)[%s, ...]`;
* `affine.delinearize_index %i into (4, %n, 16) : index, index, index`;
* `affine.linearize_index disjoint? [%a, %b] by (4, 8) : index`;
* `affine.load` / `affine.store` with index expressions and `symbol(%n)`
  (xDSL 0.74 prints the symbols of these maps as dimensions).

The index ops touch no memory; `affine.load` reads and `affine.store` writes.

The ops live in `index`, `memory` (`load`/`store`) and `control` (`for`/`if`/`yield`);
every name is importable from this package.
"""

from __future__ import annotations

from xdsl.dialects import affine as _xaffine
from xdsl.ir import Dialect

from smem_opt.smem_dialect.affine.control import ForOp, IfOp, YieldOp
from smem_opt.smem_dialect.affine.index import (
    ApplyOp,
    DelinearizeIndexOp,
    LinearizeIndexOp,
    MaxOp,
    MinOp,
)
from smem_opt.smem_dialect.affine.memory import (
    LoadOp,
    StoreOp,
    parse_map_of_ssa_ids,
    print_map_of_ssa_ids,
)
from smem_opt.smem_dialect.upstream_syntax import replace_ops

Affine: Dialect = replace_ops(
    _xaffine.Affine,
    [
        ApplyOp,
        MinOp,
        MaxOp,
        DelinearizeIndexOp,
        LinearizeIndexOp,
        LoadOp,
        StoreOp,
        YieldOp,
        IfOp,
        ForOp,
    ],
)
"""xDSL's `affine` dialect with the ops above."""

__all__ = [
    "Affine",
    "LoadOp",
    "StoreOp",
    "YieldOp",
    "IfOp",
    "ForOp",
    "parse_map_of_ssa_ids",
    "print_map_of_ssa_ids",
    "ApplyOp",
    "DelinearizeIndexOp",
    "LinearizeIndexOp",
    "MaxOp",
    "MinOp",
]
