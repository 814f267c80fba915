"""The pieces of the row kernels (softmax, layernorm): one block of ``threads`` threads per row of
``cols`` columns, thread ``t`` taking columns ``t``, ``t + threads``, ...; block-wide tree
reductions in shared memory."""

from __future__ import annotations

from contextlib import contextmanager


def row_block(p: dict) -> tuple[int, int, int]:
    return (p["threads"], 1, 1)


def row_grid(p: dict) -> tuple[int, int, int]:
    return (p["rows"], 1, 1)


def row_shape(p: dict, kernel: str) -> tuple[int, int]:
    """(columns, threads): the columns a multiple of the threads, the threads a power of two."""
    cols, threads = p["cols"], p["threads"]
    if cols % threads or threads & (threads - 1):
        raise ValueError(f"bad {kernel} shape {p}")
    return cols, threads


@contextmanager
def row_columns(e, per: int, nthreads: int, tid: str, acc: tuple[str, str, str] | None = None):
    """``for i in [0, per)`` (carrying ``acc``: hint, init, type): yields the loop and the column
    ``i * nthreads + tid``."""
    with e.for_(0, per, 1, iter_args=[acc] if acc else None, hint="i") as loop:
        yield loop, e.affine([(loop.iv, nthreads), (tid, 1)], hint="col")


def block_reduce(e, name: str, partial: str, tid: str, nthreads: int, combine) -> str:
    """Every thread's f32 ``partial`` into buffer ``name`` (one element a thread), combined by
    ``tree_reduce``; returns the total every thread reads."""
    buf = e.alloc(name, [nthreads], "f32")
    e.store(partial, buf, [tid])
    return tree_reduce(e, buf, tid, nthreads, combine)


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
