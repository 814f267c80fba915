"""``insert-barriers``, applied: the barriers ``passes.barrier_plan`` chose are inserted once,
through xDSL's ``Rewriter`` at ``InsertPoint``s (the pass then plans the rewritten kernel), and
taken out again when the rewritten kernel plans worse than predicted (design §3)."""

from __future__ import annotations

from xdsl.ir import Operation
from xdsl.rewriter import InsertPoint, Rewriter

from smem_opt.passes.barrier_plan import BarrierInsertion
from smem_opt.smem_dialect.gpu import BarrierOp


def insert_chosen(info: BarrierInsertion) -> list[Operation]:
    """Insert one uniform ``gpu.barrier`` at each chosen site; return them."""
    inserted: list[Operation] = []
    for site in sorted(info.sites, key=lambda s: s.point):
        barrier = BarrierOp()
        if site.before is not None:
            barrier.location = site.before.location
            Rewriter.insert_op(barrier, InsertPoint.before(site.before))
        else:
            last = site.block.last_op
            if last is not None:
                barrier.location = last.location
            Rewriter.insert_op(barrier, InsertPoint.at_end(site.block))
        inserted.append(barrier)
    info.inserted = inserted
    return inserted


def remove_inserted(info: BarrierInsertion) -> None:
    """Take the inserted barriers out again (the rewritten kernel planned worse than predicted)."""
    for barrier in info.inserted:
        if barrier.parent is not None:
            Rewriter.erase_op(barrier)
    info.inserted = []


__all__ = ["insert_chosen", "remove_inserted"]
