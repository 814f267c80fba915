"""What a simulated thread's frame holds, and the runtime context its ops see.

A *frame* is a Python list indexed by SSA-value slots; the first ``FIXED_SLOTS``
entries hold the thread's coordinates (``TX``, ``TY``, ``TZ``), its linear id
(``TID``) and its ``ThreadState``. A compiled op is an ``Fn``: a closure over slot
numbers that reads and writes one frame (a generator when it may reach a barrier).
``BlockRun`` is what the threads of the block being simulated share: its
coordinates and sizes, the race detector, the shared storages created so far and the
addresses handed out for them.

Also here: reading op attributes and names, used by every handler module.
"""

from __future__ import annotations

from typing import Any, Callable

from xdsl.dialects.builtin import ArrayAttr, DenseArrayBase, IntegerAttr, UnregisteredOp
from xdsl.ir import Attribute, Operation, SSAValue

from smem_opt.passes.analysis.op_kinds import op_attr
from smem_opt.tools.simulator.memory import AddressMap
from smem_opt.tools.simulator.races import Detector

# Fixed frame slots.
TX, TY, TZ, TID, THREAD = 0, 1, 2, 3, 4
FIXED_SLOTS = 5

WARP = 32

Fn = Callable[[list], Any]


class ThreadState:
    """Per-thread state besides SSA values: async copy groups, alloc counters."""

    __slots__ = ("uncommitted", "groups", "alloc_counts")

    def __init__(self) -> None:
        self.uncommitted: list = []
        self.groups: list[list] = []
        self.alloc_counts: dict = {}


class BlockRun:
    """Runtime context shared by the threads of the block being simulated."""

    def __init__(self, bid: tuple[int, int, int], bdim, gdim, det: Detector):
        self.bid = bid
        self.bdim = bdim
        self.gdim = gdim
        self.det = det
        self.mem: dict[Any, Any] = {}
        self.addresses = AddressMap()


def attr(op: Operation, name: str) -> Attribute | None:
    return op_attr(op, name)


def int_attr(op: Operation, name: str, default: int | None = None) -> int | None:
    a = attr(op, name)
    if isinstance(a, IntegerAttr):
        return a.value.data
    return default


def dense_values(a: Attribute | None) -> list[int]:
    if isinstance(a, DenseArrayBase):
        return list(a.get_values())
    if isinstance(a, ArrayAttr):
        return [x.value.data for x in a.data]  # type: ignore[attr-defined]
    return []


def op_name(op: Operation) -> str:
    """The op's name as written, also for an op of an unregistered dialect."""
    if isinstance(op, UnregisteredOp):
        return op.op_name.data
    return op.name


def value_name(v: SSAValue, fallback: str) -> str:
    return v.name_hint or fallback


def buffer_name(op: Operation) -> str:
    a = attr(op, "name")
    if a is not None and hasattr(a, "data") and isinstance(a.data, str):
        return a.data
    return value_name(op.results[0], f"{op.name}@{id(op) & 0xFFFF:x}")


def segments(op: Operation, sizes_if_unset: list[int] | None = None) -> list[list[SSAValue]]:
    """An op's operands split into its operand groups (``operandSegmentSizes``); ``sizes_if_unset``
    gives the split when the op records none (-1: whatever is left)."""
    sizes = dense_values(attr(op, "operandSegmentSizes"))
    if not sizes:
        if sizes_if_unset is None:
            return [[v] for v in op.operands]
        fixed = sum(s for s in sizes_if_unset if s >= 0)
        sizes = [s if s >= 0 else len(op.operands) - fixed for s in sizes_if_unset]
    out, at = [], 0
    for n in sizes:
        out.append(list(op.operands[at : at + n]))
        at += n
    return out


def assign(fr: list, dst: list[int], src: list[int]) -> None:
    """Parallel copy of slots ``src`` into slots ``dst`` (block arguments, loop values)."""
    vals = [fr[x] for x in src]
    for k, d in enumerate(dst):
        fr[d] = vals[k]
