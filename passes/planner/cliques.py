"""Cliques of a conflict graph: the planner's lower bound and the cliques its searches prune with.

Graphs are given as bitsets (``adj[v]`` has bit ``u`` set when ``u`` and ``v`` conflict) over
vertices ``0..n-1`` with weights ``w`` (item sizes). Any clique must be stacked in the arena, so
its weight bounds the arena from below; only verified cliques are ever returned.

* :func:`greedy_cliques`: one maximal clique per vertex (grow by the heaviest common neighbour);
* :func:`chordal_cliques`: all maximal cliques of a chordal graph (interval graphs, i.e.
  straight-line live ranges, are chordal) in linear time, or None when the graph is not chordal.
  A maximum cardinality search gives an ordering; the graph is chordal iff every vertex's
  earlier-visited neighbours form a clique, and then the maximal cliques are the sets
  "vertex plus earlier-visited neighbours" not contained in a later one;
* :class:`CliqueSearch`: weighted maximum clique by branch and bound (greedy colouring bound),
  limited to a node budget;
* :func:`maximal_cliques`: up to ``limit`` maximal cliques (Bron-Kerbosch with pivoting);
* :func:`component_cliques`: the bound of one component from all of the above plus the caller's
  hints.

Every function is deterministic: ties break by vertex index, never by input order.
"""

from __future__ import annotations

import heapq
from typing import NamedTuple

# Branch and bound on the clique problem is attempted for non-chordal components up to this many
# vertices.
CLIQUE_EXACT_LIMIT = 400
# Work budget of the clique branch and bound per component: nodes times vertices (a node costs
# time proportional to the vertices it colours), so at most 100k nodes at 20 vertices.
CLIQUE_WORK_BUDGET = 2_000_000


def bits(mask: int):
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def mask_weight(mask: int, w: list[int]) -> int:
    return sum(w[v] for v in bits(mask))


def is_clique(mask: int, adj: list[int]) -> bool:
    for v in bits(mask):
        if (mask & ~(1 << v)) & ~adj[v]:
            return False
    return True


def thin_to_clique(members: list[int], w: list[int], adj: list[int]) -> int:
    """Largest-first greedy sub-clique of ``members`` (returned as a mask)."""
    kept = 0
    for v in sorted(members, key=lambda x: (-w[x], x)):
        if kept & ~adj[v] == 0:
            kept |= 1 << v
    return kept


def greedy_cliques(n: int, w: list[int], adj: list[int]) -> list[int]:
    """For every vertex, a maximal clique grown from it by adding the heaviest common neighbour."""
    order = sorted(range(n), key=lambda v: (-w[v], v))
    rank = [0] * n
    for r, v in enumerate(order):
        rank[v] = r
    radj = [0] * n  # adjacency in rank space: lowest bit = heaviest vertex
    for v in range(n):
        m = 0
        for u in bits(adj[v]):
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
        for rr in bits(clique):
            mask |= 1 << order[rr]
        out.append(mask)
    return out


def chordal_cliques(n: int, nbrs: list[list[int]], adj: list[int]) -> list[int] | None:
    """The maximal cliques of a chordal graph, or None when the graph is not chordal.

    Maximum cardinality search (ties to the lowest index); the graph is chordal iff each vertex's
    earlier-visited neighbours form a clique, and then every maximal clique is a vertex plus its
    earlier-visited neighbours (those contained in another such set are dropped).
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
    contained = [False] * n
    for v in range(n):
        u = latest[v]
        if u >= 0:
            if (earlier[v] & ~(1 << u)) & ~earlier[u]:
                return None
            # C(u) = {u} + earlier(u) is inside C(v) exactly when earlier(v) == C(u); every
            # non-maximal C(u) is caught this way (chordality carries the containment down the
            # chain of latest neighbours).
            if earlier[v].bit_count() == earlier[u].bit_count() + 1:
                contained[u] = True
    return [earlier[v] | (1 << v) for v in range(n) if not contained[v]]


class CliqueSearch:
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
            for u in bits(adj[v]):
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
        for v in bits(seed_mask):
            m |= 1 << self.rank[v]
        self.best, self.best_w = m, seed_w
        n = len(self.w)
        complete = True
        try:
            self._expand(0, 0, (1 << n) - 1)
        except _Exhausted:
            complete = False
        out = 0
        for r in bits(self.best):
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


class ComponentCliques(NamedTuple):
    """What :func:`component_cliques` found for one component."""

    weight: int  # the lower bound: weight of the heaviest clique found
    mask: int  # that clique
    exact: bool  # the heaviest clique is proven heaviest
    masks: list[int]  # every clique found, heaviest first (bounds for the searches)
    chordal: list[int] | None  # all maximal cliques when the component is chordal, else None


def component_cliques(comp, hints: list[list[int]], budget: int) -> ComponentCliques:
    """Cliques of one component (``comp``: ``n``, ``size``, ``adj``, ``nbrs``, ``loc``)."""
    n, w, adj = comp.n, comp.size, comp.adj
    cands = []
    for h in hints:
        local = [comp.loc[v] for v in h if v in comp.loc]
        if local:
            cands.append(thin_to_clique(local, w, adj))
    cands.extend(greedy_cliques(n, w, adj))
    chordal = chordal_cliques(n, comp.nbrs, adj)
    if chordal is not None:
        cands.extend(chordal)
    weighted = sorted({(-mask_weight(m, w), m) for m in cands})
    best_w, best = -weighted[0][0], weighted[0][1]
    exact = chordal is not None
    if not exact and n <= CLIQUE_EXACT_LIMIT:
        bw, bm, exact = CliqueSearch(n, w, adj, min(budget, CLIQUE_WORK_BUDGET // n)).run(best, best_w)
        if bw > best_w:
            best_w, best = bw, bm
            weighted.insert(0, (-bw, bm))
    assert is_clique(best, adj)
    masks = [m for _, m in weighted]
    return ComponentCliques(best_w, best, exact, masks, chordal)


def maximal_cliques(n: int, adj: list[int], limit: int) -> list[int]:
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
        pivot = max(bits(px), key=lambda u: ((p & adj[u]).bit_count(), -u))
        for v in bits(p & ~adj[pivot]):
            bit = 1 << v
            rec(r | bit, p & adj[v], x & adj[v])
            p &= ~bit
            x |= bit

    rec(0, (1 << n) - 1, 0)
    return out


def prune_cliques(masks: list[int], w: list[int]) -> list[int]:
    """Distinct cliques with more than one member, dropping any contained in another."""
    uniq = sorted(set(m for m in masks if m & (m - 1)), key=lambda m: (-m.bit_count(), m))
    kept: list[int] = []
    for m in uniq:
        if not any(m & k == m for k in kept):
            kept.append(m)
    kept.sort(key=lambda m: (-mask_weight(m, w), m))
    return kept

