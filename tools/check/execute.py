"""One run of one kernel of a compiled module: inputs in, memories and outcomes out.

``execute`` runs ``blocks`` blocks one after another (each with fresh shared memory whose bytes
start as zeros, so that a read of bytes no thread wrote gives the same value in the reference
and in a plan: which write a read sees is compared exactly instead; all blocks on the same
global buffers: the kernel's arguments, and the module's globals in device memory starting from
their initial values) under one schedule, and keeps what the
comparison needs: every block's ``Memory`` (faults, races, mbarriers), its threads (their reads
with provenance, their write sites) and ``Outcome``, and the global buffers at the end.
"""

from __future__ import annotations

from dataclasses import dataclass

from smem_opt.tools.check.block import Outcome, make_threads, run_block, schedule_order
from smem_opt.tools.check.bulk_copies import LANDINGS
from smem_opt.tools.check.codegen import Module
from smem_opt.tools.check.inputs import Inputs
from smem_opt.tools.check.memory import GLOBAL_BASE, GLOBAL_STRIDE, Memory, SharedObject, Thread

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
    """The kernel's memref arguments, then the module's globals in device memory."""
    global_writer: list[dict[int, int]]
    """Per global buffer: byte -> the site that last wrote it."""
    arguments: int = 0
    """How many of ``globals`` are the kernel's arguments."""

    def device_global(self, name: str) -> tuple[bytearray, dict[int, int]] | None:
        """The final bytes of the module's device-memory global ``@name`` and who wrote them."""
        for k, g in enumerate(self.module.device_globals):
            if g.name == name:
                return self.globals[self.arguments + k], self.global_writer[self.arguments + k]
        return None

    def touched(self, skip: set[str]) -> dict[str, tuple[int, int, int]]:
        """Per shared object not in ``skip``: (first, end, size) of the bytes any block read or
        wrote, relative to the object; objects no access reached are left out."""
        out: dict[str, tuple[int, int, int]] = {}
        for b in self.blocks:
            M = b.memory
            for o in M.objects:
                if o.name in skip or o.size <= 0:
                    continue
                used = [k for k, (w, r) in enumerate(zip(M.W[o.start : o.start + o.size], M.R[o.start : o.start + o.size]))
                        if w is not None or r is not None]
                if not used:
                    continue
                lo, hi = used[0], used[-1] + 1
                if o.name in out:
                    lo, hi = min(lo, out[o.name][0]), max(hi, out[o.name][1])
                out[o.name] = (lo, hi, o.size)
        return out

    def ran_shared(self) -> set[int]:
        """Sites that accessed shared memory in any block (coverage)."""
        return set().union(*(b.memory.ran_shared for b in self.blocks)) if self.blocks else set()

    def ways(self) -> dict[int, int]:
        """Branch site -> the ways it went, in any block (coverage)."""
        out: dict[int, int] = {}
        for b in self.blocks:
            for site, bits in b.memory.ways.items():
                out[site] = out.get(site, 0) | bits
        return out

    @property
    def finished(self) -> bool:
        return all(b.outcome.finished for b in self.blocks)

    @property
    def ops(self) -> int:
        return sum(b.outcome.ops for b in self.blocks)

    def step_limit(self) -> str | None:
        """What stopped the run at a step limit (a loop too long to run here), if one did."""
        for b in self.blocks:
            stopped = b.outcome.stopped
            if stopped is not None and stopped.kind == "step-limit":
                return stopped.message
        return None


def execute(module: Module, kernel: str, inputs: Inputs, block: tuple[int, int, int],
            grid: tuple[int, int, int], schedule: str, seed: int, dynamic_bytes: int | None,
            block_ids: list[tuple[int, int, int]] | None = None) -> Run:
    """Run the blocks ``block_ids`` of ``grid`` (every block of it when None), one after
    another."""
    fn = module.functions[kernel]
    objects = list(module.objects)
    size = module.static_size
    if module.dynamic is not None:
        nbytes = dynamic_bytes if dynamic_bytes is not None else DEFAULT_DYNAMIC_BYTES
        dyn = SharedObject(module.dynamic.name, module.dynamic.start, nbytes, module.dynamic.align)
        objects.append(dyn)
        size = dyn.start + nbytes
    size += 64
    globals_ = [bytearray(b) for b in inputs.buffers] + [bytearray(g.initial) for g in module.device_globals]
    names = inputs.names + [f"global @{g.name}" for g in module.device_globals]
    writer: list[dict[int, int]] = [{} for _ in globals_]
    runs: list[BlockRun] = []
    if block_ids is None:
        block_ids = [(b % grid[0], (b // grid[0]) % grid[1], b // (grid[0] * grid[1]))
                     for b in range(grid[0] * grid[1] * grid[2])]
    for ctaid in block_ids:
        b = ctaid[0] + grid[0] * (ctaid[1] + grid[1] * ctaid[2])
        memory = Memory(objects, size, bytes(size), globals_, writer, names)
        memory.device_base = GLOBAL_BASE + len(inputs.buffers) * GLOBAL_STRIDE
        memory.block = block
        memory.grid = grid
        memory.ctaid = ctaid
        threads = make_threads(block, seed + b)
        memory.warps = (len(threads) + 31) // 32
        memory.tensor_maps = inputs.tensor_maps
        memory.landing = LANDINGS[seed % len(LANDINGS)]
        outcome = run_block(fn, inputs.params, memory, threads, schedule_order(schedule, seed + 7919 * b),
                            module.op_at)
        runs.append(BlockRun(memory, threads, outcome))
        if not outcome.finished:
            break
    return Run(module, runs, globals_, writer, len(inputs.buffers))
