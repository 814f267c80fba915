"""A kernel's plan does not depend on how its control flow is written (bench/cfg_vs_structured.py).

Every structured kernel of the suite taken through stock ``mlir-opt --convert-scf-to-cf``, and every
numba-cuda-mlir kernel (CFG as written) lifted by upstream ``lift-cf-to-scf``, must get the same
arena bytes and keep the same pairs of buffers apart on both forms.

Two tests per module:

- ``test_no_rule_lost_on_the_cfg_form``: every pair the structured form keeps apart stays apart on
  the CFG form (soundness: in particular a barrier in a loop that may run zero times separates
  nothing on the CFG form either). Holds for every kernel today.
- ``test_same_plan_on_both_forms``: equal bytes and equal pairs (precision). The analysis does not
  yet follow the paths of a body of several blocks (every buffer used in it conflicts with every
  other), so the modules of ``DIFFER_TODAY`` differ: each is a strict xfail, which fails once the
  module plans the same on both forms, so that the list only shrinks.
"""

from __future__ import annotations

import functools
import os

import pytest

from bench.cfg_vs_structured import Case, Row, cases
from smem_opt.tools.toolchain import find_mlir_opt

MULTI_BLOCK = "the body branches between blocks, so its buffers do not share"

DIFFER_TODAY: dict[str, str] = {
    "coalesce/rule-loop-trip-count.mlir@i8_signed_runs": MULTI_BLOCK,
    "coalesce/rule-loop-trip-count.mlir@i32_unsigned_runs": MULTI_BLOCK,
    "coalesce/rule-loop-trip-count.mlir@i8_unsigned_wraps": MULTI_BLOCK,
    "coalesce/rule-loop-trip-count.mlir@index_runs": MULTI_BLOCK,
    "coalesce/rule-mbarrier-phases.mlir@pipeline_parity_through_iter_args": MULTI_BLOCK,
    "coalesce/rule-uniformity-proven.mlir@uniform_constant": MULTI_BLOCK,
    "coalesce/rule-uniformity-proven.mlir@uniform_kernel_argument": MULTI_BLOCK,
    "coalesce/rule-uniformity-proven.mlir@uniform_block_id": MULTI_BLOCK,
    "coalesce/rule-uniformity-proven.mlir@uniform_grid_and_block_dims": MULTI_BLOCK,
    "coalesce/rule-uniformity-proven.mlir@uniform_cluster_id": MULTI_BLOCK,
    "coalesce/rule-uniformity-proven.mlir@uniform_special_registers": MULTI_BLOCK,
    "coalesce/rule-uniformity-proven.mlir@uniform_loop_index": MULTI_BLOCK,
    "bench/batched_matmul.realistic.mlir": f"8192 -> 12288 B: {MULTI_BLOCK}",
    "bench/conv_implicit_gemm.realistic.mlir": f"16640 -> 33024 B: {MULTI_BLOCK}",
    "bench/flash_attention.realistic.mlir": f"66048 -> 82688 B: {MULTI_BLOCK}",
    "bench/layernorm.realistic.mlir": f"17408 -> 18432 B: {MULTI_BLOCK}",
    "bench/matmul_tiled.realistic.mlir": f"8192 -> 12288 B: {MULTI_BLOCK}",
    "bench/multistage3.realistic.mlir": f"98304 -> 163840 B: {MULTI_BLOCK}",
    "bench/multistage4.realistic.mlir": f"131072 -> 196608 B: {MULTI_BLOCK}",
    "bench/softmax.realistic.mlir": f"17408 -> 18432 B: {MULTI_BLOCK}",
    "bench/splitk_matmul.realistic.mlir": f"32768 -> 49152 B: {MULTI_BLOCK}",
    "bench/streamk.realistic.mlir": f"131072 -> 199168 B: {MULTI_BLOCK}",
    "examples/matmul_tiled.mlir": f"8192 -> 12288 B: {MULTI_BLOCK}",
    "examples/matmul_gpu_func.mlir": f"8192 -> 12288 B: {MULTI_BLOCK}",
    "coalesce/anchor-tvm-outermost-scope.mlir@batched_allocs_in_body": f"8192 -> 12288 B: {MULTI_BLOCK}",
    "coalesce/cp-async-pipeline.mlir@pipelined_matmul": f"12288 -> 16384 B: {MULTI_BLOCK}",
    "coalesce/open-world-cf.mlir@cf_in_execute_region": f"512 -> 768 B: {MULTI_BLOCK}",
    "coalesce/rule-barrier.mlir@barrier_in_both_arms": f"1024 -> 2048 B: {MULTI_BLOCK}",
    "coalesce/rule-barrier.mlir@barrier_in_nonempty_loop": f"1024 -> 2048 B: {MULTI_BLOCK}",
    "coalesce/rule-branches.mlir@uniform_if_branches_share": f"1024 -> 2048 B: {MULTI_BLOCK}",
    "coalesce/rule-branches.mlir@uniform_if_in_loop_with_barrier": f"1024 -> 2048 B: {MULTI_BLOCK}",
    "coalesce/rule-loops.mlir@per_iteration_with_wraparound_barrier": f"1024 -> 2048 B: {MULTI_BLOCK}",
    "coalesce/rule-loops.mlir@after_loop": f"1024 -> 2048 B: {MULTI_BLOCK}",
    "coalesce/rule-while-and-more.mlir@barrier_in_while_before_region": f"1024 -> 2048 B: {MULTI_BLOCK}",
    "coalesce/seed-streamk.mlir": f"131072 -> 199168 B: {MULTI_BLOCK}",
    "corpus/iree/iree_attention_d64_f16_vd.mlir": f"13312 -> 22016 B: {MULTI_BLOCK}",
    "corpus/iree/iree_softmax_f32_vd.mlir": f"144 -> 288 B: {MULTI_BLOCK}",
    "zero-trip@signed_i8_from_minus_one": f"1024 -> 2048 B: {MULTI_BLOCK}",
    "numba/moments_device_fn.mlir [cf -> scf (lift)]": f"numba as written 1024 B, lifted 512 B: {MULTI_BLOCK}",
    "numba/softmax_device_fns.mlir [cf -> scf (lift)]": f"numba as written 1024 B, lifted 512 B: {MULTI_BLOCK}",
}
"""Modules whose two forms plan differently today, and how."""

ERROR_TESTS: dict[str, str] = {
    "coalesce/open-world-dynamic-shared-memory.mlir@dynamic_unbounded": "an error test: no plan on either form",
}
"""Pieces of the suite that are not kernels to plan."""


def _cases() -> list[Case]:
    if find_mlir_opt() is None:
        return []
    return cases(mem2reg=False)


CASES = _cases()


@functools.lru_cache(maxsize=None)
def rows_of(case: Case) -> tuple[Row, ...]:
    return tuple(case.rows())


def _compared(case: Case) -> tuple[Row, ...]:
    rows = rows_of(case)
    if case.id in ERROR_TESTS:
        assert rows and all(r.problem.startswith("skipped") for r in rows), [r.verdict for r in rows]
        pytest.skip(ERROR_TESTS[case.id])
    for row in rows:
        assert not row.problem, f"{row.key}: {row.problem}"
    return rows


def _param(case: Case, xfail: bool):
    marks = [pytest.mark.xfail(strict=True, reason=DIFFER_TODAY[case.id])] if xfail and case.id in DIFFER_TODAY else []
    return pytest.param(case, id=case.id, marks=marks)


def test_the_suite_is_there():
    if find_mlir_opt() is None:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail("CI=true but mlir-opt is missing")
        pytest.skip("mlir-opt not installed")
    ids = {c.id for c in CASES}
    assert not set(DIFFER_TODAY) - ids, "DIFFER_TODAY names modules the suite no longer has"
    assert not set(ERROR_TESTS) - ids
    groups = {c.source.group for c in CASES}
    assert {"bench", "examples", "coalesce", "zero-trip", "numba"} <= groups
    if os.environ.get("CI", "").lower() == "true":
        assert "corpus" in groups


ZERO_TRIP_RUNS = {"signed_i8_from_minus_one"}
"""The kernels of bench/cfg_zero_trip.mlir whose loop surely runs (the others run zero times)."""


def _zero_trip_params():
    for case in CASES:
        if case.source.group != "zero-trip":
            continue
        name = case.id.split("@", 1)[1]
        if name in ZERO_TRIP_RUNS:
            continue
        for form in ("structured", "cfg"):
            yield pytest.param(case, form, id=f"{name}-{form}")


@pytest.mark.parametrize("case,form", list(_zero_trip_params()))
def test_zero_trip_loop_stays_zero_trip(case: Case, form: str):
    """A barrier in a loop that runs zero times separates nothing: A and B stay apart."""
    (row,) = _compared(case)
    figures = row.structured if form == "structured" else row.cfg
    assert figures is not None and row.structured is not None
    assert row.structured.names == ("A", "B") and len(figures.buffer_types) == 2
    assert (0, 1) in figures.conflicts, f"{form}: A and B share {figures.arena} B"


@pytest.mark.parametrize("case", [_param(c, xfail=False) for c in CASES])
def test_no_rule_lost_on_the_cfg_form(case: Case):
    for row in _compared(case):
        assert not row.only_structured, f"{row.key}: kept apart only when structured: {row.only_structured}"


@pytest.mark.parametrize("case", [_param(c, xfail=True) for c in CASES])
def test_same_plan_on_both_forms(case: Case):
    for row in _compared(case):
        assert row.same, f"{row.key}: {row.verdict}"
