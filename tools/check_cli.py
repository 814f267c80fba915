"""``smem-opt --check``: the driver's side of the independent check (``tools.check``).

``run_check(module, main)`` hands the check two ``gpu``-dialect module texts, printed in generic
form with every op's input location: the *plan* (the module after the pipeline, taken through
``convert-smem-to-gpu`` when it still holds ``smem.kernel``s) and its *reference*: the module of
``--check-against FILE`` when given (the plan's original input); else the input read again (and
taken to ``gpu`` the same way) when a pipeline ran; else the same module. A plan given with no
pipeline has every arena split in its reference, one buffer per view (``tools.check.reference``),
and so has an input that already holds a plan (``smem.arena_bytes``), so that a reference never
shares what a plan shares; an arena an input made itself runs as written, and the clean line says
so. Findings go to stderr; any error makes the
run fail (exit status 1, no output written), and a clean check prints what ran: the kernels by
path, blocks, threads, schedules, input draws, and how much of what touches shared memory ran.
The IR the driver writes is never replaced by the check.
"""

from __future__ import annotations

import argparse
from typing import Any

from xdsl.dialects.builtin import ModuleOp

from smem_opt.reader.diagnostics import SmemDiagnostic
from smem_opt.tools.check.run import CheckOptions, check

MAX_SCHEDULES = 64


class CheckFailed(SmemDiagnostic):
    """The check found errors; ``render`` gives every finding, in order."""

    def __init__(self, text: str):
        self.text = text
        super().__init__("check failed")

    def render(self) -> str:
        return self.text


def to_gpu(module: ModuleOp, ctx: Any, target: str | None) -> ModuleOp:
    """``module`` itself when it is in the form the check runs; else a copy made so: through
    ``convert-smem-to-gpu`` when it holds an ``smem.kernel``; otherwise only what gives upstream's
    lowering the program's meaning (the plan and its reference alike): workgroup allocs a host
    function makes for its launches moved into them, and strided ``memref.copy``s in kernels as
    loops (upstream would call the host's ``memrefCopy``)."""
    from smem_opt.passes.analysis.kernel_forms import survey
    from smem_opt.passes.rewrite.copy_loops import copies_as_loops, strided_copies
    from smem_opt.passes.rewrite.host_buffers import (
        buffers_passed_to_kernels,
        host_workgroup_allocs,
        move_host_buffers_into_launches,
    )
    from smem_opt.smem_dialect.smem import KernelOp

    if not any(isinstance(op, KernelOp) for op in module.walk()):
        kernels = [e.op for e in survey(module) if e.is_kernel]
        if not host_workgroup_allocs(module) and not any(strided_copies(k) for k in kernels):
            return module
        copy = module.clone()
        move_host_buffers_into_launches(copy)
        buffers_passed_to_kernels(copy)
        for entry in survey(copy):
            if entry.is_kernel:
                copies_as_loops(entry.op)
        return copy
    from smem_opt.passes.rewrite.convert_smem_to_gpu import ConvertSmemToGpuPass

    copy = module.clone()
    instance = ConvertSmemToGpuPass(target=target) if target is not None else ConvertSmemToGpuPass()
    instance.apply(ctx, copy)
    return copy


def _read_reference(main: Any, path: str) -> ModuleOp:
    """The module of ``--check-against FILE``, read as smem-opt reads any input."""
    from smem_opt.reader.ir_io import read_input

    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as err:
        raise SmemDiagnostic(f"--check-against: cannot read '{path}': {err.strerror}") from None
    return read_input(main.ctx, data, path, 0, main.args.disable_verify).module


def options_from(args: argparse.Namespace) -> CheckOptions:
    schedules = getattr(args, "schedules", 3)
    if not 1 <= schedules <= MAX_SCHEDULES:
        raise SmemDiagnostic(f"--schedules must be between 1 and {MAX_SCHEDULES}, got {schedules}")
    threads = getattr(args, "threads", None)
    blocks = getattr(args, "blocks", None)
    return CheckOptions(
        threads=threads,
        seed=getattr(args, "seed", 0) or 0,
        schedules=schedules,
        blocks=(blocks, 1, 1) if blocks else None,
        draws=getattr(args, "draws", None) or 3,
        dynamic_bytes=getattr(args, "dynamic_smem", None),
        coverage=bool(getattr(args, "check_coverage", False)),
    )


def run_check(module: ModuleOp, main: Any) -> str:
    """Check ``module`` (the driver's result) against its reference; see the module docstring.
    Raises ``CheckFailed`` on a finding that fails the run; else returns the text for stderr."""
    from smem_opt.reader.ir_io import print_module, read_input

    args = main.args
    options = options_from(args)
    target = getattr(args, "gpu_target", None)
    variant = to_gpu(module, main.ctx, target)
    pipeline_ran = bool(getattr(main.pipeline, "passes", ()))
    against = getattr(args, "check_against", None)
    if against is not None:
        reference = to_gpu(_read_reference(main, against), main.ctx, target)
    elif pipeline_ran:
        intake = read_input(
            main.ctx,
            main.chunk.data,
            main.get_input_name(),
            main.chunk.line_offset,
            args.disable_verify,
            allow_implicit_module=not args.no_implicit_module,
        )
        reference = to_gpu(intake.module, main.ctx, target)
    else:
        reference = variant
    variant_text = print_module(variant, generic=True, debuginfo=True)
    reference_text = variant_text if reference is variant else print_module(reference, generic=True, debuginfo=True)
    # with no pipeline the module is a plan given to be checked: every arena of it is split; else
    # the reference is an input, whose own arenas run as written unless it holds a plan already
    options.reference_is_plan = not pipeline_ran and against is None
    report = check(variant_text, reference_text, split_arena=True, options=options)
    lines = [f.render() for f in report.findings]
    if report.failed:
        raise CheckFailed("\n".join(lines))
    return "".join(f"{line}\n" for line in [*lines, f"smem-opt: {report.summary()}"])

