"""Greedy placement: the planner's heuristic and the incumbent its exact searches start from.

Largest-first first fit: items in the component's canonical order (size desc, align desc, degree
desc, neighbour weight desc, name) each go to the lowest aligned offset that avoids their already
placed neighbours. The feasibility check sorts the placed neighbours' intervals and scans the
gaps, so a pass costs O(sum over items of deg log deg). When alignments are mixed, a second pass
orders by alignment first; that pass never exceeds the sum of sizes (each item fits at the running
sum of the sizes before it), so neither does the plan. Improvement is a bounded "squeaky wheel"
loop: the items whose end defines the peak are moved to the front of the order and the pass is
rerun; the best plan seen is kept, and the loop stops on reaching the target or after a fixed
number of rounds.

Components are duck-typed: ``n``, ``size``, ``align``, ``nbrs`` (lists of neighbour indices).
"""

from __future__ import annotations


def lowest_fit(intervals, lo: int, size: int, align: int) -> int:
    """Lowest aligned p >= lo with [p, p+size) disjoint from ``intervals`` (sorted by start)."""
    p = (lo + align - 1) & -align
    for st, en in intervals:
        if en <= p:
            continue
        if st >= p + size:
            break
        p = (en + align - 1) & -align
    return p


def first_fit(order, size, align, nbrs, cutoff=None):
    """Place items in ``order`` at their lowest fit. Returns (arena, offsets) or None at cutoff."""
    pos = [-1] * len(size)
    top = 0
    for i in order:
        si = size[i]
        ivs = [(pos[j], pos[j] + size[j]) for j in nbrs[i] if pos[j] >= 0]
        ivs.sort()
        p = lowest_fit(ivs, 0, si, align[i])
        pos[i] = p
        if p + si > top:
            top = p + si
            if cutoff is not None and top >= cutoff:
                return None
    return top, pos


def greedy_orders(comp) -> list[list[int]]:
    n = comp.n
    orders = [list(range(n))]  # canonical = size desc, align desc, structure, name
    if len(set(comp.align)) > 1:
        orders.append(sorted(range(n), key=lambda i: (-comp.align[i], i)))
    return orders


def improve_by_first_fit(comp, target: int, rounds: int) -> tuple[int, list[int]]:
    """Best first-fit plan over a few orders and squeaky-wheel rounds; stops at ``target``."""
    size, align, nbrs = comp.size, comp.align, comp.nbrs
    best = min((first_fit(order, size, align, nbrs) for order in greedy_orders(comp)), key=lambda res: res[0])
    if best[0] <= target:
        return best
    order = list(range(comp.n))
    cur = first_fit(order, size, align, nbrs)
    seen = {tuple(order)}
    for _ in range(rounds):
        top, pos = cur
        crit = [i for i in order if pos[i] + size[i] == top]
        crit_set = set(crit)
        # Also promote the neighbours sitting directly under a critical item: they pushed it up.
        extra = []
        for c in crit:
            for j in nbrs[c]:
                if j not in crit_set and pos[j] + size[j] == pos[c] and j not in extra:
                    extra.append(j)
        front = crit + sorted(extra, key=order.index)
        front_set = set(front)
        new_order = front + [i for i in order if i not in front_set]
        if tuple(new_order) in seen:
            # Cycle: promote only the critical items' own block (different permutation).
            new_order = crit + [i for i in order if i not in crit_set]
            if tuple(new_order) in seen:
                break
        seen.add(tuple(new_order))
        order = new_order
        cur = first_fit(order, size, align, nbrs)
        if cur[0] < best[0]:
            best = cur
            if best[0] <= target:
                break
    return best

