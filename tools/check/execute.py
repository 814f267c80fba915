"""One run of one kernel of a compiled module: inputs in, memories and outcomes out.

``execute`` runs ``blocks`` blocks one after another (each with fresh shared memory whose bytes
start as seeded garbage, all on the same global buffers) under one schedule, and keeps what the
comparison needs: every block's ``Memory`` (faults, races, mbarriers), its threads (their reads
with provenance, their write sites) and ``Outcome``, and the global buffers at the end.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from smem_opt.tools.check.block import Outcome, make_threads, run_block, schedule_order
from smem_opt.tools.check.codegen import Module
from smem_opt.tools.check.inputs import Inputs
from smem_opt.tools.check.memory import Memory, SharedObject, Thread

DEFAULT_DYNAMIC_BYTES = 48 * 1024
"""Dynamic shared memory given to a kernel that does not record how much it needs."""


@dataclass
class BlockRun:
    memory: Memory
    threads: list[Thread]
    outcome: Outcome


@dataclass
class Run:
    module: Module
    blocks: list[BlockRun]
    globals: list[bytearray]
    global_writer: list[list[int]]

    @property
    def finished(self) -> bool:
        return all(b.outcome.finished for b in self.blocks)

    @property
    def ops(self) -> int:
        return sum(b.outcome.ops for b in self.blocks)


def execute(module: Module, kernel: str, inputs: Inputs, block: tuple[int, int, int],
            grid: tuple[int, int, int], schedule: str, seed: int, dynamic_bytes: int | None) -> Run:
    fn = module.functions[kernel]
    objects = list(module.objects)
    size = module.static_size
    if module.dynamic is not None:
        nbytes = dynamic_bytes if dynamic_bytes is not None else DEFAULT_DYNAMIC_BYTES
        dyn = SharedObject(module.dynamic.name, module.dynamic.start, nbytes, module.dynamic.align)
        objects.append(dyn)
        size = dyn.start + nbytes
    size += 64
    globals_ = [bytearray(b) for b in inputs.buffers]
    writer = [[-1] * len(b) for b in globals_]
    rng = random.Random(seed ^ 0xBAD5EED)
    runs: list[BlockRun] = []
    n_blocks = grid[0] * grid[1] * grid[2]
    for b in range(n_blocks):
        ctaid = (b % grid[0], (b // grid[0]) % grid[1], b // (grid[0] * grid[1]))
        garbage = rng.randbytes(size)
        memory = Memory(objects, size, garbage, globals_, writer, inputs.names)
        memory.block = block
        memory.grid = grid
        memory.ctaid = ctaid
        threads = make_threads(block, seed + b)
        memory.warps = (len(threads) + 31) // 32
        outcome = run_block(fn, inputs.params, memory, threads, schedule_order(schedule, seed + 7919 * b))
        runs.append(BlockRun(memory, threads, outcome))
        if not outcome.finished:
            break
    return Run(module, runs, globals_, writer)
