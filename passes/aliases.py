"""Alias tracking: which SSA values may point into which buffer (design §3 *Terms*).

Starting from each buffer's value, follows every use:
- view-like ops (subview, view, cast, reinterpret_cast, expand_shape,
  collapse_shape, transpose, memory_space_cast, assume_alignment,
  extract_strided_metadata) and ``arith.select``: memref results are aliases;
- control flow: ``scf.yield`` into ``scf.if`` / ``scf.execute_region`` /
  ``scf.index_switch`` results, loop ``iter_args`` and results of ``scf.for``,
  ``scf.while`` arguments through ``scf.condition`` and the after-region yield;
- known memory ops (load, store, copy, async copies, ...): accesses only;
- any other op: an access; memref results are aliases; an op with regions or a
  call may capture the buffer, which then lives for the whole kernel.

Every op that takes a buffer or an alias is recorded as an access of the buffer.
The analysis changes no IR.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from xdsl.dialects.builtin import MemRefType, UnrankedMemRefType
from xdsl.ir import Operation, SSAValue

from passes.kernels import Buffer

VIEW_LIKE = frozenset(
    {
        "memref.subview",
        "memref.view",
        "memref.cast",
        "memref.reinterpret_cast",
        "memref.expand_shape",
        "memref.collapse_shape",
        "memref.transpose",
        "memref.memory_space_cast",
        "memref.assume_alignment",
        "memref.extract_strided_metadata",
        "arith.select",
    }
)

PLAIN_ACCESS = frozenset(
    {
        "memref.load",
        "memref.store",
        "memref.copy",
        "memref.atomic_rmw",
        "memref.generic_atomic_rmw",
        "memref.dim",
        "memref.rank",
        "memref.dealloc",
        "memref.prefetch",
        "smem.async_copy",
        "nvgpu.device_async_copy",
        "nvgpu.ldmatrix",
        "vector.load",
        "vector.store",
        "vector.maskedload",
        "vector.maskedstore",
        "vector.transfer_read",
        "vector.transfer_write",
        "gpu.subgroup_mma_load_matrix",
        "gpu.subgroup_mma_store_matrix",
    }
)
"""Ops that read or write a buffer and neither return an alias nor capture it."""

CALL_OPS = frozenset({"func.call", "func.call_indirect", "llvm.call", "gpu.launch_func"})

FORWARDING_PARENTS = frozenset({"scf.if", "scf.execute_region", "scf.index_switch"})


def is_memref(value: SSAValue) -> bool:
    return isinstance(value.type, (MemRefType, UnrankedMemRefType))


@dataclass
class AliasInfo:
    """Per buffer: its aliases, the ops that access it, and what captured it."""

    aliases: dict[Buffer, set[SSAValue]] = field(default_factory=lambda: defaultdict(set))
    accesses: dict[Buffer, list[Operation]] = field(default_factory=lambda: defaultdict(list))
    captured_by: dict[Buffer, Operation] = field(default_factory=dict)
    buffers_of: dict[SSAValue, set[Buffer]] = field(default_factory=lambda: defaultdict(set))


def _forwarded(use_op: Operation, index: int) -> list[SSAValue]:
    """Values that receive the operand ``index`` of ``use_op`` through control flow."""
    name = use_op.name
    if name == "scf.yield":
        parent = use_op.parent_op()
        if parent is None:
            return []
        if parent.name == "scf.for":
            body = parent.regions[0].blocks.first
            out = [parent.results[index]] if index < len(parent.results) else []
            if body is not None and index + 1 < len(body.args):
                out.append(body.args[index + 1])
            return out
        if parent.name == "scf.while":
            before = parent.regions[0].blocks.first
            return [before.args[index]] if before is not None and index < len(before.args) else []
        if parent.name in FORWARDING_PARENTS or parent.name not in ("scf.parallel", "scf.forall"):
            return [parent.results[index]] if index < len(parent.results) else []
        return []
    if name == "scf.condition":
        parent = use_op.parent_op()
        if parent is None or index == 0:
            return []
        after = parent.regions[1].blocks.first if len(parent.regions) > 1 else None
        out = [parent.results[index - 1]] if index - 1 < len(parent.results) else []
        if after is not None and index - 1 < len(after.args):
            out.append(after.args[index - 1])
        return out
    if name == "scf.for":
        if index < 3:
            return []
        k = index - 3
        body = use_op.regions[0].blocks.first
        out = [use_op.results[k]] if k < len(use_op.results) else []
        if body is not None and k + 1 < len(body.args):
            out.append(body.args[k + 1])
        return out
    if name == "scf.while":
        before = use_op.regions[0].blocks.first
        return [before.args[index]] if before is not None and index < len(before.args) else []
    return []


def compute_aliases(buffers: list[Buffer]) -> AliasInfo:
    info = AliasInfo()
    for buf in buffers:
        seen: set[SSAValue] = set()
        work = [buf.value]
        accesses: dict[Operation, None] = {}
        while work:
            value = work.pop()
            if value in seen:
                continue
            seen.add(value)
            info.buffers_of[value].add(buf)
            for use in list(value.uses):
                op = use.operation
                accesses[op] = None
                produced: list[SSAValue] = []
                if op.name in ("scf.yield", "scf.condition", "scf.for", "scf.while"):
                    produced = _forwarded(op, use.index)
                elif op.name in VIEW_LIKE:
                    produced = [r for r in op.results if is_memref(r)]
                elif op.name in PLAIN_ACCESS:
                    produced = []
                else:
                    produced = [r for r in op.results if is_memref(r)]
                    if op.regions or op.name in CALL_OPS or op.name.endswith(".call"):
                        info.captured_by.setdefault(buf, op)
                work.extend(v for v in produced if is_memref(v))
        info.aliases[buf] = seen
        info.accesses[buf] = list(accesses)
    return info
