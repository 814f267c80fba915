"""The `vector` dialect as MLIR 22 writes it.

This package owns the `vector` dialect registered by smem-opt. Every op is
defined in it (xDSL 0.74 lacks most of them and prints several differently),
with MLIR 22's custom and generic forms and its memory behaviour:

* reads: `transfer_read`, `load`, `maskedload`, `gather`, `expandload`;
* writes: `transfer_write`, `store`, `maskedstore`, `scatter`,
  `compressstore`, `print`;
* an alias of a memref operand: `type_cast`;
* a region whose effect is its body's: `mask`;
* everything else is pure register computation: `shape_cast`, `broadcast`,
  `bitcast`, `transpose`, `insert_strided_slice`, `extract_strided_slice`,
  `extract`, `insert`, `multi_reduction`, `reduction`, `contract`, `fma`,
  `scan`, `step`, `interleave`, `deinterleave`, `from_elements`, `to_elements`,
  `constant_mask`, `create_mask`, `shuffle`, `outerproduct`.

`#vector.kind<...>` is xDSL's `CombiningKindAttr` (every MLIR 22 kind,
`maxnumf`/`minnumf`/`maximumf`/`minimumf` included);
`#vector.iterator_type<...>` is defined here.

The ops live by theme in `shape`, `reductions`, `memory` and `mask`; `attributes` holds
the dialect's attributes. Every name is importable from this package.
"""

from __future__ import annotations

from xdsl.dialects.vector import CombiningKindAttr
from xdsl.ir import Dialect

from smem_opt.smem_dialect.vector.attributes import IteratorType, IteratorTypeAttr
from smem_opt.smem_dialect.vector.mask import MaskOp, YieldOp
from smem_opt.smem_dialect.vector.memory import (
    CompressStoreOp,
    ExpandLoadOp,
    GatherOp,
    LoadOp,
    MaskedLoadOp,
    MaskedStoreOp,
    PrintOp,
    ScatterOp,
    StoreOp,
    TransferReadOp,
    TransferWriteOp,
    TypeCastOp,
)
from smem_opt.smem_dialect.vector.reductions import (
    ContractionOp,
    MultiDimReductionOp,
    OuterProductOp,
    ReductionOp,
    ScanOp,
)
from smem_opt.smem_dialect.vector.shape import (
    POISON_POSITION,
    BitCastOp,
    BroadcastOp,
    ConstantMaskOp,
    CreateMaskOp,
    DeinterleaveOp,
    ExtractOp,
    ExtractStridedSliceOp,
    FMAOp,
    FromElementsOp,
    InsertOp,
    InsertStridedSliceOp,
    InterleaveOp,
    ShapeCastOp,
    ShuffleOp,
    StepOp,
    ToElementsOp,
    TransposeOp,
    verify_positions,
)

Vector = Dialect(
    "vector",
    [
        ShapeCastOp,
        BroadcastOp,
        BitCastOp,
        TransposeOp,
        InsertStridedSliceOp,
        ExtractStridedSliceOp,
        StepOp,
        FMAOp,
        InterleaveOp,
        DeinterleaveOp,
        FromElementsOp,
        ToElementsOp,
        ConstantMaskOp,
        CreateMaskOp,
        ExtractOp,
        InsertOp,
        ShuffleOp,
        MultiDimReductionOp,
        ReductionOp,
        ScanOp,
        ContractionOp,
        OuterProductOp,
        TransferReadOp,
        TransferWriteOp,
        LoadOp,
        StoreOp,
        MaskedLoadOp,
        MaskedStoreOp,
        ExpandLoadOp,
        CompressStoreOp,
        GatherOp,
        ScatterOp,
        TypeCastOp,
        PrintOp,
        YieldOp,
        MaskOp,
    ],
    [CombiningKindAttr, IteratorTypeAttr],
)
"""The `vector` dialect of MLIR 22."""

__all__ = [
    "IteratorType",
    "IteratorTypeAttr",
    "ShapeCastOp",
    "BroadcastOp",
    "BitCastOp",
    "TransposeOp",
    "InsertStridedSliceOp",
    "ExtractStridedSliceOp",
    "StepOp",
    "FMAOp",
    "InterleaveOp",
    "DeinterleaveOp",
    "FromElementsOp",
    "ToElementsOp",
    "ConstantMaskOp",
    "CreateMaskOp",
    "POISON_POSITION",
    "verify_positions",
    "ExtractOp",
    "InsertOp",
    "ShuffleOp",
    "MultiDimReductionOp",
    "ReductionOp",
    "ScanOp",
    "ContractionOp",
    "OuterProductOp",
    "TransferReadOp",
    "TransferWriteOp",
    "LoadOp",
    "StoreOp",
    "MaskedLoadOp",
    "MaskedStoreOp",
    "ExpandLoadOp",
    "CompressStoreOp",
    "GatherOp",
    "ScatterOp",
    "TypeCastOp",
    "PrintOp",
    "YieldOp",
    "MaskOp",
    "Vector",
]
