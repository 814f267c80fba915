"""The benchmark corpus: every kernel generates, parses and coalesces, the committed
MLIR files are up to date, and the headline numbers hold (design §4, seed docs)."""

from __future__ import annotations

import functools

import numpy as np
import pytest

from bench.kernels import KERNELS, SIZES, random_gen
from bench.kernels.emit_all import OUT_DIR, expected_files

CASES = [(name, size) for name in KERNELS for size in SIZES]


@functools.lru_cache(maxsize=None)
def text_of(name: str, size: str) -> str:
    return KERNELS[name].generate(size)


@functools.lru_cache(maxsize=None)
def planned(name: str, size: str):
    """(kernel attributes after smem-coalesce, the plan) for one corpus kernel."""
    from bench.baselines.common import context
    from smem_opt.passes.rewrite import smem_coalesce
    from smem_opt.tools.smem_opt import parse_module, verify_module

    ctx = context()
    module = parse_module(ctx, text_of(name, size), f"{name}.{size}.mlir")
    (result,) = smem_coalesce.SmemCoalescePass().run(module)
    verify_module(module)
    (kernel,) = [op for op in module.walk() if op.name == "smem.kernel"]
    attrs = {k: getattr(v, "value", None) for k, v in kernel.attributes.items()}
    return {k: (a.data if a is not None else True) for k, a in attrs.items()}, result.plan


@pytest.mark.parametrize("name,size", CASES)
def test_generates_parses_and_coalesces(name, size):
    attrs, plan = planned(name, size)
    assert attrs["smem.arena_bytes"] == plan.arena_bytes <= attrs["smem.unshared_bytes"]
    assert plan.arena_bytes >= plan.lower_bound


def test_committed_mlir_files_are_up_to_date():
    files = expected_files()
    assert len(files) == 2 * len(KERNELS)
    for path, text in files.items():
        assert path.exists(), f"run python -m bench.kernels.emit_all ({path.name} missing)"
        assert path.read_text() == text, f"{path.name} is stale: run python -m bench.kernels.emit_all"
    assert {p.name for p in OUT_DIR.glob("*.mlir")} >= {p.name for p in files}


def test_seed_matmul_12288_to_8192():
    attrs, _ = planned("matmul_tiled", "realistic")
    assert attrs["smem.unshared_bytes"] == 12288
    assert attrs["smem.arena_bytes"] == 8192


def test_streamk_has_the_seed_byte_sizes_and_199168_to_131072():
    from bench.baselines.common import parse_kernel

    k = parse_kernel(text_of("streamk", "realistic"))
    sizes = sorted(b.static_bytes() for b in k.buffers)
    assert sizes == sorted([33280, 32768, 131072, 2048])
    attrs, plan = planned("streamk", "realistic")
    assert attrs["smem.unshared_bytes"] == 199168
    assert attrs["smem.arena_bytes"] == plan.lower_bound == 131072


def test_batched_matmul_allocs_in_loop_body_still_reuse():
    from bench.baselines.common import parse_kernel

    k = parse_kernel(text_of("batched_matmul", "realistic"))
    assert all(b.op.parent_op().name == "scf.for" for b in k.buffers)
    attrs, _ = planned("batched_matmul", "realistic")
    assert attrs["smem.unshared_bytes"] == 12288
    assert attrs["smem.arena_bytes"] == 8192


@pytest.mark.parametrize("name", list(KERNELS))
def test_ours_equals_lb_on_realistic_kernels(name):
    attrs, plan = planned(name, "realistic")
    assert plan.arena_bytes == plan.lower_bound, f"{name}: ours {plan.arena_bytes} != LB {plan.lower_bound}"
    assert plan.arena_bytes < attrs["smem.unshared_bytes"], f"{name}: no reuse at all"


@pytest.mark.parametrize("name", list(KERNELS))
def test_small_sizes_fit_an_interpreter(name):
    mod = KERNELS[name]
    bs = mod.block_size("small")
    assert np.prod(bs) <= 64
    assert all(g <= 4 for g in mod.grid_size("small"))
    assert len(mod.ARGS["small"]) == len(mod.ARGS["realistic"])


@pytest.mark.parametrize("name", list(KERNELS))
def test_reference_matches_argument_descriptions(name):
    mod = KERNELS[name]
    rng = np.random.default_rng(0)
    inputs = {}
    for a in mod.ARGS["small"]:
        if a.role != "in":
            continue
        if a.dtype.startswith("float"):
            inputs[a.name] = rng.standard_normal(a.shape).astype(a.dtype)
        else:
            inputs[a.name] = rng.integers(0, 100, a.shape).astype(a.dtype)
    out = mod.reference(inputs)
    for a in mod.ARGS["small"]:
        if a.role == "out":
            assert out[a.name].shape == a.shape and out[a.name].dtype == np.dtype(a.dtype)
            assert np.all(np.isfinite(out[a.name]))
    header = text_of(name, "small").split("smem.kernel", 1)[1].split("block_size")[0]
    for a in mod.ARGS["small"]:
        assert f"%{a.name}: memref<{'x'.join(map(str, a.shape))}x" in header


def test_random_generator_is_deterministic_and_parses():
    from bench.baselines.common import parse_kernel

    a = random_gen.generate(12, seed=3)
    assert a == random_gen.generate(12, seed=3)
    assert a != random_gen.generate(12, seed=4)
    k = parse_kernel(a)
    assert len(k.buffers) == 12
    text = a
    assert "smem.async_copy" in text or "scf.for" in text
