"""The `gpu` dialect as used by smem-opt.

This module owns the `gpu` dialect registered by smem-opt. It replaces
`xdsl.dialects.gpu`: the op classes that are adequate there (alloc, memcpy,
launch, terminator, yield, all_reduce, ...) are reused unchanged, while the ops
that need upstream MLIR 22's custom syntax or extra structure are defined here:

* `#gpu.address_space<global|workgroup|private>` (`GPUAddressSpaceAttr`) and the
  helpers `workgroup_space`, `is_workgroup_space`, `is_workgroup_memref`;
* `gpu.thread_id`, `gpu.block_id`, `gpu.block_dim`, `gpu.grid_dim`,
  `gpu.global_id`, `gpu.lane_id`, `gpu.barrier`;
* `gpu.module` (no terminator), `gpu.func` with workgroup and private
  attributions, `gpu.return`;
* `gpu.dynamic_shared_memory` and `gpu.launch_func`.

Custom forms and generic forms follow what upstream `mlir-opt` 22 prints, so IR
round-trips between smem-opt and mlir-opt in both directions.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import auto
from typing import ClassVar

from xdsl.dialects import gpu as _xgpu
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
    StringAttr,
    SymbolNameConstraint,
    SymbolRefAttr,
    UnitAttr,
    i32,
    i64,
)
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import (
    Attribute,
    Block,
    BlockArgument,
    Dialect,
    Operation,
    Region,
    SSAValue,
)
from xdsl.irdl import (
    AnyAttr,
    AnyOf,
    AttrSizedOperandSegments,
    IRDLOperation,
    attr_def,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_attr_def,
    opt_operand_def,
    opt_prop_def,
    opt_result_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import AttrParser, Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import (
    HasParent,
    IsolatedFromAbove,
    IsTerminator,
    NoTerminator,
    SymbolOpInterface,
    SymbolTable,
)
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum

# Reused unchanged from xDSL.
AsyncTokenType = _xgpu.AsyncTokenType
AllReduceOpAttr = _xgpu.AllReduceOpAttr
AllReduceOpEnum = _xgpu.AllReduceOpEnum
DimensionAttr = _xgpu.DimensionAttr
DimensionEnum = _xgpu.DimensionEnum
ProcessorAttr = _xgpu.ProcessorAttr
ProcessorEnum = _xgpu.ProcessorEnum
LoopDimMapAttr = _xgpu.LoopDimMapAttr
AllocOp = _xgpu.AllocOp
AllReduceOp = _xgpu.AllReduceOp
DeallocOp = _xgpu.DeallocOp
MemcpyOp = _xgpu.MemcpyOp
HostRegisterOp = _xgpu.HostRegisterOp
HostUnregisterOp = _xgpu.HostUnregisterOp
LaunchOp = _xgpu.LaunchOp
NumSubgroupsOp = _xgpu.NumSubgroupsOp
SetDefaultDeviceOp = _xgpu.SetDefaultDeviceOp
SubgroupIdOp = _xgpu.SubgroupIdOp
SubgroupSizeOp = _xgpu.SubgroupSizeOp
TerminatorOp = _xgpu.TerminatorOp
WaitOp = _xgpu.WaitOp
YieldOp = _xgpu.YieldOp


# ---------------------------------------------------------------------------
# Address spaces
# ---------------------------------------------------------------------------


class AddressSpaceEnum(StrEnum):
    Global = auto()
    Workgroup = auto()
    Private = auto()


@irdl_attr_definition
class GPUAddressSpaceAttr(EnumAttribute[AddressSpaceEnum]):
    """`#gpu.address_space<global|workgroup|private>`."""

    name = "gpu.address_space"

    def print_parameter(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_string(self.data.value)

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> AddressSpaceEnum:
        with parser.in_angle_brackets():
            return parser.parse_str_enum(AddressSpaceEnum)


# Upstream's numeric encoding of the NVVM address spaces used by the gpu dialect.
WORKGROUP_ADDRESS_SPACE_INT = 3
PRIVATE_ADDRESS_SPACE_INT = 5


def workgroup_space() -> GPUAddressSpaceAttr:
    """`#gpu.address_space<workgroup>`."""
    return GPUAddressSpaceAttr(AddressSpaceEnum.Workgroup)


def private_space() -> GPUAddressSpaceAttr:
    """`#gpu.address_space<private>`."""
    return GPUAddressSpaceAttr(AddressSpaceEnum.Private)


def global_space() -> GPUAddressSpaceAttr:
    """`#gpu.address_space<global>`."""
    return GPUAddressSpaceAttr(AddressSpaceEnum.Global)


def is_workgroup_space(attr: Attribute | None) -> bool:
    """True for `#gpu.address_space<workgroup>` and for the integer space 3."""
    if isinstance(attr, GPUAddressSpaceAttr):
        return attr.data == AddressSpaceEnum.Workgroup
    if isinstance(attr, IntegerAttr):
        return attr.value.data == WORKGROUP_ADDRESS_SPACE_INT
    return False


def is_private_space(attr: Attribute | None) -> bool:
    """True for `#gpu.address_space<private>` and for the integer space 5."""
    if isinstance(attr, GPUAddressSpaceAttr):
        return attr.data == AddressSpaceEnum.Private
    if isinstance(attr, IntegerAttr):
        return attr.value.data == PRIVATE_ADDRESS_SPACE_INT
    return False


def is_workgroup_memref(type: Attribute) -> bool:
    """True if `type` is a memref in workgroup (shared) memory."""
    return isinstance(type, MemRefType) and is_workgroup_space(type.memory_space)


def is_private_memref(type: Attribute) -> bool:
    """True if `type` is a memref in private memory."""
    return isinstance(type, MemRefType) and is_private_space(type.memory_space)


# ---------------------------------------------------------------------------
# Index-producing ops
# ---------------------------------------------------------------------------


class _DimIndexOp(IRDLOperation):
    """Common definition of `gpu.thread_id x (upper_bound N)?` and friends."""

    dimension = prop_def(DimensionAttr)
    upper_bound = opt_prop_def(IntegerAttr[IndexType])
    result = result_def(IndexType)

    assembly_format = "$dimension (`upper_bound` $upper_bound^)? attr-dict"

    def __init__(
        self,
        dim: DimensionAttr | DimensionEnum | str,
        upper_bound: int | IntegerAttr | None = None,
    ):
        if isinstance(dim, str):
            dim = DimensionAttr(DimensionEnum(dim))
        if isinstance(upper_bound, int):
            upper_bound = IntegerAttr(upper_bound, IndexType())
        super().__init__(
            result_types=[IndexType()],
            properties={"dimension": dim, "upper_bound": upper_bound},
        )

    @property
    def dim(self) -> DimensionEnum:
        return self.dimension.data


@irdl_op_definition
class ThreadIdOp(_DimIndexOp):
    name = "gpu.thread_id"


@irdl_op_definition
class BlockIdOp(_DimIndexOp):
    name = "gpu.block_id"


@irdl_op_definition
class BlockDimOp(_DimIndexOp):
    name = "gpu.block_dim"


@irdl_op_definition
class GridDimOp(_DimIndexOp):
    name = "gpu.grid_dim"


@irdl_op_definition
class GlobalIdOp(_DimIndexOp):
    name = "gpu.global_id"


@irdl_op_definition
class LaneIdOp(IRDLOperation):
    """`gpu.lane_id (upper_bound N)?`"""

    name = "gpu.lane_id"
    upper_bound = opt_prop_def(IntegerAttr[IndexType])
    result = result_def(IndexType)

    assembly_format = "(`upper_bound` $upper_bound^)? attr-dict"

    def __init__(self, upper_bound: int | IntegerAttr | None = None):
        if isinstance(upper_bound, int):
            upper_bound = IntegerAttr(upper_bound, IndexType())
        super().__init__(
            result_types=[IndexType()], properties={"upper_bound": upper_bound}
        )


@irdl_op_definition
class BarrierOp(IRDLOperation):
    """`gpu.barrier`: block-wide barrier."""

    name = "gpu.barrier"
    assembly_format = "attr-dict"

    def __init__(self):
        super().__init__()


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


# ---------------------------------------------------------------------------
# Function-like syntax helpers (shared with the smem dialect)
# ---------------------------------------------------------------------------


def parse_function_signature(
    parser: Parser,
) -> tuple[
    list[Parser.Argument],
    list[dict[str, Attribute]],
    list[Attribute],
    list[dict[str, Attribute]],
]:
    """
    Parse `(%a: T {attrs}?, ...) (-> T | -> (T {attrs}?, ...))?`.
    Returns (entry arguments, argument attribute dicts, result types,
    result attribute dicts).
    """

    def parse_arg() -> tuple[Parser.Argument, dict[str, Attribute]]:
        arg = parser.parse_argument(expect_type=True)
        attrs = parser.parse_optional_dictionary_attr_dict()
        loc = parser.parse_optional_location()
        if loc is not None:
            arg.location = loc
        return arg, attrs

    args = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parse_arg)
    results: list[Attribute] = []
    res_attrs: list[dict[str, Attribute]] = []
    if parser.parse_optional_punctuation("->") is not None:
        parsed = parser.parse_optional_comma_separated_list(
            parser.Delimiter.PAREN,
            lambda: (parser.parse_type(), parser.parse_optional_dictionary_attr_dict()),
        )
        if parsed is None:
            results = [parser.parse_type()]
            res_attrs = [{}]
        else:
            results = [t for t, _ in parsed]
            res_attrs = [a for _, a in parsed]
    return (
        [a for a, _ in args],
        [d for _, d in args],
        results,
        res_attrs,
    )


def dicts_to_array(dicts: Sequence[dict[str, Attribute]]) -> ArrayAttr | None:
    """An `ArrayAttr` of dictionaries, or None when every dictionary is empty."""
    if not any(dicts):
        return None
    return ArrayAttr([DictionaryAttr(d) for d in dicts])


def print_function_signature(
    printer: Printer,
    args: Sequence[BlockArgument],
    arg_attrs: ArrayAttr | None,
    result_types: Sequence[Attribute],
    res_attrs: ArrayAttr | None,
) -> None:
    """Inverse of `parse_function_signature`."""

    def print_arg(i_arg: tuple[int, BlockArgument]) -> None:
        i, arg = i_arg
        printer.print_ssa_value(arg)
        printer.print_string(": ")
        printer.print_attribute(arg.type)
        if arg_attrs is not None and i < len(arg_attrs.data):
            d = arg_attrs.data[i]
            if isinstance(d, DictionaryAttr) and d.data:
                printer.print_string(" ")
                printer.print_attr_dict(d.data)

    printer.print_string("(")
    printer.print_list(list(enumerate(args)), print_arg)
    printer.print_string(")")
    if not result_types:
        return
    printer.print_string(" -> ")
    has_res_attrs = res_attrs is not None and any(
        isinstance(d, DictionaryAttr) and d.data for d in res_attrs.data
    )
    if len(result_types) == 1 and not has_res_attrs:
        printer.print_attribute(result_types[0])
        return

    def print_res(i_t: tuple[int, Attribute]) -> None:
        i, t = i_t
        printer.print_attribute(t)
        if res_attrs is not None and i < len(res_attrs.data):
            d = res_attrs.data[i]
            if isinstance(d, DictionaryAttr) and d.data:
                printer.print_string(" ")
                printer.print_attr_dict(d.data)

    printer.print_string("(")
    printer.print_list(list(enumerate(result_types)), print_res)
    printer.print_string(")")


# ---------------------------------------------------------------------------
# gpu.func
# ---------------------------------------------------------------------------


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
        if isinstance(attrs, dict):
            attrs = DictionaryAttr(attrs)
        if attrs is None:
            attrs = DictionaryAttr({})
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
        if isinstance(attrs, dict):
            attrs = DictionaryAttr(attrs)
        if attrs is None:
            attrs = DictionaryAttr({})
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
        if isinstance(attrs, dict):
            attrs = DictionaryAttr(attrs)
        dicts = self.workgroup_attribution_attrs()
        dicts[index] = attrs
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
        printer.print_string(" ")
        printer.print_symbol_name(self.sym_name.data)
        print_function_signature(
            printer,
            self.args,
            self.arg_attrs,
            self.function_type.outputs.data,
            self.res_attrs,
        )
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


# ---------------------------------------------------------------------------
# Dynamic shared memory
# ---------------------------------------------------------------------------


@irdl_op_definition
class DynamicSharedMemoryOp(IRDLOperation):
    """`gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>`"""

    name = "gpu.dynamic_shared_memory"

    resultMemref = result_def(MemRefType)

    assembly_format = "attr-dict `:` type($resultMemref)"

    def __init__(self, result_type: Attribute | None = None):
        if result_type is None:
            result_type = MemRefType(
                IntegerType(8), [DYNAMIC_INDEX], memory_space=workgroup_space()
            )
        super().__init__(result_types=[result_type])

    def verify_(self) -> None:
        t = self.resultMemref.type
        assert isinstance(t, MemRefType)
        if not is_workgroup_space(t.memory_space):
            raise VerifyException(
                "result must be in workgroup memory "
                f"(#gpu.address_space<workgroup>), got {t}"
            )
        shape = t.get_shape()
        is_i8 = t.element_type == IntegerType(8)
        if len(shape) != 1 or shape[0] != DYNAMIC_INDEX or not is_i8:
            raise VerifyException(
                "result must be a 1-D dynamic memref of "
                f"i8, got {t}"
            )


# ---------------------------------------------------------------------------
# gpu.launch_func
# ---------------------------------------------------------------------------

_LaunchDimConstr = AnyOf.get(IndexType, i32, i64)


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


GPU = Dialect(
    "gpu",
    [
        AllocOp,
        AllReduceOp,
        BarrierOp,
        BlockDimOp,
        BlockIdOp,
        DeallocOp,
        DynamicSharedMemoryOp,
        FuncOp,
        GlobalIdOp,
        GridDimOp,
        HostRegisterOp,
        HostUnregisterOp,
        LaneIdOp,
        LaunchOp,
        LaunchFuncOp,
        MemcpyOp,
        ModuleOp,
        NumSubgroupsOp,
        ReturnOp,
        SetDefaultDeviceOp,
        SubgroupIdOp,
        SubgroupSizeOp,
        TerminatorOp,
        ThreadIdOp,
        WaitOp,
        YieldOp,
    ],
    [
        AsyncTokenType,
        AllReduceOpAttr,
        DimensionAttr,
        ProcessorAttr,
        LoopDimMapAttr,
        GPUAddressSpaceAttr,
    ],
)

__all__ = [
    "GPU",
    "AddressSpaceEnum",
    "GPUAddressSpaceAttr",
    "workgroup_space",
    "private_space",
    "global_space",
    "is_workgroup_space",
    "is_private_space",
    "is_workgroup_memref",
    "is_private_memref",
    "ThreadIdOp",
    "BlockIdOp",
    "BlockDimOp",
    "GridDimOp",
    "GlobalIdOp",
    "LaneIdOp",
    "BarrierOp",
    "ModuleOp",
    "FuncOp",
    "ReturnOp",
    "DynamicSharedMemoryOp",
    "LaunchFuncOp",
    "AsyncTokenType",
    "DimensionAttr",
    "DimensionEnum",
]
