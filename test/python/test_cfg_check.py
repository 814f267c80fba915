"""Plans made on the control-flow-graph form of real kernels run correctly (design §6, *The
independent check*).

Bench kernels (the ``small`` sizes the check's own tests use) are taken through stock
``mlir-opt --convert-scf-to-cf`` (``bench.cfg_vs_structured.to_cfg``), planned by
``smem-coalesce`` on that form, and run by ``smem-opt --check`` against the kernel as written:
no difference, and the arena is the one the structured form gets (so the check runs a plan that
shares). The CFG shapes of ``test/coalesce`` are checked by ``test_check_suite.py``.

numba-cuda-mlir's kernels (``test/corpus/numba``, unedited: every ``if``, ``for`` and ``while`` a
``cf.br`` / ``cf.cond_br`` between blocks, an error-flag global in device memory, arguments with
dynamic strides) are planned as written and each plan runs against its kernel with no
difference, at the block shape the kernel is written for (the kernels state none). Needs mlir-opt
(a failure under CI=true, skipped otherwise)."""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from smem_opt.tools.smem_opt import main  # noqa: E402
from smem_opt.tools.toolchain import find_mlir_opt  # noqa: E402

NUMBA = sorted((ROOT / "test" / "corpus" / "numba").glob("*.mlir"))
TILE, TPB = 16, 128
"""bench/numba/kernels.py: the 2-D kernels run TILE x TILE threads, the others TPB."""

KERNELS = ["matmul_tiled", "softmax", "multistage3"]
"""A loop with a barrier at each end, row reductions with barriers in loops, a cp.async pipeline."""


def _arena(text: str) -> int:
    found = re.findall(r"smem\.arena_bytes = (\d+) : i64", text)
    assert len(found) == 1, found
    return int(found[0])


def _needs_mlir_opt() -> None:
    if find_mlir_opt() is None:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail("CI=true but mlir-opt is missing")
        pytest.skip("mlir-opt not installed")


@pytest.mark.parametrize("name", KERNELS)
def test_plan_on_the_cfg_form_passes_the_check(tmp_path, capsys, name):
    _needs_mlir_opt()
    from bench.cfg_vs_structured import parse_module, to_cfg
    from smem_opt.api import print_module

    path = ROOT / "bench" / "kernels" / "mlir" / f"{name}.small.mlir"
    cfg = to_cfg(parse_module(path.read_text(), str(path)), str(path))
    assert "cf.cond_br" in print_module(cfg) and "scf.for" not in print_module(cfg)
    cfg_file = tmp_path / f"{name}.cfg.mlir"
    cfg_file.write_text(print_module(cfg))
    structured_out, cfg_out = tmp_path / "structured.mlir", tmp_path / "cfg.mlir"
    assert main([str(path), "-p", "smem-coalesce", "-o", str(structured_out)]) == 0
    capsys.readouterr()
    assert main([str(cfg_file), "-p", "smem-coalesce", "--check", "-o", str(cfg_out)]) == 0
    err = capsys.readouterr().err
    assert "error" not in err, err
    assert "ops run against the reference: no difference" in err, err
    assert _arena(cfg_out.read_text()) == _arena(structured_out.read_text())
    assert _arena(cfg_out.read_text()) < int(re.search(r"smem\.unshared_bytes = (\d+)", cfg_out.read_text())[1])


@pytest.mark.parametrize("path", NUMBA, ids=[p.stem for p in NUMBA])
def test_numba_kernel_plans_pass_the_check(path: Path) -> None:
    """Each numba-cuda-mlir kernel planned as written and run against itself as written: no
    error (what the kernel does itself with the check's inputs, e.g. the histogram's bytes used
    as signed indices, is a warning on the input), one kernel run."""
    _needs_mlir_opt()
    from smem_opt.api import coalesce, parse, print_module
    from smem_opt.tools.check.run import CheckOptions, check

    text = path.read_text()
    reference = print_module(parse(text, str(path)), generic=True, debuginfo=True)
    planned = parse(text, str(path))
    coalesce(planned)
    variant = print_module(planned, generic=True, debuginfo=True)
    block = (TILE, TILE, 1) if re.search(r"gpu\.thread_id\s+y", text) else (TPB, 1, 1)
    report = check(variant, reference, split_arena=False, options=CheckOptions(threads=block))
    errors = [f.render() for f in report.findings if f.severity == "error"]
    assert not errors, "\n".join(errors)
    assert report.kernels == 1 and report.threads == block[0] * block[1], report.summary()
    assert "__numba_cuda_mlir_error_code" in variant
