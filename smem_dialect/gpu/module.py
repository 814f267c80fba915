"""`gpu.module`: a symbol table of kernels (no terminator), optionally with targets."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import (
    ArrayAttr,
    StringAttr,
    SymbolNameConstraint,
    SymbolRefAttr,
)
from xdsl.ir import (
    Attribute,
    Block,
    Region,
)
from xdsl.irdl import (
    AnyAttr,
    IRDLOperation,
    irdl_op_definition,
    opt_prop_def,
    prop_def,
    region_def,
    traits_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import (
    IsolatedFromAbove,
    NoTerminator,
    SymbolOpInterface,
    SymbolTable,
)

# ---------------------------------------------------------------------------
# gpu.module
# ---------------------------------------------------------------------------


@irdl_op_definition
class ModuleOp(IRDLOperation):
    """`gpu.module @name <handler>? [targets]? attributes {...}? { ... }`"""

    name = "gpu.module"

    body = region_def("single_block")
    sym_name = prop_def(SymbolNameConstraint())
    targets = opt_prop_def(ArrayAttr)
    offloadingHandler = opt_prop_def(AnyAttr())

    traits = traits_def(
        IsolatedFromAbove(),
        NoTerminator(),
        SymbolOpInterface(),
        SymbolTable(),
    )

    def __init__(
        self,
        name: str | StringAttr | SymbolRefAttr,
        body: Region | None = None,
        targets: Sequence[Attribute] | ArrayAttr | None = None,
        attributes: dict[str, Attribute] | None = None,
    ):
        if isinstance(name, SymbolRefAttr):
            name = name.root_reference
        if isinstance(name, str):
            name = StringAttr(name)
        if body is None:
            body = Region(Block())
        if targets is not None and not isinstance(targets, ArrayAttr):
            targets = ArrayAttr(targets)
        super().__init__(
            properties={"sym_name": name, "targets": targets},
            attributes=attributes or {},
            regions=[body],
        )

    @classmethod
    def parse(cls, parser: Parser) -> ModuleOp:
        name = parser.parse_symbol_name()
        handler = None
        if parser.parse_optional_punctuation("<") is not None:
            handler = parser.parse_attribute()
            parser.parse_punctuation(">")
        targets = None
        if parser.parse_optional_punctuation("[") is not None:
            items: list[Attribute] = []
            if parser.parse_optional_punctuation("]") is None:
                items.append(parser.parse_attribute())
                while parser.parse_optional_punctuation(",") is not None:
                    items.append(parser.parse_attribute())
                parser.parse_punctuation("]")
            targets = ArrayAttr(items)
        attrs = parser.parse_optional_attr_dict_with_keyword(
            ("sym_name", "targets", "offloadingHandler")
        )
        body = parser.parse_region()
        if not body.blocks:
            body.add_block(Block())
        op = cls(name, body, targets, dict(attrs.data) if attrs else None)
        if handler is not None:
            op.properties["offloadingHandler"] = handler
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_symbol_name(self.sym_name.data)
        if self.offloadingHandler is not None:
            printer.print_string(" <")
            printer.print_attribute(self.offloadingHandler)
            printer.print_string(">")
        if self.targets is not None:
            printer.print_string(" [")
            printer.print_list(self.targets.data, printer.print_attribute)
            printer.print_string("]")
        printer.print_op_attributes(
            self.attributes,
            reserved_attr_names=("sym_name", "targets", "offloadingHandler"),
            print_keyword=True,
        )
        printer.print_string(" ")
        printer.print_region(self.body, print_empty_block=False)
