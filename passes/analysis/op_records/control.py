"""Records of control-flow ops: loops, branches, regions run once, kernels, terminators.

Each loop and branch says which operands control it, where its operands and the operands of its
regions' terminators flow (MLIR's ``RegionBranchOpInterface`` and ``LoopLikeOpInterface``), which
block arguments are induction variables, and how to read its bounds under its own comparison.
``cf`` branches say where each operand goes among their successors' arguments
(``BranchOpInterface``), segment by segment, so that an analysis of unstructured control flow can
follow them exactly, and which successor a branch takes for a given condition. A region of several
blocks keeps its op's kind: the analyses follow its blocks as a control-flow graph.
"""

from __future__ import annotations

from dataclasses import replace

from xdsl.dialects.builtin import AffineMapAttr, IntegerAttr, IntegerType, UnitAttr
from xdsl.ir import Operation, SSAValue
from xdsl.ir.affine import AffineConstantExpr

from smem_opt.passes.analysis.op_records.record import QUIET, LoopBounds, OpRecord
from smem_opt.passes.analysis.op_records.structure import (
    at,
    body_args,
    int_array,
    op_attr,
    region_index,
    segment_range,
    segments,
)
from smem_opt.smem_dialect.semantics import HandOff, LoopShape, RegionKind, UseRole, ValueSource

CONTROL = replace(QUIET, memref_role=UseRole.FORWARD, results_alias=False, value_source=ValueSource.PURE)
"""Base of control-flow ops: memref operands are handed on as the flows say."""


def _none(_op: Operation) -> list[int]:
    return []


def _first(_op: Operation) -> list[int]:
    return [0]


def _results_of_parent(parent: Operation, _term: Operation, k: int) -> list[SSAValue]:
    """A terminator of a region run at most once hands operand k to the parent's result k."""
    return at(parent.results, k)


# -- scf.for and affine.for: bounds, then inits ------------------------------------------------


def _scf_for_inits(op: Operation) -> range:
    return range(3, len(op.operands))


def _affine_for_inits(op: Operation) -> range:
    inits = segment_range(op, 2)
    if inits is not None:
        return inits
    n = max(len(body_args(op)) - 1, 0)
    return range(len(op.operands) - n, len(op.operands))


def _iter_loop(inits_of) -> OpRecord:
    """A loop with one body block: ``iv, iter_args...``; inits flow to iter_args and results,
    yields flow to the next iteration's iter_args and to the results."""

    def control(op: Operation) -> list[int]:
        inits = inits_of(op)
        return [i for i in range(len(op.operands)) if i not in inits]

    def operand_flow(op: Operation, i: int) -> list[SSAValue]:
        inits = inits_of(op)
        if i not in inits:
            return []
        k = i - inits.start
        return [*at(op.results, k), *at(body_args(op), k + 1)]

    def region_flow(parent: Operation, _term: Operation, k: int) -> list[SSAValue]:
        return [*at(parent.results, k), *at(body_args(parent), k + 1)]

    def role(op: Operation, i: int) -> UseRole:
        return UseRole.FORWARD if i in inits_of(op) else UseRole.ESCAPE

    return replace(
        CONTROL,
        role_of=role,
        region_kind=RegionKind.LOOP,
        loop_shape=LoopShape.SEQUENTIAL,
        control_operands=control,
        operand_flow=operand_flow,
        region_flow=region_flow,
        induction_vars=lambda op: body_args(op)[:1],
    )


def _scf_for_bounds(op: Operation) -> LoopBounds | None:
    if len(op.operands) < 3:
        return None
    lower, upper, step = op.operands[:3]
    t = lower.type
    width = t.width.data if isinstance(t, IntegerType) else None
    return LoopBounds(lower, upper, step, not isinstance(op_attr(op, "unsignedCmp"), UnitAttr), width)


def _map_constants(op: Operation, key: str) -> list[int] | None:
    attr = op_attr(op, key)
    if not isinstance(attr, AffineMapAttr):
        return None
    values: list[int] = []
    for r in attr.data.results:
        if not isinstance(r, AffineConstantExpr):
            return None
        values.append(r.value)
    return values or None


def _affine_for_bounds(op: Operation) -> LoopBounds | None:
    lower = _map_constants(op, "lowerBoundMap")
    upper = _map_constants(op, "upperBoundMap")
    step = op_attr(op, "step")
    if lower is None or upper is None or not isinstance(step, IntegerAttr):
        return None
    # several results: the lower bound is their max, the upper bound their min
    return LoopBounds(max(lower), min(upper), step.value.data, True, None)


SCF_FOR = replace(_iter_loop(_scf_for_inits), bounds=_scf_for_bounds)
AFFINE_FOR = replace(_iter_loop(_affine_for_inits), bounds=_affine_for_bounds)


# -- scf.while: inits flow into the condition region -------------------------------------------


def _while_flow(op: Operation, i: int) -> list[SSAValue]:
    return at(body_args(op, 0), i)


def _while_region_flow(parent: Operation, term: Operation, k: int) -> list[SSAValue] | None:
    if region_index(parent, term) == 0:  # scf.condition(%c) %args...
        if k == 0:
            return []
        return [*at(parent.results, k - 1), *at(body_args(parent, 1), k - 1)]
    return at(body_args(parent, 0), k)


SCF_WHILE = replace(
    CONTROL,
    region_kind=RegionKind.LOOP,
    loop_shape=LoopShape.WHILE,
    control_operands=_none,
    operand_flow=_while_flow,
    region_flow=_while_region_flow,
    induction_vars=lambda _op: (),
)


# -- parallel loops: bounds, then reductions the records do not follow -------------------------


def _parallel_ivs(count) -> OpRecord:
    return replace(
        CONTROL,
        memref_role=UseRole.ESCAPE,
        region_kind=RegionKind.LOOP,
        loop_shape=LoopShape.PARALLEL,
        induction_vars=lambda op: body_args(op)[: count(op)],
        distributed=lambda op: op_attr(op, "mapping") is not None,
    )


def _scf_parallel_count(op: Operation) -> int:
    lbs = segment_range(op, 0)
    return len(lbs) if lbs is not None else 0


def _bounds_control(op: Operation) -> list[int]:
    """The operands of the first three segments (lower bounds, upper bounds, steps); every
    operand when the segments are unknown."""
    sizes = segments(op)
    return list(range(sum(sizes[:3]))) if sizes is not None else list(range(len(op.operands)))


def _forall_count(op: Operation) -> int:
    return len(int_array(op_attr(op, "staticUpperBound")) or [])


def _affine_parallel_count(op: Operation) -> int:
    steps = op_attr(op, "steps")
    values = int_array(steps)
    if values is not None:
        return len(values)
    data = getattr(steps, "data", None)
    return len(data) if isinstance(data, (list, tuple)) else 0


SCF_PARALLEL = replace(_parallel_ivs(_scf_parallel_count), control_operands=_bounds_control)
SCF_FORALL = replace(_parallel_ivs(_forall_count), control_operands=_bounds_control)
AFFINE_PARALLEL = replace(_parallel_ivs(_affine_parallel_count), control_operands=None)


# -- branches and regions run once -------------------------------------------------------------

BRANCH = replace(
    CONTROL,
    memref_role=UseRole.ESCAPE,
    region_kind=RegionKind.BRANCH,
    control_operands=_first,
    region_flow=_results_of_parent,
)
"""``scf.if``, ``scf.index_switch``: the first operand picks the region."""

AFFINE_IF = replace(BRANCH, control_operands=None)
"""``affine.if``: its condition is an integer set over all its operands."""

ONCE = replace(
    CONTROL,
    memref_role=UseRole.ESCAPE,
    region_kind=RegionKind.ONCE,
    control_operands=_none,
    region_flow=_results_of_parent,
)
"""``scf.execute_region``, ``memref.alloca_scope``: one region, run once."""

VECTOR_MASK = replace(ONCE, memref_role=UseRole.ESCAPE)
"""``vector.mask``: its mask selects vector lanes, not threads; the region runs once."""


# -- terminators ----------------------------------------------------------------------------------

YIELD = replace(CONTROL, region_kind=RegionKind.NONE, control_operands=_none)
"""Hands its operands to what the parent's ``region_flow`` says (none known: they escape)."""

CONDITION = replace(YIELD, control_operands=_first)
"""``scf.condition``: its first operand decides whether the loop goes on."""

RETURN = replace(YIELD, memref_role=UseRole.ESCAPE, returns=True)
"""Leaves the kernel or function."""


def _branch_targets(op: Operation, groups: list[tuple[int, int]]) -> dict[int, SSAValue]:
    """Operand index -> successor argument, for (operand group, successor) pairs."""
    out: dict[int, SSAValue] = {}
    for group, succ in groups:
        rng = segment_range(op, group)
        if rng is None or succ >= len(op.successors):
            continue
        args = op.successors[succ].args
        for k, i in enumerate(rng):
            if k < len(args):
                out[i] = args[k]
    return out


def _br_flow(op: Operation, i: int) -> list[SSAValue]:
    return at(op.successors[0].args, i) if op.successors else []


def _cond_br_flow(op: Operation, i: int) -> list[SSAValue] | None:
    if segments(op) is None:
        return None
    target = _branch_targets(op, [(1, 0), (2, 1)]).get(i)
    return [target] if target is not None else []


def _switch_flow(op: Operation, i: int) -> list[SSAValue] | None:
    if segments(op) is None:
        return None
    found = _branch_targets(op, [(1, 0)])
    cases = segment_range(op, 2)
    per_case = int_array(op_attr(op, "case_operand_segments"))
    if cases is not None and per_case is not None:
        start = cases.start
        for c, n in enumerate(per_case):
            succ = c + 1
            if succ < len(op.successors):
                for k in range(n):
                    if k < len(op.successors[succ].args):
                        found[start + k] = op.successors[succ].args[k]
            start += n
    elif cases is not None and len(cases):
        return None
    target = found.get(i)
    return [target] if target is not None else []


def _cond_br_taken(_op: Operation, condition: int) -> int:
    return 0 if condition % 2 else 1


def _switch_taken(op: Operation, flag: int) -> int | None:
    """The case whose value equals the flag (compared at the flag's width), else the default."""
    cases = op_attr(op, "case_values")
    values = int_array(cases) if cases is not None else []
    if values is None:
        data = getattr(cases, "get_values", None)
        values = [int(v) for v in data()] if callable(data) else None
    if values is None or not op.operands:
        return None
    t = op.operands[0].type
    bits = t.width.data if isinstance(t, IntegerType) else 64
    mask = (1 << bits) - 1
    for k, v in enumerate(values):
        if (v - flag) & mask == 0:
            return k + 1
    return 0


def _br_operands(op: Operation, k: int) -> list[int] | None:
    return list(range(len(op.operands))) if k == 0 else None


def _cond_br_operands(op: Operation, k: int) -> list[int] | None:
    rng = segment_range(op, 1 + k) if k in (0, 1) and segments(op) is not None else None
    return list(rng) if rng is not None else None


def _switch_operands(op: Operation, k: int) -> list[int] | None:
    if segments(op) is None:
        return None
    if k == 0:
        rng = segment_range(op, 1)
        return list(rng) if rng is not None else None
    cases = segment_range(op, 2)
    per_case = int_array(op_attr(op, "case_operand_segments"))
    if cases is None or per_case is None or k - 1 >= len(per_case):
        return None
    start = cases.start + sum(per_case[: k - 1])
    return list(range(start, start + per_case[k - 1]))


CF_BR = replace(YIELD, operand_flow=_br_flow, successor_operands=_br_operands)
CF_COND_BR = replace(YIELD, operand_flow=_cond_br_flow, control_operands=_first, taken_successor=_cond_br_taken,
                     successor_operands=_cond_br_operands)
CF_SWITCH = replace(YIELD, operand_flow=_switch_flow, control_operands=_first, taken_successor=_switch_taken,
                    successor_operands=_switch_operands)

KERNEL = replace(CONTROL, memref_role=UseRole.ESCAPE, region_kind=RegionKind.KERNEL, region_flow=None)
"""A function or kernel: the root of an analysis (its terminators return)."""


def _launch_thread_args(op: Operation) -> tuple[SSAValue, ...]:
    """``gpu.launch``'s body arguments: block ids, thread ids, grid and block sizes."""
    return body_args(op)[3:6]


GPU_LAUNCH = replace(KERNEL, thread_args=_launch_thread_args)

CALL = replace(QUIET, memref_role=UseRole.ESCAPE, handoff=HandOff.WAIT)
"""A call: the callee may keep any buffer it is given, and may wait for other threads."""


RECORDS: dict[str, OpRecord] = {
    "scf.for": SCF_FOR,
    "affine.for": AFFINE_FOR,
    "scf.while": SCF_WHILE,
    "scf.parallel": SCF_PARALLEL,
    "scf.forall": SCF_FORALL,
    "affine.parallel": AFFINE_PARALLEL,
    "scf.if": BRANCH,
    "scf.index_switch": BRANCH,
    "affine.if": AFFINE_IF,
    "scf.execute_region": ONCE,
    "memref.alloca_scope": ONCE,
    "vector.mask": VECTOR_MASK,
    "scf.yield": YIELD,
    "affine.yield": YIELD,
    "memref.alloca_scope.return": YIELD,
    "vector.yield": YIELD,
    "scf.condition": CONDITION,
    "scf.reduce": replace(
        YIELD, memref_role=UseRole.ESCAPE, region_kind=RegionKind.LOOP, loop_shape=LoopShape.REPEAT
    ),
    "scf.reduce.return": replace(YIELD, memref_role=UseRole.ESCAPE),
    "scf.forall.in_parallel": replace(YIELD, memref_role=UseRole.ESCAPE),
    "cf.br": CF_BR,
    "cf.cond_br": CF_COND_BR,
    "cf.switch": CF_SWITCH,
    "gpu.return": RETURN,
    "func.return": RETURN,
    "func.call": CALL,
    "func.call_indirect": CALL,
    "gpu.func": KERNEL,
    "func.func": KERNEL,
    "gpu.launch": GPU_LAUNCH,
    "gpu.terminator": RETURN,
    "llvm.func": KERNEL,
    "llvm.return": RETURN,
}
"""Control-flow ops by name (``smem.kernel`` and ``smem.return`` describe themselves)."""

__all__ = ["RECORDS", "CONTROL", "KERNEL", "RETURN", "YIELD"]
