"""`gpu.dynamic_shared_memory`."""

from __future__ import annotations

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    IntegerType,
    MemRefType,
)
from xdsl.ir import (
    Attribute,
)
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    result_def,
)
from xdsl.utils.exceptions import VerifyException

from smem_opt.smem_dialect.gpu.address_space import GPUAddressSpaceAttr, is_workgroup_space, workgroup_space

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
        # upstream accepts the attribute only, not the integer space 3 that other ops allow
        if not (isinstance(t.memory_space, GPUAddressSpaceAttr) and is_workgroup_space(t.memory_space)):
            raise VerifyException(
                "address space must be address_space<workgroup> "
                f"(#gpu.address_space<workgroup>), got {t}"
            )
        shape = t.get_shape()
        is_i8 = t.element_type == IntegerType(8)
        if len(shape) != 1 or shape[0] != DYNAMIC_INDEX or not is_i8:
            raise VerifyException(
                "result must be a 1-D dynamic memref of "
                f"i8, got {t}"
            )
