"""Handlers for ``scf`` ops: structured loops and branches.

Each region's block is compiled by the program (``prog.compile_block``); an op whose
regions contain a barrier compiles to a generator that passes the barrier's
``yield`` through, everything else to plain closures.
"""

from __future__ import annotations

from xdsl.ir import Operation

from tools.simulator.frame import Fn
from tools.simulator.memory import SimError


def scf_for(prog, op: Operation) -> Fn:
    lb, ub, step = (prog.slot(v) for v in op.operands[:3])
    inits = [prog.slot(v) for v in op.operands[3:]]
    body = op.regions[0].blocks.first
    assert body is not None
    iv = prog.slot(body.args[0])
    bargs = [prog.slot(a) for a in body.args[1:]]
    fn, gen, term = prog.compile_block(body)
    ys = [prog.slot(v) for v in term.operands] if term is not None else []
    rs = [prog.slot(v) for v in op.results]
    n = len(inits)
    pairs = list(zip(bargs, ys))

    def check_step(s: int) -> None:
        if s <= 0:
            raise SimError(f"scf.for with step {s}", op)

    if gen:

        def run_gen(fr: list):
            i, u, s = fr[lb], fr[ub], fr[step]
            check_step(s)
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
            i, u, s = fr[lb], fr[ub], fr[step]
            check_step(s)
            while i < u:
                fr[iv] = i
                fn(fr)
                i += s

        return run0

    if n == 1:
        ((ba, y),) = pairs
        i0, r0 = inits[0], rs[0]

        def run1(fr: list) -> None:
            i, u, s = fr[lb], fr[ub], fr[step]
            check_step(s)
            fr[ba] = fr[i0]
            while i < u:
                fr[iv] = i
                fn(fr)
                fr[ba] = fr[y]
                i += s
            fr[r0] = fr[ba]

        return run1

    def run(fr: list) -> None:
        i, u, s = fr[lb], fr[ub], fr[step]
        check_step(s)
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


def scf_if(prog, op: Operation) -> Fn:
    c = prog.slot(op.operands[0])
    rs = [prog.slot(v) for v in op.results]
    branches = []
    for region in op.regions:
        block = region.blocks.first
        if block is None:
            branches.append((None, False, []))
            continue
        fn, gen, term = prog.compile_block(block)
        ys = [prog.slot(v) for v in term.operands] if term is not None else []
        branches.append((fn, gen, ys))
    while len(branches) < 2:
        branches.append((None, False, []))
    (tf, tg, ty), (ef, eg, ey) = branches

    if tg or eg:

        def run_gen(fr: list):
            f, g, ys = (tf, tg, ty) if fr[c] else (ef, eg, ey)
            if f is not None:
                if g:
                    yield from f(fr)
                else:
                    f(fr)
            vals = [fr[y] for y in ys]
            for k, r in enumerate(rs):
                fr[r] = vals[k]

        return run_gen

    def run(fr: list) -> None:
        if fr[c]:
            f, ys = tf, ty
        else:
            f, ys = ef, ey
        if f is not None:
            f(fr)
        if rs:
            vals = [fr[y] for y in ys]
            for k, r in enumerate(rs):
                fr[r] = vals[k]

    return run


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

    def assign(fr: list, dst: list[int], src: list[int]) -> None:
        vals = [fr[x] for x in src]
        for k, d in enumerate(dst):
            fr[d] = vals[k]

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


def scf_execute_region(prog, op: Operation) -> Fn:
    block = op.regions[0].blocks.first
    assert block is not None
    if len(op.regions[0].blocks) != 1:
        raise SimError("scf.execute_region with several blocks", op)
    fn, gen, term = prog.compile_block(block)
    ys = [prog.slot(v) for v in term.operands] if term is not None else []
    rs = [prog.slot(v) for v in op.results]
    if gen:

        def run_gen(fr: list):
            yield from fn(fr)
            for r, y in zip(rs, ys):
                fr[r] = fr[y]

        return run_gen

    def run(fr: list) -> None:
        fn(fr)
        for r, y in zip(rs, ys):
            fr[r] = fr[y]

    return run


HANDLERS = {
    "scf.for": scf_for,
    "scf.if": scf_if,
    "scf.while": scf_while,
    "scf.execute_region": scf_execute_region,
}
