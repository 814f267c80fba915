"""`smem.kernel @name(%a: T, ...) block_size = [x, y, z] attributes {...} {...}` (a GPU kernel
whose body runs once per thread of a block), its terminator `smem.return`, and `smem.alloc` (one
shared, workgroup, buffer with optional `alignment` in bytes and `name`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    ArrayAttr,
    DenseArrayBase,
    DictionaryAttr,
    FunctionType,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    NoneAttr,
    StringAttr,
    SymbolNameConstraint,
    i32,
    i64,
)
from xdsl.ir import Attribute, Block, BlockArgument, Operation, Region, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_op_definition,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import (
    HasAncestor,
    HasParent,
    IsolatedFromAbove,
    IsTerminator,
    SymbolOpInterface,
)
from xdsl.utils.exceptions import VerifyException

from smem_opt.smem_dialect.gpu import FuncOp as GPUFuncOp
from smem_opt.smem_dialect.gpu import (
    dicts_to_array,
    is_workgroup_space,
    parse_function_signature,
    print_function_header,
    workgroup_space,
)
from smem_opt.smem_dialect.semantics import (
    BufferOrigin,
    HandOff,
    OpSemantics,
    RegionKind,
    UseRole,
    ValueSource,
)

# ---------------------------------------------------------------------------
# smem.kernel / smem.return
# ---------------------------------------------------------------------------


@irdl_op_definition
class KernelOp(IRDLOperation):
    """
    `smem.kernel @name(%a: T, ...) block_size = [x, y, z] attributes {...}? { ... }`

    The body is one block ending in `smem.return`, or several blocks joined by branches
    (`cf.br`, `cf.cond_br`: what `convert-scf-to-cf` makes of a structured body) whose blocks
    without a successor end in `smem.return`.
    """

    name = "smem.kernel"

    body = region_def()
    sym_name = prop_def(SymbolNameConstraint())
    function_type = prop_def(FunctionType)
    block_size = prop_def(DenseArrayBase.constr(i32))
    arg_attrs = opt_prop_def(ArrayAttr[DictionaryAttr])
    res_attrs = opt_prop_def(ArrayAttr[DictionaryAttr])

    traits = traits_def(IsolatedFromAbove(), SymbolOpInterface())
    SEMANTICS: ClassVar[OpSemantics] = OpSemantics(
        region_kind=RegionKind.KERNEL, memref_role=UseRole.ESCAPE, handoff=HandOff.NONE
    )

    _RESERVED: ClassVar[tuple[str, ...]] = (
        "sym_name",
        "function_type",
        "block_size",
        "arg_attrs",
        "res_attrs",
    )

    def __init__(
        self,
        name: str | StringAttr,
        input_types: Sequence[Attribute] | FunctionType,
        block_size: Sequence[int] | DenseArrayBase,
        body: Region | Block | None = None,
        *,
        arg_attrs: ArrayAttr | None = None,
        res_attrs: ArrayAttr | None = None,
        attributes: dict[str, Attribute] | None = None,
    ):
        if isinstance(name, str):
            name = StringAttr(name)
        if isinstance(input_types, FunctionType):
            function_type = input_types
        else:
            function_type = FunctionType.from_lists(list(input_types), [])
        if not isinstance(block_size, DenseArrayBase):
            block_size = DenseArrayBase.from_list(i32, list(block_size))
        if body is None:
            body = Block([ReturnOp()], arg_types=function_type.inputs.data)
        if isinstance(body, Block):
            body = Region(body)
        super().__init__(
            properties={
                "sym_name": name,
                "function_type": function_type,
                "block_size": block_size,
                "arg_attrs": arg_attrs,
                "res_attrs": res_attrs,
            },
            attributes=attributes or {},
            regions=[body],
        )

    @property
    def args(self) -> tuple[BlockArgument, ...]:
        entry = self.body.blocks.first
        return entry.args if entry is not None else ()

    @property
    def block_size_tuple(self) -> tuple[int, ...]:
        return tuple(self.block_size.get_values())

    @property
    def threads_per_block(self) -> int:
        n = 1
        for s in self.block_size_tuple:
            n *= s
        return n

    def verify_(self) -> None:
        sizes = self.block_size_tuple
        if not 1 <= len(sizes) <= 3:
            raise VerifyException(
                f"block_size must have 1 to 3 entries, got {len(sizes)}"
            )
        if any(s <= 0 for s in sizes):
            raise VerifyException(
                "block_size entries must be positive, got "
                f"[{', '.join(map(str, sizes))}]"
            )
        outputs = self.function_type.outputs.data
        if outputs:
            raise VerifyException(
                "kernel returns values "
                f"({', '.join(map(str, outputs))}); a kernel must return nothing"
            )
        inputs = self.function_type.inputs.data
        entry = self.body.blocks.first
        if entry is None:
            raise VerifyException("body must have a block")
        if tuple(entry.arg_types) != inputs:
            raise VerifyException(
                "entry block arguments "
                f"({', '.join(map(str, entry.arg_types))}) do not match "
                f"the kernel inputs ({', '.join(map(str, inputs))})"
            )
        for block in self.body.blocks:
            last = block.last_op
            if not isinstance(last, ReturnOp) and (last is None or not last.successors):
                raise VerifyException(
                    "body must end with 'smem.return'"
                    if block is entry and self.body.blocks.last is entry
                    else "every block of the body must end with 'smem.return' or a branch"
                )

    @classmethod
    def parse(cls, parser: Parser) -> KernelOp:
        name = parser.parse_symbol_name()
        args, arg_attrs, results, res_attrs = parse_function_signature(parser)
        parser.parse_keyword("block_size")
        parser.parse_punctuation("=")
        sizes = parser.parse_comma_separated_list(
            parser.Delimiter.SQUARE, parser.parse_integer
        )
        extra = parser.parse_optional_attr_dict_with_keyword(cls._RESERVED)
        body = parser.parse_region(args)
        return cls(
            name,
            FunctionType.from_lists([a.type for a in args], results),
            sizes,
            body,
            arg_attrs=dicts_to_array(arg_attrs),
            res_attrs=dicts_to_array(res_attrs),
            attributes=dict(extra.data) if extra is not None else None,
        )

    def print(self, printer: Printer) -> None:
        print_function_header(printer, self)
        printer.print_string(" block_size = [")
        printer.print_string(", ".join(map(str, self.block_size_tuple)))
        printer.print_string("]")
        printer.print_op_attributes(
            self.attributes, reserved_attr_names=self._RESERVED, print_keyword=True
        )
        printer.print_string(" ")
        printer.print_region(self.body, print_entry_block_args=False)


@irdl_op_definition
class ReturnOp(IRDLOperation):
    """`smem.return`: ends a kernel (takes no operands)."""

    name = "smem.return"

    operands_ = var_operand_def()

    traits = traits_def(IsTerminator(), HasParent(KernelOp))
    SEMANTICS: ClassVar[OpSemantics] = OpSemantics(returns=True, handoff=HandOff.NONE)

    assembly_format = "attr-dict ($operands_^ `:` type($operands_))?"

    def __init__(self):
        super().__init__(operands=[[]])

    def verify_(self) -> None:
        if self.operands_:
            raise VerifyException(
                f"takes no operands, got {len(self.operands_)}"
            )


# ---------------------------------------------------------------------------
# smem.alloc
# ---------------------------------------------------------------------------


@irdl_op_definition
class AllocOp(IRDLOperation):
    """
    `%x = smem.alloc(%d0, ...)? {alignment = 16 : i64, name = "A"}? :
       memref<..., #gpu.address_space<workgroup>>`
    """

    name = "smem.alloc"

    traits = traits_def(HasAncestor(KernelOp, GPUFuncOp))
    SEMANTICS: ClassVar[OpSemantics] = OpSemantics(
        buffer_origin=BufferOrigin.ALLOC, value_source=ValueSource.PURE, handoff=HandOff.NONE
    )

    dynamic_sizes = var_operand_def(IndexType)
    memref = result_def(MemRefType)
    alignment = opt_prop_def(IntegerAttr[IntegerType])
    buffer_name = opt_prop_def(StringAttr, prop_name="name")

    irdl_options = (ParsePropInAttrDict(),)

    assembly_format = "(`(` $dynamic_sizes^ `)`)? attr-dict `:` type($memref)"

    def __init__(
        self,
        result_type: MemRefType,
        dynamic_sizes: Sequence[SSAValue | Operation] = (),
        alignment: int | None = None,
        name: str | None = None,
    ):
        super().__init__(
            operands=[dynamic_sizes],
            result_types=[result_type],
            properties={
                "alignment": IntegerAttr(alignment, i64)
                if alignment is not None
                else None,
                "name": StringAttr(name) if name is not None else None,
            },
        )
        if name is not None and SSAValue.is_valid_name(name):
            self.memref.name_hint = name

    @staticmethod
    def workgroup(
        element_type: Attribute,
        shape: Sequence[int],
        dynamic_sizes: Sequence[SSAValue | Operation] = (),
        alignment: int | None = None,
        name: str | None = None,
    ) -> AllocOp:
        """An alloc of `memref<shape x element_type, #gpu.address_space<workgroup>>`."""
        t = MemRefType(element_type, list(shape), memory_space=workgroup_space())
        return AllocOp(t, dynamic_sizes, alignment, name)

    @property
    def alignment_bytes(self) -> int | None:
        return None if self.alignment is None else self.alignment.value.data

    @property
    def buffer_name_str(self) -> str | None:
        return None if self.buffer_name is None else self.buffer_name.data

    def verify_(self) -> None:
        t = self.memref.type
        assert isinstance(t, MemRefType)
        if not is_workgroup_space(t.memory_space):
            raise VerifyException(
                "result must be in workgroup memory "
                f"(#gpu.address_space<workgroup>), got {t}"
            )
        n_dyn = sum(1 for d in t.get_shape() if d == DYNAMIC_INDEX)
        if n_dyn != len(self.dynamic_sizes):
            raise VerifyException(
                f"has {len(self.dynamic_sizes)} dynamic size operands "
                f"but its type {t} has {n_dyn} dynamic dimensions"
            )
        if not isinstance(t.layout, NoneAttr):
            raise VerifyException(
                f"result must have the identity layout, got {t}"
            )
        if self.alignment is not None:
            a = self.alignment.value.data
            if a <= 0 or a & (a - 1):
                raise VerifyException(
                    f"alignment must be a positive power of two, got {a}"
                )


# ---------------------------------------------------------------------------
