"""Properties of smem-coalesce over generated structured kernels (hypothesis):

- the rewritten kernel passes the independent checker (smem-verify-plan);
- LB <= arena <= bytes without reuse;
- the plan does not depend on the order of the allocs;
- a second run changes nothing.
"""

from __future__ import annotations

import os
import random

from generators.gen import kernels
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from smem_opt.passes.analysis.kernels import find_kernels
from smem_opt.passes.rewrite.smem_coalesce import SmemCoalescePass
from smem_opt.passes.verify.verify_plan import SmemVerifyPlanPass
from smem_opt.smem_dialect.smem import attr_names as names
from smem_opt.tools.smem_opt import build_context, parse_module, print_module

EXAMPLES = int(os.environ.get("SMEM_PROPERTY_EXAMPLES", "30"))
SETTINGS = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def coalesce(text: str, shuffle_seed: int | None = None):
    ctx = build_context()
    module = parse_module(ctx, text, "gen.mlir")
    if shuffle_seed is not None:
        _hoist_allocs(module, random.Random(shuffle_seed))
    SmemCoalescePass().apply(ctx, module)
    module.verify()
    SmemVerifyPlanPass().apply(ctx, module)
    (kernel,) = find_kernels(module)
    attrs = kernel.op.attributes
    figures = {k: attrs[k].value.data for k in (names.ARENA_BYTES, names.LOWER_BOUND, names.UNSHARED_BYTES) if k in attrs}
    return ctx, module, figures


def _hoist_allocs(module, rng: random.Random) -> None:
    """Move every alloc to the top of its block, in a random order. An alloc is
    not an access, so this changes no lifetime: only the declaration order."""
    blocks = {}
    for op in module.walk():
        if op.name == "smem.alloc" and not op.operands:
            blocks.setdefault(op.parent_block(), []).append(op)
    for block, allocs in blocks.items():
        rng.shuffle(allocs)
        for op in allocs:
            op.detach()
        first = block.first_op
        for op in allocs:
            block.insert_op_before(op, first)


@SETTINGS
@given(kernels())
def test_plan_verifies_and_is_bounded(text: str) -> None:
    _, _, figures = coalesce(text)
    if not figures:
        return  # no buffers
    assert figures[names.LOWER_BOUND] <= figures[names.ARENA_BYTES] <= figures[names.UNSHARED_BYTES]


@SETTINGS
@given(kernels())
def test_alloc_order_does_not_matter(text: str) -> None:
    _, _, base = coalesce(text, shuffle_seed=0)
    for seed in (1, 2):
        _, _, other = coalesce(text, shuffle_seed=seed)
        assert other == base


@SETTINGS
@given(kernels())
def test_second_run_changes_nothing(text: str) -> None:
    ctx, module, _ = coalesce(text)
    once = print_module(module)
    SmemCoalescePass().apply(ctx, module)
    assert print_module(module) == once


@settings(max_examples=max(5, EXAMPLES // 3), deadline=None)
@given(
    st.integers(min_value=6, max_value=40),
    st.integers(min_value=0, max_value=10_000),
    st.sampled_from([0.5, 0.9, 1.0]),
)
def test_larger_phase_kernels(n_buffers: int, seed: int, barrier_prob: float) -> None:
    """Kernels with tens of buffers (bench's generator): verified, bounded, and
    independent of declaration order."""
    from bench.kernels.random_gen import generate

    text = generate(n_buffers, seed, barrier_prob=barrier_prob)
    _, _, figures = coalesce(text)
    assert figures[names.LOWER_BOUND] <= figures[names.ARENA_BYTES] <= figures[names.UNSHARED_BYTES]
    _, _, shuffled = coalesce(text, shuffle_seed=seed)
    assert shuffled == figures


def _check_pruning_keeps_every_conflict(text: str) -> None:
    from itertools import combinations

    from smem_opt.passes.analysis.conflicts import analyze_kernel, pair_conflict

    module = parse_module(build_context(), text, "gen.mlir")
    for kernel in find_kernels(module):
        an = analyze_kernel(kernel)
        every = {
            frozenset((x, y))
            for x, y in combinations([b for b in kernel.buffers if not b.is_dynamic], 2)
            if pair_conflict(an, x, y)[0] is not None
        }
        assert set(an.edges) == every


@SETTINGS
@given(kernels())
def test_pair_pruning_keeps_every_conflict(text: str) -> None:
    _check_pruning_keeps_every_conflict(text)


def test_pair_pruning_keeps_every_conflict_on_phase_kernels() -> None:
    from bench.kernels.random_gen import generate

    for seed in range(8):
        for prob in (0.3, 0.9):
            _check_pruning_keeps_every_conflict(generate(20 + seed, seed, barrier_prob=prob))
