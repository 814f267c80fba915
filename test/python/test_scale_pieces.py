"""The pieces that keep the passes near linear in the number of buffers give the answers of the
plain definitions they replace: smem-verify-plan's sweep for overlapping views against comparing
every pair, the live cliques' sweep against scanning every span at every start, and the heap
guard leaves Python's collector as it found it."""

from __future__ import annotations

import gc
import random

import pytest

from smem_opt.passes.heap import input_set_aside
from smem_opt.passes.verify.verify_plan import UNBOUNDED, PlacedView, byte_partners


def _views(rng: random.Random, n: int) -> list[PlacedView]:
    roots = [object(), object()]
    owns = [None, None, None, object(), object()]
    views = []
    for i in range(n):
        offset = None if rng.random() < 0.1 else rng.randrange(0, 64)
        nbytes = rng.choice([None, 0, 1, 4, 8, 16, 32]) if rng.random() < 0.9 else None
        views.append(PlacedView(name=f"v{i}", value=None, view=None, root=rng.choice(roots),  # type: ignore[arg-type]
                                offset=offset, nbytes=nbytes, index=i, own=rng.choice(owns)))  # type: ignore[arg-type]
    return views


def _pairwise(views: list[PlacedView]) -> dict[int, int]:
    found: dict[int, int] = {}
    for a in views:
        for b in views:
            if a is b or a.root is not b.root or a.offset is None or b.offset is None:
                continue
            if a.own is not None and a.own is b.own:
                continue
            end_a = a.offset + (a.nbytes if a.nbytes is not None else UNBOUNDED)
            end_b = b.offset + (b.nbytes if b.nbytes is not None else UNBOUNDED)
            if max(a.offset, b.offset) < min(end_a, end_b):
                found[a.index] = found.get(a.index, 0) | (1 << b.index)
    return found


class _Buffer:
    def __init__(self, index: int):
        self.index = index


@pytest.mark.parametrize("seed", range(200))
def test_overlap_sweep_is_the_pairwise_definition(seed):
    rng = random.Random(seed)
    views = _views(rng, rng.randrange(1, 40))
    assert byte_partners(views) == _pairwise(views)


def test_live_cliques_sweep_is_the_scan():
    from types import SimpleNamespace

    from smem_opt.passes.analysis.conflicts import KernelAnalysis

    rng = random.Random(7)
    for _ in range(100):
        n = rng.randrange(1, 30)
        buffers = [_Buffer(i) for i in range(n)]
        liveness = {}
        for b in buffers:
            lo = rng.randrange(0, 50)
            span = None if rng.random() < 0.1 else (lo, lo + rng.randrange(0, 20))
            liveness[b] = SimpleNamespace(span=span)
        an = SimpleNamespace(liveness=liveness)
        got = KernelAnalysis.live_cliques(an, buffers)  # type: ignore[arg-type]
        spans = [(liveness[b].span, b) for b in buffers if liveness[b].span]
        want = []
        for start, _ in sorted((s[0], b.index) for s, b in spans):
            live = [b for s, b in spans if s[0] <= start <= s[1]]
            if len(live) > 1:
                want.append(live)
        assert got == want


def test_heap_guard_restores_the_collector():
    assert gc.get_freeze_count() == 0 and gc.isenabled()
    with input_set_aside():
        assert gc.get_freeze_count() > 0
        frozen = gc.get_freeze_count()
        with input_set_aside():  # nested: the outer one stays in charge
            assert gc.get_freeze_count() == frozen
        assert gc.get_freeze_count() == frozen
    assert gc.get_freeze_count() == 0 and gc.isenabled()
    gc.disable()
    try:
        with input_set_aside():  # a caller that disabled the collector is left as it was
            assert gc.get_freeze_count() == 0
    finally:
        gc.enable()
