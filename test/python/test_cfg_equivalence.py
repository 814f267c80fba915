"""A kernel's plan does not depend on how its control flow is written (bench/cfg_vs_structured.py).

Every structured kernel of the suite taken through stock ``mlir-opt --convert-scf-to-cf``, and every
numba-cuda-mlir kernel (CFG as written) lifted by upstream ``lift-cf-to-scf``, must get the same
arena bytes and keep the same pairs of buffers apart on both forms.

Two tests per module:

- ``test_no_rule_lost_on_the_cfg_form``: every pair the structured form keeps apart stays apart on
  the CFG form (soundness: in particular a barrier in a loop that may run zero times separates
  nothing on the CFG form either). Holds for every kernel today but those of ``CFG_PROVES_MORE``,
  whose form as written is read more closely than the lifted one: exactly the pairs listed.
- ``test_same_plan_on_both_forms``: equal bytes and equal pairs (precision). Bodies of several
  blocks are analysed along their paths (``passes/analysis/cfg.py``), with the same precision as
  ``scf``. A module listed in ``DIFFER_TODAY`` is a strict xfail, which fails once
  the module plans the same on both forms, so that the list only shrinks.
"""

from __future__ import annotations

import functools
import os

import pytest

from bench.cfg_vs_structured import Case, Row, cases
from smem_opt.tools.toolchain import find_mlir_opt

DIFFER_TODAY: dict[str, str] = {
    "numba/smooth_rounds.mlir [cf -> scf (lift)]": (
        "`for r in range(4)` keeps its range state in private slots stored from constants before the "
        "loop: as written, the loop's header test is decided on the edge into it, so the loop surely "
        "runs a trip and its barriers separate the staged input from the output (1536 B); lifted, the "
        "header is the condition region of an scf.while with the body in an scf.if on that test, "
        "decided only on the first run, which the structured rules do not read: apart there (2048 B)"
    ),
}
"""Modules whose two forms plan differently today, and how."""

CFG_PROVES_MORE: dict[str, set[str]] = {
    "numba/smooth_rounds.mlir [cf -> scf (lift)]": {"static_shared_memory_0/static_shared_memory_2"},
}
"""Modules whose form as written (CFG) shares pairs its lifted form keeps apart, where a rule reads
the CFG more closely (in DIFFER_TODAY, with the reason): exactly these pairs. smem-verify-plan
accepts the CFG form's plan (test/corpus/numba-coalesce.mlir) and --check runs it
(bench.check_reach)."""

ERROR_TESTS: dict[str, str] = {
    "coalesce/open-world-dynamic-shared-memory.mlir@dynamic_unbounded": "an error test: no plan on either form",
    "coalesce/rule-dynamic-shared-memory-seen-elsewhere.mlir@extern_shared": "an error test: no plan on either form",
    "coalesce/rule-loop-carried-allocation.mlir@carried": "an error test: no plan on either form",
    "coalesce/rule-run-time-size-launched.mlir@sized": "an error test: no plan on either form",
    "coalesce/rule-dynamic-size-at-entry.mlir@size_from_memory": "an error test: no plan on either form",
    "coalesce/rule-dynamic-size-at-entry.mlir@size_from_thread_id": "an error test: no plan on either form",
    "coalesce/rule-dynamic-size-at-entry.mlir@size_from_vector_division": "an error test: no plan on either form",
    "coalesce/rule-guarded-size-no-effect.mlir@two_sizes_in_loops": "an error test: no plan on either form",
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
    assert set(CFG_PROVES_MORE) <= set(DIFFER_TODAY)
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
        expected = CFG_PROVES_MORE.get(case.id, set())
        assert set(row.only_structured) == expected, f"{row.key}: kept apart only when structured: {row.only_structured}"
        if expected:
            assert row.cfg_proves_more, f"{row.key}: smem-verify-plan rejects the CFG form's plan"


@pytest.mark.parametrize("case", [_param(c, xfail=True) for c in CASES])
def test_same_plan_on_both_forms(case: Case):
    for row in _compared(case):
        assert row.same, f"{row.key}: {row.verdict}"
