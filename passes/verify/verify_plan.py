"""``smem-verify-plan``: check a coalesced kernel from its IR alone, by a second method (design §6).

It trusts nothing the planner decided and shares no analysis with ``smem-coalesce``: only the op
records (``passes.analysis.op_records``), the type sizes (``smem_dialect.types``), the parity
algebra of mbarrier phases (``passes.analysis.mbarrier_phases``: what a parity is called across
an edge; which phase a TMA load completes it reads itself, ``passes.verify.issued_phase``) and
what a branch's comparison tells a path (``passes.analysis.branch_facts``: its own paths prune
the edges a guarded prefetch cannot take; a wrong reading there is for the trace of
``bench.fuzz_phases`` and ``--check`` to catch). The
pass reasons about program-order spans and structural barrier placement; this check flattens the kernel into one
control-flow graph (``passes.verify.flat_cfg``: loops as back edges, unknown region ops and
multi-block regions as any-order repetition, divergent branches as concurrent) and solves three
dataflow problems over it, one bit per view:

- *in flight*: an async copy writes its destination from the copy until a wait that follows a
  commit covering it on that path with at least as many commits after that one as the wait leaves
  groups pending (``pending = N`` retires every group but the newest N); a TMA load until a wait on its mbarrier for the
  parity of the phase it belongs to, that parity followed along the path (across a loop's back
  edge it becomes the value the body yields). While in flight, every node counts as an access of
  the destination;
- *barrier-free reach*: which views were accessed on some path since the last block-wide barrier
  (barriers in divergent code do not count);
- *liveness*: which views are accessed both before and after a node within one instance (the
  ``memref.view`` that replaced the alloc starts a new instance).

Two views that overlap in bytes are a wrong plan when an access of one is reached from an access of
the other with no barrier on some path, when one is live across an access of the other, or when
one is captured (pointer escapes, calls) and the other is used at all; unless a run never touches
both: each is used only where one condition, fixed for the run, picks between them
(``passes.verify.choices``).

Each view is also checked on its own: a non-negative offset, an offset and an arena alignment that
satisfy what the view's element type and its accesses need (cp.async width, vectors, ldmatrix,
TMA, wgmma descriptors, ``assume_alignment``: ``op_records.access_alignment``), and bytes inside a
static arena (``passes.verify.placed_views``: which views are the plan's).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import IntegerAttr, MemRefType, ModuleOp
from xdsl.ir import Block, BlockArgument, Operation, SSAValue
from xdsl.passes import ModulePass

from smem_opt.passes.analysis.branch_facts import Facts, carried, contradicted, dropped
from smem_opt.passes.analysis.kernels import Kernel, declared_block_size, find_kernels
from smem_opt.passes.analysis.mbarrier_phases import (
    Parity,
    guards_next_iteration,
    parities_into,
    parities_round,
    parity_across,
    parity_of,
    same_barrier_across,
    same_mbarrier,
)
from smem_opt.passes.analysis.op_records import (
    AsyncRole,
    LoopShape,
    async_role,
    edge_operand_indices,
    edge_target,
    forwarded_values,
    is_async_write,
    is_loop,
    loop_shape,
    wait_parity,
    wait_pending,
)
from smem_opt.passes.analysis.op_records.structure import op_attr
from smem_opt.passes.analysis.static_beside import beside_bytes
from smem_opt.passes.heap import input_set_aside
from smem_opt.passes.options import OneOf, check_options, option
from smem_opt.passes.target.carried import limiting_target
from smem_opt.passes.target.targets import get_target
from smem_opt.passes.verify.choices import exclusive_views
from smem_opt.passes.verify.flat_cfg import FlatCFG, build_cfg
from smem_opt.passes.verify.issued_phase import issued_phase, may_move_phase
from smem_opt.passes.verify.placed_views import (
    PlacedView,
    check_placement,
    holds_plan,
    placed_views,
)
from smem_opt.reader.diagnostics import SmemDiagnostic, op_location, warn
from smem_opt.smem_dialect.gpu import FuncOp as GpuFuncOp
from smem_opt.smem_dialect.smem import attr_names as names
from smem_opt.smem_dialect.types import element_storage_bytes


def _at(op: Operation | None) -> str:
    if op is None:
        return "the end of the kernel"
    loc = op_location(op)
    return f"'{op.name}'" + (f" ({loc})" if loc else "")


# -- the dataflow ------------------------------------------------------------------------------


UNBOUNDED = 1 << 62
"""The end of a view whose size is only known at run time: it may reach any later byte."""


def _overlap(a: PlacedView, b: PlacedView) -> tuple[int, int] | None:
    if a.root is not b.root or a.offset is None or b.offset is None:
        return None
    lo, hi = max(a.offset, b.offset), min(_end(a), _end(b))
    return (lo, hi) if lo < hi else None


def _bits(mask: int):
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def _solve(
    order: list[int],
    inputs: list[list[int]],
    outputs: list[list[int]],
    transfer: Callable[[int, int], int],
    n: int,
) -> tuple[list[int], list[int]]:
    """May-dataflow: IN[n] = OR of OUT over ``inputs[n]``; OUT = transfer(n, IN). Sweeps in
    ``order`` and visits only the nodes whose inputs changed since their last visit (every node
    on the first sweep), until a sweep visits none."""
    ins = [0] * n
    outs = [0] * n
    stale = [True] * n
    pending = n
    while pending:
        for node in order:
            if not stale[node]:
                continue
            stale[node] = False
            pending -= 1
            sources = inputs[node]
            acc = outs[sources[0]] if len(sources) == 1 else 0  # one input: its set, not a copy
            if len(sources) > 1:
                for p in sources:
                    acc |= outs[p]
            ins[node] = acc
            new = transfer(node, acc)
            if new is not outs[node] and new != outs[node]:
                outs[node] = new
                for s in outputs[node]:
                    if not stale[s]:
                        stale[s] = True
                        pending += 1
    return ins, outs


UNCOMMITTED, LANDED, COMMITTED = -2, -1, 0
"""Phases of one async copy along a path: issued, retired, or covered by a commit with ``k``
commits since (``COMMITTED + k``: a wait that leaves at most ``k`` groups pending retires it, as
``cp.async.wait_group k`` does; ``k`` counts up to the most any wait of the kernel leaves). TMA
loads go from issued straight to retired at a wait on their mbarrier slot."""


@dataclass
class _Flow:
    """What the whole-kernel dataflows found, for the searches from each async copy."""

    cfg: FlatCFG
    preds: list[list[int]]
    direct: list[int]
    kill: list[int]
    partners: dict[int, int]
    reach_in: list[int]
    before_in: list[int]
    after_out: list[int]
    is_uniform: Callable[[Parity], bool]
    """Is a parity the same in every thread (the verifier's own uniformity)?"""
    most_pending: int = 0
    """The most groups any cp.async wait of the kernel leaves pending."""
    one_thread: bool = False
    """Is the block one thread (no other thread to race with once a copy has landed)?"""


def _async_writes(views: list[PlacedView]) -> list[tuple[Operation, int]]:
    return [(op, v.index) for v in views for op in v.accesses if is_async_write(op)]


def _lands_at(copy: Operation, op: Operation, parities: frozenset[Parity], uniform) -> bool:
    """Does the wait ``op`` retire the TMA load ``copy`` whose phase has one of ``parities`` here
    (the same mbarrier, a wait for that very phase)?"""
    if not parities or async_role(op) is not AsyncRole.MBARRIER_WAIT or not same_mbarrier(copy, op):
        return False
    waited = wait_parity(op)
    if waited is None or not uniform(parity_of(waited)):
        return False
    return any(parity_of(waited).same(p) for p in parities)


def _across(copy: Operation, parities: frozenset[Parity], label) -> frozenset[Parity]:
    """The load's parity, as the code after an edge into, around or out of a loop names it."""
    if label is None or not parities:
        return parities
    loop, kind = label
    if kind == "enter":
        return frozenset([*parities, *(q for p in parities for q in parities_into(p, loop))])
    if not same_barrier_across(copy, loop):
        return frozenset()
    moved = (parity_across(p, loop, kind == "back") for p in parities)
    named = [q for p in parities for q in parities_round(p, loop)] if kind == "back" else []
    return frozenset([*(p for p in moved if p is not None), *named])


def _through_branch(parities: frozenset[Parity], term: Operation, k: int) -> frozenset[Parity]:
    """The load's parity as the ``k``-th successor of the branch ``term`` names it: the block
    argument an operand of that parity flows into names it too; a name defined in that block
    (an argument, an op of it), or in the block its test leads to, is redefined there."""
    if not parities:
        return parities
    dest = term.successors[k]
    landing = edge_target(term, k)
    names = set()
    for i in edge_operand_indices(term, k):  # this edge's operands only
        operand = term.operands[i]
        flowing = parity_of(operand)
        for arg in forwarded_values(term, i) or []:
            if not isinstance(arg, BlockArgument) or arg.block is not dest or arg.type != operand.type:
                continue
            for p in parities:
                if flowing.same(p):
                    names.add(parity_of(arg))
                elif flowing.same(p.negate()):
                    names.add(parity_of(arg).negate())
    redefined = {dest, landing}
    for p in parities:
        if isinstance(p.value, bool) or _home(p.value, dest) not in redefined:
            names.add(p)
    return frozenset(names)


def _home(value, dest: Block) -> Block | None:
    """The block of ``dest``'s region that holds the definition of ``value`` (None: outside the
    region)."""
    block = value.block if isinstance(value, BlockArgument) else value.owner.parent_block()
    while block is not None and block.parent is not dest.parent:
        parent = block.parent_op()
        block = parent.parent_block() if parent is not None else None
    return block


def _promised_iterations(copy: Operation) -> list[Operation]:
    """The sequential loops around ``copy`` that surely run another iteration after the one that
    runs it: an ``scf.if`` between them tests ``iv + step < upper`` and holds the copy in its
    then-region (``mbarrier_phases.guards_next_iteration``)."""
    found = []
    between: list[Operation] = []
    cur = copy.parent_op()
    while cur is not None:
        if is_loop(cur) and loop_shape(cur) is LoopShape.SEQUENTIAL and any(
            guards_next_iteration(branch, copy, cur) for branch in between
        ):
            found.append(cur)
        between.append(cur)
        cur = cur.parent_op()
    return found


def _facts_along(cfg: FlatCFG, facts: Facts, node: int, succ: int) -> Facts | None:
    """What a path holding ``facts`` at ``node`` holds at ``succ`` (``branch_facts``); None: the
    facts rule the edge out. Nothing survives an edge into, around or out of a loop or an opaque
    op, or one where the path goes on in another thread; a block's arguments and an op's results
    are defined again where the path reaches them."""
    edge = (node, succ)
    if edge in cfg.loop_edges or edge in cfg.crossings:
        return ()
    if edge in cfg.branch_edges:
        term, k = cfg.branch_edges[edge]
        if contradicted(term, k, facts):
            return None
        dest, landing = term.successors[k], edge_target(term, k)
        facts = carried(facts, term, k, lambda v: _home(v, dest) in (dest, landing))
    elif succ in cfg.block_starts:
        args = cfg.block_starts[succ].args
        facts = dropped(facts, lambda v: v in args)
    op = cfg.op_at[succ]
    if op is not None and op.results:
        facts = dropped(facts, lambda v: v in op.results)
    return facts


def _facts_at(cfg: FlatCFG, preds: list[list[int]], node: int, limit: int = 256) -> Facts:
    """What every path to ``node`` knows from the branches it took: along the chain of nodes
    each with a single predecessor, back up to ``limit`` edges."""
    chain: list[tuple[int, int]] = []
    here, seen = node, {node}
    while len(chain) < limit and len(preds[here]) == 1 and preds[here][0] not in seen:
        chain.append((preds[here][0], here))
        here = preds[here][0]
        seen.add(here)
    facts: Facts = ()
    for a, b in reversed(chain):
        facts = _facts_along(cfg, facts, a, b) or ()
    return facts


def _check_async_write(flow: _Flow, copy: Operation, y: int, views) -> None:
    """Follow every path from ``copy`` (into view ``y``): while it is in flight, any access of an
    overlapping view conflicts, barrier or not, and so does a view live across that point (it was
    accessed before the copy and is read after); once retired, an overlapping access still needs
    a barrier first (other threads' copies may not have landed). Path by path, so a copy on one
    branch never meets an access on the other."""
    cfg = flow.cfg
    mask = flow.partners.get(y, 0)
    if not mask:
        return
    start = cfg.node_of[copy]
    tma = async_role(copy) is AsyncRole.TMA_LOAD
    # a TMA load lands at a wait for the phase it belongs to: its parity, carried along the path
    parities = issued_phase(cfg, copy, _across, _through_branch) if tma else frozenset()
    # loops whose next iteration surely comes on this path: the copy runs under `iv + step < upper`
    promised = frozenset(_promised_iterations(copy))
    # what the branches taken say about integers: as blocks, the same guard is a cf.cond_br
    known = _facts_at(cfg, flow.preds, start) if tma else ()
    # state per (node, phase, parity, promised, facts): views live from before the copy, not ended on this path
    most_pending = flow.most_pending  # beyond it, more commits change nothing
    first = (start, UNCOMMITTED, parities, promised, known)
    carried: dict[tuple[int, int, frozenset[Parity], frozenset[Operation], Facts], int] = {
        first: flow.before_in[start] & mask
    }
    work = [first]
    while work:
        key = work.pop()
        node, phase, parity, promise, facts = key
        if phase == LANDED and flow.one_thread:
            continue  # landed, and no other thread's copy may still be in flight
        live = carried[key]
        op = cfg.op_at[node]
        here = flow.direct[node] & mask & ~(1 << y)
        if node != start and here:
            x = next(_bits(here))
            why = (
                f"{_at(op)} accesses it while the async copy {_at(copy)} may still be writing"
                if phase != LANDED
                else f"no barrier separates the wait that retires {_at(copy)} from {_at(op)}"
            )
            _fail(views, x, y, why, op or copy)
        if phase != LANDED and live & flow.after_out[node]:
            x = next(_bits(live & flow.after_out[node]))
            _fail(
                views, x, y,
                f"'{views[x].name}' is still needed after {_at(op)} while the async copy "
                f"{_at(copy)} may be writing",
                copy,
            )
        if phase == LANDED and node in cfg.barriers:
            continue
        nxt_phase = phase
        if op is not None and node != start:
            role = async_role(op)
            if tma and phase == UNCOMMITTED and _lands_at(copy, op, parity, flow.is_uniform):
                nxt_phase = LANDED
            elif tma and phase == UNCOMMITTED and may_move_phase(op):
                parity = frozenset()  # no later wait is known to be for the load's phase
            elif not tma and phase == UNCOMMITTED and role is AsyncRole.COMMIT and (
                not op.operands or any(r in op.operands for r in copy.results)
            ):
                nxt_phase = COMMITTED
            elif phase >= COMMITTED and role is AsyncRole.WAIT and wait_pending(op) <= phase - COMMITTED:
                nxt_phase = LANDED
            elif phase >= COMMITTED and role is AsyncRole.COMMIT:
                nxt_phase = min(phase + 1, COMMITTED + most_pending)  # a newer group
        out = live & ~flow.kill[node]
        for succ in cfg.succ[node]:
            label = cfg.loop_edges.get((node, succ))
            nxt_promise = promise
            if label is not None and label[0] in promise:
                if label[1] == "exit":
                    continue  # the copy ran in an iteration that has a next one: not the way out
                nxt_promise = promise - {label[0]}  # into the next iteration, which may be the last
            nxt_facts: Facts = ()
            if tma and (facts or (node, succ) in cfg.branch_edges):
                along = _facts_along(cfg, facts, node, succ)
                if along is None:
                    continue  # the branches this path took rule that edge out
                nxt_facts = along
            nxt_parity = _across(copy, parity, label) if tma else parity
            if tma and (node, succ) in cfg.branch_edges:
                nxt_parity = _through_branch(nxt_parity, *cfg.branch_edges[(node, succ)])
            nxt = (succ, nxt_phase, nxt_parity, nxt_promise, nxt_facts)
            old = carried.get(nxt)
            if old is None or (out | old) != old:
                carried[nxt] = out | (old or 0)
                work.append(nxt)


def check_static_limit(kernel: Kernel) -> None:
    """The static shared memory a planned kernel declares (its workgroup attributions, each at
    its alignment) within the target's static limit: above it ptxas rejects the kernel, and the
    bytes must come from dynamic shared memory. The limit is the least of the chips the IR names
    (``passes.target.carried.limiting_target``), else the default target's. A kernel smem-coalesce did not plan is
    the user's layout, which the lowering places within the limit itself."""
    if not isinstance(kernel.op, GpuFuncOp):
        return
    attributions = kernel.op.workgroup_attributions
    planned = op_attr(kernel.op, names.ARENA_BYTES) is not None
    if not attributions or not planned:
        return
    attrs = kernel.op.workgroup_attribution_attrs()
    total = 0
    for i, arg in enumerate(attributions):
        t = arg.type
        n = element_storage_bytes(t.element_type) if isinstance(t, MemRefType) else None
        if not isinstance(t, MemRefType) or n is None or any(d < 0 for d in t.get_shape()):
            warn(
                f"smem-verify-plan: workgroup attribution #{i} of kernel '{kernel.name}' ({t}) has no size it "
                "can compute: the static shared memory total it checks against the target's limit leaves it out",
                kernel.op,
            )
            continue
        align_attr = attrs[i].data.get("llvm.align") if i < len(attrs) else None
        align = align_attr.value.data if isinstance(align_attr, IntegerAttr) and align_attr.value.data > 0 else 1
        for d in t.get_shape():
            n *= d
        total = -(-total // align) * align + n
    try:
        target = limiting_target(kernel.op)
    except SmemDiagnostic:  # a chip without known limits: every known chip's static limit is 48 KiB
        target = get_target(None)
    extra = beside_bytes(kernel.op, total)  # globals left in place, upstream lowerings' scratch
    total += extra
    if total > target.static_bytes:
        raise SmemDiagnostic(
            f"smem-verify-plan: kernel '{kernel.name}' declares {total} bytes of static shared memory "
            f"(workgroup attributions{f', and {extra} beside them' if extra else ''}), over the {target.name} "
            f"static limit of {target.static_bytes} bytes (ptxas rejects it; the bytes must be dynamic shared memory)",
            kernel.op,
        )


FOREIGN_MODES = ("warn", "error", "skip")


def verify_kernel(kernel: Kernel, foreign: str = "error") -> None:
    """Check the plan of ``kernel``. A kernel ``smem-coalesce`` did not plan (no
    ``smem.arena_bytes``) is checked all the same, its arenas found by what they are (a user's own
    packing, IREE's); what it finds wrong there is, by ``foreign``: an error (``error``), a warning
    that says the verifier cannot tell a wrong plan from the kernel reinterpreting its own bytes on
    purpose (``warn``), or nothing at all (``skip``)."""
    if holds_plan(kernel) or foreign == "error":
        _verify(kernel)
        return
    if foreign == "skip":
        return
    try:
        _verify(kernel)
    except SmemDiagnostic as err:
        warn(f"{err.message} (in a kernel smem-coalesce did not plan: a packing another tool or the user made is "
             "wrong there, unless the kernel reads its own bytes as several types on purpose, which this check "
             "cannot tell apart; smem-verify-plan{foreign=error} makes it an error)", err.op)


def _partners(views: list[PlacedView], kernel_op: Operation) -> dict[int, int]:
    """View index -> bit mask of the views it shares bytes with and may conflict with
    (``byte_partners``), less those a fixed condition picks instead of it."""
    partners = byte_partners(views)
    if partners:  # a run touches one of two views a fixed condition picks between
        apart = exclusive_views(kernel_op, views)
        # unless one is captured: its address may be used by another block (nvvm.mapa) or later
        captured = 0
        for v in views:
            if v.captured_by is not None:
                captured |= 1 << v.index
        for y, others in apart.items():
            if y in partners and not captured >> y & 1:
                partners[y] &= ~(others & ~captured)
                if not partners[y]:
                    del partners[y]
    return partners


def byte_partners(views: list[PlacedView]) -> dict[int, int]:
    """View index -> bit mask of the views whose bytes overlap its own (``_overlap``): the same
    arena, overlapping byte ranges, not two direct views of one dynamic-shared-memory value.
    One sweep per arena over the views sorted by start and by end: the views starting before
    ``y`` ends and ending after ``y`` starts."""
    by_root: dict[SSAValue, list[PlacedView]] = {}
    for v in views:
        if v.offset is not None and v.nbytes != 0:
            by_root.setdefault(v.root, []).append(v)
    partners: dict[int, int] = {}
    same_own: dict[SSAValue, int] = {}
    for v in views:
        if v.own is not None:
            same_own[v.own] = same_own.get(v.own, 0) | (1 << v.index)
    for group in by_root.values():
        starts = sorted(group, key=_start)
        ends = sorted(group, key=_end)
        start_keys = [_start(v) for v in starts]
        end_keys = [_end(v) for v in ends]
        started = [0]  # started[k]: the first k views by start
        for v in starts:
            started.append(started[-1] | (1 << v.index))
        ending = [0] * (len(ends) + 1)  # ending[k]: the views from the k-th by end on
        for k in range(len(ends) - 1, -1, -1):
            ending[k] = ending[k + 1] | (1 << ends[k].index)
        for y in group:
            mask = started[bisect_left(start_keys, _end(y))] & ending[bisect_right(end_keys, _start(y))]
            mask &= ~(1 << y.index) & ~(same_own.get(y.own, 0) if y.own is not None else 0)
            if mask:
                partners[y.index] = mask
    return partners


def _start(v: PlacedView) -> int:
    assert v.offset is not None
    return v.offset


def _end(v: PlacedView) -> int:
    assert v.offset is not None
    return v.offset + (v.nbytes if v.nbytes is not None else UNBOUNDED)


def _verify(kernel: Kernel) -> None:
    check_static_limit(kernel)
    views = placed_views(kernel)
    check_placement(kernel, views)
    partners = _partners(views, kernel.op)
    if not partners:
        return
    by_index = {v.index: v for v in views}
    used = 0
    for v in views:
        if v.accesses:
            used |= 1 << v.index
    captured = [  # (pair, captured view, the other): the first pair in index order is reported
        ((min(x, y), max(x, y)), x, y)
        for x in partners
        if by_index[x].captured_by is not None
        for y in _bits(partners[x] & used)
    ]
    if captured:
        _, x, y = min(captured, key=lambda c: (c[0], c[1] != c[0][0]))
        vx = by_index[x]
        _fail(views, x, y, f"'{vx.name}' is captured by {_at(vx.captured_by)} and lives for the whole kernel",
              vx.captured_by)

    cfg, uni = build_cfg(kernel.op)
    n = len(cfg.succ)
    order = cfg.order()
    preds = cfg.preds()
    direct = [0] * n
    kill = [0] * n
    for v in views:
        if v.index not in partners:
            continue
        for op in v.accesses:
            direct[cfg.node_of[op]] |= 1 << v.index
        for op in [v.view, *v.kills]:
            if op in cfg.node_of:
                kill[cfg.node_of[op]] |= 1 << v.index
    access = direct

    # barrier-free reach
    one_thread = declared_block_size(kernel.op) == (1, 1, 1)
    barriers = cfg.barriers
    succ = cfg.succ
    reach_in, _ = _solve(
        order, preds, succ, lambda node, s: 0 if node in barriers else (s | access[node] if access[node] else s), n
    )
    for node in order if not one_thread else ():  # a block of one thread has no other to race with
        here = access[node]
        if not here:
            continue
        for y in _bits(here):
            others = (reach_in[node] | (here & ~(1 << y))) & partners.get(y, 0)
            if others:
                x = next(_bits(others))
                first = _barrier_free_witness(cfg, preds, access, node, x)
                _fail(
                    views, x, y,
                    f"no barrier separates {_at(first)} from {_at(cfg.op_at[node])} on every path",
                    first or cfg.op_at[node],
                )

    # liveness: accessed before (since the instance began) and after (before it ends)
    def live_transfer(node: int, s: int) -> int:  # a node that neither kills nor accesses passes its set on
        if kill[node]:
            s &= ~kill[node]
        return s | access[node] if access[node] else s

    before_in, _ = _solve(order, preds, succ, live_transfer, n)
    after_out, _ = _solve(order[::-1], succ, preds, live_transfer, n)
    for node in order:
        here = access[node]
        if not here:
            continue
        live = before_in[node] & after_out[node]
        for y in _bits(here):
            others = live & partners.get(y, 0) & ~(1 << y)
            if others:
                x = next(_bits(others))
                _fail(
                    views, x, y,
                    f"'{by_index[x].name}' is live across {_at(cfg.op_at[node])}, which accesses "
                    f"'{by_index[y].name}'",
                    cfg.op_at[node],
                )

    # asynchronous writes: path by path from each copy
    def is_uniform(parity: Parity) -> bool:
        return isinstance(parity.value, bool) or parity.value not in uni.divergent

    most_pending = max((wait_pending(o) for o in cfg.op_at if o is not None and async_role(o) is AsyncRole.WAIT),
                       default=0)
    flow = _Flow(cfg, preds, direct, kill, partners, reach_in, before_in, after_out, is_uniform, most_pending,
                 one_thread)
    for copy, y in _async_writes([v for v in views if v.index in partners]):
        _check_async_write(flow, copy, y, views)


def _barrier_free_witness(
    cfg: FlatCFG, preds: list[list[int]], access: list[int], node: int, x: int
) -> Operation | None:
    """An op accessing view ``x`` from which ``node`` is reached with no barrier."""
    bit = 1 << x
    if access[node] & bit:
        return cfg.op_at[node]
    seen = {node}
    frontier = [node]
    while frontier:
        nxt: list[int] = []
        for cur in frontier:
            for p in preds[cur]:
                if p in seen or p in cfg.barriers:
                    continue
                seen.add(p)
                if access[p] & bit and cfg.op_at[p] is not None:
                    return cfg.op_at[p]
                nxt.append(p)
        frontier = nxt
    return None


def _fail(views, x: int, y: int, why: str, where: Operation | None) -> None:
    a, b = sorted((x, y))
    span = _overlap(views[a], views[b])
    assert span is not None
    lo, hi = span
    raise SmemDiagnostic(
        f"smem-verify-plan: buffers '{views[a].name}' and '{views[b].name}' overlap in bytes "
        f"[{lo}, {hi}) but {why}",
        where,
    )


@dataclass(frozen=True)
class SmemVerifyPlanPass(ModulePass):
    """Independently check that no two conflicting views of an arena overlap."""

    name = "smem-verify-plan"

    foreign: str = option("warn", OneOf(FOREIGN_MODES))
    """What a wrong packing in a kernel ``smem-coalesce`` did not plan is: ``warn`` (the kernel may
    reinterpret its own bytes on purpose), ``error``, or ``skip`` (not checked)."""

    def __post_init__(self) -> None:
        check_options(self)

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        with input_set_aside(op):
            for kernel in find_kernels(op):
                verify_kernel(kernel, self.foreign)


__all__ = ["SmemVerifyPlanPass", "verify_kernel", "placed_views", "PlacedView", "byte_partners"]
