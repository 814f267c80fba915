"""Seeded random inputs for a kernel: a global buffer per memref argument, a value per scalar,
and the lowered kernel's arguments built from them (each memref as upstream's descriptor:
allocated and aligned pointer, offset, sizes, strides).

Draw 0: floats are standard normal, rounded to their type; integers lie in [-100, 100) (``i1``:
0 or 1, ``index`` elements: [0, 16)); scalar integer arguments in [1, 9); a dynamic dimension is
``DYNAMIC_DIM``. Later draws aim at the branches the first one may not take: integer scalars take
*boundary values* (``boundary_values``: the constants the kernel compares against and their
neighbours, 0, 1, -1 and the extremes of the type), ``i1`` scalars alternate from draw to draw, a
share of integer elements are boundary values too, and dynamic dimensions are ``DRAW_DIMS`` (so
that a loop over
``memref.dim`` runs more than once). Dynamic strides and offsets are those of a compact array
(``_strides``). Buffers larger than ``POOL`` elements repeat a random pool. An integer argument
that the launch passes as a constant (a host-side ``gpu.launch`` outlined passes its constants
so) takes that value in every draw. A tensor-map argument (``!nvgpu.tensormap.descriptor``) gets a
global tensor drawn as a memref argument of twice the box in every dimension, and the address of
its map (``tools.check.tensor_maps``).
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from typing import Any

from smem_opt.tools.check import attrs as A
from smem_opt.tools.check import floats
from smem_opt.tools.check.codecs import codec_for
from smem_opt.tools.check.errors import CannotRun
from smem_opt.tools.check.memory import GLOBAL_BASE, GLOBAL_STRIDE
from smem_opt.tools.check.reference import KernelInfo, memref_parts
from smem_opt.tools.check.tensor_maps import MAP_BYTES, TensorMap, descriptor_type, make_map

DYNAMIC_DIM = 16
DRAW_DIMS = (16, 40, 1, 33)
"""A dynamic dimension in each draw (draw k: ``DRAW_DIMS[k % 4]``)."""
POOL = 65537
"""Distinct random elements per buffer; a larger buffer repeats them (a prime period, so that
rows of power-of-two sizes do not repeat)."""


@dataclass
class MemrefArg:
    name: str
    buffer: int
    shape: list[int]
    strides: list[int]
    offset: int
    elem_text: str
    elem_size: int


@dataclass
class Inputs:
    buffers: list[bytes]
    names: list[str]
    memrefs: list[MemrefArg]
    params: list[Any]
    """The lowered kernel's arguments, in order."""
    tensor_maps: dict[int, TensorMap] = field(default_factory=dict)
    """Address of each tensor map the arguments point to -> the map."""


def _strides(layout: str, shape: list[int]) -> tuple[list[int], int]:
    """The strides and offset of an argument of ``layout`` and ``shape``: as written where they
    are static; a dynamic offset is 0, and a dynamic stride the span of the dimensions inside
    it (innermost first), so that no two elements share bytes: a row-major array where every
    stride is dynamic, as numba-cuda-mlir's ``strided<[?, ?], offset: ?>`` for a C-contiguous
    array."""
    if layout.startswith("strided<"):
        m = re.match(r"strided<\[([^\]]*)\](?:,\s*offset:\s*(-?\d+|\?))?>", layout)
        if m is None:
            raise CannotRun(f"a kernel argument with layout {layout}")
        written = [x.strip() for x in m.group(1).split(",") if x.strip()]
        if len(written) != len(shape):
            raise CannotRun(f"a kernel argument with layout {layout}")
        strides = [0] * len(shape)
        span = 1
        for k in sorted(range(len(shape)), key=lambda d: (written[d] == "?", -d)):
            strides[k] = span if written[k] == "?" else int(written[k])
            span = max(span, abs(strides[k]) * shape[k])
        offset = m.group(2)
        return strides, 0 if offset in (None, "?") else int(offset)
    if layout:
        raise CannotRun(f"a kernel argument with layout {layout}")
    strides = []
    step = 1
    for d in reversed(shape):
        strides.append(step)
        step *= d
    return list(reversed(strides)), 0


def boundary_values(width: int, compared: list[int]) -> list[int]:
    """Integers of ``width`` bits worth trying where a branch may depend on one: each constant
    in ``compared`` and its neighbours, 0, 1, -1, 2 and the extremes (as unsigned bit patterns)."""
    mask = (1 << width) - 1
    found = {0, 1, 2, mask, 1 << (width - 1), (1 << (width - 1)) - 1}
    for c in compared:
        found |= {(c - 1) & mask, c & mask, (c + 1) & mask}
    return sorted(found)


def _random_elem(rng: random.Random, text: str, t: A.Type, boundary: list[int] | None = None) -> Any:
    if isinstance(t, A.Vec):
        return tuple(_random_elem(rng, "", t.elem, boundary) for _ in range(t.count))
    if isinstance(t, A.Float):
        return floats.ROUND[t.kind](rng.gauss(0.0, 1.0))
    if isinstance(t, A.Int):
        if text == "index":
            return rng.randrange(16)
        if t.width == 1:
            return rng.randrange(2)
        if boundary and rng.random() < 0.5:
            return rng.choice(boundary) & ((1 << t.width) - 1)
        return rng.randrange(-100, 100) & ((1 << t.width) - 1)
    raise CannotRun(f"a kernel argument of element type {text}")


def make_inputs(info: KernelInfo, seed: int, draw: int = 0, compared: list[int] | None = None,
                fixed: dict[int, int] | None = None) -> Inputs:
    """The inputs of draw ``draw`` (see the module docstring); ``compared``: the integer constants
    the kernel compares values against; ``fixed``: integer arguments (by position) the launch
    passes as constants, which take those values in every draw."""
    fixed = fixed or {}
    rng = random.Random(seed if draw == 0 else seed * 7919 + draw)
    compared = compared or []
    buffers: list[bytes] = []
    names: list[str] = []
    memrefs: list[MemrefArg] = []
    params: list[Any] = []
    tensor_maps: dict[int, TensorMap] = {}
    for position, (name, typ) in enumerate(zip(info.arg_names, info.arg_types)):
        parts = memref_parts(typ)
        tmap_type = descriptor_type(typ)
        if tmap_type is not None:
            # the tensor (a memref argument of its own, compared like one), then its map
            parts = ([2 * d for d in tmap_type.box_dims], tmap_type.elem_text, "", "")
        if parts is not None:
            written, elem_text, layout, _ = parts
            dynamic = DRAW_DIMS[draw % len(DRAW_DIMS)] if draw else DYNAMIC_DIM
            shape = [dynamic if d is None else d for d in written]
            strides, offset = _strides(layout, shape)
            et = A.parse_type(elem_text)
            if isinstance(et, A.Other):
                raise CannotRun(f"a kernel argument of type {typ}")
            esize = A.size_of(et)
            extent = offset + 1 + sum((d - 1) * s for d, s in zip(shape, strides)) if all(shape) else 0
            codec = codec_for(et)
            pool_n = min(extent, POOL)
            pool = bytearray(pool_n * esize)
            scalar = et.elem if isinstance(et, A.Vec) else et
            width = scalar.width if isinstance(scalar, A.Int) else 0
            boundary = boundary_values(width, compared) if draw and width > 1 else None
            for k in range(pool_n):
                codec.pack_into(pool, k * esize, *codec.encode(_random_elem(rng, elem_text, et, boundary)))
            data = (bytes(pool) * (extent // max(pool_n, 1) + 1))[: extent * esize]
            if len(data) > GLOBAL_STRIDE:
                raise CannotRun(f"kernel argument {name} is larger than 4 GiB")
            base = GLOBAL_BASE + len(buffers) * GLOBAL_STRIDE
            label = f"the tensor of {name}" if tmap_type is not None else name
            memrefs.append(MemrefArg(label, len(buffers), shape, strides, offset, elem_text, esize))
            buffers.append(bytes(data))
            names.append(label)
            if tmap_type is None:
                params += [base, base, offset, *shape, *strides]
                continue
            where = GLOBAL_BASE + len(buffers) * GLOBAL_STRIDE
            buffers.append(bytes(MAP_BYTES))
            names.append(f"the tensor map {name}")
            tensor_maps[where] = make_map(base, tmap_type)
            params.append(where)
            continue
        t = A.parse_type(typ)
        k = len(params)
        if isinstance(t, A.Int) and position in fixed:
            params.append(fixed[position])
        elif isinstance(t, A.Float):
            params.append(floats.ROUND[t.kind](rng.gauss(0.0, 1.0)))
        elif isinstance(t, A.Int) and t.width == 1:
            params.append(rng.randrange(2) if not draw else (draw + k) % 2)
        elif isinstance(t, A.Int):
            if draw:
                values = boundary_values(t.width, compared)
                params.append(values[(draw * 5 + k * 3 + rng.randrange(len(values))) % len(values)])
            else:
                params.append(rng.randrange(1, 9))
        else:
            raise CannotRun(f"a kernel argument of type {typ}")
    return Inputs(buffers, names, memrefs, params, tensor_maps)


def element_at(arg: MemrefArg, byte: int) -> str:
    """``[i, j]``: the index of the element holding byte ``byte`` of the argument's buffer."""
    linear = byte // arg.elem_size - arg.offset
    index = []
    for s in arg.strides:
        index.append(linear // s if s else 0)
        linear = linear % s if s else linear
    return "[" + ", ".join(str(i) for i in index) + "]"
