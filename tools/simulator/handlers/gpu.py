"""Handlers for ``gpu`` ops: thread and launch coordinates, barriers, dynamic shared memory.

A barrier compiles to a generator that yields the barrier op to the block scheduler
(``tools.simulator.interp``), which resumes every thread once all have reached one.
"""

from __future__ import annotations

from xdsl.dialects.builtin import IntegerAttr
from xdsl.ir import Operation

from smem_opt.tools.simulator.frame import TID, WARP, Fn, attr, value_name
from smem_opt.tools.simulator.memory import MemRef, SharedStorage, elem_of

DEFAULT_DYNAMIC_SMEM = 227 * 1024


def _dim(prog, op: Operation) -> int:
    d = attr(op, "dimension")
    text = str(getattr(d, "data", "x"))
    return {"x": 0, "y": 1, "z": 2}.get(text.rsplit(".", 1)[-1].lower(), 0)


def gpu_thread_id(prog, op: Operation) -> Fn:
    d, r = _dim(prog, op), prog.slot(op.results[0])

    def run(fr: list) -> None:
        fr[r] = fr[d]

    return run


def _launch_value(prog, op: Operation, field: str) -> Fn:
    """``gpu.block_id`` / ``block_dim`` / ``grid_dim``: one field of the launch."""
    d, r = _dim(prog, op), prog.slot(op.results[0])

    def run(fr: list) -> None:
        fr[r] = getattr(prog.cur, field)[d]

    return run


def gpu_block_id(prog, op: Operation) -> Fn:
    return _launch_value(prog, op, "bid")


def gpu_block_dim(prog, op: Operation) -> Fn:
    return _launch_value(prog, op, "bdim")


def gpu_grid_dim(prog, op: Operation) -> Fn:
    return _launch_value(prog, op, "gdim")


def gpu_global_id(prog, op: Operation) -> Fn:
    d, r = _dim(prog, op), prog.slot(op.results[0])

    def run(fr: list) -> None:
        cur = prog.cur
        fr[r] = cur.bid[d] * cur.bdim[d] + fr[d]  # type: ignore[union-attr]

    return run


def gpu_lane_id(prog, op: Operation) -> Fn:
    r = prog.slot(op.results[0])

    def run(fr: list) -> None:
        fr[r] = fr[TID] % WARP

    return run


def gpu_barrier(prog, op: Operation) -> Fn:
    def run(fr: list):
        yield op

    return run


def gpu_dynamic_shared_memory(prog, op: Operation) -> Fn:
    r = prog.slot(op.results[0])
    size = dynamic_smem_bytes(prog.kernel)
    elem = elem_of(op.results[0].type.element_type)  # type: ignore[attr-defined]
    name = value_name(op.results[0], "dynamic_shared_memory")

    def run(fr: list) -> None:
        cur = prog.cur
        st = cur.mem.get("dynamic")  # type: ignore[union-attr]
        if st is None:
            st = SharedStorage(size, name, cur.det)  # type: ignore[union-attr]
            st.mr = MemRef(st, 0, 0, (size,), (1,), elem, name)  # type: ignore[attr-defined]
            cur.mem["dynamic"] = st  # type: ignore[union-attr]
        fr[r] = st.mr  # type: ignore[attr-defined]

    return run


def dynamic_smem_bytes(kernel: Operation) -> int:
    """The dynamic shared memory size recorded on a kernel, or a generous default."""
    for key, value in list(kernel.attributes.items()) + list(kernel.properties.items()):
        if isinstance(value, IntegerAttr) and (
            "dynamic_shared_memory" in key or "dynamic_smem" in key or key.endswith("shared_memory_bytes")
        ):
            return value.value.data
    return DEFAULT_DYNAMIC_SMEM


HANDLERS = {
    "gpu.thread_id": gpu_thread_id,
    "gpu.block_id": gpu_block_id,
    "gpu.block_dim": gpu_block_dim,
    "gpu.grid_dim": gpu_grid_dim,
    "gpu.global_id": gpu_global_id,
    "gpu.lane_id": gpu_lane_id,
    "gpu.barrier": gpu_barrier,
    "nvvm.barrier0": gpu_barrier,
    "gpu.dynamic_shared_memory": gpu_dynamic_shared_memory,
}
