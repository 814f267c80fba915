"""Barrier insertion at the optimum (design §3, insert-barriers).

The search (``passes.planner.barrier_search``, no IR) against brute force over every set of sites on
small random instances: the best arena, the fewest barriers for it, the trade-off entries that say
they were searched exhaustively, and never a chosen barrier that buys nothing. Then the whole path on
generated kernels (``bench.kernels.random_gen``, phases with and without barriers): the prediction
made from hypothetical barriers equals the plan of the rewritten kernel, the plan verifies, and the
live-range bound never exceeds the arena.
"""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from smem_opt.passes.planner.barrier_search import BarrierPair, Objective, search_barriers
from smem_opt.passes.planner.packing import Item, plan_arena


def _arena(items, fixed, pairs, sites) -> int:
    left = [*fixed, *(p.names for p in pairs if not all(c & set(sites) for c in p.clauses))]
    return plan_arena(items, left).arena_bytes


def test_chain_needs_every_barrier_together():
    # A chain of five 1 KiB buffers: pair (i, j) needs one site between them (sites 0..3 sit
    # between consecutive stages). All five at offset 0 takes all four sites.
    items = [Item(f"b{i}", 1024, 16) for i in range(5)]
    pairs = [
        BarrierPair((f"b{i}", f"b{j}"), (frozenset(range(i, j)),)) for i in range(5) for j in range(i + 1, 5)
    ]
    found = search_barriers(items, [], pairs, [(0, k) for k in range(4)])
    assert found.chosen.arena_bytes == 1024 and found.chosen.count == 4
    assert [p.arena_bytes for p in found.tradeoff] == [5120, 3072, 2048, 2048, 1024]
    assert found.minimum_proven and found.optimal_for_allowed


def test_barriers_that_only_help_together():
    # x and y share only when both clauses hold a barrier: one site alone buys nothing.
    items = [Item("x", 4096, 16), Item("y", 4096, 16)]
    found = search_barriers(items, [], [BarrierPair(("x", "y"), (frozenset({0}), frozenset({1})))], [(0, 0), (0, 1)])
    assert [p.arena_bytes for p in found.tradeoff] == [8192, 8192, 4096]
    assert found.chosen.sites == (0, 1)


def test_occupancy_objective_stops_where_the_score_does():
    items = [Item(f"b{i}", 1024, 16) for i in range(3)]
    pairs = [BarrierPair((f"b{i}", f"b{j}"), (frozenset(range(i, j)),)) for i in range(3) for j in range(i + 1, 3)]
    # a score that only tells 3 KiB from less: one barrier (2 KiB) already reaches the best score
    found = search_barriers(items, [], pairs, [(0, 0), (0, 1)], objective=Objective.OCCUPANCY,
                            score=lambda nbytes: (nbytes < 3072,))
    assert found.chosen.count == 1 and found.chosen.arena_bytes == 2048
    unchanged = search_barriers(items, [], pairs, [(0, 0), (0, 1)], objective=Objective.OCCUPANCY,
                                score=lambda nbytes: (True,))
    assert unchanged.chosen.count == 0


@st.composite
def instances(draw):
    n = draw(st.integers(2, 5))
    items = [Item(f"b{i}", draw(st.sampled_from([256, 512, 1024, 2048])), 16) for i in range(n)]
    n_sites = draw(st.integers(1, 4))
    fixed, pairs = [], []
    for i, j in combinations(range(n), 2):
        kind = draw(st.sampled_from(["share", "fixed", "clauses"]))
        if kind == "fixed":
            fixed.append((f"b{i}", f"b{j}"))
        elif kind == "clauses":
            clauses = draw(st.lists(st.frozensets(st.integers(0, n_sites - 1), min_size=1), min_size=1, max_size=3))
            pairs.append(BarrierPair((f"b{i}", f"b{j}"), tuple(clauses)))
    costs = [(draw(st.integers(0, 1)), k) for k in range(n_sites)]
    return items, fixed, pairs, costs, n_sites


@settings(max_examples=60, deadline=None)
@given(instances())
def test_search_matches_brute_force(instance):
    items, fixed, pairs, costs, n_sites = instance
    found = search_barriers(items, fixed, pairs, costs)
    best_by_count: dict[int, int] = {}
    for k in range(n_sites + 1):
        best_by_count[k] = min(_arena(items, fixed, pairs, s) for s in combinations(range(n_sites), k))
    best = min(best_by_count.values())
    fewest = min(k for k, b in best_by_count.items() if b == best)
    assert found.best_bytes == best
    assert found.chosen.arena_bytes == best
    assert found.chosen.count == fewest
    for point in found.tradeoff:
        assert point.arena_bytes == _arena(items, fixed, pairs, point.sites)
        if point.exhaustive:
            assert point.arena_bytes == best_by_count[point.count]
    # never a barrier that buys nothing: dropping any chosen site costs bytes
    for site in found.chosen.sites:
        rest = [s for s in found.chosen.sites if s != site]
        assert _arena(items, fixed, pairs, rest) > found.chosen.arena_bytes


# -- the whole path on generated kernels ----------------------------------------------------------


@pytest.mark.parametrize("seed", range(12))
def test_prediction_equals_the_rewritten_plan(seed):
    from bench.kernels import random_gen
    from smem_opt import parse
    from smem_opt.passes.analysis.kernels import find_kernels
    from smem_opt.passes.kernel_plan import CoalesceOptions
    from smem_opt.passes.barrier_plan import plan_barriers
    from smem_opt.passes.rewrite.barrier_insertion import insert_chosen
    from smem_opt.passes.kernel_plan import plan_kernel
    from smem_opt.passes.verify.verify_plan import verify_kernel
    from smem_opt.passes.rewrite.smem_coalesce import SmemCoalescePass

    text = random_gen.generate(8, seed=seed, barrier_prob=0.4)
    module = parse(text, f"random{seed}.mlir")
    (kernel,) = find_kernels(module)
    options = CoalesceOptions(insert_barriers=True)
    before, info = plan_barriers(kernel, options)
    assert info.search.tradeoff[0].arena_bytes == before.arena_bytes
    assert info.live_lower_bound <= info.predicted_bytes <= before.arena_bytes
    insert_chosen(info)
    after = plan_kernel(kernel, options)
    assert after.arena_bytes <= info.predicted_bytes
    assert after.arena_bytes == info.predicted_bytes, "the model credits what the real analysis credits"
    # and the pass as a whole: the rewritten kernel verifies
    fresh = parse(text, f"random{seed}.mlir")
    (plan,) = SmemCoalescePass(insert_barriers=True).run(fresh)
    assert plan.arena_bytes == info.predicted_bytes
    assert len(plan.inserted_barriers) == info.search.chosen.count
    for k in find_kernels(fresh):
        verify_kernel(k)
