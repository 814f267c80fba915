"""The `nvgpu` types of MLIR 22's sm_90 ops: `!nvgpu.mbarrier.group<...>`,
`!nvgpu.mbarrier.token`, `!nvgpu.tensormap.descriptor<...>`, `!nvgpu.warpgroup.descriptor<...>`
and `!nvgpu.warpgroup.accumulator<...>`, with the custom directives that read and print them
stripped (`<memorySpace = ...>`) inside the ops (`nvgpu_tma.py`); both forms parse.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import ClassVar

from xdsl.dialects.builtin import IntegerAttr, MemRefType, StringAttr, VectorType
from xdsl.ir import Attribute, ParametrizedAttribute, TypeAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.irdl.declarative_assembly_format import TypeDirective, irdl_custom_directive
from xdsl.parser import AttrParser
from xdsl.printer import Printer

from smem_opt.smem_dialect.upstream_syntax import StrippedType


def _parse_struct(
    parser: AttrParser,
    fields: Sequence[tuple[str, Callable[[], Attribute], Attribute | None]],
) -> list[Attribute]:
    """`<key = value, ...>` with the keys in order; a field with a default may be absent."""
    values: dict[str, Attribute] = {}
    by_name = {name: parse for name, parse, _ in fields}
    with parser.in_angle_brackets():
        while True:
            pos = parser.pos
            key = parser.parse_identifier()
            if key not in by_name or key in values:
                parser.raise_error(f"unexpected parameter '{key}'", at_position=pos)
            parser.parse_punctuation("=")
            values[key] = by_name[key]()
            if parser.parse_optional_punctuation(",") is None:
                break
    out: list[Attribute] = []
    for name, _, default in fields:
        if name in values:
            out.append(values[name])
        elif default is not None:
            out.append(default)
        else:
            parser.raise_error(f"missing parameter '{name}'")
    return out


def _print_struct(
    printer: Printer, fields: Sequence[tuple[str, Attribute, Callable[[], None]]]
) -> None:
    printer.print_string("<")
    first = True
    for name, _, print_value in fields:
        if not first:
            printer.print_string(", ")
        first = False
        printer.print_string(f"{name} = ")
        print_value()
    printer.print_string(">")


def _keyword_value(parser: AttrParser, allowed: Sequence[str]) -> Attribute:
    pos = parser.pos
    word = parser.parse_identifier()
    if word not in allowed:
        parser.raise_error(
            f"expected one of {', '.join(allowed)}, got '{word}'", at_position=pos
        )
    return StringAttr(word)


@irdl_attr_definition
class MBarrierGroupType(ParametrizedAttribute, TypeAttribute):
    """`!nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 4>`"""

    name = "nvgpu.mbarrier.group"
    memorySpace: Attribute
    num_barriers: IntegerAttr

    DEFAULT_COUNT: ClassVar[IntegerAttr] = IntegerAttr(1, 32)

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        return _parse_struct(
            parser,
            [
                ("memorySpace", parser.parse_attribute, None),
                (
                    "num_barriers",
                    lambda: IntegerAttr(parser.parse_integer(), 32),
                    cls.DEFAULT_COUNT,
                ),
            ],
        )

    def print_parameters(self, printer: Printer) -> None:
        fields: list[tuple[str, Attribute, Callable[[], None]]] = [
            (
                "memorySpace",
                self.memorySpace,
                lambda: printer.print_attribute(self.memorySpace),
            )
        ]
        if self.num_barriers.value.data != 1:
            fields.append(
                (
                    "num_barriers",
                    self.num_barriers,
                    lambda: printer.print_string(str(self.num_barriers.value.data)),
                )
            )
        _print_struct(printer, fields)

    @property
    def count(self) -> int:
        return self.num_barriers.value.data


@irdl_attr_definition
class MBarrierTokenType(ParametrizedAttribute, TypeAttribute):
    """`!nvgpu.mbarrier.token`"""

    name = "nvgpu.mbarrier.token"


TENSOR_MAP_KINDS: dict[str, tuple[str, ...]] = {
    "swizzle": ("none", "swizzle_32b", "swizzle_64b", "swizzle_128b"),
    "l2promo": ("none", "l2promo_64b", "l2promo_128b", "l2promo_256b"),
    "oob": ("zero", "nan"),
    "interleave": ("none", "interleave_16b", "interleave_32b"),
}


@irdl_attr_definition
class TensorMapDescriptorType(ParametrizedAttribute, TypeAttribute):
    """
    `!nvgpu.tensormap.descriptor<tensor = memref<...>, swizzle = none,
       l2promo = none, oob = zero, interleave = none>`
    """

    name = "nvgpu.tensormap.descriptor"
    tensor: MemRefType
    swizzle: Attribute
    l2promo: Attribute
    oob: Attribute
    interleave: Attribute

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        fields: list[tuple[str, Callable[[], Attribute], Attribute | None]] = [
            ("tensor", parser.parse_type, None)
        ]
        for key, allowed in TENSOR_MAP_KINDS.items():
            fields.append(
                (key, partial(_keyword_value, parser, allowed), None)
            )
        return _parse_struct(parser, fields)

    def print_parameters(self, printer: Printer) -> None:
        def word(a: Attribute) -> Callable[[], None]:
            assert isinstance(a, StringAttr)
            return lambda: printer.print_string(a.data)

        _print_struct(
            printer,
            [
                ("tensor", self.tensor, lambda: printer.print_attribute(self.tensor)),
                ("swizzle", self.swizzle, word(self.swizzle)),
                ("l2promo", self.l2promo, word(self.l2promo)),
                ("oob", self.oob, word(self.oob)),
                ("interleave", self.interleave, word(self.interleave)),
            ],
        )


@irdl_attr_definition
class WarpgroupDescriptorType(ParametrizedAttribute, TypeAttribute):
    """`!nvgpu.warpgroup.descriptor<tensor = memref<128x64xf16, 3>>`"""

    name = "nvgpu.warpgroup.descriptor"
    tensor: MemRefType

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        return _parse_struct(parser, [("tensor", parser.parse_type, None)])

    def print_parameters(self, printer: Printer) -> None:
        _print_struct(
            printer,
            [("tensor", self.tensor, lambda: printer.print_attribute(self.tensor))],
        )


@irdl_attr_definition
class WarpgroupAccumulatorType(ParametrizedAttribute, TypeAttribute):
    """`!nvgpu.warpgroup.accumulator<fragmented = vector<64x128xf32>>`"""

    name = "nvgpu.warpgroup.accumulator"
    fragmented: VectorType

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        return _parse_struct(parser, [("fragmented", parser.parse_type, None)])

    def print_parameters(self, printer: Printer) -> None:
        _print_struct(
            printer,
            [
                (
                    "fragmented",
                    self.fragmented,
                    lambda: printer.print_attribute(self.fragmented),
                )
            ],
        )


@irdl_custom_directive
class MBarrierGroup(StrippedType):
    TYPE = MBarrierGroupType
    type: TypeDirective


@irdl_custom_directive
class MBarrierToken(StrippedType):
    TYPE = MBarrierTokenType
    type: TypeDirective


@irdl_custom_directive
class TensorMap(StrippedType):
    TYPE = TensorMapDescriptorType
    type: TypeDirective


@irdl_custom_directive
class WarpgroupDescriptor(StrippedType):
    TYPE = WarpgroupDescriptorType
    type: TypeDirective


@irdl_custom_directive
class WarpgroupAccumulator(StrippedType):
    TYPE = WarpgroupAccumulatorType
    type: TypeDirective


TMA_TYPE_DIRECTIVES = (
    MBarrierGroup,
    MBarrierToken,
    TensorMap,
    WarpgroupDescriptor,
    WarpgroupAccumulator,
)
"""The directives that read and print these types stripped, for the ops' assembly formats."""
