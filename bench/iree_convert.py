"""IREE's printed GPU kernels made standalone ``gpu.func`` kernels that stock ``mlir-opt`` 22 reads.

IREE prints each dispatch as a ``func.func @K()`` with its buffers taken from HAL bindings, its
workgroups distributed by an ``scf.forall`` and its own attributes, in the syntax of its newer
MLIR. ``convert_function`` applies, line by line, the mechanical changes the corpus headers
(``bench/corpus/iree/*.mlir``) list, and reports which it applied:

- C1 ``func.func @K() {...}`` becomes ``gpu.func @K(<bindings>) kernel`` inside
  ``module {gpu.container_module}`` / ``gpu.module @kernels``; the final ``return`` becomes
  ``gpu.return``.
- C2 each ``%N = hal.interface.binding.subspan ... binding(B) ...`` goes; ``%N`` becomes the kernel
  argument ``%bindingB``.
- C3 ``#hal.descriptor_type<storage_buffer>`` is dropped from every type.
- C4 the function's attributes go; its workgroup size stays as ``known_block_size``.
- C5 ``%a = iree_codegen.index_hint %b(...) : index`` goes; ``%a`` becomes ``%b``.
- C6 ``gpu.barrier memfence [...]`` becomes ``gpu.barrier``.
- C7 the workgroup ``scf.forall`` is replaced by its body, each induction variable defined as
  ``lb + gpu.block_id <dim> * step`` (or, with ``keep_forall``, only its mapping becomes
  ``#gpu.block<dim>``).
- C8 inherent attributes printed bare (``offsets = [..], strides = [..]``,
  ``mmaShape = [..]``) get their braces back.

``split_dump`` cuts an ``--mlir-print-ir-*`` dump into its functions. Anything else the
converter does not know how to rewrite raises ``ConversionError``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

CHANGES = {
    "C1": "func.func @K() {...} -> gpu.func @K(<bindings>) kernel, inside "
    "module{gpu.container_module} / gpu.module @kernels; final `return` -> `gpu.return`",
    "C1f": "func.func @K() {...} kept as a func.func (IREE's form before outlining) taking the "
    "bindings as arguments; its workgroup size (from translation_info) kept as "
    "`gpu.known_block_size = array<i32: X, Y, Z>`",
    "C4f": "func attributes dropped (translation_info and IREE's own); the workgroup size kept as "
    "`gpu.known_block_size`",
    "C2": "each `%N = hal.interface.binding.subspan ... binding(B) ... : memref<T, "
    "#hal.descriptor_type<storage_buffer>>` removed; %N becomes kernel argument %bindingB : memref<T>",
    "C3": "memory space `#hal.descriptor_type<storage_buffer>` dropped from every type "
    "(-> default/global memory space)",
    "C4": "func attributes dropped; workgroup_size [X,Y,Z] kept as gpu.func "
    "`known_block_size = array<i32: X, Y, Z>`",
    "C5": "`%a = iree_codegen.index_hint %b(...) : index` (identity on %b) removed; uses of %a "
    "replaced by %b",
    "C6": "`gpu.barrier memfence [#gpu.address_space<workgroup>]` -> `gpu.barrier`",
    "C7": "the workgroup-distribution `scf.forall ... {mapping = [#iree_codegen.workgroup_mapping<..>]}` "
    "replaced by its body with each induction variable = lb + gpu.block_id <dim> * step",
    "C7k": "the workgroup-distribution `scf.forall` kept; its mapping attribute becomes #gpu.block<dim>",
    "C8": "inherent attributes printed bare get their braces back (`offsets = [..], strides = [..]`, "
    "`sizes = [..]`, `mmaShape = [..]`)",
}
"""What each change does, as the converted file's header states it."""

STORAGE_SPACE = ", #hal.descriptor_type<storage_buffer>"
DUMP_HEADER = re.compile(r"^// -----// (IR Dump (?:Before|After) \S+?):? .*//----- //$", re.M)

_FUNC = re.compile(r"^func\.func @([\w$.-]+)\(\)\s*(?:attributes\s*(\{.*\}))?\s*\{$")
_WORKGROUP_SIZE = re.compile(r"workgroup_size = \[(\d+), (\d+), (\d+)\]")
_KNOWN_BLOCK = re.compile(r"gpu\.known_block_size = array<i32: (\d+), (\d+), (\d+)>")
_PIPELINE = re.compile(r"#iree_gpu\.pipeline<(\w+)>")
_SUBSPAN = re.compile(
    r"^\s*(%[\w$.-]+) = hal\.interface\.binding\.subspan .*\bbinding\((\d+)\).*?:\s*(memref<.*>)\s*$"
)
_INDEX_HINT = re.compile(r"^\s*(%[\w$.-]+) = iree_codegen\.index_hint (%[\w$.-]+(?:#\d+)?)\(.*\)\s*:\s*index\s*$")
_BARRIER = re.compile(r"gpu\.barrier memfence \[[^\]]*\]")
_FORALL = re.compile(
    r"^(\s*)scf\.forall \(([^)]*)\) (?:in \(([^)]*)\)|= \(([^)]*)\) to \(([^)]*)\) step \(([^)]*)\)) \{$"
)
_FORALL_END = re.compile(r"^(\s*)\} \{mapping = \[(#iree_codegen\.workgroup_mapping<[^\]]*)\]\}$")
_MAPPING = re.compile(r"#iree_codegen\.workgroup_mapping<(\w+)>")
_BARE_ATTRS = re.compile(
    r"(?<=[\w)\]]) ((?:(?:offsets|sizes|strides|mmaShape) = \[[^\]]*\](?:, )?)+)(?= :)"
)


class ConversionError(ValueError):
    """The function holds a form the converter does not rewrite."""


@dataclass
class Converted:
    name: str
    text: str
    """The module: ``module {gpu.container_module}`` / ``gpu.module @kernels`` / the kernel."""
    changes: list[str] = field(default_factory=list)
    """The changes applied (keys of ``CHANGES``), in order."""
    pipeline: str | None = None
    """IREE's codegen pipeline for the function (``VectorDistribute``, ``TileAndFuse``...)."""
    workgroup_buffers: list[tuple[str, str]] = field(default_factory=list)
    """(name, type) of each workgroup ``memref.alloc``, in order."""


def split_dump(text: str) -> list[tuple[str, str]]:
    """(``IR Dump Before|After <pass>``, the function's text) for every function of an IR dump."""
    out: list[tuple[str, str]] = []
    marks = list(DUMP_HEADER.finditer(text))
    for mark, after in zip(marks, [*marks[1:], None]):
        chunk = text[mark.end() : after.start() if after else len(text)]
        body = re.search(r"^func\.func @.*?^\}$", chunk, re.S | re.M)
        if body:
            out.append((mark.group(1), body.group(0)))
    return out


def _replace_value(text: str, old: str, new: str) -> str:
    return re.sub(re.escape(old) + r"(?![\w$.-])", lambda _: new, text)


def convert_function(func: str, keep_forall: bool = False, func_form: bool = False) -> Converted:
    """The standalone gpu.func kernel for one printed IREE function (``func.func @K() ... }``);
    with ``func_form``, the ``func.func`` kept as IREE has it at that stage (change C1f instead
    of C1: bindings become its arguments, the workgroup size ``gpu.known_block_size``)."""
    lines = func.rstrip("\n").split("\n")
    head = _FUNC.match(lines[0])
    if head is None or lines[-1] != "}":
        raise ConversionError(f"not a function without arguments: {lines[0][:80]!r}")
    name, attrs = head.group(1), head.group(2) or ""
    changes: list[str] = ["C1"]
    block = _WORKGROUP_SIZE.search(attrs) or _KNOWN_BLOCK.search(attrs)
    pipeline = _PIPELINE.search(attrs)
    if attrs:
        changes.append("C4")
    body = lines[1:-1]

    # C2: bindings become kernel arguments
    bindings: dict[int, str] = {}
    storage_space = False
    renames: list[tuple[str, str]] = []
    kept: list[str] = []
    for line in body:
        sub = _SUBSPAN.match(line)
        if sub is None:
            kept.append(line)
            continue
        value, index, type_ = sub.group(1), int(sub.group(2)), sub.group(3)
        if "{" in line.split(":")[-1] or index in bindings:
            raise ConversionError(f"binding {index}: dynamic or repeated subspan: {line.strip()[:80]}")
        storage_space |= STORAGE_SPACE in type_
        bindings[index] = type_.replace(STORAGE_SPACE, "")
        renames.append((value, f"%binding{index}"))
    if bindings:
        changes.append("C2")
    body = kept

    # C5: index hints are identities
    kept = []
    for line in body:
        hint = _INDEX_HINT.match(line)
        if hint:
            renames.append((hint.group(1), hint.group(2)))
        else:
            kept.append(line)
    if len(kept) != len(body):
        changes.append("C5")
    body = kept

    # C7: the workgroup forall
    body, forall_change = _resolve_forall(body, keep_forall)

    text = "\n".join(body)
    for old, new in renames:
        text = _replace_value(text, old, new)
    if STORAGE_SPACE in text or storage_space:
        text = text.replace(STORAGE_SPACE, "")
        changes.append("C3")
    if _BARRIER.search(text):
        text = _BARRIER.sub("gpu.barrier", text)
        changes.append("C6")
    if forall_change:
        changes.append(forall_change)
    bare = _BARE_ATTRS.sub(lambda m: " {" + m.group(1) + "}", text)
    if bare != text:
        changes.append("C8")
        text = bare
    body = text.split("\n")
    if not body or body[-1].strip() != "return":
        raise ConversionError("the function does not end in a plain `return`")
    if not func_form:
        body[-1] = body[-1].replace("return", "gpu.return")
    if "hal." in text or "iree_codegen." in text or "iree_gpu." in text:
        left = re.search(r"(hal|iree_codegen|iree_gpu)\.[\w.]+", text)
        raise ConversionError(f"IREE-specific op or attribute left: {left.group(0) if left else ''}")

    args = ", ".join(f"%binding{i}: {bindings[i]}" for i in sorted(bindings))
    if func_form:
        changes[changes.index("C1")] = "C1f"
        if "C4" in changes:
            changes[changes.index("C4")] = "C4f"
        known = f"gpu.known_block_size = array<i32: {', '.join(block.groups())}>" if block else ""
        signature = f"func.func @{name}({args})" + (f" attributes {{{known}}}" if known else "") + " {"
        module = "\n".join([signature, *body, "}"])
        buffers = re.findall(
            r"(%[\w$.-]+) = memref\.alloc\(\) : (memref<[^>]*#gpu\.address_space<workgroup>>)", module
        )
        return Converted(name, module + "\n", sorted(changes), pipeline.group(1) if pipeline else None, buffers)
    known = f"known_block_size = array<i32: {', '.join(block.groups())}>" if block else ""
    signature = f"    gpu.func @{name}({args}) kernel" + (f" attributes {{{known}}}" if known else "") + " {"
    module = "\n".join(
        [
            "module attributes {gpu.container_module} {",
            "  gpu.module @kernels {",
            signature,
            *[("    " + line) if line else line for line in body],
            "    }",
            "  }",
            "}",
        ]
    )
    buffers = re.findall(
        r"(%[\w$.-]+) = memref\.alloc\(\) : (memref<[^>]*#gpu\.address_space<workgroup>>)", module
    )
    return Converted(name, module + "\n", sorted(changes), pipeline.group(1) if pipeline else None, buffers)


def _resolve_forall(body: list[str], keep: bool) -> tuple[list[str], str | None]:
    """Body lines with the workgroup ``scf.forall`` resolved (C7) or its mapping made upstream's."""
    start = next((i for i, line in enumerate(body) if _FORALL.match(line)), None)
    if start is None:
        return body, None
    head = _FORALL.match(body[start])
    assert head is not None
    indent = head.group(1)
    end = next(
        (i for i in range(start + 1, len(body)) if body[i].startswith(indent + "}") and
         len(body[i]) - len(body[i].lstrip()) == len(indent)),
        None,
    )
    closing = _FORALL_END.match(body[end]) if end is not None else None
    if end is None or closing is None:
        raise ConversionError("the scf.forall does not end with a workgroup mapping")
    dims = _MAPPING.findall(closing.group(2))
    ivs = [v.strip() for v in head.group(2).split(",")]
    if len(dims) != len(ivs) or any(d not in ("x", "y", "z") for d in dims):
        raise ConversionError(f"workgroup mapping {closing.group(2)!r} is not one of x, y, z per loop")
    if keep:
        mapping = ", ".join(f"#gpu.block<{d}>" for d in dims)
        return [*body[:end], f"{indent}}} {{mapping = [{mapping}]}}", *body[end + 1 :]], "C7k"
    if head.group(3) is not None:
        lbs, steps = ["0"] * len(ivs), ["1"] * len(ivs)
    else:
        lbs = [v.strip() for v in head.group(4).split(",")]
        steps = [v.strip() for v in head.group(6).split(",")]
    defs: list[str] = []
    for iv, dim, lb, step in zip(ivs, dims, lbs, steps):
        if lb == "0" and step == "1":
            defs.append(f"{indent}{iv} = gpu.block_id {dim}")
            continue
        defs.append(f"{indent}%wg_id_{dim} = gpu.block_id {dim}")
        scaled = f"%wg_id_{dim}"
        if step != "1":
            step_value = step if step.startswith("%") else f"%wg_step_{dim}"
            if not step.startswith("%"):
                defs.append(f"{indent}%wg_step_{dim} = arith.constant {step} : index")
            scaled_name = iv if lb == "0" else f"%wg_offset_{dim}"
            defs.append(f"{indent}{scaled_name} = arith.muli %wg_id_{dim}, {step_value} : index")
            scaled = scaled_name
        if lb != "0":
            lb_value = lb if lb.startswith("%") else f"%wg_lb_{dim}"
            if not lb.startswith("%"):
                defs.append(f"{indent}%wg_lb_{dim} = arith.constant {lb} : index")
            defs.append(f"{indent}{iv} = arith.addi {lb_value}, {scaled} : index")
    return [*body[:start], *defs, *body[start + 1 : end], *body[end + 1 :]], "C7"


def header(kernel: str, converted: Converted, lines: dict[str, str]) -> str:
    """The corpus-style header of ``kernel``: ``lines`` (SOURCE, INPUT PROGRAM, COMMAND, ...)
    then the workgroup buffers and the changes applied."""
    out = [f"// REAL KERNEL: {kernel}"]
    out += [f"// {key}: {value}" for key, value in lines.items()]
    sizes = [(n, t, buffer_bytes(t)) for n, t in converted.workgroup_buffers]
    listed = ", ".join(f"{n} {t.split(', #gpu')[0]}> ({b} B)" for n, t, b in sizes)
    out.append(f"// WORKGROUP BUFFERS ({len(sizes)}, {sum(b for _, _, b in sizes)} B): {listed}")
    out.append("// MECHANICAL CHANGES (bench/iree_convert.py):")
    out += [f"//   {key} {CHANGES[key]}" for key in converted.changes]
    return "\n".join(out) + "\n"


ELEMENT_BYTES = {"f16": 2, "bf16": 2, "f32": 4, "f64": 8, "i8": 1, "i16": 2, "i32": 4, "i64": 8}


def buffer_bytes(memref_type: str) -> int:
    """Bytes of a static ``memref<AxBxT, ...>`` type."""
    shape = re.match(r"memref<([^,>]*)", memref_type)
    if shape is None:
        raise ConversionError(f"not a memref type: {memref_type}")
    *dims, element = shape.group(1).split("x")
    if element not in ELEMENT_BYTES or not all(d.isdigit() for d in dims):
        raise ConversionError(f"not a static memref of a known element type: {memref_type}")
    count = 1
    for d in dims:
        count *= int(d)
    return count * ELEMENT_BYTES[element]
