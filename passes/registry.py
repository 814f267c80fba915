"""The passes and named pipelines smem-opt offers, by name, and the values their options accept.

Factories import lazily so that ``smem-opt --help`` stays fast and so that stock
``xdsl-opt`` (through the ``xdsl.universe`` entry point) pays nothing until a pass
is used.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

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

I64_MAX = 2**63 - 1
I64_MIN = -(2**63)


@dataclass(frozen=True)
class IntOptionRange:
    """The values an integer pass option accepts."""

    low: int
    high: int
    power_of_two: bool = False

    def describe(self) -> str:
        """The accepted values in words, for ``--help``."""
        if self.power_of_two:
            return f"a power of two in [{self.low}, {_power(self.high)}]"
        high = "2^63 - 1" if self.high == I64_MAX else str(self.high)
        return f"in [{self.low}, {high}]"

    def problem(self, value: int) -> str | None:
        """Why ``value`` is not accepted, or None."""
        if self.power_of_two and (value <= 0 or value & (value - 1)):
            return f"must be a power of two between {self.low} and {_power(self.high)}, got {value}"
        if not self.low <= value <= self.high:
            high = _power(self.high) if self.power_of_two else str(self.high)
            return f"must be between {self.low} and {high}, got {value}"
        return None


def _power(value: int) -> str:
    return f"2^{value.bit_length() - 1}" if value > 0 and value & (value - 1) == 0 else str(value)


MAX_ALIGNMENT = 2**30
"""Largest ``alignment`` accepted: far beyond any target's shared memory (227 KiB), and
small enough that offsets and sizes stay within i64."""

INT_OPTION_RANGES: dict[tuple[str, str], IntOptionRange] = {
    ("smem-coalesce", "alignment"): IntOptionRange(1, MAX_ALIGNMENT, power_of_two=True),
    ("smem-coalesce", "search_budget"): IntOptionRange(0, I64_MAX),
}
"""(pass, option field) -> accepted values. Every other integer option of every pass
must fit in i64; an option named ``target`` must name a known target."""

STR_OPTION_CHOICES: dict[tuple[str, str], tuple[str, ...]] = {
    ("smem-coalesce", "barrier_objective"): ("bytes", "occupancy"),
}
"""(pass, option field) -> the values a string option accepts."""
