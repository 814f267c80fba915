"""The `memref` dialect with MLIR 22's custom syntax where xDSL 0.74 lacks it.

This module owns the `memref` dialect registered by smem-opt: xDSL's ops that
already read and print as MLIR 22 does (`alloc`, `alloca`, `dealloc`, `load`,
`store`, `subview`, `view`, `reinterpret_cast`, `expand_shape`,
`collapse_shape`, `dim`, `assume_alignment`, ...) and these, defined here:

* `memref.global` (private / constant / uninitialized / initial value /
  alignment, workgroup-space globals included) and `memref.get_global`;
* views returning an alias of their memref operand: `memref.cast`,
  `memref.memory_space_cast`, `memref.transpose`,
  `memref.extract_strided_metadata` (whose first result is the base buffer);
* `memref.extract_aligned_pointer_as_index` (a memref turned into an index);
* accesses: `memref.copy` (reads its source, writes its target),
  `memref.atomic_rmw`, `memref.generic_atomic_rmw` with `memref.atomic_yield`,
  `memref.prefetch`; `memref.rank`.
"""

from __future__ import annotations

from io import StringIO
from typing import ClassVar

from xdsl.dialects import memref as _xmemref
from xdsl.dialects.builtin import (
    AffineMapAttr,
    IndexType,
    IntegerAttr,
    MemRefType,
    StringAttr,
    SymbolNameConstraint,
    SymbolRefAttr,
    TensorType,
    UnitAttr,
    UnrankedMemRefType,
    i1,
    i32,
    i64,
)
from xdsl.ir import Attribute, Block, Dialect, Operation, SSAValue, TypedAttribute
from xdsl.irdl import (
    AnyAttr,
    IRDLOperation,
    SameVariadicResultSize,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import (
    IsTerminator,
    MemoryAllocEffect,
    MemoryReadEffect,
    MemoryWriteEffect,
    NoMemoryEffect,
    Pure,
    RecursiveMemoryEffect,
    SymbolOpInterface,
)
from xdsl.utils.exceptions import VerifyException

from smem_opt.smem_dialect.upstream_syntax import (
    parse_attr_dict,
    parse_indices,
    parse_types,
    print_attr_dict,
    print_indices,
    print_types,
    replace_ops,
)

_MemRefLike = MemRefType | UnrankedMemRefType

# ---------------------------------------------------------------------------
# Globals
# ---------------------------------------------------------------------------


@irdl_op_definition
class GlobalOp(IRDLOperation):
    """
    `memref.global ("private")? (constant)? @name : memref<...>
       (= dense<...> | = uninitialized)? attr-dict`
    """

    name = "memref.global"
    sym_name = prop_def(SymbolNameConstraint())
    sym_visibility = opt_prop_def(StringAttr)
    type = prop_def(MemRefType)
    initial_value = opt_prop_def(AnyAttr())
    constant = opt_prop_def(UnitAttr)
    alignment = opt_prop_def(IntegerAttr)

    traits = traits_def(SymbolOpInterface(), MemoryAllocEffect())

    OWN: ClassVar[tuple[str, ...]] = (
        "sym_name",
        "sym_visibility",
        "type",
        "initial_value",
        "constant",
    )

    @property
    def is_uninitialized(self) -> bool:
        return isinstance(self.initial_value, UnitAttr)

    @property
    def memref_type(self) -> MemRefType:
        return self.type

    @classmethod
    def parse(cls, parser: Parser) -> GlobalOp:
        props: dict[str, Attribute] = {}
        visibility = parser.parse_optional_str_literal()
        if visibility is not None:
            props["sym_visibility"] = StringAttr(visibility)
        if parser.parse_optional_keyword("constant") is not None:
            props["constant"] = UnitAttr()
        props["sym_name"] = parser.parse_symbol_name()
        parser.parse_punctuation(":")
        pos = parser.pos
        t = parser.parse_type()
        if not isinstance(t, MemRefType):
            parser.raise_error("expected a memref type", at_position=pos)
        props["type"] = t
        if parser.parse_optional_punctuation("=") is not None:
            if parser.parse_optional_keyword("uninitialized") is not None:
                props["initial_value"] = UnitAttr()
            elif parser.parse_optional_keyword("dense") is not None:
                # The literal's type is the global's, as a tensor.
                props["initial_value"] = parser.parse_dense_int_or_fp_elements_attr(
                    TensorType(t.element_type, t.get_shape())
                )
            else:
                props["initial_value"] = parser.parse_attribute()
        more, attrs = parse_attr_dict(parser, cls)
        return cls.create(properties={**more, **props}, attributes=attrs)

    def print(self, printer: Printer) -> None:
        if self.sym_visibility is not None:
            printer.print_string(" ")
            printer.print_attribute(self.sym_visibility)
        if self.constant is not None:
            printer.print_string(" constant")
        printer.print_string(" ")
        printer.print_symbol_name(self.sym_name.data)
        printer.print_string(" : ")
        printer.print_attribute(self.type)
        if self.initial_value is not None:
            printer.print_string(" = ")
            if isinstance(self.initial_value, UnitAttr):
                printer.print_string("uninitialized")
            else:
                printer.print_string(_untyped(self.initial_value))
        print_attr_dict(printer, self, skip=self.OWN)


def _untyped(value: Attribute) -> str:
    """An elements attribute as MLIR writes it in `memref.global`: without its type."""
    out = StringIO()
    Printer(stream=out).print_attribute(value)
    text = out.getvalue()
    if isinstance(value, TypedAttribute):
        suffix = f" : {value.get_type()}"
        if text.endswith(suffix):
            return text[: -len(suffix)]
    return text


@irdl_op_definition
class GetGlobalOp(IRDLOperation):
    """`memref.get_global @name : memref<...>`"""

    name = "memref.get_global"
    name_ = prop_def(SymbolRefAttr, prop_name="name")
    result = result_def(MemRefType)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> GetGlobalOp:
        sym = SymbolRefAttr(parser.parse_symbol_name())
        props, attrs = parse_attr_dict(parser, cls)
        parser.parse_punctuation(":")
        t = parser.parse_type()
        return cls.create(
            result_types=[t], properties={**props, "name": sym}, attributes=attrs
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_attribute(self.name_)
        print_attr_dict(printer, self, skip=("name",))
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)


# ---------------------------------------------------------------------------
# Views and casts
# ---------------------------------------------------------------------------


class _CastOp(IRDLOperation):
    """`$source attr-dict : type($source) to type($dest)`"""

    source = operand_def(_MemRefLike)
    dest = result_def(_MemRefLike)
    traits = traits_def(Pure())
    assembly_format = "$source attr-dict `:` type($source) `to` type($dest)"

    def __init__(self, source: SSAValue | Operation, dest: Attribute):
        super().__init__(operands=[source], result_types=[dest])


@irdl_op_definition
class CastOp(_CastOp):
    name = "memref.cast"


@irdl_op_definition
class MemorySpaceCastOp(_CastOp):
    name = "memref.memory_space_cast"


@irdl_op_definition
class TransposeOp(IRDLOperation):
    """`memref.transpose %m (d0, d1) -> (d1, d0) : memref<...> to memref<...>`"""

    name = "memref.transpose"
    in_ = operand_def(MemRefType)
    permutation = prop_def(AffineMapAttr)
    result = result_def(MemRefType)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> TransposeOp:
        source = parser.parse_unresolved_operand()
        perm = AffineMapAttr(parser.parse_affine_map())
        props, attrs = parse_attr_dict(parser, cls)
        parser.parse_punctuation(":")
        st = parser.parse_type()
        parser.parse_keyword("to")
        rt = parser.parse_type()
        return cls.create(
            operands=[parser.resolve_operand(source, st)],
            result_types=[rt],
            properties={**props, "permutation": perm},
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.in_)
        printer.print_string(f" {self.permutation.data}")
        print_attr_dict(printer, self, skip=("permutation",))
        printer.print_string(" : ")
        printer.print_attribute(self.in_.type)
        printer.print_string(" to ")
        printer.print_attribute(self.result.type)


class _SourceToResultsOp(IRDLOperation):
    """`$source : type($source) -> type(results) attr-dict`"""

    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser):
        source = parser.parse_unresolved_operand()
        parser.parse_punctuation(":")
        st = parser.parse_type()
        parser.parse_punctuation("->")
        types = parse_types(parser)
        props, attrs = parse_attr_dict(parser, cls)
        return cls.create(
            operands=[parser.resolve_operand(source, st)],
            result_types=types,
            properties=props,
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.operands[0])
        printer.print_string(" : ")
        printer.print_attribute(self.operands[0].type)
        printer.print_string(" -> ")
        print_types(printer, self.result_types)
        print_attr_dict(printer, self)


@irdl_op_definition
class ExtractStridedMetadataOp(_SourceToResultsOp):
    """`%base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<...> -> ...`"""

    name = "memref.extract_strided_metadata"
    source = operand_def(MemRefType)
    base_buffer = result_def(MemRefType)
    offset = result_def(IndexType)
    sizes = var_result_def(IndexType)
    strides = var_result_def(IndexType)

    irdl_options = (SameVariadicResultSize(),)

    def verify_(self) -> None:
        if len(self.sizes) != len(self.strides):
            raise VerifyException("expected as many sizes as strides")


@irdl_op_definition
class ExtractAlignedPointerAsIndexOp(_SourceToResultsOp):
    """`%p = memref.extract_aligned_pointer_as_index %m : memref<...> -> index`"""

    name = "memref.extract_aligned_pointer_as_index"
    source = operand_def(_MemRefLike)
    aligned_pointer = result_def(IndexType)


# ---------------------------------------------------------------------------
# Accesses
# ---------------------------------------------------------------------------


@irdl_op_definition
class CopyOp(IRDLOperation):
    """`memref.copy %src, %dst : memref<...> to memref<...>`"""

    name = "memref.copy"
    source = operand_def(_MemRefLike)
    target = operand_def(_MemRefLike)
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())
    assembly_format = (
        "$source `,` $target attr-dict `:` type($source) `to` type($target)"
    )


ATOMIC_RMW_KINDS = (
    "addf",
    "addi",
    "andi",
    "assign",
    "maximumf",
    "maxnumf",
    "maxs",
    "maxu",
    "minimumf",
    "minnumf",
    "mins",
    "minu",
    "mulf",
    "muli",
    "ori",
    "xori",
)
"""`arith::AtomicRMWKind` names by their MLIR 22 value (the generic form's integer)."""


@irdl_op_definition
class AtomicRMWOp(IRDLOperation):
    """`memref.atomic_rmw addf %v, %m[%i] : (f32, memref<...>) -> f32`"""

    name = "memref.atomic_rmw"
    value = operand_def()
    memref = operand_def(MemRefType)
    indices = var_operand_def(IndexType)
    kind = prop_def(IntegerAttr)
    result = result_def()
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())

    @property
    def kind_name(self) -> str:
        return ATOMIC_RMW_KINDS[self.kind.value.data]

    @classmethod
    def parse(cls, parser: Parser) -> AtomicRMWOp:
        pos = parser.pos
        word = parser.parse_identifier()
        if word not in ATOMIC_RMW_KINDS:
            parser.raise_error(f"unknown atomic kind '{word}'", at_position=pos)
        value = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        memref = parser.parse_unresolved_operand()
        indices = parse_indices(parser)
        props, attrs = parse_attr_dict(parser, cls)
        parser.parse_punctuation(":")
        parser.parse_punctuation("(")
        vt = parser.parse_type()
        parser.parse_punctuation(",")
        mt = parser.parse_type()
        parser.parse_punctuation(")")
        parser.parse_punctuation("->")
        rt = parser.parse_type()
        props["kind"] = IntegerAttr(ATOMIC_RMW_KINDS.index(word), i64)
        return cls.create(
            operands=[
                parser.resolve_operand(value, vt),
                parser.resolve_operand(memref, mt),
                *indices,
            ],
            result_types=[rt],
            properties=props,
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.kind_name} ")
        printer.print_operand(self.value)
        printer.print_string(", ")
        printer.print_operand(self.memref)
        print_indices(printer, self.indices)
        print_attr_dict(printer, self, skip=("kind",))
        printer.print_string(" : (")
        print_types(printer, [self.value.type, self.memref.type])
        printer.print_string(") -> ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        if not 0 <= self.kind.value.data < len(ATOMIC_RMW_KINDS):
            raise VerifyException(f"unknown atomic kind {self.kind.value.data}")


@irdl_op_definition
class AtomicYieldOp(IRDLOperation):
    name = "memref.atomic_yield"
    result = operand_def()
    traits = traits_def(IsTerminator(), Pure())
    assembly_format = "$result attr-dict `:` type($result)"


@irdl_op_definition
class GenericAtomicRMWOp(IRDLOperation):
    """`memref.generic_atomic_rmw %m[%i] : memref<...> { ^bb0(%cur: T): ... }`"""

    name = "memref.generic_atomic_rmw"
    memref = operand_def(MemRefType)
    indices = var_operand_def(IndexType)
    atomic_body = region_def("single_block")
    result = result_def()
    traits = traits_def(
        MemoryReadEffect(), MemoryWriteEffect(), RecursiveMemoryEffect()
    )

    @classmethod
    def parse(cls, parser: Parser) -> GenericAtomicRMWOp:
        memref = parser.parse_unresolved_operand()
        indices = parse_indices(parser)
        parser.parse_punctuation(":")
        mt = parser.parse_type()
        if not isinstance(mt, MemRefType):
            parser.raise_error("expected a memref type")
        body = parser.parse_region()
        props, attrs = parse_attr_dict(parser, cls)
        return cls.create(
            operands=[parser.resolve_operand(memref, mt), *indices],
            result_types=[mt.element_type],
            regions=[body],
            properties=props,
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.memref)
        print_indices(printer, self.indices)
        printer.print_string(" : ")
        printer.print_attribute(self.memref.type)
        printer.print_string(" ")
        printer.print_region(self.atomic_body)
        print_attr_dict(printer, self)


@irdl_op_definition
class PrefetchOp(IRDLOperation):
    """`memref.prefetch %m[%i], read|write, locality<N>, data|instr : memref<...>`"""

    name = "memref.prefetch"
    memref = operand_def(MemRefType)
    indices = var_operand_def(IndexType)
    isWrite = prop_def(IntegerAttr)
    localityHint = prop_def(IntegerAttr)
    isDataCache = prop_def(IntegerAttr)
    traits = traits_def(MemoryReadEffect())

    @classmethod
    def parse(cls, parser: Parser) -> PrefetchOp:
        memref = parser.parse_unresolved_operand()
        indices = parse_indices(parser)
        parser.parse_punctuation(",")
        rw = parser.parse_keyword_in(("read", "write"))
        parser.parse_punctuation(",")
        parser.parse_keyword("locality")
        parser.parse_punctuation("<")
        hint = parser.parse_integer()
        parser.parse_punctuation(">")
        parser.parse_punctuation(",")
        cache = parser.parse_keyword_in(("data", "instr"))
        props, attrs = parse_attr_dict(parser, cls)
        parser.parse_punctuation(":")
        mt = parser.parse_type()
        props.update(
            isWrite=IntegerAttr(int(rw == "write"), i1),
            localityHint=IntegerAttr(hint, i32),
            isDataCache=IntegerAttr(int(cache == "data"), i1),
        )
        return cls.create(
            operands=[parser.resolve_operand(memref, mt), *indices],
            properties=props,
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.memref)
        print_indices(printer, self.indices)
        rw = "write" if self.isWrite.value.data else "read"
        cache = "data" if self.isDataCache.value.data else "instr"
        printer.print_string(
            f", {rw}, locality<{self.localityHint.value.data}>, {cache}"
        )
        print_attr_dict(printer, self, skip=("isWrite", "localityHint", "isDataCache"))
        printer.print_string(" : ")
        printer.print_attribute(self.memref.type)


@irdl_op_definition
class AllocaScopeReturnOp(IRDLOperation):
    name = "memref.alloca_scope.return"
    results_ = var_operand_def()
    traits = traits_def(IsTerminator(), Pure())
    assembly_format = "attr-dict ($results_^ `:` type($results_))?"


@irdl_op_definition
class AllocaScopeOp(IRDLOperation):
    """`memref.alloca_scope (-> (T, ...))? { ... }`: allocas inside die at its end."""

    name = "memref.alloca_scope"
    bodyRegion = region_def("single_block")
    results_ = var_result_def()
    traits = traits_def(RecursiveMemoryEffect())

    @classmethod
    def parse(cls, parser: Parser) -> AllocaScopeOp:
        types: list[Attribute] = []
        if parser.parse_optional_punctuation("->") is not None:
            parsed = parser.parse_optional_comma_separated_list(
                parser.Delimiter.PAREN, parser.parse_type
            )
            types = parsed if parsed is not None else [parser.parse_type()]
        body = parser.parse_region()
        props, attrs = parse_attr_dict(parser, cls)
        if not body.blocks:
            body.add_block(Block())
        last = body.blocks[0].last_op
        if last is None or not last.has_trait(IsTerminator):
            body.blocks[0].add_op(AllocaScopeReturnOp.create())
        return cls.create(
            result_types=types, regions=[body], properties=props, attributes=attrs
        )

    def print(self, printer: Printer) -> None:
        if self.results:
            printer.print_string(" -> (")
            print_types(printer, self.result_types)
            printer.print_string(")")
        printer.print_string(" ")
        printer.print_region(
            self.bodyRegion, print_block_terminators=bool(self.results)
        )
        print_attr_dict(printer, self)


@irdl_op_definition
class RankOp(IRDLOperation):
    name = "memref.rank"
    memref = operand_def(_MemRefLike)
    result = result_def(IndexType)
    traits = traits_def(NoMemoryEffect())
    assembly_format = "$memref attr-dict `:` type($memref)"


MemRef: Dialect = replace_ops(
    _xmemref.MemRef,
    [
        GlobalOp,
        GetGlobalOp,
        CastOp,
        MemorySpaceCastOp,
        TransposeOp,
        ExtractStridedMetadataOp,
        ExtractAlignedPointerAsIndexOp,
        CopyOp,
        AtomicRMWOp,
        AtomicYieldOp,
        GenericAtomicRMWOp,
        PrefetchOp,
        RankOp,
        AllocaScopeOp,
        AllocaScopeReturnOp,
    ],
)
"""xDSL's `memref` dialect with the ops above."""

__all__ = [
    "ATOMIC_RMW_KINDS",
    "MemRef",
    "GlobalOp",
    "GetGlobalOp",
    "CastOp",
    "MemorySpaceCastOp",
    "TransposeOp",
    "ExtractStridedMetadataOp",
    "ExtractAlignedPointerAsIndexOp",
    "CopyOp",
    "AtomicRMWOp",
    "AtomicYieldOp",
    "GenericAtomicRMWOp",
    "PrefetchOp",
    "RankOp",
    "AllocaScopeOp",
    "AllocaScopeReturnOp",
]
