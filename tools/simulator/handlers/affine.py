"""Handlers for ``affine`` ops: loops and branches with affine bounds and conditions, accesses
through affine maps, and index arithmetic (apply, min, max, delinearize, linearize).

An affine map is compiled once into a Python function of its dimension and symbol values
(its operands: dimensions first, then symbols); ``floordiv`` and ``mod`` round towards
minus infinity as Python's ``//`` and ``%`` do. ``affine.for`` runs as ``scf.for`` does
(lower bound: the max of its map's results, upper bound: the min), ``affine.if`` as
``scf.if`` with its integer set as the condition.
"""

from __future__ import annotations

import math
from typing import Callable

from xdsl.dialects.builtin import DYNAMIC_INDEX, AffineMapAttr, IntegerAttr
from xdsl.ir import Operation
from xdsl.ir.affine import (
    AffineBinaryOpExpr,
    AffineBinaryOpKind,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineMap,
    AffineSymExpr,
)
from xdsl.ir.affine.affine_set import AffineConstraintKind

from smem_opt.tools.simulator.frame import Fn, attr, dense_values, segments
from smem_opt.tools.simulator.handlers.memref import access_closure
from smem_opt.tools.simulator.handlers.scf import choose_region, counted_loop
from smem_opt.tools.simulator.handlers.vector import vector_access
from smem_opt.tools.simulator.memory import SimError

MapFn = Callable[[list[int], list[int]], tuple[int, ...]]


def _expr(e: AffineExpr) -> str:
    if isinstance(e, AffineConstantExpr):
        return str(e.value)
    if isinstance(e, AffineDimExpr):
        return f"d[{e.position}]"
    if isinstance(e, AffineSymExpr):
        return f"s[{e.position}]"
    if isinstance(e, AffineBinaryOpExpr):
        a, b = _expr(e.lhs), _expr(e.rhs)
        if e.kind == AffineBinaryOpKind.Add:
            return f"({a} + {b})"
        if e.kind == AffineBinaryOpKind.Mul:
            return f"({a} * {b})"
        if e.kind == AffineBinaryOpKind.Mod:
            return f"({a} % {b})"
        if e.kind == AffineBinaryOpKind.FloorDiv:
            return f"({a} // {b})"
        if e.kind == AffineBinaryOpKind.CeilDiv:
            return f"(-(-{a} // {b}))"
    raise SimError(f"unsupported affine expression {e}")


def compile_exprs(exprs) -> MapFn:
    """A function (dims, symbols) -> values of the affine expressions ``exprs``."""
    body = ", ".join(_expr(e) for e in exprs)
    return eval(f"lambda d, s: ({body}{',' if exprs else ''})")  # noqa: S307 - built from IR expressions


def _map(op: Operation, name: str) -> AffineMap:
    a = attr(op, name)
    if not isinstance(a, AffineMapAttr):
        raise SimError(f"'{op.name}' has no affine map '{name}'", op)
    return a.data


def _bind(prog, amap: AffineMap, operands) -> Callable[[list], tuple[int, ...]]:
    """The map's results as a function of the frame, its operands in the given SSA values."""
    f = compile_exprs(amap.results)
    slots = [prog.slot(v) for v in operands]
    nd = amap.num_dims
    dims, syms = slots[:nd], slots[nd:]

    def values(fr: list) -> tuple[int, ...]:
        return f([fr[x] for x in dims], [fr[x] for x in syms])

    return values


def affine_for(prog, op: Operation) -> Fn:
    body = op.regions[0].blocks.first
    assert body is not None
    n_iter = len(body.args) - 1
    lb_ops, ub_ops, inits = segments(op, [-1, 0, n_iter])
    if not dense_values(attr(op, "operandSegmentSizes")):
        n_lb = _map(op, "lowerBoundMap").num_dims + _map(op, "lowerBoundMap").num_symbols
        bound_ops = list(op.operands[: len(op.operands) - n_iter])
        lb_ops, ub_ops = bound_ops[:n_lb], bound_ops[n_lb:]
    lower = _bind(prog, _map(op, "lowerBoundMap"), lb_ops)
    upper = _bind(prog, _map(op, "upperBoundMap"), ub_ops)
    step_attr = attr(op, "step")
    step = step_attr.value.data if isinstance(step_attr, IntegerAttr) else 1

    def bounds(fr: list) -> tuple[int, int, int]:
        return max(lower(fr)), min(upper(fr)), step

    return counted_loop(prog, op, bounds, [prog.slot(v) for v in inits], body)


def affine_if(prog, op: Operation) -> Fn:
    condition = attr(op, "condition")
    aset = getattr(condition, "data", None)
    if aset is None or not hasattr(aset, "constraints"):
        raise SimError("affine.if without an integer set", op)
    kinds = [c.kind for c in aset.constraints]
    diff = compile_exprs([c.lhs - c.rhs for c in aset.constraints])
    slots = [prog.slot(v) for v in op.operands]
    dims, syms = slots[: aset.num_dims], slots[aset.num_dims :]

    def holds(fr: list) -> bool:
        values = diff([fr[x] for x in dims], [fr[x] for x in syms])
        for kind, v in zip(kinds, values):
            if kind == AffineConstraintKind.eq and v != 0:
                return False
            if kind == AffineConstraintKind.ge and v < 0:
                return False
            if kind == AffineConstraintKind.le and v > 0:
                return False
        return True

    def choose(fr: list) -> int:
        return 0 if holds(fr) else 1

    return choose_region(prog, op, choose, list(op.regions))


def _indices_then(prog, op: Operation, operands, access: Callable[[list[int]], Fn]) -> Fn:
    """Compute the access map's results into scratch slots, then run ``access(slots)``."""
    values = _bind(prog, _map(op, "map"), operands)
    n = len(_map(op, "map").results)
    scratch = [prog.fresh_slot() for _ in range(n)]
    run_access = access(scratch)

    def run(fr: list) -> None:
        for slot, v in zip(scratch, values(fr)):
            fr[slot] = v
        run_access(fr)

    return run


def affine_load(prog, op: Operation) -> Fn:
    m, r = prog.slot(op.operands[0]), prog.slot(op.results[0])
    return _indices_then(prog, op, op.operands[1:], lambda idx: access_closure("load", op, m, idx, r))


def affine_store(prog, op: Operation) -> Fn:
    v, m = prog.slot(op.operands[0]), prog.slot(op.operands[1])
    return _indices_then(prog, op, op.operands[2:], lambda idx: access_closure("store", op, m, idx, v))


def affine_vector_load(prog, op: Operation) -> Fn:
    base = op.operands[0]
    m = prog.slot(base)
    vt = op.results[0].type
    return _indices_then(
        prog, op, op.operands[1:], lambda idx: vector_access(prog, op, m, idx, base.type, vt, None, None, None, False)
    )


def affine_vector_store(prog, op: Operation) -> Fn:
    value, base = op.operands[0], op.operands[1]
    m = prog.slot(base)
    return _indices_then(
        prog,
        op,
        op.operands[2:],
        lambda idx: vector_access(prog, op, m, idx, base.type, value.type, value, None, None, True),
    )


def _map_value(prog, op: Operation, combine: Callable[[tuple[int, ...]], int]) -> Fn:
    values = _bind(prog, _map(op, "map"), op.operands)
    r = prog.slot(op.results[0])

    def run(fr: list) -> None:
        fr[r] = combine(values(fr))

    return run


def affine_apply(prog, op: Operation) -> Fn:
    return _map_value(prog, op, lambda v: v[0])


def affine_min(prog, op: Operation) -> Fn:
    return _map_value(prog, op, min)


def affine_max(prog, op: Operation) -> Fn:
    return _map_value(prog, op, max)


def _basis(prog, op: Operation, dynamic) -> list[tuple[bool, int]]:
    it = iter(dynamic)
    return [
        (True, prog.slot(next(it))) if b == DYNAMIC_INDEX else (False, b)
        for b in dense_values(attr(op, "static_basis"))
    ]


def affine_delinearize_index(prog, op: Operation) -> Fn:
    """``%r:n = affine.delinearize_index %i into (b...)``: the mixed-radix digits of %i; without
    an outer bound (one basis entry fewer than results) the first digit is unbounded."""
    static = dense_values(attr(op, "static_basis"))
    n_dynamic = sum(1 for b in static if b == DYNAMIC_INDEX)
    index = prog.slot(op.operands[0])
    basis = _basis(prog, op, op.operands[1 : 1 + n_dynamic])
    rs = [prog.slot(v) for v in op.results]
    if len(basis) == len(rs) - 1:
        basis = [(False, 0)] + basis
    if len(basis) != len(rs):
        raise SimError("affine.delinearize_index with a basis that does not match its results", op)

    def run(fr: list) -> None:
        x = fr[index]
        radix = [fr[v] if dyn else v for dyn, v in basis]
        for k in range(len(rs) - 1, 0, -1):
            fr[rs[k]] = x % radix[k]
            x //= radix[k]
        fr[rs[0]] = x

    return run


def affine_linearize_index(prog, op: Operation) -> Fn:
    """``affine.linearize_index [i...] by (b...)``: sum of i_k times the product of the later
    basis entries (the outer bound, when given, only bounds i_0)."""
    static = dense_values(attr(op, "static_basis"))
    n_dynamic = sum(1 for b in static if b == DYNAMIC_INDEX)
    n_index = len(op.operands) - n_dynamic
    digits = [prog.slot(v) for v in op.operands[:n_index]]
    basis = _basis(prog, op, op.operands[n_index:])
    if len(basis) == len(digits) - 1:
        basis = [(False, 0)] + basis
    r = prog.slot(op.results[0])

    def run(fr: list) -> None:
        radix = [fr[v] if dyn else v for dyn, v in basis]
        fr[r] = sum(fr[d] * math.prod(radix[k + 1 :]) for k, d in enumerate(digits))

    return run


HANDLERS = {
    "affine.for": affine_for,
    "affine.if": affine_if,
    "affine.load": affine_load,
    "affine.store": affine_store,
    "affine.vector_load": affine_vector_load,
    "affine.vector_store": affine_vector_store,
    "affine.apply": affine_apply,
    "affine.min": affine_min,
    "affine.max": affine_max,
    "affine.delinearize_index": affine_delinearize_index,
    "affine.linearize_index": affine_linearize_index,
}
