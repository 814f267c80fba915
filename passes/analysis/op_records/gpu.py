"""Records of GPU ops: thread and block identities, barriers, collectives, async copies, TMA and
mbarriers (``gpu``, ``nvvm``, ``nvgpu``).

Uniformity (design §3, rule 3): block, grid and cluster ids and sizes, the warp size and the base of
dynamic shared memory are the same in every thread of a block; thread, lane and warp ids, the SM id
(it may change under preemption), clocks and timers are not; shuffles, rotations (both results),
subgroup reductions, warp-level MMAs and everything not listed may differ.

Barriers (design §3, *Barriers*): ``gpu.barrier``, ``nvvm.barrier0`` and ``nvvm.barrier`` without
operands wait for the whole block; ``nvvm.barrier`` with an id or a thread count waits for some
threads only. Ops that make a thread wait until other threads act (mbarrier waits, partial
barriers, warp-synchronous wgmma) or release such waiters (mbarrier arrives, TMA loads) are
hand-offs: an inserted block-wide barrier must stay out of their way.

Alignment (design §4): ldmatrix rows 16 bytes, WMMA fragments 32, a cp.async of N bytes N, TMA
destinations 128 (1024 when the tensor map swizzles), wgmma descriptors the swizzle's repeat
(1024 / 512 / 256 bytes for 128 / 64 / 32-byte swizzle; MLIR 22 writes base_offset 0).
"""

from __future__ import annotations

from dataclasses import replace

from xdsl.dialects.builtin import IntegerAttr, MemRefType, StringAttr
from xdsl.ir import Operation, SSAValue

from smem_opt.passes.analysis.op_records.record import (
    ACCESS,
    DIVERGENT_SOURCE,
    ESCAPE,
    OPAQUE_VALUE,
    STATEMENT,
    UNIFORM_SOURCE,
    OpRecord,
    fixed,
)
from smem_opt.smem_dialect.nvgpu import DeviceAsyncCopyOp, DeviceAsyncWaitOp
from smem_opt.smem_dialect.nvgpu_tma import (
    MBarrierArriveExpectTxOp,
    MBarrierArriveNoCompleteOp,
    MBarrierArriveOp,
    MBarrierInitOp,
    MBarrierTestWaitOp,
    MBarrierTryWaitParityOp,
    TensorMapDescriptorType,
    TmaAsyncLoadOp,
)
from smem_opt.smem_dialect.semantics import (
    AsyncRole,
    BarrierKind,
    BufferOrigin,
    HandOff,
    RegionKind,
    ValueSource,
)
from smem_opt.smem_dialect.types import element_abi_align, element_storage_bytes

LDMATRIX_ALIGN = 16
MMA_MATRIX_ALIGN = 32
TMA_ALIGN = 128
TMA_SWIZZLED_ALIGN = 1024
SWIZZLE_REPEAT = {"swizzle_32b": 256, "swizzle_64b": 512, "swizzle_128b": 1024}
"""Bytes after which a swizzle pattern repeats: a swizzled tile must start on such a boundary."""
UNSWIZZLED_DESCRIPTOR_ALIGN = 16
"""A wgmma matrix descriptor encodes its start address in units of 16 bytes."""


def _fixed_alignment(n: int):
    return lambda _op, _value: n


def _swizzle(op: Operation) -> str | None:
    """The swizzle of the tensor map an op uses (None: it uses none)."""
    for operand in op.operands:
        if isinstance(operand.type, TensorMapDescriptorType):
            s = operand.type.swizzle
            return s.data if isinstance(s, StringAttr) else "unknown"
    return None


def _tma_alignment(op: Operation, _value: SSAValue) -> int:
    swizzle = _swizzle(op)
    return TMA_ALIGN if swizzle in (None, "none") else TMA_SWIZZLED_ALIGN


def _descriptor_alignment(op: Operation, _value: SSAValue) -> int:
    swizzle = _swizzle(op)
    if swizzle in (None, "none"):
        return UNSWIZZLED_DESCRIPTOR_ALIGN
    return SWIZZLE_REPEAT.get(swizzle, TMA_SWIZZLED_ALIGN)


def _pow2_floor(n: int) -> int:
    p = 1
    while p * 2 <= n:
        p *= 2
    return p


def _device_copy_bytes(op: Operation) -> int | None:
    if not isinstance(op, DeviceAsyncCopyOp):
        return None
    t = op.dst.type
    count = op.dstElements
    elem = element_storage_bytes(t.element_type) if isinstance(t, MemRefType) else None
    if elem is None or not isinstance(count, IntegerAttr):
        return None
    return elem * count.value.data


def _copy_alignment(op: Operation, _value: SSAValue) -> int:
    nbytes = _device_copy_bytes(op)
    return _pow2_floor(nbytes) if nbytes else 1


ALL_REDUCE_SCRATCH_VALUES = 32
"""Values of shared memory ``convert-gpu-to-nvvm`` gives each ``gpu.all_reduce`` (one per warp of
the largest block), a workgroup attribution of its own (checked with ptxas -v: 128 bytes for f32,
256 for i64, one per op)."""


def _all_reduce_scratch(op: Operation) -> tuple[int, int] | None:
    if not op.results:
        return None
    t = op.results[0].type
    size, align = element_storage_bytes(t), element_abi_align(t)
    if size is None or align is None:
        return None
    return ALL_REDUCE_SCRATCH_VALUES * size, align


def _device_wait_pending(op: Operation) -> int:
    if isinstance(op, DeviceAsyncWaitOp) and isinstance(op.numGroups, IntegerAttr):
        return op.numGroups.value.data
    return 0


_MBARRIER_OPS = (
    TmaAsyncLoadOp,
    MBarrierTryWaitParityOp,
    MBarrierTestWaitOp,
    MBarrierInitOp,
    MBarrierArriveOp,
    MBarrierArriveNoCompleteOp,
    MBarrierArriveExpectTxOp,
)


def _mbarrier(op: Operation) -> tuple[SSAValue, SSAValue] | None:
    if isinstance(op, _MBARRIER_OPS):
        return op.barriers, op.mbarId
    return None


def _parity(op: Operation) -> SSAValue | None:
    return op.phaseParity if isinstance(op, MBarrierTryWaitParityOp) else None


def _nvvm_barrier(op: Operation) -> BarrierKind:
    """``nvvm.barrier`` waits for the whole block only without an id and a thread count."""
    return BarrierKind.BLOCK if not op.operands else BarrierKind.PARTIAL


UNIFORM_IDS = ("block_id", "block_dim", "grid_dim", "cluster_id", "cluster_dim", "cluster_block_id",
               "cluster_dim_blocks", "num_subgroups", "subgroup_size")
DIVERGENT_IDS = ("thread_id", "global_id", "lane_id", "subgroup_id")

UNIFORM_REGISTERS = (
    *(f"{reg}.{d}" for reg in ("ntid", "ctaid", "nctaid", "clusterid", "nclusterid", "cluster.ctaid",
                               "cluster.nctaid") for d in "xyz"),
    "warpsize",
    "cluster.ctarank",
    "cluster.nctarank",
)
"""Special registers equal in every thread of a block (the block's place in its grid and cluster,
the launch's sizes)."""
DIVERGENT_REGISTERS = (
    "tid.x", "tid.y", "tid.z", "laneid", "warpid", "nwarpid", "smid", "nsmid", "gridid",
    "clock", "clock64", "globaltimer",
)
"""Special registers that may differ between the threads of a block, or between two reads of one
thread (``smid`` may change under preemption; ``gridid`` and ``nwarpid`` are simply not on the
closed list)."""

BLOCK_BARRIER = replace(STATEMENT, barrier=fixed(BarrierKind.BLOCK))
HANDOFF_WAIT = replace(STATEMENT, handoff=HandOff.WAIT)
HANDOFF_SIGNAL = replace(STATEMENT, handoff=HandOff.SIGNAL, mbarrier=_mbarrier)

RECORDS: dict[str, OpRecord] = {
    **{f"gpu.{name}": UNIFORM_SOURCE for name in UNIFORM_IDS},
    **{f"gpu.{name}": DIVERGENT_SOURCE for name in DIVERGENT_IDS},
    **{f"nvvm.read.ptx.sreg.{r}": UNIFORM_SOURCE for r in UNIFORM_REGISTERS},
    **{f"nvvm.read.ptx.sreg.{r}": DIVERGENT_SOURCE for r in DIVERGENT_REGISTERS},
    "gpu.dynamic_shared_memory": replace(UNIFORM_SOURCE, buffer_origin=BufferOrigin.DYNAMIC),
    # barriers
    "gpu.barrier": BLOCK_BARRIER,
    "nvvm.barrier0": BLOCK_BARRIER,
    "nvvm.barrier": replace(STATEMENT, barrier=_nvvm_barrier),
    # collectives: a lane's result depends on other lanes
    "gpu.shuffle": OPAQUE_VALUE,
    "gpu.rotate": OPAQUE_VALUE,
    "gpu.subgroup_reduce": OPAQUE_VALUE,
    "gpu.all_reduce": replace(OPAQUE_VALUE, region_kind=RegionKind.OPAQUE, lowering_scratch=_all_reduce_scratch),
    "gpu.yield": replace(OPAQUE_VALUE, control_operands=lambda _op: []),
    "gpu.subgroup_mma_load_matrix": replace(ACCESS, alignment=_fixed_alignment(MMA_MATRIX_ALIGN)),
    "gpu.subgroup_mma_store_matrix": replace(ACCESS, alignment=_fixed_alignment(MMA_MATRIX_ALIGN)),
    "gpu.subgroup_mma_compute": OPAQUE_VALUE,
    "gpu.subgroup_mma_constant_matrix": OPAQUE_VALUE,
    "gpu.subgroup_mma_elementwise": OPAQUE_VALUE,
    "gpu.printf": STATEMENT,
    "gpu.launch_func": ESCAPE,
    "gpu.dealloc": ESCAPE,
    "gpu.module": STATEMENT,
    # cp.async
    "nvgpu.device_async_copy": replace(
        ACCESS, async_role=AsyncRole.COPY, copy_bytes=_device_copy_bytes, alignment=_copy_alignment
    ),
    "nvgpu.device_async_create_group": replace(STATEMENT, async_role=AsyncRole.COMMIT),
    "nvgpu.device_async_wait": replace(STATEMENT, async_role=AsyncRole.WAIT, pending=_device_wait_pending),
    # warp-level matrix ops
    "nvgpu.ldmatrix": replace(ACCESS, alignment=_fixed_alignment(LDMATRIX_ALIGN)),
    "nvgpu.mma.sync": OPAQUE_VALUE,
    "nvgpu.mma.sp.sync": OPAQUE_VALUE,
    "nvgpu.rcp": replace(OPAQUE_VALUE, value_source=ValueSource.PURE),
    # mbarriers and TMA
    "nvgpu.mbarrier.create": replace(UNIFORM_SOURCE, buffer_origin=BufferOrigin.NONE),
    "nvgpu.mbarrier.init": replace(STATEMENT, async_role=AsyncRole.MBARRIER_INIT, mbarrier=_mbarrier),
    "nvgpu.mbarrier.arrive": HANDOFF_SIGNAL,
    "nvgpu.mbarrier.arrive.nocomplete": HANDOFF_SIGNAL,
    "nvgpu.mbarrier.arrive.expect_tx": HANDOFF_SIGNAL,
    "nvgpu.mbarrier.try_wait.parity": replace(
        HANDOFF_WAIT, async_role=AsyncRole.MBARRIER_WAIT, mbarrier=_mbarrier, parity=_parity
    ),
    "nvgpu.mbarrier.test.wait": replace(HANDOFF_WAIT, mbarrier=_mbarrier),
    "nvgpu.tma.async.load": replace(
        ACCESS,
        async_role=AsyncRole.TMA_LOAD,
        handoff=HandOff.SIGNAL,
        mbarrier=_mbarrier,
        alignment=_tma_alignment,
    ),
    "nvgpu.tma.async.store": replace(ESCAPE, alignment=_tma_alignment),
    "nvgpu.tma.create.descriptor": ESCAPE,
    "nvgpu.tma.fence.descriptor": STATEMENT,
    "nvgpu.tma.prefetch.descriptor": STATEMENT,
    "nvgpu.warpgroup.generate.descriptor": replace(ESCAPE, alignment=_descriptor_alignment),
    "nvgpu.warpgroup.mma": replace(OPAQUE_VALUE, handoff=HandOff.WAIT),
    "nvgpu.warpgroup.mma.store": replace(ACCESS, handoff=HandOff.WAIT),
    "nvgpu.warpgroup.mma.init.accumulator": OPAQUE_VALUE,
    "nvvm.wgmma.fence.aligned": HANDOFF_WAIT,
    "nvvm.wgmma.commit.group.sync.aligned": HANDOFF_WAIT,
    "nvvm.wgmma.wait.group.sync.aligned": HANDOFF_WAIT,
}
"""GPU ops by name."""

__all__ = ["RECORDS", "SWIZZLE_REPEAT", "TMA_ALIGN", "TMA_SWIZZLED_ALIGN", "LDMATRIX_ALIGN"]
