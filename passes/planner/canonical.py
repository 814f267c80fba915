"""Canonical search: does one component fit under a given arena size, and the smallest that does.

The decision search places items bottom-up in canonical solutions, in the manner of MiniMalloc
(Moffitt, ASPLOS 2023), restated here for any conflict graph with a list of known cliques:

* Canonical solutions. Take a plan of height <= C with the least sum of offsets. Every item then
  sits at the aligned highest end of its neighbours below it (else it could move down), so placing
  the items in (offset, rank) order, each at the aligned highest end of its placed neighbours
  (``minoff``), reproduces it. The search therefore branches only on sequences that are
  nondecreasing in (offset, rank): a candidate has ``minoff`` at or above the last placement.
* Dominance. If some unplaced item i (other than the candidate j) would end at or below j's
  offset, i could only end up floating above a gap it fits in, and moving it down would lower the
  sum of offsets: j is skipped (candidates are tried by offset, so the rest are skipped too).
* Items with no unplaced neighbour are placed at once, at their lowest aligned fit among their
  placed neighbours (gaps included): they constrain no one.
* Inference. Unplaced items sit above all their placed neighbours and at or above the last
  placement, so a candidate at offset o fails when o plus the unplaced weight of some known
  clique exceeds C (the clique's other members must stack above o): candidates are cut off there
  before any work, like those the dominance rule skips. Every item's ``minoff`` plus its size
  must be <= C, and on the cliques whose members' ``minoff`` just rose, the unplaced members form
  a stack whose lowest possible top is that of one machine with release dates (``minoff``),
  scheduled earliest release first; it must be <= C too.
* Decomposition. Once the unplaced items fall apart into several connected components they no
  longer interact (the placed items are fixed): each is searched on its own, canonically from
  offset 0, and the node fails as soon as one of them does. For interval graphs this is the
  temporal decomposition of MiniMalloc; here it is read off the graph.
* Failed states are remembered, per order: under one order the future of a node depends only on
  its unplaced items, their ``minoff`` values, the last offset, the items that wait at it (their
  ``minoff`` is the last offset but their rank is not after the last placement's, so they can no
  longer go there) and the part of the decomposition whose ranks are in use; a state that failed
  under capacity C fails under any capacity <= C.

Branching order: among candidates the lowest ``minoff`` first, ties by a rank. Ranks come from
preorders over (width, area = size x width, weight of the heaviest clique through the item) in
the orders W-A-T, T-A-W and T-W-A, as MiniMalloc does: the width is the live range's length when
the caller gave live ranges, else the number of maximal cliques through the item. Every part of a
decomposition is ranked afresh, its T from the unplaced weights of its own cliques (as MiniMalloc
re-sorts each sub-problem; on MiniMalloc's instance I, the other rules unchanged, a search that
did not finish in 500k nodes then finishes in about 12k). The orders are tried in turn with node
limits that double each round, so that one unlucky order does not cost the whole budget.

:func:`minimise` turns the decision search into an optimisation: it tries the lower bound (or the
arena already fixed by other components) first, then descends from the best plan found, one
granule (the gcd of sizes and alignments) below it at a time; each size gets a share of the nodes
left, a size proven impossible certifies a bound, and one that cannot be settled ends the descent.
Every limit is a node count: no wall-clock decision anywhere.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import accumulate
from math import gcd
from operator import add as _add

from smem_opt.passes.planner.cliques import bits
from smem_opt.passes.planner.greedy import lowest_fit
from smem_opt.passes.planner.search_status import SearchStatus

# Entries of the table of failed states (per component).
MEMO_LIMIT = 200_000
# First node limit of a decision round (per item), doubled each round.
FIRST_ROUND_NODES_PER_ITEM = 2


class _Stop(Exception):
    pass


@dataclass(frozen=True)
class SearchRules:
    """The pruning rules of the search (module docstring), each switchable so that tests and
    benchmarks can ablate it. Every rule only prunes: with any of them off the search visits more
    nodes and finds the same answers."""

    dominance: bool = True
    """Skip a candidate at or above the lowest end of an unplaced item."""
    clique_floor: bool = True
    """Cut candidates (and placements) that leave some clique's unplaced members no room."""
    release_dates: bool = True
    """The one-machine release-date bound on cliques whose members' ``minoff`` rose."""
    place_unconstrained: bool = True
    """Place at once, at their lowest fit, items with no unplaced neighbour."""
    decomposition: bool = True
    """Search the components of the unplaced items one by one."""
    memo: bool = True
    """Remember failed states."""


@dataclass
class DecisionState:
    """The state of one decision search (one capacity, one order), per item and per clique.

    Valid for one call of ``CanonicalSearch._decide_once``; every branch restores what it changed.
    """

    capacity: int
    order: str
    memo: dict
    stop_at: int
    """The node count at which the search gives up."""
    offset: list[int]
    """Per item: its offset, -1 while unplaced."""
    min_offset: list[int]
    """Per item: the lowest offset its placed neighbours leave it (aligned), ``minoff``."""
    unplaced_degree: list[int]
    """Per item: how many of its neighbours are unplaced."""
    unplaced_weight: list[int]
    """Per clique: the bytes of its unplaced members."""
    clique_top: list[int]
    """Per clique: the highest end of its placed members."""
    unplaced_members: list[list[int]] = field(default_factory=list)
    """Per clique: its unplaced members."""


class CanonicalSearch:
    """Decision searches over one connected component (``n``, ``size``, ``align``, ``nbrs``,
    ``adj``, ``width``: live-range lengths or None) with ``cliques`` (bitmasks; every item should
    lie in at least one), pruned by ``rules``.

        search = CanonicalSearch(comp, cliques)
        status, capacity, offsets = search.decide([4096], node_limit=10_000)

    The search keeps its node count and the capacities it proved impossible across calls; it
    reads the component only, so it stays valid as long as the component does."""

    def __init__(self, comp, cliques: list[int], rules: SearchRules = SearchRules()):
        n = comp.n
        self.n = n
        self.rules = rules
        self.size = list(comp.size)
        self.align = list(comp.align)
        self.nbrs = comp.nbrs
        self.adj = comp.adj
        members = [list(bits(m)) for m in cliques]
        self.clique_members = members
        self.cliques_of: list[list[int]] = [[] for _ in range(n)]
        for k, mem in enumerate(members):
            for i in mem:
                self.cliques_of[i].append(k)
        self.clique_weight = [sum(self.size[i] for i in mem) for mem in members]
        g = 0
        for v in self.size + self.align:
            g = gcd(g, v)
        self.granule = g or 1
        self.sections = [len(cl) for cl in self.cliques_of]
        self.width = comp.width if comp.width is not None else self.sections
        self.area = [self.size[i] * self.width[i] for i in range(n)]
        self.section_area = [self.size[i] * self.sections[i] for i in range(n)]
        self.orders = _ORDERS if comp.width is None else _ORDERS_WITH_RANGES
        self.memos: list[dict] = [{} for _ in self.orders]
        self.infeasible: list[int] = []
        self.nodes = 0
        self.state: DecisionState | None = None

    @property
    def _st(self) -> DecisionState:
        """The state of the decision under way (set by ``decide`` before any search)."""
        assert self.state is not None
        return self.state

    # -- decision --------------------------------------------------------------------------

    def decide(self, capacities: list[int], node_limit: int):
        """Search for a plan under any of ``capacities``, round-robin over (capacity, order)
        pairs with node limits doubling each round, at most ``node_limit`` nodes in all (counted
        in ``self.nodes``, which keeps growing across calls).

        Returns (status, capacity, offsets): (FOUND, the capacity, a plan under it) for the
        first plan found, (INFEASIBLE, None, None) when every capacity was proven impossible, or
        (BUDGET, None, None). Capacities proven impossible are added to ``self.infeasible``.
        """
        n = self.n
        caps = []
        for cap in sorted(set(capacities)):
            if max(self.clique_weight, default=0) > cap or max(self.size) > cap:
                self.infeasible.append(cap)
            else:
                caps.append(cap)
        stop_at = self.nodes + node_limit
        limit = max(1, FIRST_ROUND_NODES_PER_ITEM * n)
        while caps:
            for cap in list(caps):
                for h, order in enumerate(self.orders):
                    round_limit = min(self.nodes + limit, stop_at)
                    status, offsets = self._decide_once(cap, order, self.memos[h], round_limit)
                    if status is SearchStatus.FOUND:
                        return status, cap, offsets
                    if status is SearchStatus.INFEASIBLE:
                        caps.remove(cap)
                        self.infeasible.append(cap)
                        break
                    if self.nodes >= stop_at:
                        return SearchStatus.BUDGET, None, None
            limit *= 2
        return SearchStatus.INFEASIBLE, None, None

    def _rank(self, items: list[int], order: str) -> list[int]:
        """Rank of each of ``items`` (a list indexed by item; others 0) under ``order`` (letters
        as in ``_ORDERS``; T counts the unplaced weight of a clique), larger first, then index."""
        weight, cliques_of = self._st.unplaced_weight, self.cliques_of
        heavy = {i: max([weight[k] for k in cliques_of[i]], default=0) for i in items}
        value = {
            "W": self.width.__getitem__,
            "A": self.area.__getitem__,
            "C": self.sections.__getitem__,
            "B": self.section_area.__getitem__,
            "T": heavy.__getitem__,
        }
        fa, fb, fc = (value[ch] for ch in order)
        rank = [0] * self.n
        for r, i in enumerate(sorted(items, key=lambda i: (-fa(i), -fb(i), -fc(i), i))):
            rank[i] = r
        return rank

    def _decide_once(self, capacity: int, order: str, memo: dict, stop_at: int):
        n = self.n
        self.state = DecisionState(
            capacity=capacity,
            order=order,
            memo=memo,
            stop_at=stop_at,
            offset=[-1] * n,
            min_offset=[0] * n,
            unplaced_degree=[len(nb) for nb in self.nbrs],
            unplaced_weight=list(self.clique_weight),
            clique_top=[0] * len(self.clique_weight),
            unplaced_members=[list(m) for m in self.clique_members],
        )
        try:
            everything = list(range(n))
            res = self._node(everything, (1 << n) - 1, 0, -1, list(range(len(self.clique_weight))),
                             self._rank(everything, order), (1 << n) - 1)
        except _Stop:
            return SearchStatus.BUDGET, None
        if res is None:
            return SearchStatus.INFEASIBLE, None
        offsets = [0] * n
        for i, o in res:
            offsets[i] = o
        return SearchStatus.FOUND, offsets

    def _node(self, items: list[int], mask: int, last_o: int, last_r: int, pcl: list[int],
              rank: list[int], root: int):
        """Place ``items`` (one connected component of the unplaced items, as list and mask)
        canonically after (last_o, last_r); a list of (item, offset) or None. ``pcl``: the
        cliques with unplaced members in this component."""
        self.nodes += 1
        st = self._st
        if self.nodes > st.stop_at:
            raise _Stop
        rules = self.rules
        capacity = st.capacity
        min_offset, size = st.min_offset, self.size
        offs = [min_offset[i] for i in items]
        cands = []
        waiting = 0  # items at last_o that the canonical order no longer allows there
        for i, m in zip(items, offs):
            if m > last_o:
                cands.append((m, rank[i], i))
            elif m == last_o:
                if rank[i] > last_r:
                    cands.append((m, rank[i], i))
                else:
                    waiting |= 1 << i
        key = (mask, last_o, waiting, tuple(offs), root)
        failed_at = st.memo.get(key) if rules.memo else None
        if failed_at is not None and failed_at >= capacity:
            return None
        # Candidates at or above ``stop`` fail: at or above the lowest end of an item (dominance),
        # or leaving some clique's unplaced members no room above (monotonic floor).
        stop = min(map(_add, offs, map(size.__getitem__, items))) if rules.dominance else capacity + 1
        if pcl and rules.clique_floor:
            stop = min(stop, capacity + 1 - max(map(st.unplaced_weight.__getitem__, pcl)))
        cands.sort()
        for o, r, j in cands:
            if o >= stop:
                break
            res = self._branch(j, o, r, items, mask, pcl, rank, root)
            if res is not None:
                return res
        if rules.memo and (failed_at is not None or len(st.memo) < MEMO_LIMIT):
            st.memo[key] = capacity
        return None

    def _place(self, i: int, o: int, trail: list) -> bool:
        """Set item i at o and update its cliques; False when a clique no longer fits."""
        st = self._st
        size_i = self.size[i]
        end = o + size_i
        st.offset[i] = o
        weight, top, capacity = st.unplaced_weight, st.clique_top, st.capacity
        ok = True
        left = st.unplaced_members
        check = self.rules.clique_floor
        for k in self.cliques_of[i]:
            left[k].remove(i)
            trail.append((k, top[k]))
            weight[k] -= size_i
            if end > top[k]:
                top[k] = end
            if check and weight[k] and top[k] + weight[k] > capacity:
                ok = False
        return ok

    def _unplace(self, i: int, trail: list) -> None:
        st = self._st
        st.offset[i] = -1
        weight, top, size_i = st.unplaced_weight, st.clique_top, self.size[i]
        left = st.unplaced_members
        for k, old in reversed(trail):
            weight[k] += size_i
            top[k] = old
            left[k].append(i)

    def _stacks_fit(self, changed: list, level: int) -> bool:
        """Release-date bound on the cliques whose unplaced members changed: the unplaced members
        of a clique are stacked, each at or above its ``minoff``; the lowest possible top of that
        stack is max over members m of (minoff_m + sizes of the members with minoff >= minoff_m)
        (earliest release first is optimal for one machine with release dates).

        Every clique met the bound before the change (each change is checked here; placing items
        only lowers the bound), and the change raised ``minoff`` values to at most ``level``: the
        terms of members whose ``minoff`` is above ``level`` did not change, the others are at
        most ``level`` plus the clique's unplaced weight, so only cliques with more than
        ``capacity - level`` unplaced bytes need the check."""
        st = self._st
        capacity = st.capacity
        room = capacity - level
        weight = st.unplaced_weight
        touched = set()
        for i, _ in changed:
            touched.update(self.cliques_of[i])
        left = st.unplaced_members
        key = st.min_offset.__getitem__
        size = self.size.__getitem__
        for k in touched:
            if weight[k] <= room:
                continue
            mem = left[k]
            mem.sort(key=key, reverse=True)
            if max(map(_add, map(key, mem), accumulate(map(size, mem)))) > capacity:
                return False
        return True

    def _branch(self, j, o, r, items, mask, pcl, rank, root):
        st, rules = self._st, self.rules
        size, align = self.size, self.align
        pos, min_offset, degree, capacity = st.offset, st.min_offset, st.unplaced_degree, st.capacity
        end = o + size[j]
        trail: list = []
        ok = self._place(j, o, trail)
        changed = []
        autos = []
        unb = 0
        level = end
        for i in self.nbrs[j]:
            if pos[i] >= 0:
                continue
            degree[i] -= 1
            if min_offset[i] < end:
                changed.append((i, min_offset[i]))
                m = (end + align[i] - 1) & -align[i]
                min_offset[i] = m
                if m > level:
                    level = m
                if m + size[i] > capacity:
                    ok = False
            if degree[i] == 0 and rules.place_unconstrained:
                autos.append(i)
            else:
                unb |= 1 << i
        if ok and rules.release_dates:
            ok = self._stacks_fit(changed, level)
        auto_trails = []
        placed = [(j, o)]
        if ok:
            for i in autos:
                ivs = sorted((pos[u], pos[u] + size[u]) for u in self.nbrs[i])
                p = lowest_fit(ivs, 0, size[i], align[i])
                t: list = []
                auto_trails.append((i, t))
                good = self._place(i, p, t)
                placed.append((i, p))
                if p + size[i] > capacity or not good:
                    ok = False
                    break
        res = None
        if ok:
            rest_mask = mask & ~(1 << j)
            for i in autos:
                rest_mask &= ~(1 << i)
            res = placed
            if rest_mask:
                parts = _split(rest_mask, unb, self.adj) if rules.decomposition else None
                if parts is None:
                    rest = [i for i in items if pos[i] < 0]
                    sub = self._node(rest, rest_mask, o, r, pcl, rank, root)
                    res = None if sub is None else placed + sub
                else:
                    weight = st.unplaced_weight
                    for part in parts:
                        sub_items = [i for i in items if (part >> i) & 1]
                        cl = sorted({k for i in sub_items for k in self.cliques_of[i] if weight[k]})
                        sub = self._node(sub_items, part, 0, -1, cl,
                                         self._rank(sub_items, st.order), part)
                        if sub is None:
                            res = None
                            break
                        res = res + sub
        for i, t in reversed(auto_trails):
            self._unplace(i, t)
        for i, f in reversed(changed):
            min_offset[i] = f
        for i in self.nbrs[j]:
            if pos[i] < 0:
                degree[i] += 1
        self._unplace(j, trail)
        return res


# Preorders tried in turn (see the module docstring): W = live-range width, A = size x W,
# C = number of maximal cliques through the item, B = size x C, T = heaviest clique through it.
_ORDERS = ("CBT", "TBC", "TCB")
_ORDERS_WITH_RANGES = ("WAT", "TAW", "TWA")


def _split(rest: int, touched: int, adj: list[int]) -> list[int] | None:
    """Components of the graph induced on ``rest`` when they are more than one, else None.

    ``rest`` was connected together with a removed vertex whose neighbours in ``rest`` are
    ``touched``: every component contains one of them, so the search stops once all are reached.
    """
    if touched & (touched - 1) == 0:
        return None
    parts: list[int] = []
    left = rest
    while left:
        low = touched & left
        seed = (low & -low) if low else (left & -left)
        reach = seed
        frontier = seed
        while frontier:
            nxt = 0
            for v in bits(frontier):
                nxt |= adj[v]
            nxt &= left & ~reach
            reach |= nxt
            frontier = nxt
            if not parts and touched & ~reach == 0:
                return None
        parts.append(reach)
        left &= ~reach
    # Hardest first (fails fast): most items, then lowest index.
    parts.sort(key=lambda m: (-m.bit_count(), m & -m))
    return parts


def minimise(search: CanonicalSearch, lower: int, target: int, best: int, best_pos: list[int],
             budget: int, first_share: int = 2):
    """Smallest arena found for the component: (arena, offsets, certified lower bound, nodes).

    ``lower`` is a proven lower bound, ``target`` a size not worth going below (the arena other
    components already need, or the caller's), ``best``/``best_pos`` the incumbent plan. The
    first step searches under the larger of the two (and under ``lower`` too, in the same
    round-robin, when ``target`` is larger) with ``1 / first_share`` of the budget; then the
    search descends from the best plan (one granule below it, then below each plan it finds),
    each step with half of the nodes left, until a step is proven impossible (the plan is then
    optimal) or unsettled.
    """
    g = search.granule
    start_nodes = search.nodes
    cert = lower
    lo = -(-max(lower, target) // g) * g

    def left() -> int:
        return budget - (search.nodes - start_nodes)

    # The first step also probes the bound itself when the target is above it (a plan there is
    # optimal, and a tight capacity often prunes better than a loose one).
    bound = -(-lower // g) * g
    caps, share = ([bound, lo] if bound < lo else [lo]), first_share
    while left() > 0:
        status, cap, offsets = search.decide(caps, max(1, left() // share))
        for c in search.infeasible:
            cert = max(cert, c + g)
        if status is SearchStatus.FOUND:
            best_pos = offsets
            best = max(o + size for o, size in zip(offsets, search.size))
        elif status is SearchStatus.INFEASIBLE:
            if caps[-1] != lo:
                break  # nothing between the last step and the best plan: the plan is optimal
            lo = max(lo, caps[-1] + g)
        elif caps[-1] != lo:
            break  # a step below the plan could not be settled: keep the plan
        caps, share = [best - g], 2
        if best - g < lo:
            break
    return best, best_pos, min(cert, best), search.nodes - start_nodes
