"""The baselines (no reuse, the TVM model) reproduce each anchor's documented behaviour (design §7).

Each case is a small kernel; the assertions are on the baseline's own output,
and a wrong placement is detected with *our* analysis' conflict graph plus
``passes.planner.packing.check_plan`` (``bench.baselines.common.check_against_ours``).
"""

from __future__ import annotations

import pytest

from bench.baselines import no_reuse, tvm
from bench.baselines.common import check_against_ours, our_conflicts, parse_kernel
from bench.kernels import batched_matmul, matmul_tiled

WG = "#gpu.address_space<workgroup>"


def kernel_text(body: str, args: str = "%G: memref<1024xf32>", threads: int = 256) -> str:
    return (
        f"smem.kernel @k({args}) block_size = [{threads}, 1, 1] {{\n"
        "  %c0 = arith.constant 0 : index\n"
        "  %c1 = arith.constant 1 : index\n"
        "  %tx = gpu.thread_id x\n"
        f"{body}"
        "  smem.return\n}\n"
    )


def f32(n: int) -> str:
    return f"memref<{n}xf32, {WG}>"


def ours_bytes(kernel) -> int:
    from smem_opt.passes.kernel_plan import plan_kernel

    return plan_kernel(kernel).arena_bytes


# -- no_reuse ------------------------------------------------------------------------------


def test_no_reuse_is_sum_of_aligned_sizes():
    body = (
        f"  %A = smem.alloc : memref<3xi16, {WG}>\n"
        f"  %B = smem.alloc : {f32(4)}\n"
        f"  %v = memref.load %B[%c0] : {f32(4)}\n"
    )
    k = parse_kernel(kernel_text(body))
    res = no_reuse.plan(k)
    assert res.offsets == {"A": 0, "B": 16}
    assert res.total_bytes == 32


# -- TVM -------------------------------------------------------------------------------------


def test_tvm_reuses_in_the_seed_matmul():
    k = parse_kernel(matmul_tiled.generate("realistic"))
    assert tvm.plan(k).total_bytes == 8192


def test_tvm_no_reuse_when_the_body_sits_in_an_outer_loop():
    k = parse_kernel(batched_matmul.generate("realistic"))
    res = tvm.plan(k)
    assert res.total_bytes == no_reuse.plan(k).total_bytes == 12288
    assert ours_bytes(k) == 8192
    assert check_against_ours(k, res) == []


LAYER_MERGE = (
    f"  %A = smem.alloc : {f32(256)}\n"
    f"  %B = smem.alloc : {f32(256)}\n"
    f"  %C = smem.alloc : {f32(512)}\n"
    f"  %D = smem.alloc : {f32(1024)}\n"
    "  %x = memref.load %G[%tx] : memref<1024xf32>\n"
    f"  memref.store %x, %A[%tx] : {f32(256)}\n"
    f"  memref.store %x, %B[%tx] : {f32(256)}\n"
    "  gpu.barrier\n"
    f"  %a = memref.load %A[%tx] : {f32(256)}\n"
    "  gpu.barrier\n"
    f"  memref.store %a, %C[%tx] : {f32(512)}\n"
    "  gpu.barrier\n"
    f"  %b = memref.load %B[%tx] : {f32(256)}\n"
    f"  %c = memref.load %C[%tx] : {f32(512)}\n"
    "  %s = arith.addf %b, %c : f32\n"
    "  gpu.barrier\n"
    f"  memref.store %s, %D[%tx] : {f32(1024)}\n"
    "  gpu.barrier\n"
    f"  %d = memref.load %D[%tx] : {f32(1024)}\n"
    "  memref.store %d, %G[%tx] : memref<1024xf32>\n"
)


def test_tvm_layer_merge_overlaps_buffers_that_are_live_together():
    # A, B 1 KiB; C 2 KiB reuses A's entry (A dead, B live); later D 4 KiB takes
    # both free entries and merges their layers: B lands next to A in layer 0,
    # inside C's bytes of layer 1, although B and C were live at the same time.
    k = parse_kernel(kernel_text(LAYER_MERGE))
    res = tvm.plan(k)
    assert res.offsets == {"A": 0, "B": 1024, "C": 0, "D": 0}
    assert res.total_bytes == 4096
    assert ("B", "C") in our_conflicts(k)
    problems = check_against_ours(k, res)
    assert any("B" in p and "C" in p for p in problems), problems
    assert ours_bytes(k) == 4096  # the optimum is the same size, without the overlap


def test_tvm_places_c_over_a_and_b_in_one_statement():
    # C[tx] = A[tx] + B[tx]: A and B die in the statement that first touches C.
    body = (
        f"  %A = smem.alloc : {f32(256)}\n"
        f"  %B = smem.alloc : {f32(256)}\n"
        f"  %C = smem.alloc : {f32(256)}\n"
        "  %x = memref.load %G[%tx] : memref<1024xf32>\n"
        f"  memref.store %x, %A[%tx] : {f32(256)}\n"
        f"  memref.store %x, %B[%tx] : {f32(256)}\n"
        "  gpu.barrier\n"
        f"  %a = memref.load %A[%tx] : {f32(256)}\n"
        f"  %b = memref.load %B[%tx] : {f32(256)}\n"
        "  %s = arith.addf %a, %b : f32\n"
        f"  memref.store %s, %C[%tx] : {f32(256)}\n"
        "  gpu.barrier\n"
        "  %r = arith.subi %c0, %tx : index\n"
        f"  %c = memref.load %C[%tx] : {f32(256)}\n"
        "  memref.store %c, %G[%tx] : memref<1024xf32>\n"
    )
    k = parse_kernel(kernel_text(body))
    res = tvm.plan(k)
    c = res.offsets["C"]
    assert c in (res.offsets["A"], res.offsets["B"])
    assert res.total_bytes == 2048
    problems = check_against_ours(k, res)
    assert problems, "TVM's placement of C over A/B must be caught"
    assert ours_bytes(k) == 3072


def test_tvm_never_reuses_buffers_of_at_most_32_bits():
    body = (
        f"  %A = smem.alloc : {f32(1)}\n"
        f"  %B = smem.alloc : {f32(1)}\n"
        "  %x = memref.load %G[%tx] : memref<1024xf32>\n"
        f"  memref.store %x, %A[%c0] : {f32(1)}\n"
        "  gpu.barrier\n"
        f"  %a = memref.load %A[%c0] : {f32(1)}\n"
        "  gpu.barrier\n"
        f"  memref.store %a, %B[%c0] : {f32(1)}\n"
        "  gpu.barrier\n"
        f"  %b = memref.load %B[%c0] : {f32(1)}\n"
        "  memref.store %b, %G[%tx] : memref<1024xf32>\n"
    )
    k = parse_kernel(kernel_text(body))
    res = tvm.plan(k)
    assert res.offsets["A"] != res.offsets["B"]
    assert res.total_bytes == 8


@pytest.mark.parametrize("base", [no_reuse, tvm])
def test_baselines_cover_every_buffer(base):
    k = parse_kernel(matmul_tiled.generate("small"))
    res = base.plan(k)
    assert set(res.offsets) == {b.name for b in k.buffers}
    assert res.total_bytes > 0
