"""The words an op uses to say what it does to shared memory, to control flow and to threads.

This is the vocabulary of ``passes.analysis.op_records`` (the Python form of MLIR's op
interfaces): each op has one record made of these answers. Ops the project defines itself (the
``smem`` dialect) state their answers on the op class, as the class constant ``SEMANTICS`` (an
``OpSemantics``), next to their xDSL traits; the records of upstream ops live in
``passes.analysis.op_records``. It lives here, below both, because the dialect must not import
the analyses.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class UseRole(Enum):
    """What an op does with one of its memref operands."""

    VIEW = "view"
    """Its memref results alias the operand; it touches no memory (creating a view)."""
    ACCESS = "access"
    """It reads or writes memory through the operand."""
    METADATA = "metadata"
    """It reads only the operand's shape or strides (``memref.dim``)."""
    DEALLOC = "dealloc"
    """It ends the buffer's lifetime (``memref.dealloc``)."""
    FORWARD = "forward"
    """Control flow hands the value on to block arguments or results (yields, branches, inits)."""
    ESCAPE = "escape"
    """The buffer leaves what the analysis can follow: live for the whole kernel."""


class RegionKind(Enum):
    """How an op runs its regions."""

    NONE = "none"
    BRANCH = "branch"
    """Runs at most one of its regions, once, chosen by its control operands (if, index_switch)."""
    ONCE = "once"
    """Runs its single region exactly once (execute_region, alloca_scope)."""
    LOOP = "loop"
    """May run its regions zero or more times (for, while, parallel, forall)."""
    OPAQUE = "opaque"
    """Unknown: any region, any number of times, in any order, perhaps in some threads only."""
    KERNEL = "kernel"
    """A kernel or function: the root of the analysis."""


class LoopShape(Enum):
    """In which order a loop runs its regions (``RegionKind.LOOP`` only)."""

    NONE = "none"
    SEQUENTIAL = "sequential"
    """One body region, run once per iteration in order (``scf.for``, ``affine.for``)."""
    WHILE = "while"
    """A condition region, then a body region, repeated; the condition runs at least once."""
    PARALLEL = "parallel"
    """One body region per iteration, iterations in any order (``scf.parallel``, ``scf.forall``)."""
    REPEAT = "repeat"
    """A region run some number of times for the op's own purpose (``generic_atomic_rmw``)."""


class ValueSource(Enum):
    """Whether an op's results may differ between the threads of one block (design §3, rule 3)."""

    UNIFORM = "uniform"
    """Equal in every thread of a block whatever the operands: constants, block and grid ids and
    dimensions, cluster ids, launch facts."""
    DIVERGENT = "divergent"
    """A thread's identity or a per-thread reading: thread and lane ids, clocks and timers."""
    PURE = "pure"
    """A function of the operands alone: uniform when every operand is."""
    OPAQUE = "opaque"
    """May differ between threads whatever the operands: loads, shuffles, votes, unknown ops."""


class BarrierKind(Enum):
    """Which threads an op waits for."""

    NONE = "none"
    BLOCK = "block"
    """Every thread of the block (``gpu.barrier``, ``nvvm.barrier0``, ``nvvm.barrier``)."""
    PARTIAL = "partial"
    """Some threads (a barrier id or thread count, ``bar.warp.sync``): separates nothing."""


class AsyncRole(Enum):
    """An op's part in asynchronous copies into shared memory (design §3, rule 2)."""

    NONE = "none"
    COPY = "copy"
    """A cp.async copy: writes its destination until a wait retires its group."""
    COMMIT = "commit"
    """Closes a group of cp.async copies."""
    WAIT = "wait"
    """Waits until at most N committed groups are in flight."""
    TMA_LOAD = "tma-load"
    """An async write that completes a transaction on an mbarrier (Hopper TMA load)."""
    MBARRIER_WAIT = "mbarrier-wait"
    """Blocks until a phase of an mbarrier completes (its parity operand says which)."""
    MBARRIER_INIT = "mbarrier-init"
    """Initialises an mbarrier: its current phase is phase 0."""


class HandOff(Enum):
    """Whether an op makes a thread wait for, or release, other threads of its block: where a
    block-wide barrier inserted between the two could deadlock (design §3, *insert-barriers*)."""

    NONE = "none"
    SIGNAL = "signal"
    """Releases threads that wait on it (an mbarrier arrive)."""
    WAIT = "wait"
    """May block until other threads act (an mbarrier wait, a partial barrier, an unknown op)."""


class BufferOrigin(Enum):
    """Where a workgroup memref value comes from, when an op creates one."""

    NONE = "none"
    ALLOC = "alloc"
    """A new buffer (``smem.alloc``, ``memref.alloc``, ``memref.alloca``)."""
    GLOBAL = "global"
    """The address of a ``memref.global`` (``memref.get_global``)."""
    DYNAMIC = "dynamic"
    """The base of the kernel's dynamic shared memory (``gpu.dynamic_shared_memory``)."""


@dataclass(frozen=True)
class OpSemantics:
    """What an op the project defines says about itself (the class constant ``SEMANTICS``).

    Fields left ``None`` are read from the op's xDSL traits, else take the conservative default
    of ``passes.analysis.op_records``."""

    memref_role: UseRole | None = None
    results_alias: bool | None = None
    region_kind: RegionKind | None = None
    value_source: ValueSource | None = None
    barrier: BarrierKind | None = None
    async_role: AsyncRole | None = None
    handoff: HandOff | None = None
    buffer_origin: BufferOrigin | None = None
    returns: bool = False
    """A terminator that leaves the kernel (its memref operands escape)."""


__all__ = [
    "UseRole",
    "RegionKind",
    "LoopShape",
    "ValueSource",
    "BarrierKind",
    "AsyncRole",
    "HandOff",
    "BufferOrigin",
    "OpSemantics",
]
