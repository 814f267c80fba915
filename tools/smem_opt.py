"""The ``smem-opt`` driver: xDSL's ``xdsl-opt`` (``xDSLOptMain``) with mlir-opt habits.

``SmemOptMain`` inherits xDSL's constructor and flags (``--print-between-passes``,
``--time-passes``, ``--split-input-file``, ...) and plugs in through its hooks: our ``gpu``
dialect replaces xDSL's (attributions, custom syntax), the ``smem`` and ``nvgpu`` dialects and
our passes and pipelines are added, input is read through ``tools.intake`` / ``tools.parsing``
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

Command-line values are checked before any work (``tools.command_line``). Closed or full
standard streams are one-line errors. The driver runs in a thread with a deep stack, so the
bounded nesting ``tools.parsing`` accepts never exhausts Python's recursion limit.
"""

from __future__ import annotations

import argparse
import io
import os
import sys
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from importlib.metadata import version
from typing import IO, Any, NoReturn

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Attribute
from xdsl.passes import ModulePass, PassPipeline
from xdsl.utils.diagnostic import Diagnostic as XdslDiagnostic
from xdsl.utils.exceptions import DiagnosticException, ParseError
from xdsl.xdsl_opt_main import xDSLOptMain

from smem_opt.passes.diagnostics import SmemDiagnostic
from smem_opt.passes.registry import PASSES
from smem_opt.tools.command_line import (
    EMIT_KINDS,
    UsageError,
    build_pipeline,
    known_targets,
    check_arguments,
    pass_help,
    pipeline_text,
    register_option,
)
from smem_opt.tools.diagnostic_handler import Diagnostic, DiagnosticHandler, location_diagnostic, op_diagnostic
from smem_opt.tools.intake import IntakeError
from smem_opt.tools.ir_io import build_context, print_module, read_input
from smem_opt.tools.parsing import LocatingParser, first_line, parse_module, verify_module
from smem_opt.tools.run_outputs import RunOutputs, ir_to_stdout, result_modes

__all__ = ["LocatingParser", "build_context", "build_pipeline", "main", "parse_module", "print_module", "read_input", "verify_module"]

DESCRIPTION = (
    "Pack GPU shared-memory buffers whose lifetimes never meet into one aligned arena, "
    "and lower kernels to the upstream MLIR gpu dialect."
)

STACK_BYTES = 512 << 20
"""Stack of the thread the driver runs in (reserved, touched only as deep as needed)."""
RECURSION_LIMIT = 40_000
"""Python frames allowed in that thread: ~150 per nesting level at ``limits.MAX_NESTING``."""

REPORT_TO_STDERR = "\0stderr"
"""``--smem-report`` with no FILE: the report goes to stderr (``-`` is stdout)."""


def _package_version() -> str:
    from smem_opt import __version__

    return __version__


def split_input(data: bytes) -> list[tuple[bytes, int]]:
    """The chunks of ``--split-input-file`` (split at every ``// -----``, as mlir-opt and xdsl-opt
    do), each with the number of lines before it. A chunk that starts inside a line is padded with
    spaces to its column there, so that columns of the chunk are columns of the file."""
    marker = b"// -----"
    chunks: list[tuple[bytes, int]] = []
    start = 0
    lines_before = 0
    while True:
        end = data.find(marker, start)
        piece = data[start:] if end < 0 else data[start:end]
        line_start = data.rfind(b"\n", 0, start) + 1
        chunks.append((b" " * (start - line_start) + piece, lines_before))
        if end < 0:
            return chunks
        lines_before += data.count(b"\n", start, end)
        start = end + len(marker)


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
    target, the output is chosen by ``--emit``), ``parse_chunk`` (``tools.intake``),
    ``setup_pipeline`` / ``apply_passes`` (checked options, plans kept for the reports),
    ``output_resulting_program`` (the IR or ``--emit``'s output), and ``run``, mlir-opt's loop
    over the chunks (see the module docstring). ``chunk_outputs`` is where an output of a chunk
    besides the IR is made (the report, ``--simulate``); each goes to its own stream
    (``tools.run_outputs``).
    """

    def __init__(self, args: Sequence[str] | None = None):
        self.failed = False
        self.chunk = _Chunk(b"", 0)
        self.report_writer: Any = None
        super().__init__(description=DESCRIPTION, args=args)
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
        """xDSL's flags, then ours. xDSL's ``-t/--target`` (an output format) gives way to our
        ``--target`` (the GPU); the output is chosen by ``--emit``."""
        super().register_all_arguments(arg_parser)
        arg_parser.prog = "smem-opt"
        _help_lists_passes(arg_parser)
        arg_parser.formatter_class = argparse.RawDescriptionHelpFormatter
        arg_parser.error = _usage_error  # type: ignore[method-assign]
        arg_parser.set_defaults(target="mlir")  # xDSL's output format: always MLIR text
        # Ours win over xDSL's of the same name (-t/--target, and -p for its help text).
        arg_parser.conflict_handler = "resolve"
        ours = arg_parser.add_argument_group("smem-opt")
        ours.add_argument("--verify-diagnostics", action="store_true", help="check the diagnostics against the input's expected-error/-warning/-remark/-note comments (as mlir-opt); exit 1 when one is missing or unexpected")
        ours.add_argument("-v", "--version", action=_VersionAction, nargs=0, help="print the version and exit")
        ours.add_argument("-t", "--target", dest="gpu_target", default=None, metavar="SM", help="GPU target for passes that take one (" + ", ".join(known_targets()) + ")")
        ours.add_argument("-p", "--passes", default="", metavar="PIPELINE", help="comma-separated passes, e.g. 'smem-coalesce{alignment=32},convert-smem-to-gpu' (see below)")
        ours.add_argument("--pass-pipeline", default="", metavar="PIPELINE", help="the passes in mlir-opt's form, 'builtin.module(smem-coalesce,convert-smem-to-gpu)'")
        ours.add_argument("--emit", choices=EMIT_KINDS, default="gpu", help="output: gpu (our IR, default), or via upstream tools nvvm, ptx, resource-usage")
        ours.add_argument("--smem-report", nargs="?", const=REPORT_TO_STDERR, default=None, metavar="FILE", help="write a per-kernel shared-memory report: to stderr (no FILE), stdout (-; the IR then needs -o) or FILE")
        ours.add_argument("--smem-report-format", choices=("text", "json"), default="text")
        ours.add_argument("--smem-report-registers", type=register_option, default="auto", metavar="auto|none|N|N,M", help="registers per thread for the report's occupancy: auto (ptxas -v on both variants, when mlir-opt and ptxas are installed), none (unknown), N, or WITHOUT,WITH reuse")
        ours.add_argument("--smem-layout", default=None, metavar="SVG", help="draw each kernel's arena over time as SVG")
        ours.add_argument("--simulate", action="store_true", help="run each kernel once, lowered by mlir-opt (after the passes), and print output checksums, races and faults on stdout (the IR goes to -o, if given)")
        ours.add_argument("--check", action="store_true", help="run each kernel of the output, lowered by mlir-opt, against its reference (the input, or with no pipeline the arena split per buffer): outputs, races, alignment; findings on stderr")
        ours.add_argument("--check-against", default=None, metavar="FILE", help="--check: the reference is FILE (the plan's original input) instead of the input or its arena split")
        ours.add_argument("--schedules", type=int, default=3, help="--check: warp schedules per kernel (thread order, reversed, then seeded random orders)")
        ours.add_argument("--threads", type=int, default=None, help="--simulate, --check: threads per block, x (default: the kernel's block size)")
        ours.add_argument("--blocks", type=int, default=1, help="--simulate, --check: number of blocks, x")
        ours.add_argument("--seed", type=int, default=0, help="--simulate, --check: seed for random inputs and thread order")
        ours.add_argument("--inputs", nargs="*", default=None, metavar="NPY", help="--simulate: .npy files, one per kernel argument, in order")

    # -- the pipeline --------------------------------------------------------------------------
    def setup_pipeline(self) -> None:
        """The passes with their options checked and ``--target`` applied; then the other
        values argparse cannot check alone."""
        text = pipeline_text(self.args.passes, self.args.pass_pipeline)
        passes = build_pipeline(text, self.args.gpu_target, self.available_passes)
        check_arguments(self.args)
        self.pipeline = PassPipeline(tuple(passes), self._between_passes)
        self.pass_started = time.perf_counter()

    def _between_passes(self, previous: ModulePass | None, module: ModuleOp, following: ModulePass | None) -> None:
        """xDSL's ``--time-passes`` and ``--print-between-passes``, with our verifier."""
        if self.args.time_passes and previous is not None:
            print(f"Pass {previous.name} took {time.perf_counter() - self.pass_started} seconds")
        if previous is not None and not self.args.disable_verify:
            verify_module(module)
        if previous is not None and following is not None and self.args.print_between_passes:
            print(f"IR after {previous.name}:")
            print(print_module(module, self.args.print_op_generic, self.args.print_debuginfo), end="")
            print("\n\n")
        if self.args.time_passes and following is not None:
            self.pass_started = time.perf_counter()

    def apply_passes(self, prog: ModuleOp) -> None:
        """The pipeline, keeping the kernel plans the passes make for the reports."""
        if not self.pipeline.passes:  # nothing to run: nothing of the passes is loaded
            return
        from smem_opt.passes.pipelines import run_pass

        callback = self.pipeline.callback
        previous = None
        for p in self.pipeline.passes:
            callback(previous, prog, p)  # type: ignore[misc]
            self.chunk.plans += run_pass(p, self.ctx, prog)
            previous = p
        callback(previous, prog, None)  # type: ignore[misc]

    # -- input ---------------------------------------------------------------------------------
    def get_input_name(self) -> str:
        return self.args.input_file if self.args.input_file not in (None, "-") else "<stdin>"

    def parse_chunk(self, chunk: IO[bytes], file_extension: str = "mlir", start_offset: int = 0) -> ModuleOp | None:
        """Read a piece as smem-opt reads any input (``tools.intake``); None when it fails."""
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
    def run(self) -> int:  # type: ignore[override]
        """mlir-opt's loop: every chunk, every diagnostic through the handler, then the outputs
        (``tools.run_outputs``); the exit status."""
        from smem_opt.passes.diagnostics import diagnostic_handler

        data = _read_input(self.args.input_file)
        name = self.get_input_name()
        self.handler.add_source(name, data.decode("utf-8", "replace"))
        pieces = split_input(data) if self.args.split_input_file else [(data, 0)]
        with diagnostic_handler(self.handler.pass_diagnostic):
            for piece, offset in pieces:
                self.handler.begin_chunk(name, piece.decode("utf-8", "replace"), offset)
                self._run_chunk(piece, offset)
                self.handler.end_chunk()
        failed = self.handler.verify_failed if self.args.verify_diagnostics else self.failed
        return self.outputs.finish(not failed, say)

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
            say(stderr_text.removesuffix("\n"))
        self.outputs.add_chunk(ir, result, stdout_plain)

    def chunk_outputs(self, prog: ModuleOp) -> tuple[str | None, str | None, str, str]:
        """What this chunk adds to each stream: (the IR or None, a result mode's text or None,
        text for stdout, text for stderr); files are registered with ``self.outputs``."""
        stdout_plain, stderr_text = self._reports(prog)
        if self.args.check:
            from smem_opt.tools.check_cli import run_check

            stderr_text += run_check(prog, self)
        result = None
        if self.args.simulate:
            from smem_opt.tools.simulate_cli import run_simulation

            result = run_simulation(prog, self)
        ir = None
        if self.outputs.ir_path is not None or ir_to_stdout(self.args):
            ir = self.output_resulting_program(prog)
        return ir, result, stdout_plain, stderr_text

    def output_resulting_program(self, prog: ModuleOp) -> str:
        """The IR, or what ``--emit`` makes of it."""
        if self.args.emit != "gpu":
            return _emit_external(prog, self.args)
        generic = self.args.print_op_generic or self.chunk.generic_output
        if self.chunk.generic_output:
            # as mlir-opt keeps them, and as the second run will read them back: sorted by name
            for op in prog.walk():
                ordered = sorted(op.attributes.items())
                op.attributes.clear()
                op.attributes.update(ordered)
        return print_module(prog, generic, self.args.print_debuginfo, self.args.print_no_properties)

    def _reports(self, module: ModuleOp) -> tuple[str, str]:
        """The report and layout of this chunk: (text for stdout, text for stderr); a report or
        layout file is registered with ``self.outputs``. Every remark also goes to the handler."""
        path, layout = self.args.smem_report, self.args.smem_layout
        if path is None and layout is None:
            return "", ""
        from smem_opt.tools.report import ReportWriter
        from smem_opt.tools.report.text import remark_text

        if self.report_writer is None:
            self.report_writer = ReportWriter(self.args)
        writer = self.report_writer
        report = writer.add(module, self.chunk.plans, source=(self.chunk.data, self.get_input_name()))
        if path is not None:
            for kernel in report["kernels"]:
                for remark in kernel["remarks"]:
                    diag = location_diagnostic("remark", remark_text(remark), remark["location"])
                    self.handler.report(diag, shown=True)
        if layout is not None:
            self.outputs.add_file(layout, writer.layout)
        if path == "-":
            return writer.chunk_text(report), ""
        if path == REPORT_TO_STDERR:
            return "", writer.chunk_text(report)
        if path is not None:
            self.outputs.add_file(path, writer.document)
        return "", ""

    @contextmanager
    def _diagnosing(self) -> Iterator[None]:
        """Turn an input, pass or tool error of the current piece into its diagnostic."""
        try:
            yield
        except (ParseError, DiagnosticException, _ToolError, IntakeError) as err:
            self.chunk.failed = True
            diag = error_diagnostic(err, self.chunk.line_offset)
            parse_error = isinstance(err, ParseError) or (isinstance(err, IntakeError) and isinstance(err.error, ParseError))
            if self.args.parsing_diagnostics and parse_error and not self.args.verify_diagnostics:
                # xdsl-opt's --parsing-diagnostics: the parse error is the chunk's output, exit 0
                self.chunk.parse_message = diag.header() + "\n"
                return
            self.handler.report(diag)
            self.failed = True


class _ToolError(Exception):
    pass


def _help_lists_passes(parser: argparse.ArgumentParser) -> None:
    """``--help`` ends with the passes and their options (``pass_help``), made only when help is
    printed: it loads every pass."""
    plain = parser.format_help

    def format_help() -> str:
        parser.epilog = pass_help()
        return plain()

    parser.format_help = format_help  # type: ignore[method-assign]


def error_diagnostic(err: BaseException, line_offset: int = 0) -> Diagnostic:
    """The diagnostic of an error raised while reading or running a chunk that starts after
    ``line_offset`` lines of its file."""
    if isinstance(err, IntakeError):
        diag = error_diagnostic(err.error, line_offset)
        if err.note:
            note = Diagnostic("note", err.note, diag.file, diag.line, diag.col)
            diag = Diagnostic(diag.severity, diag.message, diag.file, diag.line, diag.col, (*diag.notes, note))
        return diag
    if isinstance(err, ParseError):
        where = err.span.get_location()
        message = err.msg.strip().splitlines()[0] if err.msg.strip() else "parse error"
        return Diagnostic("error", message, where.file, where.line + line_offset, where.col)
    if isinstance(err, SmemDiagnostic):
        if type(err).render is not SmemDiagnostic.render:  # it formats its own lines
            return Diagnostic("error", err.message, text=err.render())
        return op_diagnostic("error", err.message, err.op, err.notes)
    if isinstance(err, _ToolError):  # what the tool said follows, line by line
        return Diagnostic("error", str(err).rstrip())
    return Diagnostic("error", first_line(err))


def say(text: str) -> None:
    """One message on stderr (``passes.diagnostics.print_stderr``)."""
    from smem_opt.passes.diagnostics import print_stderr

    print_stderr(text)


def _silence_stdout() -> None:
    """After a failed write, send stdout to /dev/null so that the exit-time flush cannot fail again."""
    try:
        if sys.stdout is not None and sys.stdout.fileno() == 1:
            null = os.open(os.devnull, os.O_WRONLY)
            os.dup2(null, 1)
            os.close(null)
    except (OSError, ValueError, AttributeError):
        pass


def _read_input(path: str | None) -> bytes:
    """The bytes of the input file, or of stdin for None and '-'."""
    if path in (None, "-"):
        stream = sys.stdin
        if stream is None:
            raise UsageError("cannot read standard input: it is closed")
        try:
            return stream.buffer.read()
        except (OSError, ValueError) as err:
            reason = getattr(err, "strerror", None) or "it is closed"
            raise UsageError(f"cannot read standard input: {reason}") from None
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError as err:
        raise UsageError(f"cannot read '{path}': {err.strerror}") from None


def _emit_external(module: ModuleOp, args: argparse.Namespace) -> str:
    from smem_opt.tools.emit import emit

    try:
        return emit(module, args.emit, args.gpu_target)
    except Exception as err:  # ToolMissing / ToolFailed, reported as diagnostics
        raise _ToolError(str(err)) from None


class _VersionAction(argparse.Action):
    """``--version``: xDSL's, written the way the output is (a full or closed stdout is an error)."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: Any, values: Any, option_string: Any = None) -> None:
        from smem_opt.tools.output_file import OutputError

        from smem_opt.tools.toolchain import describe_tools

        lines = [f"smem-opt {_package_version()} (xDSL {version('xdsl')})", *describe_tools()]
        text = "".join(f"{line}\n" for line in lines)
        try:
            _write_stdout(text)
        except OutputError as err:
            _usage_error(str(err))
        parser.exit()


def _usage_error(message: str) -> NoReturn:
    """A bad command line: one line on stderr, exit status 1 (argparse would exit 2)."""
    say(f"smem-opt: error: {message}")
    raise SystemExit(1)


def _write_stdout(text: str) -> None:
    from smem_opt.tools.output_file import write_stdout

    write_stdout(text)


def main(argv: Sequence[str] | None = None) -> int:
    """Run smem-opt; the exit status (0, 1, or 130 when interrupted).

    The work happens in a thread with a ``STACK_BYTES`` stack and a ``RECURSION_LIMIT``
    recursion limit. An exception smem-opt did not expect is a bug: one line on stderr,
    or the traceback when ``SMEM_OPT_TRACEBACK`` is set.
    """
    outcome: dict[str, Any] = {}

    def body() -> None:
        try:
            outcome["code"] = _run(argv)
        except BaseException as err:  # noqa: BLE001 (handed to the calling thread)
            outcome["error"] = err

    old_limit = sys.getrecursionlimit()
    try:
        old_stack = threading.stack_size(STACK_BYTES)
    except (ValueError, RuntimeError):  # a platform without settable stacks: run here
        return _finish(_run(argv))
    try:
        sys.setrecursionlimit(max(old_limit, RECURSION_LIMIT))
        worker = threading.Thread(target=body, name="smem-opt", daemon=True)
        worker.start()
    finally:
        threading.stack_size(old_stack)
    try:
        worker.join()
    except KeyboardInterrupt:
        return 130
    finally:
        sys.setrecursionlimit(old_limit)
    if "error" in outcome:
        raise outcome["error"]
    return _finish(outcome["code"])


def _run(argv: Sequence[str] | None) -> int:
    # xDSL's constructor switches attribute verification off process-wide for
    # --disable-verify, and colours diagnostics for --syntax-highlight: undone after the run.
    post_init, colored = Attribute.__post_init__, XdslDiagnostic.colored
    try:
        return SmemOptMain(argv).run()
    except UsageError as err:
        say(f"smem-opt: error: {err}")
        return 1
    except SystemExit as exit_:
        return exit_.code if isinstance(exit_.code, int) else 1
    except KeyboardInterrupt:
        return 130
    except Exception as err:  # a bug in smem-opt: one line, no traceback unless asked
        if os.environ.get("SMEM_OPT_TRACEBACK"):
            raise
        say(f"smem-opt: internal error: {type(err).__name__}: {err} (set SMEM_OPT_TRACEBACK=1 for details)")
        return 1
    finally:
        Attribute.__post_init__, XdslDiagnostic.colored = post_init, colored  # type: ignore[method-assign]


def _finish(code: int) -> int:
    """Flush stdout now, so that a full or closed stdout is an error here and not at exit."""
    stream = sys.stdout
    if stream is None:
        return code
    try:
        stream.flush()
    except (OSError, ValueError) as err:
        _silence_stdout()
        say(f"smem-opt: error: cannot write standard output: {getattr(err, 'strerror', None) or err}")
        return 1
    return code


if __name__ == "__main__":
    sys.exit(main())
