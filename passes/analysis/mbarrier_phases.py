"""Which wait retires a TMA load: mbarrier phases (design §3, *Open world*, async copies).

An mbarrier (a group value and an index into it) goes through phases 0, 1, 2, ...; a blocking
wait for parity P returns once the barrier's current phase has a parity other than P, that is once
the phase of parity P it was waiting for has completed. Seen from one thread:

- after ``mbarrier.init`` the current phase is phase 0 (parity false); after an op whose only
  events on the barrier are inits that may not run (one thread's init under ``scf.if``, the
  idiom of every TMA kernel), phase 0 still when the barrier was in phase 0 before it or had
  never been touched since the kernel's start (a barrier ``nvgpu.mbarrier.create`` makes: any
  use of it before an init is undefined, so a path that skips every init does not run);
- after a wait for parity P returns, the current phase has parity ``not P``;
- a TMA load (an async write that completes a transaction on the mbarrier) belongs to the phase
  current when it is issued; so the parity of its phase is known when the last of these events
  before it, on the same or an outer level and in the same loop iteration, names the same
  mbarrier;
- at the top of a loop's iteration the current phase is known by induction over the iterations:
  an iteration argument that starts as the parity current before the loop and that the body
  yields as the parity current at its end (its last event, at its top level) names it in every
  iteration. On entry to a block of a region of several blocks, the same induction runs over the
  edges into it (its only predecessor's end, or a block argument every predecessor passes the
  parity current at its end).

The load is retired by the first later wait, on the same or an outer level, on the same mbarrier,
for a parity equal to the load's (the same uniform SSA value, possibly negated by ``arith.xori``
with true, or the same constant): that wait returns only when the load's phase has completed.
A wait for another parity, or on another barrier, retires nothing. Leaving a loop body, the search
goes on after the loop with the parity the body yields (the loop's result); that covers the last
iteration's load when the load runs in every iteration (no branch between it and the body whose
condition the loop changes), and phases of one barrier complete in order, so it covers the
earlier iterations' loads too. Without such a wait the load is in flight to the end of the
kernel (``liveness``). The kernel's own protocol is trusted in one respect: its waits are for the
phases its loads complete.

Usage::

    phases = MbarrierPhases(kernel.op, divergence.is_divergent)
    wait = phases.retiring_wait(load)   # None: in flight to the end of the kernel

Valid until the kernel is rewritten; it changes no IR.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from xdsl.dialects.arith import AddiOp, CmpiOp, XOrIOp
from xdsl.ir import Block, Operation, SSAValue

from smem_opt.passes.analysis.op_records import (
    AsyncRole,
    HandOff,
    LoopShape,
    RegionKind,
    async_role,
    constant_int,
    control_operands,
    forwarded_values,
    handoff,
    induction_vars,
    is_loop,
    loop_bounds,
    loop_shape,
    mbarrier_of,
    record,
    region_kind,
    runs_at_least_once,
    wait_parity,
)
from smem_opt.smem_dialect.nvgpu_tma import MBarrierCreateOp
from smem_opt.smem_dialect.scf.control import IfOp


@dataclass(frozen=True)
class Parity:
    """A phase parity: a constant, or an SSA value (negated or not)."""

    value: SSAValue | bool
    negated: bool = False

    def negate(self) -> Parity:
        if isinstance(self.value, bool):
            return Parity(not self.value)
        return Parity(self.value, not self.negated)

    def same(self, other: Parity) -> bool:
        if isinstance(self.value, bool) or isinstance(other.value, bool):
            return self.value == other.value and isinstance(self.value, bool) and isinstance(other.value, bool)
        return self.value is other.value and self.negated == other.negated

    def with_value(self, value: SSAValue) -> Parity:
        return parity_of(value).negate() if self.negated else parity_of(value)


def parity_of(value: SSAValue) -> Parity:
    """``value`` as a parity expression (constants folded, ``xori %x, true`` as ``not %x``)."""
    c = constant_int(value)
    if c is not None:
        return Parity(bool(c & 1))
    owner = value.owner
    if isinstance(owner, XOrIOp):
        a, b = owner.operands
        for this, other in ((a, b), (b, a)):
            known = constant_int(other)
            if known is not None and known & 1:
                return parity_of(this).negate()
    return Parity(value)


def same_mbarrier(a: Operation, b: Operation) -> bool:
    """Do two ops name the same barrier of the same group?"""
    ka, kb = mbarrier_of(a), mbarrier_of(b)
    if ka is None or kb is None or ka[0] is not kb[0]:
        return False
    if ka[1] is kb[1]:
        return True
    ca, cb = constant_int(ka[1]), constant_int(kb[1])
    return ca is not None and ca == cb


def _maybe_same(a: Operation, b: Operation) -> bool:
    """Could two ops name the same barrier (same group, indices not known to differ)?"""
    ka, kb = mbarrier_of(a), mbarrier_of(b)
    if ka is None or kb is None:
        return True
    if ka[0] is not kb[0]:
        return False
    ca, cb = constant_int(ka[1]), constant_int(kb[1])
    return ca is None or cb is None or ca == cb


def may_touch(op: Operation, load: Operation) -> bool:
    """Could ``op`` (or an op inside it) change the phase ``load``'s thread sees: a wait or init
    that may name the load's barrier, an op with regions nobody described, or an op nobody
    described that may block?"""
    for inner in op.walk():
        role = async_role(inner)
        if role in (AsyncRole.MBARRIER_WAIT, AsyncRole.MBARRIER_INIT):
            if _maybe_same(inner, load):
                return True
        elif region_kind(inner) is RegionKind.OPAQUE:
            return True
        elif record(inner).origin in UNDESCRIBED and handoff(inner) is HandOff.WAIT:
            return True
    return False


UNDESCRIBED = ("traits", "dialect", "default")
"""Record origins of ops nobody described."""


MAX_STEPS = 64
"""Induction steps (loops and blocks entered) one ``phase_at`` query may take before it gives up
(the phase unknown): bounds the search in long chains of blocks and loops."""


class Unchanged:
    """``_last_event``'s answer when no op before the start of its block names the barrier."""


UNCHANGED = Unchanged()


class Untouched:
    """The phase where every path back reaches the kernel's start with nothing on the barrier (a
    barrier ``nvgpu.mbarrier.create`` makes): not yet initialised, so any use there is undefined."""


UNTOUCHED = Untouched()

Phase = Parity | Untouched | None
"""What the walk back knows of the current phase: a parity, untouched since the start, or None."""


@dataclass(frozen=True)
class InitsIn:
    """``_last_event``'s answer at an op whose only events on the barrier are inits that may not
    run: the phase after it is phase 0 when it was phase 0 before it, or untouched."""

    op: Operation


def only_inits(op: Operation, load: Operation) -> bool:
    """Are the only ops inside ``op`` that may touch ``load``'s barrier inits (no wait, no op with
    regions nobody described, no undescribed op that may block)?"""
    inner_ops = [inner for inner in op.walk() if inner is not op]
    if not inner_ops or region_kind(op) is RegionKind.OPAQUE:
        return False
    for inner in inner_ops:
        if async_role(inner) is AsyncRole.MBARRIER_INIT:
            continue
        if may_touch(inner, load) and not (inner.regions and only_inits(inner, load)):
            return False
    return True


def fresh_barrier(load: Operation) -> bool:
    """Is ``load``'s barrier one this kernel makes (``nvgpu.mbarrier.create``), uninitialised at its start?"""
    found = mbarrier_of(load)
    return found is not None and isinstance(found[0].owner, MBarrierCreateOp)


def _last_event(prev: Operation | None, load: Operation) -> Parity | Unchanged | InitsIn | None:
    """Walking back from ``prev`` to the start of its block: the parity of ``load``'s barrier's
    current phase after the last init or wait on it, ``InitsIn`` at an op of nothing but inits
    that may not run, None when an op that may touch the barrier otherwise comes first,
    ``UNCHANGED`` when none does."""
    while prev is not None:
        if same_mbarrier(prev, load) and region_kind(prev) is RegionKind.NONE:
            role = async_role(prev)
            if role is AsyncRole.MBARRIER_INIT:
                return Parity(False)
            parity = wait_parity(prev)
            if role is AsyncRole.MBARRIER_WAIT and parity is not None:
                return parity_of(parity).negate()
        if may_touch(prev, load):
            return InitsIn(prev) if prev.regions and only_inits(prev, load) else None
        prev = prev.prev_op
    return UNCHANGED


def _phase_zero_after_inits(before: Phase) -> Parity | None:
    """The phase after an op of inits that may not run, given the phase ``before`` it."""
    if isinstance(before, Untouched) or isinstance(before, Parity) and before.same(Parity(False)):
        return Parity(False)
    return None


class MbarrierPhases:
    """The waits that retire the TMA loads of one kernel."""

    def __init__(self, kernel_op: Operation, is_divergent: Callable[[SSAValue], bool]):
        self.root = kernel_op
        self.is_divergent = is_divergent
        self._steps = 0

    def _uniform(self, parity: Parity) -> bool:
        return isinstance(parity.value, bool) or not self.is_divergent(parity.value)

    def is_uniform(self, parity: Parity) -> bool:
        """Is ``parity`` the same in every thread (a constant, or a uniform value)?"""
        return self._uniform(parity)

    def retires(self, op: Operation, load: Operation, parity: Parity) -> bool:
        """Is ``op`` a wait that retires ``load``, whose phase has ``parity`` where ``op`` runs?"""
        return self._retires(op, load, parity)

    def phase_at(self, load: Operation) -> Parity | None:
        """The parity of the phase current when ``load`` is issued (None: not known)."""
        self._steps = 0
        found = self._phase_before(load, load)
        return found if isinstance(found, Parity) else None

    def _phase_before(
        self, start: Operation, load: Operation, assumed: dict[Block, Parity | None] | None = None
    ) -> Phase:
        """The phase of ``load``'s barrier just before ``start`` runs. ``assumed``: the phase at
        the top of blocks whose induction is under way (None: a block the walk is in already)."""
        cur = start
        while True:
            found = _last_event(cur.prev_op, load)
            if isinstance(found, InitsIn):
                if not self._step():
                    return None
                return _phase_zero_after_inits(self._phase_before(found.op, load, assumed))
            if not isinstance(found, Unchanged):
                return found
            block = cur.parent_block()
            region = block.parent if block is not None else None
            if block is not None and region is not None and block is not region.blocks.first:
                return self._at_block_top(block, load, assumed or {})
            parent = cur.parent_op()
            if parent is self.root:
                return UNTOUCHED if fresh_barrier(load) else None  # the kernel's start
            if parent is None:
                return None
            if is_loop(parent):
                return self._at_iteration_start(parent, load, assumed or {})
            cur = parent

    def _at_block_top(self, block: Block, load: Operation, assumed: dict[Block, Parity | None]) -> Phase:
        """The phase on entry to ``block`` (not its region's first), on every path: the phase at
        the end of its only predecessor; by induction over the paths into it (the back edges of
        a loop of branches), a block argument of ``block`` that every predecessor passes the
        parity current at its end; or phase 0 where every predecessor ends in phase 0 or
        untouched (one thread's init in a block of its own)."""
        if block in assumed:
            return assumed[block]
        if not self._step():
            return None
        preds = list(dict.fromkeys(block.predecessors()))
        if len(preds) == 1:
            end = self._at_block_end(preds[0], load, {**assumed, block: None})
            if not isinstance(end, Parity):
                return end
            # the name the block's own code uses: an argument the edge passes the parity in
            for arg in block.args:
                for top in (parity_of(arg), parity_of(arg).negate()):
                    if self._passes_end(preds[0], arg, top, end):
                        return top
            return end
        for arg in block.args:
            for top in (parity_of(arg), parity_of(arg).negate()):
                if all(self._passes(pred, arg, top, load, {**assumed, block: top}) for pred in preds):
                    return top
        ends = [self._at_block_end(pred, load, {**assumed, block: None}) for pred in preds]
        if all(isinstance(e, Untouched) for e in ends):
            return UNTOUCHED
        if all(isinstance(e, Untouched) or isinstance(e, Parity) and e.same(Parity(False)) for e in ends):
            return Parity(False)
        return None

    def _passes(
        self, pred: Block, arg: SSAValue, top: Parity, load: Operation, assumed: dict[Block, Parity | None]
    ) -> bool:
        """Does ``pred`` pass ``arg`` (an argument of a block it branches to) a value that makes
        ``top`` the parity current at its end?"""
        end = self._at_block_end(pred, load, assumed)
        return isinstance(end, Parity) and self._passes_end(pred, arg, top, end)

    @staticmethod
    def _passes_end(pred: Block, arg: SSAValue, top: Parity, end: Parity) -> bool:
        """Does ``pred``, whose end has the parity ``end``, pass ``arg`` (an argument of a block it
        branches to) a value that makes ``top`` that parity on entry there?"""
        term = pred.last_op
        if term is None:
            return False
        sources = [term.operands[i] for i in range(len(term.operands)) if arg in (forwarded_values(term, i) or [])]
        return bool(sources) and all(top.with_value(v).same(end) for v in sources)

    def _at_block_end(self, block: Block, load: Operation, assumed: dict[Block, Parity | None]) -> Phase:
        term = block.last_op
        if term is None or may_touch(term, load):
            return None
        return self._phase_before(term, load, assumed)

    def _step(self) -> bool:
        """Count one induction step of the current query; False once it has taken too many."""
        self._steps += 1
        return self._steps <= MAX_STEPS

    def _at_iteration_start(
        self, loop: Operation, load: Operation, assumed: dict[Block, Parity | None]
    ) -> Parity | None:
        """The parity of the current phase at the top of every iteration of ``loop``, by
        induction over its iterations: an iteration argument that starts as the parity current
        before the loop and is yielded as the parity current at the end of the body (the body's
        last wait or init on the barrier, at its top level, with nothing between that may touch
        it). None: no such argument, or an earlier iteration ends in an unknown phase."""
        body = loop.regions[0].blocks.first if len(loop.regions) == 1 else None
        if loop_shape(loop) is not LoopShape.SEQUENTIAL or body is None or body is not loop.regions[0].blocks.last:
            return None
        if not same_barrier_across(load, loop) or body.last_op is None or not self._step():
            return None
        entry = self._phase_before(loop, load, assumed)
        if not isinstance(entry, Parity):
            return None
        term = body.last_op
        at_end = _last_event(term.prev_op, load)
        if isinstance(at_end, InitsIn):
            return None
        for i, init in enumerate(loop.operands):
            args = [t for t in forwarded_values(loop, i) or [] if t in body.args]
            if len(args) != 1:
                continue
            first = parity_of(init)
            if first.same(entry):
                top = parity_of(args[0])
            elif first.same(entry.negate()):
                top = parity_of(args[0]).negate()
            else:
                continue
            end = top if isinstance(at_end, Unchanged) else at_end
            if end is None:
                return None
            if self._passes_end(body, args[0], top, end):
                return top
        return None

    def retiring_wait(self, load: Operation) -> Operation | None:
        """The first wait after which ``load`` has surely landed, or None."""
        if mbarrier_of(load) is None:
            return None
        parity = self.phase_at(load)
        if parity is None or not self._uniform(parity):
            return None
        cur = load
        while True:
            nxt = cur.next_op
            while nxt is not None:
                if self._retires(nxt, load, parity):
                    return nxt
                found = self._in_first_iteration(nxt, load, parity)
                if found is not None:
                    return found
                nxt = nxt.next_op
            parent = cur.parent_op()
            if parent is None or parent is self.root:
                return None
            if is_loop(parent):
                found = self._next_iteration_wait(parent, load, parity)
                if found is not None:
                    return found
                parity = self._after_loop(parent, load, parity)
                if parity is None:
                    return None
            cur = parent

    def passes_over(self, op: Operation, load: Operation, parity: Parity) -> bool:
        """Is ``op`` a wait on ``load``'s barrier for the other parity than ``parity``, the
        parity of the load's phase, current and not complete? It waits for the phase before,
        which completed: it returns at once and leaves the phase as it was."""
        waited = self._waits_for(op, load)
        return waited is not None and waited.same(parity.negate())

    def _waits_for(self, op: Operation, load: Operation) -> Parity | None:
        """The parity ``op`` waits for, when it is a wait on ``load``'s barrier for a parity the
        same in every thread; else None."""
        if async_role(op) is not AsyncRole.MBARRIER_WAIT or not same_mbarrier(op, load):
            return None
        waited = wait_parity(op)
        parity = parity_of(waited) if waited is not None else None
        return parity if parity is not None and self._uniform(parity) else None

    def _in_first_iteration(self, loop: Operation, load: Operation, parity: Parity) -> Operation | None:
        """A wait at the top of the first iteration of ``loop`` (a sequential loop that surely
        runs) that retires ``load``, issued before the loop: a pipeline's prologue load, waited
        for by the loop's first iteration."""
        if loop_shape(loop) is not LoopShape.SEQUENTIAL or not runs_at_least_once(loop):
            return None
        body = loop.regions[0].blocks.first
        for op in body.ops if body is not None else ():
            waited = self._waits_for(op, load)
            first = in_first_iteration(waited, loop) if waited is not None else None
            if first is not None and first.same(parity):
                return op
            if first is not None and first.same(parity.negate()):
                continue  # a wait for the phase before the load's: returns at once
            if may_touch(op, load):
                return None
        return None

    def _next_iteration_wait(self, loop: Operation, load: Operation, parity: Parity) -> Operation | None:
        """A wait at the top of ``loop``'s next iteration that retires ``load`` when the load only
        runs in iterations that have a next one (under ``if iv + step < upper``): a pipeline's
        guarded prefetch, issued at the end of one iteration and waited for at the top of the
        next. Nothing after the load in its iteration, and nothing before the wait in the next,
        may touch the load's barrier."""
        if loop_shape(loop) is not LoopShape.SEQUENTIAL or not same_barrier_across(load, loop):
            return None
        if not any(guards_next_iteration(branch, load, loop) for branch in _ancestors_below(load, loop)):
            return None
        if any(may_touch(op, load) for op in _after_in_block(load, loop)):
            return None
        next_parity = parity_across(parity, loop, next_iteration=True)
        body = loop.regions[0].blocks.first
        if next_parity is None or body is None or not self._uniform(next_parity):
            return None
        for op in body.ops:
            if self._retires(op, load, next_parity):
                return op
            if self.passes_over(op, load, next_parity):
                continue
            if may_touch(op, load):
                return None
        return None

    def _retires(self, op: Operation, load: Operation, parity: Parity) -> bool:
        waited = self._waits_for(op, load)
        return waited is not None and waited.same(parity)

    def _after_loop(self, loop: Operation, load: Operation, parity: Parity) -> Parity | None:
        """The load's parity in terms the code after ``loop`` sees (None: it has none)."""
        if loop_shape(loop) is not LoopShape.SEQUENTIAL or not self._every_iteration(load, loop):
            return None
        if not same_barrier_across(load, loop):
            return None
        return parity_across(parity, loop, next_iteration=False)

    def _every_iteration(self, op: Operation, loop: Operation) -> bool:
        """Does ``op`` run in every iteration of ``loop`` that its thread runs (no branch on a
        condition the loop changes, no inner loop, between them)?"""
        cur = op.parent_op()
        while cur is not None and cur is not loop:
            if is_loop(cur):
                return False
            if region_kind(cur) is RegionKind.BRANCH and not all(
                _outside(v, loop) for v in control_operands(cur)
            ):
                return False
            cur = cur.parent_op()
        return cur is loop


def _ancestors_below(op: Operation, loop: Operation) -> list[Operation]:
    """The ops strictly between ``op`` and ``loop`` (innermost first)."""
    found: list[Operation] = []
    cur = op.parent_op()
    while cur is not None and cur is not loop:
        found.append(cur)
        cur = cur.parent_op()
    return found


def _after_in_block(op: Operation, ancestor: Operation) -> list[Operation]:
    """The ops that follow ``op`` up to the end of ``ancestor``'s region: after ``op`` in its
    block, then after each of its ancestors in theirs, up to the one directly in ``ancestor``."""
    found: list[Operation] = []
    cur: Operation | None = op
    while cur is not None and cur is not ancestor:
        nxt = cur.next_op
        while nxt is not None:
            found.append(nxt)
            nxt = nxt.next_op
        cur = cur.parent_op()
    return found


def guards_next_iteration(branch: Operation, op: Operation, loop: Operation) -> bool:
    """Is ``branch`` an ``scf.if`` whose then-region holds ``op`` and whose condition is true
    only when ``loop`` has an iteration after the current one: ``iv + step < upper``, compared as
    the loop compares (signed unless it is unsigned), ``step`` and ``upper`` the loop's own
    (the same values, or equal constants), the addition without overflow flags (which would let
    it wrap to poison)?"""
    if not isinstance(branch, IfOp) or not branch.regions or not branch.regions[0].is_ancestor(op):
        return False
    bounds, ivs = loop_bounds(loop), induction_vars(loop)
    cond = branch.operands[0] if branch.operands else None
    cmp = cond.owner if cond is not None else None
    if bounds is None or len(ivs) != 1 or not isinstance(cmp, CmpiOp):
        return False
    pred = cmp.predicate.value.data
    if pred in (_SLT, _ULT):
        nxt, upper, signed = cmp.lhs, cmp.rhs, pred == _SLT
    elif pred in (_SGT, _UGT):
        upper, nxt, signed = cmp.lhs, cmp.rhs, pred == _SGT
    else:
        return False
    add = nxt.owner
    if signed != bounds.signed or not _same_bound(upper, bounds.upper) or not isinstance(add, AddiOp):
        return False
    if add.overflow_flags.data:
        return False
    a, b = add.operands
    return (a is ivs[0] and _same_bound(b, bounds.step)) or (b is ivs[0] and _same_bound(a, bounds.step))


_SLT, _SGT, _ULT, _UGT = 2, 4, 6, 8
"""``arith.cmpi`` predicates: less and greater than, signed and unsigned."""


def _same_bound(value: SSAValue, bound: SSAValue | int) -> bool:
    if isinstance(bound, SSAValue) and value is bound:
        return True
    want = bound if isinstance(bound, int) else constant_int(bound)
    return want is not None and constant_int(value) == want


def same_barrier_across(op: Operation, loop: Operation) -> bool:
    """Does the mbarrier ``op`` names stay the same barrier across iterations of ``loop`` (its
    group and index defined outside the loop, or the index a constant)?"""
    key = mbarrier_of(op)
    if key is None:
        return False
    group, index = key
    return _outside(group, loop) and (constant_int(index) is not None or _outside(index, loop))


def parity_across(parity: Parity | None, loop: Operation, next_iteration: bool) -> Parity | None:
    """``parity`` (computed in an iteration of the sequential ``loop``) as the next iteration's
    body, or the code after the loop, sees it (None: it cannot be named there)."""
    if parity is None or isinstance(parity.value, bool) or _outside(parity.value, loop):
        return parity
    if loop_shape(loop) is not LoopShape.SEQUENTIAL:
        return None
    body = loop.regions[0].blocks.first
    term = body.last_op if body is not None else None
    targets = (body.args[1:] if next_iteration else loop.results) if body is not None else ()
    return _through(parity, term.operands if term is not None else (), targets)


def parities_into(parity: Parity, loop: Operation) -> list[Parity]:
    """The iteration arguments of ``loop`` that start as ``parity`` (or its negation), as
    parities: how its first iteration may name ``parity``."""
    body = loop.regions[0].blocks.first if loop.regions else None
    return _arguments_naming(parity, loop, body) if body is not None else []


def parities_round(parity: Parity, loop: Operation) -> list[Parity]:
    """The iteration arguments of ``loop`` that the end of its body passes ``parity`` (or its
    negation), as parities: how the next iteration may name ``parity``."""
    body = loop.regions[0].blocks.first if loop.regions else None
    term = body.last_op if body is not None else None
    return _arguments_naming(parity, term, body) if body is not None and term is not None else []


def _arguments_naming(parity: Parity, flow: Operation, body: Block) -> list[Parity]:
    """The arguments of ``body`` that ``flow`` (a loop, or its body's terminator) passes
    ``parity`` or its negation, as parities."""
    found: list[Parity] = []
    for i, operand in enumerate(flow.operands):
        targets = [t for t in forwarded_values(flow, i) or [] if t in body.args]
        through = _through(parity, [operand] * len(targets), targets)
        if through is not None:
            found.append(through)
    return found


def in_first_iteration(parity: Parity, loop: Operation) -> Parity:
    """``parity`` (seen in the body of the sequential ``loop``) as it is in the first iteration:
    an iteration argument is its init value."""
    if isinstance(parity.value, bool):
        return parity
    for i in range(len(loop.operands)):
        if parity.value in (forwarded_values(loop, i) or []):
            first = parity_of(loop.operands[i])
            return first.negate() if parity.negated else first
    return parity


def _through(parity: Parity, sources, targets) -> Parity | None:
    """The parity of ``targets[k]`` when ``sources[k]`` has ``parity`` (or its negation)."""
    for source, target in zip(sources, targets):
        flowing = parity_of(source)
        if flowing.same(parity):
            return parity_of(target)
        if flowing.same(parity.negate()):
            return parity_of(target).negate()
    return None


def _outside(value: SSAValue, loop: Operation) -> bool:
    """Is ``value`` defined outside ``loop`` (the same in every iteration)?"""
    owner = value.owner
    op = owner.parent_op() if isinstance(owner, Block) else owner
    while op is not None:
        if op is loop:
            return False
        op = op.parent_op()
    return True


__all__ = [
    "MbarrierPhases",
    "Parity",
    "parity_of",
    "same_mbarrier",
    "may_touch",
    "same_barrier_across",
    "parity_across",
    "in_first_iteration",
    "parities_into",
    "parities_round",
    "guards_next_iteration",
]
