"""`gpu` ops of host code and of `gpu.launch` bodies, in MLIR 22's syntax.

This module owns `gpu.launch` (with clusters, dynamic shared memory, module and
function names, workgroup and private attributions), `gpu.terminator`,
`gpu.yield`, the runtime ops `gpu.alloc`, `gpu.dealloc`, `gpu.memcpy`,
`gpu.memset`, `gpu.wait`, `gpu.host_register`, and `#gpu.select_object<...>`
(the offloading handler of a `gpu.module`), replacing xDSL's versions, which
have no custom syntax.

Memory behaviour: `gpu.launch` has its body's effects; `gpu.alloc` allocates,
`gpu.dealloc` frees, `gpu.memcpy` reads and writes, `gpu.memset` writes,
`gpu.wait` and `gpu.host_register` read and write (they order or expose
memory); the terminators are pure.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import (
    IndexType,
    IntegerAttr,
    MemRefType,
    SymbolRefAttr,
    UnitAttr,
    i32,
    i64,
)
from xdsl.ir import Attribute, BlockArgument, ParametrizedAttribute, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    opt_result_def,
    param_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import AttrParser, Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import (
    IsTerminator,
    MemoryAllocEffect,
    MemoryFreeEffect,
    MemoryReadEffect,
    MemoryWriteEffect,
    Pure,
    RecursiveMemoryEffect,
)

from smem_opt.smem_dialect.gpu import AsyncTokenType
from smem_opt.smem_dialect.syntax import (
    SEGMENTS,
    parse_attr_dict,
    parse_indices,
    parse_operands,
    parse_optional_unit,
    parse_type_suffix,
    parse_types,
    print_attr_dict,
    print_indices,
    print_operands,
    print_optional_unit,
    print_type_suffix,
    print_types,
    resolve,
    resolve_pairs,
    segments,
)

# ---------------------------------------------------------------------------
# `async [%deps]`
# ---------------------------------------------------------------------------


def parse_async(parser: Parser) -> tuple[bool, list[SSAValue]]:
    """`(async)? ([%t, ...])?` -> (returns a token, dependencies)."""
    is_async = parser.parse_optional_keyword("async") is not None
    deps: list[SSAValue] = []
    if parser._current_token.text == "[":  # pyright: ignore[reportPrivateUsage]
        deps = resolve(
            parser, parse_operands(parser, Parser.Delimiter.SQUARE), AsyncTokenType()
        )
    return is_async, deps


def print_async(printer: Printer, is_async: bool, deps: Sequence[SSAValue]) -> None:
    if is_async:
        printer.print_string(" async")
    if deps:
        printer.print_string(" ")
        print_indices(printer, deps)


def _async_results(is_async: bool) -> list[Attribute]:
    """The token result of an op written with ``async``."""
    return [AsyncTokenType()] if is_async else []


# ---------------------------------------------------------------------------
# gpu.launch
# ---------------------------------------------------------------------------


@irdl_op_definition
class TerminatorOp(IRDLOperation):
    """`gpu.terminator`, ending a `gpu.launch` body."""

    name = "gpu.terminator"
    traits = traits_def(IsTerminator(), Pure())
    assembly_format = "attr-dict"


@irdl_op_definition
class LaunchOp(IRDLOperation):
    """
    `gpu.launch (async)? ([%deps])? (clusters(...) in (...))? blocks(%bx, %by, %bz)
       in (%gx = %a, ...) threads(...) in (...) (dynamic_shared_memory_size %s)?
       (module(@m) function(@f))? (workgroup(...))? (private(...))? { ... } attr-dict`
    """

    name = "gpu.launch"
    asyncDependencies = var_operand_def(AsyncTokenType)
    gridSizeX = operand_def(IndexType)
    gridSizeY = operand_def(IndexType)
    gridSizeZ = operand_def(IndexType)
    blockSizeX = operand_def(IndexType)
    blockSizeY = operand_def(IndexType)
    blockSizeZ = operand_def(IndexType)
    clusterSizeX = opt_operand_def(IndexType)
    clusterSizeY = opt_operand_def(IndexType)
    clusterSizeZ = opt_operand_def(IndexType)
    dynamicSharedMemorySize = opt_operand_def(i32)
    module = opt_prop_def(SymbolRefAttr)
    function = opt_prop_def(SymbolRefAttr)
    body = region_def()
    asyncToken = opt_result_def(AsyncTokenType)

    traits = traits_def(RecursiveMemoryEffect())
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    WORKGROUP: ClassVar[str] = "workgroup_attributions"

    @property
    def has_clusters(self) -> bool:
        return self.clusterSizeX is not None

    @property
    def num_workgroup_attributions(self) -> int:
        attr = self.attributes.get(self.WORKGROUP)
        return attr.value.data if isinstance(attr, IntegerAttr) else 0

    @property
    def num_config_args(self) -> int:
        return 18 if self.has_clusters else 12

    @property
    def workgroup_attributions(self) -> tuple[BlockArgument, ...]:
        start = self.num_config_args
        return self.body.blocks[0].args[start : start + self.num_workgroup_attributions]

    @property
    def private_attributions(self) -> tuple[BlockArgument, ...]:
        start = self.num_config_args + self.num_workgroup_attributions
        return self.body.blocks[0].args[start:]

    @staticmethod
    def _parse_config(
        parser: Parser, keyword: str
    ) -> tuple[list[Parser.Argument], list[Parser.Argument], list[UnresolvedOperand]]:
        """`keyword(%i, %j, %k) in (%x = %a, %y = %b, %z = %c)`."""
        ids = parser.parse_comma_separated_list(
            parser.Delimiter.PAREN,
            lambda: parser.parse_argument(expect_type=False).resolve(IndexType()),
        )
        parser.parse_keyword("in")
        sizes: list[Parser.Argument] = []
        values: list[UnresolvedOperand] = []

        def size() -> None:
            sizes.append(parser.parse_argument(expect_type=False).resolve(IndexType()))
            parser.parse_punctuation("=")
            values.append(parser.parse_unresolved_operand())

        parser.parse_comma_separated_list(parser.Delimiter.PAREN, size)
        if len(ids) != 3 or len(sizes) != 3:
            parser.raise_error(f"expected three {keyword} dimensions")
        return ids, sizes, values

    @staticmethod
    def _parse_attributions(parser: Parser, keyword: str) -> list[Parser.Argument]:
        if parser.parse_optional_keyword(keyword) is None:
            return []
        return parser.parse_comma_separated_list(
            parser.Delimiter.PAREN, lambda: parser.parse_argument(expect_type=True)
        )

    @classmethod
    def parse(cls, parser: Parser) -> LaunchOp:
        is_async, deps = parse_async(parser)
        clusters = None
        if parser.parse_optional_keyword("clusters") is not None:
            clusters = cls._parse_config(parser, "clusters")
        parser.parse_keyword("blocks")
        blocks = cls._parse_config(parser, "blocks")
        parser.parse_keyword("threads")
        threads = cls._parse_config(parser, "threads")
        dsmem: list[SSAValue] = []
        if parser.parse_optional_keyword("dynamic_shared_memory_size") is not None:
            dsmem = [parser.resolve_operand(parser.parse_unresolved_operand(), i32)]
        props: dict[str, Attribute] = {}
        if parser.parse_optional_keyword("module") is not None:
            parser.parse_punctuation("(")
            props["module"] = SymbolRefAttr(parser.parse_symbol_name())
            parser.parse_punctuation(")")
            parser.parse_keyword("function")
            parser.parse_punctuation("(")
            props["function"] = SymbolRefAttr(parser.parse_symbol_name())
            parser.parse_punctuation(")")
        workgroup = cls._parse_attributions(parser, "workgroup")
        private = cls._parse_attributions(parser, "private")
        args = [*blocks[0], *threads[0], *blocks[1], *threads[1]]
        if clusters is not None:
            args += [*clusters[0], *clusters[1]]
        region = parser.parse_region([*args, *workgroup, *private])
        entries = parse_attr_dict(parser, cls)
        entries.attributes[cls.WORKGROUP] = IntegerAttr(len(workgroup), i64)
        cluster_values = (
            resolve(parser, clusters[2], IndexType()) if clusters is not None else []
        )
        operands = [
            *deps,
            *resolve(parser, blocks[2], IndexType()),
            *resolve(parser, threads[2], IndexType()),
            *cluster_values,
            *dsmem,
        ]
        n_cluster = 1 if clusters is not None else 0
        props[SEGMENTS] = segments(
            len(deps), 1, 1, 1, 1, 1, 1, n_cluster, n_cluster, n_cluster, len(dsmem)
        )
        return entries.create(operands, _async_results(is_async), [region], **props)

    def print(self, printer: Printer) -> None:
        print_async(printer, self.asyncToken is not None, self.asyncDependencies)
        args = self.body.blocks[0].args

        def config(
            keyword: str,
            ids: Sequence[BlockArgument],
            sizes: Sequence[BlockArgument],
            values: Sequence[SSAValue],
        ) -> None:
            printer.print_string(f" {keyword}(")
            printer.print_list(ids, printer.print_ssa_value)
            printer.print_string(") in (")

            def one(pair: tuple[BlockArgument, SSAValue]) -> None:
                printer.print_ssa_value(pair[0])
                printer.print_string(" = ")
                printer.print_operand(pair[1])

            printer.print_list(list(zip(sizes, values)), one)
            printer.print_string(")")

        if self.has_clusters:
            assert self.clusterSizeX and self.clusterSizeY and self.clusterSizeZ
            config(
                "clusters",
                args[12:15],
                args[15:18],
                [self.clusterSizeX, self.clusterSizeY, self.clusterSizeZ],
            )
        config(
            "blocks",
            args[0:3],
            args[6:9],
            [self.gridSizeX, self.gridSizeY, self.gridSizeZ],
        )
        config(
            "threads",
            args[3:6],
            args[9:12],
            [self.blockSizeX, self.blockSizeY, self.blockSizeZ],
        )
        if self.dynamicSharedMemorySize is not None:
            printer.print_string(" dynamic_shared_memory_size ")
            printer.print_operand(self.dynamicSharedMemorySize)
        if self.module is not None and self.function is not None:
            printer.print_string(" module(")
            printer.print_attribute(self.module)
            printer.print_string(") function(")
            printer.print_attribute(self.function)
            printer.print_string(")")
        for keyword, values in (
            ("workgroup", self.workgroup_attributions),
            ("private", self.private_attributions),
        ):
            if values:
                printer.print_string(f" {keyword}(")
                printer.print_list(values, printer.print_block_argument)
                printer.print_string(")")
        printer.print_string(" ")
        printer.print_region(self.body, print_entry_block_args=False)
        print_attr_dict(printer, self, skip=("module", "function", self.WORKGROUP))


# ---------------------------------------------------------------------------
# Runtime ops
# ---------------------------------------------------------------------------


@irdl_op_definition
class AllocOp(IRDLOperation):
    """`gpu.alloc (async)? ([%deps])? (host_shared)? (%sizes) ([%symbols])? : memref<...>`"""

    name = "gpu.alloc"
    asyncDependencies = var_operand_def(AsyncTokenType)
    dynamicSizes = var_operand_def(IndexType)
    symbolOperands = var_operand_def(IndexType)
    hostShared = opt_prop_def(UnitAttr)
    memref = result_def(MemRefType)
    asyncToken = opt_result_def(AsyncTokenType)
    traits = traits_def(MemoryAllocEffect())
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    @classmethod
    def parse(cls, parser: Parser) -> AllocOp:
        is_async, deps = parse_async(parser)
        host_shared = parse_optional_unit(parser, "host_shared")
        sizes = resolve(
            parser, parse_operands(parser, Parser.Delimiter.PAREN), IndexType()
        )
        symbols: list[SSAValue] = []
        if parser._current_token.text == "[":  # pyright: ignore[reportPrivateUsage]
            symbols = parse_indices(parser)
        entries, (t,) = parse_type_suffix(parser, cls)
        return entries.create(
            [*deps, *sizes, *symbols],
            [t, *_async_results(is_async)],
            hostShared=host_shared,
            operandSegmentSizes=segments(len(deps), len(sizes), len(symbols)),
        )

    def print(self, printer: Printer) -> None:
        print_async(printer, self.asyncToken is not None, self.asyncDependencies)
        print_optional_unit(printer, "host_shared", self.hostShared)
        printer.print_string(" (")
        print_operands(printer, self.dynamicSizes)
        printer.print_string(")")
        if self.symbolOperands:
            print_indices(printer, self.symbolOperands)
        print_type_suffix(printer, self, self.memref.type, skip=("hostShared",))


class _AsyncMemOp(IRDLOperation):
    """`(async)? ([%deps])? %a (, %b)? attr-dict : T (, T)?`"""

    HAS_OPERANDS: ClassVar[bool] = True

    @classmethod
    def parse(cls, parser: Parser):
        is_async, deps = parse_async(parser)
        names = parse_operands(parser) if cls.HAS_OPERANDS else []
        entries = parse_attr_dict(parser, cls)
        types: list[Attribute] = []
        if names:
            parser.parse_punctuation(":")
            types = parse_types(parser)
        operands = [*deps, *resolve_pairs(parser, names, types)]
        return entries.create(operands, _async_results(is_async))

    def print(self, printer: Printer) -> None:
        deps = [o for o in self.operands if isinstance(o.type, AsyncTokenType)]
        rest = [o for o in self.operands if not isinstance(o.type, AsyncTokenType)]
        print_async(printer, bool(self.results), deps)
        if rest:
            printer.print_string(" ")
            print_operands(printer, rest)
        print_attr_dict(printer, self)
        if rest:
            printer.print_string(" : ")
            print_types(printer, [o.type for o in rest])


@irdl_op_definition
class DeallocOp(_AsyncMemOp):
    name = "gpu.dealloc"
    asyncDependencies = var_operand_def(AsyncTokenType)
    memref = operand_def(MemRefType)
    asyncToken = opt_result_def(AsyncTokenType)
    traits = traits_def(MemoryFreeEffect())


@irdl_op_definition
class MemcpyOp(_AsyncMemOp):
    name = "gpu.memcpy"
    asyncDependencies = var_operand_def(AsyncTokenType)
    dst = operand_def(MemRefType)
    src = operand_def(MemRefType)
    asyncToken = opt_result_def(AsyncTokenType)
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())


@irdl_op_definition
class MemsetOp(_AsyncMemOp):
    name = "gpu.memset"
    asyncDependencies = var_operand_def(AsyncTokenType)
    dst = operand_def(MemRefType)
    value = operand_def()
    asyncToken = opt_result_def(AsyncTokenType)
    traits = traits_def(MemoryWriteEffect())


@irdl_op_definition
class WaitOp(_AsyncMemOp):
    name = "gpu.wait"
    HAS_OPERANDS: ClassVar[bool] = False
    asyncDependencies = var_operand_def(AsyncTokenType)
    asyncToken = opt_result_def(AsyncTokenType)
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())


@irdl_op_definition
class HostRegisterOp(IRDLOperation):
    name = "gpu.host_register"
    value = operand_def()
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())
    assembly_format = "$value attr-dict `:` type($value)"


@irdl_op_definition
class HostUnregisterOp(IRDLOperation):
    name = "gpu.host_unregister"
    value = operand_def()
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())
    assembly_format = "$value attr-dict `:` type($value)"


@irdl_attr_definition
class SelectObjectAttr(ParametrizedAttribute):
    """`#gpu.select_object<1 : i64>` or `#gpu.select_object<#nvvm.target>`"""

    name = "gpu.select_object"
    target: Attribute = param_def()

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            return (parser.parse_attribute(),)

    def print_parameters(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_attribute(self.target)


HOST_OPS: tuple[type[IRDLOperation], ...] = (
    TerminatorOp,
    LaunchOp,
    AllocOp,
    DeallocOp,
    MemcpyOp,
    MemsetOp,
    WaitOp,
    HostRegisterOp,
    HostUnregisterOp,
)
"""The ops of this module, for the `gpu` dialect."""

HOST_ATTRS: tuple[type[Attribute], ...] = (SelectObjectAttr,)

__all__ = [
    "HOST_ATTRS",
    "HOST_OPS",
    "AllocOp",
    "DeallocOp",
    "HostRegisterOp",
    "HostUnregisterOp",
    "LaunchOp",
    "MemcpyOp",
    "MemsetOp",
    "SelectObjectAttr",
    "TerminatorOp",
    "WaitOp",
    "parse_async",
    "print_async",
]
