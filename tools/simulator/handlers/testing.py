"""``test.repeat``: a simulator convenience for testing how the analysis treats unknown region ops.

``"test.repeat"(%n) ({ ^bb0(%i: index): ... }) : (index) -> ()`` runs its region %n times
(the block argument, if any, is the iteration number; the region may have several blocks
and no terminator). It is an unregistered op on purpose: the analysis must not know it
and has to treat it as an opaque region op (design §3, *Open world*), while the simulator
runs it, so that differential tests can check that such ops are handled soundly.
Kernels using it parse only with unregistered ops allowed.
"""

from __future__ import annotations

from xdsl.ir import Operation

from smem_opt.tools.simulator.frame import Fn
from smem_opt.tools.simulator.memory import SimError


def repeat(prog, op: Operation) -> Fn:
    if len(op.operands) != 1 or len(op.regions) != 1 or op.results:
        raise SimError("test.repeat takes one count operand and one region, and returns nothing", op)
    n = prog.slot(op.operands[0])
    entry = op.regions[0].blocks.first
    assert entry is not None
    iv = prog.slot(entry.args[0]) if entry.args else None
    fn, gen, _ = prog.compile_region(op.regions[0])

    if gen:

        def run_gen(fr: list):
            for i in range(fr[n]):
                if iv is not None:
                    fr[iv] = i
                yield from fn(fr)

        return run_gen

    def run(fr: list) -> None:
        for i in range(fr[n]):
            if iv is not None:
                fr[iv] = i
            fn(fr)

    return run


HANDLERS = {"test.repeat": repeat}
