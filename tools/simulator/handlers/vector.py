"""Handlers for ``vector`` ops: vector values, and vector loads and stores on any memory.

A vector value is a tuple of its lanes in row-major order (an n-D vector flattened).
Elementwise arithmetic on vectors is ``arith``'s (lane by lane); this module has the
ops that build, take apart and reduce vectors, and the memory ops: ``vector.load`` /
``store`` (lanes along the memref's trailing dimensions, or one element of a memref
of vectors), ``maskedload`` / ``maskedstore`` and ``transfer_read`` / ``transfer_write``
with their masks, padding and out-of-bounds lanes. Every lane is one element access
for the race detector; an access the kernel does not mask off must be in bounds.
"""

from __future__ import annotations

import itertools
import math
from typing import Any, Callable

from xdsl.dialects.builtin import DYNAMIC_INDEX, AffineMapAttr, AnyFloat, MemRefType, VectorType
from xdsl.ir import Attribute, Operation
from xdsl.ir.affine import AffineConstantExpr, AffineDimExpr

from smem_opt.tools.simulator.frame import TID, Fn, attr, dense_values
from smem_opt.tools.simulator.handlers.arith import lanewise, scalar_type
from smem_opt.tools.simulator.memory import SimError, float_rounder, int_width, load_element, store_element, wrap_int
from smem_opt.tools.simulator.scalars import FLOAT_BINARY, fma, int_binary_fn


def _shape(t: Attribute) -> list[int]:
    return list(t.get_shape()) if isinstance(t, VectorType) else []  # type: ignore[union-attr]


def _points(shape: list[int]) -> list[tuple[int, ...]]:
    return list(itertools.product(*(range(d) for d in shape)))


def _flat(index: tuple[int, ...] | list[int], shape: list[int]) -> int:
    k = 0
    for i, d in zip(index, shape):
        k = k * d + i
    return k


def _positions(prog, op: Operation, dynamic) -> list[tuple[bool, int]]:
    """(is_dynamic, slot or constant) for ``static_position`` with its dynamic operands."""
    it = iter(dynamic)
    out = []
    for p in dense_values(attr(op, "static_position")):
        out.append((True, prog.slot(next(it))) if p == DYNAMIC_INDEX else (False, p))
    return out


# -- building and taking apart vectors ---------------------------------------------------


def vector_broadcast(prog, op: Operation) -> Fn:
    s, r = prog.slot(op.operands[0]), prog.slot(op.results[0])
    src_shape, dst_shape = _shape(op.operands[0].type), _shape(op.results[0].type)
    if not src_shape:
        n = math.prod(dst_shape)

        def splat(fr: list) -> None:
            fr[r] = (fr[s],) * n

        return splat
    lead = len(dst_shape) - len(src_shape)
    take = [
        _flat([0 if src_shape[k] == 1 else p[lead + k] for k in range(len(src_shape))], src_shape)
        for p in _points(dst_shape)
    ]

    def run(fr: list) -> None:
        v = fr[s]
        fr[r] = tuple(v[k] for k in take)

    return run


def vector_extract(prog, op: Operation) -> Fn:
    src = op.operands[0]
    s, r = prog.slot(src), prog.slot(op.results[0])
    shape = _shape(src.type)
    pos = _positions(prog, op, op.operands[1:])
    inner = shape[len(pos) :]
    size = math.prod(inner)
    scalar = not isinstance(op.results[0].type, VectorType)

    def run(fr: list) -> None:
        index = [fr[v] if dyn else v for dyn, v in pos]
        if any(not 0 <= i < d for i, d in zip(index, shape)):
            raise SimError(f"vector.extract position {index} out of bounds of {shape}", op)
        start = _flat(index + [0] * len(inner), shape)
        fr[r] = fr[s][start] if scalar else tuple(fr[s][start : start + size])

    return run


def vector_insert(prog, op: Operation) -> Fn:
    value, dest = op.operands[0], op.operands[1]
    v, d, r = prog.slot(value), prog.slot(dest), prog.slot(op.results[0])
    shape = _shape(dest.type)
    pos = _positions(prog, op, op.operands[2:])
    inner = shape[len(pos) :]
    scalar = not isinstance(value.type, VectorType)

    def run(fr: list) -> None:
        index = [fr[x] if dyn else x for dyn, x in pos]
        if any(not 0 <= i < n for i, n in zip(index, shape)):
            raise SimError(f"vector.insert position {index} out of bounds of {shape}", op)
        start = _flat(index + [0] * len(inner), shape)
        out = list(fr[d])
        if scalar:
            out[start] = fr[v]
        else:
            out[start : start + len(fr[v])] = fr[v]
        fr[r] = tuple(out)

    return run


def vector_extractelement(prog, op: Operation) -> Fn:
    s, r = prog.slot(op.operands[0]), prog.slot(op.results[0])
    i = prog.slot(op.operands[1]) if len(op.operands) > 1 else None

    def run(fr: list) -> None:
        fr[r] = fr[s][fr[i] if i is not None else 0]

    return run


def vector_insertelement(prog, op: Operation) -> Fn:
    v, d, r = prog.slot(op.operands[0]), prog.slot(op.operands[1]), prog.slot(op.results[0])
    i = prog.slot(op.operands[2]) if len(op.operands) > 2 else None

    def run(fr: list) -> None:
        out = list(fr[d])
        out[fr[i] if i is not None else 0] = fr[v]
        fr[r] = tuple(out)

    return run


def vector_splat(prog, op: Operation) -> Fn:
    s, r = prog.slot(op.operands[0]), prog.slot(op.results[0])
    n = math.prod(_shape(op.results[0].type))

    def run(fr: list) -> None:
        fr[r] = (fr[s],) * n

    return run


def vector_from_elements(prog, op: Operation) -> Fn:
    srcs = [prog.slot(v) for v in op.operands]
    r = prog.slot(op.results[0])

    def run(fr: list) -> None:
        fr[r] = tuple(fr[s] for s in srcs)

    return run


def vector_shape_cast(prog, op: Operation) -> Fn:
    s, r = prog.slot(op.operands[0]), prog.slot(op.results[0])

    def run(fr: list) -> None:
        fr[r] = fr[s]

    return run


def vector_transpose(prog, op: Operation) -> Fn:
    s, r = prog.slot(op.operands[0]), prog.slot(op.results[0])
    src_shape = _shape(op.operands[0].type)
    perm = dense_values(attr(op, "permutation"))
    dst_shape = [src_shape[p] for p in perm]
    take = []
    for q in _points(dst_shape):
        index = [0] * len(src_shape)
        for k, p in enumerate(perm):
            index[p] = q[k]
        take.append(_flat(index, src_shape))

    def run(fr: list) -> None:
        v = fr[s]
        fr[r] = tuple(v[k] for k in take)

    return run


def vector_step(prog, op: Operation) -> None:
    prog.template[prog.slot(op.results[0])] = tuple(range(math.prod(_shape(op.results[0].type))))
    return None


def vector_create_mask(prog, op: Operation) -> Fn:
    bounds = [prog.slot(v) for v in op.operands]
    r = prog.slot(op.results[0])
    points = _points(_shape(op.results[0].type))

    def run(fr: list) -> None:
        limits = [fr[b] for b in bounds]
        fr[r] = tuple(1 if all(i < n for i, n in zip(p, limits)) else 0 for p in points)

    return run


def vector_constant_mask(prog, op: Operation) -> None:
    limits = dense_values(attr(op, "mask_dim_sizes"))
    points = _points(_shape(op.results[0].type))
    prog.template[prog.slot(op.results[0])] = tuple(1 if all(i < n for i, n in zip(p, limits)) else 0 for p in points)
    return None


def vector_fma(prog, op: Operation) -> Fn:
    rnd = float_rounder(scalar_type(op.results[0].type))
    return lanewise(prog, op, lambda x, y, z: rnd(fma(x, y, z)))


def _combining(op: Operation) -> str:
    kind = attr(op, "kind")
    data = getattr(kind, "data", kind)
    if isinstance(data, (set, frozenset)) and len(data) == 1:
        data = next(iter(data))
    return str(getattr(data, "value", data)).lower()


def _combiner(op: Operation, kind: str, t: Attribute) -> Callable[[Any, Any], Any]:
    """The binary function of a combining kind (``add``, ``maxnumf``, ``xor``, ...) on type ``t``."""
    if isinstance(t, AnyFloat):
        f = FLOAT_BINARY.get({"add": "arith.addf", "mul": "arith.mulf"}.get(kind, "arith." + kind))
        if f is not None:
            rnd = float_rounder(t)
            return lambda x, y: rnd(f(x, y))
    else:
        w = int_width(t)
        names = {"add": "arith.addi", "mul": "arith.muli", "and": "arith.andi", "or": "arith.ori", "xor": "arith.xori"}
        g = int_binary_fn(names.get(kind, "arith." + kind), w)
        if g is not None:
            return lambda x, y: wrap_int(g(x, y), w)
    raise SimError(f"the simulator does not support the combining kind '{kind}' on {t}", op)


def vector_reduction(prog, op: Operation) -> Fn:
    s, r = prog.slot(op.operands[0]), prog.slot(op.results[0])
    acc = prog.slot(op.operands[1]) if len(op.operands) > 1 else None
    f = _combiner(op, _combining(op), op.results[0].type)

    def run(fr: list) -> None:
        lanes = fr[s]
        value = lanes[0] if acc is None else f(fr[acc], lanes[0])
        for x in lanes[1:]:
            value = f(value, x)
        fr[r] = value

    return run


# -- memory ------------------------------------------------------------------------------


def _lane_offsets(vshape: list[int], dims: list[int | None]) -> list[list[tuple[int, int]]]:
    """Per lane, (memref dim, added index) pairs: vector dim k moves memref dim ``dims[k]``
    (None: a broadcast dimension, which moves nothing)."""
    out = []
    for p in _points(vshape):
        out.append([(dims[k], p[k]) for k in range(len(vshape)) if dims[k] is not None])  # type: ignore[misc]
    return out


def _memory_lanes(op: Operation, memref_type: MemRefType, vector_type: Attribute):
    """How a vector load/store moves through memory: ("element", None) for one element of a memref
    of vectors, else ("lanes", per-lane offsets along the trailing dimensions)."""
    if memref_type.element_type == vector_type:
        return "element", None
    vshape = _shape(vector_type)
    rank = len(memref_type.get_shape())
    if len(vshape) > rank:
        raise SimError(f"'{op.name}' of a rank-{len(vshape)} vector on a rank-{rank} memref", op)
    dims: list[int | None] = list(range(rank - len(vshape), rank))
    return "lanes", _lane_offsets(vshape, dims)


def _lane_address(mr, base: list[int], offsets: list[tuple[int, int]], op: Operation) -> int:
    index = list(base)
    for d, k in offsets:
        index[d] += k
    return mr.byte_address(index, op)


def _in_bounds(mr, base: list[int], offsets: list[tuple[int, int]]) -> bool:
    for d, k in offsets:
        if not base[d] + k < mr.shape[d]:
            return False
    return True


def vector_access(
    prog, op: Operation, m: int, idx: list[int], memref_type, vector_type, value_v, mask_v, other_v, store: bool
) -> Fn:
    """vector.load / store / maskedload / maskedstore (and affine's vector_load / vector_store):
    the memref in slot ``m``, its indices in slots ``idx``."""
    r = prog.slot(op.results[0]) if op.results else None
    val = prog.slot(value_v) if value_v is not None else None
    mask = prog.slot(mask_v) if mask_v is not None else None
    other = prog.slot(other_v) if other_v is not None else None
    assert isinstance(memref_type, MemRefType)
    how, lanes = _memory_lanes(op, memref_type, vector_type)

    def run(fr: list) -> None:
        mr = fr[m]
        base = [fr[i] for i in idx]
        acc = (fr[TID], op, mr)
        st, el = mr.st, mr.elem
        if how == "element":
            at = mr.byte_address(base, op)
            if store:
                store_element(st, el, at, fr[val], acc)
            else:
                fr[r] = load_element(st, el, at, acc)
            return
        keep = fr[mask] if mask is not None else None
        if store:
            value = fr[val]
            for k, offsets in enumerate(lanes):  # type: ignore[arg-type]
                if keep is None or keep[k]:
                    store_element(st, el, _lane_address(mr, base, offsets, op), value[k], acc)
        else:
            out = []
            fallback = fr[other] if other is not None else None
            for k, offsets in enumerate(lanes):  # type: ignore[arg-type]
                if keep is None or keep[k]:
                    out.append(load_element(st, el, _lane_address(mr, base, offsets, op), acc))
                else:
                    out.append(fallback[k])  # type: ignore[index]
            fr[r] = tuple(out)

    return run


def _access(prog, op: Operation, base_v, index_vs, vector_type, value_v, mask_v, other_v, store: bool) -> Fn:
    m, idx = prog.slot(base_v), [prog.slot(v) for v in index_vs]
    return vector_access(prog, op, m, idx, base_v.type, vector_type, value_v, mask_v, other_v, store)


def _rank(v) -> int:
    return len(v.type.get_shape())


def vector_load(prog, op: Operation) -> Fn:
    return _access(prog, op, op.operands[0], op.operands[1:], op.results[0].type, None, None, None, False)


def vector_store(prog, op: Operation) -> Fn:
    value, base = op.operands[0], op.operands[1]
    return _access(prog, op, base, op.operands[2:], value.type, value, None, None, True)


def vector_maskedload(prog, op: Operation) -> Fn:
    base = op.operands[0]
    n = _rank(base)
    mask, passthru = op.operands[1 + n], op.operands[2 + n]
    return _access(prog, op, base, op.operands[1 : 1 + n], op.results[0].type, None, mask, passthru, False)


def vector_maskedstore(prog, op: Operation) -> Fn:
    base = op.operands[0]
    n = _rank(base)
    mask, value = op.operands[1 + n], op.operands[2 + n]
    return _access(prog, op, base, op.operands[1 : 1 + n], value.type, value, mask, None, True)


def _transfer_dims(op: Operation, rank: int, vector_type: Attribute) -> list[int | None]:
    """For each vector dim, the memref dim it walks (permutation_map; None: broadcast)."""
    pmap = attr(op, "permutation_map")
    vrank = len(_shape(vector_type))
    if not isinstance(pmap, AffineMapAttr):
        return list(range(rank - vrank, rank))
    dims: list[int | None] = []
    for e in pmap.data.results:
        if isinstance(e, AffineDimExpr):
            dims.append(e.position)
        elif isinstance(e, AffineConstantExpr) and e.value == 0:
            dims.append(None)
        else:
            raise SimError(f"unsupported permutation map {pmap.data} of '{op.name}'", op)
    return dims


def _in_bounds_flags(op: Operation, vrank: int) -> list[bool]:
    flags = attr(op, "in_bounds")
    values = [bool(getattr(getattr(f, "value", f), "data", f)) for f in getattr(flags, "data", ())]
    return values if len(values) == vrank else [False] * vrank


def _transfer(prog, op: Operation, write: bool) -> Fn:
    ops = list(op.operands)
    if write:
        value_v, base_v = ops[0], ops[1]
        rest = ops[2:]
    else:
        value_v, base_v = None, ops[0]
        rest = ops[1:]
    mem_t = base_v.type
    if not isinstance(mem_t, MemRefType):
        raise SimError(f"'{op.name}' on a tensor", op)
    rank = len(mem_t.get_shape())
    index_vs, rest = rest[:rank], rest[rank:]
    vector_type = value_v.type if value_v is not None else op.results[0].type
    padding_v = None
    if not write:
        padding_v, rest = (rest[0], rest[1:]) if rest else (None, rest)
    mask_v = rest[0] if rest else None
    if mem_t.element_type == vector_type:
        return _access(prog, op, base_v, index_vs, vector_type, value_v, None, None, write)
    vshape = _shape(vector_type)
    dims = _transfer_dims(op, rank, vector_type)
    if mask_v is not None and dims != list(range(rank - len(vshape), rank)):
        raise SimError(f"the simulator supports masked '{op.name}' with minor identity maps only", op)
    checked = [not f for f in _in_bounds_flags(op, len(vshape))]
    lanes = []
    for p in _points(vshape):
        moves = [(dims[k], p[k]) for k in range(len(vshape)) if dims[k] is not None]
        checks = [(dims[k], p[k]) for k in range(len(vshape)) if dims[k] is not None and checked[k]]
        lanes.append((moves, checks))
    m = prog.slot(base_v)
    idx = [prog.slot(v) for v in index_vs]
    val = prog.slot(value_v) if value_v is not None else None
    pad = prog.slot(padding_v) if padding_v is not None else None
    mask = prog.slot(mask_v) if mask_v is not None else None
    r = prog.slot(op.results[0]) if not write else None

    def run(fr: list) -> None:
        mr = fr[m]
        base = [fr[i] for i in idx]
        acc = (fr[TID], op, mr)
        st, el = mr.st, mr.elem
        keep = fr[mask] if mask is not None else None
        if write:
            value = fr[val]
            for k, (moves, checks) in enumerate(lanes):
                if (keep is None or keep[k]) and _in_bounds(mr, base, checks):
                    store_element(st, el, _lane_address(mr, base, moves, op), value[k], acc)
            return
        out = []
        padding = fr[pad] if pad is not None else el.zero
        for k, (moves, checks) in enumerate(lanes):
            if (keep is None or keep[k]) and _in_bounds(mr, base, checks):
                out.append(load_element(st, el, _lane_address(mr, base, moves, op), acc))
            else:
                out.append(padding)
        fr[r] = tuple(out)

    return run


def vector_transfer_read(prog, op: Operation) -> Fn:
    return _transfer(prog, op, False)


def vector_transfer_write(prog, op: Operation) -> Fn:
    if op.results:
        raise SimError("the simulator does not support 'vector.transfer_write' on tensors", op)
    return _transfer(prog, op, True)


HANDLERS = {
    "vector.broadcast": vector_broadcast,
    "vector.splat": vector_splat,
    "vector.extract": vector_extract,
    "vector.insert": vector_insert,
    "vector.extractelement": vector_extractelement,
    "vector.insertelement": vector_insertelement,
    "vector.from_elements": vector_from_elements,
    "vector.shape_cast": vector_shape_cast,
    "vector.transpose": vector_transpose,
    "vector.step": vector_step,
    "vector.create_mask": vector_create_mask,
    "vector.constant_mask": vector_constant_mask,
    "vector.fma": vector_fma,
    "vector.reduction": vector_reduction,
    "vector.load": vector_load,
    "vector.store": vector_store,
    "vector.maskedload": vector_maskedload,
    "vector.maskedstore": vector_maskedstore,
    "vector.transfer_read": vector_transfer_read,
    "vector.transfer_write": vector_transfer_write,
}
