"""Preparing ``gpu``-dialect modules for the run, by editing their generic text.

``own_buffers(text, split_arena)`` gives every workgroup buffer of each kernel its own workgroup
attribution: each workgroup ``memref.alloc`` / ``memref.alloca`` (upstream lowers those to a
per-thread ``malloc``), and with ``split_arena`` each view of each of the kernel's arenas (the
reference of a plan: the same kernel with no bytes shared). An arena is found by what it is, not
by who made it or what the kernel records (``arena_leaves``): a workgroup ``i8`` buffer whose
views are taken at offsets, whatever its size and spelling; a kernel whose arena is used other
than through views, or that records an arena none is found for, has no independent reference
(``CannotRun``). Each new attribution is aligned to ``OWN_ALIGN`` bytes, more than any access
needs, and keeps the buffer's name; a view whose sizes are known only at run time gets a slot of
dynamic shared memory of its own; deallocations of workgroup memory go.

``kernels(text)`` reads what a run needs about each kernel: its name, argument names and types,
known block size and dynamic shared memory bytes.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field

from smem_opt.tools.check import attrs as A
from smem_opt.tools.check.errors import CannotRun
from smem_opt.tools.check.mlir_text import (
    Block,
    Loc,
    Op,
    parse,
    split_function_type,
    split_top,
    string_value,
    symbol_name,
)

OWN_ALIGN = 1024
SLOT_BASE = 48 * 1024
SLOT_BYTES = 1024 * 1024
"""A workgroup alloc whose size is known only at run time gets its own slot of dynamic shared
memory instead: slot k at ``base + k * SLOT_BYTES``, where ``base`` is ``SLOT_BASE`` or, past it,
the bytes the kernel's own views of dynamic shared memory say they use. The slot never holds less
than the buffer: the reference computes the buffer's bytes where it is made and stops
(``SLOT_TRAP``) when they exceed its slot, and the check answers "no independent reference" for
that run instead of comparing against bytes the reference shares."""
SLOT_TRAP = 113
"""The ``failureKind`` (an ``i8``) of the ``llvm.intr.ubsantrap`` by which the reference stops
when a run-time-sized buffer outgrows its slot."""
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
    module: str = ""
    """The name of its ``gpu.module`` in the text it was read from."""
    path: str = ""
    """Its full symbol path in the module the user gave (``tools.check.units``)."""
    attrs: dict = field(default_factory=dict)
    """The ``gpu.func``'s attributes and properties (raw text)."""


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


def own_buffers(text: str, split_arena: bool, reference_is_plan: bool = True,
                errors: dict[tuple[str, str], CannotRun] | None = None,
                as_written: dict[tuple[str, str], list[str]] | None = None) -> str:
    """``text`` with its buffers made attributions (see the module docstring). With
    ``split_arena``, arenas are split: every arena of every kernel when ``reference_is_plan`` (the
    module is a plan to check), else only those of kernels that say they were planned
    (``smem.arena_bytes``: an input that already holds a plan); the arenas an input made itself
    run as written, their views put in ``as_written`` by (gpu.module name, kernel name). A kernel
    whose buffers cannot be made attributions is left as it is and put in ``errors`` when given;
    else that raises."""
    root = parse(text)
    edits: list[tuple[int, int, str]] = []
    for module in (op for op in root.walk() if op.name == "gpu.module"):
        module_name = string_value(module.attr("sym_name")) or "?"
        for func in _kernel_funcs(module):
            key = (module_name, _kernel_name(func))
            planned = func.attr("smem.arena_bytes") is not None
            split = split_arena and (reference_is_plan or planned)
            if split_arena and not split and as_written is not None:
                ranges: dict[int, tuple[str, int | None, int | None]] = {}
                try:
                    views = _arena_views(func, reference_is_plan, ranges)
                except CannotRun:
                    views = []
                shared = overlapping(ranges)
                if any(id(v) in shared for v in views):
                    as_written[key] = [v.results[0] for v in views if id(v) in shared]
            try:
                edits.extend(_kernel_edits(func, split, reference_is_plan, shared_globals(module)))
            except CannotRun as err:
                if errors is None:
                    raise
                errors[key] = err
    out = text
    for start, end, new in sorted(edits, key=lambda e: (e[0], e[1]), reverse=True):
        out = out[:start] + new + out[end:]
    return out


def _arena_views(func: Op, dynamic_is_arena: bool,
                 ranges: dict[int, tuple[str, int | None, int | None]] | None = None) -> list[Op]:
    entry = func.regions[0].blocks[0]
    n_inputs = len(split_function_type(func.attr("function_type") or "() -> ()")[0])
    n_wg = A.int_value(func.attr("workgroup_attributions"), 0) or 0
    return arena_leaves(func, entry, n_inputs, n_wg, dynamic_is_arena, ranges)


def _kernel_edits(func: Op, split_arena: bool, dynamic_is_arena: bool,
                  globals_: dict[str, str] | None = None) -> list[tuple[int, int, str]]:
    entry = func.regions[0].blocks[0]
    n_inputs = len(split_function_type(func.attr("function_type") or "() -> ()")[0])
    n_wg = A.int_value(func.attr("workgroup_attributions"), 0) or 0
    leaves = {id(v) for v in _arena_views(func, dynamic_is_arena)} if split_arena else set()
    if split_arena:
        _refuse_unsplittable(func, entry.args[n_inputs : n_inputs + n_wg], globals_ or {})
    edits: list[tuple[int, int, str]] = []
    new_args: list[tuple[str, str]] = []
    body_ops = [op for op in func.walk() if op is not func]
    constants = _index_constants(body_ops)
    slots = 0
    before = A.int_value(func.attr("smem.dynamic_shared_memory_bytes"), 0) or 0
    base = max(SLOT_BASE, -(-before // OWN_ALIGN) * OWN_ALIGN)
    fresh = itertools.count()
    for op in body_ops:
        sizes: list[str] | None = None
        if op.name in ("memref.alloc", "memref.alloca") and op.result_types and is_workgroup(op.result_types[0]):
            sizes = op.operands
        elif op.name == "memref.view" and id(op) in leaves:
            sizes = op.operands[2:]
        if sizes is not None:
            shape = _static_shape(op.result_types[0], sizes, constants)
            if shape is None:
                edits.append(_dynamic_slot(op, sizes, base + slots * SLOT_BYTES, next(fresh)))
                slots += 1
                continue
            new_args.append(_replace(op, edits, shape, next(fresh)))
        elif op.name == "memref.dealloc" and op.operand_types and is_workgroup(op.operand_types[0]):
            edits.append((op.start, op.end, ""))
    if not new_args and not slots:
        return edits
    props = dict(func.props)
    attrs_ = dict(func.attrs)
    if slots:
        attrs_["smem.dynamic_shared_memory_bytes"] = f"{base + slots * SLOT_BYTES} : i64"
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


_BYTE_ARRAY = re.compile(r"x\s*i8\s*>\s*$")
_DYNAMIC = -(1 << 63)
"""How a ``memref.subview``'s static offsets, sizes and strides mark one given as an operand."""


def _refuse_unsplittable(func: Op, attributions: list[tuple[str, str]], globals_: dict[str, str]) -> None:
    """A workgroup buffer the reference cannot give each of its parts bytes of their own is an
    error ("no independent reference"), never a comparison of the plan with itself: one cut by
    ``memref.subview``s that may overlap, a buffer of bytes handed to a function (which may cut
    it), a shared global of bytes reached through pointers."""
    users: dict[str, list[Op]] = {}
    buffers: list[tuple[str, str, Loc | None]] = [(name, typ, func.loc) for name, typ in attributions]
    for op in func.walk():
        if op is func:
            continue
        for value in op.operands:
            users.setdefault(value, []).append(op)
        if op.name in ("memref.alloc", "memref.alloca") and op.result_types and is_workgroup(op.result_types[0]):
            buffers.append((op.results[0], op.result_types[0], op.loc))
        if op.name == "llvm.mlir.addressof":
            target = symbol_name(op.attr("global_name"))
            glob = globals_.get(target or "")
            if glob is not None and _BYTE_ARRAY.search(glob):
                raise CannotRun(f"no independent reference: shared global @{target} is an arena of bytes reached "
                                "through pointers; the reference cannot give its buffers bytes of their own", op.loc)
    for name, typ, loc in buffers:
        parts = memref_parts(typ)
        byte_buffer = parts is not None and parts[1].strip() == "i8"
        cuts = [u for u in users.get(name, []) if u.name == "memref.subview" and u.operands[:1] == [name]]
        if len(cuts) > 1 and _may_overlap(typ, cuts):
            raise CannotRun(f"no independent reference: workgroup buffer {name} is cut by memref.subviews that may "
                            "overlap; the reference cannot give its parts bytes of their own", cuts[1].loc or loc)
        calls = [u for u in users.get(name, []) if u.name.endswith(".call")]
        if byte_buffer and calls:
            raise CannotRun(f"no independent reference: workgroup buffer of bytes {name} is passed to a function, "
                            "which may cut it into buffers the reference cannot give bytes of their own",
                            calls[0].loc or loc)


def shared_globals(module: Op) -> dict[str, str]:
    """The shared-memory ``llvm.mlir.global``s of ``module``: name -> type."""
    found: dict[str, str] = {}
    for op in module.walk():
        if op.name == "llvm.mlir.global" and A.int_value(op.attr("addr_space"), 0) == 3:
            name = string_value(op.attr("sym_name"))
            if name is not None:
                found[name] = op.attr("global_type") or ""
    return found


def _may_overlap(type_text: str, cuts: list[Op]) -> bool:
    """Whether two of the subviews ``cuts`` of a buffer of ``type_text`` may share an element:
    true unless every one has static offsets, sizes and strides of an identity-layout buffer of
    static shape and their element ranges are apart."""
    parts = memref_parts(type_text)
    if parts is None or parts[2] or None in parts[0]:
        return True
    shape = [d or 0 for d in parts[0]]
    strides = [1] * len(shape)
    for k in range(len(shape) - 2, -1, -1):
        strides[k] = strides[k + 1] * shape[k + 1]
    spans = []
    for cut in cuts:
        offsets, sizes, steps = (A.int_array(cut.attr(key) or "") for key in ("static_offsets", "static_sizes",
                                                                               "static_strides"))
        if not (len(offsets) == len(sizes) == len(steps) == len(shape)) or _DYNAMIC in offsets + sizes + steps:
            return True
        if 0 in sizes:
            continue
        lo = sum(o * st for o, st in zip(offsets, strides))
        hi = sum((o + (n - 1) * step) * st for o, n, step, st in zip(offsets, sizes, steps, strides))
        spans.append((lo, hi))
    spans.sort()
    return any(b[0] <= a[1] for a, b in zip(spans, spans[1:]))


def _split_array(raw: str) -> list[str]:
    raw = raw.strip()
    return [p for p in split_top(raw[1:-1]) if p] if raw.startswith("[") else []


def _fresh(k: int, what: str) -> str:
    """A value name of the check's own (``%0_slot`` would not be one: a name that starts with a
    digit is all digits)."""
    return f"%chk{k}_{what}"


def _dynamic_slot(op: Op, sizes: list[str], offset: int, k: int) -> tuple[int, int, str]:
    """The edit that puts a run-time-sized workgroup buffer (an alloc, or a view of an arena
    whose sizes are operands ``sizes``) in its own slot of dynamic memory at byte ``offset``,
    and stops the reference when the buffer's bytes outgrow the slot (``SLOT_TRAP``)."""
    name = op.results[0]
    rt = op.result_types[0]
    parts = memref_parts(rt)
    if parts is None or parts[2]:
        raise CannotRun(f"a workgroup buffer of type {rt} cannot have its own buffer", op.loc)
    dims, elem, _, _ = parts
    element = A.parse_type(elem)
    if isinstance(element, A.Other):
        raise CannotRun(f"a workgroup buffer of type {rt} cannot have its own buffer", op.loc)
    wg = f"memref<{''.join('?x' if d is None else f'{d}x' for d in dims)}{elem}, {WORKGROUP}>"
    i8 = f"memref<?xi8, {WORKGROUP}>"
    size_list = ", ".join(sizes)
    size_types = ", ".join("index" for _ in sizes)
    view = name if wg.replace(" ", "") == rt.replace(" ", "") else _fresh(k, "own")
    slot_name, dynamic_name = _fresh(k, "slot"), _fresh(k, "dynamic")
    static = A.size_of(element)
    for d in dims:
        static *= d if d is not None else 1
    lines = [
        f'{slot_name} = "arith.constant"() <{{value = {offset} : index}}> : () -> index',
        f'{dynamic_name} = "gpu.dynamic_shared_memory"() : () -> {i8}',
        f'{view} = "memref.view"({dynamic_name}, {slot_name}{", " if sizes else ""}{size_list}) : '
        f'({i8}, index{", " if sizes else ""}{size_types}) -> {wg}',
    ]
    if view != name:
        lines.append(f'{name} = "memref.memory_space_cast"({view}) : ({wg}) -> {rt}')
    total = _fresh(k, "bytes0")
    lines.append(f'{total} = "arith.constant"() <{{value = {static} : index}}> : () -> index')
    for j, size in enumerate(sizes):
        product = _fresh(k, f"bytes{j + 1}")
        lines.append(f'{product} = "arith.muli"({total}, {size}) <{{overflowFlags = #arith.overflow<none>}}> : '
                     '(index, index) -> index')
        total = product
    cap, over = _fresh(k, "cap"), _fresh(k, "over")
    lines += [
        f'{cap} = "arith.constant"() <{{value = {SLOT_BYTES} : index}}> : () -> index',
        f'{over} = "arith.cmpi"({total}, {cap}) <{{predicate = 8 : i64}}> : (index, index) -> i1',
        f'"scf.if"({over}) ({{\n  "llvm.intr.ubsantrap"() <{{failureKind = {SLOT_TRAP} : i8}}> : () -> ()\n'
        '  "scf.yield"() : () -> ()\n}, {\n}) : (i1) -> ()',
    ]
    return op.start, op.end, "\n".join(lines)


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
    dims: list[int] = []
    values = iter(sizes)
    for d in parts[0]:
        if d is None:
            name = next(values, None)
            if name is None or name not in constants:
                return None
            d = constants[name]
        dims.append(d)
    return dims


def _replace(op: Op, edits: list[tuple[int, int, str]], shape: list[int], k: int) -> tuple[str, str]:
    """The buffer ``op`` makes becomes an attribution of ``shape``; ``op`` goes (or becomes a
    cast to its type)."""
    name = op.results[0]
    rt = op.result_types[0]
    parts = memref_parts(rt)
    if parts is None:
        raise CannotRun(f"a workgroup buffer of type {rt} cannot have its own buffer", op.loc)
    dims, elem, layout, space = parts
    wg = f"memref<{''.join(f'{d}x' for d in shape)}{elem}, {WORKGROUP}>"
    if wg.replace(" ", "") == rt.replace(" ", ""):
        edits.append((op.start, op.end, ""))
        return name, rt
    own = _fresh(k, "own")
    if space.replace(" ", "") == WORKGROUP.replace(" ", "") and not layout:
        edits.append((op.start, op.end, f'{name} = "memref.cast"({own}) : ({wg}) -> {rt}'))
    elif None not in dims and not layout:
        edits.append((op.start, op.end, f'{name} = "memref.memory_space_cast"({own}) : ({wg}) -> {rt}'))
    else:
        raise CannotRun(f"a workgroup buffer of type {rt} cannot have its own buffer", op.loc)
    return own, wg


ARENA_ALIASES = ("memref.cast", "memref.memory_space_cast", "memref.assume_alignment")
"""Ops whose result is their operand under another type: an arena seen through one is the arena."""


def _is_byte_buffer(type_text: str) -> bool:
    """A 1-D ``i8`` workgroup memref with the identity layout (any size, any spelling of the
    workgroup space): what an arena is, whoever made it."""
    parts = memref_parts(type_text)
    return parts is not None and len(parts[0]) == 1 and parts[1] == "i8" and not parts[2] and is_workgroup(type_text)


def arena_leaves(func: Op, entry: Block, n_inputs: int, n_wg: int, dynamic_is_arena: bool,
                 ranges: dict[int, tuple[str, int | None, int | None]] | None = None) -> list[Op]:
    """The typed views of every arena of kernel ``func``: a workgroup ``i8`` buffer (an
    attribution, an alloc, a global read by ``memref.get_global``, or an ``i8`` view of another
    arena) of which ``memref.view`` ops take typed views at offsets. Views of an ``i8`` view are
    followed to their leaves, through casts. Each leaf is a buffer of the plan; the reference gives
    each its own. Dynamic shared memory is an arena too when ``dynamic_is_arena`` (the reference
    is a plan: the module checked with no pipeline, or ``--check-against``) or when the kernel
    says it was planned (``smem.arena_bytes``, ``smem.dynamic_shared_memory_bytes``); otherwise
    views taken directly of ``gpu.dynamic_shared_memory`` are the input's own use of it and run as
    written, and only an ``i8`` view of it that is viewed again is an arena.

    Raises ``CannotRun`` when an arena is used otherwise than through views (a load of its bytes,
    a call, a pointer taken): its views cannot be given their own bytes then. ``ranges`` gets, per
    leaf (by ``id``), its root arena and its byte range there (None where not a constant)."""
    ops = [op for op in func.walk() if op is not func]
    users: dict[str, list[Op]] = {}
    for op in ops:
        for name in op.operands:
            users.setdefault(name, []).append(op)
    candidates: list[str] = []
    for name, typ in entry.args[n_inputs : n_inputs + n_wg]:
        if _is_byte_buffer(typ):
            candidates.append(name)
    for op in ops:
        if op.name in ("memref.alloc", "memref.alloca", "memref.get_global") and op.results and \
                _is_byte_buffer(op.result_types[0]):
            candidates.append(op.results[0])
    dynamic = {op.results[0] for op in ops if op.name == "gpu.dynamic_shared_memory" and op.results}
    leaves: list[Op] = []
    seen: set[str] = set()

    def address_only(value: str, depth: int = 0) -> bool:
        """Whether an address taken of an arena only computes offsets of views of it (the plan
        rounding its arena up to an alignment): integer arithmetic into view offsets."""
        for user in users.get(value, []):
            if user.name == "memref.view" and value in user.operands[1:]:
                continue
            if user.name.startswith("arith.") and user.results and depth < 32:
                if all(address_only(r, depth + 1) for r in user.results):
                    continue
            return False
        return True

    def uses_of(value: str) -> tuple[list[Op], list[Op]]:
        """The ``memref.view`` ops of ``value`` (through casts), and its other uses."""
        views, others = [], []
        for user in users.get(value, []):
            if user.name == "memref.view" and user.operands[0] == value:
                views.append(user)
            elif user.name in ARENA_ALIASES and user.results and user.operands[0] == value:
                more, rest = uses_of(user.results[0])
                views += more
                others += rest
            elif user.name == "memref.extract_aligned_pointer_as_index" and address_only(user.results[0]):
                continue
            elif user.name != "memref.dealloc":
                others.append(user)
        return views, others

    constants = _index_constants(ops)

    def visit(value: str, root: str | None = None, base: int | None = 0) -> None:
        """Collect the leaves under ``value``, an arena when something takes views of it
        (``root``: the arena it is a view of, at byte ``base``)."""
        if value in seen:
            return
        seen.add(value)
        root = root or value
        views, others = uses_of(value)
        if not views:
            return
        if others:
            user = others[0]
            raise CannotRun(f"no independent reference for @{_kernel_name(func)} (its arena {value} is also "
                            f"used by {user.name}, not only through views, so its views cannot be given "
                            "bytes of their own)", user.loc or func.loc)
        for view in views:
            result, typ = view.results[0], view.result_types[0]
            offset = constants.get(view.operands[1]) if len(view.operands) > 1 else None
            start = None if base is None or offset is None else base + offset
            if _is_byte_buffer(typ) and uses_of(result)[0]:
                visit(result, root, start)
            else:
                leaves.append(view)
                if ranges is not None:
                    ranges[id(view)] = (root, start, _static_bytes(typ))

    for value in candidates:
        visit(value)
    planned = func.attr("smem.arena_bytes") is not None or func.attr("smem.dynamic_shared_memory_bytes") is not None
    for value in sorted(dynamic):
        if dynamic_is_arena or planned:
            visit(value)
            continue
        for user in users.get(value, []):  # an i8 view of dynamic shared memory viewed again
            if user.name == "memref.view" and _is_byte_buffer(user.result_types[0]):
                visit(user.results[0])
    recorded = A.int_value(func.attr("smem.arena_bytes"))
    if recorded and not leaves:
        raise CannotRun(f"no independent reference for @{_kernel_name(func)} (it records smem.arena_bytes = "
                        f"{recorded} but no workgroup i8 buffer with views of it was found)", func.loc)
    return sorted({id(v): v for v in leaves}.values(), key=lambda v: v.start)


def _static_bytes(type_text: str) -> int | None:
    """The bytes of a memref of static shape and a scalar element (None otherwise)."""
    parts = memref_parts(type_text)
    if parts is None or None in parts[0] or parts[2]:
        return None
    t = A.parse_type(parts[1])
    if isinstance(t, A.Other):
        return None
    n = 1
    for d in parts[0]:
        n *= d or 0  # every dimension is static here
    return n * A.size_of(t)


def overlapping(ranges: dict[int, tuple[str, int | None, int | None]]) -> set[int]:
    """The leaves (by ``id``) that may share bytes with another leaf of the same arena: ranges
    that meet, or one not known."""
    found: set[int] = set()
    items = list(ranges.items())
    for k, (a, (root_a, start_a, size_a)) in enumerate(items):
        for b, (root_b, start_b, size_b) in items[k + 1 :]:
            if root_a != root_b:
                continue
            if start_a is None or size_a is None or start_b is None or size_b is None or (
                    start_a < start_b + size_b and start_b < start_a + size_a):
                found |= {a, b}
    return found


def _kernel_name(func: Op) -> str:
    return string_value(func.attr("sym_name")) or "?"


def kernels(text: str, paths: dict[str, str] | None = None) -> list[KernelInfo]:
    """Every kernel of ``text``, with its path (``paths``: the path of each ``gpu.module`` by its
    name in ``text``; a module not in it is ``@name``)."""
    root = parse(text)
    out = []
    for module in root.walk():
        if module.name != "gpu.module":
            continue
        module_name = string_value(module.attr("sym_name")) or "?"
        prefix = (paths or {}).get(module_name, f"@{module_name}")
        for func in _kernel_funcs(module):
            out.append(_kernel_info(func, module_name, prefix))
    return out


def _kernel_info(func: Op, module_name: str, prefix: str) -> KernelInfo:
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
    name = string_value(func.attr("sym_name")) or "?"
    return KernelInfo(
        name, names, inputs, block, A.int_value(func.attr("smem.dynamic_shared_memory_bytes")), func.loc,
        wg_names, module_name, f"{prefix}::@{name}", {**func.attrs, **func.props},
    )
