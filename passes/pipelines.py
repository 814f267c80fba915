"""Named pipelines as passes: ``smem-to-nvvm-ready`` is one ``ModulePass`` that runs its members.

A pipeline is defined here by its member pass classes (``passes.registry.PIPELINES`` lists their
names for ``--help``). Its options are the union of its
members' options, with the members' types and defaults; each option given to the pipeline goes to
every member that has an option of that name (``smem-to-nvvm-ready{alignment=64}`` is
``smem-coalesce{alignment=64}``, ``target`` goes to ``convert-smem-to-gpu``). Two members that
share an option name must agree on its type, default and range (``passes.options``); the
pipeline's field carries that range for ``--help``, and the members check the values as they
receive them, when the pipeline is made.

A pass that makes kernel plans says so by its shape (``PlanningPass``: ``apply_with_plans``).
``run_pass`` applies any pass and returns the kernel plans it made: those of ``smem-coalesce``,
whether it runs alone or as a member of a pipeline.
"""

from __future__ import annotations

import dataclasses
import typing
from typing import Any, ClassVar, Protocol, runtime_checkable

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

from smem_opt.passes.kernel_plan import KernelPlan
from smem_opt.passes.rewrite.convert_smem_to_gpu import ConvertSmemToGpuPass
from smem_opt.passes.rewrite.smem_coalesce import SmemCoalescePass
from smem_opt.passes.verify.verify_plan import SmemVerifyPlanPass


@runtime_checkable
class PlanningPass(Protocol):
    """A pass that returns the kernel plans it made when it is applied."""

    def apply_with_plans(self, ctx: Context, op: ModuleOp) -> list[KernelPlan]:
        """Apply the pass to ``op``; the kernel plans it made."""
        ...


@dataclasses.dataclass(frozen=True)
class PipelinePass(ModulePass):
    """A pass that runs ``members`` in order, each with the options it shares with this pass."""

    members: ClassVar[tuple[type[ModulePass], ...]] = ()

    def __post_init__(self) -> None:
        self.member_passes()  # each member checks the options it receives

    def member_passes(self) -> list[ModulePass]:
        """The member passes with this pass's options."""
        values = {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}
        return [
            member(**{f.name: values[f.name] for f in dataclasses.fields(member) if f.init})
            for member in self.members
        ]

    def apply_with_plans(self, ctx: Context, op: ModuleOp) -> list[KernelPlan]:
        """Run the members on ``op``; the kernel plans they made."""
        plans: list[KernelPlan] = []
        for member in self.member_passes():
            plans += run_pass(member, ctx, op)
        return plans

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        self.apply_with_plans(ctx, op)


def run_pass(p: ModulePass, ctx: Context, op: ModuleOp) -> list[KernelPlan]:
    """Apply ``p`` to ``op``; the kernel plans it made (none for a pass that makes none)."""
    if isinstance(p, PlanningPass):
        return p.apply_with_plans(ctx, op)
    p.apply(ctx, op)
    return []


def pipeline_pass(name: str, members: tuple[type[ModulePass], ...]) -> type[PipelinePass]:
    """A ``PipelinePass`` class named ``name`` that runs ``members`` in order."""
    options: dict[str, tuple[Any, dataclasses.Field]] = {}
    for member in members:
        hints = typing.get_type_hints(member)
        for f in dataclasses.fields(member):
            if not f.init:
                continue
            seen = options.get(f.name)
            if seen is not None and (
                seen[0] != hints[f.name] or seen[1].default != f.default or seen[1].metadata != f.metadata
            ):
                raise TypeError(f"pipeline '{name}': members disagree on option '{f.name}'")
            options.setdefault(f.name, (hints[f.name], f))
    fields = [
        (option, kind, dataclasses.field(default=f.default, metadata=f.metadata))
        for option, (kind, f) in options.items()
    ]
    class_name = "".join(part.capitalize() for part in name.split("-")) + "Pass"
    return dataclasses.make_dataclass(
        class_name,
        fields,
        bases=(PipelinePass,),
        frozen=True,
        namespace={
            "name": name,
            "members": members,
            "__module__": __name__,
            "__doc__": f"Pipeline ``{name}``: " + ", ".join(m.name for m in members) + ", in order.",
        },
    )


SmemToNvvmReadyPass = pipeline_pass(
    "smem-to-nvvm-ready", (SmemCoalescePass, SmemVerifyPlanPass, ConvertSmemToGpuPass)
)
"""The ``smem-to-nvvm-ready`` pipeline as one pass."""
