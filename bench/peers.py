"""Peer packing heuristics on the planner's own input (items and a conflict graph).

The usual allocators' placement rules, for comparison with ``passes.planner.packing.plan_arena`` on the
same instances:

* **first fit by size**: items by size (largest first, then name), each at the lowest aligned
  offset where it overlaps none of its already placed conflicting items;
* **best fit by size**: items in the same order, each into the smallest free gap between its
  placed conflicting items that holds it (ties to the lower offset); an item that fits no gap goes
  on top of them.

Both return ``(arena bytes, offsets by name)``; they know nothing but sizes, alignments and the
conflict graph.
"""

from __future__ import annotations

from typing import Iterable, Sequence

from smem_opt.passes.planner.packing import Item


def _occupied(item: Item, nbrs: dict[str, list[str]], offsets: dict[str, int],
              size: dict[str, int]) -> list[tuple[int, int]]:
    return sorted(
        (offsets[m], offsets[m] + size[m]) for m in nbrs[item.name] if m in offsets
    )


def _order(items: Sequence[Item]) -> list[Item]:
    return sorted((it for it in items), key=lambda it: (-it.size, it.name))


def _neighbours(items: Sequence[Item], conflicts: Iterable[tuple[str, str]]):
    nbrs: dict[str, list[str]] = {it.name: [] for it in items}
    for a, b in conflicts:
        nbrs[a].append(b)
        nbrs[b].append(a)
    return nbrs


def _up(x: int, align: int) -> int:
    return -(-x // align) * align


def first_fit_by_size(items: Sequence[Item], conflicts: Iterable[tuple[str, str]]):
    nbrs = _neighbours(items, conflicts)
    size = {it.name: it.size for it in items}
    offsets: dict[str, int] = {}
    for it in _order(items):
        p = 0
        for st, en in _occupied(it, nbrs, offsets, size):
            if en <= p:
                continue
            if st >= p + it.size:
                break
            p = _up(en, it.align)
        offsets[it.name] = p
    return max((offsets[n] + size[n] for n in offsets), default=0), offsets


def best_fit_by_size(items: Sequence[Item], conflicts: Iterable[tuple[str, str]]):
    nbrs = _neighbours(items, conflicts)
    size = {it.name: it.size for it in items}
    offsets: dict[str, int] = {}
    for it in _order(items):
        occ = _occupied(it, nbrs, offsets, size)
        best = None  # (waste, offset)
        cursor = 0
        for st, en in occ:
            p = _up(cursor, it.align)
            if p + it.size <= st:
                waste = st - cursor - it.size
                if best is None or (waste, p) < best:
                    best = (waste, p)
            cursor = max(cursor, en)
        offsets[it.name] = best[1] if best is not None else _up(cursor, it.align)
    return max((offsets[n] + size[n] for n in offsets), default=0), offsets
