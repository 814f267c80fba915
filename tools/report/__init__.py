"""The ``smem-coalesce`` report: what was packed where, why pairs could not share, what a missing
barrier would save, and what reuse buys in blocks per SM.

- ``model``: the report as plain data, from the kernels' ``KernelPlan``s (``build_report``);
- ``view`` and ``remarks``: one kernel as the report sees it, and the remarks on pairs that could
  not share with what a barrier there would save (asked of the ``KernelPlan``: the report reads
  plans, it makes none);
- ``text`` and ``svg``: the renderers (text table and JSON; the arena over time as SVG);
- ``writer``: what the driver calls after the passes of each input chunk.
"""

from smem_opt.tools.report.model import REPORT_SCHEMA_ID, REPORT_VERSION, build_report, kernel_report
from smem_opt.tools.report.writer import ReportWriter

__all__ = [
    "REPORT_SCHEMA_ID",
    "REPORT_VERSION",
    "ReportWriter",
    "build_report",
    "kernel_report",
]
