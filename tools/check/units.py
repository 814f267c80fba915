"""Where the kernels of a module are, by their full symbol path, and how the module launches them.

``flatten(text)`` gathers every ``gpu.module`` of a ``gpu``-dialect module, wherever it sits (in
nested ``builtin.module``s too), into one module that upstream's pipeline lowers whole: each at the
top level, renamed when two share a name (nothing inside a ``gpu.module`` refers to the module's
own name; launches stay behind, read separately). Each keeps its *path*: the symbols of the modules
around it, as MLIR would name it from the top (``@m``, ``@outer::@m``; an unnamed nested module is
``(module N)``, its place among its siblings). A kernel's path is its module's path and its name
(``@outer::@m::@k``), so two kernels ``@k`` of two modules are two kernels.

``launches(text)`` reads every ``gpu.launch_func``: the kernel it launches, resolved through the
symbol tables around the launch as MLIR resolves it (a launch in module ``@outer`` naming
``@m::@k`` launches ``@outer::@m::@k``), and its block size, grid, dynamic shared memory bytes and
integer arguments where the host computes them from constants (``tools.check.host_fold``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from smem_opt.tools.check import attrs as A
from smem_opt.tools.check.host_fold import fold_constants
from smem_opt.tools.check.mlir_text import Loc, Op, parse, string_value


@dataclass
class Flat:
    """Every ``gpu.module`` of a module, side by side in one module's text."""

    text: str
    paths: dict[str, str] = field(default_factory=dict)
    """Name of each ``gpu.module`` in ``text`` -> its path in the original module."""


@dataclass(frozen=True)
class Launch:
    kernel: str
    """The path of the kernel it launches."""
    block: tuple[int, int, int] | None
    grid: tuple[int, int, int] | None
    dynamic_bytes: int | None
    """The launch's dynamic shared memory (0 when it gives none; None when not a constant)."""
    loc: Loc | None
    arguments: tuple[tuple[int, int], ...] = ()
    """(position, value) of each kernel argument the launch passes as an integer constant."""
    cluster: tuple[int, int, int] | None = None
    """The launch's cluster size, when it gives one (None: no cluster, or one not a constant:
    ``cluster_given``)."""
    cluster_given: bool = False


def _children(op: Op):
    for region in op.regions:
        for block in region.blocks:
            yield from block.ops


def _module_label(op: Op, unnamed: int) -> str:
    name = string_value(op.attr("sym_name"))
    return f"@{name}" if name is not None else f"(module {unnamed})"


def _walk_modules(op: Op, prefix: str, found: list[tuple[Op, str]]) -> None:
    """Every ``gpu.module`` under ``op`` with its path (``prefix`` is ``op``'s own path)."""
    unnamed = 0
    for child in _children(op):
        if child.name == "gpu.module":
            name = string_value(child.attr("sym_name")) or "?"
            found.append((child, f"{prefix}::@{name}" if prefix else f"@{name}"))
        elif child.name == "builtin.module":
            if child.attr("sym_name") is None:
                unnamed += 1
            label = _module_label(child, unnamed)
            _walk_modules(child, f"{prefix}::{label}" if prefix else label, found)
        elif child.regions:
            _walk_modules(child, prefix, found)


def gpu_modules(text: str) -> list[tuple[Op, str]]:
    """Every ``gpu.module`` of ``text`` with its path."""
    found: list[tuple[Op, str]] = []
    _walk_modules(parse(text), "", found)
    return found


_SYM_NAME = re.compile(r'sym_name\s*=\s*"((?:[^"\\]|\\.)*)"')


def flatten(text: str) -> Flat:
    """``text`` with every ``gpu.module`` at the top level of one module (see the docstring)."""
    root = parse(text)
    found: list[tuple[Op, str]] = []
    _walk_modules(root, "", found)
    flat = Flat("")
    pieces = []
    taken: set[str] = set()
    for op, path in found:
        name = string_value(op.attr("sym_name")) or "m"
        unique = name
        k = 1
        while unique in taken:
            unique = f"{name}__{k}"
            k += 1
        taken.add(unique)
        body = text[op.start : op.end]
        if unique != name:
            span = op.props_span or op.attrs_span
            if span is None:
                raise ValueError("a gpu.module without its name in its attributes")
            inner = text[span[0] : span[1]]
            renamed = _SYM_NAME.sub(lambda _: f'sym_name = "{unique}"', inner, count=1)
            body = text[op.start : span[0]] + renamed + text[span[1] : op.end]
        flat.paths[unique] = path
        pieces.append(body)
    module = '"builtin.module"() ({\n^bb0:\n' + "\n".join(pieces) + "\n}) : () -> ()"
    flat.text = text[: root.start] + module + text[root.end :]
    return flat


def _symbol_parts(raw: str) -> list[str]:
    return [p.strip() for p in raw.strip().split("::") if p.strip()]


def launches(text: str) -> list[Launch]:
    """Every ``gpu.launch_func`` of ``text`` (see the module docstring)."""
    out: list[Launch] = []
    _walk_launches(parse(text), "", {}, out)
    return out


def _walk_launches(op: Op, prefix: str, constants: dict[str, int], out: list[Launch]) -> None:
    unnamed = 0
    scope = dict(constants)
    if op.regions and op.name not in ("builtin.module",):
        scope = fold_constants(op.walk(), scope)
    for child in _children(op):
        if child.name == "builtin.module":
            if child.attr("sym_name") is None:
                unnamed += 1
            label = _module_label(child, unnamed)
            _walk_launches(child, f"{prefix}::{label}" if prefix else label, {}, out)
        elif child.name == "gpu.launch_func":
            out.append(_launch(child, prefix, scope))
        elif child.regions and child.name != "gpu.module":
            _walk_launches(child, prefix, scope, out)


def _launch(op: Op, prefix: str, constants: dict[str, int]) -> Launch:
    ref = "::".join(_symbol_parts(op.attr("kernel") or ""))
    path = f"{prefix}::{ref}" if prefix else ref
    sizes = A.int_array(op.attr("operandSegmentSizes"))
    values: list[list[str]] = []
    k = 0
    for n in sizes:
        values.append(op.operands[k : k + n])
        k += n

    def const(group: int) -> int | None:
        if group >= len(values) or len(values[group]) != 1:
            return None
        return constants.get(values[group][0])

    def dims(first: int) -> tuple[int, int, int] | None:
        x, y, z = const(first), const(first + 1), const(first + 2)
        return None if x is None or y is None or z is None else (x, y, z)

    dynamic = 0 if len(values) > 10 and not values[10] else const(10)
    operands = values[11] if len(values) > 11 else []
    arguments = tuple((k, constants[v]) for k, v in enumerate(operands) if v in constants)
    given = len(values) > 9 and any(values[7:10])
    return Launch(path, dims(4), dims(1), dynamic, op.loc, arguments, dims(7) if given else None, given)


__all__ = ["Flat", "Launch", "flatten", "gpu_modules", "launches"]
