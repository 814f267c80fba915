"""The passes and named pipelines smem-opt offers, by name.

Factories import lazily so that ``smem-opt --help`` stays fast and so that stock
``xdsl-opt`` (through the ``xdsl.universe`` entry point) pays nothing until a pass
is used.
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.passes import ModulePass


def _coalesce() -> type[ModulePass]:
    from passes.smem_coalesce import SmemCoalescePass

    return SmemCoalescePass


def _verify_plan() -> type[ModulePass]:
    from passes.verify_plan import SmemVerifyPlanPass

    return SmemVerifyPlanPass


def _to_gpu() -> type[ModulePass]:
    from passes.convert_smem_to_gpu import ConvertSmemToGpuPass

    return ConvertSmemToGpuPass


PASSES: dict[str, Callable[[], type[ModulePass]]] = {
    "smem-coalesce": _coalesce,
    "smem-verify-plan": _verify_plan,
    "convert-smem-to-gpu": _to_gpu,
}
"""Pass name -> factory returning the pass class."""

PIPELINES: dict[str, tuple[str, ...]] = {
    "smem-to-nvvm-ready": ("smem-coalesce", "smem-verify-plan", "convert-smem-to-gpu"),
}
"""Named pipelines: a name that expands to passes. Options given to the name go to
every member pass that has an option of that name."""

DESCRIPTIONS: dict[str, str] = {
    "smem-coalesce": "pack workgroup buffers whose lifetimes never meet into one aligned arena",
    "smem-verify-plan": "independently check that no two conflicting views of an arena overlap",
    "convert-smem-to-gpu": "lower smem kernels to gpu.module / gpu.func for upstream convert-gpu-to-nvvm",
    "smem-to-nvvm-ready": "pipeline: smem-coalesce, smem-verify-plan, convert-smem-to-gpu",
}
