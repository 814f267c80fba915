"""Divergence: which values differ between threads of a block (design §3, rule 3).

What each op contributes comes from ``passes.analysis.op_kinds``: thread identities (``gpu.thread_id``,
``gpu.lane_id``, ...) are divergent; constants, kernel arguments, block ids and dimensions, and
block-wide results are uniform; pure ops are divergent when an operand is; everything else
(loads, unknown ops) may differ between threads. Loop-carried values and region results are solved
to a fixpoint.

A *divergent op* is a branch (``scf.if``, ``affine.if``, ``scf.index_switch``) on a divergent
operand, a loop whose bounds, step or condition are divergent, a loop distributed over threads by a
``mapping`` attribute (``scf.forall`` / ``scf.parallel``), and every op whose regions the table does
not model (unknown region ops, regions with several blocks): threads take different paths through
it at the same time. A barrier inside one separates nothing; the analysis lists such barriers so
the pass can warn. The analysis changes no IR.
"""

from __future__ import annotations

from xdsl.ir import Operation, SSAValue

from smem_opt.passes.analysis.kernel_forms import thread_id_arguments
from smem_opt.passes.analysis.op_kinds import op_attr, RegionKind, is_barrier, region_kind, value_source

_IV_LOOPS = ("scf.for", "affine.for", "scf.parallel", "affine.parallel", "scf.forall")


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
    def _mark(self, value: SSAValue) -> bool:
        if value in self.values:
            return False
        self.values.add(value)
        return True

    def _mark_all(self, values) -> bool:
        changed = False
        for v in values:
            changed |= self._mark(v)
        return changed

    def _divergent_op(self, op: Operation) -> bool:
        if op in self.ops:
            return False
        self.ops.add(op)
        return True

    def _solve(self) -> None:
        changed = True
        body = self.kernel_op.regions[0] if self.kernel_op.regions else None
        if body is not None:
            # arguments of a kernel's later blocks come from branches the analysis does not follow
            for block in list(body.blocks)[1:]:
                self._mark_all(block.args)
        # a gpu.launch body receives its thread ids as block arguments
        self._mark_all(thread_id_arguments(self.kernel_op))
        while changed:
            changed = False
            for op in self.kernel_op.walk():
                if op is self.kernel_op:
                    continue
                changed |= self._visit(op)

    def _any_divergent(self, values) -> bool:
        return any(v in self.values for v in values)

    def _yielded(self, op: Operation):
        """(region index, terminator operands) of each single-block region of ``op``."""
        for k, region in enumerate(op.regions):
            block = region.blocks.first
            term = block.last_op if block is not None else None
            if term is not None:
                yield k, list(term.operands)

    def _visit(self, op: Operation) -> bool:
        kind = region_kind(op)
        source = value_source(op)
        if kind is RegionKind.NONE:
            if source == "uniform":
                return False
            if source == "pure" and not self._any_divergent(op.operands):
                return False
            return self._mark_all(op.results)
        if kind is RegionKind.OPAQUE:
            changed = self._divergent_op(op)
            if source != "uniform":
                changed |= self._mark_all(op.results)
            for region in op.regions:
                for block in region.blocks:
                    changed |= self._mark_all(block.args)
            return changed
        if kind is RegionKind.BRANCH:
            changed = False
            if self._any_divergent(op.operands):
                changed |= self._divergent_op(op)
            div = op in self.ops
            for _, values in self._yielded(op):
                for i, v in enumerate(values):
                    if (div or v in self.values) and i < len(op.results):
                        changed |= self._mark(op.results[i])
            return changed
        if kind is RegionKind.ONCE:
            changed = False
            for _, values in self._yielded(op):
                for i, v in enumerate(values):
                    if v in self.values and i < len(op.results):
                        changed |= self._mark(op.results[i])
            return changed
        if kind is RegionKind.LOOP:
            if op.name == "scf.while":
                return self._visit_while(op)
            return self._visit_loop(op)
        return False

    def _loop_bounds_and_inits(self, op: Operation) -> tuple[list[SSAValue], list[SSAValue]]:
        body = op.regions[0].blocks.first
        if op.name == "scf.for":
            return list(op.operands[:3]), list(op.operands[3:])
        if op.name == "affine.for" and body is not None:
            n = len(body.args) - 1
            split = len(op.operands) - n
            return list(op.operands[:split]), list(op.operands[split:])
        return list(op.operands), []

    def _visit_loop(self, op: Operation) -> bool:
        changed = False
        bounds, inits = self._loop_bounds_and_inits(op)
        mapped = op.name in ("scf.forall", "scf.parallel") and (
            "mapping" in op.properties or "mapping" in op.attributes
        )
        if mapped or (op.name not in _IV_LOOPS) or self._any_divergent(bounds):
            changed |= self._divergent_op(op)
        div = op in self.ops
        body = op.regions[0].blocks.first
        if body is None:
            return changed
        if op.name not in ("scf.for", "affine.for"):
            # induction variables are uniform unless the loop is; other arguments (reductions,
            # shared outputs) are not followed
            n_ivs = _num_ivs(op, body)
            changed |= self._mark_all(body.args[n_ivs:])
            if div:
                changed |= self._mark_all(body.args)
            changed |= self._mark_all(op.results)
            for region in list(op.regions)[1:]:
                for block in region.blocks:
                    changed |= self._mark_all(block.args)
            return changed
        if div:
            changed |= self._mark(body.args[0])
        term = body.last_op
        yielded = list(term.operands) if term is not None else []
        for k, init in enumerate(inits):
            d = div or init in self.values or (k < len(yielded) and yielded[k] in self.values)
            if d:
                if k + 1 < len(body.args):
                    changed |= self._mark(body.args[k + 1])
                if k < len(op.results):
                    changed |= self._mark(op.results[k])
        return changed

    def _visit_while(self, op: Operation) -> bool:
        changed = False
        before = op.regions[0].blocks.first
        after = op.regions[1].blocks.first if len(op.regions) > 1 else None
        cond = before.last_op if before is not None else None
        if cond is not None and cond.operands and cond.operands[0] in self.values:
            changed |= self._divergent_op(op)
        div = op in self.ops
        after_yield = after.last_op if after is not None else None
        for k, init in enumerate(op.operands):
            d = init in self.values or (
                after_yield is not None
                and k < len(after_yield.operands)
                and after_yield.operands[k] in self.values
            )
            if d and before is not None and k < len(before.args):
                changed |= self._mark(before.args[k])
        if cond is not None:
            for k, v in enumerate(cond.operands[1:]):
                if div or v in self.values:
                    if k < len(op.results):
                        changed |= self._mark(op.results[k])
                    if after is not None and k < len(after.args):
                        changed |= self._mark(after.args[k])
        return changed


def _num_ivs(op: Operation, body) -> int:
    """Induction variables of a multi-dimensional loop: as many as its bounds have dims."""
    if op.name == "scf.parallel":
        return (len(op.operands) - _count_inits(op)) // 3
    if op.name == "scf.forall":
        for key in ("staticUpperBound",):
            attr = op_attr(op, key)
            if attr is not None and hasattr(attr, "get_values"):
                return len(attr.get_values())  # type: ignore[attr-defined]
            if attr is not None and hasattr(attr, "data"):
                try:
                    return len(attr.data)  # type: ignore[arg-type]
                except TypeError:
                    pass
        return 0
    if op.name == "affine.parallel":
        for key in ("steps",):
            attr = op_attr(op, key)
            if attr is not None and hasattr(attr, "data"):
                return len(attr.data)  # type: ignore[arg-type]
    return 0


def _count_inits(op: Operation) -> int:
    return len(op.results)
