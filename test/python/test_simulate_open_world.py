"""Differential tests of smem-coalesce on generated upstream kernels with open-world pieces
(``generators.gen_open``: affine loops and branches, cf loops and successive blocks, escaped
addresses read through ``llvm.load``, vector accesses and async copies, ``vector<3xf32>``
buffers), run by the independent check (``tools.check.run.check``: each side lowered by stock
mlir-opt, all kernels in one ``gpu.module``).

Each plan (``smem-coalesce`` and ``smem-coalesce{insert-barriers=true}``, each followed by
``smem-verify-plan``, which must accept it) must show no error against the kernels as written:
same outputs, no new race, fault or changed shared read. And the check is sensitive on these
kernels: a plan with every buffer at byte 0 is caught on most of them.

Left out, because the check cannot run them: kernels with ``"test.repeat"`` (an unregistered
op) and kernels with ``i1`` buffers (mlir-opt 22 stops on an assertion lowering a
``memref.view`` to ``i1`` elements).
"""

from __future__ import annotations

import os
import random

import pytest

from generators.gen import RandomChooser
from generators.gen_open import generate_open
from smem_opt.reader.diagnostics import collect_warnings
from smem_opt.tools.check.run import CheckOptions, check
from smem_opt.reader.ir_io import print_module
from smem_opt.tools.smem_opt import build_context, build_pipeline, parse_module
from smem_opt.tools.toolchain import find_mlir_opt

pytestmark = pytest.mark.skipif(find_mlir_opt() is None, reason="needs mlir-opt")

CTX = build_context(allow_unregistered=True)
EXAMPLES = int(os.environ.get("SMEM_OPEN_FUZZ_EXAMPLES", "40"))
PLANS = ("smem-coalesce,smem-verify-plan", "smem-coalesce{insert-barriers=true},smem-verify-plan")
CANNOT_RUN = ('"test.repeat"', "xi1, #gpu")

PIECES = (
    "affine.for", "affine.load", "affine.store", '"affine.if"', "cf.cond_br", "cf.br", "scf.index_switch",
    "extract_aligned_pointer_as_index", "llvm.load", "vector.store", "vector.transfer_read",
    "vector.transfer_write", "vector.maskedload", "vector.maskedstore", "nvgpu.device_async_copy",
    "nvgpu.device_async_create_group", "vector<3xf32>, #gpu",
)


def open_module(seeds: range) -> tuple[str, list[str]]:
    """The generated kernels @o<seed> that the check can run, as one module; their names."""
    funcs, names = [], []
    for seed in seeds:
        text = generate_open(RandomChooser(random.Random(seed)), name=f"o{seed}")
        if any(piece in text for piece in CANNOT_RUN):
            continue
        funcs.append(text.split("  gpu.module @m {\n", 1)[1].rsplit("  }\n}\n", 1)[0])
        names.append(f"o{seed}")
    return "module attributes {gpu.container_module} {\n  gpu.module @m {\n" + "".join(funcs) + "  }\n}\n", names


def planned(text: str, pipeline: str):
    module = parse_module(CTX, text, "open.mlir")
    with collect_warnings():
        for p in build_pipeline(pipeline, None):
            p.apply(CTX, module)
    module.verify()
    return module


def generic(module) -> str:
    return print_module(module, generic=True, debuginfo=True)


def test_generated_kernels_use_every_piece_the_check_runs():
    text, names = open_module(range(EXAMPLES))
    missing = [p for p in PIECES if p not in text]
    assert not missing
    assert len(names) >= EXAMPLES // 3


def test_open_world_kernels_keep_their_behaviour():
    text, names = open_module(range(EXAMPLES))
    reference = generic(parse_module(CTX, text, "open.mlir"))
    for pipeline in PLANS:
        report = check(generic(planned(text, pipeline)), reference, False, CheckOptions(schedules=2))
        errors = [f.render() for f in report.findings if f.severity == "error"]
        assert not errors, f"{pipeline}:\n" + "\n".join(errors)
        assert report.kernels == len(names)


def _overlay_all_at_zero(module) -> set[str]:
    """A deliberately wrong plan: every view of the arena at byte 0. Returns the kernels where a
    view moved (was not at byte 0 already)."""
    from xdsl.dialects.arith import ConstantOp
    from xdsl.dialects.builtin import IndexType, IntegerAttr

    moved = set()
    for func in list(module.walk()):
        if func.name != "gpu.func":
            continue
        for op in list(func.walk()):
            if op.name == "memref.view":
                old = op.operands[1].owner
                value = getattr(getattr(old, "properties", {}).get("value"), "value", None)
                if getattr(value, "data", None) != 0:
                    moved.add(func.sym_name.data)
                zero = ConstantOp(IntegerAttr(0, IndexType()))
                op.parent_block().insert_op_before(zero, op)
                op.operands[1] = zero.result
    return moved


def test_wrong_plans_are_caught_on_open_world_kernels():
    text, _ = open_module(range(EXAMPLES))
    reference = generic(parse_module(CTX, text, "open.mlir"))
    module = planned(text, "smem-coalesce")
    moved = _overlay_all_at_zero(module)
    report = check(generic(module), reference, False, CheckOptions(schedules=1))
    lines = text.splitlines()
    starts = sorted((k + 1, line.split("@", 1)[1].split("(", 1)[0])
                    for k, line in enumerate(lines) if "gpu.func @" in line)

    def kernel_at(line: int) -> str:
        return [name for start, name in starts if start <= line][-1]

    caught = {kernel_at(f.loc[1]) for f in report.findings if f.severity == "error" and f.loc}
    assert len(moved) >= 4
    assert caught <= moved  # an unchanged plan is never blamed
    assert len(caught) >= max(3, len(moved) // 2), (sorted(caught), sorted(moved))
