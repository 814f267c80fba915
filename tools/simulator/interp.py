"""The simulator's compiler core and block scheduler.

The kernel (``smem.kernel`` or ``gpu.func``) is compiled once into Python
closures, one per op, that read and write a per-thread *frame* (a list indexed by
SSA-value slots, ``tools.simulator.frame``). Which closure an op compiles to is
decided by its handler (``tools.simulator.handlers``, one module per dialect
family); an op no handler knows stops the simulation with an error naming it.
Ops that contain a barrier (``passes.analysis.op_kinds.is_barrier``: the barrier itself and
every op with regions around one) compile to generators instead, and a barrier
``yield``s; each thread is one generator. The block scheduler
(``Program.run_block``) runs the threads one at a time, each up to its next barrier
(or its end), in an order drawn from a seeded RNG, and then opens the next barrier
epoch. Everything without a barrier inside runs as plain closures, which keeps
inner loops fast. A region of several blocks (a kernel body or
``scf.execute_region`` with ``cf`` branches) runs by successor dispatch
(``compile_region``), generator or not in the same way.

Values are Python ints (signed, normalised to their width; ``i1`` is 0/1), Python
floats (rounded to the type after every op), tuples of those for vectors, integer
addresses for pointers, and ``memory.MemRef`` for memrefs. Asynchronous copies
(``smem.async_copy``, ``nvgpu.device_async_copy``) read their source at issue and
land at the wait that retires their group; the race detector treats them as writes
from issue to retirement.
"""

from __future__ import annotations

import math
import random
from typing import Any, Callable

from xdsl.dialects.builtin import MemRefType
from xdsl.ir import Block, Operation, Region, SSAValue

from smem_opt.passes.analysis.op_kinds import FORWARDING_TERMINATORS, RETURNS, is_barrier
from smem_opt.tools.simulator.frame import (
    FIXED_SLOTS,
    THREAD,
    TID,
    TX,
    TY,
    TZ,
    BlockRun,
    Fn,
    ThreadState,
    op_name,
    value_name,
)
from smem_opt.tools.simulator.handlers import TERMINATORS, handler_for
from smem_opt.tools.simulator.handlers.async_copy import retire
from smem_opt.tools.simulator.handlers.cf import BRANCHES, compile_jump
from smem_opt.tools.simulator.memory import MemRef, SharedStorage, SimError, Storage, contiguous_strides, elem_of
from smem_opt.tools.simulator.races import Detector

__all__ = ["Program", "value_name"]


class Program:
    """A kernel compiled to closures; ``run_block`` simulates one thread block."""

    def __init__(self, kernel: Operation):
        self.kernel = kernel
        self.slots: dict[SSAValue, int] = {}
        self.n_slots = FIXED_SLOTS
        self.template: dict[int, Any] = {}
        self.cur: BlockRun | None = None
        self.has_async = False
        self.gen_ops: set[Operation] = set()
        for op in kernel.walk():
            if is_barrier(op):
                p: Operation | None = op
                while p is not None and p is not kernel:
                    self.gen_ops.add(p)
                    p = p.parent_op()
        entry = kernel.regions[0].blocks.first
        assert entry is not None
        self.entry = entry
        for a in entry.args:
            self.slot(a)
        self.body, self.body_is_gen, _ = self.compile_region(kernel.regions[0])

    # -- slots and blocks
    def slot(self, v: SSAValue) -> int:
        s = self.slots.get(v)
        if s is None:
            s = self.n_slots
            self.n_slots += 1
            self.slots[v] = s
        return s

    def fresh_slot(self) -> int:
        """A slot that belongs to no SSA value (a region's results, a loop's scratch)."""
        s = self.n_slots
        self.n_slots += 1
        return s

    def compile_block(self, block: Block) -> tuple[Fn, bool, Operation | None]:
        """(run, is_generator, terminator) for a block; the terminator is not run."""
        items: list[tuple[Fn, bool]] = []
        term: Operation | None = None
        for op in block.ops:
            if op is block.last_op and _ends_block(op):
                term = op
                continue
            fn = self.compile_op(op)
            if fn is not None:
                items.append((fn, op in self.gen_ops))
        if any(g for _, g in items):

            def run_gen(fr: list):
                for f, g in items:
                    if g:
                        yield from f(fr)
                    else:
                        f(fr)

            return run_gen, True, term
        fns = [f for f, _ in items]
        if len(fns) == 1:
            return fns[0], False, term

        def run(fr: list) -> None:
            for f in fns:
                f(fr)

        return run, False, term

    def compile_region(self, region: Region) -> tuple[Fn, bool, list[int]]:
        """(run, is_generator, result slots) for a region of one or more blocks.

        A region of blocks runs from its entry block by successor dispatch: each block's
        branch (``cf.br`` / ``cond_br`` / ``switch``) assigns the successor's arguments and
        names the next block; any other terminator (or none) leaves the region, and its
        operands are the region's results."""
        blocks = list(region.blocks)
        if len(blocks) == 1:
            fn, gen, term = self.compile_block(blocks[0])
            if term is None or term.name not in BRANCHES:
                return fn, gen, [self.slot(v) for v in term.operands] if term is not None else []
        index = {b: i for i, b in enumerate(blocks)}
        n_results = next(
            (
                len(b.last_op.operands)
                for b in blocks
                if b.last_op is not None and b.last_op.name not in BRANCHES and _ends_block(b.last_op)
            ),
            0,
        )
        out = [self.fresh_slot() for _ in range(n_results)]
        steps: list[tuple[Fn, bool, Callable[[list], int]]] = []
        for b in blocks:
            fn, gen, term = self.compile_block(b)
            if term is not None and term.name in BRANCHES:
                jump = compile_jump(self, term, index)
            else:
                jump = _exit_jump(self, term, out)
            steps.append((fn, gen, jump))
        if any(g for _, g, _ in steps):

            def run_gen(fr: list):
                i = 0
                while i >= 0:
                    f, g, jump = steps[i]
                    if g:
                        yield from f(fr)
                    else:
                        f(fr)
                    i = jump(fr)

            return run_gen, True, out

        def run(fr: list) -> None:
            i = 0
            while i >= 0:
                f, _, jump = steps[i]
                f(fr)
                i = jump(fr)

        return run, False, out

    def compile_op(self, op: Operation) -> Fn | None:
        handler = handler_for(op)
        if handler is None:
            raise SimError(f"the simulator does not support '{op_name(op)}'", op)
        return handler(self, op)  # type: ignore[return-value]

    def is_gen(self, op: Operation) -> bool:
        """Does ``op`` (an op with regions) contain a barrier, so that it compiles to a generator?"""
        return op in self.gen_ops

    # -- running
    def thread_main(self, fr: list):
        if self.body_is_gen:
            yield from self.body(fr)
        else:
            self.body(fr)
        ts = fr[THREAD]
        left = [c for g in ts.groups for c in g] + ts.uncommitted
        if left:
            self.cur.det.warn(  # type: ignore[union-attr]
                "asynchronous copies were never retired by a wait (they land at thread exit)"
            )
            for copy in left:
                retire(copy)
            ts.groups, ts.uncommitted = [], []

    def run_block(
        self,
        bid: tuple[int, int, int],
        bdim: tuple[int, int, int],
        gdim: tuple[int, int, int],
        args: list[Any],
        det: Detector,
        rng: random.Random,
    ) -> None:
        """Run every thread of block ``bid`` to completion, barrier by barrier."""
        det.start_block(bid)
        cur = BlockRun(bid, bdim, gdim, det)
        self.cur = cur
        base = [None] * self.n_slots
        for slot, value in self.template.items():
            base[slot] = value
        entry_args = list(self.entry.args)
        for a, v in zip(entry_args, args):
            base[self.slots[a]] = v
        # gpu.func attributions: shared per block, private per thread.
        workgroup, private = _attributions(self.kernel)
        for a in workgroup:
            t = a.type
            assert isinstance(t, MemRefType)
            elem = elem_of(t.element_type)
            shape = list(t.get_shape())
            name = value_name(a, "workgroup")
            size = math.prod(shape) * elem.nbytes
            st = SharedStorage(size, name, det)
            st.name_region(0, size, name)
            base[self.slots[a]] = MemRef(st, 0, 0, shape, contiguous_strides(shape), elem, name)
        n_threads = bdim[0] * bdim[1] * bdim[2]
        gens = []
        for tid in range(n_threads):
            fr = base.copy()
            fr[TX] = tid % bdim[0]
            fr[TY] = (tid // bdim[0]) % bdim[1]
            fr[TZ] = tid // (bdim[0] * bdim[1])
            fr[TID] = tid
            fr[THREAD] = ThreadState()
            for a in private:
                t = a.type
                assert isinstance(t, MemRefType)
                elem = elem_of(t.element_type)
                shape = list(t.get_shape())
                st0 = Storage(math.prod(shape) * elem.nbytes, value_name(a, "private"), "private")
                fr[self.slots[a]] = MemRef(st0, 0, 0, shape, contiguous_strides(shape), elem, st0.name)
            gens.append(self.thread_main(fr))
        alive = list(range(n_threads))
        while alive:
            order = alive[:]
            rng.shuffle(order)
            waiting: list[int] = []
            at: set[Operation] = set()
            for tid in order:
                try:
                    at.add(next(gens[tid]))
                    waiting.append(tid)
                except StopIteration:
                    pass
            if len(at) > 1:
                det.barrier_divergence += 1
                det.warn(
                    "threads of one block wait at different barriers (barrier in divergent "
                    "control flow: undefined behaviour)"
                )
            if waiting and len(waiting) < len(alive):
                det.barrier_divergence += 1
                det.warn("some threads exited while others wait at a barrier")
            det.new_epoch()
            waiting.sort()
            alive = waiting
        self.cur = None


def _attributions(kernel: Operation) -> tuple[tuple, tuple]:
    if kernel.name != "gpu.func":
        return (), ()
    return kernel.workgroup_attributions, kernel.private_attributions  # type: ignore[attr-defined]


def _ends_block(op: Operation) -> bool:
    """Is ``op`` (the last op of its block) a terminator that its parent or the region runs?
    (Only known ones: any other terminator, such as a branch of another dialect, is an op the
    simulator does not know and stops it.)"""
    name = op_name(op)
    return name in FORWARDING_TERMINATORS or name in RETURNS or name in TERMINATORS


def _exit_jump(prog: Program, term: Operation | None, out: list[int]) -> Callable[[list], int]:
    """Leaving the region through ``term``: its operands become the region's results."""
    ys = [prog.slot(v) for v in term.operands] if term is not None else []
    if len(ys) != len(out):
        raise SimError("the exits of a region yield different numbers of values", term)
    pairs = list(zip(out, ys))

    def leave(fr: list) -> int:
        for o, y in pairs:
            fr[o] = fr[y]
        return -1

    return leave
