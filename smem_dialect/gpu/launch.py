"""`gpu.launch_func` with its dynamic shared memory size."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects import gpu as _xgpu
from xdsl.dialects.builtin import (
    DenseArrayBase,
    IndexType,
    SymbolRefAttr,
    i32,
    i64,
)
from xdsl.ir import (
    Attribute,
    Operation,
    SSAValue,
)
from xdsl.irdl import (
    AnyOf,
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_result_def,
    prop_def,
    var_operand_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import SymbolTable
from xdsl.utils.exceptions import VerifyException

AsyncTokenType = _xgpu.AsyncTokenType

# ---------------------------------------------------------------------------
# gpu.launch_func
# ---------------------------------------------------------------------------

_LaunchDimConstr = AnyOf.get(IndexType, i32, i64)


def _is_kernel(func: Operation) -> bool:
    """Is ``func`` marked as a kernel: ``kernel`` on a gpu.func (a property or the attribute
    ``gpu.kernel``), ``gpu.kernel`` on any other function?"""
    return "kernel" in func.properties or "gpu.kernel" in func.attributes or "gpu.kernel" in func.properties


@irdl_op_definition
class LaunchFuncOp(IRDLOperation):
    """
    `gpu.launch_func (async)? ([%deps])? (<%obj : T>)? @module::@kernel
       (clusters in (%x, %y, %z))? blocks in (%x, %y, %z) threads in (%x, %y, %z)
       (: T)? (dynamic_shared_memory_size %s)? (args(%a : T, ...))? attr-dict`
    """

    name = "gpu.launch_func"

    asyncDependencies = var_operand_def(AsyncTokenType)
    gridSizeX = operand_def(_LaunchDimConstr)
    gridSizeY = operand_def(_LaunchDimConstr)
    gridSizeZ = operand_def(_LaunchDimConstr)
    blockSizeX = operand_def(_LaunchDimConstr)
    blockSizeY = operand_def(_LaunchDimConstr)
    blockSizeZ = operand_def(_LaunchDimConstr)
    clusterSizeX = opt_operand_def(_LaunchDimConstr)
    clusterSizeY = opt_operand_def(_LaunchDimConstr)
    clusterSizeZ = opt_operand_def(_LaunchDimConstr)
    dynamicSharedMemorySize = opt_operand_def(i32)
    kernelOperands = var_operand_def()
    asyncObject = opt_operand_def()

    asyncToken = opt_result_def(AsyncTokenType)

    kernel = prop_def(SymbolRefAttr)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def __init__(
        self,
        func: SymbolRefAttr,
        gridSize: Sequence[SSAValue | Operation],
        blockSize: Sequence[SSAValue | Operation],
        clusterSize: Sequence[SSAValue | Operation] | None = None,
        kernelOperands: Sequence[SSAValue | Operation] | None = None,
        async_launch: bool = False,
        asyncDependencies: Sequence[SSAValue | Operation] | None = None,
        dynamicSharedMemorySize: SSAValue | Operation | None = None,
        asyncObject: SSAValue | Operation | None = None,
    ):
        if len(gridSize) != 3:
            raise ValueError(f"gpu.launch_func needs 3 grid sizes, got {len(gridSize)}")
        if len(blockSize) != 3:
            raise ValueError(
                f"gpu.launch_func needs 3 block sizes, got {len(blockSize)}"
            )
        cluster: Sequence[SSAValue | Operation | Sequence[SSAValue | Operation]]
        cluster = [[], [], []] if clusterSize is None else list(clusterSize)
        if len(cluster) != 3:
            raise ValueError("gpu.launch_func needs 0 or 3 cluster sizes")
        super().__init__(
            operands=[
                asyncDependencies or [],
                *gridSize,
                *blockSize,
                *cluster,
                [] if dynamicSharedMemorySize is None else [dynamicSharedMemorySize],
                kernelOperands or [],
                [asyncObject] if asyncObject is not None else [],
            ],
            result_types=[[AsyncTokenType()] if async_launch else []],
            properties={"kernel": func},
        )

    # -- dynamic shared memory size ---------------------------------------

    _DSMEM_SEGMENT: ClassVar[int] = 10

    @property
    def dynamic_shared_memory_size(self) -> SSAValue | None:
        return self.dynamicSharedMemorySize

    def set_dynamic_shared_memory_size(
        self, value: SSAValue | Operation | None
    ) -> None:
        """Set (or, with None, remove) the dynamic shared memory size operand."""
        sizes = list(self._segment_sizes())
        ops = list(self.operands)
        start = sum(sizes[: self._DSMEM_SEGMENT])
        old = sizes[self._DSMEM_SEGMENT]
        new = [SSAValue.get(value)] if value is not None else []
        ops[start : start + old] = new
        sizes[self._DSMEM_SEGMENT] = len(new)
        self.operands = ops
        self.properties["operandSegmentSizes"] = DenseArrayBase.from_list(i32, sizes)

    _KERNEL_OPERANDS_SEGMENT: ClassVar[int] = 11

    def erase_kernel_operand(self, index: int) -> None:
        """Drop the ``index``-th kernel operand (the kernel lost that argument)."""
        sizes = list(self._segment_sizes())
        ops = list(self.operands)
        start = sum(sizes[: self._KERNEL_OPERANDS_SEGMENT])
        del ops[start + index]
        sizes[self._KERNEL_OPERANDS_SEGMENT] -= 1
        self.operands = ops
        self.properties["operandSegmentSizes"] = DenseArrayBase.from_list(i32, sizes)

    def _segment_sizes(self) -> tuple[int, ...]:
        seg = self.properties.get("operandSegmentSizes")
        assert isinstance(seg, DenseArrayBase)
        return tuple(seg.get_values())

    # -- custom syntax -----------------------------------------------------

    @staticmethod
    def _parse_triple(parser: Parser) -> list[UnresolvedOperand]:
        parser.parse_keyword("in")
        ops = parser.parse_comma_separated_list(
            parser.Delimiter.PAREN, parser.parse_unresolved_operand
        )
        if len(ops) != 3:
            parser.raise_error("expected three operands")
        return ops

    @classmethod
    def parse(cls, parser: Parser) -> LaunchFuncOp:
        is_async = parser.parse_optional_keyword("async") is not None
        deps: list[SSAValue] = []
        unresolved_deps = parser.parse_optional_comma_separated_list(
            parser.Delimiter.SQUARE, parser.parse_unresolved_operand
        )
        if unresolved_deps:
            deps = [
                parser.resolve_operand(d, AsyncTokenType()) for d in unresolved_deps
            ]
        async_object = None
        if parser.parse_optional_punctuation("<") is not None:
            obj = parser.parse_unresolved_operand()
            parser.parse_punctuation(":")
            async_object = parser.resolve_operand(obj, parser.parse_type())
            parser.parse_punctuation(">")
        kernel = parser.parse_attribute()
        if not isinstance(kernel, SymbolRefAttr):
            parser.raise_error("expected a kernel symbol reference")
        clusters: list[UnresolvedOperand] | None = None
        if parser.parse_optional_keyword("clusters") is not None:
            clusters = cls._parse_triple(parser)
        parser.parse_keyword("blocks")
        blocks = cls._parse_triple(parser)
        parser.parse_keyword("threads")
        threads = cls._parse_triple(parser)
        dim_type: Attribute = IndexType()
        if parser.parse_optional_punctuation(":") is not None:
            dim_type = parser.parse_type()
        dsmem = None
        if parser.parse_optional_keyword("dynamic_shared_memory_size") is not None:
            dsmem = parser.resolve_operand(parser.parse_unresolved_operand(), i32)
        args: list[SSAValue] = []
        if parser.parse_optional_keyword("args") is not None:

            def parse_arg() -> SSAValue:
                u = parser.parse_unresolved_operand()
                parser.parse_punctuation(":")
                return parser.resolve_operand(u, parser.parse_type())

            args = parser.parse_comma_separated_list(
                parser.Delimiter.PAREN, parse_arg
            )
        attrs = parser.parse_optional_attr_dict()

        def res(ops: list[UnresolvedOperand]) -> list[SSAValue]:
            return [parser.resolve_operand(o, dim_type) for o in ops]

        op = cls(
            kernel,
            res(blocks),
            res(threads),
            res(clusters) if clusters is not None else None,
            args,
            async_launch=is_async,
            asyncDependencies=deps,
            dynamicSharedMemorySize=dsmem,
            asyncObject=async_object,
        )
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        if self.asyncToken is not None:
            printer.print_string(" async")
        if self.asyncDependencies:
            printer.print_string(" [")
            printer.print_list(self.asyncDependencies, printer.print_ssa_value)
            printer.print_string("]")
        if self.asyncObject is not None:
            printer.print_string(" <")
            printer.print_ssa_value(self.asyncObject)
            printer.print_string(" : ")
            printer.print_attribute(self.asyncObject.type)
            printer.print_string(">")
        printer.print_string(" ")
        printer.print_attribute(self.kernel)

        def triple(keyword: str, vals: Sequence[SSAValue]) -> None:
            printer.print_string(f" {keyword} in (")
            printer.print_list(vals, printer.print_ssa_value)
            printer.print_string(")")

        if self.clusterSizeX is not None:
            assert self.clusterSizeY is not None and self.clusterSizeZ is not None
            triple(
                "clusters", (self.clusterSizeX, self.clusterSizeY, self.clusterSizeZ)
            )
        triple("blocks", (self.gridSizeX, self.gridSizeY, self.gridSizeZ))
        triple("threads", (self.blockSizeX, self.blockSizeY, self.blockSizeZ))
        if self.gridSizeX.type != IndexType():
            printer.print_string(" : ")
            printer.print_attribute(self.gridSizeX.type)
        if self.dynamicSharedMemorySize is not None:
            printer.print_string(" dynamic_shared_memory_size ")
            printer.print_ssa_value(self.dynamicSharedMemorySize)
        if self.kernelOperands:

            def print_arg(v: SSAValue) -> None:
                printer.print_ssa_value(v)
                printer.print_string(" : ")
                printer.print_attribute(v.type)

            printer.print_string(" args(")
            printer.print_list(self.kernelOperands, print_arg)
            printer.print_string(")")
        printer.print_op_attributes(self.attributes)

    def verify_(self) -> None:
        dims = [
            self.gridSizeX,
            self.gridSizeY,
            self.gridSizeZ,
            self.blockSizeX,
            self.blockSizeY,
            self.blockSizeZ,
        ]
        for c in (self.clusterSizeX, self.clusterSizeY, self.clusterSizeZ):
            if c is not None:
                dims.append(c)
        if len({d.type for d in dims}) != 1:
            raise VerifyException(
                "grid, block and cluster sizes must have one type"
            )
        if len(self.kernel.nested_references.data) != 1:
            raise VerifyException(
                "kernel must be a nested symbol @module::@kernel"
            )
        # MLIR's rule for a launch the nearest symbol table resolves: the function it names is a
        # kernel (a gpu.func marked `kernel`, or a function with the `gpu.kernel` attribute)
        if self.parent_op() is not None:
            kernel = SymbolTable.lookup_symbol(self, self.kernel)
            if kernel is not None and not _is_kernel(kernel):
                raise VerifyException("kernel function is missing the 'gpu.kernel' attribute")
