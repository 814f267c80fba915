"""Divergence: which values differ between threads of a block (design §3, rule 3).

Divergent sources: ``gpu.thread_id``, ``gpu.lane_id``, ``gpu.global_id``,
``gpu.subgroup_id``, any value loaded from memory, and results of ops we do not
know. Uniform sources: constants, kernel arguments, ``gpu.block_id``,
``gpu.block_dim``, ``gpu.grid_dim``. Pure arithmetic is divergent when an operand
is. Loop-carried values and region results are solved to a fixpoint.

A *divergent op* is an ``scf.if`` whose condition, an ``scf.for`` whose bounds or
step, or an ``scf.while`` whose ``scf.condition`` is divergent (also
``scf.index_switch`` on a divergent value). Threads take different paths through
it at the same time. A barrier inside one separates nothing; the analysis lists
such barriers so the pass can warn. The analysis changes no IR.
"""

from __future__ import annotations

from xdsl.ir import BlockArgument, Operation, SSAValue

DIVERGENT_SOURCES = frozenset(
    {"gpu.thread_id", "gpu.lane_id", "gpu.global_id", "gpu.subgroup_id"}
)
UNIFORM_SOURCES = frozenset(
    {
        "arith.constant",
        "gpu.block_id",
        "gpu.block_dim",
        "gpu.grid_dim",
        "gpu.num_subgroups",
        "gpu.subgroup_size",
        "gpu.dynamic_shared_memory",
        "smem.alloc",
        "memref.alloc",
        "memref.alloca",
        "memref.get_global",
    }
)
PURE_PREFIXES = ("arith.", "math.", "index.", "complex.")
PURE_OPS = frozenset(
    {
        "memref.subview",
        "memref.view",
        "memref.cast",
        "memref.reinterpret_cast",
        "memref.expand_shape",
        "memref.collapse_shape",
        "memref.transpose",
        "memref.memory_space_cast",
        "memref.dim",
        "memref.rank",
        "memref.assume_alignment",
        "memref.extract_strided_metadata",
        "affine.apply",
        "affine.min",
        "affine.max",
    }
)
STRUCTURED = frozenset({"scf.if", "scf.for", "scf.while", "scf.execute_region", "scf.index_switch"})


class Divergence:
    """Divergent values and divergent control-flow ops of one kernel."""

    def __init__(self, kernel_op: Operation):
        self.kernel_op = kernel_op
        self.values: set[SSAValue] = set()
        self.ops: set[Operation] = set()
        self._solve()
        self.divergent_barriers = [
            op for op in kernel_op.walk() if op.name == "gpu.barrier" and self.in_divergent_region(op)
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

    def _solve(self) -> None:
        changed = True
        while changed:
            changed = False
            for op in self.kernel_op.walk():
                if op is self.kernel_op:
                    continue
                changed |= self._visit(op)

    def _any_divergent(self, values) -> bool:
        return any(v in self.values for v in values)

    def _visit(self, op: Operation) -> bool:
        changed = False
        name = op.name
        if name in DIVERGENT_SOURCES:
            for r in op.results:
                changed |= self._mark(r)
            return changed
        if name in UNIFORM_SOURCES:
            return False
        if name in ("scf.if", "scf.index_switch"):
            if op.operands and op.operands[0] in self.values and op not in self.ops:
                self.ops.add(op)
                changed = True
            div = op in self.ops
            for region in op.regions:
                term = region.blocks.first.last_op if region.blocks else None
                if term is None:
                    continue
                for i, v in enumerate(term.operands):
                    if (div or v in self.values) and i < len(op.results):
                        changed |= self._mark(op.results[i])
            return changed
        if name == "scf.for":
            bounds = op.operands[:3]
            if self._any_divergent(bounds) and op not in self.ops:
                self.ops.add(op)
                changed = True
            div = op in self.ops
            body = op.regions[0].blocks.first
            if body is None:
                return changed
            if div:
                changed |= self._mark(body.args[0])
            term = body.last_op
            yielded = list(term.operands) if term is not None else []
            for k, init in enumerate(op.operands[3:]):
                d = div or init in self.values or (k < len(yielded) and yielded[k] in self.values)
                if d:
                    if k + 1 < len(body.args):
                        changed |= self._mark(body.args[k + 1])
                    if k < len(op.results):
                        changed |= self._mark(op.results[k])
            return changed
        if name == "scf.while":
            before = op.regions[0].blocks.first
            after = op.regions[1].blocks.first if len(op.regions) > 1 else None
            cond = before.last_op if before is not None else None
            if cond is not None and cond.operands and cond.operands[0] in self.values and op not in self.ops:
                self.ops.add(op)
                changed = True
            div = op in self.ops
            after_yield = after.last_op if after is not None else None
            for k, init in enumerate(op.operands):
                d = init in self.values or (
                    after_yield is not None and k < len(after_yield.operands) and after_yield.operands[k] in self.values
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
        if name == "scf.execute_region":
            region = op.regions[0]
            for block in region.blocks:
                term = block.last_op
                if term is not None and term.name == "scf.yield":
                    for i, v in enumerate(term.operands):
                        if v in self.values and i < len(op.results):
                            changed |= self._mark(op.results[i])
            return changed
        if name.startswith(PURE_PREFIXES) or name in PURE_OPS:
            if self._any_divergent(op.operands):
                for r in op.results:
                    changed |= self._mark(r)
            return changed
        # loads, atomics, unknown ops: every result may differ between threads
        for r in op.results:
            changed |= self._mark(r)
        for region in op.regions:
            for block in region.blocks:
                for arg in block.args:
                    if isinstance(arg, BlockArgument) and op.name not in STRUCTURED:
                        changed |= self._mark(arg)
        return changed
