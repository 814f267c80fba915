"""Theoretical occupancy: how many blocks of a kernel one SM runs at once.

Given a target (``passes/target/targets.py`` holds its figures), the threads per block,
the shared bytes one block uses and the registers per thread, this module
computes the blocks per SM the way the CUDA driver's
``cuOccupancyMaxActiveBlocksPerMultiprocessor`` does for a kernel launched with
default attributes, after the launcher has raised
``CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES`` to the kernel's size (as a
launcher must for a kernel above 48 KiB). Each resource allows some number of
blocks; the smallest wins, and the resources that allow exactly that many are
the ones *limiting* it:

- ``warps``: ``max_warps_per_sm // ceil(threads / warp_size)``;
- ``blocks``: the resident-block limit of the SM;
- ``registers``: registers are allocated per warp, ``registers * warp_size``
  rounded up to the allocation unit (256), out of one of the 4 sub-partitions of
  the register file: ``(registers_per_sm / 4 // per_warp) * 4`` warps fit, so
  ``that // warps_per_block`` blocks. A block whose warps, rounded up to a
  multiple of 4, need more than the per-block register file cannot launch, nor
  can a kernel with more than 255 registers per thread;
- ``shared_memory``: every block takes its bytes plus the 1 KiB the driver
  reserves per block (0 before sm_80), rounded up to the allocation unit (128
  bytes; 256 before sm_80). The driver chooses the SM's shared-memory carveout
  (0, 8, 16, 32, 64, 100, 132, 164, 196 or 228 KiB on sm_90) per kernel to
  avoid a shared-memory bottleneck; with no preferred carveout set, the blocks
  per SM are therefore counted at the largest carveout,
  ``sm_shared_bytes // allocated_per_block``. The carveout reported is the
  smallest one that still holds that many blocks. A block using more than the
  per-block limit (``Target.dynamic_bytes``) cannot launch.

With the registers unknown, the figure is the bound from warps, blocks and
shared memory alone: the kernel runs at most that many blocks per SM.

:func:`shared_bytes_for_blocks` inverts the shared-memory rule (the most bytes a
block may use for ``n`` blocks per SM) and :func:`next_block` says how many
bytes fewer would give one more block, or which other resource stands in the
way. Nothing here reads IR; ``tools.report`` and ``tools/emit.py`` call it.
"""

from __future__ import annotations

from dataclasses import dataclass

from smem_opt.passes.target.targets import KIB, Target

RESOURCES = ("warps", "blocks", "registers", "shared_memory")
"""The resources that limit blocks per SM, in the order reports list them."""

RESOURCE_WORDS = {
    "warps": "warps",
    "blocks": "the resident-block limit",
    "registers": "registers",
    "shared_memory": "shared memory",
}


def _ceil_div(a: int, b: int) -> int:
    return -(-a // b)


def _round_up(a: int, unit: int) -> int:
    return _ceil_div(a, unit) * unit


@dataclass(frozen=True)
class Occupancy:
    """Blocks per SM of one kernel configuration, and why."""

    target: str
    threads: int
    shared_bytes: int
    """The kernel's own shared bytes per block (static + dynamic)."""
    registers: int | None
    """Registers per thread; None when unknown."""
    blocks: int
    """Blocks per SM (0: a block cannot run on this target; see ``unfit``).
    With unknown registers, an upper bound."""
    limits: dict[str, int | None]
    """Blocks each resource allows (``registers``: None when unknown)."""
    limited_by: tuple[str, ...]
    """The resources that allow exactly ``blocks`` (in :data:`RESOURCES` order)."""
    warps_per_block: int
    max_warps: int
    shared_allocated: int
    """Shared bytes allocated per block: reserve included, rounded up."""
    carveout_kib: int | None
    """The smallest carveout that holds ``blocks`` blocks (None at 0 blocks)."""
    unfit: str | None
    """Why one block cannot run (None when it can)."""

    @property
    def exact(self) -> bool:
        """False when registers are unknown: ``blocks`` is then an upper bound."""
        return self.registers is not None

    @property
    def active_warps(self) -> int:
        return self.blocks * self.warps_per_block

    @property
    def fraction(self) -> float:
        """Active warps over the SM's maximum (theoretical occupancy)."""
        return self.active_warps / self.max_warps if self.max_warps else 0.0


def warps_per_block(target: Target, threads: int) -> int:
    return _ceil_div(threads, target.warp_size)


def registers_per_warp(target: Target, registers: int) -> int:
    """Registers one warp is allocated: ``registers * warp_size`` rounded up."""
    return _round_up(registers * target.warp_size, target.register_unit)


def shared_allocated(target: Target, shared_bytes: int) -> int:
    """Shared bytes one block takes from the SM: its own plus the reserve, rounded up."""
    return _round_up(shared_bytes + target.reserved_shared_bytes, target.shared_granularity)


def _registers_unfit(target: Target, threads: int, registers: int) -> str | None:
    if registers > target.max_registers_per_thread:
        return f"{registers} registers per thread exceed the limit of {target.max_registers_per_thread}"
    per_warp = registers_per_warp(target, registers)
    warps = warps_per_block(target, threads)
    # The hardware checks a block's registers as if its warps were spread over
    # every sub-partition: their count is rounded up to a multiple of them.
    checked = per_warp * _round_up(warps, target.register_partitions)
    if checked > target.registers_per_block:
        return (
            f"{threads} threads x {registers} registers need {checked} registers per block "
            f"(more than {target.registers_per_block})"
        )
    return None


def registers_limit(target: Target, threads: int, registers: int) -> int:
    """Blocks per SM that ``registers`` per thread allow (0: the block does not fit)."""
    if _registers_unfit(target, threads, registers):
        return 0
    if registers == 0:
        return target.max_blocks_per_sm
    per_partition = target.registers_per_sm // target.register_partitions
    warps_per_sm = (per_partition // registers_per_warp(target, registers)) * target.register_partitions
    return warps_per_sm // warps_per_block(target, threads)


def shared_limit(target: Target, shared_bytes: int) -> int:
    """Blocks per SM that ``shared_bytes`` per block allow, at the largest carveout."""
    if shared_bytes > target.dynamic_bytes:
        return 0
    # a block without shared memory is bounded like one with a byte: the same monotone formula
    allocated = shared_allocated(target, max(shared_bytes, 1))
    return target.sm_shared_bytes // allocated


def occupancy(target: Target, threads: int, shared_bytes: int, registers: int | None) -> Occupancy:
    """Blocks per SM for ``threads`` per block, ``shared_bytes`` and ``registers`` per thread."""
    if threads <= 0:
        raise ValueError(f"threads per block must be positive, got {threads}")
    warps = warps_per_block(target, threads)
    unfit = None
    if threads > target.max_threads_per_block:
        unfit = f"{threads} threads exceed the limit of {target.max_threads_per_block} per block"
    elif shared_bytes > target.dynamic_bytes:
        unfit = (
            f"{shared_bytes} bytes of shared memory exceed the limit of "
            f"{target.dynamic_bytes} per block"
        )
    elif registers is not None:
        unfit = _registers_unfit(target, threads, registers)
    limits: dict[str, int | None] = {
        "warps": 0 if threads > target.max_threads_per_block else target.max_warps_per_sm // warps,
        "blocks": target.max_blocks_per_sm,
        "registers": None if registers is None else registers_limit(target, threads, registers),
        "shared_memory": shared_limit(target, shared_bytes),
    }
    blocks = 0 if unfit else min(v for v in limits.values() if v is not None)
    limited_by = tuple(r for r in RESOURCES if limits[r] is not None and limits[r] == blocks)
    allocated = shared_allocated(target, shared_bytes)
    carveout = None
    if blocks:
        carveout = min(c for c in target.carveouts_kib if c * KIB >= blocks * allocated)
    return Occupancy(
        target=target.name,
        threads=threads,
        shared_bytes=shared_bytes,
        registers=registers,
        blocks=blocks,
        limits=limits,
        limited_by=limited_by,
        warps_per_block=warps,
        max_warps=target.max_warps_per_sm,
        shared_allocated=allocated,
        carveout_kib=carveout,
        unfit=unfit,
    )


def shared_bytes_for_blocks(target: Target, blocks: int) -> int | None:
    """The most shared bytes one block may use so that ``blocks`` fit on an SM
    by shared memory (None: not even an empty block fits that often)."""
    if blocks <= 0:
        raise ValueError(f"blocks must be positive, got {blocks}")
    per_block = (target.sm_shared_bytes // blocks) // target.shared_granularity * target.shared_granularity
    most = min(per_block - target.reserved_shared_bytes, target.dynamic_bytes)
    return most if most >= 0 else None


def max_registers_for_blocks(target: Target, threads: int, blocks: int) -> int | None:
    """The most registers per thread with which ``blocks`` blocks fit (None: none do)."""
    best = None
    for registers in range(target.max_registers_per_thread + 1):
        if registers_limit(target, threads, registers) >= blocks:
            best = registers
    return best


@dataclass(frozen=True)
class NextBlock:
    """What one more block per SM would take."""

    blocks: int
    """The block count aimed at: one more than now (1 when none fits now)."""
    shared_at_most: int | None
    """Shared bytes per block at which shared memory allows ``blocks`` (None: never)."""
    bytes_to_save: int | None
    """``shared_bytes - shared_at_most`` when saving bytes is what it takes."""
    blocked_by: tuple[str, ...]
    """Other resources that do not allow ``blocks`` whatever the bytes."""
    registers_at_most: int | None
    """When registers are unknown or stand in the way: the most registers per
    thread that allow ``blocks`` (None: none do, or registers are not the question)."""


def next_block(target: Target, occ: Occupancy) -> NextBlock:
    """What one more block per SM than ``occ`` would take."""
    goal = occ.blocks + 1
    blocked = tuple(
        r
        for r in ("warps", "blocks", "registers")
        if (limit := occ.limits[r]) is not None and limit < goal
    )
    if occ.threads > target.max_threads_per_block:
        blocked = ("warps",)
    at_most = shared_bytes_for_blocks(target, goal)
    save = None
    if at_most is not None and occ.limits["shared_memory"] is not None and occ.limits["shared_memory"] < goal:
        save = occ.shared_bytes - at_most
    elif at_most is None:
        blocked = blocked + ("shared_memory",)
    regs = None
    if (occ.registers is None or "registers" in blocked) and not {"warps", "blocks"} & set(blocked):
        regs = max_registers_for_blocks(target, occ.threads, goal)
    return NextBlock(goal, at_most, save, blocked, regs)


# -- the report's occupancy entry ------------------------------------------------------


@dataclass(frozen=True)
class RegisterCounts:
    """Registers per thread of one kernel without and with reuse, and their source."""

    without_reuse: int | None = None
    with_reuse: int | None = None
    source: str | None = None
    """``ptxas`` (``ptxas -v`` on the lowered kernel) or ``given`` (on the command line)."""
    note: str | None = None
    """Why a count is unknown."""


def blocks_text(n: int) -> str:
    return f"{n} block{'' if n == 1 else 's'}/SM"


def _variant(occ: Occupancy, exact: bool) -> dict:
    return {
        "shared_bytes": occ.shared_bytes,
        "registers": occ.registers,
        "blocks_per_sm": occ.blocks,
        "exact": exact and occ.exact,
        "limits": dict(occ.limits),
        "limited_by": list(occ.limited_by),
        "active_warps": occ.active_warps,
        "max_warps": occ.max_warps,
        "shared_allocated": occ.shared_allocated,
        "carveout_kib": occ.carveout_kib,
        "unfit": occ.unfit,
    }


def _blocker(occ: Occupancy, nb: NextBlock, resource: str) -> str:
    limit = occ.limits[resource]
    if resource == "warps":
        return (
            f"warps allow {blocks_text(limit or 0)} ({occ.warps_per_block} warps per block, "
            f"{occ.max_warps} per SM)"
        )
    if resource == "blocks":
        return f"the SM holds at most {limit} blocks"
    if resource == "registers":
        fewer = (
            f"; {nb.registers_at_most} or fewer would allow {nb.blocks}"
            if nb.registers_at_most is not None
            else ""
        )
        return f"registers allow {blocks_text(limit or 0)} ({occ.registers} per thread{fewer})"
    return f"shared memory cannot hold {blocks_text(nb.blocks)} whatever the bytes"


def _next_message(occ: Occupancy, nb: NextBlock, lower_bound: int, live: list[str], live_bytes: int) -> str:
    goal = blocks_text(nb.blocks) if occ.blocks else "one block per SM"
    blockers = "; ".join(_blocker(occ, nb, r) for r in nb.blocked_by)
    if nb.bytes_to_save is None:
        if occ.blocks == 0:
            return f"no block can run: {occ.unfit}"
        return f"no bytes saved give {blocks_text(nb.blocks)}: {blockers}"
    assert nb.shared_at_most is not None
    text = (
        f"{nb.bytes_to_save} more bytes saved (at most {nb.shared_at_most} B per block) "
        f"would give {goal}"
    )
    if blockers:
        return (
            f"{goal} would take {nb.bytes_to_save} more bytes saved (at most {nb.shared_at_most} B "
            f"per block), and {blockers}"
        )
    if occ.registers is None and nb.registers_at_most is not None:
        text += f" if registers allow it ({nb.registers_at_most} or fewer per thread)"
    peak = f"{{{', '.join(live)}}} = {live_bytes} B" if live else "none"
    if nb.shared_at_most >= lower_bound:
        return (
            f"{text}; the lower bound ({lower_bound} B) allows it: a better plan could get there "
            f"(live at the peak: {peak})"
        )
    return (
        f"{text}; that is below the lower bound ({lower_bound} B), so reuse alone cannot: "
        f"the buffers live at the peak must shrink: {peak}"
    )


def kernel_occupancy(
    target: Target,
    block_size: tuple[int, ...] | None,
    *,
    unshared_bytes: int,
    arena_bytes: int,
    lower_bound: int,
    peak_live: list[str],
    peak_bytes: int,
    dynamic_buffers: int,
    registers: RegisterCounts | None,
    beside_bytes: int = 0,
) -> dict:
    """The ``occupancy`` entry of one kernel's report (``docs/report-schema.json``).
    ``beside_bytes``: static shared memory the PTX holds beside the kernel's buffers (globals left
    in place, upstream lowerings' scratch: ``passes.analysis.static_beside``), counted in both
    variants. A kernel ptxas refuses has no occupancy: no figure is given beside the failure."""
    regs = registers or RegisterCounts(note="not computed")
    entry: dict = {
        "target": target.name,
        "threads": None,
        "warps_per_block": None,
        "registers_source": regs.source,
        "registers_note": regs.note,
        "without_reuse": None,
        "with_reuse": None,
        "next_block": None,
        "note": None,
    }
    entry["beside_bytes"] = beside_bytes
    if not block_size:
        entry["note"] = "the kernel declares no block size"
        return entry
    if regs.note and regs.note.startswith("ptxas failed"):
        entry["note"] = f"the kernel does not assemble ({regs.note})"
        return entry
    threads = 1
    for d in block_size:
        threads *= d
    entry["threads"] = threads
    entry["warps_per_block"] = warps_per_block(target, threads)
    exact = dynamic_buffers == 0
    if not exact:
        entry["note"] = (
            f"{dynamic_buffers} dynamic-size buffer{'' if dynamic_buffers == 1 else 's'} not counted: "
            "the blocks per SM are upper bounds"
        )
    before = occupancy(target, threads, unshared_bytes + beside_bytes, regs.without_reuse)
    after = occupancy(target, threads, arena_bytes + beside_bytes, regs.with_reuse)
    lower_bound += beside_bytes  # no plan of the buffers takes the rest away
    entry["without_reuse"] = _variant(before, exact)
    entry["with_reuse"] = _variant(after, exact)
    nb = next_block(target, after)
    entry["next_block"] = {
        "blocks_per_sm": nb.blocks,
        "shared_at_most": nb.shared_at_most,
        "bytes_to_save": nb.bytes_to_save,
        "blocked_by": list(nb.blocked_by),
        "registers_at_most": nb.registers_at_most,
        "lower_bound": lower_bound,
        "below_lower_bound": nb.shared_at_most is not None and nb.shared_at_most < lower_bound,
        "peak_buffers": list(peak_live),
        "peak_bytes": peak_bytes,
        "message": _next_message(after, nb, lower_bound, peak_live, peak_bytes),
    }
    return entry


__all__ = [
    "RESOURCES",
    "RESOURCE_WORDS",
    "NextBlock",
    "Occupancy",
    "RegisterCounts",
    "blocks_text",
    "kernel_occupancy",
    "max_registers_for_blocks",
    "next_block",
    "occupancy",
    "registers_limit",
    "registers_per_warp",
    "shared_allocated",
    "shared_bytes_for_blocks",
    "shared_limit",
    "warps_per_block",
]
