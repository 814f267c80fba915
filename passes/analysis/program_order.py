"""Program order: the kernel body linearised in pre-order.

Every op gets a start index; an op with regions also gets an end index after
everything nested in it, so it spans ``[start, end]``. Regions are numbered in
order (``then`` before ``else``, ``before`` before ``after``). Also answers
structural questions used by the liveness and barrier analyses: ancestors,
enclosing loops, and the position of an op within its block.
"""

from __future__ import annotations

from collections.abc import Iterator

from xdsl.ir import Block, Operation

from smem_opt.passes.analysis.op_records import is_loop, op_attr

__all__ = ["ProgramOrder", "op_attr"]


class ProgramOrder:
    """Pre-order positions of every op of a kernel, and its structure (ancestors, loops).

    Usage::

        order = ProgramOrder(kernel.op)
        order.span(op), order.contains(loop, op), order.enclosing_loops(op)

    Valid until the kernel is rewritten (positions are computed once); it changes no IR.
    """

    def __init__(self, root: Operation):
        self.root = root
        self.start: dict[Operation, int] = {}
        self.end: dict[Operation, int] = {}
        self.index_in_block: dict[Operation, int] = {}
        counter = 0
        stack: list[tuple[Operation, bool]] = [(root, False)]
        while stack:
            op, done = stack.pop()
            if done:
                self.end[op] = counter
                counter += 1
                continue
            self.start[op] = counter
            counter += 1
            if not op.regions:
                self.end[op] = self.start[op]
                continue
            stack.append((op, True))
            children: list[Operation] = []
            for region in op.regions:
                for block in region.blocks:
                    for i, child in enumerate(block.ops):
                        self.index_in_block[child] = i
                        children.append(child)
            for child in reversed(children):
                stack.append((child, False))
        self.last = counter

    def span(self, op: Operation) -> tuple[int, int]:
        return self.start[op], self.end[op]

    def ancestors(self, op: Operation) -> Iterator[Operation]:
        """Proper ancestors of ``op`` up to and excluding the root, innermost first."""
        parent = op.parent_op()
        while parent is not None and parent is not self.root:
            yield parent
            parent = parent.parent_op()

    def contains(self, outer: Operation, inner: Operation) -> bool:
        return self.start[outer] <= self.start[inner] and self.end[inner] <= self.end[outer]

    def ancestor_in_block(self, op: Operation, block: Block) -> Operation | None:
        """The ancestor of ``op`` (or ``op`` itself) that sits directly in ``block``."""
        cur: Operation | None = op
        while cur is not None and cur.parent_block() is not block:
            cur = cur.parent_op()
        return cur

    def block_path(self, op: Operation) -> list[Block]:
        """Blocks enclosing ``op``, innermost first, up to the root's body."""
        blocks: list[Block] = []
        cur: Operation | None = op
        while cur is not None and cur is not self.root:
            block = cur.parent_block()
            if block is None:
                break
            blocks.append(block)
            cur = block.parent_op()
        return blocks

    def common_block(self, a: Operation, b: Operation) -> Block | None:
        path_a = self.block_path(a)
        in_b = set(map(id, self.block_path(b)))
        for block in path_a:
            if id(block) in in_b:
                return block
        return None

    def enclosing_loops(self, op: Operation) -> list[Operation]:
        """Ancestors that may run ``op`` more than once (loops and unknown region ops)."""
        return [p for p in self.ancestors(op) if is_loop(p)]
