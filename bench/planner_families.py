"""Generated packing instances for the planner benchmark: three families, seeded.

Each generator returns ``(items, conflicts)`` for ``passes.planner.packing.plan_arena`` and depends only on
``(n, seed)``. Sizes are multiples of 16 bytes, half of them tile-like (128 B .. 16 KiB, with a few
odd multiples such as 1152 or 4608), half arbitrary (64 B .. 8 KiB); alignment 16.

* ``interval``: straight-line live ranges: each buffer lives over a random range of a program of
  ``2n`` points (an interval graph).
* ``loop``: a program of ``n / 10`` loops one after the other, 24 points each; a buffer used
  across a loop's iterations lives over the whole loop, a wrap-around buffer (written late in an
  iteration, read early in the next) over the start and the end of its loop but not the middle,
  others over a stretch of one body or from one loop into a later one. Wrap-around buffers make
  the graph circular-arc-like and generally non-chordal.
* ``dense``: an Erdos-Renyi graph with edge probability 0.5 .. 0.9 (buffers that mostly must not
  share, e.g. when barriers are missing).
"""

from __future__ import annotations

import itertools
import random

from smem_opt.passes.planner.packing import Item

FAMILIES = ("interval", "loop", "dense")
SIZES = (8, 16, 24, 32, 48, 64, 100, 150, 200)
SEEDS = {8: 6, 16: 6, 24: 6, 32: 6, 48: 6, 64: 6, 100: 4, 150: 4, 200: 4}

_UNITS = (8, 16, 24, 32, 64, 72, 128, 256, 288, 512, 1024)


def _sizes(rng: random.Random, n: int) -> list[Item]:
    """Half tile-like sizes, half arbitrary multiples of 16 (64 B .. 8 KiB)."""
    return [
        Item(f"b{i}", 16 * (rng.choice(_UNITS) if rng.random() < 0.5 else rng.randint(4, 512)), 16)
        for i in range(n)
    ]


def _from_sets(items: list[Item], live: list[set[int]]) -> list[tuple[str, str]]:
    return [
        (items[a].name, items[b].name)
        for a, b in itertools.combinations(range(len(items)), 2)
        if live[a] & live[b]
    ]


def interval(n: int, seed: int):
    rng = random.Random(f"interval-{n}-{seed}")
    items = _sizes(rng, n)
    points = 2 * n
    live = []
    for _ in items:
        start = rng.randrange(points)
        length = 1 + rng.randrange(max(2, n // 2))
        live.append(set(range(start, min(points, start + length))))
    return items, _from_sets(items, live)


def loop(n: int, seed: int):
    rng = random.Random(f"loop-{n}-{seed}")
    items = _sizes(rng, n)
    body = 24
    loops = [(k * body, (k + 1) * body) for k in range(max(1, n // 10))]
    live = []
    for _ in items:
        lo, hi = rng.choice(loops)
        kind = rng.random()
        if kind < 0.1:  # live from one loop into a later one
            lo2, hi2 = rng.choice(loops)
            a, b = sorted((rng.randrange(lo, hi), rng.randrange(lo2, hi2)))
            live.append(set(range(a, b + 1)))
        elif kind < 0.25:  # loop-carried: live over the whole loop
            live.append(set(range(lo, hi)))
        elif kind < 0.55:  # wrap-around: end of one iteration to the start of the next
            cut1 = rng.randrange(lo, hi - 1)
            cut2 = rng.randrange(cut1 + 1, hi)
            live.append(set(range(lo, cut1 + 1)) | set(range(cut2, hi)))
        else:  # straight-line use inside the loop body
            start = rng.randrange(lo, hi)
            live.append(set(range(start, min(hi, start + 1 + rng.randrange(body // 2)))))
    return items, _from_sets(items, live)


def dense(n: int, seed: int):
    rng = random.Random(f"dense-{n}-{seed}")
    items = _sizes(rng, n)
    p = 0.5 + 0.4 * rng.random()
    conflicts = [
        (a.name, b.name) for a, b in itertools.combinations(items, 2) if rng.random() < p
    ]
    return items, conflicts


GENERATORS = {"interval": interval, "loop": loop, "dense": dense}


def instances():
    """Every (family, n, seed) of the benchmark."""
    for family in FAMILIES:
        for n in SIZES:
            for seed in range(SEEDS[n]):
                yield family, n, seed
