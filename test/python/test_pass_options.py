"""Passes own their options: every option of our passes declares the values it accepts on its
field (``passes.options``), the pass refuses anything else when it is made (whoever makes it),
a pipeline carries and forwards its members' ranges, and ``--help`` prints what the fields say.
Passes that make kernel plans are found by the ``PlanningPass`` protocol, not by their class."""

from __future__ import annotations

import dataclasses
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

import pytest
from xdsl.passes import ModulePass

from smem_opt.passes.options import (
    KNOWN_TARGET,
    IntRange,
    OneOf,
    OptionError,
    accepted,
    check_options,
    option,
)
from smem_opt.passes.pipelines import PlanningPass, SmemToNvvmReadyPass, pipeline_pass, run_pass
from smem_opt.passes.registry import PASSES
from smem_opt.passes.rewrite.convert_smem_to_gpu import ConvertSmemToGpuPass
from smem_opt.passes.rewrite.smem_coalesce import SmemCoalescePass
from smem_opt.passes.verify.verify_plan import SmemVerifyPlanPass
from smem_opt.tools.smem_opt import build_context, parse_module

ROOT = Path(__file__).resolve().parents[2]
MATMUL = ROOT / "examples" / "matmul_tiled.mlir"


@pytest.mark.parametrize(
    "make, words",
    [
        (lambda: SmemCoalescePass(alignment=24), "pass 'smem-coalesce': option 'alignment' must be a power of two between 1 and 2^30, got 24"),
        (lambda: SmemCoalescePass(alignment=2**31), "option 'alignment' must be between 1 and 2^30"),
        (lambda: SmemCoalescePass(search_budget=-5), "option 'search-budget' must be between 0 and"),
        (lambda: SmemCoalescePass(barrier_objective="speed"), "must be one of bytes, occupancy, got 'speed'"),
        (lambda: ConvertSmemToGpuPass(target="sm_1"), "convert-smem-to-gpu: unknown target 'sm_1'"),
        (lambda: SmemToNvvmReadyPass(alignment=3), "pass 'smem-coalesce': option 'alignment'"),
        (lambda: dataclasses.replace(SmemCoalescePass(), alignment=0), "option 'alignment'"),
    ],
)
def test_a_pass_with_an_option_out_of_range_is_never_made(make, words: str) -> None:
    with pytest.raises(OptionError) as caught:
        make()
    assert isinstance(caught.value, ValueError) and words in str(caught.value)


def test_values_in_range_are_accepted_at_their_ends() -> None:
    assert SmemCoalescePass(alignment=1).alignment == 1
    assert SmemCoalescePass(alignment=2**30, search_budget=0).search_budget == 0
    assert SmemCoalescePass(search_budget=2**63 - 1, barrier_objective="occupancy", target="90").target == "90"


def test_every_option_of_our_passes_declares_what_it_accepts() -> None:
    """The one place for a range is the field: an int or str option without one would be
    checked by nothing (bools need none)."""
    for name, factory in PASSES.items():
        for f in dataclasses.fields(factory()):
            if f.type in ("bool", bool):
                continue
            assert accepted(f) is not None, f"{name}: option '{f.name}' declares no range"


def test_a_pipeline_carries_its_members_ranges() -> None:
    fields = {f.name: accepted(f) for f in dataclasses.fields(SmemToNvvmReadyPass)}
    members = {f.name: accepted(f) for m in SmemToNvvmReadyPass.members for f in dataclasses.fields(m)}
    assert fields == members
    assert fields["target"] is KNOWN_TARGET


def test_members_that_disagree_on_a_range_make_no_pipeline() -> None:
    @dataclass(frozen=True)
    class Narrow(ModulePass):
        name: ClassVar[str] = "narrow"
        size: int = option(4, IntRange(1, 8))

        def apply(self, ctx, op) -> None:
            pass

    @dataclass(frozen=True)
    class Wide(ModulePass):
        name: ClassVar[str] = "wide"
        size: int = option(4, IntRange(1, 64))

        def apply(self, ctx, op) -> None:
            pass

    with pytest.raises(TypeError, match="members disagree on option 'size'"):
        pipeline_pass("narrow-and-wide", (Narrow, Wide))
    assert pipeline_pass("narrow-twice", (Narrow, Narrow))(size=8).size == 8


def test_options_without_a_range_fit_in_64_bits() -> None:
    @dataclass(frozen=True)
    class Plain(ModulePass):
        name: ClassVar[str] = "plain"
        depth: int = 1
        mode: str = option("a", OneOf(("a", "b")))

        def apply(self, ctx, op) -> None:
            pass

    check_options(Plain(depth=2**63 - 1))
    with pytest.raises(OptionError, match="option 'depth' = 9223372036854775808 does not fit in 64 bits"):
        check_options(Plain(depth=2**63))
    with pytest.raises(OptionError, match="option 'mode' must be one of a, b, got 'c'"):
        check_options(Plain(mode="c"))


def test_help_prints_the_ranges_the_fields_declare() -> None:
    proc = subprocess.run(
        [sys.executable, "-c", "from smem_opt.tools.smem_opt import main; main(['--help'])"],
        capture_output=True, text=True, check=True,
    )
    for f in dataclasses.fields(SmemCoalescePass):
        if (accepts := accepted(f)) is not None:
            assert f"      {f.name.replace('_', '-')}: " in proc.stdout
            assert f", {accepts.describe()}\n" in proc.stdout


def test_planning_passes_are_found_by_their_shape() -> None:
    assert isinstance(SmemCoalescePass(), PlanningPass)
    assert isinstance(SmemToNvvmReadyPass(), PlanningPass)
    assert not isinstance(SmemVerifyPlanPass(), PlanningPass)
    assert not isinstance(ConvertSmemToGpuPass(), PlanningPass)

    @dataclass(frozen=True)
    class Recorder(ModulePass):
        """Not a pass of ours: run_pass asks the protocol, not the class."""

        name: ClassVar[str] = "recorder"

        def apply(self, ctx, op) -> None:
            raise AssertionError("a planning pass is applied through apply_with_plans")

        def apply_with_plans(self, ctx, op) -> list:
            return ["plan"]

    ctx = build_context()
    module = parse_module(ctx, MATMUL.read_text(), str(MATMUL))
    assert run_pass(Recorder(), ctx, module) == ["plan"]
    (plan,) = run_pass(SmemCoalescePass(alignment=64), ctx, module)
    assert plan.options.alignment == 64
    assert run_pass(SmemVerifyPlanPass(), ctx, module) == []
