"""Warp-wide ops, once the lanes taking part have met: ``shfl.sync``, votes, ``elect.sync``,
``redux.sync``, ``ldmatrix``, ``mma.sync`` and ``wmma``.

``run_collective(kind, M, parts)`` takes ``{lane: (thread, payload)}`` and gives ``{lane: result}``.
``shfl.sync``, ``ldmatrix`` and ``mma.sync`` follow the PTX ISA's lane and fragment layouts
(m16n8k16 / m16n8k8 for f16 and bf16, m16n8k8 / m16n8k4 for tf32); ``wmma`` fragments are opaque
in PTX, so any layout that load, mma and store agree on is right: lane ``l``'s element ``e`` is
element ``(l * per_lane + e) mod size`` of the row-major tile. Memory is read and written through
the run's ``Memory`` as the lane that supplies the address, so races are watched as for any access.
"""

from __future__ import annotations

from functools import lru_cache
from operator import mul
from typing import Any

from smem_opt.tools.check import attrs as A
from smem_opt.tools.check import floats
from smem_opt.tools.check.codecs import codec_for
from smem_opt.tools.check.errors import CannotRun
from smem_opt.tools.check.memory import Memory

_H2 = codec_for(A.Vec(8, A.Int(16)))


def _shfl(M: Memory, parts: dict[int, tuple], site: int) -> dict[int, Any]:
    out: dict[int, Any] = {}
    for lane, (T, (kind, value, b, c)) in parts.items():
        seg = (c >> 8) & 0x1F
        cval = c & 0x1F
        max_lane = (lane & seg) | (cval & ~seg & 0x1F)
        min_lane = lane & seg
        if kind == "up":
            j = lane - b
            ok = j >= max_lane
        elif kind == "down":
            j = lane + b
            ok = j <= max_lane
        elif kind == "bfly":
            j = lane ^ b
            ok = j <= max_lane
        else:
            j = min_lane | (b & ~seg & 0x1F)
            ok = j <= max_lane
        if not ok:
            j = lane
        src = parts.get(j)
        if src is None:
            M.fault("shfl", site, f"shfl.sync reads lane {j}, which is not in the member mask", T.tid)
            src = parts[lane]
        out[lane] = (src[1][1], 1 if ok else 0)
    return out


def _vote(M: Memory, parts: dict[int, tuple], site: int) -> dict[int, Any]:
    kinds = {p[1][0] for p in parts.values()}
    ballot = 0
    for lane, (_, (_, pred)) in parts.items():
        if pred:
            ballot |= 1 << lane
    members = sum(1 << lane for lane in parts)
    out: dict[int, Any] = {}
    for lane, (_, (kind, _)) in parts.items():
        if kind == "ballot":
            out[lane] = ballot
        elif kind == "any":
            out[lane] = 1 if ballot else 0
        elif kind == "all":
            out[lane] = 1 if ballot == members else 0
        else:  # uni
            out[lane] = 1 if ballot in (0, members) else 0
    if len(kinds) > 1:
        M.fault("warp", site, f"lanes meet at different votes ({', '.join(sorted(kinds))})", next(iter(parts.values()))[0].tid)
    return out


def _redux(M: Memory, parts: dict[int, tuple], site: int) -> dict[int, Any]:
    kind = next(iter(parts.values()))[1][0]
    values = [p[1][1] for p in parts.values()]

    def sx(x: int) -> int:
        return (x ^ 0x80000000) - 0x80000000

    if kind == "add":
        r = sum(values) & 0xFFFFFFFF
    elif kind == "min":
        r = min(values, key=sx)
    elif kind == "max":
        r = max(values, key=sx)
    elif kind == "umin":
        r = min(values)
    elif kind == "umax":
        r = max(values)
    elif kind == "and":
        r = 0xFFFFFFFF
        for v in values:
            r &= v
    elif kind == "or":
        r = 0
        for v in values:
            r |= v
    elif kind == "xor":
        r = 0
        for v in values:
            r ^= v
    else:
        raise CannotRun(f"redux.sync {kind}")
    return {lane: r for lane in parts}


def _ldmatrix(M: Memory, parts: dict[int, tuple], site: int) -> dict[int, Any]:
    _, (_, num, trans) = next(iter(parts.values()))
    matrices: list[list[tuple]] = []
    for i in range(num):
        rows = []
        for r in range(8):
            lane = 8 * i + r
            if lane not in parts:
                raise CannotRun("ldmatrix with a lane missing from the warp")
            T, (addr, _, _) = parts[lane]
            if addr % 16:
                M.fault("misaligned", site, f"ldmatrix row address {M.describe(addr)} is not 16-byte aligned", T.tid)
            rows.append(M.ld(T, addr, _H2, 1, site))
        matrices.append(rows)
    out: dict[int, Any] = {}
    for lane in parts:
        regs = []
        for mat in matrices:
            if trans:
                lo, hi = mat[2 * (lane % 4)][lane // 4], mat[2 * (lane % 4) + 1][lane // 4]
            else:
                row = mat[lane // 4]
                lo, hi = row[2 * (lane % 4)], row[2 * (lane % 4) + 1]
            regs.append(lo | (hi << 16))
        out[lane] = tuple(regs)
    return out


def _elements(regs: tuple, ptx_type: str) -> list[float]:
    """The matrix elements a lane holds, from its registers (vector<2xf16> tuples, f32, or tf32 bits)."""
    flat: list[float] = []
    for r in regs:
        if isinstance(r, tuple):
            flat.extend(r)
        elif ptx_type == "tf32" and isinstance(r, int):
            flat.append(floats.float_from_bits(r, "f32"))
        elif ptx_type in ("f16", "bf16") and isinstance(r, int):
            flat.append(floats.float_from_bits(r & 0xFFFF, ptx_type))
            flat.append(floats.float_from_bits(r >> 16, ptx_type))
        else:
            flat.append(r)
    return flat


def _pack(values: list[float], t: A.Type) -> Any:
    """Values in the order of ``t``'s leaves (struct of scalars or of small vectors), rounded."""
    it = iter(values)

    def build(u: A.Type) -> Any:
        if isinstance(u, (A.Struct,)):
            return tuple(build(f) for f in u.fields)
        if isinstance(u, (A.Vec, A.Array)):
            return tuple(build(u.elem) for _ in range(u.count))
        if isinstance(u, A.Float):
            return floats.ROUND[u.kind](next(it))
        raise CannotRun(f"matrix fragment of type {u}")

    return build(t)


@lru_cache(maxsize=None)
def _mma_layout(m: int, n: int, k: int, ptx: str) -> tuple[tuple, tuple, tuple]:
    """Per lane: the flat indices (row-major) of its A, B and C elements, in register order."""
    a_all, b_all, c_all = [], [], []
    for lane in range(32):
        g, t = lane >> 2, lane % 4
        if ptx in ("f16", "bf16") and (m, n, k) == (16, 8, 16):
            a = [(g + (8 if i in (2, 3, 6, 7) else 0), t * 2 + (i & 1) + (8 if i >= 4 else 0)) for i in range(8)]
            b = [(t * 2 + (i & 1) + (8 if i >= 2 else 0), g) for i in range(4)]
        elif ptx in ("f16", "bf16") and (m, n, k) == (16, 8, 8):
            a = [(g + (8 if i >= 2 else 0), t * 2 + (i & 1)) for i in range(4)]
            b = [(t * 2 + (i & 1), g) for i in range(2)]
        elif ptx == "tf32" and (m, n, k) == (16, 8, 8):
            a = [(g + (8 if i in (1, 3) else 0), t + (4 if i >= 2 else 0)) for i in range(4)]
            b = [(t + (4 if i else 0), g) for i in range(2)]
        elif ptx == "tf32" and (m, n, k) == (16, 8, 4):
            a = [(g + (8 if i else 0), t) for i in range(2)]
            b = [(t, g)]
        else:
            raise CannotRun(f"mma.sync m{m}n{n}k{k} of {ptx}")
        c = [(g + (8 if i >= 2 else 0), t * 2 + (i & 1)) for i in range(4)]
        a_all.append(tuple(r * k + col for r, col in a))
        b_all.append(tuple(r * n + col for r, col in b))
        c_all.append(tuple(r * n + col for r, col in c))
    return tuple(a_all), tuple(b_all), tuple(c_all)


def _mma(M: Memory, parts: dict[int, tuple], site: int) -> dict[int, Any]:
    spec = next(iter(parts.values()))[1][0]
    m, n, k, ptx_a, _, result_t = spec
    if len(parts) != 32:
        raise CannotRun("mma.sync with fewer than 32 lanes")
    a_idx, b_idx, c_idx = _mma_layout(m, n, k, ptx_a)
    amat = [0.0] * (m * k)
    bmat = [0.0] * (k * n)
    cmat = [0.0] * (m * n)
    for lane, (_, (_, a, b, c)) in parts.items():
        for i, v in zip(a_idx[lane], _elements(a, ptx_a)):
            amat[i] = v
        for i, v in zip(b_idx[lane], _elements(b, ptx_a)):
            bmat[i] = v
        for i, v in zip(c_idx[lane], _elements(c, "f32")):
            cmat[i] = v
    rows = [amat[r * k : (r + 1) * k] for r in range(m)]
    cols = [bmat[col::n] for col in range(n)]
    pack = _packer(result_t)
    out: dict[int, Any] = {}
    for lane in parts:
        out[lane] = pack([cmat[i] + sum(map(mul, rows[i // n], cols[i % n])) for i in c_idx[lane]])
    return out


@lru_cache(maxsize=None)
def _packer(t: A.Type):
    """A fast ``_pack`` for the fragment types mma.sync returns."""
    if not isinstance(t, A.Struct):
        return lambda values: _pack(values, t)
    scalars = [f for f in t.fields if isinstance(f, A.Float)]
    if len(scalars) == len(t.fields):
        rounds = [floats.ROUND[f.kind] for f in scalars]
        return lambda values: tuple(r(v) for r, v in zip(rounds, values))
    pairs = [f.elem for f in t.fields if isinstance(f, A.Vec) and f.count == 2 and isinstance(f.elem, A.Float)]
    if pairs and len(pairs) == len(t.fields) and isinstance(first := pairs[0], A.Float):
        r = floats.ROUND[first.kind]
        return lambda values: tuple((r(values[i]), r(values[i + 1])) for i in range(0, len(values), 2))
    return lambda values: _pack(values, t)


def _leaf_count(t: A.Type) -> int:
    if isinstance(t, A.Struct):
        return sum(_leaf_count(f) for f in t.fields)
    if isinstance(t, (A.Vec, A.Array)):
        return t.count * _leaf_count(t.elem)
    return 1


def _wmma_dims(spec: tuple, frag: str) -> tuple[int, int]:
    m, n, k = spec[0], spec[1], spec[2]
    return {"a": (m, k), "b": (k, n)}.get(frag, (m, n))


def _wmma_addr(ptr: int, r: int, col: int, stride: int, layout: str, esize: int) -> int:
    return ptr + ((r * stride + col) if layout == "row" else (col * stride + r)) * esize


WMMA_ALIGN = 32
"""A wmma fragment's address must be 256-bit aligned, its stride a multiple of 16 bytes (CUDA's
``load_matrix_sync``/``store_matrix_sync``; the GPU faults with a misaligned address otherwise)."""


def _wmma_aligned(M: Memory, T: Any, ptr: int, stride: int, esize: int, site: int, what: str) -> None:
    if ptr % WMMA_ALIGN:
        M.fault("misaligned", site, f"{what} fragment address {M.describe(ptr)} is not {WMMA_ALIGN}-byte aligned", T.tid)
    if (stride * esize) % 16:
        M.fault("misaligned", site, f"{what} stride of {stride} elements ({stride * esize} bytes) is not a multiple "
                "of 16 bytes", T.tid)


def _wmma_load(M: Memory, parts: dict[int, tuple], site: int) -> dict[int, Any]:
    out: dict[int, Any] = {}
    for lane, (T, (spec, frag, ptr, stride, result_t)) in parts.items():
        rows, cols = _wmma_dims(spec, frag)
        elt = spec[4] if frag in ("a", "b") else ("f32" if _leaf_type(result_t) == "f32" else spec[4])
        codec = codec_for(A.Float(elt))
        _wmma_aligned(M, T, ptr, stride, codec.n, site, "wmma.load")
        per_lane = _leaf_count(result_t)
        values = []
        for e in range(per_lane):
            idx = (lane * per_lane + e) % (rows * cols)
            addr = _wmma_addr(ptr, idx // cols, idx % cols, stride, spec[3], codec.n)
            values.append(M.ld(T, addr, codec, 1, site))
        out[lane] = _pack(values, result_t)
    return out


def _leaf_type(t: A.Type) -> str:
    while isinstance(t, (A.Struct, A.Vec, A.Array)):
        t = t.fields[0] if isinstance(t, A.Struct) else t.elem
    return t.kind if isinstance(t, A.Float) else "?"


def _flat(value: Any) -> list:
    if isinstance(value, tuple):
        out: list = []
        for v in value:
            out.extend(_flat(v))
        return out
    return [value]


def _wmma_store(M: Memory, parts: dict[int, tuple], site: int) -> dict[int, Any]:
    for lane, (T, (spec, ptr, stride, values)) in parts.items():
        m, n = spec[0], spec[1]
        flat = _flat(values)
        elt = spec[4]
        codec = codec_for(A.Float(elt))
        _wmma_aligned(M, T, ptr, stride, codec.n, site, "wmma.store")
        for e, v in enumerate(flat):
            idx = (lane * len(flat) + e) % (m * n)
            M.st(T, _wmma_addr(ptr, idx // n, idx % n, stride, spec[3], codec.n), codec, 1, site, v)
    return {lane: None for lane in parts}


def _wmma_mma(M: Memory, parts: dict[int, tuple], site: int) -> dict[int, Any]:
    spec, _, _, _, result_t = next(iter(parts.values()))[1]
    m, n, k = spec[0], spec[1], spec[2]
    amat: dict[int, float] = {}
    bmat: dict[int, float] = {}
    cmat: dict[int, float] = {}
    for lane, (_, (_, a, b, c, _)) in parts.items():
        for flat, mat, size in ((_flat(a), amat, m * k), (_flat(b), bmat, k * n), (_flat(c), cmat, m * n)):
            for e, v in enumerate(flat):
                mat.setdefault((lane * len(flat) + e) % size, v)
    per_lane = _leaf_count(result_t)
    out: dict[int, Any] = {}
    for lane in parts:
        d = []
        for e in range(per_lane):
            idx = (lane * per_lane + e) % (m * n)
            r, col = idx // n, idx % n
            d.append(cmat.get(idx, 0.0) + sum(amat.get(r * k + x, 0.0) * bmat.get(x * n + col, 0.0) for x in range(k)))
        out[lane] = _pack(d, result_t)
    return out


HANDLERS = {
    "shfl": _shfl,
    "vote": _vote,
    "redux": _redux,
    "ldmatrix": _ldmatrix,
    "mma": _mma,
    "wmma.load": _wmma_load,
    "wmma.store": _wmma_store,
    "wmma.mma": _wmma_mma,
}


def run_collective(kind: str, M: Memory, parts: dict[int, tuple], site: int) -> dict[int, Any]:
    if kind == "sync":
        return {lane: None for lane in parts}
    if kind == "elect":
        first = min(parts)
        return {lane: 1 if lane == first else 0 for lane in parts}
    handler = HANDLERS.get(kind)
    if handler is None:
        raise CannotRun(f"warp-wide op {kind}")
    return handler(M, parts, site)
