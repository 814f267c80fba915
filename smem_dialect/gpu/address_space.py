"""`#gpu.address_space<...>` and the helpers that recognise workgroup and private memory."""

from __future__ import annotations

from enum import auto
from typing import TypeGuard

from xdsl.dialects.builtin import (
    IntegerAttr,
    MemRefType,
)
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import (
    Attribute,
)
from xdsl.irdl import (
    irdl_attr_definition,
)
from xdsl.utils.str_enum import StrEnum

from smem_opt.smem_dialect.syntax import BracketedEnum

# ---------------------------------------------------------------------------
# Address spaces
# ---------------------------------------------------------------------------


class AddressSpaceEnum(StrEnum):
    Global = auto()
    Workgroup = auto()
    Private = auto()


@irdl_attr_definition
class GPUAddressSpaceAttr(BracketedEnum, EnumAttribute[AddressSpaceEnum]):
    """`#gpu.address_space<global|workgroup|private>`."""

    name = "gpu.address_space"


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


def _is_space(attr: Attribute | None, space: AddressSpaceEnum, number: int) -> bool:
    """True for `#gpu.address_space<space>` and for the integer space ``number``."""
    if isinstance(attr, GPUAddressSpaceAttr):
        return attr.data == space
    if isinstance(attr, IntegerAttr):
        return attr.value.data == number
    return False


def is_workgroup_space(attr: Attribute | None) -> bool:
    """True for `#gpu.address_space<workgroup>` and for the integer space 3."""
    return _is_space(attr, AddressSpaceEnum.Workgroup, WORKGROUP_ADDRESS_SPACE_INT)


def is_private_space(attr: Attribute | None) -> bool:
    """True for `#gpu.address_space<private>` and for the integer space 5."""
    return _is_space(attr, AddressSpaceEnum.Private, PRIVATE_ADDRESS_SPACE_INT)


def is_workgroup_memref(type: Attribute) -> TypeGuard[MemRefType]:
    """True if `type` is a memref in workgroup (shared) memory."""
    return isinstance(type, MemRefType) and is_workgroup_space(type.memory_space)


def is_private_memref(type: Attribute) -> bool:
    """True if `type` is a memref in private memory."""
    return isinstance(type, MemRefType) and is_private_space(type.memory_space)
