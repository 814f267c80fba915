"""The thread-block simulator and race detector, and differential tests of smem-coalesce.

* semantics: barriers, byte-exact aliasing, sub-byte types one byte per element, async copies,
  uninitialised reads, out-of-bounds / misaligned accesses, thread-order seeds;
* differential: every ``examples/*.mlir`` and every ``bench.kernels`` kernel gives
  bit-identical global outputs, and no race, before and after ``smem-coalesce``
  and after ``smem-to-nvvm-ready`` (gpu level); matmul and the bench kernels match
  their numpy references;
* the detector catches the broken layouts of design §7 (TVM's same-statement
  reuse, TVM's layer-merge overlap, IREE's loop-carried sharing) and a
  deliberately wrong coalescer (every buffer at offset 0) on generated kernels;
* differential fuzzing (hypothesis): generated kernels before/after coalescing give
  identical outputs (when the original is well defined) and no new race.
  ``SMEM_FUZZ_EXAMPLES`` sets the number of examples (default 25).
"""

from __future__ import annotations

import glob
import os
import random
import sys

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from smem_opt.passes.diagnostics import collect_warnings  # noqa: E402
from smem_opt.tools.simulator import SimError, kernel_ops, random_inputs, simulate  # noqa: E402
from smem_opt.tools.simulator.gen import kernels, random_kernel  # noqa: E402
from smem_opt.tools.smem_opt import build_context, build_pipeline, main, parse_module  # noqa: E402

WG = "#gpu.address_space<workgroup>"
CTX = build_context()
FUZZ_EXAMPLES = int(os.environ.get("SMEM_FUZZ_EXAMPLES", "25"))


# -- helpers -------------------------------------------------------------------------


def parse(text: str, name: str = "test.mlir"):
    module = parse_module(CTX, text, name)
    module.verify()
    return module


def apply(module, pipeline: str):
    with collect_warnings():
        for p in build_pipeline(pipeline, None):
            p.apply(CTX, module)
    module.verify()
    return module


def versions(text: str, name: str = "test.mlir", lower: bool = True):
    """The kernel before coalescing, after it, and after smem-to-nvvm-ready."""
    out = {"before": parse(text, name), "coalesced": apply(parse(text, name), "smem-coalesce")}
    if lower:
        out["gpu"] = apply(parse(text, name), "smem-to-nvvm-ready")
    return out


def sim(module, inputs=None, **kw):
    (kernel,) = kernel_ops(module)
    return simulate(kernel, inputs, **kw)


def kernel_text(body: str, args: str, block: int) -> str:
    return f"smem.kernel @k({args}) block_size = [{block}, 1, 1] {{\n{body}\n  smem.return\n}}\n"


# -- semantics -------------------------------------------------------------------------

EXCHANGE = """
  %c63 = arith.constant 63 : index
  %tx = gpu.thread_id x
  %S = smem.alloc {{name = "S"}} : memref<64xf32, {wg}>
  %x = memref.load %in[%tx] : memref<64xf32>
  memref.store %x, %S[%tx] : memref<64xf32, {wg}>
  {barrier}
  %r = arith.subi %c63, %tx : index
  %y = memref.load %S[%r] : memref<64xf32, {wg}>
  memref.store %y, %out[%tx] : memref<64xf32>"""
EXCHANGE_ARGS = "%in: memref<64xf32>, %out: memref<64xf32>"


def test_barrier_makes_exchange_correct_for_every_thread_order():
    text = kernel_text(EXCHANGE.format(wg=WG, barrier="gpu.barrier"), EXCHANGE_ARGS, 64)
    module = parse(text)
    data = np.arange(64, dtype=np.float32)
    for seed in range(4):
        r = sim(module, [data, np.zeros(64, np.float32)], seed=seed)
        assert r.well_defined
        np.testing.assert_array_equal(r.outputs[1], data[::-1])


def test_missing_barrier_is_a_race_with_locations_buffers_and_threads():
    text = kernel_text(EXCHANGE.format(wg=WG, barrier=""), EXCHANGE_ARGS, 64)
    r = sim(parse(text, "exchange.mlir"), [np.arange(64, dtype=np.float32), np.zeros(64, np.float32)])
    assert len(r.races) == 1
    race = r.races[0]
    assert race.kind in ("write-read", "read-write")
    assert race.buffers == ["S"]
    assert race.first_tid != race.second_tid
    text = race.render()
    assert "exchange.mlir:7:3" in text and "exchange.mlir:10:3" in text
    assert "memref.store" in text and "memref.load" in text


def test_views_alias_bytes_little_endian_and_i4_takes_one_byte_per_element():
    body = f"""
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %arena = smem.alloc : memref<16xi8, {WG}>
  %f = memref.view %arena[%c0][] : memref<16xi8, {WG}> to memref<4xf32, {WG}>
  %q = memref.view %arena[%c0][] : memref<16xi8, {WG}> to memref<8xi4, {WG}>
  %w = memref.view %arena[%c0][] : memref<16xi8, {WG}> to memref<2x2xi32, {WG}>
  %one = arith.constant 1.0 : f32
  memref.store %one, %f[%c0] : memref<4xf32, {WG}>
  %m3 = arith.constant -3 : i4
  %p5 = arith.constant 5 : i4
  memref.store %p5, %q[%c2] : memref<8xi4, {WG}>
  memref.store %m3, %q[%c3] : memref<8xi4, {WG}>
  %sub = memref.subview %w[1, 0] [1, 2] [1, 1] : memref<2x2xi32, {WG}> to memref<2xi32, strided<[1], offset: 2>, {WG}>
  %v = arith.constant 258 : i32
  memref.store %v, %sub[%c1] : memref<2xi32, strided<[1], offset: 2>, {WG}>
  %flat = memref.collapse_shape %w [[0, 1]] : memref<2x2xi32, {WG}> into memref<4xi32, {WG}>
  %b0 = memref.load %flat[%c0] : memref<4xi32, {WG}>
  %b3 = memref.load %flat[%c3] : memref<4xi32, {WG}>
  memref.store %b0, %out[%c0] : memref<2xi32>
  memref.store %b3, %out[%c1] : memref<2xi32>"""
    r = sim(parse(kernel_text(body, "%out: memref<2xi32>", 1)))
    # 1.0f = 0x3f800000; as upstream's lowering lays them out (design §4), i4 element k is
    # byte k, stored zero-extended: elements 2 and 3 overwrite the float's upper two bytes.
    expected0 = int.from_bytes(bytes([0x00, 0x00, 0x05, 0x0D]), "little", signed=True)
    assert r.outputs[0].tolist() == [expected0, 258]
    assert r.well_defined


def test_scalar_semantics():
    body = """
  %c0 = arith.constant 0 : index
  %m7 = arith.constant -7 : i32
  %c2 = arith.constant 2 : i32
  %q = arith.divsi %m7, %c2 : i32
  %r = arith.remsi %m7, %c2 : i32
  %u = arith.shrui %m7, %c2 : i32
  %fd = arith.floordivsi %m7, %c2 : i32
  %big = arith.constant 2147483647 : i32
  %wrap = arith.addi %big, %c2 : i32
  %lt = arith.cmpi ult, %c2, %m7 : i32
  %ext = arith.extui %lt : i1 to i32
  %f = arith.sitofp %m7 : i32 to f32
  %h = arith.constant 0.1 : f32
  %hf = arith.truncf %h : f32 to f16
  %back = arith.extf %hf : f16 to f32
  %neg = arith.negf %back : f32
  %z = arith.fptosi %neg : f32 to i32
  %zero = arith.constant 0.0 : f32
  %inf = arith.divf %f, %zero : f32
  %isinf = arith.cmpf olt, %inf, %f : f32
  %sel = arith.select %isinf, %q, %r : i32
  %i1 = arith.index_cast %m7 : i32 to index
  %i2 = arith.index_cast %i1 : index to i32
  %vals = memref.alloca() : memref<9xi32>
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  memref.store %q, %out[%c0] : memref<9xi32>
  memref.store %r, %out[%c1] : memref<9xi32>
  memref.store %u, %out[%c3] : memref<9xi32>
  memref.store %fd, %out[%c4] : memref<9xi32>
  memref.store %wrap, %out[%c5] : memref<9xi32>
  memref.store %ext, %out[%c6] : memref<9xi32>
  memref.store %sel, %out[%c7] : memref<9xi32>
  memref.store %i2, %out[%c8] : memref<9xi32>
  %fo = arith.constant 2 : index
  memref.store %z, %out[%fo] : memref<9xi32>
  memref.store %back, %fout[%c0] : memref<1xf32>"""
    r = sim(parse(kernel_text(body, "%out: memref<9xi32>, %fout: memref<1xf32>", 1)))
    assert r.outputs[0].tolist() == [-3, -1, 0, (2**32 - 7) >> 2, -4, -(2**31) + 1, 1, -3, -7]
    assert r.outputs[1][0] == np.float32(np.float16(0.1))


ASYNC = """
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c63 = arith.constant 63 : index
  %tx = gpu.thread_id x
  %S = smem.alloc {{name = "S"}} : memref<16x4xf32, {wg}>
  %T = smem.alloc {{name = "T"}} : memref<16x4xf32, {wg}>
  %t0 = smem.async_copy %in[%tx, %c0], %S[%tx, %c0], 4 : memref<16x4xf32> to memref<16x4xf32, {wg}>
  %g0 = smem.async_commit %t0
  %t1 = smem.async_copy %in[%tx, %c0], %T[%tx, %c0], 4 : memref<16x4xf32> to memref<16x4xf32, {wg}>
  %g1 = smem.async_commit %t1
  {early}
  smem.async_wait {{pending = {pending}}}
  {barrier}
  %r = arith.subi %c63, %tx : index
  %q = arith.divui %r, %c4 : index
  %m = arith.remui %r, %c4 : index
  %x = memref.load %S[%q, %m] : memref<16x4xf32, {wg}>
  %y = memref.load %T[%q, %m] : memref<16x4xf32, {wg}>
  %s = arith.addf %x, %y : f32
  %o = arith.muli %tx, %c4 : index
  memref.store %s, %out[%o] : memref<64xf32>"""


def _async(early: str = "", pending: int = 0, barrier: str = "gpu.barrier", threads: int = 16):
    text = kernel_text(
        ASYNC.format(wg=WG, early=early, pending=pending, barrier=barrier),
        "%in: memref<16x4xf32>, %out: memref<64xf32>",
        threads,
    )
    data = np.arange(64, dtype=np.float32).reshape(16, 4)
    return sim(parse(text, "async.mlir"), [data, np.zeros(64, np.float32)])


def test_async_copies_land_at_the_wait_and_need_a_barrier():
    good = _async()
    assert good.well_defined
    flat = np.arange(64, dtype=np.float32)
    np.testing.assert_array_equal(good.outputs[1][::4], 2 * flat[63 - np.arange(16)])
    # The wait retires this thread's copies; other threads need the barrier.
    no_barrier = _async(barrier="")
    assert no_barrier.races and all(r.buffers in (["S"], ["T"]) for r in no_barrier.races)
    # pending = 1 leaves the most recent group (into T) in flight.
    partial = _async(pending=1)
    assert {r.kind for r in partial.races} == {"async-read"}
    assert {tuple(r.buffers) for r in partial.races} == {("T",)}


def test_reading_an_async_destination_before_its_wait_is_reported():
    early = f"%e = memref.load %S[%tx, %c0] : memref<16x4xf32, {WG}>"
    r = _async(early=early)
    assert any(x.kind == "async-read" and x.first_tid == x.second_tid for x in r.races)


def test_uninitialised_reads_are_reported():
    body = f"""
  %tx = gpu.thread_id x
  %S = smem.alloc {{name = "S"}} : memref<8xf32, {WG}>
  %x = memref.load %S[%tx] : memref<8xf32, {WG}>
  memref.store %x, %out[%tx] : memref<8xf32>"""
    r = sim(parse(kernel_text(body, "%out: memref<8xf32>", 8), "u.mlir"))
    assert len(r.uninit_reads) == 1 and r.uninit_reads[0].buffers == ["S"]
    assert "u.mlir:5:3" in r.uninit_reads[0].render()
    assert not r.races


def test_per_iteration_alloc_contents_are_not_carried():
    body = f"""
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %tx = gpu.thread_id x
  scf.for %i = %c0 to %c2 step %c1 {{
    %S = smem.alloc : memref<4xf32, {WG}>
    %p = arith.cmpi eq, %i, %c1 : index
    scf.if %p {{
      %x = memref.load %S[%tx] : memref<4xf32, {WG}>
      memref.store %x, %out[%tx] : memref<4xf32>
    }} else {{
      %one = arith.constant 1.0 : f32
      memref.store %one, %S[%tx] : memref<4xf32, {WG}>
    }}
    gpu.barrier
  }}"""
    r = sim(parse(kernel_text(body, "%out: memref<4xf32>", 4)))
    assert r.uninit_reads and not r.races


@pytest.mark.parametrize(
    "index, shape, message",
    [("%c8", "memref<8xf32", "out of bounds"), ("%c0", "memref<8xf32", "misaligned")],
)
def test_undefined_accesses_stop_the_simulation(index, shape, message):
    offset = "%c2" if message == "misaligned" else "%c0"
    body = f"""
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %arena = smem.alloc : memref<64xi8, {WG}>
  %S = memref.view %arena[{offset}][] : memref<64xi8, {WG}> to {shape}, {WG}>
  %one = arith.constant 1.0 : f32
  memref.store %one, %S[{index}] : {shape}, {WG}>"""
    with pytest.raises(SimError, match=message):
        sim(parse(kernel_text(body, "", 1)))


def test_gpu_func_with_workgroup_attributions_and_private_memory():
    text = f"""
module attributes {{gpu.container_module}} {{
  gpu.module @m {{
    gpu.func @k(%in: memref<32xf32>, %out: memref<32xf32>) workgroup(%A : memref<32xf32, {WG}>, %B : memref<32xf32, {WG}>) private(%p : memref<1xf32, #gpu.address_space<private>>) kernel attributes {{known_block_size = array<i32: 32, 1, 1>}} {{
      %c0 = arith.constant 0 : index
      %c31 = arith.constant 31 : index
      %tx = gpu.thread_id x
      %x = memref.load %in[%tx] : memref<32xf32>
      memref.store %x, %A[%tx] : memref<32xf32, {WG}>
      gpu.barrier
      %r = arith.subi %c31, %tx : index
      %y = memref.load %A[%r] : memref<32xf32, {WG}>
      memref.store %y, %p[%c0] : memref<1xf32, #gpu.address_space<private>>
      gpu.barrier
      %z = memref.load %p[%c0] : memref<1xf32, #gpu.address_space<private>>
      memref.store %z, %B[%tx] : memref<32xf32, {WG}>
      gpu.barrier
      %w = memref.load %B[%r] : memref<32xf32, {WG}>
      memref.store %w, %out[%tx] : memref<32xf32>
      gpu.return
    }}
  }}
}}
"""
    data = np.arange(32, dtype=np.float32)
    results = [sim(m, [data, np.zeros(32, np.float32)]) for m in versions(text, lower=False).values()]
    for r in results:
        assert r.well_defined
        np.testing.assert_array_equal(r.outputs[1], data)


MISC = """
smem.kernel @misc(%h: memref<4xbf16>, %flags: memref<4xi1>, %out: memref<4xf32>, %n: memref<4xindex>) block_size = [4, 1, 1] {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %tx = gpu.thread_id x
  %bd = gpu.block_dim x
  %gd = gpu.grid_dim x
  %lane = gpu.lane_id
  %S = smem.alloc : memref<4xbf16, #gpu.address_space<workgroup>>
  %F = smem.alloc {name = "F"} : memref<4xi1, #gpu.address_space<workgroup>>
  %v = memref.load %h[%tx] : memref<4xbf16>
  memref.store %v, %S[%tx] : memref<4xbf16, #gpu.address_space<workgroup>>
  %f = memref.load %flags[%tx] : memref<4xi1>
  memref.store %f, %F[%tx] : memref<4xi1, #gpu.address_space<workgroup>>
  gpu.barrier
  %r = arith.subi %bd, %c1 : index
  %ri = arith.subi %r, %tx : index
  %w = memref.load %S[%ri] : memref<4xbf16, #gpu.address_space<workgroup>>
  %g = memref.load %F[%ri] : memref<4xi1, #gpu.address_space<workgroup>>
  %wf = arith.extf %w : bf16 to f32
  %neg = arith.negf %wf : f32
  %sel = arith.select %g, %wf, %neg : f32
  %cnt = scf.while (%i = %c0) : (index) -> index {
    %lt = arith.cmpi ult, %i, %tx : index
    scf.condition(%lt) %i : index
  } do {
  ^bb0(%i2: index):
    %nx = arith.addi %i2, %c1 : index
    scf.yield %nx : index
  }
  %t = arith.addi %cnt, %lane : index
  %t2 = arith.addi %t, %gd : index
  memref.store %t2, %n[%tx] : memref<4xindex>
  memref.store %sel, %out[%tx] : memref<4xf32>
  smem.return
}
"""


def test_bf16_i1_while_and_gpu_ids():
    h = np.array([1.5, -2.25, 3.0078125, 1e-3], np.float32)
    flags = np.array([1, 0, 1, 1], bool)
    for label, module in versions(MISC, "misc.mlir").items():
        r = sim(module, [h, flags, np.zeros(4, np.float32), np.zeros(4, np.int64)])
        # bf16 rounds to nearest even (3.0078125 -> 3.0); the while loop counts to tx.
        expected = [np.float32(9.994507e-04), 3.0, 2.25, 1.5]
        np.testing.assert_allclose(r.outputs[2], expected, rtol=1e-6)
        assert r.outputs[3].tolist() == [1, 3, 5, 7]
        # i1 takes one byte per element (design §4): threads storing neighbouring flags do not
        # share a byte, so there is no race.
        assert r.well_defined, (label, r.report())


BIG = """
smem.kernel @big(%in: memref<8xf32>, %out: memref<8xf32>) block_size = [8, 1, 1] {
  %c7 = arith.constant 7 : index
  %c8000 = arith.constant 8000 : index
  %tx = gpu.thread_id x
  %A = smem.alloc : memref<16384xf32, #gpu.address_space<workgroup>>
  %B = smem.alloc : memref<16384xf32, #gpu.address_space<workgroup>>
  %x = memref.load %in[%tx] : memref<8xf32>
  %i = arith.addi %tx, %c8000 : index
  memref.store %x, %A[%i] : memref<16384xf32, #gpu.address_space<workgroup>>
  memref.store %x, %B[%tx] : memref<16384xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %r = arith.subi %c7, %tx : index
  %j = arith.addi %r, %c8000 : index
  %y = memref.load %A[%j] : memref<16384xf32, #gpu.address_space<workgroup>>
  %z = memref.load %B[%r] : memref<16384xf32, #gpu.address_space<workgroup>>
  %s = arith.addf %y, %z : f32
  memref.store %s, %out[%tx] : memref<8xf32>
  smem.return
}
"""


def test_dynamic_shared_memory_over_48k():
    data = np.arange(8, dtype=np.float32)
    results = {k: sim(m, [data, np.zeros(8, np.float32)]) for k, m in versions(BIG, "big.mlir").items()}
    assert any(op.name == "gpu.dynamic_shared_memory" for op in versions(BIG, "big.mlir")["gpu"].walk())
    for r in results.values():
        assert r.well_defined
        np.testing.assert_array_equal(r.outputs[1], 2 * data[::-1])


# -- differential: examples and the bench corpus ---------------------------------------


def _check_versions(text: str, name: str, inputs, **kw) -> dict:
    results = {}
    for label, module in versions(text, name).items():
        results[label] = sim(module, [np.copy(x) if isinstance(x, np.ndarray) else x for x in inputs], **kw)
    base = results["before"]
    assert not base.races, base.report()
    for label, r in results.items():
        assert not r.races, f"{label}:\n{r.report()}"
        assert r.output_bytes() == base.output_bytes(), f"{name}: {label} differs from the original"
    return results


EXAMPLES = sorted(glob.glob(os.path.join(ROOT, "examples", "*.mlir")))


@pytest.mark.parametrize("path", EXAMPLES, ids=[os.path.basename(p) for p in EXAMPLES])
def test_examples_identical_before_and_after(path):
    with open(path) as f:
        text = f.read()
    module = parse(text, path)
    kernels_ = kernel_ops(module)
    for kernel in kernels_:
        size = kernel.properties.get("block_size")
        threads = None
        if size is not None and np.prod(list(size.get_values())) > 256:
            threads = None  # keep the declared block: examples are small enough
        inputs = random_inputs(kernel, seed=1)
        if len(kernels_) == 1:
            _check_versions(text, path, inputs, threads=threads)


def test_matmul_example_matches_numpy():
    path = os.path.join(ROOT, "examples", "matmul_tiled.mlir")
    with open(path) as f:
        text = f.read()
    module = parse(text, path)
    (kernel,) = kernel_ops(module)
    A, B, C = random_inputs(kernel, seed=5)
    r = sim(module, [A, B, C], seed=5)
    ref = A.astype(np.float64) @ B.astype(np.float64)
    out = r.outputs[2]
    np.testing.assert_allclose(out[:32, :32], ref[:32, :32], rtol=1e-4, atol=1e-4)
    np.testing.assert_array_equal(out[32:, :], C[32:, :])  # one block: one 32x32 tile


def _bench_kernels():
    try:
        from bench.kernels import KERNELS
    except Exception:  # the corpus is optional
        return {}
    return KERNELS


BENCH = _bench_kernels()


@pytest.mark.parametrize("name", sorted(BENCH))
def test_bench_kernel_identical_and_matches_reference(name):
    mod = BENCH[name]
    text = mod.generate("small")
    args = mod.args("small") if hasattr(mod, "args") else mod.ARGS["small"]
    rng = np.random.default_rng(7)
    inputs = []
    for a in args:
        if "float" in str(a.dtype):
            inputs.append(rng.standard_normal(a.shape).astype(a.dtype))
        else:
            inputs.append(rng.integers(-4, 5, a.shape).astype(a.dtype))
    results = _check_versions(
        text, f"{name}.small.mlir", inputs, blocks=mod.grid_size("small"), threads=mod.block_size("small")
    )
    ref = mod.reference({a.name: np.copy(x) for a, x in zip(args, inputs)})
    tol = getattr(mod, "TOLERANCE", {}) or {}
    for i, a in enumerate(args):
        if a.name in ref:
            np.testing.assert_allclose(
                results["before"].outputs[i].astype(np.float64),
                np.asarray(ref[a.name], dtype=np.float64),
                **(tol if isinstance(tol, dict) else {}),
            )


# -- the detector catches broken layouts (design §7) ------------------------------------


def _arena_kernel(views: dict[str, tuple[int, str]], arena_bytes: int, body: str, args: str, threads: int) -> str:
    """A kernel whose buffers are views of one arena at the given (broken) offsets."""
    lines = [f"  %arena = smem.alloc {{alignment = 16 : i64}} : memref<{arena_bytes}xi8, {WG}>"]
    for name, (offset, type_) in views.items():
        lines.append(f"  %{name}_off = arith.constant {offset} : index")
        lines.append(f"  %{name} = memref.view %arena[%{name}_off][] : memref<{arena_bytes}xi8, {WG}> to {type_}")
    return kernel_text("\n".join(lines) + "\n" + body, args, threads)


def _alloc_kernel(views: dict[str, tuple[int, str]], body: str, args: str, threads: int) -> str:
    lines = [f'  %{name} = smem.alloc {{name = "{name}"}} : {type_}' for name, (_, type_) in views.items()]
    return kernel_text("\n".join(lines) + "\n" + body, args, threads)


TVM_STMT_BODY = f"""
  %tx = gpu.thread_id x
  %a = memref.load %in[%tx] : memref<128xf32>
  memref.store %a, %A[%tx] : memref<64xf32, {WG}>
  %c64 = arith.constant 64 : index
  %bi = arith.addi %tx, %c64 : index
  %b = memref.load %in[%bi] : memref<128xf32>
  memref.store %b, %B[%tx] : memref<64xf32, {WG}>
  gpu.barrier
  %x = memref.load %A[%tx] : memref<64xf32, {WG}>
  %y = memref.load %B[%tx] : memref<64xf32, {WG}>
  %s = arith.addf %x, %y : f32
  %d = arith.extf %s : f32 to f64
  memref.store %d, %C[%tx] : memref<64xf64, {WG}>
  gpu.barrier
  %r = memref.load %C[%tx] : memref<64xf64, {WG}>
  memref.store %r, %out[%tx] : memref<64xf64>"""
TVM_ARGS = "%in: memref<128xf32>, %out: memref<64xf64>"


def test_tvm_same_statement_reuse_is_a_race():
    """C[tx] = A[tx] + B[tx] with C (f64, 512 B) at A's offset, covering A and B."""
    views = {
        "A": (0, f"memref<64xf32, {WG}>"),
        "B": (256, f"memref<64xf32, {WG}>"),
        "C": (0, f"memref<64xf64, {WG}>"),
    }
    data = np.arange(128, dtype=np.float32)
    good = sim(parse(_alloc_kernel(views, TVM_STMT_BODY, TVM_ARGS, 64)), [data, np.zeros(64)])
    assert good.well_defined
    np.testing.assert_array_equal(good.outputs[1], data[:64] + data[64:])
    # What smem-coalesce does with it: no sharing, no race.
    coalesced = sim(apply(parse(_alloc_kernel(views, TVM_STMT_BODY, TVM_ARGS, 64)), "smem-coalesce"), [data, np.zeros(64)])
    assert coalesced.well_defined and coalesced.output_bytes() == good.output_bytes()
    bad = sim(parse(_arena_kernel(views, 512, TVM_STMT_BODY, TVM_ARGS, 64), "tvm.mlir"), [data, np.zeros(64)])
    assert bad.races
    race = bad.races[0]
    assert {"A", "C"} <= set(race.buffers) or {"B", "C"} <= set(race.buffers)
    assert race.first_tid != race.second_tid
    assert "tvm.mlir:" in race.render()


def test_same_element_overlap_by_one_thread_is_not_a_race():
    """Precision: C[tx] over exactly A[tx] is read and written by the same thread only."""
    body = TVM_STMT_BODY.replace("memref<64xf64, " + WG, "memref<64xf32, " + WG).replace(
        "%d = arith.extf %s : f32 to f64", "%d = arith.addf %s, %s : f32"
    ).replace("memref<64xf64>", "memref<64xf32>")
    views = {
        "A": (0, f"memref<64xf32, {WG}>"),
        "B": (256, f"memref<64xf32, {WG}>"),
        "C": (0, f"memref<64xf32, {WG}>"),
    }
    args = "%in: memref<128xf32>, %out: memref<64xf32>"
    data = np.arange(128, dtype=np.float32)
    r = sim(parse(_arena_kernel(views, 512, body, args, 64)), [data, np.zeros(64, np.float32)])
    assert r.well_defined
    np.testing.assert_array_equal(r.outputs[1], 2 * (data[:64] + data[64:]))


IREE_BODY = f"""
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c63 = arith.constant 63 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant 0.0 : f32
  %tx = gpu.thread_id x
  %rev = arith.subi %c63, %tx : index
  memref.store %zero, %Acc[%tx] : memref<64xf32, {WG}>
  scf.for %k = %c0 to %c4 step %c1 {{
    %base = arith.muli %k, %c64 : index
    %gi = arith.addi %base, %tx : index
    %g = memref.load %in[%gi] : memref<256xf32>
    memref.store %g, %T[%tx] : memref<64xf32, {WG}>
    gpu.barrier
    %t = memref.load %T[%rev] : memref<64xf32, {WG}>
    %a = memref.load %Acc[%tx] : memref<64xf32, {WG}>
    %s = arith.addf %a, %t : f32
    memref.store %s, %Acc[%tx] : memref<64xf32, {WG}>
    gpu.barrier
  }}
  %r = memref.load %Acc[%tx] : memref<64xf32, {WG}>
  memref.store %r, %out[%tx] : memref<64xf32>"""


def test_iree_loop_carried_sharing_is_caught():
    """Acc is accumulated across iterations; T, written later in the body, shares its bytes."""
    views = {"Acc": (0, f"memref<64xf32, {WG}>"), "T": (0, f"memref<64xf32, {WG}>")}
    args = "%in: memref<256xf32>, %out: memref<64xf32>"
    data = np.random.default_rng(0).standard_normal(256).astype(np.float32)
    inputs = [data, np.zeros(64, np.float32)]
    good_text = _alloc_kernel(views, IREE_BODY, args, 64)
    good = sim(parse(good_text), inputs)
    assert good.well_defined
    expected = data.reshape(4, 64)[:, ::-1].astype(np.float64).sum(axis=0)
    np.testing.assert_allclose(good.outputs[1], expected, rtol=1e-5)
    coalesced = sim(apply(parse(good_text), "smem-coalesce"), inputs)
    assert coalesced.well_defined and coalesced.output_bytes() == good.output_bytes()
    bad = sim(parse(_arena_kernel(views, 256, IREE_BODY, args, 64)), inputs)
    assert bad.races or bad.output_bytes() != good.output_bytes()
    assert bad.output_bytes() != good.output_bytes()
    assert bad.races


LAYER_BODY = f"""
  %c63 = arith.constant 63 : index
  %c64 = arith.constant 64 : index
  %tx = gpu.thread_id x
  %rev = arith.subi %c63, %tx : index
  %hi = arith.addi %tx, %c64 : index
  %a0 = memref.load %in[%tx] : memref<128xf32>
  memref.store %a0, %A[%tx] : memref<64xf32, {WG}>
  %b0 = memref.load %in[%hi] : memref<128xf32>
  memref.store %b0, %B[%tx] : memref<64xf32, {WG}>
  gpu.barrier
  %a = memref.load %A[%rev] : memref<64xf32, {WG}>
  gpu.barrier
  %two = arith.constant 2.0 : f32
  %a2 = arith.mulf %a, %two : f32
  memref.store %a, %C[%tx] : memref<128xf32, {WG}>
  memref.store %a2, %C[%hi] : memref<128xf32, {WG}>
  gpu.barrier
  %b = memref.load %B[%rev] : memref<64xf32, {WG}>
  %revhi = arith.addi %rev, %c64 : index
  %c = memref.load %C[%revhi] : memref<128xf32, {WG}>
  %s = arith.addf %b, %c : f32
  gpu.barrier
  memref.store %s, %D[%tx] : memref<256xf32, {WG}>
  gpu.barrier
  %d = memref.load %D[%rev] : memref<256xf32, {WG}>
  memref.store %d, %out[%tx] : memref<64xf32>"""


def test_tvm_layer_merge_overlap_is_caught():
    """A, B 256 B; C 512 B reuses A's slot but B is still live; D 1 KiB later."""
    layout = {
        "A": (0, f"memref<64xf32, {WG}>"),
        "B": (256, f"memref<64xf32, {WG}>"),
        "C": (0, f"memref<128xf32, {WG}>"),
        "D": (0, f"memref<256xf32, {WG}>"),
    }
    args = "%in: memref<128xf32>, %out: memref<64xf32>"
    data = np.random.default_rng(1).standard_normal(128).astype(np.float32)
    inputs = [data, np.zeros(64, np.float32)]
    good_text = _alloc_kernel(layout, LAYER_BODY, args, 64)
    good = sim(parse(good_text), inputs)
    assert good.well_defined
    coalesced = sim(apply(parse(good_text), "smem-coalesce"), inputs)
    assert coalesced.well_defined and coalesced.output_bytes() == good.output_bytes()
    bad = sim(parse(_arena_kernel(layout, 1024, LAYER_BODY, args, 64)), inputs)
    assert bad.races or bad.output_bytes() != good.output_bytes()


def _overlay_all_at_zero(module) -> None:
    """A deliberately wrong coalescer: put every view of the arena at byte 0."""
    from xdsl.dialects.arith import ConstantOp
    from xdsl.dialects.builtin import IndexType, IntegerAttr

    for op in list(module.walk()):
        if op.name == "memref.view":
            zero = ConstantOp(IntegerAttr(0, IndexType()))
            op.parent_block().insert_op_before(zero, op)
            op.operands[1] = zero.result


def test_wrong_coalescer_is_caught_on_generated_kernels():
    caught = candidates = 0
    for seed in range(40):
        text = random_kernel(seed)
        before = sim(parse(text), seed=seed)
        if not before.well_defined:
            continue
        module = apply(parse(text), "smem-coalesce")
        arena = [op for op in module.walk() if op.name == "smem.alloc"]
        views = [op for op in module.walk() if op.name == "memref.view"]
        if len(views) < 2 or not arena:
            continue
        candidates += 1
        _overlay_all_at_zero(module)
        bad = sim(module, seed=seed)
        if bad.races or bad.output_bytes() != before.output_bytes() or bad.uninit_reads:
            caught += 1
    assert candidates >= 5
    assert caught >= max(3, candidates // 3), (caught, candidates)


# -- differential fuzzing -----------------------------------------------------------------


def check_differential(text: str, seed: int = 0) -> None:
    vs = versions(text, "fuzz.mlir")
    (kernel,) = kernel_ops(vs["before"])
    inputs = random_inputs(kernel, seed)
    base = sim(vs["before"], inputs, seed=seed)
    for label in ("coalesced", "gpu"):
        r = sim(vs[label], inputs, seed=seed)
        if base.well_defined:
            assert r.output_bytes() == base.output_bytes(), f"{label} output differs\n{text}"
            assert not r.races, f"{label}: {r.report()}\n{text}"
        elif not base.barrier_divergence:
            new = r.race_keys() - base.race_keys()
            assert not new, f"{label}: new races {new}\n{r.report()}\n{text}"


@settings(
    max_examples=FUZZ_EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    derandomize=os.environ.get("SMEM_FUZZ_RANDOM") is None,
)
@given(kernels())
def test_fuzz_coalesce_preserves_behaviour(text):
    check_differential(text)


@pytest.mark.parametrize("chunk", range(3))
def test_fuzz_random_seeds(chunk):
    """Seeded kernels (half of them well defined), besides hypothesis' search."""
    per_chunk = max(10, FUZZ_EXAMPLES // 2)
    for seed in range(chunk * per_chunk, (chunk + 1) * per_chunk):
        check_differential(random_kernel(seed), seed)


def test_generated_kernels_are_mostly_well_defined():
    defined = sum(sim(parse(random_kernel(seed)), seed=seed).well_defined for seed in range(20))
    assert defined >= 6


# -- the command line ----------------------------------------------------------------------


def test_cli_simulate_prints_checksums_and_fails_on_races(tmp_path, capsys):
    good = tmp_path / "good.mlir"
    good.write_text(kernel_text(EXCHANGE.format(wg=WG, barrier="gpu.barrier"), EXCHANGE_ARGS, 64))
    assert main(["--simulate", str(good)]) == 0
    out = capsys.readouterr().out
    assert "output 1 %out (written): sha256=" in out and "races: 0" in out
    assert main(["--simulate", "-p", "smem-coalesce", str(good)]) == 0
    assert capsys.readouterr().out == out
    racy = tmp_path / "racy.mlir"
    racy.write_text(kernel_text(EXCHANGE.format(wg=WG, barrier=""), EXCHANGE_ARGS, 64))
    assert main(["--simulate", str(racy)]) == 1
    captured = capsys.readouterr()
    assert "races: 1" in captured.out
    assert "error: simulation found 1 data race(s)" in captured.err
    assert f"{racy}:" in captured.err


def test_cli_inputs_from_npy(tmp_path, capsys):
    path = tmp_path / "k.mlir"
    path.write_text(kernel_text(EXCHANGE.format(wg=WG, barrier="gpu.barrier"), EXCHANGE_ARGS, 64))
    data = np.arange(64, dtype=np.float32)
    np.save(tmp_path / "in.npy", data)
    np.save(tmp_path / "out.npy", np.zeros(64, np.float32))
    code = main(["--simulate", str(path), "--inputs", str(tmp_path / "in.npy"), str(tmp_path / "out.npy")])
    assert code == 0
    import hashlib

    digest = hashlib.sha256(data[::-1].tobytes()).hexdigest()[:32]
    assert f"sha256={digest}" in capsys.readouterr().out


def test_thread_order_seed_changes_racy_outcomes_only():
    racy = parse(kernel_text(EXCHANGE.format(wg=WG, barrier=""), EXCHANGE_ARGS, 64))
    data = np.arange(64, dtype=np.float32) + 1
    outs = {sim(racy, [data, np.zeros(64, np.float32)], seed=s).output_bytes()[1] for s in range(6)}
    assert len(outs) > 1  # the race is visible in the results, not just reported
    rng = random.Random(0)
    text = random_kernel(rng.randrange(1000))
    module = parse(text)
    first = sim(module, seed=0)
    if first.well_defined:
        (kernel,) = kernel_ops(module)
        inputs = random_inputs(kernel, 0)
        assert len({sim(module, inputs, seed=s).output_bytes()[1] for s in range(3)}) == 1
