"""The seeded plan mutator (``bench/plan_mutants.py``): correct plans of the suite's kernels with
one buffer moved onto the bytes of a buffer it conflicts with, or off its alignment. Every mutant
whose behaviour changes must be caught by ``--check`` on the mutant alone (its reference splits the
arena); the batch must hold such mutants, or it shows nothing."""

from __future__ import annotations

import os
import random

import pytest

from bench.plan_mutants import ROOT, campaign, mutants_of
from smem_opt.tools.toolchain import find_mlir_opt

SOURCES = [ROOT / "test" / "coalesce" / name for name in ("rule-barrier.mlir", "rule-branches.mlir", "rule-loops.mlir")]


def _needs_mlir_opt() -> None:
    if find_mlir_opt() is None:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail("CI=true but mlir-opt is missing: the check cannot run")
        pytest.skip("needs mlir-opt")


def test_mutants_move_a_buffer_onto_a_conflicting_one() -> None:
    mutants = mutants_of(SOURCES[0], random.Random(1))
    assert any(" onto " in m.what for m in mutants)
    for m in mutants:
        assert m.text != m.plan and "smem.arena_bytes" not in m.plan


def test_every_mutant_that_changes_behaviour_is_caught() -> None:
    _needs_mlir_opt()
    results = campaign(int(os.environ.get("SMEM_MUTANTS", "6")), seed=1, jobs=1, sources=SOURCES)
    changed = [m for m in results if m.changed and not m.own]
    assert changed, [(m.what, m.detail) for m in results]
    missed = [f"{m.source} @{m.kernel}: {m.what} ({m.detail})" for m in changed if not m.caught]
    assert not missed, "\n".join(missed)
