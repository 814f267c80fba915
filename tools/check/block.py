"""Running one block of threads under one schedule.

Every thread is a generator (``tools.check.codegen``) that runs until it must meet others. A
*schedule* is the order in which ready threads run between those meeting points: thread order,
reversed, or a seeded random order drawn afresh each round. Then what the waiting threads need
is settled: a barrier completes when its thread count has arrived (all live threads for a
block-wide one: then the epoch ends), a warp-wide op when every live lane of its member mask
has arrived, an mbarrier wait when its phase has completed. When no thread can go on and none
finished, the block is deadlocked: ``Outcome.deadlock`` says who waits where.
"""

from __future__ import annotations

import random
import traceback
from dataclasses import dataclass, field
from typing import Any, Callable

from smem_opt.tools.check.emit_nvvm import SYNC_BARRIER, SYNC_CLUSTER, SYNC_MBARRIER, SYNC_SPIN, SYNC_WARP
from smem_opt.tools.check.errors import CannotRun, KernelFault
from smem_opt.tools.check.memory import Memory, Thread
from smem_opt.tools.check.sync import acquire, join, release
from smem_opt.tools.check.warp import run_collective

BLOCK_STEP_LIMIT = 8_000_000
"""Ops all threads of a block may run in one run (the bench kernels at their check size run under
0.2 million): past it the run stops, as a kernel whose loops are too long to run here."""

IDLE_ROUNDS = 4
"""Rounds in which only spinning threads run and nothing changes, before a deadlock is declared."""


@dataclass
class Outcome:
    finished: bool
    deadlock: list[tuple[str, int, list[int]]] = field(default_factory=list)
    """(what, site, threads) per group of threads waiting forever."""
    stopped: KernelFault | None = None
    ops: int = 0


def schedule_order(kind: str, seed: int) -> Callable[[list[int]], list[int]]:
    """Which ready threads run in the next round, in order. ``forward`` and ``reverse``: all of
    them in thread order or its reverse; ``warps-reverse``: only the last warp that has ready
    threads, lanes in reverse, so a warp runs ahead of the others through warp-wide ops (a warp
    meets only its own lanes there) until it waits for another (the block runs a full round when
    a warp alone cannot go on); ``random``: all of them, in a seeded order drawn each round."""
    if kind == "forward":
        return lambda tids: sorted(tids)
    if kind == "reverse":
        return lambda tids: sorted(tids, reverse=True)
    if kind == "warps-reverse":
        def last_warp(tids: list[int]) -> list[int]:
            top = max(t // 32 for t in tids)
            return sorted((t for t in tids if t // 32 == top), reverse=True)

        return last_warp
    rng = random.Random(seed)

    def shuffled(tids: list[int]) -> list[int]:
        out = sorted(tids)
        rng.shuffle(out)
        return out

    return shuffled


def make_threads(block: tuple[int, int, int], seed: int) -> list[Thread]:
    bx, by, bz = block
    rng = random.Random(seed ^ 0x5EED)
    warp_clock: dict[int, int] = {}
    threads = []
    for tid in range(bx * by * bz):
        warp = tid // 32
        if warp not in warp_clock:
            # each warp reads its own clock: those of neighbouring warps differ in parity
            warp_clock[warp] = 2 * rng.randrange(1 << 20) + warp
        threads.append(Thread(tid, tid % bx, (tid // bx) % by, tid // (bx * by), tid % 32, warp, warp_clock[warp]))
    return threads


def run_block(kernel: Callable, args: list[Any], M: Memory, threads: list[Thread], order: Callable,
              op_at: Callable[[str, int], Any] | None = None) -> Outcome:
    gens = {T.tid: kernel(T, M, *args) for T in threads}
    by_tid = {T.tid: T for T in threads}
    live = set(gens)
    ready: dict[int, Any] = {tid: None for tid in gens}
    waits: dict[int, tuple] = {}
    idle = 0
    stalled = False
    spin_at: dict[int, int] = {}
    outcome = Outcome(False)
    while live:
        progressed = False
        spinning: dict[int, Any] = {}
        before = M.progress
        chosen = order(list(ready))
        if stalled and len(chosen) < len(ready):  # the warp alone went nowhere: everyone runs
            chosen = sorted(ready, reverse=True)
        for tid in chosen:
            value = ready.pop(tid)
            T = by_tid[tid]
            gen = gens[tid]
            while True:
                try:
                    msg = gen.send(value)
                except StopIteration:
                    M.land_all(T)
                    live.discard(tid)
                    progressed = True
                    break
                except KernelFault as fault:
                    if fault.kind == "step-limit":
                        outcome.stopped = fault
                        outcome.ops = sum(t.n for t in threads)
                        return outcome
                    M.fault(fault.kind, fault.site, fault.message, tid)
                    M.land_all(T)
                    live.discard(tid)
                    progressed = True
                    break
                except CannotRun:
                    raise
                except Exception as err:  # noqa: BLE001 (an op the interpreter cannot run: say which)
                    raise _interpreter_error(err, op_at) from None
                kind = msg[0]
                if kind == SYNC_MBARRIER:
                    if M.mb_phase_done(msg[2], msg[3]):
                        M.mb_acquire(T, msg[2], msg[3], True)
                        value = None
                        continue
                    waits[tid] = msg
                    progressed = True
                    break
                if kind == SYNC_SPIN:
                    spinning[tid] = None
                    spin_at[tid] = msg[1]
                    break
                waits[tid] = msg
                progressed = True
                break
        progressed |= _settle(M, by_tid, live, waits, ready)
        stuck = not ready and not spinning or not progressed and M.progress == before
        if stuck and M.land_next_bulk():
            # no thread can go on: an async tensor copy lands (as late as it may)
            progressed = True
            _settle(M, by_tid, live, waits, ready)
        total = sum(t.n for t in threads)
        if total > BLOCK_STEP_LIMIT:
            outcome.stopped = KernelFault("step-limit", -1, f"the block ran more than {BLOCK_STEP_LIMIT} ops")
            outcome.ops = total
            return outcome
        ready.update(spinning)
        if not ready and live:
            outcome.deadlock = _who_waits(waits, live)
            outcome.ops = sum(t.n for t in threads)
            return outcome
        stalled = not progressed and M.progress == before
        if progressed or M.progress != before:
            idle = 0
        else:
            idle += 1
            if idle > IDLE_ROUNDS:
                waiting = _who_waits(waits, live)
                by_site: dict[int, list[int]] = {}
                for tid in spinning:
                    by_site.setdefault(spin_at.get(tid, -1), []).append(tid)
                for site, tids in by_site.items():
                    waiting.append(("spin on memory no thread will change (an mbarrier or an atomic in a loop)", site,
                                    sorted(tids)))
                outcome.deadlock = waiting
                outcome.ops = sum(t.n for t in threads)
                return outcome
    while M.land_next_bulk():  # copies still in flight when every thread has finished
        pass
    outcome.finished = True
    outcome.ops = sum(t.n for t in threads)
    return outcome


def _interpreter_error(err: Exception, op_at: Callable[[str, int], Any] | None) -> CannotRun:
    """``err`` raised by the code of some op: cannot run, at that op."""
    op = None
    if op_at is not None:
        for frame in reversed(traceback.extract_tb(err.__traceback__)):
            if frame.filename.startswith("<lowered") and frame.lineno is not None:
                op = op_at(frame.filename, frame.lineno)
                if op is not None:
                    break
    what = f"{op.name}: " if op is not None else ""
    return CannotRun(f"{what}{type(err).__name__}: {err}", op.loc if op is not None else None)


def _settle(M: Memory, by_tid: dict[int, Thread], live: set[int], waits: dict[int, tuple],
            ready: dict[int, Any]) -> bool:
    """Complete what can complete; the threads it frees go to ``ready``."""
    done = False
    # barriers
    at_barrier: dict[int, list[int]] = {}
    for tid, msg in waits.items():
        if msg[0] == SYNC_BARRIER:
            at_barrier.setdefault(msg[2], []).append(tid)
    for barrier_id, tids in at_barrier.items():
        counts = {waits[t][3] for t in tids}
        count = next(iter(counts))
        need = len(live) if count is None else count
        if len(tids) < need:
            continue
        freed = tids[:need] if count is not None else tids
        whole_block = len(freed) == len(live)
        if whole_block:
            M.epoch += 1
            for t in live:
                by_tid[t].vc.clear()
                by_tid[t].clk += 1
        else:
            view = join([release(by_tid[t]) for t in freed])
            for t in freed:
                acquire(by_tid[t], view)
        for t in freed:
            del waits[t]
            ready[t] = None
        M.progress += 1
        done = True
    # warp-wide ops
    by_warp: dict[int, list[int]] = {}
    for tid, msg in waits.items():
        if msg[0] == SYNC_WARP:
            by_warp.setdefault(by_tid[tid].warp, []).append(tid)
    for warp, tids in by_warp.items():
        masks: dict[int, list[int]] = {}
        for t in tids:
            masks.setdefault(waits[t][3] & 0xFFFFFFFF, []).append(t)
        for mask, members in masks.items():
            wanted = [t for t in live if by_tid[t].warp == warp and mask >> by_tid[t].lane & 1]
            if len(members) < len(wanted):
                continue
            kinds = {waits[t][2] for t in members}
            site = waits[members[0]][1]
            kind = waits[members[0]][2]
            if len(kinds) > 1:
                met = ", ".join(sorted(kinds))
                M.fault("warp", site, f"lanes of warp {warp} meet at different warp-wide ops ({met})", members[0])
            for t in members:
                if not mask >> by_tid[t].lane & 1:
                    M.fault("warp", site, f"lane {by_tid[t].lane} runs a warp-wide op whose member mask "
                            f"{mask:#x} leaves it out (undefined in PTX)", t)
            parts = {by_tid[t].lane: (by_tid[t], waits[t][4]) for t in members}
            results = run_collective(kind, M, parts, site)
            if kind == "sync":
                view = join([release(by_tid[t]) for t in members])
                for t in members:
                    acquire(by_tid[t], view)
            for t in members:
                del waits[t]
                ready[t] = results[by_tid[t].lane]
            M.progress += 1
            done = True
    # cluster barriers (a block is a cluster of one): a wait returns once every live thread of the
    # block has arrived at its phase, and orders after it what those arrivals published
    for tid, msg in list(waits.items()):
        if msg[0] == SYNC_CLUSTER and M.cluster_arrivals.get(msg[2], 0) >= len(live):
            acquire(by_tid[tid], M.cluster_views.get(msg[2], {}))
            del waits[tid]
            ready[tid] = None
            M.progress += 1
            done = True
    # mbarrier waits
    for tid, msg in list(waits.items()):
        if msg[0] == SYNC_MBARRIER and M.mb_phase_done(msg[2], msg[3]):
            M.mb_acquire(by_tid[tid], msg[2], msg[3], True)
            del waits[tid]
            ready[tid] = None
            done = True
    return done


def _who_waits(waits: dict[int, tuple], live: set[int]) -> list[tuple[str, int, list[int]]]:
    groups: dict[tuple[str, int], list[int]] = {}
    for tid in sorted(live):
        msg = waits.get(tid)
        if msg is None:
            continue
        what = {SYNC_BARRIER: "wait at a barrier", SYNC_WARP: "wait for their warp",
                SYNC_MBARRIER: "wait on an mbarrier", SYNC_CLUSTER: "wait at a cluster barrier"}.get(msg[0], "wait")
        if msg[0] == SYNC_BARRIER and msg[3] is not None:
            what = f"wait at barrier {msg[2]} for {msg[3]} threads"
        elif msg[0] == SYNC_BARRIER and msg[2]:
            what = f"wait at barrier {msg[2]}"
        groups.setdefault((what, msg[1]), []).append(tid)
    return [(what, site, tids) for (what, site), tids in groups.items()]
