"""What a module must become before stock ``mlir-opt`` 22 can take it to NVVM, done on its generic
text here, the same way for the plan and for its reference.

* ``kernels_of_functions``: IREE's form before outlining. A ``func.func`` at module level that
  holds workgroup memory, launches nothing and that nothing references (no call, no symbol
  attribute names it) is a kernel run by one workgroup: it moves, as upstream's outlining would put it, into a
  ``gpu.module`` of its own as a ``gpu.func`` kernel (its block size from ``gpu.known_block_size``
  or from the ``workgroup_size`` of IREE's ``translation_info``), with the functions it calls;
  IREE's own attributes, which ``mlir-opt`` cannot read, are dropped.
* ``subgroup_reduce_to_shuffles``: MLIR 22 has no NVVM lowering of ``gpu.subgroup_reduce``; each
  becomes the butterfly of ``gpu.shuffle xor`` its cluster size and stride name, combined with the
  reduction's own ``arith`` op, lane by lane for a vector (what upstream's decomposition patterns
  make of it). Values of other widths than 32 bits are shuffled as 32-bit integers.

Nothing here knows the pass: it reads the generic text (``tools.check.mlir_text``).
"""

from __future__ import annotations

import re
from itertools import count

from smem_opt.tools.check import attrs as A
from smem_opt.tools.check.mlir_text import Op, parse, skip_balanced, string_value, symbol_name
from smem_opt.tools.check.reference import is_workgroup

IREE_ATTRIBUTES = re.compile(r"^(translation_info|iree[._]|hal[._]|lowering_config|compilation_info)")
_WORKGROUP_SIZE = re.compile(r"workgroup_size\s*=\s*\[\s*(\d+)(?:\s*,\s*(\d+))?(?:\s*,\s*(\d+))?\s*\]")


def _children(op: Op) -> list[Op]:
    return [child for region in op.regions for block in region.blocks for child in block.ops]


def _has_workgroup_memory(func: Op) -> bool:
    return any(t for op in func.walk() for t in op.result_types if is_workgroup(t))


def _launches(func: Op) -> bool:
    """Whether ``func`` launches kernels (a host function: its workgroup memory is a launch's)."""
    return any(op.name in ("gpu.launch", "gpu.launch_func") for op in func.walk())


def kernels_of_functions(text: str) -> str:
    """``text`` with IREE's ``func.func`` kernels outlined (see the module docstring)."""
    if '"func.func"' not in text:
        return text
    root = parse(text)
    referenced = {name for op in root.walk() for value in [*op.attrs.values(), *op.props.values()]
                  for name in re.findall(r"@([\w$.\-]+)", value) if op.name != "func.func"}
    modules = [root] + [op for op in root.walk() if op.name == "builtin.module" and op is not root]
    edits: list[tuple[int, int, str]] = []
    for module in modules:
        funcs = {string_value(op.attr("sym_name")): op for op in _children(module) if op.name == "func.func"}
        for name, func in funcs.items():
            if name in referenced or not func.regions or not _has_workgroup_memory(func) or _launches(func):
                continue
            callees = _callees(func, funcs)
            body = "\n".join([_as_kernel(text, func)] + [text[c.start : c.end] for c in callees])
            module = f'"gpu.module"() <{{sym_name = "{name}_module"}}> ({{\n^bb0:\n{body}\n}}) : () -> ()'
            edits.append((func.start, func.end, module))
    for start, end, new in sorted(edits, reverse=True):
        text = text[:start] + new + text[end:]
    return text


def _callees(func: Op, funcs: dict[str | None, Op]) -> list[Op]:
    found: list[Op] = []
    todo = [func]
    while todo:
        for op in todo.pop().walk():
            if op.name == "func.call":
                callee = funcs.get(symbol_name(op.attr("callee")))
                if callee is not None and callee is not func and callee not in found:
                    found.append(callee)
                    todo.append(callee)
    return found


def _as_kernel(text: str, func: Op) -> str:
    """The generic text of ``func`` as a ``gpu.func`` kernel."""
    props = {k: v for k, v in func.props.items() if k != "sym_visibility"}
    attrs = {k: v for k, v in func.attrs.items() if not IREE_ATTRIBUTES.match(k)}
    block = func.attr("gpu.known_block_size") or func.attr("known_block_size")
    if block is None:
        found = _WORKGROUP_SIZE.search(func.attr("translation_info") or "")
        if found:
            dims = [int(d) if d else 1 for d in found.groups()]
            block = f"array<i32: {dims[0]}, {dims[1]}, {dims[2]}>"
    attrs.pop("gpu.known_block_size", None)
    attrs.pop("known_block_size", None)
    if block is not None:
        props["known_block_size"] = block
    attrs["workgroup_attributions"] = "0 : i64"
    attrs["gpu.kernel"] = "unit"
    for inherent in ("sym_name", "arg_attrs", "res_attrs"):  # attributes of gpu.func, properties of func.func
        if inherent in props:
            attrs[inherent] = props.pop(inherent)
    opening = text.index("(", func.props_span[1] if func.props_span else text.index(")", func.start))
    body = text[opening + 1 : skip_balanced(text, opening) - 1]
    body = body.replace('"func.return"(', '"gpu.return"(')
    prop_text = ", ".join(f"{k} = {v}" if v != "unit" else k for k, v in props.items())
    attr_text = ", ".join(f"{k} = {v}" if v != "unit" else k for k, v in attrs.items())
    loc = f" loc({func.loc_text})" if func.loc_text else ""
    return f'"gpu.func"() <{{{prop_text}}}> ({body}) {{{attr_text}}} : () -> (){loc}'


# -- gpu.subgroup_reduce -------------------------------------------------------------------------

_COMBINE = {
    ("add", "f"): "arith.addf", ("add", "i"): "arith.addi",
    ("mul", "f"): "arith.mulf", ("mul", "i"): "arith.muli",
    ("minnumf", "f"): "arith.minnumf", ("maxnumf", "f"): "arith.maxnumf",
    ("minimumf", "f"): "arith.minimumf", ("maximumf", "f"): "arith.maximumf",
    ("minsi", "i"): "arith.minsi", ("minui", "i"): "arith.minui",
    ("maxsi", "i"): "arith.maxsi", ("maxui", "i"): "arith.maxui",
    ("and", "i"): "arith.andi", ("or", "i"): "arith.ori", ("xor", "i"): "arith.xori",
}


def subgroup_reduce_to_shuffles(text: str) -> str:
    """``text`` with every ``gpu.subgroup_reduce`` a butterfly of shuffles (module docstring)."""
    if '"gpu.subgroup_reduce"' not in text:
        return text
    root = parse(text)
    fresh = count()
    edits = []
    for op in root.walk():
        if op.name == "gpu.subgroup_reduce":
            edits.append((op.start, op.end, _butterfly(op, fresh)))
    for start, end, new in sorted(edits, reverse=True):
        text = text[:start] + new + text[end:]
    return text


def _butterfly(op: Op, fresh: count) -> str:
    kind = (A.enum_word(op.attr("op")) or "add").split()[-1]
    size = A.int_value(op.attr("cluster_size"), 32) or 32
    stride = A.int_value(op.attr("cluster_stride"), 1) or 1
    typ = op.result_types[0]
    vec = re.fullmatch(r"vector<(\d+)x(\w+)>", typ.replace(" ", ""))
    elem, lanes = (vec.group(2), int(vec.group(1))) if vec else (typ, 0)
    family = "f" if elem.startswith(("f", "bf")) else "i"
    combine = _COMBINE.get((kind, family))
    if combine is None:
        raise ValueError(f"gpu.subgroup_reduce {kind} on {typ}")
    k = next(fresh)
    lines: list[str] = []
    loc = f" loc({op.loc_text})" if op.loc_text else ""

    def name(what: str) -> str:
        return f"%sgr{k}_{what}_{len(lines)}"

    width = name("width")
    lines.append(f'{width} = "arith.constant"() <{{value = 32 : i32}}> : () -> i32{loc}')

    def reduce_scalar(value: str) -> str:
        acc = value
        offset = stride
        while offset < size * stride:
            off = name("offset")
            lines.append(f'{off} = "arith.constant"() <{{value = {offset} : i32}}> : () -> i32{loc}')
            other = _shuffle_xor(lines, name, acc, elem, off, width, loc)
            out = name("acc")
            lines.append(f'{out} = "{combine}"({acc}, {other}) : ({elem}, {elem}) -> {elem}{loc}')
            acc = out
            offset *= 2
        return acc

    source = op.operands[0]
    if not vec:
        result = reduce_scalar(source)
    else:
        result = name("vec")
        lines.append(f'{result} = "ub.poison"() <{{value = #ub.poison}}> : () -> {typ}{loc}')
        for lane in range(lanes):
            part = name("lane")
            position = f"<{{static_position = array<i64: {lane}>}}>"
            lines.append(f'{part} = "vector.extract"({source}) {position} : ({typ}) -> {elem}{loc}')
            reduced = reduce_scalar(part)
            nxt = name("vec")
            lines.append(f'{nxt} = "vector.insert"({reduced}, {result}) {position} : ({elem}, {typ}) -> {typ}{loc}')
            result = nxt
    # the reduction's result takes the op's name (a bitcast of a type to itself is a copy)
    lines.append(f'{op.results[0]} = "arith.bitcast"({result}) : ({typ}) -> {typ}{loc}')
    return "\n".join(lines)


def _shuffle_xor(lines: list[str], name, value: str, elem: str, offset: str, width: str, loc: str) -> str:
    """The value of lane ``lane ^ offset`` (as 32-bit lanes when ``elem`` is not 32 bits wide)."""
    bits = _bits(elem)
    if bits == 32 and elem in ("f32", "i32"):
        out, valid = name("shfl"), name("valid")
        lines.append(f'{out}, {valid} = "gpu.shuffle"({value}, {offset}, {width}) <{{mode = #gpu<shuffle_mode xor>}}> : '
                     f'({elem}, i32, i32) -> ({elem}, i1){loc}')
        return out
    as_int = f"i{bits}"
    cur = value
    if elem != as_int:
        cast = name("bits")
        lines.append(f'{cast} = "arith.bitcast"({cur}) : ({elem}) -> {as_int}{loc}')
        cur = cast
    wide = name("wide")
    lines.append(f'{wide} = "arith.extui"({cur}) : ({as_int}) -> i32{loc}' if bits < 32 else
                 f'{wide} = "arith.trunci"({cur}) : ({as_int}) -> i32{loc}')
    if bits > 32:
        raise ValueError(f"gpu.subgroup_reduce on {elem}")
    out, valid = name("shfl"), name("valid")
    lines.append(f'{out}, {valid} = "gpu.shuffle"({wide}, {offset}, {width}) <{{mode = #gpu<shuffle_mode xor>}}> : '
                 f'(i32, i32, i32) -> (i32, i1){loc}')
    narrow = name("narrow")
    lines.append(f'{narrow} = "arith.trunci"({out}) : (i32) -> {as_int}{loc}')
    if elem == as_int:
        return narrow
    back = name("back")
    lines.append(f'{back} = "arith.bitcast"({narrow}) : ({as_int}) -> {elem}{loc}')
    return back


def _bits(elem: str) -> int:
    t = A.parse_type(elem)
    if isinstance(t, A.Int):
        return t.width
    if isinstance(t, A.Float):
        return A.FLOAT_BYTES[t.kind] * 8
    raise ValueError(f"gpu.subgroup_reduce on {elem}")


__all__ = ["kernels_of_functions", "subgroup_reduce_to_shuffles"]
