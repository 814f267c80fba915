"""Barrier planning for ``insert-barriers``: which uniform barriers to add, and what they buy
(design §3). Planning never edits IR; ``passes.rewrite.barrier_insertion`` inserts what is chosen
here.

1. the kernel is analysed and planned with the barriers it has (``plan_kernel``);
2. ``passes.analysis.hypothetical_barriers`` prices barriers at positions that hold none: for
   every pair that may not share only for want of a barrier, the clauses of sites that would let
   it share (positions under divergent control flow, in unmodelled regions or at a
   warp-specialised hand-off are never offered);
3. ``passes.planner.barrier_search`` searches sets of sites jointly (barriers that only help
   together are found) and chooses by the objective: ``bytes`` (the fewest barriers that reach the
   smallest arena any allowed placement gives) or ``occupancy`` (the fewest barriers that reach
   the most blocks per SM on the target, or bring the kernel under the target's per-block limit;
   none when no barrier changes either).

Under insert-barriers the kernel's lower bound is what any barrier placement allows: the
heaviest set of buffers whose own live ranges meet (every conflict but ``no-barrier`` and
``wrap-around``). ``BarrierInsertion`` carries it, the trade-off (bytes with 0, 1, 2, ...
barriers), and for each pair no allowed barrier can separate, why; the report reads it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from xdsl.ir import Operation

from smem_opt.passes.analysis.hypothetical_barriers import (
    BARRIER_KINDS,
    BarrierRequirements,
    BarrierSite,
    barrier_requirements,
)
from smem_opt.passes.analysis.kernels import Kernel, declared_block_size, name_pair
from smem_opt.passes.kernel_plan import CoalesceOptions, KernelPlan, plan_kernel
from smem_opt.passes.planner.barrier_search import BarrierPair, BarrierSearch, Objective, search_barriers
from smem_opt.passes.planner.packing import max_weight_clique
from smem_opt.passes.target.occupancy import occupancy
from smem_opt.passes.target.targets import get_target

OBJECTIVES = (Objective.BYTES, Objective.OCCUPANCY)


@dataclass
class BarrierInsertion:
    """What insert-barriers decided for one kernel (the report reads it)."""

    search: BarrierSearch
    requirements: BarrierRequirements
    live_lower_bound: int
    """What any barrier placement allows: the heaviest clique of the buffers' own live ranges."""
    live_lower_bound_clique: tuple[str, ...]
    inserted: list[Operation] = field(default_factory=list)
    sites: list[BarrierSite] = field(default_factory=list)
    """The sites of the inserted barriers, in the search's numbering (for the report)."""
    target: str | None = None
    threads: int | None = None

    @property
    def predicted_bytes(self) -> int:
        return self.search.chosen.arena_bytes

    def blocked_pairs(self) -> list[tuple[str, str, str]]:
        """(x, y, why) for each pair a barrier could have separated but no allowed one can."""
        return [(r.buffers[0].name, r.buffers[1].name, r.blocked) for r in self.requirements.pairs if r.blocked]


def occupancy_score(target_name: str | None, threads: int | None):
    """The occupancy objective's score of an arena size: (fits the target's per-block limit,
    blocks per SM on the target). Registers are not known at this stage: the blocks are the bound
    from warps, resident blocks and shared memory (``passes.target.occupancy``)."""
    target = get_target(target_name)

    def score(arena_bytes: int) -> tuple[bool, int]:
        fits = arena_bytes <= target.dynamic_bytes
        occ = occupancy(target, threads or target.warp_size, arena_bytes, None)
        return (fits, occ.blocks if fits else 0)

    return score


def plan_barriers(
    kernel: Kernel, options: CoalesceOptions, objective: str = Objective.BYTES, target: str | None = None
) -> tuple[KernelPlan, BarrierInsertion]:
    """Plan the kernel with its own barriers and search the barriers to add (no IR change)."""
    planned = plan_kernel(kernel, options)
    an = planned.analysis
    reqs = barrier_requirements(an)
    resolvable = {frozenset(r.buffers): r for r in reqs.pairs if r.clauses and not r.blocked}
    live: list[tuple[str, str]] = []
    fixed: list[tuple[str, str]] = []
    for key, conflict in an.edges.items():
        x, y = name_pair(key)
        if conflict.kind not in BARRIER_KINDS:
            live.append((x, y))
        if key not in resolvable:
            fixed.append((x, y))
    pairs = [
        BarrierPair(name_pair(r.buffers), tuple(r.clauses))
        for r in sorted(resolvable.values(), key=lambda r: name_pair(r.buffers))
    ]
    hints = [[b.name for b in clique] for clique in an.live_cliques([b for b in kernel.buffers if not b.is_dynamic])]
    lb, clique = max_weight_clique(planned.items, live, hints)
    block = declared_block_size(kernel.op)
    threads = block[0] * block[1] * block[2] if block else None
    score = occupancy_score(target, threads) if objective == Objective.OCCUPANCY else None
    search = search_barriers(
        planned.items,
        fixed,
        pairs,
        [site.cost for site in reqs.sites],
        objective=objective,
        score=score,
        clique_hints=hints,
        node_budget=options.search_budget,
    )
    info = BarrierInsertion(search, reqs, lb, clique, target=target, threads=threads)
    info.sites = [reqs.sites[s] for s in search.chosen.sites]
    return planned, info



__all__ = ["BarrierInsertion", "OBJECTIVES", "occupancy_score", "plan_barriers"]
