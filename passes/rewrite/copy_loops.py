"""``memref.copy`` in a kernel, as loops of loads and stores.

Upstream's ``finalize-memref-to-llvm`` lowers a ``memref.copy`` between memrefs of identity layout
to ``llvm.memcpy``, and any other (a strided view: a tile of a larger matrix, what
``transform.structured.promote`` copies from) to a call of the C runtime's ``memrefCopy``, which no
GPU has: such a kernel never reaches PTX. ``copies_as_loops`` rewrites every ``memref.copy`` under
a kernel whose operands are not both of identity layout into the loop nest MLIR's own semantics
give it: for each index of the shape (``memref.dim`` for a dynamic size), a ``memref.load`` of the
source and a ``memref.store`` into the destination, in every thread that runs the copy (as the copy
itself runs in every such thread). Copies of identity layout stay: they become ``llvm.memcpy``,
which the device supports.
"""

from __future__ import annotations

from xdsl.dialects import arith
from xdsl.dialects.builtin import IndexType, IntegerAttr, MemRefType, NoneAttr
from xdsl.dialects.memref import DimOp, LoadOp, StoreOp
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

from smem_opt.smem_dialect.memref.access import CopyOp
from smem_opt.smem_dialect.scf.control import ForOp, YieldOp


def _identity(t: object) -> bool:
    return isinstance(t, MemRefType) and isinstance(t.layout, NoneAttr)


def _is_copy(op: Operation) -> bool:
    """A ``memref.copy`` (by name: read as written or through the generic form, with unknown ops
    beside it, it may be another class of the same op)."""
    return op.name == CopyOp.name and len(op.operands) == 2


def _needs_loops(op: Operation) -> bool:
    return not (_identity(op.operands[0].type) and _identity(op.operands[1].type))


def _index(value: int) -> arith.ConstantOp:
    return arith.ConstantOp(IntegerAttr(value, IndexType()))


def _loops(copy: Operation) -> list[Operation]:
    """The ops that replace ``copy``: constants, dims, then the loop nest."""
    source, target = copy.operands
    t = source.type
    assert isinstance(t, MemRefType)
    zero, one = _index(0), _index(1)
    head: list[Operation] = [zero, one]
    bounds: list[SSAValue] = []
    for k, size in enumerate(t.get_shape()):
        if size >= 0:
            c = _index(size)
            head.append(c)
            bounds.append(c.result)
        else:
            at = _index(k)
            dim = DimOp(source, at)
            head += [at, dim]
            bounds.append(dim.result)
    if not bounds:  # a memref of rank 0: one element
        load = LoadOp.get(source, [])
        return [*head, load, StoreOp.get(load.res, target, [])]
    indices: list[SSAValue] = []
    outer: ForOp | None = None
    inner_block: Block | None = None
    for bound in bounds:
        body = Block(arg_types=[IndexType()])
        loop = ForOp(zero.result, bound, one.result, [], Region(body))
        indices.append(body.args[0])
        if inner_block is None:
            outer = loop
        else:
            inner_block.add_op(loop)
            inner_block.add_op(YieldOp())
        inner_block = body
    assert inner_block is not None and outer is not None
    load = LoadOp.get(source, indices)
    inner_block.add_ops([load, StoreOp.get(load.res, target, indices), YieldOp()])
    return [*head, outer]


def strided_copies(kernel: Operation) -> list[Operation]:
    """The ``memref.copy``s under ``kernel`` that upstream would lower to ``memrefCopy``."""
    return [op for op in kernel.walk() if _is_copy(op) and _needs_loops(op)]


def copies_as_loops(kernel: Operation) -> int:
    """Rewrite the strided ``memref.copy``s under ``kernel``; how many."""
    copies = strided_copies(kernel)
    for copy in copies:
        new = _loops(copy)
        for o in new:
            o.location = copy.location
        Rewriter.insert_op(new, InsertPoint.before(copy))
        Rewriter.erase_op(copy)
    return len(copies)


__all__ = ["copies_as_loops", "strided_copies"]
