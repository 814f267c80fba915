"""The passes and named pipelines smem-opt offers, by name, with a line about each for ``--help``.

Factories import lazily so that ``smem-opt --help`` stays fast and so that stock
``xdsl-opt`` (through the ``xdsl.universe`` entry point) pays nothing until a pass
is used. The values each option accepts are on the pass's own fields (``passes.options``).
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.passes import ModulePass


def _coalesce() -> type[ModulePass]:
    from smem_opt.passes.rewrite.smem_coalesce import SmemCoalescePass

    return SmemCoalescePass


def _verify_plan() -> type[ModulePass]:
    from smem_opt.passes.verify.verify_plan import SmemVerifyPlanPass

    return SmemVerifyPlanPass


def _to_gpu() -> type[ModulePass]:
    from smem_opt.passes.rewrite.convert_smem_to_gpu import ConvertSmemToGpuPass

    return ConvertSmemToGpuPass


def _to_nvvm_ready() -> type[ModulePass]:
    from smem_opt.passes.pipelines import SmemToNvvmReadyPass

    return SmemToNvvmReadyPass


PASSES: dict[str, Callable[[], type[ModulePass]]] = {
    "smem-coalesce": _coalesce,
    "smem-verify-plan": _verify_plan,
    "convert-smem-to-gpu": _to_gpu,
    "smem-to-nvvm-ready": _to_nvvm_ready,
}
"""Pass name -> factory returning the pass class (a named pipeline is a pass too)."""

PIPELINES: dict[str, tuple[str, ...]] = {
    "smem-to-nvvm-ready": ("smem-coalesce", "smem-verify-plan", "convert-smem-to-gpu"),
}
"""Named pipelines by the names of their members, for ``--help`` without loading any pass
(``passes.pipelines`` defines each as a pass over the member classes; a test checks they agree)."""


DESCRIPTIONS: dict[str, str] = {
    "smem-coalesce": "pack workgroup buffers whose lifetimes never meet into one aligned arena",
    "smem-verify-plan": "independently check that no two conflicting views of an arena overlap",
    "convert-smem-to-gpu": "lower smem kernels to gpu.module / gpu.func for upstream convert-gpu-to-nvvm",
    **{name: "pipeline: " + ", ".join(members) for name, members in PIPELINES.items()},
}
