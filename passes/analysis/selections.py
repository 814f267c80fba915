"""Buffers a run-invariant choice keeps apart (design §3, *buffers chosen by a run-invariant value*).

A kernel may pick one of two buffers by a value that is the same in every thread for the whole run
of a block, and then use only the one it picked::

    %chosen = scf.if %cond -> memref<...> { scf.yield %a } else { scf.yield %b }
    %chosen = arith.select %cond, %a, %b

When ``%a`` and ``%b`` are used nowhere else (a ``memref.dealloc`` aside), a run touches exactly one
of them: the other's address is never used. They may share bytes whatever their spans, and nothing
needs to separate them.

The rule is kept narrow on purpose, and ``smem-verify-plan`` reads the same shape by itself:

- the buffer's value has exactly one use besides deallocs: an ``scf.yield`` that ends an arm of an
  ``scf.if`` (the ``then`` arm picks it when the condition is true), or operand 1 or 2 of an
  ``arith.select``; the other buffer is picked at the same position by the other arm (operand);
  or, between blocks (the ``if`` as ``convert-scf-to-cf`` writes it), an operand a branch passes
  to an argument of a join block with exactly two incoming edges, on one of the two ways out of a
  two-way test (``cf.cond_br``: the test's own edge, or the unconditional branch ending a block
  whose one incoming edge is that way), the other buffer passed to the same argument on the
  other way;
- the condition is *run-invariant*: a constant, an argument of the kernel (the thread ids of a
  ``gpu.launch`` body excepted), a launch fact the op records call uniform (block, grid and cluster
  ids and sizes), a value defined outside the kernel (what a ``gpu.launch`` captures), or a pure
  computation (``ValueSource.PURE``, no regions) of run-invariant operands. A loop's induction
  variable, a load, anything merged by control flow, ``poison`` and ``undef`` are not: a choice that
  may change while the block runs (an ``if`` in a loop on its counter) may touch both buffers.

Usage::

    pairs = exclusive_pairs(kernel.op, kernel.buffers)   # {frozenset({a, b}), ...}

It changes no IR.
"""

from __future__ import annotations

from xdsl.ir import BlockArgument, Operation, SSAValue

from smem_opt.passes.analysis.kernels import Buffer
from smem_opt.passes.analysis.op_records import (
    UseRole,
    ValueSource,
    control_operands,
    forwarded_values,
    record,
    thread_args,
    use_role,
    value_source,
)

INDETERMINATE = frozenset({"ub.poison", "llvm.mlir.undef", "llvm.mlir.poison"})
"""Uniform sources whose value is not one fixed value (each use may see another)."""


class RunInvariance:
    """Which values of one kernel are the same in every thread for the whole run of a block."""

    def __init__(self, kernel_op: Operation):
        self.kernel_op = kernel_op
        self.entry = kernel_op.regions[0].blocks.first if kernel_op.regions and kernel_op.regions[0].blocks else None
        self.thread_ids = set(thread_args(kernel_op))
        self.memo: dict[SSAValue, bool] = {}

    def __call__(self, value: SSAValue) -> bool:
        pending = [value]
        while pending:
            v = pending[-1]
            if v in self.memo:
                pending.pop()
                continue
            if isinstance(v, BlockArgument):
                self.memo[v] = v.block is self.entry and v not in self.thread_ids
                pending.pop()
                continue
            op = v.owner
            assert isinstance(op, Operation)
            if not self._inside(op):
                self.memo[v] = True  # a host value a launch captures: fixed for the launch
                pending.pop()
                continue
            source = value_source(op)
            if op.regions or op.name in INDETERMINATE or source not in (ValueSource.UNIFORM, ValueSource.PURE):
                self.memo[v] = False
            elif source is ValueSource.UNIFORM and record(op).constant is None and op.operands:
                self.memo[v] = False  # a uniform op of operands: not in the closed list of launch facts
            else:
                waiting = [o for o in op.operands if o not in self.memo]
                if waiting:
                    pending.extend(waiting)
                    continue
                self.memo[v] = all(self.memo[o] for o in op.operands)
            pending.pop()
        return self.memo[value]

    def _inside(self, op: Operation) -> bool:
        cur: Operation | None = op
        while cur is not None:
            if cur is self.kernel_op:
                return True
            cur = cur.parent_op()
        return False


def _choice(value: SSAValue) -> tuple[Operation, int | BlockArgument, bool] | None:
    """(the op that picks ``value``, the position it picks it at, picked when the condition is
    true) when that is the value's one use besides deallocs; else None."""
    uses = [u for u in value.uses if use_role(u.operation, u.index) is not UseRole.DEALLOC]
    if len(uses) != 1:
        return None
    op, index = uses[0].operation, uses[0].index
    if op.name == "arith.select" and index in (1, 2) and len(op.results) == 1:
        return op, 0, index == 1
    if op.successors:
        return _branch_choice(op, index)
    holder = op.parent_op()
    if op.name != "scf.yield" or holder is None or holder.name != "scf.if" or len(holder.regions) != 2:
        return None
    arm = op.parent_region()
    if arm is None or arm.blocks.first is None or arm.blocks.first.last_op is not op or arm.blocks.first.next_block is not None:
        return None
    return holder, index, arm is holder.regions[0]


def _branch_choice(term: Operation, index: int) -> tuple[Operation, BlockArgument, bool] | None:
    """The same choice between blocks: operand ``index`` of the terminator ``term`` is passed to
    an argument of a join block J that has two incoming edges, and ``term``'s edge to J is one of
    the two ways out of a two-way test (``term`` itself, or a block with that one incoming edge
    which ``term`` ends with an unconditional branch): (the test, J's argument, on its first
    way). The caller pairs it with the value the test's other way passes to the same argument,
    so J's two edges carry one each."""
    targets = forwarded_values(term, index) or []
    if len(targets) != 1 or not isinstance(targets[0], BlockArgument):
        return None
    arg = targets[0]
    join = arg.block
    succ = list(term.successors)
    if succ.count(join) != 1 or len(list(join.uses)) != 2:
        return None
    test, way = term, succ.index(join)
    if len(succ) == 1:
        block = term.parent_block()
        incoming = list(block.uses) if block is not None else []
        if len(incoming) != 1:
            return None
        test, way = incoming[0].operation, incoming[0].index
    if len(test.successors) != 2 or test.successors[0] is test.successors[1]:
        return None
    if record(test).taken_successor is None or not control_operands(test):
        return None
    return test, arg, way == 0


def exclusive_pairs(kernel_op: Operation, buffers: list[Buffer]) -> set[frozenset[Buffer]]:
    """Pairs of buffers of which a run touches at most one (module docstring)."""
    invariant = RunInvariance(kernel_op)
    picked: dict[tuple[Operation, int | BlockArgument], dict[bool, list[Buffer]]] = {}
    for buf in buffers:
        if len(buf.values) != 1:
            continue
        found = _choice(buf.value)
        if found is None:
            continue
        chooser, position, when = found
        controls = control_operands(chooser) if chooser.successors else list(chooser.operands[:1])
        if not controls or not invariant(controls[0]):
            continue
        picked.setdefault((chooser, position), {True: [], False: []})[when].append(buf)
    pairs: set[frozenset[Buffer]] = set()
    for arms in picked.values():
        for x in arms[True]:
            for y in arms[False]:
                pairs.add(frozenset((x, y)))
    return pairs


__all__ = ["INDETERMINATE", "RunInvariance", "exclusive_pairs"]
