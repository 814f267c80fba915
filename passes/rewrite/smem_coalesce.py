"""``smem-coalesce``: pack each kernel's workgroup buffers into one aligned arena.

Per kernel: the analyses (``passes.analysis.conflicts.analyze_kernel``) give the conflict
graph, the planner (``passes.planner.packing``) turns it into byte offsets, and this
module applies the plan (design §5):

- one arena: an aligned ``smem.alloc`` of ``i8`` at the top of an
  ``smem.kernel``, or one workgroup attribution ``{llvm.align = A}`` on a
  ``gpu.func`` (``gpu.dynamic_shared_memory`` when a buffer has a dynamic size);
- every buffer becomes ``memref.view %arena[%offset][sizes]`` where its alloc was
  (attributions: at the top of the body), keeping the buffer's SSA name;
- dynamic-size buffers follow the static arena at offsets computed with ``arith``;
- the kernel gets ``smem.arena_bytes``, ``smem.unshared_bytes``,
  ``smem.lower_bound``, ``smem.arena_alignment`` and, when the plan is proven
  optimal, ``smem.optimal``.

A kernel that already has a single arena used only through views is left as it
is, so running the pass twice changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from xdsl.context import Context
from xdsl.dialects import arith
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    DictionaryAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    ModuleOp,
    StringAttr,
    SymbolRefAttr,
    UnitAttr,
    i64,
)
from xdsl.dialects.memref import AllocOp as MemrefAllocOp
from xdsl.dialects.memref import AssumeAlignmentOp, ViewOp
from xdsl.ir import Attribute, Block, BlockArgument, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter

from smem_opt.passes.analysis.conflicts import KernelAnalysis
from smem_opt.passes.analysis.kernel_forms import KernelForm
from smem_opt.passes.analysis.kernels import (
    Buffer,
    BufferSource,
    Kernel,
    dynamic_memory_seen_elsewhere,
    dynamic_shared_memory_extent,
    find_kernels,
    is_already_coalesced,
)
from smem_opt.passes.analysis.op_records import divisor, is_inert, is_speculatable, op_attr
from smem_opt.passes.analysis.static_beside import beside_bytes
from smem_opt.passes.barrier_plan import plan_barriers
from smem_opt.passes.heap import input_set_aside
from smem_opt.passes.kernel_plan import CoalesceOptions, KernelPlan, plan_kernel
from smem_opt.passes.options import I64_MAX, KNOWN_TARGET, IntRange, OneOf, check_options, option
from smem_opt.passes.planner.packing import Plan
from smem_opt.passes.rewrite.barrier_insertion import insert_chosen, remove_inserted
from smem_opt.passes.rewrite.edits import move_op
from smem_opt.passes.rewrite.form_placement import new_workgroup_global
from smem_opt.passes.rewrite.host_buffers import buffers_passed_to_kernels, move_host_buffers_into_launches
from smem_opt.passes.rewrite.workgroup_placement import dynamic_shared_memory, launches_of, record_dynamic_bytes
from smem_opt.passes.target.carried import FROM_IR, kernel_target
from smem_opt.passes.target.targets import DEFAULT_TARGET, TARGETS, Target
from smem_opt.reader.diagnostics import SmemDiagnostic, warn
from smem_opt.reader.limits import MAX_ALIGNMENT
from smem_opt.smem_dialect.gpu import DynamicSharedMemoryOp, is_workgroup_memref, workgroup_space
from smem_opt.smem_dialect.gpu import FuncOp as GpuFuncOp
from smem_opt.smem_dialect.memref import ExtractAlignedPointerAsIndexOp, GetGlobalOp, GlobalOp, MemorySpaceCastOp
from smem_opt.smem_dialect.smem import AllocOp as SmemAllocOp
from smem_opt.smem_dialect.smem import attr_names as names

ARENA_NAME = "smem_arena"

i8 = IntegerType(8)


STATIC_LIMIT = min(t.static_bytes for t in TARGETS.values())
"""Static shared memory a kernel may declare on every known target (48 KiB); a gpu.func arena
above it is placed in dynamic shared memory."""
"""The buffers live together at the heaviest point (the lower bound's clique) with their bytes,
for the lowering's over-the-limit message."""


@dataclass(frozen=True)
class SmemCoalescePass(ModulePass):
    """Pack workgroup buffers whose lifetimes never meet into one aligned arena."""

    name = "smem-coalesce"

    alignment: int = option(16, IntRange(1, MAX_ALIGNMENT, power_of_two=True))
    """Minimum alignment of every buffer, in bytes (a power of two)."""

    insert_barriers: bool = False
    """Add uniform barriers where they let buffers share, chosen jointly by a search over
    hypothetical barriers (never under divergent control flow or at a warp-specialised
    hand-off, never one that buys nothing)."""

    search_budget: int | None = option(None, IntRange(0, I64_MAX))
    """Nodes the exact packing search may visit per kernel (deterministic); by
    default the planner's budget for the kernel's conflict graph
    (``passes.planner.packing.default_node_budget``),
    after which the best plan found is kept (optimal only if proven)."""

    barrier_objective: str = option("bytes", OneOf(("bytes", "occupancy")))
    """What inserted barriers must buy: ``bytes`` (the smallest arena any allowed placement
    gives, with the fewest barriers) or ``occupancy`` (only barriers that raise blocks per SM
    on ``target`` or bring the kernel under its per-block limit)."""

    target: str = option(FROM_IR, KNOWN_TARGET)
    """GPU target of the occupancy objective (``--target`` sets it); unset, the chip the kernel's
    IR names (``passes.target.carried``), else the default."""

    def __post_init__(self) -> None:
        check_options(self)

    @property
    def options(self) -> CoalesceOptions:
        return CoalesceOptions(
            self.alignment, self.insert_barriers, self.search_budget, self.barrier_objective, self.target
        )

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        self.run(op)

    def apply_with_plans(self, ctx: Context, op: ModuleOp) -> list[KernelPlan]:
        """``apply``, returning the plans (``passes.pipelines.PlanningPass``)."""
        return self.run(op)

    def run(self, op: ModuleOp) -> list[KernelPlan]:
        """Coalesce every kernel of ``op``; the plans made, one per rewritten kernel."""
        with input_set_aside(op):
            return self._run(op)

    def _run(self, op: ModuleOp) -> list[KernelPlan]:
        plans: list[KernelPlan] = []
        move_host_buffers_into_launches(op)
        buffers_passed_to_kernels(op)
        for kernel in find_kernels(op):
            if not kernel.buffers or is_already_coalesced(kernel):
                continue
            options = replace(self.options, target=self._target_of(kernel).name)
            if self.insert_barriers:
                planned = self._plan_with_barriers(kernel, options)
            else:
                planned = plan_kernel(kernel, options)
            for barrier in planned.analysis.divergence.divergent_barriers:
                warn("barrier inside divergent control flow separates nothing", barrier)
            _erase_deallocs(planned.analysis)
            _rewrite(kernel, planned.plan, planned.dynamic, self.alignment)
            _record_bounds(planned)
            _record_peak(planned)
            if planned.barriers is not None:
                _record_barrier_figures(planned)
            plans.append(replace(planned, applied=True))
        drop_unused_globals(op)
        return plans

    def _target_of(self, kernel: Kernel) -> Target:
        """The kernel's target (``passes.target.carried``). Only the occupancy objective reads its
        limits: under the bytes objective, with no target asked for, a chip smem-opt has no limits
        for (or several) is no error here (the lowering, which needs them, says so)."""
        try:
            return kernel_target(kernel.op, self.target)
        except SmemDiagnostic:
            if self.target or self.barrier_objective == "occupancy":
                raise
            return TARGETS[DEFAULT_TARGET]

    def _plan_with_barriers(self, kernel: Kernel, options: CoalesceOptions) -> KernelPlan:
        """Search the barriers to add without touching the IR, insert the chosen ones once, and
        plan the rewritten kernel (``passes.barrier_plan``, ``passes.rewrite.barrier_insertion``)."""
        _, info = plan_barriers(kernel, options, self.barrier_objective, options.target)
        insert_chosen(info)
        planned = plan_kernel(kernel, options)
        if planned.arena_bytes > info.predicted_bytes and info.inserted:
            # the analysis of the rewritten kernel disagrees with the prediction: keep the kernel
            # as it was rather than barriers that may not pay
            remove_inserted(info)
            warn(
                f"kernel '{kernel.name}': inserted barriers did not give the predicted "
                f"{info.predicted_bytes} bytes; none kept",
                kernel.op,
            )
            planned = plan_kernel(kernel, options)
        return replace(planned, inserted_barriers=list(info.inserted), barriers=info)


def _record_barrier_figures(planned: KernelPlan) -> None:
    """Under insert-barriers the lower bound is what any barrier placement allows (the buffers'
    own live ranges); the arena is optimal when it meets that bound, or when the search proved
    that no placement of allowed barriers does better."""
    info = planned.barriers
    assert info is not None
    attrs = planned.kernel.op.attributes
    attrs[names.LOWER_BOUND] = IntegerAttr(info.live_lower_bound, i64)
    optimal = planned.arena_bytes <= info.live_lower_bound or (
        info.search.optimal_for_allowed and planned.arena_bytes <= info.search.best_bytes
    )
    attrs.pop(names.OPTIMAL, None)
    attrs.pop(names.OPTIMAL_FOR_CONFLICTS, None)
    if optimal and not planned.conservative_conflicts:
        attrs[names.OPTIMAL] = UnitAttr()
    elif optimal:  # the live ranges and the conflicts searched hold pairs only a conservative rule decided
        attrs[names.OPTIMAL_FOR_CONFLICTS] = UnitAttr()
    if info.inserted:
        attrs[names.INSERTED_BARRIERS] = IntegerAttr(len(info.inserted), i64)


def _record_bounds(planned: KernelPlan) -> None:
    """The bound and the claim as they are true of the kernel: with pairs a conservative rule kept
    apart, ``smem.lower_bound`` is the bound of the other conflicts, ``smem.conflict_bound`` the
    bound of all of them, and ``smem.optimal`` only if the arena meets the first."""
    attrs = planned.kernel.op.attributes
    attrs[names.LOWER_BOUND] = IntegerAttr(planned.kernel_lower_bound, i64)
    for key in (names.OPTIMAL, names.OPTIMAL_FOR_CONFLICTS, names.CONFLICT_BOUND, names.CONSERVATIVE_PAIRS):
        attrs.pop(key, None)
    if planned.optimal:
        attrs[names.OPTIMAL] = UnitAttr()
    if planned.conservative_conflicts:
        attrs[names.CONFLICT_BOUND] = IntegerAttr(planned.lower_bound, i64)
        attrs[names.CONSERVATIVE_PAIRS] = IntegerAttr(len(planned.conservative_conflicts), i64)
        if not planned.optimal and planned.optimal_for_conflicts:
            attrs[names.OPTIMAL_FOR_CONFLICTS] = UnitAttr()


def _record_peak(planned: KernelPlan) -> None:
    """Put the heaviest live set on the kernel for passes that run later (or in another process)."""
    sizes = {item.name: item.size for item in planned.items}
    planned.kernel.op.attributes[names.PEAK_BUFFERS] = DictionaryAttr(
        {name: IntegerAttr(sizes.get(name, 0), i64) for name in planned.lower_bound_clique}
    )


# -- rewriting --------------------------------------------------------------------


def _erase_deallocs(analysis: KernelAnalysis) -> None:
    """A buffer that moves into the arena is not freed: its deallocs go (design §3)."""
    for ops in analysis.deallocs.values():
        for op in ops:
            if op.parent is not None:
                Rewriter.erase_op(op)


def _index_const(value: int) -> arith.ConstantOp:
    return arith.ConstantOp(IntegerAttr(value, IndexType()))


def _view(
    arena: SSAValue, arena_type: MemRefType, offset: SSAValue, buf: Buffer, sizes: list[SSAValue]
) -> list[Operation]:
    """``memref.view`` of the arena for ``buf`` (plus a space cast if spaces differ)."""
    t = buf.type
    same_space = t.memory_space == arena_type.memory_space
    view_type = t if same_space else MemRefType(t.element_type, t.get_shape(), memory_space=arena_type.memory_space)
    ops: list[Operation] = [ViewOp(arena, offset, sizes, view_type)]
    if not same_space:
        ops.append(MemorySpaceCastOp(ops[-1].results[0], t))
    base = buf.value.name_hint or _ssa_safe(buf.name)
    ops[-1].results[0].name_hint = base
    if len(ops) > 1 and base is not None:
        ops[0].results[0].name_hint = f"{base}_view"
    for o in ops:
        o.location = buf.op.location if buf.op is not None else o.location
    return ops


def _ssa_safe(name: str) -> str | None:
    return name if SSAValue.is_valid_name(name) else None


def _rewrite(kernel: Kernel, plan: Plan, dynamic: list[Buffer], default_align: int) -> None:
    entry = kernel.body
    static = [b for b in kernel.buffers if not b.is_dynamic]
    align = max([plan.alignment, *(b.alignment(default_align) for b in dynamic)] or [1])
    space = _arena_space([*static, *dynamic])
    prologue: list[Operation] = []
    dyn_offsets: dict[Buffer, SSAValue] = {}
    total: SSAValue | None = None
    if dynamic and kernel.kind is KernelForm.LAUNCH:
        # the launch would have to give dynamic shared memory of a size computed inside its body
        buf = dynamic[0]
        raise SmemDiagnostic(
            f"kernel '@{kernel.name}': workgroup buffer '{buf.name}' has a dynamic size; "
            "a gpu.launch body can only hold static shared memory here",
            buf.op,
        )
    if dynamic:
        prologue, dyn_offsets, total = _dynamic_layout(kernel, dynamic, plan.arena_bytes, default_align)

    arena_type = MemRefType(i8, [DYNAMIC_INDEX if dynamic else plan.arena_bytes], memory_space=space)
    arena, arena_ops = _make_arena(kernel, arena_type, align, total)
    # the top of the kernel, above what was there (size computations hoisted from below move up)
    in_prologue = set(prologue)
    top = InsertPoint(entry, next((o for o in entry.ops if o not in in_prologue), None))
    for o in [*prologue, *arena_ops]:
        if o.parent is not None:
            move_op(o, top)
        else:
            Rewriter.insert_op(o, top)
    insert_top = arena_ops[-1] if arena_ops else None

    for buf in [*static, *dynamic]:
        if buf in dyn_offsets:
            offset_ops: list[Operation] = []
            offset = dyn_offsets[buf]
        else:
            const = _index_const(plan.offsets[buf.name])
            if (base := buf.value.name_hint or _ssa_safe(buf.name)) is not None:
                const.result.name_hint = f"{base}_offset"
            offset_ops, offset = [const], const.result
        sizes = list(buf.dynamic_sizes)
        view_ops = _view(arena, arena_type, offset, buf, sizes)
        new_ops = [*offset_ops, *view_ops]
        if buf.op is not None and buf.source is BufferSource.ALLOC:
            Rewriter.insert_op(new_ops, InsertPoint.before(buf.op))
            buf.op.results[0].replace_all_uses_with(view_ops[-1].results[0])
            Rewriter.erase_op(buf.op)
        else:
            Rewriter.insert_op(
                new_ops, InsertPoint.at_start(entry) if insert_top is None else InsertPoint.after(insert_top)
            )
            insert_top = new_ops[-1]
            # not an alloc (an attribution, a global, a view of dynamic shared memory): the same
            # bytes for the whole kernel, so its view goes to the top, wherever the old one was
            for value in buf.values:
                value.replace_all_uses_with(view_ops[-1].results[0])
            for op in [*buf.replaced, *([buf.op] if buf.op is not None else [])]:
                Rewriter.erase_op(op)
    _drop_attributions(kernel, arena)
    _drop_unused_dynamic_shared_memory(kernel, arena)

    attrs = kernel.op.attributes
    attrs[names.ARENA_BYTES] = IntegerAttr(plan.arena_bytes, i64)
    attrs[names.UNSHARED_BYTES] = IntegerAttr(sum(b.padded_bytes(default_align) for b in static), i64)
    attrs[names.LOWER_BOUND] = IntegerAttr(plan.lower_bound, i64)
    attrs[names.ARENA_ALIGNMENT] = IntegerAttr(align, i64)
    if plan.proven_optimal:
        attrs[names.OPTIMAL] = UnitAttr()
    if dynamic:
        attrs[names.DYNAMIC_BUFFERS] = IntegerAttr(len(dynamic), i64)


def _drop_unused_dynamic_shared_memory(kernel: Kernel, arena: SSAValue) -> None:
    """A ``gpu.dynamic_shared_memory`` whose views all moved into the arena goes too."""
    for op in list(kernel.op.walk()):
        if isinstance(op, DynamicSharedMemoryOp) and op.results[0] is not arena:
            if not op.results[0].uses:
                Rewriter.erase_op(op)


def drop_unused_globals(module: Operation) -> None:
    """Workgroup ``memref.global``s no ``memref.get_global`` names any more (they moved into
    arenas) are erased, so that they take no shared memory of their own."""
    named: set[str] = set()
    globals_: list[Operation] = []
    for op in module.walk():
        if isinstance(op, GetGlobalOp):
            ref = op_attr(op, "name")
            if isinstance(ref, SymbolRefAttr):
                named.add(ref.root_reference.data)
        elif isinstance(op, GlobalOp):
            globals_.append(op)
    for op in globals_:
        sym = op_attr(op, "sym_name")
        t = op_attr(op, "type")
        if (
            isinstance(sym, StringAttr)
            and sym.data not in named
            and isinstance(t, MemRefType)
            and is_workgroup_memref(t)
        ):
            Rewriter.erase_op(op)


def _arena_space(buffers: list[Buffer]) -> Attribute:
    """The buffers' memory space when they all agree (so views need no casts),
    else ``#gpu.address_space<workgroup>``."""
    spaces = {b.type.memory_space for b in buffers}
    return spaces.pop() if len(spaces) == 1 else workgroup_space()


def _make_arena(
    kernel: Kernel, arena_type: MemRefType, align: int, total: SSAValue | None
) -> tuple[SSAValue, list[Operation]]:
    if kernel.kind is KernelForm.SMEM:
        alloc = SmemAllocOp(arena_type, [total] if total is not None else [], alignment=align)
        alloc.results[0].name_hint = ARENA_NAME
        alloc.location = kernel.op.location
        return alloc.results[0], [alloc]
    static_bytes = arena_type.get_shape()[0] if total is None else None
    # every static byte the PTX will hold counts: globals left in place, upstream lowerings' scratch
    over_static_limit = (
        static_bytes is not None
        and kernel.kind is KernelForm.GPU_FUNC
        and static_bytes + beside_bytes(kernel.op, static_bytes) > STATIC_LIMIT
    )
    if total is not None or over_static_limit:
        # a run-time size, or more than a gpu.func may declare statically: the arena goes to
        # dynamic shared memory (a static attribution that big would fail in ptxas); IREE's
        # func.func form and gpu.launch bodies keep a static arena, as their own buffers were

        base = dynamic_shared_memory_extent(
            kernel.op, {b.op for b in kernel.buffers if b.source is BufferSource.DYNAMIC and b.op is not None}
        )
        if base is None:
            what = "dynamic-size workgroup buffers" if total is not None else (
                f"workgroup buffers ({static_bytes} bytes, over the static limit of {STATIC_LIMIT})"
            )
            elsewhere = dynamic_memory_seen_elsewhere(kernel.op)
            where = elsewhere or next((o for o in kernel.op.walk() if isinstance(o, DynamicSharedMemoryOp)), kernel.op)
            if elsewhere is not None:
                raise SmemDiagnostic(
                    f"kernel '{kernel.name}': '{elsewhere.name}' reaches dynamic shared memory the kernel does not "
                    "bound (an extern shared array, or a function that uses dynamic shared memory), so its "
                    f"{what} have no safe place in it", where)
            raise SmemDiagnostic(
                f"kernel '{kernel.name}' addresses gpu.dynamic_shared_memory at offsets that "
                f"cannot be bounded, so its {what} have no safe place",
                where,
            )
        if total is not None and (launch := next(iter(launches_of(kernel.op)), None)) is not None:
            # the bytes are only known inside the kernel: no launch can ask for them
            raise SmemDiagnostic(
                f"kernel '{kernel.name}' has workgroup buffers of run-time size, which only dynamic shared memory "
                "can hold, and this launch of it cannot ask for bytes the kernel computes: give the buffers a "
                "static size, or use gpu.dynamic_shared_memory and launch with its bytes", launch)
        dyn = dynamic_shared_memory(arena_type.memory_space)
        # the arena is a view of dynamic shared memory, after the bytes the kernel still addresses
        # itself (its own views stay direct views of dynamic shared memory, ours go through it)
        if align <= DYNAMIC_BASE_ALIGN:
            base = -(-base // align) * align  # after the kernel's own bytes, at the arena's alignment
            offset = _index_const(base)
            offset.result.name_hint = f"{ARENA_NAME}_offset"
            prologue: list[Operation] = [offset]
            at: SSAValue = offset.result
            padding = 0
        else:
            # dynamic shared memory starts 16-byte aligned: the arena's base is rounded up at run
            # time to what its buffers need, and the launch asks for the bytes that may cost
            prologue, at = _rounded_offset(dyn[-1].results[0], base, align)
            padding = align - DYNAMIC_BASE_ALIGN
        arena = ViewOp(dyn[-1].results[0], at, [total] if total is not None else [], arena_type)
        arena.results[0].name_hint = ARENA_NAME
        made: list[Operation] = [*dyn, *prologue, arena]
        if padding:
            aligned = AssumeAlignmentOp(arena.results[0], align)
            aligned.results[0].name_hint = ARENA_NAME
            made.append(aligned)
        for o in made:
            o.location = kernel.op.location
        if static_bytes is not None:
            record_dynamic_bytes(kernel.op, base + static_bytes + padding)
        elif padding:
            kernel.op.attributes[names.DYNAMIC_PADDING] = IntegerAttr(padding, i64)
        return made[-1].results[0], made
    if kernel.kind is KernelForm.FUNC:
        return _alloc_arena(kernel, arena_type, align)
    if kernel.kind is KernelForm.LAUNCH:
        return _global_arena(kernel, arena_type, align)
    func = kernel.op
    assert isinstance(func, GpuFuncOp)  # the one form left
    arg = func.add_workgroup_attribution(arena_type, {"llvm.align": IntegerAttr(align, i64)})
    arg.name_hint = ARENA_NAME
    return arg, []


def _alloc_arena(kernel: Kernel, arena_type: MemRefType, align: int) -> tuple[SSAValue, list[Operation]]:
    """IREE's form (a ``func.func`` kernel): the arena is a workgroup ``memref.alloc`` with its
    alignment, as IREE's own packing emits (IREE's later passes make it a global)."""
    alloc = MemrefAllocOp([], [], arena_type, IntegerAttr(align, i64))
    alloc.results[0].name_hint = ARENA_NAME
    alloc.location = kernel.op.location
    return alloc.results[0], [alloc]


def _global_arena(kernel: Kernel, arena_type: MemRefType, align: int) -> tuple[SSAValue, list[Operation]]:
    """A ``gpu.launch`` body: the arena is a private workgroup ``memref.global`` with its
    alignment beside the host function, read by a ``memref.get_global`` at the top of the body.
    (A launch's workgroup attributions carry no alignment: outlined, they become ``.align 1``
    arrays; an alloc would become a per-thread malloc. ``gpu-kernel-outlining`` copies the global
    into the kernel's ``gpu.module``.)"""
    name, _ = new_workgroup_global(kernel.op, f"{ARENA_NAME}_{kernel.name}", arena_type, align)
    get = GetGlobalOp.create(result_types=[arena_type], properties={"name": SymbolRefAttr(name)})
    get.results[0].name_hint = ARENA_NAME
    get.location = kernel.op.location
    return get.results[0], [get]


def _drop_attributions(kernel: Kernel, arena: SSAValue) -> None:
    if kernel.kind is KernelForm.LAUNCH:
        _drop_launch_attributions(kernel)
        return
    if kernel.kind is not KernelForm.GPU_FUNC:
        return
    func = kernel.op
    if not isinstance(func, GpuFuncOp):
        return
    packed = {b.value for b in kernel.buffers if isinstance(b.value, BlockArgument)}
    for index in reversed(range(len(func.workgroup_attributions))):
        arg = func.workgroup_attributions[index]
        if arg in packed and arg is not arena:
            func.erase_workgroup_attribution(index)


def _drop_launch_attributions(kernel: Kernel) -> None:
    """Erase the workgroup attributions of a ``gpu.launch`` that moved into the arena."""
    launch = kernel.op
    packed = {b.value for b in kernel.buffers if isinstance(b.value, BlockArgument)}
    block = launch.regions[0].blocks.first
    assert block is not None
    kept = 0
    for arg in list(getattr(launch, "workgroup_attributions", ())):
        if arg in packed and not arg.uses:
            block.erase_arg(arg)
        else:
            kept += 1
    launch.attributes["workgroup_attributions"] = IntegerAttr(kept, i64)


# -- dynamic sizes -----------------------------------------------------------------


def _at_entry(value: SSAValue, entry: Block, copies: dict[SSAValue, SSAValue], ops: list[Operation],
              buf: Buffer) -> SSAValue:
    """``value`` computed at kernel entry (the arena's size needs every dynamic size there). Its
    computation from kernel arguments and constants moves up into ``ops`` when every op of it may
    run anywhere (``is_speculatable``); an op that may be undefined for values it never saw where
    it was (a division under ``if (%n != 0)``) stays where it is, and a copy of it made total goes
    up instead: its divisor where the division would be undefined is 1, a value nobody uses there
    (design §3: nothing moves that may trap). So does every op computed from such a copy.
    Anything else that cannot run at entry is a located error."""
    if value in copies:
        return copies[value]
    owner = value.owner
    kernel_op = entry.parent_op()
    holder = owner.parent_op() if isinstance(owner, Block) else owner.parent_op()
    if kernel_op is not None and holder is not None and holder is not kernel_op and not kernel_op.is_ancestor(holder):
        return value  # defined above the kernel (a value a gpu.launch body captures)
    if isinstance(owner, Block):
        if owner is entry:
            return value
        raise SmemDiagnostic(
            f"dynamic size of workgroup buffer '{buf.name}' is not available at kernel entry",
            buf.op,
        )
    assert isinstance(owner, Operation)
    if not is_inert(owner):
        raise SmemDiagnostic(
            f"dynamic size of workgroup buffer '{buf.name}' must be computed from kernel "
            f"arguments and constants (it depends on '{owner.name}')",
            buf.op,
        )
    operands = [_at_entry(v, entry, copies, ops, buf) for v in owner.operands]
    stays = owner.parent_block() is not entry and not is_speculatable(owner)
    if not stays and operands == list(owner.operands):
        ops.append(owner)  # moves up as it is
        for r in owner.results:
            copies[r] = r
        return value
    if stays:
        found = divisor(owner)
        if found is None or not isinstance(operands[found[0]].type, (IntegerType, IndexType)):
            raise SmemDiagnostic(
                f"dynamic size of workgroup buffer '{buf.name}' depends on '{owner.name}', which may be "
                "undefined for values it does not see where it is: it cannot be computed at kernel entry",
                owner,
            )
        index, signed = found
        operands[index] = _total_divisor(operands[0], operands[index], signed, ops)
    copy = owner.clone()
    copy.operands = operands
    ops.append(copy)
    for old, new in zip(owner.results, copy.results):
        copies[old] = new
    return copies[value]


def _total_divisor(dividend: SSAValue, divisor_value: SSAValue, signed: bool, ops: list[Operation]) -> SSAValue:
    """A divisor that keeps a division defined: 1 where ``divisor_value`` is 0, and dividing signed,
    where it is -1 and ``dividend`` the least value (which overflows); what the division gives on
    those values is never used. Every other divisor is kept, so the value is the original's
    wherever the original is defined (``index`` is 64 bits wide in NVVM's lowering)."""
    t = divisor_value.type
    assert isinstance(t, (IntegerType, IndexType))  # the caller takes no other divisor

    def const(v: int) -> SSAValue:
        op = arith.ConstantOp(IntegerAttr(v, t))
        ops.append(op)
        return op.result

    def emit(op: Operation) -> SSAValue:
        ops.append(op)
        return op.results[0]

    zero, one = const(0), const(1)
    bad = emit(arith.CmpiOp(divisor_value, zero, "eq"))
    if signed:
        width = t.width.data if isinstance(t, IntegerType) else 64
        least = const(-(1 << (width - 1)))
        minus_one = emit(arith.SubiOp(zero, one))
        overflow = emit(arith.AndIOp(emit(arith.CmpiOp(divisor_value, minus_one, "eq")),
                                     emit(arith.CmpiOp(dividend, least, "eq"))))
        bad = emit(arith.OrIOp(bad, overflow))
    return emit(arith.SelectOp(bad, one, divisor_value))


DYNAMIC_SIZE_CAP = 1 << 20
"""More bytes (and elements) than any GPU gives a block: the bound of a size computed where its
alloc may not run (``_dynamic_layout``)."""

DYNAMIC_BASE_ALIGN = 16
"""The alignment upstream gives dynamic shared memory (``.extern .shared .align 16``)."""



def _rounded_offset(dyn: SSAValue, base: int, align: int) -> tuple[list[Operation], SSAValue]:
    """Ops computing the first offset at or after ``base`` in dynamic shared memory ``dyn`` whose
    address is ``align``-aligned: ``round_up(address + base, align) - address``."""
    ops: list[Operation] = []

    def emit(op: Operation) -> SSAValue:
        ops.append(op)
        return op.results[0]

    address = emit(ExtractAlignedPointerAsIndexOp.create(operands=[dyn], result_types=[IndexType()]))
    address.name_hint = "smem_dynamic_address"
    bumped = emit(arith.AddiOp(address, emit(_index_const(base + align - 1))))
    up = emit(arith.MuliOp(emit(arith.DivUIOp(bumped, emit(_index_const(align)))), emit(_index_const(align))))
    offset = emit(arith.SubiOp(up, address))
    offset.name_hint = f"{ARENA_NAME}_offset"
    return ops, offset


def _is_guarded(kernel: Kernel, buf: Buffer) -> bool:
    """Is ``buf``'s alloc somewhere other than the kernel's top level (it may not run)?"""
    return buf.op is not None and buf.op.parent_block() is not kernel.body


def _guard_at_entry(kernel: Kernel, buf: Buffer, copies: dict[SSAValue, SSAValue],
                    ops: list[Operation]) -> SSAValue | None:
    """An ``i1`` computed at kernel entry that holds exactly where ``buf``'s alloc runs: the
    conditions of the ``scf.if`` arms around it, each computed at entry (``_at_entry``); None when
    something else holds it (a loop, a region op) or a condition cannot be computed there."""
    conditions: list[tuple[SSAValue, bool]] = []
    op = buf.op
    while op is not None and op.parent_block() is not kernel.body:
        block = op.parent_block()
        if block is not None and block.parent is kernel.body.parent:
            edges = _edge_conditions(kernel.body, block)
            return None if edges is None else _and_all(conditions + edges, kernel, copies, ops, buf)
        parent = op.parent_op()
        region = op.parent_region()
        if parent is None or region is None or parent.name != "scf.if" or not parent.operands:
            return None
        conditions.append((parent.operands[0], parent.regions.index(region) == 0))
        op = parent
    return _and_all(conditions, kernel, copies, ops, buf)


def _edge_conditions(entry: Block, block: Block) -> list[tuple[SSAValue, bool]] | None:
    """The branch conditions on the way from ``entry`` to ``block`` of the kernel's body, when
    that way is the only one: each block on it has one predecessor, which ends in a
    ``cf.cond_br`` (or a ``cf.br``) to it; so it runs once, exactly where they all hold (no
    loop can enter a block of one predecessor from a chain that starts at the entry). None for
    any other shape."""
    conditions: list[tuple[SSAValue, bool]] = []
    seen: set[int] = set()
    while block is not entry:
        if id(block) in seen:
            return None
        seen.add(id(block))
        preds = set(block.predecessors())
        if len(preds) != 1:
            return None
        (pred,) = preds
        term = pred.last_op
        if term is None:
            return None
        targets = list(term.successors)
        if term.name == "cf.cond_br" and len(targets) == 2 and term.operands:
            if targets[0] is not targets[1]:
                conditions.append((term.operands[0], targets[0] is block))
        elif term.name != "cf.br":
            return None
        block = pred
    return conditions


def _and_all(conditions: list[tuple[SSAValue, bool]], kernel: Kernel, copies: dict[SSAValue, SSAValue],
             ops: list[Operation], buf: Buffer) -> SSAValue | None:
    """The ``i1`` at kernel entry that holds where every condition does (each negated where its
    flag is False; true when there are none); None when one cannot be computed at entry."""
    if not conditions:
        true = arith.ConstantOp(IntegerAttr(1, IntegerType(1)))
        ops.append(true)
        return true.result
    guard: SSAValue | None = None
    for cond, then in conditions:
        try:
            at = _at_entry(cond, kernel.body, copies, ops, buf)
        except SmemDiagnostic:
            return None
        if not then:
            true = arith.ConstantOp(IntegerAttr(1, IntegerType(1)))
            ops.append(true)
            flip = arith.XOrIOp(at, true.result)
            ops.append(flip)
            at = flip.result
        if guard is None:
            guard = at
        else:
            both = arith.AndIOp(guard, at)
            ops.append(both)
            guard = both.result
    return guard


def _dynamic_layout(
    kernel: Kernel, dynamic: list[Buffer], static_bytes: int, default_align: int
) -> tuple[list[Operation], dict[Buffer, SSAValue], SSAValue]:
    """Arith ops computing each dynamic buffer's offset after the static arena, after the
    computations of their sizes brought to entry (``_at_entry``)."""
    copied: list[Operation] = []
    copies: dict[SSAValue, SSAValue] = {}
    # buffers whose alloc runs wherever the kernel does first: a size computed where its alloc may
    # not run never moves them
    dynamic = sorted(dynamic, key=lambda b: _is_guarded(kernel, b))
    sizes = {buf: [_at_entry(v, kernel.body, copies, copied, buf) for v in buf.dynamic_sizes] for buf in dynamic}
    guards = {buf: _guard_at_entry(kernel, buf, copies, copied) for buf in dynamic if _is_guarded(kernel, buf)}
    unknown = [b for b, g in guards.items() if g is None]
    if len(unknown) > 1:
        raise SmemDiagnostic(
            f"workgroup buffer '{unknown[1].name}' has a run-time size and may not be allocated (under a loop or a "
            f"region op, as '{unknown[0].name}' is), and the condition under which it is cannot be computed at "
            "kernel entry: the one placed first would move the other where it is not allocated; allocate them at "
            "the kernel's top level, under scf.if on kernel arguments, or give them static sizes",
            unknown[1].op,
        )
    dynamic = sorted(dynamic, key=lambda b: (_is_guarded(kernel, b), b in unknown))
    ops: list[Operation] = list(copied)

    def emit(op: Operation) -> SSAValue:
        ops.append(op)
        return op.results[0]

    def const(v: int) -> SSAValue:
        return emit(_index_const(v))

    cursor = const(static_bytes)
    offsets: dict[Buffer, SSAValue] = {}
    for buf in dynamic:
        a = buf.alignment(default_align)
        bumped = emit(arith.AddiOp(cursor, const(a - 1)))
        offset = emit(arith.MuliOp(emit(arith.DivUIOp(bumped, const(a))), const(a)))
        if (base := buf.value.name_hint or _ssa_safe(buf.name)) is not None:
            offset.name_hint = f"{base}_offset"
        offsets[buf] = offset
        numel: SSAValue = const(1)
        dyn_iter = iter(sizes[buf])
        static_numel = 1
        # a size computed where its alloc may not run (under a guard) may be anything there, and
        # must not move the buffers after it: it is bounded to [0, DYNAMIC_SIZE_CAP], which changes
        # nothing where the alloc runs (a negative size, or more bytes than a block can have, is
        # not a kernel that runs)
        guarded = buf.op is not None and buf.op.parent_block() is not kernel.body
        for d in buf.type.get_shape():
            if d < 0:
                size = next(dyn_iter)
                if guarded:
                    size = emit(arith.MinUIOp(emit(arith.MaxSIOp(size, const(0))), const(DYNAMIC_SIZE_CAP)))
                numel = emit(arith.MuliOp(numel, size))
                if guarded:
                    numel = emit(arith.MinUIOp(numel, const(DYNAMIC_SIZE_CAP)))
            else:
                static_numel *= d
        nbytes = emit(arith.MuliOp(numel, const(static_numel * buf.element_bytes())))
        if guarded:
            nbytes = emit(arith.MinUIOp(nbytes, const(DYNAMIC_SIZE_CAP)))
            guard = guards.get(buf)
            if guard is not None:
                # no bytes where the alloc does not run: the buffers after it stay where they are,
                # and the launch asks for no more (a select does not pass on the size's poison)
                nbytes = emit(arith.SelectOp(guard, nbytes, const(0)))
        padded = emit(arith.MuliOp(emit(arith.DivUIOp(emit(arith.AddiOp(nbytes, const(a - 1))), const(a))), const(a)))
        cursor = emit(arith.AddiOp(offset, padded))
    cursor.name_hint = "smem_arena_bytes"
    kept = set(copied)
    for o in ops:
        o.location = kernel.op.location if o not in kept else o.location
    return ops, offsets, cursor



