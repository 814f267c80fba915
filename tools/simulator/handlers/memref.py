"""Handlers for ``memref`` ops (and ``smem.alloc``): allocation, loads and stores, views.

A shared (workgroup) alloc is one ``SharedStorage`` per block, created by the first
thread that runs it; running it again (an alloc inside a loop) makes its contents
undefined. Views, subviews, casts and reshapes build new ``MemRef`` values over the
same storage, so aliases share bytes exactly as on the device. Loads and stores are
closures generated per index arity, with an in-bounds fast path.
"""

from __future__ import annotations

import functools
import itertools
import math
from typing import Any, Callable

from xdsl.dialects.builtin import DYNAMIC_INDEX, IndexType, MemRefType
from xdsl.ir import Operation

from smem_opt.smem_dialect.gpu import is_workgroup_space
from smem_opt.tools.simulator.handlers.scf import run_once
from smem_opt.tools.simulator.frame import THREAD, TID, Fn, attr, buffer_name, dense_values, value_name
from smem_opt.tools.simulator.memory import (
    MemRef,
    SharedStorage,
    SimError,
    Storage,
    contiguous_strides,
    elem_of,
    load_element,
    store_element,
)


def _shape(prog, t: MemRefType, dyn: list[int], fr: list) -> list[int]:
    it = iter(dyn)
    return [fr[next(it)] if d == DYNAMIC_INDEX else d for d in t.get_shape()]


def smem_alloc(prog, op: Operation) -> Fn:
    t = op.results[0].type
    assert isinstance(t, MemRefType)
    if not is_workgroup_space(t.memory_space):
        return _private_alloc(prog, op)
    return _shared_alloc(prog, op)


def memref_alloc(prog, op: Operation) -> Fn:
    t = op.results[0].type
    assert isinstance(t, MemRefType)
    if is_workgroup_space(t.memory_space):
        return _shared_alloc(prog, op)
    return _private_alloc(prog, op)


def _shared_alloc(prog, op: Operation) -> Fn:
    t = op.results[0].type
    assert isinstance(t, MemRefType)
    elem = elem_of(t.element_type)
    dyn = [prog.slot(v) for v in op.operands]
    r = prog.slot(op.results[0])
    name = buffer_name(op)

    def run(fr: list) -> None:
        cur = prog.cur
        counts = fr[THREAD].alloc_counts
        n = counts.get(op, 0) + 1
        counts[op] = n
        st = cur.mem.get(op)  # type: ignore[union-attr]
        if st is None:
            shape = _shape(prog, t, dyn, fr)
            numel = math.prod(shape)
            size = numel * elem.nbytes
            st = SharedStorage(size, name, cur.det)  # type: ignore[union-attr]
            st.mr = MemRef(st, 0, 0, shape, contiguous_strides(shape), elem, name)  # type: ignore[attr-defined]
            st.name_region(0, size, name)
            cur.mem[op] = st  # type: ignore[union-attr]
        # Run again (an alloc inside a loop): its contents are undefined in the new iteration.
        st.enter(fr[TID], n)
        fr[r] = st.mr  # type: ignore[attr-defined]

    return run


def _private_alloc(prog, op: Operation) -> Fn:
    t = op.results[0].type
    assert isinstance(t, MemRefType)
    elem = elem_of(t.element_type)
    dyn = [prog.slot(v) for v in op.operands if isinstance(v.type, IndexType)]
    r = prog.slot(op.results[0])
    name = buffer_name(op)

    def run(fr: list) -> None:
        shape = _shape(prog, t, dyn, fr)
        st = Storage(math.prod(shape) * elem.nbytes, name, "private")
        fr[r] = MemRef(st, 0, 0, shape, contiguous_strides(shape), elem, name)

    return run


def memref_load(prog, op: Operation) -> Fn:
    m = prog.slot(op.operands[0])
    idx = [prog.slot(v) for v in op.operands[1:]]
    r = prog.slot(op.results[0])
    return access_closure("load", op, m, idx, r)


def memref_store(prog, op: Operation) -> Fn:
    v = prog.slot(op.operands[0])
    m = prog.slot(op.operands[1])
    idx = [prog.slot(x) for x in op.operands[2:]]
    return access_closure("store", op, m, idx, v)


def memref_copy(prog, op: Operation) -> Fn:
    s, d = prog.slot(op.operands[0]), prog.slot(op.operands[1])

    def run(fr: list) -> None:
        src, dst = fr[s], fr[d]
        if src.shape != dst.shape:
            raise SimError("memref.copy between different shapes", op)
        tid = fr[TID]
        for idx in _all_indices(src.shape):
            value = load_element(src.st, src.elem, src.byte_address(idx, op), (tid, op, src))
            store_element(dst.st, dst.elem, dst.byte_address(idx, op), value, (tid, op, dst))

    return run


def memref_dim(prog, op: Operation) -> Fn:
    s, i, r = prog.slot(op.operands[0]), prog.slot(op.operands[1]), prog.slot(op.results[0])

    def run(fr: list) -> None:
        fr[r] = fr[s].shape[fr[i]]

    return run


def _alias(prog, op: Operation) -> Fn:
    s, r = prog.slot(op.operands[0]), prog.slot(op.results[0])

    def run(fr: list) -> None:
        fr[r] = fr[s]

    return run


def memref_view(prog, op: Operation) -> Fn:
    s = prog.slot(op.operands[0])
    shift = prog.slot(op.operands[1])
    dyn = [prog.slot(v) for v in op.operands[2:]]
    r = prog.slot(op.results[0])
    t = op.results[0].type
    assert isinstance(t, MemRefType)
    elem = elem_of(t.element_type)
    name = value_name(op.results[0], "")

    def run(fr: list) -> None:
        src = fr[s]
        sh = fr[shift]
        shape = _shape(prog, t, dyn, fr)
        nbytes = math.prod(shape) * elem.nbytes
        if sh < 0 or sh + nbytes > src.shape[0]:
            raise SimError(
                f"memref.view of {nbytes} bytes at byte {sh} does not fit its source "
                f"'{src.name}' of {src.shape[0]} bytes",
                op,
            )
        start = src.ptr + src.off * src.elem.nbytes + sh
        mr = MemRef(src.st, start, 0, shape, contiguous_strides(shape), elem, name or src.name)
        if src.st.shared and name:
            src.st.name_region(start, start + nbytes, name)
        fr[r] = mr

    return run


def _mixed(prog, op: Operation, static_name: str, operands) -> list[tuple[bool, int]]:
    """(is_dynamic, slot-or-constant) for offsets / sizes / strides."""
    dyn = iter(operands)
    out = []
    for v in dense_values(attr(op, static_name)):
        if v == DYNAMIC_INDEX:
            out.append((True, prog.slot(next(dyn))))
        else:
            out.append((False, v))
    return out


def _offsets_sizes_strides(prog, op: Operation) -> list[list[tuple[bool, int]]]:
    """The mixed static/dynamic offsets, sizes and strides of a subview or reinterpret_cast
    (its dynamic operands follow the source, in that order)."""
    groups, at = [], 1
    for name in ("static_offsets", "static_sizes", "static_strides"):
        n = sum(1 for v in dense_values(attr(op, name)) if v == DYNAMIC_INDEX)
        groups.append(_mixed(prog, op, name, op.operands[at : at + n]))
        at += n
    return groups


def memref_subview(prog, op: Operation) -> Fn:
    s = prog.slot(op.operands[0])
    offs, sizes, strides = _offsets_sizes_strides(prog, op)
    r = prog.slot(op.results[0])
    rt = op.results[0].type
    assert isinstance(rt, MemRefType)
    keep = _kept_dims([None if d else v for d, v in sizes], list(rt.get_shape()))
    if keep is None:
        raise SimError("cannot match the subview's sizes with its result type", op)

    def run(fr: list) -> None:
        src = fr[s]
        o = [fr[v] if d else v for d, v in offs]
        z = [fr[v] if d else v for d, v in sizes]
        st = [fr[v] if d else v for d, v in strides]
        off = src.off
        for k in range(len(o)):
            if z[k] > 0 and not (0 <= o[k] and o[k] + (z[k] - 1) * st[k] < src.shape[k]):
                raise SimError(
                    f"subview [{o[k]} + {z[k]} x {st[k]}] out of bounds of dimension {k} "
                    f"(size {src.shape[k]}) of '{src.name}'",
                    op,
                )
            off += o[k] * src.strides[k]
        fr[r] = MemRef(
            src.st,
            src.ptr,
            off,
            [z[k] for k in keep],
            [src.strides[k] * st[k] for k in keep],
            src.elem,
            src.name,
        )

    return run


def memref_reinterpret_cast(prog, op: Operation) -> Fn:
    s = prog.slot(op.operands[0])
    offs, sizes, strides = _offsets_sizes_strides(prog, op)
    r = prog.slot(op.results[0])

    def run(fr: list) -> None:
        src = fr[s]
        o = [fr[v] if d else v for d, v in offs]
        mr = MemRef(
            src.st,
            src.ptr,
            o[0] if o else 0,
            [fr[v] if d else v for d, v in sizes],
            [fr[v] if d else v for d, v in strides],
            src.elem,
            src.name,
        )
        lo, hi = mr.extent_bytes()
        if lo < 0 or hi > src.st.size:
            raise SimError(
                f"memref.reinterpret_cast spans bytes [{lo}, {hi}) outside '{src.st.name}' of {src.st.size} bytes",
                op,
            )
        fr[r] = mr

    return run


def memref_expand_shape(prog, op: Operation) -> Fn:
    s = prog.slot(op.operands[0])
    groups = [[x.value.data for x in g.data] for g in attr(op, "reassociation").data]  # type: ignore[union-attr]
    out = _mixed(prog, op, "static_output_shape", op.operands[1:])
    if not out:
        rt = op.results[0].type
        out = [(False, d) for d in rt.get_shape()]  # type: ignore[attr-defined]
    r = prog.slot(op.results[0])

    def run(fr: list) -> None:
        src = fr[s]
        shape = [fr[v] if d else v for d, v in out]
        strides = [0] * len(shape)
        for i, g in enumerate(groups):
            acc = src.strides[i]
            for k in reversed(g):
                strides[k] = acc
                acc *= shape[k]
        fr[r] = MemRef(src.st, src.ptr, src.off, shape, strides, src.elem, src.name)

    return run


def memref_collapse_shape(prog, op: Operation) -> Fn:
    s = prog.slot(op.operands[0])
    groups = [[x.value.data for x in g.data] for g in attr(op, "reassociation").data]  # type: ignore[union-attr]
    r = prog.slot(op.results[0])

    def run(fr: list) -> None:
        src = fr[s]
        shape, strides = [], []
        for g in groups:
            shape.append(math.prod(src.shape[k] for k in g))
            strides.append(src.strides[g[-1]] if g else 1)
        fr[r] = MemRef(src.st, src.ptr, src.off, shape, strides, src.elem, src.name)

    return run


_ACCESS_TEMPLATE = """
def make(op, m, r, TID, SimError):
    def run(fr):
        mr = fr[m]
{indices}
        sh = mr.shape
        if {in_bounds}:
            el = mr.elem
            st = mr.st
            sd = mr.strides
            at = mr.ptr + (mr.off{linear}) * el.nbytes
            if at & el.amask:
                at = mr.byte_address([{names}], op)
        else:
            at = mr.byte_address([{names}], op)
            el = mr.elem
            st = mr.st
{body}
    return run
"""

_LOAD_BODY = """        if st.shared:
            st.on_read(at, el.nbytes, (fr[TID], op, mr))
        fr[r] = el.load(st.data, at)"""

_STORE_BODY = """        if st.shared:
            st.on_write(at, el.nbytes, (fr[TID], op, mr))
        else:
            st.written = True
        el.store(st.data, at, fr[r])"""


@functools.lru_cache(maxsize=None)
def _access_factory(kind: str, idx: tuple[int, ...]) -> Callable:
    """Generated code for a load or store whose indices sit in slots ``idx``."""
    names = [f"i{k}" for k in range(len(idx))]
    src = _ACCESS_TEMPLATE.format(
        indices="\n".join(f"        {n} = fr[{s}]" for n, s in zip(names, idx)) or "        pass",
        in_bounds=" and ".join(f"0 <= {n} < sh[{k}]" for k, n in enumerate(names)) or "True",
        linear="".join(f" + {n} * sd[{k}]" for k, n in enumerate(names)),
        names=", ".join(names),
        body=_LOAD_BODY if kind == "load" else _STORE_BODY,
    )
    scope: dict[str, Any] = {}
    exec(compile(src, f"<simulator {kind}>", "exec"), scope)
    return scope["make"]


def access_closure(kind: str, op: Operation, m: int, idx: list[int], r: int) -> Fn:
    """A load/store closure specialised (by generated code) for its index slots."""
    return _access_factory(kind, tuple(idx))(op, m, r, TID, SimError)


def _kept_dims(sizes: list[int | None], result_shape: list[int]) -> list[int] | None:
    """Which source dims a (possibly rank-reducing) subview keeps; None sizes are dynamic."""

    def match(i: int, j: int) -> list[int] | None:
        if j == len(result_shape):
            return [] if all(z == 1 for z in sizes[i:]) else None
        if i == len(sizes):
            return None
        z = sizes[i]
        if z is None or result_shape[j] in (DYNAMIC_INDEX, z):
            rest = match(i + 1, j + 1)
            if rest is not None:
                return [i, *rest]
        if z == 1:
            return match(i + 1, j)
        return None

    return match(0, 0)


def _all_indices(shape):
    if not shape:
        yield []
        return
    yield from (list(t) for t in itertools.product(*(range(d) for d in shape)))


def memref_dealloc(prog, op: Operation) -> None:
    """Ends a buffer's life: nothing to do in memory (a later access is the kernel's bug)."""
    return None


def memref_rank(prog, op: Operation) -> Fn:
    s, r = prog.slot(op.operands[0]), prog.slot(op.results[0])

    def run(fr: list) -> None:
        fr[r] = len(fr[s].shape)

    return run


def memref_extract_aligned_pointer_as_index(prog, op: Operation) -> Fn:
    """The buffer's aligned pointer as an integer address (``frame.BlockRun.addresses``)."""
    s, r = prog.slot(op.operands[0]), prog.slot(op.results[0])

    def run(fr: list) -> None:
        mr = fr[s]
        fr[r] = prog.cur.addresses.address_of(mr.st) + mr.ptr

    return run


def memref_extract_strided_metadata(prog, op: Operation) -> Fn:
    """(0-d base buffer at the aligned pointer, offset, sizes..., strides...)."""
    s = prog.slot(op.operands[0])
    base, offset, *rest = (prog.slot(v) for v in op.results)
    rank = len(rest) // 2
    sizes, strides = rest[:rank], rest[rank:]

    def run(fr: list) -> None:
        mr = fr[s]
        fr[base] = MemRef(mr.st, mr.ptr, 0, (), (), mr.elem, mr.name)
        fr[offset] = mr.off
        for k in range(rank):
            fr[sizes[k]] = mr.shape[k]
            fr[strides[k]] = mr.strides[k]

    return run


def memref_transpose(prog, op: Operation) -> Fn:
    """A permuted view: result dim k is source dim ``permutation(k)``."""
    s, r = prog.slot(op.operands[0]), prog.slot(op.results[0])
    perm_attr = attr(op, "permutation")
    perm = [e.position for e in perm_attr.data.results]  # type: ignore[union-attr]

    def run(fr: list) -> None:
        src = fr[s]
        fr[r] = MemRef(
            src.st, src.ptr, src.off, [src.shape[k] for k in perm], [src.strides[k] for k in perm], src.elem, src.name
        )

    return run


def _find_global(kernel: Operation, symbol: str) -> Operation | None:
    scope = kernel.parent_op()
    while scope is not None:
        for region in scope.regions:
            for block in region.blocks:
                for candidate in block.ops:
                    sym = attr(candidate, "sym_name")
                    if candidate.name == "memref.global" and getattr(sym, "data", None) == symbol:
                        return candidate
        scope = scope.parent_op()
    return None


def memref_get_global(prog, op: Operation) -> Fn:
    """A ``memref.global``: workgroup globals are one shared storage per block (uninitialised),
    others one storage holding the global's initial value."""
    ref = attr(op, "name")
    symbol = ref.string_value() if hasattr(ref, "string_value") else str(ref).lstrip("@")  # type: ignore[union-attr]
    glob = _find_global(prog.kernel, symbol)
    if glob is None:
        raise SimError(f"memref.get_global of '@{symbol}', which the simulator cannot find", op)
    t = op.results[0].type
    assert isinstance(t, MemRefType)
    elem = elem_of(t.element_type)
    shape = list(t.get_shape())
    size = math.prod(shape) * elem.nbytes
    r = prog.slot(op.results[0])
    shared = is_workgroup_space(t.memory_space)
    initial = attr(glob, "initial_value")
    values = list(initial.get_values()) if hasattr(initial, "get_values") else []  # type: ignore[union-attr]

    def run(fr: list) -> None:
        cur = prog.cur
        key = ("global", symbol)
        st = cur.mem.get(key)
        if st is None:
            st = SharedStorage(size, symbol, cur.det) if shared else Storage(size, symbol, "global")
            if values and not shared:
                for k in range(math.prod(shape)):
                    elem.store(st.data, k * elem.nbytes, values[k] if len(values) > 1 else values[0])
            if shared:
                st.name_region(0, size, symbol)
            st.mr = MemRef(st, 0, 0, shape, contiguous_strides(shape), elem, symbol)  # type: ignore[attr-defined]
            cur.mem[key] = st
        fr[r] = st.mr  # type: ignore[attr-defined]

    return run


HANDLERS = {
    "smem.alloc": smem_alloc,
    "memref.alloc": memref_alloc,
    "memref.alloca": memref_alloc,
    "memref.load": memref_load,
    "memref.store": memref_store,
    "memref.copy": memref_copy,
    "memref.dim": memref_dim,
    "memref.cast": _alias,
    "memref.memory_space_cast": _alias,
    "memref.assume_alignment": _alias,
    "memref.view": memref_view,
    "memref.subview": memref_subview,
    "memref.reinterpret_cast": memref_reinterpret_cast,
    "memref.expand_shape": memref_expand_shape,
    "memref.collapse_shape": memref_collapse_shape,
    "memref.transpose": memref_transpose,
    "memref.dealloc": memref_dealloc,
    "memref.rank": memref_rank,
    "memref.extract_aligned_pointer_as_index": memref_extract_aligned_pointer_as_index,
    "memref.extract_strided_metadata": memref_extract_strided_metadata,
    "memref.alloca_scope": run_once,
    "memref.get_global": memref_get_global,
}
