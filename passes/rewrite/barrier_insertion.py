"""``insert-barriers``: add uniform barriers where that lowers the arena (design §3).

Only with ``smem-coalesce{insert-barriers=true}``. For each pair that may not
share only because no barrier separates an access ``a`` from a later access
``b``, the candidate point is right after ``a``'s ancestor in the innermost
block that holds both. A candidate is kept only if

- that block is not under divergent control flow (a barrier there would be
  worthless and could hang),
- the point is outside every hand-off (``passes.analysis.handoffs``: never
  where some threads may be blocked until others pass it),
- no barrier already stands at that point (never more than one per point),
- and re-planning with the barrier in place gives a strictly smaller arena.

Candidates are tried greedily, largest saving first, in a deterministic order;
the search is bounded. The analyses are rerun after each accepted barrier.
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.ir import Block, Operation

from smem_opt.passes.analysis.conflicts import KernelAnalysis
from smem_opt.passes.analysis.handoffs import HandOffs
from smem_opt.passes.kernel_plan import KernelPlan
from smem_opt.passes.analysis.kernels import Kernel
from smem_opt.passes.analysis.op_kinds import is_barrier

MAX_CANDIDATES = 16
MAX_ROUNDS = 8


def _candidate_points(analysis: KernelAnalysis) -> list[tuple[Block, Operation]]:
    """(block, op) pairs: a barrier would go right after ``op`` in ``block``."""
    points: dict[tuple[int, int], tuple[Block, Operation]] = {}
    order = analysis.order
    handoffs = HandOffs(order)
    for conflict in analysis.edges.values():
        if conflict.kind != "no-barrier" or conflict.first is None or conflict.second is None:
            continue
        block = order.common_block(conflict.first, conflict.second)
        if block is None:
            continue
        anchor = order.ancestor_in_block(conflict.first, block)
        later = order.ancestor_in_block(conflict.second, block)
        if anchor is None or later is None or anchor is later:
            continue
        owner = block.parent_op()
        if owner is not None and owner is not order.root and (
            owner in analysis.divergence.ops or analysis.divergence.in_divergent_region(owner)
        ):
            continue
        nxt = anchor.next_op
        if nxt is not None and is_barrier(nxt):
            continue
        if not handoffs.barrier_safe_after(anchor):
            continue
        points[(order.start[anchor], order.end[anchor])] = (block, anchor)
    return [points[k] for k in sorted(points)][:MAX_CANDIDATES]


def insert_barriers(
    kernel: Kernel,
    plan_fn: Callable[[Kernel], KernelPlan],
) -> list[Operation]:
    """Greedily insert barriers that shrink the arena; return the inserted ops."""
    from smem_opt.smem_dialect.gpu import BarrierOp

    inserted: list[Operation] = []
    planned = plan_fn(kernel)
    analysis, plan = planned.analysis, planned.plan
    for _ in range(MAX_ROUNDS):
        best: tuple[int, Operation] | None = None
        for block, anchor in _candidate_points(analysis):
            trial = BarrierOp()
            trial.location = anchor.location
            block.insert_op_after(trial, anchor)
            trial_plan = plan_fn(kernel).plan
            trial.detach()
            trial.erase()
            saving = plan.arena_bytes - trial_plan.arena_bytes
            if saving > 0 and (best is None or saving > best[0]):
                best = (saving, anchor)
        if best is None:
            break
        anchor = best[1]
        barrier = BarrierOp()
        barrier.location = anchor.location
        anchor.parent_block().insert_op_after(barrier, anchor)  # type: ignore[union-attr]
        inserted.append(barrier)
        planned = plan_fn(kernel)
        analysis, plan = planned.analysis, planned.plan
    return inserted
