"""Handlers for ``llvm`` pointer ops on buffers whose address the kernel took.

A pointer is a plain integer address (``frame.BlockRun.addresses`` gives each storage
one when ``memref.extract_aligned_pointer_as_index`` asks); ``llvm.inttoptr`` and
``llvm.ptrtoint`` keep the integer, ``llvm.getelementptr`` adds its scaled indices, and
``llvm.load`` / ``llvm.store`` resolve the address to a storage and access it like any
other load or store: bounds, the alignment of the access, and the race detector.
"""

from __future__ import annotations

from xdsl.dialects.builtin import FloatAttr, IntegerAttr
from xdsl.ir import Attribute, Operation

from smem_opt.smem_dialect.types import element_abi_align, element_storage_bytes
from smem_opt.tools.simulator.frame import TID, Fn, attr, dense_values, int_attr
from smem_opt.tools.simulator.memory import SimError, elem_of, float_rounder, int_width, load_element, store_element, wrap_int

GEP_DYNAMIC = -(2**31)
"""``rawConstantIndices`` entry standing for the next dynamic index operand."""


def _type_bytes(t: Attribute, op: Operation) -> int:
    """Bytes between consecutive values of ``t`` in memory (LLVM's alloc size)."""
    if t.name == "llvm.array":  # type: ignore[attr-defined]
        return t.size.data * _type_bytes(t.type, op)  # type: ignore[attr-defined]
    size = element_storage_bytes(t)
    if size is None:
        raise SimError(f"the simulator cannot size '{t}' for '{op.name}'", op)
    return size


def llvm_inttoptr(prog, op: Operation) -> Fn:
    s, r = prog.slot(op.operands[0]), prog.slot(op.results[0])

    def run(fr: list) -> None:
        fr[r] = fr[s]

    return run


def llvm_ptrtoint(prog, op: Operation) -> Fn:
    s, r = prog.slot(op.operands[0]), prog.slot(op.results[0])
    w = int_width(op.results[0].type)

    def run(fr: list) -> None:
        fr[r] = wrap_int(fr[s], w)

    return run


def llvm_getelementptr(prog, op: Operation) -> Fn:
    base = prog.slot(op.operands[0])
    dynamic = iter(prog.slot(v) for v in op.operands[1:])
    elem = attr(op, "elem_type")
    if elem is None:
        raise SimError("llvm.getelementptr without an element type", op)
    terms: list[tuple[bool, int, int]] = []  # (dynamic?, slot or constant, scale)
    t: Attribute = elem
    for k, raw in enumerate(dense_values(attr(op, "rawConstantIndices"))):
        if k > 0:
            if t.name != "llvm.array":  # type: ignore[attr-defined]
                raise SimError(f"the simulator does not support indexing into '{t}' in llvm.getelementptr", op)
            t = t.type  # type: ignore[attr-defined]
        scale = _type_bytes(t, op)
        terms.append((True, next(dynamic), scale) if raw == GEP_DYNAMIC else (False, raw, scale))
    r = prog.slot(op.results[0])

    def run(fr: list) -> None:
        address = fr[base]
        for dyn, v, scale in terms:
            address += (fr[v] if dyn else v) * scale
        fr[r] = address

    return run


def _checked(prog, op: Operation, address: int, t: Attribute):
    el = elem_of(t)
    st, at = prog.cur.addresses.resolve(address, el.nbytes, op)
    need = int_attr(op, "alignment", 0) or element_abi_align(t) or 1
    if address % need:
        raise SimError(f"misaligned address: {el.name} access at {address:#x} needs {need}-byte alignment", op)
    return st, el, at


def llvm_load(prog, op: Operation) -> Fn:
    p, r = prog.slot(op.operands[0]), prog.slot(op.results[0])
    t = op.results[0].type

    def run(fr: list) -> None:
        st, el, at = _checked(prog, op, fr[p], t)
        fr[r] = load_element(st, el, at, (fr[TID], op, st))

    return run


def llvm_store(prog, op: Operation) -> Fn:
    v, p = prog.slot(op.operands[0]), prog.slot(op.operands[1])
    t = op.operands[0].type

    def run(fr: list) -> None:
        st, el, at = _checked(prog, op, fr[p], t)
        store_element(st, el, at, fr[v], (fr[TID], op, st))

    return run


def llvm_mlir_constant(prog, op: Operation) -> None:
    value = attr(op, "value")
    t = op.results[0].type
    if isinstance(value, IntegerAttr):
        prog.template[prog.slot(op.results[0])] = wrap_int(value.value.data, int_width(t))
    elif isinstance(value, FloatAttr):
        prog.template[prog.slot(op.results[0])] = float_rounder(t)(float(value.value.data))
    else:
        raise SimError(f"unsupported constant {value}", op)
    return None


def llvm_mlir_zero(prog, op: Operation) -> None:
    prog.template[prog.slot(op.results[0])] = 0
    return None


HANDLERS = {
    "llvm.inttoptr": llvm_inttoptr,
    "llvm.ptrtoint": llvm_ptrtoint,
    "llvm.getelementptr": llvm_getelementptr,
    "llvm.load": llvm_load,
    "llvm.store": llvm_store,
    "llvm.mlir.constant": llvm_mlir_constant,
    "llvm.mlir.zero": llvm_mlir_zero,
}
