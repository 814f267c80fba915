"""Thread and block identities, `gpu.lane_id` and `gpu.barrier`, with MLIR 22's custom syntax."""

from __future__ import annotations

from xdsl.dialects import gpu as _xgpu
from xdsl.dialects.builtin import (
    IndexType,
    IntegerAttr,
)
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    opt_prop_def,
    prop_def,
    result_def,
)

DimensionAttr = _xgpu.DimensionAttr
DimensionEnum = _xgpu.DimensionEnum

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
