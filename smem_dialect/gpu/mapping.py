"""`#gpu.block<x>`-style mapping attributes of `scf.forall`, as MLIR 22 writes them.

This module owns `#gpu.block<...>`, `#gpu.thread<...>`, `#gpu.warp<...>`,
`#gpu.warpgroup<...>`, `#gpu.lane<...>` (each with `x`, `y`, `z` or
`linear_dim_0` ... `linear_dim_9`) and `#gpu.memory_space<global|workgroup|private>`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import StringAttr
from xdsl.ir import Attribute, ParametrizedAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer

MAPPING_IDS = ("x", "y", "z", *(f"linear_dim_{i}" for i in range(10)))
"""The dimensions a processor mapping can name."""


class _MappingAttr(ParametrizedAttribute):
    """`#gpu.<kind><id>` with one keyword parameter."""

    ALLOWED: ClassVar[tuple[str, ...]] = MAPPING_IDS

    id: StringAttr

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            pos = parser.pos
            word = parser.parse_identifier()
            if word not in cls.ALLOWED:
                parser.raise_error(
                    f"expected one of {', '.join(cls.ALLOWED)}", at_position=pos
                )
        return (StringAttr(word),)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<{self.id.data}>")


@irdl_attr_definition
class BlockMappingAttr(_MappingAttr):
    name = "gpu.block"


@irdl_attr_definition
class ThreadMappingAttr(_MappingAttr):
    name = "gpu.thread"


@irdl_attr_definition
class WarpMappingAttr(_MappingAttr):
    name = "gpu.warp"


@irdl_attr_definition
class WarpgroupMappingAttr(_MappingAttr):
    name = "gpu.warpgroup"


@irdl_attr_definition
class LaneMappingAttr(_MappingAttr):
    name = "gpu.lane"


@irdl_attr_definition
class MemorySpaceMappingAttr(_MappingAttr):
    name = "gpu.memory_space"
    ALLOWED: ClassVar[tuple[str, ...]] = ("global", "workgroup", "private")


MAPPING_ATTRS = (
    BlockMappingAttr,
    ThreadMappingAttr,
    WarpMappingAttr,
    WarpgroupMappingAttr,
    LaneMappingAttr,
    MemorySpaceMappingAttr,
)
"""The attributes of this module, for the `gpu` dialect."""

__all__ = [
    "MAPPING_ATTRS",
    "MAPPING_IDS",
    "BlockMappingAttr",
    "ThreadMappingAttr",
    "WarpMappingAttr",
    "WarpgroupMappingAttr",
    "LaneMappingAttr",
    "MemorySpaceMappingAttr",
]
