"""``smem-verify-plan``: check a coalesced kernel from its IR alone, by a second method (design §6).

It trusts nothing the planner decided and shares no analysis with ``smem-coalesce``: only the op
table (``passes.analysis.op_kinds``) and the type sizes (``smem_dialect.types``). The pass reasons about
program-order spans and structural barrier placement; this check flattens the kernel into one
control-flow graph (``passes.verify.flat_cfg``: loops as back edges, unknown region ops and multi-block
regions as any-order repetition, divergent branches as concurrent) and solves three dataflow
problems over it, one bit per view:

- *in flight*: an async copy writes its destination from the copy until a ``pending = 0`` wait that
  follows a commit covering it on that path; a TMA load until a blocking wait on its mbarrier
  slot. While in flight, every node counts as an access of the destination;
- *barrier-free reach*: which views were accessed on some path since the last block-wide barrier
  (barriers in divergent code do not count);
- *liveness*: which views are accessed both before and after a node within one instance (the
  ``memref.view`` that replaced the alloc starts a new instance).

Two views that overlap in bytes are a wrong plan when an access of one is reached from an access of
the other with no barrier on some path, when one is live across an access of the other, or when
one is captured (pointer escapes, calls) and the other is used at all.

Each view is also checked on its own: a non-negative offset, an offset and an arena alignment that
satisfy what the view's element type and its accesses need (cp.async width, vectors, ldmatrix,
TMA; ``passes.analysis.op_kinds.access_alignment``), and bytes inside a static arena. Views of views (an
arena placed inside ``gpu.dynamic_shared_memory``) are resolved to absolute offsets.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from xdsl.context import Context
from xdsl.dialects.builtin import IntegerAttr, IntegerType, MemRefType, ModuleOp
from xdsl.ir import BlockArgument, Operation, SSAValue
from xdsl.passes import ModulePass

from smem_opt.passes.diagnostics import SmemDiagnostic, op_location
from smem_opt.passes.verify.flat_cfg import FlatCFG, build_cfg
from smem_opt.passes.analysis.kernels import Kernel, find_kernels
from smem_opt.passes.analysis.op_kinds import (
    ASYNC_COMMITS,
    ASYNC_COPIES,
    ASYNC_WAITS,
    MBARRIER_WAITS,
    TMA_LOADS,
    UseRole,
    access_alignment,
    aliases_results,
    forwarded_values,
    is_memref,
    same_mbarrier_slot,
    use_role,
    wait_pending,
)
from smem_opt.passes.analysis.program_order import op_attr
from smem_opt.smem_dialect.gpu import is_workgroup_memref
from smem_opt.smem_dialect.types import element_abi_align, element_storage_bytes

i8 = IntegerType(8)

DYNAMIC_SHARED_MEMORY_ALIGN = 16
"""What PTX guarantees for ``extern .shared`` (dynamic shared memory)."""


@dataclass(eq=False)
class PlacedView:
    """One buffer as the coalesced kernel sees it: a view of an arena at a byte offset."""

    name: str
    value: SSAValue
    view: Operation
    root: SSAValue
    offset: int | None
    nbytes: int | None
    index: int
    own: SSAValue | None = None
    """The ``gpu.dynamic_shared_memory`` value this view was made of directly (not through an
    arena): two direct views of the same value are the kernel's own layout (it may reinterpret
    its bytes on purpose), not a plan to check."""
    accesses: list[Operation] = field(default_factory=list)
    kills: list[Operation] = field(default_factory=list)
    captured_by: Operation | None = None
    required_align: int = 1


_FOLDS: dict[str, Callable[[int, int], int | None]] = {
    "arith.addi": lambda a, b: a + b,
    "arith.subi": lambda a, b: a - b,
    "arith.muli": lambda a, b: a * b,
    "arith.divui": lambda a, b: a // b if b > 0 and a >= 0 else None,
    "arith.ceildivui": lambda a, b: -(-a // b) if b > 0 and a >= 0 else None,
}


def _const(value: SSAValue, depth: int = 0) -> int | None:
    """The value of an index computed from constants (offsets of buffers placed after others)."""
    owner = value.owner
    if not isinstance(owner, Operation) or depth > 64:
        return None
    if owner.name == "arith.constant":
        attr = op_attr(owner, "value")
        return attr.value.data if isinstance(attr, IntegerAttr) else None
    fold = _FOLDS.get(owner.name)
    if fold is None or len(owner.operands) != 2:
        return None
    a, b = (_const(v, depth + 1) for v in owner.operands)
    return None if a is None or b is None else fold(a, b)


def _is_byte_arena(value: SSAValue) -> bool:
    t = value.type
    return isinstance(t, MemRefType) and t.element_type == i8 and len(t.get_shape()) == 1


def _arena_roots(kernel: Kernel) -> list[tuple[SSAValue, SSAValue]]:
    """(root, value) pairs: each workgroup byte arena is its own root; every
    ``gpu.dynamic_shared_memory`` of the kernel addresses the same bytes, so they share the first
    one as their root."""
    pairs = [(b.value, b.value) for b in kernel.buffers if _is_byte_arena(b.value)]
    dynamic = [op.results[0] for op in kernel.op.walk() if op.name == "gpu.dynamic_shared_memory"]
    pairs += [(dynamic[0], d) for d in dynamic]
    return [
        (r, v) for r, v in pairs if isinstance(v.type, MemRefType) and is_workgroup_memref(v.type)
    ]


def _root_alignment(root: SSAValue, kernel: Kernel) -> int | None:
    owner = root.owner
    if isinstance(owner, Operation):
        if owner.name == "gpu.dynamic_shared_memory":
            return DYNAMIC_SHARED_MEMORY_ALIGN
        attr = op_attr(owner, "alignment")
        return attr.value.data if isinstance(attr, IntegerAttr) else None
    if isinstance(root, BlockArgument) and kernel.kind == "gpu":
        func = kernel.op
        attrs = func.workgroup_attribution_attrs()  # type: ignore[attr-defined]
        for i, arg in enumerate(func.workgroup_attributions):  # type: ignore[attr-defined]
            if arg is root and i < len(attrs):
                a = attrs[i].data.get("llvm.align")
                return a.value.data if isinstance(a, IntegerAttr) else None
    return None


def placed_views(kernel: Kernel) -> list[PlacedView]:
    """Every view of every arena of the kernel, with its absolute offset."""
    found: list[PlacedView] = []

    def visit(root: SSAValue, value: SSAValue, base: int | None) -> None:
        for use in list(value.uses):
            view = use.operation
            if view.name != "memref.view" or use.index != 0:
                continue
            off = _const(view.operands[1])
            offset = None if base is None or off is None else base + off
            result = view.results[0]
            uses = list(result.uses)
            inner = [u for u in uses if u.operation.name == "memref.view" and u.index == 0]
            if inner and _is_byte_arena(result):
                visit(root, result, offset)
                if len(inner) == len(uses):
                    continue
            final = result
            if result.has_one_use():
                user = result.get_user_of_unique_use()
                if user is not None and user.name == "memref.memory_space_cast":
                    final = user.results[0]
            nbytes = _view_bytes(view)
            name = final.name_hint or result.name_hint or f"view{len(found)}"
            direct = getattr(value.owner, "name", "") == "gpu.dynamic_shared_memory"
            found.append(
                PlacedView(name, result, view, root, offset, nbytes, len(found), value if direct else None)
            )

    for root, value in _arena_roots(kernel):
        visit(root, value, 0)
    position = {op: i for i, op in enumerate(kernel.op.walk())}
    found.sort(key=lambda v: position.get(v.view, 0))
    for i, v in enumerate(found):
        v.index = i
        _follow(v)
    return found


def _view_bytes(view: Operation) -> int | None:
    """Bytes a ``memref.view`` spans: its static shape, with run-time sizes folded when they are
    computed from constants (None: only known at run time)."""
    t = view.results[0].type
    if not isinstance(t, MemRefType):
        return None
    elem = element_storage_bytes(t.element_type)
    sizes = iter(view.operands[2:])
    n = 1
    for d in t.get_shape():
        if d < 0:
            given = next(sizes, None)
            d = _const(given) if given is not None else None
            if d is None or d < 0:
                return None
        n *= d
    return None if elem is None else n * elem


def _follow(v: PlacedView) -> None:
    """The view's accesses, deallocs and escapes, following its aliases."""
    t = v.value.type
    need = (element_abi_align(t.element_type) if isinstance(t, MemRefType) else None) or 1
    seen: set[SSAValue] = set()
    work = [v.value]
    accesses: dict[Operation, None] = {}
    while work:
        value = work.pop()
        if value in seen:
            continue
        seen.add(value)
        for use in list(value.uses):
            op = use.operation
            role = use_role(op, use.index)
            if role is UseRole.DEALLOC:
                v.kills.append(op)
                continue
            if role is UseRole.METADATA:
                continue
            produced: list[SSAValue] = []
            if role is UseRole.FORWARD:
                targets = forwarded_values(op, use.index)
                if targets is None:
                    v.captured_by = v.captured_by or op
                    accesses[op] = None
                else:
                    produced = list(targets)
            elif role is UseRole.ACCESS:
                accesses[op] = None
                need = max(need, access_alignment(op, value))
            elif role is UseRole.ESCAPE:
                accesses[op] = None
                v.captured_by = v.captured_by or op
            if aliases_results(op, role):
                produced += [r for r in op.results if is_memref(r)]
            work.extend(produced)
    v.accesses = list(accesses)
    v.required_align = need


def _at(op: Operation | None) -> str:
    if op is None:
        return "the end of the kernel"
    loc = op_location(op)
    return f"'{op.name}'" + (f" ({loc})" if loc else "")


# -- single-view checks --------------------------------------------------------------------------


def check_placement(kernel: Kernel, views: list[PlacedView]) -> None:
    for v in views:
        if v.offset is None:
            continue
        if v.offset < 0:
            raise SmemDiagnostic(
                f"smem-verify-plan: buffer '{v.name}' is placed at byte {v.offset}, before the "
                "start of its arena",
                v.view,
            )
        if v.offset % v.required_align:
            raise SmemDiagnostic(
                f"smem-verify-plan: buffer '{v.name}' is placed at byte {v.offset}, not a "
                f"multiple of the {v.required_align} bytes its element type and accesses need",
                v.view,
            )
        arena_align = _root_alignment(v.root, kernel)
        if arena_align is not None and arena_align < v.required_align:
            raise SmemDiagnostic(
                f"smem-verify-plan: arena is aligned to {arena_align} bytes but buffer "
                f"'{v.name}' needs {v.required_align}",
                v.view,
            )
        root_t = v.root.type
        size = root_t.get_shape()[0] if isinstance(root_t, MemRefType) else -1
        if size >= 0 and v.nbytes is not None and v.offset + v.nbytes > size:
            raise SmemDiagnostic(
                f"smem-verify-plan: buffer '{v.name}' spans bytes [{v.offset}, "
                f"{v.offset + v.nbytes}) past the end of the {size}-byte arena",
                v.view,
            )


# -- the dataflow ------------------------------------------------------------------------------


UNBOUNDED = 1 << 62
"""The end of a view whose size is only known at run time: it may reach any later byte."""


def _overlap(a: PlacedView, b: PlacedView) -> tuple[int, int] | None:
    if a.root is not b.root or a.offset is None or b.offset is None:
        return None
    end_a = a.offset + (a.nbytes if a.nbytes is not None else UNBOUNDED)
    end_b = b.offset + (b.nbytes if b.nbytes is not None else UNBOUNDED)
    lo, hi = max(a.offset, b.offset), min(end_a, end_b)
    return (lo, hi) if lo < hi else None


def _bits(mask: int):
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def _solve(
    order: list[int],
    inputs: list[list[int]],
    transfer: Callable[[int, int], int],
    n: int,
) -> tuple[list[int], list[int]]:
    """Round-robin may-dataflow: IN[n] = OR of OUT over ``inputs[n]``; OUT = transfer(n, IN)."""
    ins = [0] * n
    outs = [0] * n
    changed = True
    while changed:
        changed = False
        for node in order:
            acc = 0
            for p in inputs[node]:
                acc |= outs[p]
            ins[node] = acc
            new = transfer(node, acc)
            if new != outs[node]:
                outs[node] = new
                changed = True
    return ins, outs


UNCOMMITTED, COMMITTED, LANDED = 0, 1, 2
"""Phases of one async copy along a path: issued, covered by a commit, retired (TMA loads go
from issued straight to retired at a wait on their mbarrier slot)."""


@dataclass
class _Flow:
    """What the whole-kernel dataflows found, for the searches from each async copy."""

    cfg: FlatCFG
    direct: list[int]
    kill: list[int]
    partners: dict[int, int]
    reach_in: list[int]
    before_in: list[int]
    after_out: list[int]


def _async_writes(views: list[PlacedView]) -> list[tuple[Operation, int]]:
    return [
        (op, v.index)
        for v in views
        for op in v.accesses
        if op.name in ASYNC_COPIES or op.name in TMA_LOADS
    ]


def _check_async_write(flow: _Flow, copy: Operation, y: int, views, overlapping) -> None:
    """Follow every path from ``copy`` (into view ``y``): while it is in flight, any access of an
    overlapping view conflicts, barrier or not, and so does a view live across that point (it was
    accessed before the copy and is read after); once retired, an overlapping access still needs
    a barrier first (other threads' copies may not have landed). Path by path, so a copy on one
    branch never meets an access on the other."""
    cfg = flow.cfg
    mask = flow.partners.get(y, 0)
    if not mask:
        return
    start = cfg.node_of[copy]
    tma = copy.name in TMA_LOADS
    # state per (node, phase): views live from before the copy, still not ended on this path
    carried: dict[tuple[int, int], int] = {(start, UNCOMMITTED): flow.before_in[start] & mask}
    work = [(start, UNCOMMITTED)]
    while work:
        node, phase = work.pop()
        live = carried[(node, phase)]
        op = cfg.op_at[node]
        here = flow.direct[node] & mask & ~(1 << y)
        if node != start and here:
            x = next(_bits(here))
            why = (
                f"{_at(op)} accesses it while the async copy {_at(copy)} may still be writing"
                if phase != LANDED
                else f"no barrier separates the wait that retires {_at(copy)} from {_at(op)}"
            )
            _fail(views, x, y, overlapping, why, op or copy)
        if phase != LANDED and live & flow.after_out[node]:
            x = next(_bits(live & flow.after_out[node]))
            _fail(
                views, x, y, overlapping,
                f"'{views[x].name}' is still needed after {_at(op)} while the async copy "
                f"{_at(copy)} may be writing",
                copy,
            )
        if phase == LANDED and node in cfg.barriers:
            continue
        nxt_phase = phase
        if op is not None and node != start:
            if tma and phase == UNCOMMITTED and op.name in MBARRIER_WAITS and same_mbarrier_slot(copy, op):
                nxt_phase = LANDED
            elif not tma and phase == UNCOMMITTED and op.name in ASYNC_COMMITS and (
                not op.operands or any(r in op.operands for r in copy.results)
            ):
                nxt_phase = COMMITTED
            elif phase == COMMITTED and op.name in ASYNC_WAITS and wait_pending(op) == 0:
                nxt_phase = LANDED
        out = live & ~flow.kill[node]
        for succ in cfg.succ[node]:
            key = (succ, nxt_phase)
            old = carried.get(key)
            if old is None or (out | old) != old:
                carried[key] = out | (old or 0)
                work.append(key)


def check_static_limit(kernel: Kernel) -> None:
    """The static shared memory a planned kernel declares (its workgroup attributions, each at
    its alignment) within the target's static limit: above it ptxas rejects the kernel, and the
    bytes must come from dynamic shared memory. A kernel neither coalesced nor lowered is the
    user's layout, which the lowering still places."""
    from smem_opt.passes.target.targets import UnknownTarget, get_target

    attributions = getattr(kernel.op, "workgroup_attributions", None)
    planned = op_attr(kernel.op, "smem.arena_bytes") is not None or op_attr(kernel.op, "smem.target") is not None
    if not attributions or not planned:
        return
    attrs = kernel.op.workgroup_attribution_attrs()  # type: ignore[attr-defined]
    total = 0
    for i, arg in enumerate(attributions):
        t = arg.type
        if not isinstance(t, MemRefType) or any(d < 0 for d in t.get_shape()):
            continue
        align_attr = attrs[i].data.get("llvm.align") if i < len(attrs) else None
        align = align_attr.value.data if isinstance(align_attr, IntegerAttr) and align_attr.value.data > 0 else 1
        n = element_storage_bytes(t.element_type)
        for d in t.get_shape():
            n *= d
        total = -(-total // align) * align + n
    recorded = op_attr(kernel.op, "smem.target")
    try:
        target = get_target(recorded.data if recorded is not None and hasattr(recorded, "data") else None)
    except UnknownTarget:
        target = get_target(None)
    if total > target.static_bytes:
        raise SmemDiagnostic(
            f"smem-verify-plan: kernel '{kernel.name}' declares {total} bytes of static shared memory "
            f"(workgroup attributions), over the {target.name} static limit of {target.static_bytes} "
            "bytes (ptxas rejects it; the bytes must be dynamic shared memory)",
            kernel.op,
        )


def verify_kernel(kernel: Kernel) -> None:
    check_static_limit(kernel)
    views = placed_views(kernel)
    check_placement(kernel, views)
    overlapping = {
        (a.index, b.index): span
        for i, a in enumerate(views)
        for b in views[i + 1 :]
        if (a.own is None or a.own is not b.own) and (span := _overlap(a, b)) is not None
    }
    if not overlapping:
        return
    partners: dict[int, int] = {}
    for a, b in overlapping:
        partners[a] = partners.get(a, 0) | (1 << b)
        partners[b] = partners.get(b, 0) | (1 << a)
    by_index = {v.index: v for v in views}
    used = {v.index for v in views if v.accesses}
    for a, b in overlapping:
        for x, y in ((a, b), (b, a)):
            vx = by_index[x]
            if vx.captured_by is not None and y in used:
                _fail(views, x, y, overlapping, f"'{vx.name}' is captured by {_at(vx.captured_by)} "
                      "and lives for the whole kernel", vx.captured_by)

    cfg, _ = build_cfg(kernel.op)
    n = len(cfg.succ)
    order = cfg.order()
    preds = cfg.preds()
    direct = [0] * n
    kill = [0] * n
    for v in views:
        if v.index not in partners:
            continue
        for op in v.accesses:
            direct[cfg.node_of[op]] |= 1 << v.index
        for op in [v.view, *v.kills]:
            if op in cfg.node_of:
                kill[cfg.node_of[op]] |= 1 << v.index
    access = direct

    # barrier-free reach
    barriers = cfg.barriers
    reach_in, _ = _solve(
        order, preds, lambda node, s: 0 if node in barriers else s | access[node], n
    )
    for node in order:
        here = access[node]
        if not here:
            continue
        for y in _bits(here):
            others = (reach_in[node] | (here & ~(1 << y))) & partners.get(y, 0)
            if others:
                x = next(_bits(others))
                first = _barrier_free_witness(cfg, preds, access, node, x)
                _fail(
                    views, x, y, overlapping,
                    f"no barrier separates {_at(first)} from {_at(cfg.op_at[node])} on every path",
                    first or cfg.op_at[node],
                )

    # liveness: accessed before (since the instance began) and after (before it ends)
    before_in, _ = _solve(order, preds, lambda node, s: (s & ~kill[node]) | access[node], n)
    succ = cfg.succ
    after_out, _ = _solve(order[::-1], succ, lambda node, s: (s & ~kill[node]) | access[node], n)
    for node in order:
        here = access[node]
        if not here:
            continue
        live = before_in[node] & after_out[node]
        for y in _bits(here):
            others = live & partners.get(y, 0) & ~(1 << y)
            if others:
                x = next(_bits(others))
                _fail(
                    views, x, y, overlapping,
                    f"'{by_index[x].name}' is live across {_at(cfg.op_at[node])}, which accesses "
                    f"'{by_index[y].name}'",
                    cfg.op_at[node],
                )

    # asynchronous writes: path by path from each copy
    flow = _Flow(cfg, direct, kill, partners, reach_in, before_in, after_out)
    for copy, y in _async_writes([v for v in views if v.index in partners]):
        _check_async_write(flow, copy, y, views, overlapping)


def _barrier_free_witness(
    cfg: FlatCFG, preds: list[list[int]], access: list[int], node: int, x: int
) -> Operation | None:
    """An op accessing view ``x`` from which ``node`` is reached with no barrier."""
    bit = 1 << x
    if access[node] & bit:
        return cfg.op_at[node]
    seen = {node}
    frontier = [node]
    while frontier:
        nxt: list[int] = []
        for cur in frontier:
            for p in preds[cur]:
                if p in seen or p in cfg.barriers:
                    continue
                seen.add(p)
                if access[p] & bit and cfg.op_at[p] is not None:
                    return cfg.op_at[p]
                nxt.append(p)
        frontier = nxt
    return None


def _fail(views, x: int, y: int, overlapping, why: str, where: Operation | None) -> None:
    a, b = sorted((x, y))
    lo, hi = overlapping[(a, b)]
    raise SmemDiagnostic(
        f"smem-verify-plan: buffers '{views[a].name}' and '{views[b].name}' overlap in bytes "
        f"[{lo}, {hi}) but {why}",
        where,
    )


@dataclass(frozen=True)
class SmemVerifyPlanPass(ModulePass):
    """Independently check that no two conflicting views of an arena overlap."""

    name = "smem-verify-plan"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for kernel in find_kernels(op):
            verify_kernel(kernel)


__all__ = ["SmemVerifyPlanPass", "verify_kernel", "placed_views", "PlacedView"]
