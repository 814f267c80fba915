"""Baseline ``iree``: IREE's shared-memory packing (``analyseAllocsForPacking`` +
``packAllocs``, used by its LLVMGPU pack-shared-memory-alloc pass), reproduced from
the public code's behaviour, applied to our IR.

1. *Liveness* of a value is MLIR's ``Liveness::resolveLiveness``: the blocks
   processed are the value's defining block and the blocks of its direct users
   (not the blocks in between, and no successor blocks exist in structured
   code). In each, the value is live from the block's first op (when it is
   live-in, i.e. not defined there) or its definition, to the last op of the
   block that is, or contains, a user of the value. The set of those ops (the
   ops of the block itself, not what is nested in them) is the liveness.
2. *Groups, in declaration order.* Each alloc is checked against the groups
   built so far: it interferes with a group when one of its users is in the
   group's liveness set. No interference: a new group. Otherwise it joins the
   first interfering group, and the other interfering groups are merged into
   that one. (So the answer depends on the order of the allocs: an alloc
   declared at the top is live from its declaration.)
3. *Aliases*: only ``memref.subview`` results are followed (their users count as
   the alloc's users and their liveness is added to the alloc's). Aliases through
   ``expand_shape``, ``collapse_shape``, ``view``, ``cast``, ``arith.select``,
   ``scf.yield`` into ``scf.if`` results or loop ``iter_args`` are not followed.
4. *Packing*: each group is laid out back to back from byte 0 in its order, with
   ``bits * numel / 8`` bytes per alloc and **no alignment** (a buffer after a
   6-byte one starts at byte 6); no reuse inside a group. The arena is the
   largest group.

Older IREE code gives up on any alloc with a subview user (no packing at all);
the newer reuse pass follows subviews, which is what is modelled here. The crash
on an unused alloc belongs to that newer pass and is not modelled.
"""

from __future__ import annotations

from smem_opt.smem_dialect.types import element_bits

from bench.baselines.common import BaselineResult
from smem_opt.passes.analysis.kernels import Buffer, Kernel
from xdsl.ir import Block, Operation, SSAValue

NAME = "iree"


def _ancestor_in_block(op: Operation, block: Block) -> Operation | None:
    cur: Operation | None = op
    while cur is not None and cur.parent_block() is not block:
        cur = cur.parent_op()
    return cur


def resolve_liveness(value: SSAValue, def_block: Block, def_op: Operation | None) -> set[Operation]:
    """MLIR's ``Liveness::resolveLiveness`` for structured (single-block-region) code."""
    blocks: list[Block] = [def_block]
    for use in value.uses:
        blk = use.operation.parent_block()
        if blk is not None and blk not in blocks:
            blocks.append(blk)
    result: set[Operation] = set()
    for blk in blocks:
        ops = list(blk.ops)
        pos = {id(o): i for i, o in enumerate(ops)}
        if blk is def_block and def_op is not None:
            start = pos[id(def_op)]
        else:
            start = 0
        end = start
        for use in value.uses:
            a = _ancestor_in_block(use.operation, blk)
            if a is not None and pos[id(a)] > end:
                end = pos[id(a)]
        result.update(ops[start : end + 1])
    return result


def _views(value: SSAValue) -> list[SSAValue]:
    """The value and every value reached from it through ``memref.subview`` only."""
    out = [value]
    i = 0
    while i < len(out):
        for use in out[i].uses:
            if use.operation.name == "memref.subview":
                out.extend(use.operation.results)
        i += 1
    return out


def _alloc_size(b: Buffer) -> int:
    n = 1
    for d in b.type.get_shape():
        n *= d
    return (element_bits(b.type.element_type) or 8) * n // 8


def _groups(kernel: Kernel) -> list[list[Buffer]]:
    allocs = [b for b in kernel.buffers if not b.is_dynamic and b.op is not None]
    groups: list[tuple[list[Buffer], set[Operation]]] = []
    for b in allocs:
        values = _views(b.value)
        users = [use.operation for v in values for use in v.uses]
        live: set[Operation] = set()
        for v in values:
            def_op = v.owner
            assert isinstance(def_op, Operation)
            live |= resolve_liveness(v, def_op.parent_block(), def_op)  # type: ignore[arg-type]
        hits = [i for i, (_, gl) in enumerate(groups) if any(u in gl for u in users)]
        if not hits:
            groups.append(([b], set(live)))
            continue
        first_allocs, first_live = groups[hits[0]]
        first_allocs.append(b)
        first_live |= live
        for i in hits[1:]:
            other_allocs, other_live = groups[i]
            first_allocs.extend(other_allocs)
            first_live |= other_live
            other_allocs.clear()
            other_live.clear()
    return [g for g, _ in groups if g]


def groups_of(kernel: Kernel) -> list[list[str]]:
    """The interference groups (buffer names, in packing order), for tests and reports."""
    return [[b.name for b in g] for g in _groups(kernel)]


def plan(kernel: Kernel) -> BaselineResult:
    groups = _groups(kernel)
    offsets: dict[str, int] = {}
    sizes: dict[str, int] = {}
    total = 0
    for members in groups:
        off = 0
        for b in members:
            offsets[b.name] = off
            sizes[b.name] = _alloc_size(b)
            off += sizes[b.name]
        total = max(total, off)
    for b in kernel.buffers:
        if b.name not in offsets and not b.is_dynamic:
            offsets[b.name] = 0
            sizes[b.name] = b.static_bytes()
    return BaselineResult(NAME, offsets, total, sizes, [f"{len(groups)} interference groups"])
