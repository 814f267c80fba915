"""Baseline ``no_reuse``: every buffer gets its own bytes (what a kernel with one
``__shared__`` array per buffer uses). Buffers are laid out in declaration order,
each rounded up to its alignment (design §4: max of 16 bytes, the element size and
its ``alignment`` attribute); the total is the sum."""

from __future__ import annotations

from bench.baselines.common import BaselineResult
from smem_opt.passes.analysis.kernels import Kernel, round_up

NAME = "no_reuse"


def plan(kernel: Kernel, alignment: int = 16) -> BaselineResult:
    offsets: dict[str, int] = {}
    sizes: dict[str, int] = {}
    cursor = 0
    for b in kernel.buffers:
        if b.is_dynamic:
            continue
        cursor = round_up(cursor, b.alignment(alignment))
        offsets[b.name] = cursor
        sizes[b.name] = b.padded_bytes(alignment)
        cursor += sizes[b.name]
    return BaselineResult(NAME, offsets, cursor, sizes)
