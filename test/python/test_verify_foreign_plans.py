"""``smem-verify-plan`` checks every arena, whoever made it: a workgroup ``i8`` buffer viewed at
offsets in a kernel ``smem-coalesce`` did not plan (a user's own packing, IREE's) is checked like a
plan of the pass; and the IREE benchmark marks IREE's packings it rejects as unsafe."""

from __future__ import annotations

import pytest

from smem_opt import parse
from smem_opt.passes.analysis.kernels import find_kernels
from smem_opt.reader.diagnostics import SmemDiagnostic
from smem_opt.passes.verify.verify_plan import verify_kernel

PACKED = """func.func @packed(%in: memref<256xf32>, %out: memref<256xf32>) attributes {{gpu.known_block_size = array<i32: 256, 1, 1>}} {{
  %c0 = arith.constant 0 : index
  %cb = arith.constant {b_offset} : index
  %tx = gpu.thread_id x
  %arena = memref.alloc() : memref<2048xi8, #gpu.address_space<workgroup>>
  %a = memref.view %arena[%c0][] : memref<2048xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
  %b = memref.view %arena[%cb][] : memref<2048xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
  %x = memref.load %in[%tx] : memref<256xf32>
  memref.store %x, %a[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  memref.store %x, %b[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %ra = memref.load %a[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  %rb = memref.load %b[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  %s = arith.addf %ra, %rb : f32
  memref.store %s, %out[%tx] : memref<256xf32>
  return
}}
"""
"""A packing of two buffers live together, as IREE's packing pass writes one (an i8 alloc and
typed views at offsets, no smem.arena_bytes): apart at byte 1024, on top of each other at 0."""


def _verify(text: str) -> None:
    for kernel in find_kernels(parse(text, "packed.mlir")):
        verify_kernel(kernel)


def test_a_foreign_packing_that_overlaps_live_buffers_is_rejected() -> None:
    with pytest.raises(SmemDiagnostic, match=r"buffers 'a' and 'b' overlap in bytes \[0, 1024\)"):
        _verify(PACKED.format(b_offset=0))


def test_a_foreign_packing_that_keeps_them_apart_is_accepted() -> None:
    _verify(PACKED.format(b_offset=1024))


def test_a_foreign_packing_is_checked_for_alignment_too() -> None:
    with pytest.raises(SmemDiagnostic, match="placed at byte 6"):
        _verify(PACKED.format(b_offset=6))


def test_the_iree_benchmark_marks_an_unsafe_packing() -> None:
    from bench.iree_real import verify_iree_output

    assert verify_iree_output(PACKED.format(b_offset=1024)) is None
    reason = verify_iree_output(PACKED.format(b_offset=0))
    assert reason is not None and "overlap in bytes [0, 1024)" in reason
