"""Differential fuzzing of smem-coalesce on generated upstream kernels with open-world pieces.

Kernels come from ``tools.simulator.gen_open`` (affine loops and branches, cf loops and
successive blocks, an op no analysis knows, escaped addresses read through ``llvm.load``,
vector accesses, ``vector<3xf32>`` and ``i1`` buffers). Each runs before and after
``smem-coalesce`` and ``smem-coalesce{insert-barriers=true}`` (each followed by
``smem-verify-plan``, which must accept the plan) on the same inputs and thread order, with
the race detector on: a well-defined kernel must give bit-identical outputs without races,
and no kernel may show a race between two different buffers or a barrier that only some
threads reach. (Which pair of ops a race inside one buffer is reported for depends on the
order of accesses, so a racy kernel's race pairs are not compared.) A failure here is a
soundness bug of the analysis (or of the verifier, when it rejects the pass's plan).

``SMEM_OPEN_FUZZ_EXAMPLES`` sets the number of kernels (default 30: half hypothesis, half
seeded); ``SMEM_FUZZ_RANDOM`` lets hypothesis draw new examples instead of its fixed ones.
"""

from __future__ import annotations

import os
import sys

import pytest
from hypothesis import HealthCheck, given, settings

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from smem_opt.passes.diagnostics import collect_warnings  # noqa: E402
from smem_opt.tools.simulator import kernel_ops, random_inputs, simulate  # noqa: E402
from smem_opt.tools.simulator.gen_open import open_kernels, random_open_kernel  # noqa: E402
from smem_opt.tools.smem_opt import build_context, build_pipeline, parse_module  # noqa: E402

CTX = build_context(allow_unregistered=True)
EXAMPLES = int(os.environ.get("SMEM_OPEN_FUZZ_EXAMPLES", "30"))
PLANS = ("smem-coalesce,smem-verify-plan", "smem-coalesce{insert-barriers=true},smem-verify-plan")


def parse(text: str, name: str = "open.mlir"):
    module = parse_module(CTX, text, name)
    module.verify()
    return module


def planned(text: str, pipeline: str):
    module = parse(text)
    with collect_warnings():
        for p in build_pipeline(pipeline, None):
            p.apply(CTX, module)
    module.verify()
    return module


def run(module, inputs, seed: int):
    (kernel,) = kernel_ops(module)
    return simulate(kernel, inputs, seed=seed)


def crossed_races(result) -> list:
    """Races between accesses through two different buffers: after coalescing, only a plan that
    overlaps conflicting buffers makes them (races through llvm pointers name no buffer)."""
    return [
        r
        for r in result.races
        if r.first_buffer != r.second_buffer
        and not (r.first_op.name.startswith("llvm.") or r.second_op.name.startswith("llvm."))
    ]


def check_open_differential(text: str, seed: int = 0):
    """Assert that every plan preserves the kernel's behaviour; return the original's result.

    A well-defined kernel keeps its outputs bit for bit and stays race-free; any kernel gets no
    race between two different buffers and no barrier reached by only some threads (a barrier
    inserted in divergent code)."""
    base_module = parse(text)
    inputs = random_inputs(kernel_ops(base_module)[0], seed)
    base = run(base_module, inputs, seed)
    for pipeline in PLANS:
        after = run(planned(text, pipeline), inputs, seed)
        crossed = crossed_races(after)
        assert not crossed, f"{pipeline}: buffers overlap\n{after.report()}\n{text}"
        if not base.barrier_divergence:
            assert not after.barrier_divergence, f"{pipeline}: divergent barrier\n{after.report()}\n{text}"
        if base.well_defined:
            assert not after.races, f"{pipeline}: races after coalescing\n{after.report()}\n{text}"
            assert after.output_bytes() == base.output_bytes(), f"{pipeline}: outputs differ\n{text}"
    return base


@settings(
    max_examples=max(1, EXAMPLES // 2),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    derandomize=os.environ.get("SMEM_FUZZ_RANDOM") is None,
)
@given(open_kernels())
def test_open_world_kernels_keep_their_behaviour(text):
    check_open_differential(text)


@pytest.mark.parametrize("chunk", range(3))
def test_open_world_seeded_kernels_keep_their_behaviour(chunk):
    per_chunk = max(1, (EXAMPLES - EXAMPLES // 2 + 2) // 3)
    for seed in range(chunk * per_chunk, (chunk + 1) * per_chunk):
        check_open_differential(random_open_kernel(seed), seed)


PIECES = (
    "affine.for",
    "affine.load",
    "affine.store",
    '"affine.if"',
    "cf.cond_br",
    "cf.br",
    '"test.repeat"',
    "scf.index_switch",
    "extract_aligned_pointer_as_index",
    "llvm.load",
    "vector.store",
    "vector.transfer_read",
    "vector.transfer_write",
    "vector.maskedload",
    "vector.maskedstore",
    "nvgpu.device_async_copy",
    "nvgpu.device_async_create_group",
    "vector<3xf32>, #gpu",
    "xi1, #gpu",
)


def test_generator_uses_every_piece_and_gives_defined_kernels():
    texts = [random_open_kernel(seed) for seed in range(40)]
    missing = [p for p in PIECES if not any(p in t for t in texts)]
    assert not missing
    defined = sum(run(parse(t), None, seed).well_defined for seed, t in enumerate(texts[:20]))
    assert defined >= 5


def _overlay_all_at_zero(module) -> int:
    """A deliberately wrong plan: every view of the arena at byte 0. Returns how many views
    moved (were not at byte 0 already)."""
    from xdsl.dialects.arith import ConstantOp
    from xdsl.dialects.builtin import IndexType, IntegerAttr

    moved = 0
    for op in list(module.walk()):
        if op.name == "memref.view":
            old = op.operands[1].owner
            value = getattr(getattr(old, "properties", {}).get("value"), "value", None)
            moved += getattr(value, "data", None) != 0
            zero = ConstantOp(IntegerAttr(0, IndexType()))
            op.parent_block().insert_op_before(zero, op)
            op.operands[1] = zero.result
    return moved


def test_wrong_plans_are_caught_on_open_world_kernels():
    """The differential is sensitive on these kernels: a plan with every buffer at byte 0 shows
    a race, an uninitialised read or a different output on many of them."""
    caught = candidates = 0
    for seed in range(40):
        text = random_open_kernel(seed)
        base_module = parse(text)
        inputs = random_inputs(kernel_ops(base_module)[0], seed)
        base = run(base_module, inputs, seed)
        if not base.well_defined:
            continue
        module = planned(text, "smem-coalesce")
        if not _overlay_all_at_zero(module):
            continue
        candidates += 1
        bad = run(module, inputs, seed)
        if bad.races or bad.uninit_reads or bad.output_bytes() != base.output_bytes():
            caught += 1
    assert candidates >= 4
    assert caught >= max(3, candidates // 2), (caught, candidates)
