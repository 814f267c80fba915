"""Writing the report and arena picture for the smem-opt driver.

``ReportWriter.add(module, plans, source)`` runs after the passes of each input chunk and gives
that chunk's report (``tools.report.model``); the driver then takes its texts:

- ``--smem-report [FILE]``: a text table (``--smem-report-format text``, the default) or JSON
  (``json``, described by ``docs/report-schema.json``). On a stream (stderr for the bare flag,
  stdout for ``-``) each chunk's report comes as its chunk ends (for JSON: one document per
  chunk); a FILE holds one document with the kernels of every chunk (``document``);
- ``--smem-layout OUT.svg`` draws every kernel's arena (``layout``, ``tools.report.svg``).

Files are written by the driver when the whole run has succeeded (``tools.run_outputs``). When
``smem-coalesce`` did not run, the kernels are planned without rewriting and the report says
``applied: false``.
"""

from __future__ import annotations

from typing import Any

from smem_opt.passes.kernel_plan import plan_module
from smem_opt.passes.target.targets import UnknownTarget, get_target
from smem_opt.reader.diagnostics import SmemDiagnostic
from smem_opt.tools.emit import recorded_target
from smem_opt.tools.kernel_registers import (
    compile_counts,
    given_counts,
    parse_register_option,
    unknown_counts,
)
from smem_opt.tools.report.model import REPORT_SCHEMA_ID, REPORT_VERSION, build_report
from smem_opt.tools.report.scopes import function_entries
from smem_opt.tools.report.svg import render_svg
from smem_opt.tools.report.text import format_text, json_text


def report_target(module, args) -> str:
    """The occupancy target: ``--target`` (``args.gpu_target``), else the one recorded by the lowering, else sm_90."""
    try:
        return get_target(getattr(args, "gpu_target", None) or recorded_target(module)).name
    except UnknownTarget as err:
        raise SmemDiagnostic(str(err)) from None


def register_counts(plans, module, args, source, target: str) -> dict:
    """Registers per thread per kernel for the occupancy entry (``--smem-report-registers``)."""
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
    """The report and arena picture of one smem-opt run. ``add`` runs after the passes of each
    input chunk, with the plans ``smem-coalesce`` made (or none, when it did not run: the kernels
    are then planned with the default options and reported ``applied: false``); the texts are
    then asked for: the chunk's (for a stream), the whole run's (for a file)."""

    def __init__(self, args) -> None:
        self.args = args
        self.kernels: list[dict[str, Any]] = []
        self.functions: list[dict[str, Any]] = []

    @property
    def as_json(self) -> bool:
        return getattr(self.args, "smem_report_format", "text") == "json"

    def add(self, module, plans, source: tuple[bytes, str] | None = None) -> dict[str, Any]:
        """The report of one chunk (its kernels are kept for ``document``)."""
        args = self.args
        if not plans:
            plans = plan_module(module)
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
        return report

    def chunk_text(self, report: dict[str, Any]) -> str:
        """One chunk's report, for a stream (one document per chunk)."""
        return json_text(report) if self.as_json else format_text(report)

    def document(self) -> str:
        """The report of every chunk so far, as one document (for a file)."""
        everything = {
            "schema": REPORT_SCHEMA_ID,
            "version": REPORT_VERSION,
            "kernels": list(self.kernels),
            "functions": list(self.functions),
        }
        return json_text(everything) if self.as_json else format_text(everything)

    def layout(self) -> str:
        """The arena picture of every kernel so far (SVG)."""
        return render_svg({"schema": REPORT_SCHEMA_ID, "version": REPORT_VERSION, "kernels": list(self.kernels),
                           "functions": list(self.functions)})
