"""Per-thread slots whose loads are uniform (design §3, rule 3: a rule that proves uniformity).

Front ends such as numba keep loop counters and range iterators in per-thread memory: a
``memref.alloca`` of a few elements, stored before a loop and loaded for its test. A load is
divergent in general; this rule proves some of them uniform. A *private slot* is an allocation
in per-thread memory (no memory space, or ``#gpu.address_space<private>``) that

1. never escapes: every use of it is a plain load or store of one element with constant
   indices (``op_records.private_slot_accesses``), so no alias, call or other thread can touch
   it;
2. is written only with uniform values under uniform control: every store's value is uniform and
   the store is in no divergent region;
3. is read only where it was written: every load is dominated by a store to the same element
   (``ControlFlow.dominates``: same block before it, a block that dominates it, or an enclosing
   block before the op that holds it), so no thread reads what its allocation left there.

Then every thread executes the same stores, in the same order, with the same values: they run
under uniform control, so all threads run each of them the same number of times; and inside a
divergent region, where threads may be apart, no store runs, so the slot holds what it held when
the region was entered, the same in every thread. Each load therefore returns the same value in
every thread: it is uniform. Dominance makes (3) hold on every path, also when the allocation
itself sits in a loop (a path reaching the load passes the store after the allocation's last
run). Conditions 2 and 3 refer to divergence, and divergence to these loads: the divergence
analysis assumes the loads uniform and withdraws a slot as soon as one of its stores fails
(``refresh``), until nothing changes.

Usage (by ``passes.analysis.divergence``)::

    slots = PrivateSlots(flow)                  # flow: the kernel's ControlFlow
    slots.uniform_load(op)                      # a load this rule may prove uniform
    slots.refresh(is_divergent, in_divergent)   # loads of slots that no longer qualify

Valid until the kernel is rewritten; it changes no IR.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from xdsl.ir import Operation, SSAValue

from smem_opt.passes.analysis.op_records import (
    BufferOrigin,
    SlotAccess,
    buffer_origin,
    private_slot_accesses,
)

if TYPE_CHECKING:
    from smem_opt.passes.analysis.control_flow import ControlFlow


@dataclass
class Slot:
    """One private slot: its loads and stores, and whether it still qualifies."""

    alloc: Operation
    loads: list[tuple[Operation, SlotAccess, tuple[int, ...]]] = field(default_factory=list)
    stores: list[tuple[Operation, SlotAccess, tuple[int, ...]]] = field(default_factory=list)
    qualifies: bool = True


class PrivateSlots:
    """The private slots of one kernel."""

    def __init__(self, flow: ControlFlow):
        kernel_op = self.kernel_op = flow.root
        self.flow = flow
        self.slots: list[Slot] = []
        self._slot_of_load: dict[Operation, Slot] = {}
        for op in kernel_op.walk():
            if buffer_origin(op) is not BufferOrigin.ALLOC or len(op.results) != 1:
                continue
            slot = self._survey(op, op.results[0])
            if slot is not None:
                self.slots.append(slot)
                for load, _, _ in slot.loads:
                    self._slot_of_load[load] = slot

    def _survey(self, alloc: Operation, value: SSAValue) -> Slot | None:
        uses = private_slot_accesses(value)
        if uses is None:
            return None
        slot = Slot(alloc)
        for op, access, key in uses:
            (slot.stores if access.store else slot.loads).append((op, access, key))
        for load, _, key in slot.loads:
            if not any(k == key and self.flow.dominates(s, load) for s, _, k in slot.stores):
                return None
        return slot

    def stored_values(self, op: Operation) -> list[SSAValue] | None:
        """The values the stores to the element ``op`` loads write, when ``op`` loads a slot
        (qualifying or not: the slot never escapes, so only its own thread writes it, and every
        load is dominated by a store to its element); None otherwise."""
        slot = self._slot_of_load.get(op)
        if slot is None:
            return None
        key = next(k for load, _, k in slot.loads if load is op)
        return [a.value for _, a, k in slot.stores if k == key]

    def uniform_load(self, op: Operation) -> bool:
        """Is ``op`` a load of a slot that still qualifies?"""
        slot = self._slot_of_load.get(op)
        return slot is not None and slot.qualifies

    def refresh(
        self,
        is_divergent: Callable[[SSAValue], bool],
        in_divergent_region: Callable[[Operation], bool],
    ) -> list[Operation]:
        """Withdraw the slots a store of which is divergent or under divergent control; their
        loads (now divergent)."""
        newly: list[Operation] = []
        for slot in self.slots:
            if not slot.qualifies:
                continue
            if any(is_divergent(a.value) or in_divergent_region(s) for s, a, _ in slot.stores):
                slot.qualifies = False
                newly.extend(load for load, _, _ in slot.loads)
        return newly


__all__ = ["PrivateSlots", "Slot"]
