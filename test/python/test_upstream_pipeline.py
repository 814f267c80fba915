"""Upstream MLIR's own GPU pipeline, end to end (``bench/corpus/upstream-pipeline``, built by
``python -m bench.upstream_pipeline --corpus`` with stock mlir-opt and transform scripts; the
multistage cp.async kernel written by hand): every stage of both promotion forms plans at the
hand-derived optimum its header states, reaches PTX through smem-opt with the planned bytes as
ptxas reports them, does not reach PTX through stock mlir-opt alone, and the small kernels run
clean under ``--check``."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from bench.upstream_pipeline import CORPUS, measure

KERNELS = sorted(CORPUS.glob("*.mlir"))


def _tools() -> None:
    from smem_opt.tools.toolchain import find_mlir_opt, find_ptxas

    if find_mlir_opt() is None or find_ptxas() is None:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail("CI=true but mlir-opt or ptxas is missing")
        pytest.skip("mlir-opt or ptxas missing")


def test_the_corpus_holds_every_stage_of_both_forms() -> None:
    names = {p.name for p in KERNELS}
    for form in ("ms", "map"):
        for kernel in ("matmul_32_threads", "matmul_128", "two_matmuls_128"):
            for stage in ("launch", "loops", "outlined"):
                assert f"{kernel}_{form}.{stage}.mlir" in names
    assert "multistage_cp_async.mlir" in names


@pytest.mark.parametrize("path", KERNELS, ids=lambda p: p.stem)
def test_planned_at_the_optimum_and_to_ptx_only_through_smem_opt(path: Path) -> None:
    _tools()
    small = "_32_" in path.name or path.name.startswith("multistage")
    got = measure(path, check=small)
    assert got["optimum"] is not None, "the header states no optimum"
    assert got["arena"] == got["optimum"], got
    assert got["optimal"], got
    assert got["match"] and got["ptxas"] == got["arena"], got
    if path.name.startswith("multistage"):
        assert got["unshared"] > got["arena"], got  # the epilogue tile took a retired stage's bytes
    else:
        assert not got["stock_ptx"], got  # upstream alone: free of a ptr<3>, memrefCopy, mallocs
    if small:
        assert got["checked"], got


def test_the_readme_pipeline_example_runs_and_prints_what_it_says() -> None:
    import re
    import subprocess
    import sys

    from test_mlir_passes import _bindings

    _bindings()
    root = CORPUS.parents[2]
    readme = (root / "README.md").read_text()
    section = readme.split("## Upstream's GPU pipeline, end to end", 1)[1].split("\n## ", 1)[0]
    example = re.search(r"```python\n(.*?)```", section, re.S).group(1)
    proc = subprocess.run([sys.executable, "-c", example], cwd=root, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    plans, shared = proc.stdout.splitlines()[:2]
    assert f"prints `{plans}`" in section
    assert f"`{shared}`" in section.replace("\n", " ")
