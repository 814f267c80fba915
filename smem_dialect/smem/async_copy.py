"""The asynchronous global-to-shared copies (cp.async) of the `smem` dialect:
`smem.async_copy`, `smem.async_commit`, `smem.async_wait`, and their `!smem.async_token` type.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    UnitAttr,
    i32,
)
from xdsl.ir import Operation, ParametrizedAttribute, SSAValue, TypeAttribute
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import HasAncestor
from xdsl.utils.exceptions import VerifyException

from smem_opt.smem_dialect.gpu import FuncOp as GPUFuncOp
from smem_opt.smem_dialect.gpu import is_workgroup_space
from smem_opt.smem_dialect.semantics import AsyncRole, HandOff, OpSemantics, UseRole
from smem_opt.smem_dialect.smem.kernel import KernelOp
from smem_opt.smem_dialect.syntax import GroupTokensOp
from smem_opt.smem_dialect.types import element_bits, element_storage_bytes

# Sizes, in bits, of one cp.async transfer (4, 8 or 16 bytes).
CP_ASYNC_BITS = (32, 64, 128)


@irdl_attr_definition
class AsyncTokenType(ParametrizedAttribute, TypeAttribute):
    """`!smem.async_token`: an asynchronous copy, or a group of them."""

    name = "smem.async_token"


# Asynchronous copies
# ---------------------------------------------------------------------------


@irdl_op_definition
class AsyncCopyOp(IRDLOperation):
    """
    `%t = smem.async_copy %src[%i, ...], %dst[%k, ...], N :
       memref<...> to memref<..., #gpu.address_space<workgroup>>`

    Copies N contiguous elements from global to shared memory (one cp.async).
    """

    name = "smem.async_copy"

    traits = traits_def(HasAncestor(KernelOp, GPUFuncOp))
    SEMANTICS: ClassVar[OpSemantics] = OpSemantics(
        memref_role=UseRole.ACCESS, results_alias=False, async_role=AsyncRole.COPY, handoff=HandOff.NONE
    )

    src = operand_def(MemRefType)
    src_indices = var_operand_def(IndexType)
    dst = operand_def(MemRefType)
    dst_indices = var_operand_def(IndexType)
    count = prop_def(IntegerAttr[IndexType])

    token = result_def(AsyncTokenType)

    irdl_options = (AttrSizedOperandSegments(as_property=True), ParsePropInAttrDict())

    assembly_format = (
        "$src `[` $src_indices `]` `,` $dst `[` $dst_indices `]` `,` $count "
        "attr-dict `:` type($src) `to` type($dst)"
    )

    def __init__(
        self,
        src: SSAValue | Operation,
        src_indices: Sequence[SSAValue | Operation],
        dst: SSAValue | Operation,
        dst_indices: Sequence[SSAValue | Operation],
        count: int | IntegerAttr,
    ):
        if isinstance(count, int):
            count = IntegerAttr(count, IndexType())
        super().__init__(
            operands=[src, src_indices, dst, dst_indices],
            properties={"count": count},
            result_types=[AsyncTokenType()],
        )

    @property
    def num_elements(self) -> int:
        return self.count.value.data

    def copy_bytes(self) -> int | None:
        """Bytes this copy moves per thread (one cp.async of 4, 8 or 16 bytes)."""
        t = self.dst.type
        elem = element_storage_bytes(t.element_type) if isinstance(t, MemRefType) else None
        return None if elem is None else elem * self.num_elements

    def access_alignment(self, _value: SSAValue) -> int:
        """cp.async of N bytes needs N-byte aligned addresses (design §4)."""
        nbytes = self.copy_bytes() or 1
        return 1 << (nbytes.bit_length() - 1)

    def verify_(self) -> None:
        src_t = self.src.type
        dst_t = self.dst.type
        assert isinstance(src_t, MemRefType) and isinstance(dst_t, MemRefType)
        if not is_workgroup_space(dst_t.memory_space):
            raise VerifyException(
                "destination must be in workgroup memory "
                f"(#gpu.address_space<workgroup>), got {dst_t}"
            )
        if is_workgroup_space(src_t.memory_space):
            raise VerifyException(
                "source must be in global memory, not workgroup "
                f"memory, got {src_t}"
            )
        if src_t.element_type != dst_t.element_type:
            raise VerifyException(
                "source and destination must have the same element "
                f"type, got {src_t.element_type} and {dst_t.element_type}"
            )
        for what, indices, t in (
            ("source", self.src_indices, src_t),
            ("destination", self.dst_indices, dst_t),
        ):
            if len(indices) != t.get_num_dims():
                raise VerifyException(
                    f"expected {t.get_num_dims()} {what} indices, "
                    f"got {len(indices)}"
                )
        n = self.num_elements
        if n <= 0:
            raise VerifyException(
                f"element count must be positive, got {n}"
            )
        bits = element_bits(dst_t.element_type)
        if bits is None:
            raise VerifyException(
                "element type must have a known bit width, got "
                f"{dst_t.element_type}"
            )
        if n * bits not in CP_ASYNC_BITS:
            raise VerifyException(
                f"copies {n * bits} bits ({n} x "
                f"{dst_t.element_type}); cp.async copies 4, 8 or 16 bytes "
                "(32, 64 or 128 bits)"
            )
        shape = dst_t.get_shape()
        if shape and shape[-1] != DYNAMIC_INDEX and n > shape[-1]:
            raise VerifyException(
                f"element count {n} does not fit the innermost "
                f"dimension {shape[-1]} of the destination"
            )


@irdl_op_definition
class AsyncCommitOp(GroupTokensOp):
    """`%g = smem.async_commit %t0, %t1, ...`: closes a group of copies."""

    name = "smem.async_commit"
    TOKEN: ClassVar[type[ParametrizedAttribute]] = AsyncTokenType

    traits = traits_def(HasAncestor(KernelOp, GPUFuncOp))
    SEMANTICS: ClassVar[OpSemantics] = OpSemantics(async_role=AsyncRole.COMMIT, handoff=HandOff.NONE)

    tokens = var_operand_def(AsyncTokenType)
    group = result_def(AsyncTokenType)


@irdl_op_definition
class AsyncWaitOp(IRDLOperation):
    """
    `smem.async_wait %g? {pending = N}`: waits until at most N groups of copies
    are still in flight.
    """

    name = "smem.async_wait"

    traits = traits_def(HasAncestor(KernelOp, GPUFuncOp))
    SEMANTICS: ClassVar[OpSemantics] = OpSemantics(async_role=AsyncRole.WAIT, handoff=HandOff.NONE)

    group = opt_operand_def(AsyncTokenType)
    pending_attr = prop_def(IntegerAttr.constr(type=i32), prop_name="pending")

    def __init__(self, pending: int = 0, group: SSAValue | Operation | None = None):
        super().__init__(
            operands=[[group] if group is not None else []],
            properties={"pending": IntegerAttr(pending, i32)},
        )

    @property
    def pending(self) -> int:
        return self.pending_attr.value.data

    def pending_groups(self) -> int:
        return self.pending

    def verify_(self) -> None:
        if self.pending < 0:
            raise VerifyException(
                f"pending must be non-negative, got {self.pending}"
            )

    @classmethod
    def parse(cls, parser: Parser) -> AsyncWaitOp:
        group = None
        unresolved = parser.parse_optional_unresolved_operand()
        if unresolved is not None:
            group = parser.resolve_operand(unresolved, AsyncTokenType())
        pos = parser.pos
        attrs = parser.parse_optional_attr_dict()
        pending = attrs.pop("pending", None)
        value = 0
        if pending is not None:
            if not isinstance(pending, IntegerAttr) or not isinstance(
                pending.type, IntegerType
            ):
                parser.raise_error("'pending' must be an integer", pos, parser.pos)
            value = pending.value.data
        op = cls(value, group)
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        if self.group is not None:
            printer.print_string(" ")
            printer.print_ssa_value(self.group)
        printer.print_string(f" {{pending = {self.pending}")
        for key, value in self.attributes.items():
            printer.print_string(", ")
            printer.print_identifier_or_string_literal(key)
            if not isinstance(value, UnitAttr):
                printer.print_string(" = ")
                printer.print_attribute(value)
        printer.print_string("}")
