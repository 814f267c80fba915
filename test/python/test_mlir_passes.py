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


LOCATED = """gpu.module @m {
  gpu.func @k(%out: memref<64xf32> loc("out_arg"("args.mlir":1:1))) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x loc("tid")
    %a = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>> loc("tileA"("k.mlir":3:5))
    %b = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>> loc(fused["f1.mlir":4:4, "f2.mlir":5:5])
    %x = memref.load %out[%tx] : memref<64xf32> loc(callsite("callee"("c.mlir":6:6) at "d.mlir":7:7))
    memref.store %x, %a[%tx] : memref<64xf32, #gpu.address_space<workgroup>> loc(unknown)
    gpu.barrier
    %y = memref.load %a[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    memref.store %y, %b[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %z = memref.load %b[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %z, %out[%tx] : memref<64xf32>
    gpu.return
  }
}
"""


def _all_locations(op) -> list[str]:
    found = [str(op.location)]
    for region in op.regions:
        for block in region.blocks:
            found += [str(arg.location) for arg in block.arguments]
            for child in block.operations:
                found += _all_locations(child.operation)
    return found


def test_every_kind_of_location_is_kept() -> None:
    ir, passmanager = _bindings()
    from smem_opt.mlir_passes import smem_coalesce

    with ir.Context():
        module = ir.Module.parse(LOCATED)
        before = _all_locations(module.operation)
        pm = passmanager.PassManager("builtin.module")
        pm.add(smem_coalesce())
        pm.run(module.operation)
        after = _all_locations(module.operation)
        assert "smem.arena_bytes = 256" in str(module)
        for kind in ('loc("tid")', 'loc("tileA"("k.mlir":3:5))', 'loc(fused["f1.mlir":4:4, "f2.mlir":5:5])',
                     'loc(callsite("callee"("c.mlir":6:6) at "d.mlir":7:7))', 'loc("out_arg"("args.mlir":1:1))',
                     "loc(unknown)"):
            assert kind in before and kind in after, kind
        assert not any("<mlir-pass-manager>" in loc for loc in after)
        kernel = module.body.operations[0].regions[0].blocks[0].operations[0]
        assert str(kernel.regions[0].blocks[0].arguments[0].location) == 'loc("out_arg"("args.mlir":1:1))'


def test_a_bad_pass_name_or_option_fails_when_the_pass_is_made() -> None:
    _bindings()
    from smem_opt import OptionError
    from smem_opt.mlir_passes import smem_pass

    with pytest.raises(OptionError, match="smem-coalesc"):
        smem_pass("smem-coalesc")
    with pytest.raises(OptionError, match="alignment"):
        smem_pass("smem-coalesce{alignment=3}")
    with pytest.raises(OptionError):
        smem_pass("smem-coalesce{no-such-option=1}")


def test_smem_dialect_left_in_the_result_is_a_diagnostic_at_the_module() -> None:
    ir, passmanager = _bindings()
    from smem_opt.mlir_passes import smem_coalesce

    generic = subprocess.run([sys.executable, "-m", "smem_opt.tools.smem_opt", str(ROOT / "examples" / "matmul_tiled.mlir"),
                              "--print-op-generic"], capture_output=True, text=True, cwd=ROOT, check=True).stdout
    with ir.Context() as ctx:
        ctx.allow_unregistered_dialects = True  # the smem dialect, as MLIR reads it in generic form
        module = ir.Module.parse(generic)
        ctx.allow_unregistered_dialects = False
        pm = passmanager.PassManager("builtin.module")
        pm.add(smem_coalesce())
        with pytest.raises(ir.MLIRError) as failed:
            pm.run(module.operation)
    message = str(failed.value)
    assert "MLIR cannot read what smem-opt made" in message and "convert-smem-to-gpu" in message
