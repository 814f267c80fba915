"""Which wait retires a TMA load issued in a region of several blocks (design §3, *Open world*:
async copies and TMA; unstructured control flow).

``mbarrier_phases`` follows a load's phase parity through structured code: on to the end of its
block, out of loop bodies through their results, into a loop's first iteration through its
iteration arguments. In a region of several blocks the same parity travels along branches: a
loop's parity is a block argument of its header, passed round by the back edge and out by the exit
edge. This module follows it there, path by path:

- the load's phase parity (``MbarrierPhases.phase_at``) is held as a set of names, each a
  ``Parity`` that denotes it on the current path: a constant, or an SSA value (negated or not);
- along an edge, a name that a branch operand carries (or its negation) is also named by the
  block argument that receives it; a name defined in the target block (one of its arguments, or
  an op in it) is dropped: the path runs its definition again. A value defined outside the
  region, or on the path since, names the same value until then;
- a path also holds what the branches it took say about integers (``branch_facts``): the edge
  into the load's block from its only predecessor, and every two-way branch since; an edge the
  facts contradict is not taken (a prefetch under ``iv + 1 < upper`` does not leave the loop
  before the next iteration's header test ``iv' < upper``);
- in a block, the first op that retires the load (a wait on the same mbarrier for a parity among
  the names, uniform) ends the path; an op that may change the phase the thread sees
  (``mbarrier_phases.may_touch``), leaving the region, or reaching the load again, fails the
  whole search (the load stays in flight to the end of the kernel).

The load is retired when every path from it ends at such a wait. The wait returned is the last of
them in program order: the load's span runs from the load to there, and every cycle through the
load that does not hold that wait widens it (``liveness``), so every block a path crosses before
its wait must lie inside that span or in such a cycle; otherwise there is no answer. A wait before
the load in program order (the next iteration's, for a prefetch) is the answer only when every
block a path crosses lies on a cycle through the load's block: ``liveness`` keeps the load
writing across every loop and cycle around it then.

Usage (by ``liveness.retiring_wait``)::

    wait = wait_on_every_path(load, order, phases)   # None: not retired along every path

Valid until the kernel is rewritten; it changes no IR.
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.dialects.builtin import i1
from xdsl.ir import Block, BlockArgument, Operation, SSAValue

from smem_opt.passes.analysis.branch_facts import Facts, carried, contradicted, dropped
from smem_opt.passes.analysis.cfg import RegionGraph
from smem_opt.passes.analysis.control_flow import ControlFlow
from smem_opt.passes.analysis.mbarrier_phases import MbarrierPhases, Parity, may_touch, parity_of
from smem_opt.passes.analysis.op_records import edge_operand_indices, forwarded_values

MAX_STATES = 4096
"""Block and name-set pairs a search may visit before it gives up (no answer)."""


def wait_on_every_path(load: Operation, order: ControlFlow, phases: MbarrierPhases) -> Operation | None:
    """The wait after which ``load`` (a TMA load directly in a block of a region of several
    blocks) has landed on every path, or None."""
    block = load.parent_block()
    graph = order.graph_of(block) if block is not None else None
    if graph is None or block is None:
        return None
    parity = phases.phase_at(load)
    if parity is None or not phases.is_uniform(parity):
        return None
    names = frozenset({parity})
    ops = list(block.ops)
    rest = ops[ops.index(load) + 1 :]
    x = graph.index[block]
    waits: list[Operation] = []
    crossed: dict[int, list[tuple[Operation, Operation]]] = {}
    """Per block, the stretches (first op, last op) a path ran through with the load in flight."""
    facts = _facts_on_entry(block, graph)
    work: list[tuple[Block, frozenset[Parity], Facts, list[Operation]]] = [(block, names, facts, rest)]
    seen: set[tuple[int, frozenset, Facts]] = set()
    while work:
        here, names, facts, body = work.pop()
        if len(seen) > MAX_STATES:
            return None
        if here is block and body is not rest:
            body = ops[: ops.index(load)]  # back at the load: retired before it runs again
        found = _scan(body, load, names, phases)
        if found is False:
            return None
        i = graph.index[here]
        if body:
            crossed.setdefault(i, []).append((body[0], found if found is not None else body[-1]))
        if found is not None:
            waits.append(found)
            continue
        if here is block and body is not rest:
            return None
        term = here.last_op
        if term is None or not term.successors:
            return None  # leaves the region with the load in flight
        for k, (target, landing, named) in enumerate(_edges(term, i, names, graph)):
            j = graph.index.get(landing)
            if j is None or target not in graph.index:
                return None
            if contradicted(term, k, facts):
                continue  # this path cannot go that way
            known = carried(facts, term, k, _redefined_by(target, graph))
            if landing is not target:
                known = dropped(known, _redefined_by(landing, graph))
            key = (j, named, known)
            if key in seen:
                continue
            seen.add(key)
            work.append((landing, named, known, list(landing.ops)))
    if not waits:
        return None
    last = max(waits, key=lambda w: order.end[w])
    return last if _inside(order, graph, x, load, last, crossed) else None


def _scan(ops: list[Operation], load: Operation, names: frozenset[Parity], phases: MbarrierPhases):
    """The first op of ``ops`` that retires ``load`` (a wait for one of ``names``); False when an
    op may change the phase first or is the load itself; None when none does either."""
    for op in ops:
        if op is load:
            return False
        if any(phases.retires(op, load, name) for name in names):
            return op
        if any(phases.passes_over(op, load, name) for name in names):
            continue  # a wait for the phase before the load's: returns at once
        if may_touch(op, load):
            return False
    return None


def _facts_on_entry(block: Block, graph: RegionGraph) -> Facts:
    """What every path into ``block`` knows on entry from the branches it took: along the chain
    of blocks each of which has only one predecessor (as written), up to ``MAX_CHAIN`` edges."""
    chain: list[tuple[Operation, int]] = []
    here = block
    for _ in range(MAX_CHAIN):
        preds = [
            (b.last_op, k)
            for b in graph.blocks
            if b.last_op is not None
            for k, s in enumerate(b.last_op.successors)
            if s is here
        ]
        source = preds[0][0].parent_block() if len(preds) == 1 else None
        if source is None or source is block:
            break
        chain.append(preds[0])
        here = source
    facts: Facts = ()
    for term, k in reversed(chain):
        facts = carried(facts, term, k, _redefined_by(term.successors[k], graph))
    return facts


MAX_CHAIN = 8
"""Edges of single predecessors ``_facts_on_entry`` follows back from the load's block."""


def _redefined_by(target: Block, graph: RegionGraph) -> Callable[[SSAValue], bool]:
    """Does entering ``target`` (and running it) define a value again?"""

    def redefined(value: SSAValue) -> bool:
        return not _valid_in(Parity(value), target, graph)

    return redefined


def _edges(term: Operation, at: int, names: frozenset[Parity], graph: RegionGraph):
    """For each successor of ``term`` (the terminator of block ``at``), in order: the block, the
    block control surely reaches from it (``RegionGraph.landings``: past a test the edge's own
    values decide, whose block is inert) and the names of the parity there."""
    incoming: list[set[Parity]] = [set() for _ in term.successors]
    for k, target in enumerate(term.successors):
        # the operands of this edge only: two edges into one block pass operands of their own
        for i in edge_operand_indices(term, k):
            operand = term.operands[i]
            if operand.type != i1:
                continue
            flowing = parity_of(operand)
            for name in names:
                negated = None
                if flowing.same(name):
                    negated = False
                elif flowing.same(name.negate()):
                    negated = True
                if negated is None:
                    continue
                for arg in forwarded_values(term, i) or []:
                    if isinstance(arg, BlockArgument) and arg.block is target:
                        named = parity_of(arg)
                        incoming[k].add(named.negate() if negated else named)
    for k, (target, landing) in enumerate(zip(term.successors, graph.landings[at], strict=True)):
        found = incoming[k] | {
            name for name in names if _valid_in(name, target, graph) and _valid_in(name, landing, graph)
        }
        yield target, landing, frozenset(found)


def _valid_in(name: Parity, target: Block, graph: RegionGraph) -> bool:
    """Does ``name``, valid at the end of the block a path leaves, still name the same value on
    entry to ``target``? Not when ``target`` defines it (its block arguments, or an op in it that
    runs again): the path re-enters the definition."""
    if isinstance(name.value, bool):
        return True
    value = name.value
    if isinstance(value, BlockArgument):
        home = graph.index.get(value.block)
        if home is None:
            parent = value.block.parent_op()
            home = graph.block_of(parent) if parent is not None else None
    else:
        owner = value.owner
        home = graph.block_of(owner) if isinstance(owner, Operation) else None
    return home is None or home != graph.index.get(target)


def _inside(
    order: ControlFlow,
    graph: RegionGraph,
    x: int,
    load: Operation,
    wait: Operation,
    crossed: dict[int, list[tuple[Operation, Operation]]],
) -> bool:
    """Does every stretch a path ran through with the load in flight lie between the load and
    ``wait`` in program order, or in a cycle through the load's block ``x`` that does not hold
    the wait (which widens the load's span)? A wait before the load (a later iteration's) leaves
    the load writing across every cycle through ``x``, and only there."""
    wait_block = graph.block_of(wait)
    before = order.end[wait] < order.start[load]
    widened = [c for c in graph.cycles_of[x] if before or wait_block not in c.members]
    lo, hi = order.start[load], order.end[load] if before else order.end[wait]
    for j, stretches in crossed.items():
        if any(j in c.members for c in widened):
            continue
        for first, last in stretches:
            if order.start[first] < lo or order.end[last] > hi:
                return False
    return True


__all__ = ["wait_on_every_path"]
