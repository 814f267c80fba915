"""Arena planner: packs shared-memory buffers into one byte arena.

This module is the planner's interface and owns the packing problem of design section 4. It knows
no IR: the input is a list of :class:`Item` (name, size in bytes, alignment) and a conflict graph
(pairs of names that must occupy disjoint byte ranges); the output is a :class:`Plan` (one offset
per item, the arena size, the lower bound, a certified bound on the optimum and how the plan was
found). The searches live beside it: ``planner_cliques`` (lower bounds), ``planner_greedy``
(first fit), ``planner_canonical`` (canonical decision search) and ``planner_exact`` (branch and
bound).

Objective: minimise ``arena_bytes = max(offset + size)`` subject to conflicting items occupying
disjoint byte ranges and every offset being a multiple of its item's alignment.

Canonical form (determinism, order independence)
------------------------------------------------
Nonzero items are sorted by ``(-size, -align, -degree, -sum of neighbour sizes, name)``; every
later step works on positions in that order and breaks ties by position, never by input order.
Names are unique, so the order is a function of the instance alone: permuting ``items``,
``conflicts`` or ``clique_hints`` gives the same plan, and reruns are identical. No step looks at
wall-clock time; every search is bounded by node counts. Zero-size items get offset 0 and take no
further part. Items without conflicts get offset 0. Connected components of the conflict graph are
independent (the arena is the maximum over components) and are planned separately, heaviest
lower bound first.

Lower bound
-----------
The heaviest clique of the conflict graph (``planner_cliques``): exact on chordal components
(interval graphs, i.e. straight-line live ranges, are chordal) and on moderate ones, else the best
clique found; the caller's ``clique_hints`` are verified (thinned to cliques) and used as
candidates. Only verified cliques are reported, so the bound is always valid.

Per component
-------------
1. Incumbent: largest-first first fit with squeaky-wheel improvement (``planner_greedy``).
2. Components with at most ``exact_limit`` items are searched exactly, sharing one node budget
   (``node_budget``, by default :func:`default_node_budget`) over the whole call:

   * chordal components by the canonical decision search (``planner_canonical``): the lower
     bound first, then a descent from the best plan; its maximal cliques (the sections of an
     interval graph) drive the inference;
   * other components by the branch and bound (``planner_exact``), which descends from the
     incumbent; beyond ``BNB_LIMIT`` items the canonical search (with the cliques found) first
     spends half of the budget, and the branch and bound continues from its plan.

   A search stops at the target (the lower bound, the arena already fixed by earlier
   components, or the caller's ``target_bytes`` if larger), when it has proven its best plan optimal, or when the budget is spent.
3. ``certified_bound`` is the largest size proven necessary: the clique bound, raised by every
   size a complete search proved infeasible, and equal to the arena when a search proved the plan
   optimal. ``proven_optimal`` means ``arena_bytes == certified_bound``; otherwise
   ``gap_bytes = arena_bytes - certified_bound`` says how far from optimal the plan may be.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping, Sequence

from smem_opt.passes.planner.canonical import CanonicalSearch, minimise
from smem_opt.passes.planner.cliques import (
    ComponentCliques,
    bits,
    component_cliques,
    maximal_cliques,
    prune_cliques,
)
from smem_opt.passes.planner.exact import BranchAndBound
from smem_opt.passes.planner.greedy import improve_by_first_fit
from smem_opt.passes.planner.search_status import SearchStatus
from smem_opt.passes.printed_enum import PrintedEnum

__all__ = ["Item", "Plan", "plan_arena", "max_weight_clique", "check_plan", "default_node_budget"]


def default_node_budget(items: int, conflicts: int) -> int:
    """Search nodes a call of :func:`plan_arena` on ``items`` nonzero items with ``conflicts``
    conflicting pairs may spend when the caller names no budget (all components together). A
    node costs time roughly proportional to the neighbours of the item it places, so the default
    shrinks with the average degree: about a second of search at most on the benchmark families
    (bench/planner.py), whatever their size."""
    degree = 2 * conflicts // max(items, 1)
    return max(_MIN_DEFAULT_BUDGET, _DEFAULT_BUDGET_WORK // max(degree, 32))


_DEFAULT_BUDGET_WORK = 300_000
_MIN_DEFAULT_BUDGET = 1_500
DEFAULT_EXACT_LIMIT = 512
"""Components up to this many items are searched exactly by default."""
BNB_LIMIT = 32
"""Non-chordal components up to this many items go to the branch and bound alone."""
# Node budget of the clique branch and bound per component (further limited by its work budget).
_CLIQUE_NODE_BUDGET = 100_000
# Squeaky-wheel rounds of the heuristic: small components get more, large ones fewer.
_IMPROVE_ROUNDS_SMALL = 24
_IMPROVE_ROUNDS_LARGE = 6
_LARGE_COMPONENT = 200
# Maximal cliques enumerated for the searches' bounds on non-chordal components.
_BOUND_CLIQUES = 256


@dataclass(frozen=True)
class Item:
    """One buffer: unique name, size in bytes (already a multiple of align), power-of-two align."""

    name: str
    size: int
    align: int


class PlanMethod(PrintedEnum):
    """How a plan was found: ``exact`` (every component searched to the end or at its bound) or
    ``heuristic`` (some component stopped at its node budget; ``gap_bytes`` says how far off)."""

    EXACT = "exact"
    HEURISTIC = "heuristic"


@dataclass(frozen=True)
class Plan:
    """Result of :func:`plan_arena`."""

    offsets: dict[str, int]
    arena_bytes: int
    alignment: int
    unshared_bytes: int
    lower_bound: int
    lower_bound_clique: tuple[str, ...]
    proven_optimal: bool
    method: PlanMethod
    certified_bound: int
    """Proven lower bound on the optimal arena (>= lower_bound; == arena_bytes when optimal)."""

    @property
    def gap_bytes(self) -> int:
        """How far above the optimum the plan may be (0 when proven optimal)."""
        return self.arena_bytes - self.certified_bound


# --------------------------------------------------------------------------------------------
# Input handling
# --------------------------------------------------------------------------------------------


class _Graph:
    """Validated instance in canonical order (nonzero items only)."""

    def __init__(
        self,
        items: Sequence[Item],
        conflicts: Iterable[tuple[str, str]],
        live_ranges: Mapping[str, tuple[int, int]] | None = None,
    ):
        by_name: dict[str, Item] = {}
        for it in items:
            if not isinstance(it.name, str):
                raise ValueError(f"item name must be a string: {it.name!r}")
            if it.name in by_name:
                raise ValueError(f"duplicate item name {it.name!r}")
            if not isinstance(it.size, int) or it.size < 0:
                raise ValueError(f"item {it.name!r}: size must be an int >= 0, got {it.size!r}")
            if not isinstance(it.align, int) or it.align < 1 or it.align & (it.align - 1):
                raise ValueError(f"item {it.name!r}: align must be a power of two, got {it.align!r}")
            by_name[it.name] = it
        self.by_name = by_name
        adj_names: dict[str, set[str]] = {name: set() for name, it in by_name.items() if it.size > 0}
        for pair in conflicts:
            a, b = pair
            if a not in by_name or b not in by_name:
                raise ValueError(f"conflict ({a!r}, {b!r}) names an unknown item")
            if a == b:
                raise ValueError(f"self-conflict on {a!r}")
            if by_name[a].size == 0 or by_name[b].size == 0:
                continue
            adj_names[a].add(b)
            adj_names[b].add(a)

        def key(name: str):
            it = by_name[name]
            nb = adj_names[name]
            return (-it.size, -it.align, -len(nb), -sum(by_name[x].size for x in nb), name)

        order = sorted(adj_names, key=key)
        self.names = order
        self.index = {name: i for i, name in enumerate(order)}
        self.size = [by_name[x].size for x in order]
        self.align = [by_name[x].align for x in order]
        self.nbrs = [sorted(self.index[y] for y in adj_names[x]) for x in order]
        self.zero_names = sorted(name for name, it in by_name.items() if it.size == 0)
        self.width = None
        if live_ranges is not None:
            for name in live_ranges:
                if name not in by_name:
                    raise ValueError(f"live range of an unknown item {name!r}")
            width = []
            for name in order:
                rng = live_ranges.get(name)
                if rng is None:
                    raise ValueError(f"item {name!r} has no live range")
                lo, hi = rng
                if not isinstance(lo, int) or not isinstance(hi, int) or hi <= lo:
                    raise ValueError(f"item {name!r}: live range must be ints lo < hi, got {rng!r}")
                width.append(hi - lo)
            self.width = width

    def components(self) -> list[list[int]]:
        n = len(self.names)
        seen = [False] * n
        comps = []
        for r in range(n):
            if seen[r]:
                continue
            seen[r] = True
            comp = [r]
            stack = [r]
            while stack:
                v = stack.pop()
                for u in self.nbrs[v]:
                    if not seen[u]:
                        seen[u] = True
                        comp.append(u)
                        stack.append(u)
            comp.sort()
            comps.append(comp)
        return comps

    def hint_sets(self, clique_hints: Iterable[Iterable[str]]) -> list[list[int]]:
        """Hints as sorted lists of canonical indices (zero-size members dropped), deduplicated."""
        out = set()
        for hint in clique_hints:
            idx = []
            for name in hint:
                if name not in self.by_name:
                    raise ValueError(f"clique hint names an unknown item {name!r}")
                if name in self.index:
                    idx.append(self.index[name])
            if idx:
                out.add(tuple(sorted(set(idx))))
        return [list(h) for h in sorted(out)]


class _Comp:
    """One connected component with local indices 0..n-1 (canonical order preserved)."""

    def __init__(self, g: _Graph, members: list[int]):
        self.members = members
        self.width = None if g.width is None else [g.width[v] for v in members]
        loc = {v: i for i, v in enumerate(members)}
        self.loc = loc
        self.n = len(members)
        self.size = [g.size[v] for v in members]
        self.align = [g.align[v] for v in members]
        self.nbrs = [[loc[u] for u in g.nbrs[v]] for v in members]
        self.adj = [0] * self.n
        for i, nb in enumerate(self.nbrs):
            m = 0
            for j in nb:
                m |= 1 << j
            self.adj[i] = m


# --------------------------------------------------------------------------------------------
# Lower bound
# --------------------------------------------------------------------------------------------


def max_weight_clique(
    items: Sequence[Item],
    conflicts: Iterable[tuple[str, str]],
    clique_hints: Iterable[Iterable[str]] = (),
) -> tuple[int, tuple[str, ...]]:
    """Heaviest clique found (weights = sizes): exact on chordal or moderate graphs, else a bound."""
    g = _Graph(items, conflicts)
    hints = g.hint_sets(clique_hints)
    lb, clique, _ = _global_lower_bound(g, [_Comp(g, c) for c in g.components()], hints)
    return lb, clique


def _global_lower_bound(g: _Graph, comps: list[_Comp], hints: list[list[int]]):
    best_w, best_names = 0, ()
    infos: list[ComponentCliques] = []
    for comp in comps:
        if comp.n == 1:
            info = ComponentCliques(comp.size[0], 1, True, [1], [1])
        else:
            info = component_cliques(comp, hints, _CLIQUE_NODE_BUDGET)
        infos.append(info)
        names = tuple(sorted(g.names[comp.members[i]] for i in bits(info.mask)))
        if info.weight > best_w or (info.weight == best_w and info.weight > 0 and names < best_names):
            best_w, best_names = info.weight, names
    return best_w, best_names, infos


# --------------------------------------------------------------------------------------------
# Planning
# --------------------------------------------------------------------------------------------


def plan_arena(
    items: Sequence[Item],
    conflicts: Iterable[tuple[str, str]],
    *,
    clique_hints: Iterable[Iterable[str]] = (),
    exact_limit: int = DEFAULT_EXACT_LIMIT,
    node_budget: int | None = None,
    live_ranges: Mapping[str, tuple[int, int]] | None = None,
    target_bytes: int = 0,
) -> Plan:
    """Pack ``items`` into one arena so that conflicting items are disjoint; see module docs.

    ``live_ranges`` (optional, every item or none): each item's live range ``[lo, hi)`` on some
    program-point scale. The conflict graph stays the only constraint; the ranges' lengths only
    order the canonical search (long-lived items first), which helps on interval instances.
    ``node_budget``: search nodes for the whole call (None: :func:`default_node_budget`).
    ``target_bytes``: an arena the caller is content with (a capacity): the searches stop as soon
    as the plan fits it instead of trying to go lower; 0 (default) asks for the smallest.
    """
    if not isinstance(target_bytes, int) or target_bytes < 0:
        raise ValueError(f"target_bytes must be an int >= 0, got {target_bytes!r}")
    items = list(items)
    g = _Graph(items, conflicts, live_ranges)
    hints = g.hint_sets(clique_hints)
    comps = [_Comp(g, c) for c in g.components()]
    lb, lb_clique, infos = _global_lower_bound(g, comps, hints)

    offsets: dict[str, int] = {name: 0 for name in g.zero_names}
    # Heaviest components first, so that later ones can stop at the arena already fixed.
    work = sorted(range(len(comps)), key=lambda c: (-infos[c].weight, comps[c].members[0]))
    arena = 0
    certified = lb  # a proven lower bound on the optimum
    all_exact = True
    if node_budget is None:
        node_budget = default_node_budget(len(g.names), sum(map(len, g.nbrs)) // 2)
    budget = node_budget
    for c in work:
        comp = comps[c]
        info = infos[c]
        if comp.n == 1:
            offsets[g.names[comp.members[0]]] = 0
            arena = max(arena, comp.size[0])
            continue
        target = max(lb, arena, target_bytes)
        rounds = _IMPROVE_ROUNDS_LARGE if comp.n > _LARGE_COMPONENT else _IMPROVE_ROUNDS_SMALL
        val, pos = improve_by_first_fit(comp, target, rounds)
        comp_cert = info.weight
        if comp.n > exact_limit:
            all_exact = False
        elif val > target and budget > 0:
            if info.chordal is not None:
                val, pos, comp_cert, used = minimise(
                    CanonicalSearch(comp, info.chordal), info.weight, target, val, pos, budget
                )
            else:
                masks = info.masks + maximal_cliques(comp.n, comp.adj, _BOUND_CLIQUES)
                cliques = prune_cliques(masks, comp.size)
                used = 0
                if comp.n > BNB_LIMIT:
                    # The clique bound is weaker off chordal graphs: a quarter of the nodes for
                    # trying it, then descend; what is left goes to the branch and bound below.
                    val, pos, comp_cert, used = minimise(
                        CanonicalSearch(comp, cliques), info.weight, target, val, pos,
                        budget // 2, first_share=4,
                    )
                if val > max(target, comp_cert):
                    bnb = BranchAndBound(comp, cliques)
                    val, pos, status, more = bnb.run(val, pos, max(target, comp_cert), budget - used)
                    used += more
                    if status is SearchStatus.OPTIMAL or (status is SearchStatus.TARGET and val <= comp_cert):
                        comp_cert = val
            budget -= used
        elif val <= info.weight:
            comp_cert = val
        certified = max(certified, comp_cert)
        for i, v in enumerate(comp.members):
            offsets[g.names[v]] = pos[i]
        arena = max(arena, val)

    return Plan(
        offsets={name: offsets[name] for name in sorted(offsets)},
        arena_bytes=arena,
        alignment=max((it.align for it in items), default=1),
        unshared_bytes=sum(it.size for it in items),
        lower_bound=lb,
        lower_bound_clique=lb_clique,
        proven_optimal=arena <= certified,
        method=PlanMethod.EXACT if all_exact else PlanMethod.HEURISTIC,
        certified_bound=min(certified, arena),
    )


def check_plan(
    items: Sequence[Item], conflicts: Iterable[tuple[str, str]], offsets: dict[str, int]
) -> list[str]:
    """Problems with ``offsets`` (empty list if valid): overlaps of conflicting items, misaligned,
    negative or missing offsets, unknown names."""
    problems = []
    by_name = {it.name: it for it in items}
    for it in items:
        if it.name not in offsets:
            problems.append(f"{it.name}: no offset")
            continue
        off = offsets[it.name]
        if not isinstance(off, int) or off < 0:
            problems.append(f"{it.name}: bad offset {off!r}")
        elif it.align >= 1 and off % it.align:
            problems.append(f"{it.name}: offset {off} not a multiple of align {it.align}")
    for a, b in conflicts:
        if a not in by_name or b not in by_name:
            problems.append(f"conflict ({a}, {b}) names an unknown item")
            continue
        if a == b:
            problems.append(f"self-conflict on {a}")
            continue
        if a not in offsets or b not in offsets:
            continue
        ia, ib = by_name[a], by_name[b]
        if ia.size == 0 or ib.size == 0:
            continue
        oa, ob = offsets[a], offsets[b]
        if oa < ob + ib.size and ob < oa + ia.size:
            problems.append(
                f"{a} [{oa}, {oa + ia.size}) overlaps conflicting {b} [{ob}, {ob + ib.size})"
            )
    return problems

