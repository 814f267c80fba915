"""Divergence: which values may differ between the threads of a block (design §3, rule 3).

Uniformity is proven, never assumed. A value is *uniform* only when it comes from the closed list:

- a constant, or any other ``ValueSource.UNIFORM`` op of ``passes.analysis.op_records`` (block,
  grid and cluster ids and sizes, the warp size, the base of dynamic shared memory, the address of
  a global: launch facts);
- an argument of the kernel (thread-id arguments of a ``gpu.launch`` body excepted);
- the induction variable of a loop that is not divergent;
- a result of a ``ValueSource.PURE`` op (the closed list of pure computations: ``arith``,
  ``math``, ``complex``, ``index``, ``affine.apply``/``min``/``max``/(de)linearize, per-thread
  ``vector`` computations, views, ``memref.dim``) whose operands are all uniform;
- a value handed on by a loop, branch or region (inits, yields, iter_args, region results) whose
  every source is uniform, out of an op that is not divergent.

Everything else is *divergent*: thread, lane and warp ids, clocks and timers, shuffle and rotate
results and their ``valid`` flags, subgroup reductions and warp-level MMAs, every load, every result
of an op the records do not describe, block arguments whose source is not known (reductions,
shared outputs, later blocks of a CFG).

A *divergent op* is one whose threads may take different paths at the same time: a branch on a
divergent condition, a loop whose control operands (bounds, step, ``scf.condition``) are divergent,
a loop spread over threads (a ``mapping``), and every op whose regions the records do not model
(unknown region ops, regions with several blocks). A barrier inside one separates nothing; the
analysis lists such barriers so that the pass can warn.

Usage::

    div = Divergence(kernel.op)
    if div.is_divergent(cond) or div.in_divergent_region(op): ...

Valid until the kernel is rewritten (it holds the kernel's values and ops); it changes no IR.
"""

from __future__ import annotations

from collections.abc import Iterable

from xdsl.ir import Operation, SSAValue

from smem_opt.passes.analysis.op_records import (
    RegionKind,
    ValueSource,
    control_operands,
    forwarded_values,
    induction_vars,
    is_barrier,
    is_distributed,
    is_terminator,
    region_kind,
    thread_args,
    value_source,
)


class Divergence:
    """Divergent values and divergent control-flow ops of one kernel."""

    def __init__(self, kernel_op: Operation):
        self.kernel_op = kernel_op
        self.values: set[SSAValue] = set()
        self.ops: set[Operation] = set()
        self._solve()
        self.divergent_barriers = [
            op for op in kernel_op.walk() if is_barrier(op) and self.in_divergent_region(op)
        ]

    def is_divergent(self, value: SSAValue) -> bool:
        return value in self.values

    def outermost_divergent_ancestor(self, op: Operation) -> Operation | None:
        found = None
        cur = op.parent_op()
        while cur is not None and cur is not self.kernel_op:
            if cur in self.ops:
                found = cur
            cur = cur.parent_op()
        return found

    def in_divergent_region(self, op: Operation) -> bool:
        return self.outermost_divergent_ancestor(op) is not None

    # -- solving --------------------------------------------------------------
    def _mark_all(self, values: Iterable[SSAValue]) -> bool:
        changed = False
        for v in values:
            if v not in self.values:
                self.values.add(v)
                changed = True
        return changed

    def _diverge(self, op: Operation) -> bool:
        if op in self.ops:
            return False
        self.ops.add(op)
        return True

    def _any(self, values: Iterable[SSAValue]) -> bool:
        return any(v in self.values for v in values)

    def _solve(self) -> None:
        self._mark_all(thread_args(self.kernel_op))
        if self.kernel_op.regions:
            # arguments of a kernel's later blocks come from branches the analysis does not follow
            for block in list(self.kernel_op.regions[0].blocks)[1:]:
                self._mark_all(block.args)
        for op in self.kernel_op.walk():
            if op is not self.kernel_op:
                self._seed(op)
        changed = True
        while changed:
            changed = False
            for op in self.kernel_op.walk():
                if op is not self.kernel_op:
                    changed |= self._visit(op)

    def _seed(self, op: Operation) -> None:
        """What an op makes divergent whatever its operands."""
        kind = region_kind(op)
        if kind is RegionKind.NONE:
            if value_source(op) in (ValueSource.DIVERGENT, ValueSource.OPAQUE):
                self._mark_all(op.results)
            return
        if kind is RegionKind.OPAQUE or is_distributed(op):
            self._diverge(op)
        self._mark_all(_unsourced_values(op))

    def _visit(self, op: Operation) -> bool:
        kind = region_kind(op)
        changed = False
        if kind is RegionKind.NONE:
            if value_source(op) is ValueSource.PURE and self._any(op.operands):
                changed |= self._mark_all(op.results)
            if is_terminator(op):
                changed |= self._visit_terminator(op)
            return changed
        if kind is RegionKind.KERNEL:
            return False
        if self._any(control_operands(op)):
            changed |= self._diverge(op)
        if op in self.ops:
            changed |= self._mark_all(op.results)
            for region in op.regions:
                for block in region.blocks:
                    changed |= self._mark_all(block.args)
            return changed
        for i, operand in enumerate(op.operands):
            if operand in self.values:
                targets = forwarded_values(op, i)
                changed |= self._mark_all(_everything(op) if targets is None else targets)
        return changed

    def _visit_terminator(self, term: Operation) -> bool:
        parent = term.parent_op()
        changed = False
        if parent is not None and self._any(control_operands(term)):
            if parent is self.kernel_op or region_kind(parent) is RegionKind.KERNEL:
                changed |= self._diverge(term)
            else:
                changed |= self._diverge(parent)
        for i, operand in enumerate(term.operands):
            if operand in self.values:
                targets = forwarded_values(term, i)
                if targets is None and parent is not None and parent is not self.kernel_op:
                    targets = list(parent.results)
                changed |= self._mark_all(targets or [])
        return changed


def _everything(op: Operation) -> list[SSAValue]:
    """Every value an op with regions defines (where an operand of unknown flow may go)."""
    out: list[SSAValue] = list(op.results)
    for region in op.regions:
        for block in region.blocks:
            out.extend(block.args)
    return out


def _unsourced_values(op: Operation) -> list[SSAValue]:
    """Results and block arguments of a region op that no known flow defines and that are not
    induction variables: they may differ between threads (reductions, shared outputs, arguments
    of blocks reached by branches)."""
    sourced: set[SSAValue] = set(induction_vars(op))
    for i in range(len(op.operands)):
        sourced.update(forwarded_values(op, i) or [])
    for region in op.regions:
        for block in region.blocks:
            term = block.last_op
            if term is None or not is_terminator(term):
                continue
            for i in range(len(term.operands)):
                sourced.update(forwarded_values(term, i) or [])
    return [v for v in _everything(op) if v not in sourced]


__all__ = ["Divergence"]
