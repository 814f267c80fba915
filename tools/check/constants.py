"""Values of the lowered code's constants: what a ``value`` attribute (``llvm.mlir.constant``, an
``llvm.mlir.global``'s initial value) holds for a given type, as ``tools.check.codegen``
represents values (unsigned integers of their width, floats rounded to their type, tuples for
vectors and arrays), and the bytes a device-memory global starts with.
"""

from __future__ import annotations

from smem_opt.tools.check import attrs as A
from smem_opt.tools.check import floats
from smem_opt.tools.check.codecs import codec_for
from smem_opt.tools.check.errors import CannotRun
from smem_opt.tools.check.mlir_text import Op, string_value


def constant_value(raw: str, t: A.Type):
    """The Python value of a ``value`` attribute for a result of type ``t``."""
    raw = raw.strip()
    if raw.startswith("dense<"):
        flat, dense_type = A.dense_values(raw)
        elem = _leaf(t)
        if len(flat) == 1 and flat[0].startswith('"0x'):
            raise CannotRun("hex-encoded dense constants")
        values = [_scalar_literal(x, elem) for x in flat]
        count = _leaf_count(t)
        if len(values) == 1:
            values = values * count
        it = iter(values)
        return _shape(t, it)
    value, typ = A.split_typed(raw)
    if isinstance(t, A.Float):
        return _scalar_literal(value, t)
    if isinstance(t, (A.Int, A.Ptr)):
        return _scalar_literal(value, t)
    raise CannotRun(f"constant {raw[:60]} of type {t}")


def _leaf(t: A.Type) -> A.Type:
    while isinstance(t, (A.Vec, A.Array)):
        t = t.elem
    return t


def _leaf_count(t: A.Type) -> int:
    if isinstance(t, (A.Vec, A.Array)):
        return t.count * _leaf_count(t.elem)
    return 1


def _shape(t: A.Type, it):
    if isinstance(t, (A.Vec, A.Array)):
        return tuple(_shape(t.elem, it) for _ in range(t.count))
    return next(it)


def _scalar_literal(text: str, t: A.Type):
    text = text.strip()
    if isinstance(t, A.Float):
        v = A.float_of_literal(text, t.kind)
        return floats.ROUND[t.kind](v)
    if text in ("true", "false"):
        return 1 if text == "true" else 0
    w = t.width if isinstance(t, A.Int) else 64
    return int(text, 0) & ((1 << w) - 1)


def initial_bytes(op: Op, t: A.Type) -> bytes:
    """The bytes an ``llvm.mlir.global`` of type ``t`` holds before any kernel runs: its
    ``value`` (a scalar, a dense array, a string for an array of ``i8``), or zeros when it has
    none (PTX zero-fills a ``.global`` variable without initializer). An initializer region
    (values computed by ops) is not modelled: ``CannotRun``."""
    name = string_value(op.attr("sym_name")) or "?"
    if any(block.ops for region in op.regions for block in region.blocks):
        raise CannotRun(f"global @{name} has an initializer region", op.loc)
    size = A.size_of(t)
    raw = op.attr("value")
    if raw is None:
        return bytes(size)
    text = string_value(raw.strip())
    if text is not None:
        data = text.encode("latin-1")
        if not isinstance(t, A.Array) or t.elem != A.Int(8) or len(data) > size:
            raise CannotRun(f"global @{name} of type {t} holds a string of {len(data)} bytes", op.loc)
        return data.ljust(size, b"\0")
    codec = codec_for(t)
    image = bytearray(size)
    codec.pack_into(image, 0, *codec.encode(constant_value(raw, t)))
    return bytes(image)
