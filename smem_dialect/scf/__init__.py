"""The `scf` dialect as MLIR 22 writes it.

This package owns the `scf` dialect registered by smem-opt. Every op is defined
in it (xDSL's terminators accept only xDSL's loop classes as parents, so the
whole dialect is replaced):

* `scf.for (unsigned)? %i = %lb to %ub step %s (iter_args(...) -> T | -> (T, ...))?
  (: i32)?`, the unsigned comparison and a single result type without
  parentheses as MLIR 22 writes them;
* `scf.forall` (normalized `in (...)` and general `= (...) to (...) step (...)`
  bounds, `shared_outs`, a `mapping` attribute) and its terminator
  `scf.forall.in_parallel`;
* `scf.if`, `scf.while` / `scf.condition`, `scf.execute_region`,
  `scf.index_switch`, `scf.parallel` / `scf.reduce` / `scf.reduce.return`,
  `scf.yield`.

Region ops have their body's memory effects; terminators are pure.
Each checks MLIR's rules on what it passes and returns: an `if` with results has an else
region, a `for`'s iter_args, body and results agree, a `while`'s regions take what the op and
its `before` region pass, and each terminator passes what its parent expects there.

The ops live in `control` (`scf.yield` and the ops it terminates) and `parallel`
(`forall`, `parallel`, `reduce`); every name is importable from this package.
"""

from __future__ import annotations

from xdsl.ir import Dialect

from smem_opt.smem_dialect.scf.control import (
    ConditionOp,
    ExecuteRegionOp,
    ForOp,
    IfOp,
    IndexSwitchOp,
    WhileOp,
    YieldOp,
)
from smem_opt.smem_dialect.scf.parallel import (
    ForallOp,
    InParallelOp,
    ParallelOp,
    ReduceOp,
    ReduceReturnOp,
)

Scf = Dialect(
    "scf",
    [
        YieldOp,
        ForOp,
        ForallOp,
        InParallelOp,
        IfOp,
        ConditionOp,
        WhileOp,
        ExecuteRegionOp,
        IndexSwitchOp,
        ReduceReturnOp,
        ReduceOp,
        ParallelOp,
    ],
)
"""The `scf` dialect of MLIR 22."""

__all__ = [
    "ConditionOp",
    "ExecuteRegionOp",
    "ForOp",
    "ForallOp",
    "IfOp",
    "InParallelOp",
    "IndexSwitchOp",
    "ParallelOp",
    "ReduceOp",
    "ReduceReturnOp",
    "Scf",
    "WhileOp",
    "YieldOp",
]
