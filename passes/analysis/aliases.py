"""Alias tracking: which SSA values may point into which buffer (design §3 *Terms*, *Open world*).

Starting from each buffer's value, follows every use and asks ``passes.analysis.op_records`` what the
using op does with it:

- a view (subview, view, casts, reshapes, ``arith.select``): its memref results are aliases; making
  a view touches no memory, so it is not an access (``memref.assume_alignment`` still tells the
  alignment the program relies on);
- an access (loads, stores, copies, vector and async transfers, ...): recorded as an access, along
  with the alignment the access needs of the buffer's base;
- ``memref.dealloc``: ends the lifetime; recorded so the rewrite can erase it, not an access;
- control flow (yields, conditions, ``iter_args``, ``cf`` branches): the values it hands the
  buffer to are aliases; a terminator whose parent the table does not know captures the buffer;
- an escape (pointer extraction, casts to other types, ``llvm.*``, calls) or an op the table does
  not know that may hand the buffer out of sight: the buffer is captured, live for the whole kernel.

Usage::

    info = compute_aliases(kernel.buffers)
    info.accesses[buf], info.captured_by.get(buf), info.alignment[buf]

Valid until the kernel is rewritten (it holds the kernel's values and ops); it changes no IR.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from xdsl.ir import BlockArgument, Operation, SSAValue

from smem_opt.passes.analysis.kernels import Buffer
from smem_opt.passes.analysis.op_records import (
    RegionKind,
    UseRole,
    access_alignment,
    aliases_results,
    forwarded_values,
    is_memref,
    region_kind,
    use_role,
)


@dataclass
class AliasInfo:
    """Per buffer: its aliases, the ops that access it, its deallocs, and what captured it."""

    aliases: dict[Buffer, set[SSAValue]] = field(default_factory=lambda: defaultdict(set))
    accesses: dict[Buffer, list[Operation]] = field(default_factory=lambda: defaultdict(list))
    deallocs: dict[Buffer, list[Operation]] = field(default_factory=lambda: defaultdict(list))
    captured_by: dict[Buffer, Operation] = field(default_factory=dict)
    buffers_of: dict[SSAValue, set[Buffer]] = field(default_factory=lambda: defaultdict(set))
    alignment: dict[Buffer, int] = field(default_factory=dict)
    """What the accesses of each buffer need of its base address."""


def carried_to_next_iteration(buf: Buffer, info: AliasInfo) -> Operation | None:
    """The loop that hands an instance of ``buf``, allocated in its body, on to its next iteration
    (through ``iter_args`` or the arguments of its regions), or None. Each iteration of a loop
    allocates the buffer anew (upstream's semantics of an alloc in a loop body): the instance
    carried over is live while the next one is written, and one static buffer cannot be both
    (design §3, *allocations in a loop*)."""
    if buf.op is None:
        return None
    loops: list[Operation] = []
    parent = buf.op.parent_op()
    while parent is not None:
        if region_kind(parent) in (RegionKind.LOOP, RegionKind.OPAQUE):
            loops.append(parent)
        parent = parent.parent_op()
    for value in info.aliases.get(buf, ()):
        if not isinstance(value, BlockArgument):
            continue
        holder = value.block.parent_op()
        if holder in loops and value.block.parent is not None and value.block is value.block.parent.blocks.first:
            return holder
    return None


def compute_aliases(buffers: list[Buffer]) -> AliasInfo:
    info = AliasInfo()
    for buf in buffers:
        seen: set[SSAValue] = set()
        work = list(buf.values)
        accesses: dict[Operation, None] = {}
        deallocs: dict[Operation, None] = {}
        need = 1
        while work:
            value = work.pop()
            if value in seen:
                continue
            seen.add(value)
            info.buffers_of[value].add(buf)
            for use in list(value.uses):
                op = use.operation
                role = use_role(op, use.index)
                need = max(need, access_alignment(op, value))
                produced: list[SSAValue] = []
                if role is UseRole.DEALLOC:
                    deallocs[op] = None
                    continue
                if role is UseRole.METADATA:
                    continue
                if role is UseRole.FORWARD:
                    targets = forwarded_values(op, use.index)
                    if targets is None:
                        info.captured_by.setdefault(buf, op)
                        accesses[op] = None
                    else:
                        produced = targets
                elif role is UseRole.ACCESS:
                    accesses[op] = None
                elif role is UseRole.ESCAPE:
                    accesses[op] = None
                    info.captured_by.setdefault(buf, op)
                if aliases_results(op, role):
                    produced = [*produced, *(r for r in op.results if is_memref(r))]
                work.extend(v for v in produced if is_memref(v))
        info.aliases[buf] = seen
        info.accesses[buf] = list(accesses)
        info.deallocs[buf] = list(deallocs)
        info.alignment[buf] = need
    return info
