"""Handlers for ``arith`` and ``math`` ops: each compiles one op into a closure over frame slots.

The scalar semantics live in ``tools.simulator.scalars``; this module binds them to
slots, rounds results to their type and wraps integers to their width. On vector
operands (tuples of lanes) every elementwise op applies lane by lane (``lanewise``).
"""

from __future__ import annotations

import math
from typing import Any, Callable

from xdsl.dialects.builtin import (
    DenseIntOrFPElementsAttr,
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    VectorType,
)
from xdsl.ir import Attribute, Operation

from smem_opt.tools.simulator.frame import Fn, attr, int_attr
from smem_opt.tools.simulator.memory import SimError, float_rounder, int_width, round_f32, wrap_int
from smem_opt.tools.simulator.scalars import (
    CMPF,
    FLOAT_BINARY,
    FLOAT_UNARY,
    cmpi_fn,
    fma,
    fp_to_int,
    from_bits,
    int_binary_fn,
    signed_fn,
    to_bits,
)


def scalar_type(t: Attribute) -> Attribute:
    """The element type of a vector type, or ``t`` itself."""
    return t.element_type if isinstance(t, VectorType) else t  # type: ignore[return-value]


def is_vector_op(op: Operation) -> bool:
    return any(isinstance(v.type, VectorType) for v in (*op.operands, *op.results))


def lanewise(prog, op: Operation, f: Callable[..., Any]) -> Fn:
    """An elementwise op on vectors (tuples of lanes): ``f`` applied lane by lane, scalar
    operands (``arith.select``'s condition) taken for every lane."""
    srcs = [prog.slot(v) for v in op.operands]
    vector = [isinstance(v.type, VectorType) for v in op.operands]
    r = prog.slot(op.results[0])
    rt = op.results[0].type
    n = math.prod(rt.get_shape()) if isinstance(rt, VectorType) else 1

    def run(fr: list) -> None:
        cols = [fr[s] if v else (fr[s],) * n for s, v in zip(srcs, vector)]
        fr[r] = tuple(map(f, *cols))

    return run


def _float_binary(prog, op: Operation, f: Callable[[float, float], float]) -> Fn:
    a, b, r = prog.slot(op.operands[0]), prog.slot(op.operands[1]), prog.slot(op.results[0])
    rnd = float_rounder(scalar_type(op.results[0].type))
    if is_vector_op(op):
        return lanewise(prog, op, lambda x, y: rnd(f(x, y)))
    if rnd is round_f32:
        from smem_opt.tools.simulator.memory import _F32

        pack, unpack = _F32.pack, _F32.unpack

        def run32(fr: list) -> None:
            v = f(fr[a], fr[b])
            try:
                fr[r] = unpack(pack(v))[0]
            except OverflowError:
                fr[r] = math.copysign(math.inf, v)

        return run32

    def run(fr: list) -> None:
        fr[r] = rnd(f(fr[a], fr[b]))

    return run


def _float_unary(prog, op: Operation, f: Callable[[float], float]) -> Fn:
    a, r = prog.slot(op.operands[0]), prog.slot(op.results[0])
    rnd = float_rounder(scalar_type(op.results[0].type))
    if is_vector_op(op):
        return lanewise(prog, op, lambda x: rnd(f(x)))

    def run(fr: list) -> None:
        fr[r] = rnd(f(fr[a]))

    return run


def _int_binary(prog, op: Operation, f: Callable[[int, int], int]) -> Fn:
    a, b, r = prog.slot(op.operands[0]), prog.slot(op.operands[1]), prog.slot(op.results[0])
    w = int_width(scalar_type(op.results[0].type))
    lo, hi = (0, 1) if w == 1 else (-(1 << (w - 1)), (1 << (w - 1)) - 1)
    if is_vector_op(op):
        return lanewise(prog, op, lambda x, y: wrap_int(f(x, y), w))
    if op.name == "arith.addi":

        def add(fr: list) -> None:
            v = fr[a] + fr[b]
            fr[r] = v if lo <= v <= hi else wrap_int(v, w)

        return add
    if op.name == "arith.muli":

        def mul(fr: list) -> None:
            v = fr[a] * fr[b]
            fr[r] = v if lo <= v <= hi else wrap_int(v, w)

        return mul
    if op.name == "arith.subi":

        def sub(fr: list) -> None:
            v = fr[a] - fr[b]
            fr[r] = v if lo <= v <= hi else wrap_int(v, w)

        return sub

    def run(fr: list) -> None:
        v = f(fr[a], fr[b])
        fr[r] = v if lo <= v <= hi else wrap_int(v, w)

    return run


def arith_constant(prog, op: Operation) -> Fn | None:
    value = attr(op, "value")
    t = op.results[0].type
    if isinstance(t, VectorType) and isinstance(value, DenseIntOrFPElementsAttr):
        et = t.element_type
        if isinstance(et, (IntegerType, IndexType)):
            v: Any = tuple(wrap_int(int(x), int_width(et)) for x in value.get_values())
        else:
            v = tuple(float_rounder(et)(float(x)) for x in value.get_values())
        n = math.prod(t.get_shape())
        if len(v) == 1 and n != 1:
            v = v * n
    elif isinstance(value, IntegerAttr):
        v = wrap_int(value.value.data, int_width(t))
    elif isinstance(value, FloatAttr):
        v = float_rounder(t)(float(value.value.data))
    else:
        raise SimError(f"unsupported constant {value}", op)
    prog.template[prog.slot(op.results[0])] = v
    return None


def arith_cmpi(prog, op: Operation) -> Fn:
    a, b, r = prog.slot(op.operands[0]), prog.slot(op.operands[1]), prog.slot(op.results[0])
    f = cmpi_fn(int_attr(op, "predicate", 0) or 0, int_width(scalar_type(op.operands[0].type)))
    if is_vector_op(op):
        return lanewise(prog, op, lambda x, y: 1 if f(x, y) else 0)

    def run(fr: list) -> None:
        fr[r] = 1 if f(fr[a], fr[b]) else 0

    return run


def arith_cmpf(prog, op: Operation) -> Fn:
    a, b, r = prog.slot(op.operands[0]), prog.slot(op.operands[1]), prog.slot(op.results[0])
    f = CMPF[int_attr(op, "predicate", 0) or 0]
    if is_vector_op(op):
        return lanewise(prog, op, lambda x, y: 1 if f(x, y) else 0)

    def run(fr: list) -> None:
        fr[r] = 1 if f(fr[a], fr[b]) else 0

    return run


def arith_select(prog, op: Operation) -> Fn:
    c, a, b, r = (prog.slot(v) for v in (*op.operands, op.results[0]))
    if is_vector_op(op) and not isinstance(op.results[0].type, MemRefType):
        return lanewise(prog, op, lambda x, y, z: y if x else z)

    def run(fr: list) -> None:
        fr[r] = fr[a] if fr[c] else fr[b]

    return run


def _convert(prog, op: Operation, f: Callable[[Any], Any]) -> Fn:
    a, r = prog.slot(op.operands[0]), prog.slot(op.results[0])
    if is_vector_op(op):
        return lanewise(prog, op, f)

    def run(fr: list) -> None:
        fr[r] = f(fr[a])

    return run


def arith_index_cast(prog, op: Operation) -> Fn:
    wi = int_width(scalar_type(op.operands[0].type))
    wo = int_width(scalar_type(op.results[0].type))
    s = signed_fn(wi)
    return _convert(prog, op, lambda x: wrap_int(s(x), wo))


def arith_index_castui(prog, op: Operation) -> Fn:
    mask = (1 << int_width(scalar_type(op.operands[0].type))) - 1
    wo = int_width(scalar_type(op.results[0].type))
    return _convert(prog, op, lambda x: wrap_int(x & mask, wo))


def arith_sitofp(prog, op: Operation) -> Fn:
    s = signed_fn(int_width(scalar_type(op.operands[0].type)))
    rnd = float_rounder(scalar_type(op.results[0].type))
    return _convert(prog, op, lambda x: rnd(float(s(x))))


def arith_uitofp(prog, op: Operation) -> Fn:
    mask = (1 << int_width(scalar_type(op.operands[0].type))) - 1
    rnd = float_rounder(scalar_type(op.results[0].type))
    return _convert(prog, op, lambda x: rnd(float(x & mask)))


def arith_fptosi(prog, op: Operation) -> Fn:
    w = int_width(scalar_type(op.results[0].type))
    return _convert(prog, op, lambda x: fp_to_int(x, w))


def arith_extf(prog, op: Operation) -> Fn:
    rnd = float_rounder(scalar_type(op.results[0].type))
    return _convert(prog, op, rnd)


def arith_bitcast(prog, op: Operation) -> Fn:
    ti, to = scalar_type(op.operands[0].type), scalar_type(op.results[0].type)
    return _convert(prog, op, lambda x: from_bits(to_bits(x, ti), to))


def math_absi(prog, op: Operation) -> Fn:
    w = int_width(scalar_type(op.results[0].type))
    return _convert(prog, op, lambda x: wrap_int(abs(x), w))


def math_fma(prog, op: Operation) -> Fn:
    a, b, c = (prog.slot(v) for v in op.operands)
    r = prog.slot(op.results[0])
    rnd = float_rounder(scalar_type(op.results[0].type))
    if is_vector_op(op):
        return lanewise(prog, op, lambda x, y, z: rnd(fma(x, y, z)))

    def run(fr: list) -> None:
        fr[r] = rnd(fma(fr[a], fr[b], fr[c]))

    return run


def _int_binary_of(op: Operation) -> Callable[[int, int], int] | None:
    if op.name.startswith("arith.") and len(op.operands) == 2 and len(op.results) == 1:
        t = scalar_type(op.results[0].type)
        if isinstance(t, (IntegerType, IndexType)):
            return int_binary_fn(op.name, int_width(t))
    return None


def fallback_applies(op: Operation) -> bool:
    return op.name in FLOAT_BINARY or op.name in FLOAT_UNARY or _int_binary_of(op) is not None


def fallback(prog, op: Operation) -> Fn:
    """Elementwise float and integer ops known by table rather than by handler."""
    name = op.name
    if name in FLOAT_BINARY:
        return _float_binary(prog, op, FLOAT_BINARY[name])
    if name in FLOAT_UNARY:
        return _float_unary(prog, op, FLOAT_UNARY[name])
    f = _int_binary_of(op)
    assert f is not None
    return _int_binary(prog, op, f)


HANDLERS = {
    "arith.constant": arith_constant,
    "arith.cmpi": arith_cmpi,
    "arith.cmpf": arith_cmpf,
    "arith.select": arith_select,
    "arith.index_cast": arith_index_cast,
    "arith.extsi": arith_index_cast,
    "arith.trunci": arith_index_cast,
    "arith.index_castui": arith_index_castui,
    "arith.extui": arith_index_castui,
    "arith.sitofp": arith_sitofp,
    "arith.uitofp": arith_uitofp,
    "arith.fptosi": arith_fptosi,
    "arith.fptoui": arith_fptosi,
    "arith.extf": arith_extf,
    "arith.truncf": arith_extf,
    "arith.bitcast": arith_bitcast,
    "math.absi": math_absi,
    "math.fma": math_fma,
}
