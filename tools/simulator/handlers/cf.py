"""Branches of the ``cf`` dialect: ``cf.br``, ``cf.cond_br``, ``cf.switch``, ``cf.assert``.

A region of several blocks (``Program.compile_region``) runs by successor dispatch:
after a block's ops, its branch assigns the successor's block arguments (all at once)
and returns the successor's index in the region. Barriers inside such a region work
as everywhere else: the region compiles to a generator that passes them through.
"""

from __future__ import annotations

from typing import Callable

from xdsl.ir import Block, Operation

from smem_opt.tools.simulator.frame import Fn, assign, attr, dense_values, segments
from smem_opt.tools.simulator.memory import SimError

Jump = Callable[[list], int]


def _edge(prog, block: Block, values, index: dict[Block, int], op: Operation) -> tuple[int, list[int], list[int]]:
    if block not in index:
        raise SimError("a branch to a block of another region", op)
    if len(values) != len(block.args):
        raise SimError(f"a branch passes {len(values)} values to a block of {len(block.args)} arguments", op)
    return index[block], [prog.slot(a) for a in block.args], [prog.slot(v) for v in values]


def _br(prog, op: Operation, index: dict[Block, int]) -> Jump:
    target, dst, src = _edge(prog, op.successors[0], op.operands, index, op)

    def jump(fr: list) -> int:
        assign(fr, dst, src)
        return target

    return jump


def _cond_br(prog, op: Operation, index: dict[Block, int]) -> Jump:
    if dense_values(attr(op, "operandSegmentSizes")):
        cond, then_args, else_args = segments(op)
    else:
        n = len(op.successors[0].args)
        cond, then_args, else_args = [op.operands[0]], list(op.operands[1 : 1 + n]), list(op.operands[1 + n :])
    c = prog.slot(cond[0])
    t_target, t_dst, t_src = _edge(prog, op.successors[0], then_args, index, op)
    e_target, e_dst, e_src = _edge(prog, op.successors[1], else_args, index, op)

    def jump(fr: list) -> int:
        if fr[c]:
            assign(fr, t_dst, t_src)
            return t_target
        assign(fr, e_dst, e_src)
        return e_target

    return jump


def _switch(prog, op: Operation, index: dict[Block, int]) -> Jump:
    flag, default_args, case_args = segments(op)
    values_attr = attr(op, "case_values")
    values = [int(v) for v in values_attr.get_values()] if values_attr is not None else []  # type: ignore[attr-defined]
    sizes = dense_values(attr(op, "case_operand_segments"))
    f = prog.slot(flag[0])
    default = _edge(prog, op.successors[0], default_args, index, op)
    cases: dict[int, tuple[int, list[int], list[int]]] = {}
    at = 0
    for k, value in enumerate(values):
        n = sizes[k] if k < len(sizes) else 0
        cases.setdefault(value, _edge(prog, op.successors[1 + k], case_args[at : at + n], index, op))
        at += n

    def jump(fr: list) -> int:
        target, dst, src = cases.get(fr[f], default)
        assign(fr, dst, src)
        return target

    return jump


JUMPS: dict[str, Callable[..., Jump]] = {"cf.br": _br, "cf.cond_br": _cond_br, "cf.switch": _switch}
BRANCHES = frozenset(JUMPS)
"""Terminators that continue in another block of the same region."""


def compile_jump(prog, op: Operation, index: dict[Block, int]) -> Jump:
    return JUMPS[op.name](prog, op, index)


def cf_assert(prog, op: Operation) -> Fn:
    c = prog.slot(op.operands[0])
    message = getattr(attr(op, "msg"), "data", "")

    def run(fr: list) -> None:
        if not fr[c]:
            raise SimError(f"cf.assert failed: {message}", op)

    return run


HANDLERS = {"cf.assert": cf_assert}
