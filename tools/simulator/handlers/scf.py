"""Handlers for ``scf`` ops: structured loops and branches, and the shapes they share with
other dialects (``counted_loop``, ``choose_region``, ``run_once``).

Each region is compiled by the program (``prog.compile_block`` / ``compile_region``); an
op whose regions contain a barrier compiles to a generator that passes the barrier's
``yield`` through, everything else to plain closures. ``scf.parallel`` and
``scf.forall`` (without a mapping) run their iterations sequentially in the thread.
"""

from __future__ import annotations

import itertools
from typing import Callable

from xdsl.dialects.builtin import DYNAMIC_INDEX
from xdsl.ir import Block, Operation, Region

from smem_opt.tools.simulator.frame import Fn, assign, attr, dense_values, segments
from smem_opt.tools.simulator.memory import SimError


def counted_loop(
    prog, op: Operation, bounds: Callable[[list], tuple[int, int, int]], inits: list[int], body: Block
) -> Fn:
    """``for iv = lb to ub step s`` with loop-carried values (scf.for, affine.for): ``bounds``
    reads (lb, ub, step) from the frame when the loop starts; ``inits`` are the slots of the
    initial carried values; the body's terminator yields the next ones."""
    iv = prog.slot(body.args[0])
    bargs = [prog.slot(a) for a in body.args[1:]]
    fn, gen, term = prog.compile_block(body)
    ys = [prog.slot(v) for v in term.operands] if term is not None else []
    rs = [prog.slot(v) for v in op.results]
    n = len(inits)
    pairs = list(zip(bargs, ys))

    def start(fr: list) -> tuple[int, int, int]:
        i, u, s = bounds(fr)
        if s <= 0:
            raise SimError(f"{op.name} with step {s}", op)
        return i, u, s

    if gen:

        def run_gen(fr: list):
            i, u, s = start(fr)
            for k in range(n):
                fr[bargs[k]] = fr[inits[k]]
            while i < u:
                fr[iv] = i
                yield from fn(fr)
                if n:
                    vals = [fr[y] for y in ys]
                    for k in range(n):
                        fr[bargs[k]] = vals[k]
                i += s
            for k in range(n):
                fr[rs[k]] = fr[bargs[k]]

        return run_gen

    if n == 0:

        def run0(fr: list) -> None:
            i, u, s = start(fr)
            while i < u:
                fr[iv] = i
                fn(fr)
                i += s

        return run0

    if n == 1:
        ((ba, y),) = pairs
        i0, r0 = inits[0], rs[0]

        def run1(fr: list) -> None:
            i, u, s = start(fr)
            fr[ba] = fr[i0]
            while i < u:
                fr[iv] = i
                fn(fr)
                fr[ba] = fr[y]
                i += s
            fr[r0] = fr[ba]

        return run1

    def run(fr: list) -> None:
        i, u, s = start(fr)
        for k in range(n):
            fr[bargs[k]] = fr[inits[k]]
        while i < u:
            fr[iv] = i
            fn(fr)
            vals = [fr[y] for y in ys]
            for k in range(n):
                fr[bargs[k]] = vals[k]
            i += s
        for k in range(n):
            fr[rs[k]] = fr[bargs[k]]

    return run


def scf_for(prog, op: Operation) -> Fn:
    lb, ub, step = (prog.slot(v) for v in op.operands[:3])
    body = op.regions[0].blocks.first
    assert body is not None

    def bounds(fr: list) -> tuple[int, int, int]:
        return fr[lb], fr[ub], fr[step]

    return counted_loop(prog, op, bounds, [prog.slot(v) for v in op.operands[3:]], body)


def choose_region(prog, op: Operation, choose: Callable[[list], int], regions: list[Region]) -> Fn:
    """Run the region ``choose(frame)`` names (-1 or an empty region: none) and copy what it
    yields into ``op``'s results (scf.if, affine.if, scf.index_switch)."""
    rs = [prog.slot(v) for v in op.results]
    branches: list[tuple[Fn | None, bool, list[int]]] = []
    for region in regions:
        if region.blocks.first is None:
            branches.append((None, False, []))
        else:
            branches.append(prog.compile_region(region))
    if any(len(ys) != len(rs) for f, _, ys in branches if f is not None):
        raise SimError(f"a region of '{op.name}' yields a different number of values than it returns", op)
    none: tuple[Fn | None, bool, list[int]] = (None, False, [])

    if any(g for _, g, _ in branches):

        def run_gen(fr: list):
            k = choose(fr)
            f, g, ys = branches[k] if 0 <= k < len(branches) else none
            if f is not None:
                if g:
                    yield from f(fr)
                else:
                    f(fr)
                assign(fr, rs, ys)

        return run_gen

    def run(fr: list) -> None:
        k = choose(fr)
        f, _, ys = branches[k] if 0 <= k < len(branches) else none
        if f is not None:
            f(fr)
            if rs:
                assign(fr, rs, ys)

    return run


def scf_if(prog, op: Operation) -> Fn:
    c = prog.slot(op.operands[0])

    def choose(fr: list) -> int:
        return 0 if fr[c] else 1

    return choose_region(prog, op, choose, list(op.regions))


def scf_index_switch(prog, op: Operation) -> Fn:
    """``scf.index_switch``: regions are the default, then one per case value."""
    a = prog.slot(op.operands[0])
    cases = {value: k + 1 for k, value in reversed(list(enumerate(dense_values(attr(op, "cases")))))}

    def choose(fr: list) -> int:
        return cases.get(fr[a], 0)

    return choose_region(prog, op, choose, list(op.regions))


def scf_while(prog, op: Operation) -> Fn:
    inits = [prog.slot(v) for v in op.operands]
    before = op.regions[0].blocks.first
    after = op.regions[1].blocks.first
    assert before is not None and after is not None
    bargs = [prog.slot(a) for a in before.args]
    aargs = [prog.slot(a) for a in after.args]
    bf, bg, bterm = prog.compile_block(before)
    af, ag, aterm = prog.compile_block(after)
    assert bterm is not None and aterm is not None
    cond = prog.slot(bterm.operands[0])
    cargs = [prog.slot(v) for v in bterm.operands[1:]]
    ys = [prog.slot(v) for v in aterm.operands]
    rs = [prog.slot(v) for v in op.results]

    if bg or ag:

        def run_gen(fr: list):
            assign(fr, bargs, inits)
            while True:
                if bg:
                    yield from bf(fr)
                else:
                    bf(fr)
                if not fr[cond]:
                    break
                assign(fr, aargs, cargs)
                if ag:
                    yield from af(fr)
                else:
                    af(fr)
                assign(fr, bargs, ys)
            assign(fr, rs, cargs)

        return run_gen

    def run(fr: list) -> None:
        assign(fr, bargs, inits)
        while True:
            bf(fr)
            if not fr[cond]:
                break
            assign(fr, aargs, cargs)
            af(fr)
            assign(fr, bargs, ys)
        assign(fr, rs, cargs)

    return run


def run_once(prog, op: Operation) -> Fn:
    """Run ``op``'s single region once (of one or several blocks) and return what it yields
    (scf.execute_region, memref.alloca_scope)."""
    fn, gen, ys = prog.compile_region(op.regions[0])
    rs = [prog.slot(v) for v in op.results]
    if gen:

        def run_gen(fr: list):
            yield from fn(fr)
            assign(fr, rs, ys)

        return run_gen

    def run(fr: list) -> None:
        fn(fr)
        assign(fr, rs, ys)

    return run


def _index_space(lbs: list[int], ubs: list[int], steps: list[int], op: Operation):
    if any(s <= 0 for s in steps):
        raise SimError(f"{op.name} with step {steps}", op)
    return itertools.product(*(range(lo, hi, s) for lo, hi, s in zip(lbs, ubs, steps)))


def scf_parallel(prog, op: Operation) -> Fn:
    """``scf.parallel``, run sequentially in one thread (one valid order of its iterations),
    combining each iteration's ``scf.reduce`` operands into the results in iteration order."""
    lbs, ubs, steps, inits = ([prog.slot(v) for v in group] for group in segments(op))
    body = op.regions[0].blocks.first
    assert body is not None
    ivs = [prog.slot(a) for a in body.args]
    fn, gen, term = prog.compile_block(body)
    rs = [prog.slot(v) for v in op.results]
    reductions = []
    if term is not None and term.name == "scf.reduce":
        for value, region in zip(term.operands, term.regions):
            block = region.blocks.first
            assert block is not None
            rfn, rgen, rterm = prog.compile_block(block)
            if rgen or rterm is None:
                raise SimError("an scf.reduce region with a barrier or without scf.reduce.return", term)
            lhs, rhs = (prog.slot(a) for a in block.args)
            reductions.append((prog.slot(value), lhs, rhs, rfn, prog.slot(rterm.operands[0])))
    if len(reductions) != len(rs):
        raise SimError("scf.parallel results do not match its scf.reduce operands", op)
    accs = [prog.fresh_slot() for _ in rs]

    def start(fr: list):
        assign(fr, accs, inits)
        return _index_space([fr[x] for x in lbs], [fr[x] for x in ubs], [fr[x] for x in steps], op)

    def combine(fr: list) -> None:
        for acc, (value, lhs, rhs, rfn, ret) in zip(accs, reductions):
            fr[lhs], fr[rhs] = fr[acc], fr[value]
            rfn(fr)
            fr[acc] = fr[ret]

    if gen:

        def run_gen(fr: list):
            for point in start(fr):
                assign_values(fr, ivs, point)
                yield from fn(fr)
                combine(fr)
            assign(fr, rs, accs)

        return run_gen

    def run(fr: list) -> None:
        for point in start(fr):
            assign_values(fr, ivs, point)
            fn(fr)
            combine(fr)
        assign(fr, rs, accs)

    return run


def scf_forall(prog, op: Operation) -> Fn:
    """``scf.forall`` without a mapping and without shared outputs, run sequentially in one
    thread. (A mapping distributes iterations over threads or blocks: not simulated.)"""
    if attr(op, "mapping") is not None:
        raise SimError("the simulator does not support 'scf.forall' with a mapping", op)
    if op.results:
        raise SimError("the simulator does not support 'scf.forall' with shared outputs", op)
    groups = segments(op)
    dynamic = iter(v for group in groups[:3] for v in group)
    bounds = []
    for name in ("staticLowerBound", "staticUpperBound", "staticStep"):
        values = dense_values(attr(op, name))
        bounds.append([(True, prog.slot(next(dynamic))) if v == DYNAMIC_INDEX else (False, v) for v in values])
    if not bounds[0]:
        bounds[0] = [(False, 0)] * len(bounds[1])
    if not bounds[2]:
        bounds[2] = [(False, 1)] * len(bounds[1])
    body = op.regions[0].blocks.first
    assert body is not None
    ivs = [prog.slot(a) for a in body.args[: len(bounds[1])]]
    fn, gen, term = prog.compile_block(body)
    if term is not None and any(b.first_op is not None for r in term.regions for b in r.blocks):
        raise SimError("the simulator does not support 'scf.forall.in_parallel' with operations", term)

    def space(fr: list):
        lbs, ubs, steps = ([fr[v] if dyn else v for dyn, v in b] for b in bounds)
        return _index_space(lbs, ubs, steps, op)

    if gen:

        def run_gen(fr: list):
            for point in space(fr):
                assign_values(fr, ivs, point)
                yield from fn(fr)

        return run_gen

    def run(fr: list) -> None:
        for point in space(fr):
            assign_values(fr, ivs, point)
            fn(fr)

    return run


def assign_values(fr: list, dst: list[int], values) -> None:
    for d, v in zip(dst, values):
        fr[d] = v


TERMINATORS = frozenset({"scf.reduce", "scf.reduce.return", "scf.forall.in_parallel"})
"""Terminators these handlers read from their regions (besides ``passes.analysis.op_kinds``' forwarding
terminators and returns), also when they come as unregistered ops."""

HANDLERS = {
    "scf.for": scf_for,
    "scf.if": scf_if,
    "scf.index_switch": scf_index_switch,
    "scf.while": scf_while,
    "scf.execute_region": run_once,
    "scf.parallel": scf_parallel,
    "scf.forall": scf_forall,
}
