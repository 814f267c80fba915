"""smem-opt's passes in upstream MLIR's own PassManager (``smem_opt.mlir_passes``), with the real
bindings (``xtc-mlir-python-bindings``): the README's example runs as written, the pass rewrites
the module MLIR holds and upstream passes continue from it, errors are MLIR diagnostics at the
op's location that fail the pass, and ops keep their locations."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _bindings():
    try:
        from smem_opt.mlir_passes import load_mlir

        return load_mlir()
    except ImportError as err:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(f"CI=true but MLIR's Python bindings cannot load: {err}")
        pytest.skip(str(err))


def _readme_example() -> str:
    text = (ROOT / "README.md").read_text()
    section = text.split("## Embed in an MLIR pipeline", 1)[1]
    return re.search(r"```python\n(.*?)```", section, re.S).group(1)


def test_the_readme_example_runs_and_prints_what_the_readme_says() -> None:
    _bindings()
    proc = subprocess.run([sys.executable, "-c", _readme_example()], cwd=ROOT, capture_output=True, text=True,
                          timeout=600)
    assert proc.returncode == 0, proc.stderr
    readme = (ROOT / "README.md").read_text()
    plans, shared = proc.stdout.splitlines()[:2]
    assert f"prints `{plans}`" in readme
    assert shared == ".shared .align 16 .b8 __wg_matmul_tiled_0[8192];"
    assert f"`{shared}`" in readme


def test_the_pass_rewrites_the_module_in_place_and_keeps_locations() -> None:
    ir, passmanager = _bindings()
    from smem_opt.mlir_passes import smem_coalesce

    text = (ROOT / "examples" / "matmul_gpu_func.mlir").read_text()
    with ir.Context():
        module = ir.Module.parse(text)
        alloc_line = next(k for k, line in enumerate(text.splitlines(), 1) if "memref.alloc()" in line)
        plan = smem_coalesce(alignment=64)
        pm = passmanager.PassManager.parse("builtin.module(canonicalize)")
        pm.add(plan)
        pm.add("cse")
        pm.run(module.operation)
        printed = str(module)
        assert "memref.alloc()" not in printed and "workgroup(" in printed and "smem.arena_bytes = 8192" in printed
        assert "smem.arena_alignment = 64" in printed
        assert plan.plans and plan.plans[0].arena_bytes == 8192
        with_locations = module.operation.get_asm(enable_debug_info=True)
        # the first view takes the place (and the location) of the first workgroup alloc
        view = next(line for line in with_locations.splitlines() if "memref.view" in line)
        loc = re.search(r"loc\((#loc\d+)\)", view).group(1)
        assert re.search(rf'^{loc} = loc\("-":{alloc_line}:\d+\)', with_locations, re.M), with_locations[-2000:]


def test_an_error_is_an_mlir_diagnostic_at_the_op_and_fails_the_pass() -> None:
    ir, passmanager = _bindings()
    from smem_opt.mlir_passes import smem_coalesce

    chunk = (ROOT / "test" / "coalesce" / "rule-run-time-size-launched.mlir").read_text().split("// -----")[0]
    launch_line = next(k for k, line in enumerate(chunk.splitlines(), 1) if "gpu.launch_func" in line)
    with ir.Context():
        module = ir.Module.parse(chunk)
        before = str(module)
        pm = passmanager.PassManager.parse("builtin.module(cse)")
        pm.add(smem_coalesce())
        with pytest.raises(ir.MLIRError) as failure:
            pm.run(module.operation)
        (diag,) = failure.value.error_diagnostics
        assert str(diag.location) == f'loc("-":{launch_line}:5)'
        assert "workgroup buffers of run-time size" in diag.message
        assert str(module) == before  # a failed pass leaves the module as it was


def test_a_pass_nested_below_the_module_says_where_it_belongs() -> None:
    ir, passmanager = _bindings()
    from smem_opt.mlir_passes import smem_coalesce

    with ir.Context():
        module = ir.Module.parse("module { func.func @f() { return } }")
        pm = passmanager.PassManager.parse("builtin.module(func.func(cse))")
        pm.add(smem_coalesce())
        pm.run(module.operation)  # at the top level: nothing to plan, nothing fails
        on_functions = passmanager.PassManager("func.func")
        on_functions.add(smem_coalesce())
        with pytest.raises(ir.MLIRError, match="runs on a builtin.module, not on 'func.func'"):
            on_functions.run(module.body.operations[0].operation)
