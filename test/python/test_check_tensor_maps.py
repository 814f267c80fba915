"""Tensor maps and TMA loads as ``--check`` runs them (``tools.check.tensor_maps``,
``tools.check.bulk_copies``): the box a tile-mode load writes (coordinates innermost first, the
elements outside the tensor filled, a swizzled box's 16-byte chunks permuted by the address bits
above them), the descriptors the check refuses to make, and a kernel run end to end whose output
is computed here from the drawn tensor by those rules."""

from __future__ import annotations

import numpy as np
import pytest

from smem_opt.reader.ir_io import print_module
from smem_opt.tools.check.block import make_threads
from smem_opt.tools.check.errors import CannotRun
from smem_opt.tools.check.memory import GLOBAL_BASE, GLOBAL_STRIDE, Memory, SharedObject, shared_address
from smem_opt.tools.check.run import CheckOptions, simulate
from smem_opt.tools.check.tensor_maps import TensorMap, box, descriptor_type, pointer_arguments, swizzle
from smem_opt.tools.check_cli import to_gpu
from smem_opt.tools.smem_opt import build_context, parse_module
from smem_opt.tools.toolchain import find_mlir_opt

DESC = ("!nvgpu.tensormap.descriptor<tensor = memref<{box}, #gpu.address_space<workgroup>>, swizzle = {swizzle}, "
        "l2promo = none, oob = {oob}, interleave = {interleave}>")


def _desc(box: str = "8x64xf16", swizzle: str = "none", oob: str = "zero", interleave: str = "none") -> str:
    return DESC.format(box=box, swizzle=swizzle, oob=oob, interleave=interleave)


def test_the_box_starts_at_coordinates_innermost_first_and_fills_outside_the_tensor() -> None:
    tensor = np.arange(4 * 6, dtype=np.int32).reshape(4, 6)
    tmap = TensorMap(0, (4, 6), (2, 3), "i32", 4, False, 0)
    fill = np.int32(-7).tobytes()

    def read(addr: int, n: int) -> bytes:
        return tensor.tobytes()[addr : addr + n]

    # column 4, row 3: rows 3 and 4 (4 is past the end), columns 4, 5 and 6 (6 is past the end)
    got = np.frombuffer(box(tmap, [4, 3], read, fill), dtype=np.int32).reshape(2, 3)
    assert got.tolist() == [[tensor[3, 4], tensor[3, 5], -7], [-7, -7, -7]]
    got = np.frombuffer(box(tmap, [-1, 0], read, fill), dtype=np.int32).reshape(2, 3)
    assert got.tolist() == [[-7, 0, 1], [-7, 6, 7]]
    with pytest.raises(CannotRun, match="1 coordinate"):
        box(tmap, [0], read, fill)


def test_a_swizzle_flips_the_chunk_index_by_the_row_bits() -> None:
    # 128-byte rows: chunk c of row r lands at chunk c ^ (r % 8); 64-byte: c ^ (r % 4) over bits 7-8
    for r in range(16):
        for c in range(8):
            assert swizzle(r * 128 + c * 16 + 3, 3) == r * 128 + (c ^ (r % 8)) * 16 + 3
    assert swizzle(5 * 128 + 1 * 16, 2) == 5 * 128 + (1 ^ 1) * 16
    assert swizzle(2 * 128 + 0 * 16, 1) == 2 * 128
    assert swizzle(1 * 128 + 0 * 16, 1) == 1 * 128 + 16
    assert all(swizzle(swizzle(k, 3), 3) == k for k in range(4096))
    assert swizzle(1234, 0) == 1234


def test_descriptors_the_check_cannot_make_cannot_run() -> None:
    assert descriptor_type("memref<8xf16>") is None
    t = descriptor_type(_desc(swizzle="swizzle_128b", oob="nan"))
    assert t is not None and t.box_dims == (8, 64) and t.elem_text == "f16"
    with pytest.raises(CannotRun, match="interleave"):
        descriptor_type(_desc(interleave="interleave_16b"))
    with pytest.raises(CannotRun, match="wider than its swizzle span"):
        descriptor_type(_desc(box="8x64xf32", swizzle="swizzle_128b"))
    with pytest.raises(CannotRun, match="oob = nan over i32"):
        descriptor_type(_desc(box="8x16xi32", oob="nan"))


SWIZZLED = """
!desc = {desc}
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {{
  gpu.func @k(%d: !desc, %out: memref<512xf16>) kernel attributes {{known_block_size = array<i32: 64, 1, 1>}} {{
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c12 = arith.constant 12 : index
    %c64 = arith.constant 64 : index
    %c100 = arith.constant 100 : index
    %tx = gpu.thread_id x
    %false = arith.constant false
    %ticks = arith.constant 10000000 : index
    %bytes = arith.constant 1024 : index
    %bar = nvgpu.mbarrier.create -> !barrierType
    %is0 = arith.cmpi eq, %tx, %c0 : index
    scf.if %is0 {{
      nvgpu.mbarrier.init %bar[%c0], %c1 : !barrierType
    }}
    gpu.barrier
    %A = memref.alloc() : memref<8x64xf16, #gpu.address_space<workgroup>>
    scf.if %is0 {{
      nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : !barrierType
    }}
    nvgpu.tma.async.load %d[%c100, %c12], %bar[%c0] to %A, predicate = %is0
        : !desc, !barrierType -> memref<8x64xf16, #gpu.address_space<workgroup>>
    nvgpu.mbarrier.try_wait.parity %bar[%c0], %false, %ticks : !barrierType
    scf.for %r = %c0 to %c8 step %c1 {{
      %v = memref.load %A[%r, %tx] : memref<8x64xf16, #gpu.address_space<workgroup>>
      %row = arith.muli %r, %c64 : index
      %i = arith.addi %row, %tx : index
      memref.store %v, %out[%i] : memref<512xf16>
    }}
    gpu.return
  }}
}}
"""


@pytest.mark.skipif(find_mlir_opt() is None, reason="needs mlir-opt")
@pytest.mark.parametrize("mode", ["none", "swizzle_128b"])
def test_a_tma_load_writes_the_box_as_ptx_defines_it(mode: str) -> None:
    """The box at column 100, row 12 of the 16x128 tensor the check draws: rows 16.. and columns
    128.. are outside it (NaN); a swizzled box is read back through the swizzle."""
    ctx = build_context()
    module = parse_module(ctx, SWIZZLED.format(desc=_desc(swizzle=mode, oob="nan")), "tma.mlir")
    text = print_module(to_gpu(module, ctx, None), generic=True, debuginfo=True)
    assert "!llvm.ptr" in pointer_arguments(text)
    runs = simulate(text, CheckOptions())
    assert len(runs) == 1
    run = runs[0]
    tensor = np.frombuffer(run.inputs.buffers[0], dtype=np.float16).reshape(16, 128)
    logical = np.full((8, 64), np.nan, dtype=np.float16)
    for r in range(8):
        for c in range(64):
            if 12 + r < 16 and 100 + c < 128:
                logical[r, c] = tensor[12 + r, 100 + c]
    placed = np.empty(512, dtype=np.float16)
    flat = logical.reshape(-1)
    for k in range(512):
        placed[swizzle(2 * k, 3 if mode != "none" else 0) // 2] = flat[k]
    got = np.frombuffer(run.output("%out"), dtype=np.float16)
    assert np.array_equal(got, placed, equal_nan=True)
    assert np.isnan(got).sum() == 512 - 4 * 28


def _memory_with_a_tile(landing: str):
    """A 64x8 i16 tile, an mbarrier, and a map over the 128x16 tensor in global buffer 0."""
    M = Memory([SharedObject("A", 0, 1024, 1024), SharedObject("bar", 1024, 8, 8)], 1032, bytes(1032),
               [bytearray(np.arange(64 * 8 * 4, dtype=np.int16).tobytes()), bytearray(128)], [{}, {}],
               ["tensor", "map"])
    tmap = TensorMap(GLOBAL_BASE, (128, 16), (64, 8), "i16", 2, False, 0)
    M.tensor_maps = {GLOBAL_BASE + GLOBAL_STRIDE: tmap}
    M.landing = landing
    T = make_threads((1, 1, 1), 0)[0]
    return M, T, shared_address(0, 0), shared_address(1, 1024), GLOBAL_BASE + GLOBAL_STRIDE


@pytest.mark.parametrize("landing", ["late", "early", "split"])
def test_a_load_completes_its_bytes_on_the_mbarrier_when_it_lands(landing: str) -> None:
    M, T, dst, bar, where = _memory_with_a_tile(landing)
    M.mb_init(T, bar, 1, 0)
    M.mb_expect_tx(T, bar, 1024, 1)
    M.mb_arrive(T, bar, 1, 2)
    M.tma_load(T, dst, where, [0, 0], bar, 3)
    in_flight = {"late": 1024, "early": 0, "split": 512}[landing]
    assert M.inflight_bytes == in_flight
    assert M.mb_phase_done(bar, 0) == (in_flight == 0)
    while M.land_next_bulk():
        pass
    assert M.inflight_bytes == 0 and M.mb_phase_done(bar, 0) and not M.races
    assert M.shared[:1024] == bytes(np.arange(64 * 8 * 4, dtype=np.int16).reshape(128, 16)[:64, :8].tobytes())


def test_a_copy_through_a_map_the_check_did_not_make_cannot_run() -> None:
    M, T, dst, bar, where = _memory_with_a_tile("late")
    with pytest.raises(CannotRun, match="tensor map the check did not make"):
        M.tma_load(T, dst, where + 64, [0, 0], bar, 3)
