"""The `memref` globals and the ops that return a view or an alias of a memref.

* `memref.global` (private / constant / uninitialized / initial value / alignment,
  workgroup-space globals included) and `memref.get_global`;
* views returning an alias of their memref operand: `memref.cast`, `memref.memory_space_cast`,
  `memref.transpose`, `memref.extract_strided_metadata` (whose first result is the base buffer);
* `memref.extract_aligned_pointer_as_index` (a memref turned into an index).
"""

from __future__ import annotations

from io import StringIO
from typing import ClassVar

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
)
from xdsl.ir import Attribute, Operation, SSAValue, TypedAttribute
from xdsl.irdl import (
    AnyAttr,
    IRDLOperation,
    SameVariadicResultSize,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import MemoryAllocEffect, Pure, SymbolOpInterface
from xdsl.utils.exceptions import VerifyException

from smem_opt.smem_dialect.syntax import (
    parse_attr_dict,
    parse_optional_unit,
    parse_type_suffix,
    parse_types,
    print_attr_dict,
    print_optional_unit,
    print_type_suffix,
    print_types,
)

MemRefLike = MemRefType | UnrankedMemRefType

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
        props: dict[str, Attribute | None] = {}
        visibility = parser.parse_optional_str_literal()
        if visibility is not None:
            props["sym_visibility"] = StringAttr(visibility)
        props["constant"] = parse_optional_unit(parser, "constant")
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
        return parse_attr_dict(parser, cls).create(**props)

    def print(self, printer: Printer) -> None:
        if self.sym_visibility is not None:
            printer.print_string(" ")
            printer.print_attribute(self.sym_visibility)
        print_optional_unit(printer, "constant", self.constant)
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
        entries, (t,) = parse_type_suffix(parser, cls)
        return entries.create([], [t], name=sym)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_attribute(self.name_)
        print_type_suffix(printer, self, self.result.type, skip=("name",))

    def verify_(self) -> None:
        """Upstream's rule: the name is a ``memref.global`` of the result's type, found in the
        nearest symbol table around the op (a ``builtin.module`` or ``gpu.module``; the path of
        a nested reference followed down from it). Not checked while the op has no such table
        around it (an op being built)."""
        table = self.parent_op()
        while table is not None and table.name not in SYMBOL_TABLES:
            table = table.parent_op()
        if table is None:
            return
        ref = self.name_
        target: Operation | None = table
        for name in [ref.root_reference.data, *(r.data for r in ref.nested_references.data)]:
            target = _symbol_in(target, name) if target is not None else None
        if not isinstance(target, GlobalOp):
            raise VerifyException(f"'{ref.root_reference.data}' does not reference a valid global memref")
        if target.type != self.result.type:
            raise VerifyException(
                f"result type '{self.result.type}' does not match type '{target.type}' of the global memref "
                f"@{ref.root_reference.data}"
            )


SYMBOL_TABLES = ("builtin.module", "gpu.module")
"""Ops whose region is the symbol table ``memref.get_global`` looks in."""


def _symbol_in(table: Operation, name: str) -> Operation | None:
    """The op of ``table``'s regions whose ``sym_name`` is ``name``."""
    for region in table.regions:
        for block in region.blocks:
            for child in block.ops:
                sym = child.properties.get("sym_name") or child.attributes.get("sym_name")
                if getattr(sym, "data", None) == name:
                    return child
    return None


# ---------------------------------------------------------------------------
# Views and casts
# ---------------------------------------------------------------------------


class _CastOp(IRDLOperation):
    """`$source attr-dict : type($source) to type($dest)`"""

    source = operand_def(MemRefLike)
    dest = result_def(MemRefLike)
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
        entries, (st, rt) = parse_type_suffix(parser, cls, "to")
        return entries.create([parser.resolve_operand(source, st)], [rt], permutation=perm)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.in_)
        printer.print_string(f" {self.permutation.data}")
        print_type_suffix(
            printer, self, self.in_.type, " to ", self.result.type, skip=("permutation",)
        )


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
        return parse_attr_dict(parser, cls).create([parser.resolve_operand(source, st)], types)

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
    source = operand_def(MemRefLike)
    aligned_pointer = result_def(IndexType)
