"""Writing the report and arena picture for the smem-opt driver.

``ReportWriter.write(module, plans, source)`` runs after the passes of each input chunk:

- ``--smem-report [FILE]`` writes the report (``tools.report.model``) as a text table
  (``--smem-report-format text``, the default) or as JSON (``json``, described by
  ``docs/report-schema.json``) to stderr (no FILE, or ``-``) or to FILE;
- ``--smem-layout OUT.svg`` draws every kernel's arena (``tools.report.svg``).

With ``--split-input-file`` the driver calls it once per chunk: stderr gets one report per chunk
as it comes (for JSON: one document per chunk), while files are rewritten each time with the
kernels of all chunks so far, so a file always holds one complete document. When
``smem-coalesce`` did not run, the kernels are planned without rewriting and the report says
``applied: false``.
"""

from __future__ import annotations

from typing import Any

from smem_opt.passes.diagnostics import SmemDiagnostic, print_stderr
from smem_opt.tools.report.model import REPORT_SCHEMA_ID, REPORT_VERSION, build_report, dry_run_plans
from smem_opt.tools.report.scopes import function_entries
from smem_opt.tools.report.text import format_text, json_text


def report_target(module, args) -> str:
    """The occupancy target: ``--target`` (``args.gpu_target``), else the one recorded by the lowering, else sm_90."""
    from smem_opt.passes.target.targets import UnknownTarget, get_target
    from smem_opt.tools.emit import recorded_target

    try:
        return get_target(getattr(args, "gpu_target", None) or recorded_target(module)).name
    except UnknownTarget as err:
        raise SmemDiagnostic(str(err)) from None


def register_counts(plans, module, args, source, target: str) -> dict:
    """Registers per thread per kernel for the occupancy entry (``--smem-report-registers``)."""
    from smem_opt.tools.kernel_registers import (
        compile_counts,
        given_counts,
        parse_register_option,
        unknown_counts,
    )

    names = [p.kernel.name for p in plans]
    option = parse_register_option(getattr(args, "smem_report_registers", None) or "auto")
    if isinstance(option, tuple):
        return given_counts(names, option)
    if option == "none" or not names:
        return unknown_counts(names, "not computed (--smem-report-registers none)")
    if source is None:
        return unknown_counts(names, "not computed (no source text)")
    data, name = source
    applied = any(p.applied for p in plans)
    return compile_counts(
        names, data, name, module if applied else None,
        chip=target, options=plans[0].options,
        allow_unregistered=bool(getattr(args, "allow_unregistered_dialect", False)),
    )


class ReportWriter:
    """The report and arena picture of one smem-opt run: ``write`` runs after the passes of each
    input chunk, with the plans ``smem-coalesce`` made (or none, when it did not run: the kernels
    are then planned with the default options and reported ``applied: false``)."""

    def __init__(self, args) -> None:
        self.args = args
        self.kernels: list[dict[str, Any]] = []
        self.functions: list[dict[str, Any]] = []

    def write(self, module, plans, source: tuple[bytes, str] | None = None) -> None:
        args = self.args
        if not plans:
            plans = dry_run_plans(module)
        target = report_target(module, args)
        registers = (
            register_counts(plans, module, args, source, target)
            if getattr(args, "smem_report", None) is not None
            else {}
        )
        report = build_report(plans, target=target, registers=registers)
        report["functions"] = function_entries(module, plans)
        self.kernels.extend(report["kernels"])
        self.functions.extend(report["functions"])
        everything = {
            "schema": REPORT_SCHEMA_ID,
            "version": REPORT_VERSION,
            "kernels": list(self.kernels),
            "functions": list(self.functions),
        }

        path = getattr(args, "smem_report", None)
        if path is not None:
            as_json = getattr(args, "smem_report_format", "text") == "json"
            if path == "-":
                text = json_text(report) if as_json else format_text(report)
                print_stderr(text, end="")
            else:
                _write_file(path, json_text(everything) if as_json else format_text(everything))
        layout = getattr(args, "smem_layout", None)
        if layout is not None:
            from smem_opt.tools.report.svg import render_svg

            _write_file(layout, render_svg(everything))


def _write_file(path: str, text: str) -> None:
    from smem_opt.tools.output_file import OutputError, write_output

    try:
        write_output(path, text)
    except OutputError as err:
        raise SmemDiagnostic(str(err)) from None
