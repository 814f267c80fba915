"""IR edits the rewrites share, on top of xDSL's ``Rewriter`` and ``InsertPoint``.

The rewrites insert and erase ops only through ``Rewriter.insert_op`` at an ``InsertPoint`` and
``Rewriter.erase_op``. What xDSL's ``Rewriter`` has no method for is here, once:

- ``move_op``: take an op from where it is to an insertion point (a value computed in the body
  hoisted to kernel entry);
- ``erase_workgroup_deallocs``: shared memory is never freed, so every dealloc of a workgroup
  memref under an op goes (design §3). Which ops end a buffer's life is the op records' answer
  (``UseRole.DEALLOC``).
"""

from __future__ import annotations

from xdsl.ir import Operation
from xdsl.rewriter import InsertPoint, Rewriter

from smem_opt.passes.analysis.op_records import UseRole, use_role
from smem_opt.smem_dialect.gpu import is_workgroup_memref


def move_op(op: Operation, point: InsertPoint) -> None:
    """Move ``op``, with its uses and results unchanged, to ``point``."""
    op.detach()
    Rewriter.insert_op(op, point)


def erase_workgroup_deallocs(root: Operation) -> None:
    """Erase every op under ``root`` that ends the lifetime of a workgroup memref (a buffer, or a
    view, subview or cast of one): upstream would lower it to ``free`` of a shared pointer, and
    shared memory lives as long as the block."""
    deallocs = [
        op
        for op in root.walk()
        if op.operands
        and use_role(op, 0) is UseRole.DEALLOC
        and is_workgroup_memref(op.operands[0].type)
    ]
    for op in deallocs:
        Rewriter.erase_op(op)


__all__ = ["erase_workgroup_deallocs", "move_op"]
