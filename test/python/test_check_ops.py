"""The interpreter of ``--check`` computes what the lowered ops mean: each kernel here is lowered by
stock mlir-opt, run once by ``tools.check.run.simulate``, and its outputs compared with values
computed in Python from the same inputs (integer and float arithmetic, shuffles, votes, atomics,
cp.async, wmma, mma.sync through IREE's matmul, mbarriers, clocks). Needs mlir-opt (a failure
under CI=true, skipped otherwise)."""

from __future__ import annotations

import os
import struct
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from smem_opt.tools.check import floats  # noqa: E402
from smem_opt.tools.check.run import CheckOptions, KernelRun, simulate  # noqa: E402
from smem_opt.tools.toolchain import find_mlir_opt  # noqa: E402
from bench.real_kernels import REAL_CORPUS

WG = "#gpu.address_space<workgroup>"


@pytest.fixture(autouse=True)
def _mlir_opt() -> None:
    if find_mlir_opt() is None:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail("CI=true but mlir-opt is missing")
        pytest.skip("mlir-opt not found")


def run(text: str, threads: int | None = None, seed: int = 0) -> KernelRun:
    generic = subprocess.run(
        [sys.executable, "-m", "smem_opt.tools.smem_opt", "-", "--print-op-generic", "--print-debuginfo"],
        input=text, capture_output=True, text=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert generic.returncode == 0, generic.stderr
    options = CheckOptions(threads=(threads, 1, 1) if threads else None, seed=seed)
    (result,) = simulate(generic.stdout, options)
    assert result.run.finished
    return result


def values(data: bytes, fmt: str) -> list:
    size = struct.calcsize("<" + fmt)
    return [struct.unpack_from("<" + fmt, data, k)[0] for k in range(0, len(data), size)]


def kernel(body: str, args: str, workgroup: str = "", threads: int = 64) -> str:
    wg = f" workgroup({workgroup})" if workgroup else ""
    return f"""gpu.module @m {{
  gpu.func @k({args}){wg} kernel attributes {{known_block_size = array<i32: {threads}, 1, 1>}} {{
    %tx = gpu.thread_id x
{body}
    gpu.return
  }}
}}
"""


def test_integer_arithmetic() -> None:
    body = """
    %c3 = arith.constant 3 : i32
    %c7 = arith.constant 7 : i32
    %c5 = arith.constant 5 : i32
    %c8 = arith.constant 8 : index
    %x = memref.load %in[%tx] : memref<64xi32>
    %q = arith.divsi %x, %c7 : i32
    %r = arith.remsi %x, %c7 : i32
    %sh = arith.shrsi %x, %c3 : i32
    %u = arith.shrui %x, %c3 : i32
    %lt = arith.cmpi ult, %x, %c5 : i32
    %sel = arith.select %lt, %q, %r : i32
    %t = arith.trunci %x : i32 to i8
    %m = arith.muli %t, %t : i8
    %e = arith.extsi %m : i8 to i32
    %base = arith.muli %tx, %c8 : index
    %o1 = arith.addi %base, %c8 : index
    %i1 = arith.constant 1 : index
    %i2 = arith.constant 2 : index
    %i3 = arith.constant 3 : index
    %i4 = arith.constant 4 : index
    %i5 = arith.constant 5 : index
    %p1 = arith.addi %base, %i1 : index
    %p2 = arith.addi %base, %i2 : index
    %p3 = arith.addi %base, %i3 : index
    %p4 = arith.addi %base, %i4 : index
    %p5 = arith.addi %base, %i5 : index
    memref.store %q, %out[%base] : memref<512xi32>
    memref.store %r, %out[%p1] : memref<512xi32>
    memref.store %sh, %out[%p2] : memref<512xi32>
    memref.store %u, %out[%p3] : memref<512xi32>
    memref.store %sel, %out[%p4] : memref<512xi32>
    memref.store %e, %out[%p5] : memref<512xi32>"""
    r = run(kernel(body, "%in: memref<64xi32>, %out: memref<512xi32>"))
    xs = values(r.output("%in"), "i")
    out = values(r.output("%out"), "i")
    for t, x in enumerate(xs):
        q = abs(x) // 7 * (1 if x >= 0 else -1)
        rem = x - q * 7
        u = (x & 0xFFFFFFFF) >> 3
        u = u - (1 << 32) if u >= 1 << 31 else u
        t8 = ((x & 0xFF) * (x & 0xFF)) & 0xFF
        expect = [q, rem, x >> 3, u, q if (x & 0xFFFFFFFF) < 5 else rem, t8 - 256 if t8 >= 128 else t8]
        assert out[8 * t : 8 * t + 6] == expect, (t, x)


def test_float_arithmetic_rounds_to_each_type() -> None:
    body = """
    %x = memref.load %in[%tx] : memref<64xf32>
    %y = arith.mulf %x, %x : f32
    %z = math.fma %x, %y, %x : f32
    %h = arith.truncf %z : f32 to f16
    %b = arith.extf %h : f16 to f32
    %e = math.exp %x : f32
    %s = arith.addf %b, %e : f32
    %i = arith.fptosi %s : f32 to i32
    %f = arith.sitofp %i : i32 to f32
    %d = arith.divf %s, %f : f32
    memref.store %d, %out[%tx] : memref<64xf32>"""
    r = run(kernel(body, "%in: memref<64xf32>, %out: memref<64xf32>"))
    xs, out = values(r.output("%in"), "f"), values(r.output("%out"), "f")
    for x, got in zip(xs, out):
        y = floats.r32(x * x)
        z = floats.r32(x * y + x)
        s = floats.r32(floats.r16(z) + floats.r32(floats._exp(x)))
        f = float(int(s))
        d = floats.r32(s / f) if f else (float("inf") if s > 0 else float("-inf")) if s else float("nan")
        assert got == d or got != got and d != d, (x, got, d)


def test_shuffles_follow_ptx() -> None:
    body = """
    %one = arith.constant 1 : i32
    %five = arith.constant 5 : i32
    %w32 = arith.constant 32 : i32
    %c4 = arith.constant 4 : index
    %x = memref.load %in[%tx] : memref<64xf32>
    %a, %va = gpu.shuffle xor %x, %five, %w32 : f32
    %b, %vb = gpu.shuffle up %x, %one, %w32 : f32
    %c, %vc = gpu.shuffle down %x, %five, %w32 : f32
    %d, %vd = gpu.shuffle idx %x, %five, %w32 : f32
    %base = arith.muli %tx, %c4 : index
    %i1 = arith.constant 1 : index
    %i2 = arith.constant 2 : index
    %i3 = arith.constant 3 : index
    %p1 = arith.addi %base, %i1 : index
    %p2 = arith.addi %base, %i2 : index
    %p3 = arith.addi %base, %i3 : index
    %fb = arith.select %vb, %b, %x : f32
    %fc = arith.select %vc, %c, %x : f32
    memref.store %a, %out[%base] : memref<256xf32>
    memref.store %fb, %out[%p1] : memref<256xf32>
    memref.store %fc, %out[%p2] : memref<256xf32>
    memref.store %d, %out[%p3] : memref<256xf32>"""
    r = run(kernel(body, "%in: memref<64xf32>, %out: memref<256xf32>"))
    xs, out = values(r.output("%in"), "f"), values(r.output("%out"), "f")
    for t in range(64):
        lane, warp = t % 32, t - t % 32
        up = xs[t - 1] if lane >= 1 else xs[t]
        down = xs[t + 5] if lane + 5 < 32 else xs[t]
        assert out[4 * t : 4 * t + 4] == [xs[warp + (lane ^ 5)], up, down, xs[warp + 5]], t


def test_votes_and_atomics() -> None:
    body = """
    %zero = arith.constant 0.0 : f32
    %mask = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %one = arith.constant 1 : i32
    %x = memref.load %in[%tx] : memref<64xf32>
    %pos = arith.cmpf ogt, %x, %zero : f32
    %ballot = nvvm.vote.sync ballot %mask, %pos -> i32
    memref.store %ballot, %out[%tx] : memref<64xi32>
    %is0 = arith.cmpi eq, %tx, %c0 : index
    scf.if %is0 {
      %z = arith.constant 0 : i32
      memref.store %z, %C[%c0] : memref<1xi32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %old = memref.atomic_rmw addi %one, %C[%c0] : (i32, memref<1xi32, #gpu.address_space<workgroup>>) -> i32
    gpu.barrier
    %n = memref.load %C[%c0] : memref<1xi32, #gpu.address_space<workgroup>>
    memref.store %n, %count[%tx] : memref<64xi32>
    memref.store %old, %tickets[%tx] : memref<64xi32>"""
    r = run(kernel(body, "%in: memref<64xf32>, %out: memref<64xi32>, %count: memref<64xi32>, %tickets: memref<64xi32>",
                   f"%C : memref<1xi32, {WG}>"))
    xs = values(r.output("%in"), "f")
    ballots = values(r.output("%out"), "I")
    for t in range(64):
        warp = t - t % 32
        assert ballots[t] == sum(1 << k for k in range(32) if xs[warp + k] > 0)
    assert values(r.output("%count"), "i") == [64] * 64
    assert sorted(values(r.output("%tickets"), "i")) == list(range(64))
    assert not any(b.memory.races for b in r.run.blocks)


def test_async_copies_land_at_their_wait() -> None:
    body = f"""
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %lt = arith.cmpi ult, %tx, %c16 : index
    scf.if %lt {{
      %i = arith.muli %tx, %c4 : index
      %t = nvgpu.device_async_copy %in[%i], %S[%i], 4 : memref<64xf32> to memref<64xf32, {WG}>
      %g = nvgpu.device_async_create_group %t
      nvgpu.device_async_wait %g
    }}
    gpu.barrier
    %v = memref.load %S[%tx] : memref<64xf32, {WG}>
    memref.store %v, %out[%tx] : memref<64xf32>"""
    r = run(kernel(body, "%in: memref<64xf32>, %out: memref<64xf32>", f"%S : memref<64xf32, {WG}> {{llvm.align = 16 : i64}}"))
    assert r.output("%out") == r.output("%in")
    assert not any(b.memory.races or b.memory.faults for b in r.run.blocks)


def test_wmma_multiplies() -> None:
    body = f"""
    %c0 = arith.constant 0 : index
    %a = gpu.subgroup_mma_load_matrix %A[%c0, %c0] {{leadDimension = 16 : index}} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
    %b = gpu.subgroup_mma_load_matrix %B[%c0, %c0] {{leadDimension = 16 : index}} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
    %c = gpu.subgroup_mma_load_matrix %C[%c0, %c0] {{leadDimension = 16 : index}} : memref<16x16xf32> -> !gpu.mma_matrix<16x16xf32, "COp">
    %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
    gpu.subgroup_mma_store_matrix %d, %C[%c0, %c0] {{leadDimension = 16 : index}} : !gpu.mma_matrix<16x16xf32, "COp">, memref<16x16xf32>"""
    text = kernel(body, "%A: memref<16x16xf16>, %B: memref<16x16xf16>, %C: memref<16x16xf32>", threads=32)
    r = run(text)
    a, b = values(r.output("%A"), "e"), values(r.output("%B"), "e")
    # the run's inputs are the ones make_inputs draws; C starts as its random input
    from smem_opt.tools.check.inputs import make_inputs

    c0 = values(make_inputs(r.info, 0).buffers[2], "f")
    d = values(r.output("%C"), "f")
    for i in range(16):
        for j in range(16):
            want = c0[16 * i + j] + sum(a[16 * i + k] * b[16 * k + j] for k in range(16))
            assert d[16 * i + j] == pytest.approx(want, rel=1e-5, abs=1e-5)


def test_mma_sync_and_ldmatrix_compute_ieees_matmul() -> None:
    """IREE's f16 matmul (ldmatrix, mma.sync m16n8k16): block (0, 0)'s tile of C = A x B."""
    corpus = REAL_CORPUS
    path = corpus / "iree" / "iree_matmul_f16_vd.mlir"
    if not path.is_file():
        pytest.skip("kernel corpus missing")
    r = run(path.read_text())
    names = r.info.arg_names
    a = values(r.output(names[0]), "e")
    b = values(r.output(names[1]), "e")
    c = values(r.output(names[2]), "f")
    n = int(len(a) ** 0.5)
    assert n * n == len(a) == len(b)
    written = [k for k in r.run.global_writer[2]]
    assert written, "the kernel wrote no output"
    for byte in sorted(written)[:: len(written) // 64 or 1]:
        k = byte // 4
        i, j = divmod(k, n)
        want = sum(a[i * n + x] * b[x * n + j] for x in range(n))
        assert c[k] == pytest.approx(want, rel=2e-3, abs=2e-2), (i, j)


def test_mbarrier_handoff_and_clocks() -> None:
    text = (ROOT / "test" / "check" / "Inputs" / "originals.mlir").read_text()
    generic = subprocess.run(
        [sys.executable, "-m", "smem_opt.tools.smem_opt", "-", "--print-op-generic", "--print-debuginfo"],
        input=text, capture_output=True, text=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)},
    ).stdout
    runs = {kr.info.name: kr for kr in simulate(generic, CheckOptions())}
    handoff = runs["handoff"]
    xs, out = values(handoff.output("%in"), "f"), values(handoff.output("%out"), "f")
    assert out[32:] == xs[:32]
    assert not any(b.memory.races for b in handoff.run.blocks)
    from smem_opt.tools.check.block import make_threads
    from smem_opt.tools.check.runtime_ops import clock

    threads = make_threads((64, 1, 1), 0)
    first = [clock(T) for T in threads]
    assert len(set(first[:32])) == 1 and len(set(first[32:])) == 1  # a warp reads one clock
    assert first[0] % 2 != first[32] % 2  # neighbouring warps differ


def test_an_array_of_vectors_moves_lane_by_lane() -> None:
    """``!llvm.array<2 x vector<2xf16>>`` (what ldmatrix's result becomes) is stored and loaded
    as its four halves in order, as LLVM lays it out."""
    from smem_opt.tools.check.attrs import Array, Float, Vec
    from smem_opt.tools.check.codecs import codec_for

    codec = codec_for(Array(2, Vec(2, Float("f16"))))
    assert codec.n == 8
    buf = bytearray(8)
    codec.pack_into(buf, 0, *codec.encode(((1.0, 2.0), (3.0, -4.0))))
    assert struct.unpack("<4e", buf) == (1.0, 2.0, 3.0, -4.0)
    assert codec.decode(codec.unpack(buf, 0)) == ((1.0, 2.0), (3.0, -4.0))


def test_device_memory_globals_start_with_their_values() -> None:
    """Globals in device memory (as numba-cuda-mlir's error flag): a dense table in the global
    space, a counter in the generic space every thread increments atomically, a string in constant
    memory read through a generic pointer; each starts with its initial value and keeps what the
    kernel leaves there."""
    text = """gpu.module @m {
  llvm.mlir.global internal @table(dense<[30, 10, 40, 10]> : tensor<4xi32>) {addr_space = 1 : i32} : !llvm.array<4 x i32>
  llvm.mlir.global internal @count(5 : i32) {addr_space = 0 : i32} : i32
  llvm.mlir.global internal constant @word("smem") {addr_space = 4 : i32} : !llvm.array<4 x i8>
  gpu.func @k(%out: memref<64xi32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c3 = arith.constant 3 : index
    %one = arith.constant 1 : i32
    %lane = arith.andi %tx, %c3 : index
    %k = arith.index_cast %lane : index to i64
    %table = llvm.mlir.addressof @table : !llvm.ptr<1>
    %slot = llvm.getelementptr %table[0, %k] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.array<4 x i32>
    %t = llvm.load %slot : !llvm.ptr<1> -> i32
    %word = llvm.mlir.addressof @word : !llvm.ptr<4>
    %generic = llvm.addrspacecast %word : !llvm.ptr<4> to !llvm.ptr
    %char_ptr = llvm.getelementptr %generic[%k] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %char = llvm.load %char_ptr : !llvm.ptr -> i8
    %c = arith.extui %char : i8 to i32
    %count = llvm.mlir.addressof @count : !llvm.ptr
    %old = llvm.atomicrmw add %count, %one monotonic : !llvm.ptr, i32
    %c1000 = arith.constant 1000 : i32
    %ticket = arith.muli %old, %c1000 : i32
    %tc = arith.addi %t, %c : i32
    %v = arith.addi %tc, %ticket : i32
    memref.store %v, %out[%tx] : memref<64xi32>
    gpu.return
  }
}
"""
    r = run(text)
    out = values(r.output("%out"), "i")
    tickets = sorted(v // 1000 for v in out)
    assert tickets == list(range(5, 69))
    for tx, v in enumerate(out):
        assert v % 1000 == [30, 10, 40, 10][tx % 4] + b"smem"[tx % 4], (tx, v)
    final, _ = r.run.device_global("count")
    assert struct.unpack("<i", final) == (69,)
    assert bytes(r.run.device_global("word")[0]) == b"smem"
