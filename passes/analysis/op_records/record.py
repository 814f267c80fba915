"""The record of one op: everything the analyses may ask about it, in one frozen value.

A record is the Python form of the MLIR interfaces the analyses need (memory effects per operand,
``RegionBranchOpInterface``, ``LoopLikeOpInterface``, ``BranchOpInterface``, uniformity, barrier
and async semantics). Fields that depend on the op instance (an operand count, an attribute) are
hooks that take the op. ``CONSERVATIVE`` is MLIR's "all effects": what an op nobody described
gets — every memref operand escapes, results alias them and may differ between threads, regions
run any number of times in any order, and the op may block until other threads act.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from xdsl.ir import Attribute, Operation, SSAValue

from smem_opt.smem_dialect.semantics import (
    AsyncRole,
    BarrierKind,
    BufferOrigin,
    HandOff,
    LoopShape,
    RegionKind,
    UseRole,
    ValueSource,
)


@dataclass(frozen=True)
class LoopBounds:
    """What decides how often a loop runs its body: ``for iv = lower; iv < upper; iv += step``
    under the loop's own comparison. Bounds are SSA values, or ints where the op holds them as
    constants (affine maps)."""

    lower: SSAValue | int
    upper: SSAValue | int
    step: SSAValue | int
    signed: bool
    """Whether ``<`` compares signed (``scf.for unsigned`` compares unsigned)."""
    width: int | None
    """Bits of the comparison; None for ``index`` (32 or 64 bits, as the lowering chooses)."""


@dataclass(frozen=True)
class SlotAccess:
    """One element read or written: ``memref[indices]`` and the value loaded or stored."""

    store: bool
    memref: SSAValue
    value: SSAValue
    indices: tuple[SSAValue, ...]


Flow = Callable[[Operation, int], "list[SSAValue] | None"]
"""Where operand ``i`` of an op flows (block arguments, results); None: unknown."""
RegionFlow = Callable[[Operation, Operation, int], "list[SSAValue] | None"]
"""Where operand ``i`` of a terminator inside the op flows (results, block arguments)."""


@dataclass(frozen=True)
class OpRecord:
    """One op's answers. Build records with ``replace(BASE, ...)`` from the bases below."""

    memref_role: UseRole = UseRole.ESCAPE
    """What the op does with each of its memref operands (unless ``role_of`` says otherwise)."""
    role_of: Callable[[Operation, int], UseRole] | None = None
    results_alias: bool = True
    """Whether its memref results alias its memref operands."""
    region_kind: RegionKind | None = None
    """None: ``OPAQUE`` for an op with regions, ``NONE`` without."""
    loop_shape: LoopShape = LoopShape.NONE
    control_operands: Callable[[Operation], Sequence[int]] | None = None
    """Operands that decide which regions run and how often (a branch condition, loop bounds);
    for a terminator, which successor or whether the parent loop goes on. None: all of them."""
    operand_flow: Flow | None = None
    successor_operands: Callable[[Operation, int], "Sequence[int] | None"] | None = None
    """For a branch: the indices of the operands it passes on its edge to successor ``k`` (two
    edges may lead to one block with operands of their own). None: not known."""
    """Where the op's own operands flow (loop inits, branch operands)."""
    region_flow: RegionFlow | None = None
    """Where the operands of terminators of its regions flow; None: nowhere known (captured)."""
    induction_vars: Callable[[Operation], Sequence[SSAValue]] | None = None
    """Block arguments equal in every thread when the op is not divergent."""
    thread_args: Callable[[Operation], Sequence[SSAValue]] | None = None
    """For a kernel root: entry-block arguments that differ between threads (thread ids)."""
    distributed: Callable[[Operation], bool] | None = None
    """Whether its iterations are spread over threads (a ``mapping``): divergent whatever the
    operands."""
    bounds: Callable[[Operation], LoopBounds | None] | None = None
    value_source: ValueSource = ValueSource.OPAQUE
    constant: Callable[[Operation], Attribute | None] | None = None
    """The value of a constant op."""
    alignment: Callable[[Operation, SSAValue], int] | None = None
    """Bytes of alignment the op needs of the address of its memref operand (beyond the
    element's own alignment)."""
    barrier: Callable[[Operation], BarrierKind] | None = None
    async_role: AsyncRole = AsyncRole.NONE
    handoff: HandOff = HandOff.WAIT
    buffer_origin: BufferOrigin = BufferOrigin.NONE
    byte_view: Callable[[Operation], tuple[SSAValue, SSAValue, Sequence[SSAValue]] | None] | None = None
    """For a view of a byte buffer: (source, byte offset, run-time sizes)."""
    mbarrier: Callable[[Operation], tuple[SSAValue, SSAValue] | None] | None = None
    """(group, index) of the mbarrier an op signals, waits on or initialises."""
    parity: Callable[[Operation], SSAValue | None] | None = None
    """The phase parity an mbarrier wait waits for."""
    pending: Callable[[Operation], int] | None = None
    """Groups a cp.async wait leaves in flight."""
    copy_bytes: Callable[[Operation], int | None] | None = None
    """Bytes one async copy moves per thread."""
    lowering_scratch: Callable[[Operation], "tuple[int, int] | None"] | None = None
    """(bytes, alignment) of the static shared memory upstream's lowering of the op allocates for
    itself (``gpu.all_reduce``: 32 values of its type), beside the kernel's own buffers."""
    returns: bool = False
    """A terminator that leaves the kernel (its memref operands escape)."""
    slot_access: Callable[[Operation], "SlotAccess | None"] | None = None
    """A plain load or store of one element (``memref.load`` / ``memref.store``): what a per-thread
    slot may be read and written by (``passes.analysis.private_slots``)."""
    taken_successor: Callable[[Operation, int], int | None] | None = None
    """For a branch: the successor it takes when its first control operand has this value."""
    fold: Callable[[Operation, Sequence[int], int], int | None] | None = None
    """The integer result of a pure op from integer operands, with ``index`` this many bits wide
    (None: not known)."""
    speculatable: Callable[[Operation], bool] | bool = False
    """Whether the op may run where it did not, for any value its operands may have there: no
    trap, no undefined behaviour (MLIR's ``ConditionallySpeculatable``; a division by a value not
    proven non-zero is not). Only such an op may leave its control flow."""
    divisor: Callable[[Operation], "tuple[int, bool] | None"] | None = None
    """For a division or remainder: (the divisor operand's index, whether it divides signed), so
    that a copy moved where it did not run can be made total (``passes.rewrite.smem_coalesce``)."""
    origin: str = "default"
    """Where the record comes from: table, class, traits, dialect or default (for the coverage
    test and for messages)."""


CONSERVATIVE = OpRecord()
"""What an op nobody described gets (MLIR's "all effects")."""

QUIET = replace(CONSERVATIVE, handoff=HandOff.NONE)
"""Base of described ops: they never make a thread wait for others unless they say so."""

PURE = replace(
    QUIET,
    memref_role=UseRole.ESCAPE,
    results_alias=False,
    value_source=ValueSource.PURE,
    speculatable=True,
)
"""A computation on values (a memref operand would turn into something else: it escapes). It may
run anywhere, unless its record says otherwise (divisions)."""

UNIFORM_SOURCE = replace(PURE, value_source=ValueSource.UNIFORM)
DIVERGENT_SOURCE = replace(PURE, value_source=ValueSource.DIVERGENT)
OPAQUE_VALUE = replace(PURE, value_source=ValueSource.OPAQUE)
"""Results that may differ between threads whatever the operands (shuffles, votes)."""

VIEW = replace(QUIET, memref_role=UseRole.VIEW, results_alias=True, value_source=ValueSource.PURE)
ACCESS = replace(QUIET, memref_role=UseRole.ACCESS, results_alias=False, value_source=ValueSource.OPAQUE)
METADATA = replace(PURE, memref_role=UseRole.METADATA)
ESCAPE = replace(QUIET, memref_role=UseRole.ESCAPE, value_source=ValueSource.OPAQUE)
"""An op that turns a buffer into something the analysis cannot follow (pointers, calls)."""
STATEMENT = replace(QUIET, memref_role=UseRole.ESCAPE, value_source=ValueSource.OPAQUE)
"""An op without memref operands whose effects do not concern shared memory (fences, prints)."""


def fixed(kind: BarrierKind) -> Callable[[Operation], BarrierKind]:
    return lambda _op: kind


def with_origin(record: OpRecord, origin: str) -> OpRecord:
    return replace(record, origin=origin)


__all__ = [
    "LoopBounds",
    "SlotAccess",
    "OpRecord",
    "CONSERVATIVE",
    "QUIET",
    "PURE",
    "UNIFORM_SOURCE",
    "DIVERGENT_SOURCE",
    "OPAQUE_VALUE",
    "VIEW",
    "ACCESS",
    "METADATA",
    "ESCAPE",
    "STATEMENT",
    "fixed",
    "with_origin",
]
