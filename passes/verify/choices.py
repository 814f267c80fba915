"""Two views a run never both touches, read by the plan verifier on its own (design §6).

The same shape ``smem-coalesce`` lets share (``passes.analysis.selections``), found here from the
coalesced IR without that code: each of the two views' results has one use besides deallocs, and
that use picks it by one condition — the two arms' ``scf.yield`` of one ``scf.if`` at the same
position, the two value operands of one ``arith.select``, or the two edges into a block argument
of a join block with no other incoming edge, one on each way out of one two-way test (the test's
own edge, or the branch ending the block that way leads to and nothing else does) — and the
condition is *fixed for the run*. Fixed values are found by one forward walk over the kernel: the kernel's entry arguments
but its thread ids, values from outside the kernel, and results of region-free ops the op records
call constant or a launch fact (no operands), or pure with fixed operands; ``poison`` and
``undef`` are not fixed. A value defined after its use in the walk (a block of a CFG laid out
after its user) is not fixed: the walk never assumes.

Usage: ``exclusive_views(kernel.op, views)`` (view index -> mask of the views it never runs
with). Valid until the kernel is rewritten.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from xdsl.ir import BlockArgument, Operation, SSAValue

from smem_opt.passes.analysis.op_records import (
    UseRole,
    ValueSource,
    forwarded_values,
    record,
    thread_args,
    use_role,
    value_source,
)


class HasValue(Protocol):
    index: int
    value: SSAValue


NOT_FIXED = ("ub.poison", "llvm.mlir.undef", "llvm.mlir.poison")


def fixed_values(kernel_op: Operation) -> set[SSAValue]:
    inside = set(kernel_op.walk())
    entry = kernel_op.regions[0].blocks.first if kernel_op.regions and kernel_op.regions[0].blocks else None
    fixed: set[SSAValue] = set()
    if entry is not None:
        fixed.update(entry.args)
        fixed.difference_update(thread_args(kernel_op))

    def known(v: SSAValue) -> bool:
        return v in fixed or (isinstance(v.owner, Operation) and v.owner not in inside)

    for op in kernel_op.walk():
        if op is kernel_op or op.regions or op.name in NOT_FIXED:
            continue
        source = value_source(op)
        launch_fact = source is ValueSource.UNIFORM and (not op.operands or record(op).constant is not None)
        if launch_fact or (source is ValueSource.PURE and all(known(o) for o in op.operands)):
            fixed.update(op.results)
    return fixed


def _picked_by(value: SSAValue) -> tuple[Operation, int | BlockArgument, int] | None:
    """(picking op, position, which arm/operand) of the value's one use besides deallocs."""
    uses = [u for u in value.uses if use_role(u.operation, u.index) is not UseRole.DEALLOC]
    if len(uses) != 1:
        return None
    user, index = uses[0].operation, uses[0].index
    if user.successors:
        return _picked_between_blocks(user, index)
    if user.name == "arith.select":
        return (user, 0, index) if index in (1, 2) else None
    parent = user.parent_op()
    block = user.parent_block()
    if user.name != "scf.yield" or parent is None or parent.name != "scf.if" or block is None:
        return None
    for arm, region in enumerate(parent.regions):
        if list(region.blocks) == [block] and block.last_op is user:
            return parent, index, arm
    return None


def _picked_between_blocks(user: Operation, index: int) -> tuple[Operation, BlockArgument, int] | None:
    """(two-way test, join argument, which way) when operand ``index`` of the branch ``user``
    reaches an argument of a block with two incoming edges, ``user``'s one of them, and ``user``
    is the test or ends the block its way leads to (that block's one incoming edge)."""
    flows = forwarded_values(user, index) or []
    if len(flows) != 1 or not isinstance(flows[0], BlockArgument):
        return None
    arg = flows[0]
    edges = [(u.operation, u.index) for u in arg.block.uses]
    mine = [k for op, k in edges if op is user]
    if len(edges) != 2 or len(mine) != 1:
        return None
    test, way = user, mine[0]
    if len(user.successors) == 1:
        block = user.parent_block()
        into = [(u.operation, u.index) for u in block.uses] if block is not None else []
        if len(into) != 1:
            return None
        test, way = into[0]
    if len(test.successors) != 2 or test.successors[0] is test.successors[1] or not test.operands:
        return None
    if record(test).taken_successor is None:
        return None
    return test, arg, way


def exclusive_views(kernel_op: Operation, views: Sequence[HasValue]) -> dict[int, int]:
    """View index -> bit mask of the views a fixed condition picks instead of it (the other arm
    of the same ``scf.if`` result or ``arith.select``): ``never_together`` for every pair at once,
    in one pass over the views."""
    fixed = fixed_values(kernel_op)
    arms: dict[tuple[Operation, int | BlockArgument], dict[int, int]] = {}
    picked: dict[int, tuple[Operation, int | BlockArgument, int]] = {}
    for v in views:
        pick = _picked_by(v.value)
        if pick is None or not pick[0].operands or pick[0].operands[0] not in fixed:
            continue
        picked[v.index] = pick
        by_arm = arms.setdefault(pick[:2], {})
        by_arm[pick[2]] = by_arm.get(pick[2], 0) | (1 << v.index)
    found: dict[int, int] = {}
    for index, (op, pos, arm) in picked.items():
        others = 0
        for other_arm, mask in arms[(op, pos)].items():
            if other_arm != arm:
                others |= mask
        if others:
            found[index] = others
    return found


__all__ = ["fixed_values", "exclusive_views"]
