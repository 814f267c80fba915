"""Handlers for asynchronous global-to-shared copies (``smem.async_*``, ``nvgpu.device_async_*``).

A copy reads its source when issued and joins the thread's uncommitted copies; a
commit closes them into a group (all of them, as ``cp.async.commit_group`` does);
a wait retires the oldest groups until at most N are in flight, and ``retire``
writes their bytes. Until then the race detector counts the destination bytes as
written by a copy in flight; a copy that no commit ever closes into a group is never
retired by a wait (as on the GPU: ``cp.async.wait_group`` waits for groups only).
A copy of N bytes (``passes.analysis.op_kinds.async_copy_bytes``) whose source or destination
address is not N-byte aligned stops the simulation, as the GPU faults on it.
"""

from __future__ import annotations

from xdsl.ir import Operation

from smem_opt.passes.analysis.op_kinds import async_copy_bytes, wait_pending
from smem_opt.tools.simulator.frame import THREAD, TID, Fn, int_attr
from smem_opt.tools.simulator.memory import SimError


def _async_copy(prog, op: Operation, src_v, src_idx, dst_v, dst_idx, count: int, src_count) -> Fn:
    prog.has_async = True
    s = prog.slot(src_v)
    si = [prog.slot(v) for v in src_idx]
    d = prog.slot(dst_v)
    di = [prog.slot(v) for v in dst_idx]
    sc = prog.slot(src_count) if src_count is not None else None
    r = prog.slot(op.results[0])
    width = _pow2_floor(async_copy_bytes(op) or 1)

    def run(fr: list) -> None:
        src, dst = fr[s], fr[d]
        sidx = [fr[i] for i in si]
        didx = [fr[i] for i in di]
        n_src = count if sc is None else max(0, min(count, fr[sc]))
        acc = (fr[TID], op, dst)
        _check_alignment(src, sidx, width, "source", op)
        _check_alignment(dst, didx, width, "destination", op)
        values = []
        for k in range(count):
            if k < n_src:
                idx = sidx[:-1] + [sidx[-1] + k] if sidx else []
                at = src.byte_address(idx, op)
                if src.st.shared:
                    src.st.on_read(at, src.elem.nbytes, acc)
                values.append(src.elem.load(src.st.data, at))
            else:
                values.append(dst.elem.zero)
        addresses = []
        for k in range(count):
            idx = didx[:-1] + [didx[-1] + k] if didx else []
            addresses.append(dst.byte_address(idx, op))
        st = dst.st
        if st.shared:
            nb = dst.elem.nbytes
            for at in addresses:
                st.on_write(at, nb, acc, mark_init=False)
            for at in addresses:
                for b in range(at, at + nb):
                    st.pending[b] = acc
        fr[THREAD].uncommitted.append((dst, addresses, values, acc))
        fr[r] = None

    return run


def _pow2_floor(n: int) -> int:
    return 1 << (n.bit_length() - 1)


def _check_alignment(mr, idx: list[int], width: int, which: str, op: Operation) -> None:
    """A cp.async of N bytes faults on the GPU unless both addresses are N-byte aligned."""
    at = mr.byte_address(idx, op)
    if at % width:
        raise SimError(
            f"misaligned address: the {width}-byte async copy's {which} '{mr.name}' is at byte {at} "
            f"of '{mr.st.name}', not a multiple of {width}",
            op,
        )


def smem_async_copy(prog, op: Operation) -> Fn:
    n = int_attr(op, "count", 1) or 1
    return _async_copy(
        prog,
        op,
        op.src,
        op.src_indices,
        op.dst,
        op.dst_indices,
        n,
        None,  # type: ignore[attr-defined]
    )


def nvgpu_device_async_copy(prog, op: Operation) -> Fn:
    n = int_attr(op, "dstElements", 1) or 1
    return _async_copy(
        prog,
        op,
        op.src,
        op.srcIndices,
        op.dst,
        op.dstIndices,
        n,
        op.srcElements,  # type: ignore[attr-defined]
    )


def smem_async_commit(prog, op: Operation) -> Fn:
    r = prog.slot(op.results[0])

    def run(fr: list) -> None:
        ts = fr[THREAD]
        ts.groups.append(ts.uncommitted)
        ts.uncommitted = []
        fr[r] = None

    return run


def _async_wait(prog, op: Operation, pending: int) -> Fn:
    def run(fr: list) -> None:
        ts = fr[THREAD]
        while len(ts.groups) > pending:
            for copy in ts.groups.pop(0):
                retire(copy)

    return run


def async_wait(prog, op: Operation) -> Fn:
    return _async_wait(prog, op, wait_pending(op) or 0)


def retire(copy) -> None:
    """Land an asynchronous copy: write its bytes, end its in-flight window."""
    dst, addresses, values, acc = copy
    st = dst.st
    store = dst.elem.store
    for at, value in zip(addresses, values):
        store(st.data, at, value)
    if st.shared:
        nb = dst.elem.nbytes
        for at in addresses:
            for b in range(at, at + nb):
                if st.pending.get(b) is acc:
                    del st.pending[b]
                st.init[b] = st.init_mark(acc[0])
                st.w[b] = acc
    else:
        st.written = True


HANDLERS = {
    "smem.async_copy": smem_async_copy,
    "nvgpu.device_async_copy": nvgpu_device_async_copy,
    "smem.async_commit": smem_async_commit,
    "nvgpu.device_async_create_group": smem_async_commit,
    "smem.async_wait": async_wait,
    "nvgpu.device_async_wait": async_wait,
}
