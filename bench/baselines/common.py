"""What every baseline returns, and helpers to load kernels and judge plans.

A baseline takes one parsed kernel (``passes.analysis.kernels.Kernel``, as found by
``find_kernels``) and returns a :class:`BaselineResult`: a byte offset per
buffer (by the buffer's name as our pass reports it) and the arena size.
``check_against_ours`` replays a baseline's offsets against *our* conflict
graph (design §3) with each buffer's real byte size, so a baseline that puts
two buffers that are live together on the same bytes is caught.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from smem_opt.passes.analysis.conflicts import analyze_kernel
from smem_opt.passes.analysis.kernels import Kernel, find_kernels
from smem_opt.passes.planner.packing import Item, check_plan
from smem_opt.tools.smem_opt import build_context, parse_module


@dataclass
class BaselineResult:
    name: str
    offsets: dict[str, int]
    total_bytes: int
    sizes: dict[str, int] = field(default_factory=dict)
    """Bytes the baseline reserves per buffer (its own size rule)."""
    notes: list[str] = field(default_factory=list)


class BaselineCrash(Exception):
    """The modelled tool fails on this input (documented behaviour)."""


_CTX = None


def context():
    global _CTX
    if _CTX is None:
        _CTX = build_context()
    return _CTX


def parse_kernels(text: str, name: str = "<bench>") -> list[Kernel]:
    module = parse_module(context(), text, name)
    return find_kernels(module)


def parse_kernel(text: str, name: str = "<bench>") -> Kernel:
    kernels = parse_kernels(text, name)
    if len(kernels) != 1:
        raise ValueError(f"expected one kernel, found {len(kernels)}")
    return kernels[0]


def our_conflicts(kernel: Kernel) -> list[tuple[str, str]]:
    an = analyze_kernel(kernel)
    return sorted(tuple(sorted((x.name, y.name))) for x, y in (tuple(k) for k in an.edges))  # type: ignore[misc]


def check_against_ours(kernel: Kernel, result: BaselineResult, conflicts=None) -> list[str]:
    """Overlaps of buffers that our analysis says must not share bytes (empty: none).

    Alignment is not checked here (baselines have their own alignment rules)."""
    if conflicts is None:
        conflicts = our_conflicts(kernel)
    items = [Item(b.name, result.sizes.get(b.name, b.static_bytes()), 1) for b in kernel.buffers if not b.is_dynamic]
    offsets = {it.name: result.offsets.get(it.name, 0) for it in items}
    return check_plan(items, conflicts, offsets)


def accesses_by_buffer(kernel: Kernel):
    """Per buffer: the ops that access it or an alias (our alias analysis), in program order."""
    from smem_opt.passes.analysis.aliases import compute_aliases
    from smem_opt.passes.analysis.control_flow import ControlFlow

    order = ControlFlow(kernel.op)
    info = compute_aliases(kernel.buffers)
    return order, {b: sorted(info.accesses.get(b, []), key=lambda o: order.start[o]) for b in kernel.buffers}
