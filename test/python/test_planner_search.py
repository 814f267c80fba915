"""Tests of the planner's searches and budget: the canonical search against brute force, a tiling
whose optimum is known by construction, budget exhaustion, certified bounds and live ranges."""

from __future__ import annotations

import dataclasses
import itertools
import random

import pytest
from hypothesis import given, settings

from smem_opt.passes.planner import packing
from smem_opt.passes.planner import cliques as planner_cliques
from smem_opt.passes.planner.packing import Item, check_plan, default_node_budget, plan_arena
from smem_opt.passes.planner.canonical import CanonicalSearch, SearchRules, minimise
from test_packing import brute_force_arena, instances, interval_conflicts


def _components(items, conflicts):
    g = packing._Graph(items, conflicts)
    for members in g.components():
        comp = packing._Comp(g, members)
        if comp.n < 2:
            continue
        names = {g.names[v] for v in members}
        sub = [it for it in items if it.name in names]
        sub_conflicts = [(a, b) for a, b in conflicts if a in names]
        yield g, members, comp, sub, sub_conflicts


@pytest.mark.parametrize("chordal_cliques", [True, False])
def test_canonical_search_matches_brute_force(chordal_cliques):
    """minimise() from a useless incumbent finds and certifies the true optimum, on any graph,
    whether it prunes with all maximal cliques (chordal) or only with greedy ones."""
    rng = random.Random(99 + chordal_cliques)
    checked = 0
    for _ in range(200):
        n = rng.randint(2, 7)
        items = []
        for i in range(n):
            align = rng.choice([1, 1, 2, 4])
            items.append(Item(f"x{i}", align * rng.randint(1, 5), align))
        if chordal_cliques:
            spans = {}
            for it in items:
                start = rng.randrange(8)
                spans[it.name] = (start, start + rng.randint(1, 4))
            conflicts = interval_conflicts(spans)
        else:
            density = rng.choice([0.3, 0.6, 0.9])
            conflicts = [
                (a.name, b.name) for a, b in itertools.combinations(items, 2) if rng.random() < density
            ]
        for g, members, comp, sub, sub_conflicts in _components(items, conflicts):
            info = planner_cliques.component_cliques(comp, [], 10**5)
            if chordal_cliques:
                assert info.chordal is not None
                cliques = info.chordal
            else:
                cliques = planner_cliques.prune_cliques(
                    planner_cliques.greedy_cliques(comp.n, comp.size, comp.adj), comp.size
                )
            search = CanonicalSearch(comp, cliques)
            worst = sum(comp.size) + 1
            val, pos, cert, _ = minimise(search, info.weight, 0, worst, [0] * comp.n, 10**7)
            offsets = {g.names[v]: pos[i] for i, v in enumerate(members)}
            assert check_plan(sub, sub_conflicts, offsets) == []
            assert val == max(offsets[it.name] + it.size for it in sub)
            assert val == cert == brute_force_arena(sub, sub_conflicts)
            checked += 1
    assert checked > 100


RULES = [field.name for field in dataclasses.fields(SearchRules)]


@pytest.mark.parametrize("rule", RULES)
def test_each_pruning_rule_only_prunes(rule):
    """With one rule of the canonical search switched off, every plan is still valid, certified
    optimal and the same size (brute force agrees on the small ones), and the search visits at
    least as many nodes on every instance, more on some: each rule prunes, none decides."""
    rng = random.Random(5)
    off = SearchRules(**{rule: False})
    more = 0
    for _ in range(60):
        n = rng.randint(6, 10)
        items = []
        for i in range(n):
            align = rng.choice([1, 2, 4])
            items.append(Item(f"x{i}", align * rng.randint(1, 9), align))
        density = rng.choice([0.2, 0.4, 0.7])
        conflicts = [(a.name, b.name) for a, b in itertools.combinations(items, 2) if rng.random() < density]
        for g, members, comp, sub, sub_conflicts in _components(items, conflicts):
            info = planner_cliques.component_cliques(comp, [], 10**5)
            cliques = planner_cliques.prune_cliques(
                planner_cliques.greedy_cliques(comp.n, comp.size, comp.adj), comp.size
            )
            results = []
            for rules in (SearchRules(), off):
                search = CanonicalSearch(comp, cliques, rules)
                val, pos, cert, nodes = minimise(search, info.weight, 0, sum(comp.size) + 1, [0] * comp.n, 10**6)
                offsets = {g.names[v]: pos[i] for i, v in enumerate(members)}
                assert check_plan(sub, sub_conflicts, offsets) == []
                assert val == cert
                results.append((val, nodes))
            (val, nodes), (val_off, nodes_off) = results
            assert val == val_off and nodes_off >= nodes
            if comp.n <= 5:
                assert val == brute_force_arena(sub, sub_conflicts)
            more += nodes_off > nodes
    assert more > 0, f"switching off {rule} changed no search"


def test_canonical_search_with_live_ranges_matches_brute_force():
    """With live ranges (range-length preorders; every part of a decomposition ranked afresh)
    the plan is still optimal and certified, on interval graphs small enough for brute force."""
    rng = random.Random(7)
    checked = 0
    for _ in range(100):
        n = rng.randint(3, 7)
        items, spans = [], {}
        for i in range(n):
            align = rng.choice([1, 1, 2, 4])
            items.append(Item(f"x{i}", align * rng.randint(1, 5), align))
            start = rng.randrange(6)
            spans[f"x{i}"] = (start, start + rng.randint(1, 4))
        conflicts = interval_conflicts(spans)
        plan = plan_arena(items, conflicts, live_ranges=spans, node_budget=10**6)
        assert check_plan(items, conflicts, plan.offsets) == []
        assert plan.proven_optimal
        assert plan.arena_bytes == plan.certified_bound == brute_force_arena(items, conflicts)
        checked += 1
    assert checked == 100


def _tiling(seed: int, pieces: int = 38, height: int = 2048, horizon: int = 64):
    """Cut the (time x bytes) rectangle [0, horizon) x [0, height) into ``pieces`` rectangles
    (guillotine cuts, bytes in multiples of 16); each rectangle is a buffer live over its time
    range. Every point in time then has exactly ``height`` bytes live: the optimum is ``height``."""
    rng = random.Random(seed)
    rects = [(0, horizon, 0, height)]
    while len(rects) < pieces:
        rects.sort(key=lambda r: (-(r[1] - r[0]) * (r[3] - r[2]), r))
        t0, t1, m0, m1 = rects.pop(0)
        if t1 - t0 >= 2 and (m1 - m0 < 32 or rng.random() < 0.5):
            c = rng.randrange(t0 + 1, t1)
            rects += [(t0, c, m0, m1), (c, t1, m0, m1)]
        else:
            c = m0 + 16 * rng.randrange(1, (m1 - m0) // 16)
            rects += [(t0, t1, m0, c), (t0, t1, c, m1)]
    rects.sort()
    items = [Item(f"t{i}", m1 - m0, 16) for i, (_, _, m0, m1) in enumerate(rects)]
    spans = {f"t{i}": (t0, t1) for i, (t0, t1, _, _) in enumerate(rects)}
    return items, interval_conflicts(spans), spans


def test_38_buffer_tiling_reaches_its_optimum():
    items, conflicts, spans = _tiling(0)
    assert len(items) == 38
    live = [sum(it.size for it in items if spans[it.name][0] <= t < spans[it.name][1]) for t in range(64)]
    assert set(live) == {2048}  # a tiling: every point has 2048 bytes live
    greedy = plan_arena(items, conflicts, exact_limit=0)
    assert greedy.arena_bytes > 2048  # first fit alone does not find it
    plan = plan_arena(items, conflicts)
    assert check_plan(items, conflicts, plan.offsets) == []
    assert plan.arena_bytes == plan.lower_bound == plan.certified_bound == 2048
    assert plan.proven_optimal and plan.gap_bytes == 0 and plan.method == "exact"


def _dense(n: int, p: float, seed: int):
    rng = random.Random(seed)
    items = [Item(f"d{i}", 16 * rng.randint(1, 64), 16) for i in range(n)]
    conflicts = [(a.name, b.name) for a, b in itertools.combinations(items, 2) if rng.random() < p]
    return items, conflicts


@pytest.mark.parametrize("budget", [0, 1, 10, 300])
def test_budget_exhaustion_keeps_a_valid_plan_and_an_honest_gap(budget):
    for seed in range(3):
        items, conflicts = _dense(40, 0.7, seed)
        plan = plan_arena(items, conflicts, node_budget=budget)
        assert check_plan(items, conflicts, plan.offsets) == []
        assert plan.lower_bound <= plan.certified_bound <= plan.arena_bytes <= plan.unshared_bytes
        assert plan.gap_bytes == plan.arena_bytes - plan.certified_bound
        assert plan.proven_optimal == (plan.gap_bytes == 0)
        assert plan_arena(items, conflicts, node_budget=budget) == plan  # deterministic


def test_certified_bound_rises_above_the_clique_bound_when_search_proves_it():
    # A 5-cycle of equal items: every clique is an edge (LB 2 units) but the cycle needs 3.
    items = [Item(f"c{i}", 16, 16) for i in range(5)]
    conflicts = [(f"c{i}", f"c{(i + 1) % 5}") for i in range(5)]
    plan = plan_arena(items, conflicts)
    assert plan.lower_bound == 32
    assert plan.arena_bytes == plan.certified_bound == 48 and plan.proven_optimal


@settings(max_examples=60, deadline=None)
@given(instances(max_items=12))
def test_certified_bound_is_a_valid_lower_bound(inst):
    items, conflicts = inst
    plan = plan_arena(items, conflicts)
    assert plan.lower_bound <= plan.certified_bound <= plan.arena_bytes
    if len(items) <= 6:
        assert plan.certified_bound <= brute_force_arena(items, conflicts)


def test_live_ranges_order_the_search_but_never_change_validity():
    rng = random.Random(4)
    spans = {}
    items = []
    for i in range(60):
        start = rng.randrange(80)
        spans[f"b{i}"] = (start, start + rng.randint(1, 30))
        items.append(Item(f"b{i}", 16 * rng.randint(1, 200), 16))
    conflicts = interval_conflicts(spans)
    plan = plan_arena(items, conflicts, live_ranges=spans)
    assert check_plan(items, conflicts, plan.offsets) == []
    assert plan.proven_optimal and plan.arena_bytes == plan.lower_bound
    shuffled = list(items)
    rng.shuffle(shuffled)
    assert plan_arena(shuffled, conflicts, live_ranges=dict(reversed(list(spans.items())))) == plan


@pytest.mark.parametrize(
    "ranges",
    [
        {"a": (0, 2)},  # b missing
        {"a": (0, 2), "b": (1, 3), "zz": (0, 1)},  # unknown item
        {"a": (0, 2), "b": (3, 3)},  # empty range
        {"a": (0, 2), "b": (1.0, 3)},  # not ints
    ],
)
def test_live_ranges_are_validated(ranges):
    with pytest.raises(ValueError):
        plan_arena([Item("a", 16, 16), Item("b", 16, 16)], [("a", "b")], live_ranges=ranges)


def test_default_budget_shrinks_with_degree_but_stays_useful():
    degrees = [1, 8, 32, 64, 200, 2000]
    budgets = [default_node_budget(1000, 1000 * d // 2) for d in degrees]
    assert budgets == sorted(budgets, reverse=True)
    assert budgets[-1] > 0 and budgets[2] >= 5000
    assert default_node_budget(0, 0) == budgets[0]


def test_target_bytes_stops_at_a_fitting_plan():
    items, conflicts, _ = _tiling(1)
    loose = plan_arena(items, conflicts, target_bytes=4096)
    assert check_plan(items, conflicts, loose.offsets) == []
    assert loose.arena_bytes <= 4096 and loose.certified_bound == loose.lower_bound == 2048
    # A target at or below the optimum changes nothing: the planner still goes for the optimum.
    assert plan_arena(items, conflicts, target_bytes=1024) == plan_arena(items, conflicts)
    with pytest.raises(ValueError):
        plan_arena(items, conflicts, target_bytes=-1)
