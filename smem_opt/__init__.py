"""smem-opt from Python: one namespace for the dialects, the passes and the driver's reader.

    from smem_opt import parse, coalesce, lower_to_gpu, print_module

    module = parse(open("kernel.mlir").read(), "kernel.mlir")
    for plan in coalesce(module, alignment=16):     # one KernelPlan per rewritten kernel
        print(plan.dump())                          # offsets, bounds, conflicts and why
    lower_to_gpu(module, target="sm_90")
    print(print_module(module))

Errors: ``parse`` raises ``ParseError`` (text that does not parse; a ``LocatedParseError``) or
``DiagnosticException`` (IR that does not verify; ``SmemDiagnostic`` when smem-opt's own checks
reject it, with the op it concerns in ``.op``), each with a message that starts
``name:line:col: error:``. The passes (``coalesce``, ``verify_plan``, ``lower_to_gpu``) and
``verify`` raise ``SmemDiagnostic``; a pass option out of its range or of the wrong kind raises
``OptionError`` (a ``ValueError`` naming the pass, the option and what it accepts) before any
work. ``ParseError`` and ``DiagnosticException`` are xDSL's (``xdsl.utils.exceptions``), exported
here; ``SmemDiagnostic`` is a ``DiagnosticException``.

The names below are loaded on first use, so ``import smem_opt`` is cheap. The subpackages
are ``smem_opt.smem_dialect`` (dialects), ``smem_opt.reader`` (reading and checking IR, located
diagnostics), ``smem_opt.passes`` (analyses, planner, rewrites) and ``smem_opt.tools`` (driver,
toolchain, report, simulator); in a source checkout all but the reader are
the folders of those names beside this one, mapped by the install (``pip install -e .``;
``pyproject.toml``'s ``package-dir``).
"""

from __future__ import annotations

from importlib import import_module as _import_module
from typing import Any as _Any

__version__ = "0.1.0"
"""The version of smem-opt (the package's metadata takes it from here)."""

_EXPORTS = {
    # reading and printing, as the smem-opt driver does
    "build_context": "smem_opt.api",
    "parse": "smem_opt.api",
    "print_module": "smem_opt.api",
    "verify": "smem_opt.api",
    # running the passes
    "coalesce": "smem_opt.api",
    "verify_plan": "smem_opt.api",
    "lower_to_gpu": "smem_opt.api",
    # the plan of one kernel, and how it was found
    "KernelPlan": "smem_opt.passes.kernel_plan",
    "CoalesceOptions": "smem_opt.passes.kernel_plan",
    "plan_kernel": "smem_opt.passes.kernel_plan",
    "PlanMethod": "smem_opt.passes.planner.packing",
    "ConflictKind": "smem_opt.passes.analysis.conflicts",
    # the pass classes (xDSL ModulePasses)
    "SmemCoalescePass": "smem_opt.passes.rewrite.smem_coalesce",
    "SmemVerifyPlanPass": "smem_opt.passes.verify.verify_plan",
    "ConvertSmemToGpuPass": "smem_opt.passes.rewrite.convert_smem_to_gpu",
    # errors the reader, the verifier and the passes raise
    "SmemDiagnostic": "smem_opt.reader.diagnostics",
    "ParseError": "xdsl.utils.exceptions",
    "LocatedParseError": "smem_opt.api",
    "OptionError": "smem_opt.passes.options",
    "DiagnosticException": "xdsl.utils.exceptions",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> _Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'smem_opt' has no attribute {name!r}")
    value = getattr(_import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *_EXPORTS])
