"""``KernelPlan``: one object per kernel answering for the plan (offsets, conflicts with their
reasons, live sets, figures), made without touching the IR and returned by the pass."""

from __future__ import annotations

from pathlib import Path

from smem_opt.passes.kernel_plan import CoalesceOptions, plan_kernel
from smem_opt.passes.analysis.kernels import find_kernels
from smem_opt.passes.rewrite.smem_coalesce import SmemCoalescePass
from smem_opt.tools.smem_opt import build_context, parse_module, print_module

ROOT = Path(__file__).resolve().parents[2]
MATMUL = (ROOT / "examples" / "matmul_tiled.mlir").read_text()


def _kernel():
    module = parse_module(build_context(), MATMUL, "matmul_tiled.mlir")
    return module, find_kernels(module)[0]


def test_queries_answer_from_the_analysis_and_the_plan() -> None:
    module, kernel = _kernel()
    before = print_module(module)
    plan = plan_kernel(kernel, CoalesceOptions(alignment=32))
    assert print_module(module) == before, "planning changed the IR"
    assert plan.options.alignment == 32 and not plan.applied
    assert (plan.arena_bytes, plan.unshared_bytes, plan.lower_bound) == (8192, 12288, 8192)
    assert plan.proven_optimal and set(plan.lower_bound_clique) == {"Asub", "Bsub"}
    # A and B tiles live together in the k-loop; C reuses their bytes after it.
    assert plan.conflict("Asub", "Bsub") is not None
    assert plan.conflict("Asub", "Csub") is None
    assert plan.offset("Csub") in (plan.offset("Asub"), plan.offset("Bsub"))
    assert plan.offset("Asub") != plan.offset("Bsub")
    loads = [op for op in kernel.op.walk() if op.name == "memref.load" and "Asub" in str(op.operands[0])]
    live = {b.name for b in plan.live_at(loads[0])} if loads else {"Asub", "Bsub"}
    assert {"Asub", "Bsub"} <= live and "Csub" not in live
    text = plan.dump()
    assert "arena 8192 B" in text and "conflict Asub / Bsub" in text and "alignment=32" in text


def test_the_pass_returns_the_plans_it_applied() -> None:
    module, _ = _kernel()
    plans = SmemCoalescePass(alignment=64).run(module)
    assert [p.name for p in plans] == ["matmul_tiled"]
    assert plans[0].applied and plans[0].options.alignment == 64
    assert "smem.arena_bytes = 8192" in print_module(module)
    assert SmemCoalescePass().run(module) == []  # a coalesced kernel is left alone


def test_buffers_are_named_as_the_input_writes_them() -> None:
    """mlir-opt's %alloc, %alloc_0, %alloc_1 are alloc, alloc_0, alloc_1 in the plan (not
    alloc, alloc_1, alloc_2: alloc_1 would then be another buffer than %alloc_1)."""
    from smem_opt import parse

    text = """gpu.module @m {
  gpu.func @k(%A: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %alloc = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %alloc_0 = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %alloc_1 = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<64xf32>
    memref.store %a, %alloc[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %a, %alloc_0[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %a, %alloc_1[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}
"""
    module = parse(text, "k.mlir")
    (plan,) = SmemCoalescePass().run(module)
    assert [b.name for b in plan.kernel.buffers] == ["alloc", "alloc_0", "alloc_1"]
    printed = print_module(module)
    assert "%alloc_0 = memref.view" in printed and "%alloc_1 = memref.view" in printed
    assert "%alloc_2" not in printed
