"""The static shared memory the final PTX holds for a kernel beside its own buffers (design §4).

``ptxas`` counts every ``.shared`` array an entry function reaches: the arena (or the kernel's
attributions) and also what the kernel does not own. ``static_beside(kernel_op)`` lists the rest:

- workgroup globals the pass leaves in place (``memref.global`` in workgroup space, an
  ``llvm.mlir.global`` of a sized array in address space 3) that the kernel or a function it calls
  (at any depth) names, except the kernel's own arena (a global that is only viewed at byte
  offsets, as the arena of a ``gpu.launch`` body is);
- the scratch upstream's lowerings allocate for ops the kernel or its callees run (the op records'
  ``lowering_scratch``: 32 values for each ``gpu.all_reduce``), each a workgroup attribution of its
  own after the kernel's.

Placement (static or dynamic), the static-limit checks, the report's occupancy and
``--emit resource-usage`` read it, so that a kernel is never kept static because only the arena
fits under 48 KiB. ``beside_bytes`` is their total after the kernel's own ``first`` bytes, each at
its alignment, as ptxas lays them out. It changes no IR.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from xdsl.dialects.builtin import IntegerAttr, MemRefType, SymbolRefAttr
from xdsl.ir import Operation

from smem_opt.passes.analysis.kernels import is_arena, resolve_symbol
from smem_opt.passes.analysis.op_records import lowering_scratch, op_attr
from smem_opt.smem_dialect.gpu import is_workgroup_memref
from smem_opt.smem_dialect.types import element_abi_align, memref_storage_bytes


@dataclass(frozen=True)
class Beside:
    """One piece of static shared memory beside the kernel's own buffers."""

    what: str
    """What it is, for messages: ``global @name`` or ``gpu.all_reduce scratch``."""
    nbytes: int
    align: int


def _symbol(op: Operation, key: str) -> SymbolRefAttr | None:
    ref = op_attr(op, key)
    return ref if isinstance(ref, SymbolRefAttr) else None


def _global_piece(use: Operation, glob: Operation) -> Beside | None:
    name = op_attr(glob, "sym_name")
    label = f"global @{name.data}" if name is not None and hasattr(name, "data") else "a global"
    if glob.name == "memref.global":
        t = op_attr(glob, "type")
        if not isinstance(t, MemRefType) or not is_workgroup_memref(t):
            return None
        if use.results and is_arena(use.results[0]):
            return None  # the kernel's own arena
        size = memref_storage_bytes(t)
        if size is None:
            return None
        align_attr = op_attr(glob, "alignment")
        align = align_attr.value.data if isinstance(align_attr, IntegerAttr) else element_abi_align(t.element_type) or 1
        return Beside(label, size, align)
    if glob.name == "llvm.mlir.global":
        space = op_attr(glob, "addr_space")
        if not isinstance(space, IntegerAttr) or space.value.data != 3:
            return None
        text = str(op_attr(glob, "global_type"))
        sized = text.replace("!llvm.", "").startswith("array<") and not text.replace("!llvm.", "").startswith("array<0 ")
        size = _llvm_array_bytes(text) if sized else None
        if size is None:
            return None
        align_attr = op_attr(glob, "alignment")
        align = align_attr.value.data if isinstance(align_attr, IntegerAttr) else 1
        return Beside(label, size, align)
    return None


def _llvm_array_bytes(text: str) -> int | None:
    """Bytes of ``!llvm.array<N x T>`` for an integer or float ``T`` (None: another element)."""
    found = re.fullmatch(r"!?(?:llvm\.)?array<(\d+) x (i|f|bf)(\d+)>", text.strip())
    if found is None:
        return None
    return int(found.group(1)) * max(1, int(found.group(3)) // 8)


def static_beside(kernel_op: Operation) -> list[Beside]:
    """What the entry function's PTX holds in ``.shared`` beside the kernel's own buffers."""
    pieces: list[Beside] = []
    globals_seen: set[int] = set()
    functions_seen: set[int] = {id(kernel_op)}
    todo = [kernel_op]
    while todo:
        root = todo.pop()
        for op in root.walk():
            scratch = lowering_scratch(op)
            if scratch is not None:
                pieces.append(Beside(f"{op.name} scratch", *scratch))
            for key in ("name", "global_name"):
                ref = _symbol(op, key)
                if ref is None or op.name not in ("memref.get_global", "llvm.mlir.addressof"):
                    continue
                glob = resolve_symbol(op, ref)
                if glob is None or id(glob) in globals_seen:
                    continue
                piece = _global_piece(op, glob)
                if piece is not None:
                    globals_seen.add(id(glob))
                    pieces.append(piece)
            callee = _symbol(op, "callee")
            if callee is not None and op is not root:
                target = resolve_symbol(op, callee)
                if target is not None and id(target) not in functions_seen and target.regions:
                    functions_seen.add(id(target))
                    todo.append(target)
    return pieces


def beside_bytes(kernel_op: Operation, first: int = 0) -> int:
    """The static shared bytes after ``first`` bytes of the kernel's own, with what
    ``static_beside`` lists, each piece at its alignment (0 when there is none)."""
    total = first
    for piece in static_beside(kernel_op):
        total = -(-total // piece.align) * piece.align + piece.nbytes
    return total - first


__all__ = ["Beside", "beside_bytes", "static_beside"]
