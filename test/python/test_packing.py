"""Tests of the arena planner (passes/planner/packing.py)."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from smem_opt.passes.planner import packing
from smem_opt.passes.planner import cliques as planner_cliques
from smem_opt.passes.planner import exact as planner_exact
from smem_opt.passes.planner import greedy as planner_greedy
from smem_opt.passes.planner.packing import Item, Plan, check_plan, max_weight_clique, plan_arena

# ------------------------------------------------------------------------------------------------
# helpers
# ------------------------------------------------------------------------------------------------


def interval_conflicts(spans: dict[str, tuple[int, int]]) -> list[tuple[str, str]]:
    """Conflict pairs of half-open live ranges [start, end) that overlap."""
    names = sorted(spans)
    return [
        (a, b)
        for a, b in itertools.combinations(names, 2)
        if spans[a][0] < spans[b][1] and spans[b][0] < spans[a][1]
    ]


def brute_force_arena(items: list[Item], conflicts: list[tuple[str, str]]) -> int:
    """The smallest arena any valid placement reaches, by exhaustive search whose cost does not
    depend on the sizes or alignments drawn (at most n!^2 steps for n items).

    Why it is exact: push every item of an optimal placement down, one alignment step at a time,
    while it conflicts with nothing; the arena does not grow, and at the end each item sits at 0 or
    at ``align_up(end of an item below it, its alignment)``. Placing items in the order of their
    offsets (ties by index), each offset is then one of those candidates given the items placed
    before it, so a search over such orders and candidates meets that placement. Independent of
    the planner's rules.
    """
    idx = {it.name: i for i, it in enumerate(items)}
    adj = [set() for _ in items]
    for a, b in conflicts:
        adj[idx[a]].add(idx[b])
        adj[idx[b]].add(idx[a])
    size = [it.size for it in items]
    align = [it.align for it in items]
    live = [i for i in range(len(items)) if size[i] > 0]
    best = sum(size[i] for i in live)  # everything stacked is always valid (aligned tops may add)
    best = max(best, _stacked(live, size, align))
    pos: dict[int, int] = {}

    def search(height: int, last: tuple[int, int]) -> None:
        nonlocal best
        if height >= best:
            return
        if len(pos) == len(live):
            best = height
            return
        for i in live:
            if i in pos:
                continue
            candidates = {0} | {-(-(pos[j] + size[j]) // align[i]) * align[i] for j in pos}
            for o in sorted(candidates):
                if (o, i) <= last:  # placements come in the order of (offset, index)
                    continue
                if all(j not in pos or pos[j] + size[j] <= o or o + size[i] <= pos[j] for j in adj[i]):
                    pos[i] = o
                    search(max(height, o + size[i]), (o, i))
                    del pos[i]

    search(0, (-1, -1))
    return best


def _stacked(order: list[int], size: list[int], align: list[int]) -> int:
    """The arena of the items stacked in ``order`` at aligned offsets (always valid)."""
    top = 0
    for i in order:
        top = -(-top // align[i]) * align[i] + size[i]
    return top


def assert_valid(items, conflicts, plan: Plan) -> None:
    assert check_plan(items, conflicts, plan.offsets) == []
    assert set(plan.offsets) == {it.name for it in items}
    assert plan.arena_bytes == max((plan.offsets[it.name] + it.size for it in items), default=0)
    assert plan.lower_bound <= plan.arena_bytes
    # The reported clique really is a clique of that weight.
    conf = {frozenset(p) for p in conflicts}
    sizes = {it.name: it.size for it in items}
    clique = plan.lower_bound_clique
    assert list(clique) == sorted(clique)
    for a, b in itertools.combinations(clique, 2):
        assert frozenset((a, b)) in conf
    assert sum(sizes[x] for x in clique) == plan.lower_bound
    if plan.arena_bytes == plan.lower_bound:
        assert plan.proven_optimal


def random_interval_instance(rng: random.Random, n: int, horizon: int, max_len: int, sizes):
    spans = {}
    items = []
    for i in range(n):
        start = rng.randrange(horizon)
        spans[f"b{i}"] = (start, start + rng.randint(1, max_len))
        items.append(Item(f"b{i}", rng.choice(sizes), 16))
    return items, interval_conflicts(spans), spans


# ------------------------------------------------------------------------------------------------
# basics and validation
# ------------------------------------------------------------------------------------------------


def test_empty():
    plan = plan_arena([], [])
    assert plan.offsets == {} and plan.arena_bytes == 0 and plan.alignment == 1
    assert plan.unshared_bytes == 0 and plan.lower_bound == 0 and plan.proven_optimal


def test_no_conflicts_and_zero_size():
    items = [Item("a", 64, 16), Item("b", 32, 16), Item("z", 0, 16)]
    plan = plan_arena(items, [("a", "z"), ("b", "z")])
    assert plan.offsets == {"a": 0, "b": 0, "z": 0}
    assert plan.arena_bytes == 64 and plan.unshared_bytes == 96
    assert plan.proven_optimal and plan.method == "exact"


def test_all_conflicting_is_stacked():
    items = [Item(f"x{i}", 16 * (i + 1), 16) for i in range(5)]
    conflicts = list(itertools.combinations([it.name for it in items], 2))
    plan = plan_arena(items, conflicts)
    assert_valid(items, conflicts, plan)
    assert plan.arena_bytes == plan.lower_bound == plan.unshared_bytes == 16 * 15
    assert plan.proven_optimal


@pytest.mark.parametrize(
    "items, conflicts",
    [
        ([Item("a", 16, 16)], [("a", "a")]),
        ([Item("a", 16, 16)], [("a", "b")]),
        ([Item("a", 16, 16), Item("a", 32, 16)], []),
        ([Item("a", -1, 16)], []),
        ([Item("a", 16, 12)], []),
        ([Item("a", 16, 0)], []),
    ],
)
def test_invalid_input(items, conflicts):
    with pytest.raises(ValueError):
        plan_arena(items, conflicts)


def test_check_plan_reports_problems():
    items = [Item("a", 32, 16), Item("b", 32, 16)]
    assert check_plan(items, [("a", "b")], {"a": 0, "b": 32}) == []
    assert check_plan(items, [("a", "b")], {"a": 0, "b": 16})  # overlap
    assert check_plan(items, [], {"a": 0, "b": 8})  # misaligned
    assert check_plan(items, [], {"a": 0})  # missing
    assert check_plan(items, [], {"a": -16, "b": 0})  # negative


# ------------------------------------------------------------------------------------------------
# exactness
# ------------------------------------------------------------------------------------------------


def test_exact_matches_brute_force_on_small_instances():
    rng = random.Random(20240601)
    for _ in range(250):
        n = rng.randint(1, 7)
        items = []
        for i in range(n):
            align = rng.choice([1, 1, 2, 4])
            items.append(Item(f"x{i}", align * rng.randint(0, 5), align))
        density = rng.choice([0.3, 0.6, 0.9])
        conflicts = [
            (a.name, b.name) for a, b in itertools.combinations(items, 2) if rng.random() < density
        ]
        plan = plan_arena(items, conflicts)
        assert_valid(items, conflicts, plan)
        assert plan.method == "exact" and plan.proven_optimal
        assert plan.arena_bytes == brute_force_arena(items, conflicts)


def test_search_rules_are_complete_without_good_incumbent():
    """The branch and bound alone, started from a useless incumbent, finds the true optimum."""
    rng = random.Random(7)
    for _ in range(100):
        n = rng.randint(2, 6)
        items = [Item(f"x{i}", rng.randint(1, 5), 1) for i in range(n)]
        items += [Item(f"t{i}", items[0].size, 1) for i in range(rng.randint(0, 2))]  # twins
        conflicts = [
            (a.name, b.name) for a, b in itertools.combinations(items, 2) if rng.random() < 0.6
        ]
        g = packing._Graph(items, conflicts)
        for members in g.components():
            comp = packing._Comp(g, members)
            if comp.n < 2:
                continue
            cliques = planner_cliques.maximal_cliques(comp.n, comp.adj, 256)
            bnb = planner_exact.BranchAndBound(comp, planner_cliques.prune_cliques(cliques, comp.size))
            val, pos, status, _ = bnb.run(10**9, [0] * comp.n, 0, 10**7)
            names = {g.names[v] for v in members}
            sub = [it for it in items if it.name in names]
            sub_conf = [(a, b) for a, b in conflicts if a in names]
            offsets = {g.names[v]: pos[i] for i, v in enumerate(members)}
            assert status == "optimal"
            assert check_plan(sub, sub_conf, offsets) == []
            assert val == brute_force_arena(sub, sub_conf)


def test_exact_beats_largest_first_greedy():
    # Path b - a - d - c (live ranges a:[3,7) b:[4,7) c:[0,2) d:[0,4)).
    items = [Item("a", 32, 16), Item("b", 64, 16), Item("c", 64, 16), Item("d", 32, 16)]
    conflicts = [("a", "b"), ("a", "d"), ("c", "d")]
    g = packing._Graph(items, conflicts)
    comp = packing._Comp(g, g.components()[0])
    greedy_arena, _ = planner_greedy.first_fit(list(range(comp.n)), comp.size, comp.align, comp.nbrs)
    plan = plan_arena(items, conflicts)
    assert_valid(items, conflicts, plan)
    assert greedy_arena == 128
    assert plan.arena_bytes == plan.lower_bound == 96 < greedy_arena
    assert plan.proven_optimal


def test_triton_multi_color():
    """Triton's test/Analysis/test-allocation.mlir @multi_color, as a packing instance.

    Shared buffers (bytes) and live ranges over the op sequence of the function (def .. last use,
    inclusive; unused values live only at their definition; convert_layout scratch only at its op):
      cst 64 [0,5]   cst_0 32 [1,15]   cst_1 128 [2,19]   scratch0 1152 [4,4]   cst_3 128 [6,6]
      scratch1 1152 [8,8]   cst_4 256 [9,20]   cst_5 64 [10,12]   cst_6 512 [13,13]
      cst_7 128 [14,23]   cst_8 512 [16,16]   cst_9 32 [17,17]   cst_10 512 [18,18]
      scratch2 1152 [21,21]
    Triton's allocator reports 2656 bytes; the heaviest live set ({cst, cst_0, cst_1, scratch0} at
    op 4) is 1376 bytes, and the planner reaches it.
    """
    spec = {
        "cst": (64, 0, 5),
        "cst_0": (32, 1, 15),
        "cst_1": (128, 2, 19),
        "scratch0": (1152, 4, 4),
        "cst_3": (128, 6, 6),
        "scratch1": (1152, 8, 8),
        "cst_4": (256, 9, 20),
        "cst_5": (64, 10, 12),
        "cst_6": (512, 13, 13),
        "cst_7": (128, 14, 23),
        "cst_8": (512, 16, 16),
        "cst_9": (32, 17, 17),
        "cst_10": (512, 18, 18),
        "scratch2": (1152, 21, 21),
    }
    items = [Item(name, size, 16) for name, (size, _, _) in spec.items()]
    spans = {name: (lo, hi + 1) for name, (_, lo, hi) in spec.items()}
    conflicts = interval_conflicts(spans)
    live_sets = [[x for x, (lo, hi) in spans.items() if lo <= t < hi] for t in range(24)]
    plan = plan_arena(items, conflicts, clique_hints=live_sets)
    assert_valid(items, conflicts, plan)
    assert plan.lower_bound == 1376
    assert plan.lower_bound_clique == ("cst", "cst_0", "cst_1", "scratch0")
    assert plan.arena_bytes == 1376 < 2656
    assert plan.proven_optimal and plan.method == "exact"
    # Without hints the bound is the same (interval graphs are chordal: exact clique).
    assert max_weight_clique(items, conflicts) == (1376, plan.lower_bound_clique)


# ------------------------------------------------------------------------------------------------
# alignment
# ------------------------------------------------------------------------------------------------


def test_alignment_equal():
    items = [Item("a", 16, 16), Item("b", 16, 16), Item("c", 16, 16)]
    conflicts = [("a", "b"), ("b", "c"), ("a", "c")]
    plan = plan_arena(items, conflicts)
    assert_valid(items, conflicts, plan)
    assert sorted(plan.offsets.values()) == [0, 16, 32]
    assert plan.alignment == 16 and plan.arena_bytes == 48


def test_alignment_mixed():
    # 3 x f16 rounded up by the caller to its 8-byte alignment, next to 16- and 128-aligned ones.
    items = [Item("h", 8, 8), Item("x", 24, 8), Item("y", 16, 16), Item("big", 128, 128)]
    conflicts = list(itertools.combinations([it.name for it in items], 2))
    plan = plan_arena(items, conflicts)
    assert_valid(items, conflicts, plan)
    for it in items:
        assert plan.offsets[it.name] % it.align == 0
    assert plan.alignment == 128
    assert plan.arena_bytes == 176 == plan.unshared_bytes  # all conflict: dense stacking exists


# ------------------------------------------------------------------------------------------------
# properties
# ------------------------------------------------------------------------------------------------


@st.composite
def instances(draw, max_items=10):
    n = draw(st.integers(0, max_items))
    mixed = draw(st.booleans())
    items = []
    for i in range(n):
        align = draw(st.sampled_from([1, 2, 4, 8, 16, 64])) if mixed else 16
        size = align * draw(st.integers(0, 6)) if mixed else 16 * draw(st.integers(0, 8))
        items.append(Item(f"n{i}", size, align))
    if draw(st.booleans()):
        spans = {}
        for it in items:
            start = draw(st.integers(0, 12))
            spans[it.name] = (start, start + draw(st.integers(1, 6)))
        conflicts = interval_conflicts(spans)
    else:
        pairs = list(itertools.combinations([it.name for it in items], 2))
        mask = draw(st.lists(st.booleans(), min_size=len(pairs), max_size=len(pairs)))
        conflicts = [p for p, keep in zip(pairs, mask) if keep]
    return items, conflicts


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(instances(), st.randoms(use_true_random=False))
def test_plan_properties(inst, rnd):
    items, conflicts = inst
    plan = plan_arena(items, conflicts)
    assert_valid(items, conflicts, plan)
    # Never worse than giving every buffer its own range: with sizes that are multiples of their
    # power-of-two aligns, stacking in decreasing align order is always feasible at sum of sizes.
    assert plan.arena_bytes <= plan.unshared_bytes
    assert plan.alignment == max((it.align for it in items), default=1)
    if len(items) <= 10:
        assert plan.method == "exact"
    # Order independence: permute items, conflicts and the orientation of each pair.
    items2 = list(items)
    rnd.shuffle(items2)
    conflicts2 = [(b, a) if rnd.random() < 0.5 else (a, b) for a, b in conflicts]
    rnd.shuffle(conflicts2)
    plan2 = plan_arena(items2, conflicts2)
    assert plan2 == plan
    assert plan_arena(items, conflicts) == plan  # reruns are identical


@settings(max_examples=40, deadline=None)
@given(instances(max_items=40))
def test_heuristic_path_properties(inst):
    items, conflicts = inst
    plan = plan_arena(items, conflicts, exact_limit=0)
    assert_valid(items, conflicts, plan)
    assert plan.arena_bytes <= plan.unshared_bytes


@settings(max_examples=60, deadline=None)
@given(instances(max_items=12), st.randoms(use_true_random=False))
def test_clique_hints_do_not_change_validity(inst, rnd):
    items, conflicts = inst
    names = [it.name for it in items]
    hints = [rnd.sample(names, min(len(names), rnd.randint(1, 4))) for _ in range(3)] if names else []
    plan = plan_arena(items, conflicts, clique_hints=hints)  # hints need not be cliques
    assert_valid(items, conflicts, plan)
    # Small graphs get an exact clique either way, so hints cannot change the bound.
    assert plan.lower_bound == plan_arena(items, conflicts).lower_bound


# ------------------------------------------------------------------------------------------------
# scale
# ------------------------------------------------------------------------------------------------


def test_24_item_interval_instances_are_exact():
    # Measured: about 3 ms on average, under 0.1 s at worst, all proven optimal.
    rng = random.Random(11)
    sizes = [128, 256, 512, 1024, 1152, 2048, 4096, 4608, 8192]
    for _ in range(20):
        items, conflicts, _ = random_interval_instance(rng, 24, 24, 8, sizes)
        plan = plan_arena(items, conflicts)
        assert_valid(items, conflicts, plan)
        assert plan.method == "exact" and plan.proven_optimal


def test_24_item_dense_instances_are_exact():
    # Dense random graphs (edge probability 0.9), measured at a few ms each.
    rng = random.Random(5)
    for _ in range(10):
        items = [Item(f"d{i}", 16 * rng.randint(1, 64), 16) for i in range(24)]
        conflicts = [
            (a.name, b.name) for a, b in itertools.combinations(items, 2) if rng.random() < 0.9
        ]
        plan = plan_arena(items, conflicts)
        assert_valid(items, conflicts, plan)
        assert plan.method == "exact" and plan.proven_optimal


def test_node_budget_keeps_a_valid_plan():
    rng = random.Random(3)
    items = [Item(f"d{i}", 16 * rng.randint(1, 64), 16) for i in range(24)]
    conflicts = [(a.name, b.name) for a, b in itertools.combinations(items, 2) if rng.random() < 0.5]
    plan = plan_arena(items, conflicts, node_budget=200)
    assert_valid(items, conflicts, plan)
    assert plan.method == "exact"
    assert plan_arena(items, conflicts, node_budget=200) == plan


def test_2000_item_interval_instance_heuristic():
    # Measured: about 1.5 s, arena within 3% of the clique bound on such instances.
    rng = random.Random(0)
    spans = {}
    items = []
    for i in range(2000):
        start = rng.randrange(4000)
        spans[f"b{i}"] = (start, start + rng.randint(1, 120))
        items.append(Item(f"b{i}", 16 * rng.choice([1, 2, 4, 8, 16, 32, 64, 72, 128, 256]), 16))
    order = sorted(spans, key=lambda x: spans[x])
    conflicts = []
    for k, a in enumerate(order):
        for b in order[k + 1 :]:
            if spans[b][0] >= spans[a][1]:
                break
            conflicts.append((a, b))
    plan = plan_arena(items, conflicts)
    assert check_plan(items, conflicts, plan.offsets) == []
    assert plan.method == "heuristic"
    assert plan.lower_bound <= plan.arena_bytes <= 1.05 * plan.lower_bound
    assert plan.arena_bytes < plan.unshared_bytes / 10
