"""The phase a TMA load completes, as the plan verifier reads it (design §6): a forward dataflow
over the flattened kernel (``passes.verify.flat_cfg``), not ``smem-coalesce``'s backward walk.

For the load's mbarrier, each node holds the names (``mbarrier_phases.Parity``: constants, SSA
values, negated or not) that denote the parity of the barrier's current phase on *every* path
from the kernel's start to it:

- at the kernel's start a barrier ``nvgpu.mbarrier.create`` makes is *untouched*: not yet
  initialised, so a path on which it stays so until the load is one no valid run takes (any use
  of an uninitialised mbarrier is undefined), and where paths meet it leaves the others' names
  (one thread's init under ``scf.if``); any other barrier: nothing is known;
- ``mbarrier.init`` of the barrier: phase 0, parity false; a wait on it for parity P: the phase
  after P's, parity ``not P``;
- an init or a wait on a barrier that may be the same one, an op with regions nobody described,
  an op nobody described that may block: nothing is known after it;
- across an edge into, round or out of a loop, and along a branch between blocks, a name becomes
  what the code there calls it (an iteration argument, a block argument, a loop result), and a
  name the code there defines again is dropped (the parity algebra of ``mbarrier_phases``);
- where paths meet, what every one of them names.

Paths not yet seen start optimistic and the sets only shrink, so the answer is the greatest
solution: a parity a loop's iteration argument carries round every back edge names the phase at
the top of every iteration (an induction, found here as a fixed point). The load's own node then
holds the names of the phase it completes.

Usage (by ``verify_plan``)::

    names = issued_phase(cfg, load, through_loop, through_branch)

It changes no IR.
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.ir import Operation

from smem_opt.passes.analysis.mbarrier_phases import Parity, parity_of, same_mbarrier
from smem_opt.passes.analysis.op_records import (
    AsyncRole,
    HandOff,
    RegionKind,
    async_role,
    constant_int,
    handoff,
    mbarrier_of,
    record,
    region_kind,
    wait_parity,
)
from smem_opt.passes.verify.flat_cfg import FlatCFG
from smem_opt.smem_dialect.nvgpu_tma import MBarrierCreateOp

Names = frozenset[Parity]


def issued_phase(
    cfg: FlatCFG,
    load: Operation,
    through_loop: Callable[[Operation, Names, tuple[Operation, str] | None], Names],
    through_branch: Callable[[Names, Operation, int], Names],
) -> Names:
    """The names of the parity of the phase current where ``load`` is issued, on every path."""
    start = cfg.node_of.get(load)
    found = mbarrier_of(load)
    if start is None or found is None:
        return frozenset()
    state: dict[int, Names | Untouched] = {
        cfg.entry: UNTOUCHED if isinstance(found[0].owner, MBarrierCreateOp) else frozenset()}
    work = [cfg.entry]
    while work:
        node = work.pop()
        out = _after(cfg.op_at[node], state[node], load)
        for succ in cfg.succ[node]:
            moved: Names | Untouched = out
            if not isinstance(out, Untouched):
                moved = through_loop(load, out, cfg.loop_edges.get((node, succ)))
                branch = cfg.branch_edges.get((node, succ))
                if branch is not None:
                    moved = through_branch(moved, *branch)
            old = state.get(succ)
            new = moved if old is None or isinstance(old, Untouched) else old if isinstance(moved, Untouched) \
                else old & moved
            if new != old:
                state[succ] = new
                work.append(succ)
    at_load = state.get(start, frozenset())
    return frozenset() if isinstance(at_load, Untouched) else at_load


class Untouched:
    """A barrier not initialised since the kernel's start, on every path so far."""


UNTOUCHED = Untouched()


def _after(op: Operation | None, names: Names | Untouched, load: Operation) -> Names | Untouched:
    """The names after ``op`` (its regions are nodes of their own)."""
    if op is None:
        return names
    if isinstance(names, Untouched) and async_role(op) not in (AsyncRole.MBARRIER_INIT, AsyncRole.MBARRIER_WAIT) \
            and not may_move_phase(op):
        return names
    role = async_role(op)
    if role in (AsyncRole.MBARRIER_INIT, AsyncRole.MBARRIER_WAIT):
        if same_mbarrier(op, load) and region_kind(op) is RegionKind.NONE:
            if role is AsyncRole.MBARRIER_INIT:
                return frozenset([Parity(False)])
            waited = wait_parity(op)
            return frozenset([parity_of(waited).negate()]) if waited is not None else frozenset()
        return names if _distinct(op, load) else frozenset()
    return frozenset() if may_move_phase(op) else names


def may_move_phase(op: Operation) -> bool:
    """Could ``op`` itself (the ops of its regions are nodes of their own) complete or reset a
    phase of an mbarrier without being a wait the verifier reads: an init, an op with regions
    nobody described, or an op nobody described that may block (it may arrive, or wait on the
    barrier for another phase)? After it, no wait is known to be for a TMA load's own phase."""
    if async_role(op) is AsyncRole.MBARRIER_INIT or region_kind(op) is RegionKind.OPAQUE:
        return True
    return record(op).origin in UNDESCRIBED and handoff(op) is HandOff.WAIT


UNDESCRIBED = ("traits", "dialect", "default")
"""Record origins of ops nobody described one by one."""


def _distinct(a: Operation, b: Operation) -> bool:
    """Do two ops surely name different barriers: of one group at different constant indices, or
    of groups two different ``create`` ops made?"""
    ka, kb = mbarrier_of(a), mbarrier_of(b)
    if ka is None or kb is None:
        return False
    if ka[0] is kb[0]:
        ia, ib = constant_int(ka[1]), constant_int(kb[1])
        return ia is not None and ib is not None and ia != ib
    return isinstance(ka[0].owner, MBarrierCreateOp) and isinstance(kb[0].owner, MBarrierCreateOp)


__all__ = ["issued_phase", "may_move_phase", "Names"]
