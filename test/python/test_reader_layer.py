"""Layers. The IR reader (``smem_opt.reader``) is a layer below the passes: none of its modules imports
``smem_opt.passes`` or any part of ``smem_opt.tools`` other than the toolchain lookup (where
``mlir-opt`` is), at the top of a module or inside a function; and the passes, the driver and the
API read IR and report diagnostics through it, not through copies of their own."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
READER = ROOT / "smem_opt" / "reader"
ALLOWED_TOOLS = {"smem_opt.tools.toolchain"}


def _imported(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


def test_the_reader_imports_no_pass_and_no_command_line_module() -> None:
    modules = sorted(READER.glob("*.py"))
    assert {p.stem for p in modules} >= {"parsing", "checks", "intake", "ir_io", "diagnostics", "limits"}
    offenders = []
    for path in modules:
        for name in _imported(path):
            if name.startswith("smem_opt.passes") or (
                name.startswith("smem_opt.tools") and name not in ALLOWED_TOOLS
            ):
                offenders.append(f"{path.relative_to(ROOT)}: {name}")
    assert not offenders, offenders


def test_nothing_outside_the_reader_keeps_a_reader_module_of_its_own() -> None:
    """The modules that moved are gone from their old homes, and nothing imports them there."""
    for old in ("tools/parsing.py", "tools/ir_checks.py", "tools/intake.py", "tools/ir_io.py",
                "tools/limits.py", "passes/diagnostics.py"):
        assert not (ROOT / old).exists(), old
    stale = []
    for folder in ("smem_opt", "passes", "tools", "smem_dialect", "bench", "test"):
        for path in (ROOT / folder).rglob("*.py"):
            for name in _imported(path):
                if name in {"smem_opt.tools.parsing", "smem_opt.tools.ir_checks", "smem_opt.tools.intake",
                            "smem_opt.tools.ir_io", "smem_opt.tools.limits", "smem_opt.passes.diagnostics"}:
                    stale.append(f"{path.relative_to(ROOT)}: {name}")
    assert not stale, stale


def test_the_api_reads_through_the_reader() -> None:
    api = _imported(ROOT / "smem_opt" / "api.py")
    assert any(name.startswith("smem_opt.reader") for name in api)
    assert not any(name.startswith("smem_opt.tools") for name in api if "toolchain" not in name), sorted(api)


def test_the_rewrite_of_barriers_only_applies() -> None:
    """Which barriers ``insert-barriers`` adds is decided in ``passes.barrier_plan`` (analysis and
    planner); ``passes.rewrite.barrier_insertion`` inserts and removes them, asking neither."""
    names = _imported(ROOT / "passes" / "rewrite" / "barrier_insertion.py")
    assert "smem_opt.passes.barrier_plan" in names
    asked = [n for n in names if n.startswith(("smem_opt.passes.analysis", "smem_opt.passes.planner", "smem_opt.passes.kernel_plan"))]
    assert not asked, asked
    planning = _imported(ROOT / "passes" / "barrier_plan.py")
    assert "smem_opt.passes.planner.barrier_search" in planning
    assert not any(n.startswith("smem_opt.passes.rewrite") for n in planning)


def test_the_report_reads_plans_and_makes_none() -> None:
    """The report reads ``KernelPlan``s: what a missing barrier would save is a query of the plan
    (``KernelPlan.arena_without_conflict``), the plans of a module not coalesced come from
    ``plan_module``; nothing in ``tools/report`` imports the planner, the rewrite layer, or the
    functions that analyse or plan a kernel."""
    offenders = []
    for path in sorted((ROOT / "tools" / "report").glob("*.py")):
        text = path.read_text()
        for name in _imported(path):
            if name.startswith(("smem_opt.passes.planner", "smem_opt.passes.rewrite", "smem_opt.passes.barrier_plan")):
                offenders.append(f"{path.name}: imports {name}")
        for call in ("plan_arena(", "plan_kernel(", "analyze_kernel(", "plan_barriers("):
            if call in text:
                offenders.append(f"{path.name}: calls {call[:-1]}")
    assert not offenders, offenders


def test_a_plan_prices_one_lifted_conflict() -> None:
    from smem_opt import parse
    from smem_opt.passes.kernel_plan import plan_module

    wg = "#gpu.address_space<workgroup>"
    module = parse(f"""
gpu.module @m {{
  gpu.func @k(%A: memref<64xf32>) kernel attributes {{known_block_size = array<i32: 64, 1, 1>}} {{
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %X = memref.alloc() : memref<64xf32, {wg}>
    %Y = memref.alloc() : memref<64xf32, {wg}>
    %a = memref.load %A[%tx] : memref<64xf32>
    memref.store %a, %X[%tx] : memref<64xf32, {wg}>
    %x = memref.load %X[%c0] : memref<64xf32, {wg}>
    memref.store %x, %Y[%tx] : memref<64xf32, {wg}>
    %y = memref.load %Y[%c0] : memref<64xf32, {wg}>
    memref.store %y, %A[%tx] : memref<64xf32>
    gpu.return
  }}
}}
""")
    (plan,) = plan_module(module)
    assert plan.conflict("X", "Y") is not None and plan.arena_bytes == 512
    assert plan.arena_without_conflict("X", "Y") == 256
    assert plan.arena_bytes == 512  # a query: the plan is what it was
