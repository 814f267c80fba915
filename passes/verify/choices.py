"""Two views a run never both touches, read by the plan verifier on its own (design §6).

The same shape ``smem-coalesce`` lets share (``passes.analysis.selections``), found here from the
coalesced IR without that code: each of the two views' results has one use besides deallocs, and
that use picks it by one condition — the two arms' ``scf.yield`` of one ``scf.if`` at the same
position, or the two value operands of one ``arith.select`` — and the condition is *fixed for the
run*. Fixed values are found by one forward walk over the kernel: the kernel's entry arguments
but its thread ids, values from outside the kernel, and results of region-free ops the op records
call constant or a launch fact (no operands), or pure with fixed operands; ``poison`` and
``undef`` are not fixed. A value defined after its use in the walk (a block of a CFG laid out
after its user) is not fixed: the walk never assumes.

Usage: ``never_together(kernel.op)(a.value, b.value)``. Valid until the kernel is rewritten.
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.ir import Operation, SSAValue

from smem_opt.passes.analysis.op_records import UseRole, ValueSource, record, thread_args, use_role, value_source

NOT_FIXED = ("ub.poison", "llvm.mlir.undef", "llvm.mlir.poison")


def fixed_values(kernel_op: Operation) -> set[SSAValue]:
    inside = set(kernel_op.walk())
    entry = kernel_op.regions[0].blocks.first if kernel_op.regions and kernel_op.regions[0].blocks else None
    fixed: set[SSAValue] = set(entry.args) - set(thread_args(kernel_op)) if entry is not None else set()

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


def _picked_by(value: SSAValue) -> tuple[Operation, int, int] | None:
    """(picking op, position, which arm/operand) of the value's one use besides deallocs."""
    uses = [u for u in value.uses if use_role(u.operation, u.index) is not UseRole.DEALLOC]
    if len(uses) != 1:
        return None
    user, index = uses[0].operation, uses[0].index
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


def never_together(kernel_op: Operation) -> Callable[[SSAValue, SSAValue], bool]:
    fixed = fixed_values(kernel_op)

    def check(a: SSAValue, b: SSAValue) -> bool:
        pa, pb = _picked_by(a), _picked_by(b)
        if pa is None or pb is None:
            return False
        (op_a, pos_a, arm_a), (op_b, pos_b, arm_b) = pa, pb
        return op_a is op_b and pos_a == pos_b and arm_a != arm_b and bool(op_a.operands) and op_a.operands[0] in fixed

    return check


__all__ = ["fixed_values", "never_together"]
