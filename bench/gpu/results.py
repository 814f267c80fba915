"""The GPU runner's measurements and ``bench/gpu-results.md``, the table they make.

``Results`` collects rows as the run goes and ``write`` rewrites the whole file
after each one (to a temporary file, then renamed), so a run cut short leaves a
complete file saying how far it got. Nothing here measures.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.gpu.cases import WAVES
from bench.gpu.corpus import CONFIG as CORPUS


@dataclass
class CheckRow:
    """One variant of one case: correctness and occupancy."""

    kernel: str
    config: str
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    variant: str
    shared_bytes: int
    registers_ptxas: int
    registers_driver: int | None = None
    report_blocks: int | None = None
    model_blocks: int | None = None
    """Our model with the registers the driver reports (None: not computed)."""
    driver_blocks: int | None = None
    numpy_ok: bool | None = None
    """None: not compared with numpy (timing cases)."""
    max_abs_error: float | None = None
    bit_equal: bool | None = None
    """The case's outputs are equal bit for bit between the variants."""
    error: str | None = None

    @property
    def agrees(self) -> bool | None:
        if self.report_blocks is None or self.driver_blocks is None:
            return None
        return self.report_blocks == self.driver_blocks


@dataclass
class TimingRow:
    kernel: str
    grid: tuple[int, int, int]
    blocks: int
    driver_blocks: dict[str, int] = field(default_factory=dict)
    waves: dict[str, float] = field(default_factory=dict)
    median_ms: dict[str, float] = field(default_factory=dict)
    speedup: float | None = None
    """Median over launch pairs of (time without reuse / time with reuse)."""
    spread: float | None = None
    """Half the interquartile range of those ratios."""
    launches: int = 0
    bit_equal: bool | None = None
    error: str | None = None


@dataclass
class SanitizerRow:
    kernel: str
    config: str
    tool: str
    clean: bool | None
    detail: str


def _yes(value: bool | None, yes: str = "yes", no: str = "**NO**") -> str:
    return "-" if value is None else (yes if value else no)


def _table(header: list[str], rows: list[list[str]]) -> list[str]:
    out = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    out += ["| " + " | ".join(r) + " |" for r in rows]
    return out


@dataclass
class Results:
    """Everything the run measured so far, and how to write it."""

    command: str
    mode: str
    device: dict[str, Any] = field(default_factory=dict)
    provenance: dict[str, Any] = field(default_factory=dict)
    checks: list[CheckRow] = field(default_factory=list)
    timings: list[TimingRow] = field(default_factory=list)
    sanitizer: list[SanitizerRow] = field(default_factory=list)
    planned: int = 0
    """Steps (cases checked, timed, sanitized) the run means to do."""
    done: int = 0
    notes: list[str] = field(default_factory=list)

    @property
    def failures(self) -> list[str]:
        """What went wrong: wrong results, disagreements, hazards, errors."""
        out = []
        for r in self.checks:
            where = f"{r.kernel}.{r.config} ({r.variant})"
            if r.error:
                out.append(f"{where}: {r.error}")
            if r.numpy_ok is False:
                out.append(f"{where}: differs from numpy (max abs error {r.max_abs_error:.3g})")
            if r.bit_equal is False and r.variant == "with":
                out.append(f"{r.kernel}.{r.config}: the variants differ")
            if r.agrees is False:
                out.append(f"{where}: report {r.report_blocks} blocks/SM, driver {r.driver_blocks}")
        for s in self.sanitizer:
            if s.clean is False:
                out.append(f"{s.kernel}.{s.config}: {s.tool}: {s.detail}")
        for t in self.timings:
            if t.error:
                out.append(f"{t.kernel} timing: {t.error}")
            if t.bit_equal is False:
                out.append(f"{t.kernel} timing: the variants differ")
        return out

    def summary(self) -> list[str]:
        lines = []
        compared = [r for r in self.checks if r.numpy_ok is not None]
        lines.append(
            f"- numpy: {sum(r.numpy_ok for r in compared)} of {len(compared)} variants match the reference "
            f"(realistic sizes)"
        )
        cases = {(r.kernel, r.config): r.bit_equal for r in self.checks if r.bit_equal is not None}
        lines.append(f"- variants bit for bit equal: {sum(cases.values())} of {len(cases)} cases")
        corpus = {k: v for k, v in cases.items() if k[1] == CORPUS}
        if corpus:
            lines.append(f"- corpus kernels (no reference): variants bit for bit equal in {sum(corpus.values())} "
                         f"of {len(corpus)}")
        agree = [r.agrees for r in self.checks if r.agrees is not None]
        lines.append(
            f"- occupancy: the report's blocks per SM equal cuOccupancyMaxActiveBlocksPerMultiprocessor "
            f"in {sum(agree)} of {len(agree)} rows"
        )
        runs = [s for s in self.sanitizer if s.clean is not None]
        tools = sorted({s.tool for s in self.sanitizer})
        if self.sanitizer:
            lines.append(
                f"- compute-sanitizer ({', '.join(tools)}): {sum(bool(s.clean) for s in runs)} of "
                f"{len(self.sanitizer)} runs clean" + ("" if len(runs) == len(self.sanitizer) else
                                                       f", {len(self.sanitizer) - len(runs)} did not run")
            )
        for t in self.timings:
            if t.speedup is None or not t.driver_blocks:
                continue
            a, b = t.driver_blocks.get("without"), t.driver_blocks.get("with")
            change = "occupancy changes" if a != b else "occupancy unchanged"
            waves = min(t.waves.values()) if t.waves else None
            few = f"; only {waves:.1f} waves" if waves is not None and waves < WAVES else ""
            lines.append(
                f"- {t.kernel}: {a} -> {b} blocks/SM ({change}): {t.speedup:.3f}x ± {t.spread:.3f} with reuse{few}"
            )
        return lines

    def markdown(self) -> str:
        d, p = self.device, self.provenance
        status = "complete" if self.done >= self.planned else f"partial: {self.done} of {self.planned} steps done"
        out = [
            "# GPU results: the bench kernels with and without shared-memory reuse",
            "",
            f"Written by `{self.command}` ({self.mode}); status: **{status}**.",
            "",
            f"- GPU: {d.get('name', '?')} ({d.get('target', '?')}, {d.get('sms', '?')} SMs); "
            f"driver {d.get('driver', '?')} (CUDA driver API {d.get('cuda', '?')}); "
            f"cuda-bindings {d.get('bindings', '?')}",
            f"- PTX: smem-opt {p.get('smem_opt_commit', '?')} for {p.get('target', '?')}, "
            f"{p.get('mlir_opt') or 'mlir-opt ?'}, checked with {p.get('ptxas') or 'ptxas ?'}; "
            "the driver compiles it for the GPU",
            f"- date: {d.get('date', '?')}",
            "",
            "## Summary",
            "",
            *self.summary(),
        ]
        failures = self.failures
        if failures:
            out += ["", "Problems:", "", *[f"- {f}" for f in failures]]
        out += [
            "",
            "## Correctness and occupancy",
            "",
            "Each variant on random inputs: `numpy` compares it with the kernel's numpy reference "
            "(its tolerance; realistic sizes), `bit-equal` the two variants' outputs (config `corpus`: "
            "a real kernel of bench/corpus, every buffer argument compared after the launch). Blocks per SM: "
            "`report` is smem-opt's report (registers from ptxas), `model` the same formula with the "
            "registers the driver reports, `driver` is cuOccupancyMaxActiveBlocksPerMultiprocessor.",
            "",
        ]
        rows = []
        for r in self.checks:
            err = "" if r.max_abs_error is None else f" ({r.max_abs_error:.2g})"
            rows.append([
                r.kernel, r.config, "x".join(map(str, r.grid)), "x".join(map(str, r.block)), r.variant,
                str(r.shared_bytes), str(r.registers_ptxas),
                "-" if r.registers_driver is None else str(r.registers_driver),
                "-" if r.report_blocks is None else str(r.report_blocks),
                "-" if r.model_blocks is None else str(r.model_blocks),
                "-" if r.driver_blocks is None else str(r.driver_blocks),
                _yes(r.agrees),
                (("no reference" if r.config == CORPUS else "-") if r.numpy_ok is None
                 else _yes(r.numpy_ok, "ok", "**WRONG**")) + err,
                _yes(r.bit_equal),
                r.error or "",
            ])
        out += _table(
            ["kernel", "config", "grid", "block", "variant", "smem B", "regs ptxas", "regs driver",
             "blocks/SM report", "model", "driver", "agree", "numpy (max abs err)", "bit-equal", "error"],
            rows,
        )
        out += ["", "## compute-sanitizer (coalesced kernels)", ""]
        out += _table(
            ["kernel", "config", "tool", "result", "summary"],
            [[s.kernel, s.config, s.tool, _yes(s.clean, "clean", "**FOUND**") if s.clean is not None
              else "not run", s.detail] for s in self.sanitizer],
        )
        out += [
            "",
            "## Timing",
            "",
            "CUDA events around each launch, the variants interleaved (ABAB..., BABA...), after warm-up; "
            "median per variant; speedup = median over launch pairs of time without / time with reuse, "
            "± half the interquartile range. Waves = blocks / (SMs x blocks per SM).",
            "",
        ]
        trows = []
        for t in self.timings:
            def per(values: dict, fmt: str) -> str:
                return " / ".join(fmt.format(values[v]) if v in values else "-" for v in ("without", "with"))

            trows.append([
                t.kernel, "x".join(map(str, t.grid)), str(t.blocks),
                per(t.driver_blocks, "{}"), per(t.waves, "{:.1f}"), per(t.median_ms, "{:.4f}"),
                "-" if t.speedup is None else f"{t.speedup:.3f}",
                "-" if t.spread is None else f"{t.spread:.3f}",
                str(t.launches), _yes(t.bit_equal), t.error or "",
            ])
        out += _table(
            ["kernel", "grid", "blocks", "blocks/SM without / with", "waves without / with",
             "median ms without / with", "speedup", "±", "launches per variant", "bit-equal", "error"],
            trows,
        )
        if self.notes:
            out += ["", "## Notes", "", *[f"- {n}" for n in self.notes]]
        return "\n".join(out) + "\n"

    def write(self, path: str | os.PathLike[str]) -> None:
        target = Path(path)
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = target.with_name(target.name + ".tmp")
        tmp.write_text(self.markdown())
        os.replace(tmp, target)


__all__ = ["CheckRow", "Results", "SanitizerRow", "TimingRow"]
