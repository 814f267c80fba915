"""Exact branch and bound for the arena of one component of any conflict graph.

A node has placed some items; the next item is chosen among the rest and put at its lowest
feasible aligned offset given its placed neighbours. Completeness: take an optimal plan, place its
items in order of (offset, canonical position) at their lowest fit; each lands at or below its
old offset (its placed neighbours that lie below it end no higher than before), so the result is
again optimal; repeating reaches a plan that this procedure reproduces exactly, in nondecreasing
(offset, position) order. The search therefore only needs sequences whose placements are
nondecreasing in (offset, position), which gives:

* candidates are items whose lowest fit is not below the last placement;
* an item whose lowest fit ends at or below the last placed offset can never be placed: dead node;
  a candidate is skipped when placing it would make another item dead that way;
* an item whose neighbours are all placed is placed at its lowest fit at once (it constrains no
  one) and leaves the ordering;
* identical items (same size and alignment, same neighbours apart from each other) are placed in
  canonical order only;
* bound: the current maximum end; each remaining item's lowest fit at or above the last placed
  offset plus its size; and for each known clique, the free space of that clique starts at the
  larger of the last placed offset and the highest end of its placed members (they are disjoint
  and start at or below the last offset), so the unplaced members need that plus their total.

A table of explored states prunes repeats: the future of a node depends only on the placed set,
the last placement, the placed items that reach above the last offset and the remaining items'
lowest fits, so a node whose state was already explored with a lower or equal current maximum end
is skipped.

The search starts from an incumbent (the heuristic plan) and stops when it reaches the target,
when the tree is exhausted (proved optimal) or when its node budget is spent.
"""

from __future__ import annotations

from operator import add as _add

from smem_opt.passes.planner.cliques import bits
from smem_opt.passes.planner.greedy import lowest_fit
from smem_opt.passes.planner.search_status import SearchStatus

# Entries of the table of explored states.
MEMO_LIMIT = 300_000


class _Stop(Exception):
    pass


class BranchAndBound:
    """Bottom-up placement search for one component (see the module docstring)."""

    def __init__(self, comp, cliques: list[int]):
        n = comp.n
        self.n = n
        self.size = comp.size
        self.align = comp.align
        self.nbrs = comp.nbrs
        self.adj = comp.adj
        self.cl_members = [list(bits(m)) for m in cliques]
        self.cl_of: list[list[int]] = [[] for _ in range(n)]
        for k, mem in enumerate(self.cl_members):
            for i in mem:
                self.cl_of[i].append(k)
        # Identical items: same size and align, and equal open neighbourhoods (non-adjacent
        # twins) or equal closed neighbourhoods (adjacent twins). An item belongs to at most one
        # nontrivial class of either kind; members are chained in canonical order.
        self.twin_prev = [-1] * n
        last_of: dict = {}
        for i in range(n):
            open_key = (self.size[i], self.align[i], self.adj[i], False)
            closed_key = (self.size[i], self.align[i], self.adj[i] | (1 << i), True)
            for key in (open_key, closed_key):
                j = last_of.get(key)
                if j is not None:
                    self.twin_prev[i] = j
                last_of[key] = i

    def run(self, best: int, best_pos: list[int], target: int, budget: int):
        """Returns (arena, offsets, status, nodes); status is ``SearchStatus.OPTIMAL``, ``TARGET`` or ``BUDGET``."""
        n = self.n
        self.best = best
        self.best_pos = list(best_pos)
        self.target = target
        self.budget = budget
        self.nodes = 0
        if best <= target:
            return best, self.best_pos, SearchStatus.TARGET, 0
        self.pos = [-1] * n
        self.fitc = [0] * n
        self.lst: list[list[tuple[int, int]]] = [[] for _ in range(n)]
        self.udeg = [len(nb) for nb in self.nbrs]
        self.unplaced_weight = [sum(self.size[i] for i in mem) for mem in self.cl_members]
        self.top = [0] * len(self.cl_members)
        self.remaining = n
        self.memo: dict[tuple[int, ...], int] = {}
        status = SearchStatus.OPTIMAL
        try:
            self._dfs(0, -1, 0)
        except _Stop as stop:
            status = stop.args[0]
        return self.best, self.best_pos, status, self.nodes

    def _place_common(self, i: int, o: int, trail: list) -> None:
        e = o + self.size[i]
        self.pos[i] = o
        self.remaining -= 1
        W, top, si = self.unplaced_weight, self.top, self.size[i]
        for k in self.cl_of[i]:
            trail.append((k, top[k]))
            W[k] -= si
            if e > top[k]:
                top[k] = e

    def _undo_common(self, i: int, trail: list) -> None:
        self.pos[i] = -1
        self.remaining += 1
        W, top, si = self.unplaced_weight, self.top, self.size[i]
        for k, old in reversed(trail):
            W[k] += si
            top[k] = old

    def _dfs(self, last_o: int, last_i: int, maxend: int) -> None:
        self.nodes += 1
        if self.nodes > self.budget:
            raise _Stop(SearchStatus.BUDGET)
        if self.remaining == 0:
            if maxend < self.best:
                self.best = maxend
                self.best_pos = list(self.pos)
                if maxend <= self.target:
                    raise _Stop(SearchStatus.TARGET)
            return
        best = self.best
        # Clique bound max_k(max(last_o, top_k) + W_k), split so that it runs at C speed;
        # cliques with nothing left (W_k == 0) contribute at most maxend.
        W = self.unplaced_weight
        bound = maxend
        max_w = max(W) if W else 0
        if W:
            b = last_o + max_w
            if b > bound:
                bound = b
            b = max(map(_add, self.top, W))
            if b > bound:
                bound = b
        if bound >= best:
            return
        s, a, pos, fitc, twin_prev = self.size, self.align, self.pos, self.fitc, self.twin_prev
        cands = []
        tops = []
        sig = [last_o, last_i]
        for i in range(self.n):
            if pos[i] >= 0:
                sig.append(pos[i] if pos[i] + s[i] > last_o else -1)
                continue
            o = fitc[i]
            sig.append(-2 - o)
            e = o + s[i]
            tops.append((e, i))
            if o < last_o or (o == last_o and i < last_i):
                if e <= last_o:
                    return  # can never be placed in nondecreasing order
                lo = last_o if i > last_i else last_o + 1
                e = lowest_fit(self.lst[i], lo, s[i], a[i]) + s[i]
            else:
                tp = twin_prev[i]
                if tp < 0 or pos[tp] >= 0:
                    cands.append((o, -s[i], i))
            if e > bound:
                bound = e
                if bound >= best:
                    return
        key = tuple(sig)
        memo = self.memo
        seen = memo.get(key)
        if seen is not None and seen <= maxend:
            return
        cands.sort()
        tops.sort()
        adj, udeg = self.adj, self.udeg
        for o, _, j in cands:
            # Every clique keeps its unplaced weight above the new last offset o.
            if o + max_w >= self.best:
                break
            if o + s[j] >= self.best:
                continue
            blocked = False
            for e, i in tops:
                if e > o:
                    break
                if i == j or (udeg[i] == 1 and (adj[i] >> j) & 1):
                    continue
                blocked = True
                break
            if blocked:
                continue
            self._branch(j, o, maxend)
        if seen is None and len(memo) < MEMO_LIMIT:
            memo[key] = maxend
        elif seen is not None:
            memo[key] = maxend

    def _branch(self, j: int, o: int, maxend: int) -> None:
        s, a, pos, fitc, lst, udeg = self.size, self.align, self.pos, self.fitc, self.lst, self.udeg
        e = o + s[j]
        trail: list = []
        self._place_common(j, o, trail)
        changed = []
        autos = []
        for i in self.nbrs[j]:
            if pos[i] >= 0:
                continue
            udeg[i] -= 1
            lst[i].append((o, e))
            f = fitc[i]
            if f < e and o < f + s[i]:
                fitc[i] = lowest_fit(lst[i], f, s[i], a[i])
            changed.append((i, f))
            if udeg[i] == 0:
                autos.append(i)
        newmax = e if e > maxend else maxend
        auto_trails = []
        for i in autos:
            t: list = []
            self._place_common(i, fitc[i], t)
            auto_trails.append(t)
            ei = fitc[i] + s[i]
            if ei > newmax:
                newmax = ei
        try:
            if newmax < self.best:
                self._dfs(o, j, newmax)
        finally:
            for i, t in zip(reversed(autos), reversed(auto_trails)):
                self._undo_common(i, t)
            for i, f in reversed(changed):
                fitc[i] = f
                lst[i].pop()
                udeg[i] += 1
            self._undo_common(j, trail)

