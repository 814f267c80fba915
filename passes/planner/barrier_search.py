"""Which barriers to insert: a joint search over barrier sites (design §3, *insert-barriers*).

This module knows no IR. Its input is the packing problem (items, the conflicts no barrier can
lift) and, for every pair of items that a barrier could let share, its *clauses*: sets of site
numbers, of which every clause needs one for the pair to share (the analysis,
``passes.analysis.hypothetical_barriers``, says which). A set of sites *resolves* a pair when it
meets every clause of the pair; the arena of a set is what ``plan_arena`` makes of the conflicts
left. Barriers that only help together are found because sets are searched, not single sites.

The search, deterministic and bounded by counts (never by time):

1. All sites together give the smallest arena any allowed placement reaches (``best_bytes``);
   with no pair resolvable or no bytes saved, nothing is inserted.
2. For k = 1, 2, ... barriers, every set of k sites is tried (sets resolving the same pairs are
   planned once), as long as the sets to try stay within ``max_sets`` and the plans within
   ``max_plans``; beyond that, k grows greedily (the best set of k-1 sites plus the best single
   site). The curve ``tradeoff`` holds the best arena for each k up to the first k that reaches
   ``best_bytes`` (each entry says whether it was searched exhaustively). When the plans run out
   first, a last entry reaches ``best_bytes``: every site, then each dropped in turn where the
   arena stays (one plan per site). Sites that another site
   dominates (it lies in every clause they lie in, and runs no more often) are left out of the
   enumeration: they never give a smaller arena or fewer barriers.
3. The choice: with the ``bytes`` objective, the fewest barriers that reach ``best_bytes``
   (ties: the cheapest sites, fewer inside loops); with ``occupancy``, the fewest barriers whose
   arena reaches the best ``score`` (blocks per SM and fit, higher is better) of the curve, and
   none when no barrier raises the score.

A chosen set never holds a barrier that buys nothing: each smaller count was searched and none
of its sets reaches the chosen arena (or score), so removing any chosen barrier loses bytes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations
from math import comb

from smem_opt.passes.planner.packing import Item, Plan, plan_arena

MAX_SETS = 20_000
"""Site sets enumerated per kernel at most (over all counts)."""
MAX_PLANS = 400
"""Distinct conflict graphs planned per kernel at most."""


class Objective:
    BYTES = "bytes"
    OCCUPANCY = "occupancy"


@dataclass(frozen=True)
class BarrierPair:
    """Two items that share once every clause holds a chosen site."""

    names: tuple[str, str]
    clauses: tuple[frozenset[int], ...]


@dataclass(frozen=True)
class TradeoffPoint:
    """The best arena found with ``count`` barriers, and the sites that give it."""

    count: int
    sites: tuple[int, ...]
    arena_bytes: int
    exhaustive: bool
    """Every set of ``count`` sites was tried (so no set of that size does better)."""


@dataclass(frozen=True)
class BarrierSearch:
    """What the search found: the trade-off between barriers and bytes, and the choice."""

    objective: str
    tradeoff: tuple[TradeoffPoint, ...]
    chosen: TradeoffPoint
    best_bytes: int
    """The arena with every site: the least any allowed placement gives."""
    best_proven: bool
    """The planner proved ``best_bytes`` optimal for that conflict graph."""
    plan: Plan
    """The plan of the chosen sites."""
    plans_made: int

    @property
    def minimum_proven(self) -> bool:
        """Every smaller count was searched exhaustively: no fewer barriers reach the choice."""
        return all(p.exhaustive for p in self.tradeoff if p.count < self.chosen.count)

    @property
    def optimal_for_allowed(self) -> bool:
        """No placement of allowed barriers gives a smaller arena than the chosen one."""
        return self.chosen.arena_bytes == self.best_bytes and self.best_proven


def _cost_key(costs: Sequence[tuple[int, int]], sites: Sequence[int]) -> tuple:
    return (sorted((costs[s] for s in sites), reverse=True), tuple(sorted(sites)))


def search_barriers(
    items: Sequence[Item],
    fixed: Sequence[tuple[str, str]],
    pairs: Sequence[BarrierPair],
    site_costs: Sequence[tuple[int, int]],
    *,
    objective: str = Objective.BYTES,
    score: Callable[[int], tuple] | None = None,
    clique_hints: Sequence[Sequence[str]] = (),
    node_budget: int | None = None,
    max_sets: int = MAX_SETS,
    max_plans: int = MAX_PLANS,
) -> BarrierSearch:
    """Search barrier sets (see the module docstring). ``site_costs[s]`` orders sites by how
    often their barrier runs (lower is cheaper); ``score`` maps an arena size to a comparable
    value for the ``occupancy`` objective (higher is better)."""
    plans: dict[frozenset[int], Plan] = {}
    made = [0]

    def resolved(sites: frozenset[int]) -> frozenset[int]:
        return frozenset(i for i, p in enumerate(pairs) if all(c & sites for c in p.clauses))

    def plan_of(sites: frozenset[int]) -> Plan | None:
        key = resolved(sites)
        found = plans.get(key)
        if found is None:
            if made[0] >= max_plans and plans:
                return None
            left = [*fixed, *(p.names for i, p in enumerate(pairs) if i not in key)]
            found = plan_arena(list(items), left, clique_hints=clique_hints, node_budget=node_budget)
            plans[key] = found
            made[0] += 1
        return found

    useful = sorted({s for p in pairs for c in p.clauses for s in c})
    none = plan_of(frozenset())
    assert none is not None
    start = TradeoffPoint(0, (), none.arena_bytes, True)
    everything = plan_of(frozenset(useful)) if useful else none
    assert everything is not None
    best_bytes = everything.arena_bytes
    tradeoff = [start]
    if best_bytes < none.arena_bytes:
        candidates = _undominated(useful, pairs, site_costs)
        tradeoff += _curve(candidates, best_bytes, site_costs, plan_of, max_sets)
        if tradeoff[-1].arena_bytes > best_bytes:
            tradeoff.append(_pruned(candidates, best_bytes, site_costs, pairs, fixed, items, clique_hints, node_budget))
            made[0] += len(candidates)
    chosen = _choose(tradeoff, objective, score)
    plan = plan_of(frozenset(chosen.sites)) if chosen.sites else none
    return BarrierSearch(
        objective,
        tuple(tradeoff),
        chosen,
        best_bytes,
        everything.proven_optimal,
        plan or none,
        made[0],
    )


def _undominated(
    useful: list[int], pairs: Sequence[BarrierPair], costs: Sequence[tuple[int, int]]
) -> list[int]:
    """Sites no other site dominates (in every clause it is in, and no more costly)."""
    member: dict[int, set[tuple[int, int]]] = {s: set() for s in useful}
    for i, p in enumerate(pairs):
        for j, c in enumerate(p.clauses):
            for s in c:
                member[s].add((i, j))
    kept: list[int] = []
    for s in useful:
        dominated = any(
            t != s
            and member[s] <= member[t]
            and costs[t] <= costs[s]
            and (member[s] != member[t] or costs[t] < costs[s] or t < s)
            for t in useful
        )
        if not dominated:
            kept.append(s)
    return kept


def _curve(
    candidates: list[int],
    best_bytes: int,
    costs: Sequence[tuple[int, int]],
    plan_of: Callable[[frozenset[int]], Plan | None],
    max_sets: int,
) -> list[TradeoffPoint]:
    """Best arena for k = 1, 2, ... barriers, until ``best_bytes`` is reached."""
    points: list[TradeoffPoint] = []
    sets_left = max_sets
    previous: tuple[int, ...] = ()
    for k in range(1, len(candidates) + 1):
        best: tuple[int, tuple, tuple[int, ...]] | None = None
        exhaustive = comb(len(candidates), k) <= sets_left
        if exhaustive:
            sets_left -= comb(len(candidates), k)
            pool: Iterable[tuple[int, ...]] = combinations(candidates, k)
        else:
            pool = (tuple(sorted((*previous, s))) for s in candidates if s not in previous)
        for sites in pool:
            plan = plan_of(frozenset(sites))
            if plan is None:
                exhaustive = False
                break
            key = (plan.arena_bytes, _cost_key(costs, sites), sites)
            if best is None or key < best:
                best = key
        if best is None:
            break
        previous = best[2]
        points.append(TradeoffPoint(k, best[2], best[0], exhaustive))
        if best[0] <= best_bytes:
            break
    return points


def _pruned(
    candidates: list[int],
    best_bytes: int,
    costs: Sequence[tuple[int, int]],
    pairs: Sequence[BarrierPair],
    fixed: Sequence[tuple[str, str]],
    items: Sequence[Item],
    clique_hints: Sequence[Sequence[str]],
    node_budget: int | None,
) -> TradeoffPoint:
    """When the budget ran out before the curve reached ``best_bytes``: every candidate, then each
    dropped in turn (the costliest first) wherever the arena stays ``best_bytes``: a set that
    reaches the best arena and holds no barrier that buys nothing (one plan per candidate)."""
    kept = list(candidates)
    for site in sorted(candidates, key=lambda s: (costs[s], s), reverse=True):
        trial = frozenset(kept) - {site}
        left = [*fixed, *(p.names for p in pairs if not all(c & trial for c in p.clauses))]
        if plan_arena(list(items), left, clique_hints=clique_hints, node_budget=node_budget).arena_bytes <= best_bytes:
            kept.remove(site)
    return TradeoffPoint(len(kept), tuple(sorted(kept)), best_bytes, False)


def _choose(tradeoff: list[TradeoffPoint], objective: str, score: Callable[[int], tuple] | None) -> TradeoffPoint:
    if objective == Objective.OCCUPANCY and score is not None:
        top = max(score(p.arena_bytes) for p in tradeoff)
        if score(tradeoff[0].arena_bytes) >= top:
            return tradeoff[0]
        return next(p for p in tradeoff if score(p.arena_bytes) >= top)
    least = min(p.arena_bytes for p in tradeoff)
    return next(p for p in tradeoff if p.arena_bytes == least)


__all__ = ["BarrierPair", "BarrierSearch", "Objective", "TradeoffPoint", "search_barriers", "MAX_PLANS", "MAX_SETS"]
