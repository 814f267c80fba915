"""One run of one kernel of a compiled module: inputs in, memories and outcomes out.

``execute`` runs ``blocks`` blocks one after another (each with fresh shared memory whose bytes
start as zeros, so that a read of bytes no thread wrote gives the same value in the reference
and in a plan: which write a read sees is compared exactly instead; all blocks on the same
global buffers) under one schedule, and keeps what the
comparison needs: every block's ``Memory`` (faults, races, mbarriers), its threads (their reads
with provenance, their write sites) and ``Outcome``, and the global buffers at the end.
"""

from __future__ import annotations

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
    global_writer: list[dict[int, int]]
    """Per global buffer: byte -> the site that last wrote it."""

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
    writer: list[dict[int, int]] = [{} for _ in globals_]
    runs: list[BlockRun] = []
    n_blocks = grid[0] * grid[1] * grid[2]
    for b in range(n_blocks):
        ctaid = (b % grid[0], (b // grid[0]) % grid[1], b // (grid[0] * grid[1]))
        memory = Memory(objects, size, bytes(size), globals_, writer, inputs.names)
        memory.block = block
        memory.grid = grid
        memory.ctaid = ctaid
        threads = make_threads(block, seed + b)
        memory.warps = (len(threads) + 31) // 32
        outcome = run_block(fn, inputs.params, memory, threads, schedule_order(schedule, seed + 7919 * b),
                            module.op_at)
        runs.append(BlockRun(memory, threads, outcome))
        if not outcome.finished:
            break
    return Run(module, runs, globals_, writer)
