"""Whole-IR checks that xDSL's op verifiers leave out, as MLIR's verifier makes them.

* SSA dominance and scoping: a value is used only where its definition dominates the use.
  In its own block the definition comes first; from a nested region, the use's ancestor in
  the defining block comes after the definition; in another block of a multi-block region,
  the defining block dominates the using one (dominator tree of the region's CFG). Uses in
  unreachable blocks are not checked, as in MLIR. A value defined in a region that does not enclose
  the use (a loop's induction variable after the loop) is out of scope, and no use may
  reach across an op that is isolated from above. The bodies of ``builtin.module`` and
  ``gpu.module`` are graph regions: order does not matter there.
* Workgroup buffers within ``reader.limits``: a workgroup memref of static shape holds at
  most ``MAX_BUFFER_BYTES``, an alloc of one asks for an alignment of at most
  ``MAX_ALIGNMENT``, and an async copy moves at most that many bytes, so
  that no size the passes compute leaves i64.
* Constants that MLIR keeps in 64 bits fit there: index attributes, the constants of affine
  maps and sets (loop bounds, conditions, layouts), the strides and offsets of strided layouts.
* Upstream type rules xDSL's verifiers leave out, where the IR is definitely wrong: a memory
  space that is a builtin attribute other than an integer, string or dictionary; a strided
  layout with a stride count other than the rank.
Each problem is an ``SmemDiagnostic`` at the offending op. A rule of one op belongs in that op's
class (its ``verify_``, as xDSL defines them): ``memref.get_global``'s symbol rule is there
(``smem_dialect.memref.views.GetGlobalOp``), as are the offsets and strides of the strided-slice
ops and the shapes of ``memref.subview`` and ``memref.collapse_shape``
(``smem_dialect.memref.shapes``), and what the scf ops and their terminators pass and return
(``smem_dialect.scf.control``; ``func.return`` and ``gpu.return`` check their own), and that a
``func.func`` declaration is private (``smem_dialect.func``). What stays here reads more than one
op, or is smem-opt's own limit on what it reads (``reader.limits``: not an upstream rule).
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import MemRefType
from xdsl.ir import Attribute, Block, BlockArgument, Operation, Region, SSAValue
from xdsl.traits import IsolatedFromAbove, SymbolOpInterface, SymbolTable

from smem_opt.reader.diagnostics import SmemDiagnostic
from smem_opt.reader.graphs import VIRTUAL_EXIT, dominates, immediate_dominators
from smem_opt.reader.limits import MAX_ALIGNMENT, MAX_BUFFER_BYTES
from smem_opt.smem_dialect.smem import AllocOp as SmemAllocOp

GRAPH_REGION_OPS = ("builtin.module", "gpu.module")


def check_ir(module: Operation) -> None:
    """Raise an ``SmemDiagnostic`` for the first problem found, at the op that has it."""
    dominance = _Dominance()
    for op in module.walk():
        for index, operand in enumerate(op.operands):
            problem = dominance.problem(operand, op)
            if problem is not None:
                raise SmemDiagnostic(f"'{op.name}' op operand #{index} {problem}", op)
        _check_workgroup_buffers(op)
        _check_64_bit_constants(op)
        _check_symbol_parent(op)
        _check_memref_types(op)


# -- upstream rules xDSL does not check ---------------------------------------------------------


def _value_types(op: Operation) -> list[Attribute]:
    """The types of ``op``'s results and of the arguments of its regions' blocks."""
    types = [r.type for r in op.results]
    for region in op.regions:
        for block in region.blocks:
            types.extend(a.type for a in block.args)
    return types


def _check_memref_types(op: Operation) -> None:
    """The types of ``op``'s values, and the types inside them, as mlir-opt accepts them: memref
    memory spaces and strided layouts, ``!llvm.ptr`` address spaces (32-bit unsigned)."""
    from xdsl.dialects.builtin import (
        DictionaryAttr,
        IntAttr,
        IntegerAttr,
        MemRefType,
        NoneAttr,
        StridedLayoutAttr,
        StringAttr,
    )
    from xdsl.ir import BuiltinAttribute

    types = _value_types(op)
    # types written inside attributes too (``function_type``, arrays of types): mlir-opt checks them
    types.extend(t for attr in (*op.attributes.values(), *op.properties.values()) for t in _in_containers(attr))
    for type in (m for t in types for m in _types_in(t)):
        if getattr(type, "name", None) == "llvm.ptr":  # (by name: xDSL's llvm module is slow to import)
            space = getattr(type, "addr_space", None)
            if isinstance(space, IntAttr) and not 0 <= space.data < 1 << 32:
                raise SmemDiagnostic(
                    f"'{op.name}' op {type}: address space {space.data} does not fit in 32 bits (unsigned)", op
                )
            continue
        if not isinstance(type, MemRefType):
            continue
        space = type.memory_space
        if isinstance(space, BuiltinAttribute) and not isinstance(
            space, (NoneAttr, IntegerAttr, StringAttr, DictionaryAttr)
        ):
            raise SmemDiagnostic(f"'{op.name}' op {type}: unsupported memory space {space}", op)
        layout = type.layout
        if isinstance(layout, StridedLayoutAttr) and len(layout.strides.data) != type.get_num_dims():
            raise SmemDiagnostic(
                f"'{op.name}' op {type}: {len(layout.strides.data)} strides for rank {type.get_num_dims()}", op
            )


def _in_containers(attr, depth: int = 0):
    """The attributes inside ``attr`` when it is an array or a dictionary (recursively), else
    ``attr`` itself."""
    from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr

    if depth > 8:
        return
    if isinstance(attr, ArrayAttr):
        for item in attr.data:
            yield from _in_containers(item, depth + 1)
    elif isinstance(attr, DictionaryAttr):
        for item in attr.data.values():
            yield from _in_containers(item, depth + 1)
    else:
        yield attr


def _types_in(type, depth: int = 0):
    """``type`` and the attributes among its parameters, recursively (a TMA descriptor's
    tensor, a vector of pointers...)."""
    from xdsl.ir import ParametrizedAttribute

    yield type
    if isinstance(type, ParametrizedAttribute) and depth < 8:
        for param in type.parameters:
            yield from _types_in(param, depth + 1)


# -- 64-bit constants --------------------------------------------------------------------------

I64_RANGE = (-(2**63), 2**63 - 1)


def _check_64_bit_constants(op: Operation) -> None:
    for attr in (*op.properties.values(), *op.attributes.values()):
        bad = _too_wide(attr)
        if bad is not None:
            raise SmemDiagnostic(f"'{op.name}' op {bad} does not fit in 64 bits", op)
    types = _value_types(op)
    for type in types:
        layout = getattr(type, "layout", None)
        if layout is not None and (bad := _too_wide(layout)) is not None:
            raise SmemDiagnostic(f"'{op.name}' op {bad} in the layout of {type} does not fit in 64 bits", op)


def _too_wide(attr: Attribute) -> str | None:
    """The first constant of ``attr`` (affine, strided layout, nested arrays) beyond i64, described."""
    from xdsl.dialects.builtin import (
        AffineMapAttr,
        AffineSetAttr,
        ArrayAttr,
        DictionaryAttr,
        IndexType,
        IntAttr,
        IntegerAttr,
        StridedLayoutAttr,
    )
    from xdsl.ir.affine import AffineConstantExpr

    exprs = []
    if isinstance(attr, IntegerAttr) and isinstance(attr.type, IndexType):
        value = attr.value.data
        return None if I64_RANGE[0] <= value <= I64_RANGE[1] else f"index constant {value}"
    if isinstance(attr, AffineMapAttr):
        exprs = list(attr.data.results)
    elif isinstance(attr, AffineSetAttr):
        exprs = [e for c in attr.data.constraints for e in (c.lhs, c.rhs)]
    elif isinstance(attr, StridedLayoutAttr):
        for part in (*attr.strides.data, attr.offset):
            if isinstance(part, IntAttr) and not I64_RANGE[0] <= part.data <= I64_RANGE[1]:
                return f"strided layout value {part.data}"
        return None
    elif isinstance(attr, ArrayAttr):
        return next((bad for a in attr.data if (bad := _too_wide(a)) is not None), None)
    elif isinstance(attr, DictionaryAttr):
        return next((bad for a in attr.data.values() if (bad := _too_wide(a)) is not None), None)
    for expr in exprs:
        for e in expr.dfs():
            if isinstance(e, AffineConstantExpr) and not I64_RANGE[0] <= e.value <= I64_RANGE[1]:
                return f"affine constant {e.value}"
    return None


def _check_symbol_parent(op: Operation) -> None:
    """A named symbol (``llvm.mlir.global``, ``memref.global``, a function) lives directly in an op
    with a symbol table, as mlir-opt checks; an op without its name (an optional symbol) is free."""
    parent = op.parent_op()
    if parent is None or op.get_trait(SymbolOpInterface) is None or parent.get_trait(SymbolTable) is not None:
        return
    if "sym_name" in op.properties or "sym_name" in op.attributes:
        raise SmemDiagnostic(f"'{op.name}' op symbol's parent must have the SymbolTable trait", op)


# -- workgroup buffers -----------------------------------------------------------------------


def _check_workgroup_buffers(op: Operation) -> None:
    from smem_opt.smem_dialect.gpu import is_workgroup_memref

    values = list(op.results)
    for region in op.regions:
        for block in region.blocks:
            values.extend(block.args)
    for value in values:
        type = value.type
        if not is_workgroup_memref(type):
            continue
        nbytes = _static_bytes(type)
        if nbytes is not None and nbytes > MAX_BUFFER_BYTES:
            raise SmemDiagnostic(
                f"'{op.name}' op workgroup memref {type} holds {nbytes} bytes, more than smem-opt "
                f"accepts ({MAX_BUFFER_BYTES} bytes; the largest target has 227 KiB)",
                op,
            )
        if op.name in (SmemAllocOp.name, "memref.alloc", "memref.alloca") and value is op.results[0]:
            alignment = op.properties.get("alignment") or op.attributes.get("alignment")
            value_ = getattr(getattr(alignment, "value", None), "data", None)
            if isinstance(value_, int) and value_ > MAX_ALIGNMENT:
                raise SmemDiagnostic(
                    f"'{op.name}' op alignment {value_} is larger than smem-opt accepts (at most 2^30)", op
                )


    if op.name == "nvgpu.device_async_copy":
        from smem_opt.smem_dialect.types import element_bits

        count = getattr(getattr(op.properties.get("dstElements"), "value", None), "data", None)
        dst = getattr(op, "dst", None)
        elem = getattr(dst.type, "element_type", None) if dst is not None else None
        bits = element_bits(elem) if isinstance(elem, Attribute) else None
        if isinstance(count, int) and bits and count * bits > 8 * MAX_BUFFER_BYTES:
            raise SmemDiagnostic(
                f"'{op.name}' op copies {count} elements, more than any workgroup buffer holds", op
            )


def _static_bytes(type: MemRefType) -> int | None:
    from smem_opt.smem_dialect.types import element_bits

    shape = type.get_shape()
    if any(d < 0 for d in shape):
        return None
    bits = element_bits(type.element_type)
    if bits is None:
        return None
    count = 1
    for d in shape:
        count *= d
    return (count * bits + 7) // 8


def _where(op: Operation | None) -> str:
    from smem_opt.reader.diagnostics import op_location

    loc = op_location(op)
    return f" at {loc}" if loc else ""


class _Dominance:
    def __init__(self) -> None:
        self._order: dict[Block, dict[Operation, int]] = {}
        self._trees: dict[Region, _DominatorTree] = {}

    def _index(self, op: Operation) -> int:
        block = op.parent
        assert block is not None
        order = self._order.get(block)
        if order is None:
            order = {o: i for i, o in enumerate(block.ops)}
            self._order[block] = order
        return order[op]

    def problem(self, value: SSAValue, user: Operation) -> str | None:
        def_op: Operation | None = None
        if isinstance(value, BlockArgument):
            def_block: Block | None = value.block
        else:
            defining = value.owner
            def_op = defining if isinstance(defining, Operation) else None
            def_block = def_op.parent if def_op is not None else None
        if def_block is None or def_block.parent is None:
            return "is not defined in the IR"
        def_region = def_block.parent
        ancestor = user
        isolated: Operation | None = None  # the first isolated-from-above op the climb leaves
        while True:
            block = ancestor.parent
            if block is None or block.parent is None:
                return f"is used outside the region that defines it (it is defined{_where(def_op or def_region.parent)})"
            if not self._reachable(block):
                return None  # as in MLIR, code that never runs is not checked
            if block.parent is def_region:
                break
            owner = block.parent.parent
            if owner is None:
                return f"is used outside the region that defines it (it is defined{_where(def_op or def_region.parent)})"
            if isolated is None and owner.has_trait(IsolatedFromAbove, value_if_unregistered=False):
                isolated = owner
            ancestor = owner
        if isolated is not None:
            return f"is defined outside '{isolated.name}'{_where(isolated)}, which is isolated from above"
        region_owner = def_region.parent
        if region_owner is not None and region_owner.name in GRAPH_REGION_OPS:
            return None
        if block is def_block:
            if def_op is None:
                return None
            if ancestor is def_op:
                return "is used inside the op that defines it"
            if self._index(def_op) > self._index(ancestor):
                return f"is used before its definition{_where(def_op)}"
            return None
        if not self._tree(def_region).dominates(def_block, block):
            where = _where(def_op) or _where(def_block.first_op)
            return f"does not dominate this use (it is defined{where}, in a block that does not dominate this one)"
        return None

    def _tree(self, region: Region) -> _DominatorTree:
        tree = self._trees.get(region)
        if tree is None:
            tree = self._trees[region] = _DominatorTree(region)
        return tree

    def _reachable(self, block: Block) -> bool:
        region = block.parent
        if region is None or region.blocks.first is region.blocks.last:
            return True
        return self._tree(region).reached(block)


class _DominatorTree:
    """Immediate dominators of a region's blocks (``reader.graphs.immediate_dominators``), the
    edges those of the region's own blocks."""

    def __init__(self, region: Region) -> None:
        blocks = list(region.blocks)
        self.index = {b: i for i, b in enumerate(blocks)}
        succ = [[self.index[s] for s in _successors(b) if s.parent is region] for b in blocks]
        preds: list[list[int]] = [[] for _ in blocks]
        for i, targets in enumerate(succ):
            for t in targets:
                preds[t].append(i)
        self.idom = immediate_dominators(len(blocks), 0, preds.__getitem__, succ.__getitem__)

    def reached(self, block: Block) -> bool:
        """Does a path from the region's entry reach ``block``?"""
        i = self.index[block]
        return i == 0 or self.idom[i] != VIRTUAL_EXIT

    def dominates(self, a: Block, b: Block) -> bool:
        return dominates(self.idom, self.index[a], self.index[b])


def _successors(block: Block) -> Sequence[Block]:
    last = block.last_op
    return tuple(last.successors) if last is not None else ()
