"""``--smem-report`` and ``--smem-layout`` in a ``smem-opt`` run: where each chunk's part goes.

One ``ReportWriter`` (``tools.report``) serves the whole run; it is made, and the report's
modules loaded, only when one of the flags is given. Per chunk, ``RunReports.add_chunk`` gives
the report's text to stdout (``--smem-report -``) or to stderr (``--smem-report`` alone,
``REPORT_TO_STDERR``), or registers a file of the whole run (``--smem-report FILE``,
``--smem-layout SVG``) with the run's outputs (``tools.run_outputs``). Each remark of the report
also goes to the diagnostic handler, as already shown: checked under ``--verify-diagnostics``,
printed nowhere else.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from typing import Any

from xdsl.dialects.builtin import ModuleOp

from smem_opt.tools.command_line import REPORT_TO_STDERR
from smem_opt.tools.diagnostic_handler import DiagnosticHandler, location_diagnostic
from smem_opt.tools.run_outputs import RunOutputs


@dataclass
class RunReports:
    """The report and layout of one run (see the module docstring)."""

    args: argparse.Namespace
    writer: Any = None
    """The run's ``ReportWriter``, made by the first chunk that needs it."""

    def add_chunk(
        self, module: ModuleOp, plans: list, source: tuple[bytes, str], handler: DiagnosticHandler, outputs: RunOutputs
    ) -> tuple[str, str]:
        """The report of the chunk ``module`` (``plans``: what the passes planned; ``source``: its
        text and file name): (text for stdout, text for stderr)."""
        path, layout = self.args.smem_report, self.args.smem_layout
        if path is None and layout is None:
            return "", ""
        # lazy: the report's modules only when it is asked for
        from smem_opt.tools.report import ReportWriter

        # lazy: as above
        from smem_opt.tools.report.text import remark_text

        if self.writer is None:
            self.writer = ReportWriter(self.args)
        writer = self.writer
        report = writer.add(module, plans, source=source)
        if path is not None:
            for kernel in report["kernels"]:
                for remark in kernel["remarks"]:
                    diag = location_diagnostic("remark", remark_text(remark), remark["location"])
                    handler.report(diag, shown=True)
        if layout == "-":
            outputs.set_stdout_document(writer.layout)
        elif layout is not None:
            outputs.add_file(layout, writer.layout)
        if path == "-" and writer.as_json:
            outputs.set_stdout_document(writer.document)
            return "", ""
        if path == "-":
            return writer.chunk_text(report), ""
        if path == REPORT_TO_STDERR:
            return "", writer.chunk_text(report)
        if path is not None:
            outputs.add_file(path, writer.document)
        return "", ""
