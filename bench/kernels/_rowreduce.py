"""Block-wide tree reductions in shared memory, shared by softmax and layernorm."""

from __future__ import annotations


def tree_reduce(e, buf: str, tid: str, nthreads: int, combine) -> str:
    """``buf[tid]`` already written by every thread: barrier, halve the active
    threads each step (``tid < s``, divergent) with a barrier after every step,
    then every thread reads ``buf[0]``. Returns the loaded total."""
    e.barrier()
    s = nthreads // 2
    while s >= 1:
        with e.if_(e.cmp("ult", tid, s, "act")):
            x = e.load(buf, [tid], "x")
            y = e.load(buf, [e.add(tid, s, "peer")], "y")
            e.store(combine(x, y), buf, [tid])
        e.barrier()
        s //= 2
    return e.load(buf, [0], "total")
