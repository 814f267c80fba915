"""Tensor maps (TMA descriptors) as the check makes and runs them.

A kernel that takes ``!nvgpu.tensormap.descriptor<tensor = memref<BOX>, swizzle, l2promo, oob,
interleave>`` is given one the check makes, as a host would with ``cuTensorMapEncodeTiled``: over a
global tensor of its own, drawn like any argument (``tools.check.inputs``), whose every dimension
is twice the box's (so that a box at the second tile is in bounds and one past it is not). On the
device the descriptor is the address of the 128-byte map, an ``!llvm.ptr``: ``pointer_arguments``
edits a module's generic text so that each kernel takes that pointer and casts it back to the
descriptor for its own ops (upstream's ``convert-nvgpu-to-nvvm`` casts it to the pointer again and
the pair folds; without the edit ``convert-gpu-to-nvvm`` cannot convert the signature).

``box(tmap, coords, read)`` gives the bytes a tile-mode load writes into shared memory, as PTX's
``cp.async.bulk.tensor`` defines them: coordinates innermost dimension first, the box in row-major
order in shared memory, elements outside the tensor filled with zeros (``oob = zero``) or NaN
(``oob = nan``), and a swizzled box (``swizzle_32b/64b/128b``) with the 16-byte chunks of each row
permuted by the bits of the shared address above them (``swizzle``: bits 4.. XOR bits 7..).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from smem_opt.tools.check import attrs as A
from smem_opt.tools.check.errors import CannotRun
from smem_opt.tools.check.mlir_text import Op, parse, split_function_type, split_top

DESCRIPTOR = "!nvgpu.tensormap.descriptor<"
MAP_BYTES = 128
"""The size of a ``CUtensorMap`` object."""
_SWIZZLE_BITS = {"none": 0, "swizzle_32b": 1, "swizzle_64b": 2, "swizzle_128b": 3}
"""How many bits of the 16-byte chunk index each swizzle mode flips (CUDA's 32/64/128-byte modes)."""


@dataclass(frozen=True)
class TensorMap:
    """A tiled tensor map: the global tensor and the box, both outermost dimension first."""

    base: int
    """Address of the tensor's first element in global memory."""
    dims: tuple[int, ...]
    box_dims: tuple[int, ...]
    elem_text: str
    elem_size: int
    fill_nan: bool
    swizzle: int
    """Bits of the chunk index the swizzle flips (0: none)."""

    @property
    def box_bytes(self) -> int:
        n = self.elem_size
        for d in self.box_dims:
            n *= d
        return n


@dataclass(frozen=True)
class DescriptorType:
    box_dims: tuple[int, ...]
    elem_text: str
    oob: str
    swizzle: str
    interleave: str


def descriptor_type(type_text: str) -> DescriptorType | None:
    """The fields of an ``!nvgpu.tensormap.descriptor`` type; None for any other type. A
    descriptor the check cannot make (a box not of static shape, interleaved, a swizzle span
    narrower than the box's rows, NaN fill of integers) cannot run."""
    text = type_text.strip()
    if not text.startswith(DESCRIPTOR) or not text.endswith(">"):
        return None
    fields: dict[str, str] = {}
    for piece in split_top(text[len(DESCRIPTOR) : -1]):
        key, _, value = piece.partition("=")
        fields[key.strip()] = value.strip()
    tensor = re.match(r"memref<((?:\d+x)+)([^,>]+)", fields.get("tensor", ""))
    if tensor is None:
        raise CannotRun(f"a tensor map whose box is not a static shape ({fields.get('tensor', '?')})")
    box = tuple(int(d) for d in tensor.group(1).rstrip("x").split("x"))
    found = DescriptorType(box, tensor.group(2).strip(), fields.get("oob", "zero"), fields.get("swizzle", "none"),
                           fields.get("interleave", "none"))
    elem = A.parse_type(found.elem_text)
    if isinstance(elem, A.Other) or isinstance(elem, A.Vec):
        raise CannotRun(f"a tensor map of element type {found.elem_text}")
    if found.interleave != "none":
        raise CannotRun(f"a tensor map with interleave = {found.interleave}")
    if found.swizzle not in _SWIZZLE_BITS:
        raise CannotRun(f"a tensor map with swizzle = {found.swizzle}")
    span = 16 << _SWIZZLE_BITS[found.swizzle]
    if _SWIZZLE_BITS[found.swizzle] and box[-1] * A.size_of(elem) > span:
        raise CannotRun(f"a tensor map whose box rows ({box[-1] * A.size_of(elem)} bytes) are wider than its "
                        f"swizzle span ({span} bytes): cuTensorMapEncodeTiled refuses it")
    if found.oob not in ("zero", "nan") or found.oob == "nan" and not isinstance(elem, A.Float):
        raise CannotRun(f"a tensor map with oob = {found.oob} over {found.elem_text}")
    return found


def make_map(base: int, t: DescriptorType) -> TensorMap:
    elem = A.parse_type(t.elem_text)
    return TensorMap(base, tuple(2 * d for d in t.box_dims), t.box_dims, t.elem_text, A.size_of(elem),
                     t.oob == "nan", _SWIZZLE_BITS[t.swizzle])


def swizzle(offset: int, bits: int) -> int:
    """The shared offset a byte at ``offset`` of a box lands at under a swizzle of ``bits`` bits."""
    if not bits:
        return offset
    mask = (1 << bits) - 1
    return offset ^ (((offset >> 7) & mask) << 4)


def box(tmap: TensorMap, coords: list[int], read: Callable[[int, int], bytes], fill: bytes) -> bytes:
    """The box at ``coords`` (innermost dimension first, signed) in row-major order; ``read(addr,
    n)`` reads global bytes; ``fill`` is one element outside the tensor."""
    rank = len(tmap.box_dims)
    if len(coords) != rank:
        raise CannotRun(f"a tensor copy with {len(coords)} coordinate(s) through a map of rank {rank}")
    start = [coords[rank - 1 - j] for j in range(rank)]  # outermost first
    strides = [1] * rank
    for j in range(rank - 2, -1, -1):
        strides[j] = strides[j + 1] * tmap.dims[j + 1]
    es = tmap.elem_size
    out = bytearray()
    inner = tmap.box_dims[-1]
    outer = tmap.box_dims[:-1]

    def rows(j: int, index: list[int]):
        if j == rank - 1:
            yield index
            return
        for k in range(tmap.box_dims[j]):
            yield from rows(j + 1, [*index, start[j] + k])

    for index in rows(0, []) if outer else [[]]:
        inside = all(0 <= i < d for i, d in zip(index, tmap.dims))
        lo, hi = start[-1], start[-1] + inner
        first, last = max(lo, 0), min(hi, tmap.dims[-1])
        if not inside or first >= last:
            out += fill * inner
            continue
        linear = sum(i * s for i, s in zip(index, strides)) + first
        out += fill * (first - lo)
        out += read(tmap.base + linear * es, (last - first) * es)
        out += fill * (hi - last)
    return bytes(out)


def pointer_arguments(text: str) -> str:
    """``text`` (generic form) with every ``gpu.func`` argument of descriptor type taken as the
    ``!llvm.ptr`` to its map and cast back at entry (see the module docstring)."""
    if DESCRIPTOR not in text:
        return text
    root = parse(text)
    edits: list[tuple[int, int, str]] = []
    for func in (op for op in root.walk() if op.name == "gpu.func"):
        edits += _func_edits(text, func)
    out = text
    for start, end, new in sorted(edits, reverse=True):
        out = out[:start] + new + out[end:]
    return out


def _func_edits(text: str, func: Op) -> list[tuple[int, int, str]]:
    sig = func.attr("function_type") or "() -> ()"
    inputs, results = split_function_type(sig)
    positions = [k for k, t in enumerate(inputs) if t.strip().startswith(DESCRIPTOR)]
    if not positions or not func.regions or not func.regions[0].blocks:
        return []
    entry = func.regions[0].blocks[0]
    if entry.header_start < 0:
        return []
    args = list(entry.args)
    casts = []
    for k in positions:
        name, typ = args[k]
        pointer = f"{name}_tensor_map"
        args[k] = (pointer, "!llvm.ptr")
        casts.append(f'{name} = "builtin.unrealized_conversion_cast"({pointer}) : (!llvm.ptr) -> {typ}')
    new_inputs = ["!llvm.ptr" if k in positions else t for k, t in enumerate(inputs)]
    new_sig = f"({', '.join(new_inputs)}) -> ({', '.join(results)})"
    span = func.props_span if func.props.get("function_type") is not None else func.attrs_span
    if span is None:
        raise CannotRun("a kernel whose function type is not where the check reads it", func.loc)
    region = text[span[0] : span[1]]
    at = region.find(sig)
    if at < 0:
        raise CannotRun("a kernel whose function type is not where the check reads it", func.loc)
    header = f"^bb0({', '.join(f'{n}: {t}' for n, t in args)}):\n" + "".join(f"      {c}\n" for c in casts)
    return [(span[0] + at, span[0] + at + len(sig), new_sig), (entry.header_start, entry.header_end, header)]
