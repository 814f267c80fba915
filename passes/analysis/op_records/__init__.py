"""One record per op: the only place the analyses learn what an op does (design §3, *Open world*).

``record(op)`` answers from, in this order:

1. the tables of upstream ops by name (``control``, ``memory``, ``values``, ``gpu``, ``linalg``): MLIR's ops,
   described where the project keeps its knowledge of MLIR (MLIR's "external models");
2. the op class's ``SEMANTICS`` and methods (``derived``): ops the project defines itself;
3. a record for every op of a dialect (``values.DIALECT_RECORDS``: scalar arithmetic is pure,
   ``llvm`` is the pointer world; ``linalg.DIALECT_RECORDS``: structured ops access their operands);
4. what the op's xDSL traits decide (``derived.traits_record``);
5. ``CONSERVATIVE``: MLIR's "all effects" (every memref operand escapes, regions run any number of
   times in any order, results differ between threads, the op may block).

Unknown ops therefore cost sharing, never correctness. The functions below are the questions the
analyses ask; none of them reads an op's name outside this package. ``MODELLED_DIALECTS`` are the
dialects described op by op; every other registered dialect (CPU, FPGA, host-side, ...) is left to
step 5 on purpose, which ``test/python/test_op_records.py`` checks along with the coverage of
the modelled ones.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from types import MappingProxyType

from xdsl.dialects.builtin import IntegerAttr, MemRefType, NoneAttr, UnrankedMemRefType, UnregisteredOp
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.traits import IsTerminator

from smem_opt.passes.analysis.op_records import control, gpu, linalg, memory, values
from smem_opt.passes.analysis.op_records.derived import class_record, traits_record
from smem_opt.passes.analysis.op_records.loop_trips import INDEX_WIDTHS, runs_at_least_once_under
from smem_opt.passes.analysis.op_records.record import (
    CONSERVATIVE,
    LoopBounds,
    OpRecord,
    SlotAccess,
    with_origin,
)
from smem_opt.passes.analysis.op_records.structure import op_attr
from smem_opt.smem_dialect.gpu import is_private_space
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
from smem_opt.smem_dialect.smem import Smem
from smem_opt.smem_dialect.types import element_abi_align

TABLE = MappingProxyType(
    {
        name: with_origin(rec, "table")
        for table in (control.RECORDS, memory.RECORDS, values.RECORDS, gpu.RECORDS, linalg.RECORDS)
        for name, rec in table.items()
    }
)
"""Upstream ops by name."""

DIALECT_RECORDS = MappingProxyType(
    {name: with_origin(rec, "dialect")
     for name, rec in {**values.DIALECT_RECORDS, **linalg.DIALECT_RECORDS}.items()}
)

MODELLED_DIALECTS = frozenset(
    {"smem", "gpu", "nvgpu", "nvvm", "memref", "scf", "affine", "vector", "arith", "math",
     "complex", "index", "cf", "func", "llvm", "builtin", "ub", "linalg"}
)
"""Dialects whose ops are described one by one (or by a dialect-wide record)."""


def named_records():
    """(name, record) of every op described by name or by its class (for tools that list ops)."""
    yield from TABLE.items()
    for op_type in Smem.operations:
        yield op_type.name, record_of_type(op_type)


def record(op: Operation) -> OpRecord:
    """Everything the analyses may ask about ``op``."""
    found = TABLE.get(op.name)
    if found is not None:
        return found
    return _record_of(type(op), op.name.split(".", 1)[0])


def record_of_type(op_type: type[Operation]) -> OpRecord:
    """The record every op of class ``op_type`` gets (for tools and tests that list ops)."""
    found = TABLE.get(op_type.name)
    if found is not None:
        return found
    return _record_of(op_type, op_type.name.split(".", 1)[0])


@lru_cache(maxsize=None)
def _record_of(op_type: type[Operation], dialect: str) -> OpRecord:
    found = class_record(op_type)
    if found is not None:
        return found
    found = DIALECT_RECORDS.get(dialect)
    if found is not None:
        return found
    return traits_record(op_type) or CONSERVATIVE


# -- memrefs and what ops do with them ------------------------------------------------------------


def is_memref(value: SSAValue) -> bool:
    return isinstance(value.type, (MemRefType, UnrankedMemRefType))


def is_terminator(op: Operation) -> bool:
    """Does ``op`` end its block (a trait, or the last op of a block with successors)?"""
    block = op.parent_block()
    if _declares_terminator(op):
        return True
    return block is not None and block.last_op is op and bool(op.successors)


def _declares_terminator(op: Operation) -> bool:
    return not isinstance(op, UnregisteredOp) and op.get_trait(IsTerminator) is not None


def forwarded_values(op: Operation, index: int) -> list[SSAValue] | None:
    """The values that receive operand ``index`` of ``op`` (block arguments, results): the op's
    own flow (loop inits, branch operands), else, for a terminator, its parent's. None: unknown."""
    rec = record(op)
    if rec.operand_flow is not None:
        return rec.operand_flow(op, index)
    if not is_terminator(op):
        return None
    parent = op.parent_op()
    if parent is None or region_kind(parent) in (RegionKind.OPAQUE, RegionKind.KERNEL):
        return None
    flow = record(parent).region_flow
    return None if flow is None else flow(parent, op, index)


def use_role(op: Operation, index: int) -> UseRole:
    """What ``op`` does with its memref operand number ``index``."""
    rec = record(op)
    role = rec.role_of(op, index) if rec.role_of is not None else rec.memref_role
    if role is UseRole.FORWARD and forwarded_values(op, index) is None:
        return UseRole.ESCAPE
    return role


def aliases_results(op: Operation, role: UseRole) -> bool:
    """Whether the memref results of ``op`` alias a memref operand with ``role``."""
    return role in (UseRole.VIEW, UseRole.ACCESS, UseRole.ESCAPE) and record(op).results_alias


def access_alignment(op: Operation, value: SSAValue) -> int:
    """Bytes of alignment ``op`` needs of the address of its memref operand ``value``: the
    element's own alignment for an access, and whatever the op adds (vectors, cp.async, TMA,
    ldmatrix, ``assume_alignment``, ...)."""
    rec = record(op)
    need = 1
    t = value.type
    if isinstance(t, MemRefType) and rec.memref_role is UseRole.ACCESS:
        need = element_abi_align(t.element_type) or 1
    if rec.alignment is not None:
        need = max(need, rec.alignment(op, value))
    return need


def buffer_origin(op: Operation) -> BufferOrigin:
    return record(op).buffer_origin


def byte_view(op: Operation) -> tuple[SSAValue, SSAValue, Sequence[SSAValue]] | None:
    """(source, byte offset, sizes) of a view of a byte buffer (``memref.view``)."""
    hook = record(op).byte_view
    return None if hook is None else hook(op)


# -- regions and loops ---------------------------------------------------------------------------


def region_kind(op: Operation) -> RegionKind:
    if not op.regions:
        return RegionKind.NONE
    kind = record(op).region_kind or RegionKind.OPAQUE
    if kind is RegionKind.NONE:
        kind = RegionKind.OPAQUE
    return kind  # a region of several blocks is a control-flow graph (``passes.analysis.cfg``)


def is_loop(op: Operation) -> bool:
    """May ``op`` run a region more than once (design §3: loops, and every unknown region op)?"""
    return region_kind(op) in (RegionKind.LOOP, RegionKind.OPAQUE)


def loop_shape(op: Operation) -> LoopShape:
    return record(op).loop_shape if region_kind(op) is RegionKind.LOOP else LoopShape.NONE


def control_operands(op: Operation) -> list[SSAValue]:
    """Operands that decide which regions ``op`` runs and how often (or, for a terminator,
    where control goes next)."""
    hook = record(op).control_operands
    indices = range(len(op.operands)) if hook is None else hook(op)
    return [op.operands[i] for i in indices if i < len(op.operands)]


def induction_vars(op: Operation) -> list[SSAValue]:
    hook = record(op).induction_vars
    return [] if hook is None else list(hook(op))


def defined_values(op: Operation) -> list[SSAValue]:
    """Every value an op defines: its results, then the arguments of its regions' blocks."""
    out: list[SSAValue] = list(op.results)
    for region in op.regions:
        for block in region.blocks:
            out.extend(block.args)
    return out


def unforwarded_values(op: Operation) -> list[SSAValue]:
    """The values of ``defined_values(op)`` that no flow the records give defines (of ``op``'s
    operands, or of its regions' terminators' operands) and that are not induction variables:
    reductions, shared outputs, arguments of blocks reached by branches. An analysis knows
    nothing of what they hold."""
    forwarded: set[SSAValue] = set(induction_vars(op))
    for i in range(len(op.operands)):
        forwarded.update(forwarded_values(op, i) or [])
    for region in op.regions:
        for block in region.blocks:
            term = block.last_op
            if term is None or not is_terminator(term):
                continue
            for i in range(len(term.operands)):
                forwarded.update(forwarded_values(term, i) or [])
    return [v for v in defined_values(op) if v not in forwarded]


def thread_args(op: Operation) -> list[SSAValue]:
    """Entry-block arguments of a kernel root that differ between threads."""
    hook = record(op).thread_args
    return [] if hook is None else list(hook(op))


def is_distributed(op: Operation) -> bool:
    """Are ``op``'s iterations spread over threads (divergent whatever its operands)?"""
    hook = record(op).distributed
    return hook is not None and hook(op)


def loop_bounds(op: Operation) -> LoopBounds | None:
    hook = record(op).bounds
    return None if hook is None else hook(op)


def runs_at_least_once(op: Operation) -> bool:
    """Does the loop ``op`` surely run its body, under its own comparison (design §3: loops run
    zero times unless their bounds prove otherwise)?"""
    shape = loop_shape(op)
    if shape is LoopShape.WHILE:
        return True  # the condition region always runs
    if shape is not LoopShape.SEQUENTIAL:
        return False
    bounds = loop_bounds(op)
    return bounds is not None and runs_at_least_once_under(bounds, constant_int)


def first_region(op: Operation) -> Region | None:
    """The region that surely runs to its end whenever ``op`` runs (None: none surely does)."""
    kind = region_kind(op)
    if kind is RegionKind.ONCE or (kind is RegionKind.LOOP and runs_at_least_once(op)):
        return op.regions[0]
    return None


# -- values --------------------------------------------------------------------------------------


def value_source(op: Operation) -> ValueSource:
    return record(op).value_source


def constant_int(value: SSAValue) -> int | None:
    """The value of an integer or index constant, else None."""
    owner = value.owner
    if not isinstance(owner, Operation):
        return None
    hook = record(owner).constant
    attr = hook(owner) if hook is not None else None
    return attr.value.data if isinstance(attr, IntegerAttr) else None


def constant_ints(values: Sequence[SSAValue]) -> tuple[int, ...] | None:
    """The values of integer or index constants, or None when one is not a constant."""
    found: list[int] = []
    for value in values:
        known = constant_int(value)
        if known is None:
            return None
        found.append(known)
    return tuple(found)


def is_speculatable(op: Operation) -> bool:
    """Whether ``op`` may run where it did not, whatever its operands are there (no trap, no
    undefined behaviour): MLIR's ``ConditionallySpeculatable``. Unknown ops are not."""
    hook = record(op).speculatable
    return hook(op) if callable(hook) else bool(hook)


def divisor(op: Operation) -> tuple[int, bool] | None:
    """(divisor operand, signed) of a division or remainder; None for any other op."""
    hook = record(op).divisor
    return None if hook is None else hook(op)


def slot_access(op: Operation) -> SlotAccess | None:
    """``op`` as a plain load or store of one element (None: it is something else)."""
    hook = record(op).slot_access
    return None if hook is None else hook(op)


def is_inert(op: Operation) -> bool:
    """A computation on integers only: no regions, no memrefs, no memory, nothing other threads
    see (it may move anywhere its operands are available)."""
    return (
        not op.regions
        and not op.successors
        and value_source(op) in (ValueSource.PURE, ValueSource.UNIFORM)
        and not any(is_memref(v) for v in (*op.operands, *op.results))
        and barrier_kind(op) is BarrierKind.NONE
        and handoff(op) is HandOff.NONE
    )


def _evaluate(value: SSAValue, env: dict[SSAValue, int], block: Block, index_width: int, depth: int = 0) -> int | None:
    if value in env:
        return env[value]
    known = constant_int(value)
    if known is not None:
        return known
    owner = value.owner
    if depth > 16 or not isinstance(owner, Operation) or owner.parent_block() is not block:
        return None
    fold = record(owner).fold
    if fold is None:
        return None
    operands: list[int] = []
    for v in owner.operands:
        known = _evaluate(v, env, block, index_width, depth + 1)
        if known is None:
            return None
        operands.append(known)
    return fold(owner, operands, index_width)


def private_slot_accesses(value: SSAValue) -> list[tuple[Operation, SlotAccess, tuple[int, ...]]] | None:
    """Every use of ``value`` as (op, access, element), when ``value`` is a private slot: a
    per-thread allocation (no memory space, or private) that never escapes — each use is a plain
    load or store of a constant element of it, and it is never stored itself — so nothing but
    those loads and stores of its own thread reads or writes it (design §3, rule 3). None
    otherwise."""
    owner = value.owner
    t = value.type
    if not isinstance(owner, Operation) or buffer_origin(owner) is not BufferOrigin.ALLOC:
        return None
    if not isinstance(t, MemRefType) or not (isinstance(t.memory_space, NoneAttr) or is_private_space(t.memory_space)):
        return None
    found: list[tuple[Operation, SlotAccess, tuple[int, ...]]] = []
    for use in value.uses:
        access = slot_access(use.operation)
        if access is None or access.memref is not value or access.value is value:
            return None
        key = constant_ints(access.indices)
        if key is None:
            return None
        found.append((use.operation, access, key))
    return found


class _SlotContents:
    """What the private slots of one thread hold at a point of one block, as far as constants
    and the block's own computations tell (``edge_target``)."""

    def __init__(self, index_width: int):
        self.width = index_width
        self.held: dict[tuple[SSAValue, tuple[int, ...]], int] = {}
        self._is_slot: dict[SSAValue, dict[Operation, tuple[int, ...]] | None] = {}

    def elements(self, memref: SSAValue) -> dict[Operation, tuple[int, ...]] | None:
        """The element each load and store of ``memref`` names, when it is a private slot."""
        if memref not in self._is_slot:
            uses = private_slot_accesses(memref)
            self._is_slot[memref] = None if uses is None else {op: key for op, _, key in uses}
        return self._is_slot[memref]

    def forget(self, memref: SSAValue) -> None:
        for key in [key for key in self.held if key[0] is memref]:
            del self.held[key]

    def step(self, op: Operation, env: dict[SSAValue, int], block: Block) -> bool:
        """Run ``op`` of ``block``: a store to a slot sets its element (to the stored value, or
        unknown), a load of one reads it into ``env``, a new slot holds nothing known, and an op
        whose regions store to a slot leaves that slot unknown. False when ``op`` is none of
        these (no other op can reach a slot: it never escapes)."""
        access = slot_access(op)
        elements = self.elements(access.memref) if access is not None else None
        if access is not None and elements is not None:
            key = (access.memref, elements[op])
            if access.store:
                value = _evaluate(access.value, env, block, self.width)
                if value is None:
                    self.held.pop(key, None)
                else:
                    self.held[key] = value
            elif key in self.held:
                env[access.value] = self.held[key]
            return True
        if buffer_origin(op) is BufferOrigin.ALLOC and len(op.results) == 1 and self.elements(op.results[0]) is not None:
            self.forget(op.results[0])
            return True
        for inner in op.walk():
            inner_access = slot_access(inner) if inner is not op else None
            if inner_access is not None and inner_access.store and self.elements(inner_access.memref) is not None:
                self.forget(inner_access.memref)
        return False


def edge_target(term: Operation, k: int) -> Block:
    """Where the edge from ``term`` to its successor number ``k`` leads. That successor, unless
    it is a block that only computes a branch condition (integer arithmetic, loads and stores of
    private slots, no shared memory, no barrier) which the values this edge passes, what the
    thread's private slots hold when it is taken, and constants decide, at every width ``index``
    may have: then the successor that branch takes, since control surely goes there next (the
    first test of a loop whose bounds prove a trip, a test on a constant, the first test of a
    counter a front end keeps in a private slot, as numba does for ``range``).

    What the slots hold: each element's last store in ``term``'s block before it, when that
    block's own computations and constants give the stored value; in the successor, its own
    stores. Every load of a slot in the successor must read such a known value (so the first
    run of the block, which the short-cut edge passes by, reads nothing the path does not
    show)."""
    block = term.successors[k]
    if sum(1 for s in term.successors if s is block) != 1:
        return block
    last = block.last_op
    taken = record(last).taken_successor if last is not None else None
    if last is None or taken is None or not last.successors:
        return block
    controls = control_operands(last)
    if not controls:
        return block
    body = [op for op in block.ops if op is not last]
    probe = _SlotContents(INDEX_WIDTHS[0])
    if not all(is_inert(op) or _slot_op(op, probe) for op in body):
        return block
    passed: dict[SSAValue, int] = {}
    for i, operand in enumerate(term.operands):
        value = constant_int(operand)
        if value is None:
            continue
        for target in forwarded_values(term, i) or []:
            if target in block.args:
                passed[target] = value
    source = term.parent_block()
    reads_slots = any(not is_inert(op) for op in body)
    choices: set[int | None] = set()
    for width in INDEX_WIDTHS:
        env = dict(passed)
        if reads_slots:
            if source is None:
                return block
            slots = _SlotContents(width)
            source_env: dict[SSAValue, int] = {}
            for op in list(source.ops)[: source.get_operation_index(term)]:
                slots.step(op, source_env, source)
            for op in body:
                if not is_inert(op) and not _known_after(op, slots, env, block):
                    return block
        flag = _evaluate(controls[0], env, block, width)
        choices.add(None if flag is None else taken(last, flag))
    choice = choices.pop() if len(choices) == 1 else None
    if choice is None or not 0 <= choice < len(last.successors):
        return block
    return last.successors[choice]


def _slot_op(op: Operation, slots: _SlotContents) -> bool:
    """Is ``op`` a load or store of a private slot, or the allocation of one?"""
    access = slot_access(op)
    if access is not None:
        return slots.elements(access.memref) is not None
    return buffer_origin(op) is BufferOrigin.ALLOC and len(op.results) == 1 and slots.elements(op.results[0]) is not None


def _known_after(op: Operation, slots: _SlotContents, env: dict[SSAValue, int], block: Block) -> bool:
    """Run a slot op of the tested block; False when it is a load of an element not known."""
    slots.step(op, env, block)
    access = slot_access(op)
    return access is None or access.store or access.value in env


# -- barriers, async copies, mbarriers -------------------------------------------------------------


def barrier_kind(op: Operation) -> BarrierKind:
    hook = record(op).barrier
    return BarrierKind.NONE if hook is None else hook(op)


def is_barrier(op: Operation) -> bool:
    """Is ``op`` a barrier for the whole block (when every thread reaches it)?"""
    return barrier_kind(op) is BarrierKind.BLOCK


def async_role(op: Operation) -> AsyncRole:
    return record(op).async_role


def is_async_write(op: Operation) -> bool:
    """Does ``op`` write shared memory after it returns (cp.async, TMA)?"""
    return async_role(op) in (AsyncRole.COPY, AsyncRole.TMA_LOAD)


def successor_operands(op: Operation, k: int) -> Sequence[int] | None:
    """The indices of the operands branch ``op`` passes on its edge to successor ``k`` (None: not
    known; then which of several edges into one block an operand takes is not known either)."""
    hook = record(op).successor_operands
    return hook(op, k) if hook is not None else None


def edge_operand_indices(op: Operation, k: int) -> Sequence[int]:
    """The operands branch ``op`` passes on its edge to successor ``k``: its record's, else every
    operand when no other edge leads to that block, else none (which edge an operand takes is not
    known: nothing is known to flow)."""
    found = successor_operands(op, k)
    if found is not None:
        return found
    dest = op.successors[k]
    if sum(1 for s in op.successors if s is dest) > 1:
        return ()
    return range(len(op.operands))


def lowering_scratch(op: Operation) -> tuple[int, int] | None:
    """(bytes, alignment) of static shared memory upstream's lowering of ``op`` adds (None: none)."""
    hook = record(op).lowering_scratch
    return hook(op) if hook is not None else None


def wait_pending(op: Operation) -> int:
    """Groups a cp.async wait leaves in flight (0: it waits for every committed group)."""
    hook = record(op).pending
    return 0 if hook is None else hook(op)


def async_copy_bytes(op: Operation) -> int | None:
    """Bytes one async copy moves per thread."""
    hook = record(op).copy_bytes
    return None if hook is None else hook(op)


def mbarrier_of(op: Operation) -> tuple[SSAValue, SSAValue] | None:
    """(group, index) of the mbarrier ``op`` signals, waits on or initialises."""
    hook = record(op).mbarrier
    return None if hook is None else hook(op)


def wait_parity(op: Operation) -> SSAValue | None:
    """The phase parity an mbarrier wait waits for."""
    hook = record(op).parity
    return None if hook is None else hook(op)


def handoff(op: Operation) -> HandOff:
    """Whether ``op`` makes a thread wait for other threads, or releases such waiters."""
    if barrier_kind(op) is BarrierKind.PARTIAL:
        return HandOff.WAIT
    return record(op).handoff


def returns(op: Operation) -> bool:
    return record(op).returns


__all__ = [
    "is_speculatable",
    "divisor",
    "OpRecord",
    "LoopBounds",
    "CONSERVATIVE",
    "TABLE",
    "MODELLED_DIALECTS",
    "UseRole",
    "RegionKind",
    "LoopShape",
    "ValueSource",
    "BarrierKind",
    "AsyncRole",
    "HandOff",
    "BufferOrigin",
    "record",
    "record_of_type",
    "named_records",
    "op_attr",
    "is_memref",
    "is_terminator",
    "forwarded_values",
    "use_role",
    "aliases_results",
    "access_alignment",
    "buffer_origin",
    "byte_view",
    "region_kind",
    "is_loop",
    "loop_shape",
    "control_operands",
    "induction_vars",
    "defined_values",
    "unforwarded_values",
    "thread_args",
    "is_distributed",
    "loop_bounds",
    "runs_at_least_once",
    "first_region",
    "value_source",
    "constant_int",
    "constant_ints",
    "is_inert",
    "barrier_kind",
    "is_barrier",
    "async_role",
    "is_async_write",
    "wait_pending",
    "lowering_scratch",
    "successor_operands",
    "edge_operand_indices",
    "async_copy_bytes",
    "mbarrier_of",
    "wait_parity",
    "handoff",
    "returns",
    "SlotAccess",
    "slot_access",
    "edge_target",
]
