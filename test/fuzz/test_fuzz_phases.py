"""The mbarrier phase fuzzer's seeded batch (``bench/fuzz_phases.py`` runs the campaign).

Kernels of TMA loads, waits for constant and loop-carried parities, barriers and uses, from
``test/python/generators/gen_phases.py``, whose one trace gives the ground truth of which buffers
may share bytes. No plan may put two buffers the trace forbids on common bytes, and
``smem-verify-plan`` must accept every plan the trace allows. The batch must be worth running:
the trace lets buffers share, and the plans share most of it. With mlir-opt, the kernels' scf ->
cf forms too. ``SMEM_PHASE_KERNELS`` (default 120) and ``SMEM_PHASE_SEED`` (default 0) choose it.
"""

from __future__ import annotations

import os

import pytest

from bench.fuzz_phases import FAILURES, Kernel, Stmt, campaign, phase_kernel, random_phase_kernel, run_kernel
from smem_opt.tools.toolchain import find_mlir_opt

KERNELS = int(os.environ.get("SMEM_PHASE_KERNELS", "120"))
SEED = int(os.environ.get("SMEM_PHASE_SEED", "0"))


def _failing(results) -> list[str]:
    return [f"seed {r.seed} ({r.form}): {r.outcome}: {r.detail}" for r in results if r.outcome in FAILURES]


def test_a_seeded_batch_plans_every_phase_kernel_safely() -> None:
    results = campaign(KERNELS, SEED)
    assert not _failing(results), "\n".join(_failing(results))
    shareable = sum(r.pairs for r in results)
    kept_apart = sum(len(r.lost) for r in results)
    assert shareable >= KERNELS, "the batch gives buffers little chance to share"
    assert kept_apart * 10 < shareable, f"{kept_apart} of {shareable} shareable pairs kept apart"


def test_the_cfg_forms_plan_safely() -> None:
    if find_mlir_opt() is None:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail("CI=true but mlir-opt is missing: the CFG forms cannot be made")
        pytest.skip("needs mlir-opt")
    results = campaign(KERNELS // 3, SEED + 100_000, forms=("cfg",))
    assert not _failing(results), "\n".join(_failing(results))


@pytest.mark.parametrize(("wait", "yielded", "shares"), [
    ("ph", "nph", True),     # the wait is for the load's phase in every iteration
    ("nph", "nph", False),   # for the phase before it: returns at once, the load lands later
    ("ph", "ph", False),     # from the second iteration on, for a phase already complete
])
def test_the_oracle_follows_the_phase(wait: str, yielded: str, shares: bool) -> None:
    # a load at the top of the body, a wait, a use, a barrier; B1 after a barrier
    inside = [Stmt("load", "B0"), Stmt("wait", wait), Stmt("use", "B0"), Stmt("barrier"),
              Stmt("use", "B1"), Stmt("barrier")]
    k = phase_kernel(Kernel(0, ["T0"], ["B0", "B1"], [], inside, [], trips=3, init=False, yielded=yielded))
    assert k.may_share("B0", "B1") is shares
    together = {"T0": (2048, 3072), "B0": (0, 1024), "B1": (0, 1024)}
    assert k.unsafe(together) == ([] if shares else [("B0", "B1")])
    assert run_kernel(k).outcome == "clean"


def test_the_oracle_catches_a_wrong_guard(monkeypatch: pytest.MonkeyPatch) -> None:
    # smem-coalesce and smem-verify-plan read the guard of a prefetch the same way
    # (mbarrier_phases.guards_next_iteration), so only the trace catches a wrong reading: taken
    # to accept `i + 1 <= n` too (which holds in the last iteration), the pass leaves a load in
    # flight after the loop while the next buffer takes its bytes, in these seeds' pipelines
    from smem_opt.passes.analysis import mbarrier_phases

    monkeypatch.setattr(mbarrier_phases, "_SLT", 3)  # sle
    monkeypatch.setattr(mbarrier_phases, "_ULT", 7)  # ule
    outcomes = [run_kernel(random_phase_kernel(seed)).outcome for seed in (209, 276, 344)]
    assert outcomes == ["miscompile"] * 3, f"{outcomes}: the generator changed; pick seeds whose pipelines need the guard"


def test_the_oracle_catches_a_wrong_guard_on_the_cfg_form(monkeypatch: pytest.MonkeyPatch) -> None:
    # on the CFG form the guard is a cf.cond_br whose comparison both smem-coalesce and
    # smem-verify-plan read as a fact of the path (branch_facts): taken to read `i + 1 <= n` as
    # `i + 1 < n`, both let the path from the last iteration's load skip the loop's exit; only the
    # trace catches it
    if find_mlir_opt() is None:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail("CI=true but mlir-opt is missing: the CFG forms cannot be made")
        pytest.skip("needs mlir-opt")
    from smem_opt.passes.analysis import branch_facts

    fact = branch_facts._fact
    swapped = {3: 2, 7: 6}  # sle as slt, ule as ult
    monkeypatch.setattr(branch_facts, "_fact", lambda p, lhs, rhs: fact(swapped.get(p, p), lhs, rhs))
    outcomes = [run_kernel(random_phase_kernel(seed), "cfg").outcome for seed in (209, 276, 344)]
    assert outcomes == ["miscompile"] * 3, f"{outcomes}: the generator changed; pick seeds whose pipelines need the guard"
