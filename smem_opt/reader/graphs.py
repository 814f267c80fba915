"""Graph algorithms on numbered nodes, shared by the reader's dominance check
(``reader.checks``: a value used only where its definition dominates) and the passes'
control-flow graphs (``passes.analysis.cfg``): depth-first search as events, reachability,
strongly connected components (Tarjan) and immediate dominators (Cooper, Harvey and Kennedy).
Nodes are ``0..n-1``; edges come from ``succ`` (and ``preds``) callables. Changes no IR."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from enum import Enum

VIRTUAL_EXIT = -1
"""The immediate (post-)dominator of a node no root reaches, and the virtual root before several
roots: for post-dominators, of blocks that every path leaves the region from (or none does)."""


class Step(Enum):
    """What a depth-first search just did (``depth_first``)."""

    ENTER = "enter"
    """Reached a node for the first time (from ``parent``; None for a start)."""
    SEEN = "seen"
    """Followed an edge to a node already reached."""
    LEAVE = "leave"
    """Finished a node: every successor has been followed (back to ``parent``)."""


def depth_first(
    starts: Iterable[int], succ: Callable[[int], list[int]]
) -> Iterator[tuple[Step, int | None, int]]:
    """An iterative depth-first search from each of ``starts`` in turn (those already reached are
    skipped), successors in ``succ``'s order, as ``(step, parent, node)`` events; for ``SEEN``,
    ``parent`` is the edge's source and ``node`` its target."""
    seen: set[int] = set()
    for start in starts:
        if start in seen:
            continue
        seen.add(start)
        yield Step.ENTER, None, start
        work: list[tuple[int, int]] = [(start, 0)]
        while work:
            v, k = work.pop()
            targets = succ(v)
            if k < len(targets):
                work.append((v, k + 1))
                w = targets[k]
                if w in seen:
                    yield Step.SEEN, v, w
                else:
                    seen.add(w)
                    yield Step.ENTER, v, w
                    work.append((w, 0))
                continue
            yield Step.LEAVE, work[-1][0] if work else None, v


def reachable(start: int, succ: Callable[[int], list[int]]) -> set[int]:
    return {node for step, _, node in depth_first([start], succ) if step is Step.ENTER}


def strongly_connected(nodes: list[int], succ: Callable[[int], list[int]]) -> list[list[int]]:
    """Strongly connected components (Tarjan, over an iterative depth-first search)."""
    index: dict[int, int] = {}
    low: dict[int, int] = {}
    on_stack: set[int] = set()
    stack: list[int] = []
    comps: list[list[int]] = []
    for step, parent, v in depth_first(nodes, succ):
        if step is Step.ENTER:
            index[v] = low[v] = len(index)
            stack.append(v)
            on_stack.add(v)
        elif step is Step.SEEN:
            if v in on_stack:
                assert parent is not None  # a node seen again is seen along an edge
                low[parent] = min(low[parent], index[v])
        else:
            if parent is not None:
                low[parent] = min(low[parent], low[v])
            if low[v] == index[v]:
                comp: list[int] = []
                while True:
                    w = stack.pop()
                    on_stack.discard(w)
                    comp.append(w)
                    if w == v:
                        break
                comps.append(sorted(comp))
    return comps


def immediate_dominators(
    n: int,
    root: int | None,
    preds: Callable[[int], list[int]],
    succ: Callable[[int], list[int]],
    roots: list[int] | None = None,
) -> list[int]:
    """Immediate dominators by Cooper, Harvey and Kennedy's algorithm. With ``root`` the graph's
    entry; with ``roots`` instead, a virtual root (``VIRTUAL_EXIT``) precedes each of them (for
    post-dominators, ``preds``/``succ`` given reversed). Unreached nodes get the virtual root."""
    starts = [root] if root is not None else list(roots or [])
    post = [v for step, _, v in depth_first(starts, succ) if step is Step.LEAVE]
    rpo = post[::-1]
    number = {v: i for i, v in enumerate(rpo)}
    idom: dict[int, int] = {}
    if root is not None:
        idom[root] = root
    else:
        for s in starts:
            idom[s] = VIRTUAL_EXIT

    def intersect(a: int, b: int) -> int:
        while a != b:
            if a == VIRTUAL_EXIT or b == VIRTUAL_EXIT:
                return VIRTUAL_EXIT
            while a != VIRTUAL_EXIT and b != VIRTUAL_EXIT and number[a] > number[b]:
                a = idom[a]
            while a != VIRTUAL_EXIT and b != VIRTUAL_EXIT and number[b] > number[a]:
                b = idom[b]
            if a == VIRTUAL_EXIT or b == VIRTUAL_EXIT:
                return VIRTUAL_EXIT
        return a

    changed = True
    while changed:
        changed = False
        for v in rpo:
            if v in starts:
                continue
            new: int | None = None
            for p in preds(v):
                if p not in idom:
                    continue
                new = p if new is None else intersect(p, new)
            if new is not None and idom.get(v) != new:
                idom[v] = new
                changed = True
    return [idom.get(i, VIRTUAL_EXIT) for i in range(n)]


def dominates(idom: Sequence[int], a: int, b: int) -> bool:
    """Does node ``a`` dominate node ``b``, by the immediate dominators ``idom`` (of
    ``immediate_dominators``: a root is its own; a node no path reaches has the virtual root)?"""
    while b != a:
        up = idom[b]
        if up == b or up == VIRTUAL_EXIT:
            return False
        b = up
    return True


__all__ = ["Step", "VIRTUAL_EXIT", "depth_first", "dominates", "immediate_dominators", "reachable", "strongly_connected"]
