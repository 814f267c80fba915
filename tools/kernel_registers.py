"""Registers per thread of every kernel, without and with reuse, from ``ptxas -v``.

The occupancy in the report needs the registers each kernel variant uses; they
can differ between the two (other addresses, other code). Both variants are
compiled here through the real toolchain (``tools/toolchain.py``):

- without reuse: the input as given, through ``convert-smem-to-gpu``;
- with reuse: the module the passes produced when ``smem-coalesce`` ran (through
  ``convert-smem-to-gpu`` if still in smem form), else the input through
  ``smem-coalesce`` and ``convert-smem-to-gpu``;

each then to PTX (``mlir-opt``) and through ``ptxas -v`` for the target.

A variant that cannot be compiled (a tool is missing, an op does not lower, the
kernel exceeds the per-block limit without reuse) leaves its count unknown and
says why in the note; it never fails the report. Registers may also be given
on the command line (``--smem-report-registers N`` or ``WITHOUT,WITH``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # loaded only where counts are made: the driver reads the option at start-up
    from xdsl.dialects.builtin import ModuleOp

    from smem_opt.passes.kernel_plan import CoalesceOptions
    from smem_opt.passes.target.occupancy import RegisterCounts

VARIANTS = ("without_reuse", "with_reuse")


class BadRegisterOption(ValueError):
    """A ``--smem-report-registers`` value that is not auto, none, N or N,M."""


def parse_register_option(text: str) -> str | tuple[int, int]:
    """``auto`` / ``none``, or the counts (without reuse, with reuse) given."""
    value = text.strip().lower()
    if value in ("auto", "none"):
        return value
    parts = [p.strip() for p in value.split(",")]
    if len(parts) in (1, 2) and all(p.isdigit() for p in parts):
        counts = [int(p) for p in parts]
        return (counts[0], counts[-1])
    raise BadRegisterOption(
        f"--smem-report-registers takes auto, none, N or WITHOUT,WITH (registers per thread), got '{text}'"
    )


def given_counts(names: list[str], counts: tuple[int, int]) -> dict[str, RegisterCounts]:
    from smem_opt.passes.target.occupancy import RegisterCounts

    return {n: RegisterCounts(counts[0], counts[1], "given", None) for n in names}


def unknown_counts(names: list[str], note: str) -> dict[str, RegisterCounts]:
    from smem_opt.passes.target.occupancy import RegisterCounts

    return {n: RegisterCounts(None, None, None, note) for n in names}


_TOOL_FAILED = re.compile(r"^(\S+) failed(?: \(([^)]*)\))?:$")
_LOCATED_ERROR = re.compile(r"^.*?:\d+:\d+: error: ")


def _first_line(err: BaseException) -> str:
    """One line saying what went wrong: ``mlir-opt failed: <its first error>``."""
    lines = [line.strip() for line in str(err).splitlines() if line.strip()]
    if not lines:
        return type(err).__name__
    first = lines[0]
    tool = _TOOL_FAILED.match(first)
    if tool:
        stage = tool.group(2)
        named = f" ({stage})" if stage and not stage.startswith("exit ") else ""
        reason = _LOCATED_ERROR.sub("", lines[1]) if len(lines) > 1 else (stage or "no message")
        return f"{tool.group(1)} failed{named}: {reason}"
    return _LOCATED_ERROR.sub("", first)


def _registers_of(module: ModuleOp, chip: str) -> dict[str, int]:
    from smem_opt.tools.emit import module_ptx
    from smem_opt.tools.toolchain import ptxas_resources

    found: dict[str, int] = {}
    for ptx in module_ptx(module, chip).values():
        for res in ptxas_resources(ptx, chip):
            found[res.kernel] = res.registers
    return found


def _compile_variant(build: Callable[[], ModuleOp], chip: str) -> tuple[dict[str, int], str | None]:
    """Registers per kernel of the module ``build`` makes, or a note on failure."""
    from smem_opt.tools.toolchain import ToolMissing

    try:
        return _registers_of(build(), chip), None
    except ToolMissing as err:
        return {}, str(err)
    except Exception as err:  # any failure leaves the counts unknown, with the reason
        return {}, _first_line(err)


def compile_counts(
    names: list[str],
    source: bytes,
    source_name: str,
    after_passes: ModuleOp | None,
    *,
    chip: str,
    options: CoalesceOptions,
    allow_unregistered: bool,
) -> dict[str, RegisterCounts]:
    """Registers per thread of the kernels ``names``, both variants, through ptxas."""
    from smem_opt.passes.rewrite.convert_smem_to_gpu import ConvertSmemToGpuPass
    from smem_opt.passes.rewrite.smem_coalesce import SmemCoalescePass
    from smem_opt.passes.target.occupancy import RegisterCounts
    from smem_opt.reader.ir_io import build_context, read_input
    from smem_opt.tools.toolchain import find_mlir_opt, find_ptxas

    if find_mlir_opt() is None or find_ptxas() is None:
        missing = "mlir-opt" if find_mlir_opt() is None else "ptxas"
        return unknown_counts(names, f"{missing} not found")
    ctx = build_context(allow_unregistered)

    def lowered(module: ModuleOp) -> ModuleOp:
        # every form: smem.kernel to gpu.func, a launch's buffers placed, workgroup allocs never
        # left for upstream to make mallocs of, strided copies as loops
        ConvertSmemToGpuPass(target=chip).apply(ctx, module)
        return module

    def without() -> ModuleOp:
        return lowered(read_input(ctx, source, source_name).module)

    def with_reuse() -> ModuleOp:
        if after_passes is not None:
            return lowered(after_passes.clone())
        module = read_input(ctx, source, source_name).module
        SmemCoalescePass(
            alignment=options.alignment,
            insert_barriers=options.insert_barriers,
            search_budget=options.search_budget,
            barrier_objective=options.barrier_objective,
            target=options.target,
        ).apply(ctx, module)
        return lowered(module)

    found: dict[str, dict[str, int]] = {}
    failures: dict[str, str] = {}
    for variant, build in zip(VARIANTS, (without, with_reuse)):
        counts, failure = _compile_variant(build, chip)
        found[variant] = counts
        if failure:
            failures[variant] = failure
    if len(failures) == 2 and len(set(failures.values())) == 1:
        note: str | None = next(iter(failures.values()))
    else:
        note = "; ".join(f"{v.replace('_', ' ')}: {f}" for v, f in failures.items()) or None
    return {
        n: RegisterCounts(
            found["without_reuse"].get(n),
            found["with_reuse"].get(n),
            "ptxas" if n in found["without_reuse"] or n in found["with_reuse"] else None,
            note,
        )
        for n in names
    }


__all__ = [
    "BadRegisterOption",
    "compile_counts",
    "given_counts",
    "parse_register_option",
    "unknown_counts",
]
