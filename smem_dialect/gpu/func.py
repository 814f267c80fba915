"""`gpu.func` with workgroup and private attributions (MLIR 22's syntax), and `gpu.return`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    DictionaryAttr,
    FunctionType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    StringAttr,
    SymbolNameConstraint,
    UnitAttr,
    i32,
    i64,
)
from xdsl.ir import (
    Attribute,
    Block,
    BlockArgument,
    Operation,
    Region,
    SSAValue,
)
from xdsl.irdl import (
    IRDLOperation,
    attr_def,
    irdl_op_definition,
    opt_attr_def,
    opt_prop_def,
    prop_def,
    region_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import (
    HasParent,
    IsolatedFromAbove,
    IsTerminator,
    SymbolOpInterface,
)
from xdsl.utils.exceptions import VerifyException

from smem_opt.smem_dialect.gpu.address_space import AddressSpaceEnum, GPUAddressSpaceAttr
from smem_opt.smem_dialect.gpu.module import ModuleOp
from smem_opt.smem_dialect.gpu.signature import dicts_to_array, parse_function_signature, print_function_header

# ---------------------------------------------------------------------------
# gpu.func
# ---------------------------------------------------------------------------


def _as_dictionary(attrs: dict[str, Attribute] | DictionaryAttr | None) -> DictionaryAttr:
    """An attribution's attributes as a caller gives them: a dict, a dictionary, or none."""
    if attrs is None:
        return DictionaryAttr({})
    return attrs if isinstance(attrs, DictionaryAttr) else DictionaryAttr(attrs)


@irdl_op_definition
class FuncOp(IRDLOperation):
    """
    `gpu.func @name(%a: T, ...) (-> T)? workgroup(%w : T {attrs}?, ...)?
       private(%p : T {attrs}?, ...)? kernel? attributes {...}? { body }`

    The entry block arguments are the function inputs, followed by the workgroup
    attributions, followed by the private attributions.
    """

    name = "gpu.func"

    body = region_def()

    sym_name = attr_def(SymbolNameConstraint())
    function_type = prop_def(FunctionType)
    arg_attrs = opt_prop_def(ArrayAttr[DictionaryAttr])
    res_attrs = opt_prop_def(ArrayAttr[DictionaryAttr])
    workgroup_attrib_attrs = opt_prop_def(ArrayAttr[DictionaryAttr])
    private_attrib_attrs = opt_prop_def(ArrayAttr[DictionaryAttr])
    known_block_size = opt_prop_def(DenseArrayBase.constr(i32))
    known_grid_size = opt_prop_def(DenseArrayBase.constr(i32))
    kernel = opt_attr_def(UnitAttr, attr_name="gpu.kernel")
    workgroup_attributions_count = opt_attr_def(
        IntegerAttr[IntegerType], attr_name="workgroup_attributions"
    )

    traits = traits_def(IsolatedFromAbove(), HasParent(ModuleOp), SymbolOpInterface())

    KERNEL_ATTR_NAME: ClassVar[str] = "gpu.kernel"
    _RESERVED: ClassVar[tuple[str, ...]] = (
        "sym_name",
        "function_type",
        "arg_attrs",
        "res_attrs",
        "workgroup_attrib_attrs",
        "private_attrib_attrs",
        "gpu.kernel",
        "workgroup_attributions",
    )
    # Properties that the custom form prints in the `attributes` dictionary.
    _DICT_PROPERTIES: ClassVar[tuple[str, ...]] = (
        "known_block_size",
        "known_grid_size",
    )

    def __init__(
        self,
        name: str,
        function_type: FunctionType | tuple[Sequence[Attribute], Sequence[Attribute]],
        region: Region | type[Region.DEFAULT] = Region.DEFAULT,
        kernel: bool | None = None,
        known_block_size: Sequence[int] | None = None,
        known_grid_size: Sequence[int] | None = None,
        *,
        workgroup_attributions: int = 0,
        arg_attrs: ArrayAttr | None = None,
        res_attrs: ArrayAttr | None = None,
        workgroup_attrib_attrs: ArrayAttr | None = None,
        private_attrib_attrs: ArrayAttr | None = None,
    ):
        if isinstance(function_type, tuple):
            inputs, outputs = function_type
            function_type = FunctionType.from_lists(inputs, outputs)
        if not isinstance(region, Region):
            region = Region(Block(arg_types=function_type.inputs))
        properties: dict[str, Attribute | None] = {
            "function_type": function_type,
            "arg_attrs": arg_attrs,
            "res_attrs": res_attrs,
            "workgroup_attrib_attrs": workgroup_attrib_attrs,
            "private_attrib_attrs": private_attrib_attrs,
            "known_block_size": (
                DenseArrayBase.from_list(i32, known_block_size)
                if known_block_size is not None
                else None
            ),
            "known_grid_size": (
                DenseArrayBase.from_list(i32, known_grid_size)
                if known_grid_size is not None
                else None
            ),
        }
        attributes: dict[str, Attribute | None] = {
            "sym_name": StringAttr(name),
            "workgroup_attributions": IntegerAttr(workgroup_attributions, i64),
            "gpu.kernel": UnitAttr() if kernel else None,
        }
        super().__init__(
            properties=properties, attributes=attributes, regions=[region]
        )

    @staticmethod
    def build_kernel(
        name: str,
        input_types: Sequence[Attribute],
        body_region: Region | None = None,
        known_block_size: Sequence[int] | None = None,
        known_grid_size: Sequence[int] | None = None,
    ) -> FuncOp:
        """
        A `gpu.func @name(...) kernel`. Without `body_region`, the body is one block
        with the inputs as arguments and a `gpu.return`.
        """
        if body_region is None:
            body_region = Region(Block([ReturnOp()], arg_types=input_types))
        return FuncOp(
            name,
            (input_types, []),
            body_region,
            kernel=True,
            known_block_size=known_block_size,
            known_grid_size=known_grid_size,
        )

    # -- accessors ---------------------------------------------------------

    @property
    def is_kernel(self) -> bool:
        return self.kernel is not None

    @is_kernel.setter
    def is_kernel(self, value: bool) -> None:
        if value:
            self.attributes[self.KERNEL_ATTR_NAME] = UnitAttr()
        else:
            self.attributes.pop(self.KERNEL_ATTR_NAME, None)

    @property
    def num_workgroup_attributions(self) -> int:
        attr = self.workgroup_attributions_count
        return 0 if attr is None else attr.value.data

    @property
    def num_inputs(self) -> int:
        return len(self.function_type.inputs.data)

    @property
    def num_private_attributions(self) -> int:
        if not self.body.blocks:
            return 0
        return (
            len(self.body.blocks[0].args)
            - self.num_inputs
            - self.num_workgroup_attributions
        )

    def erase_input(self, index: int) -> None:
        """Drop function input ``index`` (its block argument must have no uses left), with its
        type and its argument attributes."""
        block = self.body.blocks[0]
        block.erase_arg(block.args[index])
        inputs = list(self.function_type.inputs.data)
        del inputs[index]
        self.function_type = FunctionType.from_lists(inputs, list(self.function_type.outputs.data))
        if self.arg_attrs is not None:
            attrs = list(self.arg_attrs.data)
            del attrs[index]
            self.arg_attrs = ArrayAttr(attrs)

    @property
    def args(self) -> tuple[BlockArgument, ...]:
        """The entry block arguments that are function inputs."""
        return self.body.blocks[0].args[: self.num_inputs]

    @property
    def workgroup_attributions(self) -> tuple[BlockArgument, ...]:
        start = self.num_inputs
        return self.body.blocks[0].args[
            start : start + self.num_workgroup_attributions
        ]

    @property
    def private_attributions(self) -> tuple[BlockArgument, ...]:
        start = self.num_inputs + self.num_workgroup_attributions
        return self.body.blocks[0].args[start:]

    @property
    def block_size(self) -> tuple[int, ...] | None:
        """`known_block_size` as a tuple, if any."""
        if self.known_block_size is None:
            return None
        return tuple(self.known_block_size.get_values())

    def _attr_dicts(self, prop: str, count: int) -> list[DictionaryAttr]:
        arr = self.properties.get(prop)
        dicts: list[DictionaryAttr] = []
        if isinstance(arr, ArrayAttr):
            dicts = [d for d in arr.data if isinstance(d, DictionaryAttr)]
        dicts = dicts[:count]
        dicts += [DictionaryAttr({})] * (count - len(dicts))
        return dicts

    def _set_attr_dicts(self, prop: str, dicts: Sequence[DictionaryAttr]) -> None:
        if any(d.data for d in dicts):
            self.properties[prop] = ArrayAttr(dicts)
        else:
            self.properties.pop(prop, None)

    def workgroup_attribution_attrs(self) -> list[DictionaryAttr]:
        return self._attr_dicts(
            "workgroup_attrib_attrs", self.num_workgroup_attributions
        )

    def private_attribution_attrs(self) -> list[DictionaryAttr]:
        return self._attr_dicts("private_attrib_attrs", self.num_private_attributions)

    def add_workgroup_attribution(
        self,
        type: Attribute,
        attrs: dict[str, Attribute] | DictionaryAttr | None = None,
    ) -> BlockArgument:
        """Append a workgroup attribution (after the existing ones) and return it."""
        attrs = _as_dictionary(attrs)
        dicts = self.workgroup_attribution_attrs()
        index = self.num_inputs + self.num_workgroup_attributions
        arg = self.body.blocks[0].insert_arg(type, index)
        self.attributes["workgroup_attributions"] = IntegerAttr(
            self.num_workgroup_attributions + 1, i64
        )
        self._set_attr_dicts("workgroup_attrib_attrs", [*dicts, attrs])
        return arg

    def add_private_attribution(
        self,
        type: Attribute,
        attrs: dict[str, Attribute] | DictionaryAttr | None = None,
    ) -> BlockArgument:
        """Append a private attribution and return it."""
        attrs = _as_dictionary(attrs)
        dicts = self.private_attribution_attrs()
        block = self.body.blocks[0]
        arg = block.insert_arg(type, len(block.args))
        self._set_attr_dicts("private_attrib_attrs", [*dicts, attrs])
        return arg

    def erase_workgroup_attribution(self, index: int) -> None:
        """Remove the `index`-th workgroup attribution, which must be unused."""
        dicts = self.workgroup_attribution_attrs()
        arg = self.workgroup_attributions[index]
        if arg.uses:
            raise ValueError("cannot erase a workgroup attribution that is in use")
        self.body.blocks[0].erase_arg(arg)
        del dicts[index]
        self.attributes["workgroup_attributions"] = IntegerAttr(len(dicts), i64)
        self._set_attr_dicts("workgroup_attrib_attrs", dicts)

    def set_workgroup_attributions(
        self,
        attributions: Sequence[
            tuple[Attribute, dict[str, Attribute] | DictionaryAttr | None]
        ],
    ) -> list[BlockArgument]:
        """
        Replace all workgroup attributions (which must be unused) by new ones,
        given as (type, attributes) pairs; return the new block arguments.
        """
        for index in reversed(range(self.num_workgroup_attributions)):
            self.erase_workgroup_attribution(index)
        return [self.add_workgroup_attribution(t, a) for t, a in attributions]

    def set_workgroup_attribution_attrs(
        self, index: int, attrs: dict[str, Attribute] | DictionaryAttr
    ) -> None:
        dicts = self.workgroup_attribution_attrs()
        dicts[index] = _as_dictionary(attrs)
        self._set_attr_dicts("workgroup_attrib_attrs", dicts)

    # -- verification ------------------------------------------------------

    def verify_(self) -> None:
        if not self.body.blocks:
            raise VerifyException("expects a body")
        ft = self.function_type
        entry = self.body.blocks[0]
        n_in = len(ft.inputs.data)
        n_wg = self.num_workgroup_attributions
        if n_wg < 0:
            raise VerifyException("has a negative workgroup_attributions")
        if len(entry.args) < n_in + n_wg:
            raise VerifyException(
                f"expects at least {n_in + n_wg} entry block arguments "
                f"({n_in} inputs + {n_wg} workgroup attributions), "
                f"got {len(entry.args)}"
            )
        if tuple(entry.arg_types[:n_in]) != ft.inputs.data:
            raise VerifyException(
                "entry block arguments must match the function input types"
            )
        for kind, args, space in (
            ("workgroup", self.workgroup_attributions, AddressSpaceEnum.Workgroup),
            ("private", self.private_attributions, AddressSpaceEnum.Private),
        ):
            for arg in args:
                t = arg.type
                if not isinstance(t, MemRefType):
                    raise VerifyException(
                        f"{kind} attribution must be a memref, got {t}"
                    )
                # Like upstream, a numeric (already lowered) memory space is not
                # checked; a #gpu.address_space must name the right space.
                ms = t.memory_space
                if isinstance(ms, GPUAddressSpaceAttr) and ms.data != space:
                    raise VerifyException(
                        f"{kind} attribution must be a memref in "
                        f"#gpu.address_space<{kind}>, got {t}"
                    )
        for prop, count in (
            ("workgroup_attrib_attrs", n_wg),
            ("private_attrib_attrs", self.num_private_attributions),
            ("arg_attrs", n_in),
            ("res_attrs", len(ft.outputs.data)),
        ):
            arr = self.properties.get(prop)
            if isinstance(arr, ArrayAttr) and len(arr.data) != count:
                raise VerifyException(
                    f"{prop} has {len(arr.data)} entries, expected {count}"
                )
        if self.is_kernel and ft.outputs.data:
            raise VerifyException("kernel function must return nothing")
        for name in ("known_block_size", "known_grid_size"):
            arr = self.properties.get(name)
            if isinstance(arr, DenseArrayBase) and len(arr.get_values()) != 3:
                raise VerifyException(f"{name} must have 3 entries")

    # -- custom syntax -----------------------------------------------------

    @staticmethod
    def _parse_attributions(
        parser: Parser, keyword: str
    ) -> tuple[list[Parser.Argument], list[dict[str, Attribute]]]:
        if parser.parse_optional_keyword(keyword) is None:
            return [], []

        def parse_one() -> tuple[Parser.Argument, dict[str, Attribute]]:
            arg = parser.parse_argument(expect_type=True)
            attrs = parser.parse_optional_dictionary_attr_dict()
            return arg, attrs

        items = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parse_one)
        return [a for a, _ in items], [d for _, d in items]

    @classmethod
    def parse(cls, parser: Parser) -> FuncOp:
        name = parser.parse_symbol_name()
        args, arg_attrs, results, res_attrs = parse_function_signature(parser)
        wg_args, wg_attrs = cls._parse_attributions(parser, "workgroup")
        pr_args, pr_attrs = cls._parse_attributions(parser, "private")
        is_kernel = parser.parse_optional_keyword("kernel") is not None
        extra = parser.parse_optional_attr_dict_with_keyword(cls._RESERVED)
        region = parser.parse_region([*args, *wg_args, *pr_args])
        op = cls(
            name.data,
            ([a.type for a in args], results),
            region,
            kernel=is_kernel,
            workgroup_attributions=len(wg_args),
            arg_attrs=dicts_to_array(arg_attrs),
            res_attrs=dicts_to_array(res_attrs),
            workgroup_attrib_attrs=dicts_to_array(wg_attrs),
            private_attrib_attrs=dicts_to_array(pr_attrs),
        )
        if extra is not None:
            for key, value in extra.data.items():
                if key in cls._DICT_PROPERTIES:
                    op.properties[key] = value
                else:
                    op.attributes[key] = value
        return op

    def print(self, printer: Printer) -> None:
        print_function_header(printer, self)
        for keyword, args, dicts in (
            (
                "workgroup",
                self.workgroup_attributions,
                self.workgroup_attribution_attrs(),
            ),
            ("private", self.private_attributions, self.private_attribution_attrs()),
        ):
            if not args:
                continue

            def print_attribution(
                pair: tuple[BlockArgument, DictionaryAttr],
            ) -> None:
                arg, d = pair
                printer.print_ssa_value(arg)
                printer.print_string(" : ")
                printer.print_attribute(arg.type)
                if d.data:
                    printer.print_string(" ")
                    printer.print_attr_dict(d.data)

            printer.print_string(f" {keyword}(")
            printer.print_list(list(zip(args, dicts)), print_attribution)
            printer.print_string(")")
        if self.is_kernel:
            printer.print_string(" kernel")
        attrs = dict(self.attributes)
        for key in self._DICT_PROPERTIES:
            if key in self.properties:
                attrs[key] = self.properties[key]
        printer.print_op_attributes(
            dict(sorted(attrs.items())),
            reserved_attr_names=self._RESERVED,
            print_keyword=True,
        )
        printer.print_string(" ")
        printer.print_region(self.body, print_entry_block_args=False)


@irdl_op_definition
class ReturnOp(IRDLOperation):
    """`gpu.return` or `gpu.return %a, %b : T1, T2`"""

    name = "gpu.return"

    args = var_operand_def()

    traits = traits_def(IsTerminator(), HasParent(FuncOp))

    assembly_format = "attr-dict ($args^ `:` type($args))?"

    def __init__(self, operands: Sequence[SSAValue | Operation] = ()):
        super().__init__(operands=[operands])

    def verify_(self) -> None:
        func = self.parent_op()
        if not isinstance(func, FuncOp):
            return
        expected = func.function_type.outputs.data
        if tuple(self.args.types) != tuple(expected):
            raise VerifyException(
                f"operand types ({', '.join(map(str, self.args.types))}) "
                f"do not match the function result types "
                f"({', '.join(map(str, expected))})"
            )
