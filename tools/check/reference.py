"""Preparing ``gpu``-dialect modules for the run, by editing their generic text.

``own_buffers(text, split_arena)`` gives every workgroup buffer of each kernel its own workgroup
attribution: each workgroup ``memref.alloc`` / ``memref.alloca`` (upstream lowers those to a
per-thread ``malloc``), and with ``split_arena`` each view of the kernel's arena (the reference
of a plan: the same kernel with no bytes shared). The arena is the workgroup ``i8`` buffer of the
kernel's ``smem.arena_bytes`` (an attribution, an alloc, a view of dynamic shared memory of that
size, or dynamic shared memory itself when the kernel records ``smem.dynamic_shared_memory_bytes``
and has no such view). Each new attribution is aligned to ``OWN_ALIGN`` bytes, more than any access
needs, and keeps the buffer's name; deallocations of workgroup memory go.

``kernels(text)`` reads what a run needs about each kernel: its name, argument names and types,
known block size and dynamic shared memory bytes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from smem_opt.tools.check import attrs as A
from smem_opt.tools.check.errors import CannotRun
from smem_opt.tools.check.mlir_text import Block, Op, parse, split_function_type, string_value
from smem_opt.tools.check.mlir_text import split_top

OWN_ALIGN = 1024
SLOT_BASE = 48 * 1024
SLOT_BYTES = 64 * 1024
"""A workgroup alloc whose size is known only at run time gets its own slot of dynamic shared
memory instead: slot k at ``SLOT_BASE + k * SLOT_BYTES`` (after the bytes a kernel's own views of
dynamic shared memory use, for any kernel that keeps them under 48 KiB)."""
WORKGROUP = "#gpu.address_space<workgroup>"
_MEMREF = re.compile(r"^memref<(.*)>$", re.S)


@dataclass
class KernelInfo:
    name: str
    arg_names: list[str]
    arg_types: list[str]
    block: tuple[int, int, int] | None
    dynamic_bytes: int | None
    loc: tuple | None
    workgroup_names: list[str]
    """The workgroup attributions' names, in order (upstream lowers attribution k of kernel
    ``K`` to the shared global ``__wg_K_k``)."""


def memref_parts(type_text: str) -> tuple[list[int | None], str, str, str] | None:
    """(shape with None for ``?``, element type, layout text, memory space text) of a memref type."""
    m = _MEMREF.match(type_text.strip())
    if m is None:
        return None

    pieces = split_top(m.group(1))
    head = pieces[0]
    dims: list[int | None] = []
    while True:
        d = re.match(r"(\?|\d+)x", head)
        if d is None:
            break
        dims.append(None if d.group(1) == "?" else int(d.group(1)))
        head = head[d.end() :]
    layout = ""
    space = ""
    for extra in pieces[1:]:
        if extra.startswith(("strided<", "affine_map<", "#")) and not _is_space(extra):
            layout = extra
        else:
            space = extra
    return dims, head, layout, space


def _is_space(text: str) -> bool:
    return text.startswith("#gpu.address_space") or bool(re.fullmatch(r"\d+(\s*:\s*i\d+)?", text))


def is_workgroup(type_text: str) -> bool:
    parts = memref_parts(type_text)
    if parts is None:
        return False
    space = parts[3].replace(" ", "")
    return space in (WORKGROUP.replace(" ", ""), "3", "3:i64", "3:i32")


def _format_dict(d: dict[str, str]) -> str:
    return ", ".join(k if v == "unit" else f"{k} = {v}" for k, v in d.items())


def _kernel_funcs(root: Op) -> list[Op]:
    return [op for op in root.walk() if op.name == "gpu.func" and "gpu.kernel" in op.attrs | op.props]


def own_buffers(text: str, split_arena: bool) -> str:
    root = parse(text)
    edits: list[tuple[int, int, str]] = []
    for func in _kernel_funcs(root):
        edits.extend(_kernel_edits(func, split_arena))
    out = text
    for start, end, new in sorted(edits, key=lambda e: (e[0], e[1]), reverse=True):
        out = out[:start] + new + out[end:]
    return out


def _kernel_edits(func: Op, split_arena: bool) -> list[tuple[int, int, str]]:
    entry = func.regions[0].blocks[0]
    n_inputs = len(split_function_type(func.attr("function_type") or "() -> ()")[0])
    n_wg = A.int_value(func.attr("workgroup_attributions"), 0) or 0
    arenas = _arena_values(func, entry, n_inputs, n_wg) if split_arena else set()
    edits: list[tuple[int, int, str]] = []
    new_args: list[tuple[str, str]] = []
    body_ops = [op for op in func.walk() if op is not func]
    constants = _index_constants(body_ops)
    slots = 0
    for op in body_ops:
        if op.name in ("memref.alloc", "memref.alloca") and op.result_types and is_workgroup(op.result_types[0]):
            shape = _static_shape(op.result_types[0], op.operands, constants)
            if shape is None:
                edits.append(_dynamic_slot(op, slots))
                slots += 1
                continue
            new_args.append(_replace(op, edits, shape))
        elif op.name == "memref.view" and op.operands and op.operands[0] in arenas:
            shape = _static_shape(op.result_types[0], op.operands[2:], constants)
            if shape is None:
                continue
            new_args.append(_replace(op, edits, shape))
        elif op.name == "memref.dealloc" and op.operand_types and is_workgroup(op.operand_types[0]):
            edits.append((op.start, op.end, ""))
    if not new_args and not slots:
        return edits
    props = dict(func.props)
    attrs_ = dict(func.attrs)
    if slots:
        before = A.int_value(func.attr("smem.dynamic_shared_memory_bytes"), 0) or 0
        attrs_["smem.dynamic_shared_memory_bytes"] = f"{max(before, SLOT_BASE + slots * SLOT_BYTES)} : i64"
    if not new_args:
        if func.attrs_span is None:
            raise CannotRun("a kernel without attributes", func.loc)
        edits.append((func.attrs_span[0], func.attrs_span[1], "{" + _format_dict(attrs_) + "}"))
        return edits
    args = entry.args[: n_inputs + n_wg] + new_args + entry.args[n_inputs + n_wg :]
    header = f"^bb0({', '.join(f'{name}: {typ}' for name, typ in args)}):"
    if entry.header_start >= 0:
        edits.append((entry.header_start, entry.header_end, header))
    else:
        edits.append((entry.header_end, entry.header_end, header + "\n"))
    attrib = func.attr("workgroup_attrib_attrs")
    old = [x for x in _split_array(attrib)] if attrib else ["{}"] * n_wg
    new_attrib = "[" + ", ".join(old + [f"{{llvm.align = {OWN_ALIGN} : i64}}"] * len(new_args)) + "]"
    if "workgroup_attrib_attrs" in attrs_:
        attrs_["workgroup_attrib_attrs"] = new_attrib
    else:
        props["workgroup_attrib_attrs"] = new_attrib
    if "workgroup_attributions" in props:
        props["workgroup_attributions"] = f"{n_wg + len(new_args)} : i64"
    else:
        attrs_["workgroup_attributions"] = f"{n_wg + len(new_args)} : i64"
    if func.props_span is not None:
        edits.append((func.props_span[0], func.props_span[1], "<{" + _format_dict(props) + "}>"))
    if func.attrs_span is not None:
        edits.append((func.attrs_span[0], func.attrs_span[1], "{" + _format_dict(attrs_) + "}"))
    else:
        raise CannotRun("a kernel without attributes", func.loc)
    return edits


def _split_array(raw: str) -> list[str]:
    raw = raw.strip()
    return [p for p in split_top(raw[1:-1]) if p] if raw.startswith("[") else []


def _dynamic_slot(op: Op, slot: int) -> tuple[int, int, str]:
    """The edit that puts a run-time-sized workgroup alloc in its own slot of dynamic memory."""
    name = op.results[0]
    rt = op.result_types[0]
    parts = memref_parts(rt)
    if parts is None or parts[2]:
        raise CannotRun(f"a workgroup buffer of type {rt} cannot have its own buffer", op.loc)
    dims, elem, _, _ = parts
    wg = f"memref<{''.join('?x' if d is None else f'{d}x' for d in dims)}{elem}, {WORKGROUP}>"
    i8 = f"memref<?xi8, {WORKGROUP}>"
    offset = SLOT_BASE + slot * SLOT_BYTES
    sizes = ", ".join(op.operands)
    size_types = ", ".join("index" for _ in op.operands)
    view = name if wg.replace(" ", "") == rt.replace(" ", "") else f"{name}_own"
    text = (
        f'{name}_slot = "arith.constant"() <{{value = {offset} : index}}> : () -> index\n'
        f'{name}_dynamic = "gpu.dynamic_shared_memory"() : () -> {i8}\n'
        f'{view} = "memref.view"({name}_dynamic, {name}_slot, {sizes}) : ({i8}, index, {size_types}) -> {wg}'
    )
    if view != name:
        text += f'\n{name} = "memref.memory_space_cast"({view}) : ({wg}) -> {rt}'
    return op.start, op.end, text


def _index_constants(ops: list[Op]) -> dict[str, int]:
    found = {}
    for op in ops:
        if op.name == "arith.constant" and op.results and op.result_types == ["index"]:
            value = A.int_value(op.attr("value"))
            if value is not None:
                found[op.results[0]] = value
    return found


def _static_shape(type_text: str, sizes: list[str], constants: dict[str, int]) -> list[int] | None:
    """The shape of a memref of ``type_text`` whose dynamic sizes are ``sizes``, when all are
    constants; None otherwise."""
    parts = memref_parts(type_text)
    if parts is None:
        return None
    dims = list(parts[0])
    values = iter(sizes)
    for k, d in enumerate(dims):
        if d is None:
            name = next(values, None)
            if name is None or name not in constants:
                return None
            dims[k] = constants[name]
    return dims  # type: ignore[return-value]


def _replace(op: Op, edits: list[tuple[int, int, str]], shape: list[int]) -> tuple[str, str]:
    """The buffer ``op`` makes becomes an attribution of ``shape``; ``op`` goes (or becomes a
    cast to its type)."""
    name = op.results[0]
    rt = op.result_types[0]
    _, elem, layout, _ = memref_parts(rt)  # type: ignore[misc]
    wg = f"memref<{''.join(f'{d}x' for d in shape)}{elem}, {WORKGROUP}>"
    if wg.replace(" ", "") == rt.replace(" ", ""):
        edits.append((op.start, op.end, ""))
        return name, rt
    own = f"{name}_own"
    parts = memref_parts(rt)
    if parts is not None and parts[3].replace(" ", "") == WORKGROUP.replace(" ", "") and not layout:
        edits.append((op.start, op.end, f'{name} = "memref.cast"({own}) : ({wg}) -> {rt}'))
    elif None not in parts[0] and not layout:  # type: ignore[index]
        edits.append((op.start, op.end, f'{name} = "memref.memory_space_cast"({own}) : ({wg}) -> {rt}'))
    else:
        raise CannotRun(f"a workgroup buffer of type {rt} cannot have its own buffer", op.loc)
    return own, wg


def _arena_values(func: Op, entry: Block, n_inputs: int, n_wg: int) -> set[str]:
    nbytes = A.int_value(func.attr("smem.arena_bytes"))
    if not nbytes:
        return set()
    arena_type = f"memref<{nbytes}xi8,{WORKGROUP}>".replace(" ", "")
    found: set[str] = set()
    for name, typ in entry.args[n_inputs : n_inputs + n_wg]:
        if typ.replace(" ", "") == arena_type:
            found.add(name)
    dynamic: set[str] = set()
    for op in func.walk():
        if op.name in ("memref.alloc", "memref.alloca") and op.result_types and \
                op.result_types[0].replace(" ", "") == arena_type:
            found.add(op.results[0])
        if op.name == "gpu.dynamic_shared_memory":
            dynamic.add(op.results[0])
    viewed_dynamic = False
    for op in func.walk():
        if op.name == "memref.view" and op.operands and op.operands[0] in dynamic and \
                op.result_types[0].replace(" ", "") == arena_type:
            found.add(op.results[0])
            viewed_dynamic = True
    if dynamic and not viewed_dynamic and func.attr("smem.dynamic_shared_memory_bytes"):
        found |= dynamic
    return found


def kernels(text: str) -> list[KernelInfo]:
    root = parse(text)
    out = []
    for func in _kernel_funcs(root):
        inputs, _ = split_function_type(func.attr("function_type") or "() -> ()")
        entry = func.regions[0].blocks[0] if func.regions and func.regions[0].blocks else None
        names = [a for a, _ in entry.args[: len(inputs)]] if entry else [f"%arg{k}" for k in range(len(inputs))]
        raw = func.attr("known_block_size") or func.attr("gpu.known_block_size")
        block = None
        if raw:
            dims = A.int_array(raw) + [1, 1, 1]
            block = (dims[0], dims[1], dims[2])
        n_wg = A.int_value(func.attr("workgroup_attributions"), 0) or 0
        wg_names = [a.lstrip("%") for a, _ in entry.args[len(inputs) : len(inputs) + n_wg]] if entry else []
        out.append(KernelInfo(
            string_value(func.attr("sym_name")) or "?", names, inputs, block,
            A.int_value(func.attr("smem.dynamic_shared_memory_bytes")), func.loc, wg_names,
        ))
    return out
