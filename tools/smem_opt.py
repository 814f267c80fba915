"""The ``smem-opt`` driver: xDSL's ``xdsl-opt`` (``xDSLOptMain``) with mlir-opt habits.

``SmemOptMain`` inherits xDSL's constructor and flags (``--print-between-passes``,
``--time-passes``, ``--split-input-file``, ...) and plugs in through its hooks: our ``gpu``
dialect replaces xDSL's (attributions, custom syntax), the ``smem`` and ``nvgpu`` dialects and
our passes and pipelines are added, input is read through ``reader.intake`` / ``reader.parsing``
(every op located, every input error a located diagnostic), and the IR is verified between
passes innermost-op first. Its run loop is mlir-opt's:

* every chunk of ``--split-input-file`` is processed, whatever happened to the others;
* every diagnostic (parse, verifier, pass, tool errors; warnings; the report's remarks) goes
  through one ``tools.diagnostic_handler.DiagnosticHandler``, which prints it with its source
  line and a caret, or checks it against the input's ``expected-*`` comments under
  ``--verify-diagnostics``;
* outputs go to their own streams and files are written only by a run that succeeds
  (``tools.run_outputs``); the exit status is 1 when a chunk failed (under
  ``--verify-diagnostics``: when a diagnostic was unexpected or missing).

The driver keeps only that loop and xDSL's hooks; the rest is in the modules that own it:
the flags and their checks (``tools.command_line``; ``tools.kernel_runs`` for ``--simulate`` and
``--check``), the input and its pieces (``tools.input_file``), the diagnostic of each error
(``tools.run_errors``), the report's outputs (``tools.report_outputs``), the streams
(``tools.output_file``: closed or full ones are one-line errors), the deep-stack thread that keeps
the bounded nesting ``reader.parsing`` accepts within Python's limits (``tools.deep_stack``). Each
pass checks its own options (``passes.options``).
"""

from __future__ import annotations

import argparse
import io
import os
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import IO

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Attribute
from xdsl.passes import ModulePass, PassPipeline
from xdsl.utils.diagnostic import Diagnostic as XdslDiagnostic
from xdsl.xdsl_opt_main import xDSLOptMain

from smem_opt.passes.registry import PASSES
from smem_opt.reader.diagnostics import print_stderr
from smem_opt.reader.ir_io import build_context, print_module, read_input
from smem_opt.reader.parsing import LocatingParser, parse_module, verify_module
from smem_opt.tools.command_line import (
    DESCRIPTION,
    UsageError,
    add_arguments,
    build_pipeline,
    check_arguments,
    pipeline_text,
    runs_upstream_tools,
)
from smem_opt.tools.deep_stack import call_with_deep_stack
from smem_opt.tools.diagnostic_handler import Diagnostic, DiagnosticHandler
from smem_opt.tools.input_file import read_input_bytes, split_input
from smem_opt.tools.kernel_runs import run_kernels
from smem_opt.tools.output_file import flush_stdout
from smem_opt.tools.report_outputs import RunReports
from smem_opt.tools.run_errors import CHUNK_ERRORS, error_diagnostic, is_parse_error
from smem_opt.tools.run_outputs import RunOutputs, ir_to_stdout, result_modes


def execution_time_report(times: list[tuple[str, float]]) -> str:
    """mlir-opt's ``--mlir-timing`` report of the passes' wall times (one chunk)."""
    total = sum(t for _, t in times) or 1e-9
    rule = "===" + "-" * 73 + "==="
    lines = [rule, " " * 25 + "... Execution time report ...", rule,
             f"  Total Execution Time: {total:.4f} seconds", "", "  ----Wall Time----  ----Name----"]
    lines += [f"  {t:8.4f} ({100 * t / total:5.1f}%)  {name}" for name, t in times]
    lines.append(f"  {total:8.4f} (100.0%)  Total")
    return "\n".join(lines) + "\n\n"


__all__ = ["LocatingParser", "build_context", "build_pipeline", "error_diagnostic", "main", "parse_module",
           "print_module", "read_input", "split_input", "verify_module"]


@dataclass
class _Chunk:
    """The piece of input being processed (the whole input unless ``--split-input-file``)."""

    data: bytes
    line_offset: int
    plans: list = field(default_factory=list)
    """The kernel plans the passes made, for the reports."""
    failed: bool = False
    generic_output: bool = False
    """The piece was read with generic ops kept as they are (``Intake.tolerant``): printed generic."""
    parse_message: str = ""
    """Under ``--parsing-diagnostics``: the parse error, printed as the chunk's output."""


class SmemOptMain(xDSLOptMain):
    """smem-opt's driver: xDSL's opt main (its flags) with our dialects, passes and flags, a
    located parse, our verifier between passes, one diagnostic handler, and outputs written
    only when all went well.

    Hooks overridden: the registrations (our ``gpu`` replaces xDSL's; ``--target`` is the GPU
    target, the output is chosen by ``--emit``), ``parse_chunk`` (``reader.intake``),
    ``setup_pipeline`` / ``apply_passes`` (xDSL's ``PassPipeline`` with our callback, plans kept
    for the reports), ``output_resulting_program`` (the IR or ``--emit``'s output), and ``run``,
    mlir-opt's loop over the chunks (see the module docstring). ``chunk_outputs`` is where an
    output of a chunk besides the IR is made (the report, ``--check``, ``--simulate``); each goes
    to its own stream (``tools.run_outputs``).
    """

    def __init__(self, args: Sequence[str] | None = None):
        self.failed = False
        self.chunk = _Chunk(b"", 0)
        super().__init__(description=DESCRIPTION, args=args)
        self.reports = RunReports(self.args)
        self.handler = DiagnosticHandler(verify=self.args.verify_diagnostics)
        self.outputs = RunOutputs(
            None if self.args.output_file in (None, "-") else self.args.output_file,
            split=self.args.split_input_file,
        )

    # -- registration --------------------------------------------------------------------------
    def register_all_dialects(self) -> None:
        """xDSL's dialects with ours; our ``gpu`` replaces xDSL's. (Unregistered ops are
        allowed once the arguments are parsed, by xDSL's constructor.)"""
        self.ctx = build_context()

    def register_all_passes(self) -> None:
        """xDSL's passes (from xDSL itself, not its entry-point scan), then ours."""
        from xdsl.transforms import get_all_passes

        for name, factory in {**get_all_passes(), **PASSES}.items():
            self.register_pass(name, factory)

    def register_all_targets(self) -> None:
        """xDSL's output formats: only ``mlir`` (we print the IR ourselves; ``--emit`` chooses)."""
        from xdsl.targets import get_all_targets

        self.available_targets["mlir"] = get_all_targets()["mlir"]

    def register_all_arguments(self, arg_parser: argparse.ArgumentParser) -> None:
        """xDSL's flags, then ours (``tools.command_line.add_arguments``)."""
        super().register_all_arguments(arg_parser)
        add_arguments(arg_parser)

    # -- the pipeline --------------------------------------------------------------------------
    def setup_pipeline(self) -> None:
        """The passes with their options checked and ``--target`` applied; then the other
        values argparse cannot check alone."""
        text = pipeline_text(self.args.passes, self.args.pass_pipeline)
        passes = build_pipeline(text, self.args.gpu_target, self.available_passes)
        check_arguments(self.args)
        self.pipeline = PassPipeline(tuple(passes), self._between_passes)
        self.pass_started = time.perf_counter()
        self.pass_times: list[tuple[str, float]] = []

    def _between_passes(self, previous: ModulePass | None, module: ModuleOp, following: ModulePass | None) -> None:
        """xDSL's ``--time-passes`` and ``--print-between-passes``, mlir-opt's
        ``--mlir-print-ir-after-all`` / ``-before-all`` and ``--mlir-timing``, with our verifier."""
        now = time.perf_counter()
        if previous is not None:
            self.pass_times.append((previous.name, now - self.pass_started))
        if self.args.time_passes and previous is not None:
            print(f"Pass {previous.name} took {now - self.pass_started} seconds")
        if previous is not None and not self.args.disable_verify:
            verify_module(module)
        if previous is not None and self.args.mlir_print_ir_after_all:
            self._dump_ir("After", previous, module)
        if following is not None and self.args.mlir_print_ir_before_all:
            self._dump_ir("Before", following, module)
        if previous is not None and following is None and self.args.mlir_timing:
            print_stderr(execution_time_report(self.pass_times), end="")
        if previous is not None and following is not None and self.args.print_between_passes:
            print(f"IR after {previous.name}:")
            print(print_module(module, self.args.print_op_generic, self.args.print_debuginfo), end="")
            print("\n\n")
        if following is not None:
            self.pass_started = time.perf_counter()

    def _dump_ir(self, when: str, p: ModulePass, module: ModuleOp) -> None:
        """The IR to stderr under mlir-opt's header, ``// -----// IR Dump After Name (arg) //----- //``."""
        text = print_module(module, self.args.print_op_generic, self.args.print_debuginfo)
        print_stderr(f"// -----// IR Dump {when} {type(p).__name__} ({p.name}) //----- //\n{text}", end="")

    def apply_passes(self, prog: ModuleOp) -> None:
        """``PassPipeline.apply``'s loop, the callback called as it calls it, keeping what xDSL's
        drops: the kernel plans the passes make (``passes.pipelines.run_pass``), for the reports."""
        if not self.pipeline.passes:  # nothing to run: nothing of the passes is loaded
            return
        from smem_opt.passes.pipelines import run_pass

        callback = self.pipeline.callback
        previous = None
        for p in self.pipeline.passes:
            if callback is not None:
                callback(previous, prog, p)
            self.chunk.plans += run_pass(p, self.ctx, prog)
            previous = p
        if callback is not None:
            callback(previous, prog, None)

    # -- input ---------------------------------------------------------------------------------
    def get_input_name(self) -> str:
        return self.args.input_file if self.args.input_file not in (None, "-") else "<stdin>"

    def parse_chunk(self, chunk: IO[bytes], file_extension: str = "mlir", start_offset: int = 0) -> ModuleOp | None:
        """Read a piece as smem-opt reads any input (``reader.intake``); None when it fails."""
        self.chunk = _Chunk(chunk.read(), start_offset)
        with self._diagnosing():
            intake = read_input(
                self.ctx,
                self.chunk.data,
                self.get_input_name(),
                start_offset,
                self.args.disable_verify,
                allow_implicit_module=not self.args.no_implicit_module,
            )
            if intake.note:
                self.handler.report(Diagnostic("note", intake.note, self.get_input_name()), informational=True)
            self.chunk.generic_output = intake.tolerant
            return intake.module
        return None

    # -- the run -------------------------------------------------------------------------------
    def run(self) -> int:
        """mlir-opt's loop: every chunk, every diagnostic through the handler, then the outputs
        (``tools.run_outputs``); the exit status."""
        from smem_opt.reader.diagnostics import diagnostic_handler

        data = read_input_bytes(self.args.input_file)
        name = self.get_input_name()
        if runs_upstream_tools(self.args):
            from smem_opt.tools.toolchain import unpinned_tools

            for line in unpinned_tools():
                print_stderr(f"smem-opt: note: {line}")
        self.handler.add_source(name, data.decode("utf-8", "replace"))
        pieces = split_input(data) if self.args.split_input_file else [(data, 0)]
        with diagnostic_handler(self.handler.pass_diagnostic):
            for piece, offset in pieces:
                self.handler.begin_chunk(name, piece.decode("utf-8", "replace"), offset)
                self._run_chunk(piece, offset)
                self.handler.end_chunk()
        failed = self.handler.verify_failed if self.args.verify_diagnostics else self.failed
        return self.outputs.finish(not failed, print_stderr)

    def _run_chunk(self, data: bytes, offset: int) -> None:
        module = self.parse_chunk(io.BytesIO(data), "mlir", offset)
        made: tuple[str | None, str | None, str, str] | None = None
        if module is not None:
            with self._diagnosing():
                self.apply_passes(module)
                made = self.chunk_outputs(module)
        if made is None or self.chunk.failed:
            message = self.chunk.parse_message
            self.outputs.add_chunk(message, message if result_modes(self.args) else None, "")
            return
        ir, result, stdout_plain, stderr_text = made
        if stderr_text:
            print_stderr(stderr_text.removesuffix("\n"))
        self.outputs.add_chunk(ir, result, stdout_plain)

    def chunk_outputs(self, prog: ModuleOp) -> tuple[str | None, str | None, str, str]:
        """What this chunk adds to each stream: (the IR or None, a result mode's text or None,
        text for stdout, text for stderr); files are registered with ``self.outputs``."""
        source = (self.chunk.data, self.get_input_name())
        stdout_plain, stderr_text = self.reports.add_chunk(prog, self.chunk.plans, source, self.handler, self.outputs)
        findings, result = run_kernels(prog, self)
        stderr_text += findings
        ir = None
        if self.outputs.ir_path is not None or ir_to_stdout(self.args):
            ir = self.output_resulting_program(prog)
        return ir, result, stdout_plain, stderr_text

    def output_resulting_program(self, prog: ModuleOp) -> str:
        """The IR, or what ``--emit`` makes of it."""
        if self.args.emit != "gpu":
            from smem_opt.tools.emit import emit_output

            return emit_output(prog, self.args.emit, self.args.gpu_target)
        generic = self.args.print_op_generic or self.chunk.generic_output
        if self.chunk.generic_output:
            # as mlir-opt keeps them, and as the second run will read them back: sorted by name
            for op in prog.walk():
                ordered = sorted(op.attributes.items())
                op.attributes.clear()
                op.attributes.update(ordered)
        return print_module(prog, generic, self.args.print_debuginfo, self.args.print_no_properties)

    @contextmanager
    def _diagnosing(self) -> Iterator[None]:
        """Turn an input, pass or tool error of the current piece into its diagnostic."""
        try:
            yield
        except CHUNK_ERRORS as err:
            self.chunk.failed = True
            diag = error_diagnostic(err, self.chunk.line_offset)
            if self.args.parsing_diagnostics and is_parse_error(err) and not self.args.verify_diagnostics:
                # xdsl-opt's --parsing-diagnostics: the parse error is the chunk's output, exit 0
                self.chunk.parse_message = diag.header() + "\n"
                return
            self.handler.report(diag)
            self.failed = True


def main(argv: Sequence[str] | None = None) -> int:
    """Run smem-opt; the exit status (0, 1, or 130 when interrupted).

    The work happens in a thread with a deep stack (``tools.deep_stack``). An exception
    smem-opt did not expect is a bug: one line on stderr, or the traceback when
    ``SMEM_OPT_TRACEBACK`` is set.
    """
    try:
        code = call_with_deep_stack(lambda: _run(argv))
    except KeyboardInterrupt:
        return 130
    if (problem := flush_stdout()) is not None:  # a full or closed stdout: an error here, not at exit
        print_stderr(f"smem-opt: error: {problem}")
        return 1
    return code


def _run(argv: Sequence[str] | None) -> int:
    # xDSL's constructor switches attribute verification off process-wide for
    # --disable-verify, and colours diagnostics for --syntax-highlight: undone after the run.
    post_init, colored = Attribute.__post_init__, XdslDiagnostic.colored
    try:
        return SmemOptMain(argv).run()
    except UsageError as err:
        print_stderr(f"smem-opt: error: {err}")
        return 1
    except SystemExit as exit_:
        return exit_.code if isinstance(exit_.code, int) else 1
    except KeyboardInterrupt:
        return 130
    except Exception as err:  # a bug in smem-opt: one line, no traceback unless asked
        if os.environ.get("SMEM_OPT_TRACEBACK"):
            raise
        print_stderr(f"smem-opt: internal error: {type(err).__name__}: {err} (set SMEM_OPT_TRACEBACK=1 for details)")
        return 1
    finally:
        Attribute.__post_init__, XdslDiagnostic.colored = post_init, colored  # type: ignore[method-assign]  # xDSL's methods, put back


if __name__ == "__main__":
    sys.exit(main())
