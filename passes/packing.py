"""Arena planner: packs shared-memory buffers into one byte arena.

This module owns the packing problem of design section 4 and nothing else. It knows no IR: the
input is a list of :class:`Item` (name, size in bytes, alignment) and a conflict graph (pairs of
names that must occupy disjoint byte ranges); the output is a :class:`Plan` (one offset per item,
the arena size, the lower bound and how the plan was found).

Objective: minimise ``arena_bytes = max(offset + size)`` subject to conflicting items occupying
disjoint byte ranges and every offset being a multiple of its item's alignment.

Canonical form (determinism, order independence)
------------------------------------------------
Nonzero items are sorted by ``(-size, -align, -degree, -sum of neighbour sizes, name)``; every
later step works on positions in that order and breaks ties by position, never by input order.
Names are unique, so the order is a function of the instance alone: permuting ``items``,
``conflicts`` or ``clique_hints`` gives the same plan, and reruns are identical. No step looks at
wall-clock time; every search is bounded by node counts. Zero-size items get offset 0 and take no
further part. Items without conflicts get offset 0. Connected components of the conflict graph are
independent (the arena is the maximum over components) and are planned separately, heaviest
lower bound first.

Lower bound (maximum-weight clique, weights = sizes)
----------------------------------------------------
Any clique of the conflict graph must be stacked, so its total size bounds the arena from below.
Per component:

* candidates: the caller's ``clique_hints`` (verified; a hint that is not a clique is thinned
  greedily, heaviest first, to one that is) and one greedy clique per vertex (start at the vertex,
  repeatedly add the heaviest common neighbour; bitsets make this cheap);
* chordal components (interval graphs, i.e. straight-line live ranges, are chordal) are solved
  exactly in linear time: a maximum cardinality search yields an ordering, the graph is chordal
  iff every vertex's earlier-visited neighbours form a clique, and then every maximal clique is
  such a vertex plus its earlier-visited neighbours;
* other components up to ``_CLIQUE_EXACT_LIMIT`` vertices run a weighted branch and bound over
  bitsets (greedy colouring bound: a colour class contributes its heaviest member), seeded with
  the best candidate and limited to a node budget; beyond that, or when the budget runs out, the
  best candidate is kept.

Only verified cliques are ever reported, so the bound is always valid.

Heuristic (any size)
--------------------
Largest-first first fit: items in canonical order (size desc, align desc, degree desc, neighbour
weight desc, name) each go to the lowest aligned offset that avoids their already placed
neighbours. The feasibility check sorts the placed neighbours' intervals and scans the gaps, so a
pass costs O(sum over items of deg log deg). When alignments are mixed, a second pass orders by
alignment first; that pass never exceeds the sum of sizes (each item fits at the running sum of
the sizes before it), so neither does the plan. Improvement is a bounded "squeaky wheel" loop:
the items whose end defines the peak are moved to the front of the order and the pass is rerun;
the best plan seen is kept, and the loop stops on reaching the lower bound or after a fixed number
of rounds (fewer for large inputs).

Exact search (components with at most ``exact_limit`` items)
-----------------------------------------------------------
Branch and bound that builds the layout bottom-up. A node has placed some items; the next item is
chosen among the rest and put at its lowest feasible aligned offset given its placed neighbours.
Completeness: take an optimal plan, place its items in order of (offset, canonical position) at
their lowest fit; each lands at or below its old offset (its placed neighbours that lie below it
end no higher than before), so the result is again optimal; repeating reaches a plan that this
procedure reproduces exactly, in nondecreasing (offset, position) order. The search therefore
only needs sequences whose placements are nondecreasing in (offset, position), which gives:

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

The bound uses the per-vertex greedy cliques, the hints, the chordal cliques and up to
``_BOUND_CLIQUES`` maximal cliques (Bron-Kerbosch). A table of explored states prunes repeats: the
future of a node depends only on the placed set, the last placement, the placed items that reach
above the last offset and the remaining items' lowest fits, so a node whose state was already
explored with a lower or equal current maximum end is skipped.

The incumbent starts as the heuristic plan; the search stops as soon as it reaches the lower bound
(or the arena already fixed by earlier components), when the tree is exhausted (proved optimal),
or when the shared ``node_budget`` is spent (the best plan found is kept).
"""

from __future__ import annotations

import heapq
from operator import add as _add
from dataclasses import dataclass
from typing import Iterable, Sequence

__all__ = ["Item", "Plan", "plan_arena", "max_weight_clique", "check_plan"]

# Branch and bound on the clique problem is attempted for non-chordal components up to this many
# vertices.
_CLIQUE_EXACT_LIMIT = 400
# Node budget of the clique branch and bound (per call of plan_arena / max_weight_clique).
_CLIQUE_NODE_BUDGET = 100_000
# Squeaky-wheel rounds of the heuristic: small components get more, large ones fewer.
_IMPROVE_ROUNDS_SMALL = 24
_IMPROVE_ROUNDS_LARGE = 6
_LARGE_COMPONENT = 200
# Entries of the exact search's table of explored states.
_MEMO_LIMIT = 300_000
# Maximal cliques enumerated for the exact search's bound.
_BOUND_CLIQUES = 256


@dataclass(frozen=True)
class Item:
    """One buffer: unique name, size in bytes (already a multiple of align), power-of-two align."""

    name: str
    size: int
    align: int


@dataclass(frozen=True)
class Plan:
    """Result of :func:`plan_arena`."""

    offsets: dict[str, int]
    arena_bytes: int
    alignment: int
    unshared_bytes: int
    lower_bound: int
    lower_bound_clique: tuple[str, ...]
    proven_optimal: bool
    method: str


# --------------------------------------------------------------------------------------------
# Input handling
# --------------------------------------------------------------------------------------------


class _Graph:
    """Validated instance in canonical order (nonzero items only)."""

    def __init__(self, items: Sequence[Item], conflicts: Iterable[tuple[str, str]]):
        by_name: dict[str, Item] = {}
        for it in items:
            if not isinstance(it.name, str):
                raise ValueError(f"item name must be a string: {it.name!r}")
            if it.name in by_name:
                raise ValueError(f"duplicate item name {it.name!r}")
            if not isinstance(it.size, int) or it.size < 0:
                raise ValueError(f"item {it.name!r}: size must be an int >= 0, got {it.size!r}")
            if not isinstance(it.align, int) or it.align < 1 or it.align & (it.align - 1):
                raise ValueError(f"item {it.name!r}: align must be a power of two, got {it.align!r}")
            by_name[it.name] = it
        self.by_name = by_name
        adj_names: dict[str, set[str]] = {name: set() for name, it in by_name.items() if it.size > 0}
        for pair in conflicts:
            a, b = pair
            if a not in by_name or b not in by_name:
                raise ValueError(f"conflict ({a!r}, {b!r}) names an unknown item")
            if a == b:
                raise ValueError(f"self-conflict on {a!r}")
            if by_name[a].size == 0 or by_name[b].size == 0:
                continue
            adj_names[a].add(b)
            adj_names[b].add(a)

        def key(name: str):
            it = by_name[name]
            nb = adj_names[name]
            return (-it.size, -it.align, -len(nb), -sum(by_name[x].size for x in nb), name)

        order = sorted(adj_names, key=key)
        self.names = order
        self.index = {name: i for i, name in enumerate(order)}
        self.size = [by_name[x].size for x in order]
        self.align = [by_name[x].align for x in order]
        self.nbrs = [sorted(self.index[y] for y in adj_names[x]) for x in order]
        self.zero_names = sorted(name for name, it in by_name.items() if it.size == 0)

    def components(self) -> list[list[int]]:
        n = len(self.names)
        seen = [False] * n
        comps = []
        for r in range(n):
            if seen[r]:
                continue
            seen[r] = True
            comp = [r]
            stack = [r]
            while stack:
                v = stack.pop()
                for u in self.nbrs[v]:
                    if not seen[u]:
                        seen[u] = True
                        comp.append(u)
                        stack.append(u)
            comp.sort()
            comps.append(comp)
        return comps

    def hint_sets(self, clique_hints: Iterable[Iterable[str]]) -> list[list[int]]:
        """Hints as sorted lists of canonical indices (zero-size members dropped), deduplicated."""
        out = set()
        for hint in clique_hints:
            idx = []
            for name in hint:
                if name not in self.by_name:
                    raise ValueError(f"clique hint names an unknown item {name!r}")
                if name in self.index:
                    idx.append(self.index[name])
            if idx:
                out.add(tuple(sorted(set(idx))))
        return [list(h) for h in sorted(out)]


class _Comp:
    """One connected component with local indices 0..n-1 (canonical order preserved)."""

    def __init__(self, g: _Graph, members: list[int]):
        self.members = members
        loc = {v: i for i, v in enumerate(members)}
        self.loc = loc
        self.n = len(members)
        self.size = [g.size[v] for v in members]
        self.align = [g.align[v] for v in members]
        self.nbrs = [[loc[u] for u in g.nbrs[v]] for v in members]
        self.adj = [0] * self.n
        for i, nb in enumerate(self.nbrs):
            m = 0
            for j in nb:
                m |= 1 << j
            self.adj[i] = m


# --------------------------------------------------------------------------------------------
# Maximum-weight clique
# --------------------------------------------------------------------------------------------


def _bits(mask: int):
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def _mask_weight(mask: int, w: list[int]) -> int:
    return sum(w[v] for v in _bits(mask))


def _is_clique(mask: int, adj: list[int]) -> bool:
    for v in _bits(mask):
        if (mask & ~(1 << v)) & ~adj[v]:
            return False
    return True


def _thin_to_clique(members: list[int], w: list[int], adj: list[int]) -> int:
    """Largest-first greedy sub-clique of ``members`` (returned as a mask)."""
    kept = 0
    for v in sorted(members, key=lambda x: (-w[x], x)):
        if kept & ~adj[v] == 0:
            kept |= 1 << v
    return kept


def _greedy_cliques(n: int, w: list[int], adj: list[int]) -> list[int]:
    """For every vertex, a maximal clique grown from it by adding the heaviest common neighbour."""
    order = sorted(range(n), key=lambda v: (-w[v], v))
    rank = [0] * n
    for r, v in enumerate(order):
        rank[v] = r
    radj = [0] * n  # adjacency in rank space: lowest bit = heaviest vertex
    for v in range(n):
        m = 0
        for u in _bits(adj[v]):
            m |= 1 << rank[u]
        radj[rank[v]] = m
    out = []
    for r in range(n):
        clique = 1 << r
        cand = radj[r]
        while cand:
            low = cand & -cand
            u = low.bit_length() - 1
            clique |= low
            cand &= radj[u]
        mask = 0
        for rr in _bits(clique):
            mask |= 1 << order[rr]
        out.append(mask)
    return out


def _chordal_cliques(n: int, nbrs: list[list[int]], adj: list[int]) -> list[int] | None:
    """Maximal-clique candidates of a chordal graph, or None when the graph is not chordal.

    Maximum cardinality search (ties to the lowest index); the graph is chordal iff each vertex's
    earlier-visited neighbours form a clique, and then every maximal clique is a vertex plus its
    earlier-visited neighbours.
    """
    label = [0] * n
    visited = [False] * n
    heap = [(0, v) for v in range(n)]
    heapq.heapify(heap)
    order = []
    while heap:
        neg, v = heapq.heappop(heap)
        if visited[v] or -neg != label[v]:
            continue
        visited[v] = True
        order.append(v)
        for u in nbrs[v]:
            if not visited[u]:
                label[u] += 1
                heapq.heappush(heap, (-label[u], u))
    pos = [0] * n
    for i, v in enumerate(order):
        pos[v] = i
    earlier = [0] * n
    latest = [-1] * n
    for v in range(n):
        m = 0
        best = -1
        for u in nbrs[v]:
            if pos[u] < pos[v]:
                m |= 1 << u
                if best < 0 or pos[u] > pos[best]:
                    best = u
        earlier[v] = m
        latest[v] = best
    for v in range(n):
        u = latest[v]
        if u >= 0 and (earlier[v] & ~(1 << u)) & ~earlier[u]:
            return None
    return [earlier[v] | (1 << v) for v in range(n)]


class _CliqueSearch:
    """Weighted maximum clique by branch and bound with a greedy colouring bound."""

    def __init__(self, n: int, w: list[int], adj: list[int], budget: int):
        order = sorted(range(n), key=lambda v: (-w[v], -adj[v].bit_count(), v))
        rank = [0] * n
        for r, v in enumerate(order):
            rank[v] = r
        self.order = order
        self.w = [w[v] for v in order]
        radj = [0] * n
        for v in range(n):
            m = 0
            for u in _bits(adj[v]):
                m |= 1 << rank[u]
            radj[rank[v]] = m
        self.adj = radj
        self.rank = rank
        self.budget = budget
        self.nodes = 0
        self.best_w = 0
        self.best = 0

    def run(self, seed_mask: int, seed_w: int) -> tuple[int, int, bool]:
        m = 0
        for v in _bits(seed_mask):
            m |= 1 << self.rank[v]
        self.best, self.best_w = m, seed_w
        n = len(self.w)
        complete = True
        try:
            self._expand(0, 0, (1 << n) - 1)
        except _Exhausted:
            complete = False
        out = 0
        for r in _bits(self.best):
            out |= 1 << self.order[r]
        return self.best_w, out, complete

    def _expand(self, cw: int, r_mask: int, p: int) -> None:
        self.nodes += 1
        if self.nodes > self.budget:
            raise _Exhausted
        w, adj = self.w, self.adj
        verts = []
        ubs = []
        u_rest = p
        cum = 0
        while u_rest:
            q = u_rest
            cls = []
            mx = 0
            while q:
                low = q & -q
                v = low.bit_length() - 1
                q &= ~low & ~adj[v]
                u_rest &= ~low
                cls.append(v)
                if w[v] > mx:
                    mx = w[v]
            cum += mx
            verts.extend(cls)
            ubs.extend([cum] * len(cls))
        for k in range(len(verts) - 1, -1, -1):
            if cw + ubs[k] <= self.best_w:
                return
            v = verts[k]
            nw = cw + w[v]
            nr = r_mask | (1 << v)
            np_ = p & adj[v]
            if np_:
                self._expand(nw, nr, np_)
            elif nw > self.best_w:
                self.best_w, self.best = nw, nr
            p &= ~(1 << v)


class _Exhausted(Exception):
    pass


def _component_cliques(
    comp: _Comp, hints: list[list[int]], budget: int
) -> tuple[int, int, bool, list[int]]:
    """(lower bound, its clique mask, exact?, list of clique masks useful as search bounds)."""
    n, w, adj = comp.n, comp.size, comp.adj
    cands = []
    for h in hints:
        local = [comp.loc[v] for v in h if v in comp.loc]
        if local:
            cands.append(_thin_to_clique(local, w, adj))
    cands.extend(_greedy_cliques(n, w, adj))
    chordal = _chordal_cliques(n, comp.nbrs, adj)
    if chordal is not None:
        cands.extend(chordal)
    weighted = sorted({(-_mask_weight(m, w), m) for m in cands})
    best_w, best = -weighted[0][0], weighted[0][1]
    exact = chordal is not None
    if not exact and n <= _CLIQUE_EXACT_LIMIT:
        bw, bm, exact = _CliqueSearch(n, w, adj, budget).run(best, best_w)
        if bw > best_w:
            best_w, best = bw, bm
            weighted.insert(0, (-bw, bm))
    assert _is_clique(best, adj)
    masks = [m for _, m in weighted]
    return best_w, best, exact, masks


def _maximal_cliques(n: int, adj: list[int], limit: int) -> list[int]:
    """Up to ``limit`` maximal cliques (Bron-Kerbosch with pivoting, lowest-index order)."""
    out: list[int] = []

    def rec(r: int, p: int, x: int) -> None:
        if len(out) >= limit:
            return
        if not p:
            if not x:
                out.append(r)
            return
        px = p | x
        pivot = max(_bits(px), key=lambda u: ((p & adj[u]).bit_count(), -u))
        for v in _bits(p & ~adj[pivot]):
            bit = 1 << v
            rec(r | bit, p & adj[v], x & adj[v])
            p &= ~bit
            x |= bit

    rec(0, (1 << n) - 1, 0)
    return out


def _prune_cliques(masks: list[int], w: list[int]) -> list[int]:
    """Distinct cliques with more than one member, dropping any contained in another."""
    uniq = sorted(set(m for m in masks if m & (m - 1)), key=lambda m: (-m.bit_count(), m))
    kept: list[int] = []
    for m in uniq:
        if not any(m & k == m for k in kept):
            kept.append(m)
    kept.sort(key=lambda m: (-_mask_weight(m, w), m))
    return kept


def max_weight_clique(
    items: Sequence[Item],
    conflicts: Iterable[tuple[str, str]],
    clique_hints: Iterable[Iterable[str]] = (),
) -> tuple[int, tuple[str, ...]]:
    """Heaviest clique found (weights = sizes): exact on chordal or moderate graphs, else a bound."""
    g = _Graph(items, conflicts)
    hints = g.hint_sets(clique_hints)
    lb, clique, _ = _global_lower_bound(g, [_Comp(g, c) for c in g.components()], hints)
    return lb, clique


def _global_lower_bound(g: _Graph, comps: list[_Comp], hints: list[list[int]]):
    best_w, best_names = 0, ()
    infos = []
    budget = _CLIQUE_NODE_BUDGET
    for comp in comps:
        if comp.n == 1:
            info = (comp.size[0], 1, True, [])
        else:
            info = _component_cliques(comp, hints, budget)
        infos.append(info)
        cw, cm = info[0], info[1]
        names = tuple(sorted(g.names[comp.members[i]] for i in _bits(cm)))
        if cw > best_w or (cw == best_w and cw > 0 and names < best_names):
            best_w, best_names = cw, names
    return best_w, best_names, infos


# --------------------------------------------------------------------------------------------
# Heuristic: first fit in a given order, plus squeaky-wheel improvement
# --------------------------------------------------------------------------------------------


def _lowest_fit(intervals, lo: int, size: int, align: int) -> int:
    """Lowest aligned p >= lo with [p, p+size) disjoint from ``intervals`` (sorted by start)."""
    p = (lo + align - 1) & -align
    for st, en in intervals:
        if en <= p:
            continue
        if st >= p + size:
            break
        p = (en + align - 1) & -align
    return p


def _first_fit(order, size, align, nbrs, cutoff=None):
    """Place items in ``order`` at their lowest fit. Returns (arena, offsets) or None at cutoff."""
    pos = [-1] * len(size)
    top = 0
    for i in order:
        si = size[i]
        ivs = [(pos[j], pos[j] + size[j]) for j in nbrs[i] if pos[j] >= 0]
        ivs.sort()
        p = _lowest_fit(ivs, 0, si, align[i])
        pos[i] = p
        if p + si > top:
            top = p + si
            if cutoff is not None and top >= cutoff:
                return None
    return top, pos


def _greedy_orders_for(comp: _Comp) -> list[list[int]]:
    n = comp.n
    orders = [list(range(n))]  # canonical = size desc, align desc, structure, name
    if len(set(comp.align)) > 1:
        orders.append(sorted(range(n), key=lambda i: (-comp.align[i], i)))
    return orders


def _heuristic(comp: _Comp, target: int, rounds: int) -> tuple[int, list[int]]:
    """Best first-fit plan over a few orders and squeaky-wheel rounds; stops at ``target``."""
    size, align, nbrs = comp.size, comp.align, comp.nbrs
    best = None
    for order in _greedy_orders_for(comp):
        res = _first_fit(order, size, align, nbrs)
        if best is None or res[0] < best[0]:
            best = res
    if best[0] <= target:
        return best
    order = list(range(comp.n))
    cur = _first_fit(order, size, align, nbrs)
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
        cur = _first_fit(order, size, align, nbrs)
        if cur[0] < best[0]:
            best = cur
            if best[0] <= target:
                break
    return best


# --------------------------------------------------------------------------------------------
# Exact search
# --------------------------------------------------------------------------------------------


class _Stop(Exception):
    pass


class _BranchAndBound:
    """Bottom-up placement search for one component (see the module docstring)."""

    def __init__(self, comp: _Comp, cliques: list[int]):
        n = comp.n
        self.n = n
        self.s = comp.size
        self.a = comp.align
        self.nbrs = comp.nbrs
        self.adj = comp.adj
        self.cl_members = [list(_bits(m)) for m in cliques]
        self.cl_of = [[] for _ in range(n)]
        for k, mem in enumerate(self.cl_members):
            for i in mem:
                self.cl_of[i].append(k)
        # Identical items: same size and align, and equal open neighbourhoods (non-adjacent
        # twins) or equal closed neighbourhoods (adjacent twins). An item belongs to at most one
        # nontrivial class of either kind; members are chained in canonical order.
        self.twin_prev = [-1] * n
        last_of: dict = {}
        for i in range(n):
            open_key = (self.s[i], self.a[i], self.adj[i], False)
            closed_key = (self.s[i], self.a[i], self.adj[i] | (1 << i), True)
            for key in (open_key, closed_key):
                j = last_of.get(key)
                if j is not None:
                    self.twin_prev[i] = j
                last_of[key] = i

    def run(self, best: int, best_pos: list[int], target: int, budget: int):
        """Returns (arena, offsets, status, nodes); status is 'optimal', 'target' or 'budget'."""
        n = self.n
        self.best = best
        self.best_pos = list(best_pos)
        self.target = target
        self.budget = budget
        self.nodes = 0
        if best <= target:
            return best, self.best_pos, "target", 0
        self.pos = [-1] * n
        self.fitc = [0] * n
        self.lst = [[] for _ in range(n)]
        self.udeg = [len(nb) for nb in self.nbrs]
        self.W = [sum(self.s[i] for i in mem) for mem in self.cl_members]
        self.top = [0] * len(self.cl_members)
        self.remaining = n
        self.memo = {}
        status = "optimal"
        try:
            self._dfs(0, -1, 0)
        except _Stop as stop:
            status = stop.args[0]
        return self.best, self.best_pos, status, self.nodes

    def _place_common(self, i: int, o: int, trail: list) -> None:
        e = o + self.s[i]
        self.pos[i] = o
        self.remaining -= 1
        W, top, si = self.W, self.top, self.s[i]
        for k in self.cl_of[i]:
            trail.append((k, top[k]))
            W[k] -= si
            if e > top[k]:
                top[k] = e

    def _undo_common(self, i: int, trail: list) -> None:
        self.pos[i] = -1
        self.remaining += 1
        W, top, si = self.W, self.top, self.s[i]
        for k, old in reversed(trail):
            W[k] += si
            top[k] = old

    def _dfs(self, last_o: int, last_i: int, maxend: int) -> None:
        self.nodes += 1
        if self.nodes > self.budget:
            raise _Stop("budget")
        if self.remaining == 0:
            if maxend < self.best:
                self.best = maxend
                self.best_pos = list(self.pos)
                if maxend <= self.target:
                    raise _Stop("target")
            return
        best = self.best
        # Clique bound max_k(max(last_o, top_k) + W_k), split so that it runs at C speed;
        # cliques with nothing left (W_k == 0) contribute at most maxend.
        W = self.W
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
        s, a, pos, fitc, twin_prev = self.s, self.a, self.pos, self.fitc, self.twin_prev
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
                e = _lowest_fit(self.lst[i], lo, s[i], a[i]) + s[i]
            else:
                tp = twin_prev[i]
                if tp < 0 or pos[tp] >= 0:
                    cands.append((o, -s[i], i))
            if e > bound:
                bound = e
                if bound >= best:
                    return
        sig = tuple(sig)
        memo = self.memo
        seen = memo.get(sig)
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
        if seen is None and len(memo) < _MEMO_LIMIT:
            memo[sig] = maxend
        elif seen is not None:
            memo[sig] = maxend

    def _branch(self, j: int, o: int, maxend: int) -> None:
        s, a, pos, fitc, lst, udeg = self.s, self.a, self.pos, self.fitc, self.lst, self.udeg
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
                fitc[i] = _lowest_fit(lst[i], f, s[i], a[i])
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


# --------------------------------------------------------------------------------------------
# Public entry points
# --------------------------------------------------------------------------------------------


def plan_arena(
    items: Sequence[Item],
    conflicts: Iterable[tuple[str, str]],
    *,
    clique_hints: Iterable[Iterable[str]] = (),
    exact_limit: int = 32,
    node_budget: int = 2_000_000,
) -> Plan:
    """Pack ``items`` into one arena so that conflicting items are disjoint; see module docs."""
    items = list(items)
    g = _Graph(items, conflicts)
    hints = g.hint_sets(clique_hints)
    comps = [_Comp(g, c) for c in g.components()]
    lb, lb_clique, infos = _global_lower_bound(g, comps, hints)

    offsets: dict[str, int] = {name: 0 for name in g.zero_names}
    # Heaviest components first, so that later ones can stop at the arena already fixed.
    work = sorted(range(len(comps)), key=lambda c: (-infos[c][0], comps[c].members[0]))
    arena = 0
    certified = lb  # a proven lower bound on the optimum
    all_exact = True
    budget = node_budget
    for c in work:
        comp = comps[c]
        if comp.n == 1:
            offsets[g.names[comp.members[0]]] = 0
            arena = max(arena, comp.size[0])
            continue
        comp_lb = infos[c][0]
        target = max(lb, arena)
        large = comp.n > _LARGE_COMPONENT
        rounds = _IMPROVE_ROUNDS_LARGE if large else _IMPROVE_ROUNDS_SMALL
        val, pos = _heuristic(comp, target, rounds)
        if comp.n <= exact_limit:
            if val > target and budget > 0:
                masks = infos[c][3] + _maximal_cliques(comp.n, comp.adj, _BOUND_CLIQUES)
                bnb = _BranchAndBound(comp, _prune_cliques(masks, comp.size))
                val, pos, status, used = bnb.run(val, pos, target, budget)
                budget -= used
                if status == "optimal" or (status == "target" and val <= comp_lb):
                    certified = max(certified, val)
        else:
            all_exact = False
        for i, v in enumerate(comp.members):
            offsets[g.names[v]] = pos[i]
        arena = max(arena, val)

    plan = Plan(
        offsets={name: offsets[name] for name in sorted(offsets)},
        arena_bytes=arena,
        alignment=max((it.align for it in items), default=1),
        unshared_bytes=sum(it.size for it in items),
        lower_bound=lb,
        lower_bound_clique=lb_clique,
        proven_optimal=arena <= certified,
        method="exact" if all_exact else "heuristic",
    )
    return plan


def check_plan(
    items: Sequence[Item], conflicts: Iterable[tuple[str, str]], offsets: dict[str, int]
) -> list[str]:
    """Problems with ``offsets`` (empty list if valid): overlaps of conflicting items, misaligned,
    negative or missing offsets, unknown names."""
    problems = []
    by_name = {it.name: it for it in items}
    for it in items:
        if it.name not in offsets:
            problems.append(f"{it.name}: no offset")
            continue
        off = offsets[it.name]
        if not isinstance(off, int) or off < 0:
            problems.append(f"{it.name}: bad offset {off!r}")
        elif it.align >= 1 and off % it.align:
            problems.append(f"{it.name}: offset {off} not a multiple of align {it.align}")
    for a, b in conflicts:
        if a not in by_name or b not in by_name:
            problems.append(f"conflict ({a}, {b}) names an unknown item")
            continue
        if a == b:
            problems.append(f"self-conflict on {a}")
            continue
        if a not in offsets or b not in offsets:
            continue
        ia, ib = by_name[a], by_name[b]
        if ia.size == 0 or ib.size == 0:
            continue
        oa, ob = offsets[a], offsets[b]
        if oa < ob + ib.size and ob < oa + ia.size:
            problems.append(
                f"{a} [{oa}, {oa + ia.size}) overlaps conflicting {b} [{ob}, {ob + ib.size})"
            )
    return problems
