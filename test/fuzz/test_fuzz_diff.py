"""The differential fuzzer's short seeded batch (``bench/fuzz_diff.py`` runs the campaign).

Valid kernels from ``test/python/generators/gen_diff.py`` are planned by ``smem-coalesce`` (alone
and with ``insert-barriers=true``), their lowered output read by stock ``mlir-opt``, and run by
``--check`` against the kernel as written. No kernel may be miscompiled, deadlock, come out
invalid or make smem-opt fail; and the batch must be worth running: some plans share bytes, most kernels run.
``SMEM_DIFF_KERNELS`` (default 16) and ``SMEM_DIFF_SEED`` (default 1) choose the batch.
"""

from __future__ import annotations

import os

import pytest

from bench.fuzz_diff import CONFIGS, FAILURES, campaign
from smem_opt.tools.toolchain import find_mlir_opt


def test_a_seeded_batch_plans_every_kernel_safely() -> None:
    if find_mlir_opt() is None:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail("CI=true but mlir-opt is missing: the differential fuzzer cannot run")
        pytest.skip("needs mlir-opt")
    kernels = int(os.environ.get("SMEM_DIFF_KERNELS", "16"))
    seed = int(os.environ.get("SMEM_DIFF_SEED", "1"))
    results = campaign(kernels, seed, batch=8, jobs=1, schedules=2)
    failing = [f"seed {r.seed}: {label} {r.outcome[label]}: {r.detail.get(label, '')}"
               for r in results for label, _ in CONFIGS if r.outcome.get(label) in FAILURES]
    assert not failing, "\n".join(failing) + "\n(python -m bench.fuzz_diff --seed S --kernels 1 --keep DIR writes one out)"
    # Worth running: the plans share bytes somewhere, and most kernels ran under the check.
    assert sum(1 for r in results if r.saved > 0) >= kernels // 4
    ran = [r for r in results if r.outcome["coalesce"] == "clean" and r.shared_ops > 0]
    assert len(ran) >= kernels // 2
