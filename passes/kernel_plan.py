"""``KernelPlan``: what ``smem-coalesce`` decided for one kernel, and the questions it answers.

One object per kernel, in the manner of Triton's ``Allocation``: it holds the kernel, the options
the pass ran with, the analysis (``passes.analysis.conflicts.KernelAnalysis``) and the plan
(``passes.planner.packing.Plan``), and answers

- ``offset(buffer)``: the byte offset of a buffer in the arena;
- ``conflict(x, y)``: why two buffers may not share (``None`` when they may);
- ``live_at(op)``: the buffers live at an op;
- ``arena_bytes``, ``lower_bound``, ``lower_bound_clique``, ``proven_optimal``;
- ``kernel_lower_bound`` (the bound of the conflicts that are facts of the kernel, without those
  only a conservative rule decided: ``passes.analysis.conservative``) and ``optimal`` (the arena
  meets it: no plan of this kernel is smaller, whatever the rules could learn);
- ``dump()``: all of it as text.

``plan_kernel`` makes one without touching the IR; the pass applies it
(``passes.rewrite.smem_coalesce``) and returns the plans it made, and the report reads them. Nothing is
kept in module-level state; what later passes need travels in the IR as attributes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from xdsl.ir import Operation

from smem_opt.passes.analysis.conflicts import Conflict, KernelAnalysis, analyze_kernel
from smem_opt.passes.analysis.conservative import conservative_rule
from smem_opt.passes.analysis.kernels import Buffer, Kernel, find_kernels, is_already_coalesced, name_pair
from smem_opt.passes.planner.packing import Item, Plan, max_weight_clique, plan_arena
from smem_opt.passes.target.targets import DEFAULT_TARGET


@dataclass(frozen=True)
class CoalesceOptions:
    """The options of ``smem-coalesce`` that shape a plan."""

    alignment: int = 16
    insert_barriers: bool = False
    search_budget: int | None = None
    barrier_objective: str = "bytes"
    target: str = DEFAULT_TARGET


@dataclass(eq=False, frozen=True)
class KernelPlan:
    """The plan of one kernel and the queries on it (a query object, like Triton's
    ``Allocation``): offsets, bounds, conflicts and why, live buffers at an op.

        plan = plan_kernel(kernel)                  # analyses the kernel; changes no IR
        plan.offset("tile_0"), plan.conflict("a", "b"), plan.live_at(op)

    Frozen: what the rewrite did is a new plan (``dataclasses.replace``: ``applied``, the
    barriers it inserted). The analysis inside is valid until the kernel is rewritten: after
    ``smem-coalesce`` has applied the plan, ask the figures, not the IR positions."""

    kernel: Kernel
    options: CoalesceOptions
    analysis: KernelAnalysis
    plan: Plan
    items: list[Item]
    dynamic: list[Buffer] = field(default_factory=list)
    inserted_barriers: list[Operation] = field(default_factory=list)
    barriers: Any = None
    """With insert-barriers: what the barrier search decided
    (``passes.barrier_plan.BarrierInsertion``)."""
    applied: bool = False
    """True once the pass rewrote the kernel with this plan."""

    # -- figures ----------------------------------------------------------------------------
    @property
    def name(self) -> str:
        return self.kernel.name

    @property
    def arena_bytes(self) -> int:
        return self.plan.arena_bytes

    @property
    def lower_bound(self) -> int:
        return self.plan.lower_bound

    @property
    def lower_bound_clique(self) -> tuple[str, ...]:
        return self.plan.lower_bound_clique

    @property
    def proven_optimal(self) -> bool:
        return self.plan.proven_optimal

    @property
    def unshared_bytes(self) -> int:
        return sum(item.size for item in self.items)

    @cached_property
    def conservative_conflicts(self) -> dict[tuple[str, str], str]:
        """Pairs kept apart only by a conservative rule (an op nobody described, a capture, a wait
        not proven to retire a copy, ...), with the rule: what the kernel may not need."""
        found: dict[tuple[str, str], str] = {}
        for key in self.analysis.edges:
            x, y = sorted(key, key=lambda b: b.index)
            rule = conservative_rule(self.analysis, x, y)
            if rule is not None:
                found[name_pair(key)] = rule
        return found

    @cached_property
    def _kernel_bound(self) -> tuple[int, tuple[str, ...]]:
        if not self.conservative_conflicts:
            return self.plan.lower_bound, self.plan.lower_bound_clique
        facts = [pair for pair in self.conflict_pairs() if pair not in self.conservative_conflicts]
        return max_weight_clique(self.items, facts)

    @property
    def kernel_lower_bound(self) -> int:
        """A lower bound of every correct plan of the kernel: the heaviest clique of the conflicts
        that are facts (equal to ``lower_bound`` when no conservative rule decided a pair)."""
        return self._kernel_bound[0]

    @property
    def kernel_lower_bound_clique(self) -> tuple[str, ...]:
        return self._kernel_bound[1]

    @property
    def optimal(self) -> bool:
        """No plan of the kernel is smaller: the planner proved it optimal for conflicts that are
        all facts, or the arena meets ``kernel_lower_bound``."""
        if not self.conservative_conflicts and self.plan.proven_optimal:
            return True
        return self.arena_bytes <= self.kernel_lower_bound

    @property
    def optimal_for_conflicts(self) -> bool:
        """The planner proved the arena optimal for the conflicts it was given (some of which a
        conservative rule may have decided)."""
        return self.plan.proven_optimal

    # -- queries ----------------------------------------------------------------------------
    def buffer(self, name: str | Buffer) -> Buffer:
        if isinstance(name, Buffer):
            return name
        for buf in self.kernel.buffers:
            if buf.name == name:
                return buf
        raise KeyError(f"kernel '{self.name}' has no buffer '{name}'")

    def offset(self, buffer: str | Buffer) -> int | None:
        """Byte offset of a static buffer in the arena (None: placed after it at run time)."""
        return self.plan.offsets.get(self.buffer(buffer).name)

    def conflict(self, x: str | Buffer, y: str | Buffer) -> Conflict | None:
        """Why ``x`` and ``y`` may not share bytes, or None when they may."""
        return self.analysis.conflict(self.buffer(x), self.buffer(y))

    def arena_without_conflict(self, x: str | Buffer, y: str | Buffer, node_budget: int | None = None) -> int:
        """The arena the planner gives when ``x`` and ``y`` may share bytes, every other conflict
        kept: what lifting that one conflict (a barrier between them) would buy at most. A query:
        the plan and the kernel are left as they are; ``node_budget`` bounds the search."""
        pair = name_pair((self.buffer(x), self.buffer(y)))
        edges = [e for e in self.conflict_pairs() if e != pair]
        return plan_arena(self.items, edges, node_budget=node_budget).arena_bytes

    def conflict_pairs(self) -> list[tuple[str, str]]:
        """Every pair of buffers that may not share, as sorted pairs of names."""
        return [name_pair(key) for key in self.analysis.edges]

    def live_at(self, op: Operation) -> list[Buffer]:
        """Buffers whose span (after every widening of design §3) covers ``op``."""
        point = self.analysis.order.start.get(op)
        if point is None:
            return []
        return [
            b
            for b, live in self.analysis.liveness.items()
            if live.span is not None and live.span[0] <= point <= live.span[1]
        ]

    def dump(self) -> str:
        """The plan as text: figures, then one line per buffer and per conflict."""
        lines = [
            f"kernel @{self.name}: arena {self.arena_bytes} B, unshared {self.unshared_bytes} B, "
            f"lower bound {self.lower_bound} B {list(self.lower_bound_clique)}"
            + (", optimal" if self.proven_optimal else f", at most {self.plan.gap_bytes} B above optimal"),
            f"  options: alignment={self.options.alignment} insert-barriers="
            f"{str(self.options.insert_barriers).lower()} search-budget={self.options.search_budget}",
        ]
        sizes = {item.name: item for item in self.items}
        for buf in self.kernel.buffers:
            item = sizes.get(buf.name)
            where = self.plan.offsets.get(buf.name)
            lines.append(
                f"  {buf.name}: "
                + (f"[{where}, {where + item.size}) align {item.align}" if item and where is not None else "dynamic")
            )
        for pair, conflict in sorted(self.analysis.edges.items(), key=lambda kv: name_pair(kv[0])):
            x, y = name_pair(pair)
            lines.append(f"  conflict {x} / {y}: {conflict.kind}")
        return "\n".join(lines) + "\n"


def plan_kernel(kernel: Kernel, options: CoalesceOptions = CoalesceOptions()) -> KernelPlan:
    """Analyse one kernel and plan its static buffers (changes no IR)."""
    analysis = analyze_kernel(kernel)
    static = [b for b in kernel.buffers if not b.is_dynamic]
    items = [Item(b.name, b.padded_bytes(options.alignment), b.alignment(options.alignment)) for b in static]
    conflicts = [(x.name, y.name) for x, y in (tuple(k) for k in analysis.edges)]
    hints = [[b.name for b in clique] for clique in analysis.live_cliques(static)]
    plan = plan_arena(items, conflicts, clique_hints=hints, node_budget=options.search_budget)
    dynamic = [b for b in kernel.buffers if b.is_dynamic]
    return KernelPlan(kernel, options, analysis, plan, items, dynamic)


def plan_module(module: Operation, options: CoalesceOptions = CoalesceOptions()) -> list[KernelPlan]:
    """The plans of the kernels of ``module`` that smem-coalesce would plan (those with workgroup
    buffers, not already coalesced), made without rewriting anything."""
    return [
        plan_kernel(kernel, options)
        for kernel in find_kernels(module)
        if kernel.buffers and not is_already_coalesced(kernel)
    ]


__all__ = ["CoalesceOptions", "KernelPlan", "plan_kernel", "plan_module"]
