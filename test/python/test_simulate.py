"""``--simulate`` and differential tests of smem-coalesce, run by the independent check's machinery
(each kernel lowered by stock mlir-opt and run by ``tools.check``'s interpreter).

- ``smem-opt --simulate``: checksums on stdout, the same before and after coalescing; a race is an
  error at its op; ``--inputs`` ``.npy`` files; what cannot run is a ``cannot run`` error;
- a barrier orders an exchange under every thread order, and without it the outputs depend on the
  order;
- generated kernels (``generators.gen``, many per module so that each side is lowered once) keep
  their behaviour under ``smem-coalesce``: ``tools.check.run.check`` finds no error; and a
  coalescer that overlays every buffer at offset 0 is caught on most of them;
- the bench kernels compute their numpy ``reference``.
"""

from __future__ import annotations

import os
import random
import re

import numpy as np
import pytest

from generators.gen import generate, RandomChooser
from smem_opt.reader.diagnostics import collect_warnings
from smem_opt.tools.check.run import CheckOptions, check, simulate
from smem_opt.tools.check_cli import to_gpu
from smem_opt.reader.ir_io import print_module
from smem_opt.tools.simulate_cli import inputs_from_arrays
from smem_opt.tools.smem_opt import build_context, build_pipeline, main, parse_module
from smem_opt.tools.toolchain import find_mlir_opt

pytestmark = pytest.mark.skipif(find_mlir_opt() is None, reason="needs mlir-opt")

WG = "#gpu.address_space<workgroup>"
CTX = build_context()
GENERATED = int(os.environ.get("SMEM_FUZZ_EXAMPLES", "25"))


def kernel_text(body: str, args: str, block: int, name: str = "k") -> str:
    return f"smem.kernel @{name}({args}) block_size = [{block}, 1, 1] {{\n{body}\n  smem.return\n}}\n"


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


def gpu_text(text: str, pipeline: str = "", name: str = "test.mlir") -> str:
    module = parse_module(CTX, text, name)
    if pipeline:
        with collect_warnings():
            for p in build_pipeline(pipeline, None):
                p.apply(CTX, module)
    return print_module(to_gpu(module, CTX, None), generic=True, debuginfo=True)


# -- the command line ----------------------------------------------------------------------------


def test_cli_simulate_prints_checksums_and_fails_on_races(tmp_path, capsys):
    good = tmp_path / "good.mlir"
    good.write_text(kernel_text(EXCHANGE.format(wg=WG, barrier="gpu.barrier"), EXCHANGE_ARGS, 64))
    assert main(["--simulate", str(good)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("kernel @k: grid 1x1x1, block 64x1x1, seed 0\n")
    assert "output 1 %out (written): sha256=" in out and "output 0 %in: sha256=" in out
    assert "races: 0" in out and "uninitialised reads: 0" in out
    assert main(["--simulate", "-p", "smem-coalesce", str(good)]) == 0
    assert capsys.readouterr().out == out
    assert main(["--simulate", "--seed", "3", str(good)]) == 0
    assert capsys.readouterr().out != out  # other inputs
    racy = tmp_path / "racy.mlir"
    racy.write_text(kernel_text(EXCHANGE.format(wg=WG, barrier=""), EXCHANGE_ARGS, 64))
    assert main(["--simulate", str(racy)]) == 1
    captured = capsys.readouterr()
    assert "races: 1" in captured.out
    assert re.search(rf"^{re.escape(str(racy))}:(7|10):3: error: simulation found 1 data race\(s\) in shared "
                     r"memory \(@k\)$", captured.err, re.M), captured.err


def test_cli_inputs_from_npy(tmp_path, capsys):
    import hashlib

    path = tmp_path / "k.mlir"
    path.write_text(kernel_text(EXCHANGE.format(wg=WG, barrier="gpu.barrier"), EXCHANGE_ARGS, 64))
    data = np.arange(64, dtype=np.float32)
    np.save(tmp_path / "in.npy", data)
    np.save(tmp_path / "out.npy", np.zeros(64, np.float32))
    code = main(["--simulate", str(path), "--inputs", str(tmp_path / "in.npy"), str(tmp_path / "out.npy")])
    assert code == 0
    out = capsys.readouterr().out
    assert f"sha256={hashlib.sha256(data[::-1].tobytes()).hexdigest()[:32]}" in out
    assert f"%out (written): sha256={hashlib.sha256(data[::-1].tobytes()).hexdigest()[:32]} sum=2016\n" in out
    assert main(["--simulate", str(path), "--inputs", str(tmp_path / "in.npy")]) == 1
    err = capsys.readouterr().err
    assert f"{path}:1:1: error: --inputs: kernel @k takes 2 argument(s), got 1 file(s)" in err
    np.save(tmp_path / "short.npy", np.zeros(3, np.float32))
    assert main(["--simulate", str(path), "--inputs", str(tmp_path / "in.npy"), str(tmp_path / "short.npy")]) == 1
    assert "holds 12 bytes, argument %out (memref<64xf32>) takes 256" in capsys.readouterr().err


def test_cli_cannot_run_without_mlir_opt(tmp_path, capsys, monkeypatch):
    path = tmp_path / "k.mlir"
    path.write_text(kernel_text(EXCHANGE.format(wg=WG, barrier="gpu.barrier"), EXCHANGE_ARGS, 64))
    monkeypatch.setenv("SMEM_MLIR_OPT", str(tmp_path / "missing-mlir-opt"))
    assert main(["--simulate", str(path), "-o", str(tmp_path / "out.mlir")]) == 1
    captured = capsys.readouterr()
    assert captured.out == "" and not (tmp_path / "out.mlir").exists()
    assert "error: --simulate: cannot run: no mlir-opt" in captured.err and "Traceback" not in captured.err


def test_cli_kernel_without_block_size_cannot_run_at_its_location(tmp_path, capsys):
    path = tmp_path / "k.mlir"
    path.write_text('gpu.module @m {\n  gpu.func @g(%out: memref<4xf32>) kernel {\n    gpu.return\n  }\n}\n')
    assert main(["--simulate", str(path)]) == 1
    err = capsys.readouterr().err
    assert re.search(rf"{re.escape(str(path))}:2:3: error: --simulate: cannot run: @m::@g: .*give --threads", err), err
    assert main(["--simulate", "--threads", "4", "--blocks", "3", str(path)]) == 0
    assert capsys.readouterr().out.startswith("kernel @g: grid 3x1x1, block 4x1x1, seed 0\n")


# -- thread order ----------------------------------------------------------------------------------


def test_barrier_orders_the_exchange_and_its_absence_shows_in_the_outputs():
    data = np.arange(64, dtype=np.float32) + 1

    def outputs(barrier: str, seeds: range) -> set[bytes]:
        text = gpu_text(kernel_text(EXCHANGE.format(wg=WG, barrier=barrier), EXCHANGE_ARGS, 64))
        found = set()
        for seed in seeds:
            (run,) = simulate(text, CheckOptions(seed=seed),
                              inputs_for=lambda info: inputs_from_arrays([data, np.zeros(64, np.float32)], info, 0))
            assert bool(run.run.blocks[0].memory.races) == (barrier == "")
            found.add(run.output("%out"))
        return found

    ordered = outputs("gpu.barrier", range(4))
    assert ordered == {data[::-1].tobytes()}
    assert len(outputs("", range(6))) > 1  # the race is visible in the results, not just reported


# -- generated kernels ---------------------------------------------------------------------------


def generated(seeds: range) -> tuple[str, dict[str, range]]:
    """Generated kernels @g<seed> in one module (no barrier that only some threads reach: the
    check's interpreter does not flag that undefined behaviour), and each kernel's lines."""
    text, spans = "", {}
    for seed in seeds:
        kernel = generate(RandomChooser(random.Random(seed)), name=f"g{seed}", divergent_barriers=False)
        first = text.count("\n") + 1
        text += kernel + "\n"
        spans[f"g{seed}"] = range(first, text.count("\n") + 1)
    return text, spans


def test_coalescing_keeps_the_behaviour_of_generated_kernels():
    text, spans = generated(range(GENERATED))
    reference = gpu_text(text, name="gen.mlir")
    for pipeline in ("smem-coalesce", "smem-coalesce{insert-barriers=true}"):
        report = check(gpu_text(text, pipeline, "gen.mlir"), reference, False, CheckOptions(schedules=2))
        errors = [f.render() for f in report.findings if f.severity == "error"]
        assert not errors, f"{pipeline}:\n" + "\n".join(errors)
        assert report.kernels == len(spans)
    # the input's own races and uninitialised reads are reported, as warnings
    assert any(f.severity == "warning" for f in report.findings)


def _overlay_all_at_zero(module) -> None:
    """A wrong coalescer: every view of the arena at byte 0."""
    from xdsl.dialects.arith import ConstantOp
    from xdsl.dialects.builtin import IndexType, IntegerAttr

    for op in list(module.walk()):
        if op.name == "memref.view":
            zero = ConstantOp(IntegerAttr(0, IndexType()))
            op.parent_block().insert_op_before(zero, op)
            op.operands[1] = zero.result


def test_a_wrong_coalescer_is_caught_on_generated_kernels():
    text, spans = generated(range(40))
    reference = gpu_text(text, name="gen.mlir")
    plan = parse_module(CTX, text, "gen.mlir")
    with collect_warnings():
        for p in build_pipeline("smem-coalesce", None):
            p.apply(CTX, plan)
    shared = {kernel.properties["sym_name"].data for kernel in plan.walk() if kernel.name == "smem.kernel"
              and sum(1 for op in kernel.walk() if op.name == "memref.view") >= 2}
    _overlay_all_at_zero(plan)
    report = check(print_module(to_gpu(plan, CTX, None), generic=True, debuginfo=True), reference, False,
                   CheckOptions(schedules=1))
    caught = {name for f in report.findings if f.severity == "error" and f.loc
              for name, lines in spans.items() if f.loc[1] in lines}
    assert len(shared) >= 10
    assert caught <= shared  # a kernel with a single buffer is unchanged
    assert len(caught) >= len(shared) // 2, (sorted(caught), sorted(shared))


# -- bench kernels -------------------------------------------------------------------------------


def _bench():
    try:
        from bench.kernels import KERNELS
    except ImportError:
        return {}
    return KERNELS


BENCH = _bench()


@pytest.mark.skipif(not BENCH, reason="bench/ is not importable")
def test_bench_kernels_compute_their_reference():
    rng = np.random.default_rng(1)
    groups: dict[tuple, list[str]] = {}
    for name, mod in BENCH.items():
        groups.setdefault(tuple(mod.grid_size("small")), []).append(name)
    arrays, expected = {}, {}
    for name, mod in BENCH.items():
        values = {}
        for a in mod.ARGS["small"]:
            if a.role == "in" and a.dtype.startswith("float"):
                values[a.name] = rng.standard_normal(a.shape).astype(a.dtype)
            elif a.role == "in":
                values[a.name] = rng.integers(0, 256, a.shape).astype(a.dtype)
            else:
                values[a.name] = np.zeros(a.shape, a.dtype)
        arrays[name] = [values[a.name] for a in mod.ARGS["small"]]
        expected[name] = mod.reference({k: v.copy() for k, v in values.items()})
    seen = set()
    for grid, names in groups.items():
        text = "\n".join(BENCH[name].generate("small") for name in names)
        by_kernel = {re.search(r"smem\.kernel @(\w+)", BENCH[name].generate("small")).group(1): name
                     for name in names}
        runs = simulate(gpu_text(text, name="bench.mlir"), CheckOptions(blocks=grid),
                        inputs_for=lambda info: inputs_from_arrays(arrays[by_kernel[info.name]], info, 0))
        for run in runs:
            name = by_kernel[run.info.name]
            mod = BENCH[name]
            assert not any(b.memory.races or b.memory.faults for b in run.run.blocks), name
            for a in mod.ARGS["small"]:
                if a.name in expected[name]:
                    got = np.frombuffer(run.output(f"%{a.name}"), dtype=a.dtype).reshape(a.shape)
                    np.testing.assert_allclose(got.astype(np.float64), expected[name][a.name].astype(np.float64),
                                               err_msg=name, **mod.TOLERANCE)
            seen.add(name)
    assert seen == set(BENCH)


CLUSTER_IDS = """
gpu.module @m {
  gpu.func @k(%out: memref<4xi32>) kernel attributes {known_block_size = array<i32: 1, 1, 1>} {
    %b = gpu.block_id x
    %c = nvvm.read.ptx.sreg.clusterid.x : i32
    %r = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %n = nvvm.read.ptx.sreg.cluster.nctarank : i32
    %s = arith.addi %r, %n : i32
    %t = arith.addi %c, %s : i32
    memref.store %t, %out[%b] : memref<4xi32>
    gpu.return
  }
}
"""


def test_a_block_is_a_cluster_of_one():
    """Each block runs as a cluster of one: its cluster id is its block id, its rank 0 of 1."""
    runs = simulate(gpu_text(CLUSTER_IDS), CheckOptions(blocks=(4, 1, 1)))
    got = {tuple(run.block): np.frombuffer(run.output("%out"), dtype=np.int32) for run in runs}
    assert got, "no block ran"
    for block, out in got.items():
        assert out[block[0]] == block[0] + 1, (block, out)
