"""``smem-verify-plan``: check a coalesced kernel from its IR alone.

It trusts nothing the planner decided. For every arena (a 1-D ``i8`` workgroup
buffer used through ``memref.view``) it treats each view as a buffer, reruns the
lifetime and barrier analyses on the IR as it now stands, and fails when

- two views that may be live together (or are not separated by a barrier)
  overlap in bytes — the message names both buffers and the op where both are
  live;
- a view's byte offset is not a multiple of its element size (rounded up to a
  power of two), or exceeds the arena's own alignment guarantee;
- a view reaches past the end of a static arena.

Views at dynamic offsets are checked for alignment of nothing but are still
analysed; they are placed after the static arena by construction.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import IntegerAttr, IntegerType, MemRefType, ModuleOp
from xdsl.ir import BlockArgument, Operation, SSAValue
from xdsl.passes import ModulePass

from passes.barriers import constant_int
from passes.program_order import op_attr
from passes.conflicts import analyze_kernel
from passes.diagnostics import SmemDiagnostic, op_location
from passes.kernels import Buffer, Kernel, element_bits, find_kernels, next_pow2
from smem_dialect.gpu import is_workgroup_memref

i8 = IntegerType(8)


@dataclass
class ArenaView:
    buffer: Buffer
    offset: int | None
    nbytes: int | None
    natural_align: int


def _arena_alignment(arena: SSAValue, kernel: Kernel) -> int | None:
    owner = arena.owner
    if isinstance(owner, Operation):
        attr = op_attr(owner, "alignment")
        if isinstance(attr, IntegerAttr):
            return attr.value.data
        if owner.name == "gpu.dynamic_shared_memory":
            return 16
        return None
    if isinstance(arena, BlockArgument) and kernel.kind == "gpu":
        func = kernel.op
        attrs = func.workgroup_attribution_attrs()  # type: ignore[attr-defined]
        for i, arg in enumerate(func.workgroup_attributions):  # type: ignore[attr-defined]
            if arg is arena and i < len(attrs):
                a = attrs[i].data.get("llvm.align")
                return a.value.data if isinstance(a, IntegerAttr) else None
    return None


def find_arenas(kernel: Kernel) -> dict[SSAValue, list[Operation]]:
    """Arena value -> its memref.view users, for every 1-D i8 workgroup buffer with views."""
    candidates: list[SSAValue] = [b.value for b in kernel.buffers]
    for op in kernel.op.walk():
        if op.name == "gpu.dynamic_shared_memory":
            candidates.append(op.results[0])
    arenas: dict[SSAValue, list[Operation]] = {}
    for value in candidates:
        t = value.type
        if not (isinstance(t, MemRefType) and is_workgroup_memref(t)):
            continue
        if t.element_type != i8 or len(t.get_shape()) != 1:
            continue
        views = [u.operation for u in value.uses if u.operation.name == "memref.view" and u.index == 0]
        if views:
            arenas[value] = views
    return arenas


def _views(kernel: Kernel, views: list[Operation]) -> list[ArenaView]:
    out: list[ArenaView] = []
    for i, view in enumerate(views):
        result = view.results[0]
        final = result
        # a space cast right after the view carries the buffer's name and type
        if result.has_one_use():
            user = result.get_user_of_unique_use()
            if user is not None and user.name == "memref.memory_space_cast":
                final = user.results[0]
        t = result.type
        assert isinstance(t, MemRefType)
        name = final.name_hint or result.name_hint or f"view{i}"
        buf = Buffer(name, result, view, t, i)
        bits = element_bits(t.element_type)
        static = all(d >= 0 for d in t.get_shape())
        nbytes = None
        if static and bits is not None:
            n = 1
            for d in t.get_shape():
                n *= d
            nbytes = -(-(bits * n) // 8)
        natural = next_pow2(max(1, -(-(bits or 8) // 8)))
        out.append(ArenaView(buf, constant_int(view.operands[1]), nbytes, natural))
    return out


def verify_kernel(kernel: Kernel) -> None:
    position = {op: i for i, op in enumerate(kernel.op.walk())}
    for arena, view_ops in find_arenas(kernel).items():
        views = _views(kernel, sorted(view_ops, key=position.__getitem__))
        arena_type = arena.type
        assert isinstance(arena_type, MemRefType)
        arena_bytes = arena_type.get_shape()[0]
        arena_align = _arena_alignment(arena, kernel)
        for v in views:
            if v.offset is None:
                continue
            if v.offset % v.natural_align:
                raise SmemDiagnostic(
                    f"smem-verify-plan: buffer '{v.buffer.name}' is placed at byte {v.offset}, "
                    f"not a multiple of its element alignment {v.natural_align}",
                    v.buffer.op,
                )
            if arena_align is not None and arena_align < v.natural_align:
                raise SmemDiagnostic(
                    f"smem-verify-plan: arena is aligned to {arena_align} bytes but buffer "
                    f"'{v.buffer.name}' needs {v.natural_align}",
                    v.buffer.op,
                )
            if arena_bytes >= 0 and v.nbytes is not None and v.offset + v.nbytes > arena_bytes:
                raise SmemDiagnostic(
                    f"smem-verify-plan: buffer '{v.buffer.name}' spans bytes [{v.offset}, "
                    f"{v.offset + v.nbytes}) past the end of the {arena_bytes}-byte arena",
                    v.buffer.op,
                )
        pseudo = Kernel(kernel.op, kernel.kind, kernel.body, [v.buffer for v in views])
        analysis = analyze_kernel(pseudo, [v.buffer for v in views])
        by_buffer = {v.buffer: v for v in views}
        for pair, conflict in analysis.edges.items():
            x, y = sorted(pair, key=lambda b: b.index)
            vx, vy = by_buffer[x], by_buffer[y]
            if None in (vx.offset, vy.offset, vx.nbytes, vy.nbytes):
                continue
            lo = max(vx.offset, vy.offset)  # type: ignore[type-var]
            hi = min(vx.offset + vx.nbytes, vy.offset + vy.nbytes)  # type: ignore[operator]
            if lo < hi:
                where = conflict.first or conflict.second or y.op
                raise SmemDiagnostic(
                    f"smem-verify-plan: buffers '{x.name}' and '{y.name}' overlap in bytes "
                    f"[{lo}, {hi}) but {_why(conflict)}",
                    where,
                )


def _at(op: Operation | None) -> str:
    if op is None:
        return "?"
    loc = op_location(op)
    return f"'{op.name}'" + (f" ({loc})" if loc else "")


def _why(conflict) -> str:
    if conflict.kind in ("no-barrier", "wrap-around"):
        path = "into the next loop iteration " if conflict.kind == "wrap-around" else ""
        return (
            f"no barrier separates {_at(conflict.first)} from {_at(conflict.second)} {path}"
            "on every path"
        ).replace("  ", " ")
    if conflict.kind == "captured":
        return f"one is captured by {_at(conflict.first)} and lives for the whole kernel"
    return f"both are live at {_at(conflict.first)} ({conflict.kind})"


@dataclass(frozen=True)
class SmemVerifyPlanPass(ModulePass):
    """Independently check that no two conflicting views of an arena overlap."""

    name = "smem-verify-plan"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for kernel in find_kernels(op):
            verify_kernel(kernel)
