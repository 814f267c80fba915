"""Reading an op's operands, regions and successors by their roles, whatever spelling it came in.

Small structural readers the op records build on: operand segments (``operandSegmentSizes``),
the entry block of a region, and an attribute looked up among properties first. They know no op
by name.
"""

from __future__ import annotations

from xdsl.dialects.builtin import DenseArrayBase
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue

SEGMENTS = "operandSegmentSizes"


def op_attr(op: Operation, name: str) -> Attribute | None:
    """An op's property or attribute ``name`` (properties first). Never use ``or`` for this:
    some attributes, such as ``IntegerAttr`` 0, are falsy."""
    value = op.properties.get(name)
    return value if value is not None else op.attributes.get(name)


def int_array(attr: Attribute | None) -> list[int] | None:
    if isinstance(attr, DenseArrayBase):
        return [int(v) for v in attr.get_values()]
    return None


def segments(op: Operation) -> list[int] | None:
    """How many operands each operand group of ``op`` has (None: the op has no segments)."""
    sizes = int_array(op_attr(op, SEGMENTS))
    if sizes is None or sum(sizes) != len(op.operands):
        return None
    return sizes


def segment_range(op: Operation, group: int) -> range | None:
    """Operand indices of operand group ``group``."""
    sizes = segments(op)
    if sizes is None or group >= len(sizes):
        return None
    start = sum(sizes[:group])
    return range(start, start + sizes[group])


def entry_block(region: Region | None) -> Block | None:
    return None if region is None else region.blocks.first


def region_of(op: Operation, index: int) -> Region | None:
    return op.regions[index] if index < len(op.regions) else None


def body_args(op: Operation, region: int = 0) -> tuple[SSAValue, ...]:
    block = entry_block(region_of(op, region))
    return tuple(block.args) if block is not None else ()


def at(values, index: int) -> list[SSAValue]:
    """``[values[index]]`` when it exists, else ``[]``."""
    return [values[index]] if 0 <= index < len(values) else []


def region_index(parent: Operation, term: Operation) -> int | None:
    region = term.parent_region()
    for k, r in enumerate(parent.regions):
        if r is region:
            return k
    return None


__all__ = [
    "op_attr",
    "int_array",
    "segments",
    "segment_range",
    "entry_block",
    "region_of",
    "body_args",
    "at",
    "region_index",
]
